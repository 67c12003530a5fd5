import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { after, before, describe, test } from 'node:test'
import { parse } from 'yaml'
import { buildOpenApi } from '../demo-shop/openapi.mjs'
import { catalogue } from '../demo-shop/variants.mjs'
import { operations, walkDocument } from './support/openapi-walk.mjs'
import { ADMIN_TOKEN, startShop } from './support/shop.mjs'

const committed = (name) => readFileSync(new URL(`../demo-shop/${name}`, import.meta.url), 'utf8')
const shops = {}
before(async () => {
  for (const variant of ['baseline', 'cosmetic', 'broken']) shops[variant] = await startShop(variant)
})
after(() => Promise.all(Object.values(shops).map((s) => s.close())))

describe('the OpenAPI document', () => {
  test('is served at /api/openapi.json with the address it was requested on', async () => {
    const { url, api } = shops.baseline
    const res = await api('GET', '/api/openapi.json')
    assert.equal(res.status, 200)
    assert.deepEqual(res.body, buildOpenApi({ serverUrl: url }))
  })

  test('committed openapi.json and openapi.yaml are up to date (npm run openapi -w examples)', () => {
    assert.deepEqual(JSON.parse(committed('openapi.json')), buildOpenApi())
    assert.deepEqual(parse(committed('openapi.yaml')), buildOpenApi())
  })

  test('is a valid OpenAPI 3.0 document', async (t) => {
    let SwaggerParser
    try {
      SwaggerParser = (await import('@apidevtools/swagger-parser')).default
    } catch {
      return t.skip('@apidevtools/swagger-parser is not installed')
    }
    const api = await SwaggerParser.validate(structuredClone(buildOpenApi()))
    assert.equal(api.openapi, '3.0.3')
  })

  test('documents exactly the routes the server implements', () => {
    const documented = operations(buildOpenApi()).map((o) => o.name)
    const implemented = shops.baseline.shop.apiRoutes.map((r) => `${r.method} ${r.pattern.replace(/:(\w+)/g, '{$1}')}`)
    assert.deepEqual(documented.sort(), implemented.sort())
  })

  test('every operation has a tag, an operationId, and examples on its request body and responses', () => {
    const doc = buildOpenApi()
    const tags = new Set(doc.tags.map((t) => t.name))
    for (const { name, op } of operations(doc)) {
      assert.ok(op.tags.length === 1 && tags.has(op.tags[0]), `${name} tag`)
      assert.ok(op.operationId, `${name} operationId`)
      if (op.requestBody) assert.ok(op.requestBody.content['application/json'].example, `${name} request example`)
      for (const [status, response] of Object.entries(op.responses)) {
        const resolved = response.$ref ? doc.components.responses[response.$ref.split('/').pop()] : response
        if (status !== '204') assert.ok(resolved.content['application/json'].example !== undefined, `${name} ${status} example`)
      }
      if (op.security) assert.ok(op.responses[401], `${name} documents 401`)
    }
    assert.deepEqual([...tags].slice(0, 4), ['auth', 'products', 'cart', 'orders'])
  })
})

describe('running every documented operation with its examples', () => {
  test('baseline passes every check', async () => {
    await shops.baseline.api('POST', '/api/test/reset')
    assert.deepEqual(await walkDocument(buildOpenApi(), shops.baseline.url, { token: ADMIN_TOKEN }), [])
  })

  test('cosmetic passes every check (the API is unchanged)', async () => {
    await shops.cosmetic.api('POST', '/api/test/reset')
    assert.deepEqual(await walkDocument(buildOpenApi(), shops.cosmetic.url, { token: ADMIN_TOKEN }), [])
  })

  test('broken fails exactly the checks variants.json documents, naming status, field and schema path', async () => {
    await shops.broken.api('POST', '/api/test/reset')
    const failures = await walkDocument(buildOpenApi(), shops.broken.url, { token: ADMIN_TOKEN })
    const summary = failures.map((f) => [f.operation, f.check, f.field ?? `${f.expected}->${f.actual}`, f.schema_path ?? ''].join(' | '))
    assert.deepEqual(summary, [
      'POST /api/cart/items | field | $.total | ',
      'POST /api/orders | status | 201->200 | ',
      'POST /api/orders | schema | $.status | #/components/schemas/Order/required',
      'POST /api/orders | field | $.total | ',
      'POST /api/orders | status | 422->200 | ',
      'GET /api/orders/{id} | field | $.total | ',
      'GET /api/products/{id} | schema | $.price | #/components/schemas/Product/properties/price/type',
    ])
    const documented = catalogue.variants.broken.bugs.flatMap((bug) => bug.api ?? [])
    for (const failure of failures) {
      const match = documented.find(
        (d) =>
          d.operation === failure.operation &&
          (d.field ? d.field === failure.field : d.expected === failure.expected && d.actual === failure.actual) &&
          (!d.schema_path || d.schema_path === failure.schema_path),
      )
      assert.ok(match, `undocumented failure ${JSON.stringify(failure)}`)
    }
  })
})
