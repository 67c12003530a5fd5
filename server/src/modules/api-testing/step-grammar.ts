import { rawi } from '../understanding/regex-cache.js'
import { HTTP_METHODS, type HttpMethod, type JsonValue, type Step, type StepOf } from './api-spec.js'
import { parseCheck, type StepContext } from './check-grammar.js'
import { formatJsonPath, parseJsonPath } from './json-path.js'
import {
  pairsOf,
  parseHeaderLines,
  parseJsonWithPlaceholders,
  parseQueryPairs,
  parseVariableName,
  splitHeaderPairs,
  unquote,
} from './step-values.js'

/**
 * The step grammar of API specs: one bullet -> one typed {@link Step}. Request steps (send, header, query, body,
 * without authentication) shape the test's single request; checks and saves run on its response in order.
 * Text the grammar does not know becomes `{kind: 'unknown', reason}`; it never throws. docs/api-testing-specs.md
 * lists every phrasing.
 */

export interface StepInput {
  /** The bullet's text as written (markdown source, backticks included). */
  text: string
  line: number
  /** A fenced code block under the bullet (a JSON body, headers, a schema). */
  code?: { lang: string | null; value: string }
  /** Texts of a nested list under the bullet (`Headers:` followed by `- X-Trace: abc`). */
  children?: string[]
}

/** The test's heading, so a step that names another method or path is caught. */
export interface TestTarget {
  method: HttpMethod
  path: string
}

export interface ParsedStep {
  /** Usually one step; a combined bullet (`Send the request with header X: 1 and JSON body {…}`) gives several. */
  steps: Step[]
  /** Whether the bullet's code block / nested list was consumed (unused ones are reported by the parser). */
  used: { code: boolean; children: boolean }
}

const CHECK_PREFIX =
  /^(?:(?:and|then|also)\s+)?(?:(?:verify|check|assert|expect|ensure|confirm|validate|make\s+sure)(?:\s+(?:that|if|whether))?\s+|(?:and|then)\s+)/i
const METHODS = HTTP_METHODS.join('|')
const HEADER_NAME = String.raw`["'\x60]?([A-Za-z0-9!#$%&*+.^_|~-]+)["'\x60]?`
const NO_AUTH =
  /^(?:do\s+not|never)\s+(?:authenticate|log\s+in|sign\s+in)$|^(?:remove|omit|drop|skip|leave\s+out|clear)\s+(?:the\s+)?(?:auth(?:entication|orization)?(?:\s+header)?|authorization\s+header|(?:bearer\s+|api\s+)?token|credentials|api\s+key)$|^(?:(?:send|call|make)\s+(?:it\s+|the\s+request\s+|a\s+request\s+)?)?(?:without|with\s+no)\s+(?:any\s+|an?\s+|the\s+)?(?:auth(?:entication|orization)?(?:\s+(?:header|token))?|credentials|(?:api\s+|bearer\s+|access\s+|login\s+|auth\s+|session\s+)?(?:token|key)|(?:first\s+)?(?:logging|signing)\s+in|authenticating|(?:being\s+)?(?:logged|signed)\s+in|(?:a\s+)?login)$|^no\s+(?:auth(?:entication|orization)?|credentials)$|^no\s+(?:auth\s+|bearer\s+|access\s+|api\s+)?(?:token|key|credentials)$|^(?:i\s+am|i'm|we\s+are|the\s+(?:user|client|caller)\s+is)\s+(?:not\s+(?:authenticated|logged\s+in|signed\s+in)|unauthenticated|anonymous|logged\s+out|signed\s+out|an?\s+(?:anonymous|unauthenticated|guest)(?:\s+(?:user|client|caller))?)$|^(?:(?:send|call|make|hit)\s+(?:it|the\s+request|a\s+request|the\s+endpoint)\s+)?(?:anonymously|unauthenticated|as\s+(?:an?\s+)?(?:anonymous|guest|logged[-\s]out|signed[-\s]out|unauthenticated|unauthorized|unauthorised|not\s+logged\s+in)(?:\s+(?:user|client|caller|visitor))?)$|^(?:do\s+not|don't)\s+send\s+(?:any\s+)?(?:auth(?:entication|orization)?|credentials|the\s+token)$/i

