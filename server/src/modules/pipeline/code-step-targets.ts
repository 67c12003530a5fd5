import { type ChainLink, objectEntries, quoted } from '../understanding/code-syntax.js'
import {
  REGION_ROLES,
  type RegionRole,
  type RegionScope,
  type RoleHint,
  type TargetKind,
  type TargetRef,
  type UiAction,
} from './actions.js'

/**
 * The element a line of browser-test code looks up, as the plan names elements (code-steps.ts reads the rest of the
 * line). The plan finds elements by role, label, placeholder or text, so the libraries' lookups by those read exactly:
 * Playwright's `getByRole` / `getByLabel` / `getByPlaceholder` / `getByText` / `getByAltText`, Testing Library's
 * `findByRole` / `getByLabelText` / …, Cypress's `contains`, WebdriverIO's `=Text`, `button=Text` and `aria/Name`,
 * Selenium's `By.linkText`. A CSS or XPath selector, an id or a test id names the element by something the plan does
 * not carry, so it is reported with that reason, never turned into a guessed name.
 */

/** How a lookup found the element. */
type Found =
  | { by: 'role'; role: string; name: string }
  | { by: 'label' | 'placeholder' | 'text' | 'alt' | 'linktext' | 'aria'; name: string }

export interface CodeLocator {
  found: Found
  nth?: number
  within?: string
  scope?: RegionScope
}

/** What the line does to the element, which decides its kind when the lookup does not (a label's field or checkbox). */
export type ElementUse = 'click' | 'fill' | 'press' | 'select' | 'toggle' | 'see' | 'state' | 'value' | 'count'

export type Reasoned<T> = T | { reason: string }

/** An action as read from code, before the step's line and text are set. */
export type CodeAction = UiAction extends infer A ? (A extends UiAction ? Omit<A, 'line' | 'text'> : never) : never
export type CodeRead = Reasoned<CodeAction[]>

export function isReason<T>(value: Reasoned<T>): value is { reason: string } {
  return typeof value === 'object' && value !== null && 'reason' in value
}

/** Testing Library's query names (`findByRole`, `getAllByText`, `queryByLabelText`) and Playwright's `getBy…`. */
const QUERY = /^(?:get|find|query)(?:All)?By(Role|LabelText|Label|Text|PlaceholderText|Placeholder|AltText|TestId|Title|DisplayValue)$/
const BY_QUERY: Readonly<Record<string, Found['by'] | 'testid' | 'title' | 'display'>> = {
  Role: 'role',
  LabelText: 'label',
  Label: 'label',
  Text: 'text',
  PlaceholderText: 'placeholder',
  Placeholder: 'placeholder',
  AltText: 'alt',
  TestId: 'testid',
  Title: 'title',
  DisplayValue: 'display',
}
/** WebdriverIO's `tag=Text` selectors whose tag the plan names by role. */
const TAG_ROLES: Readonly<Record<string, string>> = {
  button: 'button',
  a: 'link',
  h1: 'heading',
  h2: 'heading',
  h3: 'heading',
  h4: 'heading',
  h5: 'heading',
  h6: 'heading',
}
/** Containers a row's text picks out (`getByRole('listitem').filter({ hasText: 'Buy milk' })`). */
const ROW_ROLES = new Set(['listitem', 'row', 'article'])

const BY_SELENIUM =
  /^By\.(linkText|LINK_TEXT|partialLinkText|PARTIAL_LINK_TEXT|id|ID|name|NAME|className|CLASS_NAME|tagName|TAG_NAME|cssSelector|CSS_SELECTOR|css|xpath|XPATH)$/

