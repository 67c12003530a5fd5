import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { mergeReports } from '../../../platform/playwright/report.js'
import { type PlaywrightRunResult, type RunPlaywrightTestsOptions, runPlaywrightTests } from '../../../platform/playwright/run-tests.js'
import { RUNTIME_FILE, RUNTIME_MODULE_SOURCE } from '../runtime-module.js'
import { runLeanTests, type WarmRun } from './run-lean.js'
import { leanSubsetProblems } from './subset.js'

/**
 * How our own runs execute generated API test files: `lean` (default) in one child process with a small runner
 * that implements exactly what the files use (subset.ts, child.ts), `playwright` with Playwright Test. The files
 * are the same either way: Playwright Test files a person can download and run with `npx playwright test`.
 */
export const API_HARNESSES = ['lean', 'playwright'] as const
export type ApiHarness = (typeof API_HARNESSES)[number]

/** Request options of the config Playwright would be run with, as values the lean child passes to every context. */
const REQUEST_USE_KEYS = new Set(['ignoreHTTPSErrors', 'extraHTTPHeaders', 'clientCertificates'])

export type ApiRunOptions = RunPlaywrightTestsOptions & {
  harness?: ApiHarness
  files: readonly string[]
  /** Lean runs of a project may reuse its warm child (lean/warm-pool.ts); without it every run starts its own. */
  warm?: WarmRun
}

/**
 * Built-in modules other than the runtime module's (fs, path): a file importing one could change it for the runs
 * after it, so its run gets a child of its own.
 */
const OTHER_BUILTIN_IMPORT = /\bfrom\s+['"]node:(?!fs['"]|path['"])/

/**
 * Runs the files with the chosen harness. Under `lean`, a file outside the subset (an edit using another Playwright
 * feature, a runtime module that is not ours, a file that does not parse) and a file that reaches such a feature
 * while running run under Playwright Test after the lean ones, in the same folder's report; the log says which
 * and why. A run the lean harness cannot honour as a whole (a config, a trace, several workers, other `use`
 * options) is Playwright's entirely.
 */
export async function runApiTestFiles(options: ApiRunOptions): Promise<PlaywrightRunResult> {
  const { harness = 'lean', warm, ...run } = options
  const log = (line: string) => run.onLine?.(line, 'stdout')
  const whole =
    harness === 'playwright' ||
    run.configFile !== undefined ||
    run.cwd !== undefined ||
    (run.trace !== undefined && run.trace !== 'off') ||
    (run.workers ?? 1) !== 1 ||
    Object.keys(run.use ?? {}).some((key) => !REQUEST_USE_KEYS.has(key))
  if (whole) return runPlaywrightTests(run)
  const lean: string[] = []
  const fallback: string[] = []
  let warmSafe = true
  for (const file of run.files) {
    const { problems, source } = await fileProblems(file)
    if (OTHER_BUILTIN_IMPORT.test(source)) warmSafe = false
    if (problems.length === 0) lean.push(file)
    else {
      fallback.push(file)
      log(`${path.basename(file)} runs under Playwright Test: it uses ${problems.join(', ')}, outside the lean API harness`)
    }
  }
  const leanRun =
    lean.length === 0
      ? undefined
      : await runLeanTests({
          files: lean,
          outputDir: run.outputDir,
          testTimeoutMs: run.testTimeoutMs ?? 30_000,
          retries: run.retries ?? 0,
          requestOptions: { ...(run.use ?? {}), timeout: 0 },
          env: run.env ?? {},
          secrets: run.secrets,
          niceness: run.niceness,
          timeoutMs: run.timeoutMs,
          signal: run.signal,
          onLine: run.onLine,
          ...(warm && warmSafe ? { warm } : {}),
        })
  for (const { file, feature } of leanRun?.unsupported ?? []) {
    fallback.push(file)
    log(`${path.basename(file)} runs under Playwright Test: it reached ${feature}, outside the lean API harness`)
  }
  if (leanRun && (fallback.length === 0 || leanRun.stopped)) return leanRun
  const pwRun = await runPlaywrightTests({ ...run, files: fallback, outputDir: path.join(run.outputDir, 'playwright') })
  if (!leanRun) return { ...pwRun, reportFile: await copyReport(pwRun.reportFile, run.outputDir) }
  await mergeRawReports(leanRun.reportFile, pwRun.reportFile)
  return {
    ...pwRun,
    durationMs: leanRun.durationMs + pwRun.durationMs,
    report: mergeReports(leanRun.report, pwRun.report),
    reportFile: leanRun.reportFile,
    stdoutTail: `${leanRun.stdoutTail}\n${pwRun.stdoutTail}`,
    stderrTail: `${leanRun.stderrTail}\n${pwRun.stderrTail}`,
  }
}

/** The subset check's answer by hash of the code: a re-run of unchanged files parses none of them again. */
const checked = new Map<string, string[]>()
const CHECKED_MAX = 2_000

function subsetProblems(source: string): string[] {
  const key = createHash('sha256').update(source).digest('hex')
  let problems = checked.get(key)
  if (!problems) {
    problems = leanSubsetProblems(source)
    if (checked.size >= CHECKED_MAX) checked.delete(checked.keys().next().value as string)
    checked.set(key, problems)
  }
  return [...problems]
}

/** Why a file cannot run under the lean harness ([] when it can), and its code. */
async function fileProblems(file: string): Promise<{ problems: string[]; source: string }> {
  const source = await fs.readFile(file, 'utf8').catch(() => undefined)
  if (source === undefined) return { problems: ['a file that cannot be read'], source: '' }
  const problems = subsetProblems(source)
  if (source.includes(`./${RUNTIME_FILE.replace(/\.ts$/, '')}'`)) {
    const runtime = await fs.readFile(path.join(path.dirname(file), RUNTIME_FILE), 'utf8').catch(() => undefined)
    if (runtime !== RUNTIME_MODULE_SOURCE) problems.push(`a ${RUNTIME_FILE} that is not this version's`)
  }
  return { problems, source }
}

async function copyReport(from: string, dir: string): Promise<string> {
  const to = path.join(dir, 'report.json')
  await fs.copyFile(from, to).catch(() => undefined)
  return to
}

/** Playwright's report of the fallback files added to the lean report (file paths made absolute, as the lean ones). */
async function mergeRawReports(leanFile: string, pwFile: string): Promise<void> {
  const read = async (file: string) => JSON.parse(await fs.readFile(file, 'utf8').catch(() => '{}')) as Record<string, unknown>
  const [lean, pw] = [await read(leanFile), await read(pwFile)]
  const root = (pw.config as { rootDir?: string } | undefined)?.rootDir ?? '/'
  const absolute = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(absolute)
    if (value === null || typeof value !== 'object') return value
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [
        key,
        key === 'file' && typeof v === 'string' && !v.startsWith('/') ? path.join(root, v) : absolute(v),
      ]),
    )
  }
  const list = (report: Record<string, unknown>, key: string) => (Array.isArray(report[key]) ? (report[key] as unknown[]) : [])
  const merged = {
    ...lean,
    suites: [...list(lean, 'suites'), ...(absolute(list(pw, 'suites')) as unknown[])],
    errors: [...list(lean, 'errors'), ...list(pw, 'errors')],
  }
  await fs.writeFile(leanFile, JSON.stringify(merged))
}
