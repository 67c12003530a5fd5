import { type ChainLink, chainOf } from '../understanding/code-syntax.js'
import type { UiAction } from './actions.js'
import { readAssertCall } from './code-step-asserts.js'
import { readExpect, readShould } from './code-step-checks.js'
import {
  type CodeAction,
  type CodeLocator,
  type CodeRead,
  type ElementUse,
  isReason,
  literal,
  readLocator,
  rooted,
  targetOf,
  urlMatch,
} from './code-step-targets.js'
import { normalizeKey } from './keys.js'

/**
 * A UI step written as one line of browser-test code (round 14): Playwright, Testing Library, Cypress, WebdriverIO
 * and Selenium (Java, Python, JavaScript). The line is parsed as code: a chain of properties and calls
 * (understanding/code-syntax.ts), its root object (`page`, `cy`, `browser`, `driver`, `$(…)`, `expect(…)`), the element
 * it looks up (code-step-targets.ts), then its action or check (code-step-checks.ts). A line of code is either read
 * whole or reported with the reason; it never falls through to the sentence grammar, which would read its words
 * as English. Code the plan cannot express (`page.evaluate`, `waitForTimeout`, route mocks, custom commands) is
 * reported.
 */

/** A step written as a line of test code -> its actions, or the reason as an `unknown`; undefined when it is not code. */
export function readCodeStep(written: string, line: number): { actions: UiAction[]; notes: [] } | undefined {
  if (!looksLikeCode(written)) return undefined
  const read = readCodeLine(written)
  if (!read) return undefined
  const text = written.replace(/\s+/g, ' ').trim()
  if (isReason(read)) return { actions: [{ line, text, kind: 'unknown', reason: read.reason }], notes: [] }
  return { actions: read.map((action) => ({ ...action, line, text }) as UiAction), notes: [] }
}

