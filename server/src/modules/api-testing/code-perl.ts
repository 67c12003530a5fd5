import { readAssertCall } from './code-assert-calls.js'
import { patternCheck } from './code-client-checks.js'
import { jsonFromLiteral } from './code-literals-json.js'
import { readExpression } from './code-relations.js'
import { type Idiom, readStatements, say } from './code-subjects.js'
import { callOf, quoted } from './code-syntax.js'
import { normalizeJsonPath } from './json-path.js'

/**
 * Perl's API tests: Test::More's functions on an LWP / Mojo response (`is($res->code, 201, 'created')`,
 * `like($res->decoded_content, qr/queued/)`, `ok($res->is_success)`, `cmp_ok($data->{count}, '>', 0)`) and
 * Test::Mojo's chain (`$t->post_ok('/tasks' => json => {title => 'x'})->status_is(201)->json_is('/title' => 'x')`,
 * one link per line too). Perl's arrows and hash subscripts are turned into the spelling the shared readers know
 * (`$data->{items}[0]` -> `data["items"][0]`), so the checks are those of any assertion call.
 */

const TEST_MORE = /^(is|isnt|like|unlike|ok|cmp_ok)\s*(?:\(([\s\S]*)\)|\s+([\s\S]+))$/
const MOJO_START = /^(?:\$\w+\s*)?->\s*(?:[a-z_]+_(?:ok|is|isnt|has|hasnt|like|unlike|exists|exists_not))\(/
/** cmp_ok's operators, Perl's string comparisons (`eq`, `ne`) among them, as the shared ones. */
const WORD_OPS: Record<string, string> = { eq: '==', ne: '!=', '==': '==', '!=': '!=', '>': '>', '>=': '>=', '<': '<', '<=': '<=' }

export function readPerl(written: string): Idiom | undefined {
  const line = written.trim().replace(/;$/, '').trim()
  if (MOJO_START.test(line)) return readMojoChain(line.replace(/^\$\w+\s*/, ''))
  const call = TEST_MORE.exec(line)
  const inner = call ? (call[2] ?? call[3])! : ''
  if (!call || !/\$\w+\s*->/.test(inner)) return undefined
  const args = callOf(`f(${perlCode(inner)})`)?.args
  if (!args) return undefined
  const [got, expected, third] = args
  switch (call[1]) {
    case 'ok':
      return args.length <= 2 ? readOk(got!) : undefined
    case 'is':
    case 'isnt':
      if (expected === undefined) return undefined
      // undef is a missing key as much as a null: `isnt(x, undef)` asks for a value, as not-null checks do elsewhere.
      if (expected === 'null') return readAssertCall(`assert.${call[1] === 'is' ? 'Nil' : 'NotNil'}(${got})`)
      return readAssertCall(`assert.${call[1] === 'is' ? 'equal' : 'notEqual'}(${got}, ${expected})`)
    case 'like':
    case 'unlike':
      return expected === undefined ? undefined : likeCheck(got!, expected, call[1] === 'unlike')
    default: {
      const op = WORD_OPS[quoted(expected ?? '') ?? '']
      return op && third !== undefined
        ? readExpression(`${got} ${op} ${third}`)
        : { reason: `cmp_ok() is read with ==, !=, eq, ne, <, <=, > or >=` }
    }
  }
}

/** LWP's `is_success` is a 2xx status; any other expression as the shared reader reads it. */
function readOk(code: string): Idiom | undefined {
  if (/^(?:res|response|resp)\.is_success$/.test(code)) return { texts: [say.status(['2xx'])] }
  return readExpression(code.replace(/\s+eq\s+/, ' == ').replace(/\s+ne\s+/, ' != '))
}

/**
 * Perl's spelling as other languages': `$x->{a}{b}` / `$x->[0]` subscripts, `->` calls, `qr/…/` patterns, fat commas,
 * `undef`, and a body decoded in place (`decode_json($res->content)`, Mojo's `$res->json`).
 */
function perlCode(text: string): string {
  return text
    .replace(/\b(?:decode_json|from_json)\(\s*\$\w+->(?:decoded_)?content\s*\)|\$(?:res|tx->res)->json\b/g, 'json')
    .replace(/->\s*\{\s*(?:(\w+)|'([^']+)'|"([^"]+)")\s*\}|(?<=[\]}])\{\s*(\w+)\s*\}/g, (_, a, b, c, d) => `["${a ?? b ?? c ?? d}"]`)
    .replace(/->\s*\[\s*(\d+)\s*\]/g, '[$1]')
    .replace(/\$(\w+)/g, '$1')
    .replace(/->/g, '.')
    .replace(/\bqr\//g, '/')
    .replace(/\bundef\b/g, 'null')
    .replace(/\s*=>\s*/g, (_arrow, at: number, whole: string) => (insideBraces(whole, at) ? ': ' : ', '))
}

/** Whether the innermost bracket open at `at` (quotes skipped) is a brace: a hash, whose fat commas pair keys with values. */
function insideBraces(text: string, at: number): boolean {
  const open: string[] = []
  for (let i = 0; i < at; i++) {
    const ch = text[i]!
    if (ch === '"' || ch === "'") i = Math.max(i, text.indexOf(ch, i + 1))
    else if ('([{'.includes(ch)) open.push(ch)
    else if (')]}'.includes(ch)) open.pop()
  }
  return open.at(-1) === '{'
}

/** like() / unlike(): Perl's qr/…/ was made a /…/ literal. */
const likeCheck = (code: string, written: string, negate: boolean) => patternCheck(code, written, negate)

/** Splits a chain at its top-level `->` (outside quotes and brackets). */
function links(chain: string): string[] {
  const out: string[] = []
  let [depth, start] = [0, 0]
  for (let i = 0; i < chain.length; i++) {
    const ch = chain[i]!
    if (ch === '"' || ch === "'") {
      const end = chain.indexOf(ch, i + 1)
      if (end < 0) return []
      i = end
    } else if ('([{'.includes(ch)) depth++
    else if (')]}'.includes(ch)) depth--
    else if (depth === 0 && chain.startsWith('->', i)) {
      out.push(chain.slice(start, i).trim())
      start = i + 2
    }
  }
  out.push(chain.slice(start).trim())
  return out.filter((link) => link !== '')
}

function readMojoChain(chain: string): Idiom {
  return readStatements(links(chain), readMojoLink)
}

/** One Test::Mojo method: a request (`post_ok`) or a check; a test description after the arguments is left out. */
function readMojoLink(link: string): Idiom | undefined {
  const call = /^([a-z_]+)\(([\s\S]*)\)$/.exec(link)
  const args = call ? callOf(`f(${perlCode(call[2]!)})`)?.args : undefined
  if (!call || !args) return undefined
  const [name, first, second] = [call[1]!, args[0], args[1]]
  const request = /^(get|post|put|patch|delete)_ok$/.exec(name)
  if (request) return readMojoRequest(request[1]!.toUpperCase(), args)
  const path = pointer(first)
  const text = quoted(first ?? '')
  switch (name) {
    case 'status_is':
      return /^[1-5]\d\d$/.test(first ?? '') ? { texts: [say.status([first!])] } : undefined
    case 'json_is':
      if (path && second !== undefined) return valueCheck(path, second)
      return args.length === 1 && first !== undefined ? valueCheck('$', first) : undefined
    case 'json_has':
    case 'json_hasnt':
      return path && path !== '$' ? { texts: [say.exists(path, name === 'json_hasnt')] } : undefined
    case 'json_like':
      return path && second !== undefined ? likeCheck(pathCode(path), second, false) : undefined
    case 'content_like':
    case 'content_unlike':
      return first === undefined ? undefined : likeCheck('res.content', first, name === 'content_unlike')
    case 'content_type_is':
      return text === undefined ? undefined : { texts: [say.headerEquals('Content-Type', text)] }
    case 'content_type_like':
      return first === undefined ? undefined : likeCheck('res.header("Content-Type")', first, false)
    case 'header_is':
      return text !== undefined && quoted(second ?? '') !== undefined ? { texts: [say.headerEquals(text, quoted(second!)!)] } : undefined
    case 'header_like':
      return text !== undefined && second !== undefined ? likeCheck(`res.header("${text}")`, second, false) : undefined
    case 'header_exists':
    case 'header_exists_not':
      return text === undefined ? undefined : { texts: [say.header(text, name === 'header_exists' ? 'exists' : 'does not exist')] }
    default:
      return { reason: `Test::Mojo's ${name}() has no exact reading here; write the check in words` }
  }
}

/** `post_ok('/tasks' => json => {…})`: the path and a JSON body; a form, headers or another body kind is reported. */
function readMojoRequest(method: string, args: string[]): Idiom {
  const path = quoted(args[0] ?? '')
  if (path === undefined || !path.startsWith('/')) return { reason: "Test::Mojo requests are read with a quoted path: get_ok('/tasks')" }
  if (args.length === 1) return { texts: [`Send a ${method} request to ${path}`] }
  const json = args.length === 3 && args[1] === 'json' ? jsonFromLiteral(args[2]!) : undefined
  if (json === undefined || !/^[{[]/.test(json))
    return { reason: 'a Test::Mojo request is read with a json => {…} body only; write the request in words' }
  return { texts: [`Send a ${method} request to ${path} with JSON body ${json}`] }
}

/** A JSON Pointer (`/items/0/id`) as a path; `''` is the whole body; an escaped key (`~1`) is not read. */
function pointer(arg: string | undefined): string | undefined {
  const text = quoted(arg ?? '')
  if (text === undefined || (text !== '' && !text.startsWith('/')) || text.includes('~')) return undefined
  if (text === '') return '$'
  const path = text
    .slice(1)
    .split('/')
    .map((key) => (/^\d+$/.test(key) ? `[${key}]` : `.${key}`))
    .join('')
  return normalizeJsonPath(`$${path}`)
}

/** A path as code the shared subject reader takes (`$.a[0]` -> `json.a[0]`). */
const pathCode = (path: string) => `json${path.slice(1)}`

function valueCheck(path: string, value: string): Idiom {
  const json = jsonFromLiteral(value)
  return json === undefined ? { reason: `${value} is no literal value to compare with` } : { texts: [say.equals(path, json)] }
}
