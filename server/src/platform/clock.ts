/** Time source passed to services, so lockouts and expiries are tested without sleeping. */
export interface Clock {
  now(): number
  nowIso(): string
}

export const systemClock: Clock = {
  now: () => Date.now(),
  nowIso: () => new Date().toISOString(),
}
