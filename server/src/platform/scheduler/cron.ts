import { Cron } from 'croner'

/** Standard 5-field cron (minute hour day-of-month month day-of-week; 0 and 7 = Sunday, `1-5` = Monday to Friday). */
export interface CronSpec {
  expression: string
  timezone: string
}

export type CronCheck = { valid: true } | { valid: false; field: 'cron_expression' | 'timezone'; error: string }

/** True when the runtime knows the IANA zone name. */
export function isValidTimezone(tz: string): boolean {
  if (!tz || tz.length > 64) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz })
    return true
  } catch {
    return false
  }
}

function build(spec: CronSpec): Cron {
  // `paused` with no callback: croner starts no timer; we only ask it for times. OR-ing day-of-month and
  // day-of-week (the default) is the standard cron meaning.
  return new Cron(spec.expression.trim(), { timezone: spec.timezone, mode: '5-part', paused: true })
}

/** Validates an expression and zone without throwing; names the field at fault. */
export function checkCron(spec: CronSpec): CronCheck {
  if (!isValidTimezone(spec.timezone)) return { valid: false, field: 'timezone', error: `Unknown IANA timezone "${spec.timezone}"` }
  const parts = spec.expression.trim().split(/\s+/)
  if (parts.length !== 5 || parts[0] === '') {
    return {
      valid: false,
      field: 'cron_expression',
      error: `Expected 5 fields (minute hour day-of-month month day-of-week), got ${parts[0] === '' ? 0 : parts.length}`,
    }
  }
  try {
    const cron = build(spec)
    if (!cron.nextRun(new Date())) return { valid: false, field: 'cron_expression', error: 'The expression never fires' }
    return { valid: true }
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).replace(/^CronPattern: /, '')
    return { valid: false, field: 'cron_expression', error: message }
  }
}

/** The next `count` due times strictly after `after`. */
export function nextTimes(spec: CronSpec, after: number, count: number): Date[] {
  return build(spec).nextRuns(count, new Date(after))
}

export function nextTime(spec: CronSpec, after: number): Date | null {
  return build(spec).nextRun(new Date(after))
}

/**
 * The due times in `[from, now]`, for the catch-up after downtime: the latest one and how many there were
 * (counted up to `cap`, since a minutely schedule idle for a month has tens of thousands).
 */
export function dueSince(spec: CronSpec, from: number, now: number, cap = 10_000): { latest: Date | null; count: number } {
  const cron = build(spec)
  let latest: Date | null = null
  let count = 0
  let cursor = cron.nextRun(new Date(from - 1))
  while (cursor && cursor.getTime() <= now && count < cap) {
    latest = cursor
    count++
    cursor = cron.nextRun(cursor)
  }
  if (count >= cap) latest = cron.previousRuns(1, new Date(now + 1))[0] ?? latest
  return { latest, count }
}
