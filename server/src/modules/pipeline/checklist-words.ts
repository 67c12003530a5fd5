import type { LooseRule } from './loose-rules.js'
import { CHECK, M } from './loose-words.js'

/**
 * Terse words of checklists, smoke lists and support macros (round 13), rewritten by the loose readings
 * (loose-readings.ts) into the documented step they say, so a rule can only turn a report into a reading:
 * - a table's row count as a value (`permits table rows = 12`, `rows in the Orders table: 3`);
 * - a region said to have a control (`Footer has "Accessibility" link`, `the header contains a link "Help"`);
 * - the page's title named after the app or the page it is of (`GradeBook sign-in page title is "…"`);
 * - a screenshot of a named screen, for a purpose (`Screenshot of the dashboard for the release notes`);
 * - reloading a named page (`Reload dashboard`): the page shown is reloaded;
 * - a text `still there`: still shown;
 * - a phone number typed without quotes (`types +44 7700 900123 into Phone number`): the number, spaces and all;
 * - a message under, next to or below the field (`"Invalid phone number" error under the field`): shown;
 * - a field that keeps a value (`Phone number field keeps "+44 …"`): its value;
 * - support macros: what the customer says they see (`Customer says the "Next" button stays greyed out`) is the
 *   check; `like the customer did` adds no action; a text seen `instead of the PDF` is the text seen.
 * Rules run in order on the masked sentence (quotes are `\uE000n\uE001`), so no value is touched.
 */

const REGIONS: Readonly<Record<string, string>> = {
  footer: 'footer',
  header: 'header',
  nav: 'navigation',
  navigation: 'navigation',
  navbar: 'navigation',
  'nav bar': 'navigation',
  sidebar: 'sidebar',
}

/** Who a support macro tells the step of. */
const REPORTER = '(?:the\\s+)?(?:customer|user|client|caller|member|patient|reporter|guest)'

export const CHECKLIST_RULES: LooseRule[] = [
  // Support macros: what the customer says they see is the check (`Customer says the "Next" button stays greyed
  // out`); doing it as they did adds no action; what they saw instead of an unquoted thing is the text seen.
  [
    // (The sentence layer has dropped the actor: `says the …`.)
    ['says', 'reports', 'mentions', 'tells', 'claims', 'complains'],
    new RegExp(`^(?:${REPORTER}\\s+)?(?:says|reports|mentions|claims|complains|tells\\s+us)\\s+(?:that\\s+)?(?=the\\s|${M})`, 'i'),
    'verify that ',
  ],
  [
    ['like', ' as '],
    new RegExp(`\\s+(?:just\\s+)?(?:like|as)\\s+${REPORTER}\\s+(?:did|does|said|described|reported|does\\s+it)$`, 'i'),
    '',
  ],
  [
    ['instead'],
    new RegExp(`(${M})\\s+instead\\s+of\\s+(?:the\\s+|an?\\s+|their\\s+|his\\s+|her\\s+)?[a-z][\\w-]*(?:\\s+[a-z][\\w-]*){0,2}$`, 'i'),
    '$1',
  ],
  [
    ['rows'],
    new RegExp(
      `^(${CHECK}\\s+(?:that\\s+)?)?(?:the\\s+)?((?:(?!${CHECK}\\b)[a-z][\\w-]*\\s+)?[a-z][\\w-]*)\\s+table\\s+(?:rows?|row\\s+count)\\s*(?:=|:|is|are|equals?)\\s*(\\d+)$`,
      'i',
    ),
    'verify the $2 table has $3 rows',
  ],
  [
    ['rows'],
    new RegExp(
      `^(?:${CHECK}\\s+(?:that\\s+)?)?(?:the\\s+)?(?:number\\s+of\\s+)?rows\\s+in\\s+(?:the\\s+)?((?:[a-z][\\w-]*\\s+)?[a-z][\\w-]*)\\s+table\\s*(?:=|:|is|are|equals?)\\s*(\\d+)$`,
      'i',
    ),
    'verify the $1 table has $2 rows',
  ],
  [
    ['footer', 'header', 'nav', 'sidebar'],
    new RegExp(
      `^(?:the\\s+)?(footer|header|nav\\s*bar|nav|navigation|sidebar)\\s+(?:has|contains|shows|includes|holds)\\s+(?:an?\\s+|the\\s+)?(?:(${M})\\s+(link|button|heading)|(link|button|heading)\\s+(${M}))$`,
      'i',
    ),
    // (The name before its role: a later rule drops an unknown place after `the link "X" is shown`.)
    (_spans, region, name, role, role2, name2) =>
      `verify the ${name ?? name2} ${(role ?? role2)!.toLowerCase()} is shown in the ${REGIONS[region!.toLowerCase().replace(/\s+/g, ' ')] ?? 'navigation'}`,
  ],
  [
    ['title'],
    new RegExp(`^(?:the\\s+)?(?:[A-Z][\\w-]*\\s+)(?:[a-z][\\w-]*\\s+)?page\\s+title\\s+(is|=|equals|should\\s+be|contains)\\s+(?=${M}$)`),
    (_spans, verb) => `the page title ${verb === '=' ? 'is' : verb} `,
  ],
  [
    ['screenshot', 'screen-shot'],
    /^(?:(?:take|make|grab|capture)\s+(?:a\s+)?)?screen-?shot(?:\s+(?:of\s+)?(?:the|this|my)\s+(?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)?(?:\s+for\s+(?:the\s+|a\s+|our\s+)?(?:[a-z][\w-]*\s*){1,3})?$/i,
    'take a screenshot',
  ],
  [['reload', 'refresh'], /^(?:reload|refresh)\s+(?:the\s+)?(?:[a-z][\w-]*\s+)?(?:page|screen|dashboard|view|site)$/i, 'reload'],
  [['there'], new RegExp(`(${M})\\s+(?:is\\s+|are\\s+)?still\\s+there$`, 'i'), '$1 is still visible'],
  [['enter', 'type', 'input', 'write', 'put'], /^(enter|type|input|write|put)\s+(\+?\d[\d ().-]*\d)\s+(in|into)\s+(?=\S)/i, '$1 "$2" $3 '],
  [
    ['under', 'below', 'beneath', 'next to', 'beside'],
    new RegExp(
      `^((?:the\\s+)?(?:${M}\\s+(?:error|message|warning|hint)|(?:error|message|warning|hint)\\s+${M}))\\s+(?:is\\s+)?(?:shown\\s+|displayed\\s+)?(?:under|below|beneath|next\\s+to|beside)\\s+(?:the|this|that)\\s+(?:field|input|box)$`,
      'i',
    ),
    '$1 is shown',
  ],
  [
    ['keeps', 'retains', 'still'],
    new RegExp(
      `\\b(field|input|box)\\s+(?:still\\s+)?(?:keeps|retains|holds|still\\s+has|still\\s+shows)\\s+(?:the\\s+value\\s+)?(?=${M}$)`,
      'i',
    ),
    '$1 has value ',
  ],
]
