import type { Db } from '../../platform/db/database.js'
import type { Page } from '../../platform/http/pagination.js'
import type { DocumentRow, GenerationRow, GenerationUpdate } from './tables.js'

export async function insertDocument(db: Db, row: DocumentRow): Promise<DocumentRow> {
  return db.insertInto('prd_documents').values(row).returningAll().executeTakeFirstOrThrow()
}

export async function findDocument(db: Db, projectId: string, id: string): Promise<DocumentRow | undefined> {
  return db.selectFrom('prd_documents').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst()
}

export async function listDocuments(db: Db, projectId: string, page: Page): Promise<{ rows: DocumentRow[]; total: number }> {
  const base = db.selectFrom('prd_documents').where('project_id', '=', projectId)
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
  ])
  return { rows, total: Number(total?.n ?? 0) }
}

export async function deleteDocument(db: Db, projectId: string, id: string): Promise<boolean> {
  await db.deleteFrom('prd_generations').where('project_id', '=', projectId).where('document_id', '=', id).execute()
  const r = await db.deleteFrom('prd_documents').where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst()
  return Number(r.numDeletedRows) > 0
}

export async function insertGeneration(db: Db, row: GenerationRow): Promise<GenerationRow> {
  return db.insertInto('prd_generations').values(row).returningAll().executeTakeFirstOrThrow()
}

export async function findGeneration(db: Db, projectId: string, id: string): Promise<GenerationRow | undefined> {
  return db.selectFrom('prd_generations').selectAll().where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst()
}

export async function listGenerations(db: Db, projectId: string, documentId: string): Promise<GenerationRow[]> {
  return db
    .selectFrom('prd_generations')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('document_id', '=', documentId)
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute()
}

export async function updateGeneration(db: Db, id: string, patch: GenerationUpdate): Promise<void> {
  await db.updateTable('prd_generations').set(patch).where('id', '=', id).execute()
}

export async function finishGenerationIfLive(db: Db, id: string, patch: GenerationUpdate): Promise<boolean> {
  const r = await db
    .updateTable('prd_generations')
    .set(patch)
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst()
  return Number(r.numUpdatedRows) > 0
}
