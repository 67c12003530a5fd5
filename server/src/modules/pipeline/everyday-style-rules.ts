/**
 * The rules of everyday-styles.ts, on the raw step with quotes masked (`\uE000n\uE001`), run in order. A rule is
 * [words one of which the step must hold (lower case), pattern, replacement]; a function replacement gets the spans
 * first and may keep the match (`undefined`). Each is a way of writing, never one sentence:
 * - a polite junior tester: courtesy frames (`Could you please …`, `Please be so kind as to …`, `I would ask you to
 *   …`, `It would be helpful to verify …`) and hedges (`…, if that is alright?`, `…, I believe`, `…, if everything is
 *   working correctly`, `… please`) add no action; nor do `When the form appears,` (the next action waits for its
 *   control anyway), `once everything has been filled in` (the steps before did it) or `until a date is entered` after
 *   a state (the state is checked now). A condition that chooses what runs (`If the banner appears, …`) is none of these;
 * - product-owner acceptance criteria: `AC4:`, `is exactly`, `The user can <do> it via the "X" menu item`, a prompt
 *   that `can be dismissed`, a count `for the 2024 season`, an absence `for hives inspected this week`, `After
 *   archiving,`, `when the user lands on the dashboard`;
 * - passive voice: `is opened at <url>`, `is shown with 8 rows`, `is expected to hold`, `"X" is scanned into`, `The
 *   confirmation dialog is accepted`, `The user is taken back to the previous page`, `The X field gets "Y"`;
 * - mobile web: `Swipe up until "X" is in view`, `Swipe back to the top`, a `picture`, a `menu icon`, `to zoom in`,
 *   `"X" pops up as a toast`;
 * - a terse senior tester: `Tab "X"`, `Back.`, `Save.`, `Make a scroll until the end`, `Take a photo of the screen`,
 *   `Return to the page before`;
 * - two checks in one sentence joined by `but` (`… should be visible but the "Y" button greyed out`).
 */

import { tidy } from '../understanding/sentence.js'

export type EverydayRule = [
  string[],
  RegExp,
  string | ((spans: readonly string[], ...groups: (string | undefined)[]) => string | undefined),
]

const M = '\\uE000\\d+\\uE001'
/** A state a check ends with. */
const STATE =
  '(?:disabled|enabled|hidden|visible|shown|displayed|present|greyed\\s+out|grayed\\s+out|checked|unchecked|ticked|unticked|selected|empty|read-?only|clickable)'
