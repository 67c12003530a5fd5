import { describe, expect, test } from 'vitest'
import { compileApiSpec } from '../../../src/modules/api-testing/compiler.js'
import {
  assertExpectationsUnchanged,
  ExpectationChangedError,
  findExpectationChanges,
} from '../../../src/modules/api-testing/expectation-guard.js'
import { classifyApiFailure, proposeApiHeal } from '../../../src/modules/api-testing/heal-rules.js'
import { parseApiSpec } from '../../../src/modules/api-testing/spec-parser.js'

const { spec } = parseApiSpec(`# API Test: Shop

## Base URL

http://127.0.0.1:4000

## Tests

### POST /products — create

- Send the request with JSON body {"name": "Lamp"}
- Verify status is 201
- Verify $.name equals "Lamp"
- Save $.id as {{productId}}

### GET /products/{{productId}}

- Verify status is 200
- Verify $.items[0].name equals "Lamp"
- Verify $.price is a number
`)
const compiled = compileApiSpec(spec).code

/** A hand-written (or AI-written) test of the same spec, in a different style. */
const handWritten = `import { expect, test } from '@playwright/test'

test('POST /products — create', async ({ request }) => {
  const response = await request.post("http://127.0.0.1:4000/products", { data: { name: "Lamp" } })
  const json = await response.json()
  expect(response.status(), "status").toBe(201)
  expect(json.name, "field $.name").toBe("Lamp")
  expect(json.id, "field $.id").toBeDefined()
})

test("GET /products/{{productId}}", async ({ request }) => {
  const response = await request.get('http://127.0.0.1:4000/products/' + process.env.productId)
  const body = await response.json()
  expect(response.status(), 'status').toBe(200)
  expect(body.items[0].name, 'field $.items[0].name').toBe(\`Lamp\`)
  expect(jsonType(body.price), 'type of $.price').toMatch(/^(?:number|integer)$/)
})
`

const ASSERTION = `Error: field $.name

\u001b[2mexpect(\u001b[22m\u001b[31mreceived\u001b[39m\u001b[2m).\u001b[22mtoBe\u001b[2m(\u001b[22m\u001b[32mexpected\u001b[39m\u001b[2m) // Object.is equality\u001b[22m

Expected: \u001b[32m"Lamp"\u001b[39m
Received: \u001b[31m"Chair"\u001b[39m`

describe('assertExpectationsUnchanged', () => {
  test('the compiled test and an equivalent hand-written one keep every expectation', () => {
    expect(findExpectationChanges(spec, compiled)).toEqual([])
    expect(findExpectationChanges(spec, handWritten)).toEqual([])
    expect(() => assertExpectationsUnchanged(spec, compiled)).not.toThrow()
  })

  test('a heal that changes an expected value is rejected, naming the test and the check', () => {
    const healed = compiled.replace("expect(body?.name, 'field $.name').toBe('Lamp')", "expect(body?.name, 'field $.name').toBe('Chair')")
    expect(healed).not.toBe(compiled)
    expect(() => assertExpectationsUnchanged(spec, healed)).toThrow(ExpectationChangedError)
    expect(() => assertExpectationsUnchanged(spec, healed)).toThrow(
      "The healed test changes what the spec expects: POST /products — create [field $.name]: expected value changed from 'Lamp' to 'Chair'",
    )
  })

  test.each([
    [
      'a changed status',
      (c: string) => c.replace('toBe(201)', 'toBe(200)'),
      'POST /products — create',
      'status',
      'expected value changed from 201 to 200',
    ],
    [
      'a negated check',
      (c: string) => c.replace("'field $.name').toBe", "'field $.name').not.toBe"),
      'POST /products — create',
      'field $.name',
      'matcher changed from toBe to not.toBe',
    ],
    [
      'a removed check',
      (c: string) => c.replace("    expect(jsonType(body?.price), 'type of $.price').toMatch(/^(?:number|integer)$/)\n", ''),
      'GET /products/{{productId}}',
      'type of $.price',
      'the check "type of $.price" (toMatch /^(?:number|integer)$/) was removed',
    ],
    [
      'another field under the same name',
      (c: string) => c.replace('body?.items?.[0]?.name', 'body?.items?.[1]?.name'),
      'GET /products/{{productId}}',
      'field $.items[0].name',
      'it now checks body?.items?.[1]?.name instead of body?.items?.[0]?.name',
    ],
    [
      'a looser matcher',
      (c: string) => c.replace("'status').toBe(200)", "'status').toBeGreaterThan(100)"),
      'GET /products/{{productId}}',
      'status',
      'matcher changed from toBe to toBeGreaterThan',
    ],
  ])('rejects %s', (_, change, testName, check, problem) => {
    expect(findExpectationChanges(spec, change(compiled))).toEqual([{ test: testName, check, problem }])
  })

  test('rejects skipped, renamed and re-targeted tests, and test.only', () => {
    expect(
      findExpectationChanges(spec, compiled.replace("  test('GET /products/{{productId}}'", "  test.skip('GET /products/{{productId}}'")),
    ).toEqual([{ test: 'GET /products/{{productId}}', problem: 'the test is now test.skip' }])
    expect(findExpectationChanges(spec, compiled.replace("test('POST /products — create'", "test('POST /products — made'"))).toEqual([
      { test: 'POST /products — create', problem: 'the test is missing (removed or renamed)' },
    ])
    expect(findExpectationChanges(spec, compiled.replace("send(request, 'POST', '/products'", "send(request, 'POST', '/items'"))).toEqual([
      { test: 'POST /products — create', problem: 'it no longer requests /products' },
    ])
    expect(findExpectationChanges(spec, compiled.replace("send(request, 'POST'", "send(request, 'PUT'"))).toEqual([
      { test: 'POST /products — create', problem: 'it no longer sends POST' },
    ])
    expect(
      findExpectationChanges(spec, compiled.replace("  test('GET /products/{{productId}}'", "  test.only('GET /products/{{productId}}'")),
    ).toEqual([{ test: 'GET /products/{{productId}}', problem: 'test.only would hide the other tests' }])
  })
})

