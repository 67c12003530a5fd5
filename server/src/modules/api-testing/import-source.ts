import type { FastifyRequest } from 'fastify'
import { parse as parseYaml } from 'yaml'
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
  const generic = GENERIC_TYPES.includes(type) && OPENAPI_FILE_NAME.test(file.filename ?? '')
  if (!OPENAPI_MIME_TYPES.includes(type) && !generic) {
    file.file.resume()
    throw new UnsupportedMediaTypeError(type)
  }
  const buffer = await file.toBuffer() // throws FST_REQ_FILE_TOO_LARGE (413) past the limit
  const text = buffer.toString('utf8')
  if (generic && !looksLikeJsonOrYaml(text)) throw new UnsupportedMediaTypeError(type)
  return text
}

/** What `curl -F file=@openapi.json` and browsers send when they do not know the type. */
const GENERIC_TYPES = ['application/octet-stream', 'binary/octet-stream', '']
const OPENAPI_FILE_NAME = /\.(?:json|ya?ml)$/i

/** A generic upload is taken when its text parses as JSON or YAML to an object (the importer then validates it). */
function looksLikeJsonOrYaml(text: string): boolean {
  if (text.includes('\u0000')) return false
  try {
    const value: unknown = text.trimStart().startsWith('{') ? JSON.parse(text) : parseYaml(text)
    return value !== null && typeof value === 'object' && !Array.isArray(value)
  } catch {
    return false
  }
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
