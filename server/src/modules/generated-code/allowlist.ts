import type { Node } from '@babel/types'
import { CodeSyntaxError, memberName, parseCode } from './parse.js'

/**
 * What model-written Playwright code may contain, decided on its syntax tree: an allowlist, not a denylist, so
 * anything not named here (`page.constructor.constructor(...)`, `globalThis`, a computed `[...]` access, a
 * function, a template literal) is refused whatever it is spelled like.
 */

export const SELECTOR_METHODS = new Set([
  'getByRole',
  'getByLabel',
  'getByPlaceholder',
  'getByText',
  'getByTestId',
  'getByAltText',
  'getByTitle',
])

/** Page calls that need no semantic locator. */
const NAVIGATION = new Set(['goto', 'goBack', 'goForward', 'reload', 'waitForLoadState', 'waitForURL'])
const KEYBOARD = new Set(['press', 'type', 'insertText', 'down', 'up'])
/** Locator calls that give a locator. */
const NARROWING = new Set([...SELECTOR_METHODS, 'first', 'last', 'nth', 'filter'])
/** Locator calls that act or wait. */
const LOCATOR_ACTIONS = new Set([
  'click',
  'dblclick',
  'fill',
  'press',
  'pressSequentially',
  'check',
  'uncheck',
  'setChecked',
  'selectOption',
  'hover',
  'focus',
  'blur',
  'clear',
  'waitFor',
  'scrollIntoViewIfNeeded',
  'tap',
  'dragTo',
])
const MATCHERS = new Set([
  'toBeVisible',
  'toBeHidden',
  'toBeEnabled',
  'toBeDisabled',
  'toBeChecked',
  'toBeFocused',
  'toBeEditable',
  'toBeEmpty',
  'toBeAttached',
  'toBeInViewport',
  'toHaveText',
  'toContainText',
  'toHaveValue',
  'toHaveValues',
  'toHaveURL',
  'toHaveTitle',
  'toHaveCount',
  'toHaveAttribute',
  'toHaveClass',
  'toHaveAccessibleName',
  'toHaveAccessibleDescription',
  'toHaveRole',
  'toHaveId',
])
/** Keys an options object of the calls above may have. */
const OPTION_KEYS = new Set([
  'name',
  'exact',
  'hasText',
  'hasNotText',
  'has',
  'hasNot',
  'visible',
  'timeout',
  'state',
  'level',
  'checked',
  'pressed',
  'selected',
  'expanded',
  'includeHidden',
  'disabled',
  'delay',
  'force',
  'button',
  'clickCount',
  'modifiers',
  'index',
  'label',
  'value',
  'waitUntil',
  'ignoreCase',
  'useInnerText',
  'noWaitAfter',
])
/** Names that reach the runtime rather than the page; named in the problem so a reviewer sees the attempt. */
export const OUTSIDE = new Set([
  'process',
  'require',
  'import',
  'eval',
  'Function',
  'globalThis',
  'global',
  'window',
  'document',
  'self',
  'constructor',
  'prototype',
  '__proto__',
  'module',
  'exports',
  'Buffer',
  'fetch',
])
const IN_PAGE = new Set([
  'evaluate',
  'evaluateHandle',
  'evaluateAll',
  '$eval',
  '$$eval',
  'route',
  'addInitScript',
  'exposeFunction',
  'exposeBinding',
  'setContent',
  'setInputFiles',
])

type Kind = 'page' | 'keyboard' | 'locator' | 'expectation' | 'done'

export class Refused extends Error {}

export function refuse(message: string): never {
  throw new Refused(message)
}

interface Walk {
  allowedEnv: readonly string[]
  problems: string[]
  semantic: boolean
  navigation: boolean
}

/** Every reason the statement is refused; empty when it may run. */
export function statementProblems(statement: string, allowedEnv: readonly string[]): string[] {
  if (/[\n\r\u2028\u2029]/.test(statement)) return ['is not a single statement']
  let file: ReturnType<typeof parseCode>
  try {
    file = parseCode(statement)
  } catch (error) {
    if (error instanceof CodeSyntaxError) return [`does not parse (${error.message.replace(/\s*\(\d+:\d+\)$/, '')})`]
    throw error
  }
  if (file.program.body.length !== 1) return ['is not a single statement']
  if ((file.comments ?? []).length > 0) return ['contains a comment']
  const only = file.program.body[0]!
  if (only.type !== 'ExpressionStatement' || only.expression.type !== 'AwaitExpression')
    return ['does not start with "await page." or "await expect(page."']
  const walk: Walk = { allowedEnv, problems: [], semantic: false, navigation: false }
  try {
    const kind = chain(only.expression.argument, walk)
    if (kind !== 'done') refuse('does not act or assert (a statement must end in an action or a matcher)')
  } catch (error) {
    if (!(error instanceof Refused)) throw error
    walk.problems.push(error.message)
  }
  if (walk.problems.length === 0 && !walk.semantic && !walk.navigation)
    walk.problems.push('uses no semantic locator (getByRole, getByLabel, getByPlaceholder, getByText, getByTestId)')
  return walk.problems
}

export function nameProblem(name: string): string {
  return OUTSIDE.has(name) ? `reaches outside the page (${name})` : `uses ${name}, which is not page, expect or env`
}

