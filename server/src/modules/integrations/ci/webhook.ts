import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/** Constant-time equality of two strings of any length (compares their SHA-256 digests). */
export function safeEqual(a: string, b: string): boolean {
  const da = createHash('sha256').update(a).digest()
  const db = createHash('sha256').update(b).digest()
  return timingSafeEqual(da, db) && a.length === b.length
}

/** GitHub: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body>`. */
export function verifyGithubSignature(secret: string, rawBody: Buffer, header: string | undefined): boolean {
  if (!header?.startsWith('sha256=')) return false
  const expected = `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`
  return safeEqual(expected, header.trim().toLowerCase())
}

/** GitLab: `X-Gitlab-Token` carries the secret itself. */
export function verifyGitlabToken(secret: string, header: string | undefined): boolean {
  if (!header) return false
  return safeEqual(secret, header)
}

export interface CiEvent {
  event: string
  status: string | null
  ref: string | null
  sha: string | null
  url: string | null
  pipeline: string | null
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v.slice(0, 500) : null)
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {})

/** The CI result a GitHub delivery carries (workflow_run, check_suite, or just the event name). */
export function githubEvent(event: string, payload: unknown): CiEvent {
  const p = obj(payload)
  const run = obj(p.workflow_run ?? p.check_suite)
  const status = str(run.conclusion) ?? str(run.status) ?? str(p.action)
  return {
    event,
    status,
    ref: str(run.head_branch) ?? str(p.ref),
    sha: str(run.head_sha) ?? str(p.after),
    url: str(run.html_url),
    pipeline: str(run.name) ?? str(obj(p.workflow).name),
  }
}

/** The CI result a GitLab delivery carries (Pipeline Hook / Job Hook, or just the event name). */
export function gitlabEvent(event: string, payload: unknown): CiEvent {
  const p = obj(payload)
  const attrs = obj(p.object_attributes)
  return {
    event,
    status: str(attrs.status) ?? str(p.build_status),
    ref: str(attrs.ref) ?? str(p.ref),
    sha: str(attrs.sha) ?? str(p.sha) ?? str(p.checkout_sha),
    url: str(attrs.url),
    pipeline: str(attrs.name) ?? (typeof attrs.id === 'number' ? `#${attrs.id}` : null),
  }
}
