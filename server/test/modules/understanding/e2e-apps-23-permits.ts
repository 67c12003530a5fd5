import { type Page, shell } from './e2e-apps-22.js'

/**
 * CityPermits, the municipal portal of held-out set 23, for its fence-permit steps: a four-step wizard on one page
 * (a fence over 2 m skips the site plan and fee steps, since a reviewer arranges them), a confirmation page and the
 * applicant's table of applications with row actions. Bug: the new application is missing from "My applications"
 * (the list is read from a cache the submission does not update).
 */

const topNav = `<header><a href="#" class="brand">CityPermits</a>
<nav><ul><li><a href="#">Home</a></li><li><a href="#" class="apply">Apply</a></li><li><a href="#" class="mine">My applications</a></li></ul></nav></header>`

const navScript = `document.querySelector('.apply').href = BASE + '/permits/new'
document.querySelector('.mine').href = BASE + '/permits/mine'`

const newPermitPage: Page = () =>
  shell(
    'Apply for a permit | CityPermits',
    `${topNav}
<main><h1>Apply for a permit</h1>
<p class="steps" id="indicator">Step 1 of 4</p>
<form id="wizard" novalidate>
  <section data-step="1">
    <div class="form-group"><label for="type">Permit type</label>
      <select id="type"><option value="">Select…</option><option>Fence installation</option><option>Driveway</option><option>Shed or outbuilding</option></select></div>
    <div class="form-group"><label for="addr">Property address</label> <input id="addr"></div>
    <div class="form-group"><label for="height">Fence height (m)</label> <input id="height" inputmode="decimal">
      <span class="field-error" id="height-error"></span></div>
  </section>
  <section data-step="2" hidden><h2>Site plan</h2><input type="file" aria-label="Site plan file"></section>
  <section data-step="3" hidden><h2>Fee</h2><p>Fence permit fee: $45.00</p></section>
  <section data-step="4" hidden><h2>Declaration</h2>
    <div class="alert alert-warning" id="review" hidden>Fences over 2 m need a structural review. A reviewer will contact you about the site plan and fee.</div>
    <label><input type="checkbox" id="confirm"> I confirm the information is correct</label>
  </section>
  <div class="actions"><button type="button" id="back">Back</button> <button type="button" id="next">Next</button>
    <button type="submit" id="submit" hidden>Submit application</button></div>
</form></main>`,
    `${navScript}
const $ = (id) => document.getElementById(id)
let step = 1
function show() {
  document.querySelectorAll('[data-step]').forEach((s) => { s.hidden = Number(s.dataset.step) !== step })
  $('indicator').textContent = 'Step ' + step + ' of 4'
  $('next').hidden = step === 4; $('submit').hidden = step !== 4; $('back').disabled = step === 1
}
$('next').onclick = () => {
  if (step === 1) {
    const h = $('height').value.trim()
    $('height-error').textContent = h ? '' : 'Height is required'
    if (!h) return
    const over = Number(h.replace(',', '.')) > 2
    $('review').hidden = !over
    step = over ? 4 : 2
  } else step++
  show()
}
$('back').onclick = () => { step = step === 4 && !$('review').hidden ? 1 : Math.max(1, step - 1); show() }
$('wizard').onsubmit = (e) => {
  e.preventDefault()
  if (!$('confirm').checked) return
  $('submit').disabled = true; $('submit').textContent = 'Submitting…'
  setTimeout(() => {
    sessionStorage.setItem('submitted', JSON.stringify({ id: 'PRM-2026-0457', what: $('type').value, where: $('addr').value }))
    location.href = BASE + '/permits/confirmation'
  }, 300)
}
show()`,
  )

const confirmationPage: Page = () =>
  shell(
    'Application received | CityPermits',
    `${topNav}
<main><h1>Application received</h1><p>Your reference is <strong id="ref"></strong>. We will email you when the review starts.</p></main>`,
    `${navScript}
document.getElementById('ref').textContent = JSON.parse(sessionStorage.getItem('submitted') || '{}').id || ''`,
  )

const myApplicationsPage: Page = (bug) =>
  shell(
    'My applications | CityPermits',
    `${topNav}
<main><h1>My applications</h1>
<label for="status">Status</label> <select id="status"><option>All</option><option>Under review</option><option>Approved</option><option>Submitted</option></select>
<table class="table"><thead><tr><th>Reference</th><th>Permit</th><th>Address</th><th>Status</th><th></th></tr></thead><tbody id="rows"></tbody></table>
</main>`,
    `${navScript}
const apps = [
  { id: 'PRM-2026-0419', what: 'Driveway', where: '14 Elm Street', status: 'Under review' },
  { id: 'PRM-2026-0388', what: 'Shed or outbuilding', where: '14 Elm Street', status: 'Approved', fee: '$45.00' },
]
const submitted = JSON.parse(sessionStorage.getItem('submitted') || 'null')
${bug ? '' : "if (submitted) apps.unshift({ ...submitted, status: 'Submitted' })"}
function render() {
  const only = document.getElementById('status').value
  document.getElementById('rows').innerHTML = apps.filter((a) => only === 'All' || a.status === only).map((a) =>
    '<tr><td>' + a.id + '</td><td>' + a.what + '</td><td>' + a.where + '</td><td>' + a.status + '</td><td>' +
    (a.status === 'Approved' ? '<a href="#">Download permit (PDF)</a>' : '<button class="btn-sm">Withdraw</button>') + '</td></tr>').join('')
}
document.getElementById('status').onchange = render
render()`,
  )

export const PERMIT_PAGES: Record<string, Page> = {
  '/permits/new': newPermitPage,
  '/permits/confirmation': confirmationPage,
  '/permits/mine': myApplicationsPage,
}
