import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { compileApiSpec } from '../../../src/modules/api-testing/compiler.js'
import { importOpenApi, OpenApiImportError } from '../../../src/modules/api-testing/openapi-import.js'
import { createSchemaChecker } from '../../../src/modules/api-testing/schema-check.js'
import { parseApiSpec } from '../../../src/modules/api-testing/spec-parser.js'

const FIXTURES = join(import.meta.dirname, 'fixtures')
const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8')

/** Parses a generated spec and insists it is clean: no error, warning or step the grammar does not know. */
function cleanSpec(markdown: string, warnings: string[] = [], options: { includeOptIn?: boolean } = {}) {
  const { spec, errors } = parseApiSpec(markdown, options)
  expect(errors).toEqual([])
  expect(spec.warnings.map((w) => w.message)).toEqual(warnings)
  expect(spec.tests.flatMap((t) => t.steps).filter((s) => s.kind === 'unknown')).toEqual([])
  return spec
}

function expectGolden(name: string, actual: string): void {
  const file = join(FIXTURES, 'golden', name)
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, actual)
  expect(actual).toBe(readFileSync(file, 'utf8'))
}

async function importError(input: string | object): Promise<OpenApiImportError> {
  const error = await importOpenApi(input).then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(OpenApiImportError)
  return error as OpenApiImportError
}

describe('importOpenApi', () => {
  test('OpenAPI 3.0 JSON: one spec per tag, reads first, chained ids, negative cases, deletes last', async () => {
    const result = await importOpenApi(fixture('shop-3.0.json'))
    expect(result.specs.map((s) => [s.name, s.folder])).toEqual([
      ['Mini Shop — health', 'mini-shop/health'],
      ['Mini Shop — products', 'mini-shop/products'],
      ['Mini Shop — orders', 'mini-shop/orders'],
    ])
    expect(result.warnings).toEqual([])
    const products = result.specs[1]!
    expectGolden('mini-shop-products.md.golden', products.markdown)
    const spec = cleanSpec(products.markdown)
    expect(spec.tests.map((t) => t.name)).toEqual([
      'GET /products — List products',
      'POST /products — Create a product',
      'GET /products/{{productId}} — Get a product',
      'GET /products — requires authentication',
      'POST /products — rejects a body without "name"',
      'POST /products — requires authentication',
      'GET /products/{{productId}} — requires authentication',
      'DELETE /products/{{productId}} — Delete a product',
      'GET /products/{{productId}} — is gone after delete',
    ])
    expect(cleanSpec(result.specs[0]!.markdown).auth).toEqual({ kind: 'none' })
    // An order cannot be deleted through the API: creating one is opt-in (tests delete only what they create).
    const orders = result.specs[2]!.markdown
    expect(cleanSpec(orders).tests.map((t) => t.name)).toEqual(['POST /orders — requires authentication'])
    expect(orders).toContain('### POST /orders — createOrder\n\nOpt-in: creates a order the API documents no way to delete.')
    expect(cleanSpec(orders, [], { includeOptIn: true }).tests.map((t) => t.name)).toEqual([
      'POST /orders — requires authentication',
      'POST /orders — createOrder',
      'POST /orders — rejects a body without "productId"',
    ])
  })

  test('importing the same document twice gives the same specs (re-imports update, not duplicate)', async () => {
    const [first, second] = await Promise.all([
      importOpenApi(fixture('shop-3.0.json')),
      importOpenApi(JSON.parse(fixture('shop-3.0.json'))),
    ])
    expect(second).toEqual(first)
  })

  test('OpenAPI 3.1 YAML: server variables, header API keys, 3.1 schemas and named examples', async () => {
    const { specs, warnings } = await importOpenApi(fixture('pets-3.1.yaml'))
    expect(warnings).toEqual([])
    expect(specs.map((s) => s.folder)).toEqual(['pet-registry/pets'])
    const spec = cleanSpec(specs[0]!.markdown, [], { includeOptIn: true })
    expect(spec.baseUrl).toBe('https://pets.example.test:8443/v2')
    expect(spec.auth).toEqual({ kind: 'header', name: 'X-API-Key', value: '{{X_API_KEY}}' })
    expect(spec.tests[2]!.steps[0]).toMatchObject({ kind: 'send', body: { name: 'Rex', species: 'dog', age: 3, nickname: null } })
    // No DELETE /pets/{id}: registering a pet would leave it behind, so it and the read of it are opt-in; the
    // refused unauthenticated requests run by default.
    expect(spec.tests.map((t) => t.name)).toEqual([
      'POST /pets — requires authentication',
      'GET /pets/3fa85f64-5717-4562-b3fc-2c963f66afa6 — requires authentication',
      'POST /pets — Register a pet',
      'POST /pets — rejects a body without "name"',
      'GET /pets/{{petId}} — Read a pet',
    ])
    expect(cleanSpec(specs[0]!.markdown).tests).toHaveLength(2)
    expect(spec.schemas.Pet).toMatchObject({
      properties: { nickname: { type: ['string', 'null'] }, age: { type: 'integer', exclusiveMinimum: 0 } },
    })
  })

  test('Swagger 2.0: host and basePath, query API keys, body parameters; form uploads are skipped with a warning', async () => {
    const { specs, warnings } = await importOpenApi(fixture('petstore-2.0.json'))
    expect(warnings).toEqual([
      'store: POST /store/upload: request body multipart/form-data is not supported (JSON only); operation skipped',
    ])
    expect(specs.map((s) => s.folder)).toEqual(['petstore/pet'])
    const spec = cleanSpec(specs[0]!.markdown, [], { includeOptIn: true })
    expect(spec.baseUrl).toBe('http://petstore.example.test/v1')
    expect(spec.auth).toEqual({ kind: 'query', name: 'api_key', value: '{{API_KEY}}' })
    expect(spec.tests[0]!.steps[0]).toMatchObject({ kind: 'query', params: [['status', 'available']] })
    expect(spec.tests.find((t) => t.name === 'POST /pets — Add a pet')!.steps.map((s) => s.text)).toEqual([
      'Send the request with body:',
      'Verify status is 200',
      'Verify content type is application/json',
      'Verify the response matches schema "Pet"',
      'Save $.id as {{petId}}',
    ])
    expect(spec.schemas.Pet).toEqual({
      type: 'object',
      required: ['name'],
      properties: {
        id: { type: 'integer', format: 'int64' },
        name: { type: 'string' },
        status: { type: 'string', enum: ['available', 'sold'] },
        tag: { type: 'string', 'x-nullable': true },
      },
    })
  })

  test('circular references import without crashing and validate as deep as the data goes', async () => {
    const { specs, warnings } = await importOpenApi(fixture('tree-circular.json'))
    expect(warnings).toEqual([
      'the server URL "/api" is relative; its path is kept in every test and BASE_URL must name the host',
      'nodes: no test runs by default; every operation is under "## Opt-in Tests" (run with include_opt_in)',
    ])
    const spec = cleanSpec(specs[0]!.markdown, ['no "## Base URL": BASE_URL must be set in the environment when the spec runs'], {
      includeOptIn: true,
    })
    expect(spec.baseUrl).toBeNull()
    // No operation creates a node: reading one needs a real id, which the person names as {{nodeId}}.
    expect(spec.tests.map((t) => t.name)).toEqual(['GET /api/nodes/{{nodeId}} — Read a node and its children'])
    expect(spec.schemas.Node).toMatchObject({ properties: { parent: { $ref: '#/components/schemas/Node' } } })
    const check = createSchemaChecker(spec.schemas)
    expect(check(spec.schemas.Node!, { name: 'root', children: [{ name: 'a', children: [{ children: [] }] }] })).toEqual([
      '$.children[0].children[0].name: is required but missing',
    ])
    expect(compileApiSpec(spec).code).toContain('"$ref": "#/components/schemas/Node"')
  })

  test('a base URL option overrides the document', async () => {
    const { specs } = await importOpenApi(fixture('tree-circular.json'), { baseUrl: 'http://127.0.0.1:9000/' })
    const spec = cleanSpec(specs[0]!.markdown, [], { includeOptIn: true })
    expect([spec.baseUrl, spec.tests[0]!.path]).toEqual(['http://127.0.0.1:9000', '/nodes/{{nodeId}}'])
  })

  test('the demo shop document imports cleanly, one spec per tag', async () => {
    const { specs, warnings } = await importOpenApi(
      readFileSync(join(import.meta.dirname, '../../../../examples/demo-shop/openapi.json'), 'utf8'),
    )
    expect(warnings).toEqual(['testing: no test runs by default; every operation is under "## Opt-in Tests" (run with include_opt_in)'])
    expect(specs.length).toBeGreaterThanOrEqual(4)
    for (const item of specs) {
      const spec = cleanSpec(item.markdown, [], { includeOptIn: true })
      expect(item.folder).toMatch(/^demo-shop-api\/[a-z0-9-]+$/)
      expect(compileApiSpec(spec).warnings).toEqual([])
    }
    const products = specs.find((s) => s.folder === 'demo-shop-api/products')!
    expect(products.markdown).toContain('- Save $.id as {{productId}}')
    expect(products.markdown).toContain('### GET /api/products/{{productId}} — is gone after delete')
  })
})

