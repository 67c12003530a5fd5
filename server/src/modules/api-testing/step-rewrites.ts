import { rawi, ri } from '../understanding/regex-cache.js'
import { reasonOf, VALUE_KINDS } from './check-grammar.js'
import { headerRewrite } from './code-checks.js'
import { existRewrite } from './learner-auxiliaries.js'
import { responseTimeRewrite } from './response-time-words.js'
import { formRewrites } from './step-forms.js'
import { byPosition } from './step-tester-prose-6.js'

/**
 * The API rewrites of a step into the grammar's words (`POST with JSON {…}`, `Call the endpoint`,
 * `response.title == "x"`, `the array is not empty`, `I get a 404`), tried by step-understanding.ts: `firstRewrites`
 * before the step as written (the plain grammar would misread those), `rewrites` after it.
 */

const METHODS = 'GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS'
export const CHECK = /^(?:verify|check|assert|expect|ensure|confirm|validate|make\s+sure)(?:\s+(?:that|if|whether))?\s+/i

/**
 * Reason words after a status code (`400 Bad Request`) and a trailing noun (`201 status`); never a joint to another
 * check (`Returns a 201 and an id` says two things, so it is not read as the status alone).
 */
const REASON =
  "((?:\\s+(?!(?:and|plus|but|then|also)\\b)[A-Za-z][A-Za-z'-]*(?:\\s+(?!(?:and|plus|but|then|also)\\b)[A-Za-z][A-Za-z'-]*)*?)?)(?:\\s+(?:status|response|code|error))*"

