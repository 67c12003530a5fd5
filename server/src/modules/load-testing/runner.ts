import autocannon, { type AutocannonOptions, type AutocannonResult } from 'autocannon'
import { rampSteps, toLoadResult, toRampStep } from './results.js'
import type { LoadResult } from './schemas.js'

/** What a run sends: the scenario as it was when the run was created. */
export interface ScenarioSnapshot {
  url: string
  method: string
  headers: Record<string, string>
  body: string | null
  connections: number
  duration_s: number | null
  amount: number | null
  ramp_up_s: number
}

/** One autocannon pass; `signal` stops it early (the figures so far are returned). */
async function pass(options: AutocannonOptions, signal: AbortSignal): Promise<AutocannonResult> {
  const instance = autocannon(options)
  const stop = () => instance.stop()
  signal.addEventListener('abort', stop, { once: true })
  try {
    return await instance
  } finally {
    signal.removeEventListener('abort', stop)
  }
}

/**
 * Runs a scenario: the ramp-up steps (each measured on its own), then the measured phase at full connections
 * for `duration_s` seconds or `amount` requests. Resolves early when `signal` aborts.
 */
export async function executeScenario(
  s: ScenarioSnapshot,
  signal: AbortSignal,
  onPhase: (message: string, pct: number) => void = () => {},
): Promise<LoadResult> {
  const base: AutocannonOptions = {
    url: s.url,
    method: s.method,
    headers: s.headers,
    ...(s.body !== null && s.body !== undefined ? { body: s.body } : {}),
    timeout: 10,
  }
  const steps = rampSteps(s.connections, s.ramp_up_s)
  const ramp: LoadResult['ramp'] = []
  for (const [i, step] of steps.entries()) {
    if (signal.aborted) break
    onPhase(`ramp-up ${i + 1}/${steps.length}: ${step.connections} connections`, Math.floor((i / (steps.length + 1)) * 100))
    ramp.push(toRampStep(step.connections, await pass({ ...base, connections: step.connections, duration: step.duration_s }, signal)))
  }
  onPhase(`measured phase: ${s.connections} connections`, Math.floor((steps.length / (steps.length + 1)) * 100))
  const bound = s.amount ? { amount: s.amount } : { duration: s.duration_s ?? 10 }
  const raw = await pass({ ...base, connections: s.connections, ...bound }, signal)
  return toLoadResult(raw, ramp)
}
