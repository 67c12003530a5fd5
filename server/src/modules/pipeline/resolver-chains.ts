import type { ElementHandle, Locator, Page } from 'playwright-core'
import type { TargetKind, TargetRef } from './actions.js'
import { captureFingerprint, type Fingerprint, pointsAt } from './fingerprint.js'
import { isUnderHeading, namedByNearestHeading, underHeading } from './list-heading.js'
import { chainStrategy, type LocatorChain, type LocatorPart, MESSAGE_SELECTOR, nthPart, toLocator } from './locator.js'
import type { ResolvedTarget } from './resolution.js'

/**
 * The locator chains of resolution, apart from its policy (resolver.ts: what is tried in which order, how long to
 * wait, what is reported): the chains that may name a target, the one of them the page confirms as exactly one
 * element, the region a target is in, a chain that points at a found element, and the resolved target finished with
 * its fingerprint. The healer builds its chains here too.
 */

type Env = Readonly<Record<string, string | undefined>>

export const ROLES_BY_KIND: Record<TargetKind, string[]> = {
  clickable: ['button', 'link', 'menuitem', 'tab', 'option'],
  field: ['textbox', 'searchbox', 'spinbutton', 'combobox'],
  dropdown: ['combobox', 'listbox'],
  toggle: ['checkbox', 'radio', 'switch'],
  table: ['table', 'grid'],
  list: ['list', 'listbox'],
  text: [],
  element: ['button', 'link', 'heading', 'checkbox', 'radio', 'textbox', 'combobox', 'img'],
  message: [],
}

export const SCOPE_ROLES = ['row', 'listitem', 'article', 'group', 'region']

/** The candidate chains for a target, most preferred first (each later tried with `exact: true` too). */
function strategies(target: TargetRef): LocatorChain[] {
  const name = target.name
  const roles = target.role ? [target.role] : ROLES_BY_KIND[target.kind]
  // A control named by its role alone (`the checkbox` next to "Buy milk"): the one of that role in the row.
  if (name === '') return roles.map((role): LocatorChain => [{ by: 'role', role }])
  const byRole: LocatorChain[] = roles.map((role) => [{ by: 'role', role, name }])
  const testId: LocatorChain[] = /^[\w-]+$/.test(name) ? [[{ by: 'testId', testId: name }]] : []
  // A control named only by an ancestor's aria-label or title (`<div aria-label="Search"><input></div>`).
  const byAncestor: LocatorChain[] = name.includes('{{')
    ? []
    : roles.flatMap((role) =>
        ['aria-label', 'title'].map(
          (attribute): LocatorChain => [
            { by: 'css', selector: `[${attribute}=${JSON.stringify(name)} i]` },
            { by: 'role', role },
          ],
        ),
      )
  switch (target.kind) {
    case 'field':
    case 'dropdown':
      return [...byRole, [{ by: 'label', text: name }], [{ by: 'placeholder', text: name }], ...testId, ...byAncestor]
    case 'toggle':
      return [...byRole, [{ by: 'label', text: name }], [{ by: 'text', text: name }], ...testId, ...byAncestor]
    case 'clickable':
    case 'element':
      return [...byRole, [{ by: 'label', text: name }], [{ by: 'text', text: name }], ...testId, ...byOwnTitle(roles, name)]
    case 'table':
    case 'list':
      // A list is seldom named: "the task list" is the page's only list when no list is called "task", else the
      // list under a heading that names it (`<h2>Appointments</h2><ul>` beside a menu's `<ul>`).
      return [...byRole, ...roles.map((role): LocatorChain => [{ by: 'role', role }]), ...underHeading(target.kind, name)]
    case 'text':
      return [[{ by: 'text', text: name }]]
    case 'message':
      return [[{ by: 'css', selector: MESSAGE_SELECTOR }]]
  }
}

/** Controls of a role as CSS, for a control known by its own `title` (its content a glyph such as `✉`). */
const CONTROL_CSS: Record<string, string> = {
  button: 'button, [role=button], input[type=button], input[type=submit]',
  link: 'a[href], [role=link]',
  menuitem: '[role=menuitem]',
  tab: '[role=tab]',
}

