import { describe, expect, it } from 'vitest'
import { understandApiStep } from '../../../src/modules/api-testing/step-understanding.js'
import { API_CORPUS_4, API_REPORTED_4 } from './api-corpus-4.js'
import { apiPlan } from './measure.js'

describe('API phrasing corpus, part 4: negated absence, literal matches, JSON query lists, curl commands', () => {
  it('holds at least 30 steps and 10 that must stay reported', () => {
    expect(API_CORPUS_4.length).toBeGreaterThanOrEqual(30)
    expect(API_REPORTED_4.length).toBeGreaterThanOrEqual(10)
  })
  it.each(API_CORPUS_4)('%s', (text, expected) => {
    expect(apiPlan(text)).toBe(expected)
  })
  it.each(API_REPORTED_4)('%s is reported, not guessed', (text) => {
    const understood = understandApiStep({ text, line: 9 }, { method: 'POST', path: '/tasks' })
    expect(understood.steps.map((step) => step.kind)).toEqual(['unknown'])
    expect(understood.steps[0]).toMatchObject({ line: 9, reason: expect.stringMatching(/\w/) })
  })
})
