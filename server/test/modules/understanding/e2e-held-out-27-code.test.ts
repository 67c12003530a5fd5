import { expect, it } from 'vitest'
import { generateTest, stepAtLine } from '../../../src/modules/pipeline/codegen.js'
import { walkPlan } from '../../../src/modules/pipeline/plan-walker.js'
import { runGenerated } from '../pipeline/run-generated.js'
import { serveApps } from './e2e-apps-27.js'
import { describeBlocks, expectPlanned, failureOf } from './e2e-blocks.js'
import { APPS_27, BLOCKS_27 } from './e2e-blocks-27.js'
import { HELD_OUT_UI_27 } from './held-out-27.js'

/**
 * A sample of set 27's end-to-end specs as the pipeline ships them: resolved on the app as meant, generated as a
 * Playwright test with those resolutions, and run by the Playwright runner: it passes on the app as meant and fails
 * at the block's step on the app with its bug. The sample holds a hidden check next to a control whose name contains
 * the checked one ("Unschedule"), dialogs answered by handlers armed before their action, and a relative visit.
 */

const SAMPLE = ['Wavecast (Gwen', 'Skillet (Jiří', 'Skillet (Kai, Cypress): desserts']

describeBlocks(
  'held-out set 27 as generated code in the Playwright runner',
  HELD_OUT_UI_27,
  [],
  () => serveApps(APPS_27),
  (run) => {
    for (const title of SAMPLE) {
      const block = BLOCKS_27.find((b) => b.title.startsWith(title))!
      it(`${block.title}: the generated test passes as meant and fails at step ${block.failsAt} on the bug`, {
        timeout: 120_000,
      }, async () => {
        const plan = expectPlanned(HELD_OUT_UI_27, block)
        const base = (bug: boolean) => run.apps().base(bug, block.app)
        const env = (bug: boolean) => ({ ...block.env, BASE_URL: base(bug) })
        const walk = await run.withPage(block, false, (page) =>
          walkPlan(page, plan, { env: env(false), baseUrl: base(false), timeoutMs: 2500 }),
        )
        expect(failureOf(walk)).toBeUndefined()
        const { fileName, code } = generateTest(plan, walk.resolutions)
        expect(await runGenerated(fileName, code, base(false), env(false))).toEqual({ passed: true })
        const red = await runGenerated(fileName, code, base(true), env(true))
        expect(red.passed).toBe(false)
        expect(stepAtLine(code, red.error?.line ?? 0)).toBe(block.failsAt)
      })
    }
  },
)
