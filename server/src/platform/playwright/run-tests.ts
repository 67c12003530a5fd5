import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { stripVTControlCharacters } from 'node:util'
import { spawnWithSignal } from '../jobs/spawn-with-signal.js'
import { addReportErrors, type ParsedReport, parseReport, reportWithError } from './report.js'
import { maskRunFolder, secretMasker } from './secret-mask.js'
import { exactPathPattern, standaloneConfigSource } from './standalone-config.js'

const require = createRequire(import.meta.url)
const PLAYWRIGHT_CLI = require.resolve('@playwright/test/cli')
/** The node_modules folder holding @playwright/test: NODE_PATH of every test process. */
const NODE_MODULES = path.dirname(path.dirname(path.dirname(require.resolve('@playwright/test/package.json'))))
/** Loaded with --import in test processes, so ES modules honour NODE_PATH too (see node-path-hooks.mjs). */
const ESM_NODE_PATH_HOOK = new URL('./node-path-register.mjs', import.meta.url).href
/** Loaded with --import in the runner only: it stops its process group if the server dies (see parent-watch.mjs). */
export const PARENT_WATCH = new URL('./parent-watch.mjs', import.meta.url).href

/**
 * The only variables a test process inherits from the server: what Node, Playwright and Chromium need to run.
 * Everything else (the server's keys, DATABASE_URL, any operator variable) stays out; a spec's `{{VAR}}`
 * values are resolved by the server (project variables, SPEC_ENV_ALLOWLIST) and passed in `env`.
 */
export const INHERITED_ENV = [
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  'LANG',
  'LANGUAGE',
  'LC_ALL',
  'LC_CTYPE',
  'TZ',
  'TMPDIR',
  'TEMP',
  'TMP',
  'SYSTEMROOT',
  'XDG_RUNTIME_DIR',
  'DISPLAY',
] as const

const TAIL_LINES = 200

export interface RunPlaywrightTestsOptions {
  /**
   * Folder the runner starts in. When `configFile` is not given, its `playwright.config.ts` is used (e.g. the
   * workspace root). Default: the config file's folder, or `outputDir` for a run without a config.
   */
  cwd?: string
  /** Playwright config to run with (absolute, or relative to `cwd`). */
  configFile?: string
  /**
   * Test files to run (absolute, or relative to `cwd`); empty or omitted = every test the config finds. Without
   * any config (no `configFile`, no config in `cwd`) they may live anywhere, e.g. in os.tmpdir(): the run then
   * uses a config written to `outputDir` with the same browser settings as the workspace.
   */
  files?: readonly string[]
  /** Run folder: receives `report.json` (Playwright's JSON report) and `test-results/` (traces, screenshots). */
  outputDir: string
  /** Extra environment for the tests (BASE_URL, resolved `{{VAR}}` values, ...); wins over inherited values. */
  env?: Record<string, string | undefined>
  /**
   * Inherit the operating-system part of this process's environment (`INHERITED_ENV`: PATH, HOME, locale, ...).
   * Default true. Nothing else is inherited: a spec's `{{VAR}}` values arrive only through `env`.
   */
  inheritEnv?: boolean
  /**
   * Resolved `{{NAME}}` values (name -> value): masked back to `{{NAME}}` in every line, tail, report and text
   * artifact of the run, so assertion messages that print actual values never store a secret.
   */
  secrets?: Readonly<Record<string, string>>
  /** CHROMIUM_PATH for the tests' browser (config.chromiumPath). */
  chromiumPath?: string
  /** CPU niceness of the runner and its browsers (config.runnerNiceness; 0 by default). */
  niceness?: number
  /** Human-readable reporter streamed to `onLine` next to the JSON one (default `list`: one line per test). */
  reporter?: 'list' | 'line' | 'dot'
  /** Playwright `--retries`: attempts after a failure (the config's value when omitted). */
  retries?: number
  /**
   * Playwright `--trace` (the config's `retain-on-failure` when omitted). Request-only tests record their own
   * evidence and pass `off`: tracing costs tens of milliseconds per test.
   */
  trace?: 'on' | 'off' | 'retain-on-failure'
  /** Options over the `use` of the config written for a run that has none (JSON values); ignored with a config. */
  use?: Readonly<Record<string, unknown>>
  /** Playwright `--workers` (the config's value, else half the cores, when omitted). */
  workers?: number
  /** Playwright `--timeout`: the limit of each test in ms (the config's value, else 30 s, when omitted). */
  testTimeoutMs?: number
  /** Stop the whole run after this long; its report then says so. */
  timeoutMs?: number
  /** Aborting stops the run: Playwright is interrupted (partial report kept), then its process group killed. */
  signal?: AbortSignal
  /**
   * Each line the runner prints, ANSI codes removed. Called synchronously and not awaited; if it throws, no more
   * lines are delivered and `runPlaywrightTests` rejects with that error once the run has ended.
   */
  onLine?: (line: string, stream: 'stdout' | 'stderr') => void
  /** How long an interrupted run may take to write its report before its process group is killed (default 3 s). */
  interruptGraceMs?: number
}

