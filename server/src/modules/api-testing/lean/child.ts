import fs from 'node:fs'
import Module, { createRequire } from 'node:module'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { ContextPool, type RequestContext } from './child-contexts.js'
import { serializeError, timeoutError } from './child-errors.js'
import { shortcutExpect } from './child-expect.js'
import { type Leftovers, leftoversSince, snapshotProcess } from './child-leftovers.js'
import { skipped, specEntry } from './child-results.js'
import { type Collected, type CollectedTest, type LeanTestInfo, leanTest, strict, Unsupported } from './child-test-api.js'
import { compileFile, mapPosition } from './child-transform.js'
import type { JsonTestError, JsonTestResult, LeanEvent, LeanJob } from './protocol.js'

/**
 * The lean harness's child process: runs generated API test files as one Playwright worker would (one test at a
 * time, files in turn, a failed test ending the "worker": its afterAll hooks run and the file is loaded afresh for
 * the tests after it, as Playwright's next worker loads it), with Playwright's own `expect` and request context.
 * Bundled by run-lean.ts; jobs come one JSON line each on stdin and run one after another, each with its own
 * variables and modules (a warm child runs the next run's job: warm-pool.ts); events go to fd 3 (protocol.ts).
 * The child exits when stdin closes.
 */

const HARNESS = fs.realpathSync(process.argv[1]!)
const emit = (event: LeanEvent) => fs.writeSync(3, `${JSON.stringify(event)}\n`)

/** The variables the child was started with: each job's are laid over them while it runs, and taken off after. */
const BASE_ENV = { ...process.env }

function setEnv(values: Record<string, string>): void {
  for (const name of Object.keys(process.env)) if (!(name in BASE_ENV)) delete process.env[name]
  Object.assign(process.env, BASE_ENV, values)
}

/** The job being run; its modules (Playwright's, loaded by the first job) are the same for every job of a server. */
let job: LeanJob
let modulesLoaded = false
let load: NodeRequire
let expect: (...args: unknown[]) => unknown
let request: { newContext(options?: Record<string, unknown>): Promise<RequestContext> }
/** The job's request contexts (a new pool for every job). */
let contexts: ContextPool

function loadModules(): void {
  load = createRequire(job.modules.playwrightTest)
  ;({ expect } = load(job.modules.playwrightTest) as { expect: typeof expect })
  ;({ request } = load(job.modules.playwrightCore) as { request: typeof request })
  modulesLoaded = true
}

let collecting: Collected | undefined
let running: { info: LeanTestInfo; errors: JsonTestError[]; unhandled: boolean } | undefined
let loadingFile = ''
const test = leanTest(
  () => collecting,
  () => running?.info,
  () => callSite(loadingFile),
)
/** `expect(...)` only: its members (soft, poll, configure) need Playwright Test's test info. Passing checks are answered
 * at once (child-expect.ts). */
const leanExpect = shortcutExpect((...args: unknown[]) => expect(...args))
const shim = { test, expect: leanExpect }
/** The `playwright` fixture: its request contexts take the options the config's `use` gives them. */
const playwright = strict(
  {
    request: strict(
      { newContext: (options: Record<string, unknown> = {}) => contexts.take({ ...job.requestOptions, ...options }) },
      'playwright.request',
    ),
  },
  'playwright',
)
const fixtures = strict({ playwright }, 'fixture')

/** A file's compiled program (transformed in the job's cache folder by the job's esbuild). */
const compile = (file: string) =>
  compileFile(file, fs.readFileSync(file, 'utf8'), job.cacheDir, () => load(job.modules.esbuild) as typeof import('esbuild'))

/** Where `file` calls the `test()` being collected: the first frame in it, mapped to the source. */
function callSite(file: string): { line: number; column: number } {
  const saved = Error.prepareStackTrace
  Error.prepareStackTrace = (_, frames) => frames
  const holder: { stack?: NodeJS.CallSite[] } = {}
  Error.captureStackTrace(holder)
  const frames = holder.stack ?? []
  Error.prepareStackTrace = saved
  const frame = frames.find((f) => f.getFileName() === file)
  if (!frame) return { line: 0, column: 0 }
  return mapPosition(file, frame.getLineNumber() ?? 0, frame.getColumnNumber() ?? 0) ?? { line: 0, column: 0 }
}

/**
 * The modules of the current "worker": the runtime module is shared by the files it runs, as in a Playwright
 * worker, and a new worker (after a failed test) loads everything anew.
 */
let worker = new Map<string, Module>()
/** A test failed in the current worker: Playwright ends it, the next file or test loads in a new one. */
let workerFailed = false

/** Loads a test file in the current worker (a new one after a failure), `@playwright/test` answered by the shim. */
function loadFile(file: string): Collected {
  if (workerFailed) worker = new Map()
  workerFailed = false
  const modules = worker
  const requireFrom = (from: string) => (id: string) => {
    if (id === '@playwright/test') return shim
    if (id.startsWith('node:')) return load(id)
    if (!id.startsWith('./')) throw new Unsupported(`import of '${id}'`)
    const target = path.join(path.dirname(from), `${id}.ts`)
    return evaluate(target, requireFrom, modules).exports
  }
  collecting = { tests: [], afterAll: [] }
  loadingFile = file
  try {
    evaluate(file, requireFrom, modules)
    return collecting
  } finally {
    collecting = undefined
  }
}

