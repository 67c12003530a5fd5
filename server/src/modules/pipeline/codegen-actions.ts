import { escapeRegExp } from '../../platform/regex.js'
import { actionTarget, type ElementState, isAssertion, type UiAction } from './actions.js'
import { type Context, dialogHandler, hiddenLocatorFor, isSelect, locatorFor, textLocator, urlCode } from './codegen-context.js'
import { jsString, jsText } from './js-literal.js'
import { locatorCode } from './locator.js'
import { armsDialog, type PlanItem } from './planner.js'

/** One plan item's statements in the generated test: the action or check, with its dialog handler armed first. */

export function statements(item: PlanItem, index: number, ctx: Context): string[] {
  const armed = armsDialog(ctx.items, index)
  const lines = actionStatements(item, index, ctx)
  return armed ? [dialogHandler(armed), ...lines] : lines
}

function actionStatements(item: PlanItem, index: number, ctx: Context): string[] {
  const lines = elementStatements(item, index, ctx)
  // A control shown only while its row is hovered (found so on the live page): hover the row first.
  const resolved = ctx.resolutions[item.id]
  if (resolved?.hover && resolved.scope.length > 0 && !isAssertion(item.action)) {
    return [`await ${locatorCode(resolved.scope)}.hover()${' // the control shows only while its row is hovered'}`, ...lines]
  }
  return lines
}

function elementStatements(item: PlanItem, index: number, ctx: Context): string[] {
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
      return [
        stateAssertion(
          action.state === 'hidden' ? hiddenLocatorFor(item, action.target, ctx) : locatorFor(item, action.target, ctx),
          action.state,
          expectOn,
        ),
      ]
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
      const form = action.target
        ? `page.getByRole('form', { name: ${jsText(action.target.name)} })`
        : "page.locator('form').filter({ visible: true })"
      return [`await ${form}.locator('[type=submit], button:not([type])').first().click(${opt()})`]
    }
    case 'verify_value': {
      const locator = locatorFor(item, action.target, ctx)
      if (action.of === 'placeholder') {
        return action.op === 'contains'
          ? [expectOn(locator, 'toHaveAttribute', `'placeholder', new RegExp(${jsText(escapeRegExp(action.value))})`)]
          : [expectOn(locator, 'toHaveAttribute', `'placeholder', ${jsText(action.value)}`)]
      }
      // A dropdown shows its chosen option's text (its value attribute may be a code such as "PT").
      const subject = action.target.kind === 'dropdown' ? `${locator}.locator('option:checked')` : locator
      const matcher = action.target.kind === 'dropdown' ? 'toHaveText' : 'toHaveValue'
      if (action.op === 'contains') return [expectOn(subject, matcher, `new RegExp(${jsText(escapeRegExp(action.value))})`)]
      return [expectOn(subject, matcher, jsText(action.value))]
    }
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
      if (until.state === 'hidden') return [waitFor(hiddenLocatorFor(item, until.target, ctx), 'hidden')]
      const locator = locatorFor(item, until.target, ctx)
      if (until.state === 'visible') return [waitFor(locator)]
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

/** A literal text as the source of a RegExp matching it anywhere. */
