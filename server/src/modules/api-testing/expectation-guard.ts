import type { ApiSpec, ApiTest } from './api-spec.js'
import { type Expectation, specExpectations } from './compiler-checks.js'
import { canonicalLiteral, matchingBracket, splitTopLevel, stringLiteralValue } from './js-scan.js'
import { PLACEHOLDER } from './step-values.js'

/**
 * "Healing never hides a bug": a heal may change how a test gets its answer, never what it expects. This guard
 * reads healed code back and proves that every check the spec implies is still there, per test, with the same
 * check name (the expect message), matcher, expected value and checked field, that no test was skipped or
 * renamed, and that each test still sends its method to its path.
 */

/** One way the healed code differs from what the spec expects. */
export interface ExpectationChange {
  test: string
  check?: string
  problem: string
}

/** Thrown by {@link assertExpectationsUnchanged}; `changes` lists every difference. */
export class ExpectationChangedError extends Error {
  constructor(readonly changes: ExpectationChange[]) {
    super(
      `The healed test changes what the spec expects: ${changes.map((c) => `${c.test}${c.check ? ` [${c.check}]` : ''}: ${c.problem}`).join('; ')}`,
    )
    this.name = new.target.name
  }
}

/** An `expect(...)` call found in code. */
export interface FoundExpectation {
  actual: string
  message: string | undefined
  matcher: string
  expected: string
  /** Offset of `expect` in the code. */
  index: number
}

interface FoundTest {
  name: string
  modifier: string | undefined
  start: number
  /** Where the code after the title starts. */
  bodyStart: number
  end: number
}

