import { describe, expect, it } from 'vitest'
import { understandApiStep } from '../../../src/modules/api-testing/step-understanding.js'
import { API_CORPUS_9, API_REPORTED_9 } from './api-corpus-9.js'
import { describeCorpus } from './measure.js'

describeCorpus(
  'API phrasing corpus, part 9: assertion calls of any test library (JUnit, NUnit, xUnit, testify, unittest, PHPUnit, XCTest, Rust, AssertJ, Gomega, kotest), if guards, Robot Framework rows, HTTP client scripts and Frisby',
  'API',
  API_CORPUS_9,
  API_REPORTED_9,
  { steps: 100, reported: 30 },
)

describe('API corpus part 9: what is not the HTTP response is reported with a reason saying so', () => {
  it.each([
    ['assert.Equal(t, 3, count)', /neither "3" nor "count" is a part of the HTTP response/],
    ['if err != nil { t.Fatal(err) }', /"err" nor "nil" is a part of the HTTP response/],
    ['XCTAssertNotNil(error)', /"error" is no part of the HTTP response/],
    ['assertEquals(expectedCity, response.jsonPath().getString("city"));', /"expectedCity" is no literal value/],
    ['assertEquals("Lisbon", response.jsonPath().getString("city"), "Porto");', /which argument is the response's value/],
    ['if resp.StatusCode != 201 && resp.StatusCode != 200 { t.Fatal("bad") }', /fails only when all its parts hold/],
    ['resp, err := client.Do(req)', /not a step the grammar knows/],
  ])('%s', (text, reason) => {
    const [step] = understandApiStep({ text, line: 4 }, { method: 'POST', path: '/tasks' }).steps
    expect(step).toMatchObject({ kind: 'unknown', line: 4, reason: expect.stringMatching(reason) })
  })
})
