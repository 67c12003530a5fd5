import { commentText } from '../generated-code/literal.js'
import { actionTarget, type ElementState, type TargetRef, type UiAction } from './actions.js'
import { jsString, jsText } from './js-literal.js'
import { defaultChain, type LocatorChain, type LocatorPart, locatorCode } from './locator.js'
import { armsDialog, type PlanItem, planItems, type UiPlan } from './planner.js'
import { fullChain, type Resolutions } from './resolution.js'

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

interface Context {
  plan: UiPlan
  items: PlanItem[]
  resolutions: Resolutions
  timeouts: Readonly<Record<string, number>>
  baseUrlVariable?: string
  unverified: Set<string>
  usesExpect: boolean
  /** A text check was written with `wholeWords(…)`, so the file needs the helper. */
  usesWholeWords: boolean
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
    const match = /^\s*await test\.step\('(\d+)\. /.exec(lines[i]!)
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

/** `{{APP_URL}}/login` -> `'/login'` when APP_URL is the base URL; otherwise the URL with env() reads. */
function urlCode(url: string, ctx: Context): string {
  if (ctx.baseUrlVariable) {
    const match = new RegExp(`^\\{\\{\\s*${ctx.baseUrlVariable}\\s*\\}\\}(.*)$`).exec(url)
    if (match) {
      const rest = match[1]!
      return jsText(rest === '' ? '/' : rest.startsWith('/') ? rest : `/${rest}`)
    }
  }
  return jsText(url)
}

/**
 * The helper text checks use: the expected text as a case-sensitive match that may not continue into a letter or
 * digit on either side, so "Total: $43.99" does not match "Subtotal: $43.99" (Playwright's plain `getByText`
 * matches any substring, ignoring case). docs/ai-engine.md documents the rule.
 */
export const WHOLE_WORDS_SOURCE = [
  '/** The spec\'s text, matched case-sensitively and not as part of a longer word ("Total" never matches "Subtotal"). */',
  'function wholeWords(text: string): RegExp {',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: `${` is a character of the generated regex class
  "  const escaped = text.replace(/[.*+?^${}()|[\\]\\\\/]/g, '\\\\$&')",
  '  const word = /[\\p{L}\\p{N}_]/u',
  "  const before = word.test(text.at(0) ?? '') ? '(?<![\\\\p{L}\\\\p{N}_])' : ''",
  "  const after = word.test(text.at(-1) ?? '') ? '(?![\\\\p{L}\\\\p{N}_])' : ''",
  "  return new RegExp(before + escaped + after, 'u')",
  '}',
]

/** The locator for an item's target: its resolution when there is one, else the default for the phrase. */
function locatorFor(item: PlanItem, target: TargetRef, ctx: Context, withItems = false, wholeWords = false): string {
  const resolved = ctx.resolutions[item.id]
  let chain: LocatorChain
  let items: LocatorPart | undefined
  if (resolved) {
    chain = fullChain(resolved)
    items = resolved.items
  } else {
    const fallback = defaultChain(target)
    chain = [...fallback.scope, ...fallback.element]
    items = fallback.items
    ctx.unverified.add(item.id)
  }
  const parts = withItems && items ? [...chain, items] : chain
  const last = parts.findLastIndex((part) => part.by !== 'first')
  const final = parts[last]
  if (!wholeWords || final?.by !== 'text' || final.exact) return locatorCode(parts)
  // A text check selects by the whole text (or whole words of it), never by a substring.
  ctx.usesWholeWords = true
  return `${locatorCode(parts.slice(0, last))}.getByText(wholeWords(${jsText(final.text)}))${locatorCode(parts.slice(last + 1), '')}`
}

function textLocator(item: PlanItem, text: string, ctx: Context, wholeWords = false): string {
  const { action } = item
  const where =
    action.kind === 'verify_text'
      ? { ...(action.scope ? { scope: action.scope } : {}), ...(action.within !== undefined ? { within: action.within } : {}) }
      : {}
  return locatorFor(item, { kind: 'text', name: text, ...where }, ctx, false, wholeWords)
}

/** `page.once('dialog', …)` for a dialog step: set before the action that opens the dialog (see armsDialog). */
function dialogHandler(action: Extract<UiAction, { kind: 'dialog' }>): string {
  return `page.once('dialog', (dialog) => dialog.${action.accept ? 'accept' : 'dismiss'}())`
}

function isSelect(item: PlanItem, ctx: Context): boolean {
  return ctx.resolutions[item.id]?.fingerprint.tag === 'select'
}

function statements(item: PlanItem, index: number, ctx: Context): string[] {
  const armed = armsDialog(ctx.items, index)
  const lines = actionStatements(item, index, ctx)
  return armed ? [dialogHandler(armed), ...lines] : lines
}

function actionStatements(item: PlanItem, index: number, ctx: Context): string[] {
  const { action } = item
  const t = ctx.timeouts[item.id]
  const opt = (first = true) => (t === undefined ? '' : `${first ? '' : ', '}{ timeout: ${t} }`)
  const expectOn = (subject: string, matcher: string, args = '') => {
    ctx.usesExpect = true
    const options = t === undefined ? '' : `${args === '' ? '' : ', '}{ timeout: ${t} }`
    return `await expect(${subject}).${matcher}(${args}${options})`
  }
  switch (action.kind) {
    case 'navigate':
      return [`await page.goto(${urlCode(action.url, ctx)}${opt(false)})`]
    case 'go_back':
      return [`await page.goBack(${opt()})`]
    case 'reload':
      return [`await page.reload(${opt()})`]
    case 'fill': {
      const locator = locatorFor(item, action.target, ctx)
      const verb = isSelect(item, ctx) ? 'selectOption' : 'fill'
      return [`await ${locator}.${verb}(${jsText(action.value)}${opt(false)})`]
    }
    case 'click': {
      const options = [action.button === 'right' ? "button: 'right'" : '', t === undefined ? '' : `timeout: ${t}`].filter(Boolean)
      const args = options.length > 0 ? `{ ${options.join(', ')} }` : ''
      return [`await ${locatorFor(item, action.target, ctx)}.${action.double ? 'dblclick' : 'click'}(${args})`]
    }
    case 'hover':
      return [`await ${locatorFor(item, action.target, ctx)}.hover(${opt()})`]
    case 'select':
      return [`await ${locatorFor(item, action.target, ctx)}.selectOption(${jsText(action.option)}${opt(false)})`]
    case 'check':
    case 'uncheck':
      return [`await ${locatorFor(item, action.target, ctx)}.${action.kind}(${opt()})`]
    case 'press':
      return action.target
        ? [`await ${locatorFor(item, action.target, ctx)}.press(${jsString(action.key)}${opt(false)})`]
        : [`await page.keyboard.press(${jsString(action.key)})`]
    case 'wait':
      return waitStatements(item, index, action, ctx, opt)
    case 'verify_text':
      // "The text X is visible" holds when any element shows it; the same text often repeats (a new table row
      // and its confirmation message), and a bare locator would fail Playwright's strict mode.
      return [
        action.visible
          ? expectOn(`${textLocator(item, action.value, ctx, true)}.first()`, 'toBeVisible')
          : expectOn(textLocator(item, action.value, ctx, true), 'toBeHidden'),
      ]
    case 'verify_element':
      if (action.target.kind === 'message') {
        // Any visible alert, status or live region; none visible when the step says there is no message.
        const messages = locatorFor(item, action.target, ctx)
        return [action.state === 'hidden' ? expectOn(messages, 'toHaveCount', '0') : expectOn(`${messages}.first()`, 'toBeVisible')]
      }
      return [stateAssertion(locatorFor(item, action.target, ctx), action.state, expectOn)]
    case 'verify_order': {
      ctx.usesExpect = true
      return [
        `await expect.poll(async () => {`,
        `  const text = await page.locator('body').innerText()`,
        `  const first = text.indexOf(${jsText(action.first)})`,
        `  return first >= 0 && text.indexOf(${jsText(action.later)}) > first`,
        `}${opt(false)}).toBe(true)`,
      ]
    }
    case 'scroll':
      if (action.target) return [`await ${locatorFor(item, action.target, ctx)}.scrollIntoViewIfNeeded(${opt()})`]
      return [`await page.mouse.wheel(0, ${{ down: 600, up: -600, bottom: 100_000, top: -100_000 }[action.direction ?? 'down']})`]
    case 'screenshot':
      return [
        `await test.info().attach(${jsString(`screenshot (line ${action.line})`)}, { body: await page.screenshot(), contentType: 'image/png' })`,
      ]
    case 'dialog': {
      const previous = index > 0 ? armsDialog(ctx.items, index - 1) : undefined
      return previous
        ? [`// The dialog is ${action.accept ? 'accepted' : 'dismissed'} by the handler set before the previous action.`]
        : [dialogHandler(action)]
    }
    case 'submit': {
      const form = action.target ? `page.getByRole('form', { name: ${jsText(action.target.name)} })` : "page.locator('form')"
      return [`await ${form}.locator('[type=submit], button:not([type])').first().click(${opt()})`]
    }
    case 'verify_value':
      return [expectOn(locatorFor(item, action.target, ctx), 'toHaveValue', jsText(action.value))]
    case 'verify_url':
      return [
        action.op === 'equals'
          ? expectOn('page', 'toHaveURL', urlCode(action.value, ctx))
          : expectOn('page', 'toHaveURL', `(url) => url.href.${STRING_OPS[action.op]}(${jsText(action.value)})`),
      ]
    case 'verify_title':
      if (action.op === 'equals') return [expectOn('page', 'toHaveTitle', jsText(action.value))]
      ctx.usesExpect = true
      if (action.op === 'contains') return [`await expect.poll(() => page.title()${opt(false)}).toContain(${jsText(action.value)})`]
      return [
        `await expect.poll(async () => (await page.title()).${STRING_OPS[action.op]}(${jsText(action.value)})${opt(false)}).toBe(true)`,
      ]
    case 'verify_count':
      return [expectOn(locatorFor(item, action.target, ctx, true), 'toHaveCount', String(action.count))]
    case 'unknown': {
      const where = item.step ? `Step ${item.step.n}` : 'This check'
      return [
        `test.fixme(true, ${jsString(`${where} is not in the step grammar (${action.reason}); reword it or plan it with the AI engine`)})`,
      ]
    }
  }
}

/** The String method a URL or title check uses. */
const STRING_OPS = { contains: 'includes', starts_with: 'startsWith', ends_with: 'endsWith' } as const

function stateAssertion(
  locator: string,
  state: ElementState,
  expectOn: (subject: string, matcher: string, args?: string) => string,
): string {
  switch (state) {
    case 'visible':
      return expectOn(locator, 'toBeVisible')
    case 'hidden':
      return expectOn(locator, 'toBeHidden')
    case 'enabled':
      return expectOn(locator, 'toBeEnabled')
    case 'disabled':
      return expectOn(locator, 'toBeDisabled')
    case 'checked':
      return expectOn(locator, 'toBeChecked')
    case 'unchecked':
      return expectOn(locator, 'not.toBeChecked')
    case 'focused':
      return expectOn(locator, 'toBeFocused')
  }
}

function waitStatements(
  item: PlanItem,
  index: number,
  action: Extract<UiAction, { kind: 'wait' }>,
  ctx: Context,
  opt: (first?: boolean) => string,
): string[] {
  const { until } = action
  const waitFor = (locator: string, state?: 'hidden') => {
    const options = [state ? "state: 'hidden'" : '', ctx.timeouts[item.id] !== undefined ? `timeout: ${ctx.timeouts[item.id]}` : ''].filter(
      Boolean,
    )
    return `await ${locator}.waitFor(${options.length > 0 ? `{ ${options.join(', ')} }` : ''})`
  }
  switch (until.for) {
    case 'text':
      return [waitFor(textLocator(item, until.text, ctx), until.state === 'hidden' ? 'hidden' : undefined)]
    case 'element': {
      const locator = locatorFor(item, until.target, ctx)
      if (until.state === 'visible') return [waitFor(locator)]
      if (until.state === 'hidden') return [waitFor(locator, 'hidden')]
      return [
        stateAssertion(locator, until.state, (subject, matcher) => {
          ctx.usesExpect = true
          return `await expect(${subject}).${matcher}(${opt()})`
        }),
      ]
    }
    case 'url':
      return until.op === 'contains'
        ? [`await page.waitForURL((url) => url.href.includes(${jsText(until.value)})${opt(false)})`]
        : [`await page.waitForURL(${urlCode(until.value, ctx)}${opt(false)})`]
    case 'load':
    case 'duration':
      return [`await page.waitForLoadState(${ctx.timeouts[item.id] === undefined ? '' : `'load', { timeout: ${ctx.timeouts[item.id]} }`})`]
    case 'next_target': {
      const next = ctx.items.slice(index + 1).find((later) => later.action.kind !== 'wait')
      const target = next ? (actionTarget(next.action) ?? until.target) : until.target
      const locator = next ? locatorFor(next, target, ctx) : locatorFor(item, target, ctx)
      const seconds = until.ms / 1000
      return [`// A fixed ${seconds} s wait is slow and flaky: wait for what the next step needs instead.`, waitFor(locator)]
    }
  }
}
