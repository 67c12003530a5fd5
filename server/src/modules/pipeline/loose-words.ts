/**
 * The words and pieces the loose rules (loose-rules.ts) are built of: the masked quote, check verbs and states, a
 * record named at the end of a check, labels and places that are no label or place, amounts, and one part of a
 * charter's arrow line.
 */

export const M = '\\uE000\\d+\\uE001'
export const CHECK = '(?:verify|check|ensure|assert|confirm|make\\s+sure)'
/** A state a check ends with, before a tail saying when or for whom. */
export const STATE =
  '(?:disabled|enabled|hidden|visible|shown|displayed|present|available|unavailable|greyed\\s+out|grayed\\s+out|checked|unchecked|selected|empty|read-?only)'
/** A record named without quotes at the end of a check: a name starting with a capital, a digit or `#`, or a mark. */
export const ROW = `(#?${M}|#?[A-Z0-9][\\w.'#/-]*(?:\\s+[A-Za-z0-9][\\w.'/-]*){0,3}(?:\\s+\\([\\w\\s.-]+\\))?)`

const SPAN = /^(#?)\uE000(\d+)\uE001$/
/** A row's name as a quote (`#` and a masked `DS-5521` are one name: `"#DS-5521"`). */
export function quoted(spans: readonly string[], name: string): string {
  const mark = SPAN.exec(name)
  if (!mark) return `"${name.trim()}"`
  const inner = (spans[Number(mark[2])] ?? '').replace(/^"|"$/g, '')
  return `"${mark[1]}${inner}"`
}
/** A value written without quotes (`€1,213.80`) is quoted; a mark stays a mark. */
export const value = (text: string) => (/^\uE000\d+\uE001$/.test(text) ? text : `"${text}"`)

/** Words of a labelled check that name what the grammar checks otherwise (a field's value, the URL, a count). */
export const NOT_A_LABEL =
  /\b(?:field|input|box|textbox|area|hint|dropdown|select|combo|url|address|title|heading|placeholder|value|count|number|button|link|checkbox|tab|page|dialog|list|table|focus|it|this|that|there|text|row|rows|column|cell|result|results|item|items|entry|entries|line|first|second|third|fourth|fifth|last|next|previous|\d+(?:st|nd|rd|th))\b/i

/** An unknown region a quoted text is shown in: lower-case words naming no row, field, list or dialog. */
export const PLACE_WORDS =
  '(?:(?!(?:row|column|cell|field|input|dropdown|table|list|grid|dialog|modal|pop-?up|toast|first|second|third|last|same|other)\\b)[a-z][\\w-]*)'

/** An amount of money: digits with a currency sign or code (`€1,213.80`, `12.50 EUR`); a bare number may be a count. */
export function isAmount(spans: readonly string[], text: string): boolean {
  const mark = SPAN.exec(text)
  const said = (mark ? (spans[Number(mark[2])] ?? '').replace(/^"|"$/g, '') : text).trim()
  return /^(?:(?:[€$£¥]|[A-Z]{3}\s?)\s?-?\d[\d.,\s]*|-?\d[\d.,\s]*\s?(?:[€$£¥]|[A-Z]{3}))$/.test(said)
}

/** A record's name, never a time or a duration (`for 3 seconds`, `on Monday`). */
export const NOT_A_ROW =
  /^(?:\d+\s+(?:seconds?|secs?|s|ms|minutes?|mins?|hours?|days?|times?)|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)$/i

export const ORDINAL = '(?:first|second|third|fourth|fifth|sixth|last)'

/** One part of an arrow line (`"Bulk edit" -> "Set markup" -> dialog "X" shown`) as the step it stands for. */
export function arrowPart(spans: readonly string[], part: string, first: boolean, last: boolean): string | undefined {
  const isUrl = (mark: string) => /^(?:\/|https?:|\{\{)/.test(spans[Number(SPAN.exec(mark)?.[2])] ?? '')
  const text = part.trim()
  const alone = new RegExp(`^(?:[A-Za-z]+:?\\s+)?(${M})$`).exec(text)
  if (alone && isUrl(alone[1]!)) return first ? `go to ${alone[1]}` : `verify the url contains ${alone[1]}`
  const result = new RegExp(
    `^(?:(?:a|the)\\s+)?(toast|message|notification|snackbar|banner|alert|dialog|modal)?\\s*(${M})(?:\\s+(?:is\\s+)?(?:shown|visible|displayed|appears|opens))?$`,
    'i',
  ).exec(text)
  if (last && result) return `verify ${result[2]} is visible${/dialog|modal/i.test(result[1] ?? '') ? ' in the dialog' : ''}`
  // `-> "Orders" heading`, `-> "Undo" button gone`: a named element shown, or gone.
  const element = new RegExp(
    `^(?:the\\s+)?(${M})\\s+(heading|button|link|tab|checkbox)(?:\\s+(?:is\\s+)?(shown|visible|displayed|gone|hidden|disappears))?$`,
    'i',
  ).exec(text)
  if (last && element)
    return `verify the ${element[1]} ${element[2]} is ${/gone|hidden|disappears/i.test(element[3] ?? '') ? 'not ' : ''}visible`
  if (alone) return `click ${alone[1]}`
  const placed = new RegExp(`^(footer|header|sidebar|navigation|menu)\\s+(${M})\\s+(link|button|tab)$`, 'i').exec(text)
  if (placed) return `click the ${placed[2]} ${placed[3]} in the ${placed[1]!.toLowerCase()}`
  const opened = new RegExp(`^(${M}):?\\s+(${M})(?:\\s+without\\s+[a-z][\\w\\s-]*)?$`).exec(text)
  // The mask takes a colon after a path into it (`/invoices/new: "Save"`): the path is written out without it.
  const path = (mark: string) => (spans[Number(SPAN.exec(mark)?.[2])] ?? '').replace(/:$/, '')
  if (opened && first && isUrl(opened[1]!)) return `go to ${path(opened[1]!)}; click ${opened[2]}`
  return /^(?:click|tap|press|open|go\s+to|select|type|enter)\b/i.test(text) ? text : undefined
}
