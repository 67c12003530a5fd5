import { html, SWATCHES } from './html.mjs'
import { COLORS, formatMoney } from './store.mjs'

const initials = (name) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase()

const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`

function flashBox(ui, flash) {
  return flash
    ? html`<p class="${ui.cls('alert')} alert-success" role="status" data-testid="${ui.testid('flash-message')}">${flash}</p>`
    : ''
}

function errorSummary(ui, errors) {
  if (errors.length === 0) return ''
  return html`<div class="${ui.cls('alert')} alert-error" role="alert" data-testid="${ui.testid('form-errors')}">
<h2>Please fix the following</h2>
<ul>${errors.map((e) => html`<li>${e.message}</li>`)}</ul>
</div>`
}

/** A labelled input (or textarea/select via `control`) with its error message linked by aria-describedby. */
function field(ui, { id, name, label, value = '', error, type = 'text', testid, attrs = '', control }) {
  const elementId = ui.id(id)
  const errorId = `${elementId}-error`
  const aria = error ? html` aria-invalid="true" aria-describedby="${errorId}"` : ''
  const testAttr = testid ? html` data-testid="${ui.testid(testid)}"` : ''
  const input =
    control === 'textarea'
      ? html`<textarea id="${elementId}" name="${name}" rows="3"${testAttr}${aria}${attrs}>${value}</textarea>`
      : (control?.(elementId, html`${testAttr}${aria}`) ??
        html`<input type="${type}" id="${elementId}" name="${name}" value="${value}"${testAttr}${aria}${attrs}>`)
  return html`<div class="${ui.cls('field')}">
<label for="${elementId}">${label}</label>
${input}
${error ? html`<p class="${ui.cls('field-error')}" id="${errorId}">${error}</p>` : ''}
</div>`
}

const errorFor = (errors, name) => errors.find((e) => e.field === name)?.message

export function loginPage({ ui, error, username = '', next = '' }) {
  return html`<div class="panel narrow">
<h1>Welcome back</h1>
${error ? html`<div class="${ui.cls('alert')} alert-error" role="alert" data-testid="${ui.testid('login-error')}">${error}</div>` : ''}
<form method="post" action="/login" novalidate data-testid="${ui.testid('login-form')}">
<input type="hidden" name="next" value="${next}">
${field(ui, { id: 'username', name: 'username', label: ui.text('Username'), value: username, testid: 'login-username', attrs: html` autocomplete="username"` })}
${field(ui, { id: 'password', name: 'password', label: 'Password', type: 'password', testid: 'login-password', attrs: html` autocomplete="current-password"` })}
<div class="checkbox"><input type="checkbox" id="${ui.id('remember-me')}" name="remember" value="1"><label for="${ui.id('remember-me')}">${ui.text('Remember me')}</label></div>
<button type="submit" class="${ui.cls('btn btn-primary')}" data-testid="${ui.testid('login-submit')}">${ui.text('Sign in')}</button>
</form>
<p class="hint">Demo accounts: alice (customer) and admin (administrator). Passwords are in docs/demo-app.md.</p>
</div>`
}

export function dashboardPage({ ui, viewer, orders }) {
  return html`<h1>Dashboard</h1>
<p class="welcome" data-testid="${ui.testid('welcome-message')}">Welcome, ${viewer.username}</p>
<p>You are signed in as ${viewer.role === 'admin' ? 'an administrator' : 'a customer'}.</p>
<ul class="quick-links">
<li><a class="${ui.cls('btn btn-primary')}" href="/products">${ui.text('Browse products')}</a></li>
<li><a class="${ui.cls('btn')}" href="/cart">${ui.text('View cart')}</a></li>
${viewer.role === 'admin' ? html`<li><a class="${ui.cls('btn')}" href="/admin">Manage products</a></li>` : ''}
</ul>
<section aria-labelledby="orders-heading">
<h2 id="orders-heading">Your orders</h2>
${
  orders.length === 0
    ? html`<p>You have not placed any orders yet.</p>`
    : html`<table class="${ui.cls('data-table')}"><caption class="visually-hidden">Your orders</caption>
<thead><tr><th scope="col">Order</th><th scope="col">Placed</th><th scope="col">Items</th><th scope="col">Total</th></tr></thead>
<tbody>${orders.map(
        (o) =>
          html`<tr><th scope="row">#${o.id}</th><td>${o.created_at.slice(0, 10)}</td><td>${o.items.reduce((n, l) => n + l.quantity, 0)}</td><td>${formatMoney(o.total)}</td></tr>`,
      )}</tbody></table>`
}
</section>`
}

