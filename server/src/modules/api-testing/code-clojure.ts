import { readAssertCall } from './code-assert-calls.js'
import { patternCheck } from './code-client-checks.js'
import { hasKey, type Relation, relate } from './code-relations.js'
import type { Idiom } from './code-subjects.js'

/**
 * clojure.test's `is` on a Ring / clj-http response: `(is (= 201 (:status response)))`,
 * `(is (= "x" (get-in body [:data :title])))`, `(is (str/includes? (:body response) "queued"))`,
 * `(is (contains? body :id))`, `(is (re-find #"json" (get-in response [:headers "content-type"])))`. The forms are
 * turned into the spelling the shared readers know (`body.data.title`, `response.headers["content-type"]`), so a
 * check means what it does in any other language. A keyword compared as a value (`:active`) is never equal to JSON
 * text, so it is reported.
 */

type Node = string | Node[]

const TOKEN = /#"(?:\\.|[^"\\])*"|"(?:\\.|[^"\\])*"|[()[\]{}]|[^\s,()[\]{}"]+/g
const RESPONSE = /^(?:response|resp|res|r|result)$/
const BODY = /^(?:body|json|data|parsed|payload)$/
const RELATIONS: Record<string, Relation> = { '=': '==', 'not=': '!=', '>': '>', '>=': '>=', '<': '<', '<=': '<=' }

export function readClojure(written: string): Idiom | undefined {
  const line = written.trim()
  if (!line.startsWith('(is ') && !line.startsWith('(is(')) return undefined
  const tree = parse(line)
  if (!tree || !Array.isArray(tree) || tree[0] !== 'is' || tree.length < 2 || tree.length > 3) return undefined
  return readForm(tree[1]!, false) ?? { reason: `${line} has no exact reading; write the check in words` }
}

function readForm(form: Node, negate: boolean): Idiom | undefined {
  if (!Array.isArray(form)) return undefined
  const [head, ...args] = form
  if (head === 'not' && args.length === 1) return readForm(args[0]!, !negate)
  const relation = typeof head === 'string' ? RELATIONS[head] : undefined
  if (relation && args.length === 2) {
    // A value first or second: relate() decides by what each side names.
    const [a, b] = [code(args[0]!, true), code(args[1]!, true)]
    if (a === undefined || b === undefined) return undefined
    // nil is a missing key as much as a null value: compared with it, a field is checked as not-null elsewhere.
    if ((a === 'null' || b === 'null') && (relation === '==' || relation === '!='))
      return readAssertCall(`assert.${(relation === '==') !== negate ? 'Nil' : 'NotNil'}(${a === 'null' ? b : a})`)
    if (negate) return relation === '==' ? relate(a, '!=', b) : relation === '!=' ? relate(a, '==', b) : undefined
    return relate(a, relation, b)
  }
  if ((head === 'str/includes?' || head === 'clojure.string/includes?') && args.length === 2) {
    const [container, needle] = [code(args[0]!), code(args[1]!, true)]
    return container && needle ? relate(container, negate ? 'not contains' : 'contains', needle) : undefined
  }
  if (head === 'contains?' && args.length === 2) {
    const container = code(args[0]!)
    const key = keyName(args[1]!)
    return container && key ? hasKey(container, JSON.stringify(key), negate) : undefined
  }
  if ((head === 're-find' || head === 're-matches') && args.length === 2 && !negate) {
    const pattern = typeof args[0] === 'string' && /^#"(.*)"$/.exec(args[0])?.[1]
    const subject = code(args[1]!)
    if (!pattern || !subject) return undefined
    return patternCheck(subject, `/${head === 're-matches' ? `^(?:${pattern})$` : pattern}/`, false)
  }
  // `(seq x)` is a list with items; `(empty? x)` holds for a missing one too (nil is empty), so it is left unread.
  if ((head === 'some?' || head === 'nil?' || head === 'seq') && args.length === 1) {
    const subject = code(args[0]!)
    if (!subject) return undefined
    if (head === 'seq') return negate ? undefined : readAssertCall(`assert.NotEmpty(${subject})`)
    return readAssertCall(`assert.${(head === 'some?') !== negate ? 'NotNil' : 'Nil'}(${subject})`)
  }
  return undefined
}

/**
 * A form as code the shared readers take: `(:status response)` -> `response.status`, `(get-in body [:a 0 :b])` ->
 * `body["a"][0]["b"]`, `(-> response :body :id)`, `(count x)` -> `x.length`; a literal as JSON (`value`: only a
 * literal); undefined for what it is not.
 */
function code(node: Node, value = false): string | undefined {
  if (!Array.isArray(node)) {
    if (/^"(?:\\.|[^"\\])*"$/.test(node) || /^-?\d+(?:\.\d+)?$/.test(node) || node === 'true' || node === 'false') return node
    if (node === 'nil') return 'null'
    return value || !/^[a-z][\w-]*$/.test(node) ? undefined : node
  }
  const [head, ...args] = node
  if (node.length === 2 && typeof head === 'string' && head.startsWith(':')) return access(args[0]!, [head])
  if ((head === 'get' || head === 'get-in') && args.length === 2) {
    const keys = head === 'get' ? [args[1]!] : Array.isArray(args[1]) ? args[1] : undefined
    return keys ? access(args[0]!, keys) : undefined
  }
  if (head === '->' && args.length >= 2) return access(args[0]!, args.slice(1))
  if (head === 'count' && args.length === 1) {
    const list = code(args[0]!)
    return list ? `${list}.length` : undefined
  }
  return undefined
}

/** A root and keys as an access: `response` + `:body :title` -> `response.body["title"]`; a bare `:body` is the text. */
function access(root: Node, keys: Node[]): string | undefined {
  const base = code(root)
  if (!base || (!RESPONSE.test(base) && !BODY.test(base) && !base.includes('['))) return undefined
  let out = base
  for (const [index, key] of keys.entries()) {
    const name = keyName(key)
    if (key === 'first') out = `${out}[0]`
    else if (typeof key === 'string' && /^\d+$/.test(key)) out = `${out}[${key}]`
    else if (name === undefined) return undefined
    else if (RESPONSE.test(out) && index === 0 && (name === 'status' || name === 'headers')) out = `${out}.${name}`
    // Ring's body on its own is the text (clj-http's is a map only with `:as :json`): a string is compared with it.
    else if (RESPONSE.test(out) && index === 0 && name === 'body') out = keys.length === 1 ? `${out}.text` : `${out}.body`
    else out = `${out}["${name}"]`
  }
  return out
}

/** A map key written as a keyword (`:title`) or a string (`"title"`). */
function keyName(node: Node): string | undefined {
  if (typeof node !== 'string') return undefined
  return /^:([A-Za-z_][\w-]*)$/.exec(node)?.[1] ?? /^"([^"\\]+)"$/.exec(node)?.[1]
}

/** The one form a line holds, or undefined when its brackets do not close. */
function parse(line: string): Node | undefined {
  const tokens = line.match(TOKEN) ?? []
  const stack: Node[][] = [[]]
  for (const token of tokens) {
    if (token === '(' || token === '[' || token === '{') stack.push([])
    else if (token === ')' || token === ']' || token === '}') {
      const done = stack.pop()
      if (!done || stack.length === 0) return undefined
      stack.at(-1)!.push(done)
    } else stack.at(-1)!.push(token)
  }
  return stack.length === 1 && stack[0]!.length === 1 ? stack[0]![0] : undefined
}
