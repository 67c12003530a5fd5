import { uuidv7 } from 'uuidv7'
import type { Clock } from '../clock.js'
import type { Db } from '../db/database.js'
import { isUniqueViolation } from '../db/errors.js'
import type { EventBus } from '../events/event-bus.js'
import { publishChange } from '../events/publish.js'
import { NotFoundError } from '../http/errors.js'
import { type CronSpec, dueSince, nextTime, nextTimes } from './cron.js'
import type { LeaderLock } from './leader.js'
import {
  assertCron,
  type ExecutionRecord,
  MISFIRE_GRACE_MS,
  type ScheduleHandler,
  type ScheduleInput,
  type ScheduleRecord,
  toExecutionRecord,
  toScheduleRecord,
} from './schedule-records.js'
import * as store from './store.js'
import type { ExecutionRow, ScheduleRow } from './tables.js'

// Features import the records from here, with the scheduler.
export * from './schedule-records.js'

export interface SchedulerOptions {
  db: Db
  clock: Clock
  leader: LeaderLock
  /** How often the leader looks for due schedules (real time). */
  tickMs?: number
  graceMs?: number
  log?: (msg: string, err?: unknown) => void
  /** Where execution state changes are published (`schedule_execution` on GET /events). */
  events?: EventBus | undefined
}

/**
 * The cron engine every feature's schedules share. Schedules are rows; the leader (one process, see
 * LeaderLock) claims each due time once, runs the kind's handler, and records an execution per fire:
 * fires missed by less than the grace period run (all missed ones coalesced into one), older ones are
 * recorded `missed`, and a fire while the previous execution is live is recorded `skipped`.
 */
export class Scheduler {
  readonly #db: Db
  readonly #clock: Clock
  readonly #leader: LeaderLock
  readonly #tickMs: number
  readonly #graceMs: number
  readonly #log: (msg: string, err?: unknown) => void
  readonly #events: EventBus | undefined
  readonly #handlers = new Map<string, ScheduleHandler>()
  readonly #inflight = new Set<Promise<void>>()
  readonly #inflightIds = new Set<string>()
  #timer: NodeJS.Timeout | undefined
  #ticking: Promise<number> | undefined
  #running = false
  #leading = false
  #lastRecovery = 0

  constructor(options: SchedulerOptions) {
    this.#db = options.db
    this.#clock = options.clock
    this.#leader = options.leader
    this.#tickMs = options.tickMs ?? 1000
    this.#graceMs = options.graceMs ?? MISFIRE_GRACE_MS
    this.#log = options.log ?? ((msg, err) => console.error(`scheduler: ${msg}`, err ?? ''))
    this.#events = options.events
  }

