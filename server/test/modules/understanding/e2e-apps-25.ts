import { type Page, shell } from './e2e-apps-22.js'

/**
 * HiveNote (an apiary log) and PlotShare (allotment plots), built to fit held-out set 25's steps the way a small team
 * builds them: hives as list items with an icon-only "Inspect" button named by its title, an inspection form that opens
 * below the list and moves the address to the hive, a "Varroa count" link whose tooltip shows only while hovered, a
 * treatments section far down the page; a plot search, a plot page with tabs, a waiting list table whose "Offer plot"
 * buttons are envelope icons named by their titles, and a browser confirm. Bugs: saving an inspection leaves the
 * hive's row showing its old temperament; the waiting list is sorted by surname instead of by date joined.
 */

const HIVE_STYLE = `<style>
.tip{position:relative} .tip .bubble{display:none;position:absolute;left:0;top:1.4rem;background:#333;color:#fff;padding:.3rem;width:10rem}
.tip:hover .bubble{display:block} #treatments{margin-top:120vh}
</style>`

const apiariesPage: Page = () =>
  shell(
    'HiveNote – Apiaries',
    `${HIVE_STYLE}<header><a href="#" class="brand">HiveNote</a> <span class="user">beekeeper.anna</span></header>
<main><h1>My apiaries</h1>
<div class="apiaries"><div class="card"><a href="#" class="open">Meadow Yard</a><p>6 hives</p></div>
<div class="card"><a href="#">Orchard Corner</a><p>3 hives</p></div></div></main>`,
    `document.querySelector('.open').href = BASE + '/apiary/meadow-yard'`,
  )

const TEMPERS = ['Calm', 'Calm', 'Nervous', 'Defensive', 'Calm', 'Nervous']

const meadowYardPage: Page = (bug) =>
  shell(
    'HiveNote – Meadow Yard',
    `${HIVE_STYLE}<header><a href="#" class="brand">HiveNote</a></header>
<main><h1>Meadow Yard</h1>
<h2>Hives</h2>
<ul class="hive-rows">${TEMPERS.map(
      (t, i) =>
        `<li data-hive="${i + 1}"><b>Hive ${i + 1}</b> · <span class="temper">${t}</span> <button class="icon" title="Inspect"><svg width="12" height="12"><circle cx="6" cy="6" r="5"/></svg></button></li>`,
    ).join('')}</ul>
<form id="inspection" hidden>
  <h2 id="form-title">Inspection</h2>
  <div><label for="temper">Temperament</label> <select id="temper"><option>Calm</option><option>Nervous</option><option>Defensive</option></select></div>
  <label><input type="checkbox" id="queen"> Queen seen</label>
  <label><input type="checkbox" id="eggs" checked> Eggs present</label>
  <div><label for="brood">Frames of brood</label> <input id="brood" type="number"></div>
  <div><label for="notes">Notes</label><br><textarea id="notes"></textarea></div>
  <p><a href="#" class="tip">Varroa count<span class="bubble">Mites per 100 bees</span></a> <input aria-label="Mites" size="3"></p>
  <div class="actions"><a href="#" class="btn" id="save">Save inspection</a></div>
</form>
<section id="treatments"><h2>Treatments</h2>
  <button type="button" id="add-treatment">Add treatment</button>
  <div id="treatment-form" hidden><h3>New treatment</h3>
    <label for="product">Product</label> <select id="product"><option value="">Choose…</option><option>Oxalic acid</option><option>Formic acid</option><option>Thymol</option></select>
    <label for="applied">Date applied</label> <input id="applied" placeholder="YYYY-MM-DD">
    <button type="button" id="save-treatment" disabled>Save treatment</button>
  </div>
</section></main>`,
    `const $ = (id) => document.getElementById(id)
let hive = 0
document.querySelectorAll('.hive-rows button').forEach((b) => b.onclick = () => {
  hive = b.closest('li').dataset.hive
  $('form-title').textContent = 'Inspection of Hive ' + hive
  $('inspection').hidden = false
  history.pushState({}, '', BASE + '/hives/' + hive)
})
$('save').onclick = (e) => {
  e.preventDefault()
  ${bug ? '' : "document.querySelector('li[data-hive=\"' + hive + '\"] .temper').textContent = $('temper').value"}
  toast('Inspection saved')
}
$('add-treatment').onclick = () => setTimeout(() => { $('treatment-form').hidden = false }, 300)
$('applied').oninput = () => { $('save-treatment').disabled = !/^\\d{4}-\\d{2}-\\d{2}$/.test($('applied').value) || !$('product').value }
$('product').onchange = $('applied').oninput`,
  )

const PLOTS = ['A-03', 'A-07', 'B-04', 'B-12', 'C-01']

const plotsPage: Page = () =>
  shell(
    'PlotShare – Plots',
    `<header><strong>PlotShare</strong></header>
<main><h1>Allotments</h1>
<form id="find"><input type="search" aria-label="Search" placeholder="Plot number"></form>
<h2>Plots</h2><ul id="plots"></ul></main>`,
    `const PLOTS = ${JSON.stringify(PLOTS)}
function render(q) {
  document.getElementById('plots').innerHTML = PLOTS.filter((p) => p.includes(q))
    .map((p) => '<li><a href="' + BASE + '/plots/' + p + '">Plot ' + p + '</a> <small>vacant soon</small></li>').join('')
}
document.getElementById('find').onsubmit = (e) => { e.preventDefault(); render(e.target.querySelector('input').value.trim()) }
render('')`,
  )

const plotPage =
  (plot: string): Page =>
  (bug) => {
    const waiting = [
      ['Ravi Patel', '2023-02-11'],
      ['Joan Miles', '2023-06-30'],
      ['Tom Abbott', '2024-01-05'],
    ]
    if (bug) waiting.sort((a, b) => a[0]!.split(' ')[1]!.localeCompare(b[0]!.split(' ')[1]!))
    return shell(
      `PlotShare – Plot ${plot}`,
      `<header><strong>PlotShare</strong></header>
<main><h1>Plot ${plot}</h1>
<div role="tablist"><button role="tab" aria-selected="true" data-panel="about">About</button><button role="tab" aria-selected="false" data-panel="waiting">Waiting list</button></div>
<div id="about"><p>Half plot, 125 m², water tap nearby.</p></div>
<div id="waiting" hidden><table><caption>Waiting list</caption><thead><tr><th>Name</th><th>Joined</th><th>Status</th><th></th></tr></thead><tbody>
${waiting.map(([name, joined]) => `<tr><td>${name}</td><td>${joined}</td><td class="status">Waiting</td><td><button class="icon" title="Offer plot">✉</button></td></tr>`).join('')}
</tbody></table></div></main>`,
      `document.querySelectorAll('[role=tab]').forEach((t) => t.onclick = () => {
  document.querySelectorAll('[role=tab]').forEach((o) => { o.setAttribute('aria-selected', String(o === t)); document.getElementById(o.dataset.panel).hidden = o !== t })
})
document.querySelectorAll('button[title="Offer plot"]').forEach((b) => b.onclick = () => {
  const row = b.closest('tr')
  if (!confirm('Offer plot ${plot} to ' + row.cells[0].textContent + '?')) return
  row.querySelector('.status').textContent = 'Offered'; b.disabled = true
  toast('Offer sent')
})`,
    )
  }

export const HIVE_PLOT_PAGES: Record<string, Page> = {
  '/apiary': apiariesPage,
  '/apiary/meadow-yard': meadowYardPage,
  '/plots': plotsPage,
  ...Object.fromEntries(PLOTS.map((p) => [`/plots/${p}`, plotPage(p)])),
}