describe('classifyApiFailure', () => {
  test.each([
    [
      'apiRequestContext.fetch: connect ECONNREFUSED 127.0.0.1:4000',
      'environment',
      'the API is not reachable: apiRequestContext.fetch: connect ECONNREFUSED 127.0.0.1:4000',
    ],
    [
      'Error: apiRequestContext.fetch: getaddrinfo ENOTFOUND shop.invalid',
      'environment',
      'the API is not reachable: Error: apiRequestContext.fetch: getaddrinfo ENOTFOUND shop.invalid',
    ],
    [
      'Error: apiRequestContext.fetch: read ECONNRESET',
      'environment',
      'transient network error: Error: apiRequestContext.fetch: read ECONNRESET',
    ],
    [
      'Error: Variable {{API_TOKEN}} is not set: save it in an earlier test or set it in the environment',
      'environment',
      'Variable {{API_TOKEN}} is not set: set it in the server environment (or save it in an earlier test)',
    ],
    ['Test timeout of 30000ms exceeded.', 'environment', 'the test timed out waiting for the API'],
    [
      "TypeError: Cannot read properties of undefined (reading 'name')",
      'test_code_error',
      "the test code failed: TypeError: Cannot read properties of undefined (reading 'name')",
    ],
    ['ReferenceError: jsonType is not defined', 'test_code_error', 'the test code failed: ReferenceError: jsonType is not defined'],
    ['Something odd happened', 'unknown', 'unrecognised failure: Something odd happened'],
  ])('%s', (error, classification, reason) => {
    expect(classifyApiFailure({ error, code: compiled, spec })).toEqual({ classification, reason })
  })

  test('a failed check from the spec is an app regression, named, and never healed', () => {
    const attempt = { error: ASSERTION, code: compiled, spec }
    expect(classifyApiFailure(attempt)).toEqual({
      classification: 'app_regression',
      reason: 'the check "field $.name" from the spec failed',
      check: 'field $.name',
    })
    expect(proposeApiHeal(attempt)).toEqual({
      classification: 'app_regression',
      reason: 'the check "field $.name" from the spec failed',
      check: 'field $.name',
    })
  })
})

