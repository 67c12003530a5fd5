import { describe, expect, it } from 'vitest'
import { stepExpectations } from '../../../src/modules/api-testing/compiler-checks.js'
import { summarizeApiStep } from '../../../src/modules/api-testing/step-summary.js'
import { understandApiStep } from '../../../src/modules/api-testing/step-understanding.js'

/** The charset a step writes with the media type is compared too; the media type alone still ignores it. */
function checksOf(text: string) {
  const [step] = understandApiStep({ text, line: 4 }, { method: 'GET', path: '/x' }).steps
  return { summary: summarizeApiStep(step!), checks: stepExpectations(step!, undefined) }
}

/** Runs a generated `actual` expression against a response whose content-type header is `contentType`. */
function actualOf(expression: string, contentType: string | undefined): unknown {
  const res = { headers: () => (contentType === undefined ? {} : { 'content-type': contentType }) }
  return new Function('res', `return ${expression}`)(res)
}

describe('content type with a charset', () => {
  it('checks the media type and the charset written', () => {
    const { summary, checks } = checksOf('content type is application/json; charset=utf-8')
    expect(summary).toBe('content_type application/json; charset=utf-8')
    expect(checks.map((c) => [c.message, c.matcher, c.expected])).toEqual([
      ['content type', 'toBe', "'application/json'"],
      ['content type charset', 'toBe', "'utf-8'"],
    ])
    const charset = checks[1]!.actual
    expect(actualOf(charset, 'application/json; charset=UTF-8')).toBe('utf-8')
    expect(actualOf(charset, 'application/json;charset="utf-8"')).toBe('utf-8')
    expect(actualOf(charset, 'application/json; charset=iso-8859-1')).toBe('iso-8859-1')
    expect(actualOf(charset, 'application/json')).toBeUndefined()
    expect(actualOf(charset, undefined)).toBeUndefined()
  })
  it('ignores a charset it was not told', () => {
    const { summary, checks } = checksOf('Verify content type is application/json')
    expect(summary).toBe('content_type application/json')
    expect(checks).toHaveLength(1)
    expect(actualOf(checks[0]!.actual, 'application/json; charset=iso-8859-1')).toBe('application/json')
  })
})
