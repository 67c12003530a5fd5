import { stripVTControlCharacters } from 'node:util'
import { type JsonError, JsonReportSchema, type JsonResult, type JsonSpec, type JsonStdio, type JsonSuite } from './json-report-schema.js'

/** A test's final status: the status of its last attempt (`passed` also for a test that passed on retry). */
export const TEST_STATUSES = ['passed', 'failed', 'skipped', 'timedOut', 'interrupted'] as const
export type TestStatus = (typeof TEST_STATUSES)[number]

/**
 * Playwright's verdict on a test: `expected` (passed, or failed where `test.fail()` said it would), `unexpected`,
 * `flaky` (failed, then passed on retry) or `skipped`.
 */
export const TEST_OUTCOMES = ['expected', 'unexpected', 'flaky', 'skipped'] as const
export type TestOutcome = (typeof TEST_OUTCOMES)[number]

/** A place in a source file. */
export interface ReportLocation {
  /** Absolute path. */
  file: string
  /** 1-based. */
  line: number
  /** 1-based. */
  column: number
}

/** One error, ANSI colour codes removed. */
export interface ReportError {
  /** What failed, e.g. `Error: status is 200\n\nexpect(received).toBe(expected)…`. */
  message: string
  /** The message followed by the `at …` frames inside test code. */
  stack?: string
  /** Where in the test it failed (absent for a test timeout). */
  location?: ReportLocation
  /** The source lines around `location`, with a `>` marker on the failing one. */
  snippet?: string
}

/** Evidence attached to a test: by Playwright (trace, screenshot, error context) or by the test itself. */
export interface ReportAttachment {
  /** e.g. `trace`, `screenshot`, `error-context`, or the name given to `attach()`. */
  name: string
  /** MIME type, e.g. `application/zip`, `image/png`, `text/plain`. */
  contentType: string
  /** Absolute path of a file attachment (trace, screenshot, error context). */
  path?: string
  /** A textual in-memory attachment (`test.info().attach(name, { body })`), decoded as UTF-8. */
  body?: string
  /** Set when `body` holds only the first `MAX_ATTACHMENT_TEXT` bytes. */
  truncated?: true
  /** Bytes of an in-memory attachment (textual or not). */
  size?: number
}

/** One run of a test; a test with retries has several. */
export interface TestAttempt {
  /** 0 for the first attempt, 1 for the first retry, ... */
  retry: number
  status: TestStatus
  durationMs: number
  errors: ReportError[]
}

/** One test (one per project when the config has several). */
export interface ParsedTest {
  /** Playwright's stable test id (plus `:<project id>` when the config has named projects). */
  id: string
  /** The title given to `test()`. */
  title: string
  /** `describe` titles then the test title, without the file. */
  titlePath: string[]
  /** Playwright project name ('' for a config without projects). */
  project: string
  /** Absolute path of the test file. */
  file: string
  /** Where `test()` is called (1-based). */
  line: number
  column: number
  /** The last attempt's status. */
  status: TestStatus
  /** Playwright's verdict across attempts; use it (not `status`) to decide pass or fail. */
  outcome: TestOutcome
  /** Duration of the last attempt. */
  durationMs: number
  /** Errors of the last attempt (several with soft assertions). */
  errors: ReportError[]
  /** Attachments of the last attempt. */
  attachments: ReportAttachment[]
  /** What the last attempt printed (`console.log`), ANSI removed. */
  stdout: string
  /** What the last attempt wrote to stderr (`console.error`), ANSI removed. */
  stderr: string
  /** Attempts beyond the first (0 when it ran once). */
  retries: number
  /** The attempts before the last, e.g. why a flaky test failed first. */
  earlierAttempts: TestAttempt[]
  /** `test.skip`, `test.fixme`, `test.fail`, `test.info().annotations` entries. */
  annotations: { type: string; description?: string }[]
}

/** Test counts by verdict; each test is counted once. */
export interface ReportStats {
  /** Outcome `expected` and not skipped (includes a `test.fail()` test that failed as announced). */
  passed: number
  /** Outcome `unexpected`: failed or timed out on every attempt. */
  failed: number
  /** Failed, then passed on a retry. */
  flaky: number
  /** Skipped (`test.skip`, `test.fixme`), or never run. */
  skipped: number
  /** Cut short because the run was stopped. */
  interrupted: number
  /** Wall time of the whole run as Playwright measured it. */
  durationMs: number
}

