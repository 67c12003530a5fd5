import { type ChainLink, chainOf } from '../understanding/code-syntax.js'
import { type ElementState, REGION_ROLES, type RegionRole, type RegionScope } from './actions.js'
import {
  type CodeAction,
  type CodeLocator,
  type CodeRead,
  isReason,
  literal,
  type Reasoned,
  readLocator,
  rooted,
  targetOf,
  urlMatch,
} from './code-step-targets.js'

/**
 * The checks of browser-test code (code-steps.ts reads the line): Playwright's and WebdriverIO's `expect(…)` matchers
 * with `.not`, Cypress's `should('chainer', …)` / `and(…)`, and Selenium's JUnit / TestNG / pytest assertions on
 * `getText()`, `isDisplayed()`, the title and the current URL. Each library's form becomes one comparison on one
 * subject (the page's URL or title, an element, or an element's property), read once here.
 */

export type Subject =
  | { of: 'page' }
  | { of: 'url' | 'title' | 'path' }
  // Selenium's page source (`driver.page_source`, `driver.getPageSource()`): a text in it is checked on the page.
  | { of: 'source' }
  | { of: 'element'; locator: CodeLocator }
  | { of: 'prop'; locator: CodeLocator; prop: 'visible' | 'enabled' | 'disabled' | 'checked' | 'text' | 'value' }

export type Op = 'equals' | 'contains' | 'true' | 'false' | 'matches'

const PROPS: Readonly<Record<string, 'visible' | 'enabled' | 'disabled' | 'checked' | 'text' | 'value'>> = {
  isVisible: 'visible',
  isDisplayed: 'visible',
  is_displayed: 'visible',
  isEnabled: 'enabled',
  is_enabled: 'enabled',
  isDisabled: 'disabled',
  isChecked: 'checked',
  isSelected: 'checked',
  is_selected: 'checked',
  textContent: 'text',
  innerText: 'text',
  getText: 'text',
  text: 'text',
  inputValue: 'value',
  getValue: 'value',
}
const PAGE_VALUES: Readonly<Record<string, 'url' | 'title' | 'source'>> = {
  page_source: 'source',
  getPageSource: 'source',
  url: 'url',
  getUrl: 'url',
  getCurrentUrl: 'url',
  current_url: 'url',
  title: 'title',
  getTitle: 'title',
}
const ROOTS = new Set(['page', 'cy', 'browser', 'driver', 'screen'])

/** The code an expectation or assertion is about. */
export function subjectOf(code: string): Reasoned<Subject> {
  const text = code
    .trim()
    .replace(/^await\s+/, '')
    .replace(/^(?:this|self)\./, '')
  const links = rooted(chainOf(text))
  if (!links) return { reason: `\`${text}\` is code the plan cannot read as a page or an element` }
  const root = links[0]!.name
  if (links.length === 1 && (root === 'page' || root === 'browser')) return { of: 'page' }
  if (links.length === 2 && ROOTS.has(root) && PAGE_VALUES[links[1]!.name] && (links[1]!.args?.length ?? 0) === 0)
    return { of: PAGE_VALUES[links[1]!.name]! }
  const start = root === '$' ? 0 : ROOTS.has(root) ? 1 : -1
  const read = start >= 0 ? readLocator(links, start) : undefined
  if (!read) return { reason: `\`${text}\` is code the plan cannot read as a page or an element` }
  if (isReason(read.locator)) return read.locator
  const rest = links.slice(read.next)
  if (rest.length === 0) return { of: 'element', locator: read.locator }
  // Selenium's `getAttribute('value')` is the field's value.
  const attribute = rest.length === 1 && /^get_?[aA]ttribute$/.test(rest[0]!.name) && literal(rest[0]!.args?.[0]) === 'value'
  const prop = attribute ? 'value' : rest.length === 1 && (rest[0]!.args?.length ?? 0) === 0 ? PROPS[rest[0]!.name] : undefined
  return prop
    ? { of: 'prop', locator: read.locator, prop }
    : { reason: `\`${rest.map((l) => l.name).join('.')}\` is a property the plan does not check` }
}

