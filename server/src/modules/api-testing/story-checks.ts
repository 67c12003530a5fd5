import { STATUS_CODES } from 'node:http'
import { apply, type Rule } from './plain-voices.js'

/**
 * Long plain-English checks (round 15): a verbose writer or a product manager tells the check as a story, hedged and
 * polite, and the check is the main clause. Each class is a way of saying that holds across writers; the rewrite keeps
 * what is checked and the result is read again whole (step-rereadings.ts), so it is kept only when understood:
 * - a clause that only tells the request is sent (`After I send it,`, `Once the request has been sent,`, `When we
 *   call the endpoint`): the test sends its request anyway. Only a clause that ends at what is sent: `When I send it
 *   again, …` or `twice` says more (a second request) and stays reported, as does any other condition (`When the
 *   lesson is full`);
 * - a hedge on the expectation: `I would expect to get back X`, `I'd like to see X`, `we would hope for X` (Expect X),
 *   and an adverb between the modal and its verb that only softens or stresses it (`should ideally return`, `must
 *   really be`, `should preferably come back within`). An adverb that changes the check (`usually`, `sometimes`,
 *   `probably`, `not`) is not one of them: the step stays reported;
 * - a field received with the status (`I'd expect to get back a 201 and the id in $.id`): a field received is present,
 *   only a path the sentence gives (`and the new booking's id` names none and stays reported);
 * - a status told by its name (Node's table of RFC 9110 reason phrases) in free sentences: a refusal names an error
 *   (`It should fail with Unauthorized`, `must be rejected as Forbidden`; a success's name stays reported), `we should
 *   see a Bad Request`, `get a Created status back`. A lone name after `return` (`should return Created`) stays
 *   reported, as the grammar keeps it: it may be a text of the body.
 * The API reader tries this only for a step nothing before it read (step-rereadings.ts).
 */

/** Words one of these forms needs: a step with none pays one test. */
const HINT =
  /\b(?:after|once|when|whenever|soon|would|'d|ideally|preferably|definitely|really|certainly|absolutely|see|back|fail|fails|rejected|refused|denied)\b/i

/** Reason phrases of Node's table (RFC 9110), longest first: a status told by its name. */
const REASONS = new Map(Object.entries(STATUS_CODES).map(([code, phrase]) => [(phrase ?? '').toLowerCase(), code]))
const REASON = [...REASONS.keys()]
  .filter((phrase) => phrase !== '')
  .sort((a, b) => b.length - a.length)
  .map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, String.raw`\s+`))
  .join('|')
/** Only an error's name is what a request fails with (`fails with Unauthorized`); `fails with Created` stays reported. */
const errorCode = (phrase: string) => {
  const code = REASONS.get(phrase.toLowerCase().replace(/\s+/g, ' '))
  return code && /^[45]/.test(code) ? code : undefined
}

/** What a story may send: the request itself, never a second one or one with other parts. */
const SENT = String.raw`(?:it|this|that|the\s+(?:request|call|payload|body|form)|the\s+[A-Za-z-]+\s+(?:request|call)|the\s+(?:endpoint|api))`
const SEND_VERB =
  '(?:send|sent|sends|submit|submits|submitted|call|calls|called|post|posts|posted|fire|fires|fired|make|makes|made|hit|hits)'
/** The clause ends at what is sent: a comma, or the main clause's subject or check word next. */
const CLAUSE_END = String.raw`(?:\s*,\s*|\s+(?=(?:i|we|you|it|the|there|expect|verify|check|ensure|confirm|make\s+sure)\b))`

