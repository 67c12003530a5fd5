import type { ChainLink } from '../understanding/code-syntax.js'
import { chainOf } from '../understanding/code-syntax.js'
import type { ElementState } from './actions.js'
import { type CodeAction, type CodeLocator, type CodeRead, isReason, type Reasoned, selectorReason } from './code-step-targets.js'
import {
  byAttribute,
  clickOn,
  countOf,
  fieldValue,
  fillIn,
  pressIn,
  selectIn,
  stateOf,
  stringArg,
  taggedText,
  textOf,
  toggle,
} from './tool-steps.js'

/**
 * Selenide (round 15): `open("/login")`, `$(byText("Save")).click()`, `$(byLinkText("Help"))`,
 * `$(byTagAndText("button", "Save"))`, `$(byAttribute("placeholder", "Email")).setValue("…")`, conditions
 * `shouldBe(visible)`, `shouldHave(text("…"))` / `exactText(…)`, `value(…)`, `$$(…).shouldHave(size(n))` and
 * `webdriver().shouldHave(url(…))`. A string in `$("…")` is CSS, and `byId` / `byName` / `byXpath` / `byCssSelector`
 * name the element by what the plan does not carry: reported. `withText` matches part of a text: reported, as
 * WebdriverIO's `*=` is (write the whole text with byText).
 */
export function selenide(links: ChainLink[] | undefined): CodeRead {
  if (!links) return { reason: 'the Selenide line is code the plan cannot read as one chain' }
  const root = links[0]!
  if (root.name === 'open' && links.length === 1) {
    const url = stringArg(root.args?.[0])
    return url === undefined ? { reason: 'open() with a value of the code, not a written URL' } : [{ kind: 'navigate', url }]
  }
  if (root.name === 'webdriver') return pageCondition(links.slice(1))
  if ((root.name !== '$' && root.name !== '$$') || root.args?.length === 0)
    return { reason: 'the Selenide line is code the plan cannot read' }
  let locator = selenideLookup(root.args![0]!)
  let i = 1
  const index = root.args![1]
  if (index !== undefined) locator = at(locator, index)
  for (; i < links.length && /^(?:get|first|last)$/.test(links[i]!.name); i++)
    locator = at(locator, links[i]!.name === 'first' ? '0' : links[i]!.name === 'last' ? '-1' : (links[i]!.args?.[0] ?? ''))
  if (isReason(locator)) return locator
  const out: CodeAction[] = []
  for (const link of links.slice(i)) {
    const read = selenideCall(link, locator, root.name === '$$')
    if (isReason(read)) return read
    out.push(...read)
  }
  return out.length > 0 ? out : { reason: 'the line looks the element up but does nothing with it' }
}

function at(locator: Reasoned<CodeLocator>, index: string): Reasoned<CodeLocator> {
  if (isReason(locator)) return locator
  if (index === '-1') return { ...locator, nth: -1 }
  return /^\d+$/.test(index) ? { ...locator, nth: Number(index) + 1 } : { reason: `a position of the code (${index})` }
}

function selenideLookup(code: string): Reasoned<CodeLocator> {
  const css = stringArg(code)
  if (css !== undefined) return { reason: selectorReason(css) }
  const call = chainOf(code)
  const by = call?.length === 2 && call[0]!.name === 'By' ? call[1]! : call?.length === 1 ? call[0]! : undefined
  const args = (by?.args ?? []).map(stringArg)
  if (!by || args.some((a) => a === undefined)) return { reason: `\`${code}\` looks up by a value of the code` }
  const [a, b] = args as string[]
  switch (by.name) {
    case 'byText':
      return { found: { by: 'text', name: a! } }
    case 'byLinkText':
    case 'linkText':
      return { found: { by: 'linktext', name: a! } }
    case 'byTagAndText':
      return taggedText(a!, b!)
    case 'byAttribute':
      return a === 'placeholder'
        ? { found: { by: 'placeholder', name: b! } }
        : a === 'aria-label'
          ? { found: { by: 'aria', name: b! } }
          : { reason: byAttribute(`[${a}="${b}"]`, a!) }
    case 'withText':
    case 'byPartialLinkText':
    case 'partialLinkText':
      return { reason: `${by.name}("${a}") matches part of a text, which the plan does not carry; write the whole text with byText` }
    case 'byXpath':
    case 'xpath':
    case 'byCssSelector':
    case 'cssSelector':
      return { reason: selectorReason(a!) }
    default:
      return { reason: byAttribute(a ?? code, by.name.replace(/^by/, '').toLowerCase()) }
  }
}

const KEYS: Readonly<Record<string, string>> = { pressEnter: 'Enter', pressTab: 'Tab', pressEscape: 'Escape' }