/** A test run's results. `ok` means every test passed (or was skipped) and nothing failed outside a test. */
export interface ParsedReport {
  /** No failed or interrupted test and no top-level error. */
  ok: boolean
  stats: ReportStats
  /** Every test, in file and source order. */
  tests: ParsedTest[]
  /** Failures outside any test: a file that does not compile, a failing global setup, a stopped or crashed run. */
  errors: ReportError[]
}

/** In-memory attachments larger than this are cut in `body` (and marked `truncated`). */
export const MAX_ATTACHMENT_TEXT = 64 * 1024

/**
 * Turns Playwright's JSON report (`--reporter=json`) into a `ParsedReport`: tests flattened out of the nested
 * file and `describe` suites, ANSI codes removed, small text attachments decoded. Pure; a document that is not a
 * Playwright report gives a report with one error saying so, never an exception.
 *
 * @example
 * const report = parseReport(JSON.parse(await fs.readFile(reportFile, 'utf8')))
 * for (const t of report.tests.filter((t) => t.outcome === 'unexpected')) log(t.titlePath.join(' › '), t.errors[0]?.message)
 */
export function parseReport(json: unknown): ParsedReport {
  const parsed = JsonReportSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return reportWithError(
      `The Playwright report has an unexpected shape (${issue ? `${issue.path.join('.') || 'document'}: ${issue.message}` : 'invalid'})`,
    )
  }
  const report = parsed.data
  const rootDir = report.config?.rootDir
  const tests: ParsedTest[] = []
  for (const fileSuite of report.suites) collect(fileSuite, [], rootDir, tests, true)
  // Playwright lists a suite's own tests before its describe blocks; source order reads better.
  tests.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column))
  const errors = report.errors.map(toReportError)
  return withStats(tests, errors, report.stats?.duration ?? 0)
}

/**
 * A report with no tests and one top-level error: what a run that produced no report (crash, spawn failure,
 * stopped before the end) answers with.
 */
export function reportWithError(message: string, durationMs = 0): ParsedReport {
  return withStats([], [{ message }], durationMs)
}

/** `report` with more top-level errors (ok becomes false). */
export function addReportErrors(report: ParsedReport, errors: ReportError[]): ParsedReport {
  if (errors.length === 0) return report
  return { ...report, ok: false, errors: [...report.errors, ...errors] }
}

/**
 * The part of `report` that belongs to the test files `owns` accepts (a run of several files split per file):
 * their tests, and the top-level errors located in them or located nowhere (a stopped or crashed run). Its
 * duration is the sum of its tests' durations. `foreign` says whether a top-level error of another file was left out.
 */
export function reportPart(report: ParsedReport, owns: (file: string) => boolean): { report: ParsedReport; foreign: boolean } {
  const tests = report.tests.filter((t) => owns(t.file))
  const errors = report.errors.filter((e) => !e.location || owns(e.location.file))
  const durationMs = tests.reduce((n, t) => n + t.durationMs, 0)
  return { report: withStats(tests, errors, durationMs), foreign: errors.length < report.errors.length }
}

/** Two reports of one run's files as one (tests in file and source order, both reports' errors, summed duration). */
export function mergeReports(a: ParsedReport, b: ParsedReport): ParsedReport {
  const tests = [...a.tests, ...b.tests].sort((x, y) =>
    x.file < y.file ? -1 : x.file > y.file ? 1 : x.line - y.line || x.column - y.column,
  )
  return withStats(tests, [...a.errors, ...b.errors], a.stats.durationMs + b.stats.durationMs)
}

function withStats(tests: ParsedTest[], errors: ReportError[], durationMs: number): ParsedReport {
  const stats: ReportStats = { passed: 0, failed: 0, flaky: 0, skipped: 0, interrupted: 0, durationMs: Math.round(durationMs) }
  for (const t of tests) {
    if (t.status === 'interrupted') stats.interrupted++
    else if (t.outcome === 'unexpected') stats.failed++
    else if (t.outcome === 'flaky') stats.flaky++
    else if (t.outcome === 'skipped' || t.status === 'skipped') stats.skipped++
    else stats.passed++
  }
  return { ok: stats.failed === 0 && stats.interrupted === 0 && errors.length === 0, stats, tests, errors }
}

function collect(suite: JsonSuite, titles: string[], rootDir: string | undefined, out: ParsedTest[], isFile: boolean): void {
  // The outermost suite of each file is titled with the file name; only `describe` titles go into titlePath.
  const titlePath = isFile ? titles : [...titles, suite.title]
  for (const spec of suite.specs) {
    for (const test of spec.tests) out.push(toTest(spec, test, titlePath, rootDir))
  }
  for (const child of suite.suites ?? []) collect(child, titlePath, rootDir, out, false)
}