const STORY: readonly Rule[] = [
  // `After I send it,`, `Once we have submitted the booking request,`, `When you call the endpoint I expect …`
  [
    new RegExp(
      String.raw`^(?:so\s+|and\s+|then\s+)?(?:after|once|when|whenever|as\s+soon\s+as)\s+(?:i|we|you)\s+(?:have\s+|'ve\s+)?${SEND_VERB}\s+${SENT}(?:\s+off)?${CLAUSE_END}`,
      'i',
    ),
    '',
  ],
  // `Once the request is sent,`, `After it has been submitted,`
  [
    new RegExp(
      String.raw`^(?:so\s+|and\s+|then\s+)?(?:after|once|when|as\s+soon\s+as)\s+${SENT}\s+(?:is|has\s+been|was|gets|got)\s+(?:sent|submitted|made|posted|fired(?:\s+off)?)${CLAUSE_END}`,
      'i',
    ),
    '',
  ],
]

const PATH = String.raw`\$[\w.[\]*-]*`

const HEDGES: readonly Rule[] = [
  // `I would expect to get back a 201 and the id in $.id`: a field received is a field present (only a path the
  // sentence gives; `and the new booking's id` names none and stays reported).
  [
    new RegExp(
      String.raw`^((?:i|we)\s*(?:would|'d)\s+(?:expect|like|want|hope)\s+to\s+(?:get|receive)(?:\s+back)?\s+.+?)\s+(?:and|with|plus)\s+(?:(?:the|a|an)\s+(?:[A-Za-z][\w'-]*\s+){1,3}(?:in|at|as|under)\s+)?(${PATH})$`,
      'i',
    ),
    '$1 and $2 exists',
  ],
  // `I would expect to get back a 201`, `I'd like to see a 201`, `we would hope for a 404`
  [
    /^(?:i|we)\s*(?:would|'d)\s+(?:(?:really|also)\s+)?(?:expect|like|want|hope)\s+(?:(?:to\s+(?:get|receive|see|have)(?:\s+back)?|for)\s+)?(?=\S)/i,
    'Expect ',
  ],
  // `should ideally return`, `must really be`: the adverb only softens or stresses the modal.
  [/\b(should|must|would|will|has\s+to|needs\s+to)\s+(?:ideally|preferably|definitely|really|certainly|absolutely)\s+(?=[a-z])/gi, '$1 '],
  [/^(?:ideally|preferably)\s*,?\s+(?=\S)/i, ''],
]

const STATUS_NAMES: readonly Rule[] = [
  // `It should fail with Unauthorized`, `the request must be rejected as Forbidden`: a refusal names an error status.
  [
    new RegExp(
      String.raw`^(?:it|this|the\s+(?:request|call|response)|the\s+[A-Za-z-]+\s+(?:request|call))\s+(?:(?:should|must|will|has\s+to|needs\s+to)\s+)?(?:fail|fails|be\s+rejected|be\s+refused|be\s+denied|is\s+rejected|is\s+refused|is\s+denied|get\s+rejected|gets\s+rejected)\s+(?:with|as)\s+(?:an?\s+)?(${REASON})(?:\s+(?:status|error|response))?$`,
      'i',
    ),
    (whole, phrase) => {
      const code = errorCode(phrase!)
      return code ? `Expect status ${code}` : whole
    },
  ],
  // `We should see a Bad Request`: seeing a status is getting it (only before a code or a reason phrase).
  [new RegExp(String.raw`^(?:i|we|you)\s+(?:should|must|will)\s+see\s+(?=(?:an?\s+)?(?:\d{3}\b|(?:${REASON})\b))`, 'i'), 'Expect '],
  // `We should get a Created status back`: back after the status word, where the grammar wants it before.
  [new RegExp(String.raw`\b(get|receive)\s+(an?\s+)?(${REASON})(\s+(?:status|response|error))\s+back$`, 'i'), '$1 $2$3$4'],
]

/** The step without its story and hedges, or undefined when it has none of these forms. */
export function storyRewrite(text: string): string | undefined {
  if (!HINT.test(text)) return undefined
  const written = text.trim().replace(/\s*\.$/, '')
  const out = apply(apply(apply(written, STORY), HEDGES), STATUS_NAMES).trim()
  if (out === '' || out === written) return undefined
  // Not capitalised: the main clause may begin with a field's name (`id matches …`).
  return out
}