const ROLE = '(?:button|link|tab|checkbox|field|dropdown|icon|switch|toggle|heading|menu\\s+item)'
/** Who a product owner or a passive step says acts. */
const ACTOR = '(?:the\\s+)?(?:user|owner|admin|administrator|customer|visitor|member|manager|editor|tester|operator|client)'
/** The verb of a passive action told with its agent (`is clicked by the tester`). */
const AGENT_VERBS: Readonly<Record<string, string>> = {
  clicked: 'click',
  pressed: 'press',
  tapped: 'tap',
  opened: 'open',
}
/** A capitalised word after the first, outside quotes (`I` aside): an unquoted name. */
const UNQUOTED_NAME = /^\S+\s.*\b(?!I\b)[A-Z][a-z]/
const isUrl = (spans: readonly string[], mark: string) => /^(?:\/|https?:|\{\{)/.test(spans[Number(/\d+/.exec(mark)?.[0])] ?? '')

export const EVERYDAY_RULES: EverydayRule[] = [
  // Hedges and courtesy at the end: a question mark, `please`, `if that is alright`, `I believe`, `if everything is
  // working correctly`, `somewhere on the page`.
  [['?'], /\s*\?+$/, ''],
  [['please'], /,?\s+please$/i, ''],
  // (Only when every name is quoted: after an unquoted name such a tail is reported, truth-corpus-5.ts.)
  [
    ['if '],
    /^(.*?),?\s+if\s+(?:(?:that\s+is|that's|it\s+is|it's|this\s+is)\s+(?:alright|all\s+right|ok|okay|fine|possible)|you\s+(?:don't|do\s+not)\s+mind|possible|you\s+can|you\s+could)$/i,
    (_spans, before) => (UNQUOTED_NAME.test(before!) ? undefined : before),
  ],
  [
    ['if '],
    /,?\s+if\s+(?:everything|all|it|things)\s+(?:is\s+working|works|is\s+ok|went|goes|is\s+fine)(?:\s+(?:correctly|properly|fine|well|as\s+expected|right|ok))?$/i,
    '',
  ],
  [
    ['believe', 'think', 'guess', 'suppose', 'hope', 'thank'],
    /,?\s+(?:i\s+(?:believe|think|guess|suppose|hope)|hopefully|thanks|thank\s+you)$/i,
    '',
  ],
  [['somewhere'], /\s+somewhere\s+on\s+(?:the|this)\s+(?:page|screen)$/i, ''],
  [
    ['once'],
    /,?\s+once\s+(?:everything(?:\s+else)?|all(?:\s+the\s+fields)?|the\s+(?:form|fields))\s+(?:has|have|is|are)\s+(?:been\s+)?(?:filled\s+in|filled\s+out|completed|entered|done)$/i,
    '',
  ],
  [['mouse', 'cursor', 'pointer'], /^hover\s+(?:your|the)\s+(?:mouse|cursor|pointer)\s+(over|on)\b/i, 'hover $1'],
  // A mobile tap's purpose (`… to zoom in`).
  [['zoom', 'enlarge'], /\s+to\s+(?:zoom\s+(?:in|out)|enlarge\s+it)$/i, ''],
  // A state checked now, whatever it turns into later (`is disabled until a date is entered`).
  [['until'], new RegExp(`(\\b${STATE})\\s+until\\s+(?:a|an|the|some|all|every|it|they|you|we|i)\\b[^\\uE000]*$`, 'i'), '$1'],
  // Leads: an acceptance criterion's id, sequence words, courtesy frames, `If possible,`, `When the form appears,`.
  [['ac', 'acceptance'], /^(?:ac|acceptance\s+criteri(?:on|a))[\s-]*\d+[a-z]?\s*[:.)-]\s*/i, ''],
  // (The mask quotes an id such as `AC-7`.)
  [
    ['\uE000'],
    new RegExp(`^(${M})\\s*[:.)]\\s+`),
    (spans, id) => (/^"?AC-\d+[a-z]?"?$/i.test(spans[Number(/\d+/.exec(id!)?.[0])] ?? '') ? '' : undefined),
  ],
  [['next', 'then', 'now', 'after that', 'finally', 'also', 'first'], /^(?:next|then|now|after\s+that|finally|also|first)\s*,\s*/i, ''],
  [['could', 'can', 'would', 'will'], /^(?:please\s+)?(?:could|can|would|will)\s+you\s+(?:(?:please|kindly|also|now|then|just)\s+)*/i, ''],
  [['kind'], /^(?:please\s+)?(?:(?:would\s+you\s+)?be\s+so\s+kind\s+(?:as\s+to|and)|kindly)\s+/i, ''],
  [['needful'], /^(?:please\s+|kindly\s+)?do\s+the\s+needful\s+and\s+/i, ''],
  [['need you', 'want you'], /^(?:i|we)\s+(?:need|want)\s+you\s+to\s+(?:(?:please|also|now|then|just)\s+)*/i, ''],
  [['ask', 'like'], /^(?:i|we)(?:\s+would|'d)\s+(?:like\s+to\s+ask|ask|like)\s+you\s+to\s+(?:(?:please|also|now|then)\s+)*/i, ''],
  [['appreciate', 'grateful'], /^(?:i|we)(?:\s+would|'d)\s+(?:appreciate\s+it|be\s+grateful)\s+if\s+you\s+(?:could|would|can)\s+/i, ''],
  [
    ['would be'],
    /^it\s+would\s+be\s+(?:great|helpful|nice|good|useful|ideal|best|wonderful)\s+(?:to|if\s+you\s+(?:could|can|would))\s+(?!(?:know|understand|find\s+out|learn|ask|discuss|investigate|see\s+why)\b)/i,
    '',
  ],
  [['possible', 'if you'], /^if\s+(?:possible|you\s+can|you\s+could|you\s+(?:don't|do\s+not)\s+mind)\s*,\s*/i, ''],
  [['please'], /^please\s*,?\s+/i, ''],
  // `Don't forget to …`, `Remember to …`, `Be sure to …`: the action itself (`Feel free to …` makes it optional: reported).
  [['forget', 'remember', 'be sure'], /^(?:(?:do\s+not|don't)\s+forget|remember|be\s+sure)\s+to\s+/i, ''],
  // `The user should be able to click …`: as `The user can click …`, the action done.
  [['able to'], new RegExp(`^(${ACTOR})\\s+(?:should|must|will)\\s+be\\s+able\\s+to\\s+`, 'i'), '$1 can '],
  [
    ['when', 'once'],
    /^(?:when|once|as\s+soon\s+as)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}(?:form|page|dialog|pop-?up|modal|screen|window|panel|section|menu|drawer|sheet)\s+(?:appears|opens|loads|has\s+(?:loaded|opened)|is\s+(?:shown|displayed|open|opened|loaded|visible)|shows\s+up|comes\s+up|pops\s+up)\s*,\s*/i,
    '',
  ],
  [['after'], /^after\s+[a-z]+ing(?:\s+(?:in|out|up|off|on|back))?\s*,\s*/i, ''],
  // `We should then be able to see the message "X"`: the text is checked.
  [
    ['be able to see'],
    /^(?:we|you|i|the\s+user)\s+should\s+(?:(?:then|now|also)\s+)?be\s+able\s+to\s+see\s+(.+)$/i,
    'verify $1 is visible',
  ],
  [['then', 'now', 'also'], /\b(should|must|will)\s+(?:then|now|also)\s+/i, '$1 '],
  // Acceptance criteria.
  [['exactly'], /\b(title|heading|url|address)\s+is\s+exactly\s+/i, '$1 is '],
  [
    ['when'],
    new RegExp(
      `(${M})\\s+when\\s+${ACTOR}\\s+(?:lands|arrives|is)\\s+on\\s+the\\s+(?:[\\w-]+\\s+){0,2}(?:page|dashboard|screen|home\\s*page)$`,
      'i',
    ),
    '$1',
  ],
  [
    ['for'],
    /\b(\d+\s+(?:entries|items|rows|results|records|cards|lines|hives|plots|slots))\s+for\s+(?:the\s+)?(?:(?:\d{4}|current|this|last|next)\s+)?(?:season|year|month|week|day|quarter|period|term)$/i,
    '$1',
  ],
  [
    ['for'],
    /\b((?:is|are)\s+(?:not\s+)?(?:displayed|shown|visible))\s+for\s+(?:[a-z][\w-]*\s+)?[a-z][\w-]*[a-z]s\s+(?:[a-z]+ed|that|which|with|from|in)\b[^\uE000]*$/i,
    '$1',
  ],
  [
    ['can'],
    new RegExp(
      `^${ACTOR}\\s+can\\s+[a-z]+\\s+(?:an?|the|their|his|her|this|that|its)\\s+[a-z][\\w-]*(?:\\s+[a-z][\\w-]*)?\\s+(?:via|using|through|with|from|by\\s+(?:clicking|tapping|choosing|selecting|using))\\s+(?:the\\s+)?(${M})\\s+(${ROLE})$`,
      'i',
    ),
    'click the $1 $2',
  ],
  [
    ['dismiss', 'cancel', 'accept', 'confirm'],
    /^(?:an?|the)\s+(?:(?:confirmation|confirm|delete|warning|browser|javascript)\s+)?(?:prompt|dialog|alert|pop-?up|modal|confirm|confirmation)\s+(?:can\s+be|is|gets)\s+(dismissed|cancell?ed|canceled|accepted|confirmed)(?:\s+without\s+[a-z]+ing(?:\s+[a-z]+)?)?$/i,
    (_spans, how) => (/^(?:accepted|confirmed)$/i.test(how!) ? 'accept the dialog' : 'dismiss the dialog'),
  ],
  [['main'], /\b(?:inside|within|in)\s+the\s+main\s+(?:region|area|landmark|section)$/i, 'in the main content'],
  // Passive voice.
  [
    ['open', 'load', 'visit', 'launch'],
    new RegExp(`^(?:the\\s+)?(?:[\\w-]+\\s+){0,3}(?:is|gets)\\s+(?:opened|loaded|visited|launched)\\s+(?:at|on|via)\\s+(${M})$`, 'i'),
    (spans, url) => (isUrl(spans, url!) ? `open ${url}` : undefined),
  ],
  [
    ['with'],
    /^(the\s+.+?\s+(?:table|list|grid))\s+is\s+(?:shown|displayed|visible|listed)\s+with\s+(\d+)\s+(rows|entries|items|lines|records)$/i,
    '$1 has $2 $3',
  ],
  [['column'], new RegExp(`\\bin\\s+the\\s+[\\w-]+(?:\\s+[\\w-]+)?\\s+column\\s+of\\s+the\\s+(${M})\\s+row$`, 'i'), 'in the $1 row'],
  [['expected'], /\b(?:is|are)\s+expected\s+to\s+(be|have|show|display|contain|read|equal|hold)\b/i, 'should $1'],
  [['hold'], new RegExp(`\\b((?:field|box|input)\\s+(?:should|must))\\s+hold\\s+(${M})$`, 'i'), '$1 have the value $2'],
  [
    ['scan', 'key', 'typ', 'enter', 'writ', 'put'],
    new RegExp(
      `^(?:the\\s+[a-z]+(?:\\s+[a-z]+)?\\s+)?(${M})\\s+(?:is|gets)\\s+(?:scanned|keyed|typed|entered|written|put)\\s+(?:in|into)\\s+(the\\s+.+)$`,
      'i',
    ),
    'type $1 into $2',
  ],
  [['scan'], new RegExp(`^scan\\s+(${M})\\s+(?:in|into)\\s+(the\\s+.+)$`, 'i'), 'type $1 into $2'],
  [['filled in', 'filled out'], /\b(field|box|input)\s+is\s+filled\s+(?:in|out)\s+with\s+/i, '$1 is filled with '],
  [
    ['mouse', 'cursor', 'pointer'],
    /^the\s+(?:mouse|cursor|pointer)\s+is\s+(?:moved|placed|held|hovered|kept)\s+(over|on)\s+/i,
    'hover over ',
  ],
  // `The "Send" button is clicked by the tester`: the agent adds nothing. (`The "Terms" checkbox is checked by the
  // user` stays reported, ui-corpus-2.ts: a state stated, tick it or check it?)
  [
    ['by '],
    new RegExp(`^(the\\s+${M}\\s+${ROLE})\\s+(?:is|gets)\\s+(clicked|pressed|tapped|opened)\\s+by\\s+${ACTOR}$`, 'i'),
    (_spans, control, done) => `${AGENT_VERBS[done!.toLowerCase()]} ${control}`,
  ],
  [['gets'], new RegExp(`^(the\\s+.+?\\s+(?:field|box|input|textbox|text\\s+area))\\s+gets\\s+(${M})$`, 'i'), 'type $2 into $1'],
  [
    ['back', 'previous'],
    new RegExp(
      `^${ACTOR}\\s+(?:is\\s+(?:taken|sent|brought|navigated)|goes|navigates)\\s+back\\s+to\\s+the\\s+(?:previous|last)\\s+page$`,
      'i',
    ),
    'go back',
  ],
  // Mobile web.
  [
    ['swipe'],
    new RegExp(
      `^swipe\\s+(?:up|down)?\\s*until\\s+(?:the\\s+)?(${M})(\\s+(?:section|heading|card|button|link|panel))?\\s+is\\s+(?:in\\s+view|visible|shown|on\\s+(?:the\\s+)?screen)$`,
      'i',
    ),
    'scroll to the $1$2',
  ],
  [
    ['swipe'],
    new RegExp(`^swipe\\s+(?:up\\s+|down\\s+)?to\\s+(?:the\\s+)?(${M})(\\s+(?:section|heading|card|panel))?$`, 'i'),
    'scroll to the $1$2',
  ],
  [['swipe'], /^swipe\s+back\s+(?:up\s+|down\s+)?to\s+the\s+(top|bottom|end)\b/i, 'scroll to the $1'],
  [
    ['pops', 'appears', 'shows up', 'comes up'],
    new RegExp(
      `^(${M})\\s+(?:pops\\s+up|appears|shows\\s+up|comes\\s+up)\\s+(?:as|in)\\s+an?\\s+(?:toast|snackbar|notification|pop-?up|banner)(?:\\s+message)?$`,
      'i',
    ),
    'verify $1 is visible',
  ],
  // A terse senior tester.
  [['tab'], new RegExp(`^tab\\s+(${M})$`, 'i'), 'click the $1 tab'],
  [['back'], /^back$/i, 'go back'],
  [['save', 'continue', 'next', 'apply', 'send', 'done', 'finish'], /^(Save|Continue|Next|Apply|Send|Done|Finish)$/, 'click "$1"'],
  [['make a scroll'], /^make\s+a\s+scroll\b/i, 'scroll'],
  [['until the'], /^(scroll(?:\s+down|\s+up)?)\s+until\s+the\s+(end|bottom|top)\s+of\s+the\s+(page|screen)$/i, '$1 to the $2 of the $3'],
  [['take a'], /^take\s+an?\s+(?:photo|picture|snapshot|capture|print)\s+of\s+the\s+(?:whole\s+)?(?:screen|page)$/i, 'take a screenshot'],
  [['return'], /^return\s+to\s+the\s+(?:page\s+before|previous\s+page|last\s+page)$/i, 'go back'],
  // Two checks in one sentence, the second's verb left out (`… should be visible but the "Y" button greyed out`).
  [
    [' but ', ' while ', ' whereas '],
    new RegExp(
      `^(the\\s+${M}\\s+${ROLE})\\s+(?:should|must)\\s+be\\s+(${STATE})\\s*,?\\s+(?:but|while|whereas)\\s+(the\\s+${M}\\s+${ROLE})\\s+(?:(?:should|must)\\s+be\\s+|is\\s+)?(${STATE})$`,
      'i',
    ),
    'verify $1 is $2 and $3 is $4',
  ],
]

/**
 * Words that make the readers misread or miss a step, rewritten before any reader sees it (plain-wording.ts), on the
 * masked text: `the "☰" menu icon` is an icon (a menu icon opens a menu; it is no menu item) and `the "Seat map"
 * picture` an image, whatever verb comes before them.
 */
const MENU_ICON = new RegExp(`(${M})\\s+menu\\s+icon\\b`, 'gi')
const PICTURE = new RegExp(`(${M})\\s+(?:picture|photo|pic)\\b`, 'gi')

/**
 * `The "Save" button is checked to be disabled`: "is checked to" after a quoted control that is no box is the check
 * (ui-rewrites.ts reads it so after an unquoted name; after a box it may be the box's state, so it stays out).
 */
const CHECKED_TO_BE = new RegExp(
  `^(the\\s+${M}\\s+(?:button|link|field|tab|dropdown|heading|icon|menu\\s+item))\\s+(is|are)\\s+checked\\s+to\\s+be\\s+`,
  'i',
)

export function everydayWording(masked: string, changed: string[]): string {
  let text = masked
  if (/checked\s+to/i.test(text) && CHECKED_TO_BE.test(text)) {
    text = text.replace(CHECKED_TO_BE, 'verify $1 $2 ')
    changed.push('"is checked to be" as "verify … is"')
  }
  if (!/icon|pic|photo/i.test(text)) return text
  const named = text.replace(MENU_ICON, '$1 icon').replace(PICTURE, '$1 image')
  if (named !== text) changed.push('"menu icon" as "icon", "picture" as "image"')
  return named
}

/**
 * `"Dock 3" is selected in the Dock dropdown`, written alone: in a passive-voice script it is the choice made (`The
 * form is submitted`), in a list of outcomes a check of it; the words do not say which, so it is reported. A lead
 * says which (`Verify …` / `Then …` check it; `… is selected from the Dock dropdown` is the choice made, as before).
 */
const SELECTED_IN =
  /^\s*"[^"]+"\s+(?:is|gets)\s+selected\s+in\s+the\s+[^"]+?\s+(?:dropdown|drop-down|select|list\s*box|combo\s*box)\s*\.?\s*$/i

export function everydayReason(text: string): string | undefined {
  if (!/selected/i.test(text) || !SELECTED_IN.test(tidy(text))) return undefined
  return 'a value "is selected in" a dropdown, written alone, may be the choice made or a check of it; write "Select … from the … dropdown" or "Verify … is selected in the … dropdown"'
}
