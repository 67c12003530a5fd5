import type { File, Node } from '@babel/types'
import { apiStepProblems } from '../generated-code/api-allowlist.js'
import { argsText, type FoundAssertion, findAssertions } from '../generated-code/assertions.js'
import { CodeSyntaxError, canonicalText, memberName, parseCode, stringValue, walk } from '../generated-code/parse.js'
import type { ApiSpec, ApiTest } from './api-spec.js'
import { specExpectations } from './compiler-checks.js'

/**
 * The guardrail for code the AI engine writes for an API step the rules do not understand, and for its heals.
 * Generation: the code must pass the API step allowlist (generated-code/api-allowlist.ts) and be grounded in the
 * step's words: every quoted value and number of the step is expected verbatim, nothing is expected that the step
 * does not say, "exactly" stays exact, `.not` needs a negation. Heal: the same checks (message, matcher, arguments,
 * compared structurally on the shared parser) must remain; only where a value is read may change, and not even that
 * when the step names its JSON path.
 */

const CHECK_WORDS = /^(?:verify|check|assert|ensure|confirm|make sure|expect|validate)\b|\bshould\b/i
const NEGATION = /\b(?:not|no|never|none|without|absent|missing|isn't|doesn't|aren't|don't)\b|n't\b/i
const EXACT = /\b(?:equals?|exactly|is equal to|precisely)\b/i
/** Matchers that hold for more than one value: they cannot check "exactly". */
const LOOSE_MATCHERS = new Set([
  'toBeGreaterThan',
  'toBeGreaterThanOrEqual',
  'toBeLessThan',
  'toBeLessThanOrEqual',
  'toContain',
  'toContainEqual',
  'toMatch',
  'toMatchObject',
  'toBeDefined',
  'toBeTruthy',
  'toBeCloseTo',
  'toHaveProperty',
])
const PLACEHOLDER = /\{\{\s*([A-Za-z_]\w*)\s*\}\}/g
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve']

function parsed(code: string): File | undefined {
  try {
    return parseCode(code)
  } catch (error) {
    if (error instanceof CodeSyntaxError) return undefined
    throw error
  }
}

/** Hard `expect(...)` assertions of a step's code. */
function assertionsOf(file: File): FoundAssertion[] {
  return findAssertions(file).filter((a) => a.flavour === 'expect')
}

interface Literals {
  strings: string[]
  numbers: number[]
  variables: string[]
}

/** The literal values inside expected arguments (nested arrays and objects included), and `v('NAME')` reads. */
function literalsOf(nodes: readonly Node[]): Literals {
  const out: Literals = { strings: [], numbers: [], variables: [] }
  for (const root of nodes) {
    walk(root, (node, ancestors) => {
      const parent = ancestors.at(-1)
      if (parent?.type === 'ObjectProperty' && parent.key === node) return // keys are shapes, not values
      if (node.type === 'StringLiteral') {
        if (parent?.type === 'CallExpression' && parent.callee.type === 'Identifier' && parent.callee.name === 'v')
          out.variables.push(node.value)
        else out.strings.push(node.value)
      } else if (node.type === 'NumericLiteral')
        out.numbers.push(parent?.type === 'UnaryExpression' && parent.operator === '-' ? -node.value : node.value)
    })
  }
  return out
}

/** Property names a subject reads (`body.items[0].id` -> items, id). */
function readKeys(node: Node | undefined): string[] {
  const keys: string[] = []
  if (node)
    walk(node, (n) => {
      const name = memberName(n)
      if (name) keys.push(name)
    })
  return keys
}

/** Quoted values of the step text (`"Lamp"`, “Lamp”). */
function quotedValues(text: string): string[] {
  return [...text.matchAll(/"([^"]+)"|\u201c([^\u201d]+)\u201d/g)].map((m) => (m[1] ?? m[2])!)
}

/** Numbers the step states, outside JSON paths, placeholders and quotes. */
function stepNumbers(text: string): number[] {
  const bare = text
    .replace(/"[^"]*"|\u201c[^\u201d]*\u201d/g, ' ')
    .replace(PLACEHOLDER, ' ')
    .replace(/\$[^\s,;]*/g, ' ')
  return [...bare.matchAll(/(?<![\w.])-?\d+(?:\.\d+)?(?![\w.]*[A-Za-z_])/g)].map((m) => Number(m[0]))
}

const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')

/**
 * Every reason the AI engine's code for `step` is refused; empty when it may run.
 *
 * @example aiStepProblems(spec, test, { line: 12, text: 'Verify the catalogue holds exactly 3 products' },
 *   "expect(body.products?.length, 'catalogue size').toBeGreaterThan(0)")
 * // ['the step expects 3, and no check does', 'the step says "exactly", and toBeGreaterThan accepts other values']
 */