/** `expect(subject)[.not].matcher(args)` (also `expect.soft`). */
export function readExpect(links: ChainLink[]): CodeRead {
  const soft = links[0]!.args === undefined && links[1]?.name === 'soft' ? 1 : 0
  const subjectCode = links[soft]!.args
  if (subjectCode?.length !== 1) return { reason: 'expect() takes one subject' }
  let i = soft + 1
  const negated = links[i]?.name === 'not'
  if (negated) i++
  const matcher = links[i]
  if (!matcher?.args || i !== links.length - 1) return { reason: 'the expectation has no matcher the plan reads' }
  const subject = subjectOf(subjectCode[0]!)
  if (isReason(subject)) return subject
  const name = matcher.name
  const arg = matcher.args[0]
  const call = `${negated ? 'not.' : ''}${name}(${matcher.args.join(', ')})`
  if (subject.of === 'page') return pageMatcher(name, matcher.args, negated, call)
  if (subject.of !== 'element') {
    const op: Op | undefined =
      /^(?:toBe|toEqual|toStrictEqual)$/.test(name) && matcher.args.length === 1
        ? arg === 'true'
          ? 'true'
          : arg === 'false'
            ? 'false'
            : 'equals'
        : name === 'toBeTruthy'
          ? 'true'
          : name === 'toBeFalsy'
            ? 'false'
            : name === 'toContain'
              ? 'contains'
              : name === 'toMatch'
                ? 'matches'
                : undefined
    if (!op) return { reason: `${call} is a matcher the plan does not read on this value` }
    if (negated)
      return op === 'true' || op === 'false'
        ? compare(subject, op === 'true' ? 'false' : 'true')
        : { reason: `${call}: a negated comparison the plan does not carry` }
    return compare(subject, op, arg)
  }
  return elementMatcher(subject.locator, name, matcher.args, negated, call)
}

/** `expect(page).toHaveURL(…)`, `expect(browser).toHaveUrlContaining(…)`, `toHaveTitle(…)`. */
function pageMatcher(name: string, args: string[], negated: boolean, call: string): CodeRead {
  const page = /^toHave(URL|Url|Title)(Containing)?$/.exec(name)
  if (!page || negated || args.length < 1 || (args.length > 1 && !/^\{\s*timeout\s*:\s*\d+\s*\}$/.test(args[1]!)))
    return { reason: `${call} is a check on the page the plan does not read` }
  const kind = page[1] === 'Title' ? 'verify_title' : 'verify_url'
  if (page[2]) {
    const value = literal(args[0])
    return value === undefined ? { reason: `${call}: a value of the code, not a written text` } : [{ kind, op: 'contains', value }]
  }
  const match = urlMatch(args[0])
  return isReason(match) ? match : [{ kind, ...match }]
}

function elementMatcher(locator: CodeLocator, name: string, args: string[], negated: boolean, call: string): CodeRead {
  const state = STATE_MATCHERS[name]
  if (state && (args.length === 0 || /^\{\s*timeout\s*:\s*\d+\s*\}$/.test(args[0]!) || name === 'toBeChecked')) {
    let final: ElementState | undefined = state
    if (name === 'toBeChecked' && args[0] !== undefined) {
      const checked = /^\{\s*checked\s*:\s*(true|false)\s*\}$/.exec(args[0])
      if (!checked) return { reason: `${call}: options the plan does not carry` }
      final = checked[1] === 'true' ? 'checked' : 'unchecked'
    }
    if (negated) final = OPPOSITE[final]
    if (!final) return { reason: `${call}: the opposite of ${state} is not one state the plan checks` }
    return stateCheck(locator, final)
  }
  if (TEXT_MATCHERS[name] && args.length === 1) return textCheck(locator, literal(args[0]), TEXT_MATCHERS[name], negated, call)
  if ((name === 'toHaveValue' || name === 'toHaveValueContaining') && args.length === 1 && !negated) {
    const value = literal(args[0])
    if (value === undefined) return { reason: `${call}: the value is a pattern or a value of the code, not a written value` }
    return valueCheck(locator, value, name === 'toHaveValue' ? 'equals' : 'contains')
  }
  if ((name === 'toHaveCount' || name === 'toBeElementsArrayOfSize') && args.length === 1 && !negated) return countCheck(locator, args[0]!)
  if (name === 'toBeEmpty' && !negated) return valueCheck(locator, '', 'equals')
  return { reason: `${call} is a matcher the plan has no check for` }
}

