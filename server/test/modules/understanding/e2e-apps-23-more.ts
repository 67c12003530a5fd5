import { type Page, shell } from './e2e-apps-22.js'

/**
 * IronPeak Gym's membership page, Tidewater Marina's berth booking (a Spanish site) and Harbor Vet's appointments (a
 * German site), built to fit held-out set 23's steps: plan cards as labels around radios, a hand-made payment modal,
 * tabs, a booking table with row actions, a hand-made "new appointment" modal with a date typed as TT.MM.JJJJ. Bugs:
 * the payment modal opens without moving focus to the card number; the berth total rounds the length down; a date
 * typed the German way is rejected, so the appointment is not saved; the class schedule ignores its category filter.
 * The gym's login and schedule (inputs named only by their placeholders) serve the Korean-speaking writer's steps.
 */

/** The membership page; `annualSays` is the Annual card's description (its words are part of the radio's name). */
const membershipPage =
  (annualSays: string): Page =>
  (bug) =>
    shell(
      'Membership | IronPeak Gym',
      `<style>.plans label{display:block;border:1px solid #ccc;padding:.6rem;margin:.3rem 0}</style>
<header><a href="#">IronPeak</a> <a href="#">Log out</a></header>
<nav class="side"><ul><li><a href="#">Classes</a></li><li><a href="#">Membership</a></li><li><a href="#">Profile</a></li></ul></nav>
<main><h1>Membership</h1>
<div class="current">Current plan: <strong id="plan">Off-peak monthly</strong> <span id="price">$39 / month</span></div>
<button id="change" class="btn-link">Change plan</button>
<div id="chooser" hidden>
  <div class="plans">
    <label><input type="radio" name="plan" value="Off-peak monthly" data-price="$39 / month" checked> Off-peak monthly <small>Weekdays before 4pm, weekends</small></label>
    <label><input type="radio" name="plan" value="Unlimited" data-price="$59 / month"> Unlimited <small>Any time, all classes</small></label>
    <label><input type="radio" name="plan" value="Annual" data-price="$590 / year"> Annual <small>${annualSays}</small></label>
  </div>
  <p class="summary">Price summary: <b id="summary">$39 / month</b></p>
  <button id="to-pay">Continue to payment</button>
</div>
<p id="manage"></p>
<div class="modal-backdrop" id="pay" hidden><div class="modal">
  <h2>Payment</h2>
  <div><label for="card">Card number</label><br><input id="card" inputmode="numeric" autocomplete="cc-number"></div>
  <div><label for="exp">Expiry</label> <input id="exp" placeholder="MM/YY" size="5"> <label for="cvc">CVC</label> <input id="cvc" size="4"></div>
  <button id="paynow">Pay now</button> <span class="close" title="Close" role="button" tabindex="0">✕</span>
</div></div>
</main>`,
      `const $ = (id) => document.getElementById(id)
$('change').onclick = () => { $('chooser').hidden = false }
document.querySelectorAll('input[name=plan]').forEach((r) => r.onchange = () => { $('summary').textContent = r.dataset.price })
$('to-pay').onclick = () => { $('pay').hidden = false; ${bug ? '' : "$('card').focus()"} }
document.querySelector('#pay .close').onclick = () => { $('pay').hidden = true }
$('paynow').onclick = () => {
  if ($('card').value.replace(/ /g, '').length !== 16) return
  $('paynow').disabled = true
  setTimeout(() => {
    const chosen = document.querySelector('input[name=plan]:checked')
    $('plan').textContent = chosen.value; $('price').textContent = chosen.dataset.price
    $('pay').hidden = true; $('chooser').hidden = true; $('paynow').disabled = false
    $('manage').innerHTML = chosen.value === 'Off-peak monthly' ? '' : '<a href="#">Freeze membership</a> · <a href="#">Cancel membership</a>'
    toast('Plan updated')
  }, 500)
}`,
    )

