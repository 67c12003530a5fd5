import { expect, it } from 'vitest'
import { serveApps } from './e2e-apps-27.js'
import { describeBlocks, entriesOf } from './e2e-blocks.js'
import { APPS_27, BLOCKS_27 } from './e2e-blocks-27.js'
import { HELD_OUT_UI_27 } from './held-out-27.js'

/**
 * Held-out set 27's own steps (opened for tuning in round 15), run end to end in Chromium (rules only) against small
 * apps built to fit them (e2e-apps-27*.ts), one block per writer: every step the reader understands planned as the set
 * expects, green on the app as meant, red at the step that sees the one bug, nothing healed with stored locators and
 * the healer on. A block leaves out the steps the reader reports today and the ones the set itself expects `unknown`;
 * each app is served at the root of its own origin so relative visits (`cy.visit('/recipes')`) run as written.
 */

describeBlocks('held-out set 27 end to end, on apps built to fit its steps', HELD_OUT_UI_27, BLOCKS_27, () => serveApps(APPS_27))

it("covers at least 120 of the set's understood steps, on all nine apps", () => {
  const steps = new Set(BLOCKS_27.flatMap((block) => entriesOf(HELD_OUT_UI_27, block).map(([step]) => step)))
  console.log(`set 27 end to end: ${steps.size} steps in ${BLOCKS_27.length} specs`)
  expect(steps.size).toBeGreaterThanOrEqual(120)
  expect(new Set(BLOCKS_27.map((block) => block.app)).size).toBe(9)
})
