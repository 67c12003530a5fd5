import { type Page, shell } from './e2e-apps-22.js'

/**
 * HiveLog (an apiary's hives) and Harbourline (ferry booking), built to fit held-out set 26's steps: hives as plain div
 * cards with a hand-made context menu on right click and a browser confirm, a "Varroa" badge whose tooltip shows only
 * while hovered, a harvest log far down with its own search; a timetable search, a passengers form that is restored
 * from session storage when the user comes back to it, cabins with "Add" buttons. Bugs: an archived hive comes back
 * after a reload (the archive is never stored); coming back to the passengers form resets it.
 */

const HIVES = [
  ['Hive 1', 'Queenright'],
  ['Hive 2', 'Queenright'],
  ['Hive 3', 'Queenless'],
  ['Hive 4', 'Nucleus'],
]

const apiaryPage: Page = (bug) =>
  shell(
    'Orchard Hill · HiveLog',
    `<style>.hive{display:inline-block;border:1px solid #ccc;padding:.8rem;margin:.3rem;width:9rem}
.badge{position:relative;background:#fd0;padding:0 .3rem} .badge .tip{display:none;position:absolute;top:1.3rem;left:0;background:#333;color:#fff;width:9rem;padding:.3rem}
.badge:hover .tip{display:block} #ctx{position:absolute;background:#fff;border:1px solid #999;list-style:none;padding:.3rem} #harvests{margin-top:110vh}</style>
<header><strong>HiveLog</strong></header>
<main><h1>Orchard Hill</h1>
<div role="tablist"><button role="tab" aria-selected="false">Overview</button><button role="tab" aria-selected="true">Hives</button></div>
<div id="hives"></div>
<ul id="ctx" role="menu" hidden><li role="menuitem" tabindex="-1" id="archive">Archive hive</li><li role="menuitem" tabindex="-1">Move hive</li></ul>
<section id="harvests"><h2>Harvest log</h2>
  <input type="search" aria-label="Search" placeholder="Search harvests"> <button>Export CSV</button>
  <ul id="log"></ul></section></main>`,
    `const $ = (id) => document.getElementById(id)
const HIVES = ${JSON.stringify(HIVES)}
const HARVESTS = ['Spring 2025 – acacia, 14 kg', 'Autumn 2024 – heather, 9 kg', 'Spring 2024 – acacia, 11 kg']
const archived = JSON.parse(localStorage.getItem('archived') || '[]')
let target = ''
function render() {
  $('hives').innerHTML = HIVES.filter((h) => !archived.includes(h[0])).map((h) =>
    '<div class="hive" data-name="' + h[0] + '"><h3>' + h[0] + '</h3><p>' + h[1] + '</p>' + (h[0] === 'Hive 2' ? '<span class="badge">Varroa<span class="tip">Last mite count: 4</span></span>' : '') + '</div>').join('')
  document.querySelectorAll('.hive').forEach((card) => card.oncontextmenu = (e) => {
    e.preventDefault(); target = card.dataset.name
    Object.assign($('ctx').style, { left: e.pageX + 'px', top: e.pageY + 'px' }); $('ctx').hidden = false
  })
}
$('archive').onclick = () => {
  $('ctx').hidden = true
  if (!confirm('Archive ' + target + '?')) return
  archived.push(target)
  ${bug ? '' : "localStorage.setItem('archived', JSON.stringify(archived))"}
  render()
}
const search = document.querySelector('#harvests input')
const list = (q) => { $('log').innerHTML = HARVESTS.filter((h) => h.includes(q)).map((h) => '<li>' + h + '</li>').join('') }
search.onkeydown = (e) => { if (e.key === 'Enter') list(search.value.trim()) }
search.oninput = () => { if (search.value === '') list('') }
render(); list('')`,
  )

