/**
 * Loose rules (see loose-rules.ts for the form) for two actions or checks that share one verb, and for values and
 * names written without quotes around them (round 12, docs/ui-spec-format.md "Loose phrasings"): `Set Start time to
 * 15:00 and End time to 14:00`, `Tick "A" and "B" checkboxes`,
 * `Enter 4242 4242 4242 4242 in Card number`, `the donor enters an amount of 0`, a record's kind before its quoted
 * name in a check (`Verify room "Kaveri" is listed`) and `portal heading "X" visible`. Each is written out as the
 * documented form, one action per part.
 */

import type { LooseRule } from './loose-rules.js'
import { M } from './loose-words.js'
import { isVerbWord } from './record-controls.js'

/** A value without quotes: a number, a time, digits in groups (a card number), or a masked quote. */
const VALUE = `(${M}|\\d[\\d:.,/-]*(?:\\s\\d[\\d:.,/-]*)*)`
/** A field named without quotes: a capitalised word and up to two more, or letters in capitals (`PIN`). */
const FIELD = '([A-Z][\\w-]*(?:\\s+[a-z][\\w-]*){0,2}|[A-Z]{2,})'
const quote = (value: string) => (/^\uE000\d+\uE001$/.test(value) ? value : `"${value}"`)

/** The singular role of a plural role noun after two names. */
const ROLE_OF: Readonly<Record<string, string>> = {
  checkboxes: 'checkbox',
  boxes: 'checkbox',
  'check boxes': 'checkbox',
  switches: 'switch',
  toggles: 'toggle',
  options: 'option',
  buttons: 'button',
  links: 'link',
}

/** Role nouns and words of a check: before a quote they say what the quote names, so they are never dropped. */
const NOT_A_KIND =
  /^(?:the|a|an|that|if|button|link|tab|field|checkbox|heading|title|text|message|error|toast|option|label|dialog|modal|row|item|value|url|page|verify|check|ensure|confirm|assert|and|or|see|is|not|no)$/i

export const SHARED_VERB_RULES: LooseRule[] = [
  // `Set Start time to 15:00 and End time to 14:00`: two fields set by one verb.
  [
    [' and '],
    new RegExp(
      `^set\\s+(?:the\\s+)?${FIELD}(?:\\s+field)?\\s+to\\s+${VALUE}\\s+and\\s+(?:the\\s+)?${FIELD}(?:\\s+field)?\\s+to\\s+${VALUE}$`,
    ),
    (_spans, a, x, b, y) => `set the ${a} field to ${quote(x!)} and set the ${b} field to ${quote(y!)}`,
  ],
  // `Enter 4242 4242 4242 4242 in Card number`: a value of digits in groups, typed into a field named without quotes.
  [
    [' in'],
    new RegExp(`^(enter|type|input|write)\\s+(\\d+(?:[\\s-]\\d+)+)\\s+(in|into)\\s+(?:the\\s+)?${FIELD}(?:\\s+field)?$`, 'i'),
    '$1 "$2" $3 the $4 field',
  ],
  // `Switch the View dropdown to "Mine"`, `change the Sort by select to "Newest"`: a dropdown set to an option.
  [
    ['dropdown', 'select', 'combo'],
    new RegExp(`^(?:switch|change|set|turn)\\s+the\\s+${FIELD}\\s+(?:dropdown|drop-down|select|combo\\s*box)\\s+to\\s+(${M})$`, 'i'),
    'select $2 from the $1 dropdown',
  ],
  // `Tick "Parking required" and "Locker required" checkboxes`: one verb and one plural role for two controls.
  [
    [' and '],
    new RegExp(
      `^(tick|check|untick|uncheck|select|click|tap)\\s+(?:the\\s+|both\\s+)?(${M})\\s+and\\s+(${M})\\s+(checkboxes|check\\s+boxes|boxes|switches|toggles|options|buttons|links)$`,
      'i',
    ),
    (_spans, verb, a, b, roles) => {
      const role = ROLE_OF[roles!.toLowerCase().replace(/\s+/g, ' ')]
      return role ? `${verb} the ${a} ${role} and ${verb} the ${b} ${role}` : undefined
    },
  ],
  // `… and tick Projector`: one capitalised word ticked is the box so labelled (`check` may be a check, so only tick).
  [['tick'], /\b(tick|untick)\s+([A-Z][\w-]*)$/, '$1 "$2"'],
  // `the donor enters an amount of 0`: the value told as "a <field> of <value>".
  [
    ['enter', 'type', 'input'],
    new RegExp(
      `^(?:(?:the|a)\\s+[a-z]+\\s+)?(enter|type|input)s?\\s+(?:an?|the)\\s+([a-z][\\w-]*(?:\\s+[a-z][\\w-]*)?)\\s+of\\s+${VALUE}$`,
      'i',
    ),
    (_spans, verb, field, value) => `${verb!.toLowerCase()} ${quote(value!)} in the ${field} field`,
  ],
  // `Verify room "Kaveri" is listed and room "Tunga" is not listed`, `Unit "4B" is shown`: a record's kind before
  // its quoted name in a check of what is shown; role words (`button "X"`) are kept, as they name the element.
  [
    [' is ', ' are '],
    new RegExp(
      `(^|\\band\\s+|\\bthat\\s+|^verify\\s+)([A-Za-z][a-z]+)\\s+(${M})(?=\\s+(?:is|are)\\s+(?:not\\s+)?(?:listed|shown|visible|displayed|present)\\b)`,
      'g',
    ),
    (_spans, lead, kind, name) => (NOT_A_KIND.test(kind!) || isVerbWord(kind!) ? undefined : `${lead}${name}`),
  ],
  // `donor portal heading "Thank you" visible`: a terse check of a named element, after words saying where it is.
  [
    ['heading', 'button', 'link'],
    new RegExp(`^(?:[a-z][\\w-]*\\s+){0,3}(heading|button|link)\\s+(${M})\\s+(visible|shown|displayed|hidden|enabled|disabled)$`, 'i'),
    'verify the $2 $1 is $3',
  ],
]
