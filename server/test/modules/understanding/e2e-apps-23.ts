import { type Page, shell } from './e2e-apps-22.js'

/**
 * Riverside Public Library, built to fit held-out set 23's library steps the way a small team builds it: one header
 * with the catalog search (an icon button named only by its title, an "Include e-books" box), a results list with no
 * name under a heading, record pages, the account page (tabs, a checkouts table with row actions, saved preferences,
 * a sidebar whose "Pay fines" link shows only while "Fines" is hovered) and a footer. Bugs: the search drops its
 * last match (an off-by-one); the notification preference is saved under one key and read back under another.
 */

const LIBRARY_STYLE = `<style>
.side{float:left;width:11rem} .side li{position:relative} .flyout{display:none;position:absolute;left:9rem;top:0;background:#fff;border:1px solid #ccc;padding:.5rem;width:9rem}
.side li:hover .flyout{display:block} main{margin-left:12rem} footer{margin-top:90vh;border-top:1px solid #ccc;padding:1rem}
</style>`

const header = `<header class="site-header">
  <a href="#" class="logo"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt=""> Riverside Public Library</a>
  <form id="search" class="search-bar">
    <input type="search" name="q" aria-label="Search" placeholder="Title, author or ISBN">
    <label><input type="checkbox" name="ebooks" checked> Include e-books</label>
    <button title="Search"><svg width="14" height="14" viewBox="0 0 14 14"><circle cx="6" cy="6" r="5" fill="none" stroke="#333"/></svg></button>
  </form>
  <nav><ul class="menu"><li><a href="#">Catalog</a></li><li><a href="#">Events</a></li><li><a href="#" class="account-link">My Account</a></li></ul></nav>
</header>`

const footer = `<footer><ul class="links"><li><a href="#" class="hours-link">Library hours</a></li><li><a href="#">Contact us</a></li><li><a href="#">Accessibility</a></li></ul>
<small>© 2026 Riverside Public Library</small></footer>`

/** The shared script: links that know the app's base path, and the header search that goes to the catalog. */
const common = `document.querySelector('.account-link').href = BASE + '/account'
document.querySelector('.hours-link').href = BASE + '/hours'
document.getElementById('search').onsubmit = (e) => {
  e.preventDefault()
  location.href = BASE + '/catalog?q=' + encodeURIComponent(e.target.q.value) + (e.target.ebooks.checked ? '' : '&ebooks=no')
}`

const BOOKS = [
  ['dune', 'Dune', 'Frank Herbert', 'Book'],
  ['dune-messiah', 'Dune Messiah', 'Frank Herbert', 'Book'],
  ['children-of-dune', 'Children of Dune', 'Frank Herbert', 'Book'],
  ['god-emperor-of-dune', 'God Emperor of Dune', 'Frank Herbert', 'Book'],
  ['heretics-of-dune', 'Heretics of Dune', 'Frank Herbert', 'Book'],
  ['chapterhouse-dune', 'Chapterhouse: Dune', 'Frank Herbert', 'eBook'],
  ['the-hobbit', 'The Hobbit', 'J. R. R. Tolkien', 'Book'],
  ['project-hail-mary', 'Project Hail Mary', 'Andy Weir', 'Book'],
]

const catalogPage: Page = (bug) =>
  shell(
    'Catalog | Riverside Library',
    `${LIBRARY_STYLE}${header}
<main style="margin-left:0"><h1>Catalog</h1>
<p id="summary">Search by title, author or ISBN.</p>
<h2>Results</h2>
<ul class="results"></ul>
</main>${footer}`,
    `${common}
const BOOKS = ${JSON.stringify(BOOKS)}
const params = new URLSearchParams(location.search)
const q = (params.get('q') || '').trim().toLowerCase()
document.getElementById('search').q.value = params.get('q') || ''
document.getElementById('search').ebooks.checked = params.get('ebooks') !== 'no'
if (q) {
  const found = BOOKS.filter((b) => (b[1] + ' ' + b[2]).toLowerCase().includes(q) && (params.get('ebooks') !== 'no' || b[3] !== 'eBook'))
  const ul = document.querySelector('.results')
  for (let i = 0; i < found.length${bug ? ' - 1' : ''}; i++) {
    const li = document.createElement('li')
    li.innerHTML = '<a></a> <span class="by"></span> <span class="format"></span>'
    li.querySelector('a').textContent = found[i][1]; li.querySelector('a').href = BASE + '/catalog/' + found[i][0]
    li.querySelector('.by').textContent = 'by ' + found[i][2]; li.querySelector('.format').textContent = '(' + found[i][3] + ')'
    ul.appendChild(li)
  }
  document.getElementById('summary').textContent = found.length + ' titles match "' + params.get('q') + '"'
}`,
  )

