import type { FastifyRequest } from 'fastify'
import { AppError, FieldValidationError } from '../../../platform/http/errors.js'

/** The CSV upload limit: 5 MB, enforced while the file streams in (multipart `fileSize`), not from headers. */
export const CSV_LIMIT_BYTES = 5 * 1024 * 1024
/** Browsers label .csv files differently (Windows sends the Excel type); all of these are read as CSV. */
export const CSV_TYPES = ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', 'text/comma-separated-values']

export class UnsupportedCsvTypeError extends AppError {
  constructor(detail: string) {
    super(415, 'UNSUPPORTED_MEDIA_TYPE', detail)
  }
}

/**
 * Reads the multipart field `file` as UTF-8 CSV text. Not multipart, another declared type, binary (NUL bytes) or
 * invalid UTF-8: 415. Past 5 MB the stream itself fails with 413 before the rest is read.
 */
export async function readCsvUpload(req: FastifyRequest): Promise<string> {
  if (!req.isMultipart())
    throw new UnsupportedCsvTypeError(
      `Unsupported request type "${req.headers['content-type'] ?? '(none)'}": send multipart/form-data with a "file" field`,
    )
  const file = await req.file()
  if (!file) throw new FieldValidationError(['body', 'file'], 'Attach the CSV as the multipart field "file"', 'missing')
  const type = file.mimetype.split(';')[0]?.trim().toLowerCase() ?? ''
  const ok = CSV_TYPES.includes(type) || (type === 'application/octet-stream' && /\.csv$/i.test(file.filename))
  if (!ok) {
    file.file.resume()
    throw new UnsupportedCsvTypeError(`Unsupported file type "${type}": upload a CSV (text/csv)`)
  }
  const bytes = await file.toBuffer() // FST_REQ_FILE_TOO_LARGE (413) once the stream passes 5 MB
  if (bytes.length === 0) throw new FieldValidationError(['body', 'file'], 'The file is empty', 'empty')
  if (bytes.includes(0)) throw new UnsupportedCsvTypeError('The file contains binary data: upload a text CSV')
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
  } catch {
    throw new UnsupportedCsvTypeError('The CSV is not valid UTF-8: save it as "CSV UTF-8"')
  }
}
