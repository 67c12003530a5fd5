import fs from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'kysely'
import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../app-deps.js'
import type { Config } from '../../config.js'
import { NotFoundError } from '../../platform/http/errors.js'
import { toPage } from '../../platform/http/pagination.js'
import * as schedulerStore from '../../platform/scheduler/store.js'
import { backupDatabase, type DbTarget } from '../../platform/storage/db-backup.js'
import { type ArchiveStore, createArchiveStore } from '../../platform/storage/object-store.js'
import type { BackupRow } from '../../platform/storage/tables.js'
import { cutoffs, isCoreArtifact } from './retention.js'
import * as store from './store.js'

export type Deps = Pick<AppDeps, 'db' | 'dialect' | 'config' | 'clock' | 'scheduler'>

export const BACKUP_SCHEDULE = 'system.backup'
export const ARCHIVE_SCHEDULE = 'system.archive'
/** Full backup daily at 02:00, artifact archival daily at 03:00 (UTC), in the default project. */
const SYSTEM_SCHEDULES = [
  { kind: BACKUP_SCHEDULE, name: 'Daily database backup', cron: '0 2 * * *' },
  { kind: ARCHIVE_SCHEDULE, name: 'Daily artifact archival', cron: '0 3 * * *' },
] as const
/** A backup older than this (a missed 02:00 plus slack) raises `backup_stale`. */
export const BACKUP_STALE_MS = 26 * 3600 * 1000

const stores = new WeakMap<Config, ArchiveStore>()
/** The warm-tier store of a configuration (one client per configuration). */
export function archiveStore(config: Config): ArchiveStore {
  let s = stores.get(config)
  if (!s) {
    s = createArchiveStore(config)
    stores.set(config, s)
  }
  return s
}

export function backupsDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'backups')
}

export async function dbTarget(deps: Pick<AppDeps, 'db' | 'dialect' | 'config'>): Promise<DbTarget> {
  if (deps.dialect !== 'postgres') return { databaseUrl: undefined, sqliteFile: path.join(deps.config.dataDir, 'specwright.db') }
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(deps.db)
  return { databaseUrl: deps.config.databaseUrl, sqliteFile: '', pgSchema: rows[0]?.schema ?? 'public' }
}

export function toBackup(row: BackupRow) {
  return {
    id: row.id,
    dialect: row.dialect,
    trigger: row.trigger,
    status: row.status as 'running' | 'completed' | 'failed',
    file: row.file,
    size_bytes: row.size_bytes === null ? null : Number(row.size_bytes),
    row_counts: row.row_counts ? (JSON.parse(row.row_counts) as Record<string, number>) : null,
    error: row.error,
    started_at: row.started_at,
    finished_at: row.finished_at,
  }
}
export type Backup = ReturnType<typeof toBackup>

/** Takes a full backup into DATA_DIR/backups (a failure is recorded, then rethrown), and prunes beyond BACKUP_KEEP. */
export async function runBackup(deps: Deps, trigger: 'schedule' | 'manual' | 'cli'): Promise<Backup> {
  const started = deps.clock.nowIso()
  const row = await store.insertBackup(deps.db, { id: uuidv7(), dialect: deps.dialect, trigger, started_at: started })
  const ext = deps.dialect === 'postgres' ? 'dump' : 'db'
  const file = `specwright-${started.replace(/[:.]/g, '-')}-${row.id.slice(-6)}.${ext}`
  try {
    const result = await backupDatabase(await dbTarget(deps), path.join(backupsDir(deps.config), file))
    const done = await store.finishBackup(deps.db, row.id, {
      status: 'completed',
      file,
      size_bytes: result.size,
      row_counts: JSON.stringify(result.rowCounts),
      finished_at: deps.clock.nowIso(),
    })
    await pruneBackups(deps)
    return toBackup(done ?? row)
  } catch (err) {
    const message = err instanceof Error ? err.message.split('\n')[0]! : String(err)
    await store.finishBackup(deps.db, row.id, { status: 'failed', error: message, finished_at: deps.clock.nowIso() })
    throw new Error(`Backup failed: ${message}`)
  }
}

async function pruneBackups(deps: Deps): Promise<void> {
  for (const old of await store.backupsBeyond(deps.db, deps.config.backupKeep)) {
    if (old.file) await fs.rm(path.join(backupsDir(deps.config), path.basename(old.file)), { force: true })
    await store.deleteBackupRow(deps.db, old.id)
  }
}

