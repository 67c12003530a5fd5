/** What the winner rule reads of each provider's run in a comparison. */
export interface Contender {
  provider_id: string
  provider_name: string
  status: string
  pass_rate: number | null
  mean_score: number | null
  cost: number
  latency_p50_ms: number | null
}

const EPSILON = 1e-9

/**
 * The documented winner rule of a comparison: among runs that finished (passed or failed; errored and cancelled
 * runs cannot win), the highest pass rate wins; ties go to the higher mean score, then the lower total cost, then
 * the lower median latency. Equal on all four: no winner (a tie).
 */
export function pickWinner(contenders: readonly Contender[]): { provider_id: string | null; reason: string } {
  const eligible = contenders.filter((c) => (c.status === 'passed' || c.status === 'failed') && c.pass_rate !== null)
  if (eligible.length === 0) return { provider_id: null, reason: 'No provider finished its run' }
  const keys: { name: string; get: (c: Contender) => number; better: 'higher' | 'lower'; show: (n: number) => string }[] = [
    { name: 'pass rate', get: (c) => c.pass_rate ?? 0, better: 'higher', show: (n) => `${Math.round(n * 1000) / 10}%` },
    { name: 'mean score', get: (c) => c.mean_score ?? 0, better: 'higher', show: (n) => n.toFixed(3) },
    { name: 'cost', get: (c) => c.cost, better: 'lower', show: (n) => `$${n.toFixed(6)}` },
    { name: 'median latency', get: (c) => c.latency_p50_ms ?? Number.POSITIVE_INFINITY, better: 'lower', show: (n) => `${n} ms` },
  ]
  let pool = [...eligible]
  for (const key of keys) {
    const values = pool.map(key.get)
    const best = key.better === 'higher' ? Math.max(...values) : Math.min(...values)
    const leaders = pool.filter((c) => Math.abs(key.get(c) - best) <= EPSILON || key.get(c) === best)
    if (leaders.length === 1) {
      const winner = leaders[0]!
      const runnerUp = pool.filter((c) => c !== winner).map(key.get)
      const next = key.better === 'higher' ? Math.max(...runnerUp) : Math.min(...runnerUp)
      const tied = keys.slice(0, keys.indexOf(key)).map((k) => k.name)
      const prefix = tied.length > 0 ? `tied on ${tied.join(' and ')}; ` : ''
      const reason =
        pool.length < eligible.length || runnerUp.length > 0
          ? `${winner.provider_name} wins: ${prefix}${key.name} ${key.show(key.get(winner))} vs ${key.show(next)}`
          : `${winner.provider_name} is the only provider that finished`
      return {
        provider_id: winner.provider_id,
        reason: eligible.length === 1 ? `${winner.provider_name} is the only provider that finished` : reason,
      }
    }
    pool = leaders
  }
  return {
    provider_id: null,
    reason: `Tie: ${pool.map((c) => c.provider_name).join(', ')} are equal on pass rate, mean score, cost and median latency`,
  }
}
