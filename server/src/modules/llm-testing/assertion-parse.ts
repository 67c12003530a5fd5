import { Ajv2020 } from 'ajv/dist/2020.js'
import { type PathSegment, parseJsonPath } from '../api-testing/json-path.js'

/**
 * The assertion grammar of an LLM suite: one nested bullet per assertion, `<type>[: <argument>] [(weight N)]`.
 * Parsing is strict: an unknown type, a missing or malformed argument, an invalid regex or JSON schema is an error
 * on the assertion's line, never a silently passing check.
 */

export const ASSERTION_TYPES = [
  'equals',
  'contains',
  'not-contains',
  'icontains',
  'contains-any',
  'contains-all',
  'starts-with',
  'ends-with',
  'regex',
  'is-json',
  'json-schema',
  'json-path',
  'min-length',
  'max-length',
  'max-tokens',
  'latency-ms',
  'cost-max',
  'similarity',
  'levenshtein',
  'refusal',
  'not-refusal',
  'llm-rubric',
] as const
export type AssertionType = (typeof ASSERTION_TYPES)[number]

/** A parsed assertion: its type, its argument in the shape the type needs, its weight and its line. */
export type AssertionBody =
  | { type: 'equals' | 'contains' | 'not-contains' | 'icontains' | 'starts-with' | 'ends-with'; text: string }
  | { type: 'llm-rubric'; text: string }
  | { type: 'contains-any' | 'contains-all'; values: string[] }
  | { type: 'regex'; pattern: string; flags: string }
  | { type: 'is-json' | 'refusal' | 'not-refusal' }
  | { type: 'json-schema'; schema: object }
  | { type: 'json-path'; path: string; segments: PathSegment[]; expected: unknown }
  | { type: 'min-length' | 'max-length' | 'max-tokens' | 'latency-ms' | 'cost-max'; limit: number }
  | { type: 'similarity'; text: string; threshold: number }
  | { type: 'levenshtein'; text: string; maxDistance: number }
export type Assertion = AssertionBody & { line: number; weight: number; source: string }

export type ParsedAssertion = { ok: true; assertion: Assertion } | { ok: false; message: string }

const DEFAULT_SIMILARITY = 0.7
const DEFAULT_LEVENSHTEIN = 5
// Unknown keywords and formats are errors (fail closed); the stylistic strict checks are off.
const ajv = new Ajv2020({
  allErrors: true,
  strictSchema: true,
  strictNumbers: true,
  strictTypes: false,
  strictTuples: false,
  strictRequired: false,
})

/** Reads one assertion bullet; `expected` is the case's Expected, the default text of equals/similarity/levenshtein. */
export function parseAssertion(source: string, line: number, expected: string | undefined): ParsedAssertion {
  let text = source.trim()
  let weight = 1
  const weighted = /\s*\(\s*weight\s*:?\s*([^)]*)\)\s*$/i.exec(text)
  if (weighted) {
    weight = Number(weighted[1])
    if (!Number.isFinite(weight) || weight < 0 || weighted[1]!.trim() === '')
      return fail(`weight must be a number >= 0, got "${weighted[1]!.trim()}"`)
    text = text.slice(0, weighted.index).trim()
  }
  const match = /^([A-Za-z][\w-]*)\s*(?::\s*(.*))?$/s.exec(text)
  if (!match) return fail(`"${source.trim()}" is not an assertion; write "<type>: <argument>", e.g. contains: "refund"`)
  const type = match[1]!.toLowerCase().replace(/_/g, '-')
  const arg = (match[2] ?? '').trim()
  if (!(ASSERTION_TYPES as readonly string[]).includes(type))
    return fail(`unknown assertion type "${match[1]}"; known types: ${ASSERTION_TYPES.join(', ')}`)
  const base = { line, weight, source: source.trim() }
  const result = parseArgument(type as AssertionType, arg, expected)
  if (typeof result === 'string') return fail(`${type}: ${result}`)
  return { ok: true, assertion: { ...base, ...result } as Assertion }
}

type Argument = AssertionBody | string

function parseArgument(type: AssertionType, arg: string, expected: string | undefined): Argument {
  switch (type) {
    case 'contains':
    case 'not-contains':
    case 'icontains':
    case 'starts-with':
    case 'ends-with': {
      const text = unquote(arg)
      return text === '' ? 'needs a text argument' : { type, text }
    }
    case 'llm-rubric': {
      const text = unquote(arg)
      return text === '' ? 'needs the rubric, e.g. llm-rubric: apologises and offers a refund' : { type, text }
    }
    case 'equals': {
      const text = arg === '' ? expected : unquote(arg)
      return text === undefined ? 'needs a text argument or an Expected value on the case' : { type, text }
    }
    case 'contains-any':
    case 'contains-all': {
      const values = readList(arg)
      if (typeof values === 'string') return values
      return values.length === 0 ? 'needs at least one value, e.g. "refund", "return"' : { type, values }
    }
    case 'regex':
      return readRegex(arg)
    case 'is-json':
    case 'refusal':
    case 'not-refusal':
      return arg === '' ? { type } : `takes no argument, got "${arg}"`
    case 'json-schema':
      return readSchema(arg)
    case 'json-path':
      return readJsonPath(arg)
    case 'min-length':
    case 'max-length':
    case 'max-tokens':
    case 'latency-ms': {
      const limit = Number(arg)
      return arg !== '' && Number.isInteger(limit) && limit >= 0 ? { type, limit } : `needs a whole number >= 0, got "${arg}"`
    }
    case 'cost-max': {
      const limit = Number(arg)
      return arg !== '' && Number.isFinite(limit) && limit >= 0 ? { type, limit } : `needs a number >= 0, got "${arg}"`
    }
    case 'similarity':
      return readComparison(
        arg,
        '>=',
        expected,
        DEFAULT_SIMILARITY,
        (n) => n >= 0 && n <= 1,
        'a threshold between 0 and 1',
        (text, n) => ({
          type,
          text,
          threshold: n,
        }),
      )
    case 'levenshtein':
      return readComparison(
        arg,
        '<=',
        expected,
        DEFAULT_LEVENSHTEIN,
        (n) => Number.isInteger(n) && n >= 0,
        'a whole distance >= 0',
        (text, n) => ({
          type,
          text,
          maxDistance: n,
        }),
      )
  }
}

