import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Apps22, type Page, shell } from './e2e-apps-22.js'

/**
 * Pawdicure (dog grooming bookings) and DeskHop (coworking desks), built to fit held-out set 27's steps the way an
 * everyday developer writes pages: a groomer table with a "Book" button per row, a tab whose tooltip shows only while
 * hovered, a total in a read-only field that reloads behind "Loading…", a search that filters on Enter, profiles that
 * open inline under "View profile" links, an express form that pushes its own URL; a floor plan with a bookings
 * sidebar, meeting rooms as div cards, a desk form whose "Save" greys out until the next change. Bugs: a booking that
 * is gone after a reload, one appointment missing, the 30-day total wrong, a search that does not filter, a request
 * button left enabled, a reservation never listed, rooms sorted by size, "Save" left active.
 */

/**
 * Serves each app at the root of its own origin (`/login` is Pawdicure's or Skillet's by the port), as meant and with
 * its bugs: relative steps (`cy.visit('/recipes')`) and root links work as they do on a real site.
 */
export async function serveApps(apps: Record<string, Record<string, Page>>): Promise<Apps22> {
  const servers: Server[] = []
  const bases = new Map<string, string>()
  for (const [name, pages] of Object.entries(apps)) {
    for (const bug of [false, true]) {
      const server = createServer((req, res) => {
        const page = pages[new URL(req.url ?? '/', 'http://localhost').pathname]
        if (!page) res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
        else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(bug))
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      servers.push(server)
      bases.set(`${name}:${bug}`, `http://127.0.0.1:${(server.address() as AddressInfo).port}`)
    }
  }
  return {
    base: (bug, app) => {
      const base = bases.get(`${app}:${bug}`)
      if (!base) throw new Error(`no app "${app}"`)
      return base
    },
    stop: () => Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve())))).then(() => undefined),
  }
}

const bookPage: Page = () =>
  shell(
    'Book a groom · Pawdicure',
    `<header><strong>Pawdicure</strong></header>
<main><h1>Book a groom</h1>
<section id="s1">
  <label for="size">Dog size</label> <select id="size"><option value="">Choose…</option><option>Small (under 10 kg)</option><option>Medium (10-25 kg)</option><option>Large (over 25 kg)</option></select>
  <label for="dog">Dog name</label> <input id="dog">
  <fieldset><legend>Extras</legend><label><input type="checkbox" id="nails"> Nail trim</label> <label><input type="checkbox" id="teeth" checked> Teeth brushing</label></fieldset>
  <button id="next">Next</button>
</section>
<section id="s2" hidden><h2>Choose a groomer</h2>
  <table><tr><td>Agnes</td><td>Sat 10:00</td><td><button>Book</button></td></tr><tr><td>Bosse</td><td>Sat 11:30</td><td><button>Book</button></td></tr></table>
  <div id="contact" hidden><label for="phone">Phone</label> <input id="phone" type="tel"> <button id="confirm" disabled>Confirm</button></div>
</section></main>`,
    `const $ = (id) => document.getElementById(id)
let groomer = ''
$('next').onclick = () => { $('s1').hidden = true; $('s2').hidden = false }
document.querySelectorAll('#s2 table button').forEach((b) => b.onclick = () => { groomer = b.closest('tr').cells[0].textContent; $('contact').hidden = false })
$('phone').oninput = () => { $('confirm').disabled = $('phone').value.length < 8 }
$('confirm').onclick = () => {
  localStorage.setItem('booking', JSON.stringify({ id: 4711, dog: $('dog').value, groomer, day: 'Saturday' }))
  location.href = '/bookings/4711'
}`,
  )

const bookingPage: Page = (bug) =>
  shell(
    'Booking · Pawdicure',
    `<header><strong>Pawdicure</strong></header><main><h1>Your booking</h1><div id="booking"></div></main>`,
    `const b = JSON.parse(localStorage.getItem('booking') || 'null')
document.getElementById('booking').innerHTML = b ? '<p>See you ' + b.day + ', ' + b.dog + '!</p><p>Booking #' + b.id + ' with ' + b.groomer + '</p>' : '<p>We could not find that booking.</p>'
${bug ? "localStorage.removeItem('booking')" : ''}`,
  )

const loginPage: Page = () =>
  shell(
    'Sign in · Pawdicure',
    `<main><h1>Groomer sign in</h1><form id="f">
  <label for="email">Email address</label> <input id="email" type="email">
  <label for="pw">Password</label> <input id="pw" type="password">
  <button>Sign in</button></form></main>`,
    `document.getElementById('f').onsubmit = (e) => { e.preventDefault(); if (document.getElementById('pw').value === 'w00f-w00f') location.href = '/appointments' }`,
  )

const APPOINTMENTS = [
  '09:00 Biscuit (bath)',
  '09:45 Luna (full groom)',
  '10:30 Otto (nail trim)',
  '11:15 Pixel (puppy trim)',
  '13:00 Rufus (full groom)',
  '14:30 Saga (bath)',
]

