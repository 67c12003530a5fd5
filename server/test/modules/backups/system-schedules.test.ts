import { afterEach, describe, expect, it } from 'vitest'
import { ARCHIVE_SCHEDULE, BACKUP_SCHEDULE, ensureSystemSchedules } from '../../../src/modules/backups/service.js'
import { createTestRuntime, type TestRuntime } from '../../support/runtime.js'

const dialects = process.env.TEST_DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const)

describe.each(dialects)('system schedules on %s', (dialect) => {
  let rt: TestRuntime | undefined
  afterEach(async () => {
    await rt?.close()
    rt = undefined
  })

  it('are created once when several processes start at the same moment', async () => {
    rt = await createTestRuntime(dialect)
    const { deps } = rt
    // Four starts racing (as processes booting together would): each checks, finds none, and creates.
    await Promise.all([1, 2, 3, 4].map(() => ensureSystemSchedules(deps)))
    await ensureSystemSchedules(deps)
    const rows = await deps.db
      .selectFrom('schedules')
      .select(['id', 'kind', 'cron_expression'])
      .where('project_id', '=', 'default')
      .where('kind', 'in', [BACKUP_SCHEDULE, ARCHIVE_SCHEDULE])
      .orderBy('kind')
      .execute()
    expect(rows).toEqual([
      { id: ARCHIVE_SCHEDULE, kind: ARCHIVE_SCHEDULE, cron_expression: '0 3 * * *' },
      { id: BACKUP_SCHEDULE, kind: BACKUP_SCHEDULE, cron_expression: '0 2 * * *' },
    ])
  })

  it('keep a schedule a database from before fixed ids holds under a random id', async () => {
    rt = await createTestRuntime(dialect)
    const { deps } = rt
    const old = await deps.scheduler.create({
      project_id: 'default',
      kind: BACKUP_SCHEDULE,
      name: 'Backup',
      cron_expression: '30 1 * * *',
      payload: {},
    })
    await ensureSystemSchedules(deps)
    const backups = await deps.db.selectFrom('schedules').select(['id', 'cron_expression']).where('kind', '=', BACKUP_SCHEDULE).execute()
    expect(backups).toEqual([{ id: old.id, cron_expression: '30 1 * * *' }])
  })
})
