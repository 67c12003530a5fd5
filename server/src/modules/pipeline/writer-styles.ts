import type { LooseRule } from './loose-rules.js'
import { CHECK, M } from './loose-words.js'

/**
 * Ways of writing a documented step that whole groups of writers share (round 12, docs/ui-spec-format.md "Writing
 * styles"), read by the loose readings (loose-readings.ts) when no other reading understands the step, so a rule
 * can only turn a report into a reading:
 * - English learnt after German, Spanish, French, Russian, Korean or Indonesian: the field before the value (`Enter
 *   in the field "PLZ" the value 10115`), `Give` for typing, `Deactivate` / `Set` / `Switch on` a checkbox, the
 *   articles left out (`Verify field "Phone" is empty`, `Open link <url>`), `Select in list "X" value "Y"`, a count
 *   told as `in table "X" is 4 rows`, `presence` / `absence` of a control, `showed` and `exposed` for shown, an action
 *   told after the one done first (`Click "Next" after entering "x" in "Email"`), the object first and the verb last
 *   (`"Email" field "kim@test.kr" input`), `is well displayed`, Indian English `is coming as "X"`;
 * - accessibility testers: `Keyboard focus lands on`, `… receives focus`, a heading of a level, the main landmark
 *   holding a control, a screen-reader announcement that is visible text, `Using the keyboard, …`;
 * - developers in their test library's words: `Get the X button and click it`, `getByLabel X fill "y"`,
 *   `getByText "X" is visible`, `the "Qty" input's value equals "2"`, `Should have URL ending with …`;
 * - spreadsheet test cases: a case id or a bar before the step, an expected result after a bar or a bare arrow;
 * - BA steps and support macros: `is presented with`, `is shown the text`, `Note the error "X"`;
 * - mobile testers (`Double tap`) and smoke lists (`… unchecked by default`, `Catalog: search field empty`).
 * Robot Framework keyword lines are read before any reader (keyword-lines.ts), as are a few words (writer-style-words.ts).
 * Rules run in order on the masked sentence (quotes are `\uE000n\uE001`), so no value is touched.
 */

/** A role noun a writer puts before a quoted name without an article (`field "Phone"`, `button "Send"`). */
const BARE_ROLE = '(field|button|link|tab|checkbox|check\\s+box|dropdown|textbox|heading|switch|table|list)'
/** The words a value is called by before it is given (`Enter login "ivan"`, `Give the email "a@b.c"`). */
const VALUE_KIND =
  '(?:login|username|user\\s*name|e-?mail(?:\\s+address)?|password|name|text|value|number|code|phone(?:\\s+number)?|date|amount|word|query|term|address|comment)'
/** The verbs of test libraries that find an element before an action is done to it. */
const LOOKUP = '(?:get|find|locate|grab|fetch|select|query)'
/** Where a landmark is said to be in a step's words. */
const LANDMARK_PLACES: Readonly<Record<string, string>> = {
  main: 'main content',
  banner: 'header',
  contentinfo: 'footer',
}
/** Gerunds of an action told first in an `after …ing` clause, and the verb each is written as. */
const GERUNDS: Readonly<Record<string, string>> = {
  entering: 'enter',
  typing: 'type',
  filling: 'fill',
  writing: 'write',
  selecting: 'select',
  choosing: 'choose',
  ticking: 'tick',
  checking: 'tick',
  clicking: 'click',
  pressing: 'press',
}

