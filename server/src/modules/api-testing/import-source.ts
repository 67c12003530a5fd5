import type { FastifyRequest } from 'fastify'
import { AppError, FieldValidationError } from '../../platform/http/errors.js'

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

/** Fetches an OpenAPI document by URL with a time and size limit. */
export async function fetchOpenApiDocument(url: string): Promise<string> {
  let res: Response
  try {
    res = await fetch(url, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { accept: 'application/json, application/yaml, text/yaml, */*' },
    })
  } catch (err) {
    throw new FieldValidationError(
      ['body', 'url'],
      `Could not fetch ${url}: ${err instanceof Error ? err.message : String(err)}`,
      'fetch_failed',
    )
  }
  if (!res.ok) throw new FieldValidationError(['body', 'url'], `Fetching ${url} answered HTTP ${res.status}`, 'fetch_failed')
  const declared = Number(res.headers.get('content-length') ?? 0)
  if (declared > UPLOAD_LIMIT_BYTES) throw new PayloadTooLargeError()
  const reader = res.body?.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  while (reader) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > UPLOAD_LIMIT_BYTES) {
      await reader.cancel()
      throw new PayloadTooLargeError()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}
