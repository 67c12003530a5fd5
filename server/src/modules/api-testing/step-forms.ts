import { rawi } from '../understanding/regex-cache.js'
import { proseRewrites } from './step-prose.js'

/**
 * Written forms of request steps and checks that say what a documented phrasing says in other notation: curl flags
 * (`-H "Accept: application/json"`, `-d '{…}'`), an HTTP status line (`HTTP/1.1 201 Created`), a query string added
 * to the URL, a modal before the response-time verb (`It must respond within 2 s`), validating the body "against" a
 * schema, and "expected" beside the status noun (`The response code expected is 200`). Each rewrite keeps every
 * value as written and gives the documented phrasing, which the grammar then reads; nothing here decides a plan.
 */

const NAME = String.raw`[A-Za-z][\w-]*`
/** `-H 'X-Key: k'`: a curl header flag (global: one `replace` reads every flag, and leaves lastIndex at 0). */
const CURL_HEADER = new RegExp(String.raw`(^|\s)(?:-H|--header)\s+(["'])(${NAME}\s*:[^"']*)\2(?=\s|$)`, 'g')
/** A schema's name is never an article or a pronoun (`against the schema` names none). */
const SCHEMA_NAME = String.raw`(?!(?:the|a|an|its|this|that|our|their|response)\b)[A-Za-z][\w-]*`

/** The step in documented words, when it is written in one of these forms; otherwise none. */
export function formRewrites(text: string): string[] {
  const out: string[] = [...proseRewrites(text)]
  // curl: `-H "X-Client: mobile"` is a header, `-d '{…}'` / `--data-raw` / `--json` the JSON body.
  // Several -H flags are one header list: `header A: 1 and B: 2`.
  let flags = 0
  const curl = text
    .replace(CURL_HEADER, (_all, lead: string, _q, pair: string) => (flags++ === 0 ? `${lead}header ${pair}` : ` and ${pair}`))
    .replace(/(^|\s)(?:-d|--data(?:-raw|-binary)?|--json)\s+(["'])([{[][\s\S]*[}\]])\2(?=\s|$)/g, '$1JSON body $3')
  if (curl !== text) out.push(curl)
  const command = curlCommand(text)
  if (command) out.push(command)
  // `HTTP/1.1 201 Created`, `HTTP/2 200`: the status line names the code.
  const statusLine = text.replace(/\bHTTP\/\d(?:\.\d)?\s+(?=[1-5]\d\d\b)/gi, 'HTTP ')
  if (statusLine !== text) out.push(statusLine)
  // `Add ?status=open to the URL`, `Append page=2 to the query string`.
  const toUrl =
    /^(?:add|append|put|attach|tack|include)\s+(?:the\s+)?(?:query\s+(?:string|param(?:eter)?s?)\s+)?(\??[^\s=&?]+=[^\s&]*(?:&[^\s=&]+=[^\s&]*)*)\s+(?:on\s*)?(?:to|onto|at\s+the\s+end\s+of)\s+(?:the\s+)?(?:request\s+)?(?:url|uri|path|endpoint|address|query(?:\s+string)?)$/i.exec(
      text,
    )
  if (toUrl) out.push(`Query ${toUrl[1]!.replace(/^\?/, '')}`)
  // `It must respond within 2 seconds`, `The API should answer in under 300 ms`: the response-time check.
  const modal =
    /^(?:it|the\s+(?:api|server|endpoint|service|call|request|response))\s+(?:should|must|will|has\s+to|needs\s+to|ought\s+to)\s+((?:respond|answer|return|complete|finish)\s+.+)$/i.exec(
      text,
    )
  if (modal) out.push(`Must ${modal[1]!.replace(/^(?:answer|return|finish)\b/i, 'respond')}`)
  // `Validate the body against schema Shift`, `Check the response against the "Order" schema`.
  const against =
    rawi`^(?:validate|check|verify|test|match)\s+(?:the\s+)?(?:response(?:\s+body)?|body|json|payload|result)\s+against\s+(?:the\s+)?(?:schema\s+(["']?)(${SCHEMA_NAME})\1|(["']?)(${SCHEMA_NAME})\3\s+schema)$`.exec(
      text,
    )
  if (against) out.push(`The response matches the ${against[2] ?? against[4]} schema`)
  // `The response code expected is 200`, `The expected status is 201`: "expected" beside the status noun.
  const expected = text
    .replace(
      /^(?:(?:verify|check|assert|ensure)\s+(?:that\s+)?)?(?:the\s+)?expected\s+((?:http\s+|response\s+)?(?:status(?:\s+code)?|code))\s+(?=is\b|should\b|must\b|=|:)/i,
      'the $1 ',
    )
    .replace(
      /^(?:the\s+)?((?:http\s+|response\s+)?(?:status(?:\s+code)?|code))\s+expected\s*(?:[:=]\s*|(?=is\b|should\b|must\b))/i,
      (all, noun: string) => (/[:=]\s*$/.test(all) ? `the ${noun} is ` : `the ${noun} `),
    )
  if (expected !== text) out.push(expected)
  // `headers = {…}`, `params = {…}`: an assignment in code is the request tab of that name.
  const assigned = /^(?:(?:use|with|pass|send|set)\s+)?(headers?|params?|query|body|payload|json)\s*=\s*([{[].*)$/i.exec(text)
  if (assigned) {
    const tab = /^(?:payload|json|body)$/i.test(assigned[1]!) ? 'Body' : /^headers?$/i.test(assigned[1]!) ? 'Headers:' : 'Query'
    out.push(`${tab} ${assigned[2]}`)
  }
  return out
}

/**
 * `curl -X POST -d '{…}'`, `curl -X DELETE /tasks/1`: a whole curl command of a method, a URL and a JSON body is the
 * request step `POST /path with JSON body {…}`; a command with any other flag is left to the grammar (reported).
 */
function curlCommand(text: string): string | undefined {
  const args = /^curl\s+(.+)$/i.exec(text.trim())?.[1]
  if (args === undefined) return undefined
  let method: string | undefined
  let url: string | undefined
  let body: string | undefined
  const rest = args
    .replace(/(?:^|\s)(?:-X|--request)\s+([A-Za-z]+)(?=\s|$)/g, (_all, verb: string) => {
      method = verb.toUpperCase()
      return ' '
    })
    .replace(/(?:^|\s)(?:-d|--data(?:-raw|-binary)?|--json)\s+(["'])([{[][\s\S]*[}\]])\1(?=\s|$)/g, (_all, _q, json: string) => {
      body = json
      return ' '
    })
    .replace(/(?:^|\s)(["']?)((?:https?:\/\/|\/)[^\s"']*)\1(?=\s|$)/g, (_all, _q, address: string) => {
      url = address
      return ' '
    })
  if (rest.trim() !== '' || (method === undefined && body === undefined)) return undefined
  const verb = method ?? 'POST'
  return `${verb}${url ? ` ${url}` : ''}${body ? ` with JSON body ${body}` : ''}`
}
