import type { Db } from '../../../platform/db/database.js'
import { toCount } from '../../../platform/db/errors.js'
import type { Page } from '../../../platform/http/pagination.js'
import type { PromptIterationRow } from '../dataset-tables.js'
import type { CasePair } from './sign-test.js'

export async function insertIteration(db: Db, row: PromptIterationRow): Promise<void> {
  await db.insertInto('llm_prompt_iterations').values(row).execute()
}

export function findIteration(db: Db, projectId: string, id: string) {
  return db.selectFrom('llm_prompt_iterations').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst()
}

export async function listIterations(db: Db, projectId: string, page: Page) {
  const query = db.selectFrom('llm_prompt_iterations').where('project_id', '=', projectId)
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: toCount(total.n) }
}

export async function finishIteration(db: Db, id: string, row: PromptIterationRow): Promise<void> {
  await db
    .updateTable('llm_prompt_iterations')
    .set({ status: row.status, summary: row.summary, error: row.error, finished_at: row.finished_at })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .execute()
}

export async function deleteIteration(db: Db, projectId: string, id: string): Promise<boolean> {
  const r = await db.deleteFrom('llm_prompt_iterations').where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst()
  return toCount(r.numDeletedRows) > 0
}

/** Both runs' scores by case (a case one run did not record has null on that side). */
export async function casePairs(db: Db, originalRunId: string, modifiedRunId: string): Promise<CasePair[]> {
  const rows = await db
    .selectFrom('llm_case_results')
    .select(['run_id', 'case_index', 'case_name', 'score'])
    .where('run_id', 'in', [originalRunId, modifiedRunId])
    .orderBy('case_index')
    .execute()
  const byIndex = new Map<number, CasePair>()
  for (const r of rows) {
    const i = Number(r.case_index)
    const pair = byIndex.get(i) ?? { case_index: i, case_name: r.case_name, original: null, modified: null }
    if (r.run_id === originalRunId) pair.original = Number(r.score)
    else pair.modified = Number(r.score)
    byIndex.set(i, pair)
  }
  return [...byIndex.values()].sort((x, y) => x.case_index - y.case_index)
}