export function aiStepProblems(spec: ApiSpec, test: ApiTest, step: { line: number; text: string }, code: string): string[] {
  const allowlist = apiStepProblems(code)
  if (allowlist.length > 0) return allowlist
  const file = parsed(code)
  if (!file) return ['does not parse']
  const problems: string[] = []
  const assertions = assertionsOf(file)
  const text = step.text
  if (CHECK_WORDS.test(text.trim()) && assertions.length === 0) problems.push('the step is a check but the code asserts nothing')
  const expected = literalsOf(assertions.flatMap((a) => a.args))
  const subjects = assertions.flatMap((a) => readKeys(a.subject))
  for (const value of quotedValues(text)) {
    const names = [...value.matchAll(PLACEHOLDER)].map((m) => m[1]!)
    const found =
      names.length > 0
        ? names.every((name) => expected.variables.includes(name) || expected.strings.some((s) => s.includes(`{{${name}}}`)))
        : expected.strings.includes(value) || subjects.includes(value)
    if (!found) problems.push(`no check expects ${JSON.stringify(value)} as the step writes it`)
  }
  for (const n of stepNumbers(text)) {
    if (!expected.numbers.includes(n) && !expected.strings.includes(String(n))) problems.push(`the step expects ${n}, and no check does`)
  }
  const words = norm(text)
  const numbers = stepNumbers(text)
  for (const value of expected.strings) {
    if (norm(value) !== '' && !words.includes(norm(value))) problems.push(`${JSON.stringify(value)} is not in the step`)
  }
  for (const n of expected.numbers) {
    const word = NUMBER_WORDS[n]
    const said = numbers.includes(n) || (word !== undefined && new RegExp(`\\b${word}\\b`, 'i').test(text))
    if (n !== 0 && !said) problems.push(`${n} is not in the step`)
  }
  const placeholders = new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))
  const saved = new Set(spec.tests.flatMap((t) => t.steps.flatMap((s) => (s.kind === 'save' ? [s.variable] : []))))
  for (const name of readVariables(file)) {
    if (!placeholders.has(name) && !saved.has(name)) problems.push(`reads v('${name}'), which the step does not name`)
  }
  for (const name of savedNames(file)) {
    if (!new RegExp(`\\b${name}\\b`, 'i').test(text)) problems.push(`saves ${JSON.stringify(name)}, which the step does not name`)
  }
  const exact = EXACT.test(text) && !NEGATION.test(text)
  const ruleMessages = new Set(
    specExpectations({ ...spec, tests: [test] })
      .flatMap((t) => t.expectations)
      .map((e) => e.message),
  )
  for (const a of assertions) {
    const base = a.matcher.replace(/^not\./, '')
    if (a.matcher.startsWith('not.') && !NEGATION.test(text)) problems.push(`negates ${base}, and the step says nothing is not so`)
    if (exact && LOOSE_MATCHERS.has(base)) problems.push(`the step says "exactly", and ${base} accepts other values`)
    if (a.message !== undefined && ruleMessages.has(a.message))
      problems.push(`reuses the check name ${JSON.stringify(a.message)} of a spec check`)
  }
  return [...new Set(problems)]
}

function readVariables(file: File): string[] {
  const names: string[] = []
  walk(file, (node) => {
    if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'v') {
      const name = stringValue(node.arguments[0] as Node | undefined)
      if (name !== undefined) names.push(name)
    }
  })
  return names
}

function savedNames(file: File): string[] {
  const names: string[] = []
  walk(file, (node) => {
    if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'save') {
      const name = stringValue(node.arguments[0] as Node | undefined)
      if (name !== undefined) names.push(name)
    }
  })
  return names
}

/** A check as compared across a heal: name, matcher, arguments, and the read when the step pins its JSON path. */
function checkKeys(file: File, pinned: boolean): string[] {
  return assertionsOf(file)
    .map((a) => JSON.stringify([a.message ?? null, a.matcher, argsText(a), pinned ? canonicalText(a.subject) : null]))
    .sort()
}

function describeCheck(key: string): string {
  const [message, matcher, args] = JSON.parse(key) as [string | null, string, string]
  const values = (JSON.parse(args) as { elements?: unknown[] }).elements ?? []
  const shown = values.map((v) => {
    const value = v as { num?: number; str?: string }
    return value.num !== undefined ? String(value.num) : value.str !== undefined ? JSON.stringify(value.str) : '…'
  })
  return `${message ? `"${message}" ` : ''}${matcher}(${shown.join(', ')})`
}

/**
 * Why a heal of an AI-written step changes what it checks, or undefined when it only changes where values are read.
 *
 * @example healedStepProblem('Verify the catalogue holds exactly 3 products',
 *   "expect(body.products, 'size').toHaveLength(3)", "expect(body.items, 'size').toHaveLength(2)")
 * // 'the heal changes what the step checks: removes "size" toHaveLength(…3…); adds "size" toHaveLength(…2…)'
 */
export function healedStepProblem(stepText: string, before: string, after: string): string | undefined {
  const a = parsed(before)
  const b = parsed(after)
  if (!a || !b) return 'the healed code does not parse'
  const pinned = /\$[.[]/.test(stepText)
  const old = checkKeys(a, pinned)
  const now = checkKeys(b, pinned)
  const removed = old.filter((k) => !now.includes(k))
  const added = now.filter((k) => !old.includes(k))
  const changes = [...removed.map((k) => `removes ${describeCheck(k)}`), ...added.map((k) => `adds ${describeCheck(k)}`)]
  if (old.length !== now.length && changes.length === 0) changes.push(`has ${now.length} checks instead of ${old.length}`)
  if (JSON.stringify(savedNames(a).sort()) !== JSON.stringify(savedNames(b).sort())) changes.push('saves other variables')
  if (changes.length > 0) return `the heal changes what the step checks: ${changes.join('; ')}`
  return undefined
}

/** Check names (expect messages) the AI engine's code asserts, per step line. */
export function aiCheckNames(aiSteps: Readonly<Record<number, string>>): Set<string> {
  const names = new Set<string>()
  for (const code of Object.values(aiSteps)) {
    const file = parsed(code)
    if (file) for (const a of assertionsOf(file)) if (a.message) names.add(a.message)
  }
  return names
}