const timetablePage: Page = () =>
  shell(
    'Timetable | Harbourline',
    `<header><strong>Harbourline</strong></header>
<main><h1>Timetable</h1>
<form id="search">
  <label for="from">From</label> <select id="from"><option value="">Port</option><option>Rosslare</option><option>Dublin</option></select>
  <label for="to">To</label> <select id="to"><option value="">Port</option><option>Cherbourg</option><option>Roscoff</option></select>
  <label for="date">Departure date</label> <input id="date" type="date">
  <button>Search sailings</button>
</form>
<p id="result"></p><ul id="sailings"></ul></main>`,
    `const TIMES = [['08:30', 'arr. 10:15 next day'], ['11:00', 'arr. 12:40 next day'], ['16:15', 'arr. 09:55 next day'], ['17:45', 'arr. 11:20 next day']]
document.getElementById('search').onsubmit = (e) => {
  e.preventDefault()
  const ok = document.getElementById('from').value && document.getElementById('to').value && document.getElementById('date').value
  document.getElementById('result').textContent = ok ? TIMES.length + ' sailings found' : 'No sailings on this date'
  document.getElementById('sailings').innerHTML = ok ? TIMES.map((t) => '<li><b>' + t[0] + '</b> <small>' + t[1] + '</small> <button type="button">Select</button></li>').join('') : ''
  document.querySelectorAll('#sailings button').forEach((b) => b.onclick = () => { location.href = BASE + '/book/passengers' })
}`,
  )

const passengersPage: Page = (bug) =>
  shell(
    'Passengers | Harbourline',
    `<header><strong>Harbourline</strong></header>
<main><h1>Passengers</h1>
<form id="pax">
  <label for="adults">Adults</label> <input id="adults" type="number" min="1" value="1">
  <label for="children">Children</label> <input id="children" type="number" min="0" value="0">
  <label><input type="checkbox" id="vehicle"> Travelling with a vehicle</label>
  <fieldset id="vehicles" hidden><legend>Vehicle</legend><label><input type="radio" name="v"> Car up to 5m</label> <label><input type="radio" name="v"> Van or motorhome</label>
  <label for="reg">Registration</label> <input id="reg"></fieldset>
  <button id="continue" disabled>Continue</button>
</form>
<h2>Passenger details</h2>
<label for="first">First name</label> <input id="first"> <label for="surname">Surname</label> <input id="surname"> <label for="email">Email</label> <input id="email" type="email">
</main>`,
    `const $ = (id) => document.getElementById(id)
const ready = () => { $('vehicles').hidden = !$('vehicle').checked; $('continue').disabled = $('vehicle').checked && !$('reg').value }
$('pax').oninput = ready; $('pax').onchange = ready
$('pax').onsubmit = (e) => {
  e.preventDefault()
  sessionStorage.setItem('pax', JSON.stringify({ adults: $('adults').value, children: $('children').value }))
  location.href = BASE + '/book/cabins'
}
window.addEventListener('pageshow', () => {
  const saved = JSON.parse(sessionStorage.getItem('pax') || 'null')
  ${bug ? "$('pax').reset()" : "if (saved) { $('adults').value = saved.adults; $('children').value = saved.children }"}
  ready()
})`,
  )

const cabinsPage: Page = () =>
  shell(
    'Cabins | Harbourline',
    `<header><strong>Harbourline</strong> <span id="basket">Basket: empty</span></header>
<main><h1>Choose your cabin</h1>
${['Reclining seat', 'Inside 2-berth', 'Outside 2-berth', 'Outside 4-berth'].map((c) => `<div class="card"><h3>${c}</h3><button>Add</button></div>`).join('')}
</main>`,
    `let n = 0
document.querySelectorAll('.card button').forEach((b) => b.onclick = () => { n++; document.getElementById('basket').textContent = 'Basket: ' + n + ' cabin' + (n > 1 ? 's' : '') })`,
  )

export const PAGES_26: Record<string, Page> = {
  '/apiaries/orchard-hill': apiaryPage,
  '/timetable': timetablePage,
  '/book/passengers': passengersPage,
  '/book/cabins': cabinsPage,
}
