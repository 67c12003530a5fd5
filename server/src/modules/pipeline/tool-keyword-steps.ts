import type { ElementState } from './actions.js'
import { type CodeAction, type CodeLocator, type CodeRead, isReason } from './code-step-targets.js'
import { normalizeKey } from './keys.js'
import {
  clickOn,
  countOf,
  fieldValue,
  fillIn,
  pageCheck,
  pressIn,
  seeText,
  selectIn,
  stateOf,
  textOf,
  toggle,
  toolSelector,
  waitOn,
} from './tool-steps.js'

/**
 * Keyword rows (round 15): Robot Framework's Browser library and SeleniumLibrary keywords (`Click    text=Save`,
 * `Input Text    id=email    a@b.co`, `Page Should Contain    Welcome`) and Selenium IDE / Katalon Recorder commands
 * (`click | link=Help |`, `type | name=q | lamp`, `verifyText | css=h1 | Orders`). A row is cells split at tabs, runs of
 * two or more spaces or bars; its first cell names the keyword or command (Robot's names ignore case and spaces, the
 * IDE's are exact camelCase). Locators keep their tool's strategy: `text=` / `"…"` a text, `link=` a link's text,
 * `role=button[name="…"]` a role; CSS, XPath, ids and names are reported (the Browser library takes a bare selector
 * as CSS, SeleniumLibrary and the IDE as an id or name). A keyword's value that is a variable (`${EMAIL}`) is reported.
 */
