import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { reportPart } from '../../platform/playwright/report.js'
import { type ApiHarness, runApiTestFiles } from './lean/harness.js'
import type { WarmRun } from './lean/run-lean.js'
import {
  ATTEMPT_RUN_OPTIONS,
  type AttemptFile,
  type AttemptRun,
  type AttemptRunner,
  runAttemptAlone,
  writeRuntimeModule,
} from './run-attempts.js'

/** One spec of a shared run: its run id, its spec's name (unique in the batch), its resolved variables and its log. */
export interface SharedRunMember {
  key: string
  name: string
  env: Readonly<Record<string, string>>
  log(line: string): void
}

export interface SharedRunnerOptions {
  /**
   * The specs whose first attempts may share the runner. Their variables must agree (a name one of them reads from
   * the environment is not one another saves or leaves unset) and their file names must differ: the tests of one
   * Playwright run share the process environment, and saved values are kept per file name.
   */
  members: readonly SharedRunMember[]
  /** Scratch folder of the shared run (its config and Playwright's report); removed afterwards. */
  batchDir: string
  /**
   * Where the shared run reads the files from: `<filesDir>/<hash of spec name and code>-<file>`, beside the one
   * runtime module they all import. The same spec with the same code has the same path in every batch, and the
   * module the same path and bytes for every spec, so Playwright's compile cache (keyed by path and content) spares
   * them the TypeScript transform: the module is transformed once for all the specs of all imports, a file once
   * per change. Files unused for a week are removed.
   */
  filesDir: string
  chromiumPath: string
  /** CPU niceness of the runner (config.runnerNiceness). */
  niceness?: number
  /** Which runner executes the files (config.apiTestHarness). */
  harness?: ApiHarness
  /** The project's warm lean child may run the shared run and the attempts alone (lean/warm-pool.ts). */
  warm?: WarmRun
  signal: AbortSignal
}

interface Waiting {
  member: SharedRunMember
  attempt: AttemptFile
  resolve(run: Promise<AttemptRun>): void
}

/**
 * First attempts of several specs in one Playwright run, so the runner starts once for all of them (issue 22:
 * a run of an OpenAPI import's specs). Each spec's `executeAttempts` gets `runnerFor(key)`: its attempt 1 waits
 * until every member has either joined or left (`leave`, called when its attempts are over), then one run executes
 * every joined file, one worker, files in turn, and each member gets exactly its own file's part of the report
 * (its tests, errors located in it) and of the log (lines naming its file; lines naming no file go to every member).
 * A member whose part is not its own alone (a top-level error of another file, or of the run as a whole, when the
 * run was not cancelled) runs its attempt again in a runner of its own, so another spec can never decide its
 * outcome. Later attempts (heals) run alone, one runner at a time.
 */
export class SharedRunner {
  readonly #options: SharedRunnerOptions
  readonly #expected: Set<string>
  readonly #waiting: Waiting[] = []
  #lock: Promise<unknown> = Promise.resolve()
  #started = false

  constructor(options: SharedRunnerOptions) {
    this.#options = options
    this.#expected = new Set(options.members.map((m) => m.key))
  }

  runnerFor(key: string): AttemptRunner {
    const member = this.#options.members.find((m) => m.key === key)
    if (!member) throw new Error(`Not a member of this shared run: ${key}`)
    return (attempt) => {
      if (attempt.n === 1 && this.#expected.has(key) && attempt.tests > 0) {
        return new Promise<AttemptRun>((resolve) => {
          this.#waiting.push({ member, attempt, resolve })
          this.#expected.delete(key)
          this.#startWhenReady()
        })
      }
      this.leave(key)
      return this.#alone(member, attempt)
    }
  }

  /** The member will not join (its attempts ended before running, or are over). */
  leave(key: string): void {
    if (this.#expected.delete(key)) this.#startWhenReady()
  }

  #exclusive<T>(work: () => Promise<T>): Promise<T> {
    const next = this.#lock.then(work, work)
    this.#lock = next.catch(() => undefined)
    return next
  }

