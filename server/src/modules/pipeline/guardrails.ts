import { type AssertionKind, type ElementState, isAssertion } from './actions.js'
import { jsText } from './js-literal.js'
import { planItems, planSpec, type UiPlan } from './planner.js'
import type { UiSpec } from './ui-spec.js'

/**
 * Healing never hides a bug: a heal may change how a test finds and waits for things, never what it expects.
 * These checks prove it on the code itself. Every value the spec expects (texts, field values, counts, URLs,
 * titles, element states) must still appear verbatim in an assertion of the healed code, the healed code must make
 * the same assertions (same matchers, none dropped or negated), and it must not skip, soften or swallow anything.
 */

export interface Expectation {
  /** Plan item id (`s9`, `o1.1`). */
  id: string
  /** Spec line. */
  line: number
  kind: AssertionKind
  /** The expected value as the spec wrote it. */
  value: string
  /** Source fragments of which one must appear in an assertion (`'Total: $43.99'`, `toHaveCount(2)`). */
  anyOf: string[]
  /** The matcher that assertion must use. */
  matcher?: string
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

/** What a spec expects, as fragments the generated assertions must contain. */
export function expectationsOf(spec: UiSpec | UiPlan): Expectation[] {
  const out: Expectation[] = []
  for (const item of planItems(asPlan(spec))) {
    const { action } = item
    if (!isAssertion(action)) continue
    const base = { id: item.id, line: action.line, kind: action.kind }
    switch (action.kind) {
      case 'verify_text':
        out.push({ ...base, value: action.value, anyOf: [jsText(action.value)], matcher: action.visible ? 'toBeVisible' : 'toBeHidden' })
        break
      case 'verify_value':
        out.push({ ...base, value: action.value, anyOf: [jsText(action.value)], matcher: 'toHaveValue' })
        break
      case 'verify_url': {
        const relative = /^\{\{\s*[A-Za-z_]\w*\s*\}\}(\/.*)$/.exec(action.value)?.[1]
        out.push({
          ...base,
          value: action.value,
          anyOf: [jsText(action.value), ...(relative ? [jsText(relative)] : [])],
          matcher: 'toHaveURL',
        })
        break
      }
      case 'verify_title':
        out.push({ ...base, value: action.value, anyOf: [jsText(action.value)] })
        break
      case 'verify_count':
        out.push({ ...base, value: String(action.count), anyOf: [`toHaveCount(${action.count})`, `toHaveCount(${action.count},`] })
        break
      case 'verify_element':
        out.push({ ...base, value: action.state, anyOf: [`.${STATE_MATCHERS[action.state]}(`] })
        break
      case 'verify_order':
        out.push(
          { ...base, value: action.first, anyOf: [jsText(action.first)] },
          { ...base, value: action.later, anyOf: [jsText(action.later)] },
        )
        break
    }
  }
  return out
}

/** Every problem with a healed test; empty when it expects exactly what the spec (and the old test) expected. */
export function findExpectationChanges(spec: UiSpec | UiPlan, oldCode: string, newCode: string): ExpectationViolation[] {
  const violations: ExpectationViolation[] = []
  const newAssertions = assertionStatements(newCode)
  const used = new Set<number>()
  for (const expectation of expectationsOf(spec)) {
    const index = newAssertions.findIndex(
      (statement, i) =>
        !used.has(i) &&
        expectation.anyOf.some((fragment) => statement.includes(fragment.replace(/\s+/g, ' '))) &&
        (expectation.matcher === undefined || statement.includes(`.${expectation.matcher}(`)),
    )
    if (index >= 0) used.add(index)
    else {
      violations.push({
        line: expectation.line,
        message: `no assertion expects ${JSON.stringify(expectation.value)}${expectation.matcher ? ` with ${expectation.matcher}` : ''} any more`,
      })
    }
  }
  const before = matcherCounts(assertionStatements(oldCode))
  const after = matcherCounts(newAssertions)
  for (const [matcher, count] of before) {
    const now = after.get(matcher) ?? 0
    if (now < count) violations.push({ message: `${count - now} ${matcher} assertion(s) removed` })
  }
  for (const [matcher, count] of after) {
    if (count > (before.get(matcher) ?? 0) && matcher.startsWith('not.'))
      violations.push({ message: `a negated assertion (${matcher}) was added` })
  }
  const code = stripComments(newCode)
  const old = stripComments(oldCode)
  for (const [pattern, what] of [
    [/\btest\.(?:skip|fixme|fail)\s*\(/g, 'skips or expects the test to fail'],
    [/\bexpect\.soft\s*\(/g, 'makes an assertion soft'],
    [/\.catch\s*\(|\bcatch\s*[({]/g, 'swallows errors'],
    [/\bif\s*\(/g, 'makes steps conditional'],
  ] as const) {
    const added = (code.match(pattern)?.length ?? 0) - (old.match(pattern)?.length ?? 0)
    if (added > 0) violations.push({ message: `the healed test ${what}` })
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

/** `expect(...)…matcher(...)` statements (comments removed, whitespace collapsed, timeouts dropped). */
export function assertionStatements(code: string): string[] {
  const source = stripComments(code)
  const out: string[] = []
  const start = /\bexpect(?:\.poll)?\s*\(/g
  for (let match = start.exec(source); match; match = start.exec(source)) {
    const end = statementEnd(source, match.index)
    out.push(
      source
        .slice(match.index, end)
        .replace(/\s+/g, ' ')
        .replace(/,?\s*\{\s*timeout:\s*[\d_]+\s*\}/g, '')
        .replace(/\(\s+/g, '(')
        .replace(/,?\s+\)/g, ')'),
    )
    start.lastIndex = end
  }
  return out
}

/** `.toBeVisible`, `.not.toBeChecked`, `.toHaveCount`: the matcher after the last `expect(...)` call of each statement. */
function matcherCounts(statements: string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const statement of statements) {
    const shape = statement.replace(/'(?:[^'\\]|\\.)*'/g, "''").replace(/`(?:[^`\\]|\\.)*`/g, '``')
    const matcher = /\)\s*\.((?:not\.)?(?:resolves\.|rejects\.)?\w+)\s*\([^()]*(?:\([^()]*\)[^()]*)*\)\s*$/.exec(shape)?.[1] ?? shape
    counts.set(matcher, (counts.get(matcher) ?? 0) + 1)
  }
  return counts
}

/** Index just past the statement starting at `from`: the first newline or `;` outside brackets and strings. */
function statementEnd(source: string, from: number): number {
  let depth = 0
  let quote: string | undefined
  for (let i = from; i < source.length; i++) {
    const ch = source[i]!
    if (quote) {
      if (ch === '\\') i++
      else if (ch === quote) quote = undefined
      continue
    }
    if (ch === "'" || ch === '"' || ch === '`') quote = ch
    else if (ch === '(' || ch === '[' || ch === '{') depth++
    else if (ch === ')' || ch === ']' || ch === '}') {
      if (depth === 0) return i
      depth--
    } else if ((ch === '\n' || ch === ';') && depth === 0) return i
  }
  return source.length
}

/** Removes `//` and block comments outside strings (so an expected value kept only in a comment does not count). */
function stripComments(code: string): string {
  let out = ''
  let quote: string | undefined
  for (let i = 0; i < code.length; i++) {
    const ch = code[i]!
    if (quote) {
      out += ch
      if (ch === '\\') out += code[++i] ?? ''
      else if (ch === quote) quote = undefined
      continue
    }
    if (ch === '/' && code[i + 1] === '/') {
      while (i < code.length && code[i] !== '\n') i++
      out += '\n'
      continue
    }
    if (ch === '/' && code[i + 1] === '*') {
      const end = code.indexOf('*/', i + 2)
      i = end < 0 ? code.length : end + 1
      continue
    }
    if (ch === "'" || ch === '"' || ch === '`') quote = ch
    out += ch
  }
  return out
}
