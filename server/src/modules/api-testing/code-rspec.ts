import { STATUS_CODES } from 'node:http'
import { escapeRegExp } from '../../platform/regex.js'
import { readMatcher } from './code-checks.js'
import { CODE_TYPES, type Idiom, literal, type Subject, say } from './code-subjects.js'
import { callOf, quoted, regexLiteral, splitTopLevel } from './code-syntax.js'
import { normalizeJsonPath } from './json-path.js'

/**
 * RSpec request specs (rspec-rails): the request (`post "/shifts", params: { … }, as: :json`) and the expectations
 * `expect(response).to have_http_status(:created)`, `expect(json["a"]["b"]).to
 * eq(1)`, `expect(response.body).not_to include("x")`, `expect(response.headers["Location"]).to be_present`,
 * `expect(json).to have_key("id")` and `expect(response).to match_json_schema("shift")` (`context "with an invalid
 * token"` is a label, step-labels.ts). The subject (the response, its status, body text, a header, the media type or a value of the parsed JSON)
 * and the matcher become the grammar's words; a matcher with no exact reading (`be_truthy`, `be_present` on a JSON
 * value, `contain_exactly`) is reported.
 */

const EXPECTATION = /^expect\s*\(([\s\S]+)\)\s*\.\s*(to|not_to|to_not)\s+([\s\S]+)$/

export function readRspec(written: string): Idiom | undefined {
  const text = written.trim()
  const request = REQUEST.exec(text)
  if (request) return readRequest(request[1]!.toUpperCase(), request[3]!, request[4])
  const expectation = EXPECTATION.exec(text)
  if (!expectation) return undefined
  const [, subjectText, to, matcherText] = expectation
  const negate = to !== 'to'
  const subject = rubySubject(subjectText!.trim())
  if (!subject) return { reason: `"${subjectText}" is not the response, its status, body, a header or a value of the parsed JSON` }
  // `response.media_type` (and Rails' `content_type`) holds the media type, not the header's whole value.
  const media = subject.kind === 'header' && /\.(?:media_type|content_type)$/.test(subjectText!.trim())
  return readRubyMatcher(media ? { ...subject, media } : subject, matcherText!.trim(), negate)
}

