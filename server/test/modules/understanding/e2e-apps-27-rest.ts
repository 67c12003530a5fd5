import { type Page, shell } from './e2e-apps-22.js'

/**
 * Cragboard (climbing route log), Lifeline (blood donation), Tandem (language exchange), BinDay (recycling pickups)
 * and Watty (home energy), built to fit held-out set 27's steps: a send form that stays open and submits on Enter, a
 * route table sorted by clicking its column header, live validation; an eligibility check and a slot grid of
 * "Available" buttons, a donation history with a hover-only badge tooltip; partner cards with "Say hi", a chat sent
 * with Ctrl+Enter and a "Block user" item that asks the browser to confirm, an event form, a mobile shell with an icon
 * tab; a bin list with "Remind me" per row; tabs with a device list, a tariff form, alerts, a report that moves to its
 * own URL, a device pairing form. Bugs: Enter no longer submits, the grade sort reversed, a validation text changed, the
 * slot off by one, a donation missing, blocking despite the cancel, a capacity lost, "Load more" loading nothing, bins
 * in the wrong order, a device missing, a price rounded, a threshold in the wrong unit, the wrong month, "Pair" enabled.
 */

const routesPage: Page = (bug) =>
  shell(
    'Routes · Cragboard',
    `<header><strong>Cragboard</strong></header><main><h1>Routes</h1><button id="log">Log a send</button>
<form id="f" hidden><label for="grade">Grade</label> <select id="grade"><option value="">–</option><option>6a</option><option>6b+</option><option>7a</option></select>
<label for="name">Route name</label> <input id="name"> <label><input type="checkbox" id="flash"> Flash</label>
<button ${bug ? 'type="button"' : ''} id="save">Save</button></form>
<p id="msg" role="status"></p><h2>My sends</h2><ul id="sends"></ul></main>`,
    `const $ = (id) => document.getElementById(id)
$('log').onclick = () => { $('f').hidden = false }
const save = () => { $('sends').insertAdjacentHTML('beforeend', '<li>' + $('name').value + ' ' + $('grade').value + ($('flash').checked ? ' ⚡' : '') + '</li>'); $('msg').textContent = 'Send logged' }
${bug ? "$('save').onclick = save" : "$('f').onsubmit = (e) => { e.preventDefault(); save() }"}`,
  )

const ROUTES = [
  ['Arête', '7c'],
  ['Bulge', '6a'],
  ['Chimney', '5a'],
  ['Dyno', '6c'],
]

const allRoutesPage: Page = (bug) =>
  shell(
    'All routes · Cragboard',
    `<style>th.sort{cursor:pointer}</style><header><strong>Cragboard</strong></header><main><h1>All routes</h1>
<button id="apply">Apply</button> <span id="total"></span>
<table><thead><tr><th>Name</th><th class="sort" id="by-grade">Grade</th></tr></thead><tbody id="rows"></tbody></table>
<p>Page 3 of 4</p><a href="/routes/all?page=2">Previous</a> <a href="/routes/all?page=4">Next</a></main>`,
    `const $ = (id) => document.getElementById(id)
let rows = ${JSON.stringify(ROUTES)}
const render = () => { $('rows').innerHTML = rows.map((r) => '<tr><td>' + r[0] + '</td><td>' + r[1] + '</td></tr>').join('') }
$('apply').onclick = () => { $('total').textContent = '18 routes' }
$('by-grade').onclick = () => { rows = [...rows].sort((a, b) => ${bug ? 'b[1].localeCompare(a[1])' : 'a[1].localeCompare(b[1])'}); render() }
render()`,
  )

const newRoutePage: Page = (bug) =>
  shell(
    'New route · Cragboard',
    `<main><h1>New route</h1><form id="f"><label for="grade">Grade</label> <select id="grade"><option>7c</option><option>8a</option></select>
<label for="name">Name</label> <input id="name"> <label for="setter">Setter</label> <input id="setter">
<p id="err" class="error"></p><button>Save</button></form></main>`,
    `const $ = (id) => document.getElementById(id)
$('f').oninput = () => { $('err').textContent = $('setter').value.trim() ? '' : '${bug ? 'Setter missing' : 'Setter is required'}' }`,
  )

export const CRAGBOARD: Record<string, Page> = { '/routes': routesPage, '/routes/all': allRoutesPage, '/routes/new': newRoutePage }

