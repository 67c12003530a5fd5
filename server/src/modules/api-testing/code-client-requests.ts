import { jsonFromLiteral } from './code-literals-json.js'
import { BASE_NAME, basedPath } from './code-requests.js'
import type { Idiom } from './code-subjects.js'
import { callOf, quoted } from './code-syntax.js'
import { parseJsonWithPlaceholders } from './step-values.js'

/**
 * The request side of two more shapes: Chakram's and Frisby's calls (`chakram.post("/tasks", {…})`,
 * `return frisby.post('/tasks', {…})`, whose object is the JSON body), and the request line of `.http` files as
 * REST Client, IntelliJ's HTTP Client, httpyac and Hurl write it (`POST {{baseUrl}}/tasks HTTP/1.1`): a path joined
 * to a base-URL variable is the test's own path. An absolute URL may name another server, so it is left unread.
 */

const JS_CALL =
  /^(?:(?:const|let|var)\s+[A-Za-z_$][\w$]*\s*=\s*|return\s+)?(?:await\s+)?(chakram|frisby)\.(get|post|put|patch|delete|del|head|options)\(([\s\S]*)\)$/
const HTTP_LINE = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+(?:\{\{\s*([\w.-]+)\s*\}\})?(\/\S*)(?:\s+HTTP\/[\d.]+)?$/

export function readClientRequest(written: string): Idiom | undefined {
  const text = written.trim().replace(/;$/, '').trim()
  const line = HTTP_LINE.exec(text)
  if (line) return readHttpLine(line[1]!, line[2], line[3]!, text)
  const call = /^(?:const|let|var|return|await|chakram|frisby)\b/.test(text) ? JS_CALL.exec(text) : null
  return call ? readJsCall(call[1]!, call[2]!, call[3]!) : undefined
}

/** `POST {{baseUrl}}/tasks HTTP/1.1`: a request line with a base variable or a version; a bare `POST /tasks` is the grammar's. */
function readHttpLine(method: string, base: string | undefined, path: string, text: string): Idiom | undefined {
  if (base === undefined && !/\sHTTP\//.test(text)) return undefined
  if (base !== undefined && !BASE_NAME.test(base)) return { reason: `{{${base}}} may hold any URL; write the request with its path` }
  return { texts: [`Send a ${method} request to ${path}`] }
}

function readJsCall(tool: string, verb: string, inner: string): Idiom {
  const method = verb === 'del' ? 'DELETE' : verb.toUpperCase()
  const args = callOf(`f(${inner})`)?.args ?? []
  const url = basedPath(args[0] ?? '') ?? quoted(args[0] ?? '')
  if (url === undefined || !url.startsWith('/'))
    return { reason: `${tool}'s request is read with a quoted path: ${tool}.${verb}("/tasks")` }
  if (args.length === 1) return { texts: [`Send a ${method} request to ${url}`] }
  // Chakram's third argument holds request options (headers, auth, qs): not read exactly here.
  if (args.length > 2) return { reason: `${tool}'s request options have no exact reading here; write the request in words` }
  const json = jsonFromLiteral(args[1]!)
  const parsed = json === undefined ? undefined : parseJsonWithPlaceholders(json)
  if (!parsed?.ok || parsed.value === null || typeof parsed.value !== 'object') return { reason: `${args[1]} is no JSON literal to send` }
  // Frisby takes `{ body: {…}, headers: {…} }` as request options too: such an object is no plain body.
  if (!Array.isArray(parsed.value) && Object.keys(parsed.value).some((key) => /^(?:body|headers|method|json)$/.test(key)))
    return { reason: `${tool}'s object holds request options (body, headers); write the request in words` }
  return { texts: [`Send a ${method} request to ${url} with JSON body ${json}`] }
}
