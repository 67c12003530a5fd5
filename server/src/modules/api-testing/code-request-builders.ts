import { readHamcrest } from './code-hamcrest.js'
import { jsonFromLiteral } from './code-literals-json.js'
import { readRequestCode } from './code-requests.js'
import type { Idiom } from './code-subjects.js'
import { headerOfConstant } from './code-subjects.js'
import { callOf, quoted, splitTopLevel } from './code-syntax.js'
import { parseJsonWithPlaceholders } from './step-values.js'

/**
 * Lines that build the request in test code, by the object they are called on rather than tool by tool: Ktor's
 * request builder (`val response = client.post("/tasks")`, `parameter("page", 2)`, `headers { append("X", "v") }`,
 * `bearerAuth(token)`, `contentType(ContentType.Application.Json)`, `setBody("""{…}""")`), a request object's headers
 * (Go `req.Header.Set`, .NET `DefaultRequestHeaders.Add` / `request.Headers.Add`, Postman's `pm.request.headers.add`),
 * and REST-assured calls only a request specification has (`.queryParam`, `.accept`, `.auth().oauth2`).
 *
 * A `header("X", "v")` call that does not say which side it is on is reported: Ktor's request builder and
 * REST-assured's given() set a request header with it, REST-assured's then() / expect() check a response header.
 * With a Hamcrest matcher (`header("X", notNullValue())`) it can only be a check, and code-hamcrest.ts reads it.
 */

/** A Ktor HttpClient call: `val response: HttpResponse = client.post("/tasks") {`. */
const KTOR_CALL =
  /^(?:(?:val|var)\s+[A-Za-z_]\w*(?:\s*:\s*[A-Za-z_][\w<>?]*)?\s*=\s*)?(?:client|httpClient|ktorClient|testClient)\.(get|post|put|patch|delete|head|options)\(\s*("[^"]*")\s*\)\s*(\{\s*\}?)?$/

/**
 * readRequestBuilder's first test (code-idioms.ts): every builder form it reads is a call (Ktor's, reqwest's links,
 * the header setters, REST-assured's specification links, `headers { append(…) }`) except URLRequest's
 * `request.httpMethod = "POST"`.
 */
export function mayBeRequestBuilder(text: string): boolean {
  return text.includes('(') || text.includes('httpMethod')
}

/** Names a built request goes by: Go's `req` / `r` (httptest.NewRequest), .NET's HttpRequestMessage. */
const GO_REQUEST = /^(?:req|request|r|httpReq|httpRequest)\.Header\.(Set|Add)\(([\s\S]*)\)$/
const DOTNET_HEADERS =
  /^(?:_?(?:client|httpClient|http|api)|this\._?(?:client|httpClient))\.DefaultRequestHeaders\.(?:Add|TryAddWithoutValidation)\(([\s\S]*)\)$|^(?:request|req|message|httpRequest|requestMessage)\.Headers\.(?:Add|TryAddWithoutValidation)\(([\s\S]*)\)$/
const DOTNET_BEARER =
  /^_?(?:client|httpClient|http|api)\.DefaultRequestHeaders\.Authorization\s*=\s*new\s+(?:System\.Net\.Http\.Headers\.)?AuthenticationHeaderValue\(\s*"Bearer"\s*,\s*([\s\S]+)\)$/
const POSTMAN_HEADER = /^pm\.request\.(?:headers\.(?:add|upsert)|addHeader)\(([\s\S]*)\)$/

export function readRequestBuilder(written: string): Idiom | undefined {
  const text = written.trim().replace(/;$/, '').trim()
  const ktor = KTOR_CALL.exec(text)
  if (ktor) return readKtorCall(ktor[1]!.toUpperCase(), quoted(ktor[2]!)!)
  const header = /^\.?(header|headers)\(([\s\S]*)\)$/.exec(text)
  if (header) return readRustHeader(header[2]!) ?? ambiguousHeader(header[1]!, header[2]!)
  // REST-assured's expect() is then()'s older name: the checks after it are the response's.
  if (/^\.?expect\(\)\s*\./.test(text)) return readHamcrest(text.replace(/^\.?expect\(\)\s*/, 'then()'))
  if (/^\.given\(\)/.test(text)) return readRequestCode(text.slice(1))
  return readKtorBuilder(text) ?? readRequestHeaders(text) ?? readSpecificationLink(text) ?? readReqwest(text) ?? readUrlRequest(text)
}

/** reqwest's header constants (`CONTENT_TYPE`, `header::ACCEPT`) as header names: only a Rust request sets them so. */
function readRustHeader(inner: string): Idiom | undefined {
  const call = callOf(`f(${inner})`)
  const constant =
    call?.args.length === 2
      ? /^(?:(?:reqwest::)?(?:header|http::header)::)?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|ACCEPT|AUTHORIZATION|ETAG|ORIGIN|COOKIE|HOST)$/.exec(
          call.args[0]!.trim(),
        )
      : null
  if (!constant) return undefined
  const name =
    constant[1] === 'ETAG'
      ? 'ETag'
      : constant[1]!.toLowerCase().replace(/(^|_)([a-z])/g, (_, sep: string, ch: string) => `${sep ? '-' : ''}${ch.toUpperCase()}`)
  return headerPair(`"${name}", ${call!.args[1]}`)
}

