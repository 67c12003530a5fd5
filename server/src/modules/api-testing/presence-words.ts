/**
 * Words that say a field or header is there, or is not. A negated absence word is presence (`should not be
 * missing`, `is never absent`), a negated presence word absence; neither is ever a value to compare with ("missing").
 */

const ABSENCE_WORD = String.raw`(?:missing|absent|undefined|omitted|left\s+out)`
const NOT = String.raw`(?:(?:is|are|should|must|shall|will)\s+not(?:\s+be)?|isn't|aren't|shouldn't(?:\s+be)?|mustn't(?:\s+be)?|(?:is|are)\s+never|(?:should|must)\s+never\s+be)`

/** `should not be missing`, `isn't absent`, `is never missing`: the field or header is there. */
export const NEGATED_ABSENCE = new RegExp(String.raw`^${NOT}\s+${ABSENCE_WORD}$`, 'i')

/** `is present`, `should exist`, `should not be missing`: the tail of a presence check. */
export function saysPresent(rest: string): boolean {
  return (
    /^(?:exists|is\s+(?:present|set|defined|returned|included|there)|(?:should|must)\s+(?:exist|be\s+(?:present|set|defined|returned|sent|included|there)))$/i.test(
      rest,
    ) || NEGATED_ABSENCE.test(rest)
  )
}

/** `is missing`, `should not exist`, `must not be present`: the tail of an absence check. */
export function saysAbsent(rest: string): boolean {
  return /^(?:does\s+not\s+exist|doesn't\s+exist|is\s+(?:absent|missing|undefined)|(?:is|should|must)\s+not\s+(?:be\s+)?(?:present|set|defined|returned|sent|included|there)|isn't\s+(?:present|defined|returned|included|there)|(?:should|must)\s+not\s+exist|(?:should|must)\s+be\s+(?:absent|missing|undefined))$/i.test(
    rest,
  )
}
