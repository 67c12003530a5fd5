import { type JobEnd, LeanChild } from './lean-child.js'

/**
 * Warm lean children, at most one idle per key (a project, with the runner's niceness): after a clean run its child
 * stays for the project's next run, which then pays neither a process start nor Playwright's module load, and
 * meets compiled code. Never two runs in one child: a run that finds the child busy (or none) gets a fresh one.
 * A child is not kept when its run did not end cleanly (crash, abort, timeout, a test past its timeout) or left
 * something in the process (child-leftovers.ts), nor after MAX_JOBS runs or MAX_RSS_BYTES of memory; an idle one
 * ends after its idle time, and all of them when this process exits (closeLeanChildren; PARENT_WATCH ends a child
 * whose parent died without a word). docs/api-testing.md says what stays warm and why it is safe.
 */

/** Runs one child takes before it is replaced (a slow leak in Playwright or Node cannot grow without end). */
export const MAX_JOBS = 200
export const MAX_RSS_BYTES = 512 * 1024 * 1024

interface Idle {
  child: LeanChild
  timer: NodeJS.Timeout
}

const idleByKey = new Map<string, Idle>()

/** The pool key of a project's runs at a niceness (runs at another niceness get children of their own). */
export function warmKey(project: string, niceness = 0): string {
  return `${project}\u0000${niceness}`
}
const living = new Set<LeanChild>()

export interface SpawnLeanChild {
  script: string
  env: NodeJS.ProcessEnv
  cwd: string
  niceness?: number
}

/** The key's idle child when there is a living one (now busy), else a new child. */
export function takeLeanChild(key: string | undefined, spawn: SpawnLeanChild): { child: LeanChild; reused: boolean } {
  const idle = key === undefined ? undefined : idleByKey.get(key)
  if (key !== undefined && idle) {
    idleByKey.delete(key)
    clearTimeout(idle.timer)
    if (idle.child.alive && !idle.child.spoiled) return { child: idle.child, reused: true }
    idle.child.kill()
  }
  const child = new LeanChild(spawn.script, { env: spawn.env, cwd: spawn.cwd, niceness: spawn.niceness })
  living.add(child)
  void child.exited.then(() => {
    living.delete(child)
    for (const [k, entry] of idleByKey) {
      if (entry.child !== child) continue
      clearTimeout(entry.timer)
      idleByKey.delete(k)
    }
  })
  return { child, reused: false }
}

/**
 * A child whose run is over: kept idle for the key's next run when that is safe (returns why not otherwise, for
 * the log), else told to exit once it has nothing left to do.
 */
export function giveBackLeanChild(child: LeanChild, key: string | undefined, idleMs: number, end: JobEnd): string | undefined {
  const why = notKept(child, key, idleMs, end)
  if (why !== undefined) {
    child.close()
    return why
  }
  child.idle()
  const timer = setTimeout(() => {
    if (idleByKey.get(key as string)?.child === child) idleByKey.delete(key as string)
    child.close()
  }, idleMs)
  timer.unref()
  idleByKey.set(key as string, { child, timer })
  return undefined
}

function notKept(child: LeanChild, key: string | undefined, idleMs: number, end: JobEnd): string | undefined {
  if (key === undefined || idleMs <= 0) return 'warm runs are off for this run'
  if (!end.done) return 'it exited'
  if (end.leftovers.length > 0) return `the run left ${end.leftovers.join(', ')}`
  if (child.spoiled) return `it ${child.spoiled}`
  if (!child.alive) return 'it exited'
  if (child.jobs >= MAX_JOBS) return `it ran ${MAX_JOBS} runs`
  if (end.rssBytes > MAX_RSS_BYTES) return `it uses ${Math.round(end.rssBytes / 2 ** 20)} MB`
  if (idleByKey.has(key)) return 'another child of the project is already warm'
  return undefined
}

/** Ends every lean child of this process (the server's shutdown; also on its exit). */
export function closeLeanChildren(): void {
  for (const { timer } of idleByKey.values()) clearTimeout(timer)
  idleByKey.clear()
  for (const child of living) child.kill()
}

/** The pids of every living lean child, busy or idle (the bench reads their CPU time). */
export function leanChildPids(): number[] {
  return [...living].flatMap((child) => (child.pid === undefined ? [] : [child.pid]))
}

/** The idle children's pids (tests). */
export function warmLeanChildren(): Map<string, number | undefined> {
  return new Map([...idleByKey].map(([key, { child }]) => [key, child.pid]))
}

process.once('exit', closeLeanChildren)
