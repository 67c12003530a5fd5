import { describe, expect, it } from 'vitest'
import { groupFindings } from './findings.js'
import type { Finding } from './queries.js'

const f = (category: Finding['category'], severity: Finding['severity'], check: string): Finding => ({
  category,
  severity,
  check,
  title: check,
  evidence: '',
  remediation: '',
  url: '',
})

describe('grouping findings', () => {
  it('orders categories by their worst finding and findings by severity', () => {
    const groups = groupFindings([
      f('headers', 'low', 'a'),
      f('exposure', 'high', 'b'),
      f('headers', 'medium', 'c'),
      f('cookies', 'low', 'd'),
    ])
    expect(groups.map((g) => g.category)).toEqual(['exposure', 'headers', 'cookies'])
    expect(groups[1]!.findings.map((x) => x.check)).toEqual(['c', 'a'])
  })
})
