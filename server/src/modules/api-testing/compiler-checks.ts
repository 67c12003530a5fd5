import type { ApiSpec, ApiTest, CompareOp, StatusPattern, Step } from './api-spec.js'
import { jsRegex, jsString, jsTemplate, jsValue } from './code-literals.js'
import { jsAccess, parseJsonPath } from './json-path.js'
import { varRefName } from './step-values.js'

/**
 * How each check step becomes one named `expect`. The compiler writes these; the heal guard reads them back to
 * prove a healed test still asserts exactly what the spec says.
 */

/** One `expect(actual, message).matcher(expected)` line. `matcher` may start with `not.`. */
export interface Expectation {
  actual: string
  message: string
  matcher: string
  /** Source of the matcher's argument; empty for matchers without one (`toBeDefined`). */
  expected: string
  line: number
}

/** The expectations of one test, in spec order. */
export interface TestExpectations {
  test: string
  expectations: Expectation[]
}

const COMPARE_MATCHERS: Record<CompareOp, string> = {
  eq: 'toBe',
  gt: 'toBeGreaterThan',
  gte: 'toBeGreaterThanOrEqual',
  lt: 'toBeLessThan',
  lte: 'toBeLessThanOrEqual',
}

/** Renders an expectation as a statement. */
export function expectLine(e: Expectation): string {
  return `expect(${e.actual}, ${jsString(e.message)}).${e.matcher}(${e.expected})`
}

/** Key of a step's schema in the generated `SCHEMAS` object: its name, or `<test id>#<n>` for inline ones. */
export function schemaKeys(test: ApiTest): Map<Step, string> {
  const keys = new Map<Step, string>()
  let n = 0
  for (const step of test.steps) {
    if (step.kind !== 'schema') continue
    keys.set(step, step.schema ? `${test.id}#${++n}` : step.schemaName!)
  }
  return keys
}

function access(path: string): string {
  const parsed = parseJsonPath(path)
  return parsed.ok ? jsAccess('body', parsed.segments) : 'body'
}

function header(name: string): string {
  return `res.headers()[${jsString(name.toLowerCase())}]`
}

/** A status list as one regex: `[201]` is `toBe(201)`, `['2xx', 404]` is `toMatch(/^(?:2\d\d|404)$/)`. */
function statusExpectation(anyOf: StatusPattern[], line: number): Expectation {
  if (anyOf.length === 1 && typeof anyOf[0] === 'number') {
    return { actual: 'res.status()', message: 'status', matcher: 'toBe', expected: String(anyOf[0]), line }
  }
  const alternatives = anyOf.map((p) => (typeof p === 'number' ? String(p) : `${p[0]}\\d\\d`)).join('|')
  return { actual: 'String(res.status())', message: 'status', matcher: 'toMatch', expected: `/^(?:${alternatives})$/`, line }
}

