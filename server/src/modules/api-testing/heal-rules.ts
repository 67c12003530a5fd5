import { stripVTControlCharacters } from 'node:util'
import { jsString as quoted } from '../generated-code/literal.js'
import { CodeSyntaxError, memberName, parseCode, walk } from '../generated-code/parse.js'
import { aiCheckNames } from './ai-step-guard.js'
import type { ApiSpec } from './api-spec.js'
import { aiStepAt, compileApiSpec } from './compiler.js'
import { specExpectations } from './compiler-checks.js'
import { NETWORK_RETRIES_LINE, TRANSIENT_NETWORK_PATTERN } from './compiler-runtime.js'
import { canonicalActual, findExpectationChanges, findExpectations } from './expectation-guard.js'
import { jsAccess, normalizeJsonPath, parseJsonPath } from './json-path.js'

/**
 * The rules engine for healing API tests: classify a failed attempt from its error and code, and propose a
 * deterministic fix for the classes that are the test's fault. A failed check from the spec is an
 * `app_regression`: it is reported, never healed. Every proposed fix is re-checked by the expectation guard.
 */

/** Classes an API failure can fall in (a subset of the heal classifications in DESIGN.md, plus `unknown`). */
export const API_FAILURE_CLASSES = ['test_code_error', 'environment', 'app_regression', 'unknown'] as const
export type ApiFailureClass = (typeof API_FAILURE_CLASSES)[number]

export interface FailedAttempt {
  /** The failure message (and stack) from the Playwright report; ANSI colours are stripped here. */
  error: string
  /** The test file that ran. */
  code: string
  /** The spec the code was generated from: the source of truth for what is expected. */
  spec: ApiSpec
  /** Code the AI engine wrote for steps the rules did not understand, by spec line (as compiled into `code`). */
  aiSteps?: Readonly<Record<number, string>>
  /** Line of `code` (1-based) where the test failed, from the report; a matcher error does not name its check. */
  codeLine?: number
}

export interface FailureClassification {
  classification: ApiFailureClass
  reason: string
  /** The named check that failed (`status`, `field $.price`), for app regressions. */
  check?: string
}

export interface ProposedHeal extends FailureClassification {
  /** A fix, only for classes the test code is at fault for; it passed the expectation guard. */
  fix?: { code: string; description: string }
}

const TRANSIENT = new RegExp(TRANSIENT_NETWORK_PATTERN, 'i')
const UNREACHABLE = /ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|ENETUNREACH|getaddrinfo|certificate|self[- ]signed|CERT_/i
const MISSING_VARIABLE = /Variable \{\{(\w+)\}\} is not set|BASE_URL is not set/
const TEST_TIMEOUT = /Test timeout of \d+ms exceeded/
const CODE_ERROR =
  /\b(?:SyntaxError|TypeError|ReferenceError|RangeError)\b|is not a function|is not defined|Cannot find module|Unexpected token|Transform failed|Cannot read propert/
const READ_NOTHING = /\bReceived(?: has value)?: undefined\b/
const ASSERTION = /expect\((?:received|locator)\)|\bExpected(?: pattern| substring| length| value)?:[\s\S]*\bReceived/

/**
 * Classifies one failed attempt.
 *
 * @example classifyApiFailure({ error: 'apiRequestContext.fetch: connect ECONNREFUSED 127.0.0.1:4000', code, spec })
 * // { classification: 'environment', reason: 'the API is not reachable: …' }
 */
