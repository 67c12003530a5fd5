import {
  argsText,
  assertedLocatorProblems,
  type FoundAssertion,
  finalSelector,
  findAssertions,
  SOFTENER_TEXT,
  type Softener,
  softeners,
} from '../generated-code/assertions.js'
import { CodeSyntaxError, canonicalSource, canonicalText, parseCode, sourceOf, stringValue, walk } from '../generated-code/parse.js'
import { type AssertionKind, type ElementState, isAssertion } from './actions.js'
import { WHOLE_WORDS_SOURCE } from './codegen.js'
import { jsText } from './js-literal.js'
import { planItems, planSpec, type UiPlan } from './planner.js'
import type { UiSpec } from './ui-spec.js'

/**
 * Healing never hides a bug: a heal may change how a test finds and waits for things, never what it expects.
 * These checks prove it on the parsed code (generated-code/), structurally: every check the spec implies must still be
 * an assertion with the same matcher and the same arguments (no options but `timeout`), texts and named elements
 * must still be selected by their name verbatim, the asserted locator must not be widened (`.or`, `.and`) or
 * re-filtered, a soft assertion is not an assertion, and nothing may be dropped, negated, skipped or swallowed.
 */

export interface Expectation {
  /** Plan item id (`s9`, `o1.1`). */
  id: string
  /** Spec line. */
  line: number
  kind: AssertionKind
  /** The expected value as the spec wrote it. */
  value: string
  /** The matcher the assertion must use (`toBeVisible`, `not.toBeChecked`). */
  matcher: string
  /** `poll` for `expect.poll(() => page.title())`; plain `expect` otherwise. */
  flavour: 'expect' | 'poll'
  /** Accepted matcher argument lists, as source (`["'Total: $43.99'"]`); `[[]]` for matchers without one. */
  args: string[][]
  /** Source of the text or accessible name the asserted locator must select by, verbatim (texts, named elements). */
  name?: string
  /** Source of the exact subject the assertion must have (the polled function of an order check). */
  subject?: string
}

export interface ExpectationViolation {
  /** Spec line of the expectation, when the violation is about one. */
  line?: number
  message: string
}

export class ExpectationChangedError extends Error {
  constructor(readonly violations: ExpectationViolation[]) {
    super(
      `the healed test changes what the spec expects: ${violations.map((v) => (v.line ? `line ${v.line}: ` : '') + v.message).join('; ')}`,
    )
    this.name = new.target.name
  }
}

const STATE_MATCHERS: Record<ElementState, string> = {
  visible: 'toBeVisible',
  hidden: 'toBeHidden',
  enabled: 'toBeEnabled',
  disabled: 'toBeDisabled',
  checked: 'toBeChecked',
  unchecked: 'not.toBeChecked',
  focused: 'toBeFocused',
}

function asPlan(spec: UiSpec | UiPlan): UiPlan {
  return 'engine' in spec ? spec : planSpec(spec)
}

/** What a spec expects: per assertion item, the matcher, its arguments and the name the locator must keep. */
export function expectationsOf(spec: UiSpec | UiPlan): Expectation[] {
  const out: Expectation[] = []
  for (const item of planItems(asPlan(spec))) {
    const { action } = item
    if (!isAssertion(action)) continue
    const base = { id: item.id, line: action.line, kind: action.kind, flavour: 'expect' as const }
    switch (action.kind) {
      case 'verify_text':
        out.push({
          ...base,
          value: action.value,
          matcher: action.visible ? 'toBeVisible' : 'toBeHidden',
          args: [[]],
          name: jsText(action.value),
        })
        break
      case 'verify_value':
        out.push({ ...base, value: action.value, matcher: 'toHaveValue', args: [[jsText(action.value)]] })
        break
      case 'verify_url': {
        const relative = /^\{\{\s*[A-Za-z_]\w*\s*\}\}(\/.*)$/.exec(action.value)?.[1]
        const args =
          action.op === 'contains'
            ? [[`(url) => url.href.includes(${jsText(action.value)})`]]
            : [[jsText(action.value)], ...(relative ? [[jsText(relative)]] : [])]
        out.push({ ...base, value: action.value, matcher: 'toHaveURL', args })
        break
      }
      case 'verify_title':
        out.push(
          action.op === 'equals'
            ? { ...base, value: action.value, matcher: 'toHaveTitle', args: [[jsText(action.value)]] }
            : { ...base, flavour: 'poll', value: action.value, matcher: 'toContain', args: [[jsText(action.value)]] },
        )
        break
      case 'verify_count':
        out.push({ ...base, value: String(action.count), matcher: 'toHaveCount', args: [[String(action.count)]] })
        break
      case 'verify_element':
        out.push({
          ...base,
          value: action.state,
          matcher: STATE_MATCHERS[action.state],
          args: [[]],
          ...(action.target.name.trim() !== '' ? { name: jsText(action.target.name) } : {}),
        })
        break
      case 'verify_order': {
        // The whole polled function is the expectation: both texts and the order test (codegen.ts writes it).
        const subject = [
          'async () => {',
          "  const text = await page.locator('body').innerText()",
          `  const first = text.indexOf(${jsText(action.first)})`,
          `  return first >= 0 && text.indexOf(${jsText(action.later)}) > first`,
          '}',
        ].join('\n')
        out.push({ ...base, flavour: 'poll', value: `${action.first} before ${action.later}`, matcher: 'toBe', args: [['true']], subject })
        break
      }
    }
  }
  return out
}

