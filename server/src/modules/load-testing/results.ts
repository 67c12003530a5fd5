import type { AutocannonResult } from 'autocannon'
import type { LoadCompare, LoadResult, LoadRun } from './schemas.js'

type RampStep = LoadResult['ramp'][number]

const round = (v: number, digits = 2) => Math.round(v * 10 ** digits) / 10 ** digits
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0)

/** autocannon's figures for the measured phase, in our names (pure). */
export function toLoadResult(raw: AutocannonResult, ramp: RampStep[]): LoadResult {
  const l = raw.latency
  const responses = num(raw.requests.total)
  const errors = num(raw.errors)
  const timeouts = num(raw.timeouts)
  const non2xx = num(raw.non2xx)
  const attempts = responses + errors + timeouts
  const statusCodes: Record<string, number> = {}
  for (const [code, stat] of Object.entries(raw.statusCodeStats ?? {})) statusCodes[code] = num(stat.count)
  return {
    duration_s: round(num(raw.duration)),
    requests_total: responses,
    requests_sent: num(raw.requests.sent),
    requests_per_s: round(num(raw.requests.average)),
    bytes_per_s: round(num(raw.throughput.average)),
    latency_ms: {
      min: num(l.min),
      mean: round(num(l.mean)),
      stddev: round(num(l.stddev)),
      p50: num(l.p50),
      p75: num(l.p75),
      p90: num(l.p90),
      p97_5: num(l.p97_5),
      p99: num(l.p99),
      p99_9: num(l.p99_9),
      max: num(l.max),
    },
    errors,
    timeouts,
    non_2xx: non2xx,
    error_rate: attempts > 0 ? round((errors + timeouts + non2xx) / attempts, 4) : 0,
    status_codes: statusCodes,
    status_classes: {
      '1xx': num(raw['1xx']),
      '2xx': num(raw['2xx']),
      '3xx': num(raw['3xx']),
      '4xx': num(raw['4xx']),
      '5xx': num(raw['5xx']),
    },
    ramp,
  }
}

/** One ramp-up step's summary (pure). */
export function toRampStep(connections: number, raw: AutocannonResult): RampStep {
  return {
    connections,
    duration_s: round(num(raw.duration)),
    requests_per_s: round(num(raw.requests.average)),
    latency_p50_ms: num(raw.latency.p50),
    latency_p99_ms: num(raw.latency.p99),
  }
}

/** Connection counts of the ramp-up steps: up to 4 even steps below `connections` (pure). */
export function rampSteps(connections: number, rampUpS: number): { connections: number; duration_s: number }[] {
  if (rampUpS <= 0 || connections <= 1) return []
  const count = Math.min(4, connections - 1, rampUpS)
  const per = Math.max(1, Math.floor(rampUpS / count))
  const steps: { connections: number; duration_s: number }[] = []
  for (let i = 1; i <= count; i++) {
    const c = Math.max(1, Math.round((connections * i) / (count + 1)))
    if (steps.at(-1)?.connections !== c) steps.push({ connections: c, duration_s: per })
  }
  return steps
}

function delta(base: number | null, head: number | null) {
  if (base === null || head === null) return { base, head, change: null, change_pct: null }
  return { base, head, change: round(head - base), change_pct: base === 0 ? null : round(((head - base) / base) * 100, 1) }
}

/** Side by side figures of two runs and a verdict: ±10% on throughput or p99 latency decides (pure). */
export function compareLoadRuns(base: LoadRun, head: LoadRun): LoadCompare {
  const b = base.result
  const h = head.result
  const pick = (r: LoadResult | null, f: (r: LoadResult) => number) => (r ? f(r) : null)
  const metrics = {
    requests_per_s: delta(
      pick(b, (r) => r.requests_per_s),
      pick(h, (r) => r.requests_per_s),
    ),
    latency_p50_ms: delta(
      pick(b, (r) => r.latency_ms.p50),
      pick(h, (r) => r.latency_ms.p50),
    ),
    latency_p90_ms: delta(
      pick(b, (r) => r.latency_ms.p90),
      pick(h, (r) => r.latency_ms.p90),
    ),
    latency_p99_ms: delta(
      pick(b, (r) => r.latency_ms.p99),
      pick(h, (r) => r.latency_ms.p99),
    ),
    latency_max_ms: delta(
      pick(b, (r) => r.latency_ms.max),
      pick(h, (r) => r.latency_ms.max),
    ),
    error_rate: delta(
      pick(b, (r) => r.error_rate),
      pick(h, (r) => r.error_rate),
    ),
    bytes_per_s: delta(
      pick(b, (r) => r.bytes_per_s),
      pick(h, (r) => r.bytes_per_s),
    ),
  }
  let verdict: LoadCompare['verdict'] = 'incomparable'
  if (b && h) {
    const rps = b.requests_per_s > 0 ? (h.requests_per_s - b.requests_per_s) / b.requests_per_s : 0
    const p99 = b.latency_ms.p99 > 0 ? (h.latency_ms.p99 - b.latency_ms.p99) / b.latency_ms.p99 : 0
    const errs = h.error_rate - b.error_rate
    if (rps < -0.1 || p99 > 0.1 || errs > 0.01) verdict = 'worse'
    else if (rps > 0.1 || p99 < -0.1 || errs < -0.01) verdict = 'better'
    else verdict = 'similar'
  }
  return { base, head, metrics, verdict }
}
