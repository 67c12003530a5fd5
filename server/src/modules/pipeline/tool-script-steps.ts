import { type ChainLink, chainOf } from '../understanding/code-syntax.js'
import type { ElementState } from './actions.js'
import { type CodeAction, type CodeLocator, type CodeRead, isReason, type Reasoned, selectorReason } from './code-step-targets.js'
import { readCodeLine } from './code-steps.js'
import { normalizeKey } from './keys.js'
import { puppeteer } from './tool-puppeteer-steps.js'
import { selenide } from './tool-selenide-steps.js'
import {
  byAttribute,
  clickOn,
  countOf,
  fieldValue,
  fillIn,
  pageCheck,
  seeText,
  stateOf,
  stringArg,
  taggedText,
  textOf,
  toolSelector,
  waitOn,
} from './tool-steps.js'

/**
 * JavaScript and Java chains of tools the round-14 code reader does not parse (round 15): TestCafe (`t.click(…)`,
 * `Selector('button').withText('Save')`, `t.expect(….innerText).eql(…)`), Nightwatch.js (`browser.setValue(…)`,
 * `browser.assert.textContains(…)`, `browser.expect.element(…).to.be.visible`, `browser.element.findByText(…)`),
 * Puppeteer (`page.click('::-p-text(Save)')`, `page.type(…)`, `page.waitForSelector(…)`) and Selenide
 * (`$(byText("Save")).click()`, `shouldHave(text(…))`, `$$(…).shouldHave(size(n))`). Each tool's string selector is CSS
 * unless it says otherwise, so a bare selector is reported; a selector naming a text or an accessible name is read.
 */
