import type { Db, ProjectVariablesTable } from '../../platform/db/database.js'

export type VariableRow = ProjectVariablesTable

export function listVariables(db: Db, projectId: string): Promise<VariableRow[]> {
  return db.selectFrom('project_variables').selectAll().where('project_id', '=', projectId).orderBy('name').execute()
}

export function findVariables(db: Db, projectId: string, names: readonly string[]): Promise<VariableRow[]> {
  if (names.length === 0) return Promise.resolve([])
  return db
    .selectFrom('project_variables')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('name', 'in', [...names])
    .execute()
}

/** Insert or replace the project's value for `row.name`. */
export async function upsertVariable(db: Db, row: VariableRow): Promise<VariableRow> {
  await db
    .insertInto('project_variables')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['project_id', 'name']).doUpdateSet({
        secret: row.secret,
        value_sealed: row.value_sealed,
        last4: row.last4,
        updated_by: row.updated_by,
        updated_at: row.updated_at,
      }),
    )
    .execute()
  return row
}

export async function deleteVariable(db: Db, projectId: string, name: string): Promise<boolean> {
  const res = await db.deleteFrom('project_variables').where('project_id', '=', projectId).where('name', '=', name).executeTakeFirst()
  return Number(res.numDeletedRows) > 0
}
