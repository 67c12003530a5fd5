import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process'
import { withNiceness } from './niceness.js'

export interface SpawnWithSignalOptions extends Omit<SpawnOptions, 'signal' | 'detached'> {
  /** Aborting it stops the whole process group: SIGTERM, then SIGKILL after `killGraceMs`. */
  signal: AbortSignal
  /** Time between SIGTERM and SIGKILL (default 5 s). */
  killGraceMs?: number
  /**
   * CPU niceness (0-19) of the child and everything it starts: background work (test runners and their browsers)
   * yields the CPU to the server when both want it.
   */
  niceness?: number
}

export interface SpawnedProcess {
  child: ChildProcess
  /** Resolves when the process has exited and its output is closed (never rejects; a spawn error resolves with `error`). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; error?: Error }>
}

/**
 * Starts a child in its own process group and ties it to a job's signal: on abort the group (the child and
 * everything it started, e.g. a browser under a test runner) gets SIGTERM, then SIGKILL if it lingers.
 *
 * @example
 * const { child, exited } = spawnWithSignal('npx', ['playwright', 'test', file], { signal, cwd })
 * child.stdout?.on('data', (b) => runLog.append(runId, String(b)))
 * const { code } = await exited
 */
export function spawnWithSignal(command: string, args: readonly string[], options: SpawnWithSignalOptions): SpawnedProcess {
  const { signal, killGraceMs = 5_000, niceness = 0, ...spawnOptions } = options
  const child = spawn(...withNiceness(command, args, niceness), { ...spawnOptions, detached: true })
  let killTimer: NodeJS.Timeout | undefined
  const killGroup = (sig: NodeJS.Signals) => {
    if (child.pid === undefined) return
    try {
      process.kill(-child.pid, sig)
    } catch {
      // The group is already gone.
    }
  }
  const onAbort = () => {
    killGroup('SIGTERM')
    killTimer = setTimeout(() => killGroup('SIGKILL'), killGraceMs)
    killTimer.unref()
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; error?: Error }>((resolve) => {
    child.once('error', (error) => resolve({ code: null, signal: null, error }))
    child.once('close', (code, sig) => resolve({ code, signal: sig }))
  }).finally(() => {
    signal.removeEventListener('abort', onAbort)
    clearTimeout(killTimer)
    // Whatever of the group outlived its leader after an abort is an orphan: no second chance.
    if (signal.aborted) killGroup('SIGKILL')
  })
  if (signal.aborted) onAbort()
  else signal.addEventListener('abort', onAbort, { once: true })
  return { child, exited }
}