const donatePage: Page = (bug) =>
  shell(
    'Donate · Lifeline',
    `<header><strong>Lifeline</strong></header><main><h1>Book a donation</h1>
<label for="bt">Blood type</label> <select id="bt"><option>A positive</option><option>O negative</option></select>
<label for="dob">Date of birth</label> <input id="dob" type="date"> <label for="w">Weight (kg)</label> <input id="w" type="number">
<label><input type="checkbox" id="gap"> I have not donated in the last 12 weeks</label>
<button id="check">Check eligibility</button><p id="ok" role="status"></p><button id="pick" hidden>Pick a time</button>
<table id="slots" hidden><thead><tr><th></th><th>Tue</th><th>Wed</th><th>Thu</th></tr></thead><tbody>
<tr><th>09:00</th><td><button>Available</button></td><td>Full</td><td>Full</td></tr>
<tr><th>09:40</th><td>Full</td><td><button>Available</button></td><td><button>Available</button></td></tr>
<tr><th>10:20</th><td><button>Available</button></td><td>Full</td><td><button>Available</button></td></tr></tbody></table>
<p id="chosen"></p><button id="confirm" hidden>Confirm appointment</button></main>`,
    `const $ = (id) => document.getElementById(id)
$('check').onclick = () => { if (Number($('w').value) >= 50 && $('gap').checked) { $('ok').textContent = 'You can donate'; $('pick').hidden = false } }
$('pick').onclick = () => { $('slots').hidden = false }
const days = ['', 'Tue', 'Wed', 'Thu']
const slots = [...document.querySelectorAll('#slots button')]
slots.forEach((b, i) => b.onclick = () => {
  const cell = (${bug ? 'slots[i + 1] || b' : 'b'}).closest('td')
  $('chosen').textContent = days[cell.cellIndex] + ' ' + cell.parentElement.cells[0].textContent + ' at Central Clinic'; $('confirm').hidden = false
})
$('confirm').onclick = () => { location.href = '/appointments/881' }`,
  )

const appointmentPage: Page = () =>
  shell('Appointment confirmed · Lifeline', '<main><h1>See you on Thursday</h1><p>Central Clinic, 09:40</p></main>', '')

const DONATIONS = ['12 March 2025', '2 December 2024', '9 August 2024', '3 April 2024', '28 November 2023', '1 August 2023', '4 April 2023']

const historyPage: Page = (bug) =>
  shell(
    'Your donations · Lifeline',
    `<style>.badge{position:relative;background:#fc0;padding:0 .4rem} .badge .tip{display:none;position:absolute;top:1.4rem;left:0;width:12rem;background:#333;color:#fff} .badge:hover .tip{display:block}</style>
<header><strong>Lifeline</strong></header><main><h1>Your donations</h1><p><span class="badge">Gold donor<span class="tip">25 or more donations</span></span> 25 donations</p>
<ul>${DONATIONS.filter((d) => !(bug && d === '9 August 2024'))
      .map((d) => `<li>${d} <a href="#">Download certificate</a></li>`)
      .join('')}</ul><p id="msg" role="status"></p><button disabled>Share</button></main>`,
    `document.querySelectorAll('li a').forEach((a) => a.onclick = (e) => { e.preventDefault(); document.getElementById('msg').textContent = 'Certificate ready' })`,
  )

export const LIFELINE: Record<string, Page> = {
  '/donate': donatePage,
  '/appointments/881': appointmentPage,
  '/account/history': historyPage,
}

const PARTNERS = ['Sigrún', 'Jón', 'Katla', 'Einar', 'Helga']

const meetupsPage: Page = (bug) =>
  shell(
    'Meetups · Tandem',
    `<header><strong>Tandem</strong></header><main><h1>Find a partner</h1>
<label for="city">City</label> <input id="city">
<label for="learn">I want to learn</label> <select id="learn"><option>Swedish</option><option>Icelandic</option></select>
<label for="teach">I can teach</label> <select id="teach"><option>English</option><option>Finnish</option></select>
<button id="find">Find partners</button><p id="count"></p><div id="cards"></div>
<section id="chat" hidden><h2>Chat with <span id="who"></span></h2>
  <div role="menu" aria-label="Chat actions"><span role="menuitem" tabindex="0">Mute</span> · <span role="menuitem" tabindex="0" id="block">Block user</span></div>
  <ul id="messages"></ul><textarea id="msg" aria-label="Message" placeholder="Write a message…"></textarea> <button id="send">Send</button>
  <p id="err" role="alert"></p></section></main>`,
    `const $ = (id) => document.getElementById(id)
$('find').onclick = () => {
  $('count').textContent = '${PARTNERS.length} partners near you'
  $('cards').innerHTML = ${JSON.stringify(PARTNERS)}.map((p) => '<div class="card"><h3>' + p + '</h3><p>Teaches Icelandic</p><button>Say hi</button></div>').join('')
  document.querySelectorAll('#cards button').forEach((b) => b.onclick = () => { $('who').textContent = b.closest('.card').querySelector('h3').textContent; $('chat').hidden = false })
}
const send = () => { if ($('msg').value.trim()) { $('messages').insertAdjacentHTML('beforeend', '<li>' + $('msg').value + '</li>'); $('msg').value = '' } }
$('send').onclick = send
$('msg').onkeydown = (e) => { if (e.key === 'Enter' && e.ctrlKey) send() }
$('block').onclick = () => { const sure = confirm('Block ' + $('who').textContent + '?'); if (${bug ? 'true' : 'sure'}) $('send').disabled = true }`,
  )