function selenideCall(link: ChainLink, locator: CodeLocator, many: boolean): CodeRead {
  const args = link.args
  if (!args) return { reason: `\`${link.name}\` is a property, not an action` }
  const value = stringArg(args[0])
  if (/^should(?:Be|Have|Not|NotBe|NotHave)?$/.test(link.name)) {
    const out: CodeAction[] = []
    for (const condition of args) {
      const read = conditionOf(condition, locator, /Not/.test(link.name), many)
      if (isReason(read)) return read
      out.push(...read)
    }
    return out
  }
  if (many) return { reason: '$$() finds many elements; an action needs one (pick it with get(n), first() or last())' }
  if (args.length === 0) {
    if (link.name === 'click') return clickOn(locator)
    if (link.name === 'doubleClick') return clickOn(locator, 'dblclick')
    if (link.name === 'contextClick') return clickOn(locator, 'rightclick')
    if (link.name === 'hover') return clickOn(locator, 'hover')
    if (link.name === 'clear') return fillIn(locator, '')
    if (KEYS[link.name]) return pressIn(locator, KEYS[link.name]!)
  }
  if (args.length === 1 && value !== undefined) {
    if (/^(?:setValue|val|sendKeys|type)$/.test(link.name)) return fillIn(locator, value)
    if (link.name === 'selectOption' || link.name === 'selectOptionContainingText')
      return link.name === 'selectOption' ? selectIn(locator, value) : { reason: 'an option chosen by part of its text' }
  }
  if (link.name === 'setSelected' && (args[0] === 'true' || args[0] === 'false')) return toggle(locator, args[0] === 'true')
  return { reason: `${link.name}(${args.join(', ')}) is a Selenide method the plan has no step for` }
}

const STATES: Readonly<Record<string, [ElementState, ElementState]>> = {
  visible: ['visible', 'hidden'],
  appear: ['visible', 'hidden'],
  appears: ['visible', 'hidden'],
  exist: ['visible', 'hidden'],
  hidden: ['hidden', 'visible'],
  disappear: ['hidden', 'visible'],
  disappears: ['hidden', 'visible'],
  enabled: ['enabled', 'disabled'],
  disabled: ['disabled', 'enabled'],
  checked: ['checked', 'unchecked'],
  selected: ['checked', 'unchecked'],
  focused: ['focused', 'focused'],
}

/** `visible`, `text("…")`, `exactText("…")`, `value("…")`, `exactValue("…")`, `size(n)`, `empty` (also `Condition.…`). */
function conditionOf(code: string, locator: CodeLocator, negated: boolean, many: boolean): CodeRead {
  const written = code.trim().replace(/^Condition\.|^CollectionCondition\./, '')
  const state = STATES[written]
  if (state && !many) {
    if (negated && written === 'focused') return { reason: 'not focused, which the plan does not check' }
    return stateOf(locator, state[negated ? 1 : 0])
  }
  const call = chainOf(written)?.[0]
  const arg = call?.args?.length === 1 ? call.args[0]! : undefined
  if (call?.name === 'size' && many && !negated && arg !== undefined && /^\d+$/.test(arg)) return countOf(locator, Number(arg))
  if (many) return { reason: `${written} on $$(): a collection condition the plan does not read` }
  if (written === 'empty' && !negated) return fieldValue(locator, '')
  const value = stringArg(arg)
  if (!call || value === undefined || negated) return { reason: `${negated ? 'not ' : ''}${written} is a condition the plan does not read` }
  // Selenide's text() and value() match part of the text, ignoring case; the plan's check keeps the written case.
  if (call.name === 'text') return textOf(locator, 'contains', value)
  if (call.name === 'exactText') return textOf(locator, 'equals', value)
  if (call.name === 'value') return fieldValue(locator, value, 'contains')
  if (call.name === 'exactValue') return fieldValue(locator, value)
  return { reason: `${written} is a condition the plan does not read` }
}

/** `webdriver().shouldHave(url("…"))`, `urlContaining("…")`, `title("…")`. */
function pageCondition(links: ChainLink[]): CodeRead {
  const should = links[0]
  const condition = chainOf(should?.args?.[0] ?? '')?.[0]
  const value = stringArg(condition?.args?.[0])
  if (links.length !== 1 || should?.name !== 'shouldHave' || !condition || value === undefined)
    return { reason: 'a check on the browser the plan does not read' }
  if (condition.name === 'url') return [{ kind: 'verify_url', op: 'equals', value }]
  if (condition.name === 'urlContaining') return [{ kind: 'verify_url', op: 'contains', value }]
  if (condition.name === 'urlStartingWith') return [{ kind: 'verify_url', op: 'starts_with', value }]
  if (condition.name === 'title') return [{ kind: 'verify_title', op: 'equals', value }]
  return { reason: `${condition.name}() is a browser condition the plan does not read` }
}
