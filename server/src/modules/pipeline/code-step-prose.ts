import { urlMatch } from './code-step-targets.js'
import type { LooseRule } from './loose-rules.js'
import { M } from './loose-words.js'

/**
 * The prose of developers who think in their test library (round 14): a step written in words, with the library's
 * lookups and matchers in it where a tester would write English (`expect getByRole("button", { name: "Save" })
 * toBeVisible`, `the "Email" field -> fill "a@b.co"`, `assert toHaveURL /done/`, `the Save button should
 * toBeDisabled`). Lines that are whole code are parsed by code-steps.ts; these rules turn the code words of a sentence
 * into the grammar's words (lookups into the element they name, matchers into the check, an arrow's method into the
 * verb) and run with the loose readings (loose-readings.ts), so they only turn a report into a reading.
 */

/** Playwright's and Testing Library's roles as the grammar's role nouns. */
const ROLE_NOUNS: Readonly<Record<string, string>> = {
  button: 'button',
  link: 'link',
  tab: 'tab',
  checkbox: 'checkbox',
  radio: 'radio button',
  heading: 'heading',
  menuitem: 'menu item',
  textbox: 'field',
  searchbox: 'field',
  combobox: 'dropdown',
  img: 'image',
}
const STATES = '(Visible|Hidden|Enabled|Disabled|Checked|Focused|Displayed|Empty)'
/** A matcher's argument: a quote, in brackets or not. */
const ARG = `\\(?\\s*(${M})\\s*\\)?`
/** The element before an arrow: `the "Email" field`, `the Renew all button` (a name, then its role noun or its quote). */
const ELEMENT = `the\\s+.*?(?:${M}|\\b(?:button|link|tab|checkbox|radio\\s+button|field|input|dropdown|heading|menu\\s+item|image|switch))`
/** An arrow between the element and what is done to it. */
const ARROW = '\\s*(?:->|=>|→)\\s*'