/** What a chain of calls evaluates to; refuses anything outside the allowlist. */
function chain(node: Node, walk: Walk): Kind {
  switch (node.type) {
    case 'Identifier':
      if (node.name === 'page') return 'page'
      return refuse(nameProblem(node.name))
    case 'MemberExpression': {
      if (node.computed) refuse('uses computed member access')
      const name = memberName(node)!
      if (OUTSIDE.has(name)) refuse(nameProblem(name))
      const on = chain(node.object, walk)
      if (on === 'page' && name === 'keyboard') return 'keyboard'
      if (on === 'expectation' && name === 'not') return 'expectation'
      return refuse(`reads .${name}, which is not an allowed Playwright call`)
    }
    case 'CallExpression':
      return call(node, walk)
    case 'OptionalMemberExpression':
    case 'OptionalCallExpression':
      return refuse('uses optional chaining')
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
      return refuse('defines a function')
    case 'ConditionalExpression':
    case 'LogicalExpression':
      return refuse('makes the step conditional')
    case 'TemplateLiteral':
      return refuse('uses a template literal')
    case 'ImportExpression':
      return refuse('reaches outside the page (import)')
    default:
      return refuse(`uses a ${node.type}`)
  }
}

function call(node: Extract<Node, { type: 'CallExpression' }>, walk: Walk): Kind {
  const callee = node.callee
  if (callee.type === 'Import') refuse('reaches outside the page (import)')
  if (callee.type === 'Identifier') {
    if (callee.name !== 'expect') return refuse(nameProblem(callee.name))
    if (node.arguments.length < 1 || node.arguments.length > 2) refuse('calls expect with other than a subject (and a message)')
    const subject = chain(node.arguments[0] as Node, walk)
    if (subject !== 'page' && subject !== 'locator') refuse('expects something other than the page or a locator')
    if (subject === 'page') walk.navigation = true
    if (node.arguments[1] !== undefined && node.arguments[1].type !== 'StringLiteral') refuse('gives expect a message that is not a string')
    return 'expectation'
  }
  if (callee.type !== 'MemberExpression') return chain(callee, walk)
  if (callee.computed) refuse('uses computed member access')
  const name = memberName(callee)!
  if (OUTSIDE.has(name)) refuse(nameProblem(name))
  if (callee.object.type === 'Identifier' && callee.object.name === 'expect') refuse(`uses expect.${name} (only plain expect(...) asserts)`)
  if (name === 'catch' || name === 'then' || name === 'finally') refuse('swallows errors')
  if (name === 'locator' || name === '$' || name === '$$') refuse('uses a CSS or XPath locator instead of a semantic one')
  if (name === 'waitForTimeout') refuse('waits a fixed time')
  if (IN_PAGE.has(name)) refuse('runs code in or around the page')
  const on = chain(callee.object, walk)
  let result: Kind | undefined
  if (on === 'page' && SELECTOR_METHODS.has(name)) result = 'locator'
  else if (on === 'page' && NAVIGATION.has(name)) {
    walk.navigation = true
    result = 'done'
  } else if (on === 'keyboard' && KEYBOARD.has(name)) {
    walk.navigation = true
    result = 'done'
  } else if (on === 'locator' && NARROWING.has(name)) result = 'locator'
  else if (on === 'locator' && LOCATOR_ACTIONS.has(name)) result = 'done'
  else if (on === 'expectation' && MATCHERS.has(name)) result = 'done'
  if (!result) return refuse(`calls .${name}, which is not an allowed Playwright method here`)
  if (SELECTOR_METHODS.has(name)) walk.semantic = true
  for (const arg of node.arguments) value(arg as Node, walk)
  return result
}

/** A call argument: literals, option objects with known keys, a locator, or env('NAME'). */
function value(node: Node, walk: Walk): void {
  switch (node.type) {
    case 'StringLiteral':
    case 'NumericLiteral':
    case 'BooleanLiteral':
    case 'NullLiteral':
    case 'RegExpLiteral':
      return
    case 'UnaryExpression':
      if (node.operator === '-' && node.argument.type === 'NumericLiteral') return
      refuse(`uses the ${node.operator} operator`)
      return
    case 'ArrayExpression':
      for (const element of node.elements) {
        if (!element || element.type === 'SpreadElement') refuse('uses a spread or a hole in an array')
        value(element as Node, walk)
      }
      return
    case 'ObjectExpression':
      for (const property of node.properties) {
        if (property.type !== 'ObjectProperty' || property.computed || property.shorthand)
          refuse('uses an option that is not a plain key and value')
        const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'StringLiteral' ? property.key.value : ''
        if (!OPTION_KEYS.has(key))
          refuse(OUTSIDE.has(key) ? nameProblem(key) : `uses the option ${JSON.stringify(key)}, which is not allowed`)
        value(property.value as Node, walk)
      }
      return
    case 'CallExpression':
      if (node.callee.type === 'Identifier' && node.callee.name === 'env') {
        const name = node.arguments.length === 1 && node.arguments[0]!.type === 'StringLiteral' ? node.arguments[0].value : undefined
        if (name === undefined) refuse('reads env(...) with something other than one name in quotes')
        if (!walk.allowedEnv.includes(name)) refuse(`reads env('${name}'), which the step does not use`)
        return
      }
      // The generated file's own helper for whole-word text checks (pipeline/codegen.ts), with a text argument.
      if (node.callee.type === 'Identifier' && node.callee.name === 'wholeWords' && node.arguments.length === 1) {
        value(node.arguments[0] as Node, walk)
        if (node.arguments[0]!.type !== 'StringLiteral' && node.arguments[0]!.type !== 'CallExpression')
          refuse('calls wholeWords without a text')
        return
      }
      if (chain(node, walk) !== 'locator') refuse('passes something other than a value or a locator')
      return
    default:
      if (chain(node, walk) !== 'locator') refuse('passes something other than a value or a locator')
  }
}
