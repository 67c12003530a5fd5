import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { ApiSpecSchema } from '../../../src/modules/api-testing/api-spec.js'
import { parseApiSpec } from '../../../src/modules/api-testing/spec-parser.js'
import { understandApiStep } from '../../../src/modules/api-testing/step-understanding.js'

const SHOP = `# API Test: Products

## Description

Create and read products.

## Base URL

http://localhost:4000/api

## Authentication

Bearer {{API_TOKEN}}

## Tests

### POST /products — create a product

- Send the request with body:
  \`\`\`json
  {"name": "Lamp", "price": 12.5}
  \`\`\`
- Verify status is 201
- Save $.id as {{productId}}

### GET /products/{{productId}}

1. Verify status is 200
2. Verify the response matches schema "Product"

### GET /products/{{productId}} (again)

- Verify $.name equals "Lamp"

## Schemas

### Product

\`\`\`json
{"type": "object", "required": ["id"]}
\`\`\`
`

describe('parseApiSpec', () => {
  test('reads every section, test and step with its line', () => {
    const { spec, errors } = parseApiSpec(SHOP)
    expect(errors).toEqual([])
    expect(spec.warnings).toEqual([])
    expect(ApiSpecSchema.parse(spec)).toEqual(spec)
    expect(spec).toMatchObject({
      name: 'Products',
      description: 'Create and read products.',
      baseUrl: 'http://localhost:4000/api',
      auth: { kind: 'bearer', token: '{{API_TOKEN}}' },
      schemas: { Product: { type: 'object', required: ['id'] } },
    })
    expect(spec.tests.map(({ id, name, method, path, title, line }) => ({ id, name, method, path, title, line }))).toEqual([
      {
        id: 'post-products-create-a-product',
        name: 'POST /products — create a product',
        method: 'POST',
        path: '/products',
        title: 'create a product',
        line: 17,
      },
      {
        id: 'get-products-productid',
        name: 'GET /products/{{productId}}',
        method: 'GET',
        path: '/products/{{productId}}',
        title: undefined,
        line: 26,
      },
      {
        id: 'get-products-productid-again',
        name: 'GET /products/{{productId}} (again)',
        method: 'GET',
        path: '/products/{{productId}}',
        title: 'again',
        line: 31,
      },
    ])
    expect(spec.tests[0]!.steps).toEqual([
      { kind: 'send', line: 19, text: 'Send the request with body:', body: { name: 'Lamp', price: 12.5 } },
      { kind: 'status', line: 23, text: 'Verify status is 201', anyOf: [201] },
      { kind: 'save', line: 24, text: 'Save $.id as {{productId}}', source: { from: 'body', path: '$.id' }, variable: 'productId' },
    ])
    expect(spec.tests[1]!.steps.map((s) => [s.line, s.kind])).toEqual([
      [28, 'status'],
      [29, 'schema'],
    ])
  })

  test('ids are stable and deduplicated, names stay unique', () => {
    const twice = `# API Test: Dupes\n\n## Tests\n\n### GET /a\n- Verify status is 200\n\n### GET /a\n- Verify status is 200\n\n### get /a\n- Verify status is 200\n`
    const { spec, errors } = parseApiSpec(twice)
    expect(errors).toEqual([])
    expect(spec.tests.map((t) => [t.id, t.name])).toEqual([
      ['get-a', 'GET /a'],
      ['get-a-2', 'GET /a [2]'],
      ['get-a-3', 'GET /a [3]'],
    ])
    expect(parseApiSpec(twice).spec.tests.map((t) => t.id)).toEqual(['get-a', 'get-a-2', 'get-a-3'])
  })

  test('reports each problem with its line', () => {
    const broken = [
      '## Description', // 1
      'No title above.', // 2
      '', // 3
      '## Base URL', // 4
      'localhost:4000', // 5
      '', // 6
      '## Authentication', // 7
      'Bearer abc123', // 8
      '', // 9
      '## Tests', // 10
      '', // 11
      '### FETCH /things', // 12
      '- Verify status is 200', // 13
      '', // 14
      '### GET /things/{id}', // 15
      '', // 16
      '### Just words', // 17
      '- Verify status is 200', // 18
      '', // 19
      '### GET /ok', // 20
      '- Verify the response matches schema "Missing"', // 21
    ].join('\n')
    expect(parseApiSpec(broken).errors).toEqual([
      { line: 1, message: 'missing title: the spec must start with "# API Test: <name>"' },
      { line: 5, message: 'base URL "localhost:4000" is not an http(s) URL or a {{VAR}} placeholder' },
      {
        line: 8,
        message:
          'credentials must be {{VAR}} placeholders (e.g. Bearer {{API_TOKEN}}) so the secret stays in the server environment; got "abc123"',
      },
      { line: 12, message: 'unknown method "FETCH"; use one of GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS' },
      { line: 15, message: 'path parameter {id} has no value: write {{id}} for a saved or environment variable, or a literal value' },
      { line: 15, message: 'test "GET /things/{id}" has no steps; add bullets such as "- Verify status is 200"' },
      { line: 17, message: 'a test heading reads "### METHOD /path" or "### METHOD /path — title"; got "Just words"' },
      { line: 21, message: 'schema "Missing" is not defined under "## Schemas"' },
    ])
  })

  test('a spec without tests or a name is an error; unknown steps and sections are warnings', () => {
    expect(parseApiSpec('# API Test:\n\n## Tests\n').errors).toEqual([
      { line: 1, message: 'missing name: write "# API Test: <name>"' },
      { line: 1, message: 'the spec has no tests: add "### METHOD /path" headings with bullet steps under "## Tests"' },
    ])
    const { spec, errors } = parseApiSpec(
      '# Test: Old style\n\n## Notes\nhi\n\n## Tests\n\n### GET /x\n- Verify status is 200\n- Make coffee\n- Header X-A: 1\n\n```json\n{}\n```\n',
    )
    expect(errors).toEqual([])
    expect(spec.name).toBe('Old style')
    expect(spec.warnings).toEqual([
      { line: 1, message: 'the title should read "# API Test: <name>"' },
      { line: 1, message: 'no "## Base URL": BASE_URL must be set in the environment when the spec runs' },
      { line: 3, message: 'unknown section "## Notes" is ignored' },
      { line: 10, message: 'step not understood (not a step the grammar knows): "Make coffee"' },
      { line: 11, message: 'request steps after a check still shape the one request this test sends; put them first' },
      { line: 13, message: 'code block is not under a step ending with ":"; it is ignored' },
    ])
    expect(spec.tests[0]!.steps.map((s) => s.kind)).toEqual(['status', 'unknown', 'header'])
  })

  test.each([
    ['None', { kind: 'none' }],
    ['Bearer {{API_TOKEN}}', { kind: 'bearer', token: '{{API_TOKEN}}' }],
    ['Authorization: Bearer {{T}}', { kind: 'bearer', token: '{{T}}' }],
    ['Header X-API-Key: {{KEY}}', { kind: 'header', name: 'X-API-Key', value: '{{KEY}}' }],
    ['X-API-Key: {{KEY}}', { kind: 'header', name: 'X-API-Key', value: '{{KEY}}' }],
    ['Basic {{USER}}:{{PASSWORD}}', { kind: 'basic', username: '{{USER}}', password: '{{PASSWORD}}' }],
    ['Query api_key={{KEY}}', { kind: 'query', name: 'api_key', value: '{{KEY}}' }],
  ])('authentication "%s"', (line, auth) => {
    const { spec, errors } = parseApiSpec(`# API Test: A\n\n## Authentication\n${line}\n\n## Tests\n### GET /x\n- Verify status is 200\n`)
    expect(errors).toEqual([])
    expect(spec.auth).toEqual(auth)
  })

  test('a fence that is not indented under its bullet still belongs to a step ending with ":"', () => {
    const { spec } = parseApiSpec(
      '# API Test: A\n## Tests\n### POST /x\n- Send the request with body:\n\n```json\n{"a": 1}\n```\n- Verify status is 201\n',
    )
    expect(spec.tests[0]!.steps[0]).toMatchObject({ kind: 'send', body: { a: 1 } })
  })
})

