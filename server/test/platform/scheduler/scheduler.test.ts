import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '../../../src/platform/db/database.js'
import type { DialectName } from '../../../src/platform/db/dialect.js'
import { InProcessLeader, PgAdvisoryLeader } from '../../../src/platform/scheduler/leader.js'
import { type ExecutionRecord, Scheduler } from '../../../src/platform/scheduler/scheduler.js'
import { testDialects } from '../../support/env.js'
import { createTestRuntime, manualClock, type TestRuntime } from '../../support/runtime.js'

const MIN = 60_000

function executions(db: Db, scheduleId: string) {
  return db.selectFrom('schedule_executions').selectAll().where('schedule_id', '=', scheduleId).orderBy('id').execute()
}

describe.each(testDialects())('scheduler (%s)', (dialect: DialectName) => {
  let rt: TestRuntime
  let clock: ReturnType<typeof manualClock>
  const schedulers: Scheduler[] = []
  const make = () => {
    const leader = dialect === 'postgres' ? new PgAdvisoryLeader(rt.deps.db) : new InProcessLeader()
    const s = new Scheduler({ db: rt.deps.db, clock, leader, log: () => {} })
    schedulers.push(s)
    return s
  }
  // A handler that records its fires and optionally keeps the execution pending.
  const fired: ExecutionRecord[] = []
  let pending = false
  const register = (s: Scheduler) =>
    s.register('test.kind', async ({ execution }) => {
      fired.push(execution)
      return { result: { n: fired.length }, pending }
    })

  beforeEach(async () => {
    clock = manualClock(Date.parse('2026-11-20T08:58:00Z')) // a Friday
    rt = await createTestRuntime(dialect, {}, { clock })
    fired.length = 0
    pending = false
  })
  afterEach(async () => {
    for (const s of schedulers.splice(0)) await s.stop()
    await rt.close()
  })

  it('fires each due time once, on weekdays only, and plans the next', async () => {
    const s = make()
    register(s)
    const sched = await s.create({ project_id: 'default', kind: 'test.kind', name: 'weekday', cron_expression: '0 9 * * 1-5', payload: {} })
    expect(sched.next_run_at).toBe('2026-11-20T09:00:00.000Z')
    expect(await s.tick()).toBe(0)
    clock.advance(2 * MIN) // 09:00
    expect(await s.tick()).toBe(1)
    expect(await s.tick()).toBe(0)
    await s.idle()
    const after = await s.get('default', sched.id)
    expect(after.next_run_at).toBe('2026-11-23T09:00:00.000Z') // Monday, not Saturday
    const rows = await executions(rt.deps.db, sched.id)
    expect(rows.map((r) => [r.status, r.scheduled_for, r.trigger])).toEqual([['completed', '2026-11-20T09:00:00.000Z', 'cron']])
    expect(JSON.parse(rows[0]?.result ?? 'null')).toEqual({ n: 1 })
  })

  it('coalesces fires missed within the grace period into one run', async () => {
    const s = make()
    register(s)
    const sched = await s.create({ project_id: 'default', kind: 'test.kind', name: 'minutely', cron_expression: '* * * * *', payload: {} })
    clock.advance(4 * MIN + 30_000) // 08:59, 09:00, 09:01, 09:02 were due; the latest is 30 s old
    expect(await s.tick()).toBe(1)
    await s.idle()
    const rows = await executions(rt.deps.db, sched.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'completed', coalesced: 4, scheduled_for: '2026-11-20T09:02:00.000Z' })
    expect((await s.get('default', sched.id)).next_run_at).toBe('2026-11-20T09:03:00.000Z')
  })

  it('runs a fire late by less than 5 minutes, records an older one as missed', async () => {
    const s = make()
    register(s)
    const hourly = await s.create({ project_id: 'default', kind: 'test.kind', name: 'hourly', cron_expression: '0 * * * *', payload: {} })
    clock.advance(2 * MIN + 4 * MIN + 59_000) // 09:04:59, 4 min 59 s late
    expect(await s.tick()).toBe(1)
    await s.idle()
    expect((await executions(rt.deps.db, hourly.id)).map((r) => r.status)).toEqual(['completed'])
    clock.advance(60 * MIN + 2 * MIN) // 10:06:59, the 10:00 fire is 6 min 59 s late
    expect(await s.tick()).toBe(0)
    const rows = await executions(rt.deps.db, hourly.id)
    expect(rows.map((r) => [r.status, r.scheduled_for])).toEqual([
      ['completed', '2026-11-20T09:00:00.000Z'],
      ['missed', '2026-11-20T10:00:00.000Z'],
    ])
    expect(fired).toHaveLength(1)
  })

  it('runs at most one instance: a fire while the last execution runs is skipped', async () => {
    const s = make()
    register(s)
    pending = true
    const sched = await s.create({ project_id: 'default', kind: 'test.kind', name: 'busy', cron_expression: '* * * * *', payload: {} })
    clock.advance(MIN) // 08:59
    await s.tick()
    await s.idle()
    clock.advance(MIN) // 09:00: the first is still running
    await s.tick()
    const manual = await s.runNow('default', sched.id)
    expect(manual.status).toBe('skipped')
    let rows = await executions(rt.deps.db, sched.id)
    expect(rows.map((r) => r.status)).toEqual(['running', 'skipped', 'skipped'])
    expect(fired).toHaveLength(1)
    await s.finishExecution(rows[0]?.id as string, { status: 'completed' })
    pending = false
    clock.advance(MIN) // 09:01
    await s.tick()
    await s.idle()
    rows = await executions(rt.deps.db, sched.id)
    expect(rows.map((r) => r.status)).toEqual(['completed', 'skipped', 'skipped', 'completed'])
  })

  it('keeps schedules across a restart and catches up within the grace period', async () => {
    const first = make()
    register(first)
    const sched = await first.create({ project_id: 'default', kind: 'test.kind', name: 'daily', cron_expression: '0 9 * * *', payload: {} })
    await first.stop()
    clock.advance(5 * MIN) // down across 09:00; back at 09:03
    const second = make()
    register(second)
    expect(await second.tick()).toBe(1)
    await second.idle()
    expect((await executions(rt.deps.db, sched.id)).map((r) => [r.status, r.scheduled_for])).toEqual([
      ['completed', '2026-11-20T09:00:00.000Z'],
    ])
  })

  it('a disabled schedule does not fire, and enabling it plans from now without catch-up', async () => {
    const s = make()
    register(s)
    const sched = await s.create({
      project_id: 'default',
      kind: 'test.kind',
      name: 'off',
      cron_expression: '* * * * *',
      payload: {},
      enabled: false,
    })
    expect(sched.next_run_at).toBeNull()
    clock.advance(10 * MIN)
    expect(await s.tick()).toBe(0)
    const on = await s.update('default', sched.id, { enabled: true })
    expect(on.next_run_at).toBe('2026-11-20T09:09:00.000Z')
    expect(await executions(rt.deps.db, sched.id)).toHaveLength(0)
  })

  it('rejects a bad expression or zone naming the field, and creates nothing', async () => {
    const s = make()
    await expect(
      s.create({ project_id: 'default', kind: 'test.kind', name: 'x', cron_expression: '0 9 * *', payload: {} }),
    ).rejects.toMatchObject({ status: 422, loc: ['body', 'cron_expression'] })
    await expect(
      s.create({
        project_id: 'default',
        kind: 'test.kind',
        name: 'x',
        cron_expression: '0 9 * * *',
        timezone: 'Nowhere/Land',
        payload: {},
      }),
    ).rejects.toMatchObject({ status: 422, loc: ['body', 'timezone'] })
    const count = await rt.deps.db
      .selectFrom('schedules')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(0)
  })

  it('fails an execution whose kind has no handler, and keeps scheduling', async () => {
    const s = make()
    const sched = await s.create({ project_id: 'default', kind: 'nobody', name: 'orphan', cron_expression: '* * * * *', payload: {} })
    clock.advance(MIN)
    await s.tick()
    await s.idle()
    const rows = await executions(rt.deps.db, sched.id)
    expect(rows[0]).toMatchObject({ status: 'failed', error: 'No handler for schedules of kind "nobody"', live: null })
  })

  it.runIf(dialect === 'postgres')('elects one leader among schedulers; the other takes over when it stops', async () => {
    const a = make()
    const b = make()
    register(a)
    register(b)
    const sched = await a.create({ project_id: 'default', kind: 'test.kind', name: 'contested', cron_expression: '* * * * *', payload: {} })
    clock.advance(MIN)
    const counts = await Promise.all([a.tick(), b.tick()])
    await Promise.all([a.idle(), b.idle()])
    expect(counts.sort()).toEqual([0, 1])
    expect([a.status.leader, b.status.leader].sort()).toEqual([false, true])
    const [leader, follower] = a.status.leader ? [a, b] : [b, a]
    await leader.stop()
    clock.advance(MIN)
    expect(await follower.tick()).toBe(1)
    await follower.idle()
    expect(follower.status.leader).toBe(true)
    expect((await executions(rt.deps.db, sched.id)).map((r) => r.scheduled_for)).toEqual([
      '2026-11-20T08:59:00.000Z',
      '2026-11-20T09:00:00.000Z',
    ])
  })

  it('publishes each execution state on the event stream, missed ones included', async () => {
    const s = new Scheduler({ db: rt.deps.db, clock, leader: new InProcessLeader(), log: () => {}, events: rt.deps.events })
    schedulers.push(s)
    register(s)
    const seen: { id: string; status: string }[] = []
    const sub = await rt.deps.events.subscribe('default', undefined, (e) => {
      if (e.type === 'schedule_execution') seen.push({ id: e.id, status: e.status })
    })
    const sched = await s.create({ project_id: 'default', kind: 'test.kind', name: 'hourly', cron_expression: '0 * * * *', payload: {} })
    const manual = await s.runNow('default', sched.id)
    await s.idle()
    clock.advance(3 * 60 * MIN) // 09:00 is now three hours late: recorded missed
    await s.tick()
    await rt.deps.events.flush()
    sub.close()
    const missed = (await executions(rt.deps.db, sched.id)).find((r) => r.status === 'missed')
    expect(seen).toEqual([
      { id: manual.id, status: 'queued' },
      { id: manual.id, status: 'running' },
      { id: manual.id, status: 'completed' },
      { id: missed?.id, status: 'missed' },
    ])
  })
})
