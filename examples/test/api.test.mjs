import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, test } from 'node:test'
import { ADMIN_TOKEN, ALICE_TOKEN, browserless, startShop } from './support/shop.mjs'

let shop
let api
before(async () => {
  shop = await startShop('baseline')
  api = shop.api
})
after(() => shop.close())
beforeEach(() => api('POST', '/api/test/reset'))

const lamp = {
  id: 1,
  name: 'Desk Lamp',
  description: 'Adjustable LED desk lamp with a warm-white glow.',
  price: 24.99,
  color: 'Black',
  stock: 12,
  created_at: '2024-05-01T09:00:00.000Z',
}
const validOrder = {
  name: 'Alice Liddell',
  email: 'alice@example.com',
  address: '1 Rabbit Hole Lane, Oxford',
  card_number: '4242 4242 4242 4242',
  gift_wrap: true,
  items: [
    { product_id: 2, quantity: 2 },
    { product_id: 1, quantity: 1 },
  ],
}

describe('system', () => {
  test('health names the variant', async () => {
    const res = await api('GET', '/api/health')
    assert.equal(res.status, 200)
    assert.deepEqual({ ...res.body, uptime_s: 0 }, { status: 'ok', variant: 'baseline', uptime_s: 0 })
  })

  test('unknown API paths are JSON 404s and wrong methods 405 with Allow', async () => {
    const missing = await api('GET', '/api/nope')
    assert.deepEqual([missing.status, missing.body], [404, { error: 'not_found', message: 'No route for GET /api/nope' }])
    const wrong = await api('PATCH', '/api/products/1')
    assert.equal(wrong.status, 405)
    assert.equal(wrong.headers.get('allow'), 'GET, PUT, DELETE')
    assert.equal(wrong.body.error, 'method_not_allowed')
  })

  test('reset restores products, orders and carts but keeps tokens valid', async () => {
    await api('POST', '/api/products', { token: ADMIN_TOKEN, body: { name: 'Extra', price: 1, color: 'Red' } })
    await api('POST', '/api/cart/items', { token: ALICE_TOKEN, body: { product_id: 1 } })
    const login = await api('POST', '/api/auth/login', { body: { username: 'alice', password: 'Wonderland1!' } })
    const reset = await api('POST', '/api/test/reset')
    assert.deepEqual([reset.status, reset.body], [200, { status: 'reset', products: 6 }])
    assert.equal((await api('GET', '/api/products')).body.total, 6)
    assert.equal((await api('GET', '/api/cart', { token: login.body.token })).body.item_count, 0)
    assert.equal((await api('GET', '/api/orders/1001', { token: ALICE_TOKEN })).status, 200)
  })
})

