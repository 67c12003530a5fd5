import { layout } from './html.mjs'
import { readForm, redirect, safeLocalPath, sendHtml } from './http.mjs'
import { adminPage, cartPage, checkoutPage, confirmationPage, dashboardPage, loginPage, messagePage, productsPage } from './pages.mjs'
import { toProductRecord, validateOrder, validateProduct } from './validation.mjs'

export const SESSION_COOKIE = 'demo_sid'
const REMEMBER_SECONDS = 30 * 24 * 3600

export const sessionCookie = (sid, maxAge) =>
  `${SESSION_COOKIE}=${sid}; Path=/; HttpOnly; SameSite=Lax${maxAge ? `; Max-Age=${maxAge}` : ''}`

/** Form values arrive as strings; numbers that look like numbers become numbers so validation matches the API. */
const numeric = (value) => (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value)

/** The server-rendered web shop. Every handler receives `{req, res, query, params, session}`. */
export function registerUiRoutes(router, { store, variant: ui }) {
  const viewerOf = (session) => (session.data.username ? store.findUser(session.data.username) : undefined)
  const cartOwner = (session) => (session.data.username ? `user:${session.data.username}` : `session:${session.sid}`)
  const takeFlash = (session) => {
    const flash = session.data.flash
    session.data.flash = null
    return flash
  }

  function render(ctx, status, { title, current, body }) {
    const viewer = viewerOf(ctx.session)
    const cartCount = store.cartView(cartOwner(ctx.session)).item_count
    sendHtml(ctx.res, status, layout({ ui, title, viewer, cartCount, current, body }))
  }

  /** Signed-in users only; others are sent to the login page and come back afterwards. */
  function requireViewer(ctx, role) {
    const viewer = viewerOf(ctx.session)
    if (!viewer) {
      redirect(ctx.res, `/login?next=${encodeURIComponent(ctx.req.url)}`)
      return undefined
    }
    if (role && viewer.role !== role) {
      render(ctx, 403, {
        title: 'Access denied',
        body: messagePage({ title: 'Access denied', message: 'You need the admin role to see this page.' }),
      })
      return undefined
    }
    return viewer
  }

  const page = (method, path, handler) => router.add(method, path, handler)

  page('GET', '/', ({ res }) => redirect(res, '/products'))

  page('GET', '/login', (ctx) => {
    const next = safeLocalPath(ctx.query.get('next'), '')
    render(ctx, 200, { title: 'Sign in', current: '/login', body: loginPage({ ui, next }) })
  })

  page('POST', '/login', async (ctx) => {
    const form = await readForm(ctx.req)
    const user = store.authenticate(form.username ?? '', form.password ?? '')
    if (!user) {
      const error = form.username && form.password ? 'Invalid username or password' : 'Enter your username and password'
      return render(ctx, 401, {
        title: 'Sign in',
        current: '/login',
        body: loginPage({ ui, error, username: form.username, next: safeLocalPath(form.next, '') }),
      })
    }
    store.mergeCart(cartOwner(ctx.session), `user:${user.username}`)
    ctx.session.data.username = user.username
    // "Remember me" turns the browser-session cookie into one that survives a browser restart.
    const remember = form.remember === '1' ? { 'set-cookie': sessionCookie(ctx.session.sid, REMEMBER_SECONDS) } : {}
    redirect(ctx.res, safeLocalPath(form.next, '/dashboard'), remember)
  })

  page('POST', '/logout', ({ res, session }) => {
    session.data.username = null
    redirect(res, '/login')
  })

  page('GET', '/dashboard', (ctx) => {
    const viewer = requireViewer(ctx)
    if (!viewer) return
    render(ctx, 200, {
      title: 'Dashboard',
      current: '/dashboard',
      body: dashboardPage({ ui, viewer, orders: store.ordersFor(viewer.username) }),
    })
  })

  page('GET', '/products', (ctx) => {
    const q = ctx.query.get('q') ?? ''
    const color = ctx.query.get('color') ?? ''
    const { items, total } = store.listProducts({ q, color: color || undefined, limit: 100 })
    const flash = takeFlash(ctx.session)
    render(ctx, 200, {
      title: 'Products',
      current: '/products',
      body: productsPage({ ui, products: items, total, q, color, flash, returnTo: ctx.req.url }),
    })
  })

  page('POST', '/cart/items', async (ctx) => {
    const form = await readForm(ctx.req)
    const product = store.getProduct(Number(form.product_id))
    const back = safeLocalPath(form.return_to, '/products')
    if (!product) {
      ctx.session.data.flash = 'That product is no longer available'
      return redirect(ctx.res, back)
    }
    const added = store.addToCart(cartOwner(ctx.session), product.id, 1)
    ctx.session.data.flash = added.error ?? `Added ${product.name} to your cart`
    redirect(ctx.res, back)
  })

  page('GET', '/cart', (ctx) => {
    const cart = store.cartView(cartOwner(ctx.session))
    render(ctx, 200, { title: 'Cart', current: '/cart', body: cartPage({ ui, cart, flash: takeFlash(ctx.session) }) })
  })

  page('POST', '/cart/update', async (ctx) => {
    const form = await readForm(ctx.req)
    const owner = cartOwner(ctx.session)
    for (const [key, value] of Object.entries(form)) {
      const line = /^qty_(\d+)$/.exec(key)
      const quantity = Number(value)
      if (line && Number.isInteger(quantity) && quantity >= 0 && quantity <= 99) store.setQuantity(owner, Number(line[1]), quantity)
    }
    ctx.session.data.flash = 'Your cart was updated'
    redirect(ctx.res, '/cart')
  })

  page('POST', '/cart/items/:id/remove', async (ctx) => {
    await readForm(ctx.req)
    store.removeLine(cartOwner(ctx.session), Number(ctx.params.id))
    ctx.session.data.flash = 'The item was removed from your cart'
    redirect(ctx.res, '/cart')
  })

  page('GET', '/checkout', (ctx) => {
    const cart = store.cartView(cartOwner(ctx.session))
    const giftWrap = ctx.query.get('gift_wrap') === '1'
    render(ctx, 200, { title: 'Checkout', body: checkoutPage({ ui, cart, giftWrap }) })
  })

  page('POST', '/checkout', async (ctx) => {
    const form = await readForm(ctx.req)
    const owner = cartOwner(ctx.session)
    const cart = store.cartView(owner)
    const giftWrap = form.gift_wrap === '1'
    const input = {
      name: form.name?.trim(),
      email: form.email?.trim(),
      address: form.address?.trim(),
      card_number: form.card_number?.trim(),
      gift_wrap: giftWrap,
      items: cart.items.map((l) => ({ product_id: l.product_id, quantity: l.quantity })),
    }
    const errors = validateOrder(input, {
      lenient: ui.hasBug('checkout-missing-validation'),
      productExists: (id) => Boolean(store.getProduct(id)),
    })
    if (errors.length > 0 || cart.items.length === 0) {
      return render(ctx, 422, { title: 'Checkout', body: checkoutPage({ ui, cart, values: form, errors, giftWrap }) })
    }
    const order = store.placeOrder(ctx.session.data.username ?? 'guest', input)
    store.clearCart(owner)
    ctx.session.data.orders = [...(ctx.session.data.orders ?? []), order.id]
    redirect(ctx.res, `/orders/${order.id}`)
  })

  page('GET', '/orders/:id', (ctx) => {
    const order = store.getOrder(Number(ctx.params.id))
    const viewer = viewerOf(ctx.session)
    const mine =
      order && (ctx.session.data.orders?.includes(order.id) || viewer?.role === 'admin' || (viewer && order.customer === viewer.username))
    if (!mine) {
      return render(ctx, 404, { title: 'Not found', body: messagePage({ title: 'Order not found', message: 'There is no such order.' }) })
    }
    render(ctx, 200, { title: `Order ${order.id}`, body: confirmationPage({ ui, order }) })
  })

  const showAdmin = (ctx, status, extra = {}) =>
    render(ctx, status, {
      title: 'Admin',
      current: '/admin',
      body: adminPage({ ui, products: store.listProducts({ limit: 1000 }).items, flash: takeFlash(ctx.session), ...extra }),
    })

  page('GET', '/admin', (ctx) => {
    if (requireViewer(ctx, 'admin')) showAdmin(ctx, 200)
  })

  page('POST', '/admin/products', async (ctx) => {
    if (!requireViewer(ctx, 'admin')) return
    const form = await readForm(ctx.req)
    const input = {
      name: form.name,
      price: numeric(form.price),
      color: form.color,
      stock: form.stock === undefined || form.stock === '' ? undefined : numeric(form.stock),
      description: form.description,
    }
    const errors = validateProduct(input)
    if (errors.length > 0) return showAdmin(ctx, 422, { values: form, errors })
    const product = store.createProduct(toProductRecord(input))
    ctx.session.data.flash = `Added ${product.name} to the catalogue`
    redirect(ctx.res, '/admin')
  })

  page('POST', '/admin/products/:id/delete', async (ctx) => {
    if (!requireViewer(ctx, 'admin')) return
    await readForm(ctx.req)
    const product = store.getProduct(Number(ctx.params.id))
    if (product) {
      store.deleteProduct(product.id)
      ctx.session.data.flash = `Deleted ${product.name} from the catalogue`
    }
    redirect(ctx.res, '/admin')
  })

  return {
    notFound: (ctx) =>
      render(ctx, 404, {
        title: 'Not found',
        body: messagePage({ title: 'Page not found', message: `Nothing lives at ${ctx.pathname}.` }),
      }),
  }
}