const TEST_DECLARATION = /\btest(?:\.(only|skip|fixme|fail|slow))?\(\s*(?=['"`])/g

/** Test declarations (`test('name'`, `test.fixme('name'`, …) with the code range each one owns. */
export function findTests(code: string): FoundTest[] {
  const found: FoundTest[] = []
  for (const match of code.matchAll(TEST_DECLARATION)) {
    const open = match.index + match[0].lastIndexOf('(')
    const close = matchingBracket(code, open)
    const first = splitTopLevel(code.slice(open + 1, close < 0 ? code.length : close))[0]
    const name = first === undefined ? undefined : stringLiteralValue(first)
    if (name === undefined) continue
    const bodyStart = code.indexOf(first!, open) + first!.length
    found.push({ name, modifier: match[1], start: match.index, bodyStart, end: close < 0 ? code.length : close })
  }
  return found
}

/** Every `expect(actual, message?).[not.]matcher(expected)` in the code. */
export function findExpectations(code: string): FoundExpectation[] {
  const found: FoundExpectation[] = []
  for (const match of code.matchAll(/\bexpect(?:\.soft)?\(/g)) {
    const open = match.index + match[0].length - 1
    const close = matchingBracket(code, open)
    if (close < 0) continue
    const args = splitTopLevel(code.slice(open + 1, close))
    const chain = /^\s*\.\s*(not\s*\.\s*)?([A-Za-z]\w*)\s*\(/.exec(code.slice(close + 1))
    if (!chain || args.length === 0) continue
    const matcherOpen = close + 1 + chain[0].length - 1
    const matcherClose = matchingBracket(code, matcherOpen)
    if (matcherClose < 0) continue
    found.push({
      actual: args[0]!,
      message: args[1] === undefined ? undefined : stringLiteralValue(args[1]),
      matcher: `${chain[1] ? 'not.' : ''}${chain[2]}`,
      expected: code.slice(matcherOpen + 1, matcherClose).trim(),
      index: match.index,
    })
  }
  return found
}

/**
 * A checked value reduced to what it reads: the response root is spelled many ways (`res`, `response`,
 * `body`, `json`), optional chaining and quoting vary, the path must not.
 */
export function canonicalActual(actual: string): string {
  return actual
    .replace(/\s+/g, '')
    .replace(/\b(?:res|resp|response|apiResponse)\b(?=\??\.)/g, 'RES')
    .replace(/\b(?:body|json|data|payload|responseBody|resBody)\b(?=\??\.|\??\[|\)|$|,)/g, 'BODY')
    .replace(/\?\./g, '.')
    .replace(/\.\[/g, '[')
    .replace(/\[(['"`])([A-Za-z_][\w]*)\1\]/g, '.$2')
}

function sameExpectation(spec: Expectation, found: FoundExpectation): boolean {
  return (
    found.message === spec.message &&
    found.matcher.replace(/\s/g, '') === spec.matcher &&
    canonicalLiteral(found.expected) === canonicalLiteral(spec.expected) &&
    canonicalActual(found.actual) === canonicalActual(spec.actual)
  )
}

function describeDifference(spec: Expectation, candidates: FoundExpectation[]): string {
  const named = candidates.filter((found) => found.message === spec.message)
  if (named.length === 0) return `the check "${spec.message}" (${spec.matcher} ${spec.expected || ''}) was removed`.replace(' )', ')')
  const closest = named[0]!
  if (closest.matcher.replace(/\s/g, '') !== spec.matcher) return `matcher changed from ${spec.matcher} to ${closest.matcher}`
  if (canonicalLiteral(closest.expected) !== canonicalLiteral(spec.expected))
    return `expected value changed from ${spec.expected} to ${closest.expected}`
  return `it now checks ${closest.actual} instead of ${spec.actual}`
}

function requestProblems(test: ApiTest, body: string): string[] {
  const problems: string[] = []
  const method = new RegExp(`['"\`]${test.method}['"\`]|\\.${test.method.toLowerCase()}\\(`, 'i')
  if (!method.test(body)) problems.push(`it no longer sends ${test.method}`)
  const pathPart = test.path.split('?')[0]!
  for (const segment of pathPart.split(PLACEHOLDER).filter((_, i) => i % 2 === 0)) {
    if (segment !== '' && !body.includes(segment) && !body.includes(encodeURI(segment))) problems.push(`it no longer requests ${test.path}`)
  }
  return [...new Set(problems)]
}

/**
 * Every difference between what the spec expects and what `code` asserts; empty when the code is faithful.
 *
 * @example findExpectationChanges(spec, code.replace("toBe(201)", "toBe(200)"))
 * // [{ test: 'POST /products', check: 'status', problem: 'expected value changed from 201 to 200' }]
 */
export function findExpectationChanges(spec: ApiSpec, code: string): ExpectationChange[] {
  const changes: ExpectationChange[] = []
  const tests = findTests(code)
  const expectations = findExpectations(code)
  for (const only of tests.filter((t) => t.modifier === 'only'))
    changes.push({ test: only.name, problem: 'test.only would hide the other tests' })
  const byName = new Map(spec.tests.map((test) => [test.name, test]))
  for (const { test: name, expectations: wanted } of specExpectations(spec)) {
    const test = byName.get(name)!
    const found = tests.find((t) => t.name === name)
    if (!found) {
      changes.push({ test: name, problem: 'the test is missing (removed or renamed)' })
      continue
    }
    const mayBeFixme = test.steps.some((step) => step.kind === 'unknown')
    if (found.modifier === 'skip' || found.modifier === 'fail' || (found.modifier === 'fixme' && !mayBeFixme)) {
      changes.push({ test: name, problem: `the test is now test.${found.modifier}` })
    }
    const mine = expectations.filter((e) => e.index > found.start && e.index < found.end)
    const remaining = [...mine]
    for (const expectation of wanted) {
      const at = remaining.findIndex((candidate) => sameExpectation(expectation, candidate))
      if (at >= 0) remaining.splice(at, 1)
      else changes.push({ test: name, check: expectation.message, problem: describeDifference(expectation, remaining) })
    }
    for (const problem of requestProblems(test, code.slice(found.bodyStart, found.end))) changes.push({ test: name, problem })
  }
  return changes
}

/**
 * Proves that `healedCode` still asserts everything the spec expects.
 *
 * @throws ExpectationChangedError listing every removed or altered check, skipped or renamed test.
 */
export function assertExpectationsUnchanged(originalSpec: ApiSpec, healedCode: string): void {
  const changes = findExpectationChanges(originalSpec, healedCode)
  if (changes.length > 0) throw new ExpectationChangedError(changes)
}
