import { jsonFromLiteral } from './code-literals-json.js'
import type { Idiom } from './code-subjects.js'
import { callOf, quoted, splitTopLevel } from './code-syntax.js'
import { parseJsonWithPlaceholders } from './step-values.js'

/**
 * The request side of test code, as the grammar's request steps: a Python requests / httpx call
 * (`requests.post(url, json={…}, headers={…}, params={…})`), an axios call (`await axios.post("/x", {…}, { headers })`)
 * and a REST-assured request specification
 * (`given().header("X-Api-Key", "k").queryParam("page", 3).body("{…}")`, or its `when().post(…)` line alone), a
 * URL joined to a base-URL variable (`f"{BASE_URL}/tasks"`). The call's method goes to the grammar as
 * `Send a POST request …`, so a method other than the test's heading is reported there. What the grammar cannot send
 * exactly (form data, `auth=`, a body that is no JSON literal) is reported.
 */

const PYTHON_CALL =
  /^(?:[A-Za-z_]\w*\s*=\s*)?(?:requests|httpx|session|client|self\.client|s)\.(get|post|put|patch|delete|head|options)\(([\s\S]*)\)$/

/** axios: `const res = await axios.post("/recipes", { … }, { headers: { … }, params: { … } })`. */
const AXIOS_CALL =
  /^(?:(?:const|let|var)\s+[A-Za-z_$][\w$]*\s*=\s*)?(?:await\s+)?(?:axios|api|client|http|instance)\.(get|post|put|patch|delete|head|options)\(([\s\S]*)\)$/

