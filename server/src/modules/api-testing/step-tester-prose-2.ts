import { testerRewrites3 } from './step-tester-prose-3.js'

/**
 * More plain tester English (issue 11, round 10; sets of everyday wording), rewritten to documented phrasings:
 * - Indian English `is coming as` / `should come as` (is / should be) and `is having` (has);
 * - a path in brackets after a description (`Missed count ($.missed) should be …`) or after `returned in`;
 * - `"key": value` written after the body's verb (`the body has "plate": "GE-1"`), or a key and a bound;
 * - `Expect a 200 or 201 back`, `it should be 403 Forbidden`, `The status must be a 4xx`: the status;
 * - `POST the session with {…}`: the request with that body; `with ?a=1 on the url`: query parameters;
 * - `Keep session.token as sessionToken for the next call`, `Store bookingId in a variable bookingId`: saves;
 * - `Grab the Location response header`, `the HTTPie header X:y`: the header named without the extra noun;
 * - `must not take longer than 500 ms`: a response time; `Content-Type: x in the response`: the content type;
 * - `the response has no "x" in it`: the body text; `Call it with a=b c as a query parameter`: one parameter.
 * Every value is kept as written; the grammar reads the result.
 */

const STATUS_CODE = String.raw`(?:\d{3}(?:\s+[A-Z][A-Za-z' -]*?)?|[1-5]xx)`
const STATUS_LIST = String.raw`(${STATUS_CODE}(?:\s*(?:,|\bor\b)\s*${STATUS_CODE})*)`
const LITERAL = String.raw`("[^"]*"|-?\d+(?:\.\d+)?|true|false|null)`
const BODY = String.raw`(?:the\s+)?(?:json|body|response(?:\s+body)?|payload|result)`

