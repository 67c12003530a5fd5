import { readGuard } from './code-guards.js'
import { type Idiom, say } from './code-subjects.js'
import { splitTopLevel } from './code-syntax.js'

/**
 * Go's net/http tests as they are written with httptest and testify (round 14), put into the forms the other readers
 * take, each with one meaning:
 * - testify's formatted variants (`assert.Equalf(t, 201, rec.Code, "msg %d", n)`) are the plain calls with a message;
 * - `rec.Result().StatusCode` is the recorder's `rec.Code`;
 * - a number converted to a Go type (`float64(3)`: JSON numbers decode to float64) is the number, and a type
 *   assertion on a decoded map's value (`body["active"].(bool)`) is the value;
 * - a raw string (`\`{"a":1}\``) is the same text as a quoted one;
 * - `if status := rr.Code; status != http.StatusOK { t.Errorf(…) }` (the net/http/httptest docs' form) names the
 *   recorder's status through a variable of the if's own statement.
 * - `assert.Regexp(t, \`^FL-\d+$\`, body["code"])`: the value matches the pattern (RE2's own syntax is reported);
 * And the request: `httptest.NewRequest(http.MethodPost, "/firings", strings.NewReader(\`{…}\`))`, `http.NewRequest(…)`,
 * `http.Post(srv.URL+"/firings", "application/json", …)`, `http.Get(…)`, as the grammar's send step. A struct's field
 * (`got.Status`) is no JSON path (its json tag names the key) and stays reported, as do a body held in a variable and a
 * line that only runs a request built elsewhere (`handler.ServeHTTP(rec, req)`, `client.Do(req)`: corpus 9).
 */

