import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { addReportErrors, parseReport } from '../../../platform/playwright/report.js'
import { INHERITED_ENV, type PlaywrightRunResult } from '../../../platform/playwright/run-tests.js'
import { maskRunFolder, NO_MASK, secretMasker } from '../../../platform/playwright/secret-mask.js'
import type { ChildExit } from './lean-child.js'
import type { JsonSpecEntry, JsonTestError, JsonTestResult, LeanEvent, LeanJob } from './protocol.js'
import { giveBackLeanChild, takeLeanChild, warmKey } from './warm-pool.js'

const require = createRequire(import.meta.url)
const MODULES = {
  playwrightTest: require.resolve('@playwright/test'),
  playwrightCore: require.resolve('playwright-core'),
  esbuild: require.resolve('esbuild'),
}
const TAIL_LINES = 200

export interface LeanRunOptions {
  files: readonly string[]
  outputDir: string
  testTimeoutMs: number
  retries: number
  requestOptions: Record<string, unknown>
  env: Record<string, string | undefined>
  secrets?: Readonly<Record<string, string>>
  niceness?: number
  timeoutMs?: number
  signal?: AbortSignal
  onLine?: (line: string, stream: 'stdout' | 'stderr') => void
  /** Run in the project's warm child when it is idle, and leave the child warm for `idleMs` after (warm-pool.ts). */
  warm?: WarmRun
}

/** Which project a run belongs to (a warm child never runs another project's tests) and how long its child stays. */
export interface WarmRun {
  project: string
  idleMs: number
}

export interface LeanRunResult extends PlaywrightRunResult {
  /** Files that used a feature outside the subset while running: their results are left out, to run under Playwright Test. */
  unsupported: { file: string; feature: string }[]
}

/** Where transformed files (and the child's bundle) are kept: Playwright's cache folder when one is set, as its runs. */
export function leanCacheDir(env: Record<string, string | undefined>): string {
  return path.join(env.PLAYWRIGHT_TRANSFORM_CACHE_DIR ?? path.join(os.tmpdir(), 'specwright-transform-cache'), 'specwright-lean')
}

let bundled: Promise<string> | undefined
/** child.ts and its modules bundled into one ES module, once per server process (tens of milliseconds). */
function childScript(): Promise<string> {
  bundled ??= (async () => {
    const esbuild = (await import('esbuild')) as typeof import('esbuild')
    const entry = new URL('./child.ts', import.meta.url).pathname
    const out = await esbuild.build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', target: 'node20', write: false })
    const code = out.outputFiles[0]!.text
    const file = path.join(os.tmpdir(), `specwright-lean-child-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`)
    if (!(await fs.stat(file).catch(() => undefined))) {
      await fs.writeFile(`${file}.${process.pid}.tmp`, code)
      await fs.rename(`${file}.${process.pid}.tmp`, file)
    }
    return file
  })()
  bundled.catch(() => {
    bundled = undefined
  })
  return bundled
}

/** The test the child is running. */
interface Running {
  state: FileState
  begin: Extract<LeanEvent, { t: 'begin' }>
  started: number
  attachments: JsonTestResult['attachments']
}

interface FileState {
  file: string
  specs: Map<number, { describes: string[]; spec: JsonSpecEntry }>
  next: number
  done: boolean
}

/**
 * Runs API test files (every one inside the lean subset, see subset.ts) in one child process and writes
 * Playwright's JSON report of them to `<outputDir>/report.json`. A test the child was running when it died is
 * failed as Playwright fails it ("worker process exited unexpectedly"), and the tests after it run in a new
 * child, as in a new Playwright worker. Never throws for a failing, crashing or stopped run: the report says.
 */
