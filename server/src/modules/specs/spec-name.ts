import { FieldValidationError } from '../../platform/http/errors.js'
import { type FieldLoc, safeRelativePath } from '../../platform/playwright/safe-path.js'

/** Single-segment names the API uses for its own routes (`GET /specs/automated`, …); a spec cannot take them. */
export const RESERVED_SPEC_NAMES = ['automated', 'folders', 'tags', 'validate'] as const

export const MAX_SPEC_NAME_CHARS = 500
/** Per folder or file name, leaving room for `.md` within the 255-byte file-name limit. */
const MAX_SEGMENT_CHARS = 200
/** Letters and digits of any script, space, and `_ - . , @ ( ) + ' &`: safe in file names and URLs everywhere. */
const SEGMENT_CHARS = /^[\p{L}\p{N}\p{M} _.,@()+'&-]+$/u

/**
 * A user-supplied spec name -> its canonical form, or a 422 at `loc`. Canonical: `/`-separated, no empty or `.`
 * segments, no surrounding whitespace, no `.md` suffix (`./checkout//Guest pays.md` -> `checkout/Guest pays`).
 * Traversal (`..`, absolute paths, backslashes, NUL, the same percent-encoded) is refused by `safeRelativePath`
 * first; then each folder and file name must be portable: allowed characters only, no leading dot (hidden
 * files), no trailing dot or space (Windows drops them), and no folder ending in `.md` (it would collide with
 * the file of the spec of the same name).
 *
 * @example
 * normalizeSpecName('checkout/guest.md', ['body', 'name']) // 'checkout/guest'
 * normalizeSpecName('../x', ['body', 'name'])              // throws 422 "The path must not contain '..' segments"
 */
export function normalizeSpecName(raw: string, loc: FieldLoc): string {
  const trimmed = raw.trim()
  if (trimmed.length > MAX_SPEC_NAME_CHARS)
    throw invalid(loc, `A spec name has at most ${MAX_SPEC_NAME_CHARS} characters`, 'string_too_long')
  const name = safeRelativePath(trimmed, loc).replace(/\.md$/i, '')
  const segments = name.split('/')
  for (const segment of segments) checkSegment(segment, loc)
  if (segments.length === 1 && (RESERVED_SPEC_NAMES as readonly string[]).includes(name)) {
    throw invalid(loc, `"${name}" is reserved by the API (GET /specs/${name}); choose another name or put it in a folder`, 'name_reserved')
  }
  return name
}

/** A folder filter (`checkout/cart/`) -> its canonical form (`checkout/cart`), or a 422 at `loc`. */
export function normalizeFolder(raw: string, loc: FieldLoc): string {
  return safeRelativePath(raw.trim(), loc)
}

function checkSegment(segment: string, loc: FieldLoc): void {
  if (segment === '') throw invalid(loc, 'A spec name needs a file name, not only folders', 'name_empty')
  if (segment.length > MAX_SEGMENT_CHARS) {
    throw invalid(loc, `Each folder or file name has at most ${MAX_SEGMENT_CHARS} characters`, 'string_too_long')
  }
  if (!SEGMENT_CHARS.test(segment)) {
    throw invalid(loc, `"${segment}": use letters, digits, spaces and _ - . , @ ( ) + ' &, with / between folders`, 'name_chars')
  }
  if (segment.startsWith('.')) throw invalid(loc, `"${segment}": a folder or file name cannot start with a dot`, 'name_hidden')
  if (segment.startsWith(' ') || segment.endsWith(' ') || segment.endsWith('.')) {
    throw invalid(loc, `"${segment}": a folder or file name cannot start or end with a space, or end with a dot`, 'name_edge')
  }
  if (/\.md$/i.test(segment)) throw invalid(loc, `"${segment}": only the spec itself may end in .md, not its folders`, 'name_md_folder')
}

function invalid(loc: FieldLoc, msg: string, type: string): FieldValidationError {
  return new FieldValidationError(loc, msg, type)
}
