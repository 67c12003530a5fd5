import os from 'node:os'
import { describe, expect, it } from 'vitest'
import { spawnWithSignal } from '../../../src/platform/jobs/spawn-with-signal.js'
import { waitFor } from './support.js'

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0)
    return true
  } catch {
    return false
  }
}

describe('spawnWithSignal', () => {
  it('kills the whole process group, grandchildren included, when the signal aborts', async () => {
    const controller = new AbortController()
    const { child, exited } = spawnWithSignal('sh', ['-c', 'sleep 30 & sleep 30 & echo started; wait'], { signal: controller.signal })
    await waitFor('the script to start', () => new Promise<boolean>((resolve) => child.stdout?.once('data', () => resolve(true))))
    const pgid = child.pid ?? 0
    expect(groupAlive(pgid)).toBe(true)
    controller.abort()
    expect((await exited).signal).toBe('SIGTERM')
    await waitFor('the group to be gone', () => !groupAlive(pgid), 2_000)
  })

  it('escalates to SIGKILL when the group ignores SIGTERM', async () => {
    const controller = new AbortController()
    const { child, exited } = spawnWithSignal('sh', ['-c', 'trap "" TERM; echo started; sleep 30 & wait'], {
      signal: controller.signal,
      killGraceMs: 100,
    })
    await new Promise((resolve) => child.stdout?.once('data', resolve))
    controller.abort()
    const t0 = Date.now()
    expect((await exited).signal).toBe('SIGKILL')
    expect(Date.now() - t0).toBeGreaterThanOrEqual(90)
    await waitFor('the group to be gone', () => !groupAlive(child.pid ?? 0), 2_000)
  })

  it('runs the child, and what it starts, at the niceness asked for', async () => {
    const controller = new AbortController()
    const { child, exited } = spawnWithSignal('sh', ['-c', 'sleep 30 & echo $!; wait'], { signal: controller.signal, niceness: 7 })
    const grandchild = Number(await new Promise<string>((resolve) => child.stdout?.once('data', (b) => resolve(String(b)))))
    expect(os.getPriority(child.pid)).toBe(7)
    expect(os.getPriority(grandchild)).toBe(7)
    expect(os.getPriority(0)).toBe(0) // the server itself is untouched
    controller.abort()
    await exited
  })

  it('reports the exit code of a process that finishes on its own', async () => {
    const { exited } = spawnWithSignal('sh', ['-c', 'exit 3'], { signal: new AbortController().signal })
    expect(await exited).toEqual({ code: 3, signal: null })
  })

  it('does not start work for an already aborted signal beyond killing it at once', async () => {
    const { exited } = spawnWithSignal('sleep', ['30'], { signal: AbortSignal.abort() })
    expect((await exited).signal).toBe('SIGTERM')
  })
})