export function readScriptStep(written: string): CodeRead | undefined {
  if (!written.includes('(')) return undefined
  const text = written
    .trim()
    .replace(/;\s*$/, '')
    .replace(/^await\s+/, '')
  if (/^t\s*\.\s*\w/.test(text)) return testCafe(chainOf(text))
  if (
    /^(?:browser|client)\.(?:element\.findBy|click|setValue|sendKeys|clearValue|assert\.|verify\.|expect\.|useXpath|useCss|waitForElement|moveToElement|doubleClick|rightClick|keys\(\[?(?:browser|client)\.Keys\.)/.test(
      text,
    )
  )
    return nightwatch(text)
  if (/^page\.(?:click|type|waitForSelector|hover|focus|select|tap)\(|^page\.locator\((["'])(?:::-p-|aria\/|text\/)/.test(text))
    return puppeteer(text)
  // `$(…)` is WebdriverIO's too (code-steps.ts): Selenide's by its `By` lookups and its own methods.
  if (
    /^(?:\$\$?\((?:by[A-Z]|By\.|with[A-Z])|open\(|Selenide\.|webdriver\(\))|^\$\$?\(.*\.(?:should\w*|pressEnter|pressTab|pressEscape|val)\(|^elements?\((?:by[A-Z]|By\.)/.test(
      text,
    )
  )
    return selenide(
      chainOf(
        text
          .replace(/^Selenide\./, '')
          .replace(/^element\(/, '$(')
          .replace(/^elements\(/, '$$$$('),
      ),
    )
  return undefined
}

const PAGE = /^(?:body|html)$/

// --- TestCafe -------------------------------------------------------------------------------------------------------

function testCafe(links: ChainLink[] | undefined): CodeRead {
  if (!links) return { reason: 'the TestCafe line is code the plan cannot read as one chain of actions' }
  const out: CodeAction[] = []
  for (let i = 1; i < links.length; i++) {
    const link = links[i]!
    const args = link.args ?? []
    if (link.name === 'expect') {
      const check = links[++i]
      if (!check?.args || args.length !== 1) return { reason: 'expect() without an assertion the plan reads' }
      const read = testCafeCheck(args[0]!, check)
      if (isReason(read)) return read
      out.push(...read)
      continue
    }
    const read = testCafeAction(link.name, args)
    if (isReason(read)) return read
    out.push(...read)
  }
  return out
}

function testCafeAction(name: string, args: string[]): CodeRead {
  if (name === 'navigateTo' && stringArg(args[0]) !== undefined) return [{ kind: 'navigate', url: stringArg(args[0])! }]
  if (name === 'pressKey' && args.length === 1) return keys(stringArg(args[0]) ?? '')
  if (name === 'takeScreenshot' && args.length === 0) return [{ kind: 'screenshot' }]
  if (name === 'setNativeDialogHandler' && args.length === 1) {
    const answer = /^\(\s*\)\s*=>\s*(true|false)$/.exec(args[0]!.trim())
    return answer
      ? [{ kind: 'dialog', accept: answer[1] === 'true' }]
      : { reason: 'a dialog handler that does more than accept or dismiss' }
  }
  if (name === 'wait') return { reason: `t.wait(${args[0] ?? ''}) is a fixed pause, which the plan does not keep` }
  const how = { click: 'click', doubleClick: 'dblclick', rightClick: 'rightclick', hover: 'hover' }[name] as
    | 'click'
    | 'dblclick'
    | 'rightclick'
    | 'hover'
    | undefined
  if (how)
    return args.length === 1
      ? on(testCafeSelector(args[0]!), (l) => clickOn(l, how))
      : { reason: `t.${name}() with options the plan does not carry` }
  if (name === 'typeText' && (args.length === 2 || (args.length === 3 && /^\{\s*(?:replace|paste)\s*:\s*true\s*\}$/.test(args[2]!)))) {
    const value = stringArg(args[1])
    if (value === undefined) return { reason: `typeText(…, ${args[1]}) types a value of the code; use a {{VARIABLE}}` }
    return on(testCafeSelector(args[0]!), (l) => fillIn(l, value))
  }
  return { reason: `t.${name}() is a TestCafe action the plan has no step for, or with options it does not carry` }
}

/** `Selector('button').withText('Save').nth(1)` -> a button named Save, second of them; a CSS string is reported. */
function testCafeSelector(code: string): Reasoned<CodeLocator> {
  const written = stringArg(code)
  if (written !== undefined) return { reason: selectorReason(written) }
  const links = chainOf(code)
  const root = links?.[0]
  const css = stringArg(root?.args?.[0])
  if (!links || root?.name !== 'Selector' || css === undefined || root.args!.length !== 1)
    return { reason: `\`${code}\` is a selector held in the code, not a written one` }
  let locator: Reasoned<CodeLocator> | undefined
  let nth: number | undefined
  for (const link of links.slice(1)) {
    const arg = stringArg(link.args?.[0])
    if ((link.name === 'withText' || link.name === 'withExactText') && arg !== undefined) locator = taggedText(css, arg)
    else if (link.name === 'withAttribute' && arg !== undefined && link.args!.length === 2 && stringArg(link.args![1]) !== undefined) {
      const value = stringArg(link.args![1])!
      locator =
        arg === 'placeholder'
          ? { found: { by: 'placeholder', name: value } }
          : arg === 'aria-label'
            ? { found: { by: 'aria', name: value } }
            : { reason: byAttribute(`${css}[${arg}]`, arg) }
    } else if (link.name === 'nth' && /^\d+$/.test(link.args?.[0] ?? '')) nth = Number(link.args![0]) + 1
    else return { reason: `.${link.name}() narrows the selector in a way the plan does not carry` }
    if (isReason(locator)) return locator
  }
  if (!locator) return { reason: selectorReason(css) }
  return nth === undefined ? locator : { ...locator, nth }
}

const GET_URL = /^get(?:Page|Current|Window)?(?:Url|URL|Location|Href)\(\)$/

function testCafeCheck(written: string, check: ChainLink): CodeRead {
  let subject = written
  subject = subject.trim().replace(/^await\s+/, '')
  const negated = /^not/.test(check.name)
  const assertion = check.name.replace(/^not/, '').toLowerCase()
  const value = check.args![0]
  if (GET_URL.test(subject.trim()) || /^getPageTitle\(\)$/.test(subject.trim())) {
    const of = /Title/.test(subject) ? 'title' : 'url'
    const written = stringArg(value)
    if (negated || written === undefined || (assertion !== 'eql' && assertion !== 'contains'))
      return { reason: `${check.name}() on the ${of}: an assertion the plan does not read` }
    return pageCheck(of, assertion === 'eql' ? 'equals' : 'contains', written)
  }
  const cut = /^([\s\S]+)\.(innerText|textContent|value|exists|visible|checked|count|enabled|focused)$/.exec(subject.trim())
  if (!cut) return { reason: `\`${subject}\` is a value the plan does not check` }
  const [, selector, prop] = cut as unknown as [string, string, string]
  if (
    PAGE.test(stringArg(/^Selector\(([\s\S]+)\)$/.exec(selector)?.[1]) ?? '') &&
    /Text|textContent/.test(prop) &&
    assertion === 'contains'
  ) {
    const written = stringArg(value)
    return written === undefined ? { reason: 'a text of the code, not a written text' } : seeText(written, !negated)
  }
  return on(testCafeSelector(selector), (locator) => {
    if (prop === 'exists' || prop === 'visible' || prop === 'checked' || prop === 'enabled' || prop === 'focused') {
      const timeout = check.args!.length === 1 && /^\{\s*timeout\s*:\s*\d+\s*\}$/.test(check.args![0]!)
      if (assertion !== 'ok' || (check.args!.length > 0 && !timeout))
        return { reason: `.${prop} checked with ${check.name}(), which the plan does not read` }
      const states: Record<string, [ElementState, ElementState | undefined]> = {
        exists: ['visible', 'hidden'],
        visible: ['visible', 'hidden'],
        checked: ['checked', 'unchecked'],
        enabled: ['enabled', 'disabled'],
        focused: ['focused', undefined],
      }
      const state = states[prop]![negated ? 1 : 0]
      return state ? stateOf(locator, state) : { reason: 'not focused, which the plan does not check' }
    }
    if (negated) return { reason: `${check.name}() on the ${prop}: a negated comparison the plan does not carry` }
    if (prop === 'count') return assertion === 'eql' ? countOf(locator, Number(value)) : { reason: 'a count compared other than equal' }
    const written = stringArg(value)
    if (written === undefined || (assertion !== 'eql' && assertion !== 'contains'))
      return { reason: `${check.name}(${value ?? ''}) compares with a value of the code or in a way the plan does not read` }
    const op = assertion === 'eql' ? 'equals' : 'contains'
    return prop === 'value' ? fieldValue(locator, written, op) : textOf(locator, op, written)
  })
}

function on(locator: Reasoned<CodeLocator>, read: (locator: CodeLocator) => CodeRead): CodeRead {
  return isReason(locator) ? locator : read(locator)
}

/** TestCafe's `pressKey('ctrl+a delete')`: keys pressed one after the other, separated by spaces. */
function keys(sequence: string): CodeRead {
  const out: CodeAction[] = []
  for (const written of sequence.split(/\s+/).filter(Boolean)) {
    const key = normalizeKey(written)
    if (!key) return { reason: `"${written}" is not a key the plan knows` }
    out.push({ kind: 'press', key })
  }
  return out.length > 0 ? out : { reason: 'pressKey() presses no key' }
}

// --- Nightwatch.js --------------------------------------------------------------------------------------------------

const NW_STRATEGY: Readonly<Record<string, string>> = { 'link text': 'link=', 'css selector': 'css=', xpath: 'xpath=' }

/** A Nightwatch selector: a CSS string, a `('link text', 'Help')` pair, or `{ selector, locateStrategy }`. */
function nightwatchSelector(args: string[]): { locator: Reasoned<CodeLocator>; rest: string[] } {
  const first = stringArg(args[0])
  const pair = first !== undefined ? NW_STRATEGY[first] : undefined
  if (pair && stringArg(args[1]) !== undefined) return { locator: toolSelector(pair + stringArg(args[1])!, 'css'), rest: args.slice(2) }
  if (first === undefined) return { locator: { reason: `${args[0] ?? '()'} is a selector of the code, not a written one` }, rest: [] }
  return { locator: toolSelector(first, 'css'), rest: args.slice(1) }
}

function nightwatch(text: string): CodeRead {
  if (text.startsWith('browser.element.') || text.startsWith('client.element.'))
    return readCodeLine(text.replace(/^\w+\.element\./, 'screen.')) ?? { reason: 'the element API call is code the plan cannot read' }
  const links = chainOf(text)
  if (!links) return { reason: 'the Nightwatch line is code the plan cannot read as one chain' }
  if (links[1]?.name === 'useXpath') return { reason: 'useXpath() looks elements up by XPath, which the plan cannot carry' }
  const [, second, third] = links
  // `browser.keys(browser.Keys.ENTER)`, `browser.keys([browser.Keys.CONTROL, 'a'])`: keys pressed together.
  if (second?.name === 'keys' && links.length === 2) {
    const list = (second.args?.[0] ?? '').replace(/^\[|\]$/g, '')
    const parts = list.split(',').map((k) => /^(?:browser|client)\.Keys\.(\w+)$/.exec(k.trim())?.[1] ?? stringArg(k.trim()))
    const key = parts.every((k) => k !== undefined) ? normalizeKey(parts.join('+').replace(/_/g, '')) : undefined
    return key ? [{ kind: 'press', key }] : { reason: `keys(${second.args?.[0] ?? ''}) presses keys the plan does not know` }
  }
  // `waitForElementVisible('body')` waits for the page to be shown: the page's load.
  if (/^waitForElement(?:Visible|Present)$/.test(second?.name ?? '') && links.length === 2 && PAGE.test(stringArg(second!.args?.[0]) ?? ''))
    return [{ kind: 'wait', until: { for: 'load' } }]
  if ((second?.name === 'assert' || second?.name === 'verify') && third?.args && links.length === 3) return nightwatchAssert(third, false)
  if ((second?.name === 'assert' || second?.name === 'verify') && third?.name === 'not' && links[3]?.args && links.length === 4)
    return nightwatchAssert(links[3], true)
  if (second?.name === 'expect' && third?.args) return nightwatchExpect(links.slice(2))
  const out: CodeAction[] = []
  for (const link of links.slice(1)) {
    const { locator, rest } = nightwatchSelector(link.args ?? [])
    const how = { click: 'click', doubleClick: 'dblclick', rightClick: 'rightclick', moveToElement: 'hover' }[link.name] as
      | 'click'
      | 'dblclick'
      | 'rightclick'
      | 'hover'
      | undefined
    const value = stringArg(rest[0])
    const read: CodeRead = how
      ? on(locator, (l) => clickOn(l, how))
      : (link.name === 'setValue' || link.name === 'sendKeys') && value !== undefined && rest.length === 1
        ? on(locator, (l) => fillIn(l, value))
        : link.name === 'clearValue'
          ? on(locator, (l) => fillIn(l, ''))
          : /^waitForElement(Visible|Present|NotVisible|NotPresent)$/.test(link.name)
            ? on(locator, (l) => waitOn(l, /Not/.test(link.name) ? 'hidden' : 'visible'))
            : { reason: `${link.name}() is a Nightwatch command the plan has no step for, or with options it does not carry` }
    if (isReason(read)) return read
    out.push(...read)
  }
  return out
}

function nightwatchAssert(call: ChainLink, negated: boolean): CodeRead {
  const args = call.args ?? []
  const name = call.name
  const page = /^(url|title)(Contains|Equals)?$/.exec(name)
  if (page) {
    const value = stringArg(args[0])
    if (negated || value === undefined) return { reason: `assert.${name}(): a negated check or a value of the code` }
    return pageCheck(page[1] as 'url' | 'title', page[2] === 'Contains' ? 'contains' : 'equals', value)
  }
  const { locator, rest } = nightwatchSelector(args)
  const selector = stringArg(args[0]) ?? ''
  const value = stringArg(rest[0])
  if (/^(?:textContains|containsText)$/.test(name) && PAGE.test(selector) && value !== undefined) return seeText(value, !negated)
  const state: Record<string, ElementState> = {
    visible: 'visible',
    elementPresent: 'visible',
    elementNotPresent: 'hidden',
    hidden: 'hidden',
    enabled: 'enabled',
    selected: 'checked',
  }
  if (state[name] && rest.length === 0) {
    const final = negated
      ? ({ visible: 'hidden', hidden: 'visible', enabled: 'disabled', checked: 'unchecked' } as const)[state[name] as 'visible']
      : state[name]!
    return final ? on(locator, (l) => stateOf(l, final)) : { reason: `assert.not.${name}(): not one state the plan checks` }
  }
  if (negated || value === undefined) return { reason: `assert.${negated ? 'not.' : ''}${name}() is a check the plan does not read` }
  if (/^(?:textContains|containsText)$/.test(name)) return on(locator, (l) => textOf(l, 'contains', value))
  if (name === 'textEquals') return on(locator, (l) => textOf(l, 'equals', value))
  if (name === 'valueEquals' || name === 'value') return on(locator, (l) => fieldValue(l, value))
  return { reason: `assert.${name}() is a check the plan does not read` }
}

/** `browser.expect.element('h1').text.to.contain('Orders')`, `….to.be.visible`, `browser.expect.title().to.equal(…)`. */
function nightwatchExpect(links: ChainLink[]): CodeRead {
  const [subject, ...rest] = links as [ChainLink, ...ChainLink[]]
  const words = rest.map((l) => l.name).filter((w) => !/^(?:to|be|been|is|that|which|and|has|have|with|at|does|of|same)$/.test(w))
  const last = rest[rest.length - 1]
  const value = stringArg(last?.args?.[0])
  const negated = words[0] === 'not'
  const [prop, verb] = (negated ? words.slice(1) : words) as [string, string?]
  if (subject.name === 'title' || subject.name === 'url') {
    if (negated || value === undefined || !/^(?:equal|equals|eql|contain|contains|include|includes)$/.test(prop))
      return { reason: `expect.${subject.name}(): a check the plan does not read` }
    return pageCheck(subject.name, /^eq/.test(prop) ? 'equals' : 'contains', value)
  }
  if (subject.name !== 'element' || !subject.args) return { reason: `expect.${subject.name}() is a check the plan does not read` }
  const { locator } = nightwatchSelector(subject.args)
  if (PAGE.test(stringArg(subject.args[0]) ?? '') && prop === 'text' && verb && /^contain/.test(verb) && value !== undefined)
    return seeText(value, !negated)
  return on(locator, (l) => {
    const states: Record<string, [ElementState, ElementState]> = {
      visible: ['visible', 'hidden'],
      present: ['visible', 'hidden'],
      enabled: ['enabled', 'disabled'],
      selected: ['checked', 'unchecked'],
    }
    if (states[prop] && verb === undefined) return stateOf(l, states[prop]![negated ? 1 : 0])
    if ((prop === 'text' || prop === 'value') && verb && value !== undefined && !negated) {
      const op = /^(?:equal|equals|eql)$/.test(verb)
        ? 'equals'
        : /^(?:contain|contains|include|includes)$/.test(verb)
          ? 'contains'
          : undefined
      if (op) return prop === 'text' ? textOf(l, op, value) : fieldValue(l, value, op)
    }
    return { reason: `expect.element(…).${rest.map((r) => r.name).join('.')} is a check the plan does not read` }
  })
}
