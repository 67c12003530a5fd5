/** What a quick security scan fetched (its input) and what a check reports (a finding). */

export const SEVERITIES = ['high', 'medium', 'low', 'info'] as const
export type Severity = (typeof SEVERITIES)[number]

export interface Finding {
  /** Stable key of the check, e.g. `header.csp.missing`. */
  check: string
  title: string
  severity: Severity
  category: 'headers' | 'cookies' | 'tls' | 'cors' | 'exposure' | 'disclosure' | 'content' | 'transport'
  /** What was seen (a header line, a path and status, a snippet). */
  evidence: string
  remediation: string
  url: string
}

export interface TlsFacts {
  protocol: string | null
  cipher: string | null
  authorized: boolean
  authorization_error: string | null
  issuer: string | null
  subject: string | null
  valid_from: string | null
  valid_to: string | null
  days_left: number | null
}

export interface Probe {
  path: string
  url: string
  status: number
  contentType: string
  body: string
}

export interface ScanInput {
  url: string
  status: number
  /** Response headers, lower-case names (joined with ", " when repeated, except cookies). */
  headers: Record<string, string>
  setCookies: string[]
  body: string
  /** The answer to the same request with a foreign `Origin`. */
  cors: { origin: string; allowOrigin: string | null; allowCredentials: boolean }
  probes: Probe[]
  tls: TlsFacts | null
}
