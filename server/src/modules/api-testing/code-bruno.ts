import { readJsCode, readMatcher } from './code-checks.js'
import { type Idiom, literal, subjectOf } from './code-subjects.js'
import { regexLiteral } from './code-syntax.js'

/**
 * Bruno and Hoppscotch tests pasted as steps. Bruno's assertion rows (`res.status: eq 201`,
 * `res.body.items.length: gte 1`, `res.headers["x-id"]: isDefined`, `res.responseTime: lt 500`) name a part of the
 * response and one of Bruno's operators; `bru.setVar("id", res.body.id)` saves a value. Hoppscotch's
 * `pw.expect(pw.response.body.x).toBe(…)` is Jest's expect on `pw.response`, `toBeType("number")` its type check and
 * `pw.env.set(…)` a save. Each is read with the JavaScript matchers (code-checks.ts); an operator with no exact
 * reading (`isTruthy`, `between`) is reported.
 */

const ROW = /^(res\.[^\s:]+|res\.headers\[\s*["'][^"']+["']\s*\])\s*:\s*([A-Za-z]+)(?:\s+(\S.*))?$/
const BRU_SET = /^bru\.(?:setVar|setEnvVar|setGlobalEnvVar)\(([\s\S]*)\)\s*;?$/
const PW = /^pw\.(?:expect|env\.set)\(/

/** Bruno's operators as the Chai / Jest matchers that mean the same. */
const OPERATORS: Record<string, (value: string) => string> = {
  eq: (v) => `eql(${v})`,
  neq: (v) => `not.eql(${v})`,
  gt: (v) => `above(${v})`,
  gte: (v) => `least(${v})`,
  lt: (v) => `below(${v})`,
  lte: (v) => `most(${v})`,
  contains: (v) => `include(${v})`,
  notContains: (v) => `not.include(${v})`,
  matches: (v) => `match(${v})`,
  length: (v) => `toHaveLength(${v})`,
  isDefined: () => 'toBeDefined()',
  isUndefined: () => 'toBeUndefined()',
  isNull: () => 'toBeNull()',
  isEmpty: () => 'empty',
  isNotEmpty: () => 'not.empty',
  isTrue: () => 'true',
  isFalse: () => 'false',
  isNumber: () => "a('number')",
  isString: () => "a('string')",
  isBoolean: () => "a('boolean')",
  isArray: () => "a('array')",
}

export function readBruno(written: string): Idiom | undefined {
  const text = written.trim()
  const set = BRU_SET.exec(text)
  if (set) return readJsCode(`pm.environment.set(${set[1]})`)
  if (PW.test(text)) return readJsCode(hoppscotchAsJest(text))
  const row = ROW.exec(text)
  if (!row) return undefined
  const [, left, operator, value] = row
  const make = OPERATORS[operator!]
  const reported: Idiom = { reason: `the Bruno assertion "${text}" has no exact reading; write the check in words` }
  if (!make) return reported
  // `res.responseTime` is Bruno's response time in ms; `res.body.items.length` the array's length.
  const length = /^(.+)\.length$/.exec(left!)
  const subject = left === 'res.responseTime' ? { kind: 'time' as const, unit: 'ms' as const } : subjectOf(length ? length[1]! : left!)
  if (!subject) return reported
  // `isDefined`, `isArray`: Bruno's is-operators take no value; every other one takes exactly one.
  const needsValue = !operator!.startsWith('is')
  const argument = value === undefined ? undefined : regexLiteral(value) ? value.trim() : literal(value)
  if (needsValue !== (argument !== undefined) || (value !== undefined && argument === undefined)) return reported
  const matcher = make(argument ?? '')
  return readMatcher(subject, length ? `length.${matcher}` : matcher)
}

/** `pw.expect(pw.response.body.x).toBeType("number")` -> `expect(response.body.x).to.be.a("number")`. */
function hoppscotchAsJest(text: string): string {
  return text
    .replace(/^pw\.env\.set\(/, 'pm.environment.set(')
    .replace(/^pw\.expect\(/, 'expect(')
    .replace(/\bpw\.response\b/g, 'response')
    .replace(/\.toBeType\(/, '.to.be.a(')
}
