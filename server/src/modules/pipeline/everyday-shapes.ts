import type { LooseRule } from './loose-rules.js'
import { CHECK, M } from './loose-words.js'

/**
 * Everyday shapes held-out sets 23 and 24 reported (round 13), rewritten into documented forms. They run as loose
 * rules (loose-readings.ts): only a step no other reading understands is rewritten, and the rewrite is kept only
 * when it is understood whole. Each is a way of writing, in several writers' words (ui-corpus-18.ts):
 * - a dialog named by its title (`A dialog titled "X" opens`): its text shown in the dialog (`titledDialog`);
 * - rows counted in a named table (`Only 1 row left in the students table`, `2 line items in the table`);
 * - a record's row opened by its text (`Double-click the row for "X"`), or a record named by its kind and a quote
 *   with a purpose (`Double-click the booking "X" to rename it`);
 * - a message placed under the field (`"X" is displayed under the field`): the text shown;
 * - messages gone (`no validation error messages are displayed`, `The validation message should go away`);
 * - a part of the page loading (`Wait for the seat map to load`): the page load;
 * - a filter ticked (`Tick the "Vegan" filter`), chosen in (`In the Status filter choose "Approved"`);
 * - the record a control is for, named by its kind and code (`for seat F8`, `on the D-14 booking`);
 * - a time no longer offered (`Verify 10:30 is no longer offered`);
 * - a state held until something happens (`disabled until audio is uploaded`): the state now;
 * - going back to a list (`Go back to the episode list`);
 * - sorting by an option that says an order (`Sort by "Quickest first"`); a bare column (`Sort by "Price"`) may be
 *   a column header or a dropdown's option, and stays reported.
 */

const NUMBER: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
}
const COUNT = '(\\d+|one|two|three|four|five|six|seven|eight|nine|ten)'
/** A code as a quote (the mask already quotes codes such as `PRM-0419`). */
const asQuote = (code: string) => (code.startsWith('\uE000') ? code : `"${code}"`)
const count = (n: string) => NUMBER[n.toLowerCase()] ?? n
/** A record's code: letters and digits, one of each at least (`F8`, `D-14`, `12B`), never an ordinal (`2nd`). */
const CODE = '(?!\\d+(?:st|nd|rd|th)\\b)(?=[\\w-]*\\d)(?=[\\w-]*[A-Za-z])[A-Za-z0-9][\\w-]*'
const ROLE_NOUNS = '(?:dropdown|drop-down|field|input|box|button|link|icon|checkbox|switch|toggle|tab)'
const ROLE_WORDS = /^(?:button|link|tab|icon|image|checkbox|field|input|dropdown|heading|text|option|menu|radio|switch|toggle)$/i
/** Words of an option that sorts (`Quickest first`, `Price: low to high`, `Newest`), never a bare column name. */
const ORDER_WORDS =
  /\b(?:first|last|low\s+to\s+high|high\s+to\s+low|a\s*-\s*z|z\s*-\s*a|newest|oldest|latest|earliest|cheapest|dearest|lowest|highest|ascending|descending|most|least|popular|popularity|relevance|recommended|nearest|closest)\b/i

/** A record's code as written in a list (`3B-14`, `D-14`, `#88`): a text no label is. */
const RECORD_CODE = '(#?[A-Z]{1,6}-?\\d[\\w-]*|\\d{1,4}[A-Z]{1,3}-\\d[\\w-]*)'
const SHOWN = '(not\\s+)?(displayed|shown|visible|present|gone|hidden)'

