/**
 * A verbose tester's check (round 14): the step said in full sentences, with the words around it that carry no check.
 * Each rewrite keeps what is checked and drops only how it is said, and the result is read again whole:
 * - a lead of sequence or duty: `Additionally,`, `Finally,`, `After sending the booking request,`, `It is important to`,
 *   `we need to`, `Let us`, `It should be verified that` (then `verify that …` is the grammar's own);
 * - a long subject: `the HTTP status code returned by the server` -> the status code, `the response that comes back
 *   from the server` -> the response, `the Content-Type header of the response` -> the Content-Type header, `the
 *   response time of the request` -> the response time, `the value of the field status in the response body` -> $.status,
 *   `a field called bookingReference` -> the bookingReference field;
 * - `is set to` for a header's value, `will contain` for contains, an explanation after the check (`which means the
 *   booking was created`), `The server is expected to respond with` for Expect;
 * - `store X from the response in a variable called Y (for later use)` -> Save X as {{Y}}.
 * The API reader tries this only when the step as written is not understood (step-rereadings.ts).
 */

type Rule = readonly [RegExp, string]

const LEAD =
  /^(?:(?:additionally|furthermore|moreover|also|next|finally|lastly|then|in\s+addition(?:\s+to\s+(?:that|this))?|on\s+top\s+of\s+that|after\s+that|as\s+a\s+next\s+step|once\s+(?:that|this)\s+is\s+done|after\s+(?:sending|calling|making|submitting|posting)\s+[^,]{1,60}|at\s+the\s+end)(?:\s*,\s*|\s+))+/i
const DUTY =
  /^(?:it\s+is\s+(?:important|necessary|essential|crucial|required)\s+to\s+|(?:we|i)\s+(?:also\s+)?(?:need|have|want|would\s+like|are\s+going|am\s+going|'m\s+going|'re\s+going)\s+to\s+|(?:now\s+)?(?:i'?m|we'?re)\s+going\s+to\s+|let\s+us\s+|let's\s+|(?:we|you)\s+(?:should|must)\s+(?:also\s+)?(?=verify|check|confirm|ensure|make\s+sure))/i
const PLEASE = /^please\s+/i
/** Words one of these forms needs: a step with none pays one test. */
const HINT =
  /^(?:additionally|furthermore|moreover|also|next|finally|lastly|then|in\s+addition|on\s+top|after|as\s+a|once|at\s+the|it\s|we\s|i\s|now|let|please|you\s|the\s+(?:system|server|api|service|endpoint|application)\s+is\s+expected|store|save|keep|remember|capture|(?:the\s+)?response\s+(?:should|must))|status\s+code\s+(?:that|returned|sent|given|received)|response\s+(?:that|comes|is\s+back|is\s+returned|gets)|header\s+(?:of|is\s+set)|time\s+of|value\s+of|called|named|\bwill\s|which\s/i

const RULES: readonly Rule[] = [
  // An explanation after the check: `… is 201, which means the booking was created`.
  [/,?\s+which\s+(?:means|indicates|shows|confirms|tells\s+us|signals)\b.*$/i, ''],
  [/^it\s+(?:should|must)\s+be\s+(?:verified|checked|confirmed|ensured)\s+that\s+/i, 'Verify that '],
  [/^(?:we|i)\s+expect\s+that\s+/i, 'Verify that '],
  [
    /^(?:the\s+)?(?:system|server|api|service|endpoint|application)\s+is\s+expected\s+to\s+(?:respond|return|reply|answer|come\s+back)(?:\s+with)?\s+/i,
    'Expect ',
  ],
  [
    /\b(?:the\s+)?(?:http\s+)?status\s+code\s+(?:that\s+is\s+)?(?:returned|sent(?:\s+back)?|given|received)(?:\s+(?:by|from)\s+the\s+(?:server|api|endpoint|service|system))?\b/gi,
    'the status code',
  ],
  [
    /\bthe\s+response\s+(?:that\s+)?(?:comes|is|gets)\s+(?:back|returned|sent\s+back)(?:\s+(?:from|by)\s+the\s+(?:server|api|endpoint|service|system))?\b/gi,
    'the response',
  ],
  [/\bthe\s+([A-Za-z][\w-]*)\s+header\s+of\s+the\s+response\b/gi, 'the $1 header'],
  [/\b(header\s+is)\s+set\s+to\b/gi, '$1'],
  [/\bthe\s+response\s+time\s+of\s+(?:the|this)\s+(?:request|call)\b/gi, 'the response time'],
  [/\bthe\s+value\s+of\s+the\s+(?:field|property|key)\s+([A-Za-z_]\w*)\s+(?:in|of)\s+the\s+response(?:\s+body)?\b/gi, '$.$1'],
  [/\b(?:a|the)\s+(?:field|property|key)\s+(?:called|named)\s+([A-Za-z_]\w*)\b/gi, 'the $1 field'],
  [/\bwill\s+(contain|include|have|be|return|equal)\b/gi, 'should $1'],
  [
    /^(?:store|save|keep|remember|capture)\s+(?:the\s+)?(\$?[A-Za-z_][\w.]*)\s+(?:from|of)\s+the\s+response(?:\s+body)?\s+(?:in|into|as)\s+(?:a\s+)?variable\s+(?:called|named)\s+(\w+)(?:\s+for\s+(?:later(?:\s+use)?|the\s+next\s+(?:steps?|tests?|requests?)))?$/i,
    'Save $1 as {{$2}}',
  ],
  [
    /^(?:the\s+)?response\s+(should|must)\s+(?:have|return|come\s+back\s+with)\s+(?:an?\s+)?([1-5]xx|[1-5]\d\d)\s+status(?:\s+code)?$/i,
    'The status code $1 be $2',
  ],
]

/** The step in the grammar's words, or undefined when it has none of these forms. */
export function verboseRewrite(text: string): string | undefined {
  if (!HINT.test(text)) return undefined
  let out = text.trim().replace(/\s*\.$/, '')
  for (let before = ''; before !== out; ) {
    before = out
    out = out.replace(LEAD, '').replace(DUTY, '').replace(PLEASE, '')
  }
  for (const [pattern, replacement] of RULES) out = out.replace(pattern, replacement)
  out = out.trim()
  if (out === '' || out === text.trim().replace(/\s*\.$/, '')) return undefined
  return out.charAt(0).toUpperCase() + out.slice(1)
}