const createEventPage: Page = (bug) =>
  shell(
    'New event · Tandem',
    `<main><h1>New event</h1><form id="f"><label for="n">Event name</label> <input id="n"> <label for="max">Max attendees</label> <input id="max" type="number">
<label for="venue">Venue</label> <select id="venue"><option>Kaffi Vest</option><option>Café Linné</option></select>
<label><input type="checkbox" id="beg"> Beginners welcome</label> <button>Create event</button></form></main>`,
    `document.getElementById('f').onsubmit = (e) => {
  e.preventDefault()
  localStorage.setItem('event', JSON.stringify({ name: document.getElementById('n').value, max: ${bug ? '20' : "document.getElementById('max').value"} }))
  location.href = '/events/77'
}`,
  )

const eventPage: Page = () =>
  shell(
    'Event · Tandem',
    `<main><h1 id="name"></h1><p>Attendees: <span id="att"></span></p><button disabled>Join</button> <small>You are the organiser</small></main>`,
    `const ev = JSON.parse(localStorage.getItem('event') || '{}')
document.getElementById('name').textContent = ev.name; document.getElementById('att').textContent = '0 / ' + ev.max`,
  )

const FILTER_ICON = 'data:image/gif;base64,R0lGODlhAQABAAAAACw='

const appPage: Page = (bug) =>
  shell(
    'Tandem',
    `<style>#more{margin-top:120vh}</style><header><strong>Tandem</strong> <button id="menu">Menu</button>
<div role="menu" id="menulist" hidden><div role="menuitem" id="logout">Log out</div></div><button id="login" hidden>Log in</button></header>
<nav role="tablist"><button role="tab" aria-selected="true">Partners</button><button role="tab" aria-selected="false" id="events">Events</button></nav>
<section id="list" hidden><button id="filter" class="icon"><img alt="Filter" src="${FILTER_ICON}" width="24" height="24"></button><div id="chips" hidden>Tonight · This week</div>
<div id="cards"></div><button id="more">Load more</button></section>`,
    `const $ = (id) => document.getElementById(id)
const card = (name) => '<div class="card"><h3>' + name + '</h3><button>Join</button></div>'
const wire = () => document.querySelectorAll('#cards button').forEach((b) => b.onclick = () => toast("You're going!"))
$('events').onclick = () => { $('list').hidden = false; $('cards').innerHTML = ['Icelandic over waffles', 'Finnish sauna words'].map(card).join(''); wire() }
$('filter').onclick = () => { $('chips').hidden = !$('chips').hidden }
$('more').onclick = () => { ${bug ? '' : "$('cards').insertAdjacentHTML('beforeend', ['Swedish fika chat', 'Polish pierogi night'].map(card).join('')); wire()"} }
$('menu').onclick = () => { $('menulist').hidden = false }
$('logout').onclick = () => { $('menulist').hidden = true; $('menu').hidden = true; $('login').hidden = false }`,
  )

export const TANDEM: Record<string, Page> = {
  '/meetups': meetupsPage,
  '/events/create': createEventPage,
  '/events/77': eventPage,
  '/app': appPage,
}

const schedulePage: Page = (bug) =>
  shell(
    'Your bin days · BinDay',
    `<header><strong>BinDay</strong></header><main><h1>Your bin days</h1>
<label for="pc">Postcode</label> <input id="pc"> <button id="find">Find my bins</button><p id="next"></p>
<ul id="bins"></ul>
<form id="rem" hidden><h2>Reminder for <span id="bin"></span></h2><label for="when">Reminder</label> <select id="when"><option>The morning of</option><option>The evening before</option></select>
<label><input type="checkbox" id="sms"> SMS</label> <label><input type="checkbox" id="mail" checked> Email</label> <button>Save reminder</button></form><p id="saved" role="status"></p></main>`,
    `const $ = (id) => document.getElementById(id)
$('find').onclick = () => {
  $('next').textContent = 'Next collection: Tuesday'
  $('bins').innerHTML = ${JSON.stringify(bug ? ['Glass', 'General waste', 'Garden waste'] : ['General waste', 'Glass', 'Garden waste'])}.map((b) => '<li>' + b + ' <button>Remind me</button></li>').join('')
  document.querySelectorAll('#bins button').forEach((b) => b.onclick = () => { $('bin').textContent = b.closest('li').firstChild.textContent.trim(); $('rem').hidden = false })
}
$('rem').onsubmit = (e) => { e.preventDefault(); $('saved').textContent = 'Reminder saved' }`,
  )

