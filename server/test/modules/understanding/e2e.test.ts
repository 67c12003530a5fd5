import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateTest } from '../../../src/modules/pipeline/codegen.js'
import { walkPlan } from '../../../src/modules/pipeline/plan-walker.js'
import { planSpec } from '../../../src/modules/pipeline/planner.js'
import { parseUiSpec } from '../../../src/modules/pipeline/spec-parser.js'
import { type DemoShop, inNewPage, launchBrowser, PASSWORDS, shopEnv, startDemoShop } from '../pipeline/demo-shop.js'

/**
 * Steps in user phrasing, run for real in Chromium: on the demo shop, and on a small task app none of this code was
 * written for (a data: URL). Every step must be understood, run green on the correct app, and fail — on the step
 * that sees it — on a copy with a real bug.
 */

const TASK_APP = (counterBug: boolean) => `<!doctype html><title>Tasks</title>
<header><a href="#/">Home</a> <button onclick="document.getElementById('who').textContent='signed out'">Logout</button> <span id="who">alice</span></header>
<main>
<h1>My tasks</h1>
<form id="add" aria-label="New task">
  <label for="title">Title</label><input id="title">
  <button type="submit">Add task</button>
</form>
<p id="err" role="alert" hidden>Title is required</p>
<p id="count"></p>
<ul id="tasks" aria-label="Tasks"></ul>
<div style="height:1500px"></div>
<h2>Archive</h2>
</main>
<script>
const tasks = ['Write specs', 'Ship the release']
function render() {
  const ul = document.getElementById('tasks')
  ul.innerHTML = ''
  for (const t of tasks) {
    const li = document.createElement('li')
    li.innerHTML = '<span></span> <button>Delete</button>'
    li.querySelector('span').textContent = t
    li.querySelector('button').onclick = () => { if (confirm('Delete ' + t + '?')) { tasks.splice(tasks.indexOf(t), 1); render() } }
    ul.appendChild(li)
  }
  document.getElementById('count').textContent = (tasks.length + ${counterBug ? 1 : 0}) + ' open tasks'
}
document.getElementById('add').onsubmit = (e) => {
  e.preventDefault()
  const title = document.getElementById('title').value.trim()
  document.getElementById('err').hidden = title !== ''
  if (title) { tasks.push(title); document.getElementById('title').value = ''; render(); location.hash = '#/added' }
}
render()
</script>`

const dataUrl = (html: string) => `data:text/html,${encodeURIComponent(html)}`

const TASK_SPEC = `# Test: Tasks in user phrasing

## Steps

1. Given I am on {{APP}}
2. The heading says "My tasks"
3. Check that the page says "2 open tasks"
4. Verify "Ship the release" is visible in the task list
5. Clikc "Add task" without entering a title
6. Verify an error message "Title is required" is displayed
7. In the Title field, type "Buy milk" and click "Add task"
8. Then I should see "3 open tasks"
9. Verify 3 tasks are listed
10. Verify "Write specs" appears before "Buy milk"
11. The page title starts with "Task"
12. Click "Delete" next to "Write specs", then accept the dialog
13. "Write specs" is no longer displayed
14. Click the last "Delete" button
15. Dismiss the dialog
16. The task list has 2 items
17. Scroll to the "Archive" heading
18. Take a screenshot
19. Click "Logout" in the header
20. The header shows "signed out"
`

let browser: Browser
let shop: DemoShop
beforeAll(async () => {
  browser = await launchBrowser()
  shop = await startDemoShop('baseline')
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await shop?.stop()
})

/** A page in a fresh context of the file's browser, closed after `run`. */
const withPage = <T>(run: (page: Page) => Promise<T>) => inNewPage(browser, run)

const plan = (markdown: string) => planSpec(parseUiSpec(markdown).spec)

