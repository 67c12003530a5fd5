import { describe, expect, it } from 'vitest'
import { reportVerdict } from '../../../src/modules/runs/run-verdict.js'
import type { ParsedTest } from '../../../src/platform/playwright/report.js'

function test(status: ParsedTest['status'], outcome: ParsedTest['outcome'], errors: ParsedTest['errors'] = []): ParsedTest {
  return {
    id: 't',
    title: 'login',
    titlePath: ['login'],
    project: '',
    file: '/x.spec.ts',
    line: 3,
    column: 1,
    status,
    outcome,
    durationMs: 10,
    errors,
    attachments: [],
    stdout: '',
    stderr: '',
    retries: 0,
    earlierAttempts: [],
    annotations: [],
  }
}

describe('reportVerdict: passed only when every test ran to its end and passed', () => {
  it('passes a report whose tests all passed as expected', () => {
    expect(reportVerdict({ tests: [test('passed', 'expected')], errors: [] })).toEqual({ passed: true })
  })

  it.each([
    ['an interrupted test', [test('interrupted', 'skipped')], [], 'Test "login" did not run to its end (interrupted)'],
    ['a skipped (fixme) test', [test('skipped', 'skipped')], [], 'Test "login" did not run to its end (skipped)'],
    ['a flaky test', [test('passed', 'flaky')], [], 'Test "login" did not run to its end (passed)'],
    ['no test at all', [], [], 'The test file ran no test'],
    [
      'a top-level error beside a passed test',
      [test('passed', 'expected')],
      [{ message: 'Error: worker crashed' }],
      'Error: worker crashed',
    ],
    ['a timed-out test without errors', [test('timedOut', 'unexpected')], [], 'Test "login" ended timedOut'],
  ] as const)('fails %s', (_what, tests, errors, message) => {
    expect(reportVerdict({ tests: [...tests], errors: [...errors] })).toEqual({ passed: false, message })
  })

  it('reports the first failing assertion with its line', () => {
    const failed = test('failed', 'unexpected', [
      { message: 'expect(locator).toBeVisible() failed', location: { file: '/x', line: 12, column: 3 } },
    ])
    expect(reportVerdict({ tests: [failed], errors: [] })).toEqual({
      passed: false,
      message: 'expect(locator).toBeVisible() failed',
      line: 12,
    })
  })
})
