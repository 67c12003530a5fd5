import type { LooseRule } from './loose-rules.js'
import { M } from './loose-words.js'

/**
 * A developer's English with the words of a browser-test library in it (round 13): Cypress, Selenium, WebdriverIO
 * and Playwright name the same actions and checks the grammar knows, by their API's names. The rules rewrite the
 * library's word into the grammar's (run by the loose readings, loose-readings.ts, so a rule can only turn a report
 * into a reading):
 * - a call's empty brackets and its library object (`check() the "X" checkbox`, `cy.go back`, `driver.refresh`);
 * - typing by its API name (`sendKeys`, `send_keys`, `setValue`, `addValue`, `pressSequentially`);
 * - a pointer event (`trigger mouseover on X`, `mouseover X`, `moveToElement X`): a hover, or a click;
 * - `scrollIntoView X, then click it`: the pronoun stands for the element scrolled to;
 * - `get the row containing "X" and click its Edit button`: the control inside the element looked up;
 * - the element an action is done to named by the text it contains (`the button containing "Sign in"`);
 * - the page's address and title by their DOM names (`location.pathname`, `document.title`, `cy.url()`), chai's `eq`
 *   and chainers (`should be.disabled`, `should have.value "x"`);
 * - a browser dialog's stub (`stub window.confirm so it returns true`): the dialog accepted (or dismissed);
 * - history words (`go back in history`).
 * Rules run in order on the masked sentence (quotes are `\uE000n\uE001`), so no value is touched.
 */

/** The library objects a call is written on. */
const LIBRARY = '(?:cy|browser|driver|page|await\\s+page|this\\.page|webdriver|wdio)'
/** The grammar's verbs written as a call (`click()`, `check()`). */
const CALLED_VERB =
  '(click|dblclick|rightclick|check|uncheck|clear|type|fill|hover|focus|submit|select|selectOption|scrollIntoView|reload|refresh|back|forward|goBack|goForward)'
/** The verbs of test libraries that find an element before an action is done to it. */
const LOOKUP = '(?:get|find|locate|grab|fetch|query)'
/** Things a control sits inside, looked up by a text they contain. */
const HOLDER = '(?:row|card|item|list\\s+item|line|entry|tile|panel|record)'
/** Controls a writer names by the text they contain (`the button containing "Sign in"`). */
const CONTAINING_ROLE = '(button|link|tab|heading|menu\\s+item|checkbox|radio\\s+button|option)'
/** The role nouns a possessive's control ends with (`its Edit button`, `its checkbox`). */
const CONTROL = '(?:button|link|checkbox|check\\s+box|icon|toggle|switch|tab|menu)'
/** The actions a pronoun or a possessive after a look-up is done by. */
const ACT = '(click|tap|double[\\s-]click|right[\\s-]click|hover\\s+over|tick|check|uncheck|untick)'