export function readRequestCode(written: string): Idiom | undefined {
  const text = written.trim().replace(/;$/, '')
  const python = PYTHON_CALL.exec(text)
  if (python) return readPythonCall(python[1]!.toUpperCase(), python[2]!)
  const axios = AXIOS_CALL.exec(text)
  if (axios) return readAxiosCall(axios[1]!.toUpperCase(), axios[2]!)
  // A chain's request line on its own (`when().post("/tasks")`, `.when().get("/tasks")`) as given() would send it.
  if (/^(?:RestAssured\.)?given\(\)|^\.?when\(\)\s*\.\s*(?:get|post|put|patch|delete|head|options)\(/.test(text))
    return readGiven(text.replace(/^\./, ''))
  return undefined
}

function readPythonCall(method: string, inner: string): Idiom {
  const texts: string[] = []
  let send = `Send a ${method} request`
  for (const [index, arg] of splitTopLevel(inner, ',').entries()) {
    const keyword = /^([A-Za-z_]\w*)\s*=\s*([\s\S]+)$/.exec(arg)
    if (!keyword) {
      // The URL: a variable names the test's own request; a literal path is checked against the heading.
      const url = basedPath(arg) ?? quoted(arg)
      if (index !== 0 || (url === undefined && !/^[A-Za-z_][\w.]*$/.test(arg)))
        return { reason: `${arg} is not an argument the rules read` }
      if (url !== undefined) send = `Send a ${method} request to ${url}`
      continue
    }
    const [, name, value] = keyword
    const json = jsonFromLiteral(value!)
    if (name === 'url') continue
    if (name === 'json' && json) send = `${send} with JSON body ${json}`
    else if (name === 'headers' && json && /^\{/.test(json)) texts.push(`Headers ${json}`)
    else if (name === 'params' && json && /^\{/.test(json)) {
      const pairs = queryPairs(json)
      if (!pairs) return { reason: 'params= is read with plain values: params={"page": 2}' }
      texts.push(...pairs)
    } else if (name === 'timeout' || name === 'allow_redirects' || name === 'verify') continue
    else return { reason: `${name}= has no exact reading here; write the request in words` }
  }
  return { texts: [...texts, send] }
}

/** A variable that holds the base URL by its name (`BASE_URL`, `settings.API_URL`, `baseUrl`, `HOST`). */
export const BASE_NAME =
  /^(?:(?:self|this|settings|config|env)\.)?(?:(?:api|base|server|service|root)_?(?:url|uri|base|host|address)?|host|base_?url)$/i

/**
 * A path joined to the base URL, as code writes it: `f"{BASE_URL}/tasks"`, `BASE_URL + "/tasks"`,
 * `` `${baseUrl}/tasks` ``: the path, checked against the test's heading as a written path is. A variable of
 * another name may hold any URL, so it is left unread.
 */
export function basedPath(arg: string): string | undefined {
  const text = arg.trim()
  const joined =
    /^f(["'])\{([\w.]+)\}(\/[^"'{}]*)\1$/.exec(text) ??
    /^()([\w.]+)\s*\+\s*["'](\/[^"']*)["']$/.exec(text) ??
    /^()`\$\{([\w.]+)\}(\/[^`$]*)`$/.exec(text)
  return joined && BASE_NAME.test(joined[2]!) ? joined[3] : undefined
}

/** axios's (url, data, config) for post / put / patch and (url, config) for the rest; config holds headers and params. */
function readAxiosCall(method: string, inner: string): Idiom {
  const args = splitTopLevel(inner, ',')
  const withData = method === 'POST' || method === 'PUT' || method === 'PATCH'
  const [urlArg, ...rest] = args
  const url = basedPath(urlArg ?? '') ?? quoted(urlArg ?? '')
  if (url === undefined && !/^[A-Za-z_$][\w$.]*$/.test(urlArg ?? ''))
    return { reason: `${urlArg ?? 'the URL'} is not a URL the rules read` }
  const data = withData ? rest[0] : undefined
  const config = withData ? rest[1] : rest[0]
  if (rest.length > (withData ? 2 : 1)) return { reason: 'axios takes the URL, the data and a config' }
  const texts: string[] = []
  if (config !== undefined) {
    const json = jsonFromLiteral(config)
    const parsed = json === undefined ? undefined : parseJsonWithPlaceholders(json)
    if (!parsed?.ok || parsed.value === null || typeof parsed.value !== 'object' || Array.isArray(parsed.value))
      return { reason: 'the axios config is read as an object literal of headers and params' }
    for (const [key, value] of Object.entries(parsed.value)) {
      if (key === 'headers' && value !== null && typeof value === 'object' && !Array.isArray(value))
        texts.push(`Headers ${JSON.stringify(value)}`)
      else if (key === 'params') {
        const pairs = queryPairs(JSON.stringify(value))
        if (!pairs) return { reason: 'params are read with plain values: params: { page: 2 }' }
        texts.push(...pairs)
      } else if (key !== 'timeout') return { reason: `the config's ${key} has no exact reading here; write the request in words` }
    }
  }
  let send = `Send a ${method} request${url !== undefined ? ` to ${url}` : ''}`
  if (data !== undefined) {
    const json = jsonFromLiteral(data)
    if (json === undefined || !/^[{[]/.test(json)) return { reason: `${data} is no JSON literal to send` }
    send = `${send} with JSON body ${json}`
  }
  return { texts: [...texts, send] }
}

/**
 * `{"page": 2, "q": "x"}` -> `Query page is 2`, …, or one `Query page=2&q=x` when every name and value is a plain word
 * (the grammar's query string, as the writers of the sets expect one step); undefined when a value is no string,
 * number or boolean.
 */
export function queryPairs(json: string): string[] | undefined {
  const parsed = parseJsonWithPlaceholders(json)
  if (!parsed.ok || parsed.value === null || typeof parsed.value !== 'object' || Array.isArray(parsed.value)) return undefined
  const out: string[] = []
  const entries = Object.entries(parsed.value)
  for (const [name, value] of entries) {
    if (value !== null && typeof value === 'object') return undefined
    out.push(`Query ${name} is ${String(value)}`)
  }
  const plain = entries.every(([name, value]) => /^[\w.-]+$/.test(name) && /^[\w.:{}-]+$/.test(String(value)))
  return entries.length > 1 && plain ? [`Query ${entries.map(([name, value]) => `${name}=${String(value)}`).join('&')}`] : out
}

/** REST-assured's `given()` chain: each request call becomes a step; `when().post(…)` sends. */
function readGiven(text: string): Idiom {
  const texts: string[] = []
  for (const link of splitTopLevel(text.replace(/^RestAssured\./, ''), '.')) {
    const call = callOf(link)
    if (!call) return { reason: `"${link}" is not a REST-assured call the rules read` }
    const [first, second] = call.args.map(plainValue)
    if (call.name === 'given' || call.name === 'when' || call.name === 'and' || call.name === 'log' || call.name === 'all') continue
    if (call.name === 'then') return { reason: 'write the request (given) and the checks (then) as separate steps' }
    if (call.name === 'header' && call.args.length === 2 && first !== undefined && second !== undefined)
      texts.push(`Set header ${first}: ${second}`)
    else if (
      (call.name === 'queryParam' || call.name === 'param') &&
      call.args.length === 2 &&
      first !== undefined &&
      second !== undefined
    ) {
      // `param()` is a query parameter on a GET only; on other requests REST-assured sends it as a form field.
      if (call.name === 'param' && !/\.get\(/.test(text))
        return {
          reason: "REST-assured's param() is a query parameter on a GET and a form field otherwise; write queryParam() or formParam()",
        }
      texts.push(`Query ${first} is ${second}`)
    } else if (call.name === 'contentType' && call.args.length === 1) {
      const media = /^ContentType\.JSON$/.test(call.args[0]!) ? 'application/json' : first
      if (media === undefined) return { reason: `${call.args[0]} is not a content type the rules read` }
      texts.push(`Set header Content-Type: ${media}`)
    } else if (call.name === 'body' && call.args.length === 1 && first !== undefined && /^[{[]/.test(first)) texts.push(`Body ${first}`)
    else if (/^(?:get|post|put|patch|delete|head|options)$/.test(call.name) && call.args.length <= 1)
      texts.push(`Send a ${call.name.toUpperCase()} request${first !== undefined ? ` to ${first}` : ''}`)
    else return { reason: `${call.name}() has no exact reading here; write the request in words` }
  }
  return texts.length > 0 ? { texts } : { reason: 'given() names no request part' }
}

/** A Java argument written as a string (escapes undone) or a number / boolean literal; undefined otherwise. */
function plainValue(arg: string): string | undefined {
  const text = quoted(arg)
  if (text !== undefined) return text.replace(/\\(.)/g, '$1')
  return /^(?:-?\d+(?:\.\d+)?[lLdDfF]?|true|false)$/.test(arg.trim()) ? arg.trim().replace(/[lLdDfF]$/, '') : undefined
}
