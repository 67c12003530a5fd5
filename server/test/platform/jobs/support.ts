import { setTimeout as sleep } from 'node:timers/promises'
import { uuidv7 } from 'uuidv7'
import type { Db, JobRow } from '../../../src/platform/db/database.js'
import type { JobLogger } from '../../../src/platform/jobs/job-engine.js'

/** Short intervals so heartbeats, staleness and recovery happen in milliseconds. */
export const FAST = {
  heartbeatMs: 40,
  // Generous against scheduling stalls on a loaded 2-core CI machine: a live job must never look stale.
  staleAfterMs: 3000,
  recoveryIntervalMs: 100,
  stopGraceMs: 150,
  abortGraceMs: 150,
  pollMs: 30,
} as const

/** Collects log calls instead of printing them. */
export function memoryLogger(): JobLogger & { lines: { level: string; msg: string; obj: object }[] } {
  const lines: { level: string; msg: string; obj: object }[] = []
  const at = (level: string) => (obj: object, msg: string) => {
    lines.push({ level, msg, obj })
  }
  return { lines, info: at('info'), warn: at('warn'), error: at('error') }
}

/** Polls until `fn` returns something truthy; fails with `what` after the deadline. */
export async function waitFor<T>(what: string, fn: () => Promise<T> | T, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await fn()
    if (value) return value as NonNullable<T>
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await sleep(15)
  }
}

export function jobRow(db: Db, id: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function waitForStatus(db: Db, id: string, status: string, timeoutMs = 10_000): Promise<JobRow> {
  return waitFor(
    `job ${id} to be ${status}`,
    async () => {
      const row = await jobRow(db, id)
      return row?.status === status ? row : undefined
    },
    timeoutMs,
  )
}

export async function insertProject(db: Db, name = `p-${uuidv7()}`): Promise<string> {
  const id = uuidv7()
  const now = new Date().toISOString()
  await db
    .insertInto('projects')
    .values({ id, name, description: null, base_url: null, created_by: null, created_at: now, updated_at: now })
    .execute()
  return id
}

/** A running row left behind by a process that no longer exists. */
export async function insertOrphan(
  db: Db,
  opts: { kind: string; attempts: number; maxAttempts: number; heartbeatAgoMs: number; payload?: unknown },
): Promise<string> {
  const id = uuidv7()
  const now = Date.now()
  await db
    .insertInto('jobs')
    .values({
      id,
      kind: opts.kind,
      project_id: 'default',
      status: 'running',
      progress_message: 'halfway',
      payload: JSON.stringify(opts.payload ?? {}),
      result: null,
      error: null,
      error_name: null,
      error_code: null,
      attempts: opts.attempts,
      max_attempts: opts.maxAttempts,
      timeout_ms: null,
      owner: 'dead-host:1:gone',
      heartbeat_at: new Date(now - opts.heartbeatAgoMs).toISOString(),
      created_at: new Date(now - 60_000).toISOString(),
      started_at: new Date(now - 50_000).toISOString(),
      finished_at: null,
    })
    .execute()
  return id
}

/** A promise with its resolver, to hold a handler at a point the test controls. */
export function gate<T = void>(): { promise: Promise<T>; open(value: T): void } {
  let open: (value: T) => void = () => {}
  const promise = new Promise<T>((resolve) => {
    open = resolve
  })
  return { promise, open }
}

/** Resolves when the signal aborts, with its reason. */
export function aborted(signal: AbortSignal): Promise<unknown> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve(signal.reason)
    signal.addEventListener('abort', () => resolve(signal.reason), { once: true })
  })
}
