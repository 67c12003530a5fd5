/**
 * Names written without quotes, and checks that name their subject first (round 13), as loose rules (loose-rules.ts
 * format: words the step must hold, pattern on the masked sentence, replacement). Each rule quotes a name only where
 * something bounds it on both sides: a verb before it and a role noun, a place (`in the …`), `for`, `next to` or the
 * end of the step after it; a row's name between a preposition and `row` / `card`; a record's name between `for` and
 * the check's verb. Where a bound is missing, or a word could belong to the name or to the sentence (`Sign in`, `Try
 * again`), no rule applies and the step stays reported. The rewrite is read by the whole pipeline and kept only when
 * understood, so a rule can turn a report into a reading, never change a reading.
 */

import { verbOf } from '../understanding/sentence.js'
import type { UiAction } from './actions.js'
import { normalizeKey } from './keys.js'
import type { LooseRule } from './loose-rules.js'
import { M } from './loose-words.js'
import { UI_VERBS } from './ui-verbs.js'

/** A name's word: capitalised or a number (`Spin 45`, `D-14`, `VW Golf`); `-` joins a range (`21 Dec - 24 Dec`). */
const CAP = "(?!\\d+(?:st|nd|rd|th)\\b)[A-Z0-9][\\w'&./-]*"
/** A record's name: capitalised words, numbers and identifiers only, so it cannot swallow a lower-case word of the step. */
const RECORD = `((?:${CAP}|${M})(?:\\s+(?:${CAP}|${M}|[-–]))*)`
/** A label: a capital, then up to three words of any case, none a word that joins a sentence. */
const LABEL = "([A-Z][\\w'/-]*(?:\\s+(?!(?:the|a|an|in|on|at|for|of|to|with|and|or|from|into|next|is|are|be)\\b)[A-Za-z0-9][\\w'/-]*){0,3})"
/** Words that say what a sentence does, never the first word of a name of a control stated first. */
const NOT_A_NAME_LEAD =
  /^(?:the|a|an|this|that|these|those|each|every|no|any|all|some|both|other|another|only|first|second|third|fourth|fifth|last|verify|check|ensure|confirm|assert|validate|see|expect|make|then|and|also)$/i
/** Nouns naming a kind of element or region: before a quoted name they are its role, never a record's kind. */
const ELEMENT_NOUN =
  /^(?:button|link|tab|field|input|box|textbox|checkbox|radio|toggle|switch|dropdown|select|combobox|menu|option|dialog|modal|popup|page|screen|section|panel|region|area|sidebar|header|footer|heading|title|message|error|warning|toast|notification|notice|alert|banner|label|text|badge|tag|chip|tooltip|hint|icon|image|list|table|grid|column|cell|form|value|placeholder|url|tile|card|item|entry|line|total|count|counter|step|column)$/i
/** Field labels' last words: a label ending so that "still has" a value is a form field keeping it. */
const FIELD_HEAD =
  /^(?:address|name|e-?mail|phone|number|date|code|city|country|postcode|zip|password|username|comments?|notes|description|reference|amount|quantity)$/i

/** A name as one quote: an identifier inside it was masked as a value (`INV-2031`), and is written back. */
function named(spans: readonly string[], name: string): string {
  return `"${name.replace(/\uE000(\d+)\uE001/g, (_m, n: string) => (spans[Number(n)] ?? '').replace(/^"|"$/g, '')).trim()}"`
}

/** First words of a place or a part of a page, never of a record's name (`Step 2`, `Header row`, `First row`). */
const NOT_A_RECORD_LEAD =
  /^(?:step|page|tab|screen|section|slide|level|stage|phase|part|row|line|column|header|footer|heading|total|totals|summary|top|bottom|first|second|third|fourth|fifth|last|next|previous|current|selected|new|empty|each|every|this|that|any|no|my|your)$/i

/**
 * A record's name the words fix: a digit in it (`Spin 45`, `INV-2031`) or two words or more (`Dune Messiah`); one
 * capitalised word may be an audience or a place (`for Guests`, `for Admin`) and stays reported.
 */
