/**
 * Loose rules (see loose-rules.ts for the form) for words around a documented step that add no action (round 12,
 * docs/ui-spec-format.md "Loose phrasings"): who the tester is (`Open /roster as a crew scheduler`), what the tester
 * is after (`… to get the quick preview`), the topic before a told step (`For the venue I pick …`), a chip of a
 * filter, a message placed under a field (`"X" validation appears under End time`), the text of a browser dialog
 * dismissed or accepted, and a field named without quotes in the places a step names one (`choose "X" from
 * Replacement` in a dialog, `placeholder of Tracking number reads "…"`, `Clear search`).
 */

import type { LooseRule } from './loose-rules.js'
import { CHECK, M } from './loose-words.js'

/** A field named without quotes: a capitalised word and up to two lower-case ones. */
const FIELD = '([A-Z][\\w-]*(?:\\s+[a-z][\\w-]*){0,2})'

export const NARRATED_TAIL_RULES: LooseRule[] = [
  // `Open {{BASE_URL}}/roster as a crew scheduler`: who opens the page is no action (no login is implied).
  [
    [' as '],
    new RegExp(
      `^((?:open|go\\s+to|navigate\\s+to|visit|browse\\s+to)\\s+(?:${M}|\\S*\\/\\S*))\\s+as\\s+(?:a|an|the)\\s+(?!(?:[a-z]+\\s+)*(?:tab|window|pop-?up|page|link|frame|guest|incognito)\\b)[a-z][\\w-]*(?:\\s+[a-z][\\w-]*){0,2}$`,
      'i',
    ),
    '$1',
  ],
  // `I hover on the block "X" to get the quick preview`: what the action is for, after the quoted control.
  [
    [' to '],
    new RegExp(
      `^((?:hover|click|tap|open)\\b.*${M})\\s+to\\s+(?:get|see|show|view|reveal|bring\\s+up)\\s+(?:the\\s+|a\\s+|its\\s+)?(?:[a-z][\\w-]*\\s+){0,2}(?:preview|details|tooltip|menu|options|info|information|summary)$`,
      'i',
    ),
    '$1',
  ],
  // `For the venue I pick "X" from the Venue dropdown`: the topic the tester names before acting.
  [['for the'], /^for\s+the\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?,?\s+(?:i|we)\s+(?:then\s+|now\s+)?/i, ''],
  // `Click the 'Filled' filter chip`: a chip is a control of a filter (or a button), named by its text.
  [['chip'], new RegExp(`(${M})\\s+(filter\\s+)?chips?\\b`, 'i'), (_spans, name, filter) => `${name}${filter ? ' filter' : ''}`],
  // `Expected: "End time must be after start time" validation appears under End time`: a message shown, wherever.
  [
    ['appear', 'shown', 'displayed'],
    new RegExp(
      `^(?:${CHECK}\\s+(?:that\\s+)?|expect(?:ed)?(?:\\s+results?)?\\s*:?\\s+)?(?:the\\s+|a\\s+|an\\s+)?(${M})\\s+(?:validation|error|warning|hint)(?:\\s+(?:message|text))?\\s+(?:appears|is\\s+shown|is\\s+displayed)(?:\\s+(?:under|below|beside|next\\s+to)\\s+(?:the\\s+)?${FIELD}(?:\\s+field)?)?$`,
      'i',
    ),
    'verify $1 is visible',
  ],
  // `I dismiss the "Are you sure?" browser dialog`: the browser's dialog, whatever it says.
  [
    ['browser', 'confirm', 'alert'],
    new RegExp(`^(accept|dismiss)\\s+the\\s+${M}\\s+(?:browser|confirm(?:ation)?|alert)\\s+(?:dialog|popup|prompt|box)$`, 'i'),
    '$1 the dialog',
  ],
  // `In the dialog, choose "FO Haddad" from Replacement`: the dropdown named without quotes, in the dialog.
  [
    ['dialog'],
    new RegExp(`^((?:choose|select|pick)\\s+${M}\\s+from)\\s+${FIELD}\\s+in\\s+the\\s+dialog$`),
    '$1 the $2 dropdown in the dialog',
  ],
  // `Expected result: placeholder of Tracking number reads "e.g. PX-1"`: a field's placeholder.
  [
    ['placeholder'],
    new RegExp(
      `^(?:${CHECK}\\s+(?:that\\s+)?)?(?:the\\s+)?placeholder\\s+of\\s+(?:the\\s+)?${FIELD}(?:\\s+field)?\\s+(?:reads|is|shows|says)\\s+(${M})$`,
      'i',
    ),
    'verify the $1 field has placeholder $2',
  ],
  // `Clear search`: the search box emptied.
  [['search'], /^clear\s+(?:the\s+)?search$/i, 'clear the search field'],
]
