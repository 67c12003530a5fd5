import type { Rule } from './row-and-check-rewrites.js'

/**
 * Where a step's element is, written as the thing it is in (round 12, held-out set 24), rewritten into the
 * documented row forms (`in the row for "X"`, `the "X" row shows "Y"`), on the masked text (quotes are
 * `\uE000n\uE001`, so no rule touches a value). Tried only when the grammar reads the step no other way:
 * - a tile or card named by a quote (`the "Room 412" tile shows "Needs cleaning"`): a box of a list, as a row is;
 * - a person's row with a possessive (`Lena Park's row should say "Approved"`): the row of that capitalised name;
 * - a record named by whom it is from (`"Reject" against the request from "Ola"`, `the order by "Ann" is shown as
 *   "Sent"`): the row holding that name, the noun only says what the row is;
 * - a page reached "whose URL contains" a path (`the donor is taken to a page whose URL contains "/pay"`): the URL;
 * - words saying where a heading is before its quoted name (`the seat picker heading "Choose seats"`);
 * - a capitalised one-word control "for" a quoted row in a check (`the Approve button for "Lena Park" is gone`);
 * - `near` a quoted row, with what it is before it (`Press "Extend" near book "Dead Souls"`): next to it;
 * - a record's code as the subject of a check (`INV-2026-0117 should now be "Paid"`): the row holding that code
 *   (a code holds a digit and a letter and a separator; a bare word may be a field's label, so it is left alone).
 */

const M = '\\uE000\\d+\\uE001'
/** What a row of a list holds, named by whom it is from or for. */
const RECORD =
  '(?:request|order|booking|application|submission|claim|ticket|invoice|entry|record|item|reservation|message|comment|review|post)'
/** A check on a row's text: `shows`, `is shown as`, `should say`, `is marked as`. */
const SHOWS =
  '(?:shows|says|reads|displays|has|contains|lists|(?:is|are)\\s+(?:shown|displayed|marked|listed)\\s+as|(?:should|must)\\s+(?:show|say|read|display|have|contain|be\\s+(?:shown|displayed|marked)\\s+as))'
/** A capitalised person's or thing's name before `'s` (`Lena Park's`, `O'Neil's`). */
const OWNER = "([A-Z\\u00C0-\\u024F][\\w\\u00C0-\\u024F.-]*(?:\\s+[A-Z\\u00C0-\\u024F][\\w\\u00C0-\\u024F.-]*){0,3})['\\u2019]s"

/** A record's code as written, quoted or not: capitals and digits in parts joined by hyphens (`INV-2026-0117`). */
const CODE = /^"?(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9]+(?:-[A-Z0-9]+)+"?$/

export const SCOPE_RULES: Rule[] = [
  [new RegExp(`\\bthe\\s+(${M})\\s+(?:tile|card)(?=\\s+${SHOWS}\\s+${M}$)`, 'i'), 'the $1 row'],
  [new RegExp(`\\s(?:in|on|inside|within)\\s+the\\s+(${M})\\s+(?:tile|card)$`, 'i'), ' in the row for $1'],
  [new RegExp(`^(?:the\\s+)?${OWNER}\\s+(?:row|line|entry|record)(?=\\s+${SHOWS}\\s+${M}$)`), 'the "$1" row'],
  [new RegExp(`\\s+(?:against|for|on|in)\\s+(?:the\\s+)?${RECORD}\\s+(?:from|by|of|for)\\s+(${M})$`, 'i'), ' in the row for $1'],
  [
    new RegExp(`^(?:the\\s+)?${RECORD}\\s+(?:from|by|of|for)\\s+(${M})\\s+(?:is\\s+)?(?:still\\s+|now\\s+)?${SHOWS}\\s+(${M})$`, 'i'),
    'the row for $1 shows $2',
  ],
  [
    new RegExp(
      `^(?:the\\s+)?(?:[a-z]+\\s+){0,2}?(?:is|gets|should\\s+be|will\\s+be)\\s+(?:taken|sent|brought|redirected|navigated|forwarded)\\s+to\\s+(?:a|the)\\s+page\\s+(?:whose|where\\s+the|with\\s+(?:a|the))\\s+url\\s+(contains|ends\\s+with|starts\\s+with)\\s+(${M})$`,
      'i',
    ),
    'the URL $1 $2',
  ],
  // `I start on the login page at {{BASE_URL}}/login`: where the tester starts, told with its address, is gone to.
  [
    new RegExp(
      `^(?:(?:i|we)\\s+)?(?:start|begin)s?\\s+(?:on|at|from)\\s+the\\s+(?:[\\w-]+\\s+){0,3}?(?:page|screen|site|view)\\s+(?:at|on)\\s+(${M})$`,
      'i',
    ),
    'go to $1',
  ],
  // `Then I am taken to a URL containing "/events/"`, `the user should be redirected to an address ending with "/x"`.
  [
    new RegExp(
      `^(?:(?:i|we|you|they|the\\s+(?:user|visitor|customer|browser))\\s+)?(?:am|are|is|gets?|got|(?:should|will|must)\\s+be)\\s+(?:taken|sent|brought|redirected|navigated|forwarded)\\s+to\\s+(?:a|an|the)\\s+(?:url|address|link)\\s+(contain|end|start)(?:ing|s)(\\s+with)?\\s+(${M})$`,
      'i',
    ),
    (_s, verb, withWord, value) => {
      const word = verb!.toLowerCase()
      if (word === 'contain') return withWord ? undefined : `the URL contains ${value}`
      return withWord ? `the URL ${word}s with ${value}` : undefined
    },
  ],
  [new RegExp(`\\bthe\\s+(?:[a-z][\\w-]*\\s+){1,2}?heading\\s+(${M})`), 'the heading $1'],
  // `The skip link "Skip to main content"`, `the primary button "Publish"`: a word of kind, look or rank before a
  // control's role noun describes it; the quoted name names it (a state word, an ordinal or a place is never dropped).
  [
    new RegExp(
      `\\b(the\\s+|a\\s+)(?:skip|primary|secondary|main|external|big|large|small|little|round|floating|blue|red|green|grey|gray|orange)\\s+(link|button|tab|icon)\\s+(?=${M})`,
      'i',
    ),
    '$1$2 ',
  ],
  [
    new RegExp(`\\bthe\\s+([A-Z][\\w-]*)\\s+(button|link|checkbox|icon)\\s+for\\s+(${M})(?=\\s+(?:is|are|should|must|stays|remains)\\b)`),
    'the "$1" $2 in the row $3',
  ],
  [new RegExp(`\\s+near\\s+(?:the\\s+)?(?:[a-z][\\w-]*\\s+)?(${M})$`), ' next to $1'],
  [
    new RegExp(`^(${M})\\s+(?:should|must|will)\\s+(?:now\\s+|still\\s+)?(?:be|show|say|read)\\s+(${M})$`),
    (spans, code, value) => (CODE.test(spans[Number(/\d+/.exec(code!)![0])] ?? '') ? `the row for ${code} shows ${value}` : undefined),
  ],
]