const STATE_MATCHERS: Readonly<Record<string, ElementState>> = {
  toBeVisible: 'visible',
  toBeDisplayed: 'visible',
  toBeHidden: 'hidden',
  toBeEnabled: 'enabled',
  toBeDisabled: 'disabled',
  toBeChecked: 'checked',
  toBeSelected: 'checked',
  toBeFocused: 'focused',
  toHaveFocus: 'focused',
}
const OPPOSITE: Readonly<Partial<Record<ElementState, ElementState>>> = {
  visible: 'hidden',
  hidden: 'visible',
  enabled: 'disabled',
  disabled: 'enabled',
  checked: 'unchecked',
  unchecked: 'checked',
}
const TEXT_MATCHERS: Readonly<Record<string, 'equals' | 'contains'>> = {
  toHaveText: 'equals',
  toContainText: 'contains',
  toHaveTextContaining: 'contains',
}

function stateCheck(locator: CodeLocator, state: ElementState): CodeRead {
  if (locator.found.by === 'text' && (state === 'visible' || state === 'hidden')) {
    const where = placeOf(locator)
    return isReason(where) ? where : [{ kind: 'verify_text', value: locator.found.name, visible: state === 'visible', ...where }]
  }
  const target = targetOf(locator, state === 'checked' || state === 'unchecked' ? 'toggle' : state === 'focused' ? 'fill' : 'state')
  return isReason(target) ? target : [{ kind: 'verify_element', target, state }]
}

/** Where a text is looked for: the page, a row, or a region. */
function placeOf(locator: CodeLocator): Reasoned<{ within?: string; scope?: RegionScope }> {
  if (locator.nth !== undefined) return { reason: 'a position on a text, which the plan does not carry' }
  return { ...(locator.within !== undefined ? { within: locator.within } : {}), ...(locator.scope ? { scope: locator.scope } : {}) }
}

const MESSAGE_ROLES = new Set(['alert', 'status'])
const NAMED_BY_TEXT = new Set(['heading', 'button', 'link', 'tab', 'menuitem'])

/**
 * An element's text: a region's text holds it (`expect(page.getByRole('list')).toContainText('Buy milk')`), an alert
 * or status says it, and a heading, button or link without a name is named by it.
 */
function textCheck(locator: CodeLocator, value: string | undefined, op: 'equals' | 'contains', negated: boolean, call: string): CodeRead {
  if (value === undefined) return { reason: `${call}: the text is a pattern or a value of the code, not a written text` }
  const { found } = locator
  if (found.by !== 'role') return { reason: `${call}: a text check on an element found by its ${found.by}, which the plan does not carry` }
  if (
    (REGION_ROLES as readonly string[]).includes(found.role) &&
    locator.nth === undefined &&
    !locator.scope &&
    locator.within === undefined
  ) {
    if (op === 'equals')
      return { reason: `${call}: the region's whole text equal to one text, which the plan does not check; use toContainText` }
    const scope: RegionScope = { role: found.role as RegionRole, ...(found.name !== '' ? { name: found.name, quoted: true as const } : {}) }
    return [{ kind: 'verify_text', value, visible: !negated, scope }]
  }
  if (negated) return { reason: `${call}: a negated text check on one element, which the plan does not carry` }
  if (MESSAGE_ROLES.has(found.role) && found.name === '' && locator.nth === undefined) {
    const where = placeOf(locator)
    return isReason(where) ? where : [{ kind: 'verify_text', value, visible: true, ...where }]
  }
  if (NAMED_BY_TEXT.has(found.role) && (found.name === '' || found.name === value)) {
    const target = targetOf({ ...locator, found: { ...found, name: value } }, 'state')
    return isReason(target) ? target : [{ kind: 'verify_element', target, state: 'visible' }]
  }
  return { reason: `${call}: the text of a ${found.role} the plan has no check for` }
}

