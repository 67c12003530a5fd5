import type { ElementState } from './actions.js'
import { compare } from './code-step-checks.js'
import {
  type CodeAction,
  type CodeLocator,
  type CodeRead,
  type ElementUse,
  isReason,
  type Reasoned,
  selectorReason,
  targetOf,
} from './code-step-targets.js'

/**
 * Shared pieces of the readers of other browser-test tools' notations (round 15, tool-step-reader.ts): a tool's
 * selector string by its strategy, and the plan's actions and checks built from a located element.
 */

/** A selector's strategy when it has no prefix: CSS (Browser, Puppeteer, Nightwatch) or an id or name (SeleniumLibrary, Selenium IDE). */
export type DefaultStrategy = 'css' | 'identifier'

const ROLE_SELECTOR = /^role=([a-z]+)\s*\[\s*name\s*=\s*(["'])(.+)\2\s*\]$/
const STRATEGY = /^([a-zA-Z][a-zA-Z ]*?)\s*[=:]\s*([\s\S]+)$/

/** A tool's selector string -> the element it finds, or why the plan cannot carry it. */
export function toolSelector(selector: string, fallback: DefaultStrategy): Reasoned<CodeLocator> {
  const s = selector.trim()
  const quotedText = /^"(.+)"$/.exec(s)
  if (quotedText) return { found: { by: 'text', name: quotedText[1]! } }
  if (/^\(?\/\//.test(s)) return { reason: selectorReason(s) }
  const role = ROLE_SELECTOR.exec(s)
  if (role) return { found: { by: 'role', role: role[1]!, name: role[3]! } }
  const strategy = STRATEGY.exec(s)
  const kind = strategy?.[1]?.toLowerCase().replace(/\s+/g, '')
  if (strategy && kind && STRATEGIES.has(kind)) {
    const value = strategy[2]!.trim().replace(/^(["'])(.+)\1$/, '$2')
    if (kind === 'text') return { found: { by: 'text', name: value } }
    if (kind === 'link' || kind === 'linktext') return { found: { by: 'linktext', name: value } }
    if (kind === 'label') return { found: { by: 'label', name: value } }
    if (kind === 'placeholder') return { found: { by: 'placeholder', name: value } }
    if (kind === 'partiallink' || kind === 'partiallinktext')
      return { reason: `\`${s}\` matches part of a link's text, which the plan does not carry; write the whole text` }
    if (kind === 'css' || kind === 'xpath' || kind === 'sizzle' || kind === 'jquery') return { reason: selectorReason(value) }
    return { reason: byAttribute(s, kind) }
  }
  if (fallback === 'identifier' && /^[\w-]+$/.test(s)) return { reason: byAttribute(s, 'id or name') }
  if (fallback === 'identifier' && !/[#.[\]>:()=]/.test(s)) return { reason: byAttribute(s, 'id or name') }
  return { reason: selectorReason(s) }
}
const STRATEGIES = new Set([
  'text',
  'link',
  'linktext',
  'partiallink',
  'partiallinktext',
  'label',
  'placeholder',
  'css',
  'xpath',
  'sizzle',
  'jquery',
  'id',
  'name',
  'identifier',
  'class',
  'classname',
  'tag',
  'data',
  'dom',
  'data-testid',
  'data-test',
])

export function byAttribute(selector: string, attribute: string): string {
  return `\`${selector}\` finds the element by its ${attribute === 'identifier' ? 'id or name' : attribute}: the plan finds elements by role, label, placeholder or text and cannot carry it`
}

/** An HTML tag the plan names by role, a tag that holds any text, or neither. */
export function tagRole(tag: string): string | 'any' | undefined {
  if (tag === 'button') return 'button'
  if (tag === 'a') return 'link'
  if (/^h[1-6]$/.test(tag)) return 'heading'
  if (/^(?:\*|div|span|p|li|label|td|strong|em|small|b)$/.test(tag)) return 'any'
  return undefined
}

/** `tag` with its text (TestCafe's withText, Watir's `text:`) -> the element: a button, link or heading by role, else a text. */
export function taggedText(tag: string, name: string): Reasoned<CodeLocator> {
  const role = tagRole(tag)
  if (!role) return { reason: selectorReason(tag) }
  return role === 'any' ? { found: { by: 'text', name } } : { found: { by: 'role', role, name } }
}

function on(
  locator: CodeLocator,
  use: ElementUse,
  act: (target: Extract<CodeAction, { target: unknown }>['target']) => CodeAction,
): CodeRead {
  const target = targetOf(locator, use)
  return isReason(target) ? target : [act(target)]
}

export const clickOn = (locator: CodeLocator, how: 'click' | 'dblclick' | 'rightclick' | 'hover' = 'click'): CodeRead =>
  on(locator, 'click', (target) =>
    how === 'hover'
      ? { kind: 'hover', target }
      : how === 'dblclick'
        ? { kind: 'click', target, double: true }
        : how === 'rightclick'
          ? { kind: 'click', target, button: 'right' }
          : { kind: 'click', target },
  )
export const fillIn = (locator: CodeLocator, value: string): CodeRead => on(locator, 'fill', (target) => ({ kind: 'fill', target, value }))
export const selectIn = (locator: CodeLocator, option: string): CodeRead =>
  on(locator, 'select', (target) => ({ kind: 'select', target, option }))
export const toggle = (locator: CodeLocator, checked: boolean): CodeRead =>
  on(locator, 'toggle', (target) => ({ kind: checked ? 'check' : 'uncheck', target }))
export const pressIn = (locator: CodeLocator, key: string): CodeRead => on(locator, 'press', (target) => ({ kind: 'press', key, target }))

/** A text on the page, shown or not. */
export const seeText = (value: string, visible = true): CodeRead => [{ kind: 'verify_text', value, visible }]

/** An element's state (a text found by its text is that text shown or hidden). */
export function stateOf(locator: CodeLocator, state: ElementState): CodeRead {
  const prop = state === 'visible' || state === 'hidden' ? 'visible' : state === 'checked' || state === 'unchecked' ? 'checked' : 'enabled'
  const truth = state === 'visible' || state === 'checked' || state === 'enabled'
  if (state === 'focused') return on(locator, 'fill', (target) => ({ kind: 'verify_element', target, state }))
  return compare({ of: 'prop', locator, prop }, truth ? 'true' : 'false')
}

/** An element's text equal to or holding a written text. */
export const textOf = (locator: CodeLocator, op: 'equals' | 'contains', value: string): CodeRead =>
  compare({ of: 'prop', locator, prop: 'text' }, op, quote(value))
export const fieldValue = (locator: CodeLocator, value: string, op: 'equals' | 'contains' = 'equals'): CodeRead =>
  compare({ of: 'prop', locator, prop: 'value' }, op, quote(value))
export const pageCheck = (of: 'url' | 'title', op: 'equals' | 'contains', value: string): CodeRead => compare({ of }, op, quote(value))

/** A number of elements found by a locator. */
export function countOf(locator: CodeLocator, count: number): CodeRead {
  if (!Number.isInteger(count) || count < 0) return { reason: `a count of ${count}, which is not a written number` }
  return on(locator, 'count', (target) => ({ kind: 'verify_count', target, count }))
}

function quote(value: string): string {
  return `"${value}"`
}

/** A written string argument of a call: `'x'` or `"x"` (no interpolation), else undefined. */
export function stringArg(arg: string | undefined): string | undefined {
  const match = /^(["'])([\s\S]*)\1$/.exec(arg?.trim() ?? '')
  if (!match || (match[1] === '"' && /#\{|\$\{?\w/.test(match[2]!))) return undefined
  return match[2]
}

/** A wait until an element (or a text found by its text) is shown or gone. */
export function waitOn(locator: CodeLocator, state: 'visible' | 'hidden'): CodeRead {
  if (locator.found.by === 'text' && locator.nth === undefined)
    return [{ kind: 'wait', until: { for: 'text', text: locator.found.name, state } }]
  const check = stateOf(locator, state)
  if (isReason(check)) return check
  const first = check[0]
  return first?.kind === 'verify_element' ? [{ kind: 'wait', until: { for: 'element', target: first.target, state } }] : check
}

/** The option a dropdown shows (Capybara's `have_select(…, selected:)`, Codeception's `seeOptionIsSelected`). */
export const selectedIn = (locator: CodeLocator, option: string): CodeRead =>
  on(locator, 'select', (target) => ({ kind: 'verify_value', target, value: option }))
