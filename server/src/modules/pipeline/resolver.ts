import type { Locator, Page } from 'playwright-core'
import type { TargetKind, TargetRef } from './actions.js'
import { type CandidateMode, collectCandidates, type Fingerprint } from './fingerprint.js'
import { type LocatorChain, scopeChain, toLocator } from './locator.js'
import { substitute } from './placeholders.js'
import type { ResolvedTarget } from './resolution.js'
import { repeatedCardScopes } from './resolver-cards.js'
import { type Attempt, chainFor, count, finish, firstUnique, ROLES_BY_KIND, regionChain, SCOPE_ROLES } from './resolver-chains.js'
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
  /** The step counts what its words name (`there should be 4 "Select" buttons`): several matches are the point. */
  counting?: boolean
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
    // Rows with a role first; a repeated card without one (`div.card`) after them.
    const rows: LocatorChain[] =
      target.within !== undefined
        ? [...SCOPE_ROLES.map((role) => scopeChain(role, target.within!)), ...(await repeatedCardScopes(page, target.within, env))]
        : [[]]
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
    // Counted controls are all the ones the words name; their number is the step's check, not an ambiguity.
    if (options.counting && countsMany(target) && lastAmbiguity) {
      return { ok: true, target: await finish(page, target, [], lastAmbiguity.chain, 1, 'phrase', env) }
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

/** A count of controls or texts rather than of a list's items or a table's rows: it counts the matches themselves. */
export const countsMany = (target: TargetRef) => target.kind !== 'list' && target.kind !== 'table'

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
