import { STATUS_CODES } from 'node:http'
import { rawi } from '../understanding/regex-cache.js'
import { reasonOf, VALUE_KINDS } from './check-grammar.js'

/**
 * Plain tester English of round 12 (issue 11), rewritten to documented phrasings; every value is kept as written and
 * the grammar then reads the result:
 * - a status by its reason phrase alone (`Status should be Created`, `Expect Bad Request`);
 * - the status code under other names and learner verb forms (`statuscode`, `return code`, `the code of status`,
 *   `is equal to`, `becomes`, `is coming`, `should is`, `Response have status 201`, `It is expected that …`);
 * - success words (`It should succeed`, `Success response (201)`, `Expect a successful response`);
 * - learner verb forms on a field (`is equal "x"`, `must to be`, `have the value`, `In response title is "x"`);
 * - a bare dotted path (`order.lines[0].sku is "A1"`), lengths in words (`the number of tags is 3`, `tags length > 0`),
 *   list membership (`tags includes "x"`, `tags doesn't contain "x"`), an empty string, a flag, presence in few words
 *   (`id present`, `the id is generated`), a trailing `exactly`;
 * - response headers that contain a header, saves in other verbs (`Extract the token … and save it as {{t}}`,
 *   `Set variable t from response id`, `Assign $.id to {{t}}`), a saved variable as the expected value;
 * - `POST to /path with …`, numbered and ticked checklist lines, query parameters set by name or placed in the URL,
 *   a bearer token or an API-key header by name, an unauthenticated request with its status, latency, error texts the
 *   response returns.
 * Words that may name something else (`data.x`, which Postman users write for the body; `items count`, perhaps a
 * field; a possessive, whose owner may be the body itself) are left to be reported.
 */

const CODE = String.raw`(\d{3}|[1-5]xx)((?:\s+\(?[A-Za-z][A-Za-z' -]*\)?)?)`
const VARIABLE = String.raw`\{\{\s*\w+\s*\}\}`
/** A field in words: a bare name or dotted path, or a JSON path. */
const FIELD = String.raw`(\$[.[]\S*|[A-Za-z_]\w*(?:\.[A-Za-z_]\w*|\[\d+\])*)`
/** Names that are the response or a tool's variable for it, never a field of the body. */
const NOT_A_FIELD =
  /^(?:response|responses|body|res|resp|json|jsondata|data|result|r|pm|it|status|header|headers|request|content|payload|error|message|api|server|endpoint|call|time|schema)$/i
/** Words after `response` that name a part or property of it, not a field of its body. */
const RESPONSE_PARTS =
  /^(?:time|times|code|codes|type|size|length|text|format|data|message|messages|headers?|cookies?|encoding|charset|latency|duration|should|must|is|was)$/i
const CHECK = /^(?:verify|check|assert|expect|ensure|confirm|validate|make\s+sure|kindly\s+verify)(?:\s+(?:that|if|whether))?\s+/i

/** Reason phrases (`not found`, `created`) -> their codes, from Node's table. */
const REASONS = new Map(Object.entries(STATUS_CODES).map(([code, phrase]) => [(phrase ?? '').toLowerCase(), code]))
const REASON_PHRASE = [...REASONS.keys()]
  .filter((phrase) => phrase !== '')
  .sort((a, b) => b.length - a.length)
  .map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, String.raw`\s+`))
  .join('|')
const codeOf = (phrase: string) => REASONS.get(phrase.toLowerCase().replace(/\s+/g, ' '))

const STATUS_BY_REASON = rawi`^(?:the\s+)?((?:response\s+|http\s+)?status(?:\s+code)?)\s*(?:is|should\s+be|must\s+be|will\s+be|=|:|equals|to\s+be)?\s*["']?(${REASON_PHRASE})["']?$`
/** After a verb, only a phrase of two words or more, or one followed by a status word, is a status. */
const RETURNS_REASON = rawi`^(?:(?:(?:we|i|you)\s+(?:should\s+|must\s+|will\s+)?)?(?:expect|get|receive)|(?:(?:the\s+)?(?:api|server|endpoint|service|it)\s+)?(?:should\s+|must\s+|will\s+)?(?:returns?|responds?\s+with|answers?\s+with))\s+(?:an?\s+)?(${REASON_PHRASE})(\s+(?:status|response|error))?$`