/** Canonical text of a list of argument sources. */
function argsSource(args: string[]): string {
  return canonicalSource(`[${args.join(', ')}]`) ?? `unparsable ${args.join(', ')}`
}

/** The canonical name or text a selector call selects by (`getByText(x)`, `getByRole(r, { name: x })`). */
function selectedName(subject: FoundAssertion['subject']): { name: string; exact: boolean } | undefined {
  const selector = finalSelector(subject)
  if (!selector) return undefined
  const options = selector.args[1]
  let name: unknown
  let exact = false
  if (selector.method !== 'getByRole' && selector.method !== 'locator' && selector.method !== 'getByTestId') name = selector.args[0]
  // `getByText(wholeWords(x))` selects by x, and as strictly as `exact: true` (codegen.ts).
  const first = selector.args[0]
  if (
    selector.method === 'getByText' &&
    first?.type === 'CallExpression' &&
    first.callee.type === 'Identifier' &&
    first.callee.name === 'wholeWords' &&
    first.arguments.length === 1
  ) {
    name = first.arguments[0]
    exact = true
  }
  if (options?.type === 'ObjectExpression') {
    for (const property of options.properties) {
      if (property.type !== 'ObjectProperty' || property.computed) return undefined
      const key = property.key.type === 'Identifier' ? property.key.name : stringValue(property.key)
      if (key === 'name' && selector.method === 'getByRole') name = property.value
      else if (key === 'exact' && property.value.type === 'BooleanLiteral') exact = property.value.value
      else if (key !== 'level' && key !== 'includeHidden') return undefined
    }
  } else if (options !== undefined) return undefined
  return name === undefined ? undefined : { name: canonicalText(name as FoundAssertion['subject']), exact }
}

interface Match {
  index: number
  exact: boolean
  subject: string
}

/**
 * The first unused assertion that states `expectation`; `problems` collects why near misses do not count. With
 * `subject`, the asserted locator must be exactly that one instead of selecting by the expected name (for a check
 * whose generated locator did not select by name, e.g. a test id: it may then not change at all).
 */
function matchExpectation(
  expectation: Expectation,
  assertions: FoundAssertion[],
  used: Set<number>,
  problems: string[],
  subject?: string,
): Match | undefined {
  const wanted = new Set(expectation.args.map(argsSource))
  const name = expectation.name === undefined || subject !== undefined ? undefined : canonicalSource(expectation.name)
  for (const [index, assertion] of assertions.entries()) {
    if (used.has(index) || assertion.flavour !== expectation.flavour || assertion.matcher !== expectation.matcher) continue
    const selected = selectedName(assertion.subject)
    if (name !== undefined && selected?.name !== name) continue
    if (subject !== undefined && subject !== 'any' && canonicalText(assertion.subject) !== subject) continue
    if (expectation.subject !== undefined && canonicalText(assertion.subject) !== canonicalSource(expectation.subject)) continue
    if (!wanted.has(argsText(assertion))) {
      if (name !== undefined) problems.push(`its ${expectation.matcher} assertion has other arguments or options`)
      continue
    }
    const locatorProblems = assertedLocatorProblems(assertion.subject)
    if (locatorProblems.length > 0) {
      problems.push(...locatorProblems)
      continue
    }
    return { index, exact: selected?.exact ?? false, subject: canonicalText(assertion.subject) }
  }
  return undefined
}

function describeLoss(expectation: Expectation): string {
  const what =
    expectation.kind === 'verify_element'
      ? `the element ${expectation.name ?? ''} to be ${expectation.value}`
      : JSON.stringify(expectation.value)
  return `no assertion expects ${what.replace(/\s+$/, '')}${expectation.kind === 'verify_count' ? '' : ` with ${expectation.matcher}`} any more`
}

/** Whether every declaration of function `name` in `code` is exactly `source` (comments and layout aside). */
function sameHelper(code: string, name: string, source: string): boolean {
  const wanted = canonicalText(parseCode(source).program.body[0])
  let same = true
  walk(parseCode(code), (node) => {
    if (
      (node.type === 'FunctionDeclaration' && node.id?.name === name) ||
      (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && node.id.name === name)
    )
      same &&= canonicalText(node) === wanted
  })
  return same
}