export async function runLeanTests(options: LeanRunOptions): Promise<LeanRunResult> {
  const started = performance.now()
  const outputDir = path.resolve(options.outputDir)
  const reportFile = path.join(outputDir, 'report.json')
  const testResults = path.join(outputDir, 'test-results')
  // As Playwright: nothing of an earlier run in this folder (its report, its saved variables) counts for this one.
  await fs.rm(reportFile, { force: true })
  await fs.rm(testResults, { recursive: true, force: true })
  await fs.mkdir(outputDir, { recursive: true })
  const mask = secretMasker(options.secrets)
  const states = options.files.map((file): FileState => ({ file: path.resolve(file), specs: new Map(), next: 0, done: false }))
  const errors: JsonTestError[] = []
  const unsupported: { file: string; feature: string }[] = []
  const tails = { stdout: [] as string[], stderr: [] as string[] }
  const line = (text: string, stream: 'stdout' | 'stderr') => {
    const masked = mask(text)
    tails[stream].push(masked)
    if (tails[stream].length > TAIL_LINES) tails[stream].shift()
    options.onLine?.(masked, stream)
  }
  let stopped: 'timeout' | 'aborted' | undefined
  let counter = 0
  let lastExit: ChildExit = { code: 0, signal: null }
  const script = await childScript()
  const env = definedEnv(options.env)
  // Variables Node or Playwright read when a process starts cannot be laid over a running one: a fresh child.
  const startup = Object.keys(env).filter((name) => STARTUP_ENV.test(name))
  const key = options.warm && startup.length === 0 ? warmKey(options.warm.project, options.niceness) : undefined
  const idleMs = options.warm?.idleMs ?? 0
  line(`${options.files.length} file(s) in the lean API harness (API_TEST_HARNESS)`, 'stdout')
  let retriedFresh = false
  while (!stopped && states.some((s) => !s.done)) {
    const pending = states.filter((s) => !s.done)
    const job: LeanJob = {
      files: pending.map((s) => ({ file: s.file, skip: s.next })),
      outputDir: testResults,
      testTimeoutMs: options.testTimeoutMs,
      retries: options.retries,
      requestOptions: options.requestOptions,
      modules: MODULES,
      cacheDir: leanCacheDir(options.env),
      env,
      endMark: `--- lean job ${randomUUID()} over ---`,
    }
    const { child, reused } = takeLeanChild(key, {
      script,
      // A warm child starts with the operating-system variables only: each job brings its own.
      env: childEnv(key === undefined ? env : {}),
      cwd: key === undefined ? outputDir : os.tmpdir(),
      niceness: options.niceness,
    })
    if (reused) line(`The project's warm lean child (pid ${child.pid}) runs this run`, 'stdout')
    const stop = (reason: 'timeout' | 'aborted') => {
      stopped ??= reason
      child.kill() // a stopped run's child is never reused: the next run starts a fresh one
    }
    const onAbort = () => stop('aborted')
    if (options.signal?.aborted) onAbort()
    options.signal?.addEventListener('abort', onAbort, { once: true })
    const left = options.timeoutMs === undefined ? undefined : options.timeoutMs - (performance.now() - started)
    const deadline = left === undefined ? undefined : setTimeout(() => stop('timeout'), Math.max(0, left))
    let running: Running | undefined
    let heard = false
    const end = await child.run(job, {
      line,
      event: (event) => {
        heard = true
        const state = 'file' in event ? states.find((s) => s.file === event.file) : undefined
        if (event.t === 'begin' && state) running = { state, begin: event, started: performance.now(), attachments: [] }
        else if (event.t === 'attach' && running) running.attachments.push(event.attachment)
        else if (event.t === 'end' && state) {
          const last = event.spec.tests[0]?.results.at(-1)
          if (last && last.attachments.length === 0 && running) last.attachments = running.attachments
          running = undefined
          state.specs.set(event.index, { describes: event.describes, spec: event.spec })
          state.next = event.index + 1
          line(listLine(++counter, event.spec, event.describes), 'stdout')
        } else if (event.t === 'error') errors.push(event.error)
        else if (event.t === 'unsupported' && state) {
          running = undefined
          unsupported.push({ file: state.file, feature: event.feature })
          state.specs.clear()
          state.done = true
        } else if (event.t === 'finished' && state) state.done = true
        else if (event.t === 'collected') line(`Running ${event.tests} test${event.tests === 1 ? '' : 's'} using 1 worker`, 'stdout')
      },
    })
    options.signal?.removeEventListener('abort', onAbort)
    clearTimeout(deadline)
    const notKept = giveBackLeanChild(child, key, idleMs, end)
    if (key !== undefined && notKept && end.done) line(`The lean child is not kept warm: ${notKept}`, 'stdout')
    if (end.done) {
      lastExit = { code: 0, signal: null }
      break
    }
    const exit = end.exit
    lastExit = exit
    if (exit.error) {
      errors.push({ message: `Could not start the lean API harness: ${exit.error.message}` })
      break
    }
    // A warm child that died while idle (killed, out of memory) and said nothing of this run: the run starts anew.
    if (reused && !heard && !stopped && !retriedFresh) {
      retriedFresh = true
      line(`The warm lean child had exited (code=${exit.code}, signal=${exit.signal}): a fresh one runs this run`, 'stdout')
      continue
    }
    const current = running as typeof running
    if (current) {
      const status = stopped ? 'interrupted' : 'failed'
      const message = `Error: worker process exited unexpectedly (code=${exit.code}, signal=${exit.signal})`
      current.state.specs.set(current.begin.index, {
        describes: current.begin.describes,
        spec: crashed(current, status, stopped ? undefined : message),
      })
      current.state.next = current.begin.index + 1
    }
    if (stopped) break
    // The child died: between tests (nothing to blame) the run ends with that error, else the rest runs anew.
    if (!current) {
      errors.push({ message: `The lean API harness exited unexpectedly (code=${exit.code}, signal=${exit.signal})` })
      break
    }
  }
  const durationMs = Math.round(performance.now() - started)
  const raw = jsonReport(states, errors, durationMs)
  await fs.writeFile(reportFile, JSON.stringify(raw))
  for (const summary of summaryLines(states, durationMs)) line(summary, 'stdout')
  if (mask !== NO_MASK) await maskRunFolder(outputDir, mask)
  let report = parseReport(JSON.parse(await fs.readFile(reportFile, 'utf8')))
  if (stopped) {
    const message =
      stopped === 'timeout' ? `The test run was stopped after its time limit of ${options.timeoutMs} ms` : 'The test run was cancelled'
    report = addReportErrors({ ...report, errors: [] }, [{ message }, ...report.errors])
  }
  return {
    exitCode: lastExit.code,
    exitSignal: lastExit.signal,
    ...(stopped ? { stopped } : {}),
    durationMs,
    report,
    reportFile,
    stdoutTail: tails.stdout.join('\n'),
    stderrTail: tails.stderr.join('\n'),
    unsupported,
  }
}

