import { describe, expect, it } from 'vitest'
import { understandApiStep } from '../../../src/modules/api-testing/step-understanding.js'
import { API_CORPUS_6, API_REPORTED_6 } from './api-corpus-6.js'
import { apiPlan } from './measure.js'

describe('API phrasing corpus, part 6: a type glued to `is` is the type check, any other glued word reported', () => {
  it.each(API_CORPUS_6)('%s', (text, expected) => {
    expect(apiPlan(text)).toBe(expected)
  })
  it.each(API_REPORTED_6)('%s is reported, not guessed', (text) => {
    const understood = understandApiStep({ text, line: 4 }, { method: 'GET', path: '/items' })
    expect(understood.steps.map((step) => step.kind)).toEqual(['unknown'])
  })
})