const berthsPage: Page = (bug) =>
  shell(
    'Amarres | Puerto Tidewater',
    `<header><a href="#">Puerto Tidewater</a></header>
<main><h1>Amarres</h1>
<div role="tablist"><a role="tab" href="#" aria-selected="true" data-panel="reservar">Reservar</a> <a role="tab" href="#" aria-selected="false" data-panel="mis">Mis reservas</a></div>
<section id="reservar">
  <button type="button" id="abrir" class="btn btn-primary">Reservar amarre</button>
  <form id="form" hidden>
    <div class="row"><label for="prop">Propietario</label> <input id="prop" required></div>
    <div class="row"><label for="tipo">Tipo de barco</label> <select id="tipo"><option value="">--</option><option>Velero</option><option>Lancha motora</option><option>Catamarán</option></select></div>
    <div class="row"><label for="eslora">Eslora (m)</label> <input id="eslora" type="number" step="0.1" min="3" max="30"></div>
    <div class="row"><label for="llegada">Llegada</label> <input id="llegada" type="date" value="2026-08-14"> <label for="salida">Salida</label> <input id="salida" type="date" value="2026-08-16"></div>
    <p id="disp" class="hint"></p> <p id="fecha-error" class="error" hidden>Fecha inválida</p>
    <label><input type="checkbox" id="acepto"> Acepto las condiciones</label>
    <div><button id="continuar" disabled>Continuar</button></div>
  </form>
  <div id="resumen" hidden><h2>Resumen</h2><p id="detalle"></p><p>Total: <b id="total"></b></p><button id="pagar">Pagar</button></div>
</section>
<section id="mis" hidden><table><caption>Reservas</caption><tbody><tr><td>Amarre B-07</td><td>14/08 - 16/08</td><td><button>Cancelar</button></td></tr></tbody></table></section>
</main>`,
    `const $ = (id) => document.getElementById(id)
const RATE = 10, TASA = 20
const noches = () => (new Date($('salida').value) - new Date($('llegada').value)) / 86400000
$('abrir').onclick = () => { $('form').hidden = false; $('abrir').hidden = true }
const revisar = () => {
  const eslora = Number($('eslora').value)
  $('disp').textContent = eslora >= 3 && eslora <= 12 ? 'Amarre disponible' : eslora > 12 ? 'No hay amarres para esa eslora' : ''
  $('fecha-error').hidden = noches() > 0
  $('continuar').disabled = !($('acepto').checked && $('prop').value && $('tipo').value && eslora >= 3 && eslora <= 12 && noches() > 0)
}
$('form').oninput = revisar
$('form').onchange = revisar
$('form').onsubmit = (e) => {
  e.preventDefault()
  const eslora = ${bug ? "Math.floor(Number($('eslora').value))" : "Number($('eslora').value)"}
  const total = eslora * noches() * RATE + TASA
  $('detalle').textContent = $('tipo').value + ' de ' + $('prop').value + ', ' + noches() + ' noches'
  $('total').textContent = '€ ' + total.toFixed(2).replace('.', ',')
  $('form').hidden = true; $('resumen').hidden = false
}
document.querySelectorAll('[role=tab]').forEach((t) => t.onclick = (e) => {
  e.preventDefault()
  document.querySelectorAll('[role=tab]').forEach((o) => { o.setAttribute('aria-selected', String(o === t)); $(o.dataset.panel).hidden = o !== t })
})`,
  )

const appointmentsPage: Page = (bug) =>
  shell(
    'Tierarztpraxis Hafen – Termine',
    `<header><strong>Tierarztpraxis Hafen</strong></header>
<main><h1>Termine</h1>
<button id="neu" class="btn"><span aria-hidden="true">＋</span> Neuer Termin</button>
<table class="termine"><thead><tr><th>Tier</th><th>Art</th><th>Datum</th><th></th></tr></thead><tbody id="rows"></tbody></table>
<div class="modal-backdrop" id="dlg" hidden><div class="modal">
  <h2>Neuer Termin</h2>
  <div><label for="tier">Name des Tieres</label> <input id="tier"></div>
  <div><label for="art">Tierart</label> <select id="art"><option value="">Bitte wählen</option><option>Hund</option><option>Katze</option><option>Kaninchen</option></select></div>
  <div><label for="datum">Datum</label> <input id="datum" class="datepicker" aria-label="Date" placeholder="TT.MM.JJJJ" size="10"> <small id="datum-hint" class="hint">Bitte Datum wählen</small></div>
  <label><input type="checkbox" id="sms"> Erinnerung per SMS</label>
  <div><button id="speichern">Speichern</button> <button id="abbrechen" class="secondary">Abbrechen</button></div>
</div></div>
<div id="meldung" class="alert" role="alert"></div>
</main>`,
    `const $ = (id) => document.getElementById(id)
const termine = [{ tier: 'Minka', art: 'Katze', datum: '01.12.2026' }, { tier: 'Hoppel', art: 'Kaninchen', datum: '02.12.2026' }]
function render() {
  $('rows').innerHTML = termine.map((t) => '<tr><td>' + t.tier + '</td><td>' + t.art + '</td><td>' + t.datum + '</td><td><button>Bearbeiten</button></td></tr>').join('')
}
$('neu').onclick = () => { $('dlg').hidden = false; $('tier').focus() }
$('abbrechen').onclick = () => { $('dlg').hidden = true }
$('datum').oninput = () => { $('datum-hint').textContent = $('datum').value ? '' : 'Bitte Datum wählen' }
$('speichern').onclick = () => {
  const datum = $('datum').value.trim()
  const gueltig = ${bug ? '/^\\d{4}-\\d{2}-\\d{2}$/' : '/^\\d{2}\\.\\d{2}\\.\\d{4}$/'}.test(datum)
  if (!$('tier').value || !$('art').value || !gueltig) { $('datum-hint').textContent = gueltig ? '' : 'Ungültiges Datum'; return }
  termine.push({ tier: $('tier').value, art: $('art').value, datum, sms: $('sms').checked })
  $('dlg').hidden = true; render()
  $('meldung').textContent = 'Termin wurde gespeichert'
}
render()`,
  )

