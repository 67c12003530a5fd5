import { describe, expect, it } from 'vitest'
import { paths } from '../../config/paths.js'
import { isLive, money, pct } from './queries.js'

describe('LLM testing page helpers', () => {
  it('formats rates and costs', () => {
    expect(pct(0.3333)).toBe('33.3%')
    expect(pct(null)).toBe('–')
    expect(money(0)).toBe('$0.0000')
    expect(money(0.000123)).toBe('$0.000123')
    expect(money(1.5)).toBe('$1.5000')
    expect(isLive('running')).toBe(true)
    expect(isLive('passed')).toBe(false)
  })
  it('links tabs, runs and comparisons', () => {
    expect(paths.llmTesting.href()).toBe('/llm-testing')
    expect(paths.llmTesting.href('runs', 'r1')).toBe('/llm-testing?tab=runs&run=r1')
    expect(paths.llmTesting.href('compare', 'c1')).toBe('/llm-testing?tab=compare&comparison=c1')
  })
})
