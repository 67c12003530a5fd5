import { describe, expect, it } from 'vitest'
import { ASSERTION_CATALOG } from '../../../src/modules/llm-testing/assertion-catalog.js'
import {
  evaluate,
  evaluateSync,
  levenshtein,
  lexicalSimilarity,
  looksLikeRefusal,
  scoreCase,
} from '../../../src/modules/llm-testing/assertion-eval.js'
import { ASSERTION_TYPES, type Assertion, parseAssertion } from '../../../src/modules/llm-testing/assertion-parse.js'

function parse(text: string, expected?: string): Assertion {
  const r = parseAssertion(text, 7, expected)
  if (!r.ok) throw new Error(r.message)
  return r.assertion
}
const facts = (
  output: string,
  extra: Partial<{ latencyMs: number; completionTokens: number; cost: number; usageEstimated: boolean }> = {},
) => ({
  output,
  latencyMs: 100,
  completionTokens: 10,
  cost: 0.001,
  ...extra,
})
const check = (text: string, output: string, extra = {}, expected?: string) => evaluateSync(parse(text, expected), facts(output, extra))

describe('assertion parsing fails closed', () => {
  it('names unknown types and bad arguments', () => {
    const unknown = parseAssertion('containz: "x"', 3, undefined)
    expect(unknown).toEqual({ ok: false, message: expect.stringContaining('unknown assertion type "containz"') })
    expect(parseAssertion('contains:', 3, undefined)).toMatchObject({ ok: false, message: 'contains: needs a text argument' })
    expect(parseAssertion('regex: /(unclosed/', 3, undefined)).toMatchObject({
      ok: false,
      message: expect.stringContaining('invalid regular expression'),
    })
    expect(parseAssertion('json-schema: {"type": "objekt"}', 3, undefined)).toMatchObject({
      ok: false,
      message: expect.stringContaining('invalid JSON Schema'),
    })
    expect(parseAssertion('json-schema: {"tpye": "object"}', 3, undefined)).toMatchObject({
      ok: false,
      message: expect.stringContaining('invalid JSON Schema'),
    })
    expect(parseAssertion('json-path: $.a == unquoted', 3, undefined)).toMatchObject({
      ok: false,
      message: expect.stringContaining('must be JSON'),
    })
    expect(parseAssertion('max-length: -1', 3, undefined)).toMatchObject({ ok: false })
    expect(parseAssertion('cost-max: cheap', 3, undefined)).toMatchObject({ ok: false })
    expect(parseAssertion('similarity: "x" >= 2', 3, undefined)).toMatchObject({ ok: false })
    expect(parseAssertion('equals', 3, undefined)).toMatchObject({ ok: false, message: expect.stringContaining('Expected') })
    expect(parseAssertion('is-json: yes', 3, undefined)).toMatchObject({ ok: false })
    expect(parseAssertion('contains: x (weight much)', 3, undefined)).toMatchObject({
      ok: false,
      message: expect.stringContaining('weight'),
    })
  })

  it('reads weights, lists, defaults from Expected and thresholds', () => {
    expect(parse('contains: "a" (weight 2.5)')).toMatchObject({ type: 'contains', text: 'a', weight: 2.5, line: 7 })
    expect(parse('contains-any: "a, b", c')).toMatchObject({ values: ['a, b', 'c'] })
    expect(parse('contains-all: ["x", "y"]')).toMatchObject({ values: ['x', 'y'] })
    expect(parse('equals', 'Paris')).toMatchObject({ type: 'equals', text: 'Paris' })
    expect(parse('similarity: >= 0.5', 'the cat sat')).toMatchObject({ text: 'the cat sat', threshold: 0.5 })
    expect(parse('similarity', 'x')).toMatchObject({ threshold: 0.7 })
    expect(parse('levenshtein: "Paris" <= 2')).toMatchObject({ text: 'Paris', maxDistance: 2 })
    expect(parse('regex: /^a.c$/i')).toMatchObject({ pattern: '^a.c$', flags: 'i' })
    expect(parse('json_path: $.a.b == 3')).toMatchObject({ type: 'json-path', expected: 3 })
  })

  it('documents every type', () => {
    expect(ASSERTION_CATALOG.map((d) => d.type).sort()).toEqual([...ASSERTION_TYPES].sort())
    for (const doc of ASSERTION_CATALOG) expect(parseAssertion(doc.example, 1, 'expected text').ok, doc.example).toBe(true)
  })
})

