import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MAX_ATTACHMENT_TEXT, type ParsedTest, parseReport, reportPart, reportWithError } from '../../../src/platform/playwright/report.js'

// Produced by real Playwright 1.65 runs (fixtures/make-fixtures.ts); paths rewritten to /fixture.
function fixture(name: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', `${name}.report.json`), 'utf8'))
}

describe('parseReport', () => {
  const report = parseReport(fixture('mixed'))
  const byTitle = (title: string): ParsedTest => {
    const test = report.tests.find((t) => t.title === title)
    if (!test) throw new Error(`no test "${title}"`)
    return test
  }

  it('counts tests the way Playwright judged them', () => {
    expect(report.ok).toBe(false)
    expect(report.stats).toEqual({ passed: 3, failed: 3, flaky: 1, skipped: 2, interrupted: 0, durationMs: 5534 })
    expect(report.errors).toEqual([])
  })

  it('flattens nested describe blocks into title paths, in source order', () => {
    expect(report.tests.map((t) => [t.titlePath.join(' › '), t.line, t.status, t.outcome])).toEqual([
      ['checkout › cart › adds an item', 5, 'passed', 'expected'],
      ['checkout › cart › shows the total', 11, 'failed', 'unexpected'],
      ['checkout › soft checks', 16, 'failed', 'unexpected'],
      ['checkout › attaches evidence', 21, 'passed', 'expected'],
      ['checkout › not yet', 27, 'skipped', 'skipped'],
      ['checkout › unknown step', 29, 'skipped', 'skipped'],
      ['checkout › known bug', 31, 'failed', 'expected'],
      ['checkout › too slow', 36, 'timedOut', 'unexpected'],
      ['flaky once', 42, 'passed', 'flaky'],
    ])
    expect(new Set(report.tests.map((t) => t.file))).toEqual(new Set(['/fixture/mixed.spec.ts']))
    expect(new Set(report.tests.map((t) => t.id)).size).toBe(9)
  })

  it('keeps message, location, snippet and stack of a failed assertion apart, without ANSI codes', () => {
    const [error, ...rest] = byTitle('shows the total').errors
    expect(rest).toEqual([])
    expect(error).toEqual({
      message: 'Error: total is 42\n\nexpect(received).toBe(expected) // Object.is equality\n\nExpected: 42\nReceived: 41',
      stack:
        'Error: total is 42\n\nexpect(received).toBe(expected) // Object.is equality\n\nExpected: 42\nReceived: 41\n    at /fixture/mixed.spec.ts:12:33',
      location: { file: '/fixture/mixed.spec.ts', line: 12, column: 33 },
      snippet:
        "  10 |\n  11 |     test('shows the total', async () => {\n> 12 |       expect(41, 'total is 42').toBe(42)\n     |                                 ^\n  13 |     })\n  14 |   })\n  15 |",
    })
    expect(JSON.stringify(report)).not.toContain('\u001b')
  })

  it('returns every soft assertion failure, each taken apart the same way', () => {
    const errors = byTitle('soft checks').errors
    expect(errors.map((e) => e.message.split('\n')[0])).toEqual(['Error: status text', 'Error: item count'])
    expect(errors[1]).toMatchObject({
      message: 'Error: item count\n\nexpect(received).toBe(expected) // Object.is equality\n\nExpected: 4\nReceived: 3',
      location: { file: '/fixture/mixed.spec.ts', line: 18, column: 34 },
      stack: expect.stringMatching(/Received: 3\n {4}at \/fixture\/mixed\.spec\.ts:18:34$/),
    })
    expect(errors[1]?.snippet?.split('\n')[2]).toBe("> 18 |     expect.soft(3, 'item count').toBe(4)")
  })

  it('reports retries, and why a flaky test failed first', () => {
    const flaky = byTitle('flaky once')
    expect(flaky).toMatchObject({ status: 'passed', retries: 1, errors: [] })
    expect(flaky.earlierAttempts).toHaveLength(1)
    expect(flaky.earlierAttempts[0]).toMatchObject({ retry: 0, status: 'failed' })
    expect(flaky.earlierAttempts[0]?.errors[0]?.message).toMatch(/^Error: passes on retry\n/)
  })

  it('reports a test timeout with its message', () => {
    const slow = byTitle('too slow')
    expect(slow.errors).toEqual([{ message: 'Test timeout of 200ms exceeded.', stack: 'Test timeout of 200ms exceeded.' }])
    expect(slow.attachments.map((a) => a.name)).toEqual(['error-context', 'trace'])
    expect(slow.attachments[1]?.path).toBe('/fixture/mixed/test-results/mixed-checkout-too-slow-retry1/trace.zip')
  })

  it('decodes small textual attachments and gives binary ones by size', () => {
    expect(byTitle('attaches evidence').attachments).toEqual([
      { name: 'request', contentType: 'text/plain', body: 'GET /api/cart', size: 13 },
      { name: 'response', contentType: 'application/json', body: '{"total":42}', size: 12 },
      { name: 'raw', contentType: 'application/octet-stream', size: 4 },
    ])
  })

  it('keeps what a test printed and its annotations', () => {
    expect(byTitle('adds an item')).toMatchObject({ stdout: 'cart has 1 item\n', stderr: 'warning: slow cart\n' })
    expect(byTitle('unknown step').annotations).toEqual([{ type: 'fixme' }])
    expect(byTitle('known bug').annotations).toEqual([{ type: 'fail', description: 'BUG-12: discount ignored' }])
  })

  it('explains a file that does not compile as a top-level error', () => {
    const broken = parseReport(fixture('compile-error'))
    expect(broken.ok).toBe(false)
    expect(broken.tests).toEqual([])
    expect(broken.errors[0]).toEqual({
      message: 'SyntaxError: /fixture/broken.spec.ts: Unexpected token (4:12)',
      stack: 'SyntaxError: /fixture/broken.spec.ts: Unexpected token (4:12)',
      location: { file: '/fixture/broken.spec.ts', line: 4, column: 13 },
      snippet:
        "   at broken.spec.ts:4\n\n  2 |\n  3 | test('never runs', async () => {\n> 4 |   const x = ;\n    |             ^\n  5 | })\n  6 |",
    })
  })

  it('cuts large text attachments and says so', () => {
    const json = structuredClone(fixture('mixed')) as {
      suites: { specs: { title: string; tests: { results: { attachments: object[] }[] }[] }[] }[]
    }
    const spec = json.suites[0]?.specs[0]
    const big = Buffer.from('x'.repeat(MAX_ATTACHMENT_TEXT + 10)).toString('base64')
    for (const result of spec?.tests[0]?.results ?? [])
      result.attachments = [{ name: 'log', contentType: 'text/plain; charset=utf-8', body: big }]
    const [attachment] = parseReport(json).tests.find((t) => t.title === spec?.title)?.attachments ?? []
    expect(attachment).toMatchObject({ size: MAX_ATTACHMENT_TEXT + 10, truncated: true })
    expect(attachment?.body).toHaveLength(MAX_ATTACHMENT_TEXT)
  })

  it('answers a document that is not a Playwright report with an error, not an exception', () => {
    expect(parseReport({ suites: 'nope' })).toEqual({
      ok: false,
      stats: { passed: 0, failed: 0, flaky: 0, skipped: 0, interrupted: 0, durationMs: 0 },
      tests: [],
      errors: [{ message: 'The Playwright report has an unexpected shape (suites: Invalid input: expected array, received string)' }],
    })
    expect(parseReport(null).errors[0]?.message).toMatch(/^The Playwright report has an unexpected shape/)
  })

  it('builds an empty failed report around one error', () => {
    expect(reportWithError('Playwright was killed', 12)).toEqual({
      ok: false,
      stats: { passed: 0, failed: 0, flaky: 0, skipped: 0, interrupted: 0, durationMs: 12 },
      tests: [],
      errors: [{ message: 'Playwright was killed' }],
    })
  })
})

describe('reportPart', () => {
  const report = parseReport(fixture('mixed'))
  const withErrors = {
    ...report,
    errors: [
      { message: 'SyntaxError in other', location: { file: '/fixture/other.spec.ts', line: 1, column: 1 } },
      { message: 'The test run was cancelled' },
    ],
  }

  it("keeps one file's tests, its errors and the run's, and says another file's error was left out", () => {
    const part = reportPart(withErrors, (file) => file === '/fixture/mixed.spec.ts')
    expect(part.report.tests).toHaveLength(9)
    expect(part.report.errors.map((e) => e.message)).toEqual(['The test run was cancelled'])
    expect(part.foreign).toBe(true)
    expect(part.report.ok).toBe(false)
    expect(part.report.stats.durationMs).toBe(report.tests.reduce((n, t) => n + t.durationMs, 0))
    expect([part.report.stats.passed, part.report.stats.failed, part.report.stats.flaky]).toEqual([3, 3, 1])
  })

  it('gives a file that ran nothing no tests, and no foreign error when there is none', () => {
    const part = reportPart(report, (file) => file === '/fixture/elsewhere.spec.ts')
    expect([part.report.tests, part.report.errors, part.foreign]).toEqual([[], [], false])
  })
})