const appointmentsPage: Page = (bug) =>
  shell(
    "Today's appointments - Pawdicure",
    `<style>.tabwrap{position:relative;display:inline-block} .tabwrap .tip{display:none;position:absolute;top:2rem;left:0;background:#333;color:#fff;padding:.2rem .4rem;white-space:nowrap} .tabwrap:hover .tip{display:block} #export{display:block;margin-top:120vh}</style>
<header><strong>Pawdicure</strong></header>
<main><h1>Today's appointments</h1>
<div role="tablist"><button role="tab" aria-selected="true" id="t1">Appointments</button><span class="tabwrap"><button role="tab" aria-selected="false" id="t2">Revenue</button><span class="tip" aria-hidden="true">Updated every hour</span></span></div>
<div id="p1"><ul>${APPOINTMENTS.slice(bug ? 1 : 0)
      .map((a) => `<li>${a}</li>`)
      .join('')}</ul></div>
<div id="p2" hidden>
  <label for="period">Period</label> <select id="period"><option>Last 7 days</option><option>Last 30 days</option></select>
  <span id="loading" hidden>Loading…</span>
  <label for="total">Total</label> <input id="total" readonly value="1 140 kr">
  <a href="#export" id="export">Export CSV</a>
</div></main>`,
    `const $ = (id) => document.getElementById(id)
$('t2').onclick = () => { $('p1').hidden = true; $('p2').hidden = false; $('t2').setAttribute('aria-selected', 'true'); $('t1').setAttribute('aria-selected', 'false'); document.title = 'Revenue - Pawdicure' }
$('period').onchange = () => {
  $('loading').hidden = false; $('total').value = ''
  setTimeout(() => { $('loading').hidden = true; $('total').value = $('period').value === 'Last 30 days' ? '${bug ? '4 280 kr' : '4 820 kr'}' : '1 140 kr' }, 600)
}`,
  )

const GROOMERS = [
  ['Agnes', 'Hand-stripping and nervous dogs'],
  ['Bosse', 'Poodles and doodles'],
  ['Cleo', 'Cats too, on Mondays'],
]
const profile = ([name, bio]: string[]) => `<a href="#" class="view" data-name="${name}" data-bio="${bio}">View profile</a>`

const groomersPage: Page = (bug) =>
  shell(
    'Groomers · Pawdicure',
    `<style>#ctx{position:absolute;background:#fff;border:1px solid #999;padding:.3rem} #featured{margin-top:2rem}</style>
<main><h1>Our groomers</h1><input type="search" placeholder="Search groomers" id="q">
<h2>Results</h2><ul id="results">${GROOMERS.map((g) => `<li><img alt="${g[0]}" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="40" height="40"> ${g[0]} ${profile(g)}</li>`).join('')}</ul>
<section id="featured"><h2>Featured this month</h2>${GROOMERS.slice(1)
      .map((g) => `<div class="card"><b>${g[0]} (featured)</b> ${profile(g)}</div>`)
      .join('')}</section>
<section id="profile" hidden><h2 id="who"></h2><p id="bio"></p><h3>Reviews</h3><p>★★★★★ Lovely with our dog</p></section>
<div role="menu" id="ctx" hidden><div role="menuitem">Save image</div></div></main>`,
    `const q = document.getElementById('q')
q.onkeydown = (e) => { if (e.key === 'Enter') document.querySelectorAll('#results li').forEach((li) => { li.hidden = ${bug ? 'false' : '!li.textContent.toLowerCase().includes(q.value.toLowerCase())'} }) }
document.querySelectorAll('.view').forEach((a) => a.onclick = (e) => {
  e.preventDefault(); document.getElementById('who').textContent = a.dataset.name; document.getElementById('bio').textContent = a.dataset.bio
  document.getElementById('profile').hidden = false
})
document.querySelectorAll('img').forEach((img) => img.oncontextmenu = (e) => { e.preventDefault(); const m = document.getElementById('ctx'); m.hidden = false; m.style.left = e.pageX + 'px'; m.style.top = e.pageY + 'px' })`,
  )

const expressPage: Page = (bug) =>
  shell(
    'Express booking · Pawdicure',
    `<main><h1>Express booking</h1>
<label for="breed">Breed</label> <select id="breed"><option value="">Any</option><option>Labrador</option><option>Poodle</option><option>Dachshund</option></select>
<label for="notes">Notes</label> <textarea id="notes"></textarea>
<button id="req">Request slot</button><p id="msg" role="status"></p></main>`,
    `const $ = (id) => document.getElementById(id)
$('req').onclick = () => {
  if (!$('breed').value) { $('msg').textContent = 'Something went wrong'; return }
  $('msg').textContent = "We'll call you within 2 hours"
  ${bug ? '' : "$('req').disabled = true"}
  history.pushState({}, '', '/book/express/thanks')
}`,
  )

