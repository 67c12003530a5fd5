import { describe, expect, it } from 'vitest'
import { dayAfter } from './queries.js'
import { describeAction, finalCodeArtifact, passFailByDay, passRate, planRows, runCauseInfo, runsRefetchInterval } from './run-status.js'

describe('run status helpers', () => {
  it('polls every 2 s while a listed run is live', () => {
    expect(runsRefetchInterval([{ status: 'passed' }, { status: 'running' }])).toBe(2000)
    expect(runsRefetchInterval([{ status: 'queued' }])).toBe(2000)
    expect(runsRefetchInterval([{ status: 'failed' }])).toBe(15000)
  })

  it('counts finished runs per day and the pass rate', () => {
    const runs = [
      { status: 'passed' as const, created_at: '2026-03-02T10:00:00' },
      { status: 'failed' as const, created_at: '2026-03-02T11:00:00' },
      { status: 'passed' as const, created_at: '2026-03-01T09:00:00' },
      { status: 'running' as const, created_at: '2026-03-02T12:00:00' },
    ]
    expect(passFailByDay(runs)).toEqual([
      { day: '2026-03-01', passed: 1, failed: 0, error: 0 },
      { day: '2026-03-02', passed: 1, failed: 1, error: 0 },
    ])
    expect(passRate(runs)).toBe(67)
    expect(passRate([{ status: 'queued' }])).toBeNull()
  })

  it('sends the day after the picked "to" date (the API bound is exclusive)', () => {
    expect(dayAfter('2026-02-28')).toBe('2026-03-01')
    expect(dayAfter('2026-12-31')).toBe('2027-01-01')
  })

  it('finds the final attempt’s test file', () => {
    const artifacts = [
      { path: 'attempt-1/login.spec.ts' },
      { path: 'attempt-2/test-results/x/login.spec.ts' },
      { path: 'attempt-2/login.spec.ts' },
    ]
    expect(finalCodeArtifact(artifacts, 2)).toBe('attempt-2/login.spec.ts')
    expect(finalCodeArtifact(artifacts, 3)).toBeUndefined()
  })

  it('turns a plan into step → action rows', () => {
    const plan = {
      steps: [
        { n: 1, line: 9, text: 'Navigate to {{DEMO_URL}}/login', action: { kind: 'navigate', url: '{{DEMO_URL}}/login' } },
        {
          n: 2,
          line: 10,
          text: 'Enter "alice" into the Username field',
          action: { kind: 'fill', target: { kind: 'field', name: 'Username' }, value: 'alice' },
        },
      ],
      outcomes: [
        {
          line: 20,
          text: 'Sees "Welcome"',
          checks: [{ id: 'o1.1', action: { kind: 'verify_text', value: 'Welcome', visible: true }, coveredBy: 7 }],
        },
      ],
    }
    const rows = planRows(plan)
    expect(rows.map((r) => [r.label, r.kind, r.detail])).toEqual([
      ['Step 1', 'navigate', '{{DEMO_URL}}/login'],
      ['Step 2', 'fill', 'field "Username" ← "alice"'],
      ['Outcome', 'verify_text', '"Welcome" visible'],
    ])
    expect(rows[2]?.covered).toBe(7)
    expect(planRows(null)).toEqual([])
    expect(describeAction({ kind: 'verify_url', op: 'contains', value: '/dashboard' })).toBe('contains "/dashboard"')
  })
})

describe('run cause', () => {
  it('says whether the app or the tool is why a run did not pass', () => {
    expect(runCauseInfo({ status: 'failed', cause: 'app' }).title).toBe('The app behaved differently')
    expect(runCauseInfo({ status: 'error', cause: 'automation' }).title).toBe('The tool could not automate a step')
    expect(runCauseInfo({ status: 'error', cause: 'environment' }).title).toBe('The environment was not ready')
    expect(runCauseInfo({ status: 'error', cause: null }).title).toBe('The run could not complete')
  })
})
