import { describe, expect, it } from 'vitest'
import { understandApiStep } from '../../../src/modules/api-testing/step-understanding.js'
import { API_CORPUS_3, API_REPORTED_3 } from './api-corpus-3.js'
import { apiPlan } from './measure.js'

describe('API phrasing corpus, part 3: run-on lists, misspellings anywhere, curl and request code', () => {
  it('holds at least 70 steps and 10 that must stay reported', () => {
    expect(API_CORPUS_3.length).toBeGreaterThanOrEqual(70)
    expect(API_REPORTED_3.length).toBeGreaterThanOrEqual(10)
  })
  it.each(API_CORPUS_3)('%s', (text, expected) => {
    expect(apiPlan(text)).toBe(expected)
  })
  it.each(API_REPORTED_3)('%s is reported, not guessed', (text) => {
    const understood = understandApiStep({ text, line: 9 }, { method: 'POST', path: '/tasks' })
    expect(understood.steps.map((step) => step.kind)).toEqual(['unknown'])
    expect(understood.steps[0]).toMatchObject({ line: 9, reason: expect.stringMatching(/\w/) })
  })
  it('says what it corrected and why a doubtful field is reported', () => {
    const corrected = understandApiStep({ text: 'the response shoud be 404', line: 4 }, { method: 'POST', path: '/tasks' })
    expect(corrected.notes).toEqual([{ kind: 'corrected', message: 'read "shoud" as "should"' }])
    const doubtful = understandApiStep({ text: 'make sure the respons is 200', line: 4 }, { method: 'POST', path: '/tasks' })
    expect(doubtful.steps[0]).toMatchObject({ kind: 'unknown', reason: expect.stringContaining('misspelling of "response"') })
  })
})
