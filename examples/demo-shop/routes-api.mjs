import { badRequest, HttpError, notFound, readJson, validationFailed } from './http.mjs'
import { buildOpenApi } from './openapi.mjs'
import { COLORS, CURRENCY, money } from './store.mjs'
import { toProductRecord, validateOrder, validateProduct } from './validation.mjs'

const unauthorized = (message) =>
  new HttpError(401, 'unauthorized', message, { headers: { 'www-authenticate': 'Bearer realm="demo-shop"' } })

export const productJson = (p) => ({
  id: p.id,
  name: p.name,
  description: p.description,
  price: money(p.price),
  color: p.color,
  stock: p.stock,
  created_at: p.created_at,
})

export const cartJson = (cart) => ({
  items: cart.items.map((l) => ({ ...l, unit_price: money(l.unit_price), line_total: money(l.line_total) })),
  item_count: cart.item_count,
  total: money(cart.total),
  currency: CURRENCY,
})

export const orderJson = ({ items, total, ...rest }) => ({
  ...rest,
  items: items.map((l) => ({ ...l, unit_price: money(l.unit_price), line_total: money(l.line_total) })),
  item_count: items.reduce((n, l) => n + l.quantity, 0),
  total: money(total),
  currency: CURRENCY,
})

function integerParam(value, field) {
  if (!/^[1-9][0-9]{0,8}$/.test(value)) throw validationFailed([{ field, message: `${field} must be a positive integer` }])
  return Number(value)
}

function integerQuery(query, field, { min, max, fallback }) {
  const raw = query.get(field)
  if (raw === null || raw === '') return fallback
  if (!/^-?[0-9]+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw validationFailed([{ field, message: `${field} must be a whole number from ${min} to ${max}` }])
  }
  return Number(raw)
}

async function objectBody(req) {
  const body = (await readJson(req)) ?? {}
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('The request body must be a JSON object')
  return body
}

