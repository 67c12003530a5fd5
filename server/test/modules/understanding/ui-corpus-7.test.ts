import { describe, expect, it } from 'vitest'
import { uiPlan } from './measure.js'
import { UI_CORPUS_7, UI_REPORTED_7 } from './ui-corpus-7.js'

describe('UI phrasing corpus, eighth round', () => {
  it('holds at least 90 steps', () => {
    expect(UI_CORPUS_7.length).toBeGreaterThanOrEqual(90)
  })
  it.each(UI_CORPUS_7)('%s', (step, expected) => {
    expect(uiPlan(step)).toBe(expected)
  })
  it.each(UI_REPORTED_7)('%s is reported, not guessed', (step) => {
    expect(uiPlan(step)).toBe('unknown')
  })
})
