import type { Node } from '@babel/types'
import { memberName, parseCode, stringValue, walk } from '../../generated-code/parse.js'
import { REQUEST_TEST_FACTORY, RUNTIME_FACTORY, RUNTIME_FILE } from '../runtime-module.js'

/**
 * The part of Playwright Test that the lean harness implements: exactly what the API compiler, its heals and the
 * AI engine's allowlisted steps emit. A file that uses anything else (a user's edit: another fixture, a hook,
 * `test.step`, `expect.soft`, an import) runs under Playwright Test instead, never differently
 * (docs/decisions/lean-api-harness.md). Pure: source in, the features outside the subset out.
 */

/** Members of `test` a file may use, and how each must be called. */
const TEST_MEMBERS = new Set(['describe', 'fixme', 'afterAll', 'info'])
/** Members of `test.info()` the runtime and the generated credentials read or push to. */
const INFO_MEMBERS = new Set(['annotations', 'attachments', 'file', 'project'])
const RUNTIME_SPECIFIER = `./${RUNTIME_FILE.replace(/\.ts$/, '')}`
const DESCRIBE_MODES = new Set(['default', 'serial'])

const isFunction = (node: Node | undefined): boolean => node?.type === 'ArrowFunctionExpression' || node?.type === 'FunctionExpression'

/**
 * What in `source` (a generated API test file, possibly healed or edited) the lean harness does not implement; an
 * empty list means the file runs under it exactly as under Playwright Test.
 *
 * @example
 * leanSubsetProblems(compileApiSpec(spec).code) // []
 * leanSubsetProblems("import { test } from '@playwright/test'\ntest.beforeEach(() => {})") // ['test.beforeEach']
 */
export function leanSubsetProblems(source: string): string[] {
  let file: ReturnType<typeof parseCode>
  try {
    file = parseCode(source)
  } catch (error) {
    return [`does not parse: ${(error as Error).message}`]
  }
  const problems = new Set<string>()
  const tests = new Set<string>()
  const expects = new Set<string>()
  const factories = new Set<string>()
  for (const statement of file.program.body) {
    if (statement.type !== 'ImportDeclaration') continue
    const from = statement.source.value
    if (statement.importKind === 'type') continue
    for (const spec of statement.specifiers) {
      if (spec.type === 'ImportSpecifier' && spec.importKind === 'type') continue
      const imported = spec.type === 'ImportSpecifier' ? (stringValue(spec.imported) ?? (spec.imported as { name: string }).name) : '*'
      if (from === '@playwright/test' && imported === 'test') tests.add(spec.local.name)
      else if (from === '@playwright/test' && imported === 'expect') expects.add(spec.local.name)
      else if (from === RUNTIME_SPECIFIER && imported === REQUEST_TEST_FACTORY) factories.add(spec.local.name)
      else if (from === RUNTIME_SPECIFIER && imported === RUNTIME_FACTORY) continue
      else if (!from.startsWith('node:')) problems.add(`import of ${imported === '*' ? 'the module' : imported} from '${from}'`)
    }
  }
  // `const test = requestOnlyTest(playwrightTest)`: the file's own test is Playwright's, for request-only tests.
  walk(file, (node) => {
    if (node.type !== 'VariableDeclarator' || node.id.type !== 'Identifier' || node.init?.type !== 'CallExpression') return
    const { callee, arguments: args } = node.init
    if (callee.type === 'Identifier' && factories.has(callee.name) && args[0]?.type === 'Identifier' && tests.has(args[0].name)) {
      tests.add(node.id.name)
    }
  })
  walk(file, (node, ancestors) => {
    const parent = ancestors.at(-1)
    const grand = ancestors.at(-2)
    if (node.type === 'Import' || (node.type === 'Identifier' && (node.name === 'require' || node.name === 'eval'))) {
      problems.add(node.type === 'Import' ? 'import()' : node.name)
      return
    }
    if (node.type === 'MemberExpression' && node.object.type === 'Identifier' && node.object.name === 'playwright') {
      problems.add(`playwright.${memberName(node) ?? '[…]'}`)
      return
    }
    if (node.type !== 'Identifier' || !parent || isDeclaration(node, parent)) return
    if (expects.has(node.name) && !(parent.type === 'CallExpression' && parent.callee === node)) {
      problems.add(parent.type === 'MemberExpression' ? `expect.${memberName(parent) ?? '[…]'}` : 'expect used other than as a call')
    }
    if (!tests.has(node.name)) return
    if (parent.type === 'CallExpression' && parent.callee === node) {
      testCall(parent.arguments as Node[], 'test', problems)
      return
    }
    if (parent.type === 'CallExpression' && parent.callee.type === 'Identifier' && factories.has(parent.callee.name)) return
    const member = parent.type === 'MemberExpression' && parent.object === node ? memberName(parent) : undefined
    if (!member || !TEST_MEMBERS.has(member)) {
      problems.add(member ? `test.${member}` : 'test used other than as a call or a member')
      return
    }
    const call = grand?.type === 'CallExpression' && grand.callee === parent ? grand : undefined
    if (member === 'info') {
      const infoMember = call && ancestors.at(-3)?.type === 'MemberExpression' ? memberName(ancestors.at(-3) as Node) : undefined
      if (!call || !infoMember || !INFO_MEMBERS.has(infoMember)) problems.add(`test.info().${infoMember ?? '…'}`)
    } else if (member === 'describe' && !call) {
      const sub = grand?.type === 'MemberExpression' ? memberName(grand) : undefined
      const configure = ancestors.at(-3)
      if (sub !== 'configure' || configure?.type !== 'CallExpression') problems.add(`test.describe.${sub ?? '…'}`)
      else describeConfigure(configure.arguments as Node[], problems)
    } else if (!call) problems.add(`test.${member} used other than as a call`)
    else if (member === 'describe') {
      const [title, body] = call.arguments as Node[]
      if (call.arguments.length !== 2 || stringValue(title) === undefined || !isFunction(body) || hasParams(body)) {
        problems.add('test.describe other than (title, () => {…})')
      }
    } else if (member === 'fixme') testCall(call.arguments as Node[], 'test.fixme', problems)
    else if (
      member === 'afterAll' &&
      (call.arguments.length !== 1 || !isFunction(call.arguments[0] as Node) || hasParams(call.arguments[0] as Node))
    ) {
      problems.add('test.afterAll other than (() => {…})')
    }
  })
  return [...problems]
}

