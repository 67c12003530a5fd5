import { type Page, shell } from './e2e-apps-22.js'

/**
 * SpokeShop (bike workshop job cards), StarSlot (observatory telescope slots), BrightSmile's family portal and Scales &
 * Keys' student register (a Portuguese site), built to fit held-out set 25's steps: a "New job card" that is a plain div
 * card, a read-only estimated total, parts search results in a table; a slot form, a slot list, a slot page with tabs
 * that set the address hash and a star chart link that comes late; a hand-made "add family member" modal and a menu
 * that opens only while "Insurance" is hovered; a student form and a table whose delete asks the browser to confirm.
 * Bugs: unticking a service leaves the total unchanged; a reserved slot ends an hour after it starts whatever its
 * length; the policy number is shown with two digits swapped; a birth date typed as yyyy-mm-dd is not accepted; a
 * student is deleted even when the confirmation is cancelled.
 */

const workshopPage: Page = (bug) =>
  shell(
    'SpokeShop – Workshop',
    `<header><strong>SpokeShop</strong></header>
<main><h1>Workshop</h1>
<div class="tiles"><div class="card tile" id="new-job"><h3>New job card</h3><p>Book a bike in</p></div><div class="card tile"><h3>Collections</h3></div></div>
<form id="job" hidden>
  <div><label for="cust">Customer name</label> <input id="cust"></div>
  <div><label for="phone">Phone</label> <input id="phone" type="tel"></div>
  <div><label for="bike">Bike type</label> <select id="bike"><option value="">Choose…</option><option>Road bike</option><option>Mountain bike</option><option>E-bike</option></select></div>
  <fieldset><legend>Services</legend>
    <label><input type="checkbox" data-price="35"> Gears indexing</label>
    <label><input type="checkbox" data-price="50"> Brake bleed</label>
    <label><input type="checkbox" data-price="20"> Puncture repair</label></fieldset>
  <div><label for="total">Estimated total</label> <input id="total" readonly value="£0.00"></div>
  <p class="summary" id="summary">Estimated total: £0.00</p>
  <button id="create">Create job</button>
</form></main>`,
    `const $ = (id) => document.getElementById(id)
let total = 0
$('new-job').onclick = () => { $('job').hidden = false }
document.querySelectorAll('fieldset input').forEach((box) => box.onchange = () => {
  const price = Number(box.dataset.price)
  ${bug ? 'if (box.checked) total += price' : 'total += box.checked ? price : -price'}
  $('total').value = '£' + total.toFixed(2); $('summary').textContent = 'Estimated total: £' + total.toFixed(2)
})
$('job').onsubmit = (e) => { e.preventDefault(); sessionStorage.setItem('customer', $('cust').value); location.href = BASE + '/jobs/1042' }`,
  )

const jobPage: Page = () =>
  shell(
    'SpokeShop – Job 1042',
    `<header><strong>SpokeShop</strong></header>
<main><h1 id="title">Job</h1>
<div role="tablist"><button role="tab" aria-selected="true" data-panel="details">Details</button><button role="tab" aria-selected="false" data-panel="parts">Parts</button></div>
<div id="details"><p>Road bike, booked in today.</p></div>
<div id="parts" hidden><form id="find"><input type="search" aria-label="Search parts"></form>
<table><thead><tr><th>Part</th><th>Stock</th><th></th></tr></thead><tbody id="found"></tbody></table>
<h2>Parts used</h2><ul id="used"></ul></div></main>`,
    `const $ = (id) => document.getElementById(id)
$('title').textContent = 'Job for ' + sessionStorage.getItem('customer')
const PARTS = [['Shimano 105 chain', 'In stock'], ['KMC X11 chain', 'In stock'], ['Brake pads (pair)', 'Low']]
$('find').onsubmit = (e) => {
  e.preventDefault()
  const q = e.target.querySelector('input').value.toLowerCase()
  $('found').innerHTML = PARTS.filter((p) => p[0].toLowerCase().includes(q)).map((p) => '<tr><td>' + p[0] + '</td><td>' + p[1] + '</td><td><button type="button">Add</button></td></tr>').join('')
  document.querySelectorAll('#found button').forEach((b) => b.onclick = () => {
    const li = document.createElement('li'); li.textContent = b.closest('tr').cells[0].textContent; $('used').appendChild(li); b.disabled = true
  })
}
document.querySelectorAll('[role=tab]').forEach((t) => t.onclick = () => {
  document.querySelectorAll('[role=tab]').forEach((o) => { o.setAttribute('aria-selected', String(o === t)); $(o.dataset.panel).hidden = o !== t })
})`,
  )