/** `"text" >= 0.8`, `>= 0.8` (text from Expected), `"text"` (default bound) or bare text. */
function readComparison(
  arg: string,
  op: '>=' | '<=',
  expected: string | undefined,
  fallback: number,
  valid: (n: number) => boolean,
  what: string,
  build: (text: string, n: number) => Argument,
): Argument {
  let rest = arg
  let bound = fallback
  const at = rest.lastIndexOf(op)
  if (at >= 0 && !/["']\s*$/.test(rest.slice(at))) {
    const raw = rest.slice(at + op.length).trim()
    bound = Number(raw)
    if (raw === '' || !Number.isFinite(bound) || !valid(bound)) return `needs ${what} after "${op}", got "${raw}"`
    rest = rest.slice(0, at).trim()
  }
  const text = rest === '' ? expected : unquote(rest)
  if (text === undefined) return 'needs a text argument or an Expected value on the case'
  return build(text, bound)
}

function readRegex(arg: string): Argument {
  if (arg === '') return 'needs a pattern, e.g. /^\\d+$/'
  const slashed = /^\/(.*)\/([a-z]*)$/s.exec(arg)
  const pattern = slashed ? slashed[1]! : unquote(arg)
  const flags = slashed ? slashed[2]! : ''
  try {
    new RegExp(pattern, flags)
  } catch (err) {
    return `invalid regular expression: ${(err as Error).message}`
  }
  return { type: 'regex', pattern, flags }
}

function readSchema(arg: string): Argument {
  let schema: unknown
  try {
    schema = JSON.parse(unfence(arg))
  } catch {
    return 'needs a JSON Schema object, e.g. {"type": "object", "required": ["answer"]}'
  }
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return 'the schema must be a JSON object'
  try {
    ajv.compile(schema)
  } catch (err) {
    return `invalid JSON Schema: ${(err as Error).message}`
  }
  return { type: 'json-schema', schema }
}

function readJsonPath(arg: string): Argument {
  const match = /^(.+?)\s*(?:==|=|equals)\s*(.+)$/s.exec(arg)
  if (!match) return 'write "<path> == <JSON value>", e.g. $.status == "ok"'
  const path = parseJsonPath(match[1]!)
  if (!path.ok) return path.message
  let expected: unknown
  try {
    expected = JSON.parse(match[2]!)
  } catch {
    return `the value must be JSON (quote strings), got ${match[2]}`
  }
  return { type: 'json-path', path: match[1]!.trim(), segments: path.segments, expected }
}

/** `["a", "b"]`, or `"a", "b"`, or `a, b`. */
function readList(arg: string): string[] | string {
  if (arg.startsWith('[')) {
    try {
      const parsed = JSON.parse(arg) as unknown
      if (Array.isArray(parsed) && parsed.every((v) => typeof v === 'string')) return parsed.filter((v) => v !== '')
    } catch {
      // fall through to the message below
    }
    return 'a [...] list must be a JSON array of strings'
  }
  const values: string[] = []
  const re = /\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|([^,]+))\s*(?:,|$)/gy
  let end = 0
  while (end < arg.length) {
    const m = re.exec(arg)
    if (!m || m[0] === '') break
    const v = m[1] !== undefined ? (JSON.parse(`"${m[1]}"`) as string) : (m[2] ?? m[3]!.trim())
    if (v !== '') values.push(v)
    end = re.lastIndex
  }
  return end < arg.trim().length ? `cannot read the list "${arg}"` : values
}

/** `"text"` / `'text'` / `` `text` `` lose their quotes; anything else is taken as written. */
export function unquote(text: string): string {
  const t = text.trim()
  if (t.length >= 2 && /^(["'`]).*\1$/s.test(t)) {
    if (t.startsWith('"')) {
      try {
        return JSON.parse(t) as string
      } catch {
        return t.slice(1, -1)
      }
    }
    return t.slice(1, -1)
  }
  return t
}

function unfence(text: string): string {
  return text.replace(/^`+|`+$/g, '').trim()
}

function fail(message: string): ParsedAssertion {
  return { ok: false, message }
}

const compiled = new WeakMap<object, ReturnType<typeof ajv.compile>>()

/** The compiled validator of a json-schema assertion (compiled once per schema object). */
export function schemaValidator(schema: object) {
  let validate = compiled.get(schema)
  if (!validate) {
    validate = ajv.compile(schema)
    compiled.set(schema, validate)
  }
  return validate
}