export interface PlaywrightRunResult {
  /** The runner's exit code (0 all passed, 1 failures, 130 interrupted); null when it was killed or never started. */
  exitCode: number | null
  /** The signal that ended the runner, if any. */
  exitSignal: NodeJS.Signals | null
  /** Set when the run was stopped by `timeoutMs` or by `signal`. */
  stopped?: 'timeout' | 'aborted'
  durationMs: number
  /** Always present: Playwright's report, or one whose top-level `errors` say why there is none. */
  report: ParsedReport
  /** Where Playwright's JSON report is (may not exist when the run crashed). */
  reportFile: string
  /** The last lines the runner printed (ANSI removed), for logs and error messages. */
  stdoutTail: string
  stderrTail: string
}

/**
 * Runs Playwright test files in a child process group (`node @playwright/test/cli.js test`) and returns the
 * parsed report. Generated files import `@playwright/test` from anywhere: NODE_PATH (and, for ES modules, a
 * resolution hook honouring it) points at the server's copy. Never throws for a failed, broken, crashed,
 * stopped or timed-out run: `report.errors` explains what happened.
 *
 * @example
 * const ws = await ensureWorkspace(config.dataDir)
 * const { report } = await runPlaywrightTests({
 *   cwd: ws.root, files: [testFile], outputDir: path.join(config.dataDir, 'runs', runId),
 *   env: { BASE_URL: project.base_url }, chromiumPath: config.chromiumPath, timeoutMs: 10 * 60_000, signal,
 *   onLine: (line) => void runLogs.append(runId, line).catch(logError),
 * })
 */
export async function runPlaywrightTests(options: RunPlaywrightTestsOptions): Promise<PlaywrightRunResult> {
  const started = performance.now()
  const outputDir = path.resolve(options.outputDir)
  const reportFile = path.join(outputDir, 'report.json')
  const failed = (message: string): PlaywrightRunResult => ({
    exitCode: null,
    exitSignal: null,
    durationMs: Math.round(performance.now() - started),
    report: reportWithError(message),
    reportFile,
    stdoutTail: '',
    stderrTail: '',
  })

  await fs.mkdir(outputDir, { recursive: true })
  // A report left by an earlier run in the same folder must never pass for this run's.
  await fs.rm(reportFile, { force: true })
  const base = options.cwd ? path.resolve(options.cwd) : undefined
  const files = (options.files ?? []).map((f) => path.resolve(base ?? outputDir, f))
  for (const file of files) {
    if (!(await isFile(file))) return failed(`Test file not found: ${file}`)
  }
  let configFile = options.configFile ? path.resolve(base ?? outputDir, options.configFile) : undefined
  if (!configFile && base && (await isFile(path.join(base, 'playwright.config.ts')))) configFile = path.join(base, 'playwright.config.ts')
  if (configFile && !(await isFile(configFile))) return failed(`Playwright config not found: ${configFile}`)
  if (!configFile) {
    if (files.length === 0) return failed('No test files given and no Playwright config to find them with')
    configFile = path.join(outputDir, 'playwright.config.mjs')
    await fs.writeFile(configFile, standaloneConfigSource(files, options.use))
  }
  const cwd = base ?? path.dirname(configFile)
  if (options.signal?.aborted) return { ...failed('The test run was cancelled before it started'), stopped: 'aborted' }

  const args = [`--import=${PARENT_WATCH}`, PLAYWRIGHT_CLI, 'test', ...files.map(exactPathPattern), '--config', configFile]
  args.push(`--reporter=json,${options.reporter ?? 'list'}`, '--output', path.join(outputDir, 'test-results'))
  if (options.retries !== undefined) args.push('--retries', String(options.retries))
  if (options.workers !== undefined) args.push('--workers', String(options.workers))
  if (options.testTimeoutMs !== undefined) args.push('--timeout', String(options.testTimeoutMs))
  if (options.trace !== undefined) args.push('--trace', options.trace)

  const mask = secretMasker(options.secrets)
  const kill = new AbortController()
  const { child, exited } = spawnWithSignal(process.execPath, args, {
    cwd,
    env: childEnv(options, reportFile),
    stdio: ['ignore', 'pipe', 'pipe'],
    signal: kill.signal,
    killGraceMs: 2_000,
    niceness: options.niceness,
  })
  const tails = { stdout: [] as string[], stderr: [] as string[] }
  let callbackError: { error: unknown } | undefined
  const streams = (['stdout', 'stderr'] as const).map((name) => {
    const input = child[name]
    if (!input) return Promise.resolve()
    const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })
    lines.on('line', (raw) => {
      // The `line` reporter redraws with \r; keep what the last redraw shows.
      const line = mask(stripVTControlCharacters(raw.slice(raw.lastIndexOf('\r') + 1)))
      const tail = tails[name]
      tail.push(line)
      if (tail.length > TAIL_LINES) tail.shift()
      if (callbackError) return
      try {
        options.onLine?.(line, name)
      } catch (error) {
        // A throwing callback must not crash the process from a stream event; it is rethrown once the run is over.
        callbackError = { error }
      }
    })
    return new Promise<void>((resolve) => lines.once('close', resolve))
  })

  let stopped: 'timeout' | 'aborted' | undefined
  let graceTimer: NodeJS.Timeout | undefined
  const stop = (reason: 'timeout' | 'aborted') => {
    if (stopped) return
    stopped = reason
    // SIGINT first: Playwright stops its workers, closes the browsers and writes a report marking what was cut.
    if (child.pid !== undefined) signalProcess(child.pid, 'SIGINT')
    graceTimer = setTimeout(() => kill.abort(), options.interruptGraceMs ?? 3_000)
  }
  const onAbort = () => stop('aborted')
  options.signal?.addEventListener('abort', onAbort, { once: true })
  const deadline = options.timeoutMs !== undefined ? setTimeout(() => stop('timeout'), options.timeoutMs) : undefined

  const exit = await exited
  await Promise.all(streams)
  options.signal?.removeEventListener('abort', onAbort)
  clearTimeout(deadline)
  clearTimeout(graceTimer)
  // Whatever outlived an interrupted runner (a worker that ignored it) goes too; Chromium follows its closed pipe.
  if (stopped && child.pid !== undefined) signalProcess(-child.pid, 'SIGKILL')
  if (callbackError) throw callbackError.error

  const stdoutTail = tails.stdout.join('\n')
  const stderrTail = tails.stderr.join('\n')
  const durationMs = Math.round(performance.now() - started)
  const stopMessage =
    stopped === 'timeout'
      ? `The test run was stopped after its time limit of ${formatMs(options.timeoutMs ?? 0)}`
      : stopped === 'aborted'
        ? 'The test run was cancelled'
        : undefined
  if (options.secrets) await maskRunFolder(outputDir, mask)
  let report = await readReport(reportFile, durationMs)
  if (exit.error) {
    report = reportWithError(`Could not start the Playwright runner: ${exit.error.message}`, durationMs)
  } else if (!report) {
    const how = exit.code !== null ? `exited with code ${exit.code}` : `was killed (${exit.signal ?? 'unknown signal'})`
    report = reportWithError(stopMessage ?? withTail(`Playwright ${how} without writing a report`, stderrTail || stdoutTail), durationMs)
  } else if (stopMessage) {
    // The reason the run ended comes first; Playwright's partial report follows it.
    report = addReportErrors({ ...report, errors: [] }, [{ message: stopMessage }, ...report.errors])
  } else if (exit.code !== 0 && report.ok) {
    report = addReportErrors(report, [
      { message: withTail(`Playwright exited with code ${exit.code ?? exit.signal}`, stderrTail || stdoutTail) },
    ])
  }
  return {
    exitCode: exit.code,
    exitSignal: exit.signal,
    ...(stopped ? { stopped } : {}),
    durationMs,
    report,
    reportFile,
    stdoutTail,
    stderrTail,
  }
}

