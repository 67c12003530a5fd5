import { clientSubject } from './code-client-subjects.js'
import { jsonFromLiteral } from './code-literals-json.js'
import { headerOfConstant, type Subject, subjectOf } from './code-subjects.js'
import { callOf } from './code-syntax.js'
import { normalizeJsonPath } from './json-path.js'
import { STATUS_WORDS } from './status-words.js'

/**
 * What an assertion call of any test library names (code-assert-calls.ts), across the ways languages spell a
 * response: getters (`response.getStatusCode()`, `resp.status()`), Go's `resp.StatusCode` / recorder `w.Code`, casts
 * (`(int)response.StatusCode`), PHP's `$response->getStatusCode()`, Go's `string(body)`, map and JSON-node indexing
 * (`body["title"]`, `$data['title']`, `json["items"].Count()`), and lengths (`len(x)`, `x.size()`, `count($x)`).
 * A local variable, an error or a request being built is no subject: a check on it is reported.
 */

export type CallSubject = Subject | { kind: 'length'; path: string }

/** Names a response object goes by in test code (Go's `w` / `rr` are httptest recorders, `conn` Phoenix's, `last_response` Rack::Test's). */
const RESPONSE = '(?:response|res|resp|rsp|r|result|rr|rec|w|recorder|conn|connection|httpResponse|apiResponse|last_response)'
const STATUS = new RegExp(
  String.raw`^${RESPONSE}\.(?:status|statusCode|status_code|StatusCode|Code|code|code\(\)|getStatusCode\(\)|getStatus\(\)|status\(\)|statusCode\(\)|getStatusCodeValue\(\)|getResponseCode\(\)|getResponse\(\)\.getStatus\(\)|statusCodeValue|status\.value|StatusCode\.value)(?:\.(?:value\(\)|as_u16\(\)|intValue\(\)|code|value|rawValue))?$`,
)
const TEXT = new RegExp(
  String.raw`^(?:string\((?:body|bodyBytes|respBody|b|raw|data)\)|${RESPONSE}\.(?:Body\.String\(\)|Content|body\(\)\.string\(\)|getBody\(\)\.asString\(\)|asString\(\)|getContentAsString\(\)|getResponse\(\)\.getContentAsString\(\)|getContent\(\)|bodyAsText\(\)|resp_body|Content\.ReadAsStringAsync\(\)|body\.string\(\)))$`,
)
const HEADER = [
  // Go's `r` is the request more often than not (`r := httptest.NewRequest(…)`): its headers are no response's.
  /^(?:resp|res|response|w|rr|rec|recorder)\.(?:Header\.Get|Header\(\)\.Get)\(\s*"([^"]+)"\s*\)$/,
  new RegExp(
    String.raw`^${RESPONSE}\.(?:headers\(\)\.get|getHeaders\(\)\.getFirst|headers\.get|getHeaderLine|header|getHeader|headers\.valueOf)\(\s*["']([^"']+)["']\s*\)(?:\.unwrap\(\)|\.to_str\(\)\.unwrap\(\)|\.to_str\(\)|\.orElseThrow\(\)|!!)*$`,
  ),
  new RegExp(String.raw`^${RESPONSE}\.headers\.get\(\s*["']([^"']+)["']\s*\)$`),
  // Foundation's HTTPURLResponse.
  new RegExp(String.raw`^${RESPONSE}\.(?:value\(forHTTPHeaderField:\s*"([^"]+)"\)|allHeaderFields\[\s*"([^"]+)"\s*\])$`),
]
const MEDIA_TYPE = new RegExp(
  String.raw`^${RESPONSE}\.(?:Content\.Headers\.ContentType\.MediaType|ContentType|contentType\.mimeType|media_type)$`,
)
/** Servlet's `getContentType()` and Ktor's `contentType()` hold the header's whole value, charset included. */
const WHOLE_CONTENT_TYPE = new RegExp(String.raw`^${RESPONSE}\.(?:contentType\(\)|getContentType\(\))$`)
/** JSON roots of a parsed body, as variables are named in test code of any language. */
const JSON_ROOT = /^(?:json|body|data|doc|obj|payload|jsonData|jsonBody|responseJson|respBody|responseBody|parsed)$/