function evaluate(file: string, requireFrom: (from: string) => (id: string) => unknown, modules: Map<string, Module>): Module {
  const known = modules.get(file)
  if (known) return known
  const mod = new Module(file)
  mod.filename = file
  mod.require = requireFrom(file) as NodeJS.Require
  modules.set(file, mod)
  compile(file).call(mod.exports, mod.exports, mod.require, mod, file, path.dirname(file))
  mod.loaded = true
  return mod
}

const settle = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise.then(
      () => undefined,
      (error: unknown) => error,
    ),
    new Promise((r) => setTimeout(r, ms).unref()),
  ])

async function runAfterAll(collected: Collected, file: string): Promise<void> {
  for (const hook of collected.afterAll.splice(0)) {
    try {
      await hook()
    } catch (error) {
      emit({ t: 'error', file, error: serializeError(error, HARNESS, mapPosition) })
    }
  }
}

/** One attempt of one test: its result as Playwright's JSON report has it. Throws Unsupported. */
async function attempt(t: CollectedTest, file: string, retry: number, collected: Collected): Promise<JsonTestResult> {
  const info: LeanTestInfo = {
    file,
    title: t.title,
    titlePath: [path.basename(file), ...t.describes, t.title],
    retry,
    project: { outputDir: job.outputDir, name: '' },
    annotations: [...t.annotations],
    attachments: streamed(file),
  }
  running = { info: strict(info, 'test.info()'), errors: [], unhandled: false }
  const current = running
  const startTime = new Date()
  const started = performance.now()
  const fn = t.body // called bare, so its frame reads `at file:line:col` as under Playwright
  const body = Promise.resolve().then(() => fn(fixtures))
  let timer: NodeJS.Timeout | undefined
  const timedOut = await Promise.race([
    body.then(
      () => false,
      (error: unknown) => {
        if (error instanceof Unsupported) throw error
        current.errors.push(serializeError(error, HARNESS, mapPosition))
        return false
      },
    ),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), job.testTimeoutMs)
    }),
  ]).finally(() => clearTimeout(timer))
  const duration = Math.round(performance.now() - started)
  if (timedOut) {
    cutShort.push('a test that timed out')
    await contexts.close()
    current.errors.unshift(timeoutError(job.testTimeoutMs))
    // Playwright ends the worker: its teardown (afterAll, the request context disposed) lets the body fail too.
    await runAfterAll(collected, file)
    // The body's own error (the request cut short) is recorded by the handler above, when it comes in time.
    if ((await settle(body, 1_000)) instanceof Unsupported) throw new Unsupported('a feature outside the subset')
  }
  running = undefined
  const status = timedOut ? 'timedOut' : current.errors.length > 0 ? 'failed' : 'passed'
  return {
    workerIndex: 0,
    parallelIndex: 0,
    status,
    duration,
    ...(current.errors[0] ? { error: current.errors[0] } : {}),
    errors: current.errors,
    stdout: [],
    stderr: [],
    retry,
    startTime: startTime.toISOString(),
    annotations: info.annotations,
    attachments: info.attachments.map(jsonAttachment),
    ...(sentAsPushed(info.attachments) ? { [STREAMED]: true } : {}),
  }
}

/** On a result whose attachments are exactly those sent as they were pushed (not part of the report). */
const STREAMED = Symbol('attachments streamed')

/** A test's end; its last attempt's attachments, when the parent has them from `attach` events, are not sent again. */
function ended(t: CollectedTest, file: string, index: number, results: JsonTestResult[]): LeanEvent {
  const last = results.at(-1) as (JsonTestResult & { [STREAMED]?: true }) | undefined
  const sent = last?.[STREAMED] ? [...results.slice(0, -1), { ...last, attachments: [] }] : results
  return { t: 'end', file, index, describes: t.describes, spec: specEntry(t, file, sent, job.testTimeoutMs) }
}

const jsonAttachment = (a: LeanTestInfo['attachments'][number]) => ({
  name: a.name,
  contentType: a.contentType,
  ...(a.body ? { body: Buffer.from(a.body).toString('base64') } : {}),
  ...(a.path ? { path: a.path } : {}),
})

/** The attachments sent to the parent, by the list they were pushed to. */
const sent = new WeakMap<LeanTestInfo['attachments'], LeanTestInfo['attachments']>()

/** The test's attachments: each one pushed is also sent to the parent at once. */
function streamed(file: string): LeanTestInfo['attachments'] {
  const list: LeanTestInfo['attachments'] = []
  const out: LeanTestInfo['attachments'] = []
  sent.set(list, out)
  Object.defineProperty(list, 'push', {
    value: (...items: LeanTestInfo['attachments']) => {
      for (const item of items) emit({ t: 'attach', file, attachment: jsonAttachment(item) })
      out.push(...items)
      return Array.prototype.push.apply(list, items)
    },
  })
  return list
}

