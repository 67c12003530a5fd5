import { sql } from 'kysely'
import type { AppDeps } from '../../app-deps.js'
import { processMetrics } from '../../platform/process-metrics.js'

type Check = { status: 'ok' | 'down' | 'disabled'; latency_ms?: number; detail?: string }

async function timed(probe: () => Promise<unknown>, timeoutMs = 2000): Promise<Check> {
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
      }),
    ])
    return { status: 'ok', latency_ms: Math.round((performance.now() - started) * 10) / 10 }
  } catch (err) {
    return { status: 'down', detail: err instanceof Error ? err.message : String(err) }
  } finally {
    clearTimeout(timer)
  }
}

/** Database down means the service is down; a configured but unreachable Redis degrades it. */
export async function checkHealth(deps: Pick<AppDeps, 'db' | 'kv' | 'version' | 'startedAt'>) {
  const database = await timed(() => sql`select 1`.execute(deps.db))
  const kvstore: Check = deps.kv ? await timed(() => deps.kv!.ping()) : { status: 'disabled' }
  const status = database.status === 'down' ? 'down' : kvstore.status === 'down' ? 'degraded' : 'ok'
  return {
    status,
    version: deps.version,
    uptime_s: Math.round((Date.now() - deps.startedAt) / 1000),
    checks: { database, kvstore },
    process: processMetrics(),
  } as const
}