const STATUS_SUBJECT = String.raw`(?:the\s+)?(?:response\s+|http\s+|returned\s+)?(?:status\s*code|status|return(?:ed)?\s+code|result\s+code|response\s+code|http\s+code|code\s+of\s+(?:the\s+)?(?:status|response))(?:\s+(?:returned|of\s+the\s+response))?`
const LEARNER_VERB = String.raw`(?:(?:is|should\s+be|must\s+be)\s+equals?\s+to|equals?\s+to|becomes?|is\s+become|(?:is|are)\s+coming(?:\s+as)?|comes?\s+as|should\s+is|must\s+is|(?:must|should)\s+to\s+be)`
const STATUS_LEARNER = rawi`^${STATUS_SUBJECT}\s+${LEARNER_VERB}\s+${CODE}$`
const STATUS_OTHER_NAME = rawi`^(?:the\s+)?(?:statuscode|return(?:ed)?\s+code|result\s+code|http\s+(?:status\s+)?code|code\s+of\s+(?:the\s+)?(?:status|response))(?:\s+(?:is|should\s+be|must\s+be|=|:))?\s+${CODE}$`
const STATUS_RETURNED = rawi`^(?:the\s+)?status(?:\s+code)?\s+returned\s+(?:is|should\s+be|must\s+be)\s+${CODE}$`
const RESPONSE_HAVE = rawi`^(?:the\s+)?response\s+(?:(?:have|has|had|returned|gave|gives)\s+(?:the\s+|a\s+)?(?:status(?:\s+code)?|code)|(?:comes|came)\s+(?:back\s+)?with(?:\s+(?:an?\s+)?status(?:\s+code)?)?)\s+${CODE}$`
const ACTION_FAILS = rawi`^(?:the\s+)?(?:[a-z]+\s+)?(?:creation|update|deletion|submission|attempt|save)\s+(?:fails|failed|should\s+fail|must\s+fail|is\s+rejected|gets\s+rejected)\s+(?:with\s+)?(?:an?\s+)?(?:status\s+)?${CODE}$`

export function testerRewrites5(written: string): string[] {
  const out: string[] = []
  const expected = /^it\s+is\s+expected\s+that\s+(.+)$/i.exec(written)
  if (expected) out.push(expected[1]!, ...testerRewrites5(expected[1]!))
  const text = written.replace(CHECK, '')
  out.push(...statusRewrites(text, written), ...fieldRewrites(text), ...requestRewrites(text))
  return out
}

function statusRewrites(text: string, written: string): string[] {
  const out: string[] = []
  const byReason = STATUS_BY_REASON.exec(text)
  // A bare `status` may be a body field holding a state (`status is accepted`): one reason word needs `status code`,
  // `HTTP status` or `response status` before it.
  if (byReason && (/\s/.test(byReason[1]!.trim()) || /\s/.test(byReason[2]!.trim()))) out.push(`Verify status is ${codeOf(byReason[2]!)}`)
  const returned = RETURNS_REASON.exec(written)
  if (returned && (/\s/.test(returned[1]!.trim()) || returned[2])) out.push(`Verify status is ${codeOf(returned[1]!)}`)
  for (const pattern of [STATUS_LEARNER, STATUS_OTHER_NAME, STATUS_RETURNED, RESPONSE_HAVE, ACTION_FAILS]) {
    const match = pattern.exec(text)
    if (match && reasonOf(match[1]!, match[2]!.replace(/[()]/g, ' ').trim())) out.push(`Verify status is ${match[1]}`)
  }
  // `It should succeed`, `Expect a successful response`, `Success response (201)`: a 2xx status.
  if (/^it\s+(?:should|must|will)\s+(?:succeed|be\s+successful|pass)$/i.test(text)) out.push('Verify the request succeeds')
  if (
    /^(?:(?:we|i|you)\s+)?(?:should\s+)?(?:expect|get|receive)\s+(?:an?\s+)?(?:success|successful)\s+(?:status|response)(?:\s+code)?$/i.test(
      written,
    )
  )
    out.push('Verify status is 2xx')
  const success = /^(?:an?\s+)?(?:success|successful)\s+(?:response|status)(?:\s+code)?\s*\((2\d\d)\)$/i.exec(text)
  if (success) out.push(`Verify status is ${success[1]}`)
  return out
}

