import fs from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'kysely'
import type { AppDeps } from '../../app-deps.js'
import { archiveStore } from '../backups/service.js'

export interface FolderUse {
  name: string
  path: string
  bytes: number
  files: number | null
  /** How the figure is known: `index` (recorded as files are written), `records` (backup/archive rows), `stat`. */
  source: 'index' | 'records' | 'stat'
}

async function fileSize(file: string): Promise<number> {
  return (await fs.stat(file).catch(() => undefined))?.size ?? 0
}

async function databaseUse(deps: Pick<AppDeps, 'db' | 'dialect' | 'config'>): Promise<FolderUse> {
  if (deps.dialect === 'postgres') {
    const { rows } = await sql<{ n: string }>`select pg_database_size(current_database()) as n`.execute(deps.db)
    return { name: 'database', path: 'postgresql', bytes: Number(rows[0]?.n ?? 0), files: null, source: 'stat' }
  }
  const file = path.join(deps.config.dataDir, 'specwright.db')
  const sizes = await Promise.all([file, `${file}-wal`, `${file}-shm`].map(fileSize))
  return { name: 'database', path: file, bytes: sizes.reduce((a, b) => a + b, 0), files: null, source: 'stat' }
}

/**
 * Disk use of each data folder without walking any of them: run artifacts from the artifact index (sizes
 * recorded when a run writes its files), backups and archive from their rows, the database by stat.
 */
export async function computeStorage(deps: AppDeps) {
  const dataDir = deps.config.dataDir
  const [runs, backups, tiers, database, disk] = await Promise.all([
    deps.db
      .selectFrom('run_artifacts')
      .select([(eb) => eb.fn.countAll().as('files'), (eb) => eb.fn.sum<number | string>('size').as('bytes')])
      .executeTakeFirstOrThrow(),
    deps.db
      .selectFrom('backups')
      .select([(eb) => eb.fn.countAll().as('files'), (eb) => eb.fn.sum<number | string>('size_bytes').as('bytes')])
      .where('status', '=', 'completed')
      .executeTakeFirstOrThrow(),
    deps.db
      .selectFrom('run_tiers')
      .select([(eb) => eb.fn.countAll().as('runs'), (eb) => eb.fn.sum<number | string>('archived_bytes').as('bytes')])
      .where('tier', '=', 'warm')
      .executeTakeFirstOrThrow(),
    databaseUse(deps),
    fs.statfs(dataDir).catch(() => undefined),
  ])
  const archive = archiveStore(deps.config)
  const folders: FolderUse[] = [
    database,
    { name: 'runs', path: path.join(dataDir, 'runs'), bytes: Number(runs.bytes ?? 0), files: Number(runs.files), source: 'index' },
    {
      name: 'backups',
      path: path.join(dataDir, 'backups'),
      bytes: Number(backups.bytes ?? 0),
      files: Number(backups.files),
      source: 'records',
    },
  ]
  if (archive.kind === 'local') {
    folders.push({ name: 'archive', path: archive.location, bytes: Number(tiers.bytes ?? 0), files: null, source: 'records' })
  }
  const total = disk ? disk.blocks * disk.bsize : null
  const free = disk ? disk.bavail * disk.bsize : null
  const started = performance.now()
  let reachable = true
  let detail: string | null = null
  try {
    await Promise.race([
      archive.ping(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('no answer within 3000 ms')), 3000).unref()),
    ])
  } catch (err) {
    reachable = false
    detail = err instanceof Error ? err.message || err.name : String(err)
  }
  const freePercent = total && free !== null ? Math.round((free / total) * 1000) / 10 : null
  return {
    data_dir: dataDir,
    disk: {
      total_bytes: total,
      free_bytes: free,
      free_percent: freePercent,
      low: freePercent !== null && freePercent < deps.config.diskLowPercent,
    },
    folders,
    used_bytes: folders.reduce((a, f) => a + f.bytes, 0),
    object_store: {
      kind: archive.kind,
      location: archive.location,
      reachable,
      latency_ms: reachable ? Math.round((performance.now() - started) * 10) / 10 : null,
      detail,
      warm_runs: Number(tiers.runs),
      warm_bytes: Number(tiers.bytes ?? 0),
    },
    checked_at: deps.clock.nowIso(),
  }
}
export type StorageReport = Awaited<ReturnType<typeof computeStorage>>