/** A test cut short by the child's death or a stop: failed (interrupted) with Playwright's message, no evidence. */
function crashed(current: Running, status: 'failed' | 'interrupted', message: string | undefined): JsonSpecEntry {
  const error = message ? { message } : undefined
  return {
    title: current.begin.title,
    ok: false,
    tags: [],
    tests: [
      {
        timeout: 0,
        annotations: current.begin.annotations,
        expectedStatus: 'passed',
        projectId: '',
        projectName: '',
        results: [
          {
            workerIndex: 0,
            parallelIndex: 0,
            status,
            duration: Math.round(performance.now() - current.started),
            ...(error ? { error } : {}),
            errors: error ? [error] : [],
            stdout: [],
            stderr: [],
            retry: 0,
            startTime: new Date().toISOString(),
            annotations: current.begin.annotations,
            attachments: current.attachments,
          },
        ],
        status: 'unexpected',
      },
    ],
    id: createHash('sha1').update(`${current.state.file}\0${current.begin.index}`).digest('hex').slice(0, 20),
    file: current.state.file,
    line: current.begin.line,
    column: current.begin.column,
  }
}

/** Playwright's JSON report of the files: a suite per file, nested suites per describe, absolute file paths. */
function jsonReport(states: FileState[], errors: JsonTestError[], durationMs: number): Record<string, unknown> {
  interface Suite {
    title: string
    file: string
    line: number
    column: number
    specs: JsonSpecEntry[]
    suites: Suite[]
  }
  const suites: Suite[] = []
  for (const state of states) {
    if (state.specs.size === 0) continue
    const root: Suite = { title: path.basename(state.file), file: state.file, line: 0, column: 0, specs: [], suites: [] }
    for (const [, { describes, spec }] of [...state.specs].sort(([a], [b]) => a - b)) {
      let suite = root
      for (const title of describes) {
        let next = suite.suites.find((s) => s.title === title)
        if (!next) {
          next = { title, file: state.file, line: 0, column: 0, specs: [], suites: [] }
          suite.suites.push(next)
        }
        suite = next
      }
      suite.specs.push({ ...spec, file: state.file })
    }
    suites.push(root)
  }
  return { config: { rootDir: '/', version: 'lean' }, suites, errors, stats: { duration: durationMs } }
}

