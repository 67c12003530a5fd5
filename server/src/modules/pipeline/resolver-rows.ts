import type { ElementHandle, Locator, Page } from 'playwright-core'
import type { TargetRef } from './actions.js'
import { collectCandidates, installProbe, pointsAt } from './fingerprint.js'
import { type LocatorChain, toLocator } from './locator.js'
import { servesPurpose } from './purpose.js'
import { bestMatch } from './similarity.js'

/**
 * The parts of resolution real pages need beyond role + name: a control known by its purpose (the words of its
 * class, title, aria-label, icon and svg title), a control that shows only while its row is hovered, the element that
 * has focus, and the closest candidates to report when nothing is found.
 */

type Env = Readonly<Record<string, string | undefined>>

const CONTROLS = 'button, [role=button], a[href], [role=link], input[type=button], input[type=submit], input[type=image]'

interface ControlWords {
  words: string
  role: string
  name: string
  title: string
  tag: string
  classes: string[]
}

type ProbeWindow = {
  __specwrightProbe: {
    controlWords(elements: unknown[]): ControlWords[]
    needsHover(el: unknown): boolean
    focusedElement(): unknown
    describeFocused(el: unknown): { role: string; name: string; containers: string[] }
  }
}

/**
 * The one control in `scope` whose own words serve the purpose the step names (`delete` finds a `btn-remove`, a
 * trash icon, `×`). Hidden controls count: the caller hovers the row first. `undefined` unless exactly one serves.
 */
export async function findByPurpose(page: Page, scope: LocatorChain, target: TargetRef, env: Env): Promise<LocatorChain | undefined> {
  if (target.name === '' || !['clickable', 'element'].includes(target.kind)) return undefined
  const root = scope.length > 0 ? toLocator(page, scope, env) : page.locator('body')
  const controls = root.locator(CONTROLS)
  await installProbe(page)
  const described: ControlWords[] = await controls
    .evaluateAll((elements) => (globalThis as unknown as ProbeWindow).__specwrightProbe.controlWords(elements))
    .catch(() => [])
  const serving = described.map((d, i) => ({ ...d, i })).filter((d) => servesPurpose(target.name, d.words))
  if (serving.length !== 1) return undefined
  const one = serving[0]!
  const handle = await controls.nth(one.i).elementHandle()
  if (!handle) return undefined
  const role = one.role === 'link' ? 'link' : 'button'
  const options: LocatorChain[] = []
  if (one.name) options.push([{ by: 'role', role, name: one.name }])
  if (one.title) options.push([{ by: 'css', selector: `[title=${JSON.stringify(one.title)}]` }])
  options.push([{ by: 'role', role }])
  const classes = one.classes.filter((c) => /^[A-Za-z_][\w-]*$/.test(c))
  for (const c of classes) options.push([{ by: 'css', selector: `${one.tag}.${c}` }])
  if (classes.length > 1) options.push([{ by: 'css', selector: `${one.tag}.${classes.join('.')}` }])
  for (const option of options) {
    if (await pointsAt(toLocator(page, [...scope, ...option], env), handle)) return option
  }
  return undefined
}

/** Whether the element can be used without hovering its row: shown, not transparent, taking pointer events. */
export async function needsHover(page: Page, handle: ElementHandle): Promise<boolean> {
  await page.mouse.move(0, 0)
  await installProbe(page)
  return handle.evaluate((el) => (globalThis as unknown as ProbeWindow).__specwrightProbe.needsHover(el)).catch(() => false)
}

/**
 * The element that has focus, located semantically: by role and name when it has a name, else as the one element
 * of its role inside its row, list item, dialog or form (`page.getByRole('listitem').getByRole('textbox')`).
 */
export async function resolveFocused(page: Page, env: Env): Promise<{ chain: LocatorChain; handle: ElementHandle } | undefined> {
  await installProbe(page)
  const handle = (await page.evaluateHandle(() => (globalThis as unknown as ProbeWindow).__specwrightProbe.focusedElement())).asElement()
  if (!handle) return undefined
  const info = await handle.evaluate((el) => (globalThis as unknown as ProbeWindow).__specwrightProbe.describeFocused(el))
  if (!info?.role || ['generic', 'none', 'presentation'].includes(info.role)) return undefined
  const options: LocatorChain[] = []
  if (info.name) options.push([{ by: 'role', role: info.role, name: info.name }])
  for (const container of info.containers)
    options.push([
      { by: 'role', role: container },
      { by: 'role', role: info.role },
    ])
  options.push([{ by: 'role', role: info.role }])
  for (const chain of options) {
    if (await pointsAt(toLocator(page, chain, env), handle)) return { chain, handle }
  }
  return undefined
}

/** The closest elements to what a step named, for the message when it was not found: `"Delete all" button (0.41)`. */
export async function closestCandidates(page: Page, target: TargetRef, scope: Locator | undefined, limit = 3): Promise<string[]> {
  const mode = target.kind === 'table' || target.kind === 'list' ? 'container' : target.kind === 'text' ? 'text' : 'control'
  const candidates = await collectCandidates(page, mode, scope).catch(() => undefined)
  if (!candidates || candidates.fingerprints.length === 0) return []
  const fingerprint = {
    role: target.role ?? '',
    name: target.name,
    label: target.kind === 'field' ? target.name : '',
    text: target.kind === 'clickable' || target.kind === 'text' ? target.name : '',
    testId: '',
    placeholder: target.kind === 'field' ? target.name : '',
    tag: '',
    cssPath: '',
    neighbours: target.within !== undefined ? [target.within] : [],
    attributes: {},
  }
  const ranked = bestMatch(fingerprint, candidates.fingerprints).ranked.slice(0, limit)
  return ranked.map((r) => {
    const fp = candidates.fingerprints[r.index]!
    const name = fp.name || fp.label || fp.placeholder || fp.text || fp.attributes.class || fp.tag
    return `${fp.role || fp.tag} ${JSON.stringify(name.slice(0, 60))} (${r.score.score.toFixed(2)})`
  })
}
