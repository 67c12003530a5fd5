import { createHash } from 'node:crypto'
import fs from 'node:fs'
import Module, { createRequire, SourceMap } from 'node:module'
import path from 'node:path'
import { type PositionMap, serializeError, timeoutError } from './child-errors.js'
import { type Collected, type CollectedTest, type LeanTestInfo, leanTest, strict, Unsupported } from './child-test-api.js'
import type { JsonSpecEntry, JsonTestError, JsonTestResult, LeanEvent, LeanJob } from './protocol.js'

/**
 * The lean harness's child process: runs generated API test files as one Playwright worker would (one test at a
 * time, files in turn, a failed test ending the "worker": its afterAll hooks run and the file is loaded afresh for
 * the tests after it, as Playwright's next worker loads it), with Playwright's own `expect` and request context.
 * Bundled by run-lean.ts and started with the job file as its argument; events go to fd 3 (protocol.ts).
 */

const job = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as LeanJob
const HARNESS = fs.realpathSync(process.argv[1]!)
const emit = (event: LeanEvent) => fs.writeSync(3, `${JSON.stringify(event)}\n`)

const load = createRequire(job.modules.playwrightTest)
const { expect } = load(job.modules.playwrightTest) as { expect: (...args: unknown[]) => unknown }
const { request } = load(job.modules.playwrightCore) as {
  request: { newContext(options?: Record<string, unknown>): Promise<unknown> }
}

let collecting: Collected | undefined
let running: { info: LeanTestInfo; errors: JsonTestError[]; unhandled: boolean } | undefined
let loadingFile = ''
const test = leanTest(
  () => collecting,
  () => running?.info,
  () => callSite(loadingFile),
)
/** `expect(...)` only: its members (soft, poll, configure) need Playwright Test's test info. */
const leanExpect = (...args: unknown[]) => expect(...args)
const shim = { test, expect: leanExpect }
/** The `playwright` fixture: its request contexts take the options the config's `use` gives them. */
const playwright = strict(
  {
    request: strict(
      { newContext: (options: Record<string, unknown> = {}) => request.newContext({ ...job.requestOptions, ...options }) },
      'playwright.request',
    ),
  },
  'playwright',
)
const fixtures = strict({ playwright }, 'fixture')

/**
 * esbuild's output for `source` and its source map, from the cache when this path had these bytes before (as
 * Playwright caches). Node's own source-map support stays off: it maps every stack anyone reads (Playwright reads
 * one for each request and each expect), which cost more than the tests; positions are mapped here, when needed.
 */
function transform(file: string, source: string): string {
  const key = createHash('sha256').update(TRANSFORM_VERSION).update(file).update('\0').update(source).digest('hex').slice(0, 32)
  // Named as Playwright names its entries: the hash, then the file's name without its extension or non-word characters.
  const cached = path.join(job.cacheDir, `${key}_${path.basename(file, path.extname(file)).replace(/\W/g, '')}`)
  maps.set(file, `${cached}.map`)
  try {
    return fs.readFileSync(`${cached}.js`, 'utf8')
  } catch {
    // Not transformed yet.
  }
  const esbuild = load(job.modules.esbuild) as typeof import('esbuild')
  const { code, map } = esbuild.transformSync(source, {
    loader: 'ts',
    format: 'cjs',
    sourcemap: 'external',
    sourcefile: file,
    target: 'node20',
  })
  fs.mkdirSync(job.cacheDir, { recursive: true })
  for (const [ext, text] of [
    ['map', map],
    ['js', code],
  ] as const) {
    const partial = `${cached}.${ext}.${process.pid}.tmp`
    fs.writeFileSync(partial, text)
    fs.renameSync(partial, `${cached}.${ext}`)
  }
  return code
}

/** Part of every cache key: a change of the transform's options or output layout must not meet older entries. */
const TRANSFORM_VERSION = 'esbuild-cjs-external-map-1'

/** Source maps of the transformed files: the path of the map until a position is first looked up, then the map. */
const maps = new Map<string, string | SourceMap | null>()

