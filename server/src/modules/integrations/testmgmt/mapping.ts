import { createHash } from 'node:crypto'

/** TestRail's built-in result statuses. */
export const STATUS = { passed: 1, blocked: 2, untested: 3, retest: 4, failed: 5 } as const

/**
 * The remote status of a batch item, or null when it has no result to report (queued, running, skipped): a
 * Specwright `error` (the run could not execute) is a remote `failed` with the error in the comment.
 */
export function remoteStatus(itemStatus: string): number | null {
  if (itemStatus === 'passed') return STATUS.passed
  if (itemStatus === 'failed' || itemStatus === 'error') return STATUS.failed
  return null
}

/** TestRail's timespan format (`1h 2m 3s`); at least `1s`, since `0s` is refused. Null without a duration. */
export function elapsed(durationMs: number | null): string | undefined {
  if (durationMs === null || durationMs < 0) return undefined
  let s = Math.max(1, Math.round(durationMs / 1000))
  const h = Math.floor(s / 3600)
  s -= h * 3600
  const m = Math.floor(s / 60)
  s -= m * 60
  return [h ? `${h}h` : '', m ? `${m}m` : '', s ? `${s}s` : ''].filter(Boolean).join(' ')
}

/** The comment posted with a result: status, spec, the error (when any) and a link back to the run. */
export function resultComment(
  item: { spec_name: string; status: string; error: string | null; failure_class: string | null },
  runUrl: string | null,
): string {
  const lines = [`Specwright: ${item.spec_name} ${item.status}`]
  if (item.failure_class) lines.push(`Classification: ${item.failure_class}`)
  if (item.error) lines.push('', 'Error:', item.error.slice(0, 4000))
  if (runUrl) lines.push('', `Run: ${runUrl}`)
  return lines.join('\n')
}

/** What a remote case is derived from; a change of any part means the case must be updated. */
export function caseHash(specRef: string, content: string): string {
  return createHash('sha256').update(specRef).update('\0').update(content).digest('hex')
}
