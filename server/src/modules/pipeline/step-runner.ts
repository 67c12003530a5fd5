import { isAssertion, type TargetRef, type UiAction } from './actions.js'
import { captureFingerprint } from './fingerprint.js'
import { locatorCode, MESSAGE_SELECTOR, toLocator } from './locator.js'
import { substitute } from './placeholders.js'
import { armsDialog, type PlanItem } from './planner.js'
import { fullChain } from './resolution.js'
import { countsMany, describeSearch, resolveTarget } from './resolver.js'
import { confidenceOf, refusal } from './similarity.js'
import { expectHidden, expectState, verifyText } from './step-checks.js'
import { type Located, matchesOp, OP_WORDS, poll, StepError, type Walk } from './step-walk.js'

/**
 * One step of a plan walk on the live page: find its element (stored locator first, re-found from the fingerprint
 * when it broke, else from the spec's words), do the action or make the check, and on failure say what was seen.
 */

export { type Located, StepError, type Walk } from './step-walk.js'

/** Runs one plan item; throws {@link StepError} (or the page's own error) when it fails. */
export async function runItem(walk: Walk, item: PlanItem, seen: { located?: Located }): Promise<void> {
  const { page } = walk
  const { action } = item
  const env = walk.options.env
  const text = (value: string) => substitute(value, env)
  const timeout = walk.timeoutMs
  const locate = async (target: TargetRef) => {
    seen.located = await locateTarget(walk, item, target)
    // A control shown only while its row is hovered: hover the row first, as the generated code does.
    const { resolved } = seen.located
    if (resolved.hover && resolved.scope.length > 0 && !isAssertion(action)) await toLocator(page, resolved.scope, env).hover({ timeout })
    return seen.located
  }
  // A dialog step after this action: its handler must be in place before the action opens the dialog.
  const index = walk.items.indexOf(item)
  const armed = armsDialog(walk.items, index)
  if (armed) page.once('dialog', (dialog) => void (armed.accept ? dialog.accept() : dialog.dismiss()).catch(() => undefined))
  switch (action.kind) {
    case 'navigate': {
      const url = text(action.url)
      await page.goto(walk.options.baseUrl && url.startsWith('/') ? new URL(url, walk.options.baseUrl).href : url, { timeout: timeout * 2 })
      return
    }
    case 'go_back':
      await page.goBack({ timeout })
      return
    case 'reload':
      await page.reload({ timeout })
      return
    case 'fill': {
      const { locator, resolved } = await locate(action.target)
      if (resolved.fingerprint.tag === 'select') await locator.selectOption(text(action.value), { timeout })
      else await locator.fill(text(action.value), { timeout })
      return
    }
    case 'click': {
      const { locator } = await locate(action.target)
      if (action.double) await locator.dblclick({ timeout })
      else await locator.click({ timeout, ...(action.button ? { button: action.button } : {}) })
      await page.waitForLoadState()
      return
    }
    case 'hover':
      await (await locate(action.target)).locator.hover({ timeout })
      return
    case 'select':
      await (await locate(action.target)).locator.selectOption(text(action.option), { timeout })
      return
    case 'check':
    case 'uncheck': {
      const { locator } = await locate(action.target)
      await (action.kind === 'check' ? locator.check({ timeout }) : locator.uncheck({ timeout }))
      await page.waitForLoadState()
      return
    }
    case 'press':
      if (action.target) await (await locate(action.target)).locator.press(action.key, { timeout })
      else await page.keyboard.press(action.key)
      await page.waitForLoadState()
      return
    case 'wait':
      return runWait(walk, item, action, locate, seen)
    case 'verify_text':
      return verifyText(walk, item, action.value, action.visible, seen)
    case 'verify_order': {
      const [first, then] = [text(action.first), text(action.later)]
      const read = await poll(
        () => page.locator('body').innerText(),
        (body) => body.indexOf(first) >= 0 && body.indexOf(then) > body.indexOf(first),
        timeout,
      )
      if (!read.ok)
        throw new StepError(`expected ${JSON.stringify(first)} before ${JSON.stringify(then)} on the page`, { targetFound: true })
      return
    }
    case 'scroll':
      if (action.target) await (await locate(action.target)).locator.scrollIntoViewIfNeeded({ timeout })
      else await page.mouse.wheel(0, { down: 600, up: -600, bottom: 100_000, top: -100_000 }[action.direction ?? 'down'])
      return
    case 'screenshot':
      await page.screenshot({ timeout })
      return
    case 'dialog':
      if (index > 0 && armsDialog(walk.items, index - 1)) return
      page.once('dialog', (dialog) => void (action.accept ? dialog.accept() : dialog.dismiss()).catch(() => undefined))
      return
    case 'submit': {
      // "Submit the form" means the form the user sees: a page often holds hidden ones (an add form, an inline editor).
      const form = action.target
        ? page.getByRole('form', { name: text(action.target.name) })
        : page.locator('form').filter({ visible: true })
      await form.locator('[type=submit], button:not([type])').first().click({ timeout })
      await page.waitForLoadState()
      return
    }
    case 'verify_element': {
      if (action.target.kind === 'message') {
        const messages = page.locator(MESSAGE_SELECTOR)
        const read = await poll(
          () => messages.count(),
          (n) => (action.state === 'hidden' ? n === 0 : n > 0),
          timeout,
        )
        if (!read.ok)
          throw new StepError(action.state === 'hidden' ? `${read.last} messages are shown` : 'no message is shown', {
            targetFound: action.state === 'hidden',
          })
        return
      }
      if (action.state === 'hidden') return expectHidden(walk, item, action.target)
      const { locator } = await locate(action.target)
      await expectState(locator, action.state, timeout, describeSearch(action.target))
      return
    }
    case 'verify_value': {
      const { locator } = await locate(action.target)
      const expected = text(action.value)
      const op = action.op ?? 'equals'
      const read = await poll(
        async () =>
          action.of === 'placeholder'
            ? ((await locator.getAttribute('placeholder')) ?? '')
            : action.target.kind === 'dropdown'
              ? // A dropdown shows its chosen option's text (its value attribute may be a code).
                ((await locator.locator('option:checked').first().textContent()) ?? '').trim()
              : locator.inputValue(),
        (value) => matchesOp(value, op, expected),
        timeout,
      )
      if (!read.ok)
        throw new StepError(
          `expected the ${action.of ?? 'value'} to ${OP_WORDS[op]} ${JSON.stringify(expected)}, got ${JSON.stringify(read.last)}`,
          {
            targetFound: true,
            actual: read.last ?? '',
          },
        )
      return
    }
    case 'verify_url': {
      const expected = text(action.value)
      const matches = (url: string) =>
        action.op === 'equals' ? url === new URL(expected, walk.options.baseUrl ?? url).href : matchesOp(url, action.op, expected)
      const read = await poll(async () => page.url(), matches, timeout)
      if (!read.ok)
        throw new StepError(`expected the URL to ${OP_WORDS[action.op]} ${JSON.stringify(expected)}, it is ${JSON.stringify(read.last)}`, {
          actual: read.last ?? '',
        })
      return
    }
    case 'verify_title': {
      const expected = text(action.value)
      const read = await poll(
        () => page.title(),
        (title) => matchesOp(title, action.op, expected),
        timeout,
      )
      if (!read.ok)
        throw new StepError(
          `expected the title to ${OP_WORDS[action.op]} ${JSON.stringify(expected)}, it is ${JSON.stringify(read.last)}`,
          { actual: read.last ?? '' },
        )
      return
    }
    case 'verify_count': {
      const { locator, resolved } = await locate(action.target)
      const items = resolved.items ? toLocator(page, [...fullChain(resolved), resolved.items], env) : locator
      const read = await poll(
        () => items.count(),
        (n) => n === action.count,
        timeout,
      )
      // Named as the step named it (`the table "applications"`), then the locator that counted.
      const kind = action.target.kind
      const counted = `${action.count}${kind === 'table' ? ' rows in the' : kind === 'list' ? ' items in the' : ''} ${describeSearch(action.target)}`
      if (!read.ok)
        throw new StepError(`expected ${counted}, found ${read.last} (${locatorCode(fullChain(resolved))})`, {
          targetFound: true,
          actual: String(read.last),
        })
      return
    }
    case 'unknown':
      throw new StepError(`step ${item.step?.n ?? ''} is not in the step grammar (${action.reason})`, {})
  }
}