const telescopesPage: Page = (bug) =>
  shell(
    'StarSlot – Telescopes',
    `<header><strong>StarSlot</strong></header>
<main><h1>Telescopes</h1><p class="seeing">Tonight's seeing: Good</p>
<button id="book">Book a slot</button>
<form id="slot" hidden>
  <label for="scope">Telescope</label> <select id="scope" size="3"><option>Refractor 5-inch</option><option>Dobsonian 16-inch</option><option>Solar scope</option></select>
  <label for="start">Start time</label> <input id="start" type="time">
  <label for="len">Length</label> <select id="len"><option>60 minutes</option><option>90 minutes</option><option>120 minutes</option></select>
  <label for="target">Target object</label> <input id="target">
  <label><input type="checkbox" id="induction"> I have completed the safety induction</label>
  <button>Reserve</button>
</form>
<h2>My slots</h2><ul id="slots"></ul></main>`,
    `const $ = (id) => document.getElementById(id)
const slots = [['23:30', 'Refractor 5-inch']]
function render() {
  slots.sort((a, b) => a[0].localeCompare(b[0]))
  $('slots').innerHTML = slots.map((s) => '<li><span>' + s[0] + ' ' + s[1] + '</span> <a href="' + BASE + '/slots/' + s[0].replace(':', '') + '">Details</a></li>').join('')
}
$('book').onclick = () => { $('slot').hidden = false }
$('slot').onsubmit = (e) => {
  e.preventDefault()
  if (!$('induction').checked || !$('scope').value || !$('start').value) return
  const [h, m] = $('start').value.split(':').map(Number)
  const end = h * 60 + m + ${bug ? '60' : "parseInt($('len').value, 10)"}
  const pad = (n) => String(n).padStart(2, '0')
  slots.push([$('start').value, $('scope').value]); render(); $('slot').hidden = true
  toast('Slot reserved: ' + $('start').value + '–' + pad(Math.floor(end / 60) % 24) + ':' + pad(end % 60))
}
render()`,
  )

const slotPage: Page = () =>
  shell(
    'StarSlot – Slot',
    `<header><strong>StarSlot</strong></header>
<main><h1>Dobsonian 16-inch, 22:00</h1>
<div role="tablist"><a role="tab" href="#booking" aria-selected="true">Booking</a> <a role="tab" href="#weather" aria-selected="false">Weather</a></div>
<section id="booking-panel"><label for="notes">Notes</label> <textarea id="notes" placeholder="Anything the operator should know?"></textarea>
<button>Cancel slot</button> <button disabled title="Slots can be extended an hour before they start">Extend slot</button></section>
<section id="weather-panel" hidden><p>Cloud cover 10%</p><p>Moon: 12% waxing crescent</p><p id="chart"></p></section></main>`,
    `const $ = (id) => document.getElementById(id)
function show() {
  const weather = location.hash === '#weather'
  $('weather-panel').hidden = !weather; $('booking-panel').hidden = weather
  document.querySelectorAll('[role=tab]').forEach((t) => t.setAttribute('aria-selected', String(t.getAttribute('href') === (weather ? '#weather' : '#booking'))))
  if (weather) setTimeout(() => { $('chart').innerHTML = '<a href="#chart">Download star chart</a>' }, 500)
}
window.onhashchange = show
show()`,
  )