/** Casts, awaits, unwraps and string conversions that leave a value as it is. */
function bare(code: string): string {
  let text = code.trim()
  for (let before = ''; before !== text; ) {
    before = text
    text = text
      .replace(/^await\s+/, '')
      .replace(/\bHttpHeaders\.([A-Z][A-Za-z]*)/g, (_, name: string) => JSON.stringify(headerOfConstant(name)))
      .replace(/^\((?:int|long|short|Integer|Long|decimal|double|float|string|String|bool|u16|i32|i64)\??\)\s*/, '')
      .replace(/^\$(?=[A-Za-z_])/, '')
      .replace(/->/g, '.')
      .replace(/\s+as[?!]?\s+[A-Za-z][\w<>?]*$/, '')
      .replace(
        /(?:\?\.|\.)(?:ToString|toString|to_string|unwrap|GetString|GetInt32|GetInt64|GetDecimal|GetDouble|GetBoolean|as_str|as_i64|as_u64|as_f64|as_bool|textValue|asText|asInt|Value<\w+>)\(\)$/,
        '',
      )
      .replace(/!!$/, '')
      // kotlinx.serialization's element views: `body["a"]?.jsonPrimitive?.content`, `body["items"]!!.jsonArray.size`.
      .replace(/(?:!!)?(?:\?\.|\.)jsonPrimitive(?:\?\.|\.)(?:content|int|long|double|float|boolean|contentOrNull|intOrNull)$/, '')
      .replace(/(?:!!)?(?:\?\.|\.)json(?:Array|Object)(?=[.[]|$)/g, '')
      // A key read with `.get("k")` on the JSON body (Python's dict, serde's Value); never on a response, whose get() is a header.
      .replace(
        /^((?:[A-Za-z_]\w*\.json\(\)|json|body|data|payload|jsonData|jsonBody)(?:\[[^\]]+\])*)\.get\(\s*(["'])([\w-]+)\2\s*\)/,
        "$1['$3']",
      )
      // Play's `contentAsJson(result) \ "a" \ "b"` read `.as[String]`.
      .replace(/^contentAsJson\(\s*\w+\s*\)/, 'json')
      .replace(/\.as(?:Opt)?\[\w+\]$/, '')
      .replace(/\s*\\\s*"([\w-]+)"/g, '["$1"]')
      .replace(/^(?:(?:int|Int|str|String|Number|strval|intval)\((.+)\)|\(\s*(.+)\s*\))$/, (all, a?: string, b?: string) => {
        const inner = a ?? b ?? ''
        return callOf(`f(${inner})`)?.args.length === 1 ? inner : all
      })
  }
  return text
}

/** The response part a piece of code names, or undefined (a local variable, `err`, a request). */
export function callSubject(code: string): CallSubject | undefined {
  const text = bare(code)
  if (text === '') return undefined
  // Play's helpers on a result: `status(result)`, `contentAsString(result)`.
  if (STATUS.test(text) || /^status\(\s*\w+\s*\)$/.test(text)) return { kind: 'status' }
  if (TEXT.test(text) || /^contentAsString\(\s*\w+\s*\)$/.test(text)) return { kind: 'text' }
  if (MEDIA_TYPE.test(text)) return { kind: 'header', name: 'Content-Type', media: true }
  if (WHOLE_CONTENT_TYPE.test(text)) return { kind: 'header', name: 'Content-Type' }
  for (const pattern of HEADER) {
    const header = pattern.exec(text)
    if (header) return { kind: 'header', name: (header[1] ?? header[2])! }
  }
  const length = lengthOf(text)
  if (length) {
    const list = callSubject(length)
    return list?.kind === 'path' ? { kind: 'length', path: list.path } : undefined
  }
  const known = clientSubject(text) ?? subjectOf(text)
  if (known) return known
  return jsonPathCall(text) ?? indexed(text)
}

/** `len(x)`, `count($x)`, `x.size()`, `x.Count()`, `x.length`, `x.len()` -> `x`. */
function lengthOf(text: string): string | undefined {
  const call = callOf(text)
  if (call && /^(?:len|count|sizeof|length)$/.test(call.name) && call.args.length === 1) return call.args[0]
  return /^(.+?)(?:\.(?:size|Count|len|GetArrayLength|as_array\(\)\.unwrap\(\)\.len)\(\)|\.(?:size|Count|count|Length|length))$/.exec(
    text,
  )?.[1]
}

/**
 * REST Assured's `response.jsonPath().getString("a.b")`, `response.path("a")`, Laravel's `$response->json('a.b')`;
 * System.Text.Json's GetProperty chains.
 */
function jsonPathCall(text: string): CallSubject | undefined {
  const rest = new RegExp(
    String.raw`^${RESPONSE}\.(?:jsonPath\(\)\.(?:get|getString|getInt|getLong|getDouble|getFloat|getBoolean|getList|getMap)|path|body\(\)\.path|then\(\)\.extract\(\)\.path|json)\(\s*["']([A-Za-z_][\w.-]*)["']\s*\)$`,
  ).exec(text)
  if (rest) {
    const path = normalizeJsonPath(`$.${rest[1]}`)
    return path ? { kind: 'path', path, whole: false } : undefined
  }
  const property = /^(?:json|doc|body|root|data)(?:\.RootElement)?((?:\.GetProperty\("[A-Za-z_][\w-]*"\))+)$/.exec(text)
  if (!property) return undefined
  const keys = [...property[1]!.matchAll(/"([^"]+)"/g)].map((key) => key[1]!)
  const path = normalizeJsonPath(`$.${keys.join('.')}`)
  return path ? { kind: 'path', path, whole: false } : undefined
}

/** `body["a"]["b"]`, `data['items'][0]` on a JSON root variable. */
function indexed(text: string): CallSubject | undefined {
  const match = /^([A-Za-z_]\w*)((?:\[\s*(?:"[^"]+"|'[^']+'|\d+)\s*\])+)$/.exec(text)
  if (!match || !JSON_ROOT.test(match[1]!)) return undefined
  const keys = [...match[2]!.matchAll(/\[\s*(?:"([^"]+)"|'([^']+)'|(\d+))\s*\]/g)]
  const path = keys
    .map(([, double, single, index]) => {
      const key = double ?? single
      if (key === undefined) return `[${index}]`
      return /^[A-Za-z_][\w-]*$/.test(key) ? `.${key}` : `['${key}']`
    })
    .join('')
  const normalized = normalizeJsonPath(`$${path}`)
  return normalized ? { kind: 'path', path: normalized, whole: false } : undefined
}

/** Holders of status constants: `HttpStatusCode.Created`, `http.StatusOK`, `HttpStatus.CREATED`, `StatusCode::CREATED`. */
const STATUS_HOLDER =
  /^(?:(?:[A-Za-z_]\w*(?:\.|::))*(?:HttpStatusCode|HttpStatus|HTTPStatus|HttpStatusCodes|StatusCodes?|Status|http|status|Response|HttpURLConnection|HttpServletResponse|HTTP|codes)(?:\.|::))?(.+)$/

/** A status as a test names it: `201`, or a constant of a status enum -> the code; undefined otherwise. */
export function statusValue(code: string): string | undefined {
  const text = bare(code)
    .replace(/(?:\.(?:value\(\)|value|code|rawValue|as_u16\(\)))$/, '')
    .replace(/^:/, '')
  if (/^[1-5]\d\d$/.test(text)) return text
  // Swift's enum shorthand (Vapor's `.created`, `.notFound`).
  const swift = /^\.([a-z][A-Za-z]*)$/.exec(text)
  if (swift) return STATUS_WORDS[swift[1]!.toLowerCase()]
  // A constant in capitals on its own (Play's `CREATED`, `NOT_FOUND`) names a status as the holder's would.
  if (/^[A-Z]+(?:_[A-Z]+)*$/.test(text) && STATUS_WORDS[text.replace(/_/g, '').toLowerCase()])
    return STATUS_WORDS[text.replace(/_/g, '').toLowerCase()]
  const holder = STATUS_HOLDER.exec(text)
  if (!holder || holder[1] === text) return undefined
  // `Status201Created`, `HTTP_201_CREATED`, `SC_CREATED`, `StatusCreated`, `CREATED`: the number, when given, must agree.
  const name = /^(?:Status|HTTP_|SC_|HTTP)?_?(\d{3})?_?([A-Za-z_]+)$/.exec(holder[1]!)
  if (!name) return undefined
  const byName = STATUS_WORDS[name[2]!.replace(/_/g, '').toLowerCase()]
  if (name[1] && byName !== name[1]) return undefined
  return byName
}

/** A literal value as JSON text (Go's and Ruby's `nil` as null, Rust's `"x".to_string()`, a C# number suffix dropped). */
export function callLiteral(code: string): string | undefined {
  const text = code
    .trim()
    .replace(/^(?:nil|null|NULL)$/, 'null')
    .replace(/^(".*")\.(?:to_string|to_owned|into)\(\)$/, '$1')
    .replace(/^String::from\((".*")\)$/, '$1')
    .replace(/^@(".*")$/, '$1')
    .replace(/^(-?\d+(?:\.\d+)?)[mMdDfFlLuU]$/, '$1')
  return jsonFromLiteral(text)
}
