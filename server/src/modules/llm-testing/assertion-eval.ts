import type { Assertion, AssertionType } from './assertion-parse.js'
import { schemaValidator } from './assertion-parse.js'

/**
 * Evaluation of parsed assertions against one model answer. Pure except `llm-rubric`, which asks the judge it is
 * given. Fails closed: anything that could not be evaluated (no answer, no judge, a judge failure, an answer the
 * judge did not give as asked) is `status: 'error'` with `pass: false`, never a pass.
 */

export interface AnswerFacts {
  output: string
  latencyMs: number
  completionTokens: number
  cost: number
  /** True when the token counts are estimates (the provider reported none): max-tokens cannot be trusted. */
  usageEstimated?: boolean
}

export interface AssertionResult {
  type: AssertionType
  line: number
  weight: number
  /** pass | fail | error (could not be evaluated: counts as a failure). */
  status: 'pass' | 'fail' | 'error'
  pass: boolean
  /** 0..1 */
  score: number
  reason: string
}

export interface JudgeVerdict {
  pass: boolean
  score: number
  reason: string
}

/** Grades an answer against a rubric; throws when it cannot (the assertion is then an error). */
export type Judge = (rubric: string, output: string, input: string) => Promise<JudgeVerdict>

const REFUSAL_PATTERNS = [
  /\bI(?:'m| am) (?:sorry|afraid)\b[^.]{0,80}\b(?:can(?:'|no)?t|cannot|unable|not able)\b/i,
  /\bI (?:can(?:'|no)?t|cannot|won't|will not|am unable to|'m unable to|am not able to|'m not able to) (?:help|assist|provide|do|comply|answer|share|discuss|fulfil|fulfill|support)\b/i,
  /\bI must (?:decline|refuse)\b/i,
  /\bas an AI(?: language model)?,? I (?:can(?:'|no)?t|cannot|don't|do not)\b/i,
  /\b(?:not|never) (?:allowed|permitted|able) to (?:help|assist|provide|discuss|share)\b/i,
  /\bthat(?:'s| is) (?:not something|something) I (?:can(?:'|no)?t|cannot|won't)\b/i,
]

export function looksLikeRefusal(output: string): boolean {
  return REFUSAL_PATTERNS.some((re) => re.test(output))
}

function verdict(a: Assertion, pass: boolean, reason: string, score = pass ? 1 : 0): AssertionResult {
  return { type: a.type, line: a.line, weight: a.weight, status: pass ? 'pass' : 'fail', pass, score: clamp01(score), reason }
}

export function errorResult(a: Assertion, reason: string): AssertionResult {
  return { type: a.type, line: a.line, weight: a.weight, status: 'error', pass: false, score: 0, reason }
}

const show = (text: string, max = 80) => JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text)

/** Evaluates one assertion; never throws. */
export async function evaluate(a: Assertion, facts: AnswerFacts, input: string, judge: Judge | undefined): Promise<AssertionResult> {
  try {
    if (a.type === 'llm-rubric') return await rubric(a, facts.output, input, judge)
    return evaluateSync(a, facts)
  } catch (err) {
    return errorResult(a, `could not be evaluated: ${err instanceof Error ? err.message : String(err)}`)
  }
}