function valueCheck(locator: CodeLocator, value: string, op: 'equals' | 'contains'): CodeRead {
  const target = targetOf(locator, 'value')
  if (isReason(target)) return target
  return [op === 'equals' ? { kind: 'verify_value', target, value } : { kind: 'verify_value', target, value, op }]
}

/** `toHaveCount(3)`: of named elements, or of a named list's items or table's rows. */
function countCheck(locator: CodeLocator, arg: string): CodeRead {
  const count = Number(arg)
  if (!Number.isInteger(count) || count < 0) return { reason: `a count of ${arg}, which is not a written number` }
  const { found, scope } = locator
  if (found.by === 'role' && (found.role === 'listitem' || found.role === 'row') && found.name === '') {
    const holder = found.role === 'listitem' ? 'list' : 'table'
    if (scope?.role === holder && scope.name && locator.nth === undefined && locator.within === undefined)
      return [{ kind: 'verify_count', target: { kind: holder, name: scope.name }, count }]
    return { reason: `a count of ${found.role}s that are not in a named ${holder}, which the plan does not carry` }
  }
  if (locator.nth !== undefined) return { reason: 'a count of one element picked by position' }
  const target = targetOf(locator, 'count')
  return isReason(target) ? target : [{ kind: 'verify_count', target, count }]
}

/** One comparison on a subject. */
export function compare(subject: Subject, op: Op, arg?: string): CodeRead {
  if (subject.of === 'source') return sourceCheck(op, arg, true)
  if (subject.of === 'url' || subject.of === 'title' || subject.of === 'path') {
    if (op === 'true' || op === 'false') return { reason: `the ${subject.of} as true or false, which the plan does not check` }
    const match = op === 'matches' ? urlMatch(arg) : literal(arg) !== undefined ? { op, value: literal(arg)! } : urlMatch(arg)
    if (isReason(match)) return match
    if (subject.of === 'path' && match.op !== 'contains')
      return { reason: `the path ${match.op.replace('_', ' ')} a text: the plan checks the whole URL; use include` }
    return [{ kind: subject.of === 'title' ? 'verify_title' : 'verify_url', ...match }]
  }
  if (subject.of !== 'prop') return { reason: `the ${subject.of} compared as a value, which the plan does not check` }
  const { prop, locator } = subject
  if (prop === 'text' || prop === 'value') {
    const value = literal(arg)
    if (value === undefined || (op !== 'equals' && op !== 'contains'))
      return { reason: `the element's ${prop} compared with a pattern or a value of the code` }
    return prop === 'text' ? textCheck(locator, value, op, false, `${prop} ${op}`) : valueCheck(locator, value, op)
  }
  if (op !== 'true' && op !== 'false') return { reason: `${prop} compared with a value other than true or false` }
  const state: ElementState =
    prop === 'visible'
      ? op === 'true'
        ? 'visible'
        : 'hidden'
      : prop === 'checked'
        ? op === 'true'
          ? 'checked'
          : 'unchecked'
        : (prop === 'enabled') === (op === 'true')
          ? 'enabled'
          : 'disabled'
  return stateCheck(locator, state)
}

