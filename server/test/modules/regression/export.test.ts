import { describe, expect, it } from 'vitest'
import { toCsv, toHtml, toJunit } from '../../../src/modules/regression/export.js'
import type { BatchDetail } from '../../../src/modules/regression/schemas.js'
import { checkJunit } from './junit-schema.js'

const item = (position: number, spec_name: string, status: BatchDetail['items'][number]['status'], error: string | null = null) => ({
  id: `i${position}`,
  position,
  spec_kind: 'ui' as const,
  spec_id: spec_name,
  spec_name,
  run_id: `r${position}`,
  status,
  error,
  failure_class: status === 'failed' ? 'app_regression' : null,
  attempts: 1,
  started_at: '2026-11-20T09:00:00.000Z',
  finished_at: '2026-11-20T09:00:05.000Z',
  duration_ms: 5000,
})

const BATCH: BatchDetail = {
  id: 'b1',
  project_id: 'default',
  name: 'Nightly <main> & "friends"',
  status: 'completed',
  triggered_by: 'manual',
  schedule_execution_id: null,
  job_id: null,
  max_parallel: 2,
  total: 4,
  passed_count: 1,
  failed_count: 1,
  error_count: 1,
  skipped_count: 1,
  success_rate: 0.3333,
  progress: { done: 4, total: 4 },
  error: null,
  created_by: null,
  created_at: '2026-11-20T09:00:00.000Z',
  started_at: '2026-11-20T09:00:00.000Z',
  finished_at: '2026-11-20T09:00:20.000Z',
  duration_ms: 20000,
  items: [
    item(0, 'auth/login', 'passed'),
    item(1, '=HYPERLINK("http://evil")', 'failed', 'Expected "Total: $43.99" <b>got</b> nothing'),
    item(2, 'cart/totals', 'error', '@SUM(A1:A2)'),
    item(3, 'search', 'skipped', 'cancelled'),
  ],
}

describe('batch exports', () => {
  it('JUnit XML passes the schema check and carries failures, errors and skips', () => {
    const xml = toJunit(BATCH)
    expect(checkJunit(xml)).toEqual([])
    expect(xml).toContain('<failure message="Expected &quot;Total: $43.99&quot; &lt;b&gt;got&lt;/b&gt; nothing" type="app_regression">')
    expect(xml).toContain('<skipped message="cancelled"/>')
    expect(xml).toContain('timestamp="2026-11-20T09:00:00"')
  })

  it('the schema check catches what CI would reject', () => {
    expect(checkJunit('<testsuite tests="2"><testcase name="a"/></testsuite>')).toEqual([
      'testsuite: missing @name',
      'testsuite: @tests=2 but 1 testcases',
    ])
    expect(checkJunit('<testsuite name="s" tests="1"><testcase name="a"><system-out/><failure/></testcase></testsuite>')).toEqual([
      'testsuite/testcase[0]: <failure> out of order',
    ])
  })

  it('CSV neutralises spreadsheet formulas', () => {
    const lines = toCsv(BATCH).trim().split('\n')
    expect(lines).toHaveLength(5)
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil"")"`)
    expect(lines[3]).toContain("'@SUM(A1:A2)")
  })

  it('HTML escapes names and errors', () => {
    const html = toHtml(BATCH, { dashboardUrl: 'http://localhost:3000' })
    expect(html).toContain('<h1>Nightly &lt;main&gt; &amp; "friends"</h1>')
    expect(html).toContain('Expected "Total: $43.99" &lt;b&gt;got&lt;/b&gt; nothing')
    expect(html).not.toContain('<b>got</b>')
    expect(html).toContain('href="http://localhost:3000/runs/r0"')
    expect(html.match(/<tr class="spec"/g)).toHaveLength(4)
  })
})
