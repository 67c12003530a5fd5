class Raw {
  constructor(value) {
    this.value = value
  }
  toString() {
    return this.value
  }
}

/** Marks our own CSS and script text as safe to embed; never use it on request data. */
export const trusted = (text) => new Raw(text)

const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (c) => ENTITIES[c])

function render(value) {
  if (value === undefined || value === null || value === false) return ''
  if (value instanceof Raw) return value.value
  if (Array.isArray(value)) return value.map(render).join('')
  return escapeHtml(value)
}

/** Tagged template: interpolated values are escaped unless they are themselves `html` results. */
export function html(strings, ...values) {
  return new Raw(strings.reduce((out, s, i) => out + s + (i < values.length ? render(values[i]) : ''), ''))
}

export const SWATCHES = {
  Black: ['#2f3137', '#ffffff'],
  Blue: ['#3565c9', '#ffffff'],
  Green: ['#2c8a62', '#ffffff'],
  Red: ['#c9433f', '#ffffff'],
  White: ['#ece8df', '#3a3a3a'],
  Yellow: ['#e6b93a', '#3a3a3a'],
}

function css(ui) {
  const c = (name) => `.${ui.cls(name)}`
  const sidebar = ui.reordered('filters')
  return `
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1f2330;background:#f5f6fa}
a{color:#3446b4}
.skip-link{position:absolute;left:-999px}.skip-link:focus{left:8px;top:8px;background:#fff;padding:6px}
${c('site-header')}{background:#1d2540;color:#fff;padding:0 32px;display:flex;align-items:center;justify-content:space-between;height:60px}
.brand{color:#fff;font-weight:700;font-size:19px;text-decoration:none;letter-spacing:.2px}
.brand span{color:#f5b942}
${c('site-nav')} ul{list-style:none;display:flex;gap:6px;margin:0;padding:0;align-items:center}
${c('site-nav')} a,${c('site-nav')} button{color:#dfe4f5;text-decoration:none;padding:7px 12px;border-radius:6px;font:inherit;background:none;border:0;cursor:pointer}
${c('site-nav')} a:hover,${c('site-nav')} button:hover,${c('site-nav')} a[aria-current=page]{background:#2d3760;color:#fff}
${c('site-nav')} form{margin:0}
.badge{display:inline-block;min-width:20px;padding:0 6px;margin-left:4px;border-radius:10px;background:#f5b942;color:#1d2540;font-size:12px;font-weight:700;text-align:center}
.who{color:#aab3d3;font-size:13px;padding:0 6px}
main{max-width:1080px;margin:0 auto;padding:28px 32px 48px}
h1{font-size:28px;margin:0 0 18px}
h2{font-size:19px;margin:0 0 10px}
footer{text-align:center;color:#8a90a6;font-size:13px;padding:20px}
${c('btn')}{display:inline-block;border:1px solid #c9cedf;background:#fff;color:#1f2330;border-radius:8px;padding:8px 16px;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
${c('btn')}:hover{border-color:#8d96b8}
${c('btn-primary')}{background:#3446b4;border-color:#3446b4;color:#fff}
${c('btn-primary')}:hover{background:#28379a}
${c('btn-link')}{border:0;background:none;color:#b3362f;padding:4px 6px;font-weight:500}
${c('field')}{display:flex;flex-direction:column;gap:4px;margin-bottom:14px}
${c('field')} label{font-weight:600;font-size:14px}
input[type=text],input[type=password],input[type=search],input[type=email],input[type=number],select,textarea{font:inherit;padding:8px 10px;border:1px solid #c9cedf;border-radius:8px;background:#fff;min-width:0}
input[aria-invalid=true],textarea[aria-invalid=true]{border-color:#c9433f}
${c('field-error')}{color:#b3362f;font-size:13px;margin:0}
.checkbox{display:flex;gap:8px;align-items:center;margin:10px 0}
${c('alert')}{border-radius:8px;padding:10px 14px;margin:0 0 18px;border:1px solid}
.alert-error{background:#fdecec;border-color:#f0b4b1;color:#8a231e}
.alert-success{background:#e8f6ee;border-color:#a9dcc0;color:#1d5e3d}
${c('alert')} h2{font-size:15px;margin:0 0 4px}${c('alert')} ul{margin:0;padding-left:20px}
.panel{background:#fff;border:1px solid #e1e4ee;border-radius:12px;padding:22px}
.narrow{max-width:420px}
.hint{color:#687089;font-size:13px}
.shop-layout{display:grid;gap:22px;${sidebar ? 'grid-template-columns:1fr 250px;align-items:start' : ''}}
${c('filters')}{background:#fff;border:1px solid #e1e4ee;border-radius:12px;padding:14px 16px;display:flex;gap:14px;align-items:flex-end;flex-wrap:wrap}
${c('filters')} ${c('field')}{margin:0}
${sidebar ? `${c('filters')}{flex-direction:column;align-items:stretch}` : ''}
.result-count{color:#687089;margin:0 0 12px}
${c('product-grid')}{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(${sidebar ? 2 : 3},1fr);gap:18px}
${c('product-card')} article{background:#fff;border:1px solid #e1e4ee;border-radius:12px;overflow:hidden;display:flex;flex-direction:column;height:100%}
.product-image{height:120px;display:flex;align-items:center;justify-content:center;font-size:34px;font-weight:700;letter-spacing:2px}
.product-body{padding:14px 16px 16px;display:flex;flex-direction:column;gap:6px;flex:1}
${c('product-card')} h2{font-size:17px;margin:0}
.description{color:#4d5470;font-size:14px;margin:0;flex:1}
.meta{color:#687089;font-size:13px;margin:0}
${c('price')}{font-weight:700;font-size:17px;margin:0}
${c('product-card')} form{margin-top:6px}${c('product-card')} ${c('btn')}{width:100%}
${c('data-table')}{width:100%;border-collapse:collapse;background:#fff;border:1px solid #e1e4ee}
${c('data-table')} caption{text-align:left;font-weight:600;padding:0 0 8px}
${c('data-table')} th,${c('data-table')} td{padding:10px 14px;text-align:left;border-bottom:1px solid #eef0f5}
${c('data-table')} thead th{background:#f0f2f8;font-size:13px;text-transform:uppercase;letter-spacing:.4px;color:#4d5470}
${c('data-table')} input[type=number]{width:76px}
.cart-actions{display:flex;justify-content:flex-end;margin:12px 0 22px}
${c('summary')}{background:#fff;border:1px solid #e1e4ee;border-radius:12px;padding:18px 22px;max-width:380px;margin-left:auto;margin-bottom:22px}
.cart-total{font-size:20px;margin:0 0 6px}
.two-col{display:grid;grid-template-columns:1fr 320px;gap:24px;align-items:start}
.visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.quick-links{display:flex;gap:12px;list-style:none;padding:0}
`
}