/** `test(title, { annotation }, async ({ playwright }) => {…})`, the details optional. */
function testCall(args: Node[], name: string, problems: Set<string>): void {
  const body = args.at(-1)
  const details = args.length === 3 ? args[1] : undefined
  if ((args.length !== 2 && args.length !== 3) || stringValue(args[0]) === undefined || !isFunction(body)) {
    problems.add(`${name} other than (title, details?, body)`)
    return
  }
  if (
    details &&
    (details.type !== 'ObjectExpression' || details.properties.some((p) => p.type !== 'ObjectProperty' || keyName(p.key) !== 'annotation'))
  ) {
    problems.add(`${name} details other than { annotation }`)
  }
  const params = (body as { params: Node[] }).params
  if (params.length === 0) return
  const [fixtures] = params
  if (params.length > 1) problems.add(`${name} body reads the test info argument`)
  if (fixtures?.type !== 'ObjectPattern') {
    problems.add(`${name} fixtures other than { playwright }`)
    return
  }
  for (const p of fixtures.properties) {
    const fixture = p.type === 'ObjectProperty' ? keyName(p.key) : undefined
    if (fixture !== 'playwright' || (p.type === 'ObjectProperty' && p.value.type !== 'Identifier'))
      problems.add(`fixture ${fixture ?? '…rest'}`)
  }
}

/** `test.describe.configure({ mode: 'default' | 'serial' })` and nothing else (no retries, timeout, parallel). */
function describeConfigure(args: Node[], problems: Set<string>): void {
  const [options] = args
  const ok =
    args.length === 1 &&
    options?.type === 'ObjectExpression' &&
    options.properties.every(
      (p) => p.type === 'ObjectProperty' && keyName(p.key) === 'mode' && DESCRIBE_MODES.has(stringValue(p.value as Node) ?? ''),
    )
  if (!ok) problems.add('test.describe.configure other than { mode: default | serial }')
}

function keyName(key: Node): string | undefined {
  return key.type === 'Identifier' ? key.name : stringValue(key)
}

function hasParams(fn: Node | undefined): boolean {
  return ((fn as { params?: Node[] } | undefined)?.params?.length ?? 0) > 0
}

/** The identifier is a name being declared or a property key, not a reference. */
function isDeclaration(node: Node, parent: Node): boolean {
  if (parent.type === 'VariableDeclarator' && parent.id === node) return true
  if (
    (parent.type === 'ImportSpecifier' || parent.type === 'ImportDefaultSpecifier' || parent.type === 'ImportNamespaceSpecifier') &&
    parent.local === node
  )
    return true
  if (parent.type === 'ImportSpecifier' && parent.imported === node) return true
  if ((parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') && parent.property === node && !parent.computed)
    return true
  if ((parent.type === 'ObjectProperty' || parent.type === 'ObjectMethod') && parent.key === node && !parent.computed) {
    return !(parent.type === 'ObjectProperty' && parent.shorthand && parent.value === node)
  }
  return false
}