export function classifyApiFailure(attempt: FailedAttempt): FailureClassification {
  const error = stripVTControlCharacters(attempt.error)
  if (ASSERTION.test(error)) {
    const first = /^(?:Error:\s*)?(.+?)\s*$/m.exec(error.replace(/^\s+/, ''))?.[1]
    const check = first && !first.startsWith('expect(') ? first : undefined
    const wrongPath = check ? misreadPath(attempt, check) : undefined
    if (wrongPath) return { classification: 'test_code_error', reason: wrongPath, ...(check ? { check } : {}) }
    // The AI engine chose which field an AI-written check reads (the step names none); a field that is not there
    // means the choice went stale (a rename), not that the API broke the step: an AI heal may re-choose it.
    const aiLine = attempt.codeLine === undefined ? undefined : aiStepAt(attempt.code, attempt.codeLine)
    const aiCheck = aiLine !== undefined || (check !== undefined && attempt.aiSteps && aiCheckNames(attempt.aiSteps).has(check))
    if (aiCheck && READ_NOTHING.test(error)) {
      const what = aiLine !== undefined ? `of line ${aiLine}` : `"${check}"`
      return {
        classification: 'test_code_error',
        reason: `the AI-written check ${what} reads a field the response does not have`,
        ...(check ? { check } : {}),
      }
    }
    return {
      classification: 'app_regression',
      reason: `the check "${check ?? 'assertion'}" from the spec failed`,
      ...(check ? { check } : {}),
    }
  }
  const missing = MISSING_VARIABLE.exec(error)
  if (missing)
    return { classification: 'environment', reason: `${missing[0]}: set it in the server environment (or save it in an earlier test)` }
  if (TRANSIENT.test(error)) return { classification: 'environment', reason: `transient network error: ${firstLine(error, TRANSIENT)}` }
  if (UNREACHABLE.test(error))
    return { classification: 'environment', reason: `the API is not reachable: ${firstLine(error, UNREACHABLE)}` }
  if (TEST_TIMEOUT.test(error)) return { classification: 'environment', reason: 'the test timed out waiting for the API' }
  if (CODE_ERROR.test(error)) return { classification: 'test_code_error', reason: `the test code failed: ${firstLine(error, CODE_ERROR)}` }
  return { classification: 'unknown', reason: `unrecognised failure: ${firstLine(error, /\S/)}` }
}

function firstLine(text: string, pattern: RegExp): string {
  return (text.split('\n').find((line) => pattern.test(line)) ?? text).trim().slice(0, 200)
}

/** When a named field check reads another path than the spec's, the test code is wrong, not the app. */
function misreadPath(attempt: FailedAttempt, check: string): string | undefined {
  const path = /^(?:field|type of|length of) (\$\S*)$/.exec(check)?.[1]
  if (!path) return undefined
  const wanted = specExpectations(attempt.spec)
    .flatMap((t) => t.expectations)
    .find((e) => e.message === check)
  const found = findExpectations(attempt.code).find((e) => e.message === check)
  if (!wanted || !found || canonicalActual(found.actual) === canonicalActual(wanted.actual)) return undefined
  return `the check "${check}" reads ${found.actual} instead of ${path}`
}

/**
 * Classifies the failure and, when the test code is at fault, proposes a deterministic fix that keeps every
 * expectation (verified by the guard). App regressions and unknown failures get no fix.
 */
export function proposeApiHeal(attempt: FailedAttempt): ProposedHeal {
  const classification = classifyApiFailure(attempt)
  const candidates =
    classification.classification === 'environment'
      ? [retryFix(attempt)]
      : classification.classification === 'test_code_error'
        ? [regenerateFix(attempt), numericMemberFix(attempt), pathFix(attempt), optionalChainFix(attempt)]
        : []
  for (const fix of candidates) {
    if (!fix || fix.code === attempt.code) continue
    if (findExpectationChanges(attempt.spec, fix.code).length > 0) continue
    return { ...classification, fix }
  }
  return classification
}

function retryFix(attempt: FailedAttempt): ProposedHeal['fix'] {
  if (!TRANSIENT.test(stripVTControlCharacters(attempt.error))) return undefined
  if (attempt.code.includes(NETWORK_RETRIES_LINE)) {
    return {
      code: attempt.code.replace(NETWORK_RETRIES_LINE, 'const NETWORK_RETRIES = 2'),
      description: 'retry requests twice after a transient network error',
    }
  }
  if (/\bNETWORK_RETRIES = [1-9]/.test(attempt.code) || attempt.code.includes('function withRetry(')) return undefined
  let code = attempt.code
  const calls = requestCalls(code)
  // Wrapped from the last to the first, so earlier offsets stay valid.
  for (const call of calls.reverse()) {
    code = `${code.slice(0, call.start)}withRetry(() => ${code.slice(call.start, call.end)})${code.slice(call.end)}`
  }
  const wrapped = calls.length
  if (wrapped === 0) return undefined
  code += `
/** Retries a request twice after a transient network error (added by the healer). */
async function withRetry<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send()
    } catch (error) {
      if (attempt >= 2 || !/${TRANSIENT_NETWORK_PATTERN}/i.test(String(error))) throw error
      await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt))
    }
  }
}
`
  return { code, description: `retry ${wrapped} request call(s) after a transient network error` }
}

