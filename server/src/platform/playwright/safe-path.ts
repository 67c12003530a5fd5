import path from 'node:path'
import { FieldValidationError } from '../http/errors.js'

/** Where a bad name came from, as in a 422 body (`['body', 'name']`, `['path', 'name']`). */
export type FieldLoc = (string | number)[]

const MAX_NAME_CHARS = 1024
const MAX_SEGMENT_BYTES = 255
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this rejects.
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/

/**
 * Checks a user-supplied relative name (`checkout/happy path.md`) and returns it normalized: `/`-separated,
 * without empty or `.` segments. Throws a 422 `FieldValidationError` at `loc` for anything that could leave
 * its root or confuse the file system: `..` segments, absolute paths (`/x`, `C:x`), NUL and other control
 * characters, backslashes, and the same tricks percent-encoded (`%2e%2e%2f`, `%252e`, `%00`).
 *
 * @example
 * safeRelativePath('./checkout//happy.md', ['body', 'name']) // 'checkout/happy.md'
 * safeRelativePath('../etc/passwd', ['body', 'name'])        // throws 422 "… must not contain '..' segments"
 */
export function safeRelativePath(name: string, loc: FieldLoc): string {
  if (typeof name !== 'string' || name.length === 0) throw invalid(loc, 'A path is required', 'path_empty')
  if (name.length > MAX_NAME_CHARS) throw invalid(loc, `The path is longer than ${MAX_NAME_CHARS} characters`, 'path_too_long')
  checkLiteral(name, loc)
  for (const decoded of percentDecodings(name)) {
    try {
      checkLiteral(decoded, loc)
      checkSegments(decoded, loc)
    } catch (err) {
      if (err instanceof FieldValidationError) {
        throw invalid(loc, `The path must not hide traversal in percent-encoding (${err.msg})`, 'path_traversal')
      }
      throw err
    }
  }
  return checkSegments(name, loc).join('/')
}

/**
 * `safeRelativePath`, then joined to `root`: the absolute path of a user-named file that is guaranteed to be
 * inside `root` (lexically; the roots Specwright creates hold no symlinks).
 *
 * @example
 * resolveInsideRoot(paths.specs, req.body.name, ['body', 'name']) // '/data/workspace/specs/checkout/happy.md'
 */
export function resolveInsideRoot(root: string, name: string, loc: FieldLoc): string {
  const base = path.resolve(root)
  const resolved = path.resolve(base, safeRelativePath(name, loc))
  const rel = path.relative(base, resolved)
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) {
    throw invalid(loc, 'The path must stay inside its folder', 'path_traversal')
  }
  return resolved
}

function checkLiteral(name: string, loc: FieldLoc): void {
  if (name.includes('\u0000')) throw invalid(loc, 'The path must not contain NUL characters', 'string_nul')
  if (CONTROL_CHARS.test(name)) throw invalid(loc, 'The path must not contain control characters', 'path_control_char')
  if (name.includes('\\')) throw invalid(loc, 'The path must use "/" as separator, not backslashes', 'path_backslash')
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) {
    throw invalid(loc, 'The path must be relative, not absolute', 'path_absolute')
  }
}

function checkSegments(name: string, loc: FieldLoc): string[] {
  const segments = name.split('/').filter((s) => s !== '' && s !== '.')
  if (segments.includes('..')) throw invalid(loc, "The path must not contain '..' segments", 'path_traversal')
  if (segments.length === 0) throw invalid(loc, 'The path must name a file or folder', 'path_empty')
  for (const s of segments) {
    if (Buffer.byteLength(s) > MAX_SEGMENT_BYTES) {
      throw invalid(loc, `Each part of the path must be at most ${MAX_SEGMENT_BYTES} bytes`, 'path_too_long')
    }
  }
  return segments
}

/** Successive percent-decodings that change the text (double encoding included), stopping at invalid escapes. */
function percentDecodings(name: string): string[] {
  const out: string[] = []
  let current = name
  for (let i = 0; i < 4 && current.includes('%'); i++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      break
    }
    if (next === current) break
    out.push(next)
    current = next
  }
  return out
}

function invalid(loc: FieldLoc, msg: string, type: string): FieldValidationError {
  return new FieldValidationError(loc, msg, type)
}
