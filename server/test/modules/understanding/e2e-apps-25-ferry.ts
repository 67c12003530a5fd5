import { type Page, shell } from './e2e-apps-22.js'

/**
 * SeaLink Ferries (tickets) and the Sunday League (fixtures), built to fit held-out set 25's Gherkin and typo-ridden
 * steps: a sailing search whose results are list items with "Choose" buttons, a passengers form, cabins as div cards
 * with "Select" buttons that fill a read-only Cabin field; fixtures whose "Enter result" buttons show only while their
 * row is hovered (opacity), an inline result editor in the row, tabs, a CSS tooltip on a table header, a discipline
 * page. Bugs: the second cabin's "Select" fills the third cabin's name (an off-by-one); a result is saved with the
 * goals swapped. The ferry's search page also comes restyled: the date field's label reads "Date of travel" and its id
 * changed, the search button says "Find Sailings" with its id and classes gone; a stored locator should heal.
 */

type Variant = 'ok' | 'bug' | 'cosmetic'

const sailingsPage = (variant: Variant) =>
  shell(
    'Sailings | SeaLink Ferries',
    `<header><strong>SeaLink Ferries</strong></header>
<main><h1>Find a sailing</h1>
<form id="search">
  <label for="from">Departure port</label> <select id="from"><option value="">Choose…</option><option>Plymouth</option><option>Portsmouth</option><option>Poole</option></select>
  <label for="to">Arrival port</label> <select id="to"><option value="">Choose…</option><option>Bilbao</option><option>Santander</option><option>Caen</option></select>
  ${variant === 'cosmetic' ? '<label for="when">Date of travel</label> <input id="when" name="date" type="date">' : '<label for="date">Travel date</label> <input id="date" type="date">'}
  ${variant === 'cosmetic' ? '<button class="cta">Find Sailings</button>' : '<button id="find" class="btn btn-primary">Find sailings</button>'}
</form>
<p id="found"></p>
<h2>Sailings</h2><ul id="sailings"></ul></main>`,
    `const SAILINGS = [['08:30 Galicia', '£189', 'galicia'], ['14:00 Salamanca', '£214', 'salamanca'], ['21:45 Pont-Aven', '£240', 'pont-aven']]
document.getElementById('search').onsubmit = (e) => {
  e.preventDefault()
  if (!document.getElementById('from').value || !document.getElementById('to').value) return
  document.getElementById('found').textContent = SAILINGS.length + ' sailings found'
  document.getElementById('sailings').innerHTML = SAILINGS.map((s) =>
    '<li><span>' + s[0] + '</span> <span class="price">' + s[1] + '</span> <button data-to="' + s[2] + '">Choose</button></li>').join('')
  document.querySelectorAll('#sailings button').forEach((b) => b.onclick = () => { location.href = BASE + '/book/' + b.dataset.to })
}`,
  )

const CABINS = ['Inside twin', 'Outside twin', 'Pet-friendly cabin', 'Commodore suite']

const bookingPage: Page = (bug) =>
  shell(
    'Booking – Galicia | SeaLink Ferries',
    `<header><strong>SeaLink Ferries</strong></header>
<main><h1>Passengers and vehicles</h1>
<div><label for="adults">Adults</label> <input id="adults" type="number" min="1" value="1"></div>
<div><label for="vehicle">Vehicle</label> <select id="vehicle"><option>No vehicle</option><option>Car up to 5m</option><option>Motorhome</option></select></div>
<label><input type="checkbox" id="pet"> Travelling with a pet</label>
<p id="pet-note" class="hint" hidden>Pet-friendly cabin required</p>
<div><label for="promo">Promo code</label> <input id="promo"></div>
<button id="to-cabins" disabled>Continue to cabins</button>
<section id="cabins" hidden><h2>Select a cabin</h2>
${CABINS.map((c) => `<div class="card"><h3>${c}</h3><button class="pick">Select</button></div>`).join('')}
<div><label for="cabin">Cabin</label> <input id="cabin" readonly></div></section></main>`,
    `const $ = (id) => document.getElementById(id)
const CABINS = ${JSON.stringify(CABINS)}
const ready = () => { $('to-cabins').disabled = !(Number($('adults').value) > 0 && $('vehicle').value) }
$('adults').oninput = ready; $('vehicle').onchange = ready
$('pet').onchange = () => { $('pet-note').hidden = !$('pet').checked; ready() }
$('to-cabins').onclick = () => setTimeout(() => { $('cabins').hidden = false }, 400)
document.querySelectorAll('.pick').forEach((b, i) => b.onclick = () => { $('cabin').value = 'Cabin: ' + CABINS[i${bug ? ' + 1' : ''}] })`,
  )

export const FERRY_PAGES: Record<string, Page> = {
  '/sailings': (bug) => sailingsPage(bug ? 'bug' : 'ok'),
  '/book/galicia': bookingPage,
}

/** The ferry with its search button renamed and restyled, served as the app as meant. */
export const FERRY_COSMETIC_PAGES: Record<string, Page> = {
  '/sailings': () => sailingsPage('cosmetic'),
  '/book/galicia': () => bookingPage(false),
}

