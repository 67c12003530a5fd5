import { STATUS_CODES } from 'node:http'
import { escapeRegExp } from '../../platform/regex.js'
import { capitalisedInside, structural } from '../understanding/accounting.js'
import { type Masked, mask, tidy } from '../understanding/sentence.js'
import type { JsonValue, Step } from './api-spec.js'
import { API_VERBS } from './api-verbs.js'
import { parseJsonPath } from './json-path.js'
import { normalizeStepText, type ParsedStep, type StepInput, type TestTarget } from './step-grammar.js'
import { parseJsonWithPlaceholders } from './step-values.js'

/**
 * The word-accounting guard of API steps: a planned step must use what the sentence says. The words no correct
 * reading leaves out: a quoted value, a number, a path, a JSON path, a header name and a capitalised name inside
 * the sentence. Each must be a whole value of the plan (a field's value, a header's name, a path's segment, a saved
 * variable), or a word the planned step itself stands for:
 * - a status accounts for its code's reason phrase (`404 Not Found`, from Node's table) and `HTTP/1.1`;
 * - a Content-Type check for the header it checks, a no-auth or bad-auth step for `Authorization`;
 * - a length for `length` / `size` / `count`, a response-time limit for its number in seconds;
 * - a send for the test's own method and path (the reader checked they are the heading's);
 * - a regex for its `/pattern/flags` literal, a JSON body or object for its keys and values.
 * A reading of a tool's code (Postman, REST-assured, Karate, pytest …) is accounted by the code reader, which reads
 * the whole expression or nothing: its sentences in the grammar's words are what the plan must use.
 * Anything else left out is reported with the words it left out, never run as the smaller reading.
 */

/** Words people capitalise in API steps that name nothing of the plan: the grammar's verbs, protocol and format names. */
const API_STRUCTURAL = new Set([...API_VERBS, 'api', 'http', 'https', 'json', 'xml', 'rest', 'id', 'ok'])

/** Path roots the JS-like readers consume: `response.title` is `$.title`; Postman's `jsonData.title` too. */
const ROOTS = new Set(['$', 'response', 'body', 'json', 'res', 'resp', 'jsondata', 'jsonresponse', 'responsejson'])

interface Used {
  /** Whole values of the plan, as written in it. */
  exact: Set<string>
  /** The words of those values, lower case. */
  words: Set<string>
  /** Those words and the names the planned steps stand for (a status's reason phrase), lower case. */
  names: Set<string>
  numbers: Set<number>
  /** Regex sources of the plan: a reader builds them from the quoted values (`ends with ".png"` is `\.png$`). */
  patterns: string[]
  /** A send with no test heading to check against reads any path or URL as the one it sends to. */
  anyPath: boolean
}

/**
 * A reading that leaves out words of the step is reported with them, on the step's line. A reading of a tool's code
 * is accounted on the sentences its reader wrote (`code`): the reader reads the whole expression or nothing.
 */
export function accountedReading<R extends ParsedStep>(
  input: StepInput,
  reading: R,
  target: TestTarget | undefined,
  code?: readonly string[],
): R {
  // What the plan uses is the same for each sentence of a code reading: gathered once, and only when a word needs it.
  const used = usedOnce(reading.steps, target)
  let reason: string | undefined
  for (const text of code ?? [input.text]) {
    reason = misreadReason(text, reading.steps, used)
    if (reason !== undefined) break
  }
  if (reason === undefined) return reading
  const step: Step = { kind: 'unknown', line: input.line, text: normalizeStepText(input.text), reason: `not understood: ${reason}` }
  return { ...reading, steps: [step] }
}

/** Why the plan is a misread of the step, or undefined when it uses everything the step says. */
export function apiMisreadReason(text: string, steps: readonly Step[], target?: TestTarget): string | undefined {
  return misreadReason(text, steps, usedOnce(steps, target))
}

/** What the plan uses, gathered on the first call only (a step with no value, path, number or name never needs it). */
function usedOnce(steps: readonly Step[], target: TestTarget | undefined): () => Used {
  let used: Used | undefined
  return () => {
    used ??= usedBy(steps, target)
    return used
  }
}