/** The expectations a step compiles to (none for request steps and unknown steps). */
export function stepExpectations(step: Step, schemaKey: string | undefined): Expectation[] {
  const line = step.line
  switch (step.kind) {
    case 'status':
      return [statusExpectation(step.anyOf, line)]
    case 'body_contains':
      return [
        {
          actual: 'text',
          message: 'body text',
          matcher: step.negate ? 'not.toContain' : 'toContain',
          expected: jsTemplate(step.value),
          line,
        },
      ]
    case 'field_equals': {
      const deep = step.value !== null && typeof step.value === 'object' && !varRefName(step.value)
      const matcher = `${step.negate ? 'not.' : ''}${deep ? 'toEqual' : 'toBe'}`
      return [{ actual: access(step.path), message: `field ${step.path}`, matcher, expected: jsValue(step.value, '    '), line }]
    }
    case 'field_exists':
      return [
        {
          actual: access(step.path),
          message: `field ${step.path}`,
          matcher: step.negate ? 'toBeUndefined' : 'toBeDefined',
          expected: '',
          line,
        },
      ]
    case 'field_type':
      return step.type === 'number'
        ? [
            {
              actual: `jsonType(${access(step.path)})`,
              message: `type of ${step.path}`,
              matcher: 'toMatch',
              expected: '/^(?:number|integer)$/',
              line,
            },
          ]
        : [
            {
              actual: `jsonType(${access(step.path)})`,
              message: `type of ${step.path}`,
              matcher: 'toBe',
              expected: jsString(step.type),
              line,
            },
          ]
    case 'field_matches':
      return [{ actual: access(step.path), message: `field ${step.path}`, matcher: 'toMatch', expected: jsRegex(step.regex), line }]
    case 'field_compare':
      return [
        {
          actual: access(step.path),
          message: `field ${step.path}`,
          matcher: COMPARE_MATCHERS[step.op],
          expected: String(step.value),
          line,
        },
      ]
    case 'field_contains': {
      const deep = step.value !== null && typeof step.value === 'object' && !varRefName(step.value)
      return [
        {
          actual: access(step.path),
          message: `field ${step.path}`,
          matcher: `${step.negate ? 'not.' : ''}${deep ? 'toContainEqual' : 'toContain'}`,
          expected: jsValue(step.value),
          line,
        },
      ]
    }
    case 'length':
      return step.op === 'eq'
        ? [{ actual: access(step.path), message: `length of ${step.path}`, matcher: 'toHaveLength', expected: String(step.value), line }]
        : [
            {
              actual: `${access(step.path)}?.length`,
              message: `length of ${step.path}`,
              matcher: COMPARE_MATCHERS[step.op],
              expected: String(step.value),
              line,
            },
          ]
    case 'header_check': {
      const base = { actual: header(step.name), message: `header ${step.name.toLowerCase()}`, line }
      if (step.op === 'exists') return [{ ...base, matcher: 'toBeDefined', expected: '' }]
      if (step.op === 'not_exists') return [{ ...base, matcher: 'toBeUndefined', expected: '' }]
      if (step.op === 'matches') return [{ ...base, matcher: 'toMatch', expected: jsRegex(step.regex!) }]
      return [{ ...base, matcher: step.op === 'contains' ? 'toContain' : 'toBe', expected: jsTemplate(step.value ?? '') }]
    }
    case 'content_type':
      return [
        {
          actual: `${header('content-type')}?.split(';')[0]?.trim().toLowerCase()`,
          message: 'content type',
          ...(step.anyOf
            ? {
                matcher: 'toMatch',
                expected: `/^(?:${step.anyOf.map((type) => type.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})$/`,
              }
            : { matcher: 'toBe', expected: jsString(step.mediaType) }),
          line,
        },
        ...(step.charset
          ? [
              {
                actual: `${header('content-type')}?.match(/;\\s*charset\\s*=\\s*"?([^";\\s]+)/i)?.[1]?.toLowerCase()`,
                message: 'content type charset',
                matcher: 'toBe',
                expected: jsString(step.charset),
                line,
              },
            ]
          : []),
      ]
    case 'response_time':
      return [{ actual: 'ms', message: 'response time (ms)', matcher: 'toBeLessThanOrEqual', expected: String(step.maxMs), line }]
    case 'schema':
      return [
        {
          actual: `schemaErrors(SCHEMAS[${jsString(schemaKey ?? '')}], body)`,
          message: step.schema ? 'response schema' : `schema ${step.schemaName}`,
          matcher: 'toEqual',
          expected: '[]',
          line,
        },
      ]
    case 'save':
      return step.source.from === 'body'
        ? [{ actual: access(step.source.path), message: `field ${step.source.path}`, matcher: 'toBeDefined', expected: '', line }]
        : [
            {
              actual: header(step.source.name),
              message: `header ${step.source.name.toLowerCase()}`,
              matcher: 'toBeDefined',
              expected: '',
              line,
            },
          ]
    case 'error_message':
      return [
        { actual: 'errorMessage(body, text)', message: 'error message', matcher: 'toContain', expected: jsTemplate(step.value), line },
      ]
    default:
      return []
  }
}

/** The statement that stores a saved value, after its `toBeDefined` expectation. */
export function saveLine(step: Extract<Step, { kind: 'save' }>): string {
  const read = step.source.from === 'body' ? access(step.source.path) : header(step.source.name)
  return `save(${jsString(step.variable)}, ${read})`
}

/**
 * Every expectation the spec implies, per test (by its Playwright title). This is what a heal must preserve.
 *
 * @example specExpectations(spec)[0] // { test: 'POST /products', expectations: [{ message: 'status', matcher: 'toBe', expected: '201', … }] }
 */
export function specExpectations(spec: ApiSpec): TestExpectations[] {
  return spec.tests.map((test) => {
    const keys = schemaKeys(test)
    return { test: test.name, expectations: test.steps.flatMap((step) => stepExpectations(step, keys.get(step))) }
  })
}
