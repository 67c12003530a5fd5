import { closingParen } from './code-assert-calls.js'
import { callSubject } from './code-call-subjects.js'
import { readExpression } from './code-relations.js'
import { type Idiom, readStatements, say } from './code-subjects.js'
import { callOf, quoted, splitTopLevel } from './code-syntax.js'

/**
 * Checks written as control flow or client scripts: an `if` that fails the test (`if resp.StatusCode != 201 {
 * t.Fatalf(…) }`, `if (res.status !== 201) throw …`, `if r.status_code != 201: raise …`, Ruby's `raise … unless …`),
 * where the check is the condition turned round; the JetBrains HTTP client's `client.assert(cond, "msg")`,
 * `client.test("name", function() {…})` and `client.global.set("id", response.body.id)`; and Frisby's
 * `.expect('status', 201)` / `.expect('json', 'a.b', value)`. An `if` on something else (`err != nil`) is reported.
 */

/** Statements that fail a test: Go's t.Fatal family, throw / raise, fail(), XCTFail, panic, exit. */
const FAILS =
  /^(?:\{\s*)?(?:(?:t|b|tb|s\.T\(\))\.(?:Fatal|Fatalf|Error|Errorf|FailNow|Fail)\(|panic\(|log\.Fatal(?:f|ln)?\(|throw\b|raise\b|fail\(|(?:Assert|Assertions|ClassicAssert)\.[Ff]ail\(|XCTFail\(|pytest\.fail\(|self\.fail\(|assert\s+False\b|fatalError\(|sys\.exit\(|process\.exit\(|die\(|abort\()/

export function readGuard(line: string): Idiom | undefined {
  const text = line.trim().replace(/;$/, '')
  const unless = /^(?:raise|fail)\b.*?\s+unless\s+(.+)$/.exec(text)
  if (unless) return conditions(unless[1]!, false)
  if (!/^if\b/.test(text)) return undefined
  let condition: string | undefined
  let body: string | undefined
  const paren = /^if\s*\(/.exec(text)
  if (paren) {
    const close = closingParen(text, paren[0].length - 1)
    if (close > 0) [condition, body] = [text.slice(paren[0].length, close), text.slice(close + 1).trim()]
  }
  if (condition === undefined) {
    const go = /^if\s+(.+?)\s*(\{.*)$/.exec(text) ?? /^if\s+(.+?):\s*(.+)$/.exec(text)
    if (!go) return undefined
    ;[condition, body] = [go[1]!, go[2]!]
  }
  if (!FAILS.test(body!.replace(/^:\s*/, ''))) return undefined
  return conditions(condition, true)
}

/** The checks a condition makes: each part of `a || b` fails the test on its own, so each must hold. */
function conditions(condition: string, failsWhenTrue: boolean): Idiom {
  const parts = failsWhenTrue ? orParts(condition) : [condition]
  const texts: string[] = []
  for (const part of parts) {
    if (/&&|\band\b/.test(part)) return { reason: `"${condition}" fails only when all its parts hold; write each check alone` }
    const read = readExpression(part, failsWhenTrue) ?? { reason: `"${part}" is no comparison of the HTTP response the rules read` }
    if ('reason' in read) return read
    texts.push(...read.texts)
  }
  return { texts }
}

function orParts(condition: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < condition.length; i++) {
    const ch = condition[i]!
    if (ch === '"' || ch === "'") i = Math.max(i, condition.indexOf(ch, i + 1))
    else if ('([{'.includes(ch)) depth++
    else if (')]}'.includes(ch)) depth--
    else if (depth === 0 && (condition.startsWith('||', i) || condition.startsWith(' or ', i))) {
      parts.push(condition.slice(start, i))
      i += condition[i] === '|' ? 1 : 3
      start = i + 1
    }
  }
  return [...parts, condition.slice(start)].map((part) => part.trim())
}

/** JetBrains HTTP client scripts and Frisby's typed expectations. */
export function readClientScript(line: string): Idiom | undefined {
  // A response handler as written in a .http file: `> {% client.test(…); %}`.
  const text = line
    .trim()
    .replace(/^>\s*\{%([\s\S]*)%\}$/, '$1')
    .trim()
    .replace(/;$/, '')
    .trim()
  const test = /^client\.test\(\s*(["'])[\s\S]*?\1\s*,\s*(?:function\s*\(\s*\)|\(\s*\)\s*=>)\s*\{([\s\S]*)\}\s*\)$/.exec(text)
  if (test) {
    return readStatements(splitTopLevel(test[2]!, ';'), readClientScript, 'the test holds no check')
  }
  const assert = /^client\.assert\(([\s\S]*)\)$/.exec(text)
  if (assert) {
    const args = callOf(`f(${assert[1]})`)?.args
    if (!args || args.length < 1 || args.length > 2) return { reason: 'client.assert() is read as client.assert(condition, "message")' }
    return readExpression(args[0]!) ?? { reason: `"${args[0]}" is no comparison of the HTTP response the rules read` }
  }
  const set = /^client\.(?:global|globals)\.set\(([\s\S]*)\)$/.exec(text)
  if (set) {
    const args = callOf(`f(${set[1]})`)?.args ?? []
    const name = quoted(args[0] ?? '')
    const subject = args.length === 2 ? callSubject(args[1]!) : undefined
    if (name && subject?.kind === 'path' && subject.path !== '$') return { texts: [say.save(subject.path, name)] }
    if (name && subject?.kind === 'header') return { texts: [say.save(`header ${subject.name}`, name)] }
    return { reason: `"${args[1] ?? ''}" is no value of the response; only values the response gives are saved` }
  }
  return readFrisby(text)
}

/** Frisby's typed expectations, whose first argument names what is checked (never a header, as supertest's). */
export function readFrisby(text: string): Idiom | undefined {
  const expect = /^\.?expect\(\s*(["'])(status|json|jsonStrict|bodyContains|header|jsonTypes|jsonTypesStrict)\1\s*,([\s\S]*)\)$/.exec(text)
  if (!expect) return undefined
  const args = callOf(`f(${expect[3]})`)?.args ?? []
  const reported: Idiom = { reason: `Frisby's expect('${expect[2]}', …) has no exact reading here; write the check in words` }
  switch (expect[2]) {
    case 'status':
      return args.length === 1 && /^[1-5]\d\d$/.test(args[0]!) ? { texts: [say.status([args[0]!])] } : reported
    case 'bodyContains': {
      const value = quoted(args[0] ?? '')
      return args.length === 1 && value !== undefined ? { texts: [say.bodyContains(JSON.stringify(value))] } : reported
    }
    case 'json':
    case 'jsonStrict': {
      // A path and a scalar: the value there (a wildcard path or an object is matched loosely, so reported).
      const path = quoted(args[0] ?? '')
      if (args.length !== 2 || path === undefined || /^[[{]/.test(args[1]!) || !/^[A-Za-z_][\w]*(?:\.(?:[A-Za-z_]\w*|\d+))*$/.test(path))
        return reported
      return readExpression(`json.${path.replace(/\.(\d+)/g, '[$1]')} == ${args[1]}`) ?? reported
    }
    default:
      return reported
  }
}
