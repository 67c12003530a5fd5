import { describe, expect, it } from 'vitest'
import { parseCheckKind } from '../../../src/modules/database-testing/check-kinds.js'
import { holds, parseExpected } from '../../../src/modules/database-testing/expected.js'
import { parseSpec, renderSpec } from '../../../src/modules/database-testing/spec-format.js'

const SPEC = `# Database Quality Check: Shop data

## Connection

shop-db

## Description

Nightly checks of the shop.

## Checks

### Emails present

- Table: customers
- Column: email
- Check: null rate
- Expected: < 1%
- Severity: high

### Orders point at customers

Orphans break invoicing.

- Table: orders
- Column: customer_id
- Check: referential integrity customers.id
- Expected: 0
- Severity: critical
- Owner: data-team

### Negative totals

- Custom SQL: \`SELECT id FROM orders WHERE total < 0\`
- Expected: 0 rows
- Severity: low

### Multi-line custom

- Expected: = 0
- Severity: info

\`\`\`sql
SELECT count(*)
FROM orders
WHERE status = 'lost'
\`\`\`
`

describe('Expected thresholds', () => {
  it('reads comparisons, units, words and ranges', () => {
    expect(parseExpected('< 1%')).toMatchObject({ op: '<', value: 1, unit: 'percent' })
    expect(parseExpected('0')).toMatchObject({ op: '=', value: 0, unit: 'count' })
    expect(parseExpected('>= 1000 rows')).toMatchObject({ op: '>=', value: 1000, unit: 'rows' })
    expect(parseExpected('< 24 hours')).toMatchObject({ op: '<', value: 86_400, unit: 'seconds' })
    expect(parseExpected('between 10 and 20')).toMatchObject({ op: 'between', value: 10, high: 20 })
    expect(parseExpected('at most 5')).toMatchObject({ op: '<=', value: 5 })
    expect(parseExpected('no rows')).toMatchObject({ op: '=', value: 0, unit: 'rows' })
    expect(parseExpected('lots')).toMatch(/Cannot read Expected/)
    expect(parseExpected('< 3 parsecs')).toMatch(/Unknown unit "parsecs"/)
    expect(parseExpected('between 5 and 1')).toMatch(/lower bound/)
  })
  it('judges values', () => {
    const lt = parseExpected('< 1%')
    if (typeof lt === 'string') throw new Error(lt)
    expect(holds(lt, 0.99)).toBe(true)
    expect(holds(lt, 1)).toBe(false)
    const between = parseExpected('between 10 and 20')
    if (typeof between === 'string') throw new Error(between)
    expect([9, 10, 20, 21].map((v) => holds(between, v))).toEqual([false, true, true, false])
  })
})

describe('Check kinds', () => {
  it('reads every kind', () => {
    expect(parseCheckKind('NULL rate')).toEqual({ type: 'null_rate' })
    expect(parseCheckKind('uniqueness')).toEqual({ type: 'uniqueness' })
    expect(parseCheckKind('referential integrity with shop.customers.id')).toEqual({
      type: 'referential',
      table: 'shop.customers',
      column: 'id',
    })
    expect(parseCheckKind('value range 0 to 100')).toEqual({ type: 'range', min: 0, max: 100 })
    expect(parseCheckKind('value range >= 0')).toEqual({ type: 'range', min: 0, max: null })
    expect(parseCheckKind("allowed values 'new', paid, shipped")).toEqual({ type: 'allowed', values: ['new', 'paid', 'shipped'] })
    expect(parseCheckKind('format email')).toMatchObject({ type: 'pattern', format: 'email' })
    expect(parseCheckKind('regex ^[A-Z]{3}$')).toEqual({ type: 'pattern', regex: '^[A-Z]{3}$' })
    expect(parseCheckKind('referential integrity customers')).toMatch(/<table>\.<column>/)
    expect(parseCheckKind('regex ([')).toMatch(/Invalid regular expression/)
    expect(parseCheckKind('vibes')).toMatch(/Unknown check "vibes"/)
  })
})

describe('Database quality spec', () => {
  it('parses every field with lines', () => {
    const parsed = parseSpec(SPEC)
    expect(parsed.errors).toEqual([])
    expect(parsed.spec.name).toBe('Shop data')
    expect(parsed.spec.connection).toBe('shop-db')
    expect(parsed.spec.description).toBe('Nightly checks of the shop.')
    expect(parsed.checks.map((c) => [c.name, c.kind.type, c.severity, c.line])).toEqual([
      ['Emails present', 'null_rate', 'high', 13],
      ['Orders point at customers', 'referential', 'critical', 21],
      ['Negative totals', 'custom_sql', 'low', 32],
      ['Multi-line custom', 'custom_sql', 'info', 38],
    ])
    expect(parsed.checks[2]!.sql).toBe('SELECT id FROM orders WHERE total < 0')
    expect(parsed.checks[3]!.sql).toBe("SELECT count(*)\nFROM orders\nWHERE status = 'lost'")
    expect(parsed.spec.checks[1]!.extra).toEqual([{ key: 'owner', value: 'data-team' }])
    expect(parsed.warnings).toEqual([{ line: 30, message: 'Unknown field "owner" is kept but not used' }])
  })

  it('round-trips parse -> render -> parse without losing a field', () => {
    const first = parseSpec(SPEC)
    const rendered = renderSpec(first.spec)
    const second = parseSpec(rendered)
    expect(second.spec).toEqual(first.spec)
    expect(second.checks.map(({ line: _l, ...c }) => c)).toEqual(first.checks.map(({ line: _l, ...c }) => c))
    expect(renderSpec(second.spec)).toBe(rendered)
  })

  it('reports problems on their lines', () => {
    const parsed = parseSpec(`# Database Quality Check: Broken

## Connection

db

## Checks

### No kind
- Table: t

### Bad severity
- Table: t
- Column: c
- Check: uniqueness
- Severity: urgent

### Missing column
- Table: t
- Check: null rate

### Both
- Table: t
- Check: row count
- Custom SQL: select 1
`)
    expect(parsed.errors).toEqual([
      { line: 9, message: 'Check "No kind" needs a "Check:" or a "Custom SQL:" bullet' },
      { line: 16, message: 'Check "Bad severity": severity must be one of critical, high, medium, low, info' },
      { line: 18, message: 'Check "Missing column" (null rate) needs "Column:"' },
      { line: 24, message: 'Check "Both": give either Check or Custom SQL, not both' },
    ])
    expect(parseSpec('# Something else').errors[0]!.message).toMatch(/Database Quality Check/)
  })
})
