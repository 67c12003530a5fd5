import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { checkOutput, extractJson, formatPath } from '../../../src/platform/ai/json-output.js'

describe('extractJson', () => {
  it.each([
    ['a bare object', '{"a":1}', { a: 1 }],
    ['surrounding whitespace', '\n  {"a":1}\n', { a: 1 }],
    ['a ```json fence', '```json\n{"a":1}\n```', { a: 1 }],
    ['a bare ``` fence', '```\n{"a":[1,2]}\n```', { a: [1, 2] }],
    ['prose before and after', 'Here you go: {"a":{"b":"}"}} hope it helps', { a: { b: '}' } }],
    ['an escaped quote before a brace', 'ok {"a":"say \\"{\\" now"} end', { a: 'say "{" now' }],
    ['a non-JSON brace before the object', 'use { carefully, then {"a":2}', { a: 2 }],
    ['a top-level array', '[{"a":1}]', [{ a: 1 }]],
  ])('finds the JSON in %s', (_name, text, expected) => {
    expect(extractJson(text)).toEqual({ ok: true, value: expected })
  })

  it.each([
    ['', 'the answer was empty'],
    ['I am sorry, I cannot do that.', 'the answer contains no JSON object'],
    ['{"a": 1', 'the JSON object is not closed (the answer may have been cut off)'],
  ])('names the problem with %j', (text, problem) => {
    expect(extractJson(text)).toEqual({ ok: false, problem })
  })

  it('reports the parser message for broken JSON', () => {
    const result = extractJson("{'a': 1}")
    expect(result.ok).toBe(false)
    expect(!result.ok && result.problem).toMatch(/^the answer is not valid JSON \(.+\)$/)
  })
})

describe('checkOutput', () => {
  const schema = z.object({ items: z.array(z.object({ name: z.string(), qty: z.number().int() })) })

  it('returns the parsed value (with zod defaults and transforms applied)', () => {
    const withDefault = z.object({ n: z.number().default(3), s: z.string().transform((v) => v.toUpperCase()) })
    expect(checkOutput('{"s":"x"}', withDefault)).toEqual({ ok: true, value: { n: 3, s: 'X' } })
  })

  it('lists each failed path', () => {
    expect(checkOutput('{"items":[{"name":"a","qty":1.5},{"qty":2}]}', schema)).toEqual({
      ok: false,
      problem:
        'the JSON does not match the schema (items[0].qty: Invalid input: expected int, received number; items[1].name: Invalid input: expected string, received undefined)',
      issues: [
        { path: 'items[0].qty', message: 'Invalid input: expected int, received number' },
        { path: 'items[1].name', message: 'Invalid input: expected string, received undefined' },
      ],
    })
  })

  it('stops listing after ten issues', () => {
    const many = JSON.stringify({ items: Array.from({ length: 12 }, () => ({ name: 1, qty: 1 })) })
    const result = checkOutput(many, schema)
    expect(!result.ok && result.problem).toMatch(/; and 2 more\)$/)
    expect(!result.ok && result.issues).toHaveLength(12)
  })
})

describe('formatPath', () => {
  it('writes array indexes in brackets and the root as (root)', () => {
    expect(formatPath([])).toBe('(root)')
    expect(formatPath(['a', 0, 'b', 12])).toBe('a[0].b[12]')
    expect(formatPath([3, 'x'])).toBe('[3].x')
  })
})
