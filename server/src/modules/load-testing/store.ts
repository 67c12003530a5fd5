import type { Db } from '../../platform/db/database.js'
import type { Page } from '../../platform/http/pagination.js'
import * as runRows from '../../platform/jobs/run-rows.js'
import type { LoadRunRow, LoadRunUpdate, NewLoadRunRow, NewScenarioRow, ScenarioRow, ScenarioUpdate } from './tables.js'

const count = (v: unknown) => Number(v ?? 0)

export async function insertScenario(db: Db, row: NewScenarioRow): Promise<ScenarioRow> {
  return db.insertInto('load_test_scenarios').values(row).returningAll().executeTakeFirstOrThrow()
}

export async function findScenario(db: Db, projectId: string, id: string): Promise<ScenarioRow | undefined> {
  return db.selectFrom('load_test_scenarios').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst()
}

export async function findScenarioByName(db: Db, projectId: string, name: string): Promise<ScenarioRow | undefined> {
  return db.selectFrom('load_test_scenarios').selectAll().where('project_id', '=', projectId).where('name', '=', name).executeTakeFirst()
}

export async function listScenarios(db: Db, projectId: string, page: Page): Promise<{ rows: ScenarioRow[]; total: number }> {
  const base = db.selectFrom('load_test_scenarios').where('project_id', '=', projectId)
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('name').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
  ])
  return { rows, total: count(total?.n) }
}

export async function updateScenario(db: Db, projectId: string, id: string, patch: ScenarioUpdate): Promise<ScenarioRow | undefined> {
  return db
    .updateTable('load_test_scenarios')
    .set(patch)
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()
}

export async function deleteScenario(db: Db, projectId: string, id: string): Promise<boolean> {
  const r = await db.deleteFrom('load_test_scenarios').where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst()
  return Number(r.numDeletedRows) > 0
}

export async function insertRun(db: Db, row: NewLoadRunRow): Promise<LoadRunRow> {
  return db.insertInto('load_test_runs').values(row).returningAll().executeTakeFirstOrThrow()
}

export async function findRun(db: Db, projectId: string, id: string): Promise<LoadRunRow | undefined> {
  return db.selectFrom('load_test_runs').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst()
}

/** Any project's run by id: only for the job handler and lock recovery, which act on the id they were given. */
export async function findRunById(db: Db, id: string): Promise<LoadRunRow | undefined> {
  return db.selectFrom('load_test_runs').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function listRuns(db: Db, projectId: string, page: Page, scenarioId?: string): Promise<{ rows: LoadRunRow[]; total: number }> {
  let base = db.selectFrom('load_test_runs').where('project_id', '=', projectId)
  if (scenarioId) base = base.where('scenario_id', '=', scenarioId)
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
  ])
  return { rows, total: count(total?.n) }
}

export async function updateRun(db: Db, id: string, patch: LoadRunUpdate): Promise<LoadRunRow | undefined> {
  return db.updateTable('load_test_runs').set(patch).where('id', '=', id).returningAll().executeTakeFirst()
}

/** Ends a run unless it already ended (see platform/jobs/run-rows.ts). */
export const finishRunIfLive = (db: Db, id: string, patch: LoadRunUpdate) => runRows.finishRunIfLive(db, 'load_test_runs', id, patch)
