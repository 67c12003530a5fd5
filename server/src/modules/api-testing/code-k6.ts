import { readComparison, readMatcher } from './code-checks.js'
import { type Idiom, type Subject, subjectOf } from './code-subjects.js'
import { regexLiteral } from './code-syntax.js'

/**
 * A k6 check as it sits in `check(res, { 'name': (r) => expression })`: the name is only a label, the arrow
 * function's body is the check. k6's own response words are read as such: `r.json('a.b')` is the body field `$.a.b`
 * (a gjson path of names and indexes; `#` and wildcards are reported), `r.body` is the body text, `r.timings.duration`
 * is the response time in ms and `r.headers['Name']` a header. The expression is then read as the JavaScript checks are.
 */

const CHECK =
  /^(?:check\(\s*[A-Za-z_$][\w$]*\s*,\s*\{\s*)?(["'`])[^"'`]*\1\s*:\s*(?:\(\s*([A-Za-z_$][\w$]*)\s*\)|([A-Za-z_$][\w$]*))\s*=>\s*([\s\S]+?)\s*,?\s*(?:\}\s*\)\s*;?)?$/
const COMPARED = /^(.+?)\s*(===?|!==?|>=|<=|>|<)\s*(.+)$/
const INCLUDES = /^(!\s*)?(.+)\.includes\(([\s\S]+)\)$/
const TESTED = /^(\/.+\/[a-z]*)\.test\(([\s\S]+)\)$/
const LENGTH_VERBS: Record<string, string> = { '==': 'eql', '===': 'eql', '>': 'above', '>=': 'least', '<': 'below', '<=': 'most' }
const GJSON = /^[A-Za-z_][\w-]*(?:\.(?:[A-Za-z_][\w-]*|\d+))*$/

export function readK6(written: string): Idiom | undefined {
  const check = CHECK.exec(written.trim())
  if (!check) return undefined
  const param = check[2] ?? check[3]!
  const expression = check[4]!.trim().replace(/^\(([\s\S]*)\)$/, '$1')
  const subjectIn = (code: string) => k6Subject(code.trim(), param)
  const unread: Idiom = { reason: `"${expression}" is no check the rules read; compare r.status, r.json('…'), r.body or a header` }

  const includes = INCLUDES.exec(expression)
  if (includes) {
    const subject = subjectIn(includes[2]!)
    return subject ? readMatcher(subject, `${includes[1] ? 'not.' : ''}toContain(${includes[3]})`) : unread
  }
  const tested = TESTED.exec(expression)
  if (tested) {
    const subject = subjectIn(tested[2]!)
    return subject && regexLiteral(tested[1]!) ? readMatcher(subject, `toMatch(${tested[1]})`) : unread
  }
  const compared = COMPARED.exec(expression)
  if (!compared) return unread
  const [, left, op, right] = compared
  const length = /^(.+)\.length$/.exec(left!.trim())
  const counted = length ? subjectIn(length[1]!) : undefined
  if (counted?.kind === 'path') {
    const verb = LENGTH_VERBS[op!]
    return verb ? readMatcher(counted, `length.${verb}(${right})`) : unread
  }
  const subject = subjectIn(left!)
  if (!subject) return unread
  // `!== undefined`: the value is there; `=== undefined`: it is not.
  if (right!.trim() === 'undefined' && !op!.startsWith('<') && !op!.startsWith('>'))
    return readMatcher(subject, op!.startsWith('!') ? 'toBeDefined()' : 'toBeUndefined()')
  return readComparison(subject, op!, right!)
}

/** What a k6 response expression names; undefined when it is none of the response's parts. */
function k6Subject(code: string, param: string): Subject | undefined {
  if (!code.startsWith(`${param}.`)) return undefined
  const rest = code.slice(param.length + 1)
  if (rest === 'timings.duration') return { kind: 'time', unit: 'ms' }
  if (rest === 'body') return { kind: 'text' }
  if (rest === 'status') return { kind: 'status' }
  const json = /^json\(\s*(?:(["'])([^"']*)\1)?\s*\)((?:\.[A-Za-z_]\w*|\[\d+\])*)$/.exec(rest)
  if (json) {
    const path = json[2] ?? ''
    if (path !== '' && !GJSON.test(path)) return undefined
    const dotted = path === '' ? '$' : `$.${path.replace(/\.(\d+)(?=\.|$)/g, '[$1]')}`
    return subjectOf(`${dotted}${json[3] ?? ''}`)
  }
  if (/^headers\[/.test(rest)) return subjectOf(`r.${rest}`)
  return undefined
}
