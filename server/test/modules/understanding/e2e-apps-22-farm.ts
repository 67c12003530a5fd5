import { type Page, shell } from './e2e-apps-22.js'

/**
 * The farm shop of held-out set 22, for its merchant's steps: the product admin (a table of products and a form that
 * adds and edits them) and the shop's search with filters and sorting. Bugs: a product out of stock still reads
 * "In stock"; sorting by price leaves the order as it was.
 */

const adminProductsPage: Page = (bug) =>
  shell(
    'Products · Hillside Farm Shop admin',
    `<header><nav><ul><li><a href="#">Orders</a></li><li><a href="#">Products</a></li><li><a href="#">Customers</a></li></ul></nav></header>
<main><h1>Products</h1>
<button id="new" class="btn"><span aria-hidden="true">+</span> New product</button>
<form id="pf" hidden>
  <h2 id="formtitle">New product</h2>
  <div><label for="pname">Name</label> <input id="pname" required></div>
  <div><label for="price">Price</label> £<input id="price" inputmode="decimal"></div>
  <div><label for="cat">Category</label> <select id="cat"><option>Vegetables</option><option>Dairy</option><option>Eggs</option><option>Pantry</option></select></div>
  <div><label for="stock">Stock</label> <input id="stock" type="number" min="0"></div>
  <label><input type="checkbox" id="home"> Show on homepage</label>
  <div><button>Save product</button> <button type="button" id="cancel">Cancel</button></div>
</form>
<table><thead><tr><th>Product</th><th>Price</th><th>Category</th><th>Stock</th><th></th></tr></thead><tbody id="rows"></tbody></table>
</main>`,
    `const products = [
  { name: 'Free-range eggs (12)', price: '3.90', cat: 'Eggs', stock: 40 },
  { name: 'Raw honey 500g', price: '7.80', cat: 'Pantry', stock: 12 },
]
let editing = null
const form = document.getElementById('pf')
const field = (id) => document.getElementById(id)
function render() {
  field('rows').innerHTML = ''
  for (const p of products) {
    const tr = document.createElement('tr')
    const inStock = ${bug ? 'p.stock >= 0' : 'p.stock > 0'}
    tr.innerHTML = '<td></td><td>£' + p.price + '</td><td>' + p.cat + '</td><td>' + (inStock ? 'In stock' : 'Sold out') + ' (' + p.stock + ')</td><td><a href="#">Edit</a></td>'
    tr.querySelector('td').textContent = p.name
    tr.querySelector('a').onclick = (e) => { e.preventDefault(); open(p) }
    field('rows').appendChild(tr)
  }
}
function open(p) {
  editing = p
  field('formtitle').textContent = p ? 'Edit ' + p.name : 'New product'
  field('pname').value = p ? p.name : ''; field('price').value = p ? p.price : ''; field('cat').value = p ? p.cat : 'Vegetables'
  field('stock').value = p ? p.stock : ''; field('home').checked = !!(p && p.home)
  form.hidden = false
}
field('new').onclick = () => open(null)
field('cancel').onclick = () => { form.hidden = true }
form.onsubmit = (e) => {
  e.preventDefault()
  const p = editing || {}
  Object.assign(p, { name: field('pname').value, price: field('price').value, cat: field('cat').value, stock: Number(field('stock').value), home: field('home').checked })
  if (!editing) { products.push(p); toast('Product created') } else toast('Product saved')
  form.hidden = true; render()
}
render()`,
  )

const shopPage: Page = (bug) =>
  shell(
    'Hillside Farm Shop',
    `<header><a href="#">Hillside Farm Shop</a> <nav><ul><li><a href="#">Shop</a></li><li><a href="#">Visit us</a></li></ul></nav></header>
<main><h1>Fresh this week</h1>
<form id="search" role="search"><input type="search" id="q" placeholder="Search products"> <button aria-label="Search">🔍</button></form>
<div class="filters">
  <label><input type="checkbox" id="organic"> Organic only</label>
  <label for="sort">Sort by</label> <select id="sort"><option>Relevance</option><option>Price: low to high</option><option>Price: high to low</option></select>
  <a href="#" id="clear">Clear filters</a>
</div>
<h2>Results</h2>
<ul id="results"></ul>
</main>`,
    `const products = [
  { name: 'Apple juice 1L', price: 2.8, organic: true },
  { name: 'Bramley apples 1kg', price: 2.1, organic: true },
  { name: 'Apple & ginger chutney', price: 4.5, organic: false },
  { name: 'Raw honey 500g', price: 7.8, organic: true },
  { name: 'Free-range eggs (12)', price: 3.9, organic: false },
]
let query = ''
function render() {
  const organic = document.getElementById('organic').checked
  let shown = products.filter((p) => p.name.toLowerCase().includes(query.toLowerCase()) && (!organic || p.organic))
  const sort = document.getElementById('sort').value
  ${bug ? '' : "if (sort !== 'Relevance') shown = [...shown].sort((a, b) => (sort === 'Price: low to high' ? 1 : -1) * (a.price - b.price))"}
  document.getElementById('results').innerHTML = shown.map((p) => '<li><span>' + p.name + '</span> £' + p.price.toFixed(2) + '</li>').join('')
}
document.getElementById('search').onsubmit = (e) => { e.preventDefault(); query = document.getElementById('q').value.trim(); render() }
document.getElementById('organic').onchange = render
document.getElementById('sort').onchange = render
document.getElementById('clear').onclick = (e) => {
  e.preventDefault()
  document.getElementById('organic').checked = false; document.getElementById('sort').value = 'Relevance'
  document.getElementById('q').value = ''; query = ''; render()
}
render()`,
  )

export const FARM_PAGES: Record<string, Page> = {
  '/admin/products': adminProductsPage,
  '/shop': shopPage,
}