describe('proposeApiHeal', () => {
  test('a transient network error turns on the retry the compiler left off', () => {
    const heal = proposeApiHeal({ error: 'Error: apiRequestContext.fetch: socket hang up', code: compiled, spec })
    expect(heal.classification).toBe('environment')
    expect(heal.fix?.description).toBe('retry requests twice after a transient network error')
    expect(heal.fix?.code).toBe(compiled.replace('const NETWORK_RETRIES = 0', 'const NETWORK_RETRIES = 2'))
    expect(proposeApiHeal({ error: 'Error: read ECONNRESET', code: heal.fix!.code, spec }).fix).toBeUndefined()
  })

  test('in other code, request calls get a retry wrapper', () => {
    const heal = proposeApiHeal({ error: 'Error: read ECONNRESET', code: handWritten, spec })
    expect(heal.fix?.description).toBe('retry 2 request call(s) after a transient network error')
    expect(heal.fix?.code).toContain(
      'const response = await withRetry(() => request.post("http://127.0.0.1:4000/products", { data: { name: "Lamp" } }))',
    )
    expect(heal.fix?.code).toContain("await withRetry(() => request.get('http://127.0.0.1:4000/products/' + process.env.productId))")
    expect(heal.fix?.code).toContain('async function withRetry<T>(send: () => Promise<T>): Promise<T> {')
  })

  test('an unreachable API or a missing variable is reported, not patched', () => {
    expect(proposeApiHeal({ error: 'connect ECONNREFUSED 127.0.0.1:4000', code: compiled, spec }).fix).toBeUndefined()
    expect(proposeApiHeal({ error: 'Error: Variable {{productId}} is not set', code: compiled, spec }).fix).toBeUndefined()
  })

  test('a TypeError reading the body becomes optional chaining, so the named check reports instead', () => {
    const heal = proposeApiHeal({ error: "TypeError: Cannot read properties of undefined (reading 'name')", code: handWritten, spec })
    expect(heal.classification).toBe('test_code_error')
    expect(heal.fix?.description).toBe('read response fields with optional chaining so a missing field fails its named check')
    expect(heal.fix?.code).toContain("expect(body?.items?.[0]?.name, 'field $.items[0].name').toBe(`Lamp`)")
    expect(heal.fix?.code).toContain('expect(json?.name, "field $.name").toBe("Lamp")')
    expect(findExpectationChanges(spec, heal.fix!.code)).toEqual([])
  })

  test('numeric JSON path steps are rewritten as indexes', () => {
    const broken = handWritten.replace('body.items[0].name', 'body.items.0.name')
    const heal = proposeApiHeal({ error: 'SyntaxError: Unexpected number', code: broken, spec })
    expect(heal.fix?.description).toBe('wrote numeric JSON path steps as [index]')
    expect(heal.fix?.code).toBe(handWritten)
  })

  test('a check that reads another path than its name is pointed back at the spec path', () => {
    const misread = handWritten.replace(
      "expect(body.items[0].name, 'field $.items[0].name')",
      "expect(body.item.name, 'field $.items[0].name')",
    )
    const attempt = { error: ASSERTION.replace('field $.name', 'field $.items[0].name'), code: misread, spec }
    expect(classifyApiFailure(attempt)).toEqual({
      classification: 'test_code_error',
      reason: 'the check "field $.items[0].name" reads body.item.name instead of $.items[0].name',
      check: 'field $.items[0].name',
    })
    const heal = proposeApiHeal(attempt)
    expect(heal.fix?.description).toBe('read the JSON path the spec names (field $.items[0].name)')
    expect(heal.fix?.code).toContain("expect(body?.items?.[0]?.name, 'field $.items[0].name').toBe(`Lamp`)")
  })

  test('generated code that was broken by hand is regenerated from its spec', () => {
    const broken = compiled.replace(', jsonType', '')
    expect(broken).not.toBe(compiled)
    const heal = proposeApiHeal({ error: 'ReferenceError: jsonType is not defined', code: broken, spec })
    expect(heal.fix).toEqual({ code: compiled, description: 'regenerated the test from its spec (the generated code had been altered)' })
  })

  test('no proposed fix ever changes an expectation', () => {
    const tampered = compiled.replace('toBe(201)', 'toBe(200)').replace('const NETWORK_RETRIES = 0', 'const NETWORK_RETRIES = 0')
    expect(proposeApiHeal({ error: 'Error: read ECONNRESET', code: tampered, spec }).fix).toBeUndefined()
  })
})