/** `with an invalid token`, `using an expired API key`, `with wrong credentials`. */
const INVALID_AUTH =
  /^(?:(?:send|call|make)\s+(?:it\s+|the\s+request\s+|a\s+request\s+)?|authenticate\s+)?(?:with|using|use)\s+(?:an?\s+|the\s+)?(?:invalid|wrong|bad|expired|fake|incorrect|bogus|revoked|forged|malformed|tampered|made[-\s]up|garbage|junk|nonsense|phony)\s+(?:bearer\s+|access\s+|auth\s+|api\s+)?(?:token|jwt|api\s+key|key|credentials|password|auth(?:entication|orization)?(?:\s+(?:token|header))?)$/i

/** `the error message says "X"`: the response's error text, wherever the API puts it. */
const ERROR_MESSAGE =
  /^(?:the\s+)?(?:response\s+)?(?:error(?:\s+message|\s+detail|\s+text)?|message|detail|problem\s+detail)(?:\s+field)?\s+(?:says|is|reads|contains|includes|mentions|should\s+(?:say|be|contain|include|read|mention)|must\s+(?:say|be|contain|mention))\s+(?:that\s+)?("[^"]*"|'[^']*')$/i

/**
 * A field told in the present passive (`$.reminder.sms is set to true`) with no check word and no modal: it may
 * arrange the request (the body's field) or state what the response holds. `should be set to` is a check.
 */
const SET_TO_STATE =
  /^(?:the\s+)?(?:\$\S*|[A-Za-z_][\w-]*(?:\.[\w-]+|\[\d+\])+)(?:\s+(?:field|property|key|value))?\s+(?:is|are|gets)\s+set\s+to\s/i
const SET_TO_REASON =
  'a field that "is set to" a value may be put in the request or checked in the response; write "Verify $.x is …" for the check'

/** Collapses the bullet's source to one line and drops a closing period. */
export function normalizeStepText(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .trim()
    .replace(/(?<![.\d])\.$/, '')
    .replace(/(\d)\.$/, '$1')
    .trim()
}

/**
 * Parses one bullet into a step.
 *
 * @example parseStep({ text: 'Verify status is 201', line: 12 }).steps[0] // { kind: 'status', anyOf: [201], line: 12, … }
 */
export function parseStep(input: StepInput, target?: TestTarget): ParsedStep {
  const normalized = normalizeStepText(input.text)
  const wantsBlock = normalized.endsWith(':')
  const text = wantsBlock ? normalized.slice(0, -1).trim() : normalized
  const ctx: StepContext = { line: input.line, text: normalized, ...(input.code ? { code: input.code } : {}) }
  const used = { code: false, children: false }
  const prefix = CHECK_PREFIX.exec(text)
  const isCheck = prefix !== null && !/^(?:and|then)\s+$/i.test(prefix[0])
  const body = prefix ? text.slice(prefix[0].length) : text
  if (body === '') return { steps: [unknownStep(ctx, 'empty step')], used }
  const error = ERROR_MESSAGE.exec(body)
  if (error) return { steps: [{ kind: 'error_message', line: ctx.line, text: ctx.text, value: unquote(error[1]!) }], used }
  if (!isCheck) {
    const request = parseRequestStep(body, ctx, input, target, used)
    if (request) return { steps: request, used }
    const save = parseSave(body, ctx)
    if (save) return { steps: [save], used }
    // `$.reminder.sms is set to true` with no check word: a value put in the request or one the response holds.
    if (prefix === null && SET_TO_STATE.test(body)) return { steps: [unknownStep(ctx, SET_TO_REASON)], used }
  }
  const check = parseCheck(body, ctx)
  if (check) {
    if (check.kind === 'schema' && check.schema) used.code = true
    return { steps: [check], used }
  }
  return { steps: [unknownStep(ctx, isCheck ? 'not a check the grammar knows' : 'not a step the grammar knows')], used }
}

/** Step kinds whose nested list, when written, holds their values. */
export function takesNestedList(step: Step): boolean {
  return step.kind === 'header' || step.kind === 'query'
}

function unknownStep(ctx: StepContext, reason: string): StepOf<'unknown'> {
  return { kind: 'unknown', line: ctx.line, text: ctx.text, reason }
}