describe('the sample specs of the demo shop', () => {
  const dir = join(import.meta.dirname, '../../../../examples/specs/api')
  const files = readdirSync(dir).filter((file) => file.endsWith('.md'))

  test('there are sample API specs to read', () => {
    expect(files.length).toBeGreaterThanOrEqual(3)
  })

  test.each(files)('%s parses with no error, warning or unknown step', (file) => {
    const { spec, errors } = parseApiSpec(readFileSync(join(dir, file), 'utf8'))
    expect(errors).toEqual([])
    expect(spec.warnings).toEqual([])
    expect(spec.tests.flatMap((t) => t.steps).filter((s) => s.kind === 'unknown')).toEqual([])
    expect(spec.baseUrl).toBe('{{DEMO_URL}}')
  })
})

describe('the example in docs/api-testing-specs.md', () => {
  test('parses with no error, warning or unknown step', () => {
    const doc = readFileSync(join(import.meta.dirname, '../../../../docs/api-testing-specs.md'), 'utf8')
    const example = /^````markdown\n([\s\S]*?)\n````$/m.exec(doc)?.[1]
    expect(example).toBeDefined()
    const { spec, errors } = parseApiSpec(example!)
    expect(errors).toEqual([])
    expect(spec.warnings).toEqual([])
    expect(spec.tests.map((t) => [t.name, t.steps.map((s) => s.kind)])).toEqual([
      ['POST /api/products — create a product', ['send', 'status', 'header_check', 'field_type', 'save']],
      ['GET /api/products/{{product_id}}', ['status', 'field_equals', 'schema', 'response_time']],
      ['DELETE /api/products/{{product_id}}', ['status']],
    ])
  })

  test('every full step written in its tables is understood', () => {
    const doc = readFileSync(join(import.meta.dirname, '../../../../docs/api-testing-specs.md'), 'utf8')
    const phrases = [...doc.matchAll(/`((?:Verify|Send|Save|Store|Header|Set|Query|Without|Status|Expect|Response)\b[^`]*)`/g)]
      .map((m) => m[1]!.replace(/\\\|/g, '|'))
      .filter((text) => text.split(' ').length > 2 && !text.endsWith(':') && !text.includes('…') && !text.includes('<'))
    expect(phrases.length).toBeGreaterThan(30)
    const misread = phrases.filter((text) => understandApiStep({ text, line: 1 }).steps.some((step) => step.kind === 'unknown'))
    expect(misread).toEqual([])
  })
})

describe('parsing the same text again (recent parses are kept)', () => {
  const text = `# API Test: Kept\n\n## Tests\n\n### GET /a\n\n- Verify status is 200\n\n## Opt-in Tests\n\n### POST /logout\n\n- Verify status is 204\n`
  test('gives an equal result that the caller may change without changing the next one', () => {
    const first = parseApiSpec(text)
    first.spec.tests[0]!.name = 'changed by a caller'
    first.errors.push({ line: 1, message: 'added by a caller' })
    const again = parseApiSpec(text)
    expect(again.spec.tests.map((t) => t.name)).toEqual(['GET /a'])
    expect(again.errors).toEqual([])
    again.spec.tests.length = 0
    expect(parseApiSpec(text).spec.tests).toHaveLength(1)
  })
  test('keeps the opt-in tests apart from the default parse of the same text', () => {
    expect(parseApiSpec(text).spec.tests.map((t) => t.name)).toEqual(['GET /a'])
    expect(parseApiSpec(text, { includeOptIn: true }).spec.tests.map((t) => t.name)).toEqual(['GET /a', 'POST /logout'])
    expect(parseApiSpec(text).spec.tests.map((t) => t.name)).toEqual(['GET /a'])
  })
})
