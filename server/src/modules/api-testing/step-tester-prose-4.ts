import { reasonOf } from './check-grammar.js'
import { testerRewrites5 } from './step-tester-prose-5.js'

/**
 * Plain tester English of round 11 (issue 11, held-out sets 20 and 21), rewritten to documented phrasings; every value
 * is kept as written and the grammar then reads the result:
 * - a status class by its RFC 9110 name (`Expect a client error (4xx)`, `The API returns a server error`): 4xx, 5xx;
 *   a code in brackets of the other class leaves it unread; a bare "error" names no class;
 * - a status in the passive (`Then a 403 Forbidden is returned`, `A 201 should be returned`);
 * - the test's request by a name of its own (`Send the booking request`); an ordinal or a repeat word (`the second
 *   request`, `the same request`) names another request, so it is left to the other rules;
 * - an empty JSON body (`Send an empty JSON body {}`): `{}`; an empty body with no JSON word may be no body at all.
 */

const LEAD = String.raw`^(?:(?:then|and|but)\s+)?`
const CLASS_NAME = String.raw`(?:an?\s+)?(?:http\s+)?(client|server)[\s-]+error(?:\s+(?:status|response|code))*(?:\s*\(\s*(\d{3}|[1-5]xx)\s*\))?`
const CLASS_STATUS = [
  new RegExp(String.raw`${LEAD}(?:(?:we|i|you)\s+)?(?:(?:should|must|will)\s+)?(?:expect|get|receive|see)\s+${CLASS_NAME}$`, 'i'),
  new RegExp(
    String.raw`${LEAD}(?:the\s+)?(?:[a-z]+\s+(?=api|server|endpoint|service))?(?:api|server|endpoint|service|response|call|request|it)\s+(?:(?:should|must|will)\s+)?(?:returns?|gives?|responds?\s+with|fails?\s+with|is|be)\s+${CLASS_NAME}$`,
    'i',
  ),
]
const CLASS_OF: Record<string, string> = { client: '4', server: '5' }

const PASSIVE = new RegExp(
  String.raw`${LEAD}(?:an?\s+|the\s+)?(?:http\s+)?(?:status\s+(?:code\s+)?)?(\d{3}|[1-5]xx)((?:\s+[A-Za-z][A-Za-z'-]*)*?)\s+(?:is|gets|was|should\s+be|must\s+be|will\s+be)\s+(?:returned|sent\s+back|given\s+back)$`,
  'i',
)

/**
 * Words that say which request or what state it is in, not what it is called: an ordinal or a repeat (`the second
 * request`), a method, or an adjective that changes what is sent (`the invalid request`, `the unsigned call`).
 */
const NOT_A_NAME =
  /^(?:same|second|third|other|another|next|previous|last|first|new|repeat|retry|duplicate|original|following|final|get|post|put|patch|delete|head|options|invalid|valid|bad|wrong|empty|broken|partial|incomplete|large|huge|big|small|long|short|stale|old|fresh|anonymous|corrupt|fake|bogus|illegal|faulty|\w+ed|(?:un|non|mis|mal)\w+)$/i
const NAMED_REQUEST = /^(?:send|make|fire|submit|issue|execute|run|perform|trigger)\s+(?:off\s+)?the\s+([a-z][\w-]*)\s+(?:request|call)$/i

const EMPTY_JSON =
  /^(?:send|post|submit)\s+(?:the\s+request\s+with\s+)?(?:an?\s+|the\s+)?empty\s+(?:(json)\s+)?(?:body|object|payload)(?:\s*(\{\s*\}))?$/i

export function testerRewrites4(text: string): string[] {
  const out: string[] = []
  if (/\berror\b/i.test(text)) {
    const named = CLASS_STATUS.map((pattern) => pattern.exec(text)).find((match) => match !== null)
    const digit = named ? CLASS_OF[named[1]!.toLowerCase()]! : undefined
    if (named && (named[2] === undefined || named[2][0] === digit)) out.push(`Verify status is ${named[2] ?? `${digit}xx`}`)
  }
  if (/\b(?:returned|back)$/i.test(text)) {
    const passive = PASSIVE.exec(text)
    if (passive && reasonOf(passive[1]!, passive[2]!.trim())) out.push(`Verify status is ${passive[1]}`)
  }
  const request = NAMED_REQUEST.exec(text)
  if (request && !NOT_A_NAME.test(request[1]!)) out.push('Send the request')
  const empty = EMPTY_JSON.exec(text)
  if (empty && (empty[1] || empty[2])) out.push('Send the request with JSON body {}')
  return [...out, ...testerRewrites5(text)]
}
