import type { Node } from '@babel/types'
import { nameProblem, OUTSIDE, Refused, refuse } from './allowlist.js'
import { CodeSyntaxError, memberName, parseCode } from './parse.js'

/**
 * The allowlist for model-written code of an API test step (allowlist.ts has the UI one): named checks and saves
 * on the response, nothing else.
 */

const API_ROOTS = new Set(['res', 'body', 'text', 'ms'])
const API_READ_CALLS = new Set([
  'status',
  'headers',
  'ok',
  'statusText',
  'split',
  'trim',
  'toLowerCase',
  'toUpperCase',
  'at',
  'includes',
  'startsWith',
  'endsWith',
])
const API_FUNCTIONS = new Set(['String', 'Number', 'jsonType'])
const API_MATCHERS = new Set([
  'toBe',
  'toEqual',
  'toStrictEqual',
  'toContain',
  'toContainEqual',
  'toMatch',
  'toMatchObject',
  'toBeDefined',
  'toBeUndefined',
  'toBeNull',
  'toBeTruthy',
  'toBeFalsy',
  'toHaveLength',
  'toHaveProperty',
  'toBeGreaterThan',
  'toBeGreaterThanOrEqual',
  'toBeLessThan',
  'toBeLessThanOrEqual',
  'toBeCloseTo',
])

/**
 * Every reason model-written code for an API test step is refused; empty when it may run. Allowed: statements
 * `expect(<read>, '<message>').[not.]<matcher>(<values>)`, `save('<name>', <read>)`, and an awaited request
 * (`request.get(baseUrl() + '/path')`, `send(request, 'POST', '/path', { data })`), where a read starts at
 * `res`, `body`, `text` or `ms`, uses plain or literal-keyed member access (optional chaining allowed) and a few
 * read-only calls, and values are literals, plain data or `v('NAME')`.
 */
export function apiStepProblems(code: string): string[] {
  let file: ReturnType<typeof parseCode>
  try {
    file = parseCode(code)
  } catch (error) {
    if (error instanceof CodeSyntaxError) return [`does not parse (${error.message.replace(/\s*\(\d+:\d+\)$/, '')})`]
    throw error
  }
  if ((file.comments ?? []).length > 0) return ['contains a comment']
  const problems: string[] = []
  for (const [i, statement] of file.program.body.entries()) {
    try {
      if (statement.type !== 'ExpressionStatement') refuse('is not an expect(...), save(...) or request call')
      const expression = statement.expression
      if (expression.type === 'AwaitExpression' && expression.argument.type === 'CallExpression') apiRequest(expression.argument)
      else if (expression.type === 'CallExpression') apiStatement(expression)
      else refuse('is not an expect(...), save(...) or request call')
    } catch (error) {
      if (!(error instanceof Refused)) throw error
      problems.push(`statement ${i + 1} ${error.message}`)
    }
  }
  return problems
}

const REQUEST_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'fetch'])

/** `await request.get(<url>, <options>)` or `await send(request, 'GET', <path>, <options>)`: a request to the API. */
function apiRequest(node: Extract<Node, { type: 'CallExpression' }>): void {
  const callee = node.callee
  const args = node.arguments as Node[]
  if (callee.type === 'Identifier' && callee.name === 'send') {
    if (args[0]?.type !== 'Identifier' || args[0].name !== 'request' || args[1]?.type !== 'StringLiteral')
      refuse("calls send other than send(request, 'METHOD', path, options)")
    for (const [i, arg] of args.slice(2).entries()) {
      if (i === 0) apiUrl(arg)
      else apiValue(arg)
    }
    return
  }
  if (
    callee.type !== 'MemberExpression' ||
    callee.computed ||
    callee.object.type !== 'Identifier' ||
    callee.object.name !== 'request' ||
    !REQUEST_METHODS.has(memberName(callee) ?? '')
  )
    refuse('awaits something other than a request to the API')
  for (const [i, arg] of args.entries()) {
    if (i === 0) apiUrl(arg)
    else apiValue(arg)
  }
}