const recordPage =
  (slug: string): Page =>
  () => {
    const [, title, author] = BOOKS.find(([s]) => s === slug)!
    return shell(
      `${title} | Riverside Library`,
      `${LIBRARY_STYLE}${header}
<main style="margin-left:0"><h1>${title}</h1><p>by ${author}</p>
<div class="availability"><h2>Availability</h2><ul><li>Available at Main Branch</li><li>On loan at Eastside Branch (due 04/12/2026)</li></ul></div>
<div class="hold">
  <label for="pickup">Pickup location</label>
  <select id="pickup"><option>Main Branch</option><option>Eastside Branch</option><option>Northgate Branch</option></select>
  <button class="btn" id="hold">Place hold</button>
</div>
<h2>Details</h2><p>Hardback, 336 pages. Shelf mark F HER.</p>
</main>${footer}`,
      `${common}
document.getElementById('hold').onclick = () => { document.getElementById('hold').disabled = true; toast('Hold placed') }`,
    )
  }

const accountPage: Page = (bug) =>
  shell(
    'My Account | Riverside Library',
    `${LIBRARY_STYLE}${header}
<aside class="side"><ul>
  <li><a href="#">Checkouts</a></li><li><a href="#">Holds</a></li>
  <li><a href="#">Fines</a><div class="flyout"><p>You owe $2.50</p><a href="#" class="pay">Pay fines</a></div></li>
  <li><a href="#">Reading history</a></li>
</ul></aside>
<main><h1>My Account</h1>
<div role="tablist"><button role="tab" aria-selected="false" aria-controls="holds">Holds</button><button role="tab" aria-selected="true" aria-controls="checkouts">Checkouts</button></div>
<div role="tabpanel" id="holds" hidden><p>You have no holds.</p></div>
<div role="tabpanel" id="checkouts">
  <table><thead><tr><th>Title</th><th>Due</th><th></th></tr></thead><tbody>
    <tr><td>The Hobbit</td><td>28/11/2026</td><td><button>Renew</button> <a href="#" data-slug="the-hobbit">Details</a></td></tr>
    <tr><td>Project Hail Mary</td><td>02/12/2026</td><td><button>Renew</button> <a href="#" data-slug="project-hail-mary">Details</a></td></tr>
  </tbody></table>
  <button disabled>Renew all</button>
</div>
<section><h2>Notifications</h2>
  <label><input type="checkbox" id="due-mail"> Email me before items are due</label>
  <button id="save-prefs">Save preferences</button>
</section>
</main>${footer}`,
    `${common}
document.querySelector('.pay').href = BASE + '/account/fines'
document.querySelectorAll('a[data-slug]').forEach((a) => { a.href = BASE + '/catalog/' + a.dataset.slug })
document.querySelectorAll('[role=tab]').forEach((t) => t.onclick = () => {
  document.querySelectorAll('[role=tab]').forEach((o) => { o.setAttribute('aria-selected', String(o === t)); document.getElementById(o.getAttribute('aria-controls')).hidden = o !== t })
})
const prefs = JSON.parse(localStorage.getItem('prefs') || '{}')
document.getElementById('due-mail').checked = !!prefs.dueMail
document.getElementById('save-prefs').onclick = () => {
  localStorage.setItem('${bug ? 'preferences' : 'prefs'}', JSON.stringify({ dueMail: document.getElementById('due-mail').checked }))
  toast('Preferences saved')
}`,
  )

const finesPage: Page = () =>
  shell(
    'Pay fines | Riverside Library',
    `${LIBRARY_STYLE}${header}
<main style="margin-left:0"><h1>Fines</h1><div id="pay"><p>Loading…</p></div></main>${footer}`,
    `${common}
setTimeout(() => {
  document.getElementById('pay').innerHTML = '<h2>Payment summary</h2><p>Late return: The Hobbit (5 days)</p>' +
    '<label for="due">Amount due</label> <input id="due" value="$2.50" readonly> <button>Pay with card</button>'
}, 400)`,
  )

const hoursPage: Page = () =>
  shell(
    'Library hours | Riverside Library',
    `${LIBRARY_STYLE}${header}
<main style="margin-left:0"><h1>Library hours</h1>
<table><tr><td>Monday to Friday</td><td>9:00 - 20:00</td></tr><tr><td>Saturday</td><td>10:00 - 17:00</td></tr></table>
<p>Closed on Sundays and public holidays.</p></main>${footer}`,
    common,
  )

export const LIBRARY_PAGES: Record<string, Page> = {
  '/catalog': catalogPage,
  ...Object.fromEntries(BOOKS.map(([slug]) => [`/catalog/${slug}`, recordPage(slug!)])),
  '/account': accountPage,
  '/account/fines': finesPage,
  '/hours': hoursPage,
}
