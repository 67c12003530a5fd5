import { chainOf, quoted, splitTopLevel } from '../understanding/code-syntax.js'
import { compare, type Op, sourceCheck, subjectOf } from './code-step-checks.js'
import { type CodeRead, isReason, literal } from './code-step-targets.js'

/**
 * Selenium's assertions: JUnit / TestNG `assertEquals(a, b)` (the written text is the expected side, in either order),
 * `assertTrue(x)` / `assertFalse(x)`, AssertJ's `assertThat(x).isEqualTo(s)`, and pytest's `assert x == "s"`,
 * `assert "s" in x`, `assert [not] x`.
 */
export function readAssertCall(text: string): CodeRead | undefined {
  const python = /^assert\s+(?!\()([\s\S]+)$/.exec(text)
  if (python) return pythonAssert(python[1]!.replace(/,\s*(["'])[^"']*\1\s*$/, '').trim())
  const links = chainOf(text.replace(/^Assert\./, ''))
  const call = links?.[0]
  if (!links || !call?.args) return { reason: 'the assertion is code the plan cannot read' }
  if (call.name === 'assertThat' && call.args.length === 1 && links.length === 2 && links[1]!.args) {
    const check = links[1]!
    const op: Op | undefined =
      check.name === 'isEqualTo'
        ? 'equals'
        : check.name === 'contains'
          ? 'contains'
          : check.name === 'isTrue'
            ? 'true'
            : check.name === 'isFalse'
              ? 'false'
              : undefined
    const subject = subjectOf(call.args[0]!)
    if (!op || isReason(subject))
      return isReason(subject) ? subject : { reason: `assertThat(…).${check.name}() is an assertion the plan does not read` }
    return compare(subject, op, check.args?.[0])
  }
  if (links.length !== 1) return { reason: 'the assertion is code the plan cannot read' }
  // Python's unittest (`self.` dropped by the caller): `assertIn(a, b)` is `assert a in b`, `assertEqual` JUnit's.
  if ((call.name === 'assertIn' || call.name === 'assertNotIn') && call.args.length >= 2 && quoted(call.args[0]!) !== undefined)
    return pythonAssert(`${call.args[0]} ${call.name === 'assertNotIn' ? 'not in' : 'in'} ${call.args[1]}`)
  if (call.name === 'assertEqual') return readAssertCall(`assertEquals(${call.args.slice(0, 2).join(', ')})`)
  const args = call.args.filter(
    (arg, i) =>
      !(
        i === 0 &&
        call.args!.length === 3 &&
        quoted(arg) !== undefined &&
        call.name === 'assertEquals' &&
        quoted(call.args![1]!) !== undefined
      ),
  )
  if ((call.name === 'assertTrue' || call.name === 'assertFalse') && args.length >= 1) {
    const code = args.find((arg) => quoted(arg) === undefined)
    if (!code) return { reason: 'the assertion holds no code to check' }
    return truthOf(code, call.name === 'assertTrue')
  }
  if (call.name === 'assertEquals' && args.length === 2) {
    const [a, b] = args as [string, string]
    const [expected, actual] = quoted(a) !== undefined ? [a, b] : [b, a]
    if (quoted(expected) === undefined) return { reason: 'assertEquals() with no written expected value' }
    const subject = subjectOf(actual)
    return isReason(subject) ? subject : compare(subject, 'equals', expected)
  }
  return { reason: `${call.name}() is an assertion the plan does not read` }
}

/** `x` asserted true or false: `driver.getCurrentUrl().contains("/done")`, `el.isDisplayed()`. */
function truthOf(code: string, truth: boolean): CodeRead {
  const links = chainOf(code.trim())
  const last = links?.[links.length - 1]
  // Python's `endswith` / `startswith` are Java's `endsWith` / `startsWith`.
  if (links && last && /^(?:contains|includes|endsWith|startsWith|endswith|startswith)$/.test(last.name) && last.args?.length === 1) {
    const subject = subjectOf(code.slice(0, code.lastIndexOf(`.${last.name}(`)))
    if (!isReason(subject) && subject.of === 'source')
      return last.name === 'contains' ? sourceCheck('contains', last.args[0], truth) : sourceCheck('equals', undefined, truth)
    if (!truth) return { reason: 'a text asserted absent from the URL or title, which the plan does not check' }
    if (isReason(subject)) return subject
    const value = literal(last.args[0])
    if (value === undefined || (subject.of !== 'url' && subject.of !== 'title'))
      return { reason: `${last.name}() on a value the plan does not check` }
    const op = /^endsWith$/i.test(last.name) ? 'ends_with' : /^startsWith$/i.test(last.name) ? 'starts_with' : 'contains'
    return [{ kind: subject.of === 'title' ? 'verify_title' : 'verify_url', op, value }]
  }
  const subject = subjectOf(code)
  return isReason(subject) ? subject : compare(subject, truth ? 'true' : 'false')
}

function pythonAssert(body: string): CodeRead | undefined {
  const parts = splitTopLevel(body, ',')[0]!
  const equal = /^([\s\S]+?)\s*==\s*([\s\S]+)$/.exec(parts)
  if (equal) {
    const [a, b] = [equal[1]!, equal[2]!]
    const [expected, actual] = quoted(a) !== undefined ? [a, b] : [b, a]
    const subject = subjectOf(actual)
    return isReason(subject) ? subject : compare(subject, 'equals', expected)
  }
  const inside = /^(["'][\s\S]*["'])\s+(not\s+)?in\s+([\s\S]+)$/.exec(parts)
  if (inside) {
    const subject = subjectOf(inside[3]!)
    if (isReason(subject)) return subject
    // `assert "Publish failed" not in driver.page_source`: a text not shown; not in the URL or title, no check.
    if (inside[2])
      return subject.of === 'source'
        ? sourceCheck('contains', inside[1]!, false)
        : { reason: 'a text asserted absent from the URL or title, which the plan does not check' }
    return compare(subject, 'contains', inside[1]!)
  }
  const not = /^not\s+([\s\S]+)$/.exec(parts)
  // `assert driver.title is "X"` is prose about code: the sentence grammar reads it.
  if (!chainOf(not ? not[1]! : parts)) return undefined
  return truthOf(not ? not[1]! : parts, !not)
}