/** An assertion that fails the test when it does not hold: awaited, unconditional, not soft, not swallowed. */
function holds(assertion: FoundAssertion): boolean {
  return (
    assertion.awaited && !assertion.swallowed && !assertion.conditional && (assertion.flavour === 'expect' || assertion.flavour === 'poll')
  )
}

function parsed(code: string): FoundAssertion[] | undefined {
  try {
    return findAssertions(code)
  } catch (error) {
    if (error instanceof CodeSyntaxError) return undefined
    throw error
  }
}

/** Every problem with a healed test; empty when it expects exactly what the spec (and the old test) expected. */
export function findExpectationChanges(spec: UiSpec | UiPlan, oldCode: string, newCode: string): ExpectationViolation[] {
  const newAssertions = parsed(newCode)?.filter(holds)
  if (!newAssertions) return [{ message: 'the healed test does not parse as TypeScript' }]
  const oldFound = parsed(oldCode)
  // Old code that does not parse (a broken test being regenerated) constrains nothing beyond the spec.
  const oldParsed = oldFound !== undefined
  const oldAssertions = oldFound?.filter(holds) ?? []
  const violations: ExpectationViolation[] = []
  const used = new Set<number>()
  const usedOld = new Set<number>()
  for (const expectation of expectationsOf(spec)) {
    const problems: string[] = []
    let before = matchExpectation(expectation, oldAssertions, usedOld, [])
    const unnamed = !before && expectation.name !== undefined && oldParsed
    if (unnamed) before = matchExpectation(expectation, oldAssertions, usedOld, [], 'any')
    if (before) usedOld.add(before.index)
    const match = matchExpectation(expectation, newAssertions, used, problems, unnamed ? (before?.subject ?? 'none') : undefined)
    if (!match) {
      const why = [...new Set(problems)]
      violations.push({ line: expectation.line, message: `${describeLoss(expectation)}${why.length > 0 ? ` (${why.join('; ')})` : ''}` })
      continue
    }
    used.add(match.index)
    if (before?.exact && !match.exact)
      violations.push({
        line: expectation.line,
        message: `the check of ${expectation.name} matches a substring now, not the whole text`,
      })
  }
  const counts = (list: FoundAssertion[]) => {
    const map = new Map<string, number>()
    for (const a of list) if (a.flavour === 'expect' || a.flavour === 'poll') map.set(a.matcher, (map.get(a.matcher) ?? 0) + 1)
    return map
  }
  const before = counts(oldAssertions)
  const after = counts(newAssertions)
  for (const [matcher, count] of before) {
    const now = after.get(matcher) ?? 0
    if (now < count) violations.push({ message: `${count - now} ${matcher} assertion(s) removed` })
  }
  for (const [matcher, count] of after) {
    if (count > (before.get(matcher) ?? 0) && matcher.startsWith('not.'))
      violations.push({ message: `a negated assertion (${matcher}) was added` })
  }
  if (!sameHelper(newCode, 'wholeWords', WHOLE_WORDS_SOURCE.join('\n')))
    violations.push({ message: 'the healed test changes the wholeWords helper that text checks match with' })
  const was = softeners(oldCode)
  const now = softeners(newCode)
  const reported = new Set<string>()
  for (const kind of Object.keys(now) as Softener[]) {
    const text = SOFTENER_TEXT[kind]
    if (now[kind] > was[kind] && !reported.has(text)) {
      reported.add(text)
      violations.push({ message: `the healed test ${text}` })
    }
  }
  return violations
}

/**
 * Throws {@link ExpectationChangedError} when a heal changes what is expected.
 *
 * @example assertExpectationsUnchanged(spec, generatedCode, healedCode) // throws if 'Total: $43.99' is gone
 */
export function assertExpectationsUnchanged(spec: UiSpec | UiPlan, oldCode: string, newCode: string): void {
  const violations = findExpectationChanges(spec, oldCode, newCode)
  if (violations.length > 0) throw new ExpectationChangedError(violations)
}

/**
 * `expect(subject).matcher(args)` of every hard assertion, printed on one line (whitespace collapsed, a
 * `{ timeout }`-only option dropped); empty when the code does not parse.
 */
export function assertionStatements(code: string): string[] {
  const assertions = parsed(code) ?? []
  const flat = (node: FoundAssertion['subject']) =>
    node
      ? sourceOf(code, node)
          .replace(/\s+/g, ' ')
          .replace(/\(\s+/g, '(')
          .replace(/,?\s*\)/g, ')')
      : ''
  return assertions
    .filter((a) => a.flavour === 'expect' || a.flavour === 'poll')
    .map((a) => `expect${a.flavour === 'poll' ? '.poll' : ''}(${flat(a.subject)}).${a.matcher}(${a.args.map(flat).join(', ')})`)
}
