import { type Page, shell } from './e2e-apps-22.js'

/**
 * KilnQueue (pottery firing), PisteMate's equipment rental and ChoirBook's members, built to fit held-out set 26's
 * steps: a hand-made booking modal and a queue table with a cone per firing, a glaze library with a filter; a rental
 * form whose reservation shows "Reserving…" before the basket lists each item with a "Remove" button; members in a
 * table whose row checkboxes have no label, a "Bulk actions" menu, a footer link to scores with a context menu. Bugs:
 * every firing is queued at the glaze cone; the helmet is left out of the rental basket; a bulk action moves the first
 * member instead of the ticked one.
 */

const kilnPage: Page = (bug) =>
  shell(
    'Dashboard – KilnQueue',
    `<header><strong>KilnQueue</strong><nav><a href="#">Dashboard</a> <a href="#" id="glazes">Glaze library</a></nav></header>
<main><h1>Studio dashboard</h1>
<a href="#" class="btn" id="book">Book a firing</a>
<div class="modal-backdrop" id="dlg" hidden><div class="modal"><h2>Book a firing</h2>
  <label for="type">Firing type</label> <select id="type"><option value="">--</option><option>Bisque</option><option>Glaze</option></select>
  <label for="pieces">Pieces</label> <input id="pieces" type="number">
  <label><input type="radio" name="shelf" value="Small"> Small shelf</label> <label><input type="radio" name="shelf" value="Large"> Large shelf</label>
  <label><input type="checkbox" id="dried"> I have dried my pieces for 7 days</label>
  <button id="request">Request slot</button>
</div></div>
<table><caption>Queue</caption><thead><tr><th>Day</th><th>Firing</th><th>Cone</th><th></th></tr></thead><tbody id="queue"></tbody></table></main>`,
    `const $ = (id) => document.getElementById(id)
const queue = [['Saturday', 'Glaze, 12 pieces', 'Cone 6']]
function render() {
  $('queue').innerHTML = queue.map((q) => '<tr><td>' + q[0] + '</td><td>' + q[1] + '</td><td>' + q[2] + '</td><td><button>Cancel</button></td></tr>').join('')
  document.querySelectorAll('#queue button').forEach((b, i) => b.onclick = () => { if (confirm('Cancel the ' + queue[i][0] + ' firing?')) { queue.splice(i, 1); render() } })
}
$('book').onclick = (e) => { e.preventDefault(); $('dlg').hidden = false }
$('request').onclick = () => {
  if (!$('type').value || !$('dried').checked) return
  const cone = ${bug ? "'Cone 6'" : "$('type').value === 'Bisque' ? 'Cone 04' : 'Cone 6'"}
  queue.unshift(['Friday', $('type').value + ', ' + $('pieces').value + ' pieces', cone]); render()
  $('dlg').hidden = true; toast('Slot requested for Friday')
}
$('glazes').href = BASE + '/kiln/glazes'
render()`,
  )

const glazesPage: Page = () =>
  shell(
    'Glaze library – KilnQueue',
    `<header><strong>KilnQueue</strong></header><main><h1>Glaze library</h1><input aria-label="Filter" placeholder="Filter glazes">
<div class="card"><h3>Celadon Blue</h3><p>Cone 6–10</p></div><div class="card"><h3>Tenmoku</h3><p>Cone 9–10</p></div></main>`,
    `document.querySelector('input').oninput = (e) => document.querySelectorAll('.card').forEach((c) => { c.hidden = !c.textContent.toLowerCase().includes(e.target.value.toLowerCase()) })`,
  )

const rentalsPage: Page = (bug) =>
  shell(
    'Rentals – PisteMate',
    `<header><strong>PisteMate</strong></header>
<main><h1>Equipment rental</h1>
<form id="rent">
  <label for="pkg">Package</label> <select id="pkg"><option>Skis only</option><option selected>Skis + boots</option></select>
  <label for="boot">Boot size</label> <input id="boot" value="43">
  <label><input type="checkbox" id="helmet"> Helmet</label>
  <label for="days">Days</label> <input id="days" value="3" readonly>
  <button id="reserve">Reserve equipment</button>
</form>
<p id="status" role="status"></p>
<h2>Basket</h2><ul id="basket"></ul></main>`,
    `const $ = (id) => document.getElementById(id)
$('rent').onsubmit = (e) => {
  e.preventDefault()
  $('reserve').disabled = true; $('status').textContent = 'Reserving…'
  setTimeout(() => {
    const items = ['Skis', 'Boots (43)', 'Poles'].concat(${bug ? '[]' : "$('helmet').checked ? ['Helmet'] : []"})
    $('basket').innerHTML = items.map((i) => '<li>' + i + ' <button type="button">Remove</button></li>').join('')
    document.querySelectorAll('#basket button').forEach((b) => b.onclick = () => b.closest('li').remove())
    $('status').textContent = 'Pick up at Valley Station'
  }, 500)
}`,
  )

const MEMBERS = [
  ['Aiko Tanaka', 'Soprano'],
  ['Yuki Sato', 'Soprano'],
  ['Ken Mori', 'Tenor'],
]

const membersPage: Page = (bug) =>
  shell(
    'Members - ChoirBook',
    `<header><strong>ChoirBook</strong></header>
<main><h1>Members</h1>
<table><thead><tr><th></th><th>Name</th><th>Voice part</th></tr></thead><tbody>
${MEMBERS.map(([name, part]) => `<tr><td><input type="checkbox"></td><td>${name}</td><td class="part">${part}</td></tr>`).join('')}
</tbody></table>
<div class="bulk"><button id="bulk" aria-haspopup="menu">Bulk actions</button>
<div role="menu" id="menu" hidden><div role="menuitem" tabindex="-1" data-part="Alto">Move to Alto</div><div role="menuitem" tabindex="-1" data-part="Tenor">Move to Tenor</div></div></div>
</main><footer><a href="#" id="scores">Sheet music</a> · <a href="#">Contact</a></footer>`,
    `const $ = (id) => document.getElementById(id)
$('bulk').onclick = () => { $('menu').hidden = !$('menu').hidden }
document.querySelectorAll('[role=menuitem]').forEach((item) => item.onclick = () => {
  const rows = [...document.querySelectorAll('tbody tr')]
  const ticked = ${bug ? 'rows.slice(0, 1)' : "rows.filter((r) => r.querySelector('input').checked)"}
  ticked.forEach((r) => { r.querySelector('.part').textContent = item.dataset.part })
  $('menu').hidden = true
})
$('scores').href = BASE + '/scores'`,
  )

const scoresPage: Page = () =>
  shell(
    'Scores - ChoirBook',
    `<style>#ctx{position:absolute;background:#fff;border:1px solid #999;padding:.3rem}</style><main><h1>Sheet music</h1>
<ul class="files"><li><a href="#" class="file">Ave Verum.pdf</a></li><li><a href="#" class="file">Cantique de Jean Racine.pdf</a></li></ul>
<div role="menu" id="ctx" hidden><div role="menuitem">Download</div><div role="menuitem">Rename</div></div></main>`,
    `document.querySelectorAll('.file').forEach((f) => f.oncontextmenu = (e) => {
  e.preventDefault(); const m = document.getElementById('ctx'); m.hidden = false; m.style.left = e.pageX + 'px'; m.style.top = e.pageY + 'px'
})`,
  )

export const MORE_26_PAGES: Record<string, Page> = {
  '/kiln': kilnPage,
  '/kiln/glazes': glazesPage,
  '/rentals': rentalsPage,
  '/members': membersPage,
  '/scores': scoresPage,
}