function productCard(ui, product, returnTo) {
  const [background, foreground] = SWATCHES[product.color] ?? SWATCHES.White
  const nameId = `product-${product.id}-name`
  const name = html`<h2 id="${nameId}" data-testid="${ui.testid('product-name')}">${product.name}</h2>`
  const price = html`<p class="${ui.cls('price')}" data-testid="${ui.testid('product-price')}">${formatMoney(product.price)}</p>`
  const details = html`<p class="description">${product.description}</p>
<p class="meta">Color: ${product.color} · ${product.stock} in stock</p>`
  const ordered = ui.reordered('product card') ? [price, name, details] : [name, details, price]
  return html`<li class="${ui.cls('product-card')}" data-testid="${ui.testid('product-card')}" data-product-id="${product.id}">
<article aria-labelledby="${nameId}">
<div class="product-image" style="background:${background};color:${foreground}" aria-hidden="true">${initials(product.name)}</div>
<div class="product-body">
${ordered}
<form method="post" action="/cart/items">
<input type="hidden" name="product_id" value="${product.id}">
<input type="hidden" name="return_to" value="${returnTo}">
<button type="submit" class="${ui.cls('btn btn-primary')}" data-testid="${ui.testid('add-to-cart')}">${ui.text('Add to cart')}</button>
</form>
</div>
</article>
</li>`
}

export function productsPage({ ui, products, total, q, color, flash, returnTo }) {
  const filters = html`<form class="${ui.cls('filters')}" role="search" method="get" action="/products" aria-label="Filter products">
${field(ui, { id: 'q', name: 'q', label: ui.text('Search'), type: 'search', value: q, testid: 'search-input', attrs: html` placeholder="${ui.text('Search products')}"` })}
${field(ui, {
  id: 'color',
  name: 'color',
  label: ui.text('Color'),
  testid: 'color-filter',
  control: (id, attrs) => html`<select id="${id}" name="color"${attrs}>
<option value="">${ui.text('All colors')}</option>
${COLORS.map((c) => html`<option value="${c}"${c === color ? html` selected` : ''}>${c}</option>`)}
</select>`,
})}
<button type="submit" class="${ui.cls('btn')}" data-testid="${ui.testid('apply-filters')}">${ui.text('Apply filters')}</button>
</form>`
  const results = html`<section aria-label="Results">
<p class="result-count" role="status" data-testid="${ui.testid('result-count')}">${plural(total, 'product')} found</p>
${
  products.length === 0
    ? html`<p>No products match your search.</p>`
    : html`<ul class="${ui.cls('product-grid')}" aria-label="Product list" data-testid="${ui.testid('product-list')}">
${products.map((p) => productCard(ui, p, returnTo))}
</ul>`
}
</section>`
  return html`<h1>Products</h1>
${flashBox(ui, flash)}
<div class="shop-layout">
${ui.reordered('filters') ? [results, filters] : [filters, results]}
</div>`
}

