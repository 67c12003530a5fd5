import { type Page, shell } from './e2e-apps-22.js'

/**
 * Skillet (recipe swapping) and Wavecast (podcast hosting), built to fit held-out set 27's steps: a recipe form whose
 * ingredient rows are added by a button, a menubar, comments with icon-only "Like" buttons (a title, no text), a
 * cookbook whose "Remove" asks the browser to confirm and leaves an "Undo" that Escape closes, a recipe list filtered
 * by category chips and a filter panel, a search page read from its query; a dashboard reached under a staging
 * origin, an episodes list with a "Publish" button on the draft, an episode editor that schedules, a player driven
 * from the keyboard with a skip link and a transcript panel Escape closes. Bugs: the second ingredient row never
 * added, a new comment not shown, Escape leaving "Undo", a prep-time filter that drops its limit, servings defaulting
 * to 2, a page title lost, an episode missing from the list, scheduling that clears a ticked box, Escape ignored.
 */

const skilletHeader = `<header><strong>Skillet</strong>
<div role="menubar" aria-label="Main"><a role="menuitem" href="/">Home</a> <a role="menuitem" href="/browse">Browse</a> <a role="menuitem" href="/recipes/new">Submit</a></div>
<a href="/cookbook">My cookbook</a></header>`

const newRecipePage: Page = (bug) =>
  shell(
    'New recipe · Skillet',
    `${skilletHeader}<main><h1>Share a recipe</h1>
<label for="title">Title</label> <input id="title">
<label for="servings">Servings</label> <input id="servings" type="number">
<label for="diff">Difficulty</label> <select id="diff"><option>Easy</option><option>Medium</option><option>Hard</option></select>
<h2>Ingredients</h2><ul id="ingredients"></ul><button type="button" id="add">Add ingredient</button>
<label><input type="checkbox" id="veg"> Vegetarian</label> <label><input type="checkbox" id="nuts" checked> Contains nuts</label>
<button id="publish">Publish</button><p id="msg" role="status"></p></main>`,
    `const $ = (id) => document.getElementById(id)
$('add').onclick = () => {
  const row = '<li><input aria-label="Ingredient"> <input aria-label="Amount" size="4"></li>'
  ${bug ? "$('ingredients').innerHTML = row" : "$('ingredients').insertAdjacentHTML('beforeend', row)"}
}
$('publish').onclick = () => {
  if (!$('title').value.trim()) { $('msg').textContent = 'Title is required'; return }
  $('msg').textContent = 'Your recipe is live'; document.title = $('title').value + ' · Skillet'
}`,
  )

const homePage: Page = () =>
  shell(
    'Skillet',
    `${skilletHeader}<main><h1>Cook something new tonight</h1><p id="hello"></p></main>`,
    `const user = localStorage.getItem('user')
if (user) document.getElementById('hello').textContent = 'Vítejte, ' + user`,
  )

const browsePage: Page = () =>
  shell(
    'Browse · Skillet',
    `${skilletHeader}<main><h1>Browse recipes</h1><input type="search" placeholder="Search recipes" id="q"> <button id="go">Search</button><ul id="results"></ul></main>`,
    `const RECIPES = [['Rendang Padang', '/recipes/rendang-padang'], ['Beef rendang bowls', '/recipes/rendang-bowls'], ['Nasi goreng', '/recipes/nasi-goreng']]
document.getElementById('go').onclick = () => {
  const q = document.getElementById('q').value.toLowerCase()
  document.getElementById('results').innerHTML = RECIPES.filter((r) => r[0].toLowerCase().includes(q)).map((r) => '<li><a href="' + r[1] + '">' + r[0] + '</a></li>').join('')
}`,
  )

const rendangPage: Page = (bug) =>
  shell(
    'Rendang Padang · Skillet',
    `<style>#comments{margin-top:130vh}</style>${skilletHeader}<main><h1>Rendang Padang</h1><p>Slow-cooked beef in coconut and spices.</p>
<section id="comments"><h2>Comments</h2><ul id="list"><li><span>Better on day two.</span> <button title="Like">♡</button> <span class="likes">3</span></li></ul>
<label for="comment">Comment</label> <textarea id="comment"></textarea> <button id="send">Send</button></section></main>`,
    `const $ = (id) => document.getElementById(id)
const wire = () => document.querySelectorAll('#list button').forEach((b) => b.onclick = () => { const n = b.nextElementSibling; n.textContent = Number(n.textContent) + 1 })
$('send').onclick = () => {
  const text = $('comment').value.trim()
  ${bug ? '' : "$('list').insertAdjacentHTML('beforeend', '<li><span>' + text + '</span> <button title=\"Like\">♡</button> <span class=\"likes\">0</span></li>')"}
  $('comment').value = ''; wire()
}
wire()`,
  )