const floorplanPage: Page = (bug) =>
  shell(
    'Floor plan · DeskHop',
    `<style>.desk{width:5rem;height:3rem;margin:.2rem} aside{float:right;width:14rem}</style>
<header><strong>DeskHop</strong></header>
<aside><h2>My bookings</h2><ul id="bookings"><li>Fri · 2A-03</li></ul></aside>
<main><h1>Floor plan</h1>
<label for="floor">Floor</label> <select id="floor"><option>Floor 1</option><option>Floor 2</option><option>Floor 3</option></select>
<div id="plan"></div><p id="msg" role="status"></p></main>`,
    `const $ = (id) => document.getElementById(id)
let desk = '3B-14'
$('floor').onchange = () => {
  const n = $('floor').value.slice(-1)
  $('plan').innerHTML = ['B-12', 'B-14', 'B-16'].map((d) => '<button class="desk" title="Desk ' + n + d + '">' + n + d + '</button>').join('') + '<div><button id="reserve">Reserve</button></div>'
  document.querySelectorAll('.desk').forEach((b) => b.onclick = () => { desk = b.textContent })
  $('reserve').onclick = () => {
    $('msg').textContent = 'Desk reserved for today'
    ${bug ? '' : "$('bookings').insertAdjacentHTML('afterbegin', '<li>Today · ' + desk + '</li>')"}
  }
}`,
  )

const ROOMS = [
  ['Fjord', 10, true],
  ['Glacier', 8, true],
  ['Tundra', 4, false],
] as const

const roomsPage: Page = (bug) =>
  shell(
    'Rooms · DeskHop',
    `<header><strong>DeskHop</strong></header>
<main><h1>Rooms</h1>
<div role="tablist"><button role="tab" aria-selected="true">Desks</button><button role="tab" aria-selected="false" id="mt">Meeting rooms</button></div>
<section id="meeting" hidden>
  <label for="cap">Minimum capacity</label> <input id="cap" type="number">
  <label><input type="checkbox" id="wb"> Has whiteboard</label>
  <button id="apply">Apply filters</button>
  <div id="cards"></div>
  <form id="book" hidden><h2>Book <span id="room"></span></h2>
    <label for="title">Title</label> <input id="title" placeholder="Optional">
    <label for="start">Start time</label> <select id="start"><option>13:00</option><option>14:00</option><option>15:00</option></select>
    <label for="end">End time</label> <select id="end"><option>14:30</option><option>15:30</option><option>16:00</option></select>
    <button>Confirm booking</button><p id="done" role="status"></p></form>
</section></main>`,
    `const $ = (id) => document.getElementById(id)
const ROOMS = ${JSON.stringify(ROOMS)}
$('mt').onclick = () => { $('meeting').hidden = false; render(ROOMS) }
function render(rooms) {
  $('cards').innerHTML = rooms.map((r) => '<div class="card"><h3>' + r[0] + '</h3><p>' + r[1] + ' people</p><button>Book</button></div>').join('')
  document.querySelectorAll('#cards button').forEach((b) => b.onclick = () => { $('room').textContent = b.closest('.card').querySelector('h3').textContent; $('book').hidden = false })
}
$('apply').onclick = () => {
  const rooms = ROOMS.filter((r) => r[1] >= Number($('cap').value || 0) && (!$('wb').checked || r[2]))
  ${bug ? 'rooms.sort((a, b) => a[1] - b[1])' : ''}
  render(rooms)
}
$('book').onsubmit = (e) => { e.preventDefault(); setTimeout(() => { $('done').textContent = 'Booking confirmed' }, 300) }`,
  )

const desksPage: Page = (bug) =>
  shell(
    'Desks · DeskHop',
    `<header><strong>DeskHop</strong></header>
<main><h1>Find a desk</h1>
<form id="me"><label for="first">First name</label> <input id="first"> <label for="sur">Surname</label> <input id="sur"> <button id="save">Save</button> <span id="saved" role="status"></span></form>
<label for="loc">Location</label> <select id="loc"><option>Göteborg – Linné</option><option>Stockholm – Södermalm</option></select>
<label><input type="checkbox" id="stand"> Standing desk</label> <label><input type="checkbox" id="dual" checked> Dual monitors</label>
<button id="search">Search</button>
<p id="free"></p><table><tbody id="desks"></tbody></table><p id="booked" role="status"></p></main>`,
    `const $ = (id) => document.getElementById(id)
$('me').onsubmit = (e) => { e.preventDefault(); $('saved').textContent = 'Saved'; ${bug ? '' : "$('save').disabled = true"} }
$('me').oninput = () => { $('save').disabled = false; $('saved').textContent = '' }
$('search').onclick = () => {
  const desks = ['S-12', 'S-14', 'S-20']
  $('free').textContent = desks.length + ' desks free'
  $('desks').innerHTML = desks.map((d) => '<tr><td>' + d + '</td><td><button>Boka</button></td></tr>').join('')
  document.querySelectorAll('#desks button').forEach((b) => b.onclick = () => setTimeout(() => { $('booked').textContent = 'Bokad!' }, 300))
}`,
  )

export const PAWDICURE: Record<string, Page> = {
  '/book': bookPage,
  '/bookings/4711': bookingPage,
  '/login': loginPage,
  '/appointments': appointmentsPage,
  '/groomers': groomersPage,
  '/book/express': expressPage,
  '/book/express/thanks': expressPage,
}

export const DESKHOP: Record<string, Page> = {
  '/floorplan': floorplanPage,
  '/rooms': roomsPage,
  '/desks': desksPage,
}
