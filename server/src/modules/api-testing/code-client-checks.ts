import { callSubject } from './code-call-subjects.js'
import { jsonFromLiteral } from './code-literals-json.js'
import { readExpression } from './code-relations.js'
import { type Idiom, say } from './code-subjects.js'
import { callOf, quoted, regexLiteral } from './code-syntax.js'
import { normalizeJsonPath } from './json-path.js'
import { parseJsonWithPlaceholders } from './step-values.js'

/**
 * Checks of JavaScript and Java HTTP test code the other readers leave: Node's `assert` module (node:test) with fetch
 * (`assert.ok(expr)`, `assert.match(x, /re/)`, fetch's and superagent's `res.ok`, which is a 2xx status), Chakram's
 * chai methods on the response (`to.have.json('a.b', v)`, `to.comprise.of.json({…})`, `to.have.responsetime(ms)`), and
 * AssertJ on java.net.http's Optional header (`assertThat(res.headers().firstValue("X")).isPresent()`).
 */

/**
 * A JavaScript response's `ok` under Node's assert: fetch and superagent set it for a 2xx status (Python's requests for
 * any below 400). `expect(response.ok)` stays unread: Playwright's `ok` is a method there, and a method is truthy.
 */
const JS_OK = /^(?:res|response|resp)\.ok$/
const NODE_ASSERT = /^assert\.(ok|equal|strictEqual|match|doesNotMatch)\(([\s\S]*)\)$/
const CHAKRAM = /^expect\((\w+)\)\.to\.(have|comprise\.of|be\.comprised\.of|not\.have)\.(json|responsetime)\(([\s\S]*)\)$/
const OPTIONAL =
  /^assertThat\(\s*(?:response|res|resp|httpResponse)\.headers\(\)\.firstValue\(\s*"([^"]+)"\s*\)\s*\)\.(isPresent|isNotEmpty|isEmpty|hasValue|contains)\(([\s\S]*)\)$/

export function readClientCheck(written: string): Idiom | undefined {
  const line = written.trim().replace(/;$/, '').trim()
  if (line.startsWith('assert.')) return readNodeAssert(line)
  if (line.startsWith('assertThat(')) return readOptionalHeader(line)
  if (!line.startsWith('expect(')) return undefined
  const chakram = CHAKRAM.exec(line)
  return chakram ? readChakram(chakram[2]!, chakram[3]!, chakram[4]!, line) : undefined
}

function readNodeAssert(line: string): Idiom | undefined {
  const call = NODE_ASSERT.exec(line)
  const args = call ? callOf(`f(${call[2]})`)?.args : undefined
  if (!call || !args || args.length === 0) return undefined
  const [name, first, second] = [call[1]!, args[0]!, args[1]]
  // A message argument after the value asserted is left out.
  if (name === 'ok' && args.length <= 2) return JS_OK.test(first) ? { texts: [say.status(['2xx'])] } : readExpression(first)
  if ((name === 'equal' || name === 'strictEqual') && JS_OK.test(first) && second === 'true') return { texts: [say.status(['2xx'])] }
  if (name === 'match' || name === 'doesNotMatch')
    return second === undefined ? undefined : patternCheck(first, second, name === 'doesNotMatch')
  return undefined
}

/**
 * A regular expression (`/re/flags`) a part of the response must match (Node's assert.match, Perl's like, Clojure's
 * re-find); one with no special characters on the body text is a text it contains.
 */
export function patternCheck(code: string, written: string, negate: boolean): Idiom {
  const regex = regexLiteral(written.trim())
  const subject = callSubject(code)
  if (!regex || !subject)
    return { reason: `a pattern is matched on a part of the response: its status, a header, a body field or the body text` }
  const plain = /^[\w ,:;@#%&='"!<>-]+$/.test(regex.pattern) && regex.flags === ''
  if (subject.kind === 'text' && plain) return { texts: [say.bodyContains(JSON.stringify(regex.pattern), negate)] }
  if (negate) return { reason: 'a value that must not match a pattern has no step; write the check in words' }
  if (subject.kind === 'path') return { texts: [say.matches(subject.path, regex.pattern, regex.flags)] }
  if (subject.kind === 'header') return { texts: [say.header(subject.name, `matches /${regex.pattern}/${regex.flags}`)] }
  return { reason: 'the body text is matched with a plain text it contains; write the check in words' }
}

function readChakram(chain: string, method: string, inner: string, line: string): Idiom {
  const args = callOf(`f(${inner})`)?.args ?? []
  if (chain === 'not.have') return reported(line)
  if (method === 'responsetime') {
    // Chakram's responsetime(ms) holds when the time is at most ms.
    const ms = Number(args[0])
    return args.length === 1 && ms > 0 ? { texts: [say.time(ms)] } : reported(line)
  }
  if (args.length === 0 || args.length > 2) return reported(line)
  const at = args.length === 2 ? quoted(args[0]!) : ''
  const root = at === '' ? '$' : at !== undefined ? normalizeJsonPath(`$.${at}`) : undefined
  const json = jsonFromLiteral(args[args.length - 1]!)
  if (!root || json === undefined) return reported(line)
  // `to.have.json(…)` is deep equality; `comprise.of.json({…})` a subset: each leaf of the object, equal.
  if (chain === 'have') return { texts: [say.equals(root, json)] }
  const parsed = parseJsonWithPlaceholders(json)
  const leaves = parsed.ok ? subsetLeaves(root, parsed.value) : undefined
  return leaves && leaves.length > 0 ? { texts: leaves } : reported(line)
}

/** `{a: 1, b: {c: "x"}}` -> `$.a == 1`, `$.b.c == "x"`; undefined when it holds a list (a subset of a list is no leaf). */
function subsetLeaves(path: string, value: unknown): string[] | undefined {
  if (Array.isArray(value)) return undefined
  if (value === null || typeof value !== 'object') return [say.equals(path, JSON.stringify(value))]
  const out: string[] = []
  for (const [key, inner] of Object.entries(value)) {
    const next = /^[A-Za-z_][\w-]*$/.test(key) ? normalizeJsonPath(`${path}.${key}`) : undefined
    const leaves = next ? subsetLeaves(next, inner) : undefined
    if (!leaves) return undefined
    out.push(...leaves)
  }
  return out
}

/** AssertJ on `firstValue("X")`, an Optional: present / empty, and hasValue(v) its exact value. */
function readOptionalHeader(line: string): Idiom | undefined {
  const optional = OPTIONAL.exec(line)
  if (!optional) return undefined
  const [, name, method, inner] = optional
  if (method === 'isPresent' || method === 'isNotEmpty')
    return inner!.trim() === '' ? { texts: [say.header(name!, 'exists')] } : reported(line)
  if (method === 'isEmpty') return inner!.trim() === '' ? { texts: [say.header(name!, 'does not exist')] } : reported(line)
  const value = quoted(inner!.trim())
  // Optional's contains(v) is its value equal to v, not a text within it: reported, as a reader would take it either way.
  if (method === 'contains' || value === undefined)
    return { reason: `${line}: on an Optional, contains() means equals; write hasValue("…") or the check in words` }
  return { texts: [say.headerEquals(name!, value)] }
}

const reported = (line: string): Idiom => ({ reason: `${line} has no exact reading; write the check in words` })
