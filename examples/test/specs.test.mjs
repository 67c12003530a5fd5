import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { after, before, describe, test } from 'node:test'
import { PASSWORDS, startShop } from './support/shop.mjs'
import { matchApiStep, matchUiStep, parseApiSpec, parseUiSpec, runApiSpec } from './support/spec-runner.mjs'

const specsDir = new URL('../specs/', import.meta.url)
const read = (dir, name) => readFileSync(new URL(`${dir}${name}`, specsDir), 'utf8')
const mdFiles = (dir) => readdirSync(new URL(dir || '.', specsDir)).filter((f) => f.endsWith('.md') && f !== 'README.md')
const uiSpecs = mdFiles('').map((file) => ({ file, spec: parseUiSpec(read('', file)) }))
const apiSpecs = mdFiles('api/').map((file) => ({ file, spec: parseApiSpec(read('api/', file)) }))
const env = (url) => ({ DEMO_URL: url, DEMO_PASSWORD: PASSWORDS.alice, DEMO_ADMIN_PASSWORD: PASSWORDS.admin })

describe('sample specs use only the documented phrasings', () => {
  test('there are 7 UI specs and 3 API specs', () => {
    assert.equal(uiSpecs.length, 7)
    assert.equal(apiSpecs.length, 3)
  })

  for (const { file, spec } of uiSpecs) {
    test(`UI ${file}`, () => {
      assert.ok(spec.name && spec.description && spec.expected, 'has # Test:, ## Description and ## Expected Outcome')
      assert.deepEqual(
        spec.steps.map((s) => s.n),
        spec.steps.map((_, i) => i + 1),
        'steps are numbered 1..n',
      )
      for (const step of spec.steps) assert.ok(matchUiStep(step.text), `step ${step.n}: ${step.text}`)
    })
  }

  for (const { file, spec } of apiSpecs) {
    test(`API ${file}`, () => {
      assert.ok(spec.name && spec.description, 'has # API Test: and ## Description')
      assert.equal(spec.baseUrl, '{{DEMO_URL}}')
      assert.match(spec.auth, /^(None|Bearer \{\{\w+\}\})$/)
      for (const t of spec.tests) {
        assert.ok(!t.invalid, `heading ${t.invalid}`)
        assert.ok(t.steps.length > 0 && /^Send the request/.test(t.steps[0]), `${t.method} ${t.path} starts by sending`)
        for (const step of t.steps) assert.ok(matchApiStep(step), `${t.method} ${t.path}: ${step}`)
      }
    })
  }

  test('the README documents every step form the specs use', () => {
    const readme = readFileSync(new URL('README.md', specsDir), 'utf8')
    for (const phrase of [
      'Navigate to <url>',
      'Enter "<value>" into the <label> field',
      'Select "<option>" from <label>',
      'Check "<label>"',
      'Click "<text>" for "<item>"',
      'Press <key>',
      'Verify the text "<text>" is visible',
      'Verify the URL contains <fragment>',
      'Verify <n> rows in the <name> table',
      'Verify <n> items in the <name> list',
      'Send the request with JSON body <json>',
      'Send the request with header <Name>: <value> and JSON body <json>',
      'Send the request without authentication and JSON body <json>',
      'Verify status is <code>',
      'Verify JSON field <path> equals <json>',
      'Verify JSON field <path> is a <type>',
      'Verify response body contains "<text>"',
      'Verify header <Name> exists',
      'Verify header <Name> contains "<text>"',
      'Verify response time is below <n> ms',
      'Save <path> as {{name}}',
    ]) {
      assert.ok(readme.includes(`\`${phrase}`), phrase)
    }
  })
})

describe('API specs against each variant', () => {
  const shops = {}
  before(async () => {
    for (const variant of ['baseline', 'cosmetic', 'broken']) shops[variant] = await startShop(variant)
  })
  after(() => Promise.all(Object.values(shops).map((s) => s.close())))

  const failuresOn = async (variant) => {
    const out = {}
    for (const { file, spec } of apiSpecs) {
      await shops[variant].api('POST', '/api/test/reset')
      const results = await runApiSpec(spec, env(shops[variant].url))
      assert.equal(results.length, spec.tests.length)
      out[file] = results.filter((r) => !r.ok).map((r) => `${r.name}: ${r.failure}`)
    }
    return out
  }

  test('baseline passes every test of every API spec', async () => {
    assert.deepEqual(await failuresOn('baseline'), {
      'auth-and-errors.md': [],
      'cart-and-orders.md': [],
      'product-lifecycle.md': [],
    })
  })

  test('cosmetic passes every test too (the API is the same)', async () => {
    assert.deepEqual(await failuresOn('cosmetic'), {
      'auth-and-errors.md': [],
      'cart-and-orders.md': [],
      'product-lifecycle.md': [],
    })
  })

  test('broken fails exactly the affected tests, naming the check', async () => {
    assert.deepEqual(await failuresOn('broken'), {
      'auth-and-errors.md': [],
      'cart-and-orders.md': [
        'POST /api/cart/items: $.total: expected number 19, got number 9.5',
        'POST /api/cart/items (second product): $.total: expected number 43.99, got number 34.49',
        'GET /api/cart: $.total: expected number 43.99, got number 34.49',
        'POST /api/orders (invalid): status: expected 422, got 200',
        'POST /api/orders: status: expected 201, got 200',
        'GET /api/orders/{{order_id}}: $.total: expected number 43.99, got number 48.99',
      ],
      'product-lifecycle.md': ['GET /api/products/{{product_id}}: $.price: expected a number, got string "12.50"'],
    })
  })
})
