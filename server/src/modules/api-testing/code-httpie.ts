import type { Idiom } from './code-subjects.js'
import { parseJsonWithPlaceholders } from './step-values.js'

/**
 * An HTTPie command (`http POST :8080/loans bookId:=42 memberId:=7`, also `https` and its clone `xh`) as the
 * grammar's request steps. Request items as HTTPie defines them: `name==value` a query parameter, `Name:value` a
 * header, `name=value` a text field and `name:=json` a raw JSON field of the JSON body; a body piped in with
 * `echo '{…}' |` is the body. The method is the one written, else POST with a body and GET without. The host is
 * dropped and the path goes to the grammar, so another path or method than the test's heading is reported there.
 * Files (`@`), nested fields (`a[b]=c`), forms and auth flags have no exact reading and are reported.
 * `--check-status` makes HTTPie exit with an error on a 3xx (without `--follow`), 4xx or 5xx status (HTTPie's docs),
 * so it checks the status is below 300.
 */

const METHODS = /^(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/i
/** Flags that only shape what HTTPie prints, or say the body is JSON (its default). */
const QUIET_FLAGS =
  /^(?:-v|--verbose|-h|--headers|-b|--body|-j|--json|-I|--ignore-stdin|--check-status|-q|--quiet|--pretty=\w+|--print=\w+|-p\w*|--style=\S+|-s\w*)$/
const ITEM = /^([^:=@[\]\s]+)(==|:=@|:=|=@|=|:|@)([\s\S]*)$/

export function readHttpie(written: string): Idiom | undefined {
  const text = written.trim()
  const piped = /^(?:echo|printf)\s+(?:-n\s+)?(["'])([\s\S]*?)\1\s*\|\s*((?:https?|xhs?)\s[\s\S]*)$/.exec(text)
  const command = piped ? piped[3]! : text
  if (!/^(?:https?|xhs?)\s+/.test(command)) return undefined
  const words = shellWords(command.replace(/^\S+\s+/, ''))
  if (!words) return { reason: 'the command has an unclosed quote' }
  const flag = words.find((word) => word.startsWith('-') && !QUIET_FLAGS.test(word))
  const args = words.filter((word) => !word.startsWith('-'))
  const method = args[0] && METHODS.test(args[0]) && args.length > 1 ? args.shift()!.toUpperCase() : undefined
  const url = args.shift()
  const path = url === undefined ? undefined : pathOf(url)
  // `http status is 200` is English: a command names a URL (`:8080/x`, `localhost/x`, `https://…`, `/x`).
  if (path === undefined) return undefined
  const expanded = shellExpansion(command)
  if (expanded) return { reason: `${expanded} is filled in by the shell, which the spec cannot see; write the value or a {{variable}}` }
  if (flag) return { reason: `${flag} has no exact reading here; write the request in words` }
  const texts: string[] = []
  const body: Record<string, unknown> = {}
  let fields = 0
  for (const [name, value] of path.query) texts.push(`Query ${name} is ${JSON.stringify(value)}`)
  for (const item of args) {
    const match = ITEM.exec(item)
    if (!match) return { reason: `"${item}" is no HTTPie request item (name==query, Name:header, name=text, name:=json)` }
    const [, name, separator, value] = match
    if (separator === '==') texts.push(`Query ${name} is ${JSON.stringify(value)}`)
    else if (separator === ':') {
      if (value === '') return { reason: `"${item}" sends an empty header; write its value` }
      texts.push(`Set header ${name}: ${JSON.stringify(value)}`)
    } else if (separator === '=') {
      body[name!] = value
      fields++
    } else if (separator === ':=') {
      const parsed = parseJsonWithPlaceholders(value!)
      if (!parsed.ok) return { reason: `${name}:= takes JSON: ${parsed.message}` }
      body[name!] = parsed.value
      fields++
    } else return { reason: `"${item}" reads a file; write the body as JSON` }
  }
  if (piped && fields > 0) return { reason: 'a piped body and body fields together are no one body' }
  const json = piped ? piped[2]! : fields > 0 ? JSON.stringify(body) : undefined
  const verb = method ?? (json === undefined ? 'GET' : 'POST')
  texts.push(`Send a ${verb} request to ${path.path}${json === undefined ? '' : ` with JSON body ${json}`}`)
  if (words.includes('--check-status')) texts.push('Verify status code < 300')
  return { texts }
}

/** `:8080/loans`, `localhost:3000/x?a=1`, `https://api.example.org/x`, `/x` -> the path and its query items. */
export function pathOf(url: string): { path: string; query: [string, string][] } | undefined {
  const match = /^(?:https?:\/\/)?(?:[\w.-]*(?::\d+)?|\{\{\s*\w+\s*\}\})?(\/[^?#\s]*)?(?:\?([^#\s]*))?$/.exec(url)
  if (!match || (match[1] === undefined && !/^(?::\d*$|https?:\/\/|localhost\b)/.test(url))) return undefined
  const query: [string, string][] = []
  for (const pair of (match[2] ?? '').split('&').filter((part) => part !== '')) {
    const [name, ...rest] = pair.split('=')
    query.push([decodeURIComponent(name!), decodeURIComponent(rest.join('='))])
  }
  return { path: match[1] ?? '/', query }
}

/** Splits a command line into words as a POSIX shell does with quotes and backslashes; undefined on an open quote. */
export function shellWords(line: string): string[] | undefined {
  const words: string[] = []
  let word: string | undefined
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!
    if (/\s/.test(ch)) {
      if (word !== undefined) words.push(word)
      word = undefined
    } else if (ch === "'") {
      const end = line.indexOf(ch, i + 1)
      if (end < 0) return undefined
      word = (word ?? '') + line.slice(i + 1, end)
      i = end
    } else if (ch === '"') {
      // Inside double quotes a backslash escapes only " \ $ and `, as POSIX says.
      let text = ''
      let j = i + 1
      for (; j < line.length && line[j] !== '"'; j++) text += line[j] === '\\' && /["\\$`]/.test(line[j + 1] ?? '') ? line[++j] : line[j]
      if (j >= line.length) return undefined
      word = (word ?? '') + text
      i = j
    } else if (ch === '\\' && i + 1 < line.length) word = (word ?? '') + line[++i]
    else word = (word ?? '') + ch
  }
  if (word !== undefined) words.push(word)
  return words
}

/**
 * The first shell variable a command line expands (`$TOKEN`, `${TOKEN}`, `$(…)`) outside single quotes: the shell puts
 * its value there, which the spec cannot know (a spec's own variables are written `{{TOKEN}}`).
 */
export function shellExpansion(line: string): string | undefined {
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!
    if (ch === '\\') i++
    else if (ch === "'") {
      const end = line.indexOf("'", i + 1)
      if (end < 0) return undefined
      i = end
    } else if (ch === '$') {
      const name = /^\$(?:\{[^}]*\}|[A-Za-z_]\w*|\()/.exec(line.slice(i))
      if (name) return name[0]
    }
  }
  return undefined
}