describe('auth', () => {
  test('login returns a bearer token that identifies the user', async () => {
    const res = await api('POST', '/api/auth/login', { body: { username: 'alice', password: 'Wonderland1!' } })
    assert.equal(res.status, 200)
    assert.equal(res.body.token_type, 'Bearer')
    assert.deepEqual(res.body.user, { username: 'alice', role: 'customer' })
    assert.ok(res.body.token.length >= 16)
    const me = await api('GET', '/api/auth/me', { token: res.body.token })
    assert.deepEqual([me.status, me.body], [200, { username: 'alice', role: 'customer' }])
  })

  test('wrong password is 401 invalid_credentials', async () => {
    const res = await api('POST', '/api/auth/login', { body: { username: 'alice', password: 'nope' } })
    assert.deepEqual([res.status, res.body], [401, { error: 'invalid_credentials', message: 'Invalid username or password' }])
  })

  test('missing fields are 422 with details; bad JSON is 400; a non-JSON body is 415', async () => {
    const missing = await api('POST', '/api/auth/login', { body: { username: 'alice' } })
    assert.equal(missing.status, 422)
    assert.deepEqual(missing.body.details, [{ field: 'password', message: 'password is required' }])
    const bad = await api('POST', '/api/auth/login', { body: '{"username":' })
    assert.deepEqual([bad.status, bad.body], [400, { error: 'bad_request', message: 'The request body is not valid JSON' }])
    const form = await api('POST', '/api/auth/login', {
      body: 'username=alice',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    assert.equal(form.status, 415)
  })

  test('secured routes answer 401 with WWW-Authenticate without a valid token', async () => {
    for (const token of [undefined, 'forged-token']) {
      const res = await api('GET', '/api/auth/me', { token })
      assert.equal(res.status, 401)
      assert.equal(res.headers.get('www-authenticate'), 'Bearer realm="demo-shop"')
      assert.equal(res.body.error, 'unauthorized')
    }
  })
})

describe('products', () => {
  test('list has the 6 seeded products, a total and X-Total-Count', async () => {
    const res = await api('GET', '/api/products')
    assert.equal(res.status, 200)
    assert.deepEqual(
      res.body.items.map((p) => p.name),
      ['Desk Lamp', 'Ceramic Mug', 'Linen Notebook', 'Wool Scarf', 'Water Bottle', 'Canvas Tote'],
    )
    assert.deepEqual(res.body.items[0], lamp)
    assert.deepEqual([res.body.total, res.body.limit, res.body.offset], [6, 20, 0])
    assert.equal(res.headers.get('x-total-count'), '6')
  })

  test('q searches names and descriptions, color filters, limit/offset page', async () => {
    assert.deepEqual(
      (await api('GET', '/api/products?q=MUG')).body.items.map((p) => p.id),
      [2],
    )
    assert.deepEqual(
      (await api('GET', '/api/products?q=coffee')).body.items.map((p) => p.id),
      [2],
    )
    assert.deepEqual(
      (await api('GET', '/api/products?color=blue')).body.items.map((p) => p.id),
      [2, 4],
    )
    const page = await api('GET', '/api/products?limit=2&offset=1')
    assert.deepEqual([page.body.items.map((p) => p.id), page.body.total], [[2, 3], 6])
  })

  test('bad query values are 422 naming the parameter', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=abc', 'limit'],
      ['offset=-1', 'offset'],
      ['color=Purple', 'color'],
    ]) {
      const res = await api('GET', `/api/products?${query}`)
      assert.equal(res.status, 422, query)
      assert.equal(res.body.details[0].field, field, query)
    }
  })

  test('one product; unknown ids are 404, malformed ids 422', async () => {
    assert.deepEqual((await api('GET', '/api/products/1')).body, lamp)
    const missing = await api('GET', '/api/products/999')
    assert.deepEqual([missing.status, missing.body], [404, { error: 'not_found', message: 'Product 999 not found' }])
    assert.equal((await api('GET', '/api/products/abc')).status, 422)
  })

  test('create needs a token (401) of an admin (403)', async () => {
    const body = { name: 'Lamp', price: 12.5, color: 'Yellow' }
    assert.equal((await api('POST', '/api/products', { body })).status, 401)
    const customer = await api('POST', '/api/products', { body, token: ALICE_TOKEN })
    assert.deepEqual([customer.status, customer.body], [403, { error: 'forbidden', message: 'This operation needs the admin role' }])
  })

  test('create, read, replace and delete a product', async () => {
    const created = await api('POST', '/api/products', {
      token: ADMIN_TOKEN,
      body: { name: 'Lamp', price: 12.5, color: 'Yellow', stock: 3 },
    })
    assert.equal(created.status, 201)
    assert.equal(created.headers.get('location'), '/api/products/7')
    assert.deepEqual(
      { ...created.body, created_at: 'x' },
      { id: 7, name: 'Lamp', description: '', price: 12.5, color: 'Yellow', stock: 3, created_at: 'x' },
    )
    assert.deepEqual((await api('GET', '/api/products/7')).body, created.body)

    const replaced = await api('PUT', '/api/products/7', { token: ADMIN_TOKEN, body: { name: 'Lamp', price: 14, color: 'Red' } })
    assert.equal(replaced.status, 200)
    assert.deepEqual([replaced.body.price, replaced.body.color, replaced.body.stock], [14, 'Red', 0])
    assert.equal(replaced.body.created_at, created.body.created_at)

    const deleted = await api('DELETE', '/api/products/7', { token: ADMIN_TOKEN })
    assert.deepEqual([deleted.status, deleted.text], [204, ''])
    assert.equal((await api('GET', '/api/products/7')).status, 404)
    assert.equal((await api('DELETE', '/api/products/7', { token: ADMIN_TOKEN })).status, 404)
    assert.equal((await api('PUT', '/api/products/7', { token: ADMIN_TOKEN, body: { name: 'Lamp', price: 1, color: 'Red' } })).status, 404)
  })

  test('invalid product input is 422 with one detail per field', async () => {
    const res = await api('POST', '/api/products', { token: ADMIN_TOKEN, body: { price: '12', color: 'Purple', stock: -1 } })
    assert.equal(res.status, 422)
    assert.deepEqual(res.body.details, [
      { field: 'name', message: 'Product name is required' },
      { field: 'price', message: 'Price must be a number' },
      { field: 'color', message: 'Color must be one of Black, Blue, Green, Red, White, Yellow' },
      { field: 'stock', message: 'Stock must be a whole number from 0 to 100000' },
    ])
    const cents = await api('POST', '/api/products', { token: ADMIN_TOKEN, body: { name: 'X', price: 1.234, color: 'Red' } })
    assert.deepEqual(cents.body.details, [{ field: 'price', message: 'Price must have at most 2 decimals' }])
  })
})