/** Rewrites tried before the step as written: lengths and emptiness, which the plain grammar misreads. */
export function firstRewrites(written: string): string[] {
  const out: string[] = []
  const exist = existRewrite(written)
  if (exist) out.push(exist)
  const time = responseTimeRewrite(written)
  if (time) out.push(time)
  // Test code and bare header pairs are read before the sentence layer (it drops a colon before a value).
  const code = headerRewrite(written)
  if (code) out.push(code)
  // `$.serial matches ^DJI[0-9]{8}$`: an anchored pattern without its slashes (the plain grammar reads the path's
  // first part alone, and the accounting then refuses the step).
  const anchored = written.replace(/^(\S.*?\bmatch(?:es)?)\s+(\^[^\s"/]*|[^\s"/$][^\s"/]*\$)$/i, '$1 /$2/')
  if (anchored !== written && /^(?:(?:verify|check|expect|ensure|confirm)\s+(?:that\s+)?)?\$[.[]/i.test(written)) out.push(anchored)
  const position = /^(?:first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th)\s/i.test(written) ? byPosition(written) : undefined
  if (position) out.push(position)
  const text = written.replace(/([!=])==/g, '$1=').replace(/^(?:and|then|but)\s+/i, '')
  const check = CHECK.exec(text)
  const body = check ? text.slice(check[0].length) : text
  const prefix = check ? 'Verify ' : ''
  // `res.body.title == "x"`: supertest's and fetch wrappers' body is the root, not a field named "res".
  const js = body.replace(/^(?:the\s+)?response\.(?!body\b|json\b)/i, '$.').replace(/^(?:res|resp|response)\.body(?=[.[])/i, '$')
  // `.length`, and Java's and Groovy's `.size()` / `.length()`: the list's length, never a key named "size()".
  const length = /^(\$\S*?|(?:response\.)?(?:body|json)\S*?)\.(?:length\(\)|size\(\)|length)\s*(.+)$/i.exec(js)
  const lengthText =
    length &&
    `${prefix}the length of ${length[1]} is ${length[2]!.replace(/^(?:is|should\s+be|must\s+be|equals|to\s+be|to\s+equal)\s+/i, '')}`
  // The response object's root read first: the step as written would take `res` for a field.
  if (js !== body && /^(?:res|resp|response\.body)[.[]/i.test(body)) out.push(lengthText || `${prefix}${js}`)
  if (text !== written) out.push(text)
  if (lengthText) out.push(lengthText)
  const empty =
    /^(?:the\s+)?(?:(?:response|body|result)\s+)?(?:([A-Za-z_$][\w.[\]$-]*)\s+)?(?:array|list)\s+(?:is|are|should|must)(\s+not)?(?:\s+be)?\s+(not\s+empty|non-empty|nonempty|empty)$/i.exec(
      body,
    ) ??
    /^(?:the\s+)?(\$\S*|(?:response|body)\.\S+|[A-Za-z_][\w-]*(?:\.[\w-]+)+)\s+(?:is|are|should|must)(\s+not)?(?:\s+be)?\s+(?:an?\s+)?(not\s+empty|non-empty|nonempty|empty)(?:\s+(?:array|list))?$/i.exec(
      body,
    ) ??
    /^(?:the\s+)?()(?:response|body|result)\s+(?:is|should\s+be)()\s+(?:an?\s+)?(non-empty|empty)\s+(?:array|list)$/i.exec(body)
  // `response.status == 200`, `Response should be 200 OK`: the HTTP status, not a body field.
  const status =
    /^(?:the\s+)?response\.status(?:Code)?\s*(?:==|=|is|should\s+be|must\s+be)\s*(\d{3}|[1-5]xx)$/i.exec(body) ??
    rawi`^(?:the\s+)?response(?:\s*={1,3}\s*|\s+(?:is|equals|should\s+(?:be|equal)|must\s+(?:be|equal)|was)\s+)(?:an?\s+)?(?:http\s+)?(\d{3}|[1-5]xx)${REASON}$`.exec(
      body,
    )
  if (status && reasonOf(status[1]!, status[2])) out.push(`Verify status is ${status[1]}`)
  // `The response should include the "token" property`, `The "password" field must not be present`
  const has =
    /^(?:the\s+)?(?:response|body|json|result)(?:\s+body)?\s+(?:should\s+|must\s+)?(?:has|have|includes?|contains?)\s+(?:an?\s+|the\s+)?("[^"]+")\s+(?:field|property|key|attribute)$/i.exec(
      body,
    )
  if (has) out.push(`Verify the response has a field ${has[1]}`)
  // `The response body should have an "id"`: a name after "has a" is a field (`contains "x"` stays a body text check).
  const hasA =
    /^(?:the\s+)?(?:response|body|json|result)(?:\s+body)?\s+(?:should\s+|must\s+)?(?:has|have)\s+(?:an?|the)\s+("[\w.-]+")$/i.exec(body)
  if (hasA) out.push(`Verify the response has a field ${hasA[1]}`)
  // `The response contains an id`: a field named with an article is a field, not the text "an id".
  const named =
    /^(?:the\s+)?(?:response|body|result)(?:\s+body)?\s+(?:contains|has|includes|returns)\s+(?:an?|the)\s+([A-Za-z_][\w-]*)(?:\s+(?:field|property|key))?$/i.exec(
      body,
    )
  if (named && !VALUE_KINDS.test(named[1]!)) out.push(`Verify the response has a field "${named[1]}"`)
  const presence =
    /^(?:the\s+)?("[^"]+")\s+(?:field|property|key|attribute)\s+(?:(should\s+not|must\s+not|is\s+not|isn't)|should|must|is)\s+(?:be\s+)?(?:present|there|returned|included|set)$/i.exec(
      body,
    )
  if (presence) out.push(presence[2] ? `The response has no field ${presence[1]}` : `Verify the response has a field ${presence[1]}`)
  if (empty) {
    const raw = empty[1] || undefined
    const negated = empty[2] !== undefined && empty[2] !== ''
    const isEmpty = /^empty$/i.test(empty[3]!) !== negated
    const path =
      raw === undefined ? '$' : /^[$]/.test(raw) ? raw : raw.replace(/^(?:response|body)\./i, '$.').replace(/^(?=[A-Za-z_])/, '$.')
    out.push(`Verify the length of ${path} is ${isEmpty ? '0' : 'greater than 0'}`)
  }
  return out
}

/** The same step in words the grammar reads; each rewrite keeps every value as written. */
export function rewrites(text: string): string[] {
  // Other notations (curl flags, a status line, step-forms.ts) first, then read in the grammar's words as any step is.
  const forms = formRewrites(text)
  return [...forms.flatMap((form) => [...firstRewrites(form), form, ...plainRewrites(form)]), ...plainRewrites(text)]
}

function plainRewrites(text: string): string[] {
  const out: string[] = []
  const check = CHECK.exec(text)
  const body = check ? text.slice(check[0].length) : text
  const prefix = check ? 'Verify ' : ''
  // `Expect a 401`
  const status = rawi`^(?:an?\s+|some\s+(?=[1-5]xx\b))?(?:http\s+)?(\d{3}|[1-5]xx)${REASON}$`.exec(body)
  if (status && reasonOf(status[1]!, status[2])) out.push(`Verify status is ${status[1]}`)
  // `I get a 404`, `We receive a 201 status`, `The API returns 400 Bad Request`, `It fails with 422`
  const got =
    rawi`^(?:(?:the\s+)?(?:api|server|endpoint|service|request|call|response|it|we|i|you|client)\s+)?(?:(?:should|must|will)\s+)?(?:gets?|receives?|sees?|returns?|responds?(?:\s+with)?|answers?(?:\s+with)?|fails?(?:\s+with)?|comes?\s+back(?:\s+with)?|gives?)\s+(?:back\s+)?(?:an?\s+|the\s+|some\s+(?=[1-5]xx\b))?(?:http\s+)?(?:status\s+(?:code\s+)?)?(\d{3}|[1-5]xx)(?:\s+back)?${REASON}$`.exec(
      body,
    )
  if (got && reasonOf(got[1]!, got[2])) out.push(`Verify status is ${got[1]}`)
  // `The call is rejected with 401`, `Access is denied (403)`
  const refused =
    /^(?:(?:the\s+)?(?:api|server|endpoint|service|request|call|response|it|access)\s+)?(?:is\s+|gets\s+|should\s+be\s+)?(?:rejected|refused|denied|blocked)(?:\s+with)?\s+(?:an?\s+|the\s+)?(?:status\s+)?\(?(\d{3})\)?(?:\s+[A-Za-z][A-Za-z' -]*)?$/i.exec(
      body,
    )
  if (refused) out.push(`Verify status is ${refused[1]}`)
  // `The response should contain the header X-Request-Id`
  const header =
    /^(?:the\s+)?response\s+(?:should\s+|must\s+)?(?:contains?|includes?|has|have|returns?)\s+(?:a\s+|an\s+|the\s+)?header\s+(\S+)$/i.exec(
      body,
    )
  if (header) out.push(`Verify header ${header[1]} exists`)
  // `It responds within 300ms`: the subject adds nothing to a response-time check.
  const subject = body.replace(
    /^(?:it|the\s+(?:api|server|endpoint|service|call))\s+(?=(?:responds|returns|answers|completes|finishes)\b)/i,
    'the response ',
  )
  if (subject !== body) out.push(`${prefix}${subject.replace(/^the response (?:returns|answers)/i, 'the response arrives')}`)
  // `There is no "ssn" field in the response`
  const there =
    /^there\s+(?:is|should\s+be|must\s+be)\s+(no|an?|the)\s+("[^"]+")\s+(?:field|property|key|attribute)(?:\s+in\s+the\s+(?:response|body|json)(?:\s+body)?)?$/i.exec(
      body,
    )
  if (there) out.push(/^no$/i.test(there[1]!) ? `The response has no field ${there[2]}` : `Verify the response has a field ${there[2]}`)
  // `There should be a Location header`, `There is no Server header in the response`
  const thereHeader =
    /^there\s+(?:is|should\s+be|must\s+be|will\s+be)\s+(no|an?|the)\s+(?:([A-Za-z][\w-]*)\s+header|header\s+([A-Za-z][\w-]*))(?:\s+(?:in|on)\s+the\s+response)?$/i.exec(
      body,
    )
  if (thereHeader) {
    const name = thereHeader[2] ?? thereHeader[3]
    out.push(/^no$/i.test(thereHeader[1]!) ? `The response has no ${name} header` : `Verify header ${name} exists`)
  }
  // `The bookings array in the response is empty`: where a field is adds nothing when it is the response.
  const located = body.replace(
    /^((?:the\s+)?[A-Za-z_$][\w.[\]$-]*(?:\s+(?:array|list|field|property|key|attribute|value))?)\s+(?:in|of|from)\s+the\s+(?:response|json)(?:\s+body)?(?=\s+(?:is|are|should|must|has|have|equals|contains|matches)\b)/i,
    '$1',
  )
  if (located !== body) out.push(`${prefix}${located}`)
  // `The body should have a "name" field equal to "A"`
  const fieldEqual =
    /^(?:the\s+)?(?:json\s+)?(?:response|body|json|result)(?:\s+body)?\s+(?:should\s+|must\s+)?(?:has|have|contains?|includes?)\s+(?:an?\s+|the\s+)?("[^"]+")(?:\s+(?:field|property|key))?\s+(?:equal\s+to|equals|=|with\s+(?:the\s+)?value|of|set\s+to)\s+(.+)$/i.exec(
      body,
    )
  if (fieldEqual) out.push(`Verify field ${fieldEqual[1]} is ${fieldEqual[2]}`)
  // `Expect error message "X"`, `Expect the error "X"`
  const error = /^(?:an?\s+|the\s+)?error(?:\s+message)?\s+("[^"]*")$/i.exec(body)
  if (error) out.push(`The error message says ${error[1]}`)
  // `Use {"qty": 3} as the body` sets the body; `Send {"qty": 3} as the body` sends the request with it.
  const bodyAs = /^(send|submit|use|pass|post)\s+([{[].*[}\]])\s+as\s+(?:the\s+)?(?:request\s+|json\s+)?(?:body|payload)$/i.exec(text)
  if (bodyAs) out.push(/^(?:use|pass|post)$/i.test(bodyAs[1]!) ? `Body ${bodyAs[2]}` : `Send the request with JSON body ${bodyAs[2]}`)
  // `There are 3 items in the response`
  const there3 =
    /^there\s+(?:are|should\s+be|must\s+be)\s+(\d+)\s+(?:items?|elements?|entries|results?|records?)\s+in\s+(?:the\s+)?(?:response|body|(\$\S*))$/i.exec(
      body,
    )
  if (there3) out.push(`Verify the length of ${there3[2] ?? '$'} is ${there3[1]}`)
  // `Use {{token}} as the bearer token`, `Set Authorization to Bearer {{token}}`, `Set content-type to application/json`
  const bearer = /^(?:use|send|pass|set)\s+(\{\{\s*\w+\s*\}\})\s+as\s+(?:the\s+)?bearer(?:\s+token)?$/i.exec(text)
  if (bearer) out.push(`Set header Authorization: Bearer ${bearer[1]}`)
  const namedHeader =
    /^set\s+(?:the\s+)?(authorization|accept(?:-[a-z]+)?|content-[a-z]+|cache-control|user-agent|cookie|origin|referer|prefer|idempotency-key|if-[a-z-]+|x-[a-z0-9-]+)\s+to\s+(\S.*)$/i.exec(
      text,
    )
  if (namedHeader) out.push(`Set header ${namedHeader[1]}: ${namedHeader[2]}`)
  // `Use this JSON as the body: {…}`
  const asBody =
    /^(?:use|set|send|take)\s+(?:this|the\s+following|the|a)?\s*(?:json|payload|data|object)\s+as\s+(?:the\s+)?(?:request\s+)?body\s*:?\s*([{[].*)$/i.exec(
      text,
    )
  if (asBody) out.push(`Body ${asBody[1]}`)
  // `Post the JSON {…}`: the method as the verb, the body as its object.
  const posted =
    /^(post|put|patch)\s+(?:(?:the\s+|a\s+|this\s+)?(?:json|body|payload|data)(?:\s+body)?\s+)?([{[].*)$/i.exec(text) ??
    /^(send|submit)\s+(?:the\s+|a\s+|this\s+)?(?:json\s+)?(?:payload|body|data|json)\s*:?\s*([{[].*)$/i.exec(text)
  if (posted) out.push(`Send the request with JSON body ${posted[2]}`)
  // `expect response.id to be a string`: "to be" / "to equal" / "to contain" as the grammar's verbs
  // `expect the response not to contain "x"` / `to not be`: the negation is the check's ("the response not contains"
  // was read as a field named "not").
  const negated = /^(.+?)\s+(?:not\s+to|to\s+not)\s+(be|equal|contain|include|match|have|exist|start|end)\b(.*)$/i.exec(body)
  if (negated) out.push(`${negated[1]!.replace(/^(?:the\s+)?response\.(?!body\b|json\b)/i, '$.')} should not ${negated[2]}${negated[3]}`)
  const toBe = (negated ? '' : body)
    .replace(/\s+to\s+(?:be|equal)\s+/i, ' is ')
    .replace(/\s+to\s+(contain|include|match|have)\s+/i, ' $1s ')
    .replace(/\s+to\s+(exist)$/i, ' $1s')
  if (!negated && toBe !== body) out.push(`${prefix}${toBe.replace(/^(?:the\s+)?response\.(?!body\b|json\b)/i, '$.')}`)
  // `The "title" field is "x"`
  const field = body.replace(/^(?:the\s+)?("[^"]+")\s+(?:field|property|key)\s+/i, 'field $1 ')
  if (field !== body) out.push(`${prefix}${field}`)
  // `POST with JSON {…}`, `POST request`, `DELETE it`
  const method =
    ri`^(${METHODS})(?:\\s+(?:request|call|it))?(?:\\s+(?:to\\s+)?(?:the\\s+)?(?:endpoint|api|url|route))?(\\s+with(?:out)?\\s+.+)?$`.exec(
      text,
    )
  if (method) out.push(`Send a ${method[1]!.toUpperCase()} request${method[2] ?? ''}`)
  // `Set environment variable ticketId to the id in the response`: a variable set from the response is a save.
  const setVariable =
    /^(?:set|assign)\s+(?:the\s+|an?\s+)?(?:(?:env(?:ironment)?|global|collection|session)\s+)?var(?:iable)?\s+(\{\{\s*\w+\s*\}\}|[A-Za-z_]\w*)\s+(?:to|=)\s+(?:the\s+)?(?:value\s+of\s+(?:the\s+)?)?([A-Za-z_][\w-]*(?:\.[\w-]+|\[\d+\])*)(?:\s+(?:field|property|key))?\s+(?:in|from|of)\s+the\s+(?:response|body|json|result)(?:\s+body)?$/i.exec(
      text,
    )
  if (setVariable) out.push(`Save $.${setVariable[2]} as ${setVariable[1]}`)
  // `with no token at all`: "at all" only stresses the absence; `As a guest, with no token`: one statement twice.
  const stressed = text.replace(/\b((?:without|with\s+no|no)\s+.*\S)\s+(?:at\s+all|whatsoever)$/i, '$1')
  if (stressed !== text) out.push(stressed)
  const anonymous =
    /^as\s+(?:an?\s+)?(?:anonymous|guest|unauthenticated|logged[-\s]out|signed[-\s]out)(?:\s+(?:user|client|caller|visitor))?\s*,\s*((?:without|with\s+no|no)\s+.+)$/i.exec(
      stressed,
    )
  if (anonymous) out.push(anonymous[1]!)
  // `Send`, `Hit Send`, `Click the Send button`: the Send button of Postman and Insomnia sends the request.
  if (/^(?:(?:hit|click|press|tap|push)\s+(?:on\s+)?(?:the\s+)?)?["']?send["']?(?:\s+button)?$/i.test(text)) out.push('Send the request')
  // `Make the request`, `Call the endpoint`, `Hit the API with …`
  const call =
    ri`^(?:make|call|hit|invoke|trigger|send|execute|perform|fire|request|issue|fetch|run|do)\\s+(?:the\\s+|a\\s+|an\\s+|this\\s+)?(?:(${METHODS})\\s+)?(?:request|call|endpoint|api(?:\\s+call)?|route|url|service|it)\\b(.*)$`.exec(
      text,
    )
  if (call) out.push(`Send the ${call[1] ? `${call[1].toUpperCase()} ` : ''}request${call[2]}`)
  // `with JSON {…}` -> `with JSON body {…}`
  for (const candidate of [text, ...out]) {
    const json = candidate.replace(/\bwith\s+(?:the\s+|a\s+|this\s+|the\s+following\s+)?json\s*:?\s+(?=[{[])/i, 'with JSON body ')
    if (json !== candidate) out.push(json)
  }
  // `The body should conform to the Listing schema`: conforming or complying is matching it.
  const conform = text.replace(
    /\b(?:should\s+|must\s+)?(?:conforms?|complies|comply|adheres?)\s+(?:to|with)\s+(?=(?:the\s+)?\S+\s+schema\b)/i,
    'matches ',
  )
  if (conform !== text) out.push(conform)
  // JS-like: `response.title == "x"`
  const js = body.replace(/^(?:the\s+)?response\.(?!body\b|json\b)/i, '$.')
  if (js !== body) out.push(`${prefix}${js}`)
  return out
}
