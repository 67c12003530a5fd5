import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { uuidv7 } from 'uuidv7'
import { describe, expect, it } from 'vitest'
import { backupFile, dbTarget, runBackup, settleRestoredBackupRows } from '../../../src/modules/backups/service.js'
import { countRows, restoreDatabase } from '../../../src/platform/storage/db-backup.js'
import { TEST_DATABASE_URL, testDialects } from '../../support/env.js'
import { createTestRuntime } from '../../support/runtime.js'

async function addProjects(db: Parameters<typeof runBackup>[0]['db'], n: number, tag: string) {
  const now = new Date().toISOString()
  for (let i = 0; i < n; i++) {
    await db
      .insertInto('projects')
      .values({
        id: `${tag}-${uuidv7()}`,
        name: `${tag} ${i} ${uuidv7()}`,
        description: null,
        base_url: null,
        created_by: null,
        created_at: now,
        updated_at: now,
      })
      .execute()
  }
}

describe.each(testDialects())('backup and restore (%s)', (dialect) => {
  const env: Record<string, string> = dialect === 'postgres' ? { DATABASE_URL: TEST_DATABASE_URL ?? '' } : {}

  it('round trip: the restored database has exactly the rows of the backup, not the rows written after it', async () => {
    const rt = await createTestRuntime(dialect, env)
    try {
      await addProjects(rt.deps.db, 25, 'before')
      const backup = await runBackup(rt.deps, 'manual')
      expect(backup.status).toBe('completed')
      expect(backup.size_bytes).toBeGreaterThan(0)
      expect(backup.row_counts?.projects).toBe(26) // 25 + the default project
      await addProjects(rt.deps.db, 7, 'after')
      const target = await dbTarget(rt.deps)
      expect((await countRows(target)).projects).toBe(33)

      if (dialect === 'sqlite') {
        // Restore into a fresh file (the test's connection holds the live one open).
        const restoredFile = path.join(rt.dataDir, 'restored', 'specwright.db')
        const restored = await restoreDatabase({ databaseUrl: undefined, sqliteFile: restoredFile }, await backupFile(rt.deps, backup.id))
        expect(restored.rowCounts).toEqual(backup.row_counts)
        const check = new SQLite(restoredFile, { readonly: true })
        expect((check.prepare('select count(*) as n from projects').get() as { n: number }).n).toBe(26)
        expect((check.prepare("select count(*) as n from projects where id like 'after-%'").get() as { n: number }).n).toBe(0)
        // The copy holds its own backup row as `running`; a restore settles it.
        expect(check.prepare('select status from backups').all()).toEqual([{ status: 'running' }])
        check.close()
        const restoredRt = await createTestRuntime('sqlite')
        try {
          await restoredRt.deps.db
            .insertInto('backups')
            .values({ id: 'x', dialect: 'sqlite', trigger: 'manual', status: 'running', started_at: new Date().toISOString() })
            .execute()
          expect(await settleRestoredBackupRows(restoredRt.deps)).toBe(1)
          expect(await restoredRt.deps.db.selectFrom('backups').select(['status', 'error']).execute()).toEqual([
            { status: 'failed', error: 'in progress when the restored backup was taken' },
          ])
        } finally {
          await restoredRt.close()
        }
      } else {
        const restored = await restoreDatabase(target, await backupFile(rt.deps, backup.id))
        expect(restored.rowCounts).toEqual(backup.row_counts)
        const client = new pg.Client({ connectionString: TEST_DATABASE_URL })
        await client.connect()
        const res = await client.query(`select count(*)::int as n from "${target.pgSchema}".projects`)
        await client.end()
        expect(res.rows[0].n).toBe(26)
      }
    } finally {
      await rt.close()
    }
  })

  it('a backup taken while writers keep inserting is consistent and restores to its recorded row counts', async () => {
    const rt = await createTestRuntime(dialect, env)
    try {
      await addProjects(rt.deps.db, 200, 'seed')
      let writing = true
      let written = 0
      const writers = Array.from({ length: 3 }, async (_, w) => {
        while (writing) {
          await addProjects(rt.deps.db, 1, `load${w}`)
          written++
          await new Promise((r) => setImmediate(r)) // requests arrive as separate events, as over HTTP
        }
      })
      await new Promise((r) => setTimeout(r, 150))
      const before = written
      const backup = await runBackup(rt.deps, 'manual')
      await new Promise((r) => setTimeout(r, 100))
      writing = false
      await Promise.all(writers)
      const inBackup = backup.row_counts?.projects ?? 0
      expect(written).toBeGreaterThan(before) // writes went on during and after the backup
      expect(inBackup).toBeGreaterThanOrEqual(201 + before)
      expect(inBackup).toBeLessThan(201 + written)

      const file = await backupFile(rt.deps, backup.id)
      if (dialect === 'sqlite') {
        const restoredFile = path.join(rt.dataDir, 'restored', 'specwright.db')
        const restored = await restoreDatabase({ databaseUrl: undefined, sqliteFile: restoredFile }, file)
        expect(restored.rowCounts.projects).toBe(inBackup)
        const check = new SQLite(restoredFile, { readonly: true })
        expect(check.pragma('integrity_check', { simple: true })).toBe('ok')
        check.close()
      } else {
        const target = await dbTarget(rt.deps)
        const restored = await restoreDatabase(target, file)
        expect(restored.rowCounts.projects).toBe(inBackup)
      }
    } finally {
      await rt.close()
    }
  })

  it('keeps the newest BACKUP_KEEP backups and deletes older files', async () => {
    const rt = await createTestRuntime(dialect, { ...env, BACKUP_KEEP: '2' })
    try {
      const ids = []
      for (let i = 0; i < 3; i++) ids.push((await runBackup(rt.deps, 'manual')).id)
      const rows = await rt.deps.db.selectFrom('backups').select(['id', 'file']).orderBy('started_at').execute()
      expect(rows.map((r) => r.id)).toEqual(ids.slice(1))
      expect(fs.readdirSync(path.join(rt.dataDir, 'backups')).sort()).toEqual(rows.map((r) => r.file).sort())
    } finally {
      await rt.close()
    }
  })

  it('a failing backup is recorded as failed with the reason', async () => {
    const rt = await createTestRuntime(dialect, env)
    try {
      fs.writeFileSync(path.join(rt.dataDir, 'backups'), 'not a folder')
      await expect(runBackup(rt.deps, 'manual')).rejects.toThrow(/Backup failed/)
      const row = await rt.deps.db.selectFrom('backups').selectAll().executeTakeFirstOrThrow()
      expect(row.status).toBe('failed')
      expect(row.error).toMatch(/EEXIST|ENOTDIR|not a directory|exists/i)
    } finally {
      await rt.close()
    }
  })
})
