import fs from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { createRuntime } from '../../bootstrap.js'
import { ConfigError, loadConfig } from '../../config.js'
import { restoreDatabase } from '../../platform/storage/db-backup.js'
import { backupFile, runBackup, settleRestoredBackupRows } from './service.js'

/** `specwright backup [--out FILE]`: a full backup into DATA_DIR/backups (recorded like a scheduled one). */
export async function backupCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { out: { type: 'string' } } })
  const runtime = await createRuntime(loadConfig())
  try {
    const backup = await runBackup(runtime.deps, 'cli')
    let file = await backupFile(runtime.deps, backup.id)
    if (values.out) {
      await fs.copyFile(file, path.resolve(values.out))
      file = path.resolve(values.out)
    }
    const rows = Object.values(backup.row_counts ?? {}).reduce((a, b) => a + b, 0)
    console.log(
      `backup ${backup.id}: ${file} (${backup.size_bytes} bytes, ${rows} rows in ${Object.keys(backup.row_counts ?? {}).length} tables)`,
    )
  } finally {
    await runtime.close()
  }
}

/**
 * `specwright restore <file> --yes`: replaces the database with a backup. The server must be stopped first
 * (SQLite: the file is swapped; PostgreSQL: the schema is dropped and restored with pg_restore).
 */
export async function restoreCommand(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { yes: { type: 'boolean' } } })
  const file = positionals[0]
  if (!file) throw new ConfigError('restore needs the backup file: specwright restore <file> --yes')
  if (!values.yes) throw new ConfigError('restore replaces the whole database: stop the server, then run it again with --yes')
  const config = loadConfig()
  const { rowCounts } = await restoreDatabase(
    { databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'specwright.db') },
    path.resolve(file),
  )
  // The copy was taken while its own backup row said `running`; settle it, and migrate an older copy forward.
  const runtime = await createRuntime(config)
  try {
    await settleRestoredBackupRows(runtime.deps)
  } finally {
    await runtime.close()
  }
  const rows = Object.values(rowCounts).reduce((a, b) => a + b, 0)
  console.log(`restored ${path.resolve(file)}: ${rows} rows in ${Object.keys(rowCounts).length} tables`)
}
