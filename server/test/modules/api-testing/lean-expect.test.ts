import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { certainlyPasses, shortcutExpect } from '../../../src/modules/api-testing/lean/child-expect.js'

/**
 * The lean child's shortcut for passing checks, against Playwright's own `expect`: wherever the shortcut says a
 * check certainly passes, Playwright's matcher passes too; a failing check reaches Playwright and keeps its message.
 */
/** The matchers this test calls by hand; the sweep calls them by name. */
interface Matchers {
  toBe(expected: unknown): void
  toEqual(expected: unknown): void
  not: { toBe(expected: unknown): void }
}
const playwrightExpect = (createRequire(import.meta.url)('@playwright/test') as { expect: (...args: unknown[]) => Matchers }).expect

const passesInPlaywright = (matcher: string, actual: unknown, args: unknown[]): boolean => {
  try {
    const byName = playwrightExpect(actual) as unknown as Record<string, (...args: unknown[]) => void>
    byName[matcher]!(...args)
    return true
  } catch {
    return false
  }
}

const arrayWithProp = Object.assign([], { extra: 1 })
const values: unknown[] = [
  0,
  -0,
  1,
  200,
  '200',
  Number.NaN,
  '',
  'abc',
  'application/json',
  null,
  undefined,
  true,
  [],
  arrayWithProp,
  [1, 2],
  ['a', 'b'],
  [{ a: 1 }],
  { a: 1 },
  {},
  /a/,
  /^(?:200|201)$/,
  /b/g,
  2n,
]
const MATCHERS = [
  'toBe',
  'toEqual',
  'toBeDefined',
  'toBeUndefined',
  'toContain',
  'toMatch',
  'toHaveLength',
  'toBeLessThanOrEqual',
  'toBeLessThan',
  'toBeGreaterThanOrEqual',
  'toBeGreaterThan',
]
const NO_ARGUMENT = new Set(['toBeDefined', 'toBeUndefined'])

describe('lean child: the shortcut for passing checks', () => {
  it('says "certainly passes" only where Playwright passes, over every pair of sample values', () => {
    const wrong: string[] = []
    let shortcut = 0
    for (const matcher of MATCHERS) {
      for (const actual of values) {
        for (const expected of NO_ARGUMENT.has(matcher) ? [undefined] : values) {
          const args = NO_ARGUMENT.has(matcher) ? [] : [expected]
          if (!certainlyPasses(matcher, actual, args)) continue
          shortcut++
          if (!passesInPlaywright(matcher, actual, args)) wrong.push(`${matcher}(${String(actual)}, ${String(expected)})`)
        }
      }
    }
    expect(wrong).toEqual([])
    expect(shortcut).toBeGreaterThan(60)
  })

  it('answers the checks generated tests make at once', () => {
    expect(certainlyPasses('toBe', 201, [201])).toBe(true)
    expect(certainlyPasses('toMatch', '201', [/^(?:200|201)$/])).toBe(true)
    expect(certainlyPasses('toEqual', [], [[]])).toBe(true)
    expect(certainlyPasses('toBeDefined', 7, [])).toBe(true)
    expect(certainlyPasses('toContain', 'Title is required', ['required'])).toBe(true)
    expect(certainlyPasses('toBeLessThanOrEqual', 12, [800])).toBe(true)
  })

  it('leaves to Playwright what it cannot be sure of: other matchers, extra arguments, deep equality', () => {
    expect(certainlyPasses('toStrictEqual', 1, [1])).toBe(false)
    expect(certainlyPasses('toBeDefined', 1, [1])).toBe(false)
    expect(certainlyPasses('toEqual', { a: 1 }, [{ a: 1 }])).toBe(false)
    expect(certainlyPasses('toBeGreaterThan', 3n, [2n])).toBe(false)
  })

  it("a failing check throws Playwright's own error, message included", () => {
    const lean = shortcutExpect(playwrightExpect) as (...args: unknown[]) => Matchers
    const message = (run: () => void) => {
      try {
        run()
      } catch (error) {
        return (error as Error).message
      }
      return 'passed'
    }
    expect(message(() => lean(404, 'status').toBe(201))).toBe(message(() => playwrightExpect(404, 'status').toBe(201)))
    expect(message(() => lean(404, 'status').toBe(201))).toContain('status')
    expect(message(() => lean([{ a: 1 }]).toEqual([]))).toBe(message(() => playwrightExpect([{ a: 1 }]).toEqual([])))
    expect(message(() => lean(1).not.toBe(1))).toBe(message(() => playwrightExpect(1).not.toBe(1)))
    expect(message(() => lean(201, 'status').toBe(201))).toBe('passed')
  })
})
