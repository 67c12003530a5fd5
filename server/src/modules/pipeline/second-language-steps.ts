/**
 * Rules (everyday-style-rules.ts's form) for English whose word order and prepositions follow the writer's first
 * language (round 14, held-out set 26: Dutch, Polish, Japanese, Arabic and Turkish writers), run by everyday-styles.ts
 * on the raw step with quotes masked: the sentence layer moves the words of these shapes before any loose rule sees
 * them (`In field Phone write …` became `In Phone write … field`). Each is a shape many languages share:
 * - the place before the action: `In field Phone write 601 234 567` (W polu … wpisz), `From list Bike type choose
 *   "X"` (Z listy … wybierz), `Choose in the dropdown Plot size for "X"` (Kies in de dropdown … voor);
 * - the target after `to` / `as`: `Input 19:30 to the Start time` (… に入力), `Fill in 1990-03-02 as Date of birth`;
 * - the previous page: `Go one page back` (Ga een pagina terug), `Return to the back page`, `Press Back in the browser`;
 * - the browser's own dialog: `There comes a browser alert, accept it` (Er komt …), `Confirm in the browser dialog`,
 *   `When the browser asks for confirm, press Cancel`, `Accept the alert that will come`;
 * - a record's value told record first: `By order "WO-1043" status must be "Received"` (Przy zleceniu …), `The
 *   reservation of "X" stays with status "Y"`, `"Y" is written in the row of "X"`;
 * - a count with the role before its name (`5 buttons "Water rota"`), `Look if` (kijk of), `is disappeared` (ist verschwunden, 消えた), `Take mouse on` (fareyi … üzerine götür), `Pass to the "X"
 *   tab` (… sekmesine geç), `turn on the check of "X"` (チェックを入れる), `The url must end on` (eindigen op).
 * Every rewrite is read by the whole pipeline and kept only when all of it is understood.
 */

import type { EverydayRule } from './everyday-style-rules.js'

const M = '\\uE000\\d+\\uE001'
const CHECK = '(?:verify|check|ensure|assert|confirm|make\\s+sure|control|look)'
/** Who a script or a ticket says acts (`Participant opens …`, `Customer then presses …`). */
const ACTOR = '(?:(?:the\\s+)?(?:customer|user|participant|tester|visitor|client)\\s+(?:then\\s+|now\\s+|next\\s+)?)?'
/** An unquoted label of one to three words, the first capitalised (`Bike type`, `Start time`). */
const LABEL = "([A-Z][\\w'()-]*(?:\\s+[\\w'()-]+){0,2}?)"
/** A value told without quotes: a run of words up to the end or to `and <action>`. */
const VALUE = `(${M}|[^\\s\\uE000][^\\uE000]*?)`
/** Role nouns counted in a check. */
const COUNTED = '(buttons|links|checkboxes|check\\s*boxes|tabs|rows|items|fields|icons|cards|radio\\s+buttons)'
const DIALOG = '(?:alert|confirm|confirmation|dialog|prompt)(?:\\s+(?:dialog|box|window|popup|pop-up))?'
/** A browser dialog's answer word: the positive ones accept it. */
const answer = (word: string | undefined) =>
  /^(?:ok|okay|yes|accept|accepts|confirm|confirms)$/i.test(word ?? '') ? 'accept the dialog' : 'dismiss the dialog'
/** A value said without quotes is quoted; a mark stays a mark. */
const quoted = (text: string) => (/^\uE000\d+\uE001$/.test(text.trim()) ? text.trim() : `"${text.trim()}"`)
/** Words that bound a value told without quotes: a sentence of their own, not a value. */
const NOT_A_VALUE = /^(?:the|a|an|it|this|that|some|any|no|nothing|all|every|your|my|his|her|their)\b/i