/** apiMisreadReason with what the plan uses gathered lazily, shared by a code reading's sentences. */
function misreadReason(text: string, steps: readonly Step[], used: () => Used): string | undefined {
  let written = tidy(text)
  // Literals the plan holds whole: regexes as `/pattern/flags`, the HTTP version before a status.
  for (const step of steps) {
    const regex = 'regex' in step ? step.regex : undefined
    if (regex) written = written.replace(`/${regex.pattern}/${regex.flags}`, ' ').replace(`/${regex.pattern}/g${regex.flags}`, ' ')
    // An anchored pattern written bare at the end (`$.code matches ^3[A-Z]$`) is held whole too.
    if (regex && !regex.flags && /^\^|\$$/.test(regex.pattern) && written.endsWith(` ${regex.pattern}`))
      written = `${written.slice(0, -regex.pattern.length)} `
  }
  if (steps.some((s) => s.kind === 'status')) written = written.replace(/\bHTTP\/\d(?:\.\d)?\b/gi, 'HTTP')
  const masked = mask(written)
  const prose = proseFromResponse(masked.spans, steps)
  if (prose) return prose
  const runOn = runOnValue(masked.spans, steps)
  if (runOn !== undefined) return runOn
  const left = leftOut(masked, used)
  return left.length > 0 ? `the reading leaves out ${left.join(', ')}` : undefined
}

/** A JSON path as written in prose or code: `$.items[0].id`, `response.title`, `cart.id`. */
const PATH = /(?<![\w$.-])(?:\$|[A-Za-z_][\w-]*)(?:\.[A-Za-z_][\w-]*|\[\s*\d+\s*\]|\.\d+)+/g

