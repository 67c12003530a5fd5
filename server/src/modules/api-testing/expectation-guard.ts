import type { File, Node } from '@babel/types'
import {
  argsText,
  type FoundAssertion,
  type FoundTest,
  findAssertions,
  findTests as findParsedTests,
} from '../generated-code/assertions.js'
import { CodeSyntaxError, canonicalSource, canonicalText, parseCode, parseExpressionCode, sourceOf, walk } from '../generated-code/parse.js'
import type { ApiSpec, ApiTest } from './api-spec.js'
import { type Expectation, specExpectations } from './compiler-checks.js'
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

/** An `expect(...)` call found in code, as source text. */
export interface FoundExpectation {
  actual: string
  message: string | undefined
  matcher: string
  expected: string
  /** Offset of `expect` in the code. */
  index: number
  /** The parsed assertion, compared structurally. */
  assertion: FoundAssertion
}

/** Test declarations (`test('name'`, `test.fixme('name'`, …); empty when the code does not parse. */
export function findTests(code: string): FoundTest[] {
  const file = parsed(code)
  return file ? findParsedTests(file) : []
}

function parsed(code: string): File | undefined {
  try {
    return parseCode(code)
  } catch (error) {
    if (error instanceof CodeSyntaxError) return undefined
    throw error
  }
}

/**
 * Every hard `expect(actual, message?).[not.]matcher(expected)` in the code. Soft, configured, swallowed
 * (`.catch`, `.then`) or conditional (`try`, `if`, `&&`, loops) assertions are not expectations and are left out.
 */
export function findExpectations(code: string): FoundExpectation[] {
  const file = parsed(code)
  if (!file) return []
  return findAssertions(file)
    .filter((a) => a.flavour === 'expect' && !a.swallowed && !a.conditional && a.subject !== undefined)
    .map((assertion) => ({
      actual: sourceOf(code, assertion.subject!),
      message: assertion.message,
      matcher: assertion.matcher,
      expected: assertion.args.length === 0 ? '' : code.slice(assertion.args[0]!.start ?? 0, assertion.args.at(-1)!.end ?? 0).trim(),
      index: assertion.start,
      assertion,
    }))
}

const RESPONSE_NAMES = new Set(['res', 'resp', 'response', 'apiResponse'])
const BODY_NAMES = new Set(['body', 'json', 'data', 'payload', 'responseBody', 'resBody'])

/**
 * A checked value reduced to what it reads, structurally: the response root is spelled many ways (`res`,
 * `response`, `body`, `json`), optional chaining and quoting vary, the path must not.
 */
export function canonicalActual(actual: string): string {
  let node: Node
  try {
    node = parseExpressionCode(actual)
  } catch {
    return actual.replace(/\s+/g, '')
  }
  walk(node, (n) => {
    if (n.type !== 'Identifier') return
    if (RESPONSE_NAMES.has(n.name)) n.name = 'RES'
    else if (BODY_NAMES.has(n.name)) n.name = 'BODY'
  })
  return canonicalText(node)
}

function sameExpectation(spec: Expectation, found: FoundExpectation): boolean {
  return (
    found.message === spec.message &&
    found.matcher === spec.matcher &&
    argsText(found.assertion) === canonicalSource(`[${spec.expected}]`) &&
    canonicalActual(found.actual) === canonicalActual(spec.actual)
  )
}

function describeDifference(spec: Expectation, candidates: FoundExpectation[]): string {
  const named = candidates.filter((found) => found.message === spec.message)
  if (named.length === 0) return `the check "${spec.message}" (${spec.matcher} ${spec.expected || ''}) was removed`.replace(' )', ')')
  const closest = named[0]!
  if (closest.matcher !== spec.matcher) return `matcher changed from ${spec.matcher} to ${closest.matcher}`
  if (argsText(closest.assertion) !== canonicalSource(`[${spec.expected}]`))
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
  const file = parsed(code)
  if (!file) return spec.tests.map((test) => ({ test: test.name, problem: 'the healed code does not parse as TypeScript' }))
  const tests = findParsedTests(file)
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
    for (const problem of requestProblems(test, code.slice(found.body?.start ?? found.start, found.end)))
      changes.push({ test: name, problem })
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