const pathOf = (field: string) => (field.startsWith('$') ? field : `$.${field}`)
const isField = (field: string) => field.startsWith('$') || !NOT_A_FIELD.test(field.split(/[.[]/)[0]!)

function fieldRewrites(text: string): string[] {
  const out: string[] = []
  // `In response title is "x"`, `species is "dog" in the response`: the response is where every field is (a request
  // step ending so, `Set X-Id to the id in the response`, is left alone).
  const leading = text.replace(/^in\s+(?:the\s+)?response(?:\s+body)?,?\s+/i, '')
  const placed = /^(?:the\s+)?[A-Za-z_$][\w.$[\]-]*\s+(?:is|are|equals|should|must|==|=|!=)\s/i.test(leading)
    ? leading.replace(/\s+in\s+(?:the\s+)?response(?:\s+body)?$/i, '')
    : leading
  // Learner forms of a comparison: `is equal "x"`, `must to be`, `have the value "x"`.
  const verbs = placed
    .replace(/\b(?:(?:is|should\s+be|must\s+be|be|should|must)\s+)?equals?(?:\s+to)?\s+(?=\S)/i, 'equals ')
    .replace(/\b(must|should)\s+to\s+be\b/i, '$1 be')
    .replace(/\b(?:have|has)\s+(?:the\s+)?value\s+(?:of\s+)?/i, 'equals ')
    .replace(/\s+exactly$/i, '')
    .replace(/\b(?:should|must)\s+not\s+be\s+(?:more|greater|higher|larger|bigger)\s+than\b/i, 'is at most')
    .replace(/\b(?:should|must)\s+not\s+be\s+(?:less|fewer|lower|smaller)\s+than\b/i, 'is at least')
    .replace(/\b(?:greater|more|bigger|higher|larger)\s+(?:than\s+)?or\s+equals?(?:\s+to)?\b/i, 'at least')
    .replace(/\b(?:less|smaller|lower|fewer)\s+(?:than\s+)?or\s+equals?(?:\s+to)?\b/i, 'at most')
    .replace(/\bblank$/i, 'empty')
    .replace(/^((?:the\s+)?[A-Za-z_]\w*)(?:\s+field)?\s+value\s+(?=is\b|should\b|must\b|equals\b|=)/i, '$1 ')
  if (verbs !== text) out.push(verbs)
  // `Response title equals "x"`: a name after the response is its field, unless it names a part of the response.
  const ofResponse = /^(?:the\s+)?(?:response|body|json)\s+([A-Za-z_]\w*)\s+((?:is|equals|should|must|==|=|!=)\s.+)$/i.exec(verbs)
  if (ofResponse && isField(ofResponse[1]!) && !RESPONSE_PARTS.test(ofResponse[1]!)) out.push(`$.${ofResponse[1]} ${ofResponse[2]}`)
  // `The response contains species "cat"`, `Response has species = "cat"`: a name and a value after it are a field's.
  const withValue =
    /^(?:the\s+)?(?:response|body|json)(?:\s+body)?\s+(?:should\s+|must\s+)?(?:contains?|has|have|includes?)\s+(?:the\s+)?(?:field\s+)?([A-Za-z_]\w*)\s*(?:=|:|\s(?:equal\s+to|equals|with\s+(?:the\s+)?value|as))?\s*("[^"]*"|-?\d+(?:\.\d+)?|true|false|null)$/i.exec(
      verbs,
    )
  if (withValue && isField(withValue[1]!) && !VALUE_KINDS.test(withValue[1]!)) out.push(`Verify $.${withValue[1]} is ${withValue[2]}`)
  // `order.lines[0].sku is "A1"`, `The nested field owner.address.city is "Lyon"`: a dotted path is a field's path.
  const dotted = /^(?:the\s+)?(?:nested\s+)?(?:(?:field|property|key)\s+)?([A-Za-z_]\w*(?:\.[A-Za-z_]\w*|\[\d+\])+)\s+(\S.*)$/i.exec(verbs)
  if (dotted && isField(dotted[1]!)) out.push(`$.${dotted[1]} ${dotted[2]}`)
  // `The number of tags is 3`, `The length of tags is 3`, `tags length > 0`: the length of a list.
  const count =
    /^(?:the\s+)?(?:number|count|length|size)\s+of\s+(?:the\s+)?([A-Za-z_]\w*)(?:\s+(?:array|list))?\s+(\S.*)$/i.exec(verbs) ??
    /^(?:the\s+)?([A-Za-z_]\w*)(?:\s+(?:array|list))?\s+(?:length|size)\s+(\S.*)$/i.exec(verbs)
  const counted = count && (/^(?:number|count)/i.test(verbs.replace(/^the\s+/i, '')) ? /s$/i.test(count[1]!) : true)
  if (count && counted && isField(count[1]!)) out.push(`Verify the length of $.${count[1]} ${count[2]}`)
  // `tags includes "urgent"`, `tags doesn't contain "spam"`: an item of a list field.
  const member =
    /^(?:the\s+)?(\$[.[]\S*|[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)(?:\s+(?:array|list))?\s+(?:(?:should\s+|must\s+)?(includes?|contains?)|((?:does\s+not|doesn't|doesnt|do\s+not|don't|should\s+not|must\s+not)\s+(?:contain|include)))\s+("[^"]*"|'[^']*'|-?\d+(?:\.\d+)?)$/i.exec(
      verbs,
    )
  if (member && isField(member[1]!)) out.push(`Verify ${pathOf(member[1]!)} ${member[3] ? 'does not contain' : 'contains'} ${member[4]}`)
  // `description is an empty string`: the text "".
  const emptyText = rawi`^(?:the\s+)?${FIELD}(?:\s+field)?\s+(?:is|should\s+be|must\s+be)\s+(?:an?\s+)?empty\s+(?:string|text)$`.exec(verbs)
  if (emptyText && isField(emptyText[1]!)) out.push(`Verify ${pathOf(emptyText[1]!)} is ""`)
  // `The active flag is true`: a flag is a true/false field.
  const flag = /^(?:the\s+)?([A-Za-z_]\w*)\s+flag\s+(?:is|should\s+be|must\s+be|=)\s+(true|false)$/i.exec(verbs)
  if (flag && isField(flag[1]!)) out.push(`Verify $.${flag[1]} is ${flag[2]!.toLowerCase()}`)
  // `id present`, `id exists`, `password absent`, `The id is generated`: presence in few words.
  const present =
    /^(?:the\s+)?([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)(?:\s+field)?\s+(present|exists|missing|absent|not\s+present|is\s+present\s+in\s+the\s+response)$/i.exec(
      verbs,
    )
  if (present && isField(present[1]!))
    out.push(
      /^(?:missing|absent|not\s+present)$/i.test(present[2]!) ? `Verify $.${present[1]} does not exist` : `Verify $.${present[1]} exists`,
    )
  // A generated id, token, key, code or number is one the response carries.
  const generated =
    /^(?:the\s+)?([A-Za-z_]*(?:id|Id|ID|token|Token|key|Key|code|Code|number|Number|uuid|Uuid))\s+(?:is|gets|got|is\s+getting|should\s+be|must\s+be)\s+generated$/.exec(
      verbs.replace(/^the\s+/i, ''),
    )
  if (generated && isField(generated[1]!)) out.push(`Verify $.${generated[1]} exists`)
  // `The id should be {{taskId}}`, `parentId equals the saved taskId`: a saved value as the expected one.
  const saved =
    rawi`^(?:the\s+)?([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)(?:\s+field)?\s+(?:is|equals|should\s+(?:be|equal)|must\s+(?:be|equal)|==?)\s+(${VARIABLE}|(?:the\s+)?(?:saved|stored|captured)\s+(?:variable\s+)?(\w+))$`.exec(
      verbs,
    )
  if (saved && isField(saved[1]!)) out.push(`Verify $.${saved[1]} equals ${saved[3] ? `{{${saved[3]}}}` : saved[2]}`)
  return out
}

function requestRewrites(text: string): string[] {
  const out: string[] = []
  // `Response headers contain X-RateLimit-Remaining`
  const header =
    /^(?:the\s+)?response\s+headers?\s+(?:(?:should\s+|must\s+)?(?:contains?|includes?|has|have)|((?:does\s+not|doesn't|do\s+not|don't|should\s+not|must\s+not)\s+(?:contain|include|have)))\s+(?:the\s+)?([A-Za-z][\w-]*)(?:\s+header)?$/i.exec(
      text,
    )
  if (header) out.push(header[1] ? `The response has no ${header[2]} header` : `Verify header ${header[2]} exists`)
  // Saves in other verbs.
  const extracted =
    rawi`^(?:extract|take|get|grab|read|pick|fetch)\s+(?:the\s+)?${FIELD}(?:\s+value)?(?:\s+from\s+(?:the\s+)?(?:response|body|json)(?:\s+body)?)?\s+and\s+(?:save|store|keep|put)\s+it\s+(?:as|in|into|to)\s+(?:(?:the\s+)?variable\s+)?(${VARIABLE}|\w+)$`.exec(
      text,
    )
  if (extracted && isField(extracted[1]!)) out.push(`Save ${pathOf(extracted[1]!)} as ${extracted[2]}`)
  const setVariable =
    rawi`^set\s+(?:the\s+)?(?:(?:env(?:ironment)?\s+)?variable|var)\s+(${VARIABLE}|\w+)\s+(?:from\s+(?:the\s+)?(?:response(?:'s)?\s+(?:body\s+)?)?|to\s+(?:the\s+)?response(?:'s)?\s+(?:body\s+)?)${FIELD}$`.exec(
      text,
    )
  if (setVariable && isField(setVariable[2]!)) out.push(`Save ${pathOf(setVariable[2]!)} as ${setVariable[1]}`)
  const assigned = rawi`^assign\s+(\$[.[]\S*)\s+to\s+(?:(?:the\s+)?variable\s+)?(${VARIABLE}|\w+)$`.exec(text)
  if (assigned) out.push(`Save ${assigned[1]} as ${assigned[2]}`)
  // `POST to /tasks with body {…}`, `The client posts {…} to /tasks`: the method and path, checked against the heading.
  const postTo = /^(post|put|patch)\s+to\s+(\/\S*)\s+(with\s+.+)$/i.exec(text)
  if (postTo) out.push(`${postTo[1]!.toUpperCase()} ${postTo[2]} ${postTo[3]}`)
  const posts = /^(?:(?:the\s+)?(?:client|user|tester|caller|i|we)\s+)?(post|put|patch)(?:s|es)?\s+([{[].*[}\]])\s+to\s+(\/\S*)$/i.exec(
    text,
  )
  if (posts) out.push(`${posts[1]!.toUpperCase()} ${posts[3]} with ${posts[2]}`)
  // `Set the "sort" query parameter to "dueDate"`, `page=2 in the query string`
  const queryNamed = /^set\s+(?:the\s+)?(["']?)([\w.-]+)\1\s+query\s+(?:string\s+)?param(?:eter)?\s+to\s+(\S.*)$/i.exec(text)
  if (queryNamed) out.push(`Query parameter ${queryNamed[2]} is ${queryNamed[3]}`)
  const queryPlaced = /^(\w[\w.-]*=[^\s&]+(?:&\w[\w.-]*=[^\s&]+)*)\s+(?:in|on)\s+(?:the\s+)?(?:query(?:\s+string)?|url)$/i.exec(text)
  if (queryPlaced) out.push(`Query ${queryPlaced[1]}`)
  // `Header X-Tenant set to north`: the request's header (a response header would be checked with `is`).
  const headerSet = /^header\s+([A-Za-z][\w-]*)\s+set\s+to\s+(\S.*)$/i.exec(text)
  if (headerSet) out.push(`Header ${headerSet[1]}: ${headerSet[2]}`)
  // `Send below payload {…}` (Indian English): the body written on the line.
  const below = /^(send|use|pass|post)\s+(?:the\s+)?below\s+(?:request\s+|json\s+)?(?:payload|body|json)\s*:?\s*([{[].*[}\]])$/i.exec(text)
  if (below) out.push(/^send$/i.test(below[1]!) ? `Send the request with JSON body ${below[2]}` : `Body ${below[2]}`)
  // `Set page to 2 in the query`
  const queryIn = /^set\s+(\w[\w.-]*)\s+to\s+(\S+)\s+in\s+the\s+(?:query(?:\s+string)?|url)$/i.exec(text)
  if (queryIn) out.push(`Query parameter ${queryIn[1]} is ${queryIn[2]}`)
  // `Do not send a token`, `Don't send the Authorization header`
  if (
    /^(?:do\s+not|don't|dont)\s+send\s+(?:an?\s+|the\s+|any\s+)?(?:token|bearer\s+token|auth(?:entication|orization)?(?:\s+header)?|credentials|api\s+key)$/i.test(
      text,
    )
  )
    out.push('Without authentication')
  // `Must respond in < 400ms`
  const respond = /^(?:it\s+)?(?:(?:must|should|has\s+to)\s+)?respond\s+in\s+(?:<\s*|under\s+|less\s+than\s+)(\S.*)$/i.exec(text)
  if (respond) out.push(`Response time is under ${respond[1]}`)
  // `Response body should have text "x"`, `The response body shows "x"`: the text of the body.
  const hasText =
    /^(?:the\s+)?(?:response|body)(?:\s+body)?\s+(?:(?:should|must)\s+have\s+(?:the\s+)?text|shows|should\s+show|must\s+show|displays)\s+("[^"]*"|'[^']*')$/i.exec(
      text,
    )
  if (hasText) out.push(`Verify the response body contains ${hasText[1]}`)
  // `Use a bearer token {{token}}`, `API key header X-API-Key: {{apiKey}}`
  const bearer =
    rawi`^(?:use|with|send\s+(?:it\s+|the\s+request\s+)?with|pass|add)\s+(?:a\s+|the\s+)?bearer\s+token\s+(${VARIABLE}|[\w.-]+)$`.exec(text)
  if (bearer) out.push(`Header Authorization: Bearer ${bearer[1]}`)
  const keyHeader =
    /^(?:(?:use|with|send|add|pass)\s+)?(?:the\s+|an?\s+)?api[\s-]?key\s+(?:in\s+)?(?:the\s+)?header\s+([A-Za-z][\w-]*)(?:\s*:\s*|\s+)(\S.*)$/i.exec(
      text,
    )
  if (keyHeader) out.push(`Header ${keyHeader[1]}: ${keyHeader[2]}`)
  // `Latency below 200ms`, `Response should come within 1.5 seconds`: the response time.
  const latency = /^(?:the\s+)?latency\s+(?:should\s+be\s+|must\s+be\s+|is\s+)?(\S.*)$/i.exec(text)
  if (latency) out.push(`Response time is ${latency[1]}`)
  const comes =
    /^(?:the\s+)?response\s+(?:should|must|has\s+to|needs\s+to)\s+(?:come|arrive)\s+(?:back\s+)?(within|in\s+under|in\s+less\s+than|under)\s+(\S.*)$/i.exec(
      text,
    )
  if (comes) out.push(`Response time is under ${comes[2]}`)
  // `The response returns the error "x"`, `An error "x" is returned`: the error text.
  const error =
    /^(?:the\s+)?(?:response|api|server|endpoint)\s+(?:returns?|gives?|shows?|responds\s+with|sends\s+back)\s+(?:the\s+|an?\s+)?error(?:\s+message)?\s+("[^"]*"|'[^']*')$/i.exec(
      text,
    ) ??
    /^(?:an?\s+|the\s+)?error(?:\s+message)?\s+("[^"]*"|'[^']*')\s+(?:is|should\s+be|must\s+be|gets)\s+(?:shown|returned|displayed|given|sent\s+back)$/i.exec(
      text,
    )
  if (error) out.push(`The error message says ${error[1]}`)
  return out
}

/**
 * `1. Send the request`, `- [x] id present`, `✔ title is "x"`: a list marker or a tick before a step, read as a label
 * (it names nothing).
 */
export function listMarker(text: string): { text: string; label: string } | undefined {
  const marked = /^(\d{1,2}[.)]|(?:[-*]\s*)?\[\s*[xX✓✔]?\s*\]|[✔✓☑✅])\s*(\S.*)$/u.exec(text)
  return marked ? { text: marked[2]!, label: marked[1]! } : undefined
}

/**
 * `Unauthenticated request returns 401`, `Without token -> 401`: the request's credentials, then its status, in the
 * words the prose splitter reads (`Without authentication the API returns 401`, `Without token, expect 401`).
 */
export function splitRewrites5(text: string): string[] {
  const out: string[] = []
  const anonymous =
    /^(?:an?\s+|the\s+)?(?:unauthenticated|anonymous)\s+(?:requests?|calls?)\s+(?:should\s+|must\s+)?(?:returns?|gets?|gives?|receives?|fails\s+with)\s+(\S.*)$/i.exec(
      text,
    )
  if (anonymous) out.push(`Without authentication the API returns ${anonymous[1]}`)
  const arrow =
    /^((?:without|with\s+(?:an?\s+)?(?:invalid|expired|wrong|bad|revoked))\s+(?:an?\s+|any\s+)?(?:token|auth(?:entication)?|credentials|login|api\s+key))\s*(?:->|=>|→)\s*(?:expect\s+)?(\S.*)$/i.exec(
      text,
    )
  if (arrow) out.push(`${arrow[1]}, expect ${arrow[2]}`)
  return out
}
