import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { catalogue } from '../demo-shop/variants.mjs'
import { CHECKOUT_FORM } from './support/pages.mjs'
import { ADMIN_TOKEN, ALICE_TOKEN, browserless, startShop } from './support/shop.mjs'

const bugs = catalogue.variants.broken.bugs
const shops = {}
before(async () => {
  for (const variant of ['baseline', 'broken']) shops[variant] = await startShop(variant)
})
after(() => Promise.all(Object.values(shops).map((s) => s.close())))

const order = {
  name: 'Alice Liddell',
  email: 'alice@example.com',
  address: '1 Rabbit Hole Lane, Oxford',
  card_number: '4242 4242 4242 4242',
  items: [
    { product_id: 2, quantity: 2 },
    { product_id: 1, quantity: 1 },
  ],
}

// One pass over the whole API: [operation, method, path, options]. Run against baseline and broken, then diffed.
const SCRIPT = [
  ['GET /api/health', 'GET', '/api/health'],
  ['POST /api/auth/login', 'POST', '/api/auth/login', { body: { username: 'alice', password: 'Wonderland1!' } }],
  ['GET /api/auth/me', 'GET', '/api/auth/me', { token: ALICE_TOKEN }],
  ['GET /api/products', 'GET', '/api/products'],
  ['GET /api/products', 'GET', '/api/products?q=mug&color=Blue&limit=5'],
  ...[1, 2, 3, 4, 5, 6].map((id) => ['GET /api/products/{id}', 'GET', `/api/products/${id}`]),
  ['GET /api/products/{id}', 'GET', '/api/products/999'],
  ['POST /api/products', 'POST', '/api/products', { token: ADMIN_TOKEN, body: { name: 'Lamp', price: 12.5, color: 'Yellow' } }],
  ['POST /api/products', 'POST', '/api/products', { token: ADMIN_TOKEN, body: { color: 'Yellow' } }],
  ['POST /api/products', 'POST', '/api/products', { token: ALICE_TOKEN, body: { name: 'Lamp', price: 12.5, color: 'Yellow' } }],
  ['PUT /api/products/{id}', 'PUT', '/api/products/7', { token: ADMIN_TOKEN, body: { name: 'Lamp', price: 14, color: 'Red' } }],
  ['DELETE /api/products/{id}', 'DELETE', '/api/products/7', { token: ADMIN_TOKEN }],
  ['GET /api/cart', 'GET', '/api/cart', { token: ALICE_TOKEN }],
  ['POST /api/cart/items', 'POST', '/api/cart/items', { token: ALICE_TOKEN, body: { product_id: 2, quantity: 2 } }],
  ['POST /api/cart/items', 'POST', '/api/cart/items', { token: ALICE_TOKEN, body: { product_id: 1 } }],
  ['POST /api/cart/items', 'POST', '/api/cart/items', { token: ALICE_TOKEN, body: { product_id: 99 } }],
  ['GET /api/cart', 'GET', '/api/cart', { token: ALICE_TOKEN }],
  ['DELETE /api/cart/items/{id}', 'DELETE', '/api/cart/items/2', { token: ALICE_TOKEN }],
  ['GET /api/cart', 'GET', '/api/cart', { token: ALICE_TOKEN }],
  ['GET /api/orders/{id}', 'GET', '/api/orders/1001', { token: ALICE_TOKEN }],
  ['POST /api/orders', 'POST', '/api/orders', { token: ALICE_TOKEN, body: order }],
  ['GET /api/orders/{id}', 'GET', '/api/orders/1002', { token: ALICE_TOKEN }],
  ['POST /api/orders', 'POST', '/api/orders', { token: ALICE_TOKEN, body: { ...order, name: '', email: 'not-an-email' } }],
  ['POST /api/orders', 'POST', '/api/orders', { token: ALICE_TOKEN, body: { ...order, address: '' } }],
  ['POST /api/orders', 'POST', '/api/orders', { token: ALICE_TOKEN, body: { ...order, items: [] } }],
  ['POST /api/orders', 'POST', '/api/orders', { body: order }],
]

// Values that differ between any two runs (tokens, clocks, the variant's own name).
const VOLATILE = new Set(['$.token', '$.created_at', '$.uptime_s', '$.variant'])

function differences(a, b, path = '$') {
  if (VOLATILE.has(path)) return []
  if (typeof a !== typeof b || Array.isArray(a) !== Array.isArray(b) || a === null || b === null || typeof a !== 'object') {
    return Object.is(a, b) ? [] : [path]
  }
  if (Array.isArray(a)) {
    return Array.from({ length: Math.max(a.length, b.length) }, (_, i) => differences(a[i], b[i], `${path}[${i}]`)).flat()
  }
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].flatMap((key) => differences(a[key], b[key], `${path}.${key}`))
}

async function run(variant) {
  const { api } = shops[variant]
  await api('POST', '/api/test/reset')
  const results = []
  for (const [operation, method, path, options] of SCRIPT) results.push({ operation, ...(await api(method, path, options)) })
  return results
}