const COMING_AS = /\b(?:is\s+coming|comes|is\s+returned)\s+as\b/gi
const COME_AS = /\b(should|must|will)\s+come\s+as\b/gi
const IS_HAVING = /\b(?:is|are)\s+having\b/gi
const BRACKETED_PATH = /^[^()"]*?\((\$[^)\s]*)\)\s+(?=(?:should|must|is|are|has|have|equals?|contains?)\b)/i
const RETURNED_IN =
  /^(?:the\s+)?(?:[\w'’-]+\s+){0,5}?(?:should|must|will)\s+be\s+(?:returned|given|present|sent\s+back)\s+(?:in|as|at)\s+(\$[.[]\S*)$/i
const KEY_VALUE = new RegExp(
  String.raw`^${BODY}\s+(?:should\s+have|must\s+have|has|have|should\s+contain|must\s+contain|contains?|includes?)\s+"([\w.-]+)"\s*:\s*${LITERAL}$`,
  'i',
)
const KEY_BOUND = new RegExp(
  String.raw`^${BODY}\s+(?:should\s+have|must\s+have|has|have)\s+"([\w.-]+)"\s+(above|below|over|under|greater\s+than|less\s+than|at\s+least|at\s+most)\s+(-?\d+(?:\.\d+)?)$`,
  'i',
)
const HAS_AS_TYPE = new RegExp(
  String.raw`^(?:verify\s+)?${BODY}\s+(?:has|have)\s+([A-Za-z_][\w.-]*)\s+as\s+(?:an?\s+)?(array|list|object|string|number|integer|boolean)$`,
  'i',
)
const EXPECT_STATUSES = new RegExp(
  String.raw`^(?:expect(?:ing)?\s+)?(?:either\s+)?(?:an?\s+)?(?:http(?:\/\d(?:\.\d)?)?\s+)?${STATUS_LIST}(?:\s+back)?$`,
  'i',
)
const IT_SHOULD_BE = new RegExp(
  String.raw`^(?:(?:this|that|the\s+second|next)\s+time,?\s+)?it\s+(?:should|must|will)\s+be\s+(?:an?\s+)?${STATUS_LIST}$`,
  'i',
)
const STATUS_IS_A = /^(?:the\s+)?(?:http\s+)?status(?:\s+code)?\s+(?:should|must|will)?\s*(?:be|is)\s+an?\s+([1-5]xx|\d{3})$/i
const POST_NOUN =
  /^(post|put|patch)\s+(?:the|a|an|this|our|my)\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+with\s+(?:(?:the|a|this)\s+)?(?:json\s+)?(?:body|payload|data)?\s*:?\s*([{[].*)$/i
const QUERY_ON_URL = /^(?:with|add|append|use)\s+\?(\S+=\S*)\s+(?:on|in|to)\s+the\s+(?:url|uri|path|endpoint|address|query\s+string)$/i
const KEEP_PATH =
  /^(?:keep|save|store|remember|capture|grab|note)\s+(\$?[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*|\[\d+\])+)\s+(?:as|in|into)\s+(\{\{\s*\w+\s*\}\}|[A-Za-z_]\w*)(?:\s+for\s+(?:the\s+)?(?:next|later|following|subsequent|further)\s+(?:calls?|requests?|steps?|tests?|use)|\s+for\s+later(?:\s+use)?)?$/i
const IN_A_VARIABLE =
  /^(?:keep|save|store|remember|capture)\s+([A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)*)\s+in\s+(?:a|the)\s+variable\s+(?:called\s+|named\s+)?([A-Za-z_]\w*)(?:\s+for\s+(?:the\s+)?(?:next|later|following|subsequent|further)\s+(?:calls?|requests?|steps?|tests?|use)|\s+for\s+later(?:\s+use)?)?$/i
const RESPONSE_HEADER = /\b([A-Za-z][\w-]*)\s+response\s+header\b/i
const TOOL_HEADER = /\b(the\s+|a\s+)?(?:httpie|curl|postman|insomnia|bruno|thunder\s+client)\s+(header|query\s+param(?:eter)?|body)\b/i
const TAKE_LONGER =
  /^(?:the\s+)?(?:response|request|call|api|endpoint)\s+(?:must|should|will)\s+not\s+take\s+(?:longer|more)\s+than\s+(\d+(?:\.\d+)?\s*(?:ms|milliseconds?|s|secs?|seconds?))$/i
const HAS_NO_TEXT = new RegExp(
  String.raw`^(?:(?:verify|check|ensure|confirm|make\s+sure)(?:\s+that)?\s+)?${BODY}\s+(?:has|contains)\s+no\s+("[^"]*"|'[^']*')\s+(?:in\s+it|anywhere|at\s+all)$`,
  'i',
)
/** `Call the endpoint with postcode=LS6 2AB as a query parameter`: "as a query parameter" ends the value. */
const CALL_WITH_QUERY =
  /^(?:call|hit|send|query)\s+(?:the\s+(?:endpoint|api|request)|it)\s+with\s+([A-Za-z_][\w-]*)=([^"=&]+?)\s+as\s+(?:a\s+|the\s+)?query\s+(?:parameter|param)$/i
const TYPE_IN_RESPONSE = /^(content[- ]type)\s*:\s*([\w.+-]+\/[\w.+-]+)\s+(?:in|on)\s+the\s+response$/i

export function testerRewrites2(text: string): string[] {
  const out: string[] = [...testerRewrites3(text)]
  for (const [pattern, words] of [
    [COMING_AS, 'is'],
    [COME_AS, '$1 be'],
    [IS_HAVING, 'has'],
    [BRACKETED_PATH, '$1 '],
    [RESPONSE_HEADER, '$1 header'],
    [TOOL_HEADER, '$1$2'],
  ] as const) {
    const plain = text.replace(pattern, words)
    if (plain !== text) out.push(plain, ...testerRewrites2(plain))
  }
  const returned = RETURNED_IN.exec(text)
  if (returned) out.push(`Verify ${returned[1]} exists`)
  const pair = KEY_VALUE.exec(text)
  if (pair) out.push(`Verify field "${pair[1]}" is ${pair[2]}`)
  const bound = KEY_BOUND.exec(text)
  if (bound) out.push(`Verify $.${bound[1]} is ${bound[2]} ${bound[3]}`)
  const typed = HAS_AS_TYPE.exec(text)
  if (typed) out.push(`Verify $.${typed[1]} is a ${typed[2]}`)
  const statuses = EXPECT_STATUSES.exec(text) ?? IT_SHOULD_BE.exec(text) ?? STATUS_IS_A.exec(text)
  if (statuses) out.push(`Verify status is ${statuses[1]}`)
  const posted = POST_NOUN.exec(text)
  if (posted) out.push(`Send a ${posted[1]!.toUpperCase()} request with JSON body ${posted[2]}`)
  const query = QUERY_ON_URL.exec(text)
  if (query) out.push(`Query ${query[1]}`)
  const kept = KEEP_PATH.exec(text) ?? IN_A_VARIABLE.exec(text)
  if (kept) out.push(`Save ${kept[1]!.startsWith('$') ? '' : '$.'}${kept[1]} as ${kept[2]}`)
  const longer = TAKE_LONGER.exec(text)
  if (longer) out.push(`The response should come back within ${longer[1]}`)
  const none = HAS_NO_TEXT.exec(text)
  if (none) out.push(`Verify the body does not contain ${none[1]}`)
  const called = CALL_WITH_QUERY.exec(text)
  if (called) out.push(`Query ${called[1]} is ${JSON.stringify(called[2])}`)
  const type = TYPE_IN_RESPONSE.exec(text)
  if (type) out.push(`Verify content type is ${type[2]}`)
  return out
}
