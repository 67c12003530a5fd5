/**
 * Small readers for the shape of test code: top-level splitting of arguments and statements (quotes, brackets and
 * regex literals kept whole), and a call's name and arguments.
 */

/** Splits `text` at `separator` where it is outside quotes, brackets and `/regex/` literals. */
export function splitTopLevel(text: string, separator: ',' | ';' | '.'): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (ch === '"' || ch === "'" || ch === '`') {
      i = skipQuoted(text, i)
      continue
    }
    if (ch === '/' && /[(,=:\s]$|^$/.test(text.slice(Math.max(0, i - 1), i)) && text.indexOf('/', i + 1) > i + 1) {
      i = skipQuoted(text, i)
      continue
    }
    if ('([{'.includes(ch)) depth++
    else if (')]}'.includes(ch)) depth--
    else if (ch === separator && depth === 0 && !(separator === '.' && /\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? ''))) {
      parts.push(text.slice(start, i))
      start = i + 1
    }
  }
  parts.push(text.slice(start))
  return parts.map((part) => part.trim()).filter((part, index) => part !== '' || index > 0)
}

/** Whether brackets in `text` (outside quotes) never close more than they opened, and all close. */
function balanced(text: string): boolean {
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (ch === '"' || ch === "'" || ch === '`') i = skipQuoted(text, i)
    else if ('([{'.includes(ch)) depth++
    else if (')]}'.includes(ch) && --depth < 0) return false
  }
  return depth === 0
}

function skipQuoted(text: string, open: number): number {
  for (let i = open + 1; i < text.length; i++) {
    if (text[i] === '\\') i++
    else if (text[i] === text[open]) return i
  }
  return text.length
}

/** `name(args)` -> its name and top-level arguments; undefined when the text is not one call. */
export function callOf(text: string): { name: string; args: string[] } | undefined {
  const match = /^([A-Za-z_$][\w$]*)\s*\(([\s\S]*)\)$/.exec(text.trim())
  if (!match) return undefined
  const inner = match[2]!.trim()
  if (!balanced(inner)) return undefined
  return { name: match[1]!, args: inner === '' ? [] : splitTopLevel(inner, ',') }
}

/** `/re/flags` -> its pattern and flags. */
export function regexLiteral(text: string): { pattern: string; flags: string } | undefined {
  const match = /^\/(.+)\/([a-z]*)$/s.exec(text.trim())
  return match ? { pattern: match[1]!, flags: match[2]!.replace(/g/g, '') } : undefined
}

/** A quoted string's content, or undefined. */
export function quoted(text: string): string | undefined {
  const match = /^(["'`])(.*)\1$/s.exec(text.trim())
  return match ? match[2] : undefined
}

/** One link of a call chain: a property (`page`, `not`) or a call with its top-level arguments (`click()`). */
export interface ChainLink {
  name: string
  args?: string[]
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

/**
 * `page.getByRole('button', { name: 'Save' }).click()` -> its links (`page`, `getByRole(…)`, `click()`); undefined
 * when the text is not one chain of properties and calls (prose, an operator, an assignment).
 */
export function chainOf(text: string): ChainLink[] | undefined {
  const links: ChainLink[] = []
  for (const part of splitTopLevel(text.trim(), '.')) {
    if (IDENTIFIER.test(part)) links.push({ name: part })
    else {
      const call = callOf(part)
      if (!call) return undefined
      links.push(call)
    }
  }
  return links.length > 0 ? links : undefined
}

/** `{ name: 'Save', exact: true }` -> its entries, values as written; undefined when it is not a flat object literal. */
export function objectEntries(text: string): Record<string, string> | undefined {
  const body = /^\{([\s\S]*)\}$/.exec(text.trim())
  if (!body) return undefined
  const out: Record<string, string> = {}
  for (const entry of splitTopLevel(body[1]!, ',')) {
    if (entry === '') continue
    const pair = /^(["']?)([A-Za-z_$][\w$]*)\1\s*:\s*([\s\S]+)$/.exec(entry)
    if (!pair) return undefined
    out[pair[2]!] = pair[3]!.trim()
  }
  return out
}