const gymNav = `<header><a href="#">IronPeak</a>
<nav><ul class="menu"><li><a href="#" class="home">Home</a></li><li><a href="#" class="schedule">Class schedule</a></li><li><a href="#">My page</a></li></ul></nav></header>`
const gymNavScript = `document.querySelector('.home').href = BASE + '/home'; document.querySelector('.schedule').href = BASE + '/schedule'`

const gymLoginPage: Page = () =>
  shell(
    'Log in | IronPeak',
    `<main class="login"><h1>IronPeak</h1><form id="login">
  <input type="email" name="email" placeholder="Email" autocomplete="username">
  <input type="password" name="password" placeholder="Password" autocomplete="current-password">
  <button class="btn btn-block">Login</button></form></main>`,
    `document.getElementById('login').onsubmit = (e) => {
  e.preventDefault()
  if (e.target.password.value.length < 8) return
  sessionStorage.setItem('member', e.target.email.value.split('.')[0]); location.href = BASE + '/home'
}`,
  )

const gymHomePage: Page = () =>
  shell(
    'Home | IronPeak',
    `${gymNav}<main><p class="greeting" id="hi"></p><h1>Today at IronPeak</h1><p>The pool is closed for cleaning until 14:00.</p></main>`,
    `${gymNavScript}
const who = sessionStorage.getItem('member') || ''
document.getElementById('hi').textContent = 'Welcome, ' + who.charAt(0).toUpperCase() + who.slice(1)`,
  )

const schedulePage: Page = (bug) =>
  shell(
    'IronPeak | Schedule',
    `${gymNav}<main><h1>Class schedule</h1>
<label for="cat">Category</label> <select id="cat"><option>All</option><option>Yoga</option><option>Spin</option><option>Strength</option></select>
<h2>Classes</h2><ul class="class-list" id="classes"></ul></main>`,
    `${gymNavScript}
const classes = [['Morning Yoga', 'Yoga'], ['Spin 45', 'Spin'], ['Yin Yoga', 'Yoga'], ['Power Yoga', 'Yoga'], ['Kettlebells', 'Strength'],
  ['Yoga for runners', 'Yoga'], ['Spin & Core', 'Spin'], ['Sunset Yoga', 'Yoga']]
function render() {
  const cat = document.getElementById('cat').value
  document.getElementById('classes').innerHTML = classes.filter((c) => ${bug ? 'cat' : "cat === 'All' || c[1] === cat"})
    .map((c) => '<li><span>' + c[0] + '</span> <button>Reserve</button></li>').join('')
}
document.getElementById('cat').onchange = render
render()`,
  )

export const MORE_PAGES: Record<string, Page> = {
  '/login': gymLoginPage,
  '/home': gymHomePage,
  '/schedule': schedulePage,
  '/membership': membershipPage('Best value, paid yearly'),
  '/membership/annual-unlimited': membershipPage('Unlimited, paid yearly'),
  '/amarres': berthsPage,
  '/termine': appointmentsPage,
}
