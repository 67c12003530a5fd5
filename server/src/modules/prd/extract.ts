import type { FastifyRequest } from 'fastify'
import { extractText, getDocumentProxy } from 'unpdf'
import { AppError, FieldValidationError } from '../../platform/http/errors.js'

/** The spec's upload limit: 5 MB, enforced while the file streams in (multipart `fileSize`), not from headers. */
export const PRD_LIMIT_BYTES = 5 * 1024 * 1024
const PDF_TYPES = ['application/pdf', 'application/x-pdf']
const MARKDOWN_TYPES = ['text/markdown', 'text/x-markdown', 'text/plain']

export class UnsupportedPrdTypeError extends AppError {
  constructor(detail: string) {
    super(415, 'UNSUPPORTED_MEDIA_TYPE', detail)
  }
}

export interface PrdUpload {
  fileName: string
  kind: 'pdf' | 'markdown'
  mimeType: string
  bytes: Buffer
}

/**
 * Reads the multipart field `file`: a PDF (declared `application/pdf` and starting with `%PDF-`) or markdown
 * (declared `text/markdown` or `text/plain`, valid UTF-8 without NUL bytes). The declared type and the content
 * must agree; anything else is a 415. Over 5 MB is a 413 raised by the stream itself.
 */
export async function readPrdUpload(req: FastifyRequest): Promise<PrdUpload> {
  if (!req.isMultipart())
    throw new UnsupportedPrdTypeError(
      `Unsupported request type "${req.headers['content-type'] ?? '(none)'}": send multipart/form-data with a "file" field`,
    )
  const file = await req.file()
  if (!file) throw new FieldValidationError(['body', 'file'], 'Attach the PRD as the multipart field "file"', 'missing')
  const type = file.mimetype.split(';')[0]?.trim().toLowerCase() ?? ''
  const isPdf = PDF_TYPES.includes(type)
  const isMd = MARKDOWN_TYPES.includes(type) || (type === 'application/octet-stream' && /\.(md|markdown)$/i.test(file.filename))
  if (!isPdf && !isMd) {
    file.file.resume()
    throw new UnsupportedPrdTypeError(`Unsupported file type "${type}": upload a PDF (application/pdf) or markdown (text/markdown)`)
  }
  const bytes = await file.toBuffer() // FST_REQ_FILE_TOO_LARGE (413) once the stream passes 5 MB
  if (bytes.length === 0) throw new FieldValidationError(['body', 'file'], 'The file is empty', 'empty')
  if (isPdf && bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
    throw new UnsupportedPrdTypeError('The file is declared as a PDF but is not one (no %PDF- header)')
  if (isMd) {
    if (bytes.subarray(0, 5).toString('latin1') === '%PDF-')
      throw new UnsupportedPrdTypeError('The file is a PDF: upload it as application/pdf')
    if (bytes.includes(0)) throw new UnsupportedPrdTypeError('The markdown file contains binary data')
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    } catch {
      throw new UnsupportedPrdTypeError('The markdown file is not valid UTF-8')
    }
  }
  return {
    fileName: file.filename.slice(0, 255) || 'prd',
    kind: isPdf ? 'pdf' : 'markdown',
    mimeType: isPdf ? 'application/pdf' : 'text/markdown',
    bytes,
  }
}

/** The PRD's text: the PDF's text page by page (unpdf), or the markdown as is. A PDF that cannot be read is a 422. */
export async function extractPrdText(upload: PrdUpload): Promise<{ text: string; pages: number | null }> {
  if (upload.kind === 'markdown') return { text: upload.bytes.toString('utf8').replace(/^\uFEFF/, ''), pages: null }
  try {
    const pdf = await getDocumentProxy(new Uint8Array(upload.bytes))
    const { totalPages, text } = await extractText(pdf, { mergePages: false })
    return { text: text.join('\n\n'), pages: totalPages }
  } catch (err) {
    throw new FieldValidationError(
      ['body', 'file'],
      `The PDF could not be read: ${err instanceof Error ? err.message : String(err)}`,
      'pdf_unreadable',
    )
  }
}