/**
 * reqwest's RequestBuilder links: `.bearer_auth("t")`, `.query(&[("page", "1")])` (pairs of a slice), `.json(&json!({…}))`
 * (the serde_json macro's JSON). `.basic_auth` and `.form` are reported: the grammar sends no encoded credentials or forms.
 */
function readReqwest(text: string): Idiom | undefined {
  const link = /^\.(bearer_auth|query|json|basic_auth|form)\(([\s\S]*)\)$/.exec(text)
  if (!link) return undefined
  const [, name, inner] = link
  if (name === 'bearer_auth') {
    const token = plain(inner!)
    return token === undefined
      ? { reason: 'bearer_auth() is read with a quoted token' }
      : { texts: [`Set header Authorization: Bearer ${token}`] }
  }
  if (name === 'query') {
    const slice = /^&(?:vec!)?\[([\s\S]*)\]$/.exec(inner!.trim())
    if (!slice) return undefined
    const pairs = splitTopLevel(slice[1]!, ',').filter((pair) => pair.trim() !== '')
    const read = pairs
      .map((pair) => callOf(`f${pair.trim()}`)?.args)
      .map((args) => (args?.length === 2 ? [quoted(args[0]!), plain(args[1]!)] : []))
    if (read.length === 0 || read.some(([key, value]) => key === undefined || value === undefined || !/^[\w.-]+$/.test(key)))
      return { reason: 'query() is read with pairs of a quoted name and a literal value: .query(&[("page", "1")])' }
    return { texts: [`Query ${read.map(([key, value]) => `${key}=${value}`).join('&')}`] }
  }
  if (name === 'json') {
    const macro = /^&?json!\s*\(([\s\S]*)\)$/.exec(inner!.trim())
    const parsed = macro ? parseJsonWithPlaceholders(macro[1]!.trim()) : undefined
    if (!macro || !parsed?.ok || !/^[{[]/.test(macro[1]!.trim()))
      return { reason: 'json() is read with a json!({…}) literal; write the body in words' }
    return { texts: [`Body ${JSON.stringify(parsed.value)}`] }
  }
  return { reason: `reqwest's .${name}() has no exact reading here; write the request in words` }
}

/** Foundation's URLRequest: `request.setValue("v", forHTTPHeaderField: "X")` / `addValue`, and `request.httpMethod = "POST"`. */
function readUrlRequest(text: string): Idiom | undefined {
  const set = /^(?:request|req|urlRequest)\.(?:setValue|addValue)\(\s*("[^"\\]*")\s*,\s*forHTTPHeaderField:\s*("[^"\\]*")\s*\)$/.exec(text)
  if (set) return headerPair(`${set[2]}, ${set[1]}`)
  const method = /^(?:request|req|urlRequest)\.httpMethod\s*=\s*"(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)"$/.exec(text)
  return method ? { texts: [`Send a ${method[1]} request`] } : undefined
}

/** `header("X", "v")` / `.header("X", "v")` / `.headers(…)`: a request header or a response check, the line does not say. */
function ambiguousHeader(name: string, inner: string): Idiom | undefined {
  const call = callOf(`${name}(${inner})`)
  if (!call || call.args.length < 2) return undefined
  // A matcher (`notNullValue()`, `containsString("x")`) is only ever a check.
  if (call.args.slice(1).some((arg) => /^(?:[A-Za-z_]\w*\.)*[a-z]\w*\s*\(/.test(arg.trim()))) return undefined
  return {
    reason: `${name}(…) sets a request header in a request builder (Ktor, REST-assured's given()) and checks a response header after then(): write given().${name}(…) or then().${name}(…), or the step in words`,
  }
}

function readKtorCall(method: string, url: string): Idiom {
  const path = kotlinPath(url)
  if (path === undefined) return { reason: `"${url}" is not a URL the rules read; write the request in words` }
  return { texts: [`Send a ${method} request to ${path}`] }
}

/** `"/tasks"`, `"$baseUrl/tasks"`, `"${BASE_URL}/tasks"`: the path; another template may hold any URL. */
function kotlinPath(url: string): string | undefined {
  if (/^\/[^$"{}\s]*$/.test(url)) return url
  const based = /^\$\{?([A-Za-z_][\w.]*)\}?(\/[^$"{}\s]*)$/.exec(url)
  return based && /^(?:(?:api|base|server|service|root)_?(?:url|uri|host)?|host|base_?url)$/i.test(based[1]!) ? based[2] : undefined
}

/** A Ktor `HttpHeaders.AcceptLanguage` constant as its header name; a quoted name as written. */
function headerName(arg: string): string | undefined {
  const written = quoted(arg)
  if (written !== undefined) return /^[A-Za-z][\w-]*$/.test(written) ? written : undefined
  const constant = /^HttpHeaders\.([A-Z][A-Za-z]*)$/.exec(arg.trim())
  return constant ? headerOfConstant(constant[1]!) : undefined
}

/** A literal value as text (`"v"`, `2`, `true`), or undefined for a variable or an expression. */
function plain(arg: string): string | undefined {
  const text = quoted(arg)
  if (text !== undefined) return /\$\{|\$[A-Za-z_]/.test(text) ? undefined : text
  return /^(?:-?\d+(?:\.\d+)?[lL]?|true|false)$/.test(arg.trim()) ? arg.trim().replace(/[lL]$/, '') : undefined
}

/** Ktor media types as `ContentType.Application.Json` names them. */
const KTOR_MEDIA: Record<string, string> = {
  'Application.Json': 'application/json',
  'Application.Xml': 'application/xml',
  'Application.FormUrlEncoded': 'application/x-www-form-urlencoded',
  'Text.Plain': 'text/plain',
  'Text.Html': 'text/html',
}

/** The lines of a Ktor request block, each alone: they only build the request. */
function readKtorBuilder(text: string): Idiom | undefined {
  const block = /^headers\s*\{\s*([\s\S]*?)\s*\}$/.exec(text)
  const appended = /^(?:headers\.)?(append|set)\(([\s\S]*)\)$/.exec(block ? block[1]! : text)
  // A bare `append(…)` is any builder's; only inside `headers { }` or on `headers.` is it a header.
  if (appended && (block || text.startsWith('headers.'))) return headerPair(appended[2]!)
  const parameter = /^(?:url\s*\{\s*parameters\.append|url\.parameters\.append|parameter)\(([\s\S]*?)\)(\s*\})?$/.exec(text)
  if (parameter && (parameter[2] === undefined) === !/^url\s*\{/.test(text)) {
    const call = callOf(`f(${parameter[1]})`)
    const [name, value] = call?.args.length === 2 ? [quoted(call.args[0]!), plain(call.args[1]!)] : []
    if (name === undefined || value === undefined) return { reason: 'parameter() is read with a quoted name and a literal value' }
    return { texts: [`Query ${name} is ${value}`] }
  }
  const bearer = /^bearerAuth\(([\s\S]*)\)$/.exec(text)
  if (bearer) {
    const token = plain(bearer[1]!)
    return token === undefined
      ? { reason: 'bearerAuth() is read with a quoted token' }
      : { texts: [`Set header Authorization: Bearer ${token}`] }
  }
  const media = /^(contentType|accept)\(\s*ContentType\.(\w+\.\w+)\s*\)$/.exec(text)
  if (media) {
    const type = KTOR_MEDIA[media[2]!]
    if (!type) return { reason: `ContentType.${media[2]} is not a media type the rules read` }
    return { texts: [`Set header ${media[1] === 'accept' ? 'Accept' : 'Content-Type'}: ${type}`] }
  }
  const body = /^setBody\(([\s\S]*)\)$/.exec(text)
  if (body) {
    const raw = /^"""([\s\S]*)"""$/.exec(body[1]!.trim())
    const literal = raw ? undefined : jsonFromLiteral(body[1]!)
    // A quoted JSON text (`"{\"a\": 1}"`) is the JSON inside the quotes.
    const json = raw ? raw[1]!.trim() : literal?.startsWith('"') ? (JSON.parse(literal) as string) : literal
    const parsed = json === undefined ? undefined : parseJsonWithPlaceholders(json)
    if (json === undefined || !parsed?.ok || !/^[{[]/.test(json) || /\$\{|\$[A-Za-z_]/.test(json))
      return { reason: 'setBody() is read with a JSON text; write the body in words' }
    return { texts: [`Body ${JSON.stringify(parsed.value)}`] }
  }
  return undefined
}

/** `("X-Key", "v")` as a request header step. */
function headerPair(inner: string): Idiom {
  const call = callOf(`f(${inner})`)
  const [name, value] = call?.args.length === 2 ? [headerName(call.args[0]!), plain(call.args[1]!)] : []
  if (name === undefined || value === undefined) return { reason: 'a request header is read with a name and a quoted value' }
  return { texts: [`Set header ${name}: ${JSON.stringify(value)}`] }
}

/** Go's, .NET's and Postman's request headers. */
function readRequestHeaders(text: string): Idiom | undefined {
  const go = GO_REQUEST.exec(text)
  if (go) return headerPair(go[2]!)
  const dotnet = DOTNET_HEADERS.exec(text)
  if (dotnet) return headerPair((dotnet[1] ?? dotnet[2])!)
  const bearer = DOTNET_BEARER.exec(text)
  if (bearer) {
    const token = plain(bearer[1]!)
    return token === undefined
      ? { reason: 'the bearer token is read as a quoted text' }
      : { texts: [`Set header Authorization: Bearer ${token}`] }
  }
  const postman = POSTMAN_HEADER.exec(text)
  if (postman) {
    const json = jsonFromLiteral(postman[1]!)
    const parsed = json === undefined ? undefined : parseJsonWithPlaceholders(json)
    const value = parsed?.ok ? (parsed.value as Record<string, unknown> | null) : undefined
    const keys = value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value).sort().join(',') : ''
    if (!value || keys !== 'key,value' || typeof value.key !== 'string' || typeof value.value !== 'string')
      return { reason: 'pm.request.headers.add() is read with { key: "Name", value: "text" }' }
    return { texts: [`Set header ${value.key}: ${JSON.stringify(value.value)}`] }
  }
  return undefined
}

/** REST-assured calls only a request specification has, as a line of a given() chain. */
function readSpecificationLink(text: string): Idiom | undefined {
  if (/^\.queryParams?\(/.test(text)) return readRequestCode(`given()${text}`)
  const accept = /^\.accept\(\s*(?:ContentType\.(JSON|XML)|"([\w.+-]+\/[\w.+-]+)")\s*\)$/.exec(text)
  if (accept) return { texts: [`Set header Accept: ${accept[2] ?? `application/${accept[1]!.toLowerCase()}`}`] }
  const oauth = /^\.auth\(\)\.oauth2\(([\s\S]*)\)$/.exec(text)
  if (!oauth) return undefined
  const token = plain(oauth[1]!)
  return token === undefined ? { reason: 'oauth2() is read with a quoted token' } : { texts: [`Set header Authorization: Bearer ${token}`] }
}