export const DEVELOPER_RULES: LooseRule[] = [
  // `cy.go back`, `driver.navigate().back()`, `page.reload()`: the library object adds nothing.
  [['cy.', 'browser.', 'driver.', 'page.', 'webdriver.', 'wdio.'], new RegExp(`^${LIBRARY}\\.(?:navigate\\(\\)\\.)?`, 'i'), ''],
  [['()', '( )'], new RegExp(`\\b${CALLED_VERB}\\(\\s*\\)`, 'gi'), (_spans, verb) => CALLS[verb!.toLowerCase()] ?? verb],
  // `cy.url()`, `cy.contains("Saved")`, `type("abc")`: a call's brackets around its one argument, or none.
  [['url()', 'title()', 'location()'], /^(?:the\s+)?(url|title|location)\(\)(?=\s)/i, 'the $1'],
  [['('], new RegExp(`\\b(contains|type|visit|check|select|hover|click|fill)\\((${M})\\)`, 'gi'), '$1 $2'],
  // Chai's chainers: `should be.disabled`, `should not.be.visible`, `should have.value "x"`, `should have.text "x"`.
  [
    ['be.', 'have.', 'has.'],
    // (The sentence layer has read `should have` as `has`.)
    /\b(should\s+(?:not\s*\.?\s*)?be|should\s+have|has)\.(visible|hidden|disabled|enabled|checked|focused|empty|value|text)\b/i,
    (_spans, verb, word) => `${verb!.replace(/\s*\.\s*$/, '').replace(/not\s*\.?\s*be$/i, 'not be')} ${word!.toLowerCase()}`,
  ],
  [['go'], /^go\s+(back|forward)\s+in\s+(?:the\s+)?(?:browser(?:'s)?\s+)?history$/i, 'go $1'],
  [['go('], /^go\((back|forward)\)$/i, 'go $1'],
  // Typing by the API's name.
  [
    ['keys', 'value', 'sequentially'],
    /\b(?:sendKeys|send_keys|send\s+keys|setValue|set_value|addValue|pressSequentially)\b(?:\s+(?:to|into|on)\s+it$)?/gi,
    'type',
  ],
  // Pointer events: `trigger mouseover on the X`, `mouseover the X`, `moveToElement X`.
  [
    ['trigger'],
    /^trigger\s+(?:an?\s+|the\s+)?(mouseover|mouseenter|mousemove|hover|pointerover|pointerenter|click|dblclick|contextmenu)\s+(?:event\s+)?(?:on\s+)?/i,
    (_spans, event) => `${POINTER[event!.toLowerCase()]} `,
  ],
  [
    ['mouse', 'move', 'pointer'],
    /^(?:mouseover|mouseenter|moveToElement|moveTo|realHover|pointerover|pointerenter)\s+(?:on\s+|to\s+)?/i,
    'hover over ',
  ],
  [['scroll'], /^(?:scrollIntoView(?:IfNeeded)?|scrollTo)\s+(?:on\s+)?/i, 'scroll to '],
  // `scroll to the "Load more" button, then click it`: the pronoun is the element of the first action.
  [
    ['it'],
    new RegExp(
      `^(scroll\\s+to|hover(?:\\s+over)?|focus(?:\\s+on)?)\\s+((?:the\\s+)?[^,]*?${M}[^,]*?|the\\s+[^,\\uE000]+?\\s+(?:${CONTROL}|card|row|item|image))\\s*,?\\s+(?:and\\s+)?(?:then\\s+)?${ACT}(?:\\s+on)?\\s+it$`,
      'i',
    ),
    '$1 $2 and then $3 $2',
  ],
  // `locate the "Berth" dropdown and select "Upper"`: the option chosen in the dropdown looked up.
  [
    ['select', 'choose', 'pick'],
    new RegExp(
      `^${LOOKUP}\\s+(the\\s+.+?\\s+(?:dropdown|select|combo\\s*box|list\\s*box))\\s+and\\s+(?:then\\s+)?(?:select|choose|pick)\\s+(${M})$`,
      'i',
    ),
    'select $2 from $1',
  ],
  // `get the row containing "Ep 40" and click its Edit button`: the control in the element looked up.
  [
    ['its'],
    new RegExp(
      `^${LOOKUP}\\s+(the\\s+${HOLDER}\\s+(?:containing|with|for|that\\s+contains|holding)\\s+${M})\\s+and\\s+(?:then\\s+)?${ACT}(?:\\s+on)?\\s+its\\s+((?:[\\w-]+\\s+){0,3}${CONTROL})$`,
      'i',
    ),
    '$2 the $3 in $1',
  ],
  // `click the button containing "Sign in"`: the control named by its text.
  [
    ['containing', 'contains'],
    new RegExp(`\\bthe\\s+${CONTAINING_ROLE}\\s+(?:containing|that\\s+contains|which\\s+contains)\\s+(?:the\\s+)?(?:text\\s+)?(${M})`, 'i'),
    'the $2 $1',
  ],
  // The page's address and title by their DOM and library names.
  [
    ['location', 'pathname', 'href'],
    /^(?:(?:the\s+)?(?:window\.)?location(?:[.\s]+(?:pathname|href))?|(?:the\s+)?pathname|(?:the\s+)?location\s+path)(?=\s)/i,
    'the url',
  ],
  [['title'], /^(?:document\.title|cy\.title|title\(\))(?=\s)/i, 'the title'],
  [['eq'], /\b(should|to|must)\s+(?:deep\.)?eql?\b/i, '$1 equal'],
  [['eq'], /^((?:the\s+)?(?:url|title))\s+(?:eq|eql|equals?)\s+(?=\S)/i, '$1 equals '],
  // `stub window.confirm so it returns true`: the browser's confirm answered OK (true) or Cancel (false).
  [
    ['confirm'],
    /^(?:stub|mock|override|make|set)\s+(?:the\s+)?(?:window\.)?confirm(?:\(\))?(?:\s+dialog)?\s+(?:so\s+(?:that\s+)?it\s+|to\s+)?(?:returns?|return|resolves?\s+to|answers?)\s+(true|false)$/i,
    (_spans, answer) => (answer!.toLowerCase() === 'true' ? 'accept the dialog' : 'dismiss the dialog'),
  ],
  // `should contain text "X" somewhere on the page`: anywhere on the page is the page.
  [['somewhere'], /\s+somewhere\s+(?:on|in)\s+(?:the|this)\s+(?:page|screen)$/i, ''],
]

/** A call's name as the grammar's verb. */
const CALLS: Readonly<Record<string, string>> = {
  dblclick: 'double-click',
  rightclick: 'right-click',
  fill: 'type',
  selectoption: 'select',
  scrollintoview: 'scroll to',
  refresh: 'reload',
  back: 'go back',
  forward: 'go forward',
  goback: 'go back',
  goforward: 'go forward',
}
/** A pointer event as the action it stands for. */
const POINTER: Readonly<Record<string, string>> = {
  mouseover: 'hover over',
  mouseenter: 'hover over',
  mousemove: 'hover over',
  hover: 'hover over',
  pointerover: 'hover over',
  pointerenter: 'hover over',
  click: 'click',
  dblclick: 'double-click',
  contextmenu: 'right-click',
}
