/**
 * Verb forms and emphasis words of English learned as a second language (round 13), put back into the forms the
 * grammar reads. Each is a form whose meaning is not in doubt:
 * - a progressive of a state verb: `is having` -> has, `must be having` -> must have, `is matching with` -> matches,
 *   `is containing` -> contains, `is not taking more than` -> takes no more than;
 * - `coming` / `come` for the value a response gives: `must be coming as 200` -> must be 200, `should come 401`;
 * - an emphasis word after a quoted value in an equality: `should be "SMITH" only`, `"09:30" itself`;
 * - `Do the request` for sending it.
 * Anything else stays as written, so a form the grammar still does not read is reported with its own reason.
 */

import { auxiliaryRewrite } from './learner-auxiliaries.js'

type Rule = readonly [RegExp, string]

const RULES: readonly Rule[] = [
  [/\bis\s+having\b/gi, 'has'],
  [/\bare\s+having\b/gi, 'have'],
  [/\b(must|should|shall|will)\s+be\s+having\b/gi, '$1 have'],
  [/\b(?:is|are)\s+matching(?:\s+with)?\b/gi, 'matches'],
  [/\b(must|should)\s+be\s+matching(?:\s+with)?\b/gi, '$1 match'],
  [/\b(?:is|are)\s+containing\b/gi, 'contains'],
  [/\b(?:is|are)\s+not\s+taking\s+more\s+than\b/gi, 'takes no more than'],
  [/\b(must|should|shall|will)\s+be\s+coming(?:\s+as)?\s+(?=\d|")/gi, '$1 be '],
  [/\b(?:is|are)\s+coming(?:\s+as)?\s+(?=\d|")/gi, 'is '],
  [/\b(should|must|shall|will)\s+come(?:\s+as)?\s+(?=\d{3}\b)/gi, '$1 be '],
  // Only after an equality: `contains "x" only` may say nothing else is there.
  [/\b((?:be|is|are|equals?|equal\s+to)\s+"[^"]*")\s+(?:only|itself)(?=\s*\.?$)/gi, '$1'],
  [/^do\s+the\s+(?:request|call)\b/i, 'Send'],
]

/** The step with its learner forms put back, or `undefined` when it has none. */
export function learnerRewrite(text: string): string | undefined {
  let out = text
  for (const [pattern, replacement] of RULES) out = out.replace(pattern, replacement)
  out = auxiliaryRewrite(out) ?? out
  return out === text ? undefined : out
}