export const BINDAY: Record<string, Page> = { '/schedule': schedulePage }

const DEVICES = ['Sauna heater', 'Heat pump', 'Fridge', 'Washing machine', 'Dishwasher', 'Oven', 'EV charger', 'Router', 'TV']

const usagePage: Page = (bug) =>
  shell(
    'Usage · Watty',
    `<header><strong>Watty</strong></header><main><h1>Usage</h1>
<div role="tablist"><button role="tab" aria-selected="true">Overview</button><button role="tab" aria-selected="false" id="dt">Devices</button></div>
<section id="devices" hidden><h2>Devices</h2><ul>${DEVICES.filter((d) => !(bug && d === 'Router'))
      .map((d) => `<li>${d} <button>Turn off</button></li>`)
      .join('')}</ul></section></main>`,
    `document.getElementById('dt').onclick = () => { document.getElementById('devices').hidden = false }
document.querySelectorAll('#devices button').forEach((b) => b.onclick = () => { b.textContent = 'Turn on' })`,
  )

const tariffPage: Page = (bug) =>
  shell(
    'Tariff · Watty',
    `<main><h1>Tariff</h1><label for="price">Price per kWh</label> <input id="price" value="0.28">
<label for="cur">Currency</label> <select id="cur"><option>SEK</option><option>EUR</option></select> <button id="save">Save tariff</button><p id="msg" role="status"></p></main>`,
    `document.getElementById('save').onclick = () => {
  const price = document.getElementById('price')
  price.value = ${bug ? 'Number(price.value).toFixed(1)' : 'price.value.trim()'}
  document.getElementById('msg').textContent = 'Tariff updated'
}`,
  )

const alertsPage: Page = (bug) =>
  shell(
    'Alerts · Watty',
    `<main><h1>Alerts</h1><button id="add">Add alert</button><form id="f" hidden>
<label for="th">Threshold (W)</label> <input id="th" type="number" value="500">
<label for="by">Notify by</label> <select id="by"><option>Push</option><option>Email</option></select> <button>Create</button></form><ul id="alerts"></ul></main>`,
    `const $ = (id) => document.getElementById(id)
$('add').onclick = () => { $('f').hidden = false }
$('f').onsubmit = (e) => { e.preventDefault(); $('alerts').insertAdjacentHTML('beforeend', '<li>Above ' + ${bug ? "Number($('th').value) / 10" : "$('th').value"} + ' W · ' + $('by').value + '</li>') }`,
  )

const reportsPage: Page = () =>
  shell(
    'Reports · Watty',
    '<main><h1>Reports</h1><button id="gen">Generate</button><p id="msg" role="status"></p></main>',
    `document.getElementById('gen').onclick = () => { document.getElementById('msg').textContent = 'Generating…'; setTimeout(() => { location.href = '/reports/latest' }, 400) }`,
  )

const latestReportPage: Page = (bug) =>
  shell(
    'Latest report · Watty',
    `<main><h1>Report ready</h1><label for="month">Month</label> <input id="month" readonly value="${bug ? 'September 2026' : 'October 2026'}">
<label for="mail">E-mail</label> <input id="mail" type="email" placeholder="name@example.com"> <a href="#pdf">Download PDF</a></main>`,
    '',
  )

const devicesPage: Page = (bug) =>
  shell(
    'Devices · Watty',
    `<main><h1>Devices</h1><button id="add">Add device</button><form id="f" hidden>
<label for="dn">Device name</label> <input id="dn"> <label for="room">Room</label> <select id="room"><option>Hall</option><option>Kitchen</option></select>
<p id="status">Searching for devices…</p><button id="pair" ${bug ? '' : 'disabled'}>Pair</button></form><ul id="list"><li>Sauna heater</li></ul></main>`,
    `document.getElementById('add').onclick = () => { document.getElementById('f').hidden = false }
document.getElementById('dn').oninput = (e) => { document.querySelector('#list').innerHTML = '<li>Sauna heater</li><li>' + e.target.value + ' (new)</li>' }`,
  )

export const WATTY: Record<string, Page> = {
  '/usage': usagePage,
  '/settings/tariff': tariffPage,
  '/alerts': alertsPage,
  '/reports': reportsPage,
  '/reports/latest': latestReportPage,
  '/devices': devicesPage,
}
