import { rawi } from '../understanding/regex-cache.js'

/**
 * Plain tester English of round 13 (issue 11, held-out sets 23 and 24), rewritten to documented phrasings; every value
 * is kept as written and the grammar then reads the result:
 * - an item by its position (`The first tag is "home"`, `Save the second subtask id as s`): the plural list's index;
 *   `first name`, `last …`, names of the response or request, a possessive (`the first item's price`, whose owner
 *   may be the body) and a list's member in general (`the first item`, which may be the body's) are left reported;
 * - presence in the body (`createdAt is present in the body`), a key a JSON path has (`$.lines[0] should have a "sku"`);
 * - a pattern written bare (`id matches ^[0-9a-f-]{36}$`) or in brackets after a description (`should look like a
 *   UUID (matches ^…$)`); a description before a JSON path (`The total count field $.total is …`);
 * - a count with a comparison in a JSON path (`There are fewer than 10 items in $.history`, `At most 5 labels in $.x`);
 * - the error text the caller gets (`We get the error "x"`, `The response explains "x"`), a text nowhere in the body
 *   (`No "internal" anywhere in the response`), a remark before a colon and a check (`…not leaked: body does not …`);
 * - the media type with its charset (`JSON with charset utf-8`), `either A or B` content types;
 * - the request's body named as a payload (`Use this JSON as the payload: {…}`, `Send an empty JSON object {} as the
 *   body`), several headers after include/add (`Include headers A: 1 and B: 2`), a bare `X-Name: value` pair.
 */

const ORDINALS: Record<string, number> = {
  first: 0,
  '1st': 0,
  second: 1,
  '2nd': 1,
  third: 2,
  '3rd': 2,
  fourth: 3,
  '4th': 3,
  fifth: 4,
  '5th': 4,
}
/**
 * Nouns after an ordinal that name no list of the body: `first name`, `the second request`, `the first time`; and
 * words for any list's member (`the first item`, `entry`, `record`), whose list may be the body itself.
 */
const NOT_A_LIST =
  /^(?:item|element|entry|result|record|row|object|one|member|name|names|time|times|page|call|request|response|step|attempt|try|run|header|status|error|message|body|json|value|result|line|letter|character|word|digit|half|place)$/i
const FIELD = String.raw`(\$[.[]\S*|[A-Za-z_]\w*(?:\.[A-Za-z_]\w*|\[\d+\])*)`
const NOT_A_FIELD =
  /^(?:response|body|json|data|result|it|status|header|headers|request|content|payload|error|message|api|server|time|schema)$/i
