import type { CallExpression, File, Node } from '@babel/types'
import { CodeSyntaxError, canonicalText, memberName, parseCode, stringValue, walk } from './parse.js'

/**
 * Assertions and tests read from parsed code, the same way for UI and API tests. The heal guards compare these
 * structurally: same subject, same matcher, same arguments. A matcher's trailing options object counts as an
 * argument unless it holds nothing but `timeout`, so `toBeVisible({ visible: false })` is a different assertion.
 */

/** How an assertion was made: only `expect` (and `expect.poll`) fail the test; `soft` and `configured` do not stop it. */
export type AssertionFlavour = 'expect' | 'poll' | 'soft' | 'configured'

export interface FoundAssertion {
  flavour: AssertionFlavour
  /** The first argument of `expect(...)`. */
  subject: Node | undefined
  /** The second argument of `expect(...)` when it is a string (the API tests' check names). */
  message: string | undefined
  /** `toBeVisible`, `not.toBeChecked`, `resolves.toBe`. */
  matcher: string
  /** Matcher arguments, a trailing `{ timeout }`-only options object removed. */
  args: Node[]
  /** Offset of the assertion in the code. */
  start: number
  /** Title of the `test(...)` it is inside, if any. */
  test: string | undefined
  /** Directly awaited (a web-first assertion that is not awaited does not hold the test). */
  awaited: boolean
  /** Its promise is handled (`.catch`, `.then`, `.finally`), so a failure need not fail the test. */
  swallowed: boolean
  /** Inside a `try`, `if`, `?:`, `&&`/`||`, `switch` or loop: it may not run, or its failure may be caught. */
  conditional: boolean
}

const CONDITIONAL = new Set([
  'TryStatement',
  'IfStatement',
  'ConditionalExpression',
  'LogicalExpression',
  'SwitchStatement',
  'ForStatement',
  'ForInStatement',
  'ForOfStatement',
  'WhileStatement',
  'DoWhileStatement',
])

export interface FoundTest {
  name: string
  /** `only`, `skip`, `fixme`, `fail`, `slow`, or undefined for a plain `test(...)`. */
  modifier: string | undefined
  start: number
  end: number
  /** The test function (its last argument). */
  body: Node | undefined
}

function asFile(code: string | File): File {
  return typeof code === 'string' ? parseCode(code) : code
}

/** Every `test(...)` / `test.skip(...)` / … call whose first argument is a string title. */
export function findTests(code: string | File): FoundTest[] {
  const found: FoundTest[] = []
  walk(asFile(code), (node) => {
    if (node.type !== 'CallExpression') return
    const callee = node.callee
    let modifier: string | undefined
    if (callee.type === 'Identifier' && callee.name === 'test') modifier = undefined
    else if (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'test') {
      modifier = memberName(callee)
      if (!modifier || !['only', 'skip', 'fixme', 'fail', 'slow'].includes(modifier)) return
    } else return
    const name = stringValue(node.arguments[0] as Node | undefined)
    if (name === undefined) return
    found.push({ name, modifier, start: node.start ?? 0, end: node.end ?? 0, body: node.arguments.at(-1) as Node | undefined })
  })
  return found
}

/** `{ timeout: … }` and nothing else. */
function timeoutOnly(node: Node | undefined): boolean {
  if (node?.type !== 'ObjectExpression' || node.properties.length === 0) return false
  return node.properties.every(
    (p) =>
      p.type === 'ObjectProperty' &&
      !p.computed &&
      ((p.key.type === 'Identifier' && p.key.name === 'timeout') || stringValue(p.key) === 'timeout'),
  )
}

/** The `expect(...)` call under a matcher call, with the modifiers in between, or undefined. */
function expectBase(call: CallExpression): { base: CallExpression; flavour: AssertionFlavour; matcher: string } | undefined {
  if (call.callee.type !== 'MemberExpression' && call.callee.type !== 'OptionalMemberExpression') return undefined
  const name = memberName(call.callee)
  if (!name) return undefined
  const modifiers: string[] = []
  let object: Node = call.callee.object
  while (
    (object.type === 'MemberExpression' || object.type === 'OptionalMemberExpression') &&
    ['not', 'resolves', 'rejects'].includes(memberName(object) ?? '')
  ) {
    modifiers.unshift(memberName(object)!)
    object = object.object
  }
  if (object.type !== 'CallExpression') return undefined
  const callee = object.callee
  let flavour: AssertionFlavour | undefined
  if (callee.type === 'Identifier' && callee.name === 'expect') flavour = 'expect'
  else if (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'expect') {
    const how = memberName(callee)
    if (how === 'soft') flavour = 'soft'
    else if (how === 'poll') flavour = 'poll'
  } else if (
    callee.type === 'CallExpression' &&
    callee.callee.type === 'MemberExpression' &&
    callee.callee.object.type === 'Identifier' &&
    callee.callee.object.name === 'expect'
  ) {
    flavour = 'configured'
  }
  if (!flavour) return undefined
  return { base: object, flavour, matcher: [...modifiers, name].join('.') }
}

