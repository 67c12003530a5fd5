import type { Locator, Page } from 'playwright-core'
import { escapeRegExp } from '../../platform/regex.js'
import type { TargetRef } from './actions.js'
import { jsString, jsText } from './js-literal.js'
import { substitute } from './placeholders.js'

/**
 * A locator as data: the resolver and healer build it, selector memory stores it, `locatorCode` prints it as
 * Playwright source and `toLocator` turns it into a live Locator. One description, so the code the generator writes
 * and the locator the resolver verified can never disagree. Text arguments may hold `{{VAR}}` placeholders.
 */

/** Preference order for resolving a target (first that finds exactly one element wins). */
export const LOCATOR_STRATEGIES = ['role', 'label', 'placeholder', 'text', 'testId', 'css'] as const
export type LocatorStrategy = (typeof LOCATOR_STRATEGIES)[number]

export type LocatorPart =
  /** `words`: the name as whole words in any case, not as a substring (a hidden "Schedule" button is not "Unschedule"). */
  | { by: 'role'; role: string; name?: string; exact?: boolean; words?: boolean }
  | { by: 'label'; text: string; exact?: boolean; words?: boolean }
  | { by: 'placeholder'; text: string; exact?: boolean }
  | { by: 'text'; text: string; exact?: boolean }
  | { by: 'testId'; testId: string }
  | { by: 'css'; selector: string }
  | { by: 'filter'; hasText: string }
  | { by: 'first' }
  /** Which of several matches a step means: 0-based, -1 for the last (`the second "Delete" button`). */
  | { by: 'nth'; index: number }

export type LocatorChain = LocatorPart[]

/** Playwright's union of role names; chains store plain strings and the page decides. */
type AriaRole = Parameters<Page['getByRole']>[0]

/** `[{by:'role', role:'button', name:'Sign in'}]` -> `page.getByRole('button', { name: 'Sign in' })`. */
export function locatorCode(chain: LocatorChain, root = 'page'): string {
  return root + chain.map(partCode).join('')
}

function partCode(part: LocatorPart): string {
  const exact = (on?: boolean) => (on ? ', { exact: true }' : '')
  switch (part.by) {
    case 'role': {
      const name = part.name === undefined ? '' : part.words ? `name: ${wordsPattern(part.name)}` : `name: ${jsText(part.name)}`
      const options = [name, part.exact ? 'exact: true' : ''].filter(Boolean)
      return `.getByRole(${jsString(part.role)}${options.length > 0 ? `, { ${options.join(', ')} }` : ''})`
    }
    case 'label':
      return `.getByLabel(${part.words ? wordsPattern(part.text) : jsText(part.text)}${exact(part.exact)})`
    case 'placeholder':
      return `.getByPlaceholder(${jsText(part.text)}${exact(part.exact)})`
    case 'text':
      return `.getByText(${jsText(part.text)}${exact(part.exact)})`
    case 'testId':
      return `.getByTestId(${jsString(part.testId)})`
    case 'css':
      return `.locator(${jsString(part.selector)})`
    case 'filter':
      return `.filter({ hasText: ${jsText(part.hasText)} })`
    case 'first':
      return '.first()'
    case 'nth':
      return part.index === -1 ? '.last()' : part.index === 0 ? '.first()' : `.nth(${part.index})`
  }
}

/** The live locator for a chain; placeholders are filled from `env` (a missing one throws MissingVariableError). */
export function toLocator(page: Page, chain: LocatorChain, env: Readonly<Record<string, string | undefined>>): Locator {
  const text = (value: string) => substitute(value, env)
  let current: Page | Locator = page
  for (const part of chain) {
    const from: Page | Locator = current
    switch (part.by) {
      case 'role':
        current = from.getByRole(part.role as AriaRole, {
          ...(part.name !== undefined ? { name: part.words ? wordsPattern(text(part.name)) : text(part.name) } : {}),
          ...(part.exact ? { exact: true } : {}),
        })
        break
      case 'label':
        current = from.getByLabel(part.words ? wordsPattern(text(part.text)) : text(part.text), { exact: part.exact ?? false })
        break
      case 'placeholder':
        current = from.getByPlaceholder(text(part.text), { exact: part.exact ?? false })
        break
      case 'text':
        current = from.getByText(text(part.text), { exact: part.exact ?? false })
        break
      case 'testId':
        current = from.getByTestId(part.testId)
        break
      case 'css':
        current = from.locator(part.selector)
        break
      case 'filter':
        current = (from as Locator).filter({ hasText: text(part.hasText) })
        break
      case 'first':
        current = (from as Locator).first()
        break
      case 'nth':
        current = part.index === -1 ? (from as Locator).last() : (from as Locator).nth(part.index)
        break
    }
  }
  if (current === page) throw new Error('an empty locator chain')
  return current as Locator
}

