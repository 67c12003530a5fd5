import { describe, expect, it } from 'vitest'
import { compareItems } from '../../../src/modules/regression/compare.js'
import type { BatchItem } from '../../../src/modules/regression/schemas.js'

const item = (spec_id: string, status: BatchItem['status']): BatchItem => ({
  id: `${spec_id}-${status}`,
  position: 0,
  spec_kind: 'ui',
  spec_id,
  spec_name: spec_id,
  run_id: null,
  status,
  error: status === 'passed' ? null : `${spec_id} broke`,
  failure_class: null,
  attempts: 1,
  started_at: null,
  finished_at: null,
  duration_ms: null,
})

describe('compareItems', () => {
  it('sorts specs into new failures, fixed, still failing, still passing, added, removed and flaky', () => {
    const base = [item('a', 'passed'), item('b', 'failed'), item('c', 'error'), item('d', 'passed'), item('gone', 'passed')]
    const head = [item('a', 'failed'), item('b', 'passed'), item('c', 'failed'), item('d', 'passed'), item('new', 'error')]
    const out = compareItems(base, head, new Set(['a']))
    const ids = (xs: { spec_id: string }[]) => xs.map((x) => x.spec_id)
    expect(ids(out.new_failures)).toEqual(['a'])
    expect(out.new_failures[0]).toMatchObject({ base_status: 'passed', head_status: 'failed', head_error: 'a broke' })
    expect(ids(out.fixed)).toEqual(['b'])
    expect(ids(out.still_failing)).toEqual(['c'])
    expect(out.still_passing).toBe(1)
    expect(ids(out.added)).toEqual(['new'])
    expect(ids(out.removed)).toEqual(['gone'])
    expect(out.removed[0]).toMatchObject({ base_status: 'passed', head_status: null })
    expect(ids(out.flaky)).toEqual(['a'])
  })
})