/** Code the rules compiler wrote but someone (or something) broke: write it again from the spec. */
function regenerateFix(attempt: FailedAttempt): ProposedHeal['fix'] {
  if (!attempt.code.startsWith('// Generated by Specwright')) return undefined
  const fresh = compileApiSpec(attempt.spec, attempt.aiSteps ? { aiSteps: attempt.aiSteps } : {}).code
  return { code: fresh, description: 'regenerated the test from its spec (the generated code had been altered)' }
}

/** A named check that reads another path than its name says: read the spec's path instead. */
function pathFix(attempt: FailedAttempt): ProposedHeal['fix'] {
  let code = attempt.code
  const fixed: string[] = []
  const wanted = specExpectations(attempt.spec).flatMap((t) => t.expectations)
  for (const found of findExpectations(code).reverse()) {
    const target = wanted.find((e) => e.message === found.message && /^(?:field|type of|length of) \$/.test(e.message))
    if (!target || canonicalActual(found.actual) === canonicalActual(target.actual)) continue
    const start = code.indexOf(found.actual, found.index)
    code = code.slice(0, start) + target.actual + code.slice(start + found.actual.length)
    fixed.push(target.message)
  }
  for (const literal of code.matchAll(/(['"])(\$[.[][^'"\n]*)\1/g)) {
    const canonical = normalizeJsonPath(literal[2]!)
    if (canonical && canonical !== literal[2]) {
      // Through the encoder: a canonical path may hold quotes (`$['a b']`) that must not end the literal.
      code = code.replace(literal[0], quoted(canonical, literal[1] === '"' ? 'double' : 'single'))
      fixed.push(literal[2]!)
    }
  }
  return fixed.length > 0 ? { code, description: `read the JSON path the spec names (${fixed.join(', ')})` } : undefined
}

/** `body.items.0.name` is a syntax error: index arrays with brackets. */
function numericMemberFix(attempt: FailedAttempt): ProposedHeal['fix'] {
  const code = attempt.code.replace(/([A-Za-z_$\])])(\?\.|\.)(\d+)(?!\w)/g, (_, before: string, dot: string, index: string) =>
    dot === '?.' ? `${before}?.[${index}]` : `${before}[${index}]`,
  )
  return { code, description: 'wrote numeric JSON path steps as [index]' }
}

/** A TypeError while reading the body: read it with optional chaining so the named check reports instead. */
function optionalChainFix(attempt: FailedAttempt): ProposedHeal['fix'] {
  if (!/Cannot read propert|undefined is not an object|null is not an object/.test(attempt.error)) return undefined
  const roots = new Set(['body', 'json', 'data', 'responseBody'])
  for (const match of attempt.code.matchAll(/\b(?:const|let)\s+([A-Za-z_$][\w$]*)\s*=\s*await\s+[\w$.]+\.json\(\)/g)) roots.add(match[1]!)
  const pattern = new RegExp(`\\b(${[...roots].join('|')})((?:\\??\\.[A-Za-z_$][\\w$]*|\\??\\.?\\[(?:\\d+|'[^']*'|"[^"]*")\\])+)`, 'g')
  const code = attempt.code.replace(pattern, (whole, root: string, chain: string, offset: number, all: string) => {
    if (/[\w$.]$/.test(all.slice(0, offset)) || /^\s*=[^=]/.test(all.slice(offset + whole.length))) return whole
    const parsed = parseJsonPath(`$${chain.replace(/\?\./g, '.').replace(/\.\[/g, '[')}`)
    return parsed.ok ? jsAccess(root, parsed.segments) : whole
  })
  return { code, description: 'read response fields with optional chaining so a missing field fails its named check' }
}

/** `request.get(...)`, `request.fetch(...)`, … calls directly under `await`, from the parsed code (none if it does not parse). */
function requestCalls(code: string): { start: number; end: number }[] {
  let file: ReturnType<typeof parseCode>
  try {
    file = parseCode(code)
  } catch (error) {
    if (error instanceof CodeSyntaxError) return []
    throw error
  }
  const calls: { start: number; end: number }[] = []
  walk(file, (node, ancestors) => {
    if (node.type !== 'CallExpression' || ancestors.at(-1)?.type !== 'AwaitExpression') return
    const callee = node.callee
    if (callee.type !== 'MemberExpression' || callee.object.type !== 'Identifier' || callee.object.name !== 'request') return
    if (!['get', 'post', 'put', 'patch', 'delete', 'head', 'fetch'].includes(memberName(callee) ?? '')) return
    calls.push({ start: node.start ?? 0, end: node.end ?? 0 })
  })
  return calls.sort((a, b) => a.start - b.start)
}
