/**
 * Loose rules (see loose-rules.ts for the form) for the words writers of English as a second language put in checks
 * and leads (round 12, docs/ui-spec-format.md "Loose phrasings"): French `Control that …` (contrôler que), `is seen` /
 * `is written` / `is suggested` for shown, the progressive `is containing`, `is still enable`, Spanish `Active the
 * switch` (activar), Indian-English leads (`Once logged in, …`, `Kindly do the needful and …`, `Popup will come, …`)
 * and `login page is coming with url contains /login`, plus a test case's `Expected result:` before a statement.
 */

import type { LooseRule } from './loose-rules.js'
import { M } from './loose-words.js'

export const SECOND_LANGUAGE_RULES: LooseRule[] = [
  // `Expected result: the X button is disabled`: the expected result is the check (a step already starting with a
  // check verb keeps it).
  [
    ['expect'],
    /^expect(?:ed)?\s+results?\s*:\s*(?:that\s+)?(?!(?:verify|check|ensure|assert|confirm|make\s+sure|see|expect)\b)/i,
    'verify ',
  ],
  // `Control that …`, `Control if …`: the French word for a check.
  [['control'], /^control\s+(?:that|if|whether)\s+/i, 'verify that '],
  // `"X" is seen`, `"X" text is written on the page`, `"Via Roma 22" is suggested`: a text or control that is shown.
  [
    ['seen', 'written', 'suggested'],
    /\b(is|are)\s+(?:being\s+)?(?:seen|written|suggested)(?:\s+(?:on|in)\s+the\s+(?:page|screen))?$/i,
    '$1 visible',
  ],
  // `the URL is containing "/x"`, `the field is having the value "3"`: the progressive of a check's verb.
  [['containing'], /\b(?:is|are)\s+containing\b/i, 'contains'],
  [['having'], /\b(?:is|are)\s+having\b/i, 'has'],
  // `is still enable`, `is disable`: the state's adjective without its ending.
  [['enable', 'disable'], /\b(is|are)\s+(?:still\s+)?(enable|disable)$/i, '$1 $2d'],
  // `Active the switch "X"`, `Desactive the checkbox "Y"` (activar, desactivar): a control switched on or off.
  [
    ['active'],
    new RegExp(`^(?:(de|des)?active)\\s+(?=the\\s+(?:${M}\\s+)?(?:switch|toggle|checkbox|check\\s+box|option)\\b)`, 'i'),
    (_spans, off) => (off ? 'deactivate ' : 'activate '),
  ],
  // `Once logged in, …`, `After logging in, …`: the state the step starts in.
  [['logged in', 'logging in', 'signed in', 'signing in'], /^(?:once|after|when)\s+(?:logged|logging|signed|signing)\s+in,?\s+/i, ''],
  // `Kindly do the needful and check …`: a polite lead that adds no action.
  [['needful'], /^(?:kindly\s+|please\s+)?(?:do\s+)?the\s+needful\s+and\s+/i, ''],
  // `Popup will come, kindly verify …`: the popup that opens is where the rest of the step looks, as the rest says.
  [
    ['popup', 'pop-up', 'pop up', 'dialog', 'modal'],
    /^(?:a\s+|the\s+)?(?:pop-?up|pop\s+up|dialog|modal)\s+will\s+(?:come|appear|open|show)(?:\s+up)?,\s+/i,
    '',
  ],
  // `verify login page is coming with url contains /login`: the page told by its URL is the URL check.
  [
    ['url'],
    /^(verify\s+(?:that\s+)?)(?:the\s+)?(?:[a-z][\w-]*\s+){0,2}page\s+is\s+(?:coming|opening|opened|open|shown|displayed|loaded)\s+with\s+(?:the\s+)?url\s+(?=(?:contains|containing|ends\s+with|ending\s+with|starts\s+with|starting\s+with|equals|is)\b)/i,
    '$1the url ',
  ],
  [
    ['containing', 'ending', 'starting'],
    /^(verify\s+(?:that\s+)?the\s+url\s+)(contain|end|start)ing\b/i,
    (_spans, lead, verb) => `${lead}${verb!.toLowerCase()}s`,
  ],
  // `"Namaste, Priya" is coming on top`: the text is shown at the top of the page.
  [['coming'], new RegExp(`(${M}(?:\\s+text)?\\s+(?:is|are))\\s+coming(?:\\s+(?:on|at)\\s+(?:the\\s+)?top)?$`, 'i'), '$1 shown'],
  // `Make click in the second button "Delete"`, `Click the first link "Edit"`: an ordinal and a role before the name.
  [
    ['first', 'second', 'third', 'fourth', 'fifth', 'last'],
    new RegExp(`\\b(the\\s+(?:first|second|third|fourth|fifth|last))\\s+(button|link|tab|checkbox)\\s+(${M})$`, 'i'),
    '$1 $3 $2',
  ],
]