function parseRequestStep(
  written: string,
  ctx: StepContext,
  input: StepInput,
  target: TestTarget | undefined,
  used: ParsedStep['used'],
): Step[] | undefined {
  // `Call it again without a token`, `Repeat the request with an expired token`: the test's one request.
  const body = written
    .replace(/^(?:repeat|retry|resend|re-send|redo|re-run|rerun|replay)\b/i, 'send')
    .replace(/\s+(?:again|once\s+more|one\s+more\s+time|a\s+second\s+time|this\s+time|now|instead)(?=\s+with(?:out)?\b|$)/i, '')
  if (NO_AUTH.test(body)) return [{ kind: 'no_auth', line: ctx.line, text: ctx.text }]
  // `?page=2&size=20`: a query string as it appears in a URL.
  if (/^\?[^\s=&]+=/.test(body)) return [parseQueryStep(`query ${body}`, ctx, input, used)!]
  if (INVALID_AUTH.test(body)) return [{ kind: 'invalid_auth', line: ctx.line, text: ctx.text }]
  const send =
    rawi`^(?:send|make|perform|call|execute|submit|issue|fire|fetch|request|invoke|trigger|hit|run|do)\s+(?:the\s+|a\s+|an\s+)?(?:(${METHODS})\b\s*)?(?:request|call|it)?\s*(?:(?:to\s+)?(\/\S*|https?:\/\/\S+|\{\{\S+)|to\s+(?:the\s+)?(?:endpoint|api|server|url|route|service))?\s*(?:(with(?:out)?)\s+(.+))?$`.exec(
      body,
    ) ?? rawi`^(${METHODS})\s+(\/\S*|https?:\/\/\S+|\{\{\S+)(?:\s+(with(?:out)?)\s+(.+))?$`.exec(body)
  if (send) {
    const mismatch = targetMismatch(send[1], send[2], target)
    if (mismatch) return [unknownStep(ctx, mismatch)]
    if (!send[3]) return [{ kind: 'send', line: ctx.line, text: ctx.text }]
    return parseSendOptions(`${send[3]} ${send[4]!.trim().replace(/:$/, '')}`, ctx, input, used)
  }
  const single =
    parseBodyStep(body, ctx, input, used, false) ?? parseHeaderStep(body, ctx, input, used) ?? parseQueryStep(body, ctx, input, used)
  return single ? [single] : undefined
}

/** `with header X: 1 and JSON body {…}`, `without authentication and JSON body {…}`: one step per part. */
function parseSendOptions(text: string, ctx: StepContext, input: StepInput, used: ParsedStep['used']): Step[] {
  const parts = text.split(/\s+and\s+(?=(?:with(?:out)?\s+)?(?:(?:a|the)\s+)?(?:json\s+|request\s+)?(?:body|payload|headers?|query|auth))/i)
  const steps: Step[] = []
  let negate = false
  for (const raw of parts) {
    const word = /^(with(?:out)?)\s+/i.exec(raw)
    if (word) negate = word[1]!.toLowerCase() === 'without'
    const part = word ? raw.slice(word[0].length) : raw
    if (!negate && INVALID_AUTH.test(`with ${part}`)) {
      steps.push({ kind: 'invalid_auth', line: ctx.line, text: ctx.text })
      continue
    }
    // `with no body`, `without a body`: a plain send.
    if (/^(?:(?:no|an?|the)\s+)?(?:request\s+)?body$/i.test(part) && (negate || /^no\s/i.test(part))) {
      negate = false
      if (!steps.some((step) => step.kind === 'send')) steps.push({ kind: 'send', line: ctx.line, text: ctx.text })
      continue
    }
    if (negate) {
      if (!NO_AUTH.test(`without ${part}`)) return [unknownStep(ctx, `cannot send "without ${part}"`)]
      steps.push({ kind: 'no_auth', line: ctx.line, text: ctx.text })
      negate = false
      continue
    }
    const step =
      parseBodyStep(part, ctx, input, used, true) ?? parseHeaderStep(part, ctx, input, used) ?? parseQueryStep(part, ctx, input, used)
    // `POST /tasks with {"title": "x"}`: a JSON object after "with" is the body.
    if (!step && /^\{[\s\S]*\}$/.test(part.trim())) {
      const json = parseBodyStep(`body ${part}`, ctx, input, used, true)
      if (json) {
        steps.push(json)
        continue
      }
    }
    const query = step ? undefined : proseQuery(part)
    if (query) {
      steps.push({ kind: 'query', line: ctx.line, text: ctx.text, params: query })
      continue
    }
    if (!step) return [unknownStep(ctx, `cannot send "with ${part}"`)]
    if (step.kind === 'unknown') return [step]
    steps.push(step)
  }
  return steps
}

/** Names after "with" that are never query parameters (`with body …`, `with token …`). */
const NOT_A_PARAM =
  /^(?:body|payload|data|json|headers?|token|key|auth|authentication|authorization|credentials|status|code|timeout|retries|delay|id)$/i