export function selectorReason(selector: string): string {
  const kind = /^\(?\/\//.test(selector)
    ? 'an XPath'
    : /data-(?:test|testid|cy|qa)/i.test(selector)
      ? 'a test id selector'
      : 'a CSS selector'
  return `\`${selector}\` is ${kind}: the plan finds elements by role, label, placeholder or text and cannot carry it; look the element up by its role and name (getByRole) or its label`
}

/** A string literal argument, or undefined when the argument is code (a variable, a call). */
export function literal(arg: string | undefined): string | undefined {
  return arg === undefined ? undefined : quoted(arg)
}

/** `getByRole(…).click()` written without its `page.` / `screen.`: the lookup is on the page. */
export function rooted(links: ChainLink[] | undefined): ChainLink[] | undefined {
  return links && LOOKUP_ROOT.test(links[0]!.name) && links[0]!.args ? [{ name: 'page' }, ...links] : links
}
const LOOKUP_ROOT = /^(?:get|find|query)(?:All)?By[A-Z]\w*$/

/** One lookup link -> how it finds the element; undefined when the link is no lookup. */
function lookup(link: ChainLink, isRoot: boolean): Reasoned<Found> | undefined {
  const args = link.args
  if (!args) return undefined
  const query =
    QUERY.exec(link.name) ?? (link.name === 'getByLabel' || link.name === 'getByPlaceholder' ? [link.name, link.name.slice(5)] : null)
  if (query) {
    const by = BY_QUERY[query[1]!]!
    const first = literal(args[0])
    if (first === undefined) return { reason: `${link.name}(${args[0] ?? ''}) looks up by a value of the code, not a written name` }
    if (by === 'testid')
      return {
        reason: `${link.name}('${first}') finds a test id: the plan finds elements by role, label, placeholder or text and cannot carry it`,
      }
    if (by === 'title' || by === 'display')
      return {
        reason: `${link.name}() finds an element by its ${by === 'title' ? 'title attribute' : 'displayed value'}, which the plan does not look up by`,
      }
    if (by !== 'role')
      return args.length > 1 && !onlyExact(args[1]!)
        ? { reason: `${link.name}() options other than exact are not carried` }
        : { by, name: first }
    if (args.length < 2) return { by, role: first, name: '' }
    const options = objectEntries(args[1]!)
    if (!options) return { reason: `getByRole('${first}', …) options are code the plan cannot read` }
    for (const key of Object.keys(options))
      if (key !== 'name' && key !== 'exact')
        return { reason: `getByRole('${first}', { ${key} }) narrows by ${key}, which the plan does not carry` }
    if (options.name === undefined) return { by, role: first, name: '' }
    const name = literal(options.name)
    if (name === undefined)
      return { reason: `getByRole('${first}', { name: ${options.name} }) names it by a pattern or a value of the code, not a written name` }
    return { by, role: first, name }
  }
  if (link.name === 'contains' && (args.length === 1 || args.length === 2)) {
    const text = literal(args[args.length - 1])
    if (text === undefined) return { reason: `contains(${args.join(', ')}) looks up by a pattern or a value of the code` }
    if (args.length === 1) return { by: 'text', name: text }
    const tag = literal(args[0]) ?? ''
    const role = TAG_ROLES[tag]
    return role ? { by: 'role', role, name: text } : { reason: selectorReason(tag) }
  }
  if (link.name === '$' && isRoot) return selectorLookup(literal(args[0]))
  if (['locator', 'get', 'find', '$', 'findElement', 'find_element', 'querySelector'].includes(link.name)) {
    const by = BY_SELENIUM.exec(args[0] ?? '') ?? /^By\.(\w+)\(/.exec(args[0] ?? '')
    if (by) return seleniumLookup(by[1]!, literal(args[1]) ?? literal(/^By\.\w+\(([\s\S]*)\)$/.exec(args[0]!)?.[1]))
    const selector = literal(args[0])
    return selector === undefined
      ? { reason: `${link.name}(${args[0] ?? ''}) looks up by a value of the code` }
      : { reason: selectorReason(selector) }
  }
  return undefined
}

function onlyExact(options: string): boolean {
  const entries = objectEntries(options)
  return entries !== undefined && Object.keys(entries).every((key) => key === 'exact')
}

/** WebdriverIO's `$('…')`: link text, `tag=Text` and `aria/Name` read; CSS and XPath reported. */
function selectorLookup(selector: string | undefined): Reasoned<Found> {
  if (selector === undefined) return { reason: '$(…) looks up by a value of the code' }
  const link = /^=(.+)$/.exec(selector)
  if (link) return { by: 'linktext', name: link[1]! }
  const aria = /^aria\/(.+)$/.exec(selector)
  if (aria) return { by: 'aria', name: aria[1]! }
  const tagged = /^([a-z][a-z0-9]*)=(.+)$/.exec(selector)
  if (tagged && TAG_ROLES[tagged[1]!]) return { by: 'role', role: TAG_ROLES[tagged[1]!]!, name: tagged[2]! }
  if (/^(?:[a-z][a-z0-9]*)?\*=/.test(selector))
    return { reason: `\`${selector}\` matches part of a text, which the plan does not carry; write the whole text` }
  return { reason: selectorReason(selector) }
}

function seleniumLookup(strategy: string, value: string | undefined): Reasoned<Found> {
  if (value === undefined) return { reason: `By.${strategy}(…) looks up by a value of the code` }
  if (/^link_?text$/i.test(strategy)) return { by: 'linktext', name: value }
  if (/partial/i.test(strategy))
    return { reason: `By.${strategy} matches part of a link's text, which the plan does not carry; write the whole text` }
  if (/^(?:css|css_?selector|xpath)$/i.test(strategy)) return { reason: selectorReason(value) }
  return {
    reason: `By.${strategy}('${value}') finds the element by its ${strategy.toLowerCase().replace('_', ' ')}: the plan finds elements by role, label, placeholder or text and cannot carry it`,
  }
}

/**
 * Reads the lookups of a chain from `start`: one element, or one inside a row (`filter({ hasText })`) or a region
 * (`getByRole('dialog')`), with `first()` / `last()` / `nth(i)` / `eq(i)`. Returns the locator and the index of the
 * first link after it; undefined when `links[start]` is no lookup.
 */
export function readLocator(links: ChainLink[], start: number): { locator: Reasoned<CodeLocator>; next: number } | undefined {
  const levels: { found: Found; nth?: number; hasText?: string }[] = []
  let i = start
  for (; i < links.length; i++) {
    const link = links[i]!
    const found = lookup(link, i === 0)
    if (found !== undefined) {
      if (isReason(found)) return { locator: found, next: links.length }
      levels.push({ found })
      continue
    }
    const level = levels[levels.length - 1]
    if (!level) return undefined
    const pick = pickOf(link)
    if (pick === undefined) break
    if (isReason(pick)) return { locator: pick, next: links.length }
    if (typeof pick === 'number') level.nth = pick
    else level.hasText = pick.hasText
  }
  if (levels.length === 0) return undefined
  return { locator: located(levels), next: i }
}

/** `first()`, `last()`, `nth(1)`, `eq(1)` -> the 1-based position (-1 last); `filter({ hasText: 'X' })` -> its text. */
function pickOf(link: ChainLink): Reasoned<number | { hasText: string }> | undefined {
  if (!link.args) return undefined
  if ((link.name === 'first' || link.name === 'last') && link.args.length === 0) return link.name === 'first' ? 1 : -1
  if ((link.name === 'nth' || link.name === 'eq') && link.args.length === 1) {
    const n = Number(link.args[0])
    return Number.isInteger(n) && n >= 0 ? n + 1 : { reason: `${link.name}(${link.args[0]}) is a position the plan cannot carry` }
  }
  if (link.name === 'filter' && link.args.length === 1) {
    const options = objectEntries(link.args[0]!)
    const text = literal(options?.hasText)
    if (options && Object.keys(options).length === 1 && text !== undefined) return { hasText: text }
    return { reason: `filter(${link.args[0]}) narrows by something other than a written text` }
  }
  return undefined
}

function located(levels: { found: Found; nth?: number; hasText?: string }[]): Reasoned<CodeLocator> {
  const element = levels[levels.length - 1]!
  if (element.hasText !== undefined)
    return {
      reason: `filter({ hasText }) on the element itself narrows it by a text it contains, which the plan does not carry; filter the row it is in`,
    }
  if (levels.length === 1) return { found: element.found, nth: element.nth }
  if (levels.length > 2) return { reason: 'a lookup nested more than one container deep, which the plan does not carry' }
  const outer = levels[0]!
  if (outer.nth !== undefined) return { reason: 'a position on the container, which the plan does not carry' }
  if (outer.found.by === 'role' && ROW_ROLES.has(outer.found.role) && outer.found.name === '' && outer.hasText !== undefined)
    return { found: element.found, nth: element.nth, within: outer.hasText }
  if (outer.found.by === 'role' && (REGION_ROLES as readonly string[]).includes(outer.found.role) && outer.hasText === undefined) {
    const scope: RegionScope = { role: outer.found.role as RegionRole }
    if (outer.found.name !== '') Object.assign(scope, { name: outer.found.name, quoted: true })
    return { found: element.found, nth: element.nth, scope }
  }
  return { reason: 'the element is looked up inside a container the plan does not name (a row by its text or a region by its role)' }
}

/** Roles the plan names directly: the kind and the role noun it keeps. */
const ROLE_TARGETS: Readonly<Record<string, [TargetKind, RoleHint?]>> = {
  button: ['clickable', 'button'],
  link: ['clickable', 'link'],
  tab: ['clickable', 'tab'],
  menuitem: ['clickable', 'menuitem'],
  checkbox: ['toggle', 'checkbox'],
  radio: ['toggle', 'radio'],
  switch: ['toggle'],
  heading: ['element', 'heading'],
  img: ['element', 'img'],
  textbox: ['field'],
  searchbox: ['field'],
  spinbutton: ['field'],
  listbox: ['dropdown'],
}

/** The kinds an action can be done to: text is typed into a field, an option chosen from a dropdown, a box ticked. */
const USE_KINDS: Partial<Record<ElementUse, TargetKind[]>> = {
  fill: ['field'],
  value: ['field', 'dropdown'],
  select: ['dropdown'],
  toggle: ['toggle'],
}
const USE_WORDS: Partial<Record<ElementUse, string>> = {
  fill: 'a field typed into',
  value: 'a field with a value',
  select: 'a dropdown an option is chosen from',
  toggle: 'a checkbox, radio button or switch',
}
const KIND_WORDS: Readonly<Record<TargetKind, string>> = {
  clickable: 'a button or link',
  field: 'a field',
  dropdown: 'a dropdown',
  toggle: 'a checkbox or radio button',
  table: 'a table',
  list: 'a list',
  text: 'a text',
  element: 'a heading or image',
  message: 'a message',
}

/** The plan's target for a located element, given what the line does to it. */
export function targetOf(locator: CodeLocator, use: ElementUse): Reasoned<TargetRef> {
  const { found } = locator
  let kind: TargetKind
  let role: RoleHint | undefined
  switch (found.by) {
    case 'role': {
      const known = found.role === 'combobox' ? [use === 'fill' || use === 'value' ? 'field' : 'dropdown'] : ROLE_TARGETS[found.role]
      if (!known) return { reason: `getByRole('${found.role}') is a role the plan does not name an element by` }
      kind = known[0] as TargetKind
      role = known[1] as RoleHint | undefined
      if (found.name === '' && locator.nth === undefined && locator.within === undefined)
        return { reason: `getByRole('${found.role}') without a name may be any ${found.role}; add { name } or a position` }
      break
    }
    case 'label':
      if (use === 'click' || use === 'see')
        return { reason: `getByLabel('${found.name}') may be a field or a checkbox; use its role (getByRole) to say which` }
      kind = use === 'toggle' ? 'toggle' : use === 'select' ? 'dropdown' : 'field'
      break
    case 'placeholder':
      kind = 'field'
      break
    case 'alt':
      kind = 'element'
      role = 'img'
      break
    case 'linktext':
      kind = 'clickable'
      role = 'link'
      break
    case 'text':
    case 'aria':
      if (use !== 'click' && !(found.by === 'aria' && use === 'fill'))
        return { reason: `an element found by its ${found.by === 'text' ? 'text' : 'accessible name'} alone is only clicked or seen here` }
      kind = use === 'fill' ? 'field' : 'clickable'
      break
  }
  // An image clicked or hovered is a control, as the grammar plans `Click the "Logo" image`.
  if (role === 'img' && use === 'click') kind = 'clickable'
  const needs = USE_KINDS[use]
  if (needs && !needs.includes(kind)) return { reason: `${KIND_WORDS[kind]} is not ${USE_WORDS[use]}` }
  const target: TargetRef = { kind, name: found.name }
  if (role) target.role = role
  if (locator.nth !== undefined) target.nth = locator.nth
  if (locator.within !== undefined) target.within = locator.within
  if (locator.scope) target.scope = locator.scope
  return target
}

type UrlMatch = { op: 'equals' | 'contains' | 'starts_with' | 'ends_with'; value: string }

/** A URL or title argument: a string (equals; a `**\/x` glob ends with `/x`), `expect.stringContaining(s)`, or a regex of plain text. */
export function urlMatch(arg: string | undefined): Reasoned<UrlMatch> {
  const text = quoted(arg ?? '')
  if (text !== undefined) {
    if (!text.includes('*')) return { op: 'equals', value: text }
    const tail = /^\*\*(\/[^*]+)$/.exec(text)
    return tail ? { op: 'ends_with', value: tail[1]! } : { reason: `'${text}' is a glob pattern the plan does not carry` }
  }
  const containing = /^expect\.stringContaining\(([\s\S]+)\)$/.exec(arg ?? '')
  if (containing && quoted(containing[1]!) !== undefined) return { op: 'contains', value: quoted(containing[1]!)! }
  const regex = /^\/((?:[^/\\]|\\.)+)\/[a-z]*$/.exec(arg ?? '')
  if (regex) {
    // `.*` at either end matches anything: `/.*checkout/` is `/checkout/`.
    const body = regex[1]!.replace(/^\.\*/, '').replace(/\.\*$/, '')
    const starts = body.startsWith('^')
    const ends = body.endsWith('$') && !body.endsWith('\\$')
    const inner = body.slice(starts ? 1 : 0, ends ? -1 : undefined)
    if (/(?<!\\)[.*+?()[\]{}|^$]/.test(inner))
      return { reason: `/${body}/ is a pattern, not a written text, which the plan does not carry` }
    if (/\/[a-z]*i[a-z]*$/.test(arg!)) return { reason: `/${body}/i ignores case, which the plan's checks do not` }
    const value = inner.replace(/\\(.)/g, '$1')
    return { op: starts && ends ? 'equals' : starts ? 'starts_with' : ends ? 'ends_with' : 'contains', value }
  }
  return { reason: `${arg ?? '()'} is a value of the code, not a written URL or title` }
}
