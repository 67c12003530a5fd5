import { pathOf, shellWords } from './code-httpie.js'
import type { Idiom } from './code-subjects.js'
import { parseJsonWithPlaceholders } from './step-values.js'

/**
 * A whole curl command as the grammar's request steps: `-H "Name: value"` headers, `-d` / `--data-raw` / `--json`
 * a JSON body, `-X` the method (else POST with a body and GET without), the URL's path and query (a host or a
 * `{{BASE_URL}}` before the path dropped, as for HTTPie). Flags that only shape the output (`-s`, `-i`, `-v`) add
 * nothing; any other flag (`-u`, `-F`, `--cookie`) has no exact reading and is reported.
 */

const QUIET =
  /^(?:-s|--silent|-S|--show-error|-i|--include|-v|--verbose|-k|--insecure|-L|--location|-f|--fail|--compressed|-sS|-Ss|-si|-is|-sv|-vs)$/
const HEADER = /^([A-Za-z][\w-]*)\s*:\s*(.*)$/

export function readCurl(written: string): Idiom | undefined {
  const text = written.trim()
  if (!/^curl\s+/.test(text)) return undefined
  const words = shellWords(text.replace(/^curl\s+/, ''))
  if (!words) return { reason: 'the command has an unclosed quote' }
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
    } else if (/^(?:-d|--data|--data-raw|--data-binary|--json)$/.test(word) && next) {
      if (!parseJsonWithPlaceholders(next).ok) return { reason: `${word} sends "${next}", which is no JSON body` }
      body = next
      i++
    } else if (QUIET.test(word)) continue
    // `curl -H "X-Key: k" ...`: an ellipsis at the end stands for the part of the command left out.
    else if (/^(?:\.{3}|…)$/.test(word) && i === words.length - 1) elided = true
    else if (word.startsWith('-')) return { reason: `${word} has no exact reading here; write the request in words` }
    // `curl with an expired token …` is English: a command names a URL.
    else if (url === undefined && pathOf(word) === undefined) return undefined
    else if (url === undefined) url = word
    else return { reason: `"${word}" is a second URL` }
  }
  // `curl -H "X-Api-Key: {{KEY}}"`: the headers of the test's own request, when the command names no URL, method or body.
  if (url === undefined && method === undefined && body === undefined && headers.length > 0) return { texts: headers }
  const path = url === undefined ? undefined : pathOf(url)
  if (path === undefined) return undefined
  // Without -X the method follows from the body, which the part left out may hold.
  if (elided && method === undefined) return { reason: 'the command is cut short (…) before its method is known; write -X and the method' }
  const query = path.query.map(([name, value]) => `Query ${name} is ${JSON.stringify(value)}`)
  const verb = method ?? (body === undefined ? 'GET' : 'POST')
  return { texts: [...query, ...headers, `Send a ${verb} request to ${path.path}${body === undefined ? '' : ` with JSON body ${body}`}`] }
}