/** The list holds exactly what was sent, in order: the parent has it already. */
function sentAsPushed(list: LeanTestInfo['attachments']): boolean {
  const out = sent.get(list)
  return out !== undefined && out.length === list.length && out.every((item, i) => list[i] === item)
}

/** Loads a file, or reports why it cannot run here: an error of the file, or a feature outside the subset. */
function collect(file: string): Collected | 'error' | 'unsupported' {
  try {
    const collected = loadFile(file)
    if (job.retries > 0 && collected.tests.some((t) => t.serial)) throw new Unsupported('serial mode with retries')
    return collected
  } catch (error) {
    workerFailed = true
    if (error instanceof Unsupported) emit({ t: 'unsupported', file, feature: error.feature })
    else emit({ t: 'error', file, error: serializeError(error, HARNESS, mapPosition) })
    return error instanceof Unsupported ? 'unsupported' : 'error'
  }
}

/** Runs a file's tests from `skip` on, starting with its first load (`loaded`), loading it again after a failure. */
async function runFile(file: string, skip: number, loaded: Collected): Promise<void> {
  let index = skip
  let serialFailed = false
  const attempts = new Map<number, JsonTestResult[]>()
  for (let again = true, first = true; again; first = false) {
    again = false
    const collected = first ? loaded : collect(file)
    if (typeof collected === 'string') return
    for (; index < collected.tests.length; index++) {
      const t = collected.tests[index]!
      if (t.fixme || (t.serial && serialFailed)) {
        emit({ t: 'end', file, index, describes: t.describes, spec: specEntry(t, file, t.fixme ? [skipped(t)] : [], job.testTimeoutMs) })
        continue
      }
      emit({ t: 'begin', file, index, title: t.title, describes: t.describes, annotations: t.annotations, line: t.line, column: t.column })
      const results = attempts.get(index) ?? []
      attempts.set(index, results)
      let result: JsonTestResult
      try {
        result = await attempt(t, file, results.length, collected)
      } catch (error) {
        emit({ t: 'unsupported', file, feature: error instanceof Unsupported ? error.feature : String(error) })
        workerFailed = true
        await runAfterAll(collected, file)
        return
      }
      results.push(result)
      if (result.status === 'passed') {
        emit(ended(t, file, index, results))
        continue
      }
      // Playwright ends the worker after a failure: the retry, or the tests after it, run in a new one.
      workerFailed = true
      if (results.length > job.retries) {
        emit(ended(t, file, index, results))
        serialFailed ||= t.serial
        index++
      }
      again = index < collected.tests.length
      break
    }
    await runAfterAll(collected, file)
  }
}

/** An error no test awaited: it fails the running test (the first one only), else it is the run's, as in Playwright. */
function unhandled(error: unknown): void {
  if (running && !running.unhandled) {
    running.unhandled = true
    running.errors.push(serializeError(error, HARNESS, mapPosition))
  } else if (!running) {
    cutShort.push('an error thrown outside any test')
    emit({ t: 'error', error: serializeError(error, HARNESS, mapPosition) })
  }
}
process.on('unhandledRejection', unhandled)
process.on('uncaughtException', unhandled)

/** Work of the job that may still be going on (a test body past its timeout, an error thrown outside any test). */
const cutShort: string[] = []

/** One job: every file loaded before any test runs (as Playwright: a file that does not load means no test runs). */
async function runJob(): Promise<void> {
  worker = new Map()
  workerFailed = false
  const loaded = job.files.map(({ file, skip }) => ({ file, skip, collected: collect(file) }))
  if (!loaded.some((l) => l.collected === 'error')) {
    const count = loaded.reduce((n, l) => n + (typeof l.collected === 'string' ? 0 : Math.max(0, l.collected.tests.length - l.skip)), 0)
    emit({ t: 'collected', tests: count })
    for (const { file, skip, collected } of loaded) if (typeof collected !== 'string') await runFile(file, skip, collected)
  }
  for (const { file } of job.files) emit({ t: 'finished', file })
}

let before: Leftovers | undefined
for await (const text of createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY })) {
  job = JSON.parse(text) as LeanJob
  if (!modulesLoaded) loadModules()
  setEnv(job.env)
  before ??= snapshotProcess()
  contexts = new ContextPool((options) => request.newContext(options))
  try {
    await runJob()
  } finally {
    await contexts.close()
    setEnv({})
    worker = new Map()
  }
  await new Promise((resolve) => setImmediate(resolve)) // the closed connections' handles are released
  // What the job left in the process (a test cut short, a handle, a global, a listener) means no job after it here.
  const left = [...cutShort.splice(0), ...leftoversSince(before)]
  // The end marks on stdout and stderr tell the parent that every line the job printed has reached it.
  process.stdout.write(`${job.endMark}\n`)
  process.stderr.write(`${job.endMark}\n`)
  emit({ t: 'done', leftovers: left, rssBytes: process.memoryUsage().rss })
}
process.exit(0)