  #alone(member: SharedRunMember, attempt: AttemptFile): Promise<AttemptRun> {
    return this.#exclusive(() => runAttemptAlone({ ...this.#options, env: member.env, log: member.log }, attempt))
  }

  #startWhenReady(): void {
    if (this.#started || this.#expected.size > 0 || this.#waiting.length === 0) return
    this.#started = true
    const waiting = [...this.#waiting]
    if (waiting.length === 1) {
      const [only] = waiting as [Waiting]
      only.resolve(this.#alone(only.member, only.attempt))
      return
    }
    const shared = this.#exclusive(() => this.#runShared(waiting))
    for (const [i, w] of waiting.entries()) {
      w.resolve(
        shared.then((parts) => {
          const part = parts[i] as { run: AttemptRun; own: boolean }
          if (part.own || this.#options.signal.aborted) return part.run
          w.member.log('The shared run ended with an error that is not this spec’s: running its attempt 1 alone')
          return this.#alone(w.member, w.attempt)
        }),
      )
    }
  }

  async #runShared(waiting: Waiting[]): Promise<{ run: AttemptRun; own: boolean }[]> {
    const { batchDir, filesDir, chromiumPath, niceness, harness, warm, signal } = this.#options
    await fs.rm(batchDir, { recursive: true, force: true })
    await pruneUnused(filesDir)
    const now = new Date()
    await fs.mkdir(filesDir, { recursive: true })
    await fs.utimes(await writeRuntimeModule(filesDir), now, now) // in use: not one to prune
    const copies = await Promise.all(
      waiting.map(async ({ member, attempt }) => {
        const code = await fs.readFile(attempt.file, 'utf8')
        const hash = createHash('sha256').update(member.name).update('\0').update(code).digest('hex').slice(0, 20)
        const copy = path.join(filesDir, `${hash}-${path.basename(attempt.file)}`)
        // The same bytes as any batch writing this path now: the path is a hash of them.
        await fs.writeFile(copy, code)
        await fs.utimes(copy, now, now)
        return copy
      }),
    )
    const env = Object.assign({}, ...waiting.map((w) => w.member.env)) as Record<string, string>
    const others = waiting.length - 1
    for (const { member } of waiting) {
      member.log(
        `Attempt 1 shares one Playwright runner with ${others} other spec${others === 1 ? '' : 's'} (lines naming no file are the run's)`,
      )
    }
    const tails = copies.map((copy) => path.basename(copy))
    const ownerOf = (text: string) => waiting.find((_, i) => text.replaceAll('\\', '/').includes(tails[i] as string))
    try {
      const result = await runApiTestFiles({
        ...ATTEMPT_RUN_OPTIONS,
        harness,
        ...(warm ? { warm } : {}),
        files: copies,
        outputDir: path.join(batchDir, 'run'),
        chromiumPath,
        niceness,
        env,
        secrets: env,
        signal,
        onLine: (line) => {
          const owner = ownerOf(line)
          if (owner) owner.member.log(line)
          else for (const w of waiting) w.member.log(line)
        },
      })
      const raw = await readJson(result.reportFile)
      return await Promise.all(
        waiting.map(async (w, i) => {
          const tail = `/${tails[i]}`
          const owns = (file: string) => `/${file.replaceAll('\\', '/')}`.endsWith(tail)
          const part = reportPart(result.report, owns)
          if (raw) await fs.writeFile(path.join(w.attempt.dir, 'report.json'), JSON.stringify(rawPart(raw, owns)))
          const own = !part.foreign && !result.report.errors.some((e) => !e.location)
          return { run: { report: part.report, durationMs: part.report.stats.durationMs }, own }
        }),
      )
    } finally {
      await fs.rm(batchDir, { recursive: true, force: true })
    }
  }
}

const UNUSED_MS = 7 * 24 * 3600 * 1000

/** Removes the files (and the folders of the former per-file layout) no batch has written for a week. */
async function pruneUnused(filesDir: string): Promise<void> {
  const entries = await fs.readdir(filesDir).catch(() => [])
  const cutoff = Date.now() - UNUSED_MS
  for (const name of entries) {
    const entry = path.join(filesDir, name)
    const stat = await fs.stat(entry).catch(() => undefined)
    if (stat && stat.mtimeMs < cutoff) await fs.rm(entry, { recursive: true, force: true })
  }
}

async function readJson(file: string): Promise<Record<string, unknown> | undefined> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, unknown>
  } catch {
    return undefined
  }
}

interface RawSuite {
  file?: string
  specs?: { file?: string }[]
}

/** Playwright's JSON report cut down to one file's suites and errors: the attempt's `report.json`, as a lone run writes it. */
function rawPart(raw: Record<string, unknown>, owns: (file: string) => boolean): Record<string, unknown> {
  const suites = (Array.isArray(raw.suites) ? (raw.suites as RawSuite[]) : []).filter((s) => owns(s.file ?? s.specs?.[0]?.file ?? ''))
  const errors = (Array.isArray(raw.errors) ? (raw.errors as { location?: { file: string } }[]) : []).filter(
    (e) => !e.location || owns(e.location.file),
  )
  return { ...raw, suites, errors, stats: undefined }
}
