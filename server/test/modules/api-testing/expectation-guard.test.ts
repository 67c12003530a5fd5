import { describe, expect, test } from 'vitest'
import { compileApiSpec } from '../../../src/modules/api-testing/compiler.js'
import { canonicalActual, findExpectationChanges } from '../../../src/modules/api-testing/expectation-guard.js'
import { parseApiSpec } from '../../../src/modules/api-testing/spec-parser.js'

// The API heal guard reads code with the shared parser (generated-code/): assertions compare structurally, and an
// assertion that cannot fail the test (soft, configured, swallowed) is not an expectation.

const { spec } = parseApiSpec(`# API Test: Shop

## Base URL

http://127.0.0.1:4000

## Tests

### POST /products — create

- Send the request with JSON body {"name": "Lamp"}
- Verify status is 201
- Verify $.name equals "Lamp"
`)
const compiled = compileApiSpec(spec).code
const status = "expect(res.status(), 'status').toBe(201)"
const edit = (to: string) => {
  expect(compiled).toContain(status)
  return compiled.replace(status, to)
}

describe('the API expectation guard', () => {
  test('accepts the compiled test and a re-quoted, re-spelled equivalent', () => {
    expect(findExpectationChanges(spec, compiled)).toEqual([])
    expect(findExpectationChanges(spec, edit('expect(response.status(), "status").toBe(201)'))).toEqual([])
  })

  test.each([
    ["expect.soft(res.status(), 'status').toBe(201)"],
    ["expect.configure({ soft: true })(res.status(), 'status').toBe(201)"],
    ["try { expect(res.status(), 'status').toBe(201) } catch {}"],
    ["if (res.ok()) expect(res.status(), 'status').toBe(201)"],
    ["res.ok() && expect(res.status(), 'status').toBe(201)"],
    ["expect(res.status(), 'status').toBe(201, 'extra')"],
    ["expect(res.status() || 201, 'status').toBe(201)"],
  ])('refuses %s in place of the status check', (changed) => {
    const changes = findExpectationChanges(spec, edit(changed))
    expect(changes.length, changed).toBeGreaterThan(0)
    expect(changes[0]).toMatchObject({ test: 'POST /products — create', check: 'status' })
  })

  test('reports code that does not parse instead of trusting it', () => {
    expect(findExpectationChanges(spec, edit("expect(res.status(), 'status'.toBe(201)"))).toEqual([
      { test: 'POST /products — create', problem: 'the healed code does not parse as TypeScript' },
    ])
  })

  test('reads actual values structurally', () => {
    expect(canonicalActual("body?.['name']")).toBe(canonicalActual('json.name'))
    expect(canonicalActual('body?.name')).not.toBe(canonicalActual('body?.names'))
    expect(canonicalActual('body[0]')).not.toBe(canonicalActual('body["0"]'))
  })
})