describe('invalid documents', () => {
  test('YAML syntax errors name the line and column', async () => {
    const error = await importError('openapi: 3.0.3\ninfo:\n  title: [unclosed\n')
    expect(error.message).toBe(
      'Not valid JSON or YAML at line 4, column 1: Flow sequence in block collection must be sufficiently indented and end with a ]',
    )
    expect(error.status).toBe(422)
  })

  test('a document that is not OpenAPI says so', async () => {
    expect((await importError('just text')).message).toBe('Not an OpenAPI document: the top level must be an object')
    expect((await importError({ info: { title: 'x' } })).message).toBe(
      'Not an OpenAPI document: missing the "openapi" (3.x) or "swagger" (2.0) field',
    )
  })

  test('schema violations name the JSON pointer', async () => {
    const error = await importError({
      openapi: '3.0.3',
      info: { title: 'T' },
      paths: { '/x': { get: { responses: { 200: { description: 'ok' } } } } },
    })
    expect(error.message).toBe("Invalid OpenAPI document: Swagger schema validation failed: #/info must have required property 'version'")
  })

  test('a broken $ref names the pointer', async () => {
    const error = await importError({
      openapi: '3.0.3',
      info: { title: 'T', version: '1' },
      paths: {
        '/x': {
          get: {
            responses: { 200: { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Nope' } } } } },
          },
        },
      },
    })
    expect(error.message).toBe(
      'Invalid OpenAPI document: Missing $ref pointer "#/components/schemas/Nope". Token "components" does not exist',
    )
  })

  test('an unsupported version and an empty document are refused', async () => {
    expect((await importError({ openapi: '4.0.0', info: { title: 'T', version: '1' }, paths: {} })).message).toMatch(
      /^Invalid OpenAPI document: Unsupported OpenAPI version: 4\.0\.0/,
    )
    expect((await importError({ openapi: '3.0.3', info: { title: 'T', version: '1' }, paths: {} })).message).toBe(
      'The document has no operations under "paths"; there is nothing to test',
    )
  })
})