describe('assertion evaluation', () => {
  it('text checks pass and fail on values', () => {
    expect(check('equals: "42"', ' 42 \n').pass).toBe(true)
    expect(check('equals: "42"', '43')).toMatchObject({ pass: false, status: 'fail', reason: 'output "43" is not "42"' })
    expect(check('contains: "Refund"', 'your refund').pass).toBe(false)
    expect(check('icontains: "Refund"', 'your refund').pass).toBe(true)
    expect(check('not-contains: "secret"', 'the secret is').pass).toBe(false)
    expect(check('contains-any: a, z', 'xyz').pass).toBe(true)
    expect(check('contains-all: a, b, c, d', 'a b')).toMatchObject({ pass: false, score: 0.5 })
    expect(check('starts-with: Hello', '  Hello there').pass).toBe(true)
    expect(check('ends-with: "."', 'Done!').pass).toBe(false)
    expect(check('regex: /order #\\d{3}/i', 'ORDER #123').pass).toBe(true)
  })

  it('JSON checks', () => {
    expect(check('is-json', '{"a":1}').pass).toBe(true)
    expect(check('is-json', '```json\n{"a":1}\n```').pass).toBe(true)
    expect(check('is-json', '{a:1}').pass).toBe(false)
    const schema = 'json-schema: {"type":"object","required":["answer"],"properties":{"answer":{"type":"string"}}}'
    expect(check(schema, '{"answer":"x"}').pass).toBe(true)
    expect(check(schema, '{"answer":3}')).toMatchObject({ pass: false, reason: expect.stringContaining('/answer must be string') })
    expect(check('json-path: $.items[1].id == "b"', '{"items":[{"id":"a"},{"id":"b"}]}').pass).toBe(true)
    expect(check('json-path: $.items[2].id == "b"', '{"items":[]}')).toMatchObject({ pass: false, reason: '$.items[2].id is absent' })
  })

  it('measured checks', () => {
    expect(check('max-length: 3', 'abcd').pass).toBe(false)
    expect(check('min-length: 3', 'abcd').pass).toBe(true)
    expect(check('max-tokens: 5', 'x', { completionTokens: 6 }).pass).toBe(false)
    expect(check('max-tokens: 5', 'x', { completionTokens: 1, usageEstimated: true })).toMatchObject({ status: 'error', pass: false })
    expect(check('latency-ms: 50', 'x', { latencyMs: 51 }).pass).toBe(false)
    expect(check('cost-max: 0.01', 'x', { cost: 0.009 }).pass).toBe(true)
  })

  it('similarity, levenshtein, refusal', () => {
    expect(lexicalSimilarity('the cat sat', 'the cat sat')).toBe(1)
    expect(lexicalSimilarity('alpha', 'beta')).toBe(0)
    expect(check('similarity: "your refund is on its way" >= 0.6', 'Your refund is on the way!').pass).toBe(true)
    expect(check('similarity: "your refund is on its way" >= 0.9', 'We ship pizza').pass).toBe(false)
    expect(levenshtein('kitten', 'sitting')).toBe(3)
    expect(check('levenshtein: "Paris" <= 1', 'Pariss').pass).toBe(true)
    expect(check('levenshtein: "Paris" <= 1', 'London').pass).toBe(false)
    expect(looksLikeRefusal("I'm sorry, but I can't help with that.")).toBe(true)
    expect(looksLikeRefusal('I must decline this request.')).toBe(true)
    expect(looksLikeRefusal('Sure, here is the recipe.')).toBe(false)
    expect(check('refusal', 'Sure!').pass).toBe(false)
    expect(check('not-refusal', 'I cannot help with that').pass).toBe(false)
  })

  it('llm-rubric never passes without a usable judge', async () => {
    const a = parse('llm-rubric: is polite')
    expect(await evaluate(a, facts('hi'), 'in', undefined)).toMatchObject({ status: 'error', pass: false })
    const failing = async () => {
      throw new Error('HTTP 500')
    }
    expect(await evaluate(a, facts('hi'), 'in', failing)).toMatchObject({
      status: 'error',
      pass: false,
      reason: 'the judge failed: HTTP 500',
    })
    const garbage = async () => ({ pass: 'yes', score: Number.NaN, reason: '' }) as never
    expect(await evaluate(a, facts('hi'), 'in', garbage)).toMatchObject({ status: 'error', pass: false })
    const good = async () => ({ pass: true, score: 0.9, reason: 'polite' })
    expect(await evaluate(a, facts('hi'), 'in', good)).toMatchObject({ status: 'pass', pass: true, score: 0.9, reason: 'judge: polite' })
  })

  it('scores cases: all-pass by default, weighted threshold when set, error wins', () => {
    const r = (pass: boolean, weight = 1, status: 'pass' | 'fail' | 'error' = pass ? 'pass' : 'fail') => ({
      type: 'contains' as const,
      line: 1,
      weight,
      status,
      pass,
      score: pass ? 1 : 0,
      reason: '',
    })
    expect(scoreCase([r(true), r(false)], undefined)).toEqual({ status: 'failed', score: 0.5 })
    expect(scoreCase([r(true, 3), r(false, 1)], 0.7)).toEqual({ status: 'passed', score: 0.75 })
    expect(scoreCase([r(true, 3), r(false, 1, 'error')], 0.5)).toEqual({ status: 'error', score: 0.75 })
    expect(scoreCase([], undefined).status).toBe('error')
  })
})
