/**
 * Loose rules (see loose-rules.ts for the form) for a shown value told by how it changed or that it stayed (round 12,
 * docs/ui-spec-format.md "Loose phrasings"): `Balance should drop to "40 pts"`, `Verify status is changed to
 * Cancelled for D-14`, `Points still say "40 pts"`, `I should still see "X" under My loans`. What the value was
 * before is not checked (the step only says what it is now), so each is the check that the value is shown now.
 */

import type { LooseRule } from './loose-rules.js'
import { CHECK, M } from './loose-words.js'

/** A few lower-case words naming what holds the value (`balance`, `the order status`); never a pronoun. */
const SUBJECT = `(?:the\\s+|my\\s+|your\\s+)?((?!(?:i|we|you|they|he|she|it|this|that|there|still|now|again|also|then)\\b)[A-Za-z][\\w-]*(?:\\s+[a-z][\\w-]*){0,2})`
/** What changes but is no shown text: the page, the URL, a whole view. */
const NOT_A_HOLDER =
  /\b(?:page|url|address|route|screen|view|tab|window|browser|dialog|modal|menu|mode|layout|theme|sort|focus|title|count|number\s+of|value|button|link|checkbox|switch|toggle|radio|field|input|dropdown|select|option)\b/i
const CHANGED =
  '(?:drop(?:s|ped)?|fall(?:s|en)?|fell|go(?:es)?\\s+(?:up|down)|went\\s+(?:up|down)|gone\\s+(?:up|down)|rise(?:s|n)?|rose|increase[sd]?|decrease[sd]?|change[sd]?|update[sd]?|switch(?:es|ed)?|turn(?:s|ed)?|jump(?:s|ed)?|climb(?:s|ed)?)'
/**
 * A value written without quotes after `to`: a token holding a digit. A word (`Cancelled`) is quoted on the raw text
 * first (`quoteChangedValue`), as the sentence layer may respell it.
 */
const BARE_VALUE = '\\d[\\w.,:/-]*'
/** A record named by its code at the end (`for D-14`, `for #1042`): capitals and digits, never a plain word. */
/** A record's code: capitals then digits (`D-14`, `PRM-0419`), `#` and digits, or digits, capitals, a hyphen (`3B-14`). */
export const CODE = '#?[A-Z]{1,6}-?\\d[\\w-]*|#\\d[\\w-]*|\\d{1,4}[A-Z]{1,3}-\\d[\\w-]*'

const quote = (text: string) => (/^\uE000\d+\uE001$/.test(text) ? text : `"${text}"`)

export const CHANGED_VALUE_RULES: LooseRule[] = [
  // `Balance should drop to "40 pts"`, `Verify status is changed to Cancelled for D-14`, `the total has gone up to "€12"`.
  [
    [' to '],
    new RegExp(
      `^(?:${CHECK}\\s+(?:that\\s+)?)?${SUBJECT}\\s+(?:(?:should|must|will)\\s+(?:now\\s+)?(?:have\\s+)?|(?:is|has|have)\\s+(?:now\\s+)?(?:been\\s+)?)?${CHANGED}\\s+to\\s+(${M}|${BARE_VALUE})(?:\\s+for\\s+(${M}|${CODE}))?$`,
      'i',
    ),
    (_spans, subject, value, row) => {
      // `The Working days value should update to 3.5`: a labelled value is the field's value.
      const field = /^(.+?)\s+value$/i.exec(subject!)?.[1]
      if (field) return row || NOT_A_HOLDER.test(field) ? undefined : `verify the ${field} field has value ${quote(value!)}`
      if (NOT_A_HOLDER.test(subject!)) return undefined
      return `verify the ${subject!.toLowerCase()} shows ${quote(value!)}${row ? ` for ${quote(row)}` : ''}`
    },
  ],
  // `In the calendar the new block should read "X"`: a place in lower-case words the grammar does not know, before a
  // value told as what its holder says; the text is checked on the page (as `"X" is in the wishlist` is).
  [
    ['in the'],
    /^in\s+the\s+(?!(?:[a-z]+\s+)?(?:dialog|modal|pop-?up|sidebar|side\s+bar|header|footer|list|table|grid|menu|form|panel|section|navigation|toolbar|row|tab|field)\b)[a-z][\w-]*(?:\s+[a-z][\w-]*)?,?\s+(?=the\s+(?!(?:[a-z]+\s+)?(?:title|heading|url|address|value|count|page)\b)[a-z][\w\s-]*?\s(?:says|reads|shows|displays)\s+\uE000\d+\uE001$)/i,
    '',
  ],
  // `Points still say "40 pts"`, `the badge now reads "3"`, `Basket lists "A" and "B"`: values told as what their
  // holder says or lists.
  [
    ['still', 'now', 'again', 'say', 'read', 'show', 'display', 'list', 'include'],
    new RegExp(
      `^${SUBJECT}\\s+(?:still\\s+|now\\s+|again\\s+)?(says?|reads?|shows?|displays?|lists?|includes?)\\s+(${M}(?:\\s+and\\s+${M})?)$`,
      'i',
    ),
    (_spans, subject, verb, value) =>
      NOT_A_HOLDER.test(subject!) || /\bvalue$/i.test(subject!)
        ? undefined
        : `verify the ${subject!.toLowerCase()} ${/^(?:list|include)/i.test(verb!) ? 'lists' : 'shows'} ${value}`,
  ],
  // `Verify the Start time field is reset to empty`, `… is cleared`: a field told empty by what was done to it.
  [['reset', 'cleared'], /\b(is|are)\s+(?:now\s+)?(?:reset\s+to\s+(?:empty|blank)|cleared)$/i, '$1 empty'],
  // `I should still see "X"`, `verify "X" is still shown`: what stays is checked as it is.
  [['still'], /^still\s+(?=see\b)/i, ''],
  [['still'], /\b(is|are)\s+still\s+(?=(?:shown|visible|displayed|present|there|listed|enabled|disabled|checked|unchecked)$)/i, '$1 '],
  // `… under My loans`, `… below Current lease`: a shown text placed under a heading named without quotes; the heading
  // is no region the grammar can name, so the text is checked on the page.
  [
    ['under', 'below'],
    new RegExp(
      `^((?:see|${CHECK}\\s+(?:that\\s+)?)\\s*${M}(?:\\s+(?:is|are)\\s+(?:shown|visible|displayed|listed|present))?)\\s+(?:under|below)\\s+(?:the\\s+)?[A-Z][\\w-]*(?:\\s+[a-z][\\w-]*){0,2}(?:\\s+(?:heading|section))?$`,
    ),
    '$1',
  ],
]

/**
 * `… is changed to Cancelled for D-14`: a capitalised word a value changed to is quoted before the sentence layer reads
 * the step (which would respell or lower-case it as a word of the sentence).
 */
export function quoteChangedValue(text: string): string {
  return text.replace(
    new RegExp(
      `(\\b(?:is|are|has|have|been|should|will|must)\\s+(?:now\\s+)?(?:have\\s+)?(?:been\\s+)?${CHANGED}\\s+to\\s+)([A-Z][\\w-]*)(?=\\s+for\\s|\\s*$)`,
      'i',
    ),
    (all, lead: string, word: string) => (/^[A-Z]/.test(word) ? `${lead}"${word}"` : all),
  )
}