async function runWait(
  walk: Walk,
  item: PlanItem,
  action: Extract<UiAction, { kind: 'wait' }>,
  locate: (target: TargetRef) => Promise<Located>,
  seen: { located?: Located },
): Promise<void> {
  const { page } = walk
  const { until } = action
  const timeout = walk.timeoutMs
  switch (until.for) {
    case 'text':
      return verifyText(walk, item, until.text, until.state === 'visible', seen)
    case 'element': {
      if (until.state === 'hidden') return expectHidden(walk, item, until.target)
      const { locator } = await locate(until.target)
      return expectState(locator, until.state, timeout, describeSearch(until.target))
    }
    case 'url': {
      const expected = substitute(until.value, walk.options.env)
      await page.waitForURL(
        (url) =>
          until.op === 'contains' ? url.href.includes(expected) : url.href === new URL(expected, walk.options.baseUrl ?? url.href).href,
        {
          timeout,
        },
      )
      return
    }
    case 'load':
    case 'duration':
      await page.waitForLoadState('load', { timeout })
      return
    case 'next_target':
      // The next step waits for its own target; the generated code names it explicitly.
      return
  }
}

/** Finds a step's element: by its stored locator (re-found from the fingerprint when it broke), else from the words. */
async function locateTarget(walk: Walk, item: PlanItem, target: TargetRef): Promise<Located> {
  const { page } = walk
  const env = walk.options.env
  const stored = walk.options.stored?.[item.id]
  const counting = item.action.kind === 'verify_count'
  if (!stored) {
    const resolution = await resolveTarget(page, target, { env, timeoutMs: walk.timeoutMs, counting })
    if (!resolution.ok) {
      // An action whose target cannot be found, or any step whose words match several elements, cannot be automated;
      // a check whose element is missing is the app not showing what the spec expects.
      const checks = isAssertion(item.action) || item.action.kind === 'wait'
      throw new StepError(
        resolution.message,
        { targetFound: false },
        checks && resolution.reason === 'not_found'
          ? undefined
          : { searched: resolution.searched ?? target.name, candidates: resolution.candidates ?? [], reason: resolution.reason },
      )
    }
    return { locator: toLocator(page, fullChain(resolution.target), env), resolved: resolution.target }
  }
  const chain = fullChain(stored)
  const locator = toLocator(page, chain, env)
  // Counted controls match several elements by design: their number is the check, there is no one element to heal.
  if (counting && countsMany(target)) return { locator, resolved: stored }
  const refresh = async (): Promise<Located> => ({ locator, resolved: { ...stored, fingerprint: await captureFingerprint(page, locator) } })
  // A stored locator matches names by substring: "Delete" also finds "Delete all". When what it finds now means
  // something else, it no longer finds the stored element.
  let changed: string | undefined
  const same = async () => {
    const now = await captureFingerprint(page, locator)
    changed = refusal(stored.fingerprint, now)
    return changed === undefined
  }
  if (
    (
      await poll(
        () => locator.count(),
        (n) => n === 1,
        walk.graceMs,
      )
    ).ok &&
    (await same())
  )
    return refresh()
  let best: number | undefined
  let why: string | undefined
  if (walk.options.relocate) {
    const checksName = item.action.kind === 'verify_element' || (item.action.kind === 'wait' && item.action.until.for === 'element')
    const healed = await walk.options.relocate(page, stored, target, env, { checksName })
    if (healed.ok) {
      return {
        locator: toLocator(page, fullChain(healed.target), env),
        resolved: healed.target,
        heal: {
          from: locatorCode(chain),
          to: locatorCode(fullChain(healed.target)),
          score: healed.score.score,
          confidence: confidenceOf(healed.score.score),
          fields: healed.score.fields,
          ...(healed.runnerUp !== undefined ? { runnerUp: healed.runnerUp } : {}),
        },
      }
    }
    best = healed.best
    why = healed.reason
  }
  const late = await poll(
    () => locator.count(),
    (n) => n === 1,
    Math.max(0, walk.timeoutMs - walk.graceMs),
  )
  if (late.ok && (await same())) return refresh()
  if (changed !== undefined)
    throw new StepError(`${locatorCode(chain)} now finds another element: ${changed}`, {
      targetFound: false,
      locatorMatches: false,
      healed: false,
    })
  const closest = why !== undefined ? ` (${why})` : best !== undefined ? ` (closest element scored ${best.toFixed(2)})` : ''
  throw new StepError(
    late.last && late.last > 1
      ? `${late.last} elements match ${locatorCode(chain)}${closest}`
      : `no element matches ${locatorCode(chain)}${closest}`,
    { targetFound: false, locatorMatches: false, healed: false },
  )
}