function isRecord(spans: readonly string[], record: string): boolean {
  const words = record.split(/\s+/).filter((word) => !/^[-–]$/.test(word))
  if (NOT_A_RECORD_LEAD.test(words[0] ?? '')) return false
  return /\d/.test(named(spans, record)) || words.length >= 2
}

/** A name that is one quote already. */
const LONE_MASK = /^\uE000\d+\uE001$/

const SHOW_VERB = '(?:should\\s+(?:show|read|say|display)|shows|reads|says|displays)'

export const UNQUOTED_RULES: LooseRule[] = [
  // `Status for 21 Dec - 24 Dec is still "Pending"`, `Spots left for Spin 45 should read "11 spots left"`: a column's
  // value for a record named between "for" and the check's verb (a message's words are no column: `Error for Email`).
  [
    [' for '],
    new RegExp(
      `^((?:the\\s+)?[A-Za-z][\\w-]*(?:\\s+[a-z][\\w-]*){0,2})\\s+for\\s+${RECORD}\\s+((?:is|are|should|must|shows|reads|says|displays)\\b.*${M}\\s*)$`,
    ),
    (spans, column, record, rest) =>
      LONE_MASK.test(record!) || !isRecord(spans, record!) || /\b(?:error|message|hint|warning|validation|tooltip|help)\b/i.test(column!)
        ? undefined
        : `${column} for ${named(spans, record!)} ${rest}`,
  ],
  // `Dune Messiah row shows status "Pending"`, `Ep 42 row shows status Draft`: a row named first; one bare word after
  // the column's noun is its value. A step opening "The X row" may name the row "X" or "The X" and stays reported.
  [
    [' row '],
    new RegExp(
      `^(?:(?:verify|check|ensure|confirm)\\s+(?:that\\s+)?)?(?!The\\s)${RECORD}\\s+row\\s+(?:still\\s+)?(?:shows|displays|has|says|reads|contains)\\s+(?:(?:the\\s+)?(?:status|state|label|badge|tag|text|value)\\s+)?(${M}|[A-Za-z0-9][\\w.,:/%€$£-]*)$`,
    ),
    (spans, row, text) =>
      isRecord(spans, row!)
        ? `verify ${text!.startsWith('\uE000') ? text : `"${text}"`} is shown in the row ${named(spans, row!)}`
        : undefined,
  ],
  // `Row "PRM-2026-0419" status is "Under review"`, `Desk "D-14" should show "Free all day"`: a record's noun and
  // name, then the text its row shows; a noun of an element (`Button "Save" shows …`) is not a record's.
  [
    ['"', '\uE000'],
    new RegExp(
      `^(?:(?:verify|check|ensure|confirm)\\s+(?:that\\s+)?)?(?:the\\s+)?([A-Za-z][a-z]+)\\s+(${M})\\s+(?:[a-z]+\\s+)?(?:still\\s+)?(?:is|should\\s+(?:be|show|read|say)|shows|reads|says|displays)\\s+(${M})$`,
      'i',
    ),
    // A record is named by an identifier (a digit in it): `Verify "Email" shows "x"` may be a field, a region or a row.
    (spans, noun, row, text) =>
      ELEMENT_NOUN.test(noun!) || NOT_A_NAME_LEAD.test(noun!) || !/\d/.test(named(spans, row!))
        ? undefined
        : `verify ${text} is shown in the row ${row}`,
  ],
  // `Verify "Reserve" button for Morning Yoga is disabled`: a control's record, named between "for" and the check's verb.
  [
    [' for '],
    new RegExp(
      `\\b(button|link|icon|checkbox|field|dropdown|tab|switch|toggle)\\s+for\\s+${RECORD}\\s+(?=(?:is|are|should|must|stays|remains)\\s)`,
    ),
    // A record already quoted is left to the rules that read it so (loose-rules.ts).
    (spans, noun, record) => (LONE_MASK.test(record!) || !isRecord(spans, record!) ? undefined : `${noun} for ${named(spans, record!)} `),
  ],
  // `"Booked" badge appears on Spin 45`: a text shown "on" a record named by an identifier (a digit in it); "on
  // Monday" or "on Dashboard" name no record.
  [
    [' on '],
    // Not case-blind, here and wherever a name's capitals bound it (`on INV-9 and INV-10` names two records).
    new RegExp(`^(.*${M}.*?\\b(?:appears|is\\s+shown|is\\s+visible|is\\s+displayed|shows\\s+up))\\s+on\\s+${RECORD}$`),
    (spans, check, record) =>
      /\d/.test(named(spans, record!)) && isRecord(spans, record!) ? `${check} in the row ${named(spans, record!)}` : undefined,
  ],
  // `… appears in The Hobbit row`, `Click "Select" on the VW Golf card`: capitalised words between a preposition and
  // the record's noun are its name (mid-step, a capital "The" is part of a title).
  [
    [' row', ' card', ' tile'],
    new RegExp(`\\b(in|on|for|from|of|within|inside)\\s+(?:the\\s+)?${RECORD}\\s+(row|card|tile)\\b`),
    (spans, joint, record, noun) =>
      LONE_MASK.test(record!) || !isRecord(spans, record!) ? undefined : `${joint} the ${named(spans, record!)} ${noun}`,
  ],
  // `Click the trash icon on the D-14 booking`: a record named by an identifier and its kind, ending the step.
  [
    [' the '],
    new RegExp(`\\b(?:on|in|for)\\s+the\\s+${RECORD}\\s+([a-z]+)$`),
    (spans, record, noun) =>
      /\d/.test(named(spans, record!)) && isRecord(spans, record!) && !ELEMENT_NOUN.test(noun!)
        ? `in the ${named(spans, record!)} row`
        : undefined,
  ],
  // `Hover the info icon next to Unique listeners`: a name after "next to" that ends the step.
  [['next to'], new RegExp(`\\bnext\\s+to\\s+(?:the\\s+)?${LABEL}$`), 'next to "$1"'],
  // `Click Log out in the header`, `Tap Details next to Order 7`: after a click, capitalised words up to a place or
  // "next to" are the control's name (`Sign in in the …` stops at "in", and nothing quotes it). A capitalised action
  // "for" a capitalised name (`Click Book for room R-12`) may be one label or a row's control: it stays reported, and
  // so does a name after "the", which a capital "My" may have become (`Click My Orders`).
  [
    [' in the ', ' on the ', ' at the ', ' next to '],
    new RegExp(
      `^((?:double-|right-)?click|tap|hover(?:\\s+over)?)\\s+(?:on\\s+)?(${CAP}(?:\\s+${CAP})*)\\s+(?=(?:in|on|at|inside|within|under)\\s+the\\s|next\\s+to\\s)`,
    ),
    // A key's name is pressed, not clicked (`Tap Enter on the keyboard`).
    (_s, verb, name) =>
      NOT_A_NAME_LEAD.test(name!.split(/\s+/)[0]!) || normalizeKey(name!) !== undefined ? undefined : `${verb} "${name}" `,
  ],
  // `Enter 2026-07-10 as Pick-up date`: a single value typed "as" a label that ends the step.
  [
    [' as '],
    new RegExp(`^([Ee]nter|[Tt]ype|[Ii]nput|[Pp]ut|[Ff]ill\\s+in|[Kk]ey\\s+in)\\s+(${M}|[\\w.,:/+€$£-]+)\\s+as\\s+(?:the\\s+)?${LABEL}$`),
    (_s, verb, text, label) => `${verb} ${text!.startsWith('\uE000') ? text : `"${text}"`} into the "${label}" field`,
  ],
  // `Next button stays enabled`: first in a check, the words before a role noun are its name, unless they say what the
  // sentence does (`Verify …`, `Each …`) or are an ordinal.
  [
    [' button', ' link', ' tab', ' checkbox', ' field', ' dropdown', ' icon', ' switch', ' toggle'],
    /^([A-Z][\w'-]*(?:\s+[A-Za-z][\w'-]*){0,2})\s+(button|link|tab|checkbox|field|dropdown|icon|switch|toggle)\s+(?=(?:is|are|stays|remains|should|must|becomes|gets|appears|looks)\b|(?:visible|enabled|disabled|hidden|checked|unchecked|shown|displayed|present|selected)\b)/,
    (_s, name, noun) => (NOT_A_NAME_LEAD.test(name!.split(/\s+/)[0]!) ? undefined : `The "${name}" ${noun} `),
  ],
  // `Property address still has "14 Elm Street"`: a capitalised label holding a value is a field's (as round 5 reads
  // `Name: x`), when it ends as field labels do; a label that may be a region (`Cart still contains …`) stays reported.
  [
    ['has', 'holds', 'contains', 'keeps', 'retains'],
    new RegExp(
      `^(?:[Tt]he\\s+)?([A-Z][\\w-]*(?:\\s+(?!still\\b)[a-z][\\w-]*){0,2})\\s+(?:still\\s+)?(?:has|holds|contains|keeps|retains)\\s+(${M})$`,
    ),
    (_s, label, text) => (FIELD_HEAD.test(label!.split(/\s+/).at(-1)!) ? `the "${label}" field has value ${text}` : undefined),
  ],
  // `The Payment terms field should default to "Net 30"`: a field's first value is the value it has.
  [
    ['default', 'prefilled', 'pre-filled', 'preset', 'pre-set', 'populated'],
    new RegExp(
      `\\s+(?:should\\s+default\\s+to|defaults\\s+to|(?:is|should\\s+be)\\s+(?:pre-?filled|pre-?populated|pre-?set)\\s+(?:with|to))\\s+(${M})$`,
      'i',
    ),
    ' should have value $1',
  ],
  // `Total price should show €312.00`, `Total downloads should be displayed as "18,204"`: an amount shown by its label.
  [
    ['show', 'read', 'say', 'display'],
    new RegExp(
      `^([A-Za-z][\\w-]*(?:\\s+[a-z][\\w-]*){0,2})\\s+(?:${SHOW_VERB}|(?:is|should\\s+be)\\s+(?:displayed|shown)\\s+as)\\s+([€$£]?\\d[\\d.,]*(?:\\s?[€$£%])?|${M})$`,
    ),
    // A bare whole number may be a count (`Inbox should show 12`): only an amount or a grouped number is a text.
    (_s, label, text) =>
      /\b(?:field|input|box|dropdown|count|url|title|page|list|table|results?|items?|rows?)\b/i.test(label!) || /^\d+$/.test(text!)
        ? undefined
        : `verify ${text!.startsWith('\uE000') ? text : `"${text}"`} is visible`,
  ],
  // `Young driver fee notice "…" is visible`: words before a message's noun and its quoted text only say what it is
  // for (a heading's words are a11y-rules.ts's).
  [
    ['notice', 'notification', 'message', 'toast', 'alert', 'banner'],
    new RegExp(
      `^(?:[A-Za-z][\\w-]*\\s+){1,4}(notice|notification|message|toast|alert|banner)\\s+(${M})\\s+((?:is|are|should|must|appears|exists|shows)\\b.*)$`,
    ),
    (_s, noun, name, rest) => `the ${noun!.toLowerCase()} ${name} ${rest}`,
  ],
  // `Grades saved notification is displayed`: a message written without quotes, a capital and a participle last.
  [
    ['notification', 'message', 'toast', 'alert', 'banner', 'confirmation'],
    /^([A-Z][a-z]+(?:\s+[a-z]+){0,3}\s+(?:[a-z]+ed|sent|paid|done|made|set|taken))\s+(?:notification|message|toast|alert|banner|confirmation)\s+(is\s+displayed|is\s+shown|is\s+visible|appears|shows\s+up|pops\s+up)$/,
    (_s, text, state) => `verify "${text}" ${/^(?:appears|shows|pops)/.test(state!) ? 'is visible' : state}`,
  ],
  // `The "Saved" label is shown on the button`: a nameless control is no place the runner can search in.
  [
    ['on the'],
    new RegExp(
      `^((?:the\\s+)?(?:text\\s+)?${M}(?:\\s+(?:label|text|caption))?\\s+(?:is|should\\s+be)\\s+(?:shown|visible|displayed))\\s+on\\s+the\\s+(?:button|link|tab)$`,
      'i',
    ),
    '$1',
  ],
  // `Permit number starting "PP-" should be displayed`: a text that starts so is shown (the check finds it in the text).
  [
    ['starting', 'beginning', 'starts', 'begins'],
    new RegExp(
      `^(?:the\\s+)?(?:[A-Za-z][\\w-]*\\s+){1,3}(?:starting|beginning|that\\s+starts|that\\s+begins)(?:\\s+with)?\\s+(${M})\\s+(is|should\\s+be|must\\s+be)\\s+(displayed|shown|visible)$`,
      'i',
    ),
    'verify $1 is visible',
  ],
]