/**
 * `<button title="Offer plot">✉</button>`: the glyph is its accessible name, the tooltip says what it does, and a
 * step names it by the tooltip. Tried last, and only the whole title (case aside), so a name never half-matches.
 */
function byOwnTitle(roles: string[], name: string): LocatorChain[] {
  if (name.includes('{{')) return []
  const css = roles.flatMap((role) => (CONTROL_CSS[role] ? CONTROL_CSS[role].split(', ') : []))
  if (css.length === 0) return []
  const title = `[title=${JSON.stringify(name)} i]`
  return [[{ by: 'css', selector: `:is(${css.join(', ')})${title}` }]]
}

function withExact(chain: LocatorChain): LocatorChain | undefined {
  const last = chain.at(-1)
  if (!last) return undefined
  if (last.by === 'role' && last.name !== undefined && !last.exact) return [...chain.slice(0, -1), { ...last, exact: true }]
  if ((last.by === 'label' || last.by === 'text' || last.by === 'placeholder') && !last.exact)
    return [...chain.slice(0, -1), { ...last, exact: true }]
  return undefined
}

export interface Attempt {
  chain: LocatorChain
  count: number
}

export async function count(page: Page, chain: LocatorChain, env: Env): Promise<number> {
  return toLocator(page, chain, env).count()
}

/** The first chain (under `scope`) matching exactly one element; otherwise the most specific ambiguity seen. */
export async function firstUnique(
  page: Page,
  scope: LocatorChain,
  target: TargetRef,
  env: Env,
): Promise<{ found?: Attempt; ambiguous?: Attempt }> {
  let ambiguous: Attempt | undefined
  for (const base of strategies(target)) {
    const chain = [...scope, ...base]
    const n = await count(page, chain, env)
    // `the second "Delete" button`: the strategy that finds enough of them, then the one meant.
    if (target.nth !== undefined) {
      if (n >= (target.nth === -1 ? 1 : target.nth)) return { found: { chain: [...chain, ...nthPart(target)], count: 1 } }
      continue
    }
    if (n === 1 && (await fitsKind(page, chain, target, env))) return { found: { chain, count: 1 } }
    if (n > 1) {
      const exact = withExact(chain)
      const m = exact ? await count(page, exact, env) : 0
      if (exact && m === 1) return { found: { chain: exact, count: 1 } }
      if (!ambiguous) ambiguous = exact && m > 1 ? { chain: exact, count: m } : { chain, count: n }
    }
  }
  return ambiguous ? { ambiguous } : {}
}

const FORM_CONTROL =
  'input, select, textarea, [contenteditable=""], [contenteditable=true], [role=textbox], [role=searchbox], [role=combobox], [role=spinbutton], [role=listbox], [role=checkbox], [role=radio], [role=switch]'

/** A field found by a label or placeholder must be a form control (`getByLabel` also finds a `<div aria-label>`). */
async function fitsKind(page: Page, chain: LocatorChain, target: TargetRef, env: Env): Promise<boolean> {
  if (isUnderHeading(chain)) return namedByNearestHeading(toLocator(page, chain, env), target.name)
  if (!['field', 'dropdown', 'toggle'].includes(target.kind) || chain.at(-1)?.by !== 'label') return true
  return toLocator(page, chain, env)
    .evaluate((el, selector) => (el as unknown as { matches(s: string): boolean }).matches(selector), FORM_CONTROL)
    .catch(() => false)
}

/**
 * The region a target is in (`in the task list`): the landmark of that role named by the step's words when there
 * is one, else the page's only one of that role. Empty when the step names none; when several match and none is
 * named, the first (the resolver then reports what it finds inside). A quoted name (`the "Vehicle details"
 * section`) is the region's own: only a region of that name is searched, so a text in another region never passes.
 */
