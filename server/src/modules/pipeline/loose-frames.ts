/**
 * Loose rules (see loose-rules.ts for the form) that run before the others: the frames polite and told steps put
 * around a documented step, `Expect X to have …` of test libraries, and role words the grammar knows by another name
 * (round 11, second pass; docs/ui-spec-format.md "Loose phrasings"). Like every loose rule they only rewrite a step
 * no other reading understands, and the rewrite is kept only when it is understood whole.
 */

import type { LooseRule } from './loose-rules.js'
import { CHECK, M, NOT_A_ROW, STATE } from './loose-words.js'

/** The third person of the verbs an `expect … to <verb>` check is written with. */
const THIRD_PERSON: Readonly<Record<string, string>> = {
  have: 'has',
  contain: 'contains',
  show: 'shows',
  display: 'displays',
  include: 'includes',
  equal: 'equals',
  be: 'is',
}

/** A control the focus is said to be on: a quote or a role noun, never a bare word (`focus should be on speed`). */
const FOCUS_TARGET = `(?=[^\\n]*(?:${M}|\\b(?:field|input|box|textbox|dropdown|combo\\s*box|select|button|link|checkbox|tab|switch|radio)\\b))`

export const LOOSE_FRAMES: LooseRule[] = [
  // Lead words of a told step that say when or as whom: `At this point …`, `Once that is done, …`, `As the admin, …`.
  [
    ['at this point', 'once that', 'once this', 'when that', 'after that is'],
    /^(?:at\s+this\s+point|(?:once|when|after)\s+(?:that|this)\s+is\s+done),?\s+/i,
    '',
  ],
  [['at this point'], /\s+at\s+this\s+point$/i, ''],
  [['as '], /^as\s+(?:the|a|an)\s+[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2},\s+/i, ''],
  // Polite frames: `I would like you to enter …`, `We would now like to open …`, `It would also be good to confirm …`,
  // `We would like to be certain that …` (a check), `we would expect to see X` (X is shown).
  [['would'], /^(?:(?:i|we)\s+)?would\s+(?:also\s+|now\s+|then\s+)*like\s+to\s+be\s+(?:certain|sure)\s+(?:that\s+)?/i, 'verify that '],
  [['would'], /^(?:(?:i|we)\s+)?would\s+(?:also\s+|now\s+|then\s+)*like\s+(?:you\s+)?to\s+/i, ''],
  [['would'], /^it\s+would\s+(?:also\s+)?be\s+(?:good|nice|great|useful|wise|best)\s+to\s+/i, ''],
  [['would', 'expect'], /^(?:(?:(?:i|we)\s+)?would\s+(?:also\s+)?)?expect\s+to\s+see\s+(.+)$/i, 'verify $1 is visible'],
  // `Expect the flagged list to have 1 item`, `I would expect the Total field to show …`: a check in a test library's
  // words. The URL of a page is the URL (`Expect the page to have a URL containing "/x"`).
  [
    ['url'],
    /^((?:(?:(?:i|we)\s+)?would\s+(?:also\s+)?)?expect\s+)the\s+page\s+to\s+have\s+(?:a\s+|the\s+)?url\s+(containing|ending\s+with|starting\s+with)\b/i,
    (_spans, lead, how) =>
      `${lead}the url to ${/^contain/i.test(how!) ? 'contain' : how!.toLowerCase().startsWith('end') ? 'end with' : 'start with'}`,
  ],
  [
    ['expect'],
    /^(?:(?:(?:i|we)\s+)?would\s+(?:also\s+)?)?expect\s+(?:that\s+)?(the\s+.+?)\s+to\s+(have|contain|show|display|include|equal|be|end\s+with|start\s+with)\b/i,
    (_spans, subject, verb) =>
      `verify ${subject} ${THIRD_PERSON[verb!.toLowerCase()] ?? verb!.toLowerCase().replace(/^(end|start)/, '$1s')}`,
  ],
  // The web address is the URL.
  [['web address'], /\b(?:the\s+)?web\s+address\b/i, 'the url'],
  // Where the focus is: `Verify focus is on the X field`, `Focus should be on the "Floor" dropdown`, `… has focus`.
  [
    ['focus'],
    new RegExp(
      `^(?:${CHECK}\\s+(?:that\\s+)?)?(?:the\\s+)?focus\\s+(?:is|should\\s+be|must\\s+be|stays)\\s+(?:on|in)\\s+${FOCUS_TARGET}(.+)$`,
      'i',
    ),
    'verify $1 is focused',
  ],
  [
    ['focus'],
    new RegExp(
      `^(${CHECK}\\s+(?:that\\s+)?${FOCUS_TARGET}.+?)\\s+(?:has|have|gets|should\\s+have)\\s+(?:the\\s+)?(?:keyboard\\s+)?focus$`,
      'i',
    ),
    '$1 is focused',
  ],
  // A charter's arrow line that counts: `results list -> 6 items`, `orders table -> 3 rows`.
  [
    ['->'],
    /^(?:the\s+)?([a-z][\w-]*)\s+(list|table|grid)\s*->\s*(\d+)\s+(items?|rows?|entries|entry|results?)$/i,
    'verify the $1 $2 has $3 $4',
  ],
  // `click Edit for Jane Doe`, `Verify Archive button is hidden for Summer Fair`: a record named without quotes after a
  // control named without quotes. A click's control is one of the verbs done to a record (`Register for Summer Camp`
  // may be one button's name, as the grammar reports); the record is two or three capitalised words (a person, a
  // title), so a time, an audience (`for Guests`) or a lower-case purpose (`Click Save for later`) is never one.
  [
    [' for '],
    /^([Cc]lick|[Tt]ap|[Pp]ress|[Dd]ouble-click)\s+(Edit|Delete|Remove|View|Open|Archive|Approve|Reject|Rename|Duplicate|Renew|Restore)\s+for\s+(?!(?:All|Every|Each|Later|Now|Me|Us)\b)([A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){1,2})$/,
    '$1 "$2" for "$3"',
  ],
  [
    [' for '],
    new RegExp(
      `^((?:[Vv]erify|[Cc]heck|[Ee]nsure|[Cc]onfirm)\\s+(?:that\\s+)?(?:the\\s+)?[A-Z][\\w-]*(?:\\s+[a-z][\\w-]*)?\\s+(?:button|link|checkbox|tab)\\s+(?:is|are)\\s+(?:not\\s+)?${STATE})\\s+for\\s+([A-Z][\\w.'-]*(?:\\s+[A-Za-z0-9][\\w.'-]*){1,3})$`,
    ),
    (_spans, check, row) => (NOT_A_ROW.test(row!) ? undefined : `${check} for "${row}"`),
  ],
  // `no "Payment failed" msg`: a terse check that a message is not shown.
  [
    ['no '],
    new RegExp(
      `^no\\s+(?:(?:msg|message|error|toast|warning|banner|alert)\\s+)?(${M})(?:\\s+(?:msg|message|error|toast|warning|banner|alert))?$`,
      'i',
    ),
    'verify $1 is not visible',
  ],
  // `Amount input box value should be "1200"`: a field's value told without a verb before it.
  [
    ['value'],
    new RegExp(
      `^(?:the\\s+)?([A-Za-z][\\w-]*(?:\\s+[A-Za-z][\\w-]*){0,2})\\s+(?:input\\s+box|input|field|text\\s*box|text\\s+field)\\s+value\\s+(?:should\\s+be|must\\s+be|is)\\s+(${M})$`,
      'i',
    ),
    'verify the $1 field has value $2',
  ],
  // `Check if on page is text "X"`: a non-native order of `verify text "X" is on the page`.
  [
    ['page'],
    new RegExp(`^${CHECK}\\s+(?:if|whether)\\s+(?:on|in)\\s+(?:the\\s+)?page\\s+(?:is|there\\s+is)\\s+(?:the\\s+)?text\\s+(${M})$`, 'i'),
    'verify $1 is visible',
  ],
  // Role words of other names: a combo is a combo box, a date picker before its quoted name is a field, `the field of
  // First name` is the First name field, `the textbox labelled "X"` is the field "X".
  [['combo'], /\bthe\s+combo\b(?!\s*box)/i, 'the dropdown'],
  [['picker'], new RegExp(`(${M})\\s+(?:date|time|date-?time)\\s*-?picker\\b`, 'i'), '$1 field'],
  [['field of'], /\bthe\s+field\s+of\s+([A-Z][\w-]*(?:\s+[a-z][\w-]*){0,2})$/, 'the $1 field'],
  [
    ['labelled', 'labeled', 'named', 'called'],
    new RegExp(`\\bthe\\s+(?:textbox|text\\s+box|text\\s+field|input(?:\\s+field)?)\\s+(?:labell?ed|named|called)\\s+(${M})`, 'i'),
    'the $1 field',
  ],
  // `Enter my postcode, "BS1 6QH", into …`: the value set off by commas after what it is.
  [
    [','],
    new RegExp(
      `^(enter|type|input|fill\\s+in|write)\\s+(?:my|your|our|the)\\s+[a-z][\\w-]*(?:\\s+[a-z][\\w-]*){0,2},\\s+(${M}),?\\s+(?=(?:into|in|on)\\s)`,
      'i',
    ),
    '$1 $2 ',
  ],
  // `a validation error is displayed`: an error message.
  [['validation'], /\b(?:a|an)\s+validation\s+(?:error|message)(?=\s+(?:is|appears|shows))/i, 'an error message'],
  // `Open {{BASE_URL}}/join on the mobile browser`: the browser an address is opened in adds no action.
  [
    ['browser'],
    new RegExp(
      `^((?:open|go\\s+to|navigate\\s+to|visit|browse\\s+to)\\s+(?:${M}|\\S*\\/\\S*))\\s+(?:on|in)\\s+(?:the|a|my)\\s+(?:mobile\\s+|desktop\\s+|phone's\\s+)?browser$`,
      'i',
    ),
    '$1',
  ],
]
