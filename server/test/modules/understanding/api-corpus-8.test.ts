import { describe, expect, it } from 'vitest'
import { understandApiStep } from '../../../src/modules/api-testing/step-understanding.js'
import { API_CORPUS_8, API_REPORTED_8 } from './api-corpus-8.js'
import { describeCorpus } from './measure.js'

describeCorpus(
  'API phrasing corpus, part 8: fields named with an article, bodies sent "as the body", headers compared whole by code, concise Postman tests, curl fragments, arrows, remarks, comparison slips, counts in a path, "With X expect N" and status class names',
  'API',
  API_CORPUS_8,
  API_REPORTED_8,
  { steps: 55, reported: 20 },
)

describe('API corpus part 8: shapes reported with a reason of their own', () => {
  it.each([
    ['Placing the order again should fail with 409 Conflict', /sends its request once/],
    ['A duplicate registration must return 409', /sends its request once/],
    ['When the basket is empty expect a 4xx status', /only when "the basket is empty"/],
    ['Expect 422 when the email is invalid', /only when "the email is invalid"/],
  ])('%s', (text, reason) => {
    const [step] = understandApiStep({ text, line: 4 }, { method: 'POST', path: '/tasks' }).steps
    expect(step).toMatchObject({ kind: 'unknown', line: 4, reason: expect.stringMatching(reason) })
  })
})
