/**
 * A step's text made safe to read: tidied (straight quotes, one line, no emphasis) and masked (quoted values,
 * placeholders, URLs, paths and JSON replaced by numbered marks the grammars never touch), and put back after.
 */

export interface Masked {
  /** The text with protected spans replaced by `\uE000<n>\uE001`. */
  text: string
  spans: string[]
}

const SPAN = /\uE000(\d+)\uE001/g

/**
 * Straight quotes, one line, no emphasis; backtick code becomes a quoted value; a markdown list or task-list mark
 * (`- [ ] `, `* [x] `) is no part of the step.
 */
export function tidy(text: string): string {
  return remembered(tidied, text, tidyText)
}

function tidyText(text: string): string {
  return text
    .replace(/^\s*(?:[-*+]\s+)?\[[ xX]\]\s+/, '')
    .replace(/[“”„″«»]/g, '"')
    .replace(/[‘’‚′‹›]/g, "'")
    .replace(/`([^`]*)`/g, '"$1"')
    .replace(/\*\*|__/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * Masks double-quoted values, single-quoted values that are plainly quotes, placeholders, URLs, paths and JSON.
 * The result is frozen and shared: a step's readers mask the same text many times.
 */
export function mask(text: string): Masked {
  return remembered(masks, text, maskText)
}

function maskText(text: string): Masked {
  const spans: string[] = []
  const keep = keeper(spans)
  let out = text.replace(/"[^"]*"/g, keep)
  // 'John' is a quote; "don't" and "user's" are not (a letter on both sides of the apostrophe).
  out = out.replace(/(^|[\s(,:])'([^']+)'(?=$|[\s.,;:!?)])/g, (_, lead: string, inner: string) => `${lead}${keep(`"${inner}"`)}`)
  out = out.replace(/\{\{[^}]*\}\}\S*/g, keep)
  // An e-mail address is a value wherever it stands (`type bob@acme.io into email`): it is read as quoted.
  out = out.replace(/(?<![\w@.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, (m) => keep(`"${m}"`))
  // An identifier with a letter prefix and a number (`WH-2231`, `POL-778812`) is a value wherever it stands, unless a
  // capitalised word follows (then it starts a name: `COVID-19 Info`).
  out = out.replace(/(?<![\w\uE000/.=:{-])[A-Z]{2,}[A-Z0-9]*-\d[\w-]*(?![\w\uE001/])(?!\s+[A-Z0-9])/g, (m) => keep(`"${m}"`))
  // A clock time (`type 06:15`, `End time to 14:00`) is one value: its colon is no label's.
  out = out.replace(/(?<![\w:.\uE000-])\d{1,2}:\d{2}(?::\d{2})?(?![\w:.\uE001])(?!\s*(?:GMT|UTC)\b)/g, (m) => keep(`"${m}"`))
  out = out.replace(/\bhttps?:\/\/\S+|(?<=\s|^)\/[\w\-./?=&%#:~{}]*/g, keep)
  out = out.replace(/[{[][\s\S]*[}\]]/g, (m) => (/^[{[]\s*["\]}\d\uE000-]/.test(m) ? keep(m) : m))
  return Object.freeze({ text: out, spans: Object.freeze(spans) as string[] })
}

/**
 * A replacer that keeps a span and leaves its marker. Made here, not as a named arrow in maskText: the server runs
 * under tsx, whose keepNames gives every named closure a defineProperty call each time it is made.
 */
function keeper(spans: string[]): (s: string) => string {
  return (s) => `\uE000${spans.push(s) - 1}\uE001`
}

const tidied = new Map<string, string>()
const masks = new Map<string, Masked>()

/** Drops the kept tidy/mask results (the validation bench reads every step afresh). */
export function forgetMasks(): void {
  tidied.clear()
  masks.clear()
}

/** A pure function's result for `text`, kept: each step is tidied and masked ~8 times by the readers it passes. */
function remembered<T>(cache: Map<string, T>, text: string, compute: (text: string) => T): T {
  const kept = cache.get(text)
  if (kept !== undefined) return kept
  if (cache.size >= 4096) cache.clear()
  const fresh = compute(text)
  cache.set(text, fresh)
  return fresh
}

/** Puts the protected spans back (spans may hold spans: a JSON body with quoted keys). */
export function unmask(masked: Masked, text = masked.text): string {
  let out = text
  for (let i = 0; i < 4 && /\uE000/.test(out); i++) out = out.replace(SPAN, (_, n: string) => masked.spans[Number(n)] ?? '')
  return out
}