/** Paging, sorting, search and locale names: a query parameter even when written without `=`. */
const QUERY_WORDS =
  /^(?:page|pages|page_?size|pageSize|per_?page|perPage|size|limit|offset|skip|take|top|cursor|after|before|sort|sort_?by|sortBy|order|order_?by|orderBy|dir|direction|q|query|search|term|filter|fields|include|expand|lang|language|locale|format|version|v)$/i

/** `with ?page=2&size=20`, `with page=2`, `with page 2 and size 20`: query parameters in prose. */
function proseQuery(part: string): [string, string][] | undefined {
  const text = part
    .trim()
    .replace(/^(?:the\s+)?(?:query\s+)?(?:param(?:eter)?s?|query\s+string)\s*:?\s*(?=\S+=)/i, '')
    .replace(/^\?(?=[^\s=&]+=)/, '')
  if (/^[^\s=&]+=[^\s&]*(?:&[^\s=&]+=[^\s&]*)*$/.test(text)) return parseQueryPairs(text)
  const pairs: [string, string][] = []
  for (const item of text.split(/\s*(?:,|\band\b)\s*/i)) {
    const pair = /^(?:(?:the|a)\s+)?([a-z_][\w-]*)\s+(?:(?:set\s+to|=|of|as|equal\s+to)\s+)?(-?\d+(?:\.\d+)?|"[^"]*"|'[^']*')$/i.exec(item)
    // Without `=`, only names that are query parameters by custom (`with page 2`); `with name "x"` may be a body field.
    if (!pair || NOT_A_PARAM.test(pair[1]!) || !QUERY_WORDS.test(pair[1]!)) return undefined
    pairs.push([pair[1]!, unquote(pair[2]!)])
  }
  return pairs.length > 0 ? pairs : undefined
}

function targetMismatch(method: string | undefined, path: string | undefined, target: TestTarget | undefined): string | undefined {
  if (!target) return undefined
  const trim = (p: string) => p.replace(/\/+$/, '') || '/'
  if (method && method.toUpperCase() !== target.method) {
    return `this test sends ${target.method} ${target.path} (its heading); to call ${method.toUpperCase()}, add another ### test`
  }
  if (path && trim(path) !== trim(target.path)) {
    return `this test sends to ${target.path} (its heading); to call ${path}, add another ### test`
  }
  return undefined
}

