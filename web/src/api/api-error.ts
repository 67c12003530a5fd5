import type { components } from './schema.js'

type ValidationIssue = components['schemas']['ValidationIssue']

/**
 * The one error type for every failed API call. `detail` is always a readable sentence: the server's
 * `{detail}` text, or the 422 issues joined into one line (also kept in `issues` for per-field display).
 */
export class ApiError extends Error {
  readonly status: number
  readonly detail: string
  readonly issues: ValidationIssue[]
  /** 423 only: when the account unlocks (ISO 8601). */
  readonly lockedUntil: string | undefined
  /** 429 only: seconds to wait. */
  readonly retryAfter: number | undefined
  /** 5xx only: the id to quote when reporting the failure. */
  readonly requestId: string | undefined

  constructor(
    status: number,
    detail: string,
    extra: { issues?: ValidationIssue[]; lockedUntil?: string; retryAfter?: number; requestId?: string } = {},
  ) {
    super(detail)
    this.name = new.target.name
    this.status = status
    this.detail = detail
    this.issues = extra.issues ?? []
    this.lockedUntil = extra.lockedUntil
    this.retryAfter = extra.retryAfter
    this.requestId = extra.requestId
  }

  /** Builds the error from a failed response and its parsed body (whatever shape it has). */
  static fromResponse(response: Pick<Response, 'status' | 'statusText' | 'headers'>, body: unknown): ApiError {
    const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
    const requestId = stringOr(record.request_id) ?? response.headers.get('x-request-id') ?? undefined
    const extra = {
      lockedUntil: stringOr(record.locked_until),
      retryAfter: typeof record.retry_after === 'number' ? record.retry_after : undefined,
      requestId: response.status >= 500 ? requestId : undefined,
    }
    const detail = record.detail
    if (Array.isArray(detail)) {
      const issues = detail.filter(isIssue)
      return new ApiError(response.status, issues.map(describeIssue).join('; ') || 'Invalid request', { ...extra, issues })
    }
    if (typeof detail === 'string' && detail) return new ApiError(response.status, detail, extra)
    if (typeof body === 'string' && body.trim() && body.length < 300) return new ApiError(response.status, body.trim(), extra)
    return new ApiError(response.status, `${response.status} ${response.statusText || 'Request failed'}`.trim(), extra)
  }
}

/** Status 0: the request never got an HTTP answer (server down, network, CORS). */
export const NETWORK_ERROR_STATUS = 0

export function networkError(cause: unknown): ApiError {
  const reason = cause instanceof Error && cause.message ? ` (${cause.message})` : ''
  return new ApiError(NETWORK_ERROR_STATUS, `Cannot reach the Specwright API${reason}`)
}

/** Anything thrown by a query or mutation, as an ApiError (programming errors keep their message). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  return new ApiError(-1, error instanceof Error ? error.message : String(error))
}

/** The message for one field (`body.email`), for showing 422 issues next to form inputs. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined
  return error.issues.find((i) => i.loc[0] === 'body' && i.loc[1] === field)?.msg
}

type FetchResult<T> = { data?: T; error?: unknown; response: Response }

/**
 * Awaits an openapi-fetch call and returns its data, or throws the one ApiError. Pages never read
 * `response.error` themselves.
 *
 * @example
 * const project = await unwrap(api.GET('/projects/{project_id}', { params: { path: { project_id } } }))
 */
export async function unwrap<T>(pending: Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>
  try {
    result = await pending
  } catch (err) {
    // An ApiError here comes from a failed token refresh inside the auth middleware.
    throw err instanceof ApiError ? err : networkError(err)
  }
  if (!result.response.ok) throw ApiError.fromResponse(result.response, result.error)
  return result.data as T
}

function stringOr(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined
}

function isIssue(value: unknown): value is ValidationIssue {
  const v = value as Partial<ValidationIssue> | null
  return !!v && Array.isArray(v.loc) && typeof v.msg === 'string'
}

function describeIssue(issue: ValidationIssue): string {
  const where = issue.loc.filter((part, i) => !(i === 0 && ['body', 'query', 'path', 'header'].includes(String(part)))).join('.')
  return where ? `${where}: ${issue.msg}` : issue.msg
}