/** States a check ends with, after which "yet" or "already" adds nothing (`is not checked yet`, `is already disabled`). */
const STATE_WORD =
  '(?:checked|unchecked|ticked|selected|enabled|disabled|visible|hidden|shown|displayed|empty|filled|active|inactive|expanded|collapsed)'

/** Adverbs of time in a check that do not change what is checked (round 13); "still" and "now" the sentence drops. */
export const TIME_ADVERB_RULES: LooseRule[] = [
  [
    ['already', 'yet'],
    new RegExp(`\\b(is|are|be|stays|remains)\\s+(not\\s+)?(?:already|yet)\\s+(?=(?:not\\s+)?${STATE_WORD}\\b)`, 'i'),
    '$1 $2',
  ],
  [['already', 'yet'], new RegExp(`\\b(${STATE_WORD})\\s+(?:yet|already)$`, 'i'), '$1'],
]

/**
 * `Uncheck Return to a different location`: what a box is ticked by is its label, to the end of the step. Read only on
 * the step as its writer wrote it (another rule may have cut its end): a place after the label (`in the …`, `for
 * Anna`, `next to`) or a last `again` (`Tick Don't show this again`, `Untick Ask me again`) may end the label or
 * belong to it, so such a step is left as written and stays reported.
 */
export function quoteToggleLabel(text: string): string {
  const found = /^(uncheck|untick|tick|deselect|unselect)\s+(?:the\s+)?([A-Z][\w'-]*(?:\s+[\w'-]+){0,7})\.?$/i.exec(text.trim())
  if (!found || !/^[A-Z]/.test(found[2]!)) return text
  const label = found[2]!
  // `Uncheck Email alerts then click Save`, `… and click Save`: a second step is no part of a label.
  const joined =
    /[,;:!?]|\s(?:then|and\s+then)\s/i.test(label) ||
    (/\band\s+(\w+)/i.test(label) && verbOf(/\band\s+(\w+)/i.exec(label)![1]!, UI_VERBS) !== undefined)
  const open =
    joined ||
    /\s(?:(?:in|on|at|within|inside|under|from)\s+(?:the|a|an|this|that|my|your)\b|next\s+to\b|for\s+[A-Z0-9])/.test(` ${label}`) ||
    /\s(?:again|checkbox|box|option|toggle|switch|radio)$/i.test(` ${label}`)
  return open ? text : `${found[1]} "${label}"`
}

/** `Ticket T-88 row reads "Escalated"`: a row named first, before the check's verb. */
const ROW_FIRST =
  /^(?:(?:verify|check|ensure|confirm)\s+(?:that\s+)?)?(?:the\s+)?\S.*?\s+row\s+(?:still\s+)?(?:shows|displays|has|says|reads|contains|lists|is)\b/i

/**
 * A reading of a check whose row is named first that checks no row has left the row out (it would pass on any row
 * showing the text); it is reported, and the loose rules may then read the row (UNQUOTED_RULES).
 */
export function lostRowReason(actions: readonly UiAction[], text: string): string | undefined {
  if (!/ row /i.test(text) || !ROW_FIRST.test(text.trim()) || actions.some((a) => JSON.stringify(a).includes('"within"'))) return undefined
  return 'the row named first is left out of the reading; quote its name ("…" row)'
}
