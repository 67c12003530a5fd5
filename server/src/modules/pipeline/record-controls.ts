/**
 * Loose rules (see loose-rules.ts for the form) for a control of a record told the way terse and test-case writers
 * tell it (round 12, docs/ui-spec-format.md "Loose phrasings"): the record named by its kind (`on ticket "#1042"`), a
 * button named alone before the record (`Reserve on "Renault Zoe"`), a record's code (`for D-14`), a control named without quotes "for" a quoted record in a check, a field's value in a record's row,
 * and `Checkout btn for "X" -> disabled`. Each becomes the documented `… for "record"` form, the control in the row.
 */

import { lemma } from '../understanding/lexicon.js'
import { verbOf } from '../understanding/sentence.js'
import { CODE } from './changed-value-checks.js'
import type { LooseRule } from './loose-rules.js'
import { CHECK, M } from './loose-words.js'
import { UI_VERBS } from './ui-verbs.js'

/** Nouns that name a place holding controls, not a record: `Click "Save" on the form "Edit"` is no row. */
const PLACE =
  /^(?:dialog|modal|pop-?up|page|form|panel|section|tab|menu|sidebar|header|footer|toolbar|screen|window|frame|list|table|grid)$/i
/** A control named without quotes before "for" a record: capitalised words (`Request refill`). */
const NAME = '([A-Z][\\w-]*(?:\\s+[a-z][\\w-]*){0,2})'
const ROLE = '(button|link|checkbox|switch|toggle|icon)'
const STATE = '(disabled|enabled|hidden|visible|shown|checked|unchecked|greyed\\s+out|grayed\\s+out)'

/** Gestures and verbs no grammar table holds that still say what is done, not which button: `Focus on "X"`. */
const OTHER_VERBS = /^(?:focus|drag|drop|swipe|zoom|pinch|scroll|upload|download|wait|stay|land|log|sign|go|move|jump)$/i

/** A word that reads as what the step does (a verb of the grammar, a synonym, a slip of one, a gesture). */
export function isVerbWord(word: string): boolean {
  const lower = word.toLowerCase()
  return UI_VERBS.includes(lower) || lemma(lower) !== undefined || verbOf(word, UI_VERBS) !== undefined || OTHER_VERBS.test(lower)
}

export const RECORD_CONTROL_RULES: LooseRule[] = [
  // `Click "Assign to me" on ticket "#1042 …"`, `tap "Edit" on the booking "B-7"`: the record named by its kind.
  [
    [' on ', ' for ', ' in '],
    new RegExp(`^(click|tap|press|hit)\\s+(?:on\\s+)?(${M})\\s+(?:on|for|in)\\s+(?:the\\s+)?([a-z][\\w-]*)\\s+(${M})$`, 'i'),
    (_spans, verb, control, kind, record) => (PLACE.test(kind!) ? undefined : `${verb} ${control} for ${record}`),
  ],
  // `Reserve on "Renault Zoe - GE-218-KT"`, `Checkout on "Makita drill #3"`: a button named alone, on the record.
  // A word the grammar reads as a verb (`Hover on "X"`, `Focus on "Y"`) is that action, never a button.
  [
    [' on '],
    new RegExp(`^([A-Z][a-z]+(?:-[a-z]+)?)\\s+on\\s+(${M})$`),
    (_spans, button, record) => (isVerbWord(button!) ? undefined : `click "${button}" for ${record}`),
  ],
  // `Click on cancel for D-14`, `… for #1042`: a record named by its code. With its kind after it (`for B-12 request`)
  // the record may be "B-12" or "B-12 request" (truth-corpus.ts keeps it reported).
  [[' for '], new RegExp(`\\s+for\\s+(${CODE})$`), (_spans, code) => ` for "${code}"`],
  // `Verify the Request refill button for "Atorvastatin" is disabled`: an unquoted control of a quoted record.
  [
    [' for '],
    new RegExp(`\\bthe\\s+${NAME}\\s+${ROLE}\\s+for\\s+(${M})(?=\\s+(?:is|are|should|must|stays|remains)\\b)`),
    '"$1" $2 in the row $3',
  ],
  // `Checkout btn for "X" -> disabled`: a terse check of a record's control.
  [['->'], new RegExp(`^${NAME}\\s+${ROLE}\\s+for\\s+(${M})\\s*->\\s*${STATE}$`), 'verify the "$1" $2 in the row $3 is $4'],
  // `Verify the Midterm field for "Elif Demir" has the value "87"`: a field's value in a record's row.
  [
    [' for '],
    new RegExp(
      `^(${CHECK}\\s+(?:that\\s+)?the\\s+(?:[A-Za-z][\\w-]*\\s+){1,3}?field)\\s+for\\s+(${M})\\s+(?:has|holds|shows)\\s+(?:the\\s+)?value\\s+(?:of\\s+)?(${M})$`,
      'i',
    ),
    '$1 has value $3 for $2',
  ],
]