/** Cheap test before parsing: a call on a test library's object, or an assertion call. */
const CODE_START =
  /^(?:await\s+)?(?:(?:this\.)?page|cy|browser|driver|self\.driver|screen|Thread|time|\$|(?:get|find)(?:All)?By\w+|expect|assert\w*|self\.assert\w+|Assert\.\w+|new\s+Select|await\s+expect)\s*[.(]|^assert\s/

export function looksLikeCode(text: string): boolean {
  return text.includes('(') || text.startsWith('assert ') ? CODE_START.test(text.trim()) : false
}

/** The line read as code -> its actions (line numbers filled by the caller), or a reason; undefined when it is not code. */
export function readCodeLine(written: string): CodeRead | undefined {
  const text = written
    .trim()
    .replace(/;\s*$/, '')
    .replace(/^await\s+/, '')
    .replace(/^(?:this|self)\.(?=page\b|driver\b|assert[A-Z])/, '')
    .replace(/^new\s+/, '')
  // pytest's `assert …` is code when it is about the driver; `assert the URL contains …` is prose.
  if (/^assert\s/.test(text) && !/\bdriver\b/.test(text)) return undefined
  if (text.startsWith('assert') || text.startsWith('Assert.')) return readAssertCall(text)
  const links = rooted(chainOf(text))
  // Not one chain (`cy.url() should include "/x"`, `getByRole(…) -> click`): prose with code words, read by the grammar
  // and code-step-prose.ts.
  if (!links) return undefined
  const root = links[0]!
  if (root.name === 'expect' && (root.args || links[1]?.name === 'soft')) return readExpect(links)
  return (
    readOnRoot(links) ?? {
      reason: `\`${links.map((l) => l.name).join('.')}\` is code the plan has no step for (a script, a mock, a custom command)`,
    }
  )
}

/** The page-level calls of each library, by root object and method. */
function readOnRoot(links: ChainLink[]): CodeRead | undefined {
  const root = links[0]!.name
  const [second, third] = [links[1], links[2]]
  if (root === '$') return onElement(links, 0)
  // Selenium's `new Select(driver.findElement(…)).selectByVisibleText('X')`: the dropdown is the Select's argument.
  const wrapped = root === 'Select' && links[0]!.args?.length === 1 ? chainOf(links[0]!.args[0]!) : undefined
  if (wrapped) return onElement([...wrapped, ...links.slice(1)], wrapped[0]!.name === '$' ? 0 : 1)
  if (!second) return undefined
  const method = second.name
  const arg = second.args?.[0]
  if (links.length === 2 && second.args) {
    const url = literal(arg)
    if (['goto', 'visit', 'url', 'get', 'navigateTo'].includes(method) && url !== undefined && !(root === 'cy' && method === 'get'))
      return [{ kind: 'navigate', url }]
    if (['reload', 'refresh'].includes(method)) return [{ kind: 'reload' }]
    // Cypress's `cy.scrollTo('bottom')` / `('top')`: the page scrolled to its end (a position or offsets: reported).
    if (method === 'scrollTo' && second.args.length === 1 && /^(?:top|bottom)$/.test(literal(arg) ?? ''))
      return [{ kind: 'scroll', direction: literal(arg) as 'top' | 'bottom' }]
    if (['goBack', 'back'].includes(method) || (method === 'go' && literal(arg) === 'back')) return [{ kind: 'go_back' }]
    if (/^(?:screenshot|saveScreenshot|save_screenshot|takeScreenshot)$/.test(method)) return [{ kind: 'screenshot' }]
    if (/^(?:acceptAlert|dismissAlert)$/.test(method)) return [{ kind: 'dialog', accept: method === 'acceptAlert' }]
    if (method === 'keys' || method === 'realPress') return keysOf(arg)
    if (/^(?:once|on)$/.test(method)) return dialogHandler(second.args)
    if (/^(?:waitForTimeout|pause|wait|sleep)$/.test(method) && !/^\d/.test(arg ?? ''))
      return { reason: `${method}(${arg ?? ''}) waits for something the plan has no step for (a network alias, a callback)` }
    if (/^(?:waitForTimeout|pause|wait|sleep)$/.test(method))
      return { reason: `${method}(${arg ?? ''}) is a fixed pause, which the plan does not keep; wait for what the pause stands in for` }
    if (method === 'waitForURL') return urlWait(arg)
    if (method === 'waitForLoadState' && (arg === undefined || literal(arg) === 'load')) return [{ kind: 'wait', until: { for: 'load' } }]
  }
  if (method === 'keyboard' && third?.args && links.length === 3 && third.name === 'press') return pressOf(literal(third.args[0]))
  if (method === 'navigate' && second.args?.length === 0 && third?.args && links.length === 3) {
    if (third.name === 'to' && literal(third.args[0]) !== undefined) return [{ kind: 'navigate', url: literal(third.args[0])! }]
    if (third.name === 'refresh') return [{ kind: 'reload' }]
    if (third.name === 'back') return [{ kind: 'go_back' }]
  }
  // Selenium's alert: `driver.switchTo().alert().accept()`, `driver.switch_to.alert.dismiss()`.
  if (/^switch_?[tT]o$/.test(method) && third?.name === 'alert' && links.length === 4 && /^(?:accept|dismiss)$/.test(links[3]!.name))
    return [{ kind: 'dialog', accept: links[3]!.name === 'accept' }]
  // `cy.url().should(…)`, `cy.title().should(…)`, `cy.location('pathname').should(…)`.
  if (root === 'cy' && ['url', 'title', 'location'].includes(method) && third?.name === 'should')
    return readShould(links, 2, method === 'title' ? 'title' : 'url')
  return onElement(links, 1)
}

/** `root.<lookup…>.<action>(…)`: the element looked up, then what is done to it or checked on it. */
function onElement(links: ChainLink[], start: number): CodeRead | undefined {
  const read = readLocator(links, start)
  if (!read) return undefined
  if (isReason(read.locator)) return read.locator
  const rest = links.slice(read.next)
  if (rest.length === 0) {
    // Cypress's `cy.contains('Saved')` fails the test when the text is not there: it is the check that it is shown.
    const { found, nth, scope, within } = read.locator
    if (links[0]!.name === 'cy' && found.by === 'text' && nth === undefined && !scope && within === undefined)
      return [{ kind: 'verify_text', value: found.name, visible: true }]
    return { reason: 'the line looks the element up but does nothing with it' }
  }
  if (rest[0]!.name === 'should') return readShould(links, read.next, read.locator)
  const out: CodeAction[] = []
  for (const [i, link] of rest.entries()) {
    if (link.name === 'and' && i > 0 && rest[0]!.name === 'should') continue
    const done = actionOf(link, read.locator)
    if (isReason(done)) return done
    // Cypress's `clear().type('x')`: clearing before typing is what typing into the field does here.
    const last = out[out.length - 1]
    if (last?.kind === 'fill' && last.value === '' && done[0]?.kind === 'fill') out.pop()
    out.push(...done)
  }
  return out
}

const CLICKS: Readonly<Record<string, 'click' | 'dblclick' | 'rightclick'>> = {
  click: 'click',
  tap: 'click',
  realClick: 'click',
  dblclick: 'dblclick',
  doubleClick: 'dblclick',
  double_click: 'dblclick',
  rightclick: 'rightclick',
  contextClick: 'rightclick',
}
const TYPING = /^(?:fill|type|pressSequentially|setValue|addValue|sendKeys|send_keys)$/

function on(
  locator: CodeLocator,
  use: ElementUse,
  act: (target: Extract<CodeAction, { target: unknown }>['target']) => CodeAction[],
): CodeRead {
  const target = targetOf(locator, use)
  return isReason(target) ? target : act(target)
}

/** One action call on the element looked up. */
function actionOf(link: ChainLink, locator: CodeLocator): CodeRead {
  const args = link.args
  const call = `${link.name}(${args?.join(', ') ?? ''})`
  if (!args) return { reason: `\`${link.name}\` is a property of the element, not an action` }
  const click = CLICKS[link.name]
  if (click) {
    const options = args[0]?.replace(/\s+/g, '')
    const how =
      options === undefined
        ? click
        : options === "{button:'right'}" || options === '{button:"right"}'
          ? 'rightclick'
          : options === '{clickCount:2}'
            ? 'dblclick'
            : undefined
    if (!how || (how !== click && click !== 'click'))
      return { reason: `${call}: click options other than the right button or a double click are not carried` }
    return on(locator, 'click', (target) => [
      how === 'click'
        ? { kind: 'click', target }
        : how === 'dblclick'
          ? { kind: 'click', target, double: true }
          : { kind: 'click', target, button: 'right' },
    ])
  }
  if (TYPING.test(link.name)) return typed(link.name, args, locator)
  if (/^(?:clear|clearValue)$/.test(link.name) && args.length === 0)
    return on(locator, 'fill', (target) => [{ kind: 'fill', target, value: '' }])
  if (link.name === 'press' && args.length === 1) {
    const key = normalizeKey(literal(args[0]) ?? '')
    return key ? on(locator, 'press', (target) => [{ kind: 'press', key, target }]) : { reason: `${call}: not a key the plan knows` }
  }
  if (/^(?:check|uncheck|setChecked)$/.test(link.name)) {
    const checked =
      link.name === 'setChecked' ? (args[0] === 'true' ? true : args[0] === 'false' ? false : undefined) : link.name === 'check'
    if (checked === undefined || args.length > (link.name === 'setChecked' ? 1 : 0))
      return { reason: `${call}: options or values of the code are not carried` }
    return on(locator, 'toggle', (target) => [{ kind: checked ? 'check' : 'uncheck', target }])
  }
  if (/^(?:selectOption|select|selectByVisibleText|select_by_visible_text)$/.test(link.name) && args.length === 1) {
    const option = literal(args[0]) ?? literal(/^\{\s*label\s*:\s*(.+?)\s*\}$/.exec(args[0]!)?.[1])
    if (option === undefined)
      return { reason: `${call}: the option is chosen by value, index or a value of the code, not by its written label` }
    return on(locator, 'select', (target) => [{ kind: 'select', target, option }])
  }
  if (/^(?:hover|realHover|moveTo|move_to)$/.test(link.name) && args.length === 0)
    return on(locator, 'click', (target) => [{ kind: 'hover', target }])
  if (link.name === 'trigger' && /^['"](?:mouseover|mouseenter)['"]$/.test(args[0] ?? '') && args.length === 1)
    return on(locator, 'click', (target) => [{ kind: 'hover', target }])
  if (/^(?:scrollIntoView|scrollIntoViewIfNeeded)$/.test(link.name) && args.length === 0)
    return on(locator, 'click', (target) => [{ kind: 'scroll', target }])
  if (link.name === 'waitFor' || link.name === 'waitForDisplayed') {
    const hidden = /state\s*:\s*['"](?:hidden|detached)['"]|reverse\s*:\s*true/.test(args[0] ?? '')
    if (args.length > 0 && !hidden && !/^\{\s*(?:state\s*:\s*['"](?:visible|attached)['"]|timeout\s*:\s*\d+)\s*\}$/.test(args[0]!))
      return { reason: `${call}: wait options the plan does not carry` }
    const state = hidden ? 'hidden' : 'visible'
    if (locator.found.by === 'text' && locator.nth === undefined && !locator.scope && locator.within === undefined)
      return [{ kind: 'wait', until: { for: 'text', text: locator.found.name, state } }]
    return on(locator, 'state', (target) => [{ kind: 'wait', until: { for: 'element', target, state } }])
  }
  if (/^(?:setInputFiles|selectFile|uploadFile|attachFile)$/.test(link.name))
    return { reason: `${call} uploads a file, which the plan has no step for` }
  return { reason: `${call} is an element method the plan has no step for` }
}

/** Cypress's `{enter}` and Selenium's `Keys.ENTER` in typed text: the text typed, then the key pressed. */
function typed(method: string, args: string[], locator: CodeLocator): CodeRead {
  const parts: ({ text: string } | { key: string })[] = []
  for (const arg of args) {
    const key = /^Keys\.([A-Z_]+)$/.exec(arg)
    if (key) {
      const name = normalizeKey(key[1]!.replace('_', ''))
      if (!name) return { reason: `${arg} is not a key the plan knows` }
      parts.push({ key: name })
      continue
    }
    const text = literal(arg)
    if (text === undefined) return { reason: `${method}(${arg}) types a value of the code, not a written value; use a {{VARIABLE}}` }
    for (const piece of text.split(/(\{[a-zA-Z]+\})/)) {
      if (piece === '') continue
      const brace = /^\{([a-zA-Z]+)\}$/.exec(piece)
      if (brace && method === 'type') {
        const name = normalizeKey(brace[1]!)
        if (!name) return { reason: `{${brace[1]}} is a Cypress key sequence the plan does not carry` }
        parts.push({ key: name })
      } else parts.push({ text: piece })
    }
  }
  if (parts.length === 0) return { reason: `${method}() types nothing` }
  return on(locator, parts.every((part) => 'key' in part) ? 'press' : 'fill', (target) =>
    parts.map((part) => ('key' in part ? { kind: 'press', key: part.key, target } : { kind: 'fill', target, value: part.text })),
  )
}

function pressOf(key: string | undefined): CodeRead {
  const name = normalizeKey(key ?? '')
  return name ? [{ kind: 'press', key: name }] : { reason: `"${key ?? ''}" is not a key the plan knows` }
}

/** WebdriverIO's `browser.keys('Enter')` and `browser.keys(['Control', 'a'])`: the keys pressed together. */
function keysOf(arg: string | undefined): CodeRead {
  const single = literal(arg)
  if (single !== undefined) return pressOf(single)
  const list = /^\[([\s\S]*)\]$/.exec(arg ?? '')
  const keys = list ? list[1]!.split(',').map((k) => literal(k.trim())) : undefined
  if (!keys || keys.some((k) => k === undefined)) return { reason: `keys(${arg ?? ''}) presses keys of the code, not written keys` }
  return pressOf(keys.join('+'))
}

/** `page.once('dialog', d => d.accept())`, `cy.on('window:confirm', () => false)`: the next dialog answered. */
function dialogHandler(args: string[]): CodeRead | undefined {
  const event = literal(args[0])
  if (args.length !== 2 || event === undefined) return undefined
  if (event === 'dialog') {
    const handler = /^(?:async\s+)?\(?\s*(\w+)\s*\)?\s*=>\s*\{?\s*(?:await\s+)?(\w+)\.(accept|dismiss)\(\s*\)\s*;?\s*\}?$/.exec(args[1]!)
    if (handler && handler[1] === handler[2]) return [{ kind: 'dialog', accept: handler[3] === 'accept' }]
    return { reason: 'the dialog handler does more than accept or dismiss it, which the plan does not carry' }
  }
  if (event === 'window:confirm') {
    const answer = /^\(\s*\)\s*=>\s*(true|false)$/.exec(args[1]!)
    if (answer) return [{ kind: 'dialog', accept: answer[1] === 'true' }]
  }
  return undefined
}

/** `page.waitForURL('**\/done')`: a glob ending in a written path, a plain URL, or a pattern that is only text. */
function urlWait(arg: string | undefined): CodeRead {
  const url = urlMatch(arg)
  return isReason(url) ? url : [{ kind: 'wait', until: { for: 'url', ...url } }]
}