export function readKeywordStep(written: string): CodeRead | undefined {
  const text = written.trim()
  if (!/\t| {2}|\|/.test(text)) return undefined
  // Robot's space-separated rows split at tabs and runs of spaces (a bar is then the value's); bar rows at bars.
  const spaced = !text.startsWith('|') && /\t| {2}/.test(text)
  const cells = text
    .replace(/^\|\s*/, '')
    .replace(/\s*\|$/, '')
    .split(spaced ? /\s*\t\s*| {2,}/ : /\s+\|\s+|\s+\|$/)
    .map((cell) => cell.trim())
  while (cells.length > 1 && cells[cells.length - 1] === '') cells.pop()
  if (cells.length === 2 && cells[1] === '' && /^choose\w+OnNextConfirmation$/.test(cells[0]!)) cells.pop()
  if ((cells.length < 2 && !/^choose\w+OnNextConfirmation$/.test(cells[0] ?? '')) || cells.slice(0, -1).includes('')) return undefined
  const [head, ...args] = cells as [string, ...string[]]
  // The IDE's exports separate cells by bars or tabs; `click  "Add task"` with a doubled space is prose.
  const ide = spaced && !text.includes('\t') ? undefined : IDE[head]
  if (ide) return ide(args)
  if (!/^[A-Z]/.test(head)) return undefined
  const name = head.toLowerCase().replace(/[\s_]+/g, '')
  // `Click  the Save button` with a doubled space is prose: the Browser library's bare selector would be CSS.
  if ((name === 'click' || name === 'hover') && /^[A-Za-z][A-Za-z ]*$/.test(args[0]!) && !/\t|\|/.test(text)) return undefined
  const keyword = ROBOT[name]
  if (keyword) return keyword(args)
  // A keyword of the libraries the plan has no step for (`Click With Options`, `Scroll To Element`): reported, never
  // read as English (its cells would end up in a name).
  // Robot rows use four spaces or a tab; a doubled space alone may be a slip in a sentence.
  if (
    (/^[A-Z]\w*(?: [A-Z]\w*)+$/.test(head) && /\t| {3}|^\|/.test(text)) ||
    args.some((arg) => /^(?:text|css|xpath|id|name|link|role)[=:]|^\$\{/.test(arg))
  )
    return { reason: `\`${head}\` is a keyword the plan has no step for, or one whose locator or options it cannot carry` }
  return undefined
}

type Keyword = (args: string[]) => CodeRead

const variable = (args: string[]): string | undefined => args.find((arg) => /\$\{|@\{|&\{/.test(arg))
const withArgs =
  (count: number, read: Keyword): Keyword =>
  (args) => {
    const code = variable(args)
    if (code && !/^\$\{KEY_\w+\}$/.test(code))
      return { reason: `${code} is a variable of the test, not a written value; use a {{VARIABLE}}` }
    if (args.length !== count) return { reason: `the keyword takes ${count} value${count === 1 ? '' : 's'} here, not ${args.length}` }
    return read(args)
  }
function located(selector: string, fallback: 'css' | 'identifier', read: (locator: CodeLocator) => CodeRead): CodeRead {
  const locator = toolSelector(selector, fallback)
  return isReason(locator) ? locator : read(locator)
}
const css = (read: (locator: CodeLocator, args: string[]) => CodeRead): Keyword =>
  withArgs(1, ([s]) => located(s!, 'css', (l) => read(l, [])))
const cssWith = (read: (locator: CodeLocator, value: string) => CodeRead): Keyword =>
  withArgs(2, ([s, v]) => located(s!, 'css', (l) => read(l, v!)))
const ident = (read: (locator: CodeLocator) => CodeRead): Keyword => withArgs(1, ([s]) => located(s!, 'identifier', read))
const identWith = (read: (locator: CodeLocator, value: string) => CodeRead): Keyword =>
  withArgs(2, ([s, v]) => located(s!, 'identifier', (l) => read(l, v!)))
const navigate: Keyword = (args) =>
  variable(args.slice(0, 1)) ? { reason: `${args[0]} is a variable of the test, not a written URL` } : [{ kind: 'navigate', url: args[0]! }]

/**
 * SeleniumLibrary's Click Button / Click Link and their Page Should Contain checks look a bare locator up by id,
 * name and value or link text: a written caption (a capital or a space) is read as the button's or link's name; a
 * bare lowercase token may be an id or a name and is reported.
 */
function captioned(role: 'button' | 'link', read: (locator: CodeLocator) => CodeRead): Keyword {
  return withArgs(1, ([s]) => {
    if (/[=:]/.test(s!) || /^\/\//.test(s!)) return located(s!, 'identifier', read)
    if (!/[A-Z\s]/.test(s!)) return { reason: `\`${s}\` may be the ${role}'s id or name as much as its text; write its caption` }
    return read({ found: { by: 'role', role, name: s! } })
  })
}

/** The Browser library's `Get Text    h1    ==    Orders` assertion operators. */
function assertion(op: string | undefined): 'equals' | 'contains' | undefined {
  if (op === undefined) return undefined
  const o = op.toLowerCase()
  return o === '==' || o === 'equal' || o === 'equals' || o === 'should be'
    ? 'equals'
    : o === '*=' || o === 'contains'
      ? 'contains'
      : undefined
}
const getter =
  (check: (args: string[], op: 'equals' | 'contains') => CodeRead, before: number): Keyword =>
  (args) => {
    if (variable(args)) return { reason: `${variable(args)} is a variable of the test, not a written value` }
    const op = assertion(args[before])
    if (args.length !== before + 2 || !op)
      return { reason: 'a getter with no assertion, or with an operator the plan does not read (write == or contains and the text)' }
    return check(args, op)
  }

const STATES: Readonly<Record<string, ElementState>> = {
  visible: 'visible',
  hidden: 'hidden',
  enabled: 'enabled',
  disabled: 'disabled',
  checked: 'checked',
  unchecked: 'unchecked',
  focused: 'focused',
  attached: 'visible',
  detached: 'hidden',
}

function keysOf(keys: string[], locator?: CodeLocator): CodeRead {
  const out: CodeAction[] = []
  for (const written of keys) {
    const key = normalizeKey(written.replace(/^\$\{KEY_(\w+)\}$/, '$1').replace(/_/g, ''))
    if (!key) return { reason: `${written} is not a key the plan knows (to type a text, use Fill Text)` }
    if (locator) {
      const pressed = pressIn(locator, key)
      if (isReason(pressed)) return pressed
      out.push(...pressed)
    } else out.push({ kind: 'press', key })
  }
  return out
}

const ROBOT: Readonly<Record<string, Keyword>> = {
  // Browser library (Playwright selectors: a bare selector is CSS)
  newpage: withArgs(1, navigate),
  goto: withArgs(1, navigate),
  openbrowser: (args) => (args.length >= 1 && args.length <= 2 ? navigate(args) : { reason: 'Open Browser with options' }),
  click: css((l) => clickOn(l)),
  hover: css((l) => clickOn(l, 'hover')),
  filltext: cssWith(fillIn),
  typetext: cssWith(fillIn),
  fillsecret: cssWith(fillIn),
  cleartext: css((l) => fillIn(l, '')),
  checkcheckbox: css((l) => toggle(l, true)),
  uncheckcheckbox: css((l) => toggle(l, false)),
  selectoptionsby: (args) =>
    args.length === 3 && /^(?:label|text)$/i.test(args[1]!)
      ? located(args[0]!, 'css', (l) => selectIn(l, args[2]!))
      : { reason: 'Select Options By with a value, an index or several options, which the plan does not carry' },
  // SeleniumLibrary's `Press Keys    None    ENTER` presses where the focus is.
  presskeys: (args) =>
    args.length < 2
      ? { reason: 'Press Keys needs keys' }
      : args[0] === 'None'
        ? keysOf(args.slice(1))
        : located(args[0]!, 'css', (l) => keysOf(args.slice(1), l)),
  keyboardkey: (args) =>
    args.length === 2 && /^press$/i.test(args[0]!)
      ? keysOf([args[1]!])
      : { reason: 'Keyboard Key other than press, which the plan does not carry' },
  gettext: getter(([s, , v], op) => located(s!, 'css', (l) => textOf(l, op, v!)), 1),
  geturl: getter(([, v], op) => pageCheck('url', op, v!), 0),
  gettitle: getter(([, v], op) => pageCheck('title', op, v!), 0),
  getelementcount: getter(
    ([s, , v], op) =>
      op === 'equals' ? located(s!, 'css', (l) => countOf(l, Number(v))) : { reason: 'a count compared other than equal' },
    1,
  ),
  getelementstates: getter(([s, , v], op) => {
    const state = STATES[v!.toLowerCase()]
    if (!state || op !== 'contains') return { reason: `the element states ${v}: a state the plan does not check this way` }
    return located(s!, 'css', (l) => stateOf(l, state))
  }, 1),
  waitforelementsstate: (args) => {
    const state = STATES[(args[1] ?? 'visible').toLowerCase()]
    if (args.length > 2 || !state || (state !== 'visible' && state !== 'hidden'))
      return { reason: 'a wait for a state or with options the plan does not carry' }
    return located(args[0]!, 'css', (l) => waitOn(l, state))
  },
  takescreenshot: () => [{ kind: 'screenshot' }],
  goback: () => [{ kind: 'go_back' }],
  reload: () => [{ kind: 'reload' }],
  // SeleniumLibrary (a bare locator is an id or a name)
  clickbutton: captioned('button', (l) => clickOn(l)),
  clicklink: captioned('link', (l) => clickOn(l)),
  clickelement: ident((l) => clickOn(l)),
  doubleclickelement: ident((l) => clickOn(l, 'dblclick')),
  mouseover: ident((l) => clickOn(l, 'hover')),
  inputtext: identWith(fillIn),
  inputpassword: identWith(fillIn),
  clearelementtext: ident((l) => fillIn(l, '')),
  selectfromlistbylabel: identWith(selectIn),
  selectcheckbox: ident((l) => toggle(l, true)),
  unselectcheckbox: ident((l) => toggle(l, false)),
  selectradiobutton: () => ({ reason: 'Select Radio Button picks by the group name and value, which the plan does not carry' }),
  pageshouldcontain: withArgs(1, ([t]) => seeText(t!)),
  pageshouldnotcontain: withArgs(1, ([t]) => seeText(t!, false)),
  waituntilpagecontains: withArgs(1, ([t]) => [{ kind: 'wait', until: { for: 'text', text: t!, state: 'visible' } }]),
  waituntilpagedoesnotcontain: withArgs(1, ([t]) => [{ kind: 'wait', until: { for: 'text', text: t!, state: 'hidden' } }]),
  pageshouldcontainbutton: captioned('button', (l) => stateOf(l, 'visible')),
  pageshouldcontainlink: captioned('link', (l) => stateOf(l, 'visible')),
  pageshouldcontainelement: ident((l) => stateOf(l, 'visible')),
  waituntilelementisvisible: ident((l) => waitOn(l, 'visible')),
  waituntilelementisnotvisible: ident((l) => waitOn(l, 'hidden')),
  waituntilpagecontainselement: ident((l) => waitOn(l, 'visible')),
  waituntilpagedoesnotcontainelement: ident((l) => waitOn(l, 'hidden')),
  elementshouldbevisible: ident((l) => stateOf(l, 'visible')),
  elementshouldnotbevisible: ident((l) => stateOf(l, 'hidden')),
  elementshouldbeenabled: ident((l) => stateOf(l, 'enabled')),
  elementshouldbedisabled: ident((l) => stateOf(l, 'disabled')),
  checkboxshouldbeselected: ident((l) => stateOf(l, 'checked')),
  checkboxshouldnotbeselected: ident((l) => stateOf(l, 'unchecked')),
  elementshouldcontain: identWith((l, v) => textOf(l, 'contains', v)),
  elementtextshouldbe: identWith((l, v) => textOf(l, 'equals', v)),
  textfieldvalueshouldbe: identWith((l, v) => fieldValue(l, v)),
  titleshouldbe: withArgs(1, ([t]) => pageCheck('title', 'equals', t!)),
  locationshouldbe: withArgs(1, ([t]) => pageCheck('url', 'equals', t!)),
  locationshouldcontain: withArgs(1, ([t]) => pageCheck('url', 'contains', t!)),
  capturepagescreenshot: () => [{ kind: 'screenshot' }],
  reloadpage: () => [{ kind: 'reload' }],
  sleep: (args) => ({ reason: `Sleep ${args[0] ?? ''} is a fixed pause, which the plan does not keep; wait for what it stands in for` }),
}

/** Selenium IDE's option locator: `label=X` (or a bare label); `value=` / `index=` are reported. */
function option(written: string): string | { reason: string } {
  const match = /^(label|value|index|id)=(.*)$/.exec(written)
  if (!match) return written
  return match[1] === 'label' ? match[2]! : { reason: `\`${written}\` picks the option by its ${match[1]}, not by its written label` }
}
/** Selenium IDE's text patterns: `glob:` by default, so `*` and `?` are wildcards; `exact:` is the text itself. */
function pattern(written: string): string | { reason: string } {
  const exact = /^exact:(.*)$/.exec(written)
  if (exact) return exact[1]!
  if (/^(?:regexp|regex|glob):/.test(written) || /[*?]/.test(written))
    return { reason: `\`${written}\` is a pattern (the IDE reads * and ? as wildcards), not a written text` }
  return written
}
const ideTarget = (read: (locator: CodeLocator, args: string[]) => CodeRead, values = 0): Keyword =>
  withArgs(values + 1, (args) => located(args[0]!, 'identifier', (l) => read(l, args.slice(1))))
const ideText = (read: (value: string) => CodeRead): Keyword =>
  withArgs(1, ([t]) => {
    const text = pattern(t!)
    return typeof text === 'string' ? read(text) : text
  })

const IDE: Readonly<Record<string, Keyword>> = {
  open: withArgs(1, navigate),
  click: ideTarget((l) => clickOn(l)),
  clickAndWait: ideTarget((l) => clickOn(l)),
  doubleClick: ideTarget((l) => clickOn(l, 'dblclick')),
  mouseOver: ideTarget((l) => clickOn(l, 'hover')),
  type: ideTarget((l, [v]) => fillIn(l, v!), 1),
  sendKeys: ideTarget((l, [v]) => (/^\$\{KEY_\w+\}$/.test(v!) ? keysOf([v!], l) : fillIn(l, v!)), 1),
  select: ideTarget((l, [v]) => {
    const label = option(v!)
    return typeof label === 'string' ? selectIn(l, label) : label
  }, 1),
  check: ideTarget((l) => toggle(l, true)),
  uncheck: ideTarget((l) => toggle(l, false)),
  verifyText: ideTarget((l, [v]) => {
    const text = pattern(v!)
    if (typeof text !== 'string') return text
    return l.found.by === 'linktext' && l.found.name === text ? stateOf(l, 'visible') : textOf(l, 'equals', text)
  }, 1),
  assertValue: ideTarget((l, [v]) => fieldValue(l, v!), 1),
  verifyTextPresent: ideText((t) => seeText(t)),
  verifyTextNotPresent: ideText((t) => seeText(t, false)),
  verifyElementPresent: ideTarget((l) => stateOf(l, 'visible')),
  verifyElementNotPresent: ideTarget((l) => stateOf(l, 'hidden')),
  verifyVisible: ideTarget((l) => stateOf(l, 'visible')),
  verifyNotVisible: ideTarget((l) => stateOf(l, 'hidden')),
  verifyChecked: ideTarget((l) => stateOf(l, 'checked')),
  verifyNotChecked: ideTarget((l) => stateOf(l, 'unchecked')),
  verifyEditable: ideTarget((l) => stateOf(l, 'enabled')),
  verifyTitle: ideText((t) => pageCheck('title', 'equals', t)),
  verifyLocation: ideText((t) => pageCheck('url', 'equals', t)),
  waitForElementPresent: ideTarget((l) => waitOn(l, 'visible')),
  waitForElementVisible: ideTarget((l) => waitOn(l, 'visible')),
  waitForElementNotPresent: ideTarget((l) => waitOn(l, 'hidden')),
  waitForElementNotVisible: ideTarget((l) => waitOn(l, 'hidden')),
  waitForVisible: ideTarget((l) => waitOn(l, 'visible')),
  waitForNotVisible: ideTarget((l) => waitOn(l, 'hidden')),
  chooseOkOnNextConfirmation: () => [{ kind: 'dialog', accept: true }],
  chooseCancelOnNextConfirmation: () => [{ kind: 'dialog', accept: false }],
  waitForTextPresent: ideText((t) => [{ kind: 'wait', until: { for: 'text', text: t, state: 'visible' } }]),
  pause: (args) => ({ reason: `pause ${args[0] ?? ''} is a fixed pause, which the plan does not keep` }),
}
// `assert…` stops the test where `verify…` goes on; both are one check in the plan.
for (const name of Object.keys(IDE))
  if (name.startsWith('verify')) (IDE as Record<string, Keyword>)[name.replace('verify', 'assert')] ??= IDE[name]!
;(IDE as Record<string, Keyword>).verifyValue = IDE.assertValue!