/** A request spec's request: `post "/shifts", params: { … }, headers: { … }, as: :json`. */
const REQUEST = /^(get|post|put|patch|delete|head)\s*\(?\s*(["'])((?:\/|https?:\/\/|\{\{)[^"']*)\2\s*(?:,\s*([\s\S]*?))?\s*\)?$/

/**
 * `params:` is the JSON body with `as: :json` and the query of a GET or DELETE; without `as: :json` Rails sends a
 * POST's params as a form, which the rules do not send, so it is reported.
 */
function readRequest(method: string, path: string, options: string | undefined): Idiom {
  const texts: string[] = []
  let params: string | undefined
  let json = false
  for (const option of options === undefined ? [] : splitTopLevel(options, ',')) {
    const keyword = /^(\w+):\s*([\s\S]+)$/.exec(option)
    const value = keyword ? literal(jsLiteral(keyword[2]!)) : undefined
    if (keyword?.[1] === 'as' && keyword[2]!.trim() === ':json') json = true
    else if (keyword?.[1] === 'params' && value !== undefined && /^\{/.test(value)) params = value
    else if (keyword?.[1] === 'headers' && value !== undefined && /^\{/.test(value)) texts.push(`Headers ${value}`)
    else return { reason: `${option} has no exact reading here; write the request in words` }
  }
  const inQuery = method === 'GET' || method === 'DELETE' || method === 'HEAD'
  if (params !== undefined && inQuery) texts.push(`Query ${params}`)
  else if (params !== undefined && !json) return { reason: 'params without as: :json are sent as a form; add as: :json for a JSON body' }
  texts.push(`Send a ${method} request to ${path}${params !== undefined && !inQuery ? ` with JSON body ${params}` : ''}`)
  return { texts }
}

const RESPONSE = '(?:response|last_response|@response)'
/** The parsed JSON body under the names request specs give it. */
const JSON_ROOT = new RegExp(
  String.raw`^(?:json|json_response|json_body|parsed_body|parsed_response|body_json|data|${RESPONSE}\.parsed_body|JSON\.parse\(${RESPONSE}\.body(?:,\s*symbolize_names:\s*true)?\))`,
)

/** A Ruby subject -> what it names; undefined when it names nothing the grammar checks. */
export function rubySubject(code: string): Subject | undefined {
  if (new RegExp(`^${RESPONSE}$`).test(code)) return { kind: 'path', path: '$', whole: true }
  if (new RegExp(`^${RESPONSE}\\.(?:status|code|status_code|response_code)$`).test(code)) return { kind: 'status' }
  if (new RegExp(`^${RESPONSE}\\.body$`).test(code)) return { kind: 'text' }
  if (new RegExp(`^${RESPONSE}\\.(?:media_type|content_type)$`).test(code)) return { kind: 'header', name: 'Content-Type' }
  const header = new RegExp(`^${RESPONSE}\\.(?:headers?)(?:\\[\\s*(["'])([^"']+)\\1\\s*\\]|\\.fetch\\(\\s*(["'])([^"']+)\\3\\s*\\))$`).exec(
    code,
  )
  if (header) return { kind: 'header', name: (header[2] ?? header[4])! }
  if (new RegExp(`^${RESPONSE}\\.headers?$`).test(code)) return { kind: 'headers' }
  const root = JSON_ROOT.exec(code)
  if (!root) return undefined
  let rest = code.slice(root[0].length)
  // `.size` / `.length` / `.count` at the end is the length of what comes before it.
  const counted = /\.(?:size|length|count)$/.test(rest)
  if (counted) rest = rest.replace(/\.(?:size|length|count)$/, '')
  const dig = /^\.dig\(([^)]*)\)$/.exec(rest)
  const keys = dig ? splitTopLevel(dig[1]!, ',') : [...rest.matchAll(/\[\s*([^\]]+?)\s*\]|\.(first)\b/g)].map((m) => m[1] ?? '0')
  const consumed = dig ? rest : [...rest.matchAll(/\[\s*([^\]]+?)\s*\]|\.(first)\b/g)].map((m) => m[0]).join('')
  if (consumed !== rest) return undefined
  let path = '$'
  for (const key of keys) {
    const name = quoted(key) ?? /^:([A-Za-z_]\w*)$/.exec(key)?.[1]
    if (name !== undefined) path += /^[A-Za-z_]\w*$/.test(name) ? `.${name}` : `['${name}']`
    else if (/^\d+$/.test(key)) path += `[${key}]`
    else return undefined
  }
  const normalized = normalizeJsonPath(path)
  if (!normalized) return undefined
  return { kind: 'path', path: counted ? `${normalized}.length` : normalized, whole: false }
}

/** Rails' status symbols (`:created`, `:unprocessable_entity`) from the reason phrases, and rspec-rails' classes. */
const STATUS_SYMBOLS: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(STATUS_CODES).map(([code, phrase]) => [
      (phrase ?? '')
        .toLowerCase()
        .replace(/[^a-z]+/g, '_')
        .replace(/^_|_$/g, ''),
      code,
    ]),
  ),
  unprocessable_content: '422',
  content_too_large: '413',
  request_entity_too_large: '413',
  success: '2xx',
  successful: '2xx',
  redirect: '3xx',
  missing: '404',
  error: '5xx',
  server_error: '5xx',
  client_error: '4xx',
}

/** Ruby class names as the grammar's JSON types. */
const RUBY_TYPES: Record<string, string> = {
  Integer: 'integer',
  Float: 'number',
  Numeric: 'number',
  String: 'string',
  Array: 'array',
  Hash: 'object',
}

