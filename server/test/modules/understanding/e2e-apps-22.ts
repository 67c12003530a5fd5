import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Small apps built to fit held-out set 22's UI blocks (dental clinic, recycling pickup, language school here; the farm
 * shop in e2e-apps-22-farm.ts), written the way an everyday developer writes them: plain HTML and inline scripts, untidy
 * in places (an unlabelled list under a heading beside a menu's list, cards as divs, a hand-made modal, toasts that
 * fade). Every page is served twice: under `/ok/` as meant, and under `/bug/` with one real bug per page (a missing toast, a row not removed, the
 * wrong day, a stale row, a wrong total, a lost answer).
 */

/** A page's HTML, as meant or with its bug. */
export type Page = (bug: boolean) => string

const STYLE = `<style>
body{font-family:sans-serif;margin:2rem} .toast{position:fixed;right:1rem;bottom:1rem;background:#222;color:#fff;padding:.6rem 1rem;border-radius:4px}
.slots button[aria-pressed=true]{background:#0a7;color:#fff} .card{border:1px solid #ccc;padding:1rem;margin:.5rem;display:inline-block}
.modal-backdrop{position:fixed;inset:0;background:#0006} .modal{background:#fff;margin:20vh auto;width:20rem;padding:1rem}
</style>`

export const shell = (title: string, body: string, script: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${title}</title>${STYLE}</head><body>${body}
<script>
const BASE = location.pathname.split('/').slice(0, 2).join('/')
function toast(text) {
  const t = document.createElement('div'); t.className = 'toast'; t.setAttribute('role', 'status'); t.textContent = text
  document.body.appendChild(t); setTimeout(() => t.remove(), 6000)
}
${script}
</script></body></html>`

const bookingPage: Page = (bug) =>
  shell(
    'Book an appointment | BrightSmile Dental',
    `<nav><a href="/">BrightSmile Dental</a></nav>
<main id="app">
<h1>Book an appointment</h1>
<form id="step1">
  <div><label for="treatment">Treatment</label>
  <select id="treatment"><option value="">Choose…</option><option>Check-up</option><option>Teeth cleaning</option><option>Filling</option></select></div>
  <div><label for="dentist">Dentist</label>
  <select id="dentist"><option>Any dentist</option><option>Dr. Patel</option><option>Dr. Okafor</option></select></div>
  <div><label for="date">Date</label> <input type="date" id="date"></div>
  <div class="slots"><span>Available times</span>
    <button type="button" aria-pressed="false">09:00</button><button type="button" aria-pressed="false">10:30</button><button type="button" aria-pressed="false">14:15</button>
  </div>
  <button type="submit" id="continue" disabled>Continue</button>
</form>
<form id="step2" hidden>
  <h2>Your details</h2>
  <div><label for="name">Full name</label> <input id="name" autocomplete="name"></div>
  <div><label for="email">Email</label> <input id="email" type="email"></div>
  <label><input type="checkbox" id="newpatient"> I am a new patient</label>
  <div><button type="submit">Confirm booking</button></div>
</form>
<section id="done" hidden><h2>You're booked in</h2><p id="summary"></p></section>
</main>`,
    `let slot = ''
const cont = document.getElementById('continue')
const ready = () => { cont.disabled = !(document.getElementById('treatment').value && document.getElementById('date').value && slot) }
document.querySelectorAll('.slots button').forEach((b) => b.onclick = () => {
  document.querySelectorAll('.slots button').forEach((o) => o.setAttribute('aria-pressed', 'false'))
  b.setAttribute('aria-pressed', 'true'); slot = b.textContent; ready()
})
document.getElementById('treatment').onchange = ready
document.getElementById('date').oninput = ready
document.getElementById('step1').onsubmit = (e) => { e.preventDefault(); e.target.hidden = true; document.getElementById('step2').hidden = false }
document.getElementById('step2').onsubmit = (e) => {
  e.preventDefault()
  e.target.hidden = true
  document.getElementById('done').hidden = false
  document.getElementById('summary').textContent = document.getElementById('treatment').value + ' with ' + document.getElementById('dentist').value + ' at ' + slot
  history.pushState({}, '', BASE + '/appointments/confirmation')
  ${bug ? '' : "toast('Appointment booked')"}
}`,
  )

const schedulePage: Page = (bug) =>
  shell(
    'Appointments | BrightSmile Dental',
    `<header><strong>BrightSmile Dental</strong>
<nav><ul class="menu"><li><a href="#">Schedule</a></li><li><a href="#">Patients</a></li><li><a href="#">Invoices</a></li></ul></nav></header>
<main>
<h1>Front desk</h1>
<label>Show <select id="show"><option>This week</option><option>Today</option></select></label>
<h2>Appointments</h2>
<ul id="appts" class="appt-list"></ul>
<div class="modal-backdrop" id="resched" hidden><div class="modal" role="dialog" aria-modal="true" aria-labelledby="rh">
  <h3 id="rh">Reschedule</h3><p id="rwho"></p>
  <label for="newtime">New time</label> <select id="newtime"><option>09:45</option><option>11:15</option><option>16:00</option></select>
  <div><button id="rsave">Save</button> <button id="rclose">Cancel</button></div>
</div></div>
</main>`,
    `const all = [
  { name: 'Maria Lopez', time: '10:30', what: 'Teeth cleaning', today: true },
  { name: 'Tom Becker', time: '09:00', what: 'Check-up', today: true },
  { name: 'Ana Silva', time: '12:00', what: 'Filling', today: true },
  { name: 'Jin Park', time: '13:30', what: 'Check-up', today: true },
  { name: 'Olu Adeyemi', time: '15:00', what: 'Crown fitting', today: true },
  { name: 'Sara Klein', time: '16:30', what: 'Teeth cleaning', today: true },
  { name: 'Ravi Shah', time: '09:00', what: 'Filling', today: false },
  { name: 'Emma Stone', time: '11:00', what: 'Check-up', today: false },
]
let moving
function render() {
  const ul = document.getElementById('appts'); ul.innerHTML = ''
  const todayOnly = document.getElementById('show').value === 'Today'
  for (const a of all.filter((a) => !todayOnly || a.today)) {
    const li = document.createElement('li')
    li.innerHTML = '<b></b> <span class="t"></span> · <span class="w"></span> <em class="st"></em> <button class="ci">Check in</button> <a href="#">Reschedule</a> <button class="cx">Cancel</button>'
    li.querySelector('b').textContent = a.name; li.querySelector('.t').textContent = a.time; li.querySelector('.w').textContent = a.what
    li.querySelector('.st').textContent = a.status || ''
    li.querySelector('.ci').disabled = a.status === 'Checked in'
    li.querySelector('.ci').onclick = () => { a.status = 'Checked in'; render() }
    li.querySelector('a').onclick = (e) => { e.preventDefault(); moving = a; document.getElementById('rwho').textContent = a.name + ', ' + a.time; document.getElementById('resched').hidden = false }
    li.querySelector('.cx').onclick = () => {
      if (!confirm('Cancel the appointment for ' + a.name + '?')) return
      ${bug ? "a.status = 'Cancelled'" : 'all.splice(all.indexOf(a), 1)'}
      render()
    }
    ul.appendChild(li)
  }
}
document.getElementById('show').onchange = render
document.getElementById('rclose').onclick = () => { document.getElementById('resched').hidden = true }
document.getElementById('rsave').onclick = () => {
  moving.time = document.getElementById('newtime').value
  document.getElementById('resched').hidden = true
  render(); toast('Appointment moved to ' + moving.time)
}
render()`,
  )

const MATERIALS = ['Glass', 'Cardboard', 'Plastic', 'Electronics']

const pickupSchedulePage: Page = (bug) =>
  shell(
    'Schedule a pickup - GreenBin',
    `<main><h1>Schedule a pickup</h1>
<form id="f">
  <p><label for="street">Street address</label><br><input id="street" name="street" required></p>
  <p><label for="postcode">Postcode</label><br><input id="postcode" name="postcode" size="8"></p>
  <fieldset><legend>What are we collecting?</legend>
    ${MATERIALS.map((m) => `<label><input type="checkbox" name="materials" value="${m}"> ${m}</label>`).join('\n    ')}
  </fieldset>
  <fieldset><legend>Time window</legend>
    <label><input type="radio" name="window" value="am"> Morning (8-12)</label>
    <label><input type="radio" name="window" value="pm" checked> Afternoon (12-5)</label>
  </fieldset>
  <p><label for="day">Pickup day</label>
  <select id="day"><option value="Monday">Next Monday</option><option value="Tuesday">Next Tuesday</option><option value="Thursday">Next Thursday</option></select></p>
  <p><label for="bags">Estimated bags</label> <input id="bags" type="number" min="1" max="10" value="2"></p>
  <button class="btn btn-primary">Schedule pickup</button>
</form></main>`,
    `document.getElementById('f').onsubmit = (e) => {
  e.preventDefault()
  const day = ${bug ? "document.getElementById('day').options[0].value" : "document.getElementById('day').value"}
  sessionStorage.setItem('flash', 'Pickup scheduled for ' + day)
  location.href = BASE + '/pickups/upcoming'
}`,
  )

const upcomingPage: Page = (bug) =>
  shell(
    'Upcoming pickups - GreenBin',
    `<nav><ul><li><a href="#">Schedule</a></li><li><a href="#">Upcoming</a></li><li><a href="#">Rewards</a></li></ul></nav>
<main><h1>Upcoming pickups</h1>
<p id="flash" class="alert alert-success"></p>
<ul id="upcoming"></ul>
<dialog id="edit"><form method="dialog" id="ef">
  <h2>Edit pickup</h2>
  ${MATERIALS.map((m) => `<label><input type="checkbox" value="${m}"> ${m}</label>`).join('\n  ')}
  <p><label for="notes">Notes for driver</label><br><textarea id="notes"></textarea></p>
  <button value="save">Update pickup</button> <button value="close" formnovalidate>Close</button>
</form></dialog></main>`,
    `const flash = sessionStorage.getItem('flash'); sessionStorage.removeItem('flash')
document.getElementById('flash').textContent = flash || ''
const pickups = [
  { street: '12 Elm Street', day: 'Tuesday', window: '8-12', materials: ['Glass', 'Cardboard'] },
  { street: '4 Mill Lane', day: 'Thursday', window: '12-5', materials: ['Plastic'] },
]
let editing
const dialog = document.getElementById('edit')
function render() {
  const ul = document.getElementById('upcoming'); ul.innerHTML = ''
  for (const p of pickups) {
    const li = document.createElement('li')
    li.innerHTML = '<strong></strong> <span></span> <button type="button">Edit</button> <button type="button">Cancel pickup</button>'
    li.querySelector('strong').textContent = p.street
    li.querySelector('span').textContent = p.day + ' ' + p.window + ': ' + p.materials.join(', ')
    const [edit, cancel] = li.querySelectorAll('button')
    edit.onclick = () => {
      editing = p
      dialog.querySelectorAll('input[type=checkbox]').forEach((c) => c.checked = p.materials.includes(c.value))
      document.getElementById('notes').value = p.notes || ''
      dialog.showModal()
    }
    cancel.onclick = () => { if (confirm('Cancel the pickup at ' + p.street + '?')) { pickups.splice(pickups.indexOf(p), 1); render() } }
    ul.appendChild(li)
  }
}
dialog.addEventListener('close', () => {
  if (dialog.returnValue !== 'save') return
  const chosen = [...dialog.querySelectorAll('input:checked')].map((c) => c.value)
  editing.notes = document.getElementById('notes').value
  ${bug ? '' : 'editing.materials = chosen'}
  render(); toast('Pickup updated')
})
render()`,
  )

const coursesPage: Page = () =>
  shell(
    'Courses · Lingua Language School',
    `<main><h1>Our courses</h1>
<div role="tablist"><button role="tab" aria-selected="true" data-lang="French">French</button><button role="tab" aria-selected="false" data-lang="Spanish">Spanish</button><button role="tab" aria-selected="false" data-lang="German">German</button></div>
<div role="tabpanel">
  <label for="level">Level</label>
  <select id="level"><option value="">All levels</option><option>A1 - Beginner</option><option>A2 - Elementary</option><option>B1 - Intermediate</option><option>B2 - Upper intermediate</option></select>
  <div id="cards"></div>
</div></main>`,
    `const courses = [
  ['French', 'A1 - Beginner', 'French A1 Mornings', 'fr-a1-morning'],
  ['French', 'B1 - Intermediate', 'French B1 Evening', 'fr-b1-evening'],
  ['Spanish', 'A1 - Beginner', 'Spanish A1 Weekend', 'es-a1-weekend'],
  ['Spanish', 'B1 - Intermediate', 'Spanish B1 Evening', 'es-b1-evening'],
  ['Spanish', 'B1 - Intermediate', 'Spanish B1 Intensive', 'es-b1-intensive'],
  ['German', 'A2 - Elementary', 'German A2 Lunchtime', 'de-a2-lunch'],
]
let lang = 'French'
function render() {
  const level = document.getElementById('level').value
  document.getElementById('cards').innerHTML = courses.filter((c) => c[0] === lang && (!level || c[1] === level))
    .map((c) => '<div class="card"><h3>' + c[2] + '</h3><p>' + c[1] + '</p><a href="' + BASE + '/courses/' + c[3] + '">View details</a></div>').join('')
}
document.querySelectorAll('[role=tab]').forEach((t) => t.onclick = () => {
  document.querySelectorAll('[role=tab]').forEach((o) => o.setAttribute('aria-selected', String(o === t)))
  lang = t.dataset.lang; render()
})
document.getElementById('level').onchange = render
render()`,
  )

const coursePage: Page = () =>
  shell(
    'Spanish B1 Evening · Lingua Language School',
    `<main><h1>Spanish B1 Evening</h1>
<p>Tuesdays and Thursdays, 18:30-20:00 · 24 lessons · €420.00</p>
<p class="badge">12 seats left</p>
<button id="enroll">Enroll now</button>
<form id="enrol" hidden>
  <h2>How would you like to pay?</h2>
  <label><input type="radio" name="plan" value="full" checked> Pay in full</label>
  <label><input type="radio" name="plan" value="3"> Pay in 3 instalments</label>
  <p><input type="checkbox" id="policy"> <label for="policy">I have read the cancellation policy</label></p>
  <button>Proceed to payment</button>
</form></main>`,
    `document.getElementById('enroll').onclick = () => { document.getElementById('enrol').hidden = false }
document.getElementById('enrol').onsubmit = (e) => {
  e.preventDefault()
  if (!document.getElementById('policy').checked) return alert('Please accept the cancellation policy')
  location.href = BASE + '/checkout?course=es-b1-evening&plan=' + new FormData(e.target).get('plan')
}`,
  )

const checkoutPage: Page = (bug) =>
  shell(
    'Checkout · Lingua Language School',
    `<main><h1>Checkout</h1><section><h2>Order summary</h2><p>Spanish B1 Evening</p><p id="plan"></p><p>Total: <b id="total"></b></p></section></main>`,
    `const price = 420, instalments = new URLSearchParams(location.search).get('plan') === '3'
const total = instalments ? price * ${bug ? '1.05' : '1'} : price
document.getElementById('plan').textContent = instalments ? '3 instalments of €' + (total / 3).toFixed(2) : 'Paid in full'
document.getElementById('total').textContent = '€' + total.toFixed(2)`,
  )

const placementPage: Page = (bug) =>
  shell(
    'Placement test · Lingua Language School',
    `<main><h1>English placement test</h1>
<form id="start">
  <p><label for="fullname">Name Surname</label> <input id="fullname"></p>
  <p><label for="mail">E-mail</label> <input id="mail" type="email"></p>
  <p><label for="native">Native language</label> <select id="native"><option></option><option>Spanish</option><option>Turkish</option><option>Vietnamese</option></select></p>
  <button>Start the test</button>
</form>
<section id="quiz" hidden>
  <p id="progress"></p>
  <fieldset><legend id="question"></legend><div id="options"></div></fieldset>
  <button type="button" id="prev">Previous</button> <button type="button" id="next">Next question</button> <button type="button" id="finish" disabled>Finish test</button>
</section>
<div class="modal-backdrop" id="leave" hidden><div class="modal" role="dialog">
  <p>Leave the test?</p><p>Your answers will be lost.</p><button type="button">Stay</button> <button type="button">Leave</button>
</div></div></main>`,
    `const questions = [
  ['She ___ to school yesterday.', ['go', 'went', 'gone']],
  ['They have ___ finished.', ['already', 'yet', 'still']],
  ['If I ___ you, I would ask.', ['am', 'were', 'be']],
]
const answers = []
let at = 0
function show() {
  const [q, options] = questions[at % questions.length]
  document.getElementById('progress').textContent = 'Question ' + (at + 1) + ' of 20'
  document.getElementById('question').textContent = q
  document.getElementById('options').innerHTML = options.map((o) => '<label><input type="radio" name="q" value="' + o + '"> ' + o + '</label>').join(' ')
  ${bug ? '' : "document.querySelectorAll('#options input').forEach((r) => r.checked = r.value === answers[at])"}
  document.getElementById('prev').disabled = at === 0
  document.getElementById('finish').disabled = at < 19
}
document.getElementById('options').onchange = (e) => { answers[at] = e.target.value }
document.getElementById('start').onsubmit = (e) => { e.preventDefault(); e.target.hidden = true; document.getElementById('quiz').hidden = false; show() }
document.getElementById('next').onclick = () => { at++; show() }
document.getElementById('prev').onclick = () => { at--; show() }
document.addEventListener('keydown', (e) => { if (e.key === 'Escape' && !document.getElementById('quiz').hidden) document.getElementById('leave').hidden = false })
document.querySelector('#leave button').onclick = () => { document.getElementById('leave').hidden = true }`,
  )

const PAGES: Record<string, Page> = {
  '/appointments/new': bookingPage,
  '/admin/appointments': schedulePage,
  '/pickups/schedule': pickupSchedulePage,
  '/pickups/upcoming': upcomingPage,
  '/courses': coursesPage,
  '/courses/es-b1-evening': coursePage,
  '/checkout': checkoutPage,
  '/placement-test': placementPage,
}

export interface Apps22 {
  /** `{{BASE_URL}}` for the apps as meant (`bug` false) or with their bugs (of one `app`, when served one per origin). */
  base(bug: boolean, app?: string): string
  stop(): Promise<void>
}

/** Serves every page (and `more`, by path) under `/ok/` and `/bug/` on a free local port. */
export function startApps22(more: Record<string, Page> = {}): Promise<Apps22> {
  return servePages({ ...more, ...PAGES })
}

/** Serves `pages` (by path, the query ignored) under `/ok/` as meant and `/bug/` with their bugs, on a free local port. */
export async function servePages(pages: Record<string, Page>): Promise<Apps22> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const [, variant, ...rest] = url.pathname.split('/')
    const path = `/${rest.join('/')}`
    const page = pages[path]
    if (!page || (variant !== 'ok' && variant !== 'bug')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      return
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(variant === 'bug'))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    base: (bug) => `http://127.0.0.1:${port}/${bug ? 'bug' : 'ok'}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