function parseBodyStep(text: string, ctx: StepContext, input: StepInput, used: ParsedStep['used'], fromSend: boolean): Step | undefined {
  const match =
    /^(?:with\s+|set\s+(?:the\s+)?|use\s+(?:the\s+)?)?(?:an?\s+|the\s+|this\s+)?(?:following\s+|empty\s+(?=(?:json\s+)?(?:body|payload)\s*:?\s*\{\s*\}$))?(?:json\s+|request\s+)*(?:body|payload|data)(?:\s+of\s+(?:the\s+|this\s+)?request|\s+of)?\s*(?::|=|\bis\b|\bto\b)?\s*(.*)$/i.exec(
      text,
    )
  if (!match) return undefined
  const inline = match[1]!.trim()
  if (inline !== '' && !/^[[{]/.test(inline)) return undefined
  let source = inline
  if (inline === '') {
    if (!input.code) return unknownStep(ctx, 'no body: write the JSON on the same line or in a ```json block under the step')
    if (input.code.lang && !/^(?:json|jsonc|json5)$/i.test(input.code.lang)) {
      return unknownStep(ctx, `the body block is "${input.code.lang}"; only JSON bodies are supported`)
    }
    used.code = true
    source = input.code.value
  }
  const parsed = parseJsonWithPlaceholders(source)
  if (!parsed.ok) return unknownStep(ctx, `body: ${parsed.message}`)
  const value: JsonValue = parsed.value
  return fromSend
    ? { kind: 'send', line: ctx.line, text: ctx.text, body: value }
    : { kind: 'body', line: ctx.line, text: ctx.text, body: value }
}

function parseHeaderStep(written: string, ctx: StepContext, input: StepInput, used: ParsedStep['used']): Step | undefined {
  // `Add header "Accept-Language: pt-PT"`: the quotes hold the whole pair, not just the name.
  const quotedPair = /^(.*\bheader\s+)(["'\x60])([^"'\x60:]+:[^"'\x60]*)\2$/i.exec(written)
  const text = quotedPair ? `${quotedPair[1]}${quotedPair[3]}` : written
  // `Send the Accept: application/json header`: the word "header" closes the phrase, or ends the value ("custom
  // header"); an unquoted value cannot say which.
  if (!quotedPair && /\bheader\s+[^\s:"'\x60]+\s*:\s*[^"'\x60]*\S\s+header$/i.test(text))
    return unknownStep(ctx, 'the value ends with the word "header": quote the value, or write "Header Name: value"')
  const single =
    rawi`^(?:with\s+|set\s+(?:the\s+)?|add\s+(?:the\s+|a\s+)?|use\s+(?:the\s+)?|(?:pass|send|include|attach|provide)\s+(?:the\s+|a\s+)?)?(?:a\s+)?(?:request\s+)?header\s+${HEADER_NAME}\s*(?::|=|\s+to\s+|\s+as\s+)\s*(.+)$`.exec(
      text,
    )
  if (single) {
    // `Add header A: 1 and B: 2`: more pairs after the first value.
    const [first, ...more] = splitHeaderPairs(single[2]!)
    const rest = more.length > 0 ? parseHeaderLines(more) : []
    const headers = rest ? pairsOf(single[1]!, first!) : undefined
    if (!headers || !rest) return unknownStep(ctx, RUNS_ON)
    return { kind: 'header', line: ctx.line, text: ctx.text, headers: [...headers, ...rest] }
  }
  // `Set Authorization header to Bearer {{TOKEN}}`: the name before the word "header".
  const named =
    rawi`^(?:set|add|use|pass|send|include)\s+(?:the\s+|an?\s+)?${HEADER_NAME}\s+header\s*(?::|=|\s+to\s+|\s+as\s+|\s+with\s+(?:the\s+)?(?:value\s+)?)\s*(.+)$`.exec(
      text,
    )
  if (named) {
    const headers = pairsOf(named[1]!, named[2]!)
    return headers ? { kind: 'header', line: ctx.line, text: ctx.text, headers } : unknownStep(ctx, RUNS_ON)
  }
  const list = /^(?:with\s+|set\s+|add\s+)?(?:the\s+)?(?:request\s+)?headers?\s*:?\s*(.*)$/i.exec(text)
  if (!list) return undefined
  const lines = list[1]!.trim() !== '' ? [list[1]!] : blockLines(input, used)
  if (!lines) return unknownStep(ctx, 'no headers: write "Header Name: value" or list them under the step')
  const headers = parseHeaderLines(lines)
  if (!headers || headers.length === 0) return list[1]!.trim() !== '' ? undefined : unknownStep(ctx, 'headers are written "Name: value"')
  return { kind: 'header', line: ctx.line, text: ctx.text, headers }
}

const RUNS_ON = 'a value runs into more words: quote the value, or write one "Name: value" pair per line under the step'

function parseQueryStep(text: string, ctx: StepContext, input: StepInput, used: ParsedStep['used']): Step | undefined {
  const match =
    /^(?:with\s+|set\s+|add\s+|use\s+|pass\s+|include\s+)?(?:the\s+|a\s+)?(?:query(?:\s+(?:parameters?|params?|param|string))?|param(?:eter)?s(?=\s*:?\s*[^\s=]+=))\s*:?\s*(.*)$/i.exec(
      text,
    ) ??
    // `Pass page=2 as a query parameter`
    /^(?:pass|add|use|send|set|include)\s+(\S+=\S*(?:\s*(?:,|&|\band\b)\s*\S+=\S*)*)\s+as\s+(?:a\s+|the\s+)?query\s+(?:parameters?|params?|param|string)$/i.exec(
      text,
    )
  if (!match) return undefined
  // `?page=3&size=20`: the query string as it appears in a URL.
  const inline = match[1]!.trim().replace(/^\?(?=[^\s=&]+=)/, '')
  const named = /^([^\s=:]+)\s+(?:is|to|as)\s+(.+)$/i.exec(inline)
  if (named) {
    const params = pairsOf(unquote(named[1]!), named[2]!)
    return params ? { kind: 'query', line: ctx.line, text: ctx.text, params } : unknownStep(ctx, RUNS_ON)
  }
  const lines = inline !== '' ? [inline] : blockLines(input, used)
  if (!lines) return unknownStep(ctx, 'no query parameters: write "Query page=2&limit=10" or list them under the step')
  const params: [string, string][] = []
  for (const line of lines) {
    const pairs = parseQueryPairs(line)
    if (!pairs) return unknownStep(ctx, `query parameters are written name=value; got "${line}"`)
    params.push(...pairs)
  }
  return params.length > 0 ? { kind: 'query', line: ctx.line, text: ctx.text, params } : unknownStep(ctx, 'no query parameters')
}

function blockLines(input: StepInput, used: ParsedStep['used']): string[] | undefined {
  if (input.children && input.children.length > 0) {
    used.children = true
    return input.children.map(normalizeStepText)
  }
  if (input.code) {
    used.code = true
    return input.code.value.split('\n').filter((line) => line.trim() !== '')
  }
  return undefined
}

/** `in the variable id`, `as env var id`: words naming the kind of variable before its name. */
const VARIABLE_WORD = String.raw`(?:(?:the|an?)\s+)?(?:(?:env(?:ironment)?|global|collection|session)\s+)?(?:var(?:iable)?\s+)?`

function parseSave(body: string, ctx: StepContext): Step | undefined {
  const saved =
    rawi`^(?:save|store|capture|remember|extract|keep|record|grab|copy|stash|put)\s+(?:the\s+)?(.+?)(?:\s+(?:as|into|in|to)\s+|\s*(?:→|=>|->)\s*)${VARIABLE_WORD}(\S+)$`.exec(
      body,
    )
  // `Set environment variable id from $.id`, `Set {{id}} to $.id`: the variable first, then the response's value.
  const set =
    rawi`^(?:set|define|create)\s+(?:an?\s+|the\s+)?(?:(?:env(?:ironment)?|global|collection|session|test)\s+)?var(?:iable)?\s+(\S+)\s+(?:from|to|=|as|with)\s+(.+)$`.exec(
      body,
    ) ?? /^(?:set|let)\s+(\{\{\s*\w+\s*\}\}|\$[A-Za-z_]\w*)\s+(?:from|to|=)\s+(.+)$/i.exec(body)
  if (set && !/^(?:\$|(?:response|body)\.|(?:the\s+)?(?:response\s+)?(?:header\s|field\s)|the\s+response\b)/i.test(set[2]!))
    return unknownStep(ctx, `"${set[2]}" is not a value of the response; only those are saved`)
  const match = saved ? { source: saved[1]!, variable: saved[2]! } : set ? { source: set[2]!, variable: set[1]! } : undefined
  if (!match) return undefined
  const variable = parseVariableName(match.variable)
  if (!variable) return unknownStep(ctx, `"${match.variable}" is not a variable name; write {{name}} with letters, digits and _`)
  // `Store the token from $.token as …`: the words before "from" only name what is saved.
  const sourceText = match.source
    .trim()
    .replace(/^[\w\s]+?\s+from\s+(?=\$|response\.|body\.|the\s+response)/i, '')
    // `the response id`: the body's field "id"; `"id" from the response`: the same.
    .replace(/^(?:the\s+)?(?:response|body|returned)\s+(?=[A-Za-z_][\w-]*$)(?!header\b)/i, '')
    .replace(/\s+(?:from|in|of)\s+(?:the\s+)?(?:response|json)?(?:\s*body)?$/i, '')
    // `Save $.id for later`, `Keep the "token" value`: words that only say it is kept.
    .replace(/\s+for\s+later(?:\s+use)?$/i, '')
    .replace(/^(["'][^"']+["'])\s+value$/i, '$1')
  const header =
    rawi`^(?:response\s+)?header\s+${HEADER_NAME}$`.exec(sourceText) ?? rawi`^(?:response\s+)?${HEADER_NAME}\s+header$`.exec(sourceText)
  if (header) return { kind: 'save', line: ctx.line, text: ctx.text, source: { from: 'header', name: header[1]! }, variable }
  const pathText = unquote(sourceText.replace(/^(?:value\s+(?:of|at)|json\s+field|field|property|key|response\s+field)\s+/i, '')).replace(
    // `response.id` / `body.id` name the response body's field, as in the JS-like checks.
    /^(?:response|body)\.(?!body\b|json\b)/i,
    '$.',
  )
  // `Save order id as …`: words that are no path name nothing exact.
  if (/\s/.test(pathText)) return unknownStep(ctx, `"${pathText}" is not a JSON path; name the value as $.field`)
  const parsed = parseJsonPath(pathText)
  if (!parsed.ok) return unknownStep(ctx, `JSON path: ${parsed.message}`)
  return { kind: 'save', line: ctx.line, text: ctx.text, source: { from: 'body', path: formatJsonPath(parsed.segments) }, variable }
}