describe('user phrasing, end to end', { timeout: 90_000 }, () => {
  it('a task app the code was not written for: every step understood and green', async () => {
    const p = plan(TASK_SPEC)
    expect(p.unknown).toEqual([])
    const walk = await withPage((page) => walkPlan(page, p, { env: { APP: dataUrl(TASK_APP(false)) }, timeoutMs: 3000 }))
    expect(walk.failure?.failure?.message).toBeUndefined()
    expect(walk.ok).toBe(true)
    // Compound steps ran every part: 20 spec steps, 22 actions.
    expect(walk.steps.filter((s) => s.status === 'passed')).toHaveLength(22)

    const code = generateTest(p, walk.resolutions).code
    expect(code).toContain(
      "await page.getByRole('listitem').filter({ hasText: 'Write specs' }).getByRole('button', { name: 'Delete' }).click()",
    )
    expect(code).toContain("page.once('dialog', (dialog) => dialog.accept())")
    expect(code).toContain("page.once('dialog', (dialog) => dialog.dismiss())")
    expect(code).toContain(".getByRole('button', { name: 'Delete' }).last().click()")
    expect(code).toContain("await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click()")
    expect(code).toContain("await expect.poll(async () => (await page.title()).startsWith('Task')).toBe(true)")
  })

  it('the same spec fails on the counter bug, at the step that sees it, and is not healed', async () => {
    const walk = await withPage((page) => walkPlan(page, plan(TASK_SPEC), { env: { APP: dataUrl(TASK_APP(true)) }, timeoutMs: 1500 }))
    expect(walk.ok).toBe(false)
    expect(walk.failure?.n).toBe(3)
    expect(walk.failure?.failure?.message).toContain('"2 open tasks"')
    expect(walk.heals).toEqual([])
  })

  it("this round's wording (questions, modals, counts in words, spellings) runs green and catches the bug", async () => {
    const spec = `# Test: Tasks in everyday wording

## Steps

1. Given I am on {{APP}}
2. Is the "My tasks" heading visible?
3. The page should show "2 open tasks"
4. Does the task list contain "Ship the release"?
5. Into the Title field, type "Buy milk"
6. Hit the Enter key
7. Can I see "3 open tasks"?
8. There should be three items in the task list
9. Click the final "Delete" button, then accept the dialogue
10. I can no longer see "Buy milk"
11. The "Write specs" row contains "Delete"
12. Scroll back to the top of the page
13. Grab a screenshot
14. Click the Logout button in the header
15. The header should display "signed out"
`
    const p = plan(spec)
    expect(p.unknown).toEqual([])
    const walk = await withPage((page) => walkPlan(page, p, { env: { APP: dataUrl(TASK_APP(false)) }, timeoutMs: 3000 }))
    expect(walk.failure?.failure?.message).toBeUndefined()
    expect(walk.ok).toBe(true)
    expect(walk.steps.filter((s) => s.status === 'passed')).toHaveLength(16)
    const bug = await withPage((page) => walkPlan(page, p, { env: { APP: dataUrl(TASK_APP(true)) }, timeoutMs: 1500 }))
    expect(bug.ok).toBe(false)
    expect(bug.failure?.n).toBe(3)
    expect(bug.heals).toEqual([])
  })

  it('the demo shop in user phrasing: sign in and fill the cart', async () => {
    const spec = `# Test: Shop in user phrasing

## Steps

1. Given I am on {{DEMO_URL}}/login
2. I type alice in the username field
3. In the Password field, type "{{DEMO_PASSWORD}}"
4. Tick "Remember me" and clack "Sign in"
5. Then the URL ends with /dashboard
6. I should see "Welcome, alice"
7. Go to {{DEMO_URL}}/products
8. Click "Add to cart" next to "Ceramic Mug" to continue shopping
9. Verify a message "Added Ceramic Mug to your cart" is displayed
10. Click the "Add to cart" button in the row containing "Desk Lamp"
11. Navigate to {{DEMO_URL}}/cart
12. There are 2 rows in the cart table
13. The page shows "Total: $34.49"
`
    const p = plan(spec)
    expect(p.unknown).toEqual([])
    const walk = await withPage((page) => walkPlan(page, p, { env: { ...shopEnv(shop), DEMO_PASSWORD: PASSWORDS.alice }, timeoutMs: 5000 }))
    expect(walk.failure?.failure?.message).toBeUndefined()
    expect(walk.ok).toBe(true)
  })
})