describe('broken API', () => {
  test('differs from baseline in exactly the documented ways', async () => {
    const baseline = await run('baseline')
    const broken = await run('broken')
    const found = new Set()
    baseline.forEach((expected, i) => {
      const actual = broken[i]
      if (expected.status !== actual.status) {
        found.add(`${expected.operation} | status | ${expected.status}->${actual.status}`)
        // An error body and a success body are not comparable field by field.
        if (Math.floor(expected.status / 100) !== Math.floor(actual.status / 100)) return
      }
      for (const field of differences(expected.body, actual.body)) {
        found.add(`${expected.operation} | field | ${field.replace(/\[\d+\]/g, '[*]')}`)
      }
    })
    const documented = new Set(
      bugs.flatMap((bug) =>
        (bug.api ?? []).map((d) => `${d.operation} | ${d.field ? `field | ${d.field}` : `status | ${d.expected}->${d.actual}`}`),
      ),
    )
    assert.deepEqual([...found].sort(), [...documented].sort())
  })

  test('product-price-string: the single product has a string price, the list a number', async () => {
    const { api } = shops.broken
    assert.equal((await api('GET', '/api/products/1')).body.price, '24.99')
    assert.equal((await api('GET', '/api/products')).body.items[0].price, 24.99)
  })

  test('cart-total-ignores-quantity: 2 mugs and a lamp total 34.49', async () => {
    const { api } = shops.broken
    await api('POST', '/api/test/reset')
    await api('POST', '/api/cart/items', { token: ALICE_TOKEN, body: { product_id: 2, quantity: 2 } })
    const cart = await api('POST', '/api/cart/items', { token: ALICE_TOKEN, body: { product_id: 1 } })
    assert.deepEqual([cart.body.items[0].line_total, cart.body.total], [19, 34.49])
  })

  test('order bugs: 200, no status field, a 5.00 fee, and no name/email validation', async () => {
    const { api } = shops.broken
    const res = await api('POST', '/api/orders', { token: ALICE_TOKEN, body: { ...order, name: undefined, email: 'nope' } })
    assert.equal(res.status, 200)
    assert.equal('status' in res.body, false)
    assert.equal(res.body.total, 48.99)
    assert.deepEqual([res.body.name, res.body.email], ['', 'nope'])
    const stored = await api('GET', `/api/orders/${res.body.id}`, { token: ALICE_TOKEN })
    assert.deepEqual([stored.body.status, stored.body.total], ['placed', 48.99])
    const stillChecked = await api('POST', '/api/orders', { token: ALICE_TOKEN, body: { ...order, address: '' } })
    assert.deepEqual(stillChecked.body.details, [{ field: 'address', message: 'Address is required' }])
  })

  test('every bug in variants.json has an id, a summary and somewhere it shows', () => {
    assert.deepEqual(
      bugs.map((b) => b.id),
      [
        'cart-total-ignores-quantity',
        'order-total-handling-fee',
        'checkout-missing-validation',
        'product-price-string',
        'order-created-status-200',
        'order-missing-status-field',
      ],
    )
    for (const bug of bugs) assert.ok(bug.summary && (bug.ui || bug.api), bug.id)
  })
})

describe('broken web UI', () => {
  async function cartWithMugsAndLamp(variant) {
    const web = browserless(shops[variant].url)
    for (const id of ['2', '2', '1']) await web.post('/cart/items', { product_id: id, return_to: '/products' })
    return web
  }

  test('the cart total ignores quantities while line totals stay right', async () => {
    const baseline = await (await cartWithMugsAndLamp('baseline')).get('/cart')
    const broken = await (await cartWithMugsAndLamp('broken')).get('/cart')
    assert.match(baseline.html, /Total: <strong>\$43\.99<\/strong>/)
    assert.match(broken.html, /Total: <strong>\$34\.49<\/strong>/)
    assert.match(broken.html, /data-testid="line-total">\$19\.00</)
  })

  test('checkout places an order without a name and with an invalid email', async () => {
    const form = { ...CHECKOUT_FORM, name: '', email: 'not-an-email' }
    const baseline = await (await cartWithMugsAndLamp('baseline')).post('/checkout', form)
    assert.equal(baseline.status, 422)
    assert.match(baseline.html, /Name is required/)
    assert.match(baseline.html, /Enter a valid email address/)
    const broken = await (await cartWithMugsAndLamp('broken')).post('/checkout', form)
    assert.equal(broken.status, 200)
    assert.match(broken.html, /Thank you for your order/)
  })

  test('the order confirmation total includes the 5.00 fee', async () => {
    const web = browserless(shops.broken.url)
    await web.post('/cart/items', { product_id: '2', return_to: '/products' })
    await web.post('/cart/items', { product_id: '2', return_to: '/products' })
    const confirmation = await web.post('/checkout', CHECKOUT_FORM)
    assert.match(confirmation.html, /Order total: \$24\.00/)
  })
})
