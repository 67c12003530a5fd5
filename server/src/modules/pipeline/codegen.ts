import { commentText } from '../generated-code/literal.js'
import { statements } from './codegen-actions.js'
import { type Context, WHOLE_WORDS_SOURCE } from './codegen-context.js'
import { jsString } from './js-literal.js'
import { type PlanItem, planItems, type UiPlan } from './planner.js'
import type { Resolutions } from './resolution.js'

export { WHOLE_WORDS_SOURCE } from './codegen-context.js'

/**
 * Plan + resolved locators -> a readable Playwright test: one `test()` named after the spec, one `test.step()` per
 * spec step titled with the step as written, semantic locators, web-first assertions that keep every expected value
 * exactly as the spec wrote it, and `{{VAR}}` placeholders read from the environment when the test runs.
 * Deterministic: the same plan and resolutions always give the same code (golden tests rely on it).
 */

export interface GenerateOptions {
  /**
   * Variables whose value is the Playwright `baseURL`: `Navigate to {{APP_URL}}/login` becomes `page.goto('/login')`
   * for the first of them a spec navigates with (`BASE_URL` first). Default: any variable named `URL` or ending in
   * `_URL` ({@link isBaseUrlVariable}).
   */
  baseUrlVariables?: readonly string[]
  /** Per plan item id, a timeout (ms) for that step's action or assertion; the healer sets these for timing failures. */
  timeouts?: Readonly<Record<string, number>>
}

export interface GeneratedStep {
  /** Plan item id (`s3`, or `o1.1` for the first check of the first outcome; an outcome's step lists its first id). */
  id: string
  n?: number
  /** Spec line. */
  line: number
  /** 1-based lines of the `test.step(...)` block in `code`. */
  startLine: number
  endLine: number
}

export interface GeneratedTest {
  code: string
  /** `customer-signs-in.spec.ts`. */
  fileName: string
  /** Variables the test reads from the environment (the base URL variable excluded when navigation is relative). */
  env: string[]
  /** The variable whose value the runner must pass as Playwright's `baseURL`, when navigation is relative. */
  baseUrlVariable?: string
  steps: GeneratedStep[]
  /** Plan items whose locator came from the spec's words alone, not from a resolution against the page. */
  unverified: string[]
}

/** A variable that names an app's address (`URL`, `BASE_URL`, `APP_URL`, …): a spec navigating with it is relative. */
export function isBaseUrlVariable(name: string): boolean {
  return /^(?:[A-Z0-9]+_)*URL$/.test(name)
}

/** The variable a plan's navigation starts with that is its base URL, if any (the runner passes its value as `baseURL`). */
export function baseUrlVariableOf(plan: UiPlan): string | undefined {
  return findBaseUrlVariable(planItems(plan), isBaseUrlVariable)
}

/**
 * Generates the test for a plan.
 *
 * @example generateTest(planSpec(spec), resolutions).code // "import { expect, test } from '@playwright/test'\n…"
 */