/** A Ruby literal as JS literal text (`nil` -> `null`, `"k" => 1` -> `"k": 1`); quoted text is kept as written. */
function jsLiteral(ruby: string): string {
  return ruby
    .split(/("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/\bnil\b/g, 'null').replace(/\s*=>\s*/g, ': ')))
    .join('')
}

const COMPARISONS: Record<string, string> = {
  '>': 'toBeGreaterThan',
  '>=': 'toBeGreaterThanOrEqual',
  '<': 'toBeLessThan',
  '<=': 'toBeLessThanOrEqual',
}

function readRubyMatcher(subject: Subject, matcher: string, negate: boolean): Idiom {
  const not = negate ? 'not.' : ''
  const compared = /^be\s*(>=|<=|>|<|==)\s*(.+)$/.exec(matcher)
  if (compared) {
    const value = jsLiteral(compared[2]!)
    return readMatcher(subject, compared[1] === '==' ? `${not}toEqual(${value})` : `${not}${COMPARISONS[compared[1]!]}(${value})`)
  }
  const bare = /^be\s+(true|false|nil)$/.exec(matcher)
  if (bare) return readMatcher(subject, bare[1] === 'nil' ? `${not}toBeNull()` : `${not}toBe(${bare[1]})`)
  // `eq "x"`: Ruby leaves out the parentheses of a call with one argument.
  const spaced = /^([a-z_]+\??)\s+(\S[\s\S]*)$/.exec(matcher)
  const call =
    callOf(matcher) ??
    (/^[a-z_]+\??$/.test(matcher) ? { name: matcher, args: [] } : spaced ? { name: spaced[1]!, args: [spaced[2]!] } : undefined)
  if (!call) return { reason: `"${matcher}" is no RSpec matcher the rules read` }
  const { name, args } = call
  const [first] = args
  const arg = first === undefined ? '' : jsLiteral(first)
  if (name === 'have_http_status') {
    if (subject.kind !== 'path' || !subject.whole) return { reason: 'have_http_status is checked on the response' }
    const code = /^\d{3}$/.test(arg) ? arg : STATUS_SYMBOLS[/^:(\w+)$/.exec(first ?? '')?.[1] ?? '']
    if (!code || negate) return { reason: `${first} is no status the rules read; write the code (have_http_status(201))` }
    return { texts: [say.status([code])] }
  }
  if (name === 'match_json_schema' || name === 'match_response_schema') {
    const schema = quoted(first ?? '') ?? /^:(\w+)$/.exec(first ?? '')?.[1]
    if (!schema || negate || args.length !== 1) return { reason: `${name} names one schema` }
    return { texts: [`The response matches the "${schema}" schema`] }
  }
  if (name === 'eq' || name === 'eql' || name === 'equal' || name === 'be') return readMatcher(subject, `${not}toEqual(${arg})`)
  if (name === 'be_nil') return readMatcher(subject, `${not}toBeNull()`)
  if (name === 'be_empty') return readMatcher(subject, `${not}empty`)
  if (name === 'include' && args.length === 1) return readMatcher(subject, `${not}toContain(${arg})`)
  if (name === 'match' && args.length === 1 && regexLiteral(first!)) return readMatcher(subject, `${not}toMatch(${first})`)
  if ((name === 'start_with' || name === 'end_with') && args.length === 1 && !negate && subject.kind === 'path') {
    const value = quoted(first!)
    if (value === undefined) return { reason: `${name} is read with a quoted text` }
    const pattern = name === 'start_with' ? `^${escapeRegExp(value)}` : `${escapeRegExp(value)}$`
    return { texts: [say.matches(subject.path, pattern)] }
  }
  if (name === 'have_key' || name === 'have_key?' || name === 'include_key') {
    const key = quoted(first ?? '') ?? /^:(\w+)$/.exec(first ?? '')?.[1]
    if (!key || args.length !== 1) return { reason: `${name} names one key` }
    return readMatcher(subject, `${not}property(${JSON.stringify(key)})`)
  }
  if (/^be_(?:an?|kind_of|a_kind_of|an_instance_of|instance_of)$/.test(name) && args.length === 1 && !negate) {
    const type = RUBY_TYPES[first!] ?? CODE_TYPES[first!.toLowerCase()]
    if (!type) return { reason: `${first} is no JSON type` }
    return readMatcher(subject, `a(${JSON.stringify(type)})`)
  }
  if (name === 'be_between' && args.length === 2 && !negate) return readMatcher(subject, `within(${args.map(jsLiteral).join(', ')})`)
  // `be_present` on a header: it is sent (a blank header has no meaning); on a JSON value "present" also rules out
  // blank text and empty lists, which no one check says.
  if (name === 'be_present' && subject.kind === 'header') return readMatcher(subject, negate ? 'toBeUndefined()' : 'toBeDefined()')
  return { reason: `the matcher ${name} has no exact reading; write the check in words` }
}
