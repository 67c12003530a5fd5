/**
 * bench/pool: the execution platform's costs, each against a bare baseline measured in the same run —
 * browser-slot acquire+release (in-process and Redis) and no-op jobs/s on each queue adapter.
 * Run: npx tsx bench/pool.ts   (or the two halves: bench/pool-slots.ts, bench/pool-jobs.ts)
 */
await import('./pool-slots.js')
await import('./pool-jobs.js')
