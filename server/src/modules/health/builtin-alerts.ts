import type { AppDeps } from '../../app-deps.js'
import { backupStatus } from '../backups/service.js'
import type { Alert, AlertRegistry } from './alerts.js'
import type { StorageReport } from './storage.js'

/** A running job whose heartbeat is older than this is stuck (its process is gone or wedged). */
export const STUCK_JOB_MS = 5 * 60 * 1000
/** A job queued longer than this has not been picked up. */
export const QUEUED_TOO_LONG_MS = 30 * 60 * 1000

/** disk_low, object_store_unreachable, backup_stale / backup_failed, stuck_jobs, pool_saturated. */
export function registerBuiltinAlerts(registry: AlertRegistry, storage: (deps: AppDeps) => Promise<StorageReport>): void {
  registry.register('storage', async (deps) => {
    const s = await storage(deps)
    const out: Alert[] = []
    if (s.disk.low) {
      out.push({
        id: 'disk_low',
        source: 'storage',
        severity: (s.disk.free_percent ?? 0) < deps.config.diskLowPercent / 2 ? 'critical' : 'warning',
        title: 'Disk space low',
        detail: `${s.disk.free_percent}% free on the disk of ${s.data_dir} (alert under ${deps.config.diskLowPercent}%)`,
        since: null,
      })
    }
    if (!s.object_store.reachable) {
      out.push({
        id: 'object_store_unreachable',
        source: 'storage',
        severity: 'warning',
        title: 'Archive store unreachable',
        detail: `${s.object_store.location}: ${s.object_store.detail ?? 'no answer'}`,
        since: null,
      })
    }
    return out
  })

  registry.register('backup', async (deps) => {
    const b = await backupStatus(deps)
    if (b.status === 'ok') return []
    if (b.status === 'failed') {
      return [
        {
          id: 'backup_failed',
          source: 'backup',
          severity: 'critical',
          title: 'Last backup failed',
          detail: b.last?.error ?? 'unknown error',
          since: b.last?.started_at ?? null,
        },
      ]
    }
    const detail =
      b.status === 'never'
        ? 'No backup has completed yet'
        : `Last good backup ${Math.round((b.age_s ?? 0) / 3600)} hours ago (${b.last_success_at})`
    return [{ id: 'backup_stale', source: 'backup', severity: 'warning', title: 'Backup stale', detail, since: b.last_success_at }]
  })

  registry.register('jobs', async (deps) => {
    const now = deps.clock.now()
    const [stuck, waiting] = await Promise.all([
      deps.db
        .selectFrom('jobs')
        .select([(eb) => eb.fn.countAll().as('n'), (eb) => eb.fn.min('heartbeat_at').as('oldest')])
        .where('status', '=', 'running')
        .where('heartbeat_at', '<', new Date(now - STUCK_JOB_MS).toISOString())
        .executeTakeFirstOrThrow(),
      deps.db
        .selectFrom('jobs')
        .select([(eb) => eb.fn.countAll().as('n'), (eb) => eb.fn.min('created_at').as('oldest')])
        .where('status', '=', 'queued')
        .where('created_at', '<', new Date(now - QUEUED_TOO_LONG_MS).toISOString())
        .executeTakeFirstOrThrow(),
    ])
    const out: Alert[] = []
    if (Number(stuck.n) > 0) {
      out.push({
        id: 'stuck_jobs',
        source: 'jobs',
        severity: 'critical',
        title: 'Stuck jobs',
        detail: `${Number(stuck.n)} running job(s) without a heartbeat for over ${STUCK_JOB_MS / 60000} minutes`,
        since: (stuck.oldest as string | null) ?? null,
      })
    }
    if (Number(waiting.n) > 0) {
      out.push({
        id: 'jobs_waiting',
        source: 'jobs',
        severity: 'warning',
        title: 'Jobs waiting',
        detail: `${Number(waiting.n)} job(s) queued for over ${QUEUED_TOO_LONG_MS / 60000} minutes`,
        since: (waiting.oldest as string | null) ?? null,
      })
    }
    return out
  })

  registry.register('browser_pool', async (deps) => {
    const pool = await deps.browserPool.status()
    if (pool.in_use < pool.max_slots || pool.queue_depth === 0) return []
    return [
      {
        id: 'pool_saturated',
        source: 'browser_pool',
        severity: 'warning',
        title: 'Browser pool saturated',
        detail: `${pool.in_use}/${pool.max_slots} slots in use, ${pool.queue_depth} waiting`,
        since: pool.queue[0]?.queued_at ?? null,
      },
    ]
  })
}
