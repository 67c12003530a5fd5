import { describe, expect, it } from 'vitest'
import { uiPlan } from './measure.js'
import { UI_CORPUS_8, UI_REPORTED_8 } from './ui-corpus-8.js'

describe('UI phrasing corpus, ninth round', () => {
  it('holds at least 20 steps and 4 that must stay reported', () => {
    expect(UI_CORPUS_8.length).toBeGreaterThanOrEqual(20)
    expect(UI_REPORTED_8.length).toBeGreaterThanOrEqual(4)
  })
  it.each(UI_CORPUS_8)('%s', (step, expected) => {
    expect(uiPlan(step)).toBe(expected)
  })
  it.each(UI_REPORTED_8)('%s is reported, not guessed', (step) => {
    expect(uiPlan(step)).toBe('unknown')
  })
})
