import { callLiteral } from './code-call-subjects.js'
import { type Idiom, say } from './code-subjects.js'
import { callOf, quoted, splitTopLevel } from './code-syntax.js'
import { normalizeJsonPath } from './json-path.js'

/**
 * Gatling's checks, in its Scala, Java and Kotlin DSLs: `.check(status.is(201), jsonPath("$.id").saveAs("id"))`,
 * `status().in(200, 201)`, `jsonPath("$.items[*]").count.is(3)`, `header("Location").exists`, `substring("x")`,
 * `responseTimeInMillis.lte(500)`. Each argument names what it extracts, then a validation (`is`, `shouldBe`,
 * `exists`, `notExists`, `in`, `lt` …) or `saveAs`; an extraction with no validation checks that it finds something.
 * Gatling expressions (`"#{id}"`), transforms and optional checks are reported.
 */

export function readGatling(written: string): Idiom | undefined {
  const text = written.trim().replace(/;$/, '').trim()
  const outer = /^\.?check\(([\s\S]*)\)$/.exec(text)
  if (!outer || callOf(`check(${outer[1]})`) === undefined) return undefined
  const args = splitTopLevel(outer[1]!, ',')
  // k6's `check(res, { … })` is no Gatling check: Gatling's name what they extract.
  if (!text.startsWith('.') && !args.every((arg) => extraction(splitTopLevel(arg, '.')[0]!.replace(/\(\)$/, '')))) return undefined
  const texts: string[] = []
  for (const arg of args) {
    const read = readCheck(arg)
    if ('reason' in read) return read
    texts.push(...read.texts)
  }
  return texts.length > 0 ? { texts } : { reason: 'check() holds no check' }
}

type Extracted =
  | { kind: 'status' }
  | { kind: 'path'; path: string; each: boolean }
  | { kind: 'header'; name: string }
  | { kind: 'substring'; text: string }
  | { kind: 'time' }

function readCheck(written: string): Idiom {
  const reported: Idiom = { reason: `the Gatling check ${written} has no exact reading; write the check in words` }
  const links = splitTopLevel(written.trim(), '.').map((link) => link.replace(/\(\)$/, ''))
  const extracted = extraction(links[0] ?? '')
  if (!extracted) return reported
  let counted = false
  const rest = links.slice(1).filter((link) => link !== 'find' && link !== 'find(0)')
  if (rest[0] === 'count') {
    counted = true
    rest.shift()
  }
  // `$.items[*]` names the items: counted it is the length of `$.items`, else each item, which no check reads.
  if (rest.length > 1 || (extracted.kind === 'path' && extracted.each && !counted)) return reported
  const last = rest[0]
  if (last === undefined || last === 'exists') {
    if (extracted.kind === 'path' && !counted) return { texts: [say.exists(extracted.path)] }
    if (extracted.kind === 'header') return { texts: [say.header(extracted.name, 'exists')] }
    if (extracted.kind === 'substring') return { texts: [say.bodyContains(JSON.stringify(extracted.text))] }
    return reported
  }
  if (last === 'notExists') {
    if (extracted.kind === 'path' && !counted) return { texts: [say.exists(extracted.path, true)] }
    if (extracted.kind === 'header') return { texts: [say.header(extracted.name, 'does not exist')] }
    if (extracted.kind === 'substring') return { texts: [say.bodyContains(JSON.stringify(extracted.text), true)] }
    return reported
  }
  const call = callOf(last)
  if (!call) return reported
  const [first] = call.args
  if (call.name === 'saveAs' && call.args.length === 1 && quoted(first!) && !counted) {
    const variable = quoted(first!)!
    if (extracted.kind === 'path') return { texts: [say.save(extracted.path, variable)] }
    if (extracted.kind === 'header') return { texts: [say.save(`header ${extracted.name}`, variable)] }
    return reported
  }
  const op = OPS[call.name]
  if (!op || (op !== 'in' && call.args.length !== 1) || call.args.some((arg) => /#\{|\$\{/.test(arg))) return reported
  switch (extracted.kind) {
    case 'status': {
      const codes = call.args.map((arg) => arg.trim())
      if ((op === '==' || op === 'in') && codes.length > 0 && codes.every((code) => /^[1-5]\d\d$/.test(code)))
        return { texts: [say.status(codes)] }
      return reported
    }
    case 'time': {
      const ms = Number(first)
      return (op === '<' || op === '<=') && ms > 0 ? { texts: [say.time(ms)] } : reported
    }
    case 'header': {
      const value = quoted(first ?? '')
      return op === '==' && value !== undefined ? { texts: [say.headerEquals(extracted.name, value)] } : reported
    }
    case 'path': {
      if (counted)
        return /^\d+$/.test(first!.trim()) && op !== 'in' && op !== '!='
          ? { texts: [say.length(extracted.path, op, first!.trim())] }
          : reported
      const json = callLiteral(first ?? '')
      if (json === undefined || op === 'in') return reported
      // jsonPath extracts text unless typed (`ofType[Int]`): "7" matches the number 7 there, so only a text that can be
      // nothing else compares as the grammar does.
      if (op === '==' || op === '!=')
        return /^"/.test(json) && !/^"(?:-?\d+(?:\.\d+)?|true|false|null)"$/.test(json)
          ? { texts: [say.equals(extracted.path, json, op === '!=')] }
          : reported
      return /^-?\d/.test(json) ? { texts: [say.compare(extracted.path, op, json)] } : reported
    }
    default:
      return reported
  }
}

const OPS: Record<string, string> = {
  is: '==',
  shouldBe: '==',
  not: '!=',
  in: 'in',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
}

/** What a check extracts: the status, a JSON path (jsonPath / jmesPath), a header, a text in the body, the response time. */
function extraction(link: string): Extracted | undefined {
  if (link === 'status') return { kind: 'status' }
  if (link === 'responseTimeInMillis') return { kind: 'time' }
  const call = callOf(link)
  const arg = call?.args.length === 1 ? quoted(call.args[0]!) : undefined
  if (!call || arg === undefined) return undefined
  if (call.name === 'header') return { kind: 'header', name: arg }
  if (call.name === 'substring') return { kind: 'substring', text: arg }
  if (call.name !== 'jsonPath' && call.name !== 'jmesPath') return undefined
  const written = call.name === 'jmesPath' ? `$.${arg}` : arg
  const path = normalizeJsonPath(written.replace(/\[\*\]$/, ''))
  return path ? { kind: 'path', path, each: /\[\*\]$/.test(written) } : undefined
}
