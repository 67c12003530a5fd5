import type { z } from 'zod'

/** What was wrong with a model answer, for the corrective retry and for `AiOutputError`. */
export interface OutputProblem {
  problem: string
  issues: { path: string; message: string }[]
}

export type OutputCheck<T> = { ok: true; value: T } | ({ ok: false } & OutputProblem)

const MAX_ISSUES = 10
const MAX_OBJECT_STARTS = 50

/**
 * The first JSON value in a model answer: the whole answer, a fenced block (```json ... ```), or the first
 * balanced `{...}` in surrounding prose. Models wrap JSON in fences and chatter even when told not to.
 */
export function extractJson(text: string): { ok: true; value: unknown } | { ok: false; problem: string } {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: false, problem: 'the answer was empty' }
  let firstError: string | undefined
  const attempt = (candidate: string): { value: unknown } | undefined => {
    try {
      return { value: JSON.parse(candidate) }
    } catch (err) {
      firstError ??= (err as Error).message
      return undefined
    }
  }
  for (const candidate of [...fencedBlocks(trimmed), trimmed]) {
    const parsed = attempt(candidate)
    if (parsed) return { ok: true, value: parsed.value }
  }
  let starts = 0
  let unclosed = false
  for (let i = trimmed.indexOf('{'); i !== -1 && starts < MAX_OBJECT_STARTS; i = trimmed.indexOf('{', i + 1), starts++) {
    const end = balancedEnd(trimmed, i)
    if (end === undefined) {
      unclosed = true
      continue
    }
    const parsed = attempt(trimmed.slice(i, end + 1))
    if (parsed) return { ok: true, value: parsed.value }
  }
  if (starts === 0) return { ok: false, problem: 'the answer contains no JSON object' }
  if (unclosed) return { ok: false, problem: 'the JSON object is not closed (the answer may have been cut off)' }
  return { ok: false, problem: `the answer is not valid JSON (${firstError ?? 'unparseable'})` }
}

/** Parses the answer and validates it against `schema`, naming every failed path. */
export function checkOutput<S extends z.ZodType>(text: string, schema: S): OutputCheck<z.output<S>> {
  const extracted = extractJson(text)
  if (!extracted.ok) return { ok: false, problem: extracted.problem, issues: [] }
  const result = schema.safeParse(extracted.value)
  if (result.success) return { ok: true, value: result.data }
  const issues = result.error.issues.map((i) => ({ path: formatPath(i.path), message: i.message }))
  const listed = issues.slice(0, MAX_ISSUES).map((i) => `${i.path}: ${i.message}`)
  if (issues.length > MAX_ISSUES) listed.push(`and ${issues.length - MAX_ISSUES} more`)
  return { ok: false, problem: `the JSON does not match the schema (${listed.join('; ')})`, issues }
}

/** `steps[0].action`, or `(root)` for the value itself. */
export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(root)'
  return path.map((seg, i) => (typeof seg === 'number' ? `[${seg}]` : `${i === 0 ? '' : '.'}${String(seg)}`)).join('')
}

function fencedBlocks(text: string): string[] {
  return [...text.matchAll(/```[\w-]*[^\S\n]*\n?([\s\S]*?)```/g)].map((m) => (m[1] ?? '').trim()).filter(Boolean)
}

/** Index of the `}` closing the object that opens at `start`, skipping braces inside strings; undefined if never closed. */
function balancedEnd(text: string, start: number): number | undefined {
  let depth = 0
  let inString = false
  for (let i = start; i < text.length; i++) {
    const ch = text[i]
    if (inString) {
      if (ch === '\\') i++
      else if (ch === '"') inString = false
    } else if (ch === '"') inString = true
    else if (ch === '{' || ch === '[') depth++
    else if (ch === '}' || ch === ']') {
      depth--
      if (depth === 0) return i
    }
  }
  return undefined
}