export const EVERYDAY_SHAPES: LooseRule[] = [
  // `11. Verify 3B-14 is gone`: a record's code checked without quotes is its text.
  [
    ['is', 'are'],
    new RegExp(`^(${CHECK}\\s+(?:that\\s+)?)${RECORD_CODE}\\s+(?:is|are)\\s+${SHOWN}$`),
    (_s, lead, code, not, state) => `${lead}"${code}" is ${not || /^(?:gone|hidden)$/i.test(state!) ? 'not ' : ''}visible`,
  ],
  // `Exactly one result row is shown in the guests table`, `Only 1 row left in the students table`.
  [
    [' table'],
    new RegExp(
      `^(?:${CHECK}\\s+(?:that\\s+)?)?(?:there\\s+(?:should\\s+)?(?:now\\s+)?(?:be|are|is)\\s+)?(?:now\\s+)?(?:exactly\\s+|only\\s+|just\\s+)?${COUNT}\\s+(?:result\\s+|data\\s+)?(?:rows?|entries|entry|lines?)\\s+(?:(?:is|are|should\\s+be)\\s+)?(?:now\\s+)?(?:shown|displayed|listed|left|remaining|remains?|visible)?\\s*in\\s+the\\s+([a-z][\\w-]*(?:\\s+[a-z][\\w-]*)?)\\s+table$`,
      'i',
    ),
    (_s, n, table) => `verify the ${table} table has ${count(n!)} rows`,
  ],
  // `There should now be 2 line items in the table`: rows of one table, named by what they hold.
  [
    [' table'],
    new RegExp(
      `^(?:${CHECK}\\s+(?:that\\s+)?)?there\\s+(?:should\\s+)?(?:now\\s+)?(?:be|are|is)\\s+(?:now\\s+)?(?:exactly\\s+|only\\s+)?${COUNT}\\s+((?:[a-z][\\w-]*\\s+)?[a-z][\\w-]*s)\\s+in\\s+the\\s+table$`,
      'i',
    ),
    (_s, n, items) =>
      /^(?:rows|entries|lines|results|items)$/i.test(items!) ? undefined : `verify the ${items} table has ${count(n!)} rows`,
  ],
  // `Double-click the row for "Margaret Okafor"`: the row is opened where its text is.
  [
    ['row', 'line', 'entry', 'record'],
    new RegExp(
      `^(click|double-click|tap|double-tap)\\s+(?:on\\s+)?the\\s+(?:row|line|entry|record)\\s+(?:for|of|with|containing)\\s+(${M})$`,
      'i',
    ),
    '$1 $2',
  ],
  // `Double-click the booking "Meeting room Orca" to rename it`: a record named by its kind, with what it is for.
  [
    [' to '],
    new RegExp(
      `^(click|double-click|tap|double-tap)\\s+(?:on\\s+)?the\\s+([a-z][\\w-]*)\\s+(${M})\\s+to\\s+[a-z]+(?:\\s+(?:it|them|this|that|the\\s+[a-z]+))?$`,
      'i',
    ),
    (_s, verb, noun, name) => (ROLE_WORDS.test(noun!) ? undefined : `${verb} ${name}`),
  ],
  // `"Minimum donation is £1" is displayed under the field`: where under the field says nothing the check needs.
  [
    ['under', 'below', 'beneath', 'underneath'],
    /\s+(?:right\s+|just\s+|directly\s+)?(?:under|below|beneath|underneath)\s+(?:the|this|that)\s+(?:[a-z]+\s+)?(?:field|input|box|textbox|dropdown)$/i,
    '',
  ],
  // `Verify no validation error messages are displayed`.
  [
    ['no '],
    new RegExp(
      `^(?:${CHECK}\\s+(?:that\\s+)?)?(?:there\\s+are\\s+)?no\\s+(?:(?:validation|form|inline|field)\\s+)?(?:error\\s+messages|errors|messages|error\\s+message)\\s+(?:are\\s+|is\\s+)?(?:displayed|shown|visible|present)(?:\\s+on\\s+the\\s+(?:page|form))?$`,
      'i',
    ),
    'verify no error message is displayed',
  ],
  // `The validation message should go away`: no error message is left.
  [
    ['away', 'disappear', 'vanish', 'gone', 'clear'],
    /^(?:the\s+)?(?:validation|error|inline)\s+(?:error\s+)?(?:message|error|hint)s?\s+(?:should\s+|must\s+|will\s+)?(?:go(?:es)?\s+away|disappears?|vanish(?:es)?|(?:be|is|are)\s+gone|clears?)$/i,
    'verify no error message is displayed',
  ],
  // `Wait for the seat map to load`, `Wait that the map is loaded`: the page load.
  [
    ['wait'],
    /^wait\s+(?:for|until|till|that)\s+the\s+(?:[a-z][\w-]*\s+){1,3}(?:to\s+(?:load|finish\s+loading|be\s+loaded)|(?:is|has)\s+(?:loaded|finished\s+loading))$/i,
    'wait for the page to load',
  ],
  // `Tick the "Vegan" filter`: the filter's own box.
  [['filter', 'chip', 'facet'], new RegExp(`^(tick|untick|check|uncheck)\\s+(?:the\\s+)?(${M})\\s+(?:filter|chip|facet)$`, 'i'), '$1 $2'],
  // `In the Status filter choose "Approved"`: the filter's dropdown.
  [
    ['filter', 'dropdown'],
    new RegExp(
      `^[Ii]n\\s+the\\s+([A-Z][\\w-]*(?:\\s+[a-z][\\w-]*)?)\\s+(?:filter|dropdown|drop-down)\\s*,?\\s+(?:i\\s+)?(?:choose|select|pick)\\s+(${M})$`,
    ),
    'select $2 from the "$1" dropdown',
  ],
  // `… dropdown for seat F8`: the record a control is for, by its kind and an unquoted code, after a control bounded
  // by its role noun or quotes (`Click Book for room R-12` may name a "Book for room R-12" control: truth-corpus-4
  // reports it; a quoted number after its kind, `for room "306"`, stays reported as accounting.test.ts keeps it).
  [
    [' for '],
    new RegExp(`(?<=(?:${ROLE_NOUNS}|\\uE001))\\s+for\\s+(?:the\\s+)?[a-z]+\\s+(${CODE})$`),
    (_s, code) => ` for ${asQuote(code!)}`,
  ],
  // `Click the trash icon on the D-14 booking`: the control in the record of that code.
  [
    ['icon', 'button', 'link'],
    new RegExp(
      `^(click|tap|press|double-click|hover(?:\\s+over)?)\\s+(?:on\\s+)?the\\s+([A-Za-z][\\w-]*)\\s+(icon|button|link)\\s+(?:on|for|in|of)\\s+the\\s+(${CODE}|${M})\\s+[a-z][\\w-]*$`,
      'i',
    ),
    (_s, verb, name, role, code) => `${verb} the "${name}" ${role} for ${asQuote(code!)}`,
  ],
  // `Verify 10:30 is no longer offered`: a value (a time, an option) no longer shown.
  [
    ['offered', 'listed'],
    new RegExp(`^(${CHECK}\\s+(?:that\\s+)?)(${M})\\s+is\\s+(no\\s+longer\\s+|not\\s+)?(?:offered|listed)(?:\\s+any\\s*more)?$`, 'i'),
    (_s, lead, value, not) => `${lead}${value} is ${not ? 'not ' : ''}visible`,
  ],
  // `the Publish button is disabled until audio is uploaded`: the state now.
  [
    ['until'],
    /(\b(?:disabled|enabled|hidden|visible|greyed\s+out|grayed\s+out|unavailable|unchecked|checked|empty))\s+until\s+[^\uE000]+$/i,
    '$1',
  ],
  // `Go back to the episode list`: back in the browser's history.
  [
    ['back'],
    /^(?:go|navigate|head|return)\s+back\s+to\s+the\s+(?:[a-z][\w-]*\s+){0,2}(?:list|page|overview|results|screen|view)$/i,
    'go back',
  ],
  // `Sort by "Quickest first"`: an option that says an order is the Sort by dropdown's.
  [
    ['sort'],
    new RegExp(`^sort\\s+(?:the\\s+[a-z]+(?:\\s+[a-z]+)?\\s+)?by\\s+(${M})$`, 'i'),
    (spans, option) => {
      const said = spans[Number(/\d+/.exec(option!)![0])] ?? ''
      return ORDER_WORDS.test(said) ? `select ${option} from the "Sort by" dropdown` : undefined
    },
  ],
]

/**
 * `A dialog titled "Confirm check-in" opens`: the dialog's title is a text shown in it. Read on the raw step, as the
 * sentence layer takes "titled" for a quote's introducer.
 */
const TITLED_DIALOG = new RegExp(
  `^(?:${CHECK}\\s+(?:that\\s+)?)?(?:an?|the)\\s+(?:confirmation\\s+)?(?:dialog|dialogue|modal|pop-?up|popup)\\s+(?:window\\s+)?(?:titled|entitled|headed|called|named|with\\s+(?:the\\s+)?(?:title|heading))\\s+("[^"]+")\\s+(?:opens|appears|pops\\s+up|shows\\s+up|comes\\s+up|is\\s+(?:shown|displayed|opened|visible|open)|should\\s+(?:open|appear|pop\\s+up|be\\s+(?:shown|displayed|visible|open)))\\.?$`,
  'i',
)

/** The step with a dialog named by its title written as a check of that text in the dialog. */
export function titledDialog(text: string): string {
  return text.trim().replace(TITLED_DIALOG, 'verify $1 is visible in the dialog')
}
