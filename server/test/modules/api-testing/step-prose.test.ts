import { describe, expect, it } from 'vitest'
import { parseStep } from '../../../src/modules/api-testing/step-grammar.js'
import { readLabel } from '../../../src/modules/api-testing/step-labels.js'
import { proseRewrites, proseSplit } from '../../../src/modules/api-testing/step-prose.js'
import { pairsOf, parseQueryPairs } from '../../../src/modules/api-testing/step-values.js'

const kinds = (text: string) => parseStep({ text, line: 4 }).steps.map((step) => step.kind)

describe('plain English rewrites (step-prose.ts)', () => {
  it('gives the grammar words, values as written', () => {
    expect(proseRewrites('The response pane shows 200 OK')).toContain('Verify status is 200 OK')
    expect(proseRewrites('Should come back as HTTP/1.1 409 Conflict')).toContain('Verify status is 409 Conflict')
    expect(proseRewrites('Response time in the timeline is under 800 ms')).toContain('Response time is under 800 ms')
    expect(proseRewrites('The JSON printed back has "dueDate"')).toContain('Verify the response has a field "dueDate"')
    expect(proseRewrites('Any 4xx is fine here')).toContain('Verify status is 4xx')
    expect(proseRewrites('The response never mentions "x"')).toContain('The response does not mention "x"')
    expect(proseRewrites('The list of rooms should not be empty')).toContain('The rooms list should not be empty')
    expect(proseRewrites('The "state" field says "paid"')).toContain('The "state" field is "paid"')
    expect(proseRewrites('The error shown to the user reads "x"')).toContain('The error message says "x"')
    expect(proseRewrites('Filter with query a=1 and b=2')).toContain('Query a=1 and b=2')
    expect(proseRewrites('Keep the booking id ($.id) as bookingId for the next call')).toContain('Save $.id as bookingId')
    expect(proseRewrites('$.n is a whole number')).toContain('$.n is an integer')
  })
  it('leaves other sentences alone', () => {
    expect(proseRewrites('The field says hello')).toEqual([])
    expect(proseRewrites('Keep the id as x')).toEqual([])
  })
  it('splits a request condition from the status it gets', () => {
    expect(proseSplit('Without a login token we get a 401')).toEqual(['Without a login token', 'Verify status is 401'])
    expect(proseSplit('With an expired token, the API returns 403 Forbidden')).toEqual([
      'With an expired token',
      'Verify status is 403 Forbidden',
    ])
    expect(proseSplit('With a bad token we get 401 or 403')).toEqual(['With a bad token', 'Verify status is 401 or 403'])
    expect(proseSplit('Without a token')).toBeUndefined()
  })
})

describe('tool tabs and RSpec blocks as labels (step-labels.ts)', () => {
  it('reads the tab as the part of the request the rest shapes', () => {
    expect(readLabel('Headers tab: X-B = north')).toEqual({ text: 'Set header X-B = north', label: 'Headers tab' })
    expect(readLabel('In the Query tab add a = 1')).toEqual({ text: 'Query a = 1', label: 'Query tab' })
    expect(readLabel('Body tab, JSON: {"a": 1}')).toEqual({ text: 'Body {"a": 1}', label: 'Body tab' })
    expect(readLabel('Switch the Auth tab to a bogus token')).toEqual({ text: 'with a bogus token', label: 'Auth tab' })
    expect(readLabel('context "with an invalid token" do')).toEqual({ text: 'with an invalid token', label: 'context' })
  })
})

describe('the grammar fixes behind set 14 misreads', () => {
  it("reads HTTPie's == query items and pairs apart by spaces; a value running into a pair is no value", () => {
    expect(parseQueryPairs('page==2 size==20')).toEqual([
      ['page', '2'],
      ['size', '20'],
    ])
    expect(parseQueryPairs('page=2, size=20')).toEqual([
      ['page', '2'],
      ['size', '20'],
    ])
    expect(parseQueryPairs('q=hello world')).toEqual([['q', 'hello world']])
    expect(parseQueryPairs('q=red apples size=3')).toBeUndefined()
  })
  it('reports a header value that is itself a pair, keeps values with = inside', () => {
    expect(pairsOf('tab', 'X-Branch = north')).toBeUndefined()
    expect(pairsOf('X-A', 'b: c')).toBeUndefined()
    expect(pairsOf('Cache-Control', 'max-age=60')).toEqual([['Cache-Control', 'max-age=60']])
    expect(pairsOf('Accept', 'text/csv in the Headers tab')).toBeUndefined()
    expect(kinds('Headers tab: X-Branch = north')).toEqual(['unknown'])
  })
  it('reads media types named as what the response is as a content type', () => {
    const [one] = parseStep({ text: 'The response is application/json or application/problem+json', line: 2 }).steps
    expect(one).toMatchObject({
      kind: 'content_type',
      mediaType: 'application/json',
      anyOf: ['application/json', 'application/problem+json'],
    })
    expect(parseStep({ text: 'The body should be text/csv', line: 2 }).steps[0]).toMatchObject({
      kind: 'content_type',
      mediaType: 'text/csv',
    })
    expect(kinds('Verify $.kind is image/png or image/gif')).toEqual(['unknown'])
  })
  it('reads "the status field" as a field, not the status', () => {
    expect(parseStep({ text: 'The status field is "open"', line: 2 }).steps[0]).toMatchObject({
      kind: 'field_equals',
      path: '$.status',
      value: 'open',
    })
  })
})
