/**
 * Rules (everyday-style-rules.ts's form) for everyday voices of round 14 (held-out set 26), run by everyday-styles.ts
 * on the raw step with quotes masked, only when no other reading understands the step. Each is a way of writing:
 * - a support engineer retelling a ticket: a lead naming it (`Repro for ticket #88213:`, `Steps to reproduce:`), a
 *   quote told as what the customer saw, then checked (`Per the customer the price shows "X" — confirm it is
 *   displayed`, `Observed by customer: "X" — verify it does NOT show`), `presses Back in the browser`;
 * - a UX researcher's task script: `Task 2:` leads, `Participant scrolls down the results`;
 * - everyday QA with quotes dropped: `Verify text Signed out successfully`, `Side panel heading says Plot 7`, `select
 *   Download from the context menu`, `Temperature field shows 612 °C`, `Select Ireland as the Nationality`, `Fill in
 *   1990-03-02 as Date of birth`, `In the Venue row, enter …` (a value or name told without quotes is quoted; a word
 *   that starts a sentence of its own, `the`, `an`, `no`, never is);
 * - tails and leads that add no action: `(double click)` after `twice` (it says which click), `located under the
 *   table`, `after register`, `we are still on the scores page:` before a URL check, a page's name before its URL
 *   (`Checkout URL should contain …`), `is now` of a title, `a bit` of a scroll, a page named before `to load`.
 * Every rewrite is read by the whole pipeline and kept only when all of it is understood.
 */

import type { EverydayRule } from './everyday-style-rules.js'