/** Every assertion in the code, in source order. */
export function findAssertions(code: string | File): FoundAssertion[] {
  const file = asFile(code)
  const tests = findTests(file)
  const found: FoundAssertion[] = []
  walk(file, (node, ancestors) => {
    if (node.type !== 'CallExpression') return
    const hit = expectBase(node)
    if (!hit) return
    const args = [...node.arguments] as Node[]
    if (timeoutOnly(args.at(-1))) args.pop()
    const start = node.start ?? 0
    const test = tests.filter((t) => t.start <= start && start < t.end).at(-1)?.name
    found.push({
      flavour: hit.flavour,
      subject: hit.base.arguments[0] as Node | undefined,
      message: stringValue(hit.base.arguments[1] as Node | undefined),
      matcher: hit.matcher,
      args,
      start,
      test,
      awaited: ancestors.at(-1)?.type === 'AwaitExpression',
      swallowed: ['catch', 'then', 'finally'].includes(memberName(ancestors.at(-1) ?? node) ?? ''),
      conditional: ancestors.some((a) => CONDITIONAL.has(a.type)),
    })
  })
  return found.sort((a, b) => a.start - b.start)
}

/** The assertion's arguments as one canonical text. */
export function argsText(assertion: FoundAssertion): string {
  return canonicalText({ type: 'ArrayExpression', elements: assertion.args } as unknown as Node)
}

/** Things a heal may never add: each is counted, so the guard can compare before and after. */
export type Softener = 'skip' | 'soft' | 'catch' | 'condition' | 'try'

export const SOFTENER_TEXT: Record<Softener, string> = {
  skip: 'skips or expects the test to fail',
  soft: 'makes an assertion soft',
  catch: 'swallows errors',
  condition: 'makes steps conditional',
  try: 'swallows errors',
}

/**
 * How often each {@link Softener} occurs inside the code's `test(...)` calls (helpers the file declares around
 * them are the generator's, not the test's). Code that does not parse counts nothing.
 */
export function softeners(code: string | File): Record<Softener, number> {
  const counts: Record<Softener, number> = { skip: 0, soft: 0, catch: 0, condition: 0, try: 0 }
  let file: File
  try {
    file = asFile(code)
  } catch (error) {
    if (error instanceof CodeSyntaxError) return counts
    throw error
  }
  const tests = findTests(file)
  const inTest = (node: Node) => tests.some((t) => t.start <= (node.start ?? -1) && (node.end ?? Infinity) <= t.end)
  walk(file, (node) => {
    if (node.type === 'CallExpression' || node.type === 'OptionalCallExpression') {
      const callee = node.callee
      const name = memberName(callee)
      // test.skip(…) / test.fixme(…) count wherever they are: at top level they skip every test.
      if (
        (callee.type === 'MemberExpression' || callee.type === 'OptionalMemberExpression') &&
        ['skip', 'fixme', 'fail'].includes(name ?? '') &&
        ((callee.object.type === 'Identifier' && callee.object.name === 'test') || memberName(callee.object) === 'describe')
      )
        counts.skip++
      if (!inTest(node)) return
      if (name === 'catch') counts.catch++
      if (
        (callee.type === 'MemberExpression' || callee.type === 'OptionalMemberExpression') &&
        callee.object.type === 'Identifier' &&
        callee.object.name === 'expect' &&
        (name === 'soft' || name === 'configure')
      )
        counts.soft++
      return
    }
    if (!inTest(node)) return
    if (node.type === 'IfStatement' || node.type === 'ConditionalExpression' || node.type === 'LogicalExpression') counts.condition++
    else if (node.type === 'TryStatement') counts.try++
  })
  return counts
}

const LOCATOR_NARROWING = new Set(['first', 'last', 'nth'])
const SELECTORS = new Set([
  'getByRole',
  'getByLabel',
  'getByPlaceholder',
  'getByText',
  'getByTestId',
  'getByAltText',
  'getByTitle',
  'locator',
])

export interface LocatorStep {
  method: string
  args: Node[]
}

/** `page.getByRole('x').filter(…).first()` -> its calls from the root out; undefined when it is not a call chain on an identifier. */
export function locatorSteps(node: Node | undefined): { root: string; steps: LocatorStep[] } | undefined {
  const steps: LocatorStep[] = []
  let current = node
  while (current && (current.type === 'CallExpression' || current.type === 'OptionalCallExpression')) {
    const method = memberName(current.callee)
    if (!method || (current.callee.type !== 'MemberExpression' && current.callee.type !== 'OptionalMemberExpression')) return undefined
    steps.unshift({ method, args: current.arguments as Node[] })
    current = current.callee.object
  }
  if (current?.type !== 'Identifier') return undefined
  return { root: current.name, steps }
}

/**
 * Why an asserted locator could match something other than what it names: `.or` / `.and` widen it, a `.filter`
 * after the element is chosen swaps in other criteria. Filters that scope (before the element) are fine.
 */
export function assertedLocatorProblems(subject: Node | undefined): string[] {
  const chain = locatorSteps(subject)
  if (!chain) return []
  const problems: string[] = []
  if (chain.steps.some((s) => s.method === 'or' || s.method === 'and')) problems.push('combines the asserted locator with .or/.and')
  const lastSelector = chain.steps.findLastIndex((s) => SELECTORS.has(s.method))
  const after = chain.steps.slice(lastSelector + 1)
  if (after.some((s) => !LOCATOR_NARROWING.has(s.method) && s.method !== 'or' && s.method !== 'and'))
    problems.push(`changes the asserted locator after choosing it (.${after.find((s) => !LOCATOR_NARROWING.has(s.method))!.method})`)
  return problems
}

/** The last selecting call of an asserted locator (`getByRole`, `getByText`, …), whose name or text is checked. */
export function finalSelector(subject: Node | undefined): LocatorStep | undefined {
  const chain = locatorSteps(subject)
  return chain?.steps.findLast((s) => SELECTORS.has(s.method))
}
