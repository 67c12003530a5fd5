import { type ChainLink, callOf, chainOf, splitTopLevel } from '../understanding/code-syntax.js'
import type { ElementState } from './actions.js'
import { type CodeLocator, type CodeRead, isReason, type Reasoned, selectorReason } from './code-step-targets.js'
import { normalizeKey } from './keys.js'
import {
  byAttribute,
  clickOn,
  fieldValue,
  fillIn,
  pageCheck,
  seeText,
  selectedIn,
  selectIn,
  stateOf,
  stringArg,
  taggedText,
  textOf,
  toggle,
} from './tool-steps.js'

/**
 * Ruby and PHP tools whose calls read almost as sentences (round 15): Capybara (`click_button 'Save'`,
 * `fill_in 'Email', with: '…'`, `select 'Spain', from: 'Country'`, `expect(page).to have_content '…'`,
 * `have_current_path`), Watir (`browser.button(text: 'Save').click`, `browser.text_field(label: 'Email').set '…'`) and
 * Codeception (`$I->click('Save')`, `$I->fillField('Email', '…')`, `$I->see('…')`, `$I->seeInCurrentUrl('/x')`). Their
 * locators are fuzzy (a label, a caption or a text, or an id, a name or CSS): a written caption is read; CSS, XPath,
 * an id-like token (`user_email`, `#email`, `user[email]`) and a scope block (`within '#cart' do`) are reported.
 */
