import { type Idiom, type Subject, say } from './code-subjects.js'

/**
 * Response parts as HTTP client libraries spell them where code-call-subjects.ts does not yet: java.net.http's
 * `response.body()` (a String) and `headers().firstValue("X")` (an Optional), Apache HttpClient's
 * `getStatusLine().getStatusCode()` / `getCode()` / `getFirstHeader("X").getValue()` / `EntityUtils.toString(…)`,
 * Foundation's `(response as? HTTPURLResponse)?.statusCode` and `String(data: data, encoding: .utf8)`, reqwest's
 * `resp.text().await`, LWP's `decoded_content`. One table of spellings, so an assertion call of any library reads them.
 */

const RESPONSE = '(?:response|res|resp|rsp|httpResponse|apiResponse)'
const NAME = String.raw`\s*"([^"]+)"\s*`

/** Each client's spelling of a part, as a pattern on the call with casts and awaits already taken off. */
const SPELLINGS: [RegExp, (match: RegExpExecArray) => Subject][] = [
  // Apache HttpClient 4 (`getStatusLine().getStatusCode()`) and 5 (`getCode()`).
  [new RegExp(String.raw`^${RESPONSE}\.(?:getStatusLine\(\)\.getStatusCode\(\)|getCode\(\))$`), () => ({ kind: 'status' })],
  // Foundation: the URLResponse cast to HTTPURLResponse in place.
  [/^\(\s*(?:response|res|resp|urlResponse)\s+as[?!]\s+HTTPURLResponse\s*\)[?!]?\.statusCode$/, () => ({ kind: 'status' })],
  // java.net.http's HttpResponse<String>: body() is the text (OkHttp's body() is no String and has no contains()).
  [new RegExp(String.raw`^${RESPONSE}\.body\(\)$`), () => ({ kind: 'text' })],
  [/^EntityUtils\.toString\(\s*\w+\.getEntity\(\)\s*(?:,\s*[\w.]+\s*)?\)$/, () => ({ kind: 'text' })],
  [/^String\(\s*data:\s*(?:data|body|responseData)\s*,\s*encoding:\s*\.utf8\s*\)!?$/, () => ({ kind: 'text' })],
  // reqwest: the text awaited and unwrapped (`?` or `.unwrap()` / `.expect("…")`; a trailing unwrap is already off).
  [new RegExp(String.raw`^${RESPONSE}\.text\(\)\.await(?:\?|\.unwrap\(\)|\.expect\("[^"]*"\))?$`), () => ({ kind: 'text' })],
  [new RegExp(String.raw`^${RESPONSE}\.decoded_content(?:\(\))?$`), () => ({ kind: 'text' })],
  // An Optional header unwrapped: `.get()`, `.orElseThrow()`, `.orElse("")` (empty when absent, never equal to a value).
  [
    new RegExp(String.raw`^${RESPONSE}\.headers\(\)\.firstValue\(${NAME}\)\.(?:get\(\)|orElseThrow\(\)|orElse\(\s*(?:""|null)\s*\))$`),
    (m) => ({ kind: 'header', name: m[1]! }),
  ],
  // Apache's Header object's value.
  [
    new RegExp(String.raw`^${RESPONSE}\.(?:getFirstHeader|getLastHeader|getHeader)\(${NAME}\)\.getValue\(\)$`),
    (m) => ({ kind: 'header', name: m[1]! }),
  ],
]

/**
 * Spring's `ResponseEntity<T>`: `getBody()` is the body mapped by Jackson, whose default names a property after its
 * getter (`getTitle()` -> title, `isActive()` -> active, a leading run of capitals lower-cased: `getURL()` -> url).
 */
const ENTITY_BODY = /^(?:response|res|resp|entity|responseEntity|result)\.getBody\(\)((?:\.(?:get|is)[A-Z]\w*\(\)|\.get\(\d+\))+)$/

function entityPath(getters: string): Subject | undefined {
  let path = '$'
  for (const link of getters.split(/(?=\.(?:get|is))/)) {
    const index = /^\.get\((\d+)\)$/.exec(link)
    if (index) path += `[${index[1]}]`
    else {
      const name = /^\.(?:get|is)([A-Z]\w*)\(\)$/.exec(link)?.[1]
      if (!name) return undefined
      path += `.${name.replace(/^[A-Z]+(?=[A-Z][a-z]|$)|^[A-Z]/, (run) => run.toLowerCase())}`
    }
  }
  return { kind: 'path', path, whole: false }
}

/** The response part one of these clients' spellings names, or undefined. */
export function clientSubject(code: string): Subject | undefined {
  if (!/[.(]/.test(code)) return undefined
  const entity = ENTITY_BODY.exec(code)
  if (entity) return entityPath(entity[1]!)
  for (const [pattern, subject] of SPELLINGS) {
    const match = pattern.exec(code)
    if (match) return subject(match)
  }
  return undefined
}

/**
 * A header's presence asked of the client (true when present): java.net.http's `firstValue("X").isPresent()` /
 * `.isEmpty()`, Apache's `containsHeader("X")` and `getFirstHeader("X") != null`, reqwest's
 * `headers().contains_key("x")`. Undefined when the expression is no such question.
 */
const PRESENCE: [RegExp, boolean][] = [
  [new RegExp(String.raw`^${RESPONSE}\.headers\(\)\.firstValue\(${NAME}\)\.isPresent\(\)$`), true],
  [new RegExp(String.raw`^${RESPONSE}\.headers\(\)\.firstValue\(${NAME}\)\.isEmpty\(\)$`), false],
  [new RegExp(String.raw`^${RESPONSE}\.containsHeader\(${NAME}\)$`), true],
  [new RegExp(String.raw`^${RESPONSE}\.headers\(\)\.contains_key\(${NAME}\)$`), true],
]

export function readHeaderPresence(expression: string, negate: boolean): Idiom | undefined {
  if (!expression.includes('eader')) return undefined
  for (const [pattern, present] of PRESENCE) {
    const match = pattern.exec(expression)
    if (match) return { texts: [say.header(match[1]!, present !== negate ? 'exists' : 'does not exist')] }
  }
  return undefined
}

const HEADER_OBJECT = new RegExp(String.raw`^${RESPONSE}\.(?:getFirstHeader|getLastHeader)\(${NAME}\)$`)

/**
 * Apache's `getFirstHeader("X")` is null exactly when the header is absent: a nullness check asks its presence; so is
 * Spring's `getHeaders().getLocation()` (a URI, null without a Location header).
 */
export function headerObject(code: string): Subject | undefined {
  if (new RegExp(String.raw`^${RESPONSE}\.getHeaders\(\)\.getLocation\(\)$`).test(code.trim())) return { kind: 'header', name: 'Location' }
  const name = HEADER_OBJECT.exec(code.trim())?.[1]
  return name === undefined ? undefined : { kind: 'header', name }
}
