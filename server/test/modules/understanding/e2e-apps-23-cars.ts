import { type Page, shell } from './e2e-apps-22.js'

/**
 * DriveNow's extras page for held-out set 23's car-rental steps: protection as radio cards, a child-seat stepper
 * whose count sits in a read-only field, a price box that follows the choices, then the driver's details. Bug: the
 * total is not recalculated when the protection changes.
 */

const extrasPage: Page = (bug) =>
  shell(
    'Extras · DriveNow',
    `<header><a href="#">DriveNow</a> <a href="#">Login</a></header>
<main><h1>VW Golf or similar</h1><p>Lisbon Airport · 10 Jul - 17 Jul 2026 · 7 days</p>
<div class="layout">
<section id="extras"><h2>Protection</h2>
  <label class="option"><input type="radio" name="cover" value="0" checked> Basic protection <span class="muted">Excess €1,200</span></label>
  <label class="option"><input type="radio" name="cover" value="11"> Full protection <span class="muted">No excess, €11/day</span></label>
  <h2>Extras</h2>
  <div class="stepper"><label for="seats">Child seats</label> <input id="seats" value="0" readonly size="2">
    <button type="button" id="add-seat">Add child seat</button> <button type="button" id="less" aria-label="Remove child seat">−</button></div>
  <button type="button" id="continue" class="btn-primary">Continue</button>
</section>
<section id="driver" hidden><h2>Main driver</h2>
  <div><label for="fname">First name</label> <input id="fname"></div>
  <div><label for="age">Driver age</label> <input id="age" inputmode="numeric" size="3"></div>
  <p id="young" class="notice" hidden>A young driver fee of €15/day applies</p>
  <button type="button">Book now</button>
</section>
<aside class="price-box"><h2>Your price</h2><p>Car: €312.00</p><p>Total <strong id="total">€312.00</strong></p></aside>
</div></main>`,
    `const $ = (id) => document.getElementById(id)
const DAYS = 7, CAR = 312
const total = () => {
  const cover = Number(document.querySelector('input[name=cover]:checked').value)
  $('total').textContent = '€' + (CAR + cover * DAYS + Number($('seats').value) * 5 * DAYS).toFixed(2)
}
${bug ? '' : "document.querySelectorAll('input[name=cover]').forEach((r) => r.onchange = total)"}
$('add-seat').onclick = () => { $('seats').value = Math.min(3, Number($('seats').value) + 1); total() }
$('less').onclick = () => { $('seats').value = Math.max(0, Number($('seats').value) - 1); total() }
$('continue').onclick = () => { $('extras').hidden = true; $('driver').hidden = false }
$('age').onblur = () => { $('young').hidden = !(Number($('age').value) > 0 && Number($('age').value) < 25) }`,
  )

export const CAR_PAGES: Record<string, Page> = { '/booking/extras': extrasPage }