/** Cypress's `should('be.visible')`, `should('have.value', 'x')`, `and(…)`, on an element or on the URL / title. */
export function readShould(links: ChainLink[], start: number, on: CodeLocator | 'url' | 'title'): CodeRead {
  let subject: Reasoned<Subject> = on === 'url' || on === 'title' ? { of: on } : { of: 'element', locator: on }
  if (on === 'url' && links[start - 1]?.name === 'location') {
    const part = literal(links[start - 1]!.args?.[0])
    subject =
      part === 'pathname'
        ? { of: 'path' }
        : part === 'href'
          ? { of: 'url' }
          : { reason: `location(${part ?? ''}) is a part of the URL the plan does not check` }
  }
  if (isReason(subject)) return subject
  const out: CodeAction[] = []
  for (const [i, link] of links.slice(start).entries()) {
    if (!link.args || (link.name !== 'should' && !(link.name === 'and' && i > 0)))
      return { reason: `\`${link.name}\` after should() is code the plan does not read` }
    const chainer = literal(link.args[0])
    if (chainer === undefined)
      return { reason: 'should() with a callback is code the plan cannot read; write one should(chainer, value) per check' }
    const read = chainerCheck(subject, chainer, link.args.slice(1))
    if (isReason(read)) return read
    out.push(...read)
  }
  return out
}

function chainerCheck(subject: Subject, chainer: string, args: string[]): CodeRead {
  const negated = chainer.startsWith('not.')
  const word = chainer.replace(/^not\./, '')
  const arg = args[0]
  if (subject.of !== 'element') {
    if (negated) return { reason: `should('${chainer}') on the ${subject.of}: a negated check the plan does not carry` }
    const op: Op | undefined = /^(?:include|contain|contains)$/.test(word)
      ? 'contains'
      : /^(?:eq|equal|equals)$/.test(word)
        ? 'equals'
        : word === 'match'
          ? 'matches'
          : undefined
    return op && args.length === 1
      ? compare(subject, op, arg)
      : { reason: `should('${chainer}') is a chainer the plan does not read on the ${subject.of}` }
  }
  const locator = subject.locator
  const state = CHAINER_STATES[word]
  if (state && args.length === 0) {
    const final = negated ? OPPOSITE[state] : state
    return final ? stateCheck(locator, final) : { reason: `should('${chainer}'): not one state the plan checks` }
  }
  if (/^(?:have\.text|contain|contain\.text|include\.text|contains)$/.test(word) && args.length === 1) {
    if (locator.found.by === 'text' && word !== 'have.text') return { reason: `should('${chainer}') on an element found by its text` }
    return textCheck(locator, literal(arg), word === 'have.text' ? 'equals' : 'contains', negated, `should('${chainer}')`)
  }
  if (word === 'have.value' && args.length === 1 && !negated) {
    const value = literal(arg)
    return value === undefined ? { reason: "should('have.value') with a value of the code" } : valueCheck(locator, value, 'equals')
  }
  if (word === 'have.length' && args.length === 1 && !negated) return countCheck(locator, arg!)
  if (word === 'be.empty' && !negated) return valueCheck(locator, '', 'equals')
  return { reason: `should('${chainer}') is a chainer the plan has no check for` }
}

const CHAINER_STATES: Readonly<Record<string, ElementState>> = {
  'be.visible': 'visible',
  exist: 'visible',
  'be.hidden': 'hidden',
  'be.disabled': 'disabled',
  'be.enabled': 'enabled',
  'be.checked': 'checked',
  'be.selected': 'checked',
  'be.focused': 'focused',
  'have.focus': 'focused',
}

/**
 * A text in the page's source (`assert "X" in driver.page_source`, `getPageSource().contains("X")`): the text shown on
 * the page (the source also holds markup and hidden text, which no step means when it names a message). A text
 * absent from it is a text not shown; the source equal to a text, or a pattern, is no check the plan has.
 */
export function sourceCheck(op: Op, arg: string | undefined, present: boolean): CodeRead {
  const value = literal(arg)
  if (op !== 'contains' || value === undefined || value === '')
    return { reason: "the page's source compared otherwise than holding a written text, which the plan does not check" }
  return [{ kind: 'verify_text', value, visible: present }]
}
