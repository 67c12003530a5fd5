import { describe, expect, it } from 'vitest'
import { understandApiStep } from '../../../src/modules/api-testing/step-understanding.js'
import { API_CORPUS_5B, API_REPORTED_5B } from './api-corpus-5b.js'
import { apiPlan } from './measure.js'

describe('API phrasing corpus, part 5b: HTTPie, tool tabs, RSpec, JS type tests, axios, Go prose, plain English', () => {
  it('holds at least 60 steps and 15 that must stay reported', () => {
    expect(API_CORPUS_5B.length).toBeGreaterThanOrEqual(60)
    expect(API_REPORTED_5B.length).toBeGreaterThanOrEqual(15)
  })
  it.each(API_CORPUS_5B)('%s', (text, expected) => {
    expect(apiPlan(text)).toBe(expected)
  })
  it.each(API_REPORTED_5B)('%s is reported, not guessed', (text) => {
    const understood = understandApiStep({ text, line: 9 }, { method: 'POST', path: '/tasks' })
    expect(understood.steps.map((step) => step.kind)).toEqual(['unknown'])
    expect(understood.steps[0]).toMatchObject({ line: 9, reason: expect.stringMatching(/\w/) })
  })
})