export function cartPage({ ui, cart, flash }) {
  if (cart.items.length === 0) {
    return html`<h1>Your cart</h1>
${flashBox(ui, flash)}
<p data-testid="${ui.testid('empty-cart')}">Your cart is empty.</p>
<p><a href="/products">${ui.text('Continue shopping')}</a></p>`
  }
  const table = html`<form method="post" action="/cart/update">
<table class="${ui.cls('data-table')}" data-testid="${ui.testid('cart-table')}">
<caption>Items in your cart</caption>
<thead><tr><th scope="col">Product</th><th scope="col">Price</th><th scope="col">${ui.text('Quantity')}</th><th scope="col">Line total</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
<tbody>
${cart.items.map(
  (line) => html`<tr data-testid="${ui.testid('cart-row')}" data-product-id="${line.product_id}">
<th scope="row">${line.name}</th>
<td class="${ui.cls('price')}">${formatMoney(line.unit_price)}</td>
<td><label class="visually-hidden" for="qty-${line.id}">${ui.text('Quantity')} for ${line.name}</label><input type="number" id="qty-${line.id}" name="qty_${line.id}" min="0" max="99" value="${line.quantity}" data-testid="${ui.testid('line-quantity')}"></td>
<td data-testid="${ui.testid('line-total')}">${formatMoney(line.line_total)}</td>
<td><button type="submit" formaction="/cart/items/${line.id}/remove" class="${ui.cls('btn btn-link')}" data-testid="${ui.testid('remove-item')}">${ui.text('Remove')}</button></td>
</tr>`,
)}
</tbody>
</table>
<div class="cart-actions"><button type="submit" class="${ui.cls('btn')}" data-testid="${ui.testid('update-cart')}">${ui.text('Update cart')}</button></div>
</form>`
  const summary = html`<section class="${ui.cls('summary')}" aria-label="Cart summary" data-testid="${ui.testid('cart-summary')}">
<p class="cart-total" data-testid="${ui.testid('cart-total')}">Total: <strong>${formatMoney(cart.total)}</strong></p>
<p class="hint">${plural(cart.item_count, 'item')} · free shipping</p>
<form method="get" action="/checkout">
<div class="checkbox"><input type="checkbox" id="${ui.id('gift-wrap')}" name="gift_wrap" value="1" data-testid="${ui.testid('gift-wrap')}"><label for="${ui.id('gift-wrap')}">${ui.text('Gift wrap')}</label></div>
<p id="gift-note" class="hint" hidden>Your order will be gift wrapped for free.</p>
<button type="submit" class="${ui.cls('btn btn-primary')}" data-testid="${ui.testid('checkout-button')}">${ui.text('Checkout')}</button>
</form>
<p><a href="/products">${ui.text('Continue shopping')}</a></p>
</section>`
  return html`<h1>Your cart</h1>
${flashBox(ui, flash)}
${ui.reordered('cart summary') ? [summary, table] : [table, summary]}`
}

function orderSummary(cart, giftWrap) {
  return html`<aside class="panel" aria-label="Order summary">
<h2>Order summary</h2>
<ul>${cart.items.map((l) => html`<li>${l.quantity} × ${l.name} — ${formatMoney(l.line_total)}</li>`)}</ul>
${giftWrap ? html`<p>Gift wrapped</p>` : ''}
<p class="cart-total">Total: <strong>${formatMoney(cart.total)}</strong></p>
<p><a href="/cart">Back to cart</a></p>
</aside>`
}

export function checkoutPage({ ui, cart, values = {}, errors = [], giftWrap }) {
  if (cart.items.length === 0) {
    return html`<h1>Checkout</h1>
<p>Your cart is empty.</p>
<p><a href="/products">${ui.text('Continue shopping')}</a></p>`
  }
  const name = field(ui, {
    id: 'name',
    name: 'name',
    label: ui.text('Full name'),
    value: values.name,
    error: errorFor(errors, 'name'),
    testid: 'name-input',
    attrs: html` autocomplete="name"`,
  })
  const email = field(ui, {
    id: 'email',
    name: 'email',
    label: ui.text('Email'),
    type: 'email',
    value: values.email,
    error: errorFor(errors, 'email'),
    testid: 'email-input',
    attrs: html` autocomplete="email"`,
  })
  return html`<h1>Checkout</h1>
<div class="two-col">
<form class="panel" method="post" action="/checkout" novalidate data-testid="${ui.testid('checkout-form')}">
${errorSummary(ui, errors)}
${ui.reordered('checkout fields') ? [email, name] : [name, email]}
${field(ui, { id: 'address', name: 'address', label: ui.text('Address'), value: values.address, error: errorFor(errors, 'address'), testid: 'address-input', control: 'textarea' })}
${field(ui, {
  id: 'card-number',
  name: 'card_number',
  label: ui.text('Card number'),
  value: values.card_number,
  error: errorFor(errors, 'card_number'),
  testid: 'card-input',
  attrs: html` inputmode="numeric" autocomplete="cc-number" placeholder="1234 5678 9012 3456"`,
})}
${giftWrap ? html`<input type="hidden" name="gift_wrap" value="1">` : ''}
<button type="submit" class="${ui.cls('btn btn-primary')}" data-testid="${ui.testid('place-order')}">${ui.text('Place order')}</button>
</form>
${orderSummary(cart, giftWrap)}
</div>`
}

