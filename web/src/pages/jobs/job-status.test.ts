import { describe, expect, it } from 'vitest'
import {
  detailRefetchInterval,
  formatResult,
  IDLE_REFRESH_MS,
  isLive,
  JOB_STATUSES,
  jobDurationMs,
  LIVE_REFRESH_MS,
  listRefetchInterval,
  noJobsText,
} from './job-status.js'

describe('job status', () => {
  it('lists the statuses in the API order', () => {
    expect(JOB_STATUSES).toEqual(['queued', 'running', 'completed', 'failed', 'cancelled'])
  })

  it('treats queued and running as live', () => {
    expect(JOB_STATUSES.filter(isLive)).toEqual(['queued', 'running'])
  })
})

describe('polling', () => {
  it('polls the list fast while any listed job is live, slowly otherwise', () => {
    expect(listRefetchInterval([{ status: 'completed' }, { status: 'running' }])).toBe(LIVE_REFRESH_MS)
    expect(listRefetchInterval([{ status: 'queued' }])).toBe(LIVE_REFRESH_MS)
    expect(listRefetchInterval([{ status: 'completed' }, { status: 'failed' }, { status: 'cancelled' }])).toBe(IDLE_REFRESH_MS)
    expect(listRefetchInterval([])).toBe(IDLE_REFRESH_MS)
    expect(listRefetchInterval(undefined)).toBe(IDLE_REFRESH_MS)
    expect(LIVE_REFRESH_MS).toBe(2000)
  })

  it('polls one job until it is finished', () => {
    expect(detailRefetchInterval({ status: 'running' })).toBe(LIVE_REFRESH_MS)
    expect(detailRefetchInterval(undefined)).toBe(LIVE_REFRESH_MS)
    expect(detailRefetchInterval({ status: 'failed' })).toBe(false)
  })
})

describe('jobDurationMs', () => {
  it('is the time from start to finish', () => {
    expect(jobDurationMs({ started_at: '2026-01-05T10:00:00.000Z', finished_at: '2026-01-05T10:00:04.250Z' })).toBe(4250)
  })

  it('runs up to now while the job runs, and is null before it started', () => {
    const now = Date.parse('2026-01-05T10:01:00.000Z')
    expect(jobDurationMs({ started_at: '2026-01-05T10:00:00.000Z', finished_at: null }, now)).toBe(60_000)
    expect(jobDurationMs({ started_at: null, finished_at: null }, now)).toBeNull()
  })
})

describe('formatResult', () => {
  it('indents JSON results', () => {
    expect(formatResult({ passed: 3, failed: [] })).toBe('{\n  "passed": 3,\n  "failed": []\n}')
    expect(formatResult('done')).toBe('"done"')
    expect(formatResult(0)).toBe('0')
    expect(formatResult(false)).toBe('false')
  })

  it('has nothing to show for null or a missing result', () => {
    expect(formatResult(null)).toBeNull()
    expect(formatResult(undefined)).toBeNull()
  })
})

describe('noJobsText', () => {
  it('tells an empty project from filters that match nothing', () => {
    expect(noJobsText({})).toMatch(/^No jobs in this project yet\./)
    expect(noJobsText({ status: 'failed' })).toBe('No failed jobs in this project.')
    expect(noJobsText({ kind: 'run.ui' })).toBe('No jobs of kind "run.ui" in this project.')
    expect(noJobsText({ status: 'running', kind: 'run.ui' })).toBe('No running jobs of kind "run.ui" in this project.')
  })
})