const skilletLoginPage: Page = () =>
  shell(
    'Přihlášení · Skillet',
    `${skilletHeader}<main><h1>Přihlášení</h1><form id="f"><label for="e">E-mail</label> <input id="e" type="email">
<label for="h">Heslo</label> <input id="h" type="password"> <button>Přihlásit</button></form></main>`,
    `document.getElementById('f').onsubmit = (e) => {
  e.preventDefault()
  if (document.getElementById('h').value === 'knedlik-42') { localStorage.setItem('user', 'Jiří'); location.href = '/' }
}`,
  )

const cookbookPage: Page = (bug) =>
  shell(
    'My cookbook · Skillet',
    `<style>#undo{position:fixed;bottom:1rem;left:1rem}</style>${skilletHeader}<main><h1>My cookbook</h1>
<h2>Saved recipes</h2><ul id="saved">${['Svíčková', 'Bramboráky', 'Kulajda', 'Buchty']
      .map((r) => `<li>${r} <button>Remove</button></li>`)
      .join('')}</ul>
<button id="undo" hidden>Undo</button></main>`,
    `const undo = document.getElementById('undo')
document.querySelectorAll('#saved button').forEach((b) => b.onclick = () => { if (confirm('Remove this recipe?')) { b.closest('li').remove(); undo.hidden = false } })
document.addEventListener('keydown', (e) => { if (e.key === 'Escape') undo.hidden = ${bug ? 'undo.hidden' : 'true'} })`,
  )

const RECIPES = [
  ['Baklava with walnuts', 'Desserts', 30, false],
  ['Galaktoboureko', 'Desserts', 60, false],
  ['Pavlova', 'Desserts', 20, true],
  ['Moussaka', 'Mains', 90, false],
]

const recipesPage: Page = (bug) =>
  shell(
    'Recipes · Skillet',
    `${skilletHeader}<main><h1>Recipes</h1>
<button class="chip">Mains</button> <button class="chip">Desserts</button> <button id="filter">Filter</button>
<div id="panel" hidden><label for="prep">Max prep time</label> <select id="prep"><option value="">Any</option><option value="30">30 min</option><option value="60">60 min</option></select>
<label><input type="checkbox" id="gf"> Gluten free</label></div>
<p id="none" hidden>No recipes match</p><ul id="list"></ul>
<aside><label for="servings">Servings</label> <input id="servings" type="number" value="${bug ? 2 : 4}"> <button id="save" disabled>Save</button></aside>
<a href="/recipes?page=2" id="next">Next page</a></main>`,
    `const $ = (id) => document.getElementById(id)
const RECIPES = ${JSON.stringify(RECIPES)}
const q = new URLSearchParams(location.search).get('q')
if (q) { document.title = 'Search · Skillet'; document.querySelector('h1').textContent = 'Results for ' + q }
let category = ''
function render() {
  const max = Number($('prep').value || 1000)
  const shown = RECIPES.filter((r) => (!category || r[1] === category) && (!q || r[0].toLowerCase().includes(q)) && ${bug ? 'r[2] < max' : 'r[2] <= max'} && (!$('gf').checked || r[3]))
  $('list').innerHTML = shown.map((r) => '<li>' + r[0] + ' · ' + r[2] + ' min</li>').join('')
  $('none').hidden = shown.length > 0
}
document.querySelectorAll('.chip').forEach((c) => c.onclick = () => { category = c.textContent; render() })
$('filter').onclick = () => { $('panel').hidden = !$('panel').hidden }
$('prep').onchange = render; $('gf').onchange = render
render()`,
  )

const forkPage: Page = () =>
  shell(
    'Fork · Skillet',
    `${skilletHeader}<main><h1>Galaktoboureko</h1><button id="fork">Fork</button>
<form id="f" hidden><label for="t">Title</label> <input id="t"> <button>Save fork</button></form><p id="msg" role="status"></p></main>`,
    `document.getElementById('fork').onclick = () => { document.getElementById('f').hidden = false }
document.getElementById('f').onsubmit = (e) => { e.preventDefault(); document.getElementById('msg').textContent = 'Fork saved' }`,
  )

export const SKILLET: Record<string, Page> = {
  '/': homePage,
  '/recipes/new': newRecipePage,
  '/browse': browsePage,
  '/recipes/rendang-padang': rendangPage,
  '/login': skilletLoginPage,
  '/cookbook': cookbookPage,
  '/recipes': recipesPage,
  '/recipes/42': forkPage,
}