export function readSpeechStep(written: string): CodeRead | undefined {
  const text = written
    .trim()
    .replace(/;\s*$/, '')
    .replace(/^@browser\b/, 'browser')
    .replace(/^expect\(@browser\b/, 'expect(browser')
  if (text.startsWith('$I->')) return codeception(text.slice(4))
  // Capybara's `find('button', text: 'Save').click`: a tag with its whole text.
  const found = /^find\((["'])(\w+)\1,\s*(?:text:|:text\s*=>)\s*(["'])(.+?)\3\)\.click$/.exec(text)
  if (found) return on(taggedText(found[2]!, found[4]!), (l) => clickOn(l))
  if (
    /^browser\.\w+[(\s.]/.test(text) &&
    /^browser\.(?:goto|button|link|text_field|textarea|select_list|select|checkbox|radio|element|div|span|h[1-6]|back|refresh|send_keys|alert)\b/.test(
      text,
    )
  )
    return watir(text)
  if (/^(?:expect\((?:page|browser\b.*?|current_path|current_url)\)\.(?:to|not_to|to_not)\s|page\.should(?:_not)?\s)/.test(text))
    return rspec(text)
  const call =
    /^(click_button|click_link|click_on|click_link_or_button|fill_in|select|check|uncheck|choose|visit|assert_text|assert_no_text|assert_current_path|assert_title|assert_selector|within|find|find_button|find_link|find_field)(?:\s+|\s*(\())(?=["':])([\s\S]*)$/.exec(
      text,
    )
  if (!call) return undefined
  // A Ruby call: string arguments and options only, one after the other. `check "X"` / `select "A" from "B"` are also
  // the grammar's own words (and its rewrites'), so the English verbs need Ruby's single quotes, parens or an option.
  if (/^\(?\s*:\w+/.test(call[3]!))
    return {
      reason: `\`${call[3]!.replace(/^\(?\s*/, '').split(/[,)\s]/)[0]}\` names the element by its id or name, which the plan cannot carry; write its caption or label`,
    }
  if (!/^\(?\s*(["']).*?\1\s*(?:,[\s\S]*)?\)?(?:\s+do)?$/.test(call[3]!)) return undefined
  if (/^(?:check|uncheck|choose|select|visit)$/.test(call[1]!) && !call[2] && !/^'|,\s*:?\w+(?::|\s*=>)/.test(call[3]!)) return undefined
  return capybara(call[1]!, rubyArgs(call[2] ? call[3]!.replace(/\)\s*$/, '') : call[3]!), text)
}

/** A Ruby call's arguments: positional strings and `key: value` options. */
function rubyArgs(text: string): { args: string[]; options: Record<string, string> } {
  const args: string[] = []
  const options: Record<string, string> = {}
  for (const part of splitTopLevel(text.trim(), ',')) {
    const option = /^:?(\w+)(?::\s*|\s*=>\s*)([\s\S]+)$/.exec(part)
    if (option && !/^["']/.test(part)) options[option[1]!] = option[2]!.trim()
    else if (part !== '') args.push(part)
  }
  return { args, options }
}

/** A Capybara or Codeception locator: a written caption or label, or an id, a name or CSS (reported). */
function fuzzy(written: string | undefined, role?: 'button' | 'link' | 'field' | 'toggle' | 'dropdown'): Reasoned<CodeLocator> {
  if (written === undefined) return { reason: 'the locator is a value of the code, not a written text' }
  if (/^[#.[/(]|[[\]>=]|^\w+#|^\w+\.\w/.test(written)) return { reason: selectorReason(written) }
  if (/^[a-z0-9]+(?:[_-][a-z0-9]+)+$/.test(written) || /^[a-z]+$/.test(written))
    return { reason: `\`${written}\` may be the element's id or name as much as its caption; write the caption` }
  if (role === 'button' || role === 'link') return { found: { by: 'role', role, name: written } }
  if (role === 'field' || role === 'toggle' || role === 'dropdown') return { found: { by: 'label', name: written } }
  return { found: { by: 'text', name: written } }
}

const on = (locator: Reasoned<CodeLocator>, read: (l: CodeLocator) => CodeRead): CodeRead => (isReason(locator) ? locator : read(locator))

function capybara(name: string, { args, options }: ReturnType<typeof rubyArgs>, text: string): CodeRead {
  const first = stringArg(args[0])
  if (name === 'within') return { reason: 'within opens a scope by a selector the plan does not carry; name the region in each step' }
  if (name === 'find') return { reason: `\`${text}\` finds the element by a CSS selector, which the plan cannot carry` }
  const keys = Object.keys(options).join(',')
  if (name === 'fill_in' || name === 'select') {
    const value = stringArg(options[name === 'fill_in' ? 'with' : 'from'])
    if (args.length !== 1 || first === undefined || value === undefined || keys !== (name === 'fill_in' ? 'with' : 'from'))
      return { reason: `${name} with a value of the code or options the plan does not carry` }
    return name === 'fill_in' ? on(fuzzy(first, 'field'), (l) => fillIn(l, value)) : on(fuzzy(value, 'dropdown'), (l) => selectIn(l, first))
  }
  if (keys !== '') return { reason: `${name} with options (${keys}) the plan does not carry` }
  if (name === 'visit')
    return first === undefined || args.length !== 1 ? { reason: 'visit with a value of the code' } : [{ kind: 'navigate', url: first }]
  if (/^assert_(?:no_)?text$/.test(name))
    return first === undefined ? { reason: 'a text of the code' } : seeText(first, name === 'assert_text')
  if (name === 'assert_current_path') return first === undefined ? { reason: 'a path of the code' } : pageCheck('url', 'equals', first)
  if (name === 'assert_title') return first === undefined ? { reason: 'a title of the code' } : pageCheck('title', 'equals', first)
  if (name === 'assert_selector') return { reason: `assert_selector ${args.join(', ')} checks a CSS selector, which the plan cannot carry` }
  if (args.length !== 1) return { reason: `${name} takes one locator here` }
  if (name === 'click_button') return on(fuzzy(first, 'button'), (l) => clickOn(l))
  if (name === 'click_link') return on(fuzzy(first, 'link'), (l) => clickOn(l))
  if (name === 'click_on' || name === 'click_link_or_button') return on(fuzzy(first), (l) => clickOn(l))
  if (name === 'check') return on(fuzzy(first, 'toggle'), (l) => toggle(l, true))
  if (name === 'choose') return on(fuzzy(first, 'toggle'), (l) => toggle(l, true))
  if (name === 'uncheck') return on(fuzzy(first, 'toggle'), (l) => toggle(l, false))
  return { reason: `\`${text}\` is a finder whose element is used by code the plan does not read` }
}

/** RSpec expectations on Capybara's page or Watir's browser. */
function rspec(text: string): CodeRead {
  const m = /^(?:expect\(([\s\S]+?)\)\.(to|not_to|to_not)|page\.(should|should_not))\s+([\s\S]+)$/.exec(text)
  if (!m) return { reason: 'the expectation is code the plan cannot read' }
  const subject = m[1] ?? 'page'
  const negated = m[2] ? m[2] !== 'to' : m[3] === 'should_not'
  const matcher = /^(\w+)(?:\s*\(([\s\S]*)\)|\s+([\s\S]+))?$/.exec(m[4]!.trim())
  if (!matcher) return { reason: 'the matcher is code the plan cannot read' }
  const name = matcher[1]!
  const { args, options } = rubyArgs(matcher[2] ?? matcher[3] ?? '')
  const value = stringArg(args[0])
  if (subject === 'page' || subject === 'browser.text') {
    if (/^have_no_(?:content|text)$/.test(name) && value !== undefined && args.length === 1 && Object.keys(options).length === 0)
      return seeText(value, negated)
    if (/^have_(?:content|text)$|^include$/.test(name) && value !== undefined && args.length === 1 && Object.keys(options).length === 0)
      return seeText(value, !negated)
    if (subject === 'page' && !negated) return pageMatcher(name, value, args.length, options)
    if (subject === 'page' && /^have_(?:button|link)$/.test(name) && args.length === 1 && Object.keys(options).length === 0)
      return on(fuzzy(value, name === 'have_button' ? 'button' : 'link'), (l) => stateOf(l, 'hidden'))
    return { reason: `${negated ? 'not ' : ''}${name} on the page is a matcher the plan does not read` }
  }
  if (/^(?:current_path|current_url|browser\.url|browser\.title)$/.test(subject)) {
    const of = subject === 'browser.title' ? 'title' : 'url'
    if (negated || value === undefined || !/^(?:eq|include|start_with|end_with)$/.test(name))
      return { reason: `${name} on the ${of}: a check the plan does not read` }
    if (subject === 'current_url' && name === 'eq' && !/^https?:|\{\{/.test(value)) return { reason: 'current_url compared with a path' }
    if (name === 'start_with' || name === 'end_with')
      return [{ kind: 'verify_url', op: name === 'start_with' ? 'starts_with' : 'ends_with', value }]
    return pageCheck(of, name === 'eq' ? 'equals' : 'contains', value)
  }
  const element = watirElement(subject.replace(/\.value$/, ''))
  return on(element, (l) => {
    if (subject.endsWith('.value'))
      return !negated && name === 'eq' && value !== undefined ? fieldValue(l, value) : { reason: 'a value check the plan does not read' }
    const state: Record<string, ElementState> = {
      be_present: 'visible',
      be_visible: 'visible',
      exist: 'visible',
      be_enabled: 'enabled',
      be_disabled: 'disabled',
      be_checked: 'checked',
      be_set: 'checked',
    }
    const opposite: Partial<Record<ElementState, ElementState>> = {
      visible: 'hidden',
      enabled: 'disabled',
      disabled: 'enabled',
      checked: 'unchecked',
    }
    const s = state[name]
    const final = s && (negated ? opposite[s] : s)
    return final && args.length === 0 ? stateOf(l, final) : { reason: `${name} on an element is a matcher the plan does not read` }
  })
}

/** Capybara's page matchers: `have_button`, `have_link`, `have_field(…, with:)`, `have_checked_field`, `have_select`, `have_current_path`, `have_title`. */
function pageMatcher(name: string, value: string | undefined, count: number, options: Record<string, string>): CodeRead {
  if (/^have_(?:css|selector|xpath|no_css|no_selector)$/.test(name))
    return { reason: `${name} checks a CSS or XPath selector, which the plan cannot carry` }
  if (value === undefined || count !== 1) return { reason: `${name} with a value of the code or more than one argument` }
  const keys = Object.keys(options)
  if (name === 'have_current_path' && keys.length === 0) return pageCheck('url', 'equals', value)
  if (name === 'have_title' && keys.length === 0) return pageCheck('title', 'equals', value)
  if (name === 'have_button' && keys.length === 0) return on(fuzzy(value, 'button'), (l) => stateOf(l, 'visible'))
  if (name === 'have_link' && keys.length === 0) return on(fuzzy(value, 'link'), (l) => stateOf(l, 'visible'))
  if (/^have_(?:un)?checked_field$/.test(name) && keys.length === 0)
    return on(fuzzy(value, 'toggle'), (l) => stateOf(l, name === 'have_checked_field' ? 'checked' : 'unchecked'))
  const written = stringArg(options.with ?? options.selected)
  if (name === 'have_field' && keys.length === 1 && options.with && written !== undefined)
    return on(fuzzy(value, 'field'), (l) => fieldValue(l, written))
  if (name === 'have_select' && keys.length === 1 && options.selected && written !== undefined)
    return on(fuzzy(value, 'dropdown'), (l) => selectedIn(l, written))
  return { reason: `${name} with these options is a matcher the plan does not read` }
}

// --- Watir ----------------------------------------------------------------------------------------------------------

const WATIR_KINDS: Readonly<Record<string, string>> = {
  button: 'button',
  link: 'a',
  a: 'a',
  element: '*',
  div: 'div',
  span: 'span',
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
}

/** `browser.button(text: 'Save')`, `browser.text_field(label: 'Email')`, `browser.checkbox(label: …)`, `browser.select_list(…)`. */
function watirElement(code: string): Reasoned<CodeLocator> {
  const links = chainOf(code)
  const call = links?.[1]
  if (links?.length !== 2 || links[0]!.name !== 'browser' || !call?.args)
    return { reason: `\`${code}\` is code the plan cannot read as an element` }
  const { args, options } = rubyArgs(call.args.join(', '))
  const keys = Object.keys(options)
  if (args.length > 0 || keys.length !== 1)
    return { reason: `${call.name}(${call.args.join(', ')}) looks up by more than one written attribute` }
  const key = keys[0]!
  const value = stringArg(options[key])
  if (value === undefined) return { reason: `${key}: ${options[key]} is a pattern or a value of the code, not a written text` }
  if (key === 'css' || key === 'xpath') return { reason: selectorReason(value) }
  const tag = WATIR_KINDS[call.name]
  if (tag && (key === 'text' || key === 'visible_text' || (key === 'value' && call.name === 'button'))) return taggedText(tag, value)
  if (/^(?:text_field|textarea|select_list|select|checkbox|radio)$/.test(call.name)) {
    if (key === 'label') return { found: { by: 'label', name: value } }
    if (key === 'placeholder' && /^(?:text_field|textarea)$/.test(call.name)) return { found: { by: 'placeholder', name: value } }
  }
  if (key === 'aria_label') return { found: { by: 'aria', name: value } }
  return { reason: byAttribute(`${call.name}(${key}: '${value}')`, key) }
}

function watir(text: string): CodeRead {
  const spaced = /^([\s\S]*\.\w+[?!]?)\s+(["':][\s\S]*)$/.exec(text)
  const code = spaced ? `${spaced[1]}(${spaced[2]})` : text
  const links = chainOf(code)
  if (!links) return { reason: 'the Watir line is code the plan cannot read' }
  const second = links[1]!
  if (second.name === 'goto' && links.length === 2) {
    const url = stringArg(second.args?.[0])
    return url === undefined ? { reason: 'goto with a value of the code' } : [{ kind: 'navigate', url }]
  }
  if (second.name === 'alert' && links.length === 3 && /^(?:ok|close)$/.test(links[2]!.name))
    return [{ kind: 'dialog', accept: links[2]!.name === 'ok' }]
  const key = second.name === 'send_keys' && links.length === 2 ? /^:(\w+)$/.exec(second.args?.[0] ?? '') : null
  if (key)
    return normalizeKey(key[1]!) ? [{ kind: 'press', key: normalizeKey(key[1]!)! }] : { reason: `:${key[1]} is not a key the plan knows` }
  if ((second.name === 'back' || second.name === 'refresh') && links.length === 2)
    return [{ kind: second.name === 'back' ? 'go_back' : 'reload' }]
  if (links.length !== 3) return { reason: 'the Watir line is code the plan does not read (a wait, a block or a chain of actions)' }
  const act = links[2]!
  const value = stringArg(act.args?.[0])
  const nargs = act.args?.length ?? 0
  return on(watirElement(`browser.${callText(second)}`), (l) => {
    if (act.name === 'click' && nargs === 0) return clickOn(l)
    if (act.name === 'double_click' && nargs === 0) return clickOn(l, 'dblclick')
    if (act.name === 'hover' && nargs === 0) return clickOn(l, 'hover')
    if (/^(?:set|send_keys|value=)$/.test(act.name) && /^(?:text_field|textarea)$/.test(second.name) && value !== undefined)
      return fillIn(l, value)
    if (/^(?:set|check)$/.test(act.name) && /^(?:checkbox|radio)$/.test(second.name) && nargs === 0) return toggle(l, true)
    if (/^(?:clear|uncheck)$/.test(act.name) && second.name === 'checkbox' && nargs === 0) return toggle(l, false)
    if (act.name === 'clear' && nargs === 0) return fillIn(l, '')
    if (act.name === 'select' && /^select(?:_list)?$/.test(second.name) && value !== undefined) return selectIn(l, value)
    return { reason: `${act.name} on ${second.name} is a Watir action the plan has no step for` }
  })
}

function callText(link: ChainLink): string {
  return `${link.name}(${link.args?.join(', ') ?? ''})`
}

// --- Codeception ----------------------------------------------------------------------------------------------------

/** Codeception's strict locators: `['link' => 'Help']` is read; css, id, name and xpath are reported. */
function strict(arg: string | undefined, role?: 'button' | 'link' | 'field' | 'toggle' | 'dropdown'): Reasoned<CodeLocator> {
  const array = /^\[\s*(["'])(\w+)\1\s*=>\s*([\s\S]+?)\s*\]$/.exec(arg ?? '')
  if (!array) return fuzzy(stringArg(arg), role)
  const value = stringArg(array[3])
  if (value === undefined) return { reason: 'a strict locator holding a value of the code' }
  if (array[2] === 'link') return { found: { by: 'linktext', name: value } }
  if (array[2] === 'css' || array[2] === 'xpath') return { reason: selectorReason(value) }
  return { reason: byAttribute(value, array[2]!) }
}

function codeception(text: string): CodeRead {
  const call = callOf(text)
  if (!call) return { reason: 'the Codeception line is code the plan cannot read' }
  const { name, args } = call
  const [a, b] = [args[0], args[1]]
  const value = stringArg(b)
  const first = stringArg(a)
  const one = args.length === 1
  switch (name) {
    case 'amOnPage':
    case 'amOnUrl':
      return first !== undefined && one ? [{ kind: 'navigate', url: first }] : { reason: `${name}() with a value of the code` }
    case 'click':
      return one
        ? on(strict(a), (l) => clickOn(l))
        : { reason: 'click() inside a context found by a selector, which the plan does not carry' }
    case 'doubleClick':
      return one ? on(strict(a), (l) => clickOn(l, 'dblclick')) : { reason: 'doubleClick() with a context' }
    case 'fillField':
      return args.length === 2 && value !== undefined
        ? on(strict(a, 'field'), (l) => fillIn(l, value))
        : { reason: 'fillField() with a value of the code' }
    case 'selectOption':
      return args.length === 2 && value !== undefined
        ? on(strict(a, 'dropdown'), (l) => selectIn(l, value))
        : { reason: 'selectOption() with several options or a value of the code' }
    case 'checkOption':
    case 'uncheckOption':
      return one ? on(strict(a, 'toggle'), (l) => toggle(l, name === 'checkOption')) : { reason: `${name}() with a context` }
    case 'see':
    case 'dontSee':
      if (first === undefined) return { reason: `${name}() with a text of the code` }
      if (one) return seeText(first, name === 'see')
      if (stringArg(b) && /^h[1-6]$/.test(stringArg(b)!) && name === 'see')
        return textOf({ found: { by: 'role', role: 'heading', name: '' } }, 'contains', first)
      return { reason: `${name}() inside an element found by ${b}, which the plan does not carry` }
    case 'seeLink':
      return one
        ? on(fuzzy(first, 'link'), (l) => stateOf(l, 'visible'))
        : { reason: 'seeLink() with its URL, which the plan does not check' }
    case 'seeInCurrentUrl':
      return first !== undefined && one ? pageCheck('url', 'contains', first) : { reason: 'a URL of the code' }
    case 'seeCurrentUrlEquals':
      return first !== undefined && one ? pageCheck('url', 'equals', first) : { reason: 'a URL of the code' }
    case 'seeInTitle':
      return first !== undefined && one ? pageCheck('title', 'contains', first) : { reason: 'a title of the code' }
    case 'seeInField':
      return args.length === 2 && value !== undefined
        ? on(strict(a, 'field'), (l) => fieldValue(l, value))
        : { reason: 'seeInField() with a value of the code' }
    case 'seeOptionIsSelected':
      return args.length === 2 && value !== undefined
        ? on(strict(a, 'dropdown'), (l) => selectedIn(l, value))
        : { reason: 'seeOptionIsSelected() with a value of the code' }
    case 'seeCheckboxIsChecked':
    case 'dontSeeCheckboxIsChecked':
      return one
        ? on(strict(a, 'toggle'), (l) => stateOf(l, name === 'seeCheckboxIsChecked' ? 'checked' : 'unchecked'))
        : { reason: `${name}() with a context` }
    case 'waitForText':
      return first !== undefined && one
        ? [{ kind: 'wait', until: { for: 'text', text: first, state: 'visible' } }]
        : { reason: 'waitForText() with a timeout or a context the plan does not carry' }
    case 'reloadPage':
      return [{ kind: 'reload' }]
    case 'moveBack':
      return [{ kind: 'go_back' }]
    case 'makeScreenshot':
      return [{ kind: 'screenshot' }]
    case 'acceptPopup':
    case 'cancelPopup':
      return [{ kind: 'dialog', accept: name === 'acceptPopup' }]
    case 'wait':
      return { reason: `wait(${a ?? ''}) is a fixed pause, which the plan does not keep` }
    default:
      return { reason: `$I->${name}() is a Codeception action the plan has no step for, or with a locator it cannot carry` }
  }
}
