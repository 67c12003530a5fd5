import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WalkResult } from '../../../src/modules/pipeline/plan-walker.js'
import { walkPlan } from '../../../src/modules/pipeline/plan-walker.js'
import { planSpec } from '../../../src/modules/pipeline/planner.js'
import { parseUiSpec } from '../../../src/modules/pipeline/spec-parser.js'
import { inNewPage, launchBrowser } from '../pipeline/demo-shop.js'
import { type Apps22, type Page, servePages, shell } from './e2e-apps-22.js'

/**
 * Round 13's keyboard, focus and accessibility readings (keyboard-rules.ts, a11y-rules.ts) run end to end in Chromium
 * (rules only) on a small permit form of our own: green as meant, and red at the focus check when the search field
 * is left out of the tab order (the bug a keyboard tester writes such steps to catch).
 */
const LOGO = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#264"/></svg>')}`

const formPage: Page = (bug) =>
  shell(
    'Apply | City of Brookvale',
    `<a href="#main">Skip to main content</a>
<header><img src="${LOGO}" alt="City of Brookvale" width="40" height="40"></header>
<main id="main" tabindex="-1">
<h1>Building permits</h1>
<label for="q">Search permits</label> <input id="q"${bug ? ' tabindex="-1"' : ''}>
<h2>Your details</h2>
<div id="errors" hidden><h2>There is a problem</h2><p>Accept the terms to apply.</p></div>
<label><input type="checkbox" id="terms"> Accept terms</label>
<label for="type">Permit type</label> <select id="type"><option>Fence</option><option>Shed</option></select>
<button id="submit">Submit application</button>
<p id="result"></p>
</main>`,
    `document.getElementById('submit').addEventListener('click', () => {
  const ok = document.getElementById('terms').checked
  document.getElementById('errors').hidden = ok
  document.getElementById('result').textContent = ok ? 'Application sent' : ''
})`,
  )

const SPEC = `# Test: Keyboard-only permit application

## Steps

1. Open {{BASE_URL}}/apply
2. Press Tab; the "Skip to main content" link is focused
3. Press Tab; focus should move to the Search permits field
4. Hold Shift and press Tab
5. Focus lands on the "Skip to main content" link again
6. Level-2 heading "Your details" exists
7. The logo image has alt text "City of Brookvale"
8. Using only the keyboard, press Enter on the "Submit application" button
9. Error summary heading "There is a problem" is shown
10. With focus on the "Accept terms" checkbox press Space
11. The "Accept terms" checkbox is checked
12. Press Enter on the "Submit application" button
13. "Application sent" is shown
`

let browser: Browser
let apps: Apps22
beforeAll(async () => {
  browser = await launchBrowser()
  apps = await servePages({ '/apply': formPage })
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await apps?.stop()
})

const failureOf = (walk: WalkResult) => walk.failure && `step ${walk.failure.n}: ${walk.failure.text}: ${walk.failure.failure?.message}`

describe('keyboard and accessibility steps end to end', { timeout: 60_000 }, () => {
  it('plans every step, runs green on the form as meant and red at the focus check when the field leaves the tab order', async () => {
    const plan = planSpec(parseUiSpec(SPEC).spec)
    expect(plan.unknown).toEqual([])
    const run = (bug: boolean) => inNewPage(browser, (page) => walkPlan(page, plan, { env: { BASE_URL: apps.base(bug) }, timeoutMs: 2500 }))
    const green = await run(false)
    expect(failureOf(green)).toBeUndefined()
    expect(green.ok).toBe(true)
    const red = await run(true)
    expect(red.ok).toBe(false)
    expect(failureOf(red)).toContain('step 3:')
    expect(red.heals).toEqual([])
  })
})