const FIXTURES = [
  ['2025-09-07', 'Canal Rovers v Old Boys', '2 - 2'],
  ['2025-09-07', 'Parkside v Red Lions FC', '0 - 1'],
  ['2025-09-21', 'Old Boys v Parkside', ''],
  ['2025-09-21', 'Red Lions FC v Parkside', ''],
  ['2025-09-28', 'Canal Rovers v Parkside', ''],
  ['2025-10-05', 'Old Boys v Red Lions FC', ''],
  ['2025-10-12', 'Parkside v Old Boys', ''],
  ['2025-10-19', 'Red Lions FC v Old Boys', ''],
]

const fixturesPage: Page = (bug) =>
  shell(
    'Fixtures – Sunday League',
    `<style>#fixtures li .act{opacity:0} #fixtures li:hover .act{opacity:1} th .tip{display:none;position:absolute;background:#333;color:#fff;padding:.3rem}
th:hover .tip{display:block}</style>
<header><strong>Sunday League</strong> <nav><a href="#" id="discipline-link">Discipline</a></nav></header>
<main><h1>Fixtures</h1>
<div role="tablist"><button role="tab" aria-selected="true" data-panel="fixtures-panel">Fixtures</button><button role="tab" aria-selected="false" data-panel="table-panel">League table</button></div>
<div id="fixtures-panel">
<span class="btn" id="add" role="button" tabindex="0">+ Add fixture</span>
<form id="new" hidden>
  <label for="home">Home team</label> <select id="home"><option value="">--</option><option>Red Lions FC</option><option>Canal Rovers</option><option>Old Boys</option><option>Parkside</option></select>
  <label for="away">Away team</label> <select id="away"><option value="">--</option><option>Red Lions FC</option><option>Canal Rovers</option><option>Old Boys</option><option>Parkside</option></select>
  <label for="kdate">Kick off date</label> <input id="kdate" type="date">
  <label for="ktime">Kick off time</label> <input id="ktime" type="time">
  <label for="venue">Venue</label> <select id="venue"><option>Pitch 1</option><option>Pitch 2</option><option>Pitch 3</option></select>
  <button id="save-fixture">Save fixture</button>
</form>
<h2>Fixtures</h2><ul id="fixtures"></ul>
<form id="result" hidden><label for="hg">Home goals</label> <input id="hg" type="number" size="2"> <label for="ag">Away goals</label> <input id="ag" type="number" size="2"> <button>Save result</button></form>
</div>
<div id="table-panel" hidden><table><thead><tr><th>Team</th><th>P</th><th><span>Pts</span><span class="tip">Points: 3 for a win, 1 for a draw</span></th></tr></thead><tbody id="standings"></tbody></table></div>
</main>`,
    `const $ = (id) => document.getElementById(id)
const fixtures = ${JSON.stringify(FIXTURES)}
let editing = -1
function render() {
  fixtures.sort((a, b) => a[0].localeCompare(b[0]))
  $('fixtures').innerHTML = fixtures.map((f, i) => '<li data-i="' + i + '"><span>' + f[0] + '</span> <b>' + f[1] + '</b> <span class="score">' + f[2] + '</span> <button class="act">Enter result</button></li>').join('')
  document.querySelectorAll('#fixtures .act').forEach((b) => b.onclick = () => {
    const li = b.closest('li'); editing = Number(li.dataset.i); li.appendChild($('result')); $('result').hidden = false
  })
  const pts = { 'Red Lions FC': 0, 'Canal Rovers': 0, 'Old Boys': 0, Parkside: 0 }
  for (const [, match, score] of fixtures) {
    if (!score) continue
    const [home, away] = match.split(' v '); const [h, a] = score.split(' - ').map(Number)
    if (h > a) pts[home] += 3; else if (a > h) pts[away] += 3; else { pts[home] += 1; pts[away] += 1 }
  }
  $('standings').innerHTML = Object.entries(pts).sort((x, y) => y[1] - x[1]).map(([t, p]) => '<tr><td>' + t + '</td><td>-</td><td>' + p + '</td></tr>').join('')
}
$('add').onclick = () => { $('new').hidden = false }
$('new').onsubmit = (e) => {
  e.preventDefault()
  fixtures.push([$('kdate').value, $('home').value + ' v ' + $('away').value, ''])
  $('new').hidden = true; render(); toast('Fixture added')
}
$('result').onsubmit = (e) => {
  e.preventDefault()
  fixtures[editing][2] = ${bug ? "$('ag').value + ' - ' + $('hg').value" : "$('hg').value + ' - ' + $('ag').value"}
  $('result').hidden = true; document.querySelector('main').appendChild($('result')); render()
}
document.querySelectorAll('[role=tab]').forEach((t) => t.onclick = () => {
  document.querySelectorAll('[role=tab]').forEach((o) => { o.setAttribute('aria-selected', String(o === t)); $(o.dataset.panel).hidden = o !== t })
})
$('discipline-link').href = BASE + '/league/discipline'
render()`,
  )

const disciplinePage: Page = () =>
  shell(
    'Discipline – Sunday League',
    `<header><strong>Sunday League</strong></header><main><h1>Discipline</h1>
<table><thead><tr><th>Player</th><th>Club</th><th>Status</th></tr></thead><tbody>
<tr><td>Gemma Rossi</td><td>Red Lions FC</td><td>1 yellow card</td></tr>
<tr><td>Sam Okoye</td><td>Parkside</td><td><span class="badge">Suspended</span></td></tr></tbody></table></main>`,
    '',
  )

export const LEAGUE_PAGES: Record<string, Page> = {
  '/league/fixtures': fixturesPage,
  '/league/discipline': disciplinePage,
}
