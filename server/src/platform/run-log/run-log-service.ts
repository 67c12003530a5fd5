import fs from 'node:fs/promises'
import path from 'node:path'
import type { Redis } from 'ioredis'
import { type Clock, systemClock } from '../clock.js'
import { ENTRY_BYTES, encodeEntries, type IndexEntry, lineCount, readEntries, readRange } from './log-index.js'
import { RunLogNotifier } from './run-log-notifier.js'
import { maskSecrets } from './secret-mask.js'
import { SharedFollowers } from './shared-follow.js'

export interface RunLogServiceOptions {
  /** DATA_DIR: logs live in `<dataDir>/runs/<runId>/log.txt` (+ `log.idx`, `log-meta.json`). */
  dataDir: string
  /** Redis for cross-process notifications (KVSTORE_URL); without it readers poll the files of runs they follow. */
  redis?: Redis | undefined
  /** Prefix of the pub/sub channels (default `specwright`). */
  prefix?: string
  /** Poll interval without Redis (default 250 ms; see docs/live-logs.md for the measured latency). */
  pollMs?: number
  /** Safety-net poll interval with Redis, for messages missed during a reconnect (default 5 s). */
  redisPollMs?: number
  /** Values masked as `****` in every run's lines (e.g. resolved `{{VAR}}` values), read at each append. */
  secrets?: () => Iterable<string>
  clock?: Clock
}

/** One stored line; `n` is 1-based and doubles as the SSE event id. */
export interface RunLogLine {
  n: number
  line: string
  /** When it was appended (ISO 8601). */
  ts: string
}

export interface RunLogInfo {
  run_id: string
  project_id: string
  lines: number
  /** The final status given to `close`, or null while the run is live. */
  status: string | null
  closed_at: string | null
}

export type RunLogEvent = ({ type: 'line' } & RunLogLine) | { type: 'end'; status: string }

interface Meta {
  run_id: string
  project_id: string
  opened_at: string
  status: string | null
  closed_at: string | null
}

interface Writer {
  log: fs.FileHandle
  index: fs.FileHandle
  lines: number
  bytes: number
}

/** Longer lines are cut, so one runaway line cannot fill a stream or the disk. */
export const MAX_LINE_CHARS = 16_384
const READ_BATCH = 500
const RUN_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/

/**
 * Live run logs: lines are appended to a file with a line index (so reading from line N costs two small reads,
 * whatever the file size), masked for secrets on the way in, and followed by readers in this or any other
 * process. One process writes a given run at a time (the one running its job).
 *
 * @example
 * await runLogs.open(runId, projectId)
 * runLogs.addSecrets(runId, [resolvedApiToken])
 * await runLogs.append(runId, 'Running 3 tests using 1 worker')
 * await runLogs.close(runId, 'passed')
 * for await (const event of runLogs.follow(runId, { after: 0, signal })) send(event)
 */
export class RunLogService {
  readonly #dataDir: string
  readonly #clock: Clock
  readonly #secrets: () => Iterable<string>
  readonly #runSecrets = new Map<string, string[]>()
  readonly #writers = new Map<string, Promise<Writer>>()
  /** Per-run tail of pending writes, so appends and close keep their order. */
  readonly #chains = new Map<string, Promise<unknown>>()
  readonly #notifier: RunLogNotifier
  readonly #followers: SharedFollowers