function childEnv(options: RunPlaywrightTestsOptions, reportFile: string): NodeJS.ProcessEnv {
  // Inheriting is deliberate (not config reading): a test process needs PATH, HOME and the locale.
  const inherited: Record<string, string | undefined> = {}
  if (options.inheritEnv !== false) for (const name of INHERITED_ENV) inherited[name] = process.env[name]
  const merged: Record<string, string | undefined> = { ...inherited, ...options.env }
  if (options.chromiumPath) merged.CHROMIUM_PATH = options.chromiumPath
  merged.NODE_PATH = [NODE_MODULES, merged.NODE_PATH].filter(Boolean).join(path.delimiter)
  merged.NODE_OPTIONS = [merged.NODE_OPTIONS, `--import=${ESM_NODE_PATH_HOOK}`].filter(Boolean).join(' ')
  merged.PLAYWRIGHT_JSON_OUTPUT_NAME = reportFile
  merged.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1'
  merged.FORCE_COLOR = '0'
  delete merged.NO_COLOR
  const env: NodeJS.ProcessEnv = {}
  for (const [k, v] of Object.entries(merged)) if (v !== undefined) env[k] = v
  return env
}

async function readReport(file: string, durationMs: number): Promise<ParsedReport | undefined> {
  let text: string
  try {
    text = await fs.readFile(file, 'utf8')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    return reportWithError(`The Playwright report could not be read: ${(err as Error).message}`, durationMs)
  }
  try {
    return parseReport(JSON.parse(text))
  } catch (err) {
    return reportWithError(`The Playwright report is not valid JSON: ${(err as Error).message}`, durationMs)
  }
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile()
  } catch {
    return false
  }
}

function signalProcess(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal)
  } catch {
    // Already gone.
  }
}

function withTail(message: string, tail: string): string {
  const lines = tail.trim().split('\n').slice(-30).join('\n')
  return lines ? `${message}:\n${lines}` : message
}

function formatMs(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`
}