/** The list reporter's closing counts (`  1 failed`, `  9 passed (1.2s)`), which people and the run log look for. */
function summaryLines(states: FileState[], durationMs: number): string[] {
  const counts = { failed: 0, interrupted: 0, flaky: 0, skipped: 0, passed: 0 }
  for (const state of states)
    for (const { spec } of state.specs.values())
      for (const test of spec.tests) {
        const last = test.results.at(-1)?.status
        if (test.status === 'skipped') counts.skipped++
        else if (test.status === 'flaky') counts.flaky++
        else if (test.status === 'expected') counts.passed++
        else if (last === 'interrupted') counts.interrupted++
        else counts.failed++
      }
  const took = durationMs < 1000 ? `${durationMs}ms` : `${(durationMs / 1000).toFixed(1)}s`
  const out = (['failed', 'interrupted', 'flaky', 'skipped'] as const).filter((k) => counts[k] > 0).map((k) => `  ${counts[k]} ${k}`)
  if (counts.passed > 0) out.push(`  ${counts.passed} passed (${took})`)
  return out
}

/** A list reporter's line: `  ✓  1 file.api.spec.ts:21:3 › Describe › title (17ms)`. */
function listLine(n: number, spec: JsonSpecEntry, describes: string[]): string {
  const result = spec.tests[0]?.results.at(-1)
  const mark = !result || result.status === 'skipped' ? '-' : result.status === 'passed' ? '✓' : '✘'
  const where = `${path.basename(spec.file)}:${spec.line}:${spec.column}`
  const first = result?.error?.message.split('\n')[0]
  return `  ${mark}  ${n} ${[where, ...describes, spec.title].join(' › ')} (${result?.duration ?? 0}ms)${first ? ` — ${first}` : ''}`
}

/**
 * Variables that Node or Playwright read when the process starts (or when a module loads), not when a test reads
 * them: a run that sets one runs in a fresh child started with it. PLAYWRIGHT_TRANSFORM_CACHE_DIR is read by this
 * process only (leanCacheDir), and goes to the child as the job's cacheDir.
 */
const STARTUP_ENV = /^(?!PLAYWRIGHT_TRANSFORM_CACHE_DIR$)(NODE_|UV_|PW|PLAYWRIGHT_|DEBUG|SSL_|OPENSSL_|WS_|SELENIUM_|TZ$|LD_|XDG_|CHROME_)/i

function definedEnv(env: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(env)) if (value !== undefined) out[name] = value
  return out
}

/** The operating-system variables and the spec's resolved ones, nothing else (as for Playwright's workers). */
function childEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {}
  for (const name of INHERITED_ENV) if (process.env[name] !== undefined) out[name] = process.env[name]
  for (const [name, value] of Object.entries(env)) if (value !== undefined) out[name] = value
  out.FORCE_COLOR = '0'
  return out
}