  constructor(options: RunLogServiceOptions) {
    this.#dataDir = options.dataDir
    this.#clock = options.clock ?? systemClock
    this.#secrets = options.secrets ?? (() => [])
    this.#notifier = new RunLogNotifier({
      redis: options.redis,
      prefix: options.prefix,
      pollMs: options.pollMs,
      redisPollMs: options.redisPollMs,
      probe: (runId) => this.#fingerprint(runId),
    })
    this.#followers = new SharedFollowers((runId, listener) => this.#notifier.subscribe(runId, () => listener()))
  }

  #dir(runId: string): string {
    if (!RUN_ID.test(runId)) throw new Error(`Invalid run id "${runId}"`)
    return path.join(this.#dataDir, 'runs', runId)
  }

  #files(runId: string) {
    const dir = this.#dir(runId)
    return { dir, log: path.join(dir, 'log.txt'), index: path.join(dir, 'log.idx'), meta: path.join(dir, 'log-meta.json') }
  }

  async #readMeta(runId: string): Promise<Meta | undefined> {
    try {
      return JSON.parse(await fs.readFile(this.#files(runId).meta, 'utf8')) as Meta
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined
      throw err
    }
  }

  async #writeMeta(runId: string, meta: Meta): Promise<void> {
    const file = this.#files(runId).meta
    const tmp = `${file}.${process.pid}.tmp`
    await fs.writeFile(tmp, JSON.stringify(meta))
    await fs.rename(tmp, file)
  }

  async #fingerprint(runId: string): Promise<string> {
    const { index } = this.#files(runId)
    const [lines, m] = await Promise.all([lineCount(index), this.#readMeta(runId)])
    return `${lines}:${m?.status ?? ''}`
  }

  /** Runs `fn` after every earlier write of the run. */
  #serial<T>(runId: string, fn: () => Promise<T>): Promise<T> {
    const next = (this.#chains.get(runId) ?? Promise.resolve()).then(fn, fn)
    const tail = next.catch(() => {})
    this.#chains.set(runId, tail)
    void tail.then(() => {
      if (this.#chains.get(runId) === tail) this.#chains.delete(runId)
    })
    return next
  }

  /** Creates the run's log (idempotent). Opening a closed log makes it live again, its lines kept. */
  async open(runId: string, projectId: string): Promise<void> {
    await this.#serial(runId, async () => {
      await fs.mkdir(this.#files(runId).dir, { recursive: true })
      const meta = await this.#readMeta(runId)
      if (meta && meta.project_id !== projectId) throw new Error(`Run log ${runId} belongs to another project`)
      if (meta && meta.status === null) return
      await this.#writeMeta(runId, {
        run_id: runId,
        project_id: projectId,
        opened_at: meta?.opened_at ?? this.#clock.nowIso(),
        status: null,
        closed_at: null,
      })
    })
  }

  /**
   * Removes the log of a run that was never queued (its rows were rolled back): the log's files and, when nothing
   * else was written there, its folder. A log with lines is left alone.
   */
  async remove(runId: string): Promise<void> {
    await this.#serial(runId, async () => {
      const files = this.#files(runId)
      if ((await lineCount(files.index).catch(() => 0)) > 0) return
      await Promise.all([files.meta, files.log, files.index].map((file) => fs.rm(file, { force: true })))
      await fs.rmdir(files.dir).catch(() => undefined) // not empty: someone else's files stay
    })
  }

  /** Values to mask in this run's lines from now on (in this process, which is the run's writer). */
  addSecrets(runId: string, values: Iterable<string>): void {
    this.#runSecrets.set(runId, [...(this.#runSecrets.get(runId) ?? []), ...values])
  }

  async #writer(runId: string): Promise<Writer> {
    let writer = this.#writers.get(runId)
    if (!writer) {
      writer = (async () => {
        const files = this.#files(runId)
        if (!(await this.#readMeta(runId))) throw new Error(`Run log ${runId} was not opened`)
        const lines = await lineCount(files.index)
        const [last] = lines > 0 ? await readEntries(files.index, lines - 1, lines) : []
        const bytes = last?.end ?? 0
        // Drop what a crashed writer left half-written: text past the last indexed line, a partial entry.
        await fs.truncate(files.log, bytes).catch(async (err) => {
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
        })
        await fs.truncate(files.index, lines * ENTRY_BYTES).catch(async (err) => {
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
        })
        return { log: await fs.open(files.log, 'a'), index: await fs.open(files.index, 'a'), lines, bytes }
      })()
      this.#writers.set(runId, writer)
      writer.catch(() => this.#writers.delete(runId))
    }
    return writer
  }

  /**
   * Appends text (split into lines; a trailing newline adds no empty line) after masking secrets, and wakes
   * the run's readers. Resolves with the number of the last line written.
   */
  append(runId: string, text: string): Promise<number> {
    const parts = text.replace(/\r?\n$/, '').split(/\r?\n/)
    const secrets = [...this.#secrets(), ...(this.#runSecrets.get(runId) ?? [])]
    return this.#serial(runId, async () => {
      const writer = await this.#writer(runId)
      const ts = this.#clock.now()
      const chunks: Buffer[] = []
      const entries: IndexEntry[] = []
      let end = writer.bytes
      for (const part of parts) {
        const masked = maskSecrets(part, secrets)
        const line = masked.length > MAX_LINE_CHARS ? `${masked.slice(0, MAX_LINE_CHARS)} … [line truncated]` : masked
        const buf = Buffer.from(`${line}\n`)
        end += buf.length
        chunks.push(buf)
        entries.push({ end, ts })
      }
      // Text first, then its index entries: a reader only ever sees lines whose text is complete.
      await writer.log.write(Buffer.concat(chunks))
      await writer.index.write(encodeEntries(entries))
      writer.bytes = end
      writer.lines += entries.length
      this.#notifier.publish(runId, { type: 'append', lines: writer.lines })
      return writer.lines
    })
  }

  /** Marks the log finished with the run's final status (after every pending append) and ends every follower. */
  async close(runId: string, status: string): Promise<void> {
    await this.#serial(runId, async () => {
      const meta = await this.#readMeta(runId)
      if (!meta) return
      await this.#writeMeta(runId, { ...meta, status, closed_at: this.#clock.nowIso() })
      const writer = this.#writers.get(runId)
      this.#writers.delete(runId)
      this.#runSecrets.delete(runId)
      if (writer) {
        const w = await writer.catch(() => undefined)
        await Promise.all([w?.log.close(), w?.index.close()])
      }
      this.#notifier.publish(runId, { type: 'close', status })
    })
  }

  /** The log's state, or undefined when the run has no log in `projectId` (when given). */
  async info(runId: string, projectId?: string): Promise<RunLogInfo | undefined> {
    const meta = await this.#readMeta(runId)
    if (!meta || (projectId !== undefined && meta.project_id !== projectId)) return undefined
    return {
      run_id: runId,
      project_id: meta.project_id,
      lines: await lineCount(this.#files(runId).index),
      status: meta.status,
      closed_at: meta.closed_at,
    }
  }

  /** Lines after line `after` (0 = from the start), at most `limit`. */
  async read(runId: string, after: number, limit = READ_BATCH): Promise<RunLogLine[]> {
    const files = this.#files(runId)
    const total = await lineCount(files.index)
    const from = Math.max(0, after)
    const to = Math.min(total, from + limit)
    if (to <= from) return []
    // The entry before the first wanted line gives where its text starts.
    const entries = await readEntries(files.index, Math.max(0, from - 1), to)
    const start = from === 0 ? 0 : (entries.shift()?.end ?? 0)
    const last = entries[entries.length - 1]
    if (!last) return []
    const text = (await readRange(files.log, start, last.end)).toString('utf8')
    const lines = text.split('\n')
    return entries.map((entry, i) => ({ n: from + i + 1, line: lines[i] ?? '', ts: new Date(entry.ts).toISOString() }))
  }

  /**
   * Every line after `after`, then each new one as it is appended, then `end` with the final status. Stops
   * early (without `end`) when `signal` aborts. Lines are yielded exactly once, in order.
   */
  async *follow(runId: string, options: { after?: number; signal?: AbortSignal } = {}): AsyncGenerator<RunLogEvent> {
    const { signal } = options
    let last = Math.max(0, options.after ?? 0)
    let dirty = false
    let wake: (() => void) | undefined
    const follow = await this.#followers.attach(runId, () => {
      dirty = true
      wake?.()
    })
    const onAbort = () => wake?.()
    signal?.addEventListener('abort', onAbort)
    try {
      for (;;) {
        if (signal?.aborted) return
        dirty = false
        // Every follower woken by the same change reads the same lines: one read serves them all.
        const epoch = follow.epoch()
        const from = last
        const lines = await follow.share(`lines:${from}`, epoch, () => this.read(runId, from))
        for (const line of lines) {
          last = line.n
          yield { type: 'line', ...line }
          if (signal?.aborted) return
        }
        if (lines.length === READ_BATCH) continue
        const meta = await follow.share('meta', epoch, () => this.#readMeta(runId))
        if (meta?.status) {
          // Closed: whatever was appended before the close is on disk now; send it, then the end.
          const rest = (from: number) => follow.share(`closed:${from}`, epoch, () => this.read(runId, from))
          for (let tail = await rest(last); tail.length > 0; tail = await rest(last)) {
            for (const line of tail) {
              last = line.n
              yield { type: 'line', ...line }
            }
          }
          yield { type: 'end', status: meta.status }
          return
        }
        if (!dirty) {
          await new Promise<void>((resolve) => {
            wake = resolve
            if (dirty || signal?.aborted) resolve()
          })
          wake = undefined
        }
      }
    } finally {
      signal?.removeEventListener('abort', onAbort)
      follow.detach()
    }
  }

  /** Closes open files and the notifier's connections. */
  async stop(): Promise<void> {
    await Promise.allSettled([...this.#chains.values()])
    for (const writer of this.#writers.values()) {
      const w = await writer.catch(() => undefined)
      await Promise.all([w?.log.close(), w?.index.close()])
    }
    this.#writers.clear()
    await this.#notifier.close()
  }
}