const pathOf = (field: string) => (field.startsWith('$') ? field : `$.${field}`)
const isField = (field: string) => field.startsWith('$') || !NOT_A_FIELD.test(field.split(/[.[]/)[0]!)
const plural = (noun: string) =>
  /[^aeiou]y$/i.test(noun) ? `${noun.slice(0, -1)}ies` : /(?:s|x|z|ch|sh)$/i.test(noun) ? `${noun}es` : `${noun}s`
/** A regular expression written bare: it anchors, escapes or has a class, so it is no word. */
const BARE_REGEX = String.raw`(\^\S*|\S*[\\[{]\S*|\S*\$)`
/** `/^a$/` written with its slashes is already a literal: quoted, its slashes became part of the pattern. */
const regexLiteral = (source: string) => (/^\/.+\/$/.test(source) ? source : source.includes('/') ? `"${source}"` : `/${source}/`)
const CHARSET = /^(?:utf-?8|utf-?16|iso-8859-\d+|us-ascii|ascii|latin-?1|windows-125\d)$/i
const MEDIA: Record<string, string> = { json: 'application/json', xml: 'application/xml', html: 'text/html' }
/** Response headers a server sets: a bare pair naming one is a check, not a header to send. */
const RESPONSE_HEADER = /^x-(?:ratelimit|rate-limit|powered-by|response-time|total-count|frame-options|content-type-options|xss)/i

export function testerRewrites6(text: string): string[] {
  const out: string[] = []
  const positioned = byPosition(text)
  if (positioned) out.push(positioned, ...fieldForms(positioned))
  out.push(...fieldForms(text), ...wordForms(text), ...requestForms(text))
  return out
}

/**
 * `The first tag is "home"` -> `Verify $.tags[0] is "home"`; `the first subtask id` -> `$.subtasks[0].id`. Also read
 * before the sentence layer, which would take a leading `First` for "first of all" (`First tag is "x"`).
 */
export function byPosition(text: string): string | undefined {
  const match =
    /^((?:save|store|keep|remember|capture|verify|check|ensure|confirm|expect)\s+(?:that\s+)?)?(?:the\s+)?(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th)\s+([a-z][a-z]*)(?:\s+(id|name|title|type|price|code|key|value|status|amount|date|email|url|label|quantity|qty|sku))?(?=\s+(?:is|are|should|must|equals|has|have|as|into|in|to|=|==|contains|matches)\b)/i.exec(
      text,
    )
  if (!match || NOT_A_LIST.test(match[3]!) || /s$/i.test(match[3]!)) return undefined
  if (match[4] === undefined && /^(?:name|id)$/i.test(match[3]!)) return undefined
  const path = `$.${plural(match[3]!.toLowerCase())}[${ORDINALS[match[2]!.toLowerCase()]}]${match[4] ? `.${match[4].toLowerCase()}` : ''}`
  const rest = text.slice(match[0].length)
  return match[1] && /^(?:save|store|keep|remember|capture)/i.test(match[1]) ? `Save ${path}${rest}` : `Verify ${path}${rest}`
}

function fieldForms(text: string): string[] {
  const out: string[] = []
  const body = text.replace(/^(?:verify|check|ensure|confirm|make\s+sure)\s+(?:that\s+)?/i, '')
  // `createdAt is present in the body`, `token is returned in the response`
  const present =
    rawi`^(?:the\s+)?${FIELD}(?:\s+field)?\s+(?:is|are|should\s+be|must\s+be)\s+(present|there|returned|included|missing|absent|not\s+present|not\s+returned|not\s+included)\s+in\s+the\s+(?:response|body|json|payload)(?:\s+body)?$`.exec(
      body,
    )
  if (present && isField(present[1]!))
    out.push(`Verify ${pathOf(present[1]!)} ${/^(?:missing|absent|not\s)/i.test(present[2]!) ? 'does not exist' : 'exists'}`)
  // `$.collections[0] should have a "date"`: a JSON path's keys.
  const key = /^(\$[.[]\S*)\s+(?:has|should\s+have|must\s+have)\s+(?:an?|the)\s+"([A-Za-z_][\w-]*)"$/i.exec(body)
  if (key) out.push(`Verify ${key[1]}.${key[2]} exists`)
  // `id matches ^[0-9a-f-]{36}$`, `createdAt matches the pattern ^\d{4}-…`
  const bare =
    rawi`^(?:the\s+)?${FIELD}(?:\s+field)?\s+(?:matches|should\s+match|must\s+match)\s+(?:the\s+)?(?:(?:pattern|regex|regexp|regular\s+expression)\s+)?${BARE_REGEX}$`.exec(
      body,
    )
  if (bare && isField(bare[1]!)) out.push(`Verify ${pathOf(bare[1]!)} matches ${regexLiteral(bare[2]!)}`)
  // `$.id should look like a UUID (matches ^[0-9a-f-]{36}$)`: the pattern in brackets is the check.
  const described =
    rawi`^(?:the\s+)?${FIELD}(?:\s+field)?\s+(?:should\s+|must\s+)?(?:looks?|be|is)\s+(?:like\s+)?(?:an?\s+)?[A-Za-z][\w -]*\s*\(\s*(?:matches|matching|pattern|regex)\s*:?\s+${BARE_REGEX}\s*\)$`.exec(
      body,
    )
  if (described && isField(described[1]!)) out.push(`Verify ${pathOf(described[1]!)} matches ${regexLiteral(described[2]!)}`)
  // `The total count field $.total must be …`: the words before a JSON path describe it.
  const path = /^(?:the\s+)?(?:[A-Za-z]+\s+){0,3}(?:field|property|key|value|attribute)\s+(\$[.[]\S*)\s+(\S.*)$/i.exec(body)
  if (path) out.push(`${path[1]} ${path[2]}`)
  // `There are fewer than 10 items in $.history`, `At most 5 labels in $.labels`
  const counted =
    /^(?:there\s+(?:are|is|should\s+be|must\s+be)\s+)?(fewer\s+than|less\s+than|more\s+than|at\s+least|at\s+most|no\s+more\s+than|exactly|over|under)\s+(\d+)\s+[a-z]+\s+in\s+(\$[.[]\S*)$/i.exec(
      body,
    )
  if (counted) {
    const op = counted[1]!.toLowerCase().replace(/\s+/g, ' ')
    const words: Record<string, string> = { 'fewer than': 'less than', over: 'greater than', under: 'less than', 'no more than': 'at most' }
    out.push(`Verify the length of ${counted[3]} is ${op === 'exactly' ? '' : `${words[op] ?? op} `}${counted[2]}`)
  }
  return out
}

function wordForms(text: string): string[] {
  const out: string[] = []
  const error =
    /^(?:(?:we|i|you|the\s+(?:user|client|caller))\s+)?(?:should\s+|must\s+|will\s+)?(?:gets?|receives?|sees?)\s+(?:back\s+)?(?:the|an?)\s+error(?:\s+message)?\s+("[^"]*"|'[^']*')$/i.exec(
      text,
    ) ??
    /^(?:the\s+)?(?:response|api|server|endpoint)\s+(?:should\s+|must\s+)?(?:explains?|tells?\s+(?:us|me|the\s+(?:user|client|caller)))\s+(?:that\s+)?("[^"]*"|'[^']*')$/i.exec(
      text,
    )
  if (error) out.push(`The error message says ${error[1]}`)
  // `No "internal" anywhere in the response`, `"at com." must not appear anywhere in the body`
  const nowhere =
    /^(?:there\s+(?:is|should\s+be|must\s+be)\s+)?no\s+("[^"]*"|'[^']*')\s+(?:anywhere\s+)?in\s+the\s+(?:response|body)(?:\s+body)?(?:\s+anywhere)?$/i.exec(
      text,
    ) ??
    /^("[^"]*"|'[^']*')\s+(?:does\s+not|doesn't|should\s+not|must\s+not|may\s+not)\s+(?:appear|show\s+up|occur)\s+(?:anywhere\s+)?in\s+the\s+(?:response|body)(?:\s+body)?$/i.exec(
      text,
    )
  if (nowhere) out.push(`The response body does not contain ${nowhere[1]}`)
  // `Make sure the stack trace is not leaked: body does not contain "x"`: a remark with no value, then the check. The
  // remark says what the check is for (a check's name, a state that must hold), never an action (`Log in as admin:`,
  // `Do not send a token:`), which would be dropped with it.
  const remark = /^([A-Za-z][A-Za-z' ]*\s[A-Za-z' ]+):\s+((?:the\s+)?(?:response\s+body|response|body|status|\$[.[])\S*\s.*)$/i.exec(text)
  const purpose =
    remark &&
    !/^(?:do|don't|dont|without|with|when|if|after|before|as|once)\b/i.test(remark[1]!) &&
    /^(?:(?:make\s+sure|ensure|verify|check|confirm)\s.+|.+\s(?:check|test|rule)|no\s.+|.+\s(?:is|are|must|should|may)\s.+)$/i.test(
      remark[1]!,
    )
  if (purpose) out.push(remark[2]!)
  // `Response should be JSON with charset utf-8`
  const charset =
    /^(?:the\s+)?(?:response|body)(?:\s+body)?\s+(?:is|should\s+be|must\s+be)\s+(json|xml|html)\s+(?:with|in|using|encoded\s+(?:as|in))\s+(?:the\s+)?(?:(?:charset|encoding)\s+)?["']?([\w-]+)["']?(?:\s+(?:charset|encoding))?$/i.exec(
      text,
    )
  if (charset && CHARSET.test(charset[2]!))
    out.push(`Content type is ${MEDIA[charset[1]!.toLowerCase()]}; charset=${charset[2]!.toLowerCase()}`)
  const either =
    /^(?:the\s+)?(?:response\s+)?content[\s-]type(?:\s+header)?\s+(?:is|should\s+be|must\s+be)\s+either\s+(\S+\s+or\s+\S+)$/i.exec(text)
  if (either) out.push(`Content type is ${either[1]}`)
  return out
}

function requestForms(text: string): string[] {
  const out: string[] = []
  // `Use this JSON as the payload: {…}`
  const payload =
    /^(use|set|send|take)\s+(?:this|the\s+following|the|a)?\s*(?:json|payload|data|object|body)\s+as\s+(?:the\s+)?(?:request\s+)?(?:body|payload)\s*:?\s*([{[].*[}\]])$/i.exec(
      text,
    )
  if (payload) out.push(/^send$/i.test(payload[1]!) ? `Send the request with JSON body ${payload[2]}` : `Body ${payload[2]}`)
  // `Send an empty JSON object {} as the body`
  const object =
    /^(send|submit|post|use|pass)\s+(?:an?\s+|the\s+)?(empty\s+)?(?:json\s+)?(?:object|array|body|payload)\s+([{[].*[}\]])\s+as\s+(?:the\s+)?(?:request\s+|json\s+)?(?:body|payload)$/i.exec(
      text,
    )
  if (object && (!object[2] || /^(?:\{\s*\}|\[\s*\])$/.test(object[3]!)))
    out.push(/^(?:use|pass)$/i.test(object[1]!) ? `Body ${object[3]}` : `Send the request with JSON body ${object[3]}`)
  // `Include headers X-Client: web and X-Trace: on`
  const headers = /^(?:include|add|set|send|pass|use)\s+(?:the\s+)?(?:request\s+)?headers?\s+([A-Za-z][\w-]*\s*:\s*\S.*)$/i.exec(text)
  if (headers) out.push(`Header ${headers[1]}`)
  // `X-Tenant: acme`: a bare pair of a custom header, as in an HTTP file's request.
  const pair = /^(X-[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)\s*:\s*(\S.*)$/i.exec(text)
  if (pair && !RESPONSE_HEADER.test(pair[1]!)) out.push(`Header ${pair[1]}: ${pair[2]}`)
  return out
}