const mapPosition: PositionMap = (file, line, column) => {
  let map = maps.get(file)
  if (typeof map === 'string') {
    try {
      map = new SourceMap(JSON.parse(fs.readFileSync(map, 'utf8')))
    } catch {
      map = null
    }
    maps.set(file, map)
  }
  const entry = map?.findEntry(line - 1, column - 1) as { originalLine?: number; originalColumn?: number } | undefined
  return entry?.originalLine === undefined ? undefined : { line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 }
}

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
  ;(mod as unknown as { _compile(code: string, file: string): void })._compile(transform(file, fs.readFileSync(file, 'utf8')), file)
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
  }
}

const jsonAttachment = (a: LeanTestInfo['attachments'][number]) => ({
  name: a.name,
  contentType: a.contentType,
  ...(a.body ? { body: Buffer.from(a.body).toString('base64') } : {}),
  ...(a.path ? { path: a.path } : {}),
})

/** The test's attachments: each one pushed is also sent to the parent at once. */
function streamed(file: string): LeanTestInfo['attachments'] {
  const list: LeanTestInfo['attachments'] = []
  Object.defineProperty(list, 'push', {
    value: (...items: LeanTestInfo['attachments']) => {
      for (const item of items) emit({ t: 'attach', file, attachment: jsonAttachment(item) })
      return Array.prototype.push.apply(list, items)
    },
  })
  return list
}

function specEntry(t: CollectedTest, file: string, results: JsonTestResult[]): JsonSpecEntry {
  const last = results.at(-1)
  const passed = last?.status === 'passed'
  const status = !last || last.status === 'skipped' ? 'skipped' : passed ? (results.length > 1 ? 'flaky' : 'expected') : 'unexpected'
  const id = createHash('sha1')
    .update(`${file}\0${[...t.describes, t.title].join('\0')}`)
    .digest('hex')
    .slice(0, 20)
  return {
    title: t.title,
    ok: status !== 'unexpected',
    tags: [],
    tests: [
      {
        timeout: job.testTimeoutMs,
        annotations: t.annotations,
        expectedStatus: 'passed',
        projectId: '',
        projectName: '',
        results,
        status,
      },
    ],
    id,
    file: path.basename(file),
    line: t.line,
    column: t.column,
  }
}

const skipped = (t: CollectedTest): JsonTestResult => ({
  workerIndex: 0,
  parallelIndex: 0,
  status: 'skipped',
  duration: 0,
  errors: [],
  stdout: [],
  stderr: [],
  retry: 0,
  startTime: new Date().toISOString(),
  annotations: t.annotations,
  attachments: [],
})

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
        emit({ t: 'end', file, index, describes: t.describes, spec: specEntry(t, file, t.fixme ? [skipped(t)] : []) })
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
        emit({ t: 'end', file, index, describes: t.describes, spec: specEntry(t, file, results) })
        continue
      }
      // Playwright ends the worker after a failure: the retry, or the tests after it, run in a new one.
      workerFailed = true
      if (results.length > job.retries) {
        emit({ t: 'end', file, index, describes: t.describes, spec: specEntry(t, file, results) })
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
  } else if (!running) emit({ t: 'error', error: serializeError(error, HARNESS, mapPosition) })
}
process.on('unhandledRejection', unhandled)
process.on('uncaughtException', unhandled)

// As Playwright, every file is loaded before any test runs, and a file that does not load means no test runs.
const loaded = job.files.map(({ file, skip }) => ({ file, skip, collected: collect(file) }))
if (!loaded.some((l) => l.collected === 'error')) {
  const count = loaded.reduce((n, l) => n + (typeof l.collected === 'string' ? 0 : Math.max(0, l.collected.tests.length - l.skip)), 0)
  emit({ t: 'collected', tests: count })
  for (const { file, skip, collected } of loaded) if (typeof collected !== 'string') await runFile(file, skip, collected)
}
for (const { file } of job.files) emit({ t: 'finished', file })
emit({ t: 'done' })
process.exit(0)
