import { describe, expect, it } from 'vitest'
import { summarizeApiStep } from '../../../src/modules/api-testing/step-summary.js'
import { understandApiStep } from '../../../src/modules/api-testing/step-understanding.js'
import { API_CORPUS, API_REPORTED } from './api-corpus.js'
import { HELD_OUT_API } from './held-out.js'

const plan = (text: string) =>
  understandApiStep({ text, line: 4 }, { method: 'POST', path: '/tasks' }).steps.map(summarizeApiStep).join(' | ')

describe('API phrasing corpus', () => {
  it('holds at least 100 steps', () => {
    expect(API_CORPUS.length).toBeGreaterThanOrEqual(100)
  })
  it.each(API_CORPUS)('%s', (text, expected) => {
    expect(plan(text)).toBe(expected)
  })
  it.each(API_REPORTED)('%s is reported, not guessed', (text) => {
    expect(plan(text)).toBe('unknown')
  })
  it('held-out API phrasings: understood as written (prints the figure)', () => {
    const misses = HELD_OUT_API.filter(([text, expected]) => plan(text) !== expected).map(
      ([text, expected]) => `${text}\n    want ${expected}\n    got  ${plan(text)}`,
    )
    const pct = (100 * (HELD_OUT_API.length - misses.length)) / HELD_OUT_API.length
    console.log(`API held-out understood: ${pct.toFixed(1)}% of ${HELD_OUT_API.length}\n${misses.join('\n')}`)
    expect(pct).toBeGreaterThanOrEqual(0)
  })
})
