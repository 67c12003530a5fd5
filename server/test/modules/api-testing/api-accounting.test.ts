import { describe, expect, it } from 'vitest'
import { apiMisreadReason } from '../../../src/modules/api-testing/api-accounting.js'
import type { Step } from '../../../src/modules/api-testing/api-spec.js'
import { summarizeApiStep } from '../../../src/modules/api-testing/step-summary.js'
import { understandApiStep } from '../../../src/modules/api-testing/step-understanding.js'

const target = { method: 'POST', path: '/tasks' } as const
const at = { line: 1, text: 'x' }
const status = (...anyOf: number[]): Step => ({ kind: 'status', ...at, anyOf })
const fieldEquals = (path: string, value: string | number | boolean): Step => ({ kind: 'field_equals', ...at, path, value, negate: false })
const read = (text: string) => understandApiStep({ text, line: 7 }, target).steps
const plan = (text: string) => read(text).map(summarizeApiStep).join(' | ')
const reason = (text: string) => {
  const [step, ...more] = read(text)
  expect(more).toEqual([])
  expect(step).toMatchObject({ kind: 'unknown', line: 7 })
  return step!.kind === 'unknown' ? step!.reason : ''
}

describe('API word accounting (apiMisreadReason)', () => {
  it('passes plans that use every value, path, number, header and name of the step', () => {
    expect(apiMisreadReason('Verify $.title is "Buy milk"', [fieldEquals('$.title', 'Buy milk')], target)).toBeUndefined()
    expect(apiMisreadReason('Expect HTTP/1.1 422 Unprocessable Entity', [status(422)], target)).toBeUndefined()
    const save: Step = { kind: 'save', ...at, source: { from: 'header', name: 'Location' }, variable: 'taskUrl' }
    expect(apiMisreadReason('Save the Location header to {{taskUrl}}', [save], target)).toBeUndefined()
    const regex: Step = { kind: 'field_matches', ...at, path: '$.code', regex: { pattern: '^[A-Z]{3}$', flags: '' } }
    expect(apiMisreadReason('$.code must look like /^[A-Z]{3}$/', [regex], target)).toBeUndefined()
    const header: Step = { kind: 'header', ...at, headers: [['Authorization', 'Bearer {{TOKEN}}']] }
    expect(apiMisreadReason('Set the Authorization header to Bearer {{TOKEN}}', [header], target)).toBeUndefined()
    const send: Step = { kind: 'send', ...at, body: { label: 'gamma', qty: 3 } }
    expect(apiMisreadReason('POST /tasks with {"label": "gamma", "qty": 3}', [send], target)).toBeUndefined()
    const time: Step = { kind: 'response_time', ...at, maxMs: 2000 }
    expect(apiMisreadReason('The response arrives within 2 seconds', [time], target)).toBeUndefined()
  })

  it('reports a value the plan dropped', () => {
    expect(apiMisreadReason('Verify $.title is "Milk" and $.note is "fresh"', [fieldEquals('$.title', 'Milk')], target)).toBe(
      'the reading leaves out "fresh", $.note',
    )
    expect(apiMisreadReason('Verify $.total equals 42 for plan 7', [fieldEquals('$.total', 42)], target)).toBe('the reading leaves out 7')
  })

  it('reports a second check the plan dropped', () => {
    // The status reader dropped what stood in brackets: the field check in them was never planned.
    expect(apiMisreadReason('Verify status is 201 (with $.id set)', [status(201)], target)).toBe('the reading leaves out $.id')
    expect(reason('Verify status is 201 (with $.id set)')).toBe('not understood: the reading leaves out $.id')
  })

  it('reports a header named in prose that the plan dropped', () => {
    expect(apiMisreadReason('Status is 200 with header X-Total-Count', [status(200)], target)).toBe('the reading leaves out X-Total-Count')
    expect(reason('Verify status 200 (Content-Type should be JSON)')).toBe('not understood: the reading leaves out Content-Type')
  })

  it('reports a capitalised name the plan dropped', () => {
    expect(apiMisreadReason('Verify status code is 200 on the Staging server', [status(200)], target)).toBe(
      'the reading leaves out Staging',
    )
  })

  it('reports a number in a clause it dropped as adding nothing', () => {
    expect(reason('Expect 404 because task 999 is gone')).toBe('not understood: the reading leaves out 999')
  })

  it('reports a value that took in more of the sentence than the value', () => {
    expect(reason('Verify header X-Version is "2" (API v2)')).toBe(
      'not understood: ""2" (API v2)" reads as one value but runs into the sentence around it',
    )
    expect(reason('Verify header Cache-Control contains "no-store" and Pragma is "no-cache"')).toMatch(/no-store.*no-cache/)
    expect(reason('Send the request with query page=2 to the Orders endpoint')).toBe(
      'not understood: "2 to the Orders endpoint" reads as one value but runs into the sentence around it',
    )
    expect(reason('Add query parameter limit=10 for paging')).toMatch(/"10 for paging" reads as one value/)
    expect(reason('Verify the header X-Rate-Limit-Remaining is less than 100')).toBe(
      'not understood: "less than 100" is a comparison, and a header is checked as text (equals, contains, matches)',
    )
    // An unquoted value joined by a bare "and" is one value, as documented.
    expect(plan('Set header X-Memo to salt and pepper')).toBe('header X-Memo=salt and pepper')
  })

  it('reports a header or parameter set to a value of the response (a request cannot use its own response)', () => {
    expect(reason('Set X-Id to the id in the response')).toBe(
      'not understood: header X-Id would be sent as the words "the id in the response": a request cannot use its own response; save the value in an earlier test (Save $.id as {{id}}) and set X-Id to {{id}}',
    )
    expect(reason('Set header X-Owner to $.owner')).toMatch(/^not understood: header X-Owner would be sent as the words "\$\.owner"/)
    expect(reason('Set query parameter after to the cursor from the body')).toMatch(/^not understood: query parameter after/)
    // Quoted, the words are the value meant.
    expect(plan('Set X-Note to "the id in the response"')).toBe('header X-Note=the id in the response')
  })

  it('accounts a tool idiom on the sentences its code reader wrote, and a labelled step on its step', () => {
    expect(plan('pm.test("created", function () { pm.response.to.have.status(201); })')).toBe('status 201')
    expect(plan("match response.isbn == '#regex 97[89][0-9]+'")).toBe('field_matches $.isbn /^(?:97[89][0-9]+)$/')
    expect(plan('Tests: pm.response.to.have.status(202)')).toBe('status 202')
  })

  it('reads a path with no test heading as the one sent to', () => {
    expect(understandApiStep({ text: 'Send a GET request to /other', line: 1 }).steps.map((s) => s.kind)).toEqual(['send'])
    expect(reason('Send the request to /tasks/42')).toMatch(/this test sends to \/tasks/)
  })

  it('reads the words after a status code only when they are its reason phrase', () => {
    expect(plan('Should get 404 Not Found back')).toBe('status 404')
    expect(plan('The API returns 400 Bad Request')).toBe('status 400')
    expect(plan('status 409 expected')).toBe('status 409')
    expect(plan('Expect 400 when the title is missing')).toBe('unknown')
    expect(plan('Expect 200 from the Billing service')).toBe('unknown')
  })
})