/** Every assertion but `llm-rubric` (which needs a judge). */
export function evaluateSync(a: Assertion, facts: AnswerFacts): AssertionResult {
  const out = facts.output
  switch (a.type) {
    case 'equals':
      return verdict(
        a,
        out.trim() === a.text.trim(),
        out.trim() === a.text.trim() ? 'output equals the text' : `output ${show(out)} is not ${show(a.text)}`,
      )
    case 'contains':
      return verdict(a, out.includes(a.text), out.includes(a.text) ? `contains ${show(a.text)}` : `does not contain ${show(a.text)}`)
    case 'not-contains':
      return verdict(a, !out.includes(a.text), out.includes(a.text) ? `contains ${show(a.text)}` : `does not contain ${show(a.text)}`)
    case 'icontains': {
      const ok = out.toLowerCase().includes(a.text.toLowerCase())
      return verdict(a, ok, ok ? `contains ${show(a.text)} (ignoring case)` : `does not contain ${show(a.text)} (ignoring case)`)
    }
    case 'contains-any': {
      const found = a.values.filter((v) => out.includes(v))
      return verdict(
        a,
        found.length > 0,
        found.length > 0 ? `contains ${show(found[0]!)}` : `contains none of ${a.values.map((v) => show(v)).join(', ')}`,
      )
    }
    case 'contains-all': {
      const missing = a.values.filter((v) => !out.includes(v))
      const score = (a.values.length - missing.length) / a.values.length
      return verdict(
        a,
        missing.length === 0,
        missing.length === 0 ? 'contains every value' : `missing ${missing.map((v) => show(v)).join(', ')}`,
        score,
      )
    }
    case 'starts-with':
      return verdict(
        a,
        out.trimStart().startsWith(a.text),
        out.trimStart().startsWith(a.text) ? `starts with ${show(a.text)}` : `does not start with ${show(a.text)}`,
      )
    case 'ends-with':
      return verdict(
        a,
        out.trimEnd().endsWith(a.text),
        out.trimEnd().endsWith(a.text) ? `ends with ${show(a.text)}` : `does not end with ${show(a.text)}`,
      )
    case 'regex': {
      const ok = new RegExp(a.pattern, a.flags).test(out)
      return verdict(a, ok, ok ? `matches /${a.pattern}/${a.flags}` : `does not match /${a.pattern}/${a.flags}`)
    }
    case 'is-json': {
      const parsed = parseJson(out)
      return verdict(a, parsed.ok, parsed.ok ? 'output is JSON' : `output is not JSON: ${parsed.message}`)
    }
    case 'json-schema': {
      const parsed = parseJson(out)
      if (!parsed.ok) return verdict(a, false, `output is not JSON: ${parsed.message}`)
      const validate = schemaValidator(a.schema)
      const ok = validate(parsed.value) as boolean
      const problems = (validate.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || '$'} ${e.message}`)
      return verdict(a, ok, ok ? 'output matches the schema' : `schema mismatch: ${problems.join('; ')}`)
    }
    case 'json-path': {
      const parsed = parseJson(out)
      if (!parsed.ok) return verdict(a, false, `output is not JSON: ${parsed.message}`)
      const found = readPath(parsed.value, a.segments)
      if (!found.ok) return verdict(a, false, `${a.path} is absent`)
      const ok = deepEqual(found.value, a.expected)
      return verdict(
        a,
        ok,
        ok
          ? `${a.path} equals ${JSON.stringify(a.expected)}`
          : `${a.path} is ${JSON.stringify(found.value)}, expected ${JSON.stringify(a.expected)}`,
      )
    }
    case 'min-length':
      return verdict(a, out.length >= a.limit, `length ${out.length} ${out.length >= a.limit ? '>=' : '<'} ${a.limit}`)
    case 'max-length':
      return verdict(a, out.length <= a.limit, `length ${out.length} ${out.length <= a.limit ? '<=' : '>'} ${a.limit}`)
    case 'max-tokens':
      if (facts.usageEstimated) return errorResult(a, 'the provider reported no token usage, so the count is unknown')
      return verdict(
        a,
        facts.completionTokens <= a.limit,
        `${facts.completionTokens} output tokens ${facts.completionTokens <= a.limit ? '<=' : '>'} ${a.limit}`,
      )
    case 'latency-ms':
      return verdict(
        a,
        facts.latencyMs <= a.limit,
        `${Math.round(facts.latencyMs)} ms ${facts.latencyMs <= a.limit ? '<=' : '>'} ${a.limit} ms`,
      )
    case 'cost-max':
      return verdict(a, facts.cost <= a.limit, `cost ${facts.cost} ${facts.cost <= a.limit ? '<=' : '>'} ${a.limit}`)
    case 'similarity': {
      const score = lexicalSimilarity(out, a.text)
      return verdict(a, score >= a.threshold, `similarity ${score.toFixed(3)} ${score >= a.threshold ? '>=' : '<'} ${a.threshold}`, score)
    }
    case 'levenshtein': {
      const distance = levenshtein(out.trim(), a.text.trim())
      const longest = Math.max(out.trim().length, a.text.trim().length, 1)
      return verdict(
        a,
        distance <= a.maxDistance,
        `distance ${distance} ${distance <= a.maxDistance ? '<=' : '>'} ${a.maxDistance}`,
        1 - distance / longest,
      )
    }
    case 'refusal': {
      const ok = looksLikeRefusal(out)
      return verdict(a, ok, ok ? 'the answer is a refusal' : 'the answer is not a refusal')
    }
    case 'not-refusal': {
      const refused = looksLikeRefusal(out)
      return verdict(a, !refused, refused ? 'the answer is a refusal' : 'the answer is not a refusal')
    }
    case 'llm-rubric':
      return errorResult(a, 'llm-rubric needs a judge')
  }
}

async function rubric(
  a: Extract<Assertion, { type: 'llm-rubric' }>,
  output: string,
  input: string,
  judge: Judge | undefined,
): Promise<AssertionResult> {
  if (!judge) return errorResult(a, 'no judge provider: set judge_provider_id on the run or "judge_provider" in ## Defaults')
  let v: JudgeVerdict
  try {
    v = await judge(a.text, output, input)
  } catch (err) {
    return errorResult(a, `the judge failed: ${err instanceof Error ? err.message : String(err)}`)
  }
  if (typeof v.pass !== 'boolean' || !Number.isFinite(v.score)) return errorResult(a, 'the judge gave no usable verdict')
  return verdict(a, v.pass, `judge: ${v.reason || (v.pass ? 'meets the rubric' : 'does not meet the rubric')}`, v.score)
}

/** Outcome of a case from its assertion results: weighted mean score, pass rule, error when any could not be evaluated. */
export function scoreCase(
  results: readonly AssertionResult[],
  threshold: number | undefined,
): { status: 'passed' | 'failed' | 'error'; score: number } {
  if (results.length === 0) return { status: 'error', score: 0 }
  const totalWeight = results.reduce((sum, r) => sum + r.weight, 0)
  const score = totalWeight > 0 ? results.reduce((sum, r) => sum + r.score * r.weight, 0) / totalWeight : 0
  if (results.some((r) => r.status === 'error')) return { status: 'error', score: round(score) }
  const pass = threshold === undefined ? results.every((r) => r.pass) : score >= threshold
  return { status: pass ? 'passed' : 'failed', score: round(score) }
}

/** Cosine similarity of word-count vectors (lower-cased letters and digits), 0..1. */
export function lexicalSimilarity(a: string, b: string): number {
  const va = wordCounts(a)
  const vb = wordCounts(b)
  if (va.size === 0 && vb.size === 0) return 1
  let dot = 0
  for (const [word, n] of va) dot += n * (vb.get(word) ?? 0)
  const norm = (v: Map<string, number>) => Math.sqrt([...v.values()].reduce((s, n) => s + n * n, 0))
  const denominator = norm(va) * norm(vb)
  return denominator === 0 ? 0 : round(dot / denominator)
}

function wordCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>()
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1)
  return counts
}

/** Edit distance (insert, delete, substitute), two rows of memory. */
export function levenshtein(a: string, b: string): number {
  if (a === b) return 0
  if (a.length === 0) return b.length
  if (b.length === 0) return a.length
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i)
  let cur = new Array<number>(b.length + 1)
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    ;[prev, cur] = [cur, prev]
  }
  return prev[b.length]!
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  const trimmed = text.trim().replace(/^```(?:json)?\s*\n([\s\S]*?)\n```$/, '$1')
  try {
    return { ok: true, value: JSON.parse(trimmed) }
  } catch (err) {
    return { ok: false, message: (err as Error).message }
  }
}

function readPath(value: unknown, segments: readonly (string | number)[]): { ok: true; value: unknown } | { ok: false } {
  let cur = value
  for (const seg of segments) {
    if (cur === null || typeof cur !== 'object') return { ok: false }
    if (!Object.hasOwn(cur, seg)) return { ok: false }
    cur = (cur as Record<string | number, unknown>)[seg]
  }
  return { ok: true, value: cur }
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  return ka.length === kb.length && ka.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}

function clamp01(n: number): number {
  return Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0
}

function round(n: number): number {
  return Math.round(n * 10_000) / 10_000
}