export async function regionChain(page: Page, target: TargetRef, env: Env): Promise<LocatorChain> {
  if (!target.scope) return []
  const { role, name } = target.scope
  if (target.scope.quoted && name) {
    const named: LocatorChain = [{ by: 'role', role, name }]
    return (await count(page, named, env)) > 1 ? [...named, { by: 'first' }] : named
  }
  const options: LocatorChain[] = [...(name ? [[{ by: 'role', role, name }] as LocatorChain] : []), [{ by: 'role', role }]]
  for (const chain of options) if ((await count(page, chain, env)) === 1) return chain
  return [{ by: 'role', role }, { by: 'first' }]
}

/**
 * A locator that points at exactly `handle` (inside `scope`), built from its fingerprint in order of preference:
 * role + name, label, placeholder, text, test id, then its css path as the last resort.
 */
export async function chainFor(
  page: Page,
  handle: ElementHandle,
  fingerprint: Fingerprint,
  scope: LocatorChain,
  env: Env,
): Promise<LocatorChain | undefined> {
  const options: LocatorChain[] = []
  const role = fingerprint.role
  if (role && !['generic', 'none', 'presentation', 'paragraph', 'strong', 'emphasis'].includes(role) && fingerprint.name) {
    options.push([{ by: 'role', role, name: fingerprint.name }])
  }
  if (fingerprint.label) options.push([{ by: 'label', text: fingerprint.label }])
  if (fingerprint.placeholder) options.push([{ by: 'placeholder', text: fingerprint.placeholder }])
  if (fingerprint.text && fingerprint.text.length <= 80) options.push([{ by: 'text', text: fingerprint.text }])
  if (fingerprint.testId) options.push([{ by: 'testId', testId: fingerprint.testId }])
  for (const option of options) {
    for (const chain of [option, withExact(option)]) {
      if (!chain) continue
      if (await pointsAt(toLocator(page, [...scope, ...chain], env), handle)) return chain
    }
  }
  const css = fingerprint.cssPath
  if (css && (await pointsAt(page.locator(`body > ${css}`), handle))) return [{ by: 'css', selector: `body > ${css}` }]
  return undefined
}

export async function finish(
  page: Page,
  target: TargetRef,
  scope: LocatorChain,
  element: LocatorChain,
  score: number,
  via: ResolvedTarget['via'],
  env: Env,
): Promise<ResolvedTarget> {
  let chain = element
  let locator = toLocator(page, [...scope, ...chain], env)
  let fingerprint = await captureFingerprint(page, locator.first())
  // A table or list found by part of its name ("cart") is emitted with its whole name ("Items in your cart").
  const last = chain.at(-1)
  if (
    (target.kind === 'table' || target.kind === 'list') &&
    last?.by === 'role' &&
    fingerprint.name &&
    fingerprint.name !== last.name &&
    !last.name?.includes('{{')
  ) {
    const named: LocatorChain = [...chain.slice(0, -1), { ...last, name: fingerprint.name }]
    if ((await count(page, [...scope, ...named], env)) === 1) {
      chain = named
      locator = toLocator(page, [...scope, ...chain], env)
      fingerprint = await captureFingerprint(page, locator)
    }
  }
  const items = target.kind === 'table' ? tableRows() : target.kind === 'list' ? await listItems(locator) : undefined
  return { scope, element: chain, ...(items ? { items } : {}), strategy: chainStrategy(chain), score, via, fingerprint }
}

function tableRows(): LocatorPart {
  return { by: 'css', selector: 'tbody tr' }
}

/** `getByRole('listitem')` unless the list holds nested lists, whose items it would also count. */
async function listItems(list: Locator): Promise<LocatorPart> {
  const [direct, all] = await list.evaluate((el) => [
    (el as unknown as { querySelectorAll(s: string): { length: number } }).querySelectorAll(':scope > li, :scope > [role=listitem]').length,
    (el as unknown as { querySelectorAll(s: string): { length: number } }).querySelectorAll('li, [role=listitem]').length,
  ])
  return direct === all ? { by: 'role', role: 'listitem' } : { by: 'css', selector: ':scope > li' }
}
