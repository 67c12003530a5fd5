import type { FastifyRequest } from 'fastify'
import { AppError, FieldValidationError } from '../../platform/http/errors.js'
import { BlockedAddressError, type SafeFetchResult, safeGet } from '../../platform/http/safe-fetch.js'

/** The spec's upload limit: 5 MB, checked while the file streams in (not from Content-Length). */
export const UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024
const FETCH_TIMEOUT_MS = 15_000

/** JSON and YAML under the names clients actually send them with. */
const OPENAPI_MIME_TYPES = [
  'application/json',
  'application/yaml',
  'application/x-yaml',
  'text/yaml',
  'text/x-yaml',
  'text/plain',
  'application/vnd.oai.openapi',
  'application/vnd.oai.openapi+json',
]

export class UnsupportedMediaTypeError extends AppError {
  constructor(type: string) {
    super(415, 'UNSUPPORTED_MEDIA_TYPE', `Unsupported file type "${type}": upload the OpenAPI document as JSON or YAML`)
  }
}

export class PayloadTooLargeError extends AppError {
  constructor() {
    super(413, 'PAYLOAD_TOO_LARGE', 'The OpenAPI document is larger than the 5 MB limit')
  }
}

/** Reads the multipart field `file` of an import request as text, enforcing type and size. */
export async function readOpenApiUpload(req: FastifyRequest): Promise<string> {
  if (!req.isMultipart()) throw new UnsupportedMediaTypeError(req.headers['content-type'] ?? '(none)')
  const file = await req.file()
  if (!file) throw new FieldValidationError(['body', 'file'], 'Attach the OpenAPI document as the multipart field "file"', 'missing')
  const type = file.mimetype.split(';')[0]?.trim().toLowerCase() ?? ''
  if (!OPENAPI_MIME_TYPES.includes(type)) {
    file.file.resume()
    throw new UnsupportedMediaTypeError(type)
  }
  const buffer = await file.toBuffer() // throws FST_REQ_FILE_TOO_LARGE (413) past the limit
  return buffer.toString('utf8')
}

/**
 * Fetches an OpenAPI document by URL with a time and size limit. Loopback, private and link-local targets are
 * refused (every resolved address, every redirect hop) unless IMPORT_ALLOW_PRIVATE=true.
 */
export async function fetchOpenApiDocument(url: string, opts: { allowPrivate: boolean }): Promise<string> {
  let res: SafeFetchResult
  try {
    res = await safeGet(url, {
      allowPrivate: opts.allowPrivate,
      timeoutMs: FETCH_TIMEOUT_MS,
      maxBytes: UPLOAD_LIMIT_BYTES,
      tooLarge: () => new PayloadTooLargeError(),
    })
  } catch (err) {
    if (err instanceof PayloadTooLargeError) throw err
    if (err instanceof BlockedAddressError) {
      throw new FieldValidationError(
        ['body', 'url'],
        `Refusing to fetch ${url}: ${err.message} (an administrator can allow private addresses with IMPORT_ALLOW_PRIVATE=true)`,
        'address_not_allowed',
      )
    }
    throw new FieldValidationError(
      ['body', 'url'],
      `Could not fetch ${url}: ${err instanceof Error ? err.message : String(err)}`,
      'fetch_failed',
    )
  }
  if (res.status < 200 || res.status >= 300) {
    throw new FieldValidationError(['body', 'url'], `Fetching ${url} answered HTTP ${res.status}`, 'fetch_failed')
  }
  return res.body.toString('utf8')
}
