import { describe, expect, it } from 'vitest'
import type { ApiRunSummary } from './queries.js'
import {
  attemptBars,
  failureClassInfo,
  IDLE_REFRESH_MS,
  isLiveRun,
  LIVE_REFRESH_MS,
  methodColor,
  noRunsText,
  RUN_STATUS_COLOR,
  RUN_STATUSES,
  runBars,
  runDurationMs,
  runRefetchInterval,
  runsRefetchInterval,
  TEST_STATUS_COLOR,
  testCounts,
} from './run-status.js'

const run = (over: Partial<ApiRunSummary>): ApiRunSummary => ({
  id: 'r',
  project_id: 'default',
  spec_name: 'shop/products',
  status: 'passed',
  engine: 'rules',
  job_id: null,
  error: null,
  created_at: '2026-01-05T10:00:00.000Z',
  started_at: '2026-01-05T10:00:01.000Z',
  finished_at: '2026-01-05T10:00:05.000Z',
  duration_ms: 4000,
  ...over,
})

describe('status colours', () => {
  it('gives every run status a colour, in the API order', () => {
    expect(RUN_STATUSES).toEqual(['queued', 'running', 'passed', 'failed', 'error'])
    expect(RUN_STATUS_COLOR).toEqual({ queued: 'yellow', running: 'blue', passed: 'green', failed: 'red', error: 'orange' })
  })

  it('colours test outcomes: failures red, skips grey', () => {
    expect(TEST_STATUS_COLOR.passed).toBe('green')
    expect(TEST_STATUS_COLOR.failed).toBe('red')
    expect(TEST_STATUS_COLOR.timedOut).toBe('red')
    expect(TEST_STATUS_COLOR.skipped).toBe('gray')
  })

  it('names heal classifications, and copes with one the dashboard does not know', () => {
    expect(failureClassInfo('app_regression')).toMatchObject({ label: 'app regression', color: 'red' })
    expect(failureClassInfo('test_code_error')).toMatchObject({ label: 'test code error', color: 'violet' })
    expect(failureClassInfo('unknown')).toMatchObject({ label: 'unknown', color: 'gray' })
    expect(failureClassInfo(null)).toBeNull()
  })

  it('colours HTTP methods', () => {
    expect(['GET', 'post', 'PUT', 'PATCH', 'DELETE', 'HEAD'].map(methodColor)).toEqual(['blue', 'green', 'orange', 'yellow', 'red', 'gray'])
  })
})

describe('polling', () => {
  it('treats queued and running as live', () => {
    expect(RUN_STATUSES.filter(isLiveRun)).toEqual(['queued', 'running'])
  })

  it('polls the history fast while a listed run is live', () => {
    expect(runsRefetchInterval([run({ status: 'passed' }), run({ status: 'queued' })])).toBe(LIVE_REFRESH_MS)
    expect(runsRefetchInterval([run({ status: 'failed' })])).toBe(IDLE_REFRESH_MS)
    expect(runsRefetchInterval(undefined)).toBe(IDLE_REFRESH_MS)
  })

  it('polls one run until it is final', () => {
    expect(runRefetchInterval(undefined)).toBe(LIVE_REFRESH_MS)
    expect(runRefetchInterval({ status: 'running' })).toBe(LIVE_REFRESH_MS)
    expect(runRefetchInterval({ status: 'error' })).toBe(false)
  })
})

describe('runDurationMs', () => {
  it('uses the recorded duration, else measures a running run up to now', () => {
    expect(runDurationMs(run({}))).toBe(4000)
    const now = Date.parse('2026-01-05T10:00:11.000Z')
    expect(runDurationMs(run({ status: 'running', duration_ms: null, finished_at: null }), now)).toBe(10_000)
    expect(runDurationMs(run({ status: 'queued', duration_ms: null, started_at: null, finished_at: null }), now)).toBeNull()
  })
})

describe('testCounts', () => {
  it('counts timed-out and interrupted tests as failed, fixme as skipped', () => {
    const statuses = ['passed', 'passed', 'failed', 'timedOut', 'interrupted', 'skipped', 'fixme'] as const
    expect(testCounts(statuses.map((status) => ({ status })))).toEqual({ passed: 2, failed: 3, skipped: 2, total: 7 })
    expect(testCounts([])).toEqual({ passed: 0, failed: 0, skipped: 0, total: 0 })
  })
})

describe('chart data', () => {
  it('puts each run’s duration in its status series, oldest first, without queued runs', () => {
    const bars = runBars([
      run({ id: 'c', status: 'failed', duration_ms: 3000 }),
      run({ id: 'b', status: 'queued', duration_ms: null, started_at: null, finished_at: null }),
      run({ id: 'a', status: 'passed', duration_ms: 5000, spec_name: 'health' }),
    ])
    expect(bars.map(({ passed, failed, error, running, spec }) => ({ passed, failed, error, running, spec }))).toEqual([
      { passed: 5000, failed: 0, error: 0, running: 0, spec: 'health' },
      { passed: 0, failed: 3000, error: 0, running: 0, spec: 'shop/products' },
    ])
  })

  it('keeps only the most recent runs', () => {
    const many = Array.from({ length: 30 }, (_, i) => run({ id: String(i) }))
    expect(runBars(many, Date.now(), 20)).toHaveLength(20)
  })

  it('labels attempts by number', () => {
    expect(
      attemptBars([
        { n: 1, passed: 3, failed: 2 },
        { n: 2, passed: 5, failed: 0 },
      ]),
    ).toEqual([
      { attempt: '#1', passed: 3, failed: 2 },
      { attempt: '#2', passed: 5, failed: 0 },
    ])
  })
})

describe('noRunsText', () => {
  it('tells an empty project from filters that match nothing', () => {
    expect(noRunsText({})).toMatch(/^No API runs in this project yet\./)
    expect(noRunsText({ status: 'failed' })).toBe('No failed runs in this project.')
    expect(noRunsText({ spec: 'shop/cart' })).toBe('No runs of "shop/cart" in this project.')
    expect(noRunsText({ status: 'passed', spec: 'shop/cart' })).toBe('No passed runs of "shop/cart" in this project.')
  })
})