function toTest(spec: JsonSpec, test: JsonSpec['tests'][number], titles: string[], rootDir: string | undefined): ParsedTest {
  const last = test.results[test.results.length - 1]
  return {
    id: test.projectId ? `${spec.id}:${test.projectId}` : spec.id,
    title: spec.title,
    titlePath: [...titles, spec.title],
    project: test.projectName,
    file: rootDir ? joinPosix(rootDir, spec.file) : spec.file,
    line: spec.line,
    column: spec.column,
    status: last ? toStatus(last.status) : 'skipped',
    outcome: toOutcome(test.status),
    durationMs: Math.round(last?.duration ?? 0),
    errors: last ? resultErrors(last) : [],
    attachments: last ? last.attachments.map(toAttachment) : [],
    stdout: last ? stdio(last.stdout) : '',
    stderr: last ? stdio(last.stderr) : '',
    retries: Math.max(0, test.results.length - 1),
    earlierAttempts: test.results.slice(0, -1).map((r) => ({
      retry: r.retry,
      status: toStatus(r.status),
      durationMs: Math.round(r.duration),
      errors: resultErrors(r),
    })),
    annotations: test.annotations.map((a) =>
      a.description === undefined ? { type: a.type } : { type: a.type, description: a.description },
    ),
  }
}

/**
 * `error` is the first error with its parts apart; `errors` holds all of them (several with soft assertions)
 * formatted, snippet and stack folded into the message, so those are taken apart again.
 */
function resultErrors(result: JsonResult): ReportError[] {
  const list = result.errors.map((e) => splitFormatted(toReportError(e)))
  if (result.error) list.splice(0, 1, toReportError(result.error))
  return list
}

const SNIPPET_LINE = /^[> ]\s*(\d+ )?\|/
const STACK_LINE = /^\s+at /

/** `message\n\n<code frame>\n    at file:line:col` -> message, snippet and stack. */
function splitFormatted(error: ReportError): ReportError {
  if (error.snippet || error.stack) return error
  const lines = error.message.split('\n')
  const start = lines.findIndex((line, i) => i > 0 && lines[i - 1] === '' && SNIPPET_LINE.test(line))
  if (start < 0) return error
  let end = start
  while (end < lines.length && SNIPPET_LINE.test(lines[end] ?? '')) end++
  const rest = lines.slice(end)
  if (!rest.every((line) => STACK_LINE.test(line) || line === '')) return error
  const message = lines.slice(0, start - 1).join('\n')
  const stackLines = rest.filter((line) => line !== '')
  const out: ReportError = { ...error, message, snippet: lines.slice(start, end).join('\n') }
  if (stackLines.length > 0) out.stack = [message, ...stackLines].join('\n')
  return out
}

function toReportError(error: JsonError): ReportError {
  const out: ReportError = { message: stripVTControlCharacters(error.message ?? error.value ?? 'Unknown error') }
  if (error.stack) out.stack = stripVTControlCharacters(error.stack)
  if (error.location) out.location = error.location
  if (error.snippet) out.snippet = stripVTControlCharacters(error.snippet)
  return out
}

function toAttachment(a: JsonResult['attachments'][number]): ReportAttachment {
  const out: ReportAttachment = { name: a.name, contentType: a.contentType }
  if (a.path) out.path = a.path
  if (a.body !== undefined) {
    const bytes = Buffer.from(a.body, 'base64')
    out.size = bytes.length
    if (isTextual(a.contentType)) {
      out.body = bytes.subarray(0, MAX_ATTACHMENT_TEXT).toString('utf8')
      if (bytes.length > MAX_ATTACHMENT_TEXT) out.truncated = true
    }
  }
  return out
}

function isTextual(contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? ''
  return type.startsWith('text/') || /[/+](json|xml|yaml|x-yaml|javascript|csv|x-www-form-urlencoded)$/.test(type)
}

function stdio(entries: JsonStdio[]): string {
  return stripVTControlCharacters(entries.map((e) => ('text' in e ? e.text : Buffer.from(e.buffer, 'base64').toString('utf8'))).join(''))
}

function toStatus(status: string): TestStatus {
  return (TEST_STATUSES as readonly string[]).includes(status) ? (status as TestStatus) : 'failed'
}

function toOutcome(status: string): TestOutcome {
  return (TEST_OUTCOMES as readonly string[]).includes(status) ? (status as TestOutcome) : 'unexpected'
}

/** Spec files in the report are relative to rootDir with `/` separators. */
function joinPosix(root: string, file: string): string {
  if (file.startsWith('/')) return file
  return `${root.replace(/\/+$/, '')}/${file}`
}
