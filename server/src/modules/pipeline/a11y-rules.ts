/**
 * Loose rules (loose-rules.ts form) for an accessibility auditor's checks (round 13): a heading named after the part
 * of the page it heads (`Error summary heading "There is a problem" is shown`), an image named by its alt text (`The
 * logo image has alt text "City of Brookvale"`) and a control named by its accessible name or aria-label (`Button
 * with aria-label "Search" is present`). An image's alt text and a control's aria-label are their accessible names,
 * which the notation's role and name say. Like every loose rule they only rewrite a step no other reading
 * understands, and the rewrite is kept only when it is understood whole.
 *
 * Left reported: alt text that is empty or only said to exist (`All images have alt text`), a part of it (`… alt
 * text contains "X"`), and a control called one name before its accessible name is given another (`The Status field
 * has accessible name "Active"`: two names).
 */

import type { LooseRule } from './loose-rules.js'
import { CHECK, M } from './loose-words.js'

const LEAD = `^(?:${CHECK}\\s+(?:that\\s+)?)?`
/**
 * What an image is called before its alt text: words that say which one (`the logo image`, `the hero picture`, `the
 * logo`). `The image has alt text "X"` alone points back at an image the steps before were about, which the check
 * of any image named "X" may not be; it stays reported (ui-corpus-13).
 */
const IMAGE =
  '(?:(?:(?!(?:the|a|an|this|that)\\b)[A-Za-z][\\w-]*\\s+){1,2}(?:image|img|picture|photo|icon|graphic|illustration)|(?:[A-Za-z][\\w-]*\\s+)?(?:logo|avatar))'
/** An image said with an article and no more, where it is named by its alt text (`an image with alt "X"`). */
const ANY_IMAGE = '(?:image|img|picture|photo|icon|graphic|illustration|logo|avatar)'
const ALT = '(?:alt(?:ernative)?(?:[\\s-]+(?:text|attribute|tag))?)'
/** Roles a control may be named by its accessible name with. */
const ROLE =
  '(button|link|checkbox|check\\s+box|radio\\s+button|radio|tab|field|input|text\\s*box|textbox|dropdown|combo\\s*box|heading|switch|menu\\s+item)'
const NAME = '(?:(?:the\\s+)?accessible\\s+name|(?:the\\s+|an\\s+)?aria-?\\s?label)'
const SHOWN = '(?:\\s+(?:is|should\\s+be|must\\s+be)\\s+(?:shown|visible|displayed|present)|\\s+exists|\\s+is\\s+there)?'

/** `the "X" image is visible`, the documented check of an image by its accessible name. */
const image = (_spans: readonly string[], name: string | undefined) => `verify the ${name} image is visible`

