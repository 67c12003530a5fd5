import type { ElementHandle, Locator, Page } from 'playwright-core'
import type { TargetKind, TargetRef } from './actions.js'
import { type CandidateMode, captureFingerprint, collectCandidates, type Fingerprint, pointsAt } from './fingerprint.js'
import { chainStrategy, type LocatorChain, type LocatorPart, MESSAGE_SELECTOR, nthPart, scopeChain, toLocator } from './locator.js'
import { substitute } from './placeholders.js'
import type { ResolvedTarget } from './resolution.js'
import { closestCandidates, findByPurpose, needsHover, resolveFocused } from './resolver-rows.js'
import { bestMatch } from './similarity.js'

/**
 * Finds the element a step names on the live page and the semantic locator to emit for it. Strategies are tried in
 * order of preference — role + accessible name, label, placeholder, text, test id — and the first that matches
 * exactly one element wins (a substring match first, then an exact one). A `for "<row text>"` qualifier scopes the
 * search to the row, list item or card holding that text. When nothing matches the words, the closest element by
 * similarity (≥ the heal threshold) is used and reported as such.
 */

export interface ResolveOptions {
  /** Values for `{{VAR}}` placeholders in the target's name. */
  env: Readonly<Record<string, string | undefined>>
  /** How long to wait for the element to appear (default 5000 ms). */
  timeoutMs?: number
}

export type Resolution =
  | { ok: true; target: ResolvedTarget }
  | {
      ok: false
      reason: 'not_found' | 'ambiguous'
      message: string
      matches: number
      /** What was searched (role, name, row, region), for the run record. */
      searched?: string
      /** The closest elements with their scores, when nothing matched. */
      candidates?: string[]
    }

const ROLES_BY_KIND: Record<TargetKind, string[]> = {
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

const SCOPE_ROLES = ['row', 'listitem', 'article', 'group', 'region']

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
      return [...byRole, [{ by: 'label', text: name }], [{ by: 'text', text: name }], ...testId]
    case 'table':
    case 'list':
      // A list is seldom named: "the task list" is the page's only list when no list is called "task".
      return [...byRole, ...roles.map((role): LocatorChain => [{ by: 'role', role }])]
    case 'text':
      return [[{ by: 'text', text: name }]]
    case 'message':
      return [[{ by: 'css', selector: MESSAGE_SELECTOR }]]
  }
}

function withExact(chain: LocatorChain): LocatorChain | undefined {
  const last = chain.at(-1)
  if (!last) return undefined
  if (last.by === 'role' && last.name !== undefined && !last.exact) return [...chain.slice(0, -1), { ...last, exact: true }]
  if ((last.by === 'label' || last.by === 'text' || last.by === 'placeholder') && !last.exact)
    return [...chain.slice(0, -1), { ...last, exact: true }]
  return undefined
}

interface Attempt {
  chain: LocatorChain
  count: number
}

async function count(page: Page, chain: LocatorChain, env: ResolveOptions['env']): Promise<number> {
  return toLocator(page, chain, env).count()
}

