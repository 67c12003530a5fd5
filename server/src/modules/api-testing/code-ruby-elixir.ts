import { readAssertCall } from './code-assert-calls.js'
import { callSubject, statusValue } from './code-call-subjects.js'
import { readExpression } from './code-relations.js'
import { type Idiom, say } from './code-subjects.js'
import { callOf, quoted, regexLiteral, splitTopLevel } from './code-syntax.js'
import { STATUS_WORDS } from './status-words.js'

/**
 * Ruby's minitest and Rails integration tests, and Elixir's ExUnit with Phoenix's ConnTest.
 * Ruby: `assert_equal 201, response.code` (a call without parentheses), `refute_nil json['id']` (minitest's refute_* is
 * assert_not_*), `assert_nil`, `assert_match /re/, value` and Rails' `assert_response :created` / `:success`.
 * Elixir: `json_response(conn, 201)` checks the status and gives the JSON body, `response(conn, 204)` and
 * `text_response(conn, 200)` the status and the text; `assert json_response(conn, 201)["id"]` holds when the field is
 * neither nil nor false; `assert %{"id" => _} = …` matches keys; `get_resp_header(conn, "x") == ["v"]` is a header.
 */

const RUBY_CALL = /^((?:assert|refute)_[a-z_]+\??)\s+(?!\()(\S[\s\S]*)$/
/**
 * readRubyElixir's first test (code-idioms.ts): minitest's lines start with `assert` or `refute` (a key test, a bare or
 * a called assert_x / refute_x), and Phoenix's with `assert`, `conn` or a pipe `|>`.
 */
export function mayBeRubyElixir(text: string): boolean {
  return /^\s*(?:assert|refute|conn|\|>)/.test(text)
}

/** Rails' status names beyond the reason phrases (Rack's symbols are the phrases in snake case). */
const RAILS_STATUS: Record<string, string> = { success: '2xx', redirect: '3xx', missing: '404', error: '5xx' }

export function readRubyElixir(written: string): Idiom | undefined {
  const text = written.trim().replace(/;$/, '').trim()
  return readRuby(text) ?? readPhoenix(text)
}

function readRuby(text: string): Idiom | undefined {
  const key = /^assert\s+(?!\()(\S+\.(?:key|has_key)\?\([^()]+\))$/.exec(text)
  if (key) return readExpression(rubyKey(key[1]!)) ?? { reason: `"${key[1]}" is no key of the response's body` }
  const bare = RUBY_CALL.exec(text)
  const call = bare ? { name: bare[1]!, args: splitTopLevel(bare[2]!, ',') } : callOf(text)
  // With parentheses, only minitest's and Rails' own names: any other assert_x(…) is the general reader's.
  if (!call || !/^(?:assert|refute)_/.test(call.name)) return undefined
  if (!bare && !/^(?:refute_\w+|assert_(?:response|match|nil|includes))$/.test(call.name)) return undefined
  // minitest's message is the argument after those compared.
  const arity = /^(?:assert|refute)_(?:equal|includes|match|instance_of|kind_of|same)$/.test(call.name) ? 2 : 1
  const args = call.args.length === arity + 1 && quoted(call.args[arity]!) !== undefined ? call.args.slice(0, arity) : call.args
  if (call.name === 'assert_response') {
    const code = (args[0] ?? '').trim()
    const status = /^\d{3}$/.test(code)
      ? code
      : /^:\w+$/.test(code)
        ? (RAILS_STATUS[code.slice(1)] ?? STATUS_WORDS[code.slice(1).replace(/_/g, '')])
        : undefined
    return status && args.length <= 2
      ? { texts: [say.status([status])] }
      : { reason: `${text}: the status is written as a code or a Rails name (:created)` }
  }
  if (call.name === 'assert_nil' && args.length >= 1) return readAssertCall(`assert_equal(nil, ${args[0]})`)
  if (call.name === 'assert_match' || call.name === 'refute_match') return readMatch(args, call.name === 'refute_match', text)
  const name = call.name.replace(/^refute_/, 'assert_not_').replace(/^assert_not_not_/, 'assert_')
  return readAssertCall(`${name}(${args.map(rubySubject).join(', ')})`) ?? undefined
}

/** `json.key?('id')` / `has_key?` is a key of the body, as `include?` on a hash is. */
function rubyKey(expression: string): string {
  return expression.replace(/\.(?:key|has_key)\?\(/, '.include?(')
}

/** RestClient's header symbols: `response.headers[:content_type]` is Content-Type. */
function rubySubject(code: string): string {
  return code.trim().replace(
    /\.headers\[:([a-z_]+)\]$/,
    (_, name: string) =>
      `.headers['${name
        .split('_')
        .map((w) => w[0]!.toUpperCase() + w.slice(1))
        .join('-')}']`,
  )
}

function readMatch(args: string[], negate: boolean, text: string): Idiom {
  const regex = regexLiteral(args[0] ?? '')
  const subject = callSubject(rubySubject(args[1] ?? ''))
  if (!regex || negate || args.length > 3) return { reason: `${text}: a pattern is read as assert_match /re/, value` }
  if (subject?.kind === 'path') return { texts: [say.matches(subject.path, regex.pattern, regex.flags)] }
  if (subject?.kind === 'header') return { texts: [say.header(subject.name, `matches /${regex.pattern}/${regex.flags}`)] }
  return { reason: `"${args[1]}" is no body field or header of the response` }
}

/** Phoenix's response helpers: the status they check, and what they give. */
const HELPER = /\b(json_response|text_response|html_response|response)\(\s*conn\s*,\s*(\d{3}|:\w+)\s*\)/g

function readPhoenix(text: string): Idiom | undefined {
  // Plug's request header, set on the conn before the call: `conn = put_req_header(conn, "x-key", "v")`.
  const put =
    /^(?:conn\s*=\s*put_req_header\(\s*conn\s*,|(?:conn\s*)?\|>\s*put_req_header\()\s*"([A-Za-z][\w-]*)"\s*,\s*"([^"\\#]*)"\s*\)$/.exec(
      text,
    )
  if (put) return { texts: [`Set header ${put[1]}: ${JSON.stringify(put[2])}`] }
  // `assert [_] = get_resp_header(conn, "location")`: one value, so the header is there.
  const one = /^assert\s+\[\s*_?\w*\s*\]\s*=\s*get_resp_header\(\s*conn\s*,\s*"([A-Za-z][\w-]*)"\s*\)$/.exec(text)
  if (one) return { texts: [say.header(one[1]!, 'exists')] }
  const asserted = /^assert\s+([\s\S]+)$/.exec(text)
  if (!asserted) return undefined
  const body = asserted[1]!.trim()
  const statuses: string[] = []
  let helpers = 0
  const rewritten = body.replace(HELPER, (_, helper: string, code: string) => {
    helpers++
    const status = code.startsWith(':') ? STATUS_WORDS[code.slice(1).replace(/_/g, '')] : statusValue(code)
    if (status) statuses.push(status)
    return helper === 'json_response' ? 'json' : helper === 'response' ? '__body__' : 'response.text'
  })
  const header = /^get_resp_header\(\s*conn\s*,\s*("[^"]+")\s*\)\s*==\s*\[\s*("[^"]*")\s*\]$/.exec(body)
  if (header) return { texts: [say.headerEquals(quoted(header[1]!)!, quoted(header[2]!)!)] }
  if (helpers === 0) return undefined
  const reported: Idiom = { reason: `${text} has no exact reading; write the check in words` }
  if (statuses.length !== helpers || new Set(statuses).size !== 1 || /html_response/.test(body)) return reported
  const status = say.status([statuses[0]!])
  if (rewritten === '__body__' || rewritten === 'json' || rewritten === 'response.text') return { texts: [status] }
  if (rewritten.includes('__body__')) return reported
  const matched = /^%\{([\s\S]*)\}\s*=\s*(json[\s\S]*)$/.exec(rewritten)
  const read = matched
    ? readPattern(matched[1]!, matched[2]!)
    : (truthy(rewritten) ?? readExpression(rewritten.replace(/\blength\(/, 'len(')))
  if (!read || 'reason' in read) return read ?? reported
  return { texts: [status, ...read.texts] }
}

/** `json["data"]["id"]` on its own: the field is there and neither nil nor false. */
function truthy(code: string): Idiom | undefined {
  const subject = /^json(?:\[[^\]]+\])+$/.test(code) ? callSubject(code) : undefined
  if (subject?.kind !== 'path') return undefined
  return { texts: [...say.notNull(subject.path), say.equals(subject.path, 'false', true)] }
}

/** `%{"id" => _, "title" => "x"} = json["data"]`: each key is there, and a literal value is equal. */
function readPattern(inner: string, from: string): Idiom | undefined {
  const subject = callSubject(from)
  if (subject?.kind !== 'path') return undefined
  const texts: string[] = []
  for (const pair of splitTopLevel(inner, ',')) {
    const entry = /^"([A-Za-z_][\w-]*)"\s*=>\s*([\s\S]+)$/.exec(pair)
    if (!entry) return undefined
    const [, key, value] = entry
    const path = `${subject.path}.${key}`
    // A variable binds whatever is there, `nil` included; a pinned `^x` or a nested pattern is no literal.
    if (/^_?[a-z]\w*$|^_$/.test(value!.trim())) texts.push(say.exists(path))
    else {
      const read = readExpression(`${from}["${key}"] == ${value}`)
      if (!read || 'reason' in read) return undefined
      texts.push(...read.texts)
    }
  }
  return texts.length > 0 ? { texts } : undefined
}