const wavecastHeader = `<header><strong>Wavecast</strong> <nav><a href="dashboard">Dashboard</a> <a href="episodes">Episodes</a> <a href="analytics">Analytics</a></nav></header>`

const dashboardPage: Page = () =>
  shell('Dashboard | Wavecast', `${wavecastHeader}<main><h1>Dashboard</h1><a href="episodes/new" class="btn">New episode</a></main>`, '')

const newEpisodePage: Page = () =>
  shell(
    'New episode | Wavecast',
    `${wavecastHeader}<main><h1>New episode</h1><label for="episode-title">Title</label> <input id="episode-title"></main>`,
    '',
  )

const analyticsPage: Page = (bug) =>
  shell(
    bug ? 'Wavecast' : 'Analytics | Wavecast',
    `${wavecastHeader}<main><h1>Analytics</h1><p>Total downloads: 18,340</p><a href="#">Export CSV</a></main>`,
    '',
  )

const EPISODES = Array.from({ length: 12 }, (_, i) => 12 - i).map((n) =>
  n === 12 ? 'Ep. 12 – Tide tables' : n === 11 ? 'Ep. 11 – Currents' : `Ep. ${n} – Harbour stories ${n}`,
)

const episodesPage: Page = (bug) =>
  shell(
    bug ? 'Episodes - Wavecast' : 'Episodes – Wavecast',
    `${wavecastHeader}<main><h1>Episodes</h1><a href="/episodes/drafts">Drafts</a>
<p>Downloads this month: <span class="counter">1,204</span></p>
<ul id="episodes">${EPISODES.filter((e) => !(bug && e.startsWith('Ep. 7 ')))
      .map((e) => `<li>${e} ${e.startsWith('Ep. 12') ? '<button>Publish</button> <em>Draft</em>' : '<small>Published</small>'}</li>`)
      .join('')}</ul><p id="msg" role="status"></p></main>`,
    `document.querySelectorAll('#episodes button').forEach((b) => b.onclick = () => { document.getElementById('msg').textContent = 'Episode published'; b.remove() })`,
  )

const draftsPage: Page = () =>
  shell('Drafts – Wavecast', `${wavecastHeader}<main><h1>Drafts</h1><ul><li>Ep. 12 – Tide tables</li></ul></main>`, '')

const editEpisodePage: Page = (bug) =>
  shell(
    'Edit episode 12 – Wavecast',
    `${wavecastHeader}<main><h1>Edit: Ep. 12 – Tide tables</h1><form id="f">
<label for="notes">Show notes</label> <textarea id="notes">Draft notes, to be written</textarea>
<label for="rating">Content rating</label> <select id="rating"><option>Explicit: Yes</option><option selected>Not rated</option><option>Explicit: No</option></select>
<label><input type="checkbox" id="spotify"> Publish to Spotify</label> <label><input type="checkbox" id="youtube" checked> Publish to YouTube</label>
<button id="schedule">Schedule</button> <button type="button" id="unschedule" hidden>Unschedule</button></form><p id="msg" role="status"></p></main>`,
    `const $ = (id) => document.getElementById(id)
$('f').onsubmit = (e) => {
  e.preventDefault()
  ${bug ? "$('f').reset()" : ''}
  $('msg').textContent = 'Scheduled for 1 June, 06:00'; $('schedule').hidden = true; $('unschedule').hidden = false
}`,
  )

const playerPage: Page = (bug) =>
  shell(
    'Episode 12 – Wavecast',
    `<style>.skip{display:inline-block;margin-bottom:1rem}</style><a href="#main" class="skip">Skip to main content</a>${wavecastHeader}
<div class="player"><button id="play">Play</button> <button id="pause" hidden>Pause</button> <input type="range" aria-label="Volume" min="0" max="10" value="7"></div>
<main id="main" tabindex="-1"><h1>Episode 12: Tide tables</h1><img alt="Cover art for Tide tables" width="80" height="80" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
<section id="transcript"><h2>Transcript</h2><p>Welcome back to the harbour…</p></section></main>`,
    `const $ = (id) => document.getElementById(id)
$('play').onclick = () => { $('pause').hidden = false }
$('pause').onclick = () => { $('pause').hidden = true }
document.addEventListener('keydown', (e) => { if (e.key === 'Escape') $('transcript').hidden = ${bug ? 'false' : 'true'} })
$('play').focus()`,
  )

export const WAVECAST: Record<string, Page> = {
  '/dashboard': dashboardPage,
  '/episodes/new': newEpisodePage,
  '/analytics': analyticsPage,
  '/episodes': episodesPage,
  '/episodes/drafts': draftsPage,
  '/episodes/12/edit': editEpisodePage,
  '/episodes/12': playerPage,
}