const FORMATTED = /^((?:assert|require)\.[A-Z][A-Za-z]*?)f\(/
const RESULT_STATUS = /\b(rec|rr|w|recorder|resp|res)\.Result\(\)\.StatusCode\b/g
const CONVERSION = /\b(?:float64|float32|int|int64|int32|uint|uint64)\((-?\d+(?:\.\d+)?)\)/g
const TYPE_ASSERTION =
  /(\[\s*"[^"]*"\s*\])\.\((?:bool|string|float64|int|\[\]any|\[\]interface\{\}|map\[string\]any|map\[string\]interface\{\})\)/g
const TESTIFY = /^(?:assert|require)\.[A-Z]\w*\(\s*t\s*,/
const RAW_WITH_QUOTES = /`([^`]*)`/g
/** `assert.True(t, body["active"])`: a decoded map's value is true (Go's assert.True takes a bool, so it was asserted one). */
const TRUTH = /^((?:assert|require)\.)(True|False)\(\s*t\s*,\s*([A-Za-z_]\w*(?:\[\s*"[^"]*"\s*\])+)\s*((?:,[^)]*)?)\)$/
const IF_INIT = /^if\s+([A-Za-z_]\w*)\s*:=\s*([^;{]+?)\s*;\s*(.+?)\s*(\{.*\})\s*$/

/** The line in the forms the other readers take; the line itself when it has none of Go's. */
export function goForms(line: string): string {
  let text = line
  const testify = TESTIFY.test(text)
  if (testify) text = text.replace(FORMATTED, '$1(').replace(RAW_WITH_QUOTES, (_, raw: string) => JSON.stringify(raw))
  if (text.includes('.Result()')) text = text.replace(RESULT_STATUS, '$1.Code')
  if (text.includes('(') && /\b(?:float|u?int)/.test(text)) text = text.replace(CONVERSION, '$1')
  if (text.includes('.(')) text = text.replace(TYPE_ASSERTION, '$1')
  if (testify)
    text = text.replace(
      TRUTH,
      (_, lib: string, which: string, value: string, rest: string) => `${lib}Equal(t, ${which.toLowerCase()}, ${value}${rest})`,
    )
  const init = text.startsWith('if ') && text.includes(':=') ? IF_INIT.exec(text) : null
  if (init) {
    const [, name, value, condition, body] = init
    const uses = new RegExp(String.raw`\b${name}\b`, 'g')
    // The variable named in the failure message is the same value: only the condition is read.
    text = `if ${condition!.replace(uses, value!)} ${body}`
  }
  return text
}

/** Go's request lines and its `if … { t.Errorf(…) }` guards (read as the guards of any language are). */
const STRUCT_FIELD =
  /^(?:assert|require)\.[A-Z]\w*\(\s*t\s*,.*?\b(?!(?:rec|rr|w|recorder|resp|res|response|http|req|r)\.)([a-z]\w*\.[A-Z]\w*)\b(?!\()/
/** `assert.Regexp(t, "^FL-\\d+$", body["code"])`: testify searches the value's text with the pattern. */
const REGEXP = /^(?:assert|require)\.Regexp\(\s*t\s*,\s*("(?:[^"\\]|\\.)*")\s*,\s*[A-Za-z_]\w*((?:\[\s*"[\w-]+"\s*\])+)\s*(?:,[^)]*)?\)$/
export function readGoTest(written: string): Idiom | undefined {
  const regexp = REGEXP.exec(written)
  if (regexp) {
    let pattern: string
    try {
      pattern = JSON.parse(regexp[1]!) as string
    } catch {
      return { reason: `${regexp[1]} is not a pattern the rules read` }
    }
    // RE2's inline flags and named groups are written otherwise in JavaScript: reported rather than translated.
    if (/\(\?|\\[zAQE]|\[\[:/.test(pattern)) return { reason: `the Go pattern ${regexp[1]} uses RE2 syntax JavaScript reads otherwise` }
    const path = `$${[...regexp[2]!.matchAll(/"([\w-]+)"/g)].map((m) => `.${m[1]}`).join('')}`
    return { texts: [say.matches(path, pattern)] }
  }
  const field = STRUCT_FIELD.exec(written)
  if (field)
    return { reason: `${field[1]} is a field of a Go struct, whose json tag names its key; write the check with the JSON path ($.status)` }
  if (/^if\s[^{]*\{\s*t\.(?:Error|Errorf|Fatal|Fatalf|Fail|FailNow)\(/.test(written)) return readGuard(written)
  return readGoRequest(written)
}

const GO_REQUEST =
  /^(?:[A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*\s*:?=\s*)?(httptest\.NewRequest|http\.NewRequest|http\.NewRequestWithContext|http\.Post|http\.Get)\(([\s\S]*)\)$/
const BASE = /^(?:[A-Za-z_]\w*\.URL|baseURL|baseUrl|BaseURL|base)\s*\+\s*"(\/[^"]*)"$/

function readGoRequest(written: string): Idiom | undefined {
  const call = GO_REQUEST.exec(written.trim())
  if (!call) return undefined
  const [, fn, inner] = call
  const args = splitTopLevel(inner!, ',').map((arg) => arg.trim())
  if (fn === 'http.NewRequestWithContext') args.shift()
  let method: string | undefined
  let body: string | undefined
  let url: string | undefined
  if (fn === 'http.Get') [method, url] = ['GET', args[0]]
  else if (fn === 'http.Post') {
    if (!/^"application\/json(?:;\s*charset=utf-8)?"$/i.test(args[1] ?? ''))
      return { reason: 'http.Post is read with a JSON body: "application/json"' }
    ;[method, url, body] = ['POST', args[0], args[2]]
  } else [method, url, body] = [goMethod(args[0]), args[1], args[2]]
  if (!method) return { reason: `${args[0]} is not an HTTP method the rules read (http.MethodPost or "POST")` }
  const path = url === undefined ? undefined : (/^"(\/[^"]*)"$/.exec(url)?.[1] ?? BASE.exec(url)?.[1])
  if (path === undefined) return { reason: `${url ?? 'the URL'} is not a path the rules read ("/tasks" or srv.URL+"/tasks")` }
  const json = body === undefined || /^(?:nil|http\.NoBody)$/.test(body) ? undefined : bodyText(body)
  if (json === null) return { reason: `${body} is not a JSON text the rules can send; write the body in the step` }
  return { texts: [`Send a ${method} request to ${path}${json === undefined ? '' : ` with JSON body ${json}`}`] }
}

function goMethod(arg: string | undefined): string | undefined {
  const name = /^http\.Method([A-Z][a-z]+)$/.exec(arg ?? '')?.[1] ?? /^"([A-Z]+)"$/.exec(arg ?? '')?.[1]
  const upper = name?.toUpperCase()
  return upper && ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'].includes(upper) ? upper : undefined
}

/** `strings.NewReader(\`{…}\`)` and its kin -> the JSON text, or null when it is none. */
function bodyText(arg: string): string | null {
  const reader =
    /^(?:strings\.NewReader|bytes\.NewBufferString|bytes\.NewReader\(\[\]byte|bytes\.NewBuffer\(\[\]byte)\(\s*([\s\S]+?)\s*\)\)?$/.exec(arg)
  if (!reader) return null
  const literal = reader[1]!
  let text: string
  try {
    text = literal.startsWith('`') && literal.endsWith('`') ? literal.slice(1, -1) : (JSON.parse(literal) as string)
    JSON.parse(text)
  } catch {
    return null
  }
  return typeof text === 'string' ? text : null
}