const familyPage: Page = () =>
  shell(
    'BrightSmile – Family',
    `<style>.menu li{position:relative;display:inline-block;margin-right:1rem} .menu li ul{display:none;position:absolute;top:1.2rem;left:0;background:#fff;border:1px solid #ccc;padding:.4rem}
.menu li:hover ul{display:block}</style>
<header><strong>BrightSmile</strong>
<nav><div class="menu"><li><a href="#">Appointments</a></li><li><a href="#" class="ins">Insurance</a>
<ul role="menu"><li role="none"><a role="menuitem" href="#" class="update">Update policy</a></li><li role="none"><a role="menuitem" href="#">Claims</a></li></ul></li></div></nav></header>
<main><h1>Family</h1>
<button id="add">Add family member</button>
<h2>Family members</h2><ul id="family"></ul>
<div class="modal-backdrop" id="dlg" hidden><div class="modal"><h2>New family member</h2>
  <div><label for="fname">Full name</label> <input id="fname"></div>
  <div><label for="rel">Relation</label> <select id="rel"><option value="">Select</option><option>Spouse</option><option>Son</option><option>Daughter</option></select></div>
  <div class="btn" id="save" role="button" tabindex="0">Save member</div>
</div></div></main>`,
    `const $ = (id) => document.getElementById(id)
const family = [['Priya Sharma', 'Self'], ['Rohan Sharma', 'Spouse']]
function render() {
  $('family').innerHTML = family.map((f) => '<li>' + f[0] + ' <small>(' + f[1] + ')</small>' + (f[1] === 'Self' ? '' : ' <a href="#">Remove</a>') + '</li>').join('')
}
$('add').onclick = () => { $('dlg').hidden = false }
$('save').onclick = () => {
  if (!$('fname').value || !$('rel').value) return
  family.push([$('fname').value, $('rel').value]); $('dlg').hidden = true; render()
}
document.querySelector('.update').href = BASE + '/portal/insurance'
render()`,
  )

const insurancePage: Page = (bug) =>
  shell(
    'BrightSmile – Insurance',
    `<header><strong>BrightSmile</strong></header>
<main><h2>Insurance details</h2>
<div><label for="insurer">Insurer</label> <input id="insurer" value="HDFC ERGO"></div>
<div><label for="policy">Policy number</label> <input id="policy" value="${bug ? 'HDFC-22981' : 'HDFC-22918'}"></div>
<button>Save policy</button></main>`,
    '',
  )

const studentsPage: Page = (bug) =>
  shell(
    'Alunos – Scales & Keys',
    `<header><strong>Scales &amp; Keys</strong></header>
<main><h1>Alunos</h1>
<button id="novo" class="btn">Novo aluno</button>
<form id="aluno" hidden>
  <div><label for="nome">Name</label> <input id="nome"></div>
  <div><label for="nasc">Birth date</label> <input id="nasc" placeholder="aaaa-mm-dd"></div>
  <div><label for="inst">Instrument</label> <select id="inst"><option value="">Selecione</option><option>Piano</option><option>Violino</option><option>Guitarra</option></select></div>
  <label><input type="checkbox" id="imagem"> Autorizo uso de imagem</label>
  <button>Salvar</button>
</form>
<p id="msg" role="status"></p>
<table><thead><tr><th>Aluno</th><th>Instrumento</th><th></th></tr></thead><tbody id="rows"></tbody></table></main>`,
    `const $ = (id) => document.getElementById(id)
const alunos = [['Bruno Costa', 'Guitarra'], ['Carla Dias', 'Piano']]
function render() {
  $('rows').innerHTML = alunos.map((a) => '<tr><td>' + a[0] + '</td><td>' + a[1] + '</td><td><button type="button">Excluir</button></td></tr>').join('')
  document.querySelectorAll('#rows button').forEach((b, i) => b.onclick = () => {
    const ok = confirm('Excluir ' + alunos[i][0] + '?')
    if (ok${bug ? ' || true' : ''}) { alunos.splice(i, 1); render() }
  })
}
$('novo').onclick = () => { $('aluno').hidden = false }
$('aluno').onsubmit = (e) => {
  e.preventDefault()
  const date = $('nasc').value.trim()
  if (!$('nome').value || !${bug ? '/^\\d{2}\\/\\d{2}\\/\\d{4}$/' : '/^\\d{4}-\\d{2}-\\d{2}$/'}.test(date)) { $('msg').textContent = 'Data inválida'; return }
  alunos.unshift([$('nome').value, $('inst').value]); render(); $('aluno').hidden = true
  $('msg').textContent = 'Aluno cadastrado com sucesso'
}
render()`,
  )

export const MORE_25_PAGES: Record<string, Page> = {
  '/workshop': workshopPage,
  '/jobs/1042': jobPage,
  '/telescopes': telescopesPage,
  '/slots/2200': slotPage,
  '/portal/family': familyPage,
  '/portal/insurance': insurancePage,
  '/students': studentsPage,
}
