import type { AppDeps } from '../../app-deps.js'
import { backupStatus } from '../backups/service.js'
import { type Alert, alertSources } from './alerts.js'
import { registerBuiltinAlerts } from './builtin-alerts.js'
import { computeStorage, type StorageReport } from './storage.js'
import { TtlValue } from './ttl-cache.js'

/** Storage figures are refreshed at most every 30 s, alerts and backup status every 5 s (in the background). */
export const STORAGE_TTL_MS = 30_000
export const STATUS_TTL_MS = 5_000

interface Caches {
  storage: TtlValue<StorageReport>
  backup: TtlValue<Awaited<ReturnType<typeof backupStatus>>>
  alerts: TtlValue<Alert[]>
}

const caches = new WeakMap<AppDeps, Caches>()

function cachesOf(deps: AppDeps): Caches {
  let c = caches.get(deps)
  if (!c) {
    const now = () => Date.now()
    c = {
      storage: new TtlValue(() => computeStorage(deps), STORAGE_TTL_MS, now),
      backup: new TtlValue(() => backupStatus(deps), STATUS_TTL_MS, now),
      alerts: new TtlValue(() => alertSources.collect(deps), STATUS_TTL_MS, now),
    }
    caches.set(deps, c)
  }
  return c
}

registerBuiltinAlerts(alertSources, (deps) => cachesOf(deps).storage.get())

export const storageHealth = (deps: AppDeps) => cachesOf(deps).storage.get()
export const backupHealth = (deps: AppDeps) => cachesOf(deps).backup.get()

export async function alertsHealth(deps: AppDeps) {
  const items = await cachesOf(deps).alerts.get()
  const status = items.some((a) => a.severity === 'critical') ? 'critical' : items.length > 0 ? 'warning' : 'ok'
  return { status: status as 'ok' | 'warning' | 'critical', items, sources: alertSources.names() }
}

/** Drops cached figures (after a backup, an archival or a settings change) so the next read is fresh. */
export function invalidateHealth(deps: AppDeps): void {
  const c = caches.get(deps)
  c?.storage.invalidate()
  c?.backup.invalidate()
  c?.alerts.invalidate()
}