export const A11Y_RULES: LooseRule[] = [
  // `Error summary heading "There is a problem" is shown`, `Upload section heading "Site plan" is visible`, `Level-2
  // heading "Your details" exists`: the words before "heading" say where it is or what it heads (or its level, which
  // the notation does not hold; docs/ui-spec-format.md); the heading is found by its name. A column's or a table's
  // heading is a column header, no heading. (One rule since round 14: unquoted-names.ts held a near copy.)
  [
    ['heading'],
    new RegExp(
      `^(?:the\\s+)?((?:(?!(?:the|a|an)\\b)[A-Za-z0-9][\\w-]*\\s+){1,4})heading\\s+(${M})\\s+((?:is|are|should|must|exists|appears|shows|has)\\b.*)$`,
      'i',
    ),
    (_spans, words, name, rest) =>
      /\b(?:column|table|row|grid|cell)\s+$/i.test(words!) ? undefined : `verify the heading ${name} ${rest}`,
  ],
  // `The logo image has alt text "City of Brookvale"`: the image named by its alt text.
  [
    ['alt'],
    new RegExp(
      `${LEAD}(?:the\\s+)?${IMAGE}\\s+(?:has|have|should\\s+have|must\\s+have|carries|uses)\\s+(?:an?\\s+|the\\s+)?${ALT}\\s*(?:=|:|of)?\\s*(${M})$`,
      'i',
    ),
    image,
  ],
  // `The alt text of the logo is "X"`, `The logo's alt text is "X"`.
  [
    ['alt'],
    new RegExp(
      `${LEAD}(?:the\\s+)?(?:${ALT}\\s+(?:of|on|for)\\s+the\\s+${IMAGE}|${IMAGE}(?:'s)?\\s+${ALT})\\s+(?:is|should\\s+be|must\\s+be|equals|reads|says)\\s+(${M})$`,
      'i',
    ),
    image,
  ],
  // `Image with alt text "Floor plan" is displayed`, `There is an image with alt "X"`.
  [
    ['alt'],
    new RegExp(
      `${LEAD}(?:there\\s+is\\s+)?(?:an?\\s+|the\\s+)?${ANY_IMAGE}\\s+with\\s+(?:the\\s+|an?\\s+)?${ALT}\\s*=?\\s*(${M})${SHOWN}$`,
      'i',
    ),
    image,
  ],
  // `Button with aria-label "Search" is present`, `There is a link with the accessible name "Read more"`.
  [
    ['accessible', 'aria'],
    new RegExp(`${LEAD}(?:there\\s+is\\s+)?(?:an?\\s+|the\\s+)?${ROLE}\\s+with\\s+${NAME}\\s+(${M})${SHOWN}$`, 'i'),
    (_spans, role, name) => `verify the ${name} ${role} is visible`,
  ],
  // `The search button has aria-label "Search"`: the words before the role may only repeat the name (else the step
  // calls the control by two names, and is reported).
  [
    ['accessible', 'aria'],
    new RegExp(
      `${LEAD}(?:the\\s+|an?\\s+)?((?:[A-Za-z][\\w-]*\\s+){0,2}?)${ROLE}\\s+(?:has|should\\s+have|must\\s+have)\\s+${NAME}\\s+(${M})$`,
      'i',
    ),
    (spans, words, role, name) => {
      const said = (spans[Number(/\d+/.exec(name!)![0])] ?? '').toLowerCase()
      const called = words!.trim().toLowerCase()
      return called === '' || called.split(/\s+/).every((w) => said.includes(w)) ? `verify the ${name} ${role} is visible` : undefined
    },
  ],
]

/** A step whose claim is a heading's level (not a heading described by its level, `Level-2 heading "X" exists`). */
const HEADING_LEVEL = /\bheading\s+level\s+(?:of|is|should|must|equals)\b|\blevel\s+of\s+(?:the\s+)?(?:heading|title)\b|\baria-level\b/i
/** Words of an element's accessible name or attributes, which no page text holds. */
const NAME_WORDS = /\b(?:alt(?:ernative)?[\s-]+(?:text|attribute|tag)\b|alt\s*=|aria-[a-z]+\b|accessible\s+name\b)/i

/**
 * Why a reading of a step about alt text, an aria attribute or an accessible name is not what it says, or
 * `undefined`: `The logo alt text contains "Brookvale"` was read as the text "Brookvale" shown on the page, which
 * alt text is not, and a check of one as typing.
 */
export function a11yStepReason(kinds: readonly string[], text: string): string | undefined {
  // `The heading level of "Your details" is 2` was read as the text "2" in a row: a level is no text on the page.
  if (HEADING_LEVEL.test(text))
    return 'a heading\'s level is not in the plan notation; check the heading by its name (Heading "Your details" is shown)'
  if (!NAME_WORDS.test(text)) return undefined
  // (`Decorative image has alt=""` was read as typing nothing into a field named "Decorative image has alt".)
  const typed = kinds.includes('fill') && !/^\W*(?:type|enter|fill|input|write|put|paste|set)\b/i.test(text)
  if (!kinds.includes('verify_text') && !typed) return undefined
  return 'alt text, aria attributes and accessible names are not text shown on the page; name the element by its whole accessible name (the "City of Brookvale" image is visible)'
}