export const STYLE_RULES: LooseRule[] = [
  // Lead words: a spreadsheet case id (`TC-12 step 3:`), a row number before a bar (`2 | Click …`), the keyboard.
  // (The mask quotes a case id such as `TC-12`.)
  [
    ['step'],
    new RegExp(`^(${M}|(?:tc|test\\s*case)[\\s_-]*\\d+)\\s*,?\\s*step\\s+\\d+\\s*[:.)-]\\s*(?=\\S)`, 'i'),
    (spans, id) =>
      /^"?(?:tc|test\s*case)[\s_-]*\d+/i.test(/^\uE000/.test(id!) ? (spans[Number(id!.slice(1, -1))] ?? '') : id!) ? '' : undefined,
  ],
  [['|'], /^\d{1,3}\s*\|\s*/, ''],
  [['step'], /^step\s+\d+\s*(?:->|=>)\s*/i, ''],
  [['keyboard'], /^(?:using|with)\s+(?:the\s+)?keyboard,?\s+/i, ''],
  [['keyboard'], /\s+(?:using|with|via)\s+(?:the\s+)?keyboard$/i, ''],
  // `Click "Submit" | Expected: "Thanks!" is displayed`: a bar before the expected result joins the two as a full stop.
  [['|'], /\s*\|\s*(?=expected\b)/i, '. '],
  // `3. Enter email "bad@" -> Expected: error shown`: a terse expected error.
  [
    ['error'],
    /\b(expected(?:\s+results?)?\s*:?\s+)(?:an?\s+)?(?:validation\s+)?error\s+(?:is\s+)?(?:shown|displayed|appears)$/i,
    '$1an error message is shown',
  ],
  // `4 - Tick "I agree" -> "Continue" button becomes enabled`: a bare arrow (or a bar) between an action and its outcome.
  // (Only an outcome told with its verb: `Open /login -> "Sign in" heading` is a charter's line, read elsewhere.)
  [
    ['->', '=>', '|'],
    /^((?:click|tap|press|tick|untick|check|uncheck|select|choose|enter|type|fill)\b[^>|]*?)\s*(?:[-=]>|\|)(?!\s*expected\b)\s*(.+\b(?:is|are|becomes|become|gets|shows|says|appears|displays)\b.*)$/i,
    '$1. Expected: $2',
  ],
  // German word order: the field, then the value (`Enter in the field "PLZ" the value 10115`).
  [
    ['the'],
    new RegExp(
      `^(enter|type|write|give|input|insert|put)(?:\\s+in)?(?:\\s+in(?:to)?)?\\s+(the\\s+(?:field\\s+(?:${M}|[A-Z][\\w-]*(?:\\s+[A-Z][\\w-]*)?)|${M}\\s+field))\\s+the\\s+${VALUE_KIND}\\s+(${M}|\\S+)$`,
      'i',
    ),
    'enter $3 in $2',
  ],
  // `Give "x" in the field E-Mail`, `Give in "Brezel" into the search field`: German "eingeben", to type.
  [['give'], new RegExp(`^give\\s+(?:in\\s+)?(?=(?:${M}|\\S+)\\s+(?:in|into)\\s+)`, 'i'), 'enter '],
  // `Enter login "ivan" to field Username`: the value's kind before the value says no more than the field.
  [
    ['enter', 'type', 'input', 'write', 'put'],
    new RegExp(`^(enter|type|input|write|put)\\s+(?:the\\s+|your\\s+)?${VALUE_KIND}\\s+(?=${M}\\s+(?:in|into|to)\\b)`, 'i'),
    '$1 ',
  ],
  // Articles left out before a role noun and its quoted name: `Verify field "Phone" is empty` -> `the field "Phone"`.
  [
    ['field', 'button', 'link', 'tab', 'box', 'dropdown', 'heading', 'switch', 'table', 'list'],
    new RegExp(
      `(\\b(?:${CHECK}|that|tick|set|clear|switch\\s+(?:on|off)|turn\\s+(?:on|off)|to|in|into|on)\\s+)${BARE_ROLE}\\s+(?=${M})`,
      'gi',
    ),
    '$1the $2 ',
  ],
  // `Press on Enter`: the key is pressed.
  [['press on'], /^press\s+on\s+(?=(?:enter|return|tab|escape|esc|space|backspace|delete)$)/i, 'press '],
  // `the dropdown of "Turno"` (Spanish "del"): the dropdown so labelled.
  [['of'], new RegExp(`\\bthe\\s+(dropdown|list|select|combo\\s*box)\\s+of\\s+(${M})`, 'i'), 'the $2 dropdown'],
  // `Select value "EUR" in list "Currency"`: the option first, then its list.
  [
    ['select', 'choose', 'pick'],
    new RegExp(
      `^(select|choose|pick)\\s+(?:the\\s+)?(?:value|option|entry|item)\\s+(${M})\\s+(?:in|from)\\s+(?:the\\s+)?(?:list|dropdown|select|combo\\s*box)\\s+(${M})$`,
      'i',
    ),
    'select $2 from the $3 dropdown',
  ],
  // `"Email" field "kim@test.kr" input` (Korean order: the field, the value, the verb last).
  [
    ['input', 'enter', 'type', 'write'],
    new RegExp(`^(${M})\\s+(?:field|input|textbox|box)\\s+(${M})\\s+(?:input|enter|type|write)$`, 'i'),
    'enter $2 in the $1 field',
  ],
  // `is well displayed` (French "bien affiché"): the adverb stresses the check.
  [['well'], /\bis\s+well\s+(?=(?:displayed|shown|visible|present)$)/i, 'is '],
  [['well'], new RegExp(`^(${CHECK})\\s+well\\s+(?=that\\b)`, 'i'), '$1 '],
  // `Check that on page there is text "Welcome"`: the place before the check.
  [
    ['page'],
    new RegExp(`^(${CHECK}\\s+that\\s+)on\\s+(?:the\\s+)?page\\s+(?:there\\s+)?is\\s+(?:the\\s+|a\\s+)?text\\s+(?=${M}$)`, 'i'),
    '$1there is the text ',
  ],
  [['link', 'url'], new RegExp(`^open\\s+(?:the\\s+)?(?:link|url)\\s+(?=${M}$)`, 'i'), 'open '],
  [['field'], /^clear\s+field\s+/i, 'clear the field '],
  // `Deactivate checkbox "X"`, `Set checkbox "X"`: a checkbox or switch is unticked or ticked.
  // The sentence layer reads `Deactivate` as `disable` and `Switch on` as `enable`: of a checkbox, to untick or tick it.
  [
    ['disable', 'deactivate', 'enable', 'switch'],
    /^(disable|deactivate|enable|switch\s+(?:on|off))\s+(?=(?:the\s+)?(?:checkbox|check\s+box|switch|toggle)\b|.*\b(?:checkbox|switch|toggle)$)/i,
    (_spans, verb) => (/^(?:dis|deact)|off$/i.test(verb!) ? 'uncheck ' : 'tick '),
  ],
  [['set'], /^set\s+(?=(?:the\s+)?(?:checkbox|check\s+box)\s)/i, 'tick '],
  // `Select in list "Currency" value "RUB"`: the list first, the option after.
  [
    ['select', 'choose', 'pick'],
    new RegExp(
      `^(select|choose|pick)\\s+in\\s+(?:the\\s+)?(?:list|dropdown|select|combo\\s*box|drop-?down)\\s+(${M})\\s+(?:the\\s+)?(?:value|option|entry|item)\\s+(${M})$`,
      'i',
    ),
    'select $3 from the $2 dropdown',
  ],
  // `Check that in table "Orders" is 4 rows`: a count told where it is.
  [
    ['table', 'list'],
    new RegExp(
      `^(${CHECK}\\s+(?:that\\s+)?)in\\s+(?:the\\s+)?(table|list)\\s+(${M})\\s+(?:there\\s+)?(?:is|are)\\s+(\\d+)\\s+(rows?|items?|entries|lines)$`,
      'i',
    ),
    '$1the $3 $2 has $4 $5',
  ],
  // `Verify the absence of the button "X"`, `the presence of the message "X"`.
  [
    ['presence', 'absence'],
    new RegExp(`^(${CHECK})\\s+(?:that\\s+)?the\\s+(presence|absence)\\s+of\\s+(?:the\\s+)?(.+)$`, 'i'),
    // (A title said to be present is a heading: the page's title is never "present".)
    (_spans, verb, which, rest) =>
      `${verb} the ${rest!.replace(/^title\s+(?=\uE000)/i, 'heading ')} is ${which!.toLowerCase() === 'absence' ? 'not visible' : 'visible'}`,
  ],
  // `Verify the message is coming as "X"`, `popup is coming with text "X"` (Indian English): what it shows.
  [['coming'], new RegExp(`\\bis\\s+coming\\s+(?:as|with(?:\\s+(?:the\\s+)?text)?)\\s+(?=${M}$)`, 'i'), 'shows '],
  [['popup'], new RegExp(`^(${CHECK}\\s+that\\s+)popup\\s+shows\\s+(?=${M}$)`, 'i'), '$1the popup shows '],
  // `Select from list "Size" the option "M"`: the list first, the option after.
  [
    ['from'],
    new RegExp(
      `^(select|choose|pick)\\s+from\\s+(?:the\\s+)?(?:list|dropdown)\\s+(${M})\\s+(?:the\\s+)?(?:value|option|entry|item)\\s+(${M})$`,
      'i',
    ),
    'select $3 from the $2 dropdown',
  ],
  // `Page should contain element button "Save"` (a test library's words): the control is shown.
  [
    ['contain'],
    new RegExp(
      `^(?:the\\s+)?page\\s+(?:should\\s+contain|contains)\\s+(?:the\\s+)?element\\s+(button|link|checkbox|heading)\\s+(${M})$`,
      'i',
    ),
    'verify the $1 $2 is visible',
  ],
  // Participles of other writers: `is not showed`, `is exposed` (Korean English for displayed).
  [['showed'], /\bshowed$/i, 'shown'],
  [['exposed'], /\b(is|are|be)\s+exposed$/i, '$1 displayed'],
  // `… after entering "x" in "Email" field`: the action told last is done first.
  [
    ['after'],
    // (Only an action told first: `Verify "Saved" is shown after clicking "Save"` may check after a click done before.)
    new RegExp(
      `^((?:click|tap|press|tick|untick|select|choose|submit|enter|type|hit|push)\\b.+?)\\s+after\\s+(${Object.keys(GERUNDS).join('|')})\\s+(.+)$`,
      'i',
    ),
    (_spans, main, gerund, rest) => `${GERUNDS[gerund!.toLowerCase()]} ${rest} and then ${main}`,
  ],
  // Accessibility: where the keyboard focus lands, a heading's level, the main landmark, what is read out.
  [['keyboard'], /^(?:the\s+)?keyboard\s+focus\b/i, 'focus'],
  [['focus'], /^(?:the\s+)?focus\s+(?:is|gets|was)\s+(?:moved|set|put|placed|sent)\s+(?=(?:to|on)\s)/i, 'focus moves '],
  [['focus'], /\s+(?:receives|gets|gains|takes)\s+(?:the\s+)?(?:keyboard\s+)?focus$/i, ' has focus'],
  [['level'], /\b(?:a|an|the)\s+level[\s-]?[1-6]\s+heading\b/i, 'a heading'],
  [
    ['landmark', 'region', 'content'],
    new RegExp(
      `^(?:the\\s+)?(main|banner|header|navigation|footer|contentinfo)\\s+(?:landmark|region|content)\\s+(?:contains|has|holds|shows)\\s+(?:the|a|an)\\s+(?:(heading|link|button)\\s+(${M})|(${M})\\s+(heading|link|button))$`,
      'i',
    ),
    (_spans, region, role, name, name2, role2) =>
      `the ${role ?? role2} ${name ?? name2} is shown in the ${LANDMARK_PLACES[region!.toLowerCase()] ?? region!.toLowerCase()}`,
  ],
  // (The speller may have read `reader` as `header`: the announcement is what is matched.)
  [['announce'], /^(?:the\s+)?(?:[\w-]+\s+){0,2}announcement\s+(?=\uE000)/i, 'the message '],
  [['announce'], /^(?:the\s+)?(?:aria-)?live\s+region\s+announces\s+(?=\uE000\d+\uE001$)/i, 'verify the page shows '],
  [['dimmed'], /\bis\s+dimmed$/i, 'is disabled'],
  // Developers: `Get the Save button and click it`, `Find the "X" link and click on it`, `Locate the X and type Y`.
  [
    ['it'],
    new RegExp(
      `^${LOOKUP}\\s+(the\\s+.+?)\\s+and\\s+(?:then\\s+)?(click|tap|press|double[\\s-]click|hover\\s+over)(?:\\s+on)?\\s+it$`,
      'i',
    ),
    '$2 $1',
  ],
  [
    ['type', 'enter', 'fill'],
    new RegExp(`^${LOOKUP}\\s+(the\\s+.+?)\\s+and\\s+(?:then\\s+)?(?:type|enter|fill\\s+in|write)\\s+(${M}|\\S+)$`, 'i'),
    'type $2 into $1',
  ],
  [['getbylabel'], new RegExp(`^(?:page\\.)?getByLabel\\s+(${M}|[A-Z][\\w-]*)\\s+fill\\s+(${M})$`, 'i'), 'fill the $1 field with $2'],
  [['getbytext'], new RegExp(`^(?:page\\.)?getByText\\s+(${M})\\s+(?:should\\s+be|is|to\\s+be)\\s+visible$`, 'i'), 'verify $1 is visible'],
  [
    ['value'],
    new RegExp(`^((?:the\\s+)?${M}\\s+(?:input|field|textbox|box))'s\\s+value\\s+(?:equals|is|should\\s+be|must\\s+be)\\s+(?=${M}$)`, 'i'),
    '$1 has value ',
  ],
  // (The sentence layer has dropped the `should` of `Should have URL …`.)
  [['title', 'url'], new RegExp(`^(?:should\\s+)?(?:has|have)\\s+(?:the\\s+)?(title|url)\\s+(?=${M}$)`, 'i'), 'the page $1 is '],
  [['url'], /^(?:should\s+)?(?:has|have)\s+(?:a\s+|the\s+)?url\s+(?=(?:ending|starting|containing)\b)/i, 'the page has a URL '],
  // BA steps and support macros: what the user is presented with, what to note.
  [
    ['presented', 'shown the'],
    /^(?:the\s+)?(?:user|customer|patient|member|visitor|admin)\s+is\s+(?:presented\s+with|shown)\s+((?:the|a|an)\s.+)$/i,
    'verify $1 is shown',
  ],
  [['note'], new RegExp(`^note\\s+(?=(?:the|an?)\\s+(?:error|message|warning|notice|alert|text)\\s+${M}$)`, 'i'), 'observe '],
  [['presents'], /^(?:the\s+)?(?:system|page|app|application|site|screen)\s+presents\s+((?:the|a|an)\s.+)$/i, 'verify $1 is shown'],
  // Mobile testers: a double tap is a double click.
  // (Only of a control or an image: a card tapped twice is no element the double click's reading names as written.)
  [
    ['tap'],
    new RegExp(`^double[\\s-]tap\\s+(?=(?:on\\s+)?(?:the\\s+)?${M}(?:\\s+(?:image|icon|button|link|photo|picture))?$)`, 'i'),
    'double click ',
  ],
  // Smoke lists: `Newsletter checkbox unchecked by default` (a region before a control: writer-style-words.ts).
  [
    ['default'],
    /\b(checked|unchecked|selected|unselected|ticked|unticked|enabled|disabled|empty|visible|hidden|on|off|collapsed|expanded)\s+by\s+default$/i,
    '$1',
  ],
  // `Catalog: search field empty`: a terse check that a field is empty (read as written, a search for "field empty").
  [['empty'], /^(?:[\w-]+:\s+)?(?:the\s+)?((?:[a-z][\w-]*\s+){1,2}?)(field|box|input)\s+(?:is\s+)?empty$/i, 'verify the $1$2 is empty'],
]