export const SECOND_LANGUAGE_STEP_RULES: EverydayRule[] = [
  // The previous page: `Go one page back`, `Return to the back page`, `Customer then presses Back in the browser`.
  [
    ['back'],
    new RegExp(
      `^${ACTOR}(?:go|goes|navigates?|returns?|comes?|steps?|moves?)\\s+(?:one|a|1)\\s+(?:page|step|screen)\\s+back(?:wards?)?$`,
      'i',
    ),
    'go back',
  ],
  [
    ['back page'],
    new RegExp(`^${ACTOR}(?:go|goes|returns?|comes?|navigates?|moves?)\\s+(?:back\\s+)?to\\s+the\\s+back\\s+page$`, 'i'),
    'go back',
  ],
  [
    ['browser'],
    new RegExp(
      `^${ACTOR}(?:press|presses|click|clicks|hit|hits|use|uses|tap|taps)\\s+(?:the\\s+)?back(?:\\s+button)?\\s+(?:in|of|on)\\s+(?:the\\s+)?(?:web\\s+)?browser$`,
      'i',
    ),
    'go back',
  ],
  // The browser's dialog: `There comes a browser alert, accept it`, `A confirm pops up, dismiss it`.
  [
    ['alert', 'confirm', 'dialog', 'prompt'],
    new RegExp(
      `^(?:there\\s+)?(?:comes|appears|opens|pops\\s+up|shows\\s+up)\\s+(?:a|an|the)\\s+(?:browser\\s+|native\\s+|javascript\\s+|js\\s+)?${DIALOG}\\s*,\\s*(?:then\\s+)?(accept|dismiss|cancel|confirm|close)\\s+it$`,
      'i',
    ),
    (_s, verb) => answer(verb),
  ],
  [
    ['alert', 'confirm', 'dialog', 'prompt'],
    new RegExp(
      `^(?:a|an|the)\\s+(?:browser\\s+|native\\s+|javascript\\s+|js\\s+)?${DIALOG}\\s+(?:comes|appears|opens|pops\\s+up|shows\\s+up|will\\s+(?:come|appear|open|pop\\s+up|show\\s+up))\\s*,\\s*(?:then\\s+)?(accept|dismiss|cancel|confirm|close)\\s+it$`,
      'i',
    ),
    (_s, verb) => answer(verb),
  ],
  // `Confirm in the browser dialog`, `Cancel on the browser's alert`, `Click OK in the browser dialog`.
  [
    ['browser'],
    /^(?:(accept|confirm|cancel|dismiss)|(?:click|press|tap|choose|select|hit)\s+(?:on\s+)?(ok|okay|yes|cancel|no))\s+(?:in|on|at)\s+the\s+(?:web\s+)?browser(?:'s)?\s+(?:alert|confirm|confirmation|dialog|prompt|pop-?up)(?:\s+(?:box|window))?$/i,
    (_s, verb, said) => answer(verb ?? said),
  ],
  // `When the browser asks for confirm, press Cancel`: the dialog the flow opens, answered.
  [
    ['browser'],
    /^(?:when|once|as\s+soon\s+as)\s+the\s+(?:web\s+)?browser\s+(?:asks?|prompts?|wants?)\s+(?:for\s+|to\s+)?(?:a\s+)?(?:confirm|confirmation|confirming|to\s+confirm|approval)\s*,\s*(?:then\s+)?(?:press|click|choose|tap|select|hit)\s+(?:on\s+)?(ok|okay|yes|cancel|no)$/i,
    (_s, said) => answer(said),
  ],
  // `Accept the alert that will come`, `Dismiss the confirm dialog that appears`.
  [
    ['alert', 'confirm', 'dialog', 'prompt'],
    new RegExp(
      `^(accept|dismiss|cancel)\\s+the\\s+(?:browser\\s+)?${DIALOG}\\s+(?:that|which)\\s+(?:will\\s+)?(?:comes?|appears?|opens?|pops?\\s+up|shows?\\s+up)$`,
      'i',
    ),
    (_s, verb) => answer(verb),
  ],
  // The place before the action: `In field Phone write 601 234 567`, `In the field "Search" type "x" and press Enter`.
  [
    ['field', 'input', 'box'],
    new RegExp(
      `^in\\s+(?:the\\s+)?(?:field|input|box|text\\s*box)\\s+(${M}|${LABEL})\\s+(?:write|type|enter|input|put|fill\\s+in)\\s+${VALUE}(\\s+and\\s+(?:press|hit|click|tap)\\s+.+)?$`,
      'i',
    ),
    (_s, label, _l, value, rest) => (NOT_A_VALUE.test(value!) ? undefined : `type ${quoted(value!)} into the ${label} field${rest ?? ''}`),
  ],
  // `From list Bike type choose "Gravel"`, `From the dropdown "Slot" select "22:00"`.
  [
    ['from'],
    new RegExp(
      `^from\\s+(?:the\\s+)?(?:list|dropdown|drop-down|select|combo\\s*box|select\\s*box)\\s+(${M}|${LABEL})\\s+(?:choose|select|pick)\\s+(${M})$`,
      'i',
    ),
    (_s, label, _l, option) => `select ${option} from the ${label} dropdown`,
  ],
  // `Choose in the dropdown Plot size for "Half plot"`, `Select in the list "Country" the value "Poland"`.
  [
    [' in '],
    new RegExp(
      `^(?:choose|select|pick)\\s+in\\s+(?:the\\s+)?(?:list|dropdown|drop-down|select|combo\\s*box|select\\s*box)\\s+(${M}|${LABEL})\\s+(?:for\\s+|the\\s+(?:option|value)\\s+)?(${M})$`,
      'i',
    ),
    (_s, label, _l, option) => `select ${option} from the ${label} dropdown`,
  ],
  // The field after `to`: `Input 19:30 to the Start time`, `Enter "Jan" to the First name field`.
  [
    [' to the '],
    new RegExp(`^(?:[Ii]nput|[Ee]nter|[Tt]ype|[Ww]rite|[Pp]ut)\\s+${VALUE}\\s+to\\s+the\\s+${LABEL}(?:\\s+(?:field|box|input))?$`),
    (_s, value, label) => (NOT_A_VALUE.test(value!) ? undefined : `type ${quoted(value!)} into the ${label} field`),
  ],
  // A record's value told record first: `By order "WO-1043" status must be "Received"`.
  [
    ['by ', 'for ', 'at '],
    new RegExp(
      `^(?:${CHECK}\\s+(?:that\\s+|if\\s+)?)?(?:by|for|at)\\s+(?:the\\s+)?(?:[a-z][\\w-]*\\s+)?(${M})\\s*,?\\s+(?:the\\s+)?(status|state|stage|value|price|total|result|owner|date)\\s+(?:is|must\\s+be|should\\s+be|has\\s+to\\s+be|stays|remains|shows|says|equals)\\s+(?:now\\s+|still\\s+)?(${M})$`,
      'i',
    ),
    (_s, row, _label, text) => `verify ${text} is shown in the row ${row}`,
  ],
  // `The reservation of "2026-09-03" stays with status "Confirmed"`, `Order "A" is in status "B"`.
  [
    ['status', 'state'],
    new RegExp(
      `^(?:${CHECK}\\s+(?:that\\s+)?)?(?:the\\s+)?[a-z][\\w-]*\\s+(?:(?:of|for)\\s+)?(${M})\\s+(?:stays|remains|is|must\\s+(?:stay|be|remain)|should\\s+(?:stay|be|remain))\\s+(?:still\\s+)?(?:with|in|on|at)\\s+(?:the\\s+)?(?:status|state)\\s+(${M})$`,
      'i',
    ),
    (_s, row, text) => `verify ${text} is shown in the row ${row}`,
  ],
  // `"Unseated" is written in the row of "Ayşe"`: the row `of` its record.
  [
    ['row of', 'line of', 'row for', 'line for'],
    new RegExp(
      `\\b(is|are)\\s+(?:written|seen|standing|stated|shown|displayed)\\s+in\\s+the\\s+(?:row|line)\\s+(?:of|for)\\s+(${M})$`,
      'i',
    ),
    '$1 shown in the row $2',
  ],
  // A count with the role before its name: `Look if there are 5 buttons "Water rota"`, `24 checkboxes "Present" exist`.
  // (Only before a statement: `Look if you can click "Save"` asks for an action, ui-corpus-6.)
  [['look'], new RegExp(`^look\\s+(?:if|whether)\\s+(?=there\\s+(?:is|are)\\b|the\\b|${M})`, 'i'), 'verify that '],
  [
    ['buttons', 'links', 'boxes', 'tabs', 'rows', 'items', 'fields', 'icons', 'cards'],
    new RegExp(`\\b(\\d+)\\s+${COUNTED}\\s+(${M})(?=\\s+(?:exist|are|is|remain|left)\\b|$)`, 'i'),
    '$1 $3 $2',
  ],
  [
    ['exist'],
    new RegExp(`^(${CHECK}\\s+(?:that\\s+)?)(\\d+)\\s+(${M})\\s+${COUNTED}\\s+(?:exist|are\\s+(?:there|present))$`, 'i'),
    '$1there are $2 $3 $4',
  ],
  // `is disappeared` (ist verschwunden, 消えた): it disappears. (`may not be clickable` stays reported: not clickable
  // may be disabled, hidden or covered, ui-corpus-13.)
  [['disappeared', 'vanished'], new RegExp(`(${M})\\s+(?:is|has|has\\s+been)\\s+(?:disappeared|vanished)$`, 'i'), '$1 disappears'],
  // Moves: `Take mouse on the "Table 5" circle`, `Pass to "Seating plan" tab`, `Please turn on the check of "X"`.
  [
    ['mouse', 'cursor'],
    /^(?:take|bring|put|move|hold|place)\s+(?:the\s+|your\s+)?(?:mouse|cursor)\s+(?:on|over|onto|above|to)\s+/i,
    'hover over ',
  ],
  [['pass'], new RegExp(`^pass\\s+(?:on\\s+|over\\s+)?to\\s+(?:the\\s+)?(${M})\\s+tab$`, 'i'), 'switch to the $1 tab'],
  [
    ['check of', 'check for', 'tick of', 'tick for'],
    new RegExp(`^(?:turn|switch|put)\\s+(on|off)\\s+the\\s+(?:check|tick|check\\s*mark)\\s+(?:of|for)\\s+(${M})$`, 'i'),
    (_s, on, name) => `${/^on$/i.test(on!) ? 'check' : 'uncheck'} ${name}`,
  ],
  // `The url must end on /thanks` (eindigen op, kończyć się na).
  [['end on', 'ends on', 'start on', 'starts on'], /\b(url|address)\s+(must\s+|should\s+)?(end|ends|start|starts)\s+on\b/i, '$1 $2$3 with'],
]