  /** Followers of GET /events see every execution's state as it is written. */
  #changed<R extends ExecutionRow | undefined>(row: R): R {
    if (row) publishChange({ events: this.#events, clock: this.#clock }, row.project_id, 'schedule_execution', row.id, row.status)
    return row
  }

  register<P>(kind: string, handler: ScheduleHandler<P>): void {
    if (this.#handlers.has(kind)) throw new Error(`A schedule handler for "${kind}" is already registered`)
    this.#handlers.set(kind, handler as ScheduleHandler)
  }

  get status(): { leader: boolean; lock: LeaderLock['kind']; running: boolean } {
    return { leader: this.#leading, lock: this.#leader.kind, running: this.#running }
  }

  preview(spec: CronSpec, count = 5): string[] {
    assertCron(spec)
    return nextTimes(spec, this.#clock.now(), count).map((d) => d.toISOString())
  }

  #nextRun(spec: CronSpec, enabled: boolean): string | null {
    return enabled ? (nextTime(spec, this.#clock.now())?.toISOString() ?? null) : null
  }

  async create<P>(input: ScheduleInput<P>): Promise<ScheduleRecord<P>> {
    const spec = { expression: input.cron_expression.trim(), timezone: input.timezone ?? 'UTC' }
    assertCron(spec)
    const enabled = input.enabled ?? true
    const now = this.#clock.nowIso()
    const values = {
      id: input.id ?? uuidv7(),
      project_id: input.project_id,
      kind: input.kind,
      name: input.name,
      cron_expression: spec.expression,
      timezone: spec.timezone,
      enabled: enabled ? 1 : 0,
      payload: JSON.stringify(input.payload),
      next_run_at: this.#nextRun(spec, enabled),
      last_scheduled_at: null,
      created_by: input.created_by ?? null,
      created_at: now,
      updated_at: now,
    }
    const row = input.id
      ? ((await store.insertScheduleIfAbsent(this.#db, values)) ?? (await store.findSchedule(this.#db, input.project_id, input.id)))
      : await store.insertSchedule(this.#db, values)
    if (!row) throw new Error(`Schedule ${input.id} exists in another project`)
    return toScheduleRecord<P>(row)
  }

  async get<P>(projectId: string, id: string, kind?: string): Promise<ScheduleRecord<P>> {
    const row = await store.findSchedule(this.#db, projectId, id)
    if (!row || (kind && row.kind !== kind)) throw new NotFoundError('Schedule')
    return toScheduleRecord<P>(row)
  }

  /** Changing the expression, zone or enabled flag re-plans from now: no catch-up for time spent disabled. */
  async update<P>(
    projectId: string,
    id: string,
    patch: Partial<Pick<ScheduleInput<P>, 'name' | 'cron_expression' | 'timezone' | 'enabled' | 'payload'>>,
    kind?: string,
  ): Promise<ScheduleRecord<P>> {
    const current = await this.get<P>(projectId, id, kind)
    const spec = { expression: (patch.cron_expression ?? current.cron_expression).trim(), timezone: patch.timezone ?? current.timezone }
    assertCron(spec)
    const enabled = patch.enabled ?? current.enabled
    const replan = spec.expression !== current.cron_expression || spec.timezone !== current.timezone || enabled !== current.enabled
    const row = await store.updateSchedule(this.#db, projectId, id, {
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.payload !== undefined ? { payload: JSON.stringify(patch.payload) } : {}),
      cron_expression: spec.expression,
      timezone: spec.timezone,
      enabled: enabled ? 1 : 0,
      ...(replan ? { next_run_at: this.#nextRun(spec, enabled) } : {}),
      updated_at: this.#clock.nowIso(),
    })
    if (!row) throw new NotFoundError('Schedule')
    return toScheduleRecord<P>(row)
  }

  async remove(projectId: string, id: string, kind?: string): Promise<void> {
    await this.get(projectId, id, kind)
    await store.deleteSchedule(this.#db, projectId, id)
  }

  /** Runs a schedule now (manual trigger); the cron plan is untouched. Skipped when an execution is live. */
  async runNow(projectId: string, id: string, kind?: string): Promise<ExecutionRecord> {
    const row = await store.findSchedule(this.#db, projectId, id)
    if (!row || (kind && row.kind !== kind)) throw new NotFoundError('Schedule')
    const exec = await this.#startExecution(row, 'manual', this.#clock.nowIso(), null, 1)
    if (!exec) throw new Error('run-now produced no execution')
    return exec
  }

  async getExecution(projectId: string, id: string): Promise<ExecutionRecord> {
    const row = await store.findExecution(this.#db, id)
    if (!row || row.project_id !== projectId) throw new NotFoundError('Execution')
    return toExecutionRecord(row)
  }

  /** Ends an execution a handler left pending; idempotent. */
  async finishExecution(
    id: string,
    outcome: { status: 'completed' | 'failed'; error?: string | null; result?: Record<string, unknown> },
  ): Promise<ExecutionRecord | undefined> {
    const row = this.#changed(
      await store.finishLive(this.#db, id, {
        status: outcome.status,
        error: outcome.error ?? null,
        finished_at: this.#clock.nowIso(),
        ...(outcome.result ? { result: JSON.stringify(outcome.result) } : {}),
      }),
    )
    return row ? toExecutionRecord(row) : undefined
  }

  async #startExecution(
    row: ScheduleRow,
    trigger: 'cron' | 'manual',
    scheduledFor: string,
    fireKey: string | null,
    coalesced: number,
  ): Promise<ExecutionRecord | undefined> {
    const base = {
      schedule_id: row.id,
      project_id: row.project_id,
      kind: row.kind,
      trigger,
      scheduled_for: scheduledFor,
      fire_key: fireKey,
      coalesced,
      result: null,
      created_at: this.#clock.nowIso(),
      started_at: null,
    }
    let exec: ExecutionRow
    try {
      exec = this.#changed(
        await store.insertExecution(this.#db, { ...base, id: uuidv7(), status: 'queued', live: 1, error: null, finished_at: null }),
      )
    } catch (err) {
      if (!isUniqueViolation(err)) throw err
      if (fireKey && (await store.findFire(this.#db, row.id, fireKey))) return undefined // another process took this due time
      const skipped = await store.insertExecution(this.#db, {
        ...base,
        id: uuidv7(),
        status: 'skipped',
        live: null,
        error: 'The previous execution is still running',
        finished_at: this.#clock.nowIso(),
      })
      return toExecutionRecord(this.#changed(skipped))
    }
    const record = toExecutionRecord(exec)
    this.#track(record.id, this.#execute(row, record))
    return record
  }

  #track(id: string, work: Promise<void>): void {
    this.#inflightIds.add(id)
    const p = work
      .catch((err) => this.#log('execution failed unexpectedly', err))
      .finally(() => {
        this.#inflight.delete(p)
        this.#inflightIds.delete(id)
      })
    this.#inflight.add(p)
  }

  async #execute(row: ScheduleRow, exec: ExecutionRecord): Promise<void> {
    const handler = this.#handlers.get(row.kind)
    if (!handler) {
      await this.finishExecution(exec.id, { status: 'failed', error: `No handler for schedules of kind "${row.kind}"` })
      return
    }
    const started = this.#changed(await store.updateExecution(this.#db, exec.id, { status: 'running', started_at: this.#clock.nowIso() }))
    try {
      const out = await handler({ schedule: toScheduleRecord(row), execution: started ? toExecutionRecord(started) : exec })
      const result = out.result ? JSON.stringify(out.result) : null
      if (out.pending) {
        // The feature finishes it later, and may already have (a batch of nothing ends at once).
        await this.#db.updateTable('schedule_executions').set({ result }).where('id', '=', exec.id).where('result', 'is', null).execute()
      } else {
        await this.finishExecution(exec.id, { status: 'completed', ...(out.result ? { result: out.result } : {}) })
      }
    } catch (err) {
      await this.finishExecution(exec.id, { status: 'failed', error: err instanceof Error ? err.message : String(err) })
    }
  }

  /** One pass of the leader: fire every due schedule. Tests call it directly after moving the clock. */
  tick(): Promise<number> {
    this.#ticking ??= this.#tick().finally(() => {
      this.#ticking = undefined
    })
    return this.#ticking
  }

  async #tick(): Promise<number> {
    this.#leading = await this.#leader.ensure()
    if (!this.#leading) return 0
    const now = this.#clock.now()
    if (now - this.#lastRecovery >= 60_000) {
      this.#lastRecovery = now
      await this.#recoverStale(now)
    }
    let fired = 0
    for (const row of await store.dueSchedules(this.#db, new Date(now).toISOString(), 100)) {
      try {
        if (await this.#fire(row, now)) fired++
      } catch (err) {
        this.#log(`could not fire schedule ${row.id}`, err)
      }
    }
    return fired
  }

  async #fire(row: ScheduleRow, now: number): Promise<boolean> {
    const spec = { expression: row.cron_expression, timezone: row.timezone }
    const { latest, count } = dueSince(spec, Date.parse(row.next_run_at as string), now)
    const next = nextTime(spec, now)?.toISOString() ?? null
    const dueAt = latest ?? new Date(Date.parse(row.next_run_at as string))
    if (!(await store.claimFire(this.#db, row, next, dueAt.toISOString()))) return false
    const fireKey = dueAt.toISOString()
    if (now - dueAt.getTime() > this.#graceMs) {
      await store
        .insertExecution(this.#db, {
          id: uuidv7(),
          schedule_id: row.id,
          project_id: row.project_id,
          kind: row.kind,
          trigger: 'cron',
          scheduled_for: fireKey,
          fire_key: fireKey,
          live: null,
          status: 'missed',
          coalesced: Math.max(1, count),
          result: null,
          error: `Missed by more than ${Math.round(this.#graceMs / 1000)} s (the scheduler was not running)`,
          created_at: new Date(now).toISOString(),
          started_at: null,
          finished_at: new Date(now).toISOString(),
        })
        .then((missed) => this.#changed(missed))
        .catch((err) => {
          if (!isUniqueViolation(err)) throw err
        })
      return false
    }
    return (await this.#startExecution(row, 'cron', fireKey, fireKey, Math.max(1, count))) !== undefined
  }

  /** Live executions whose handler never answered (their process died) are failed, freeing the schedule. */
  async #recoverStale(now: number): Promise<void> {
    for (const row of await store.staleLive(this.#db, new Date(now - 60_000).toISOString())) {
      if (this.#inflightIds.has(row.id)) continue // still being handled here
      await this.finishExecution(row.id, { status: 'failed', error: 'interrupted by restart' })
    }
  }

  /** Resolves when every handler started so far has returned (tests; shutdown). */
  async idle(): Promise<void> {
    while (this.#inflight.size > 0) await Promise.all([...this.#inflight])
  }

  start(): void {
    if (this.#running) return
    this.#running = true
    const loop = () => {
      if (!this.#running) return
      void this.tick()
        .catch((err) => this.#log('tick failed', err))
        .finally(() => {
          if (this.#running) this.#timer = setTimeout(loop, this.#tickMs)
        })
    }
    loop()
  }

  async stop(): Promise<void> {
    this.#running = false
    if (this.#timer) clearTimeout(this.#timer)
    await this.#ticking?.catch(() => undefined)
    await this.idle()
    await this.#leader.release()
    this.#leading = false
  }
}
