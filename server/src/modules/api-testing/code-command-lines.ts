import { expansionReason, readCurl } from './code-curl.js'
import { readHttpie, shellExpansion, shellWords } from './code-httpie.js'
import { type Idiom, say } from './code-subjects.js'
import { normalizeJsonPath } from './json-path.js'

/**
 * Test lines of a shell script around curl, HTTPie and wget, each read by the tools' documented behaviour:
 * - a shell test (`[ … ]`, `[[ … ]]`, `test …`) on the status a command printed (`-w '%{http_code}'`, or a variable
 *   named for it: `$status`, `$code`, `$http_code`) or on a value jq printed (`jq -r .status`, `jq '.items | length'`);
 *   `-eq` compares integers, `=` / `==` text, so a value jq prints the same for two types (`jq -r` of `3` and `"3"`) is
 *   reported;
 * - `… | grep -q "text"`: the body holds the text (a pattern with special characters, `-i`, `-v`, or output that holds
 *   the headers too, as with `curl -i`, is reported);
 * - `status=$(curl …)`: the request; the assignment checks nothing;
 * - wget's request (`-qO-`, `--header`, `--post-data`, `--method` / `--body-data`).
 * jq filters run with `-e` are read by the jq reader. Undefined when the line is none of these.
 */

const STATUS_VARIABLE = /^\$\{?(?:http_?)?(?:status(?:_?code)?|code|response_?code|resp_?code|http_?code)\}?$/i
const TEST_OPS: Record<string, string> = { '-eq': '==', '=': '==', '==': '==', '-lt': '<', '-le': '<=', '-gt': '>', '-ge': '>=' }

export function readCommandLine(written: string): Idiom | undefined {
  const text = written.trim()
  const first = text[0]
  if (first === '[' || text.startsWith('test ')) return readShellTest(text)
  const assigned = /^[A-Za-z_]\w*=\$\(([\s\S]+)\)$/.exec(text)
  if (assigned) return /^(?:curl|https?|wget)\s/.test(assigned[1]!) ? request(assigned[1]!) : undefined
  const grep = /^((?:curl|https?|xh|wget)\s[\s\S]*?)\s*\|\s*(grep\s[\s\S]*)$/.exec(text)
  if (grep) return readGrep(grep[1]!, grep[2]!)
  // `curl … | jq -r .status`: jq prints; only `jq -e` (read by the jq reader) fails on a false or null result.
  const piped = /^(?:curl|https?|xh|wget)\s[^|]*\|\s*(\S+)([\s\S]*)$/.exec(text)
  if (piped && !(piped[1] === 'jq' && /\s(?:-[a-z]*e[a-z]*|--exit-status)\s/.test(`${piped[2]} `)))
    return { reason: `the output piped to ${piped[1]} is only printed: a check is grep -q "text", or a shell test on it` }
  return text.startsWith('wget ') ? readWget(text) : undefined
}

/** curl's, HTTPie's or wget's request, or why it has no exact reading. */
function request(command: string): Idiom | undefined {
  if (command.startsWith('wget ')) return readWget(command)
  return readCurl(command) ?? readHttpie(command)
}

