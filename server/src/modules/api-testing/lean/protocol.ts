/**
 * What the lean harness's parent (run-lean.ts, lean-child.ts) and child (child.ts) exchange: jobs, one JSON object a
 * line on the child's stdin (a warm child gets the next run's job the same way), and the events the child writes,
 * one JSON object a line, to its file descriptor 3 (its stdout and stderr stay the tests' own output). Results have the shape of Playwright's JSON report, so the report the parent writes
 * is read by the same code as Playwright's.
 */

export interface LeanJob {
  /** Test files in run order, each with the number of its tests already reported (a restart after a crash). */
  files: { file: string; skip: number }[]
  /** Playwright's `testInfo.project.outputDir`: `<run folder>/test-results`. */
  outputDir: string
  testTimeoutMs: number
  retries: number
  /** Options of every request context, as the config's `use` gives them under Playwright Test. */
  requestOptions: Record<string, unknown>
  /** Where the child loads @playwright/test (its `expect`), playwright-core and esbuild from. */
  modules: { playwrightTest: string; playwrightCore: string; esbuild: string }
  /** Transformed files, by hash of path and content. */
  cacheDir: string
  /** The run's variables (the spec's resolved placeholders): in the child's environment while this job runs only. */
  env: Record<string, string>
  /** Written as a line to stdout and stderr after the job: every line the job printed has reached the parent. */
  endMark: string
}

export interface JsonLocation {
  file: string
  line: number
  column: number
}

export interface JsonTestError {
  message: string
  stack?: string
  location?: JsonLocation
  snippet?: string
}

export interface JsonTestResult {
  workerIndex: number
  parallelIndex: 0
  status: 'passed' | 'failed' | 'timedOut' | 'skipped' | 'interrupted'
  duration: number
  error?: JsonTestError
  errors: JsonTestError[]
  stdout: { text: string }[]
  stderr: { text: string }[]
  retry: number
  startTime: string
  annotations: { type: string; description?: string }[]
  attachments: { name: string; contentType: string; body?: string; path?: string }[]
}

/** One test with all its attempts, as a spec of Playwright's JSON report holds it (one project). */
export interface JsonSpecEntry {
  title: string
  ok: boolean
  tags: string[]
  tests: {
    timeout: number
    annotations: { type: string; description?: string }[]
    expectedStatus: 'passed'
    projectId: ''
    projectName: ''
    results: JsonTestResult[]
    status: 'expected' | 'unexpected' | 'flaky' | 'skipped'
  }[]
  id: string
  file: string
  line: number
  column: number
}

export type LeanEvent =
  | {
      t: 'begin'
      file: string
      index: number
      title: string
      describes: string[]
      annotations: { type: string; description?: string }[]
      line: number
      column: number
    }
  /** Evidence the running test attached, sent as it comes so that a test cut short by a crash keeps it (as in Playwright). */
  | { t: 'attach'; file: string; attachment: JsonTestResult['attachments'][number] }
  /**
   * A test is over (all its attempts); `describes` are the titles of its describe blocks, outermost first. The last
   * attempt's attachments are the ones `attach` sent since its `begin` when its list is empty (never sent twice).
   */
  | { t: 'end'; file: string; index: number; describes: string[]; spec: JsonSpecEntry }
  /** An error outside any test: a file that does not load, a failing afterAll hook, an unhandled error between tests. */
  | { t: 'error'; file?: string; error: JsonTestError }
  /** The file used a feature outside the subset: its results are void, it runs under Playwright Test. */
  | { t: 'unsupported'; file: string; feature: string }
  /** Every file loaded: the number of tests to run. */
  | { t: 'collected'; tests: number }
  /** The file's tests are all over (reported, or not run because it did not load). */
  | { t: 'finished'; file: string }
  /** The job is over; what it left in the process (leftovers, child-leftovers.ts) keeps any other job out of it. */
  | { t: 'done'; leftovers: string[]; rssBytes: number }