describe('cart', () => {
  test('is per user, starts empty, and totals quantity x price', async () => {
    assert.deepEqual((await api('GET', '/api/cart', { token: ALICE_TOKEN })).body, { items: [], item_count: 0, total: 0, currency: 'USD' })
    const first = await api('POST', '/api/cart/items', { token: ALICE_TOKEN, body: { product_id: 2, quantity: 2 } })
    assert.equal(first.status, 201)
    assert.deepEqual(first.body, {
      items: [{ id: 1, product_id: 2, name: 'Ceramic Mug', unit_price: 9.5, quantity: 2, line_total: 19 }],
      item_count: 2,
      total: 19,
      currency: 'USD',
    })
    await api('POST', '/api/cart/items', { token: ALICE_TOKEN, body: { product_id: 1 } })
    const again = await api('POST', '/api/cart/items', { token: ALICE_TOKEN, body: { product_id: 2, quantity: 1 } })
    assert.deepEqual(
      again.body.items.map((l) => [l.id, l.quantity, l.line_total]),
      [
        [1, 3, 28.5],
        [2, 1, 24.99],
      ],
    )
    assert.deepEqual([again.body.item_count, again.body.total], [4, 53.49])
    assert.equal((await api('GET', '/api/cart', { token: ADMIN_TOKEN })).body.item_count, 0)
  })

  test('rejects unknown products and quantities outside 1-99', async () => {
    for (const body of [{ product_id: 99 }, { product_id: '2' }, { product_id: 2, quantity: 0 }, { product_id: 2, quantity: 100 }]) {
      const res = await api('POST', '/api/cart/items', { token: ALICE_TOKEN, body })
      assert.equal(res.status, 422, JSON.stringify(body))
    }
    await api('POST', '/api/cart/items', { token: ALICE_TOKEN, body: { product_id: 2, quantity: 99 } })
    const over = await api('POST', '/api/cart/items', { token: ALICE_TOKEN, body: { product_id: 2 } })
    assert.deepEqual(over.body.details, [{ field: 'quantity', message: 'A cart line holds at most 99 of one product' }])
  })

  test('removing a line is 204; a missing line 404', async () => {
    await api('POST', '/api/cart/items', { token: ALICE_TOKEN, body: { product_id: 2 } })
    assert.equal((await api('DELETE', '/api/cart/items/1', { token: ALICE_TOKEN })).status, 204)
    const missing = await api('DELETE', '/api/cart/items/1', { token: ALICE_TOKEN })
    assert.deepEqual([missing.status, missing.body], [404, { error: 'not_found', message: 'Cart item 1 not found' }])
  })

  test('is the same cart the web UI shows to that user', async () => {
    await api('POST', '/api/cart/items', { token: ALICE_TOKEN, body: { product_id: 4, quantity: 3 } })
    const web = browserless(shop.url)
    await web.signIn('alice')
    const page = await web.get('/cart')
    assert.match(page.html, /<th scope="row">Wool Scarf<\/th>/)
    assert.match(page.html, /Total: <strong>\$57\.00<\/strong>/)
  })
})

describe('orders', () => {
  test('a valid order is 201 with Location, status placed and catalogue prices', async () => {
    const res = await api('POST', '/api/orders', { token: ALICE_TOKEN, body: validOrder })
    assert.equal(res.status, 201)
    assert.equal(res.headers.get('location'), '/api/orders/1002')
    assert.deepEqual(
      { ...res.body, created_at: 'x' },
      {
        id: 1002,
        status: 'placed',
        customer: 'alice',
        name: 'Alice Liddell',
        email: 'alice@example.com',
        address: '1 Rabbit Hole Lane, Oxford',
        card_last4: '4242',
        gift_wrap: true,
        items: [
          { product_id: 2, name: 'Ceramic Mug', unit_price: 9.5, quantity: 2, line_total: 19 },
          { product_id: 1, name: 'Desk Lamp', unit_price: 24.99, quantity: 1, line_total: 24.99 },
        ],
        item_count: 3,
        total: 43.99,
        currency: 'USD',
        created_at: 'x',
      },
    )
    assert.deepEqual((await api('GET', '/api/orders/1002', { token: ALICE_TOKEN })).body, res.body)
  })

  test('validation names each bad field', async () => {
    const res = await api('POST', '/api/orders', {
      token: ALICE_TOKEN,
      body: {
        ...validOrder,
        name: ' ',
        email: 'not-an-email',
        card_number: '4242 4242 4242 4241',
        items: [{ product_id: 99, quantity: 0 }],
      },
    })
    assert.equal(res.status, 422)
    assert.equal(res.body.error, 'validation_error')
    assert.deepEqual(res.body.details, [
      { field: 'name', message: 'Name is required' },
      { field: 'email', message: 'Enter a valid email address' },
      { field: 'card_number', message: 'Enter a valid card number' },
      { field: 'items[0].product_id', message: 'Unknown product 99' },
      { field: 'items[0].quantity', message: 'Quantity must be a whole number from 1 to 99' },
    ])
    const empty = await api('POST', '/api/orders', { token: ALICE_TOKEN, body: { ...validOrder, items: [] } })
    assert.deepEqual(empty.body.details, [{ field: 'items', message: 'Add at least one item' }])
  })

  test("another customer's order is a 404; the admin sees every order", async () => {
    const placed = await api('POST', '/api/orders', { token: ADMIN_TOKEN, body: validOrder })
    assert.equal((await api('GET', `/api/orders/${placed.body.id}`, { token: ALICE_TOKEN })).status, 404)
    const seeded = await api('GET', '/api/orders/1001', { token: ADMIN_TOKEN })
    assert.deepEqual([seeded.status, seeded.body.customer, seeded.body.total], [200, 'alice', 12])
    assert.equal((await api('GET', '/api/orders/1001')).status, 401)
  })
})