/** Which strategy found the element: the last part that selects (filters and `.first()` only narrow). */
export function chainStrategy(chain: LocatorChain): LocatorStrategy {
  for (let i = chain.length - 1; i >= 0; i--) {
    const part = chain[i]!
    if (part.by !== 'filter' && part.by !== 'first' && part.by !== 'nth') return part.by
  }
  return 'css'
}

/** The row, list item or card a target is inside: `page.getByRole('listitem').filter({ hasText: 'Ceramic Mug' })`. */
export function scopeChain(role: string, within: string): LocatorChain {
  return [
    { by: 'role', role },
    { by: 'filter', hasText: within },
  ]
}

/**
 * What the generator writes when a target was not resolved against a page: the most likely semantic locator
 * for the phrase (a label for fields, a role and name for buttons and links, the text itself for texts).
 */
export function defaultChain(target: TargetRef): { scope: LocatorChain; element: LocatorChain; items?: LocatorPart } {
  // A quoted region name is its accessible name; unquoted words (`the task list`) may not be, so the role alone.
  const named = target.scope?.quoted && target.scope.name !== undefined ? { name: target.scope.name } : {}
  const region: LocatorChain = target.scope ? [{ by: 'role', role: target.scope.role, ...named }] : []
  const scope = [...region, ...(target.within !== undefined ? scopeChain('listitem', target.within) : [])]
  const base = defaultElement(target)
  return { scope, element: [...base.element, ...nthPart(target)], ...(base.items ? { items: base.items } : {}) }
}

/**
 * The locator a hidden check looks for when nothing was resolved: the default, with a role's name or a field's label
 * matched as whole words in any case. "The Schedule button is not visible" holds while an "Unschedule" button shows,
 * and "the Name field is not visible" while a "Username" field shows (a substring match finds them); both fail while
 * a "Schedule episode" button or a "name" field shows. A name with a `{{VAR}}` keeps the substring match (the
 * generated code cannot write its pattern as a literal).
 */
export function hiddenChain(target: TargetRef): LocatorChain {
  const { scope, element } = defaultChain(target)
  const plain = (name: string | undefined) => name !== undefined && !name.includes('{{')
  return [
    ...scope,
    ...element.map((part) =>
      (part.by === 'role' && plain(part.name)) || (part.by === 'label' && plain(part.text)) ? { ...part, words: true } : part,
    ),
  ]
}

/** A name as whole words in any case: not continued by a letter, digit or `_` on either side. */
export function wordsPattern(name: string): RegExp {
  const escaped = escapeRegExp(name).replaceAll('/', '\\/')
  const word = /[\p{L}\p{N}_]/u
  const before = word.test(name.at(0) ?? '') ? '(?<![\\p{L}\\p{N}_])' : ''
  const after = word.test(name.at(-1) ?? '') ? '(?![\\p{L}\\p{N}_])' : ''
  return new RegExp(before + escaped + after, 'iu')
}

/** The `.nth()` part for a target's ordinal (`#2` -> index 1, last -> -1). */
export function nthPart(target: Pick<TargetRef, 'nth'>): LocatorChain {
  if (target.nth === undefined) return []
  return [{ by: 'nth', index: target.nth === -1 ? -1 : target.nth - 1 }]
}

/** Any visible alert, status or live region: what `a success message is shown` checks. */
export const MESSAGE_SELECTOR = '[role=alert]:visible, [role=status]:visible, [aria-live]:not([aria-live=off]):visible, output:visible'

function defaultElement(target: TargetRef): { element: LocatorChain; items?: LocatorPart } {
  if (target.name === '' && target.kind !== 'message') {
    const role =
      target.role ?? { field: 'textbox', dropdown: 'combobox', toggle: 'checkbox', clickable: 'button' }[target.kind as string] ?? 'button'
    return { element: [{ by: 'role', role }] }
  }
  switch (target.kind) {
    case 'message':
      return { element: [{ by: 'css', selector: MESSAGE_SELECTOR }] }
    case 'field':
    case 'dropdown':
    case 'toggle':
      return { element: [{ by: 'label', text: target.name }] }
    case 'clickable':
      return { element: [{ by: 'role', role: target.role ?? 'button', name: target.name }] }
    case 'table':
      return { element: [{ by: 'role', role: 'table', name: target.name }], items: { by: 'css', selector: 'tbody tr' } }
    case 'list':
      return { element: [{ by: 'role', role: 'list', name: target.name }], items: { by: 'role', role: 'listitem' } }
    case 'text':
    case 'element':
      return { element: target.role ? [{ by: 'role', role: target.role, name: target.name }] : [{ by: 'text', text: target.name }] }
  }
}
