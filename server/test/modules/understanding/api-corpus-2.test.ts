import { describe, expect, it } from 'vitest'
import { understandApiStep } from '../../../src/modules/api-testing/step-understanding.js'
import { API_CORPUS_2, API_REPORTED_2 } from './api-corpus-2.js'
import { apiPlan } from './measure.js'

describe('API phrasing corpus, part 2: tool idioms and English classes', () => {
  it('holds at least 150 steps and 20 that must stay reported', () => {
    expect(API_CORPUS_2.length).toBeGreaterThanOrEqual(150)
    expect(API_REPORTED_2.length).toBeGreaterThanOrEqual(20)
  })
  it.each(API_CORPUS_2)('%s', (text, expected) => {
    expect(apiPlan(text)).toBe(expected)
  })
  it.each(API_REPORTED_2)('%s is reported, not guessed', (text) => {
    const understood = understandApiStep({ text, line: 9 }, { method: 'POST', path: '/tasks' })
    expect(understood.steps.map((step) => step.kind)).toEqual(['unknown'])
    // The report names the line and says why.
    expect(understood.steps[0]).toMatchObject({ line: 9, reason: expect.stringMatching(/\w/) })
  })
})
