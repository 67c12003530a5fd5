import { describe, expect, it } from 'vitest'
import { summarizeUiAction } from '../../../src/modules/pipeline/action-summary.js'
import { understandUiStep } from '../../../src/modules/pipeline/step-understanding.js'
import { HELD_OUT_UI } from './held-out.js'
import { HELD_OUT_UI_2 } from './held-out-2.js'

/** Measures (and prints) how many held-out phrasings give exactly their expected plan. */
describe('held-out phrasings', () => {
  it('UI: understood as written', () => {
    const misses: string[] = []
    for (const [step, expected] of HELD_OUT_UI) {
      const got = understandUiStep(step, 1).actions.map(summarizeUiAction).join(' | ')
      if (got !== expected) misses.push(`${step}\n    want ${expected}\n    got  ${got}`)
    }
    const pct = (100 * (HELD_OUT_UI.length - misses.length)) / HELD_OUT_UI.length
    console.log(`UI held-out understood: ${pct.toFixed(1)}% of ${HELD_OUT_UI.length}\n${misses.join('\n')}`)
    expect(pct).toBeGreaterThanOrEqual(95)
  })
})

describe('second held-out set', () => {
  it('UI: understood as written', () => {
    const misses: string[] = []
    for (const [step, expected] of HELD_OUT_UI_2) {
      const got = understandUiStep(step, 1).actions.map(summarizeUiAction).join(' | ')
      if (got !== expected) misses.push(`${step}\n    want ${expected}\n    got  ${got}`)
    }
    const pct = (100 * (HELD_OUT_UI_2.length - misses.length)) / HELD_OUT_UI_2.length
    console.log(`UI held-out 2 understood: ${pct.toFixed(1)}% of ${HELD_OUT_UI_2.length}\n${misses.join('\n')}`)
    expect(pct).toBeGreaterThanOrEqual(95)
  })
})