/** The JSON REST API under /api. Handlers return `{status, body, headers}`; thrown HttpErrors become JSON errors. */
export function registerApiRoutes(router, { store, variant, startedAt }) {
  const currentUser = (req) => {
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')
    if (!match) throw unauthorized('Send a bearer token: Authorization: Bearer <token>')
    const user = store.userForToken(match[1])
    if (!user) throw unauthorized('The bearer token is invalid')
    return user
  }
  const adminUser = (req) => {
    const user = currentUser(req)
    if (user.role !== 'admin') throw new HttpError(403, 'forbidden', 'This operation needs the admin role')
    return user
  }
  const existingProduct = (id) => {
    const product = store.getProduct(id)
    if (!product) throw notFound(`Product ${id} not found`)
    return product
  }
  const ownerOf = (user) => `user:${user.username}`
  const api = (method, path, handler) => router.add(method, `/api${path}`, handler)

  api('GET', '/health', () => ({
    status: 200,
    body: { status: 'ok', variant: variant.name, uptime_s: Math.round((Date.now() - startedAt) / 1000) },
  }))

  api('GET', '/openapi.json', ({ req }) => ({
    status: 200,
    body: buildOpenApi({ serverUrl: `http://${req.headers.host ?? 'localhost:4300'}` }),
  }))

  api('POST', '/test/reset', () => {
    store.reset()
    return { status: 200, body: { status: 'reset', products: store.productCount() } }
  })

  api('POST', '/auth/login', async ({ req }) => {
    const body = await objectBody(req)
    const missing = ['username', 'password'].filter((f) => typeof body[f] !== 'string' || body[f] === '')
    if (missing.length > 0) throw validationFailed(missing.map((field) => ({ field, message: `${field} is required` })))
    const user = store.authenticate(body.username, body.password)
    if (!user) throw new HttpError(401, 'invalid_credentials', 'Invalid username or password')
    return {
      status: 200,
      body: { token: store.issueToken(user.username), token_type: 'Bearer', user: { username: user.username, role: user.role } },
    }
  })

  api('GET', '/auth/me', ({ req }) => {
    const { username, role } = currentUser(req)
    return { status: 200, body: { username, role } }
  })

  api('GET', '/products', ({ query }) => {
    const limit = integerQuery(query, 'limit', { min: 1, max: 100, fallback: 20 })
    const offset = integerQuery(query, 'offset', { min: 0, max: 1_000_000, fallback: 0 })
    const color = query.get('color') || undefined
    if (color && !COLORS.some((c) => c.toLowerCase() === color.toLowerCase())) {
      throw validationFailed([{ field: 'color', message: `color must be one of ${COLORS.join(', ')}` }])
    }
    const { items, total } = store.listProducts({ q: query.get('q') ?? '', color, limit, offset })
    return { status: 200, body: { items: items.map(productJson), total, limit, offset }, headers: { 'x-total-count': String(total) } }
  })

  api('GET', '/products/:id', ({ params }) => {
    const product = productJson(existingProduct(integerParam(params.id, 'id')))
    if (variant.hasBug('product-price-string')) product.price = product.price.toFixed(2)
    return { status: 200, body: product }
  })

  api('POST', '/products', async ({ req }) => {
    adminUser(req)
    const body = await objectBody(req)
    const errors = validateProduct(body)
    if (errors.length > 0) throw validationFailed(errors)
    const product = store.createProduct(toProductRecord(body))
    return { status: 201, body: productJson(product), headers: { location: `/api/products/${product.id}` } }
  })

  api('PUT', '/products/:id', async ({ req, params }) => {
    adminUser(req)
    const id = integerParam(params.id, 'id')
    existingProduct(id)
    const body = await objectBody(req)
    const errors = validateProduct(body)
    if (errors.length > 0) throw validationFailed(errors)
    return { status: 200, body: productJson(store.updateProduct(id, toProductRecord(body))) }
  })

  api('DELETE', '/products/:id', ({ req, params }) => {
    adminUser(req)
    const id = integerParam(params.id, 'id')
    existingProduct(id)
    store.deleteProduct(id)
    return { status: 204 }
  })

  api('GET', '/cart', ({ req }) => ({ status: 200, body: cartJson(store.cartView(ownerOf(currentUser(req)))) }))

  api('POST', '/cart/items', async ({ req }) => {
    const owner = ownerOf(currentUser(req))
    const body = await objectBody(req)
    const quantity = body.quantity ?? 1
    const errors = []
    if (!Number.isInteger(body.product_id) || !store.getProduct(body.product_id)) {
      errors.push({ field: 'product_id', message: `Unknown product ${JSON.stringify(body.product_id ?? null)}` })
    }
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 99) {
      errors.push({ field: 'quantity', message: 'Quantity must be a whole number from 1 to 99' })
    }
    if (errors.length > 0) throw validationFailed(errors)
    const added = store.addToCart(owner, body.product_id, quantity)
    if (added.error) throw validationFailed([{ field: 'quantity', message: added.error }])
    return { status: 201, body: cartJson(store.cartView(owner)) }
  })

  api('DELETE', '/cart/items/:id', ({ req, params }) => {
    const owner = ownerOf(currentUser(req))
    const id = integerParam(params.id, 'id')
    if (!store.removeLine(owner, id)) throw notFound(`Cart item ${id} not found`)
    return { status: 204 }
  })

  api('POST', '/orders', async ({ req }) => {
    const user = currentUser(req)
    const body = await objectBody(req)
    const errors = validateOrder(body, {
      lenient: variant.hasBug('checkout-missing-validation'),
      productExists: (id) => Boolean(store.getProduct(id)),
    })
    if (errors.length > 0) throw validationFailed(errors)
    const order = orderJson(store.placeOrder(user.username, body))
    if (variant.hasBug('order-missing-status-field')) delete order.status
    const status = variant.hasBug('order-created-status-200') ? 200 : 201
    return { status, body: order, headers: { location: `/api/orders/${order.id}` } }
  })

  api('GET', '/orders/:id', ({ req, params }) => {
    const user = currentUser(req)
    const id = integerParam(params.id, 'id')
    const order = store.getOrder(id)
    // Someone else's order is a 404, not a 403: its existence is not the caller's business.
    if (!order || (user.role !== 'admin' && order.customer !== user.username)) throw notFound(`Order ${id} not found`)
    return { status: 200, body: orderJson(order) }
  })
}
