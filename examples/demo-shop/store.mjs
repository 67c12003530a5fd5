import { randomBytes } from 'node:crypto'

export const COLORS = ['Black', 'Blue', 'Green', 'Red', 'White', 'Yellow']
export const CURRENCY = 'USD'
export const HANDLING_FEE_CENTS = 500

export const USERS = [
  { username: 'alice', password: 'Wonderland1!', role: 'customer', static_token: 'demo-alice-token' },
  { username: 'admin', password: 'Admin#2024', role: 'admin', static_token: 'demo-admin-token' },
]

const SEED_TIME = '2024-05-01T09:00:00.000Z'
const SEED_PRODUCTS = [
  ['Desk Lamp', 'Adjustable LED desk lamp with a warm-white glow.', 2499, 'Black', 12],
  ['Ceramic Mug', 'Stoneware mug that holds 350 ml of coffee.', 950, 'Blue', 40],
  ['Linen Notebook', 'A5 notebook with 120 dotted pages.', 725, 'Red', 25],
  ['Wool Scarf', 'Soft merino scarf, 180 cm long.', 1900, 'Blue', 8],
  ['Water Bottle', 'Insulated steel bottle that keeps drinks cold for 24 hours.', 1475, 'Green', 30],
  ['Canvas Tote', 'Sturdy cotton tote bag with an inner pocket.', 1200, 'White', 18],
]
export const FIRST_ORDER_ID = 1001
const MAX_SESSIONS = 10_000

export const money = (cents) => Math.round(cents) / 100
export const formatMoney = (cents) => `$${(cents / 100).toFixed(2)}`

/**
 * All shop state, in memory. `reset()` restores products, carts and orders to the seed; sign-ins (sessions and
 * tokens) survive it so a test runner can reset between tests without logging in again. Amounts are integer
 * cents inside the store; the API and pages convert at the edge.
 */