/** The quote a masked `\uE000n\uE001` stands for. */
function spanOf(spans: readonly string[], token: string | undefined): string | undefined {
  const index = /^\uE000(\d+)\uE001$/.exec(token ?? '')?.[1]
  return index === undefined ? undefined : spans[Number(index)]?.replace(/^["'`]|["'`]$/g, '')
}

/** Whether a masked value was written in quotes (the sentence layer also keeps a `/regex/` or a path whole). */
function isQuote(spans: readonly string[], token: string | undefined): boolean {
  const index = /^\uE000(\d+)\uE001$/.exec(token ?? '')?.[1]
  return index !== undefined && /^["'`]/.test(spans[Number(index)] ?? '')
}

export const CODE_PROSE_RULES: LooseRule[] = [
  // `getByRole("button", { name: "Save" })`: the element the lookup names.
  [
    ['byrole('],
    new RegExp(`\\b(?:page\\.|cy\\.|screen\\.)?(?:get|find)ByRole\\(\\s*(${M})\\s*,\\s*\\{\\s*name\\s*:?\\s*(${M})\\s*\\}\\s*\\)`, 'gi'),
    (spans, role, name) => {
      const noun = ROLE_NOUNS[spanOf(spans, role) ?? '']
      return noun && isQuote(spans, name) ? `the ${name} ${noun}` : undefined
    },
  ],
  // `getByLabel("Email")`, `getByPlaceholder Search`, `getByText("Saved")`.
  [
    ['bylabel', 'byplaceholder'],
    new RegExp(
      `\\b(?:page\\.|cy\\.|screen\\.)?(?:get|find)By(?:Label|LabelText|Placeholder|PlaceholderText)(?:\\(\\s*(${M})\\s*\\)|\\s+(${M}|[A-Z][\\w-]*)\\b)`,
      'g',
    ),
    (spans, called, said) => {
      const name = called ?? said!
      if (!name.startsWith('\uE000')) return `the "${name}" field`
      return isQuote(spans, name) ? `the ${name} field` : undefined
    },
  ],
  [
    ['bytext'],
    new RegExp(`\\b(?:page\\.|cy\\.|screen\\.)?(?:get|find)ByText(?:\\(\\s*(${M})\\s*\\)|\\s+(${M}))`, 'g'),
    (spans, a, b) => (isQuote(spans, a ?? b) ? (a ?? b) : undefined),
  ],
  // Matchers as words: `… should toBeVisible`, `… not.toBeChecked`, `… toHaveValue "x"`, `… toHaveCount 3`.
  [
    ['tobe'],
    new RegExp(`\\s+(?:should\\s+|to\\s+|must\\s+)?(not\\s*\\.\\s*|not\\s+)?toBe${STATES}(?:\\(\\s*\\))?$`, 'i'),
    (_s, not, state) => {
      const word = state!.toLowerCase() === 'displayed' ? 'visible' : state!.toLowerCase()
      return ` is ${not ? 'not ' : ''}${word}`
    },
  ],
  [['tohavevalue'], new RegExp(`\\s+(?:should\\s+|to\\s+)?toHaveValue${ARG}$`, 'i'), ' has value $1'],
  [['tocontaintext'], new RegExp(`\\s+(?:should\\s+|to\\s+)?toContainText${ARG}$`, 'i'), ' contains $1'],
  [['tohavecount'], /\s+(?:should\s+|to\s+)?toHaveCount\(?\s*(\d+)\s*\)?$/i, ' has $1 items'],
  // `assert toHaveURL /done/`, `expect url toContain "/x"`, `expect(page).toHaveTitle "x"`: the page's URL or title.
  [
    ['tohaveurl', 'tohavetitle', 'tocontain'],
    new RegExp(
      `^(?:(?:assert|expect|verify|check)\\s+(?:that\\s+)?)?(?:(?:the\\s+)?(?:page|browser|url|title)\\s+|expect\\((?:page|browser)\\)\\.?\\s*)?(toHaveURL|toHaveUrl|toHaveTitle|toContain)\\s*\\(?\\s*(${M}|\\/(?:[^/\\\\]|\\\\.)+\\/)\\s*\\)?$`,
      'i',
    ),
    (spans, matcher, arg) => {
      const title = /title/i.test(matcher!)
      // The sentence layer keeps an unquoted `/done/` whole as a value: it is the regex written, not a path.
      const regex = spans[Number(/^\uE000(\d+)\uE001$/.exec(arg!)?.[1] ?? -1)]
      if (regex !== undefined && /^\/.+\/[a-z]*$/.test(regex)) arg = regex
      if (arg!.startsWith('\uE000')) return `verify the ${title ? 'title' : 'URL'} ${/contain/i.test(matcher!) ? 'contains' : 'is'} ${arg}`
      const match = urlMatch(arg)
      if ('reason' in match || /contain/i.test(matcher!)) return undefined
      const words = { equals: 'is', contains: 'contains', starts_with: 'starts with', ends_with: 'ends with' }[match.op]
      return `verify the ${title ? 'title' : 'URL'} ${words} "${match.value}"`
    },
  ],
  // `the "Email" field -> fill "a@b.co"`, `the Save button => dblclick()`: the method after the arrow is the verb.
  [['->', '=>', '→'], new RegExp(`^(${ELEMENT})${ARROW}(fill|type|pressSequentially|setValue|sendKeys)${ARG}$`, 'i'), 'type $3 into $1'],
  [['->', '=>', '→'], new RegExp(`^(${ELEMENT})${ARROW}(?:selectOption|select)${ARG}$`, 'i'), 'select $2 from $1'],
  [
    ['->', '=>', '→'],
    new RegExp(`^(${ELEMENT})${ARROW}(click|dblclick|hover|check|uncheck)(?:\\(\\s*\\))?$`, 'i'),
    (_s, element, verb) => `${verb!.toLowerCase() === 'dblclick' ? 'double-click' : verb!.toLowerCase()} ${element}`,
  ],
  // `Call driver.navigate().refresh()`, `Run page.reload()`: the call is the step (code-steps.ts reads it).
  [['call ', 'run ', 'invoke ', 'execute '], /^(?:call|run|invoke|execute)\s+(?=(?:await\s+)?(?:driver|page|browser|cy)\.)/i, ''],
  // The page's title and URL by the library's getters: `driver.getTitle()`, `driver.current_url`, `page.url()`.
  [
    ['title', 'url'],
    /\b(?:await\s+)?(?:self\.)?(?:driver|browser|page)\.(?:(getTitle\(\)|title(?:\(\))?)|getCurrentUrl\(\)|current_url|getUrl\(\)|url\(\))/gi,
    (_s, title) => (title ? 'the title' : 'the URL'),
  ],
  // `Find the button with text "Pick list" and call click() on it`: the method called on the element found.
  [
    ['() on it'],
    /^(?:find|get|locate|grab)\s+(the\s+.+?)\s+and\s+(?:then\s+)?(?:call|invoke|run)\s+(click|doubleClick|dblclick|check|uncheck|hover|clear)\(\)\s+on\s+it$/i,
    (_s, element, call) => `${CALLED_VERBS[call!.toLowerCase()] ?? call!.toLowerCase()} ${element}`,
  ],
  [
    ['with text', 'with the text'],
    new RegExp(`\\bthe\\s+(button|link|tab|heading)\\s+with\\s+(?:the\\s+)?text\\s+(${M})`, 'i'),
    'the $2 $1',
  ],
  // `Call isEnabled() on the "Ship" button and assert it is false`: the state the getter returns.
  [
    ['() on'],
    /^(?:call|check|invoke|run)\s+(isEnabled|is_enabled|isDisplayed|is_displayed|isSelected|is_selected|isVisible|isChecked)\(\)\s+on\s+(the\s+.+?)\s+and\s+(?:assert|verify|check|expect)\s+(?:that\s+)?it\s+(?:is|returns|equals|==|to\s+be)\s+(true|false)$/i,
    (_s, getter, element, truth) =>
      `verify ${element} is ${GETTER_STATES[getter!.toLowerCase().replace('_', '')]![truth!.toLowerCase() === 'true' ? 0 : 1]}`,
  ],
  // `Use WebDriverWait until the text "X" is visible`, `Using an explicit wait, wait for …`: the wait the tool does.
  [
    ['wait'],
    /^(?:use|using)\s+(?:an?\s+|the\s+)?(?:WebDriverWait|FluentWait|explicit\s+wait|waitUntil|waitFor)\s*,?\s+(?:(?:and\s+)?wait\s+)?(until|for)\b/i,
    'wait $1',
  ],
  [['wait'], /,?\s+(?:using|with)\s+(?:an?\s+|the\s+)?(?:WebDriverWait|FluentWait|explicit\s+wait)$/i, ''],
  // `Using the Select class, selectByVisibleText "Zone C" on the Pick zone dropdown`.
  // (The sentence layer may have moved the leading `Using …,` clause to the end.)
  [['using the', 'use the'], /^(?:use|using)\s+the\s+(?:Select|Actions|ActionChains|Keys)\s+class\s*,\s*/i, ''],
  [['using the'], /,?\s+using\s+the\s+(?:Select|Actions|ActionChains|Keys)\s+class$/i, ''],
  [
    ['visibletext', 'visible_text'],
    new RegExp(`^(?:selectByVisibleText|select_by_visible_text)\\s*\\(?\\s*(${M})\\s*\\)?\\s+(?:on|in|from|of)\\s+(the\\s+.+)$`, 'i'),
    'select $1 from $2',
  ],
  // `Use Actions moveToElement on the "Carrier" link to hover it`: the pointer moved over the element.
  [
    ['movetoelement', 'move_to_element'],
    /^(?:use|using)\s+(?:the\s+)?(?:Actions|ActionChains)(?:\s+class)?\s*,?\s+(?:moveToElement|move_to_element)\s+(?:on|to)\s+(the\s+.+?)(?:\s+to\s+hover(?:\s+over)?\s+it)?$/i,
    'hover over $1',
  ],
  // `Assert that findElements for the "Pick" buttons returns 6 elements`: the count of the elements found.
  [
    ['findelements', 'find_elements', '$$', 'getall', 'findall'],
    new RegExp(
      `^(?:assert|verify|check|expect)\\s+(?:that\\s+)?(?:driver\\.)?(?:findElements|find_elements|\\$\\$|getAllBy\\w+|findAllBy\\w+)(?:\\(\\))?\\s+(?:for|of|on)\\s+the\\s+(${M})\\s+(buttons|links|checkboxes|tabs|headings|rows|items)\\s+(?:returns?|gives?|has|yields?|finds?)\\s+(\\d+)\\s+(?:elements|items|results|matches)$`,
      'i',
    ),
    'verify $3 $1 $2 are shown',
  ],
  // `Switch to the alert and dismiss it`: the browser dialog answered.
  [
    ['switch'],
    /^switch\s+to\s+the\s+(?:alert|dialog|pop-?up|confirm(?:ation)?(?:\s+dialog)?)\s+and\s+(accept|dismiss)\s+it$/i,
    '$1 the dialog',
  ],
]

const CALLED_VERBS: Readonly<Record<string, string>> = { doubleclick: 'double-click', dblclick: 'double-click', hover: 'hover over' }
/** A getter's state when it returns true, and when it returns false. */
const GETTER_STATES: Readonly<Record<string, [string, string]>> = {
  isenabled: ['enabled', 'disabled'],
  isdisplayed: ['visible', 'not visible'],
  isvisible: ['visible', 'not visible'],
  isselected: ['checked', 'not checked'],
  ischecked: ['checked', 'not checked'],
}
