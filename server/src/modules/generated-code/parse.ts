import { parse, parseExpression } from '@babel/parser'
import type { Expression, File, Node } from '@babel/types'

/**
 * The one parser for generated and AI-written test code (UI and API): Babel's parser with TypeScript syntax
 * (docs/decisions/0011-code-parser.md says why). Code is only ever parsed and walked here, never evaluated.
 * `canonical` reduces an expression to its structure so `'Lamp'`, `"Lamp"` and `` `Lamp` `` compare equal while a
 * different value, matcher, option or call does not.
 */

export class CodeSyntaxError extends Error {
  constructor(message: string) {
    super(message)
    this.name = new.target.name
  }
}

/** Parses a TypeScript module (top-level `await` allowed, as in one statement of a step). */
export function parseCode(code: string): File {
  try {
    return parse(code, {
      sourceType: 'module',
      plugins: ['typescript'],
      allowAwaitOutsideFunction: true,
      errorRecovery: false,
    })
  } catch (error) {
    throw new CodeSyntaxError((error as Error).message)
  }
}

/** Parses one expression. */
export function parseExpressionCode(code: string): Expression {
  try {
    return parseExpression(code, { sourceType: 'module', plugins: ['typescript'], errorRecovery: false })
  } catch (error) {
    throw new CodeSyntaxError((error as Error).message)
  }
}

const POSITION_KEYS = new Set([
  'type',
  'start',
  'end',
  'loc',
  'range',
  'extra',
  'leadingComments',
  'trailingComments',
  'innerComments',
  'comments',
  'tokens',
  'errors',
])

/** Child nodes of a node, in source order. */
export function children(node: Node): Node[] {
  const out: Node[] = []
  for (const [key, value] of Object.entries(node)) {
    if (POSITION_KEYS.has(key)) continue
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) out.push(item)
    } else if (isNode(value)) out.push(value)
  }
  return out
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
}

/** Visits every node depth-first with its ancestors (nearest last). */
export function walk(root: Node, visit: (node: Node, ancestors: readonly Node[]) => void): void {
  const ancestors: Node[] = []
  const go = (node: Node) => {
    visit(node, ancestors)
    ancestors.push(node)
    for (const child of children(node)) go(child)
    ancestors.pop()
  }
  go(root)
}

/** The string a literal holds (`'a'`, `"a"`, `` `a` `` without `${}`), else undefined. */
export function stringValue(node: Node | null | undefined): string | undefined {
  if (!node) return undefined
  if (node.type === 'StringLiteral') return node.value
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value.cooked ?? undefined
  return undefined
}

/** Name of a non-computed (or string-keyed) member access: `a.b`, `a?.b`, `a['b']` -> `b`. */
export function memberName(node: Node): string | undefined {
  if (node.type !== 'MemberExpression' && node.type !== 'OptionalMemberExpression') return undefined
  if (!node.computed && node.property.type === 'Identifier') return node.property.name
  return node.computed ? stringValue(node.property) : undefined
}

/**
 * A structure-only view of a node: positions and comments dropped, quotes and optional chaining normalized,
 * `a['b']` read as `a.b`, and `String(x)` / `` `${x}` `` read as `x` (both stringify one value).
 */
export function canonical(node: Node | null | undefined): unknown {
  if (!node) return null
  const text = stringValue(node)
  if (text !== undefined) return { str: text }
  switch (node.type) {
    case 'NumericLiteral':
      return { num: node.value }
    case 'TemplateLiteral':
      if (node.quasis.length === 2 && node.quasis.every((q) => q.value.cooked === '')) return canonical(node.expressions[0] as Node)
      return { tpl: node.quasis.map((q) => q.value.cooked), of: node.expressions.map((e) => canonical(e as Node)) }
    case 'MemberExpression':
    case 'OptionalMemberExpression': {
      const name = memberName(node)
      return { get: canonical(node.object), key: name ?? canonical(node.property) }
    }
    case 'CallExpression':
    case 'OptionalCallExpression':
      if (node.callee.type === 'Identifier' && node.callee.name === 'String' && node.arguments.length === 1)
        return canonical(node.arguments[0] as Node)
      return { call: canonical(node.callee as Node), args: node.arguments.map((a) => canonical(a as Node)) }
    case 'ObjectProperty':
      return {
        prop: !node.computed && node.key.type === 'Identifier' ? node.key.name : (stringValue(node.key) ?? canonical(node.key)),
        computed: node.computed && stringValue(node.key) === undefined,
        value: canonical(node.value as Node),
      }
    case 'TSAsExpression':
    case 'TSNonNullExpression':
    case 'TSSatisfiesExpression':
    case 'ParenthesizedExpression':
      return canonical(node.expression)
  }
  const out: Record<string, unknown> = { type: node.type }
  for (const [key, value] of Object.entries(node)) {
    if (POSITION_KEYS.has(key) || key === 'optional') continue
    if (Array.isArray(value)) out[key] = value.map((item) => (isNode(item) ? canonical(item) : item))
    else out[key] = isNode(value) ? canonical(value) : value
  }
  return out
}

/** {@link canonical} as a string, for comparing and keying. */
export function canonicalText(node: Node | null | undefined): string {
  return JSON.stringify(canonical(node))
}

/** The canonical text of an expression written as source, or undefined when it does not parse. */
export function canonicalSource(source: string): string | undefined {
  try {
    return canonicalText(parseExpressionCode(source))
  } catch {
    return undefined
  }
}

/** The source text a node spans. */
export function sourceOf(code: string, node: Node): string {
  return code.slice(node.start ?? 0, node.end ?? 0)
}