export function confirmationPage({ ui, order }) {
  return html`<section class="panel" data-testid="${ui.testid('order-confirmation')}">
<h1>Thank you for your order</h1>
<p>Your order number is <strong data-testid="${ui.testid('order-number')}">${order.id}</strong>.</p>
<p data-testid="${ui.testid('order-total')}">Order total: ${formatMoney(order.total)}</p>
${order.email ? html`<p>A confirmation was sent to ${order.email}.</p>` : ''}
${order.gift_wrap ? html`<p>Your order will be gift wrapped.</p>` : ''}
<ul>${order.items.map((l) => html`<li>${l.quantity} × ${l.name} — ${formatMoney(l.line_total)}</li>`)}</ul>
<p><a class="${ui.cls('btn btn-primary')}" href="/products">${ui.text('Continue shopping')}</a></p>
</section>`
}

export function adminPage({ ui, products, values = {}, errors = [], flash }) {
  return html`<h1>Admin</h1>
${flashBox(ui, flash)}
<section aria-labelledby="inventory-heading">
<h2 id="inventory-heading">Inventory</h2>
<table class="${ui.cls('data-table')}" data-testid="${ui.testid('admin-products')}">
<caption class="visually-hidden">Inventory</caption>
<thead><tr><th scope="col">ID</th><th scope="col">Name</th><th scope="col">Color</th><th scope="col">Price</th><th scope="col">Stock</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
<tbody>
${products.map(
  (
    p,
  ) => html`<tr data-product-id="${p.id}"><td>${p.id}</td><th scope="row">${p.name}</th><td>${p.color}</td><td>${formatMoney(p.price)}</td><td>${p.stock}</td>
<td><form method="post" action="/admin/products/${p.id}/delete"><button type="submit" class="${ui.cls('btn btn-link')}" data-testid="${ui.testid('delete-product')}">Delete</button></form></td></tr>`,
)}
</tbody>
</table>
</section>
<section class="panel" aria-labelledby="new-product-heading" style="margin-top:24px;max-width:560px">
<h2 id="new-product-heading">New product</h2>
<form method="post" action="/admin/products" novalidate data-testid="${ui.testid('add-product-form')}">
${errorSummary(ui, errors)}
${field(ui, { id: 'product-name', name: 'name', label: ui.text('Product name'), value: values.name, error: errorFor(errors, 'name') })}
${field(ui, { id: 'product-price', name: 'price', label: ui.text('Price'), value: values.price, error: errorFor(errors, 'price'), attrs: html` inputmode="decimal" placeholder="0.00"` })}
${field(ui, {
  id: 'product-color',
  name: 'color',
  label: ui.text('Color'),
  error: errorFor(errors, 'color'),
  control: (id, attrs) => html`<select id="${id}" name="color"${attrs}>
<option value="">Choose a color</option>
${COLORS.map((c) => html`<option value="${c}"${c === values.color ? html` selected` : ''}>${c}</option>`)}
</select>`,
})}
${field(ui, { id: 'product-stock', name: 'stock', label: ui.text('Stock'), type: 'number', value: values.stock ?? '0', error: errorFor(errors, 'stock'), attrs: html` min="0"` })}
${field(ui, { id: 'product-description', name: 'description', label: ui.text('Description'), value: values.description, error: errorFor(errors, 'description'), control: 'textarea' })}
<button type="submit" class="${ui.cls('btn btn-primary')}" data-testid="${ui.testid('add-product')}">${ui.text('Add product')}</button>
</form>
</section>`
}

export function messagePage({ title, message, link = { href: '/products', label: 'Go to the products' } }) {
  return html`<div class="panel narrow"><h1>${title}</h1><p>${message}</p><p><a href="${link.href}">${link.label}</a></p></div>`
}
