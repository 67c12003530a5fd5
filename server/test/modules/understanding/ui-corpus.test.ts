import { describe, expect, it } from 'vitest'
import { summarizeUiAction } from '../../../src/modules/pipeline/action-summary.js'
import { understandUiStep } from '../../../src/modules/pipeline/step-understanding.js'
import { UI_CORPUS, UI_STYLED } from './ui-corpus.js'
import { UI_CORPUS_2, UI_REPORTED_2 } from './ui-corpus-2.js'
import { UI_CORPUS_3, UI_REPORTED_3 } from './ui-corpus-3.js'
import { UI_CORPUS_4, UI_REPORTED_4 } from './ui-corpus-4.js'
import { UI_CORPUS_5, UI_REPORTED_5 } from './ui-corpus-5.js'
import { UI_CORPUS_6, UI_REPORTED_6 } from './ui-corpus-6.js'

const plan = (step: string) => understandUiStep(step, 7).actions.map(summarizeUiAction).join(' | ')

describe('UI phrasing corpus', () => {
  it('holds at least 300 steps', () => {
    expect(UI_CORPUS.length + UI_STYLED.length + UI_CORPUS_2.length).toBeGreaterThanOrEqual(300)
  })
  it.each(UI_CORPUS)('%s', (step, expected) => {
    expect(plan(step)).toBe(expected)
  })
  it.each(UI_STYLED)('%s (styled)', (step, expected) => {
    expect(plan(step)).toBe(expected)
  })
  it.each(UI_CORPUS_2)('%s (third round)', (step, expected) => {
    expect(plan(step)).toBe(expected)
  })
  it.each(UI_REPORTED_2)('%s is reported, not guessed', (step) => {
    expect(plan(step)).toBe('unknown')
  })
  it.each(UI_CORPUS_3)('%s (fourth round)', (step, expected) => {
    expect(plan(step)).toBe(expected)
  })
  it.each(UI_REPORTED_3)('%s is reported, not guessed (fourth round)', (step) => {
    expect(plan(step)).toBe('unknown')
  })
  it.each(UI_CORPUS_4)('%s (fifth round)', (step, expected) => {
    expect(plan(step)).toBe(expected)
  })
  it.each(UI_REPORTED_4)('%s is reported, not guessed (fifth round)', (step) => {
    expect(plan(step)).toBe('unknown')
  })
  it.each(UI_CORPUS_5)('%s (sixth round)', (step, expected) => {
    expect(plan(step)).toBe(expected)
  })
  it.each(UI_REPORTED_5)('%s is reported, not guessed (sixth round)', (step) => {
    expect(plan(step)).toBe('unknown')
  })
  it.each(UI_CORPUS_6)('%s (seventh round)', (step, expected) => {
    expect(plan(step)).toBe(expected)
  })
  it.each(UI_REPORTED_6)('%s is reported, not guessed (seventh round)', (step) => {
    expect(plan(step)).toBe('unknown')
  })
})