function readShellTest(text: string): Idiom | undefined {
  const inner = /^\[\[\s+([\s\S]+)\s+\]\]$/.exec(text) ?? /^\[\s+([\s\S]+)\s+\]$/.exec(text) ?? /^test\s+([\s\S]+)$/.exec(text)
  if (!inner) return undefined
  const OP = '(-eq|-ne|-lt|-le|-gt|-ge|==?|!=)'
  const RIGHT = String.raw`("[^"]*"|'[^']*'|\S+)`
  const substituted = new RegExp(String.raw`^"?\$\(([\s\S]+)\)"?\s+${OP}\s+${RIGHT}$`).exec(inner[1]!.trim())
  const variable = new RegExp(String.raw`^"?(\$\{?\w+\}?)"?\s+${OP}\s+${RIGHT}$`).exec(inner[1]!.trim())
  if (!substituted && !(variable && STATUS_VARIABLE.test(variable[1]!))) return undefined
  const [, left, op, written] = (substituted ?? variable)!
  const right = written!.replace(/^(["'])(.*)\1$/, '$2')
  const relation = TEST_OPS[op!]
  const reported: Idiom = { reason: `the shell test "${text}" has no exact reading here; write the check in words` }
  if (!relation) return reported
  const command = substituted ? left!.trim() : undefined
  // `[ "$(curl … | jq -r .status)" = "open" ]`: the request, then what jq printed.
  const jq = command ? /^([\s\S]*?)\s*\|\s*jq\s+((?:-[a-z]+\s+)*)(["']?)([^"']+)\3$/.exec(command) : undefined
  if (jq) {
    const sent = request(jq[1]!)
    if (!sent || 'reason' in sent) return sent ?? reported
    const check = jqCheck(jq[4]!.trim(), /(?:^|\s)-[a-z]*r/.test(jq[2]!), op!, relation, right)
    return check ? { texts: [...sent.texts, check] } : reported
  }
  // `[ "$(curl -s -o /dev/null -w '%{http_code}' …)" -eq 201 ]`, or a variable that holds it.
  let texts: string[] = []
  if (command) {
    if (!/^curl\s/.test(command) || !/(?:-w|--write-out)\s+\S*%\{(?:http_code|response_code)\}/.test(command)) return reported
    const sent = readCurl(command)
    if (!sent || 'reason' in sent) return sent ?? reported
    texts = sent.texts
  }
  if (!/^[1-5]\d\d$/.test(right)) return reported
  return { texts: [...texts, relation === '==' ? say.status([right]) : `Verify status code ${relation} ${right}`] }
}

/** `.a.b`, `.items[0].id`, `.["x-y"]` -> a JSON path. */
function jqPath(filter: string): string | undefined {
  if (!/^(?:\.(?:[A-Za-z_]\w*|\["[^"]+"\])|\[\d+\])+$/.test(filter)) return undefined
  return normalizeJsonPath(`$${filter.replace(/^\.\[/, '[').replace(/\.\[/g, '[')}`)
}

/**
 * What jq printed, compared by a shell test. `jq -r` prints a string without quotes, so `open` is that string, but
 * `3`, `true` or `null` could be a string or that value; without `-r` a string is printed quoted. jq prints null for
 * a missing key too, so null is reported.
 */
function jqCheck(filter: string, raw: boolean, op: string, relation: string, right: string): string | undefined {
  const length = /^(\S+)\s*\|\s*length$/.exec(filter)
  if (length) {
    const path = jqPath(length[1]!)
    return path && /^\d+$/.test(right) ? say.length(path, relation, right) : undefined
  }
  const path = jqPath(filter)
  if (!path) return undefined
  const scalar = /^(?:-?\d+(?:\.\d+)?|true|false|null)$/.test(right)
  if (op.startsWith('-')) {
    // An integer test; `jq -r` would pass the string "3" too.
    if (raw || !/^-?\d+$/.test(right)) return undefined
    return relation === '==' ? say.equals(path, right) : say.compare(path, relation, right)
  }
  if (relation !== '==') return undefined
  if (raw) return scalar ? undefined : say.equals(path, JSON.stringify(right))
  if (right === 'null') return undefined
  if (scalar) return say.equals(path, right)
  return /^"[^"\\]*"$/.test(right) ? say.equals(path, right) : undefined
}

/** `curl … | grep -q "text"`: grep finds a line of the output that holds the text. */
function readGrep(command: string, grep: string): Idiom | undefined {
  const words = shellWords(grep.replace(/^grep\s+/, ''))
  if (!words) return { reason: 'the command has an unclosed quote' }
  const flags = words.filter((word) => word.startsWith('-')).join('')
  const patterns = words.filter((word) => !word.startsWith('-'))
  const reported: Idiom = { reason: `grep ${words.join(' ')} has no exact reading here; write the check in words` }
  // Only -q (quiet), -s and -F (a fixed string) leave grep's meaning "a line holds the text".
  if (!/q/.test(flags) || /[^-qsF]/.test(flags) || patterns.length !== 1) return reported
  const pattern = patterns[0]!
  if (!/F/.test(flags) && /[.*[\]^$\\]/.test(pattern)) return reported
  // Headers printed with the body (`curl -i`, `curl -D -`, `http -v`, `http --headers`) could hold the text instead.
  const headersOut = command.startsWith('curl')
    ? /\s(?:-[a-zA-Z]*i[a-zA-Z]*|--include|-D\s*-|--dump-header\s+-)(?=\s|$)/
    : /\s(?:-v|--verbose|-h|--headers|-p\w*[hH]\w*|--print=\w*[hH]\w*)(?=\s|$)/
  if (!command.startsWith('wget') && headersOut.test(` ${command}`))
    return { reason: 'the output grep reads holds the headers too; write the check in words' }
  const sent = request(command)
  if (!sent || 'reason' in sent) return sent ?? reported
  if (/\s(?:-w|--write-out)\s/.test(` ${command}`)) return { reason: '-w prints more than the body; write the check in words' }
  return { texts: [...sent.texts, say.bodyContains(JSON.stringify(pattern))] }
}

const WGET_QUIET = /^(?:-q|--quiet|-nv|--no-verbose|-O-|-qO-|-qO|--output-document=-|-O)$/

/**
 * wget's request: `--header='Name: value'`, `--post-data` (POST) or `--method=M` with `--body-data`, the output sent to
 * stdout (`-qO-`). A body that is no JSON, a form, a file or other options have no exact reading and are reported.
 */
export function readWget(text: string): Idiom | undefined {
  const expanded = shellExpansion(text)
  if (expanded) return { reason: expansionReason(expanded) }
  const words = shellWords(text.replace(/^wget\s+/, ''))
  if (!words) return { reason: 'the command has an unclosed quote' }
  const headers: string[] = []
  let method: string | undefined
  let body: string | undefined
  let url: string | undefined
  for (let i = 0; i < words.length; i++) {
    const [word, inline] = splitOption(words[i]!)
    const value = () => inline ?? words[++i]
    if (WGET_QUIET.test(word)) {
      if ((word === '-O' || word === '-qO') && inline === undefined && words[i + 1] === '-') i++
      else if ((word === '-O' || word === '-qO') && inline === undefined)
        return { reason: `${word} writes to a file; write the request in words` }
    } else if (word === '--header') {
      const header = /^([A-Za-z][\w-]*)\s*:\s*(.+)$/.exec(value() ?? '')
      if (!header) return { reason: 'a --header is no "Name: value" header' }
      headers.push(`Set header ${header[1]}: ${JSON.stringify(header[2])}`)
    } else if (word === '--post-data' || word === '--body-data') {
      body = value()
      if (word === '--post-data') method ??= 'POST'
    } else if (word === '--method') method = value()?.toUpperCase()
    else if (word.startsWith('-')) return { reason: `wget's ${word} has no exact reading here; write the request in words` }
    else if (url === undefined) url = word
    else return { reason: `"${word}" is a second URL` }
  }
  if (url === undefined) return undefined
  const curl = [
    'curl',
    ...(method ? ['-X', method] : []),
    ...headers.flatMap((header) => ['-H', quote(header.replace(/^Set header ([^:]+): "(.*)"$/, '$1: $2'))]),
    ...(body === undefined ? [] : ['-d', quote(body)]),
    quote(url),
  ]
  return readCurl(curl.join(' ')) ?? { reason: `wget ${url} names no URL` }
}

function splitOption(word: string): [string, string | undefined] {
  const at = word.indexOf('=')
  return word.startsWith('--') && at > 0 ? [word.slice(0, at), word.slice(at + 1)] : [word, undefined]
}

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`
