import type { LooseRule } from './loose-rules.js'

/**
 * When an ordinal before an unquoted target is certain (round 13). An ordinal picks the n-th of the elements the
 * rest of the phrase names, so it is read only when that rest names one set of elements, in one order:
 * - a quoted name, or an unquoted label ending in its role noun (`the 2nd Newsletter checkbox`, `the second Licence
 *   plate field`): the elements so labelled, in page order;
 * - a noun of a part the page repeats in one line, in an order of its own (`the fifth star` of a rating, `the 3rd
 *   result`, `the last row`): the ordinal is its place in that line (ORDERED_PARTS);
 * - a control on the n-th record (`the trash icon on the last line`): the n-th control of that name, one per record.
 * It is ambiguous, and reported, when the rest could be counted two ways:
 * - a label led by a party the page repeats as a group (`the third Guest name field`): the third guest's Name field
 *   or the third field labelled "Guest name" (GROUP_NOUN; first and last too, as `the last Guest name field`);
 * - a noun of how a tile looks (`the fourth thumbnail`, `the second poster`): grids and carousels are read row- or
 *   column-first, so only their ends (first, last) are the same either way (step-qualifiers.ts reads those).
 */

/** An ordinal as written: words to tenth, `2nd`, last and final. */
export const ANY_ORDINAL = '(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final|\\d+(?:st|nd|rd|th))'

/** Parts a page repeats in one line, whose place the ordinal counts (the fifth star is the rating 5). */
export const ORDERED_PARTS = '(?:stars?|results?|items?|entries|entry|suggestions?|rows?|lines?)'

/**
 * People and parties a form repeats as a group of fields (one block per guest): before a label's other words they
 * may be what the ordinal counts.
 */
const GROUP_NOUN =
  /^(?:guest|participant|passenger|traveller|traveler|attendee|member|child|adult|infant|person|driver|player|student|pupil|employee|applicant|contact|owner|beneficiary|dependant|dependent|guardian|parent|visitor|customer|user|patient|runner|rider|diver|speaker|delegate|tenant|occupant|pet|team)s?$/i

const ROLE = '(field|input|textbox|box|button|link|checkbox|dropdown|tab|icon|switch|toggle)'

export const ORDINAL_RULES: LooseRule[] = [
  // `Click the trash icon on the last line`: the control of the n-th record is the n-th of its name.
  [
    ['icon', 'button', 'link'],
    new RegExp(
      `^(click|tap|press|double-click|hover(?:\\s+over)?)\\s+(?:on\\s+)?the\\s+([A-Za-z][\\w-]*)\\s+(icon|button|link)\\s+(?:on|for|in|of)\\s+the\\s+(${ANY_ORDINAL})\\s+(?:line|row|entry|item|record|[a-z][\\w-]*)$`,
      'i',
    ),
    '$1 the $4 "$2" $3',
  ],
  // `the second Licence plate field`: an ordinal before a label of two or three words and its role noun picks that
  // element, unless the label is led by a party the ordinal may count (guards below).
  [
    [
      'first',
      'second',
      'third',
      'fourth',
      'fifth',
      'sixth',
      'seventh',
      'eighth',
      'ninth',
      'tenth',
      'last',
      'final',
      'st ',
      'nd ',
      'rd ',
      'th ',
    ],
    new RegExp(`\\bthe\\s+(${ANY_ORDINAL})\\s+([A-Z][\\w-]*(?:\\s+[a-z][\\w-]*){1,2})\\s+${ROLE}\\b`),
    (_spans, ordinal, name, role) => (GROUP_NOUN.test(name!.split(/\s+/)[0]!) ? undefined : `the ${ordinal} "${name}" ${role}`),
  ],
]

/** Nouns of how a tile looks: grids and carousels of them are read row- or column-first. */
const LOOK_NOUN = /^(?:thumbnail|poster|photo|picture|image|tile|card|product|listing|video|episode|article|cover|banner)s?$/i

/**
 * Why an ordinal on an unquoted name is not certain, or `undefined`: `the third Guest name field` may count guests
 * (the third guest's Name field) or the fields labelled "Guest name"; `the fourth thumbnail` depends on how a grid
 * is read. `nth` is the ordinal the readers took off the name, if any.
 */
// Built once: the guard runs on every name of every reading.
const ORDINAL_ALONE = new RegExp(`^(?!First$|Last$|Final$)${ANY_ORDINAL}$`)
const ARTICLE_ORDINAL = new RegExp(`^(?:the|a)\\s+${ANY_ORDINAL}\\s`, 'i')
const ORDINAL_LED = new RegExp(`^(${ANY_ORDINAL})\\s+(.+)$`, 'i')

export function ordinalNameReason(name: string, nth: number | undefined): string | undefined {
  // `Click the third item`: a lower-case ordinal alone names nothing (`the Last button` of a pager is a label).
  if (ORDINAL_ALONE.test(name)) return `"${name}" is an ordinal, no name; say what it counts ("the ${name} "…" item")`
  // `The 3rd Booking reference field should contain …`: an ordinal inside a name read from the sentence's start.
  if (ARTICLE_ORDINAL.test(name))
    return `"${name}" holds an ordinal, which picks an element and is no part of a name; write "Verify the ${name.replace(/^\S+\s+/, '').replace(/^(\S+)\s+(.*)$/, '$1 "$2"')} field …"`
  const led = ORDINAL_LED.exec(name)
  const counted = led ? led[2]! : name
  if (led && !/^(?:first|last|final)$/i.test(led[1]!) && LOOK_NOUN.test(counted))
    return `ambiguous: "the ${name}" counts tiles a grid or carousel may lay out row- or column-first; only the first and the last are the same either way, so quote the text of the one meant`
  const words = counted.trim().split(/\s+/)
  if ((led || nth !== undefined) && words.length >= 2 && GROUP_NOUN.test(words[0]!))
    return `ambiguous: the ordinal may count ${words[0]!.toLowerCase()} entries (the "${words.slice(1).join(' ')}" field of one of them) or the fields labelled "${counted}"; quote the label ("the … "${counted}" field") to count those`
  return undefined
}
