import { pathOf, shellExpansion, shellWords } from './code-httpie.js'
import type { Idiom } from './code-subjects.js'
import { parseJsonWithPlaceholders } from './step-values.js'

/**
 * A whole curl command as the grammar's request steps: `-H "Name: value"` headers, `-d` / `--data-raw` / `--json`
 * a JSON body, `-X` the method (else POST with a body and GET without), the URL's path and query (a host or a
 * `{{BASE_URL}}` before the path dropped, as for HTTPie). Flags that only shape the output (`-s`, `-i`, `-v`) add
 * nothing; any other flag (`-u`, `-F`, `--cookie`) has no exact reading and is reported. Round 15: short flags run
 * together (`-sSf`); `-o FILE` and `-w FORMAT` only shape the output; `-f` / `--fail` makes curl fail on a status of
 * 400 or more, so it checks the status is below 400; `--json` sends `Accept: application/json` too (curl's manual);
 * `-G` / `--get` puts `-d` / `--data-urlencode` pairs in the query of a GET (without `-G`, `--data-urlencode` is a form).
 */

const QUIET = /^(?:-s|--silent|-S|--show-error|-i|--include|-v|--verbose|-k|--insecure|-L|--location|--compressed)$/
/** Short flags that take no value, as they are run together (`-sSfL`). */
const SHORT_FLAGS = /^-[sSivkLf]{2,}$/
const FAIL = /^(?:-f|--fail|--fail-with-body)$/
const HEADER = /^([A-Za-z][\w-]*)\s*:\s*(.*)$/

export function readCurl(written: string): Idiom | undefined {
  const text = written.trim()
  if (!/^curl\s+/.test(text)) return undefined
  const expanded = shellExpansion(text)
  if (expanded) return { reason: expansionReason(expanded) }
  const split = shellWords(text.replace(/^curl\s+/, ''))
  if (!split) return { reason: 'the command has an unclosed quote' }
  const words = split.flatMap((word) => (SHORT_FLAGS.test(word) ? [...word.slice(1)].map((flag) => `-${flag}`) : [word]))
  let fails = false
  let get = false
  let json = false
  const pairs: string[] = []
  let method: string | undefined
  let body: string | undefined
  let url: string | undefined
  const headers: string[] = []
  let elided = false
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!
    const next = words[i + 1]
    if ((word === '-X' || word === '--request') && next) {
      method = next.toUpperCase()
      i++
    } else if ((word === '-H' || word === '--header') && next) {
      const header = HEADER.exec(next)
      if (!header || header[2] === '') return { reason: `"${next}" is no "Name: value" header` }
      headers.push(`Set header ${header[1]}: ${JSON.stringify(header[2])}`)
      i++
    } else if (/^(?:-d|--data|--data-raw|--data-binary|--json|--data-urlencode)$/.test(word) && next) {
      i++
      // With -G the data is the query: `name=value` pairs, encoded by --data-urlencode.
      if (word !== '--json' && /^[A-Za-z_][\w.-]*=[^&]*$/.test(next) && !next.startsWith('{')) {
        pairs.push(word === '--data-urlencode' ? next : decoded(next))
        continue
      }
      if (word === '--data-urlencode' || !parseJsonWithPlaceholders(next).ok)
        return { reason: `${word} sends "${next}", which is no JSON body` }
      body = next
      json ||= word === '--json'
    } else if (word === '-G' || word === '--get') get = true
    else if (FAIL.test(word)) fails = true
    else if (/^(?:-o|--output|-w|--write-out)$/.test(word) && next) i++
    else if (QUIET.test(word)) continue
    // `curl -H "X-Key: k" ...`: an ellipsis at the end stands for the part of the command left out.
    else if (/^(?:\.{3}|…)$/.test(word) && i === words.length - 1) elided = true
    else if (word.startsWith('-')) return { reason: `${word} has no exact reading here; write the request in words` }
    // `curl with an expired token …` is English: a command names a URL.
    else if (url === undefined && pathOf(word) === undefined) return undefined
    else if (url === undefined) url = word
    else return { reason: `"${word}" is a second URL` }
  }
  if (pairs.length > 0 && !get) return { reason: `${pairs[0]} is sent as a form; write the body as JSON, or -G for a query` }
  if (get && (body !== undefined || (method !== undefined && method !== 'GET')))
    return { reason: '-G sends the data as a query of a GET; write the request in words' }
  // `curl -H "X-Api-Key: {{KEY}}"`: the headers of the test's own request, when the command names no URL, method or body.
  if (url === undefined && method === undefined && body === undefined && headers.length > 0 && !fails && !get) return { texts: headers }
  const path = url === undefined ? undefined : pathOf(url)
  if (path === undefined) return undefined
  // Without -X the method follows from the body, which the part left out may hold.
  if (elided && method === undefined) return { reason: 'the command is cut short (…) before its method is known; write -X and the method' }
  const query = [...path.query, ...pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const)].map(
    ([name, value]) => `Query ${name} is ${JSON.stringify(value)}`,
  )
  if (json) headers.push('Set header Accept: "application/json"')
  const verb = method ?? (body === undefined ? 'GET' : 'POST')
  const send = `Send a ${verb} request to ${path.path}${body === undefined ? '' : ` with JSON body ${body}`}`
  // curl -f fails on a status of 400 or more (curl's manual: --fail).
  return { texts: [...query, ...headers, send, ...(fails ? ['Verify status code < 400'] : [])] }
}

/** A `-d` pair is sent as written: its %-escapes are the value's characters. */
function decoded(pair: string): string {
  try {
    return decodeURIComponent(pair)
  } catch {
    return pair
  }
}

/** Why a command with a shell variable in it is reported. */
export function expansionReason(expanded: string): string {
  const name = /^\$\{?([A-Za-z_]\w*)\}?$/.exec(expanded)?.[1]
  return `${expanded} is filled in by the shell, which the spec cannot see; write ${name ? `{{${name}}}` : 'the value'} instead`
}
