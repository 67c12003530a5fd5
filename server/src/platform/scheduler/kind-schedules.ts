import type { Db } from '../db/database.js'
import { type Page, type PageResult, toPage } from '../http/pagination.js'
import { type ExecutionRecord, type ScheduleRecord, type Scheduler, toScheduleRecord } from './scheduler.js'
import * as store from './store.js'
import type { ExecutionRow } from './tables.js'

type Deps = { db: Db; scheduler: Scheduler }

/** The fields every schedule has, whatever its feature's payload. */
export interface CommonScheduleChanges {
  name?: string | undefined
  cron_expression?: string | undefined
  timezone?: string | undefined
  enabled?: boolean | undefined
}

/**
 * The schedules of one feature (one scheduler kind) as that feature shows them: list with each one's last
 * execution (one query for the page), get, update, toggle, delete and run-now, all scoped to the project and
 * the kind. The feature supplies its view of a schedule and what each fire does (registered on the scheduler).
 */
export class KindSchedules<P, View> {
  constructor(
    readonly kind: string,
    private readonly view: (schedule: ScheduleRecord<P>, last: ExecutionRow | undefined) => View,
  ) {}

  async list(deps: Pick<Deps, 'db'>, projectId: string, page: Page): Promise<PageResult<View>> {
    const { rows, total } = await store.listSchedules(deps.db, projectId, this.kind, page)
    const last = await store.lastExecutions(
      deps.db,
      rows.map((r) => r.id),
    )
    return toPage(
      rows.map((r) => this.view(toScheduleRecord<P>(r), last.get(r.id))),
      total,
      page,
    )
  }

  /** The stored schedule (404 unless it is this project's and this kind's). */
  record(deps: Deps, projectId: string, id: string): Promise<ScheduleRecord<P>> {
    return deps.scheduler.get<P>(projectId, id, this.kind)
  }

  async get(deps: Deps, projectId: string, id: string): Promise<View> {
    return this.withLast(deps, await this.record(deps, projectId, id))
  }

  /** Applies the common fields given, and the payload when the feature changed it. */
  async update(deps: Deps, projectId: string, id: string, changes: CommonScheduleChanges, payload?: P): Promise<View> {
    const updated = await deps.scheduler.update<P>(
      projectId,
      id,
      {
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.cron_expression !== undefined ? { cron_expression: changes.cron_expression } : {}),
        ...(changes.timezone !== undefined ? { timezone: changes.timezone } : {}),
        ...(changes.enabled !== undefined ? { enabled: changes.enabled } : {}),
        ...(payload !== undefined ? { payload } : {}),
      },
      this.kind,
    )
    return this.withLast(deps, updated)
  }

  async toggle(deps: Deps, projectId: string, id: string): Promise<View> {
    const current = await this.record(deps, projectId, id)
    return this.update(deps, projectId, id, { enabled: !current.enabled })
  }

  async remove(deps: Deps, projectId: string, id: string): Promise<{ deleted: true; id: string }> {
    await deps.scheduler.remove(projectId, id, this.kind)
    return { deleted: true, id }
  }

  /**
   * Starts an execution now (the cron plan is untouched; `skipped`, and said so, while another one runs) and
   * answers once the handler has returned, so the execution names what it started.
   */
  async runNow(deps: Deps, projectId: string, id: string): Promise<{ schedule: ScheduleRecord<P>; execution: ExecutionRecord }> {
    const schedule = await this.record(deps, projectId, id)
    const started = await deps.scheduler.runNow(projectId, id, this.kind)
    await deps.scheduler.idle()
    return { schedule, execution: await deps.scheduler.getExecution(projectId, started.id) }
  }

  async withLast(deps: Pick<Deps, 'db'>, schedule: ScheduleRecord<P>): Promise<View> {
    const last = await store.lastExecutions(deps.db, [schedule.id])
    return this.view(schedule, last.get(schedule.id))
  }
}
