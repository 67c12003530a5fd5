import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import type { ApiSpec } from '../../../src/modules/api-testing/api-spec.js'
import { compileApiSpec } from '../../../src/modules/api-testing/compiler.js'
import { specExpectations } from '../../../src/modules/api-testing/compiler-checks.js'
import { parseApiSpec } from '../../../src/modules/api-testing/spec-parser.js'

const GOLDEN = join(import.meta.dirname, 'fixtures/golden')

function parsed(markdown: string): ApiSpec {
  const { spec, errors } = parseApiSpec(markdown)
  expect(errors).toEqual([])
  return spec
}

/** Compares with the golden file; `UPDATE_GOLDEN=1` rewrites it (review the diff before committing). */
function expectGolden(name: string, actual: string): void {
  const file = join(GOLDEN, name)
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, actual)
  expect(actual).toBe(readFileSync(file, 'utf8'))
}

describe('compileApiSpec', () => {
  const catalog = parsed(readFileSync(join(GOLDEN, 'catalog.md'), 'utf8'))

  test('compiles every kind of check to the golden file', () => {
    const compiled = compileApiSpec(catalog)
    expect(compiled.fileName).toBe('catalog.api.spec.ts')
    expect(compiled.warnings).toEqual([
      {
        line: 62,
        message:
          'test "DELETE /products/{{productId}}" is marked fixme: step not understood and no AI code for it: "Make sure the cache is warm"',
      },
    ])
    expectGolden('catalog.api.spec.ts.golden', compiled.code)
  })

  test('is deterministic', () => {
    expect(compileApiSpec(parsed(readFileSync(join(GOLDEN, 'catalog.md'), 'utf8'))).code).toBe(compileApiSpec(catalog).code)
  })

  test('a minimal spec compiles to a short file with no schema helpers and no ordering', () => {
    const compiled = compileApiSpec(
      parsed('# API Test: Health\n\n## Base URL\nhttp://127.0.0.1:4000\n\n## Tests\n\n### GET /health\n- Verify status is 200\n'),
    )
    expectGolden('health.api.spec.ts.golden', compiled.code)
    expect(compiled.code).not.toContain('SCHEMAS')
    expect(compiled.code).not.toContain('describe.configure')
  })

  test('code from the AI engine replaces an unknown step and the test runs', () => {
    const warm = "await request.get(baseUrl() + '/cache/warm')"
    const code = compileApiSpec(catalog, { aiSteps: { 62: warm } }).code
    expect(code).toContain(
      [
        "    const { res } = await send(request, 'DELETE', `/products/$" + "{encodeURIComponent(v('productId'))}`)",
        '    // AI (line 62): Make sure the cache is warm',
        `    ${warm}`,
        '    // end of AI (line 62)',
        "    expect(res.status(), 'status').toBe(204)",
      ].join('\n'),
    )
    expect(code).not.toContain('test.fixme(')
    // Code outside the API step allowlist is refused: the step stays not understood (test.fixme), with a warning.
    const refused = compileApiSpec(catalog, { aiSteps: { 62: 'x' } })
    expect(refused.warnings[0]?.message).toBe(
      'the AI code for this step was refused: statement 1 is not an expect(...), save(...) or request call',
    )
    expect(refused.code).toContain('test.fixme(')
  })

  test('serial chaining is available on request', () => {
    const code = compileApiSpec(catalog, { chainMode: 'serial' }).code
    expect(code).toContain("  test.describe.configure({ mode: 'serial' })")
    expect(code).not.toContain("mode: 'default'")
  })

  test('credentials come from placeholders read at run time, never from the spec text', () => {
    const spec = parsed(
      '# API Test: Keys\n\n## Authentication\nHeader X-API-Key: {{SHOP_KEY}}\n\n## Tests\n\n### GET /x\n- Verify status is 200\n',
    )
    const code = compileApiSpec(spec).code
    expect(code).toContain(
      [
        "/** The spec's Authentication section, read from the environment when a test runs. */",
        'function credentials(): { headers?: Record<string, string>; params?: Record<string, string> } {',
        "  return { headers: { 'X-API-Key': String(v('SHOP_KEY')) } }",
        '}',
      ].join('\n'),
    )
    expect(code).toContain("const url = process.env.BASE_URL ?? ''")
  })

  test('a token that a login test saves is sent once it is set', () => {
    const spec = parsed(
      '# API Test: Login\n\n## Authentication\nBearer {{token}}\n\n## Tests\n\n### POST /login\n- Save $.token as {{token}}\n\n### GET /me\n- Verify status is 200\n',
    )
    expect(compileApiSpec(spec).code).toContain(
      [
        "  const missing = ['token'].filter((name) => !has(name))",
        '  if (missing.length > 0) {',
        "    test.info().annotations.push({ type: 'warning', description: `sent without credentials: $" +
          '{missing.map((name) => `{{$' +
          "{name}}}`).join(', ')} not set yet` })",
        '    return {}',
        '  }',
        '  return { headers: { Authorization: `Bearer $' + "{v('token')}` } }",
      ].join('\n'),
    )
  })

  test('exposes the expectations it writes, per test, for the heal guard', () => {
    const [first] = specExpectations(catalog)
    expect(first!.test).toBe('POST /products — create a product')
    expect(first!.expectations.map((e) => [e.message, e.matcher, e.expected])).toEqual([
      ['status', 'toBe', '201'],
      ['content type', 'toBe', "'application/json'"],
      ['header location', 'toMatch', '/^\\/products\\/\\d+$/'],
      ['schema Product', 'toEqual', '[]'],
      ['field $.name', 'toBe', "'Lamp'"],
      ['field $.tags', 'toEqual', "['desk', 'light']"],
      ['type of $.price', 'toMatch', '/^(?:number|integer)$/'],
      ['field $.price', 'toBeGreaterThan', '10'],
      ['field $.id', 'toBeDefined', ''],
    ])
  })
})
