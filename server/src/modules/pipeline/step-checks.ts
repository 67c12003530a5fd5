import type { Locator } from 'playwright-core'
import type { ElementState, TargetRef } from './actions.js'
import { captureFingerprint, collectCandidates, type Fingerprint } from './fingerprint.js'
import { defaultChain, hiddenChain, type LocatorChain, locatorCode, toLocator } from './locator.js'
import { substitute } from './placeholders.js'
import type { PlanItem } from './planner.js'
import { fullChain, type ResolvedTarget } from './resolution.js'
import { resolveTarget } from './resolver.js'
import { bestMatch } from './similarity.js'
import { type Located, poll, StepError, type Walk } from './step-walk.js'
import { showsWhole } from './text-check.js'

/** The checks of a plan walk that read the page without acting: hidden, element state, and text checks. */

/**
 * "Is hidden" and "wait until … is hidden": holds when no element the step names is visible within the timeout. The
 * locator is the stored one, or, when none was stored (the element was already hidden on the green run), the one
 * the generated test uses for the spec's words. A visible element at the deadline is a real failure with the
 * element found (an app regression), never a pass.
 */
export async function expectHidden(walk: Walk, item: PlanItem, target: TargetRef): Promise<void> {
  const stored = walk.options.stored?.[item.id]
  const chain = stored ? fullChain(stored) : hiddenChain(target)
  const locator = toLocator(walk.page, chain, walk.options.env)
  const read = await poll(
    () => locator.filter({ visible: true }).count(),
    (n) => n === 0,
    walk.timeoutMs,
  )
  if (!read.ok)
    throw new StepError(`${locatorCode(chain)} is still visible (${read.last} element${read.last === 1 ? '' : 's'})`, {
      targetFound: true,
      locatorMatches: true,
      actual: 'visible',
    })
}

/** An element state check; `what` names the element in the failure (`checkbox "Remember me"`), as the step did. */
export async function expectState(locator: Locator, state: ElementState, timeout: number, what = 'element'): Promise<void> {
  const read = async (): Promise<boolean> => {
    switch (state) {
      case 'visible':
        return locator.isVisible()
      case 'hidden':
        return locator.isHidden()
      case 'enabled':
        return locator.isEnabled()
      case 'disabled':
        return locator.isDisabled()
      case 'checked':
        return locator.isChecked()
      case 'unchecked':
        return !(await locator.isChecked())
      case 'focused':
        return locator.evaluate((el) => (el as unknown as { ownerDocument: { activeElement: unknown } }).ownerDocument.activeElement === el)
    }
  }
  const result = await poll(read, (ok) => ok, timeout)
  if (!result.ok) throw new StepError(`the ${what} is not ${state}`, { targetFound: true, actual: `not ${state}` })
}

/**
 * The visible elements' texts under `locator`, and the index of the first that shows `expected` whole (or -1).
 * Undefined while the page is navigating (reading its texts then fails; the poll reads again).
 */
async function wholeText(locator: Locator, expected: string): Promise<{ texts: string[]; index: number } | undefined> {
  try {
    const texts = await locator.filter({ visible: true }).allInnerTexts()
    return { texts, index: texts.findIndex((text) => showsWhole(text, expected)) }
  } catch (error) {
    if (error instanceof Error && /Execution context was destroyed|navigat/i.test(error.message)) return undefined
    throw error
  }
}

/** A text check: the text itself is the locator, so it is never healed; evidence says whether its element is still there. */
export async function verifyText(walk: Walk, item: PlanItem, value: string, visible: boolean, seen: { located?: Located }): Promise<void> {
  const { page } = walk
  const env = walk.options.env
  const expected = substitute(value, env)
  const stored = walk.options.stored?.[item.id]
  const chain: LocatorChain = stored
    ? fullChain(stored)
    : [...defaultChain({ kind: 'text', name: value, ...textScope(item) }).scope, { by: 'text', text: value }]
  if (!visible) {
    const locator = toLocator(page, chain, env)
    const read = await poll(
      () => wholeText(locator, expected),
      (found) => found !== undefined && found.index < 0,
      walk.timeoutMs,
    )
    if (!read.ok) throw new StepError(`the text ${JSON.stringify(expected)} is still visible`, { targetFound: true })
    return
  }
  let locator: Locator
  let resolved: ResolvedTarget
  if (stored) {
    locator = toLocator(page, chain, env)
    resolved = stored
  } else {
    const resolution = await resolveTarget(page, { kind: 'text', name: value, ...textScope(item) }, { env, timeoutMs: walk.timeoutMs })
    if (!resolution.ok) throw await missingText(walk, value, undefined)
    locator = toLocator(page, fullChain(resolution.target), env)
    resolved = resolution.target
  }
  const shown = await poll(
    () => wholeText(locator, expected),
    (found) => found !== undefined && found.index >= 0,
    walk.timeoutMs,
  )
  if (!shown.ok) {
    const near = shown.last?.texts[0]
    if (near !== undefined)
      throw new StepError(`the text ${JSON.stringify(expected)} is not on the page; the closest text reads ${JSON.stringify(near)}`, {
        targetFound: true,
        actual: near,
      })
    if (stored) throw await missingText(walk, value, stored.fingerprint)
    throw new StepError(`the text ${JSON.stringify(expected)} is on the page but not visible`, { targetFound: true })
  }
  seen.located = {
    locator,
    resolved: { ...resolved, fingerprint: await captureFingerprint(page, locator.filter({ visible: true }).nth(shown.last!.index)) },
  }
}

function textScope(item: PlanItem): Pick<TargetRef, 'scope' | 'within'> {
  const { action } = item
  if (action.kind !== 'verify_text') return {}
  return { ...(action.scope ? { scope: action.scope } : {}), ...(action.within !== undefined ? { within: action.within } : {}) }
}

/** The text is missing: is the element that showed it on the last green run still there, showing something else? */
async function missingText(walk: Walk, value: string, fingerprint: Fingerprint | undefined): Promise<StepError> {
  const expected = substitute(value, walk.options.env)
  if (!fingerprint) return new StepError(`the text ${JSON.stringify(expected)} is not on the page`, { targetFound: false })
  const candidates = await collectCandidates(walk.page, 'text')
  const match = bestMatch(fingerprint, candidates.fingerprints)
  if (match.status === 'not_found') return new StepError(`the text ${JSON.stringify(expected)} is not on the page`, { targetFound: false })
  const actual = candidates.fingerprints[match.best.index]!.text
  return new StepError(
    `the text ${JSON.stringify(expected)} is not on the page; the element that showed it reads ${JSON.stringify(actual)}`,
    {
      targetFound: true,
      actual,
    },
  )
}