/** After a restore: backups the copy shows as `running` were in progress when it was taken (one is the copy itself). */
export async function settleRestoredBackupRows(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<number> {
  const res = await deps.db
    .updateTable('backups')
    .set({ status: 'failed', error: 'in progress when the restored backup was taken', finished_at: deps.clock.nowIso() })
    .where('status', '=', 'running')
    .executeTakeFirst()
  return Number(res.numUpdatedRows)
}

export async function listBackups(deps: Pick<AppDeps, 'db'>, page: { limit: number; offset: number }) {
  const { rows, total } = await store.listBackups(deps.db, page)
  return toPage(rows.map(toBackup), total, page)
}

/** The file of a completed backup (for download / restore). */
export async function backupFile(deps: Pick<AppDeps, 'db' | 'config'>, id: string): Promise<string> {
  const row = await store.findBackup(deps.db, id)
  if (!row || row.status !== 'completed' || !row.file) throw new NotFoundError('Backup')
  return path.join(backupsDir(deps.config), path.basename(row.file))
}

async function nextRunOf(deps: Pick<AppDeps, 'db'>, kind: string): Promise<{ next_run_at: string | null; enabled: boolean } | null> {
  const { rows } = await schedulerStore.listSchedules(deps.db, 'default', kind, { limit: 1, offset: 0 })
  const s = rows[0]
  return s ? { next_run_at: s.next_run_at, enabled: s.enabled === 1 } : null
}

/** What /health/backup reports: the last backup, the last good one, its age, and the next scheduled runs. */
export async function backupStatus(deps: Pick<AppDeps, 'db' | 'clock'>) {
  const [last, lastOk, nextBackup, nextArchive, tiers] = await Promise.all([
    store.lastBackup(deps.db),
    store.lastBackup(deps.db, 'completed'),
    nextRunOf(deps, BACKUP_SCHEDULE),
    nextRunOf(deps, ARCHIVE_SCHEDULE),
    store.tierCounts(deps.db),
  ])
  const ageMs = lastOk?.finished_at ? deps.clock.now() - Date.parse(lastOk.finished_at) : null
  const status = !lastOk ? 'never' : last?.status === 'failed' ? 'failed' : ageMs !== null && ageMs > BACKUP_STALE_MS ? 'stale' : 'ok'
  return {
    status: status as 'ok' | 'stale' | 'failed' | 'never',
    last: last ? toBackup(last) : null,
    last_success_at: lastOk?.finished_at ?? null,
    age_s: ageMs === null ? null : Math.round(ageMs / 1000),
    size_bytes: lastOk?.size_bytes == null ? null : Number(lastOk.size_bytes),
    next_run_at: nextBackup?.enabled ? nextBackup.next_run_at : null,
    next_archive_at: nextArchive?.enabled ? nextArchive.next_run_at : null,
    tiers,
  }
}

export interface ArchiveResult {
  warmed: number
  cooled: number
  archived_files: number
  archived_bytes: number
  freed_bytes: number
  location: string
}

/**
 * Artifact archival: runs finished over 30 days ago move to warm (core files copied to the archive store, the
 * local folder removed), runs finished over 90 days ago go cold (archived files deleted; the run's DB row, plan
 * and attempts stay). Runs are taken oldest first in chunks, so a long backlog is worked through in one call.
 */
export async function archiveArtifacts(deps: Deps): Promise<ArchiveResult> {
  const archive = archiveStore(deps.config)
  const { warmBefore, coldBefore } = cutoffs(deps.clock.now())
  const result: ArchiveResult = { warmed: 0, cooled: 0, archived_files: 0, archived_bytes: 0, freed_bytes: 0, location: archive.location }
  const runsRoot = path.join(deps.config.dataDir, 'runs')
  for (;;) {
    const batch = await store.runsToMove(deps.db, 'hot', warmBefore, 100)
    if (batch.length === 0) break
    for (const run of batch) {
      const dir = path.join(runsRoot, run.id)
      const files = await store.artifactsOf(deps.db, run.id)
      let archived = 0
      let freed = 0
      for (const f of files) {
        freed += f.size
        if (!isCoreArtifact(f.path)) continue
        const local = path.join(dir, ...f.path.split('/'))
        const present = await fs.stat(local).catch(() => undefined)
        if (!present) continue
        await archive.putFile(`runs/${run.project_id}/${run.id}/${f.path}`, local)
        archived += present.size
        result.archived_files++
      }
      await fs.rm(dir, { recursive: true, force: true })
      await store.setTier(deps.db, {
        run_id: run.id,
        tier: 'warm',
        location: `${archive.location.replace(/\/$/, '')}/runs/${run.project_id}/${run.id}/`,
        archived_bytes: archived,
        freed_bytes: freed,
        moved_at: deps.clock.nowIso(),
      })
      result.warmed++
      result.archived_bytes += archived
      result.freed_bytes += freed
    }
  }
  for (;;) {
    const batch = await store.runsToMove(deps.db, 'warm', coldBefore, 100)
    if (batch.length === 0) break
    for (const run of batch) {
      await archive.deletePrefix(`runs/${run.project_id}/${run.id}/`)
      await store.setTier(deps.db, {
        run_id: run.id,
        tier: 'cold',
        location: null,
        archived_bytes: 0,
        freed_bytes: 0,
        moved_at: deps.clock.nowIso(),
      })
      result.cooled++
    }
  }
  // A run that aged straight past 90 days while the archiver was off is warmed above and cooled here in one pass.
  return result
}

/**
 * Creates the two system schedules (default project) unless they exist; safe to call from every process at once:
 * each has a fixed id, so a second process's insert is a no-op instead of a second schedule.
 */
export async function ensureSystemSchedules(deps: Deps): Promise<void> {
  for (const s of SYSTEM_SCHEDULES) {
    // Databases from before fixed ids hold them under random ids.
    const { total } = await schedulerStore.listSchedules(deps.db, 'default', s.kind, { limit: 1, offset: 0 })
    if (total > 0) continue
    await deps.scheduler.create({
      id: s.kind,
      project_id: 'default',
      kind: s.kind,
      name: s.name,
      cron_expression: s.cron,
      timezone: 'UTC',
      payload: {},
    })
  }
}

/** Scheduler handlers of the two system schedules; the leader runs them in-process. */
export function registerBackupSchedules(deps: Deps): void {
  deps.scheduler.register(BACKUP_SCHEDULE, async () => {
    const backup = await runBackup(deps, 'schedule')
    return { result: { backup_id: backup.id, size_bytes: backup.size_bytes } }
  })
  deps.scheduler.register(ARCHIVE_SCHEDULE, async () => ({ result: { ...(await archiveArtifacts(deps)) } }))
}