export function generateTest(plan: UiPlan, resolutions: Resolutions = {}, options: GenerateOptions = {}): GeneratedTest {
  const items = planItems(plan)
  const ctx: Context = {
    plan,
    items,
    resolutions,
    timeouts: options.timeouts ?? {},
    unverified: new Set(),
    usesExpect: false,
    usesWholeWords: false,
  }
  const listed = options.baseUrlVariables
  const baseUrlVariable = findBaseUrlVariable(items, listed ? (name) => listed.includes(name) : isBaseUrlVariable)
  if (baseUrlVariable) ctx.baseUrlVariable = baseUrlVariable

  const body: string[] = []
  const spans: { id: string; n?: number; line: number; start: number; end: number }[] = []
  const block = (title: string, statements: string[], span: { id: string; n?: number; line: number }) => {
    const start = body.length
    body.push(`  await test.step(${jsString(title)}, async () => {`)
    for (const statement of statements) body.push(...statement.split('\n').map((line) => `    ${line}`))
    body.push('  })')
    spans.push({ ...span, start, end: body.length - 1 })
  }
  // A compound step ("… and click Add") plans several actions: one block for the step, in order.
  for (let index = 0; index < items.length; index++) {
    const item = items[index]!
    if (!item.step) continue
    const lines = statements(item, index, ctx)
    while (items[index + 1]?.step && items[index + 1]!.step!.n === item.step.n) {
      index++
      lines.push(...statements(items[index]!, index, ctx))
    }
    block(`${item.step.n}. ${item.step.text}`, lines, { id: item.id, n: item.step.n, line: item.step.line })
  }
  for (const outcome of plan.outcomes) {
    const checks = items.map((item, index) => ({ item, index })).filter(({ item }) => item.outcome === outcome)
    if (checks.length === 0) continue
    block(
      `Expected: ${outcome.text}`,
      checks.flatMap(({ item, index }) => statements(item, index, ctx)),
      { id: checks[0]!.item.id, line: outcome.line },
    )
  }
  for (const outcome of plan.outcomes) {
    if (outcome.checks.length === 0) body.push(`  // Expected outcome, not checked automatically: ${commentText(outcome.text)}`)
  }

  const variables = [...new Set([...body.join('\n').matchAll(/\benv\('([A-Za-z_]\w*)'\)/g)].map((match) => match[1]!))].sort()
  const head: string[] = [
    `// Generated by Specwright (rules engine) from the UI spec "${commentText(plan.name)}". Edit the spec, not this file.`,
    `import { ${ctx.usesExpect ? 'expect, ' : ''}test } from '@playwright/test'`,
    '',
  ]
  if (variables.length > 0) {
    head.push(
      '/** Reads a {{NAME}} placeholder of the spec from the environment when the test runs. */',
      'function env(name: string): string {',
      '  const value = process.env[name]',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: generated source, a template literal in the test file
      '  if (value === undefined) throw new Error(`Set the ${name} environment variable: the spec uses {{${name}}}`)',
      '  return value',
      '}',
      '',
    )
  }
  if (ctx.usesWholeWords) head.push(...WHOLE_WORDS_SOURCE, '')
  head.push(`test(${jsString(plan.name)}, async ({ page }) => {`)
  const code = [...head, ...body, '})', ''].join('\n')
  const offset = head.length + 1
  return {
    code,
    fileName: `${slugify(plan.name) || 'ui-test'}.spec.ts`,
    env: variables,
    ...(baseUrlVariable ? { baseUrlVariable } : {}),
    steps: spans.map(({ id, n, line, start, end }) => ({
      id,
      ...(n !== undefined ? { n } : {}),
      line,
      startLine: start + offset,
      endLine: end + offset,
    })),
    unverified: [...ctx.unverified],
  }
}

/** The spec step a line of generated code belongs to (from the nearest `test.step('N. …'` above it). */
export function stepAtLine(code: string, line: number): number | undefined {
  const lines = code.split('\n')
  for (let i = Math.min(line, lines.length) - 1; i >= 0; i--) {
    // The title is written in whichever quote its text allows (`"2. Click 'Save'"` when it holds a single quote).
    const match = /^\s*await test\.step\(['"`](\d+)\. /.exec(lines[i]!)
    if (match) return Number(match[1])
    if (/^\s*await test\.step\(/.test(lines[i]!) || /^test\(/.test(lines[i]!)) return undefined
  }
  return undefined
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
}

/** The first accepted variable a navigation starts with; `BASE_URL` (Playwright's own name) wins when several are. */
function findBaseUrlVariable(items: PlanItem[], accepts: (name: string) => boolean): string | undefined {
  const found: string[] = []
  for (const { action } of items) {
    if (action.kind !== 'navigate') continue
    const name = /^\{\{\s*([A-Za-z_]\w*)\s*\}\}/.exec(action.url)?.[1]
    if (name && accepts(name)) found.push(name)
  }
  return found.includes('BASE_URL') ? 'BASE_URL' : found[0]
}
