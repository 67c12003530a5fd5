import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'
import { spawnWithSignal } from '../../../platform/jobs/spawn-with-signal.js'
import { PARENT_WATCH } from '../../../platform/playwright/run-tests.js'
import type { LeanEvent, LeanJob } from './protocol.js'

export interface ChildExit {
  code: number | null
  signal: NodeJS.Signals | null
  error?: Error
}

/** Where a job's output goes: the tests' stdout and stderr lines, and the child's events (protocol.ts). */
export interface JobHandlers {
  line(text: string, stream: 'stdout' | 'stderr'): void
  event(event: LeanEvent): void
}

/** How a job ended: the child said it was done (and what the job left in it), or the child exited first. */
export type JobEnd = { done: true; leftovers: string[]; rssBytes: number } | { done: false; exit: ChildExit }

interface CurrentJob {
  handlers: JobHandlers
  endMark: string
  marks: number
  done?: Extract<LeanEvent, { t: 'done' }>
  finish(end: JobEnd): void
}

/**
 * One lean child process (child.ts): started with the harness's bundled script, given jobs one at a time on its
 * stdin. A job is over when the child says `done` and its end mark has come through stdout and stderr (so every
 * line the job printed is in before the next job's), or when the child exits.
 */
export class LeanChild {
  readonly pid: number | undefined
  readonly exited: Promise<ChildExit>
  /** Jobs given to it. */
  jobs = 0
  /** Why no further job may run here: something reached the parent outside any job. */
  spoiled: string | undefined
  #current: CurrentJob | undefined
  /** How it exited, once its output is all in. */
  #exit: ChildExit | undefined
  #kill = new AbortController()
  #child: ReturnType<typeof spawnWithSignal>['child']
  #readers: Promise<void>

  constructor(script: string, options: { env: NodeJS.ProcessEnv; cwd: string; niceness?: number }) {
    const { child, exited } = spawnWithSignal(process.execPath, [`--import=${PARENT_WATCH}`, script], {
      cwd: options.cwd,
      env: options.env,
      stdio: ['pipe', 'pipe', 'pipe', 'pipe'],
      signal: this.#kill.signal,
      killGraceMs: 2_000,
      niceness: options.niceness,
    })
    this.#child = child
    this.pid = child.pid
    child.stdin?.on('error', () => undefined) // a job written to a child that just died: its exit says what happened
    this.#readers = Promise.all([
      ...(['stdout', 'stderr'] as const).map((name) => lines(child[name], (text) => this.#line(text, name))),
      lines(child.stdio[3] as Readable | null, (text) => this.#eventLine(text)),
    ]).then(() => undefined)
    this.exited = exited.then(async (exit) => {
      await this.#readers
      this.#exit = exit
      this.#current?.finish({ done: false, exit })
      return exit
    })
  }

  get alive(): boolean {
    return this.#child.exitCode === null && this.#child.signalCode === null && !this.#kill.signal.aborted
  }

  /** Runs one job; never rejects. */
  run(job: LeanJob, handlers: JobHandlers): Promise<JobEnd> {
    if (this.#current) throw new Error('a lean child runs one job at a time')
    this.jobs++
    if (this.#exit) return Promise.resolve({ done: false, exit: this.#exit }) // it died since it was taken
    this.#ref(true)
    return new Promise<JobEnd>((resolve) => {
      this.#current = {
        handlers,
        endMark: job.endMark,
        marks: 0,
        finish: (end) => {
          this.#current = undefined
          resolve(end)
        },
      }
      this.#child.stdin?.write(`${JSON.stringify(job)}\n`)
    })
  }

  /** No more jobs: the child exits after the one it is running. */
  close(): void {
    this.#child.stdin?.end()
    this.#ref(false)
  }

  /** Stops the child and everything it started, now (SIGTERM, then SIGKILL). */
  kill(): void {
    this.#kill.abort()
  }

  /** Idle between jobs, it does not keep this process alive; busy, it does. */
  #ref(busy: boolean): void {
    for (const handle of [this.#child, this.#child.stdin, this.#child.stdout, this.#child.stderr, this.#child.stdio[3]]) {
      const h = handle as { ref?: () => void; unref?: () => void } | null | undefined
      if (busy) h?.ref?.()
      else h?.unref?.()
    }
  }

  idle(): void {
    this.#ref(false)
  }

  #line(text: string, stream: 'stdout' | 'stderr'): void {
    const current = this.#current
    if (!current) {
      this.spoiled ??= `printed outside any run: ${text.slice(0, 200)}`
      return
    }
    if (text === current.endMark) {
      current.marks++
      this.#maybeDone(current)
    } else current.handlers.line(text, stream)
  }

  /** An event line; one that is no JSON (something else wrote to the events pipe) spoils the child, never throws here. */
  #eventLine(text: string): void {
    let event: LeanEvent
    try {
      event = JSON.parse(text) as LeanEvent
    } catch {
      this.spoiled ??= `a line on the events pipe that is no event: ${text.slice(0, 200)}`
      return
    }
    this.#event(event)
  }

  #event(event: LeanEvent): void {
    const current = this.#current
    if (!current) {
      this.spoiled ??= `an event outside any run (${event.t})`
      return
    }
    if (event.t === 'done') {
      current.done = event
      this.#maybeDone(current)
    } else current.handlers.event(event)
  }

  #maybeDone(current: CurrentJob): void {
    if (current.done && current.marks === 2) {
      current.finish({ done: true, leftovers: current.done.leftovers, rssBytes: current.done.rssBytes })
    }
  }
}

function lines(stream: Readable | null | undefined, each: (line: string) => void): Promise<void> {
  if (!stream) return Promise.resolve()
  const reader = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY })
  reader.on('line', each)
  return new Promise((resolve) => reader.once('close', resolve))
}
