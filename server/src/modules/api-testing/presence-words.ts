/**
 * Words that say a field or header is there, or is not. A negated absence word is presence (`should not be
 * missing`, `is never absent`), a negated presence word absence; neither is ever a value to compare with ("missing").
 */

const ABSENCE_WORD = String.raw`(?:missing|absent|undefined|omitted|left\s+out)`
/** `returned`, `sent back`, `echoed back` (round 13: "should be echoed back" was compared as the value "echoed back"). */
const GIVEN_BACK = String.raw`(?:(?:returned|sent|echoed|passed|given)(?:\s+back)?|included)`
const NOT = String.raw`(?:(?:is|are|should|must|shall|will)\s+not(?:\s+be)?|isn't|aren't|shouldn't(?:\s+be)?|mustn't(?:\s+be)?|(?:is|are)\s+never|(?:should|must)\s+never\s+be)`

const PRESENT_TAIL = new RegExp(
  String.raw`^(?:exists|is\s+(?:present|set|defined|there|${GIVEN_BACK})|(?:should|must)\s+(?:exist|be\s+(?:present|set|defined|there|${GIVEN_BACK})))$`,
  'i',
)
const ABSENT_TAIL = new RegExp(
  String.raw`^(?:does\s+not\s+exist|doesn't\s+exist|is\s+(?:absent|missing|undefined)|(?:is|should|must)\s+not\s+(?:be\s+)?(?:present|set|defined|there|${GIVEN_BACK})|isn't\s+(?:present|defined|there|${GIVEN_BACK})|(?:should|must)\s+not\s+exist|(?:should|must)\s+be\s+(?:absent|missing|undefined))$`,
  'i',
)

/** `should not be missing`, `isn't absent`, `is never missing`: the field or header is there. */
export const NEGATED_ABSENCE = new RegExp(String.raw`^${NOT}\s+${ABSENCE_WORD}$`, 'i')

/** `is present`, `should exist`, `should not be missing`: the tail of a presence check. */
export function saysPresent(rest: string): boolean {
  return PRESENT_TAIL.test(rest) || NEGATED_ABSENCE.test(rest)
}

/** `is missing`, `should not exist`, `must not be present`: the tail of an absence check. */
export function saysAbsent(rest: string): boolean {
  return ABSENT_TAIL.test(rest)
}