/** A URL or path: literals, `baseUrl()`, `v('NAME')`, `encodeURIComponent(…)` of those, joined with `+` or a template. */
function apiUrl(node: Node): void {
  if (node.type === 'BinaryExpression' && node.operator === '+') {
    apiUrl(node.left as Node)
    apiUrl(node.right)
    return
  }
  if (node.type === 'TemplateLiteral') {
    for (const expression of node.expressions) apiUrl(expression as Node)
    return
  }
  if (node.type === 'CallExpression' && node.callee.type === 'Identifier') {
    const name = node.callee.name
    if (name === 'baseUrl' && node.arguments.length === 0) return
    if (name === 'encodeURIComponent' && node.arguments.length === 1) {
      apiUrl(node.arguments[0] as Node)
      return
    }
  }
  apiValue(node)
}

function apiStatement(node: Extract<Node, { type: 'CallExpression' }>): void {
  const callee = node.callee
  if (callee.type === 'Identifier' && callee.name === 'save') {
    const name = node.arguments[0]
    if (node.arguments.length !== 2 || name?.type !== 'StringLiteral' || !/^[A-Za-z_]\w*$/.test(name.value))
      refuse('calls save with other than a name and a value')
    apiRead(node.arguments[1] as Node)
    return
  }
  if (callee.type !== 'MemberExpression' || callee.computed) refuse('is not an expect(...) or save(...) call')
  const matcher = memberName(callee)!
  if (!API_MATCHERS.has(matcher)) refuse(`uses .${matcher}, which is not an allowed matcher`)
  let base: Node = callee.object
  if (base.type === 'MemberExpression' && !base.computed && memberName(base) === 'not') base = base.object
  if (base.type !== 'CallExpression' || base.callee.type !== 'Identifier' || base.callee.name !== 'expect')
    refuse('uses expect other than plain expect(value, message)')
  if (base.arguments.length !== 2 || base.arguments[1]!.type !== 'StringLiteral') refuse('gives expect no check name (a string message)')
  apiRead(base.arguments[0] as Node)
  for (const arg of node.arguments) apiValue(arg as Node)
}

function apiRead(node: Node): void {
  switch (node.type) {
    case 'Identifier':
      if (!API_ROOTS.has(node.name)) refuse(nameProblem(node.name))
      return
    case 'MemberExpression':
    case 'OptionalMemberExpression': {
      const name = memberName(node)
      if (node.computed && node.property.type !== 'NumericLiteral' && name === undefined) refuse('uses computed member access')
      if (name !== undefined && OUTSIDE.has(name)) refuse(nameProblem(name))
      apiRead(node.object)
      return
    }
    case 'CallExpression':
    case 'OptionalCallExpression': {
      const callee = node.callee
      if (callee.type === 'Identifier') {
        if (!API_FUNCTIONS.has(callee.name)) refuse(nameProblem(callee.name))
      } else if (callee.type === 'MemberExpression' || callee.type === 'OptionalMemberExpression') {
        const name = memberName(callee)
        if (callee.computed || !name || !API_READ_CALLS.has(name)) refuse(`calls .${name ?? '[…]'}, which is not an allowed read`)
        apiRead(callee.object)
        for (const arg of node.arguments) apiValue(arg as Node)
        return
      } else refuse(`uses a ${callee.type}`)
      for (const arg of node.arguments) apiRead(arg as Node)
      return
    }
    default:
      refuse(`reads with a ${node.type}`)
  }
}

function apiValue(node: Node): void {
  switch (node.type) {
    case 'StringLiteral':
    case 'NumericLiteral':
    case 'BooleanLiteral':
    case 'NullLiteral':
    case 'RegExpLiteral':
      return
    case 'UnaryExpression':
      if (node.operator !== '-' || node.argument.type !== 'NumericLiteral') refuse(`uses the ${node.operator} operator`)
      return
    case 'ArrayExpression':
      for (const element of node.elements) {
        if (!element || element.type === 'SpreadElement') refuse('uses a spread or a hole in an array')
        apiValue(element as Node)
      }
      return
    case 'ObjectExpression':
      for (const property of node.properties) {
        if (property.type !== 'ObjectProperty' || property.computed || property.shorthand) refuse('uses a value that is not plain data')
        const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'StringLiteral' ? property.key.value : ''
        if (OUTSIDE.has(key)) refuse(nameProblem(key))
        apiValue(property.value as Node)
      }
      return
    case 'CallExpression':
      if (
        node.callee.type === 'Identifier' &&
        node.callee.name === 'v' &&
        node.arguments.length === 1 &&
        node.arguments[0]!.type === 'StringLiteral'
      )
        return
      refuse("passes a call other than v('NAME')")
      return
    default:
      refuse(`uses a ${node.type}`)
  }
}