const SCRIPT = (ui) => `
document.addEventListener('change', (event) => {
  const el = event.target
  if (el.id === ${JSON.stringify(ui.id('gift-wrap'))}) document.getElementById('gift-note').hidden = !el.checked
})
`

function navigation({ ui, viewer, cartCount, current }) {
  const link = (href, label, testid, extra) =>
    html`<li><a href="${href}" data-testid="${ui.testid(testid)}"${current === href ? html` aria-current="page"` : ''}>${label}${extra}</a></li>`
  const products = link('/products', ui.text('Products'), 'nav-products')
  const cart = link(
    '/cart',
    ui.text('Cart'),
    'nav-cart',
    html` <span class="badge" data-testid="${ui.testid('cart-count')}">${cartCount}</span>`,
  )
  const items = ui.reordered('header navigation') ? [cart, products] : [products, cart]
  if (viewer) {
    items.push(link('/dashboard', 'Dashboard', 'nav-dashboard'))
    if (viewer.role === 'admin') items.push(link('/admin', 'Admin', 'nav-admin'))
    items.push(html`<li class="who">${viewer.username}</li>
      <li><form method="post" action="/logout"><button type="submit" data-testid="${ui.testid('nav-logout')}">${ui.text('Sign out')}</button></form></li>`)
  } else if (current !== '/login') {
    items.push(link('/login', ui.text('Sign in'), 'nav-login'))
  }
  return html`<nav class="${ui.cls('site-nav')}" aria-label="Main"><ul>${items}</ul></nav>`
}

/** The page shell shared by every screen. */
export function layout({ ui, title, viewer, cartCount, current, body }) {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Demo Shop</title>
<style>${trusted(css(ui))}</style>
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
<header class="${ui.cls('site-header')}">
<a class="brand" href="/products">Demo<span>Shop</span></a>
${navigation({ ui, viewer, cartCount, current })}
</header>
<main id="main">
${body}
</main>
<footer>Demo Shop — a target application for Specwright</footer>
<script>${trusted(SCRIPT(ui))}</script>
</body>
</html>
`.value
}