/** The words of the step no part of the plan uses: quoted values, JSON paths, numbers, header names, names. */
function leftOut(masked: Masked, usedLazily: () => Used): string[] {
  const left: string[] = []
  // Nothing below can leave a word out of a step with no quoted value, path, number, header name or capitalised name.
  if (masked.spans.length === 0 && !/[\d.[-]|.[A-Z][a-z]/.test(masked.text)) return left
  const used = usedLazily()
  for (const span of masked.spans) {
    const whole = span.replace(/^"|"$/g, '')
    const value = whole.replace(/[.,;]+$/, '')
    // A text that ends in a stop (`"at com."`, `"Saved."`) is used when the plan holds it whole.
    if (/\uE000/.test(value) || value.trim() === '' || spanUsed(value, used) || (whole !== value && used.exact.has(whole))) continue
    left.push(`"${value}"`)
  }
  const words = masked.text.replace(/\uE000\d+\uE001/g, ' ')
  let plain = words
  if (/[.[]/.test(words)) {
    for (const path of words.matchAll(PATH)) {
      const segments = path[0].match(/[A-Za-z_][\w-]*|\d+/g) ?? []
      // `res.body.title`: the body of the response object is a root too.
      const roots = /^(?:res|resp|response)$/i.test(segments[0] ?? '') && segments[1] === 'body' ? 2 : 1
      const missing = segments.filter(
        (s, i) => !(i < roots && ROOTS.has(s.toLowerCase())) && !used.words.has(s.toLowerCase()) && !used.numbers.has(Number(s)),
      )
      if (missing.length > 0) left.push(path[0])
    }
    plain = words.replace(PATH, ' ')
  }
  if (/\d/.test(plain)) {
    for (const number of plain.matchAll(/(?<![\w.-])(-?)(\d+(?:\.\d+)?)(?:\s*(?:ms|s|sec|secs|seconds?|milliseconds?))?(?![\w.]*\w)/gi)) {
      // `-5` is minus five, or a dash before five (`200 - 5 items`).
      if (!used.numbers.has(Number(number[1]! + number[2]!)) && !used.numbers.has(Number(number[2]))) left.push(number[1]! + number[2]!)
    }
  }
  if (plain.includes('-')) {
    for (const header of plain.matchAll(/(?<![\w-])[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+(?![\w-])/g)) {
      const name = header[0]
      if ((/[A-Z]/.test(name) || /^x-/i.test(name)) && !used.names.has(name.toLowerCase())) left.push(name)
    }
  }
  if (!/.[A-Z][a-z]/.test(masked.text)) return [...new Set(left)]
  for (const { word } of capitalisedInside(masked.text)) {
    if (structural(word, API_STRUCTURAL) || used.names.has(word.toLowerCase()) || word.includes('-')) continue
    left.push(word)
  }
  return [...new Set(left)]
}

/**
 * Words that join an unquoted value to the sentence after it (`page=2 to the Orders endpoint`, `limit=10 for paging`,
 * `open and the X-Trace header abc`): a value with them is quoted when meant whole (`salt and pepper` is one value).
 */
const JOINT = /\S\s+(?:to|for|in|on|from|at|of|with|into|via|using|when|if|unless|because|then|(?:and|or|but)\s+(?:the|an?))\s+\S/i
/** `X-Rate-Limit-Remaining is less than 100`: a comparison, which a header's text check is not. */
const COMPARISON =
  /^(?:(?:less|more|greater|fewer|lower|higher|bigger|smaller)\s+than|at\s+(?:least|most)|(?:under|over|above|below)\s+\d)/i

/**
 * A value of the plan that holds a quoted value of the step and more words (`"2" (API v2)`, `no-store" and Pragma is
 * "no-cache`), or an unquoted header or query value that runs on into the sentence: the reader took too much. The
 * reason, when one does.
 */
function runOnValue(spans: readonly string[], steps: readonly Step[]): string | undefined {
  const quoted = spans.filter((span) => /^".+"$/.test(span))
  const unquoted = spans.map((span) => span.replace(/^"|"$/g, ''))
  for (const step of steps) {
    const values = [
      ...('value' in step && typeof step.value === 'string' ? [step.value] : []),
      ...(step.kind === 'header' ? step.headers : step.kind === 'query' ? step.params : []).map(([, value]) => value),
    ]
    const textual = step.kind === 'header' || step.kind === 'query' || step.kind === 'header_check'
    for (const value of values) {
      // A quote glued to the rest is one token (`W/"abc"`, a weak ETag); words beside it are more than the value.
      const holdsQuote = quoted.some((span) => value !== span && value.includes(span) && /\s/.test(value.replace(span, '')))
      const unquotedText = textual && !unquoted.includes(value)
      if (unquotedText && step.kind === 'header_check' && COMPARISON.test(value))
        return `"${value}" is a comparison, and a header is checked as text (equals, contains, matches)`
      if (holdsQuote || (unquotedText && JOINT.test(value))) return `"${value}" reads as one value but runs into the sentence around it`
    }
  }
  return undefined
}

/** A quoted value is used when the plan holds it whole, or each part of a `Name: value` pair or a JSON literal. */
function spanUsed(value: string, used: Used): boolean {
  if (used.exact.has(value) || used.exact.has(value.trim())) return true
  if (/^-?\d+(?:\.\d+)?$/.test(value) && used.numbers.has(Number(value))) return true
  if (used.patterns.some((pattern) => pattern.includes(value) || pattern.includes(escapeRegExp(value)))) return true
  const pair = /^([A-Za-z][\w-]*)\s*:\s*(.*)$/.exec(value)
  if (pair && used.words.has(pair[1]!.toLowerCase()) && used.exact.has(pair[2]!.trim())) return true
  if (/^[{[]/.test(value)) {
    const parsed = parseJsonWithPlaceholders(value)
    if (parsed.ok) return leaves(parsed.value).every((leaf) => used.exact.has(leaf) || used.numbers.has(Number(leaf)))
    // `[2].tags[0]` of `$.items[2].tags[0]`: the rest of a JSON path, each of its names and indexes used.
    if (/^\[\s*\d+\s*\](?:\.[A-Za-z_][\w-]*|\[\s*\d+\s*\])+$/.test(value))
      return (value.match(/[A-Za-z_][\w-]*|\d+/g) ?? []).every((s) => used.words.has(s.toLowerCase()) || used.numbers.has(Number(s)))
  }
  // `W/"abc"`: a quoted value glued into a value of the plan.
  for (const whole of used.exact) if (whole.includes(`"${value}"`) && !/\s/.test(whole.replace(`"${value}"`, ''))) return true
  // A path the send step checked against the heading (`Request POST /tasks`), with a trailing slash or not.
  if (used.anyPath && /^(?:\/|https?:\/\/)/.test(value)) return true
  return /^\//.test(value) && used.exact.has(value.replace(/\/+$/, ''))
}

/** The keys and scalar values of a JSON value, as text. */
function leaves(value: JsonValue): string[] {
  if (value === null || typeof value !== 'object') return [String(value)]
  if (Array.isArray(value)) return value.flatMap(leaves)
  return Object.entries(value).flatMap(([key, inner]) => [key, ...leaves(inner)])
}

/** The sets usedBy fills with a plan's values. */
interface Gathered {
  exact: Set<string>
  numbers: Set<number>
}

/** Lower-case names into the set. */
function addNames(names: Set<string>, words: readonly string[] = []): void {
  for (const word of words) names.add(word.toLowerCase())
}

/** A value of the plan: a number, a text, or an object's keys and values and an array's items, each in turn. */
function addUsed(into: Gathered, value: unknown): void {
  if (value === undefined) return
  if (typeof value === 'number') into.numbers.add(value)
  if (value !== null && typeof value === 'object') {
    const list = Array.isArray(value)
    for (const key in value) {
      const inner = (value as Record<string, unknown>)[key]
      // `{"$var": "id"}` is written `{{id}}`.
      if (key === '$var' && typeof inner === 'string') addUsed(into, `{{${inner}}}`)
      if (!list) into.exact.add(key)
      addUsed(into, inner)
    }
    return
  }
  into.exact.add(String(value))
}

/** What the plan uses: its values whole, their words, its numbers, and the words each planned step stands for. */
function usedBy(steps: readonly Step[], target: TestTarget | undefined): Used {
  const exact = new Set<string>()
  const numbers = new Set<number>()
  const patterns: string[] = []
  // Names a step stands for (`Not Found`, `Content-Type`): they account for a name, never for a value or a path.
  const names = new Set<string>()
  const into: Gathered = { exact, numbers }
  for (const step of steps) {
    // The step's values, without its line and text.
    for (const key in step) {
      if (key === 'line' || key === 'text') continue
      exact.add(key)
      addUsed(into, step[key as keyof Step])
    }
    switch (step.kind) {
      case 'send':
        if (target) addUsed(into, [target.method, target.path, target.path.replace(/\/+$/, '')])
        break
      case 'status':
        for (const code of step.anyOf) if (typeof code === 'number') addNames(names, STATUS_CODES[code]?.split(/\s+/))
        // A range of classes (`status < 500`: 1xx-4xx) accounts for the codes at its edges.
        if (step.anyOf.length > 1 && step.anyOf.every((c) => typeof c === 'string'))
          for (const c of step.anyOf) for (const edge of [Number(c[0]) * 100, Number(c[0]) * 100 + 100]) numbers.add(edge)
        break
      case 'content_type':
        addNames(names, ['Content-Type', ...(step.anyOf ?? [step.mediaType]).flatMap((media) => media.split(/[/+;]/))])
        // A charset is named in any case (`UTF-8`, `utf-8`).
        if (step.charset) {
          addNames(names, ['charset', step.charset])
          addUsed(into, [step.charset, step.charset.toUpperCase()])
        }
        break
      case 'no_auth':
      case 'invalid_auth':
        addNames(names, ['Authorization', 'Auth', 'Authentication'])
        break
      case 'length':
        addUsed(into, ['length', 'size', 'count'])
        break
      case 'response_time':
        addUsed(into, step.maxMs / 1000)
        break
      case 'save':
        addUsed(into, `{{${step.variable}}}`)
        break
      default:
        break
    }
    const path = 'path' in step ? step.path : step.kind === 'save' && step.source.from === 'body' ? step.source.path : undefined
    if (path !== undefined) {
      // `$.paging has key "cursor"`: each name of the path is a value of the plan.
      const parsed = parseJsonPath(path)
      addUsed(into, path.replace(/^\$\.?/, ''))
      if (parsed.ok) addUsed(into, parsed.segments)
    }
    if ('regex' in step && step.regex) patterns.push(step.regex.pattern)
  }
  const words = new Set<string>()
  const placeholders: string[] = []
  for (const value of exact) {
    // `Bearer {{TOKEN}}`: a placeholder inside a value is used whole (its words are the value's).
    if (value.includes('{{')) for (const placeholder of value.match(/\{\{\s*\w+\s*\}\}/g) ?? []) placeholders.push(placeholder)
    const lower = value.toLowerCase()
    for (const word of lower.split(/[^\w-]+/)) if (word) words.add(word)
    // Without a hyphen the words split at hyphens are the same ones.
    if (lower.includes('-')) for (const word of lower.split(/[^\w]+/)) if (word) words.add(word)
  }
  for (const placeholder of placeholders) exact.add(placeholder)
  for (const value of exact) if (/^-?\d+(?:\.\d+)?$/.test(value)) numbers.add(Number(value))
  for (const word of words) if (/^\d+(?:\.\d+)?$/.test(word)) numbers.add(Number(word))
  for (const word of words) names.add(word)
  return { exact, words, names, numbers, patterns, anyPath: !target && steps.some((step) => step.kind === 'send') }
}

/** A value that names a thing of the response (`the id in the response`, `$.id`, `response.token`). */
const FROM_RESPONSE =
  /\b(?:in|from|of)\s+(?:the\s+)?(?:response|body|json|result|reply)\b|^(?:the\s+)?(?:returned|response's)\s+\w+$|^\$[.[]|^(?:response|body)\.\w/i

/**
 * `Set X-Id to the id in the response`: a request header or parameter given, unquoted, as a value of the response.
 * The request is sent before its response exists, so the words would be sent as they are: reported, with the way
 * to carry a value from one test to the next.
 */
function proseFromResponse(spans: readonly string[], steps: readonly Step[]): string | undefined {
  const quoted = spans.map((span) => span.replace(/^"|"$/g, ''))
  for (const step of steps) {
    const pairs = step.kind === 'header' ? step.headers : step.kind === 'query' ? step.params : []
    for (const [name, value] of pairs) {
      if (!FROM_RESPONSE.test(value.trim()) || quoted.includes(value)) continue
      const what = step.kind === 'header' ? 'header' : 'query parameter'
      return `${what} ${name} would be sent as the words "${value}": a request cannot use its own response; save the value in an earlier test (Save $.id as {{id}}) and set ${name} to {{id}}`
    }
  }
  return undefined
}