const M = '\\uE000\\d+\\uE001'
const CHECK = '(?:verify|check|ensure|assert|confirm|make\\s+sure|validate)'
/** A text told without quotes that runs to the end: it holds no verb of a check or a role noun. */
const STATEMENT =
  /\b(?:is|are|was|were|be|should|must|shows?|appears?|visible|displayed|shown|hidden|field|box|input|button|link|dropdown|checkbox|tab|heading|page|not|no)\b|[":]/i
/** Words that start a sentence of their own, never a value told without quotes. */
const NOT_A_VALUE = /^(?:the|a|an|it|this|that|some|any|no|nothing|all|every|your|my|empty|blank)\b/i
/** Pages a URL is named by (`Checkout URL should contain …`). */
const PAGE_NAME =
  '(?:checkout|login|log-?in|sign-?in|sign-?up|signup|register|registration|home|cart|basket|search|results|confirmation|payment|profile|account|dashboard|settings|booking|order|orders|success|thanks|thank-you|landing|product|details|summary|current|browser)'
const COUNTED = '(buttons|links|checkboxes|check\\s*boxes|tabs|rows|items|fields|icons|cards)'

export const EVERYDAY_VOICE_RULES: EverydayRule[] = [
  // Leads: a ticket's repro and a task script's task number.
  [
    ['repro', 'reproduce'],
    /^(?:repro(?:duction)?|steps?\s+to\s+reproduce)(?:\s+(?:for|of)\s+(?:the\s+)?(?:ticket|issue|bug|case|incident)\s+#?[\w-]+)?\s*:\s*/i,
    '',
  ],
  [['task'], /^task\s+\d+[a-z]?\s*[:.)–—-]\s*/i, ''],
  // `Per the customer the price shows "X" — confirm it is displayed`: the one quote, told then checked.
  [
    ['—', '–', ' - '],
    new RegExp(
      `^[^\\uE000]*?(${M})[^\\uE000]*?\\s*(?:—|–|\\s-)\\s*(?:${CHECK})\\s+(?:that\\s+)?it\\s+(?:(is\\s+(?:displayed|shown|visible)|shows|appears)|(does\\s+not\\s+show|does\\s+not\\s+appear|is\\s+not\\s+(?:displayed|shown|visible)))$`,
      'i',
    ),
    (_s, text, shown) => `verify ${text} is ${shown ? 'visible' : 'not visible'}`,
  ],
  // Texts and names told without quotes.
  [
    ['text', 'message'],
    new RegExp(`^(${CHECK})\\s+(?:the\\s+)?(?:text|message)\\s+([A-Z0-9][^\\uE000]*)$`, 'i'),
    (_s, verb, text) => (STATEMENT.test(text!) || !/^[A-Z0-9]/.test(text!) ? undefined : `${verb} the text "${text!.trim()}"`),
  ],
  [
    ['heading'],
    /^(?:the\s+)?((?:[a-z][\w-]*\s+){0,2})heading\s+(?:says|shows|reads|is)\s+([A-Z0-9][^\uE000]*)$/i,
    (_s, place, text) =>
      STATEMENT.test(text!) || NOT_A_VALUE.test(text!) || !/^[A-Z0-9]/.test(text!)
        ? undefined
        : `verify the ${(place ?? '').toLowerCase()}heading is "${text!.trim()}"`,
  ],
  [
    ['field'],
    /^(?:the\s+)?([A-Z][\w-]*(?:\s+[a-z][\w-]*){0,2})\s+field\s+(shows|contains|has|reads|says)\s+([\d€$£+-][\d.,:/-]*(?:\s?[A-Za-z°%€$£]{1,4}(?=\s|$)){0,2})$/,
    (_s, label, verb, value) => `verify the ${label} field ${verb} "${value!.trim()}"`,
  ],
  [['shows as', 'displays as', 'appears as'], new RegExp(`\\b(shows|displays|appears)\\s+as\\s+(${M})$`, 'i'), '$1 $2'],
  [
    ['context menu', 'right-click menu'],
    /^(?:[Ss]elect|[Cc]hoose|[Pp]ick|[Cc]lick)\s+([A-Z][\w-]*(?:\s+(?!from\b|in\b)[\w-]+)?)\s+(?:from|in)\s+the\s+(?:context|right-click)\s+menu$/,
    'click "$1" in the menu',
  ],
  [
    [' as '],
    /^([Ss]elect|[Cc]hoose|[Pp]ick)\s+([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})\s+as\s+(?:the\s+|your\s+)?([A-Z][\w-]*(?:\s+[a-z][\w-]*){0,2})$/,
    '$1 "$2" from the $3 dropdown',
  ],
  [
    [' as '],
    new RegExp(
      `^(?:[Ff]ill\\s+in|[Ee]nter|[Tt]ype|[Pp]ut|[Ii]nput)\\s+(${M}|[\\d+][^\\s\\uE000]*)\\s+as\\s+(?:the\\s+|your\\s+)?([A-Z][\\w-]*(?:\\s+[a-z][\\w-]*){0,3})$`,
    ),
    (_s, value, label) => `type ${/^\uE000/.test(value!) ? value : `"${value}"`} into the ${label} field`,
  ],
  // `In the Venue row, enter 8500 into …`: the record's row named first, without quotes.
  [
    ['row,', 'line,'],
    /^[Ii]n\s+the\s+([A-Z][\w'-]*(?:\s+[A-Z0-9][\w'-]*){0,2})\s+(?:row|line)\s*,\s*(.+)$/,
    (_s, row, rest) => (NOT_A_VALUE.test(row!) ? undefined : `${rest} in the row "${row}"`),
  ],
  // (The sentence layer may have moved the row to the end: `… into the Estimated cost field in the Venue row`.)
  [
    [' row', ' line'],
    /^((?:enter|type|put|write|fill\s+in)\s+.+\s+(?:field|box|input))\s+in\s+the\s+([A-Z][\w'-]*(?:\s+[A-Z0-9][\w'-]*){0,2})\s+(?:row|line)$/i,
    '$1 in the row "$2"',
  ],
  [[' row', ' line'], /^(?:enter|type|put|write)\s+"?(\d[\d.,]*)"?\s+(into\s+the\s+.+\s+field\s+in\s+the\s+row\s+)/i, 'type "$1" $2'],
  // `Aperture column shows 406 mm for Meade 16`: a column's value in a record's row, both without quotes.
  [
    ['column'],
    /^(?:the\s+)?[A-Z][\w-]*(?:\s+[a-z][\w-]*)?\s+column\s+(?:shows|says|reads|has|is)\s+([\dA-Z€$£][^\uE000]*?)\s+for\s+([A-Z0-9][\w'-]*(?:\s+[A-Z0-9][\w'-]*){0,2})$/,
    (_s, value, row) => (/\b(?:all|every|each)\b/i.test(value!) ? undefined : `verify "${value}" is shown in the row "${row}"`),
  ],
  // Tails that add no action.
  [['twice'], /^(?:click|tap|press)\s+(?:on\s+)?(.+?)\s+twice\s*\((?:double|dbl)[\s-]?click(?:ed)?\)$/i, 'double-click $1'],
  [
    ['located', 'placed', 'positioned', 'sitting'],
    /\s+(?:located|placed|positioned|sitting)\s+(?:under|below|above|beneath|next\s+to|at\s+the\s+(?:bottom|top)\s+of)\s+the\s+(?:table|form|list|grid|header|title|heading)$/i,
    '',
  ],
  [
    ['after '],
    new RegExp(
      `^(${CHECK}\\s+(?:that\\s+)?.+\\s+(?:is|are)\\s+(?:empty|blank|cleared))\\s+after\\s+(?:register|registering|registration|saving|save|submit|submitting|sending)$`,
      'i',
    ),
    '$1',
  ],
  // URL and title checks: a page's name before them, `is now`.
  [
    ['url', 'address'],
    new RegExp(
      `^(${CHECK})\\s+(?:that\\s+)?(?:we|you|i|the\\s+user)\\s+(?:are|am|is)\\s+(?:still\\s+)?on\\s+the\\s+(?:[\\w-]+\\s+){0,2}page\\s*:\\s*(?:the\\s+)?(?:url|address)\\s+`,
      'i',
    ),
    '$1 the url ',
  ],
  // (A page's name only: `Image URL`, `Webhook URL` may be a field's value or an image's source.)
  [
    ['url'],
    new RegExp(
      `^(?:the\\s+)?(?:[A-Z][\\w-]*\\s+page|${PAGE_NAME})\\s+url\\s+(?=(?:should|must|contains|ends|starts|equals|includes)\\b)`,
      'i',
    ),
    'the url ',
  ],
  [['now'], new RegExp(`\\b(title|heading)\\s+(?:of\\s+the\\s+page\\s+)?is\\s+now\\s+(${M})$`, 'i'), '$1 is $2'],
  // Counts and values.
  [
    ['left', 'remain'],
    new RegExp(`^(\\d+)\\s+(${M})\\s+${COUNTED}\\s+(?:are\\s+)?(?:left|remaining|remain)$`, 'i'),
    'verify there are $1 $2 $3',
  ],
  [
    ['updates to', 'changes to'],
    new RegExp(
      `^(${CHECK}\\s+(?:that\\s+)?)the\\s+(?:${M})\\s+(?:value|amount|total|balance)\\s+(?:updates|changes)\\s+to\\s+(${M})$`,
      'i',
    ),
    '$1$2 is shown',
  ],
  [
    ['above', 'before'],
    new RegExp(
      `^(${CHECK}\\s+(?:that\\s+)?)the\\s+(?:log|list|history|feed|timeline)\\s+(?:shows|lists|has)\\s+(${M})\\s+(above|before)\\s+(${M})$`,
      'i',
    ),
    '$1$2 is shown $3 $4',
  ],
  // Scrolls and waits.
  [
    ['bit', 'little'],
    /^scroll\s+(?:a\s+(?:bit|little)|slightly)\s+(down|up)$|^scroll\s+(down|up)\s+(?:a\s+(?:bit|little)|slightly)$/i,
    'scroll $1$2',
  ],
  [
    ['scroll'],
    /^(?:(?:the\s+)?(?:participant|user|customer|tester)\s+)?scrolls?\s+(down|up)\s+(?:through\s+)?the\s+(?:results|search\s+results|page|feed)$/i,
    'scroll $1',
  ],
  [['scrolled'], /^(?:the\s+)?([A-Z][\w-]*(?:\s+[a-z][\w-]*){0,2})\s+(?:is|gets)\s+scrolled\s+into\s+view$/, 'scroll to the $1'],
  [
    ['load'],
    /^wait\s+(?:for|until)\s+the\s+(?:[\w-]+\s+){1,3}page\s+(?:to\s+load|loads|is\s+loaded|has\s+loaded)$/i,
    'wait for the page to load',
  ],
]