/** The first chain (under `scope`) matching exactly one element; otherwise the most specific ambiguity seen. */
async function firstUnique(
  page: Page,
  scope: LocatorChain,
  target: TargetRef,
  env: ResolveOptions['env'],
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
async function fitsKind(page: Page, chain: LocatorChain, target: TargetRef, env: ResolveOptions['env']): Promise<boolean> {
  if (!['field', 'dropdown', 'toggle'].includes(target.kind) || chain.at(-1)?.by !== 'label') return true
  return toLocator(page, chain, env)
    .evaluate((el, selector) => (el as unknown as { matches(s: string): boolean }).matches(selector), FORM_CONTROL)
    .catch(() => false)
}

/**
 * Resolves one target on the current page.
 *
 * @example
 * const r = await resolveTarget(page, { kind: 'clickable', name: 'Add to cart', within: 'Ceramic Mug' }, { env })
 * // r.target.scope: listitem filtered by 'Ceramic Mug'; r.target.element: getByRole('button', { name: 'Add to cart' })
 */
export async function resolveTarget(page: Page, target: TargetRef, options: ResolveOptions): Promise<Resolution> {
  const { env } = options
  const deadline = Date.now() + (options.timeoutMs ?? 5000)
  if (target.focused) return resolveFocusedTarget(page, target, env, deadline)
  let lastAmbiguity: Attempt | undefined
  let hovered = false
  for (;;) {
    const region = await regionChain(page, target, env)
    const rows: LocatorChain[] = target.within !== undefined ? SCOPE_ROLES.map((role) => scopeChain(role, target.within!)) : [[]]
    const scopes = rows.map((row) => [...region, ...row])
    for (const scope of scopes) {
      const rows = scope.length > 0 ? await count(page, scope, env) : 1
      if (rows === 0) continue
      // Controls shown only while their row is hovered: hover the row before looking inside it.
      if (target.within !== undefined && rows === 1 && target.kind !== 'text') {
        await toLocator(page, scope, env)
          .hover({ timeout: 2000 })
          .catch(() => undefined)
        hovered = true
      }
      const { found, ambiguous } = await firstUnique(page, scope, target, env)
      if (found) return { ok: true, target: await finishInRow(page, target, scope, found.chain.slice(scope.length), env, hovered) }
      // A control named by what it does (`Delete "X"`): its class, title, icon or `×` say so when no name does.
      const purpose = await findByPurpose(page, scope, target, env)
      if (purpose) return { ok: true, target: await finishInRow(page, target, scope, purpose, env, hovered) }
      if (ambiguous && !lastAmbiguity) lastAmbiguity = ambiguous
    }
    if ((target.kind === 'text' || target.kind === 'message') && lastAmbiguity) {
      return { ok: true, target: await finish(page, target, [], [...lastAmbiguity.chain, { by: 'first' }], 1, 'phrase', env) }
    }
    // Several matches will not become one by waiting: report them now rather than at the deadline.
    if (lastAmbiguity || Date.now() >= deadline) break
    await page.waitForTimeout(100)
  }
  const searched = describeSearch(target)
  if (lastAmbiguity) {
    return {
      ok: false,
      reason: 'ambiguous',
      matches: lastAmbiguity.count,
      searched,
      message: `${lastAmbiguity.count} elements match ${target.name === '' ? searched : `"${target.name}"`}${target.within === undefined ? `; say which with for "<text of its row or card>"` : ` inside "${target.within}"`}`,
    }
  }
  // A text to check is the expectation itself: never swap it for a similar one; a nameless control has no words to compare.
  const similar = target.kind === 'text' || target.name === '' ? undefined : await resolveBySimilarity(page, target, env)
  if (similar) return { ok: true, target: similar }
  const candidates = await closestCandidates(page, target, await rowLocator(page, target, env))
  return {
    ok: false,
    reason: 'not_found',
    matches: 0,
    searched,
    candidates,
    message: `no ${searched} on ${page.url()}${candidates.length > 0 ? `; closest: ${candidates.join(', ')}` : ''}`,
  }
}

/** `button "Delete" in the row "Buy milk" in the list`: what the resolver looked for, in words. */
export function describeSearch(target: TargetRef): string {
  const what = target.focused
    ? `focused ${describeKind(target)}`
    : target.name === ''
      ? describeKind(target)
      : `${describeKind(target)} "${target.name}"`
  const row = target.within !== undefined ? ` in the row "${target.within}"` : ''
  const region = target.scope ? ` in the ${target.scope.role}${target.scope.name ? ` "${target.scope.name}"` : ''}` : ''
  return `${what}${row}${region}`
}

/** The row a target is in, when there is exactly one (for listing candidates inside it). */
async function rowLocator(page: Page, target: TargetRef, env: ResolveOptions['env']): Promise<Locator | undefined> {
  if (target.within === undefined) return undefined
  for (const role of SCOPE_ROLES) {
    const chain = scopeChain(role, target.within)
    if ((await count(page, chain, env)) === 1) return toLocator(page, chain, env)
  }
  return undefined
}

/** A found element in a row; when the row had to be hovered for it and it hides again without, the code hovers first. */
async function finishInRow(
  page: Page,
  target: TargetRef,
  scope: LocatorChain,
  element: LocatorChain,
  env: ResolveOptions['env'],
  hovered: boolean,
): Promise<ResolvedTarget> {
  const resolved = await finish(page, target, scope, element, 1, 'phrase', env)
  if (scope.length === 0 || target.within === undefined || !hovered) return resolved
  const handle = await toLocator(page, [...scope, ...element], env)
    .elementHandle({ timeout: 1000 })
    .catch(() => null)
  const hover = handle ? await needsHover(page, handle) : false
  return hover ? { ...resolved, hover: true } : resolved
}

async function resolveFocusedTarget(page: Page, target: TargetRef, env: ResolveOptions['env'], deadline: number): Promise<Resolution> {
  for (;;) {
    const focused = await resolveFocused(page, env)
    if (focused) {
      const { chain } = focused
      return { ok: true, target: await finish(page, target, chain.slice(0, -1), chain.slice(-1), 1, 'phrase', env) }
    }
    if (Date.now() >= deadline) break
    await page.waitForTimeout(100)
  }
  return {
    ok: false,
    reason: 'not_found',
    matches: 0,
    searched: 'the focused element',
    candidates: [],
    message: 'no element has focus after the previous step (say which field: Type "…" into the <name> field)',
  }
}

/**
 * The region a target is in (`in the task list`): the landmark of that role named by the step's words when there
 * is one, else the page's only one of that role. Empty when the step names none; when several match and none is
 * named, the first (the resolver then reports what it finds inside). A quoted name (`the "Vehicle details"
 * section`) is the region's own: only a region of that name is searched, so a text in another region never passes.
 */
async function regionChain(page: Page, target: TargetRef, env: ResolveOptions['env']): Promise<LocatorChain> {
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

function describeKind(target: TargetRef): string {
  if (target.role) return target.role
  return {
    clickable: 'button or link',
    field: 'field',
    dropdown: 'dropdown',
    toggle: 'checkbox',
    table: 'table',
    list: 'list',
    text: 'text',
    element: 'element',
    message: 'message',
  }[target.kind]
}

function candidateMode(kind: TargetKind): CandidateMode {
  return kind === 'table' || kind === 'list' ? 'container' : kind === 'text' ? 'text' : 'control'
}

/** The words of the step as a fingerprint: only role and name are known. */
function phraseFingerprint(target: TargetRef, name: string): Fingerprint {
  const role = target.role ?? ROLES_BY_KIND[target.kind][0] ?? ''
  const isField = target.kind === 'field' || target.kind === 'dropdown' || target.kind === 'toggle'
  return {
    role,
    name,
    label: isField ? name : '',
    text: target.kind === 'clickable' || target.kind === 'text' ? name : '',
    testId: '',
    placeholder: '',
    tag: '',
    cssPath: '',
    neighbours: [],
    attributes: {},
  }
}

async function resolveBySimilarity(page: Page, target: TargetRef, env: ResolveOptions['env']): Promise<ResolvedTarget | undefined> {
  const name = substitute(target.name, env)
  let scope: LocatorChain = []
  if (target.within !== undefined) {
    const region = await regionChain(page, target, env)
    for (const role of SCOPE_ROLES) {
      const chain = [...region, ...scopeChain(role, target.within)]
      if ((await count(page, chain, env)) === 1) {
        scope = chain
        break
      }
    }
    if (scope.length === 0) return undefined
  } else scope = await regionChain(page, target, env)
  if (target.nth !== undefined) return undefined
  const candidates = await collectCandidates(page, candidateMode(target.kind), scope.length > 0 ? toLocator(page, scope, env) : undefined)
  const match = bestMatch(phraseFingerprint(target, name), candidates.fingerprints, { sameMeaning: true })
  if (match.status !== 'found') return undefined
  const handle = await candidates.handle(match.best.index)
  const element = await chainFor(page, handle, candidates.fingerprints[match.best.index]!, scope, env)
  if (!element) return undefined
  return finish(page, target, scope, element, match.best.score.score, 'similarity', env)
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
  env: ResolveOptions['env'],
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

async function finish(
  page: Page,
  target: TargetRef,
  scope: LocatorChain,
  element: LocatorChain,
  score: number,
  via: ResolvedTarget['via'],
  env: ResolveOptions['env'],
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
