import { describe, expect, it } from 'vitest'
import { understandApiStep } from '../../../src/modules/api-testing/step-understanding.js'
import { API_CORPUS_5, API_REPORTED_5 } from './api-corpus-5.js'
import { apiPlan } from './measure.js'

describe('API phrasing corpus, part 5: every word of the step accounted for, or the step reported', () => {
  it('holds at least 30 steps and 15 that must stay reported', () => {
    expect(API_CORPUS_5.length).toBeGreaterThanOrEqual(30)
    expect(API_REPORTED_5.length).toBeGreaterThanOrEqual(15)
  })
  it.each(API_CORPUS_5)('%s', (text, expected) => {
    expect(apiPlan(text)).toBe(expected)
  })
  it.each(API_REPORTED_5)('%s is reported, not guessed', (text) => {
    const understood = understandApiStep({ text, line: 9 }, { method: 'POST', path: '/tasks' })
    expect(understood.steps.map((step) => step.kind)).toEqual(['unknown'])
    expect(understood.steps[0]).toMatchObject({ line: 9, reason: expect.stringMatching(/\w/) })
  })
})