export function createStore(variant) {
  let products
  let carts
  let orders
  let nextProductId
  let nextLineId
  let nextOrderId
  const sessions = new Map()
  const tokens = new Map(USERS.map((u) => [u.static_token, u.username]))

  function reset() {
    products = new Map(
      SEED_PRODUCTS.map(([name, description, price, color, stock], i) => [
        i + 1,
        { id: i + 1, name, description, price, color, stock, created_at: SEED_TIME },
      ]),
    )
    nextProductId = SEED_PRODUCTS.length + 1
    carts = new Map()
    nextLineId = 1
    orders = new Map()
    nextOrderId = FIRST_ORDER_ID
    // One placed order exists after every reset so GET /api/orders/{id} has something to read.
    placeOrder('alice', {
      name: 'Alice Liddell',
      email: 'alice@example.com',
      address: '1 Rabbit Hole Lane, Oxford',
      card_number: '4242424242424242',
      gift_wrap: false,
      items: [{ product_id: 6, quantity: 1 }],
      created_at: SEED_TIME,
    })
  }

  const findUser = (username) => USERS.find((u) => u.username === username)

  function authenticate(username, password) {
    const user = findUser(username)
    return user && user.password === password ? user : undefined
  }

  function issueToken(username) {
    const token = randomBytes(24).toString('base64url')
    tokens.set(token, username)
    return token
  }

  const userForToken = (token) => findUser(tokens.get(token))

  function session(sid) {
    if (sid && sessions.has(sid)) return { sid, data: sessions.get(sid) }
    const fresh = randomBytes(18).toString('base64url')
    // Cookie-less clients (curl, load tests) get a new session per request; keep memory bounded.
    if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value)
    sessions.set(fresh, { username: null, flash: null })
    return { sid: fresh, data: sessions.get(fresh), created: true }
  }

  function listProducts({ q = '', color, limit = 20, offset = 0 } = {}) {
    const needle = q.trim().toLowerCase()
    const matches = [...products.values()].filter(
      (p) =>
        (!needle || p.name.toLowerCase().includes(needle) || p.description.toLowerCase().includes(needle)) &&
        (!color || p.color.toLowerCase() === color.toLowerCase()),
    )
    return { items: matches.slice(offset, offset + limit), total: matches.length }
  }

  const getProduct = (id) => products.get(id)

  function createProduct(input) {
    const product = { id: nextProductId++, description: '', stock: 0, ...input, created_at: new Date().toISOString() }
    products.set(product.id, product)
    return product
  }

  function updateProduct(id, input) {
    const current = products.get(id)
    if (!current) return undefined
    const updated = { ...current, description: '', stock: 0, ...input, id, created_at: current.created_at }
    products.set(id, updated)
    return updated
  }

  const deleteProduct = (id) => products.delete(id)

  const cartLines = (owner) => {
    if (!carts.has(owner)) carts.set(owner, [])
    return carts.get(owner)
  }

  function priceLines(items) {
    return items.flatMap(({ id, product_id, quantity }) => {
      const product = products.get(product_id)
      if (!product) return []
      return [{ id, product_id, name: product.name, unit_price: product.price, quantity, line_total: product.price * quantity }]
    })
  }

  function cartView(owner) {
    const lines = priceLines(cartLines(owner))
    const total = variant.hasBug('cart-total-ignores-quantity')
      ? lines.reduce((sum, l) => sum + l.unit_price, 0)
      : lines.reduce((sum, l) => sum + l.line_total, 0)
    return { items: lines, item_count: lines.reduce((n, l) => n + l.quantity, 0), total }
  }

  /** Adds to the line for that product if there is one; returns the line, or an error message. */
  function addToCart(owner, productId, quantity) {
    const lines = cartLines(owner)
    const existing = lines.find((l) => l.product_id === productId)
    const next = (existing?.quantity ?? 0) + quantity
    if (next > 99) return { error: 'A cart line holds at most 99 of one product' }
    if (existing) {
      existing.quantity = next
      return { line: existing }
    }
    const line = { id: nextLineId++, product_id: productId, quantity }
    lines.push(line)
    return { line }
  }

  function setQuantity(owner, lineId, quantity) {
    const lines = cartLines(owner)
    const line = lines.find((l) => l.id === lineId)
    if (!line) return false
    if (quantity <= 0) lines.splice(lines.indexOf(line), 1)
    else line.quantity = quantity
    return true
  }

  function removeLine(owner, lineId) {
    const lines = cartLines(owner)
    const index = lines.findIndex((l) => l.id === lineId)
    if (index === -1) return false
    lines.splice(index, 1)
    return true
  }

  /** Moves an anonymous visitor's cart into the user's cart when they sign in. */
  function mergeCart(from, to) {
    for (const line of carts.get(from) ?? []) addToCart(to, line.product_id, line.quantity)
    carts.delete(from)
  }

  const clearCart = (owner) => carts.delete(owner)

  /** `input` has been validated; items reference existing products. */
  function placeOrder(username, input) {
    const lines = priceLines(input.items.map((item, i) => ({ id: i + 1, ...item })))
    const sum = lines.reduce((s, l) => s + l.line_total, 0)
    const order = {
      id: nextOrderId++,
      status: 'placed',
      customer: username,
      name: input.name ?? '',
      email: input.email ?? '',
      address: input.address,
      card_last4: input.card_number.replace(/\D/g, '').slice(-4),
      gift_wrap: Boolean(input.gift_wrap),
      items: lines.map(({ id, ...line }) => line),
      total: variant.hasBug('order-total-handling-fee') ? sum + HANDLING_FEE_CENTS : sum,
      created_at: input.created_at ?? new Date().toISOString(),
    }
    orders.set(order.id, order)
    return order
  }

  const getOrder = (id) => orders.get(id)
  const ordersFor = (username) => [...orders.values()].filter((o) => o.customer === username).reverse()

  reset()
  return {
    reset,
    findUser,
    authenticate,
    issueToken,
    userForToken,
    session,
    listProducts,
    getProduct,
    createProduct,
    updateProduct,
    deleteProduct,
    cartView,
    addToCart,
    setQuantity,
    removeLine,
    mergeCart,
    clearCart,
    placeOrder,
    getOrder,
    ordersFor,
    productCount: () => products.size,
  }
}
