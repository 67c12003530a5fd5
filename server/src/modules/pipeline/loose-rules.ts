/**
 * The rules of loose-readings.ts, in the order they run on the masked sentence (quotes are `\uE000n\uE001`, so no
 * value is touched). A rule is [words one of which the step must hold (lower case), pattern, replacement]; a
 * function replacement gets the spans first and may keep the match (`undefined`). Each is about a way of writing,
 * never one sentence: lead frames, tails that add no action, then the forms rewritten.
 */

import { arrowPart, CHECK, isAmount, M, NOT_A_LABEL, NOT_A_ROW, ORDINAL, PLACE_WORDS, quoted, ROW, STATE, value } from './loose-words.js'

export type LooseRule = [string[], RegExp, string | ((spans: readonly string[], ...groups: (string | undefined)[]) => string | undefined)]

export const LOOSE_RULES: LooseRule[] = [
  // Slips of the commonest verb that the spelling corrector cannot settle (`cick` is one edit from tick and pick too).
  [['cick', 'clck', 'clik', 'cilck', 'clcik'], /^(?:cick|clck|clik|cilck|clcik)\b/i, 'click'],
  // `In the popup that opens I enter …`, `… in the same popup`: the place of the action is the dialog.
  [
    ['popup', 'pop-up', 'dialog', 'modal'],
    /^in\s+the\s+(?:pop-?up|dialog|modal)(?:\s+that\s+(?:opens|appears|shows(?:\s+up)?|pops\s+up))?,?\s+(?:i\s+|we\s+)?(?:also\s+)?(.+)$/i,
    '$1 in the dialog',
  ],
  [['same'], /\s+in\s+the\s+same\s+(?:pop-?up|dialog|modal)$/i, ' in the dialog'],
  // `First of all, I go to …`, `it is necessary to select …`: lead words of a told step.
  [['of all'], /^(?:first\s+)?of\s+all,?\s+(?:i\s+|we\s+)?/i, ''],
  [['necessary', 'required', 'needed', 'important'], /^it\s+is\s+(?:necessary|required|needed|important)\s+to\s+/i, ''],
  // `go to the page with the address /x`: the page at that address.
  [
    ['address', 'url'],
    new RegExp(`^(?:go|navigate|browse)\\s+to\\s+the\\s+(?:[a-z]+\\s+)?page\\s+(?:with|at)\\s+the\\s+(?:address|url)\\s+(${M})`, 'i'),
    'go to $1',
  ],
  // `in the top header of the page`: the page's header.
  [['header', 'footer'], /\bin\s+the\s+(?:top\s+|bottom\s+)?(header|footer)(?:\s+of\s+the\s+(?:page|screen|site))?$/i, 'in the $1'],
  // `I am logged in and I open …`: the state the test starts in, then the action.
  [
    ['logged in', 'signed in'],
    /^(?:i\s+am|we\s+are|(?:the\s+)?user\s+is)\s+(?:already\s+)?(?:logged|signed)\s+in\s*,?\s+and\s+(?:i\s+|we\s+|then\s+)*/i,
    '',
  ],
  // `On the checkout page I first scrolled all the way to the bottom`: where the tester is, and how far.
  [['page'], /^on\s+the\s+(?:[\w-]+\s+){0,2}page,?\s+(?:i\s+|we\s+)?(?:first\s+)?(?=[a-z]+ed\b)/i, ''],
  [['scrolled'], /^scrolled\b/i, 'scroll'],
  [['all the way'], /\s+all\s+the\s+way\b/i, ''],
  // Tails that add no action: a relative clause saying where a control sits, a reason, a time or an audience of a
  // state, where on the page, what a shown text stands for, `too`, a remark in brackets.
  [
    ['which'],
    /\s+which\s+(?:is|are)\s+(?:located\s+|placed\s+)?(?:(?:a\s+(?:bit|little)|just|right|further|far|somewhere)\s+)*(?:at|on|in|near|under|above|below|beside|next\s+to|further|down|up|over)\b[^\uE000]*$/i,
    '',
  ],
  [['because', 'since', 'so '], /\s+(?:because|since|so\s+that|so)\s+(?:the|that|it|they|we|i|you|this|there|all)\b[^\uE000]*$/i, ''],
  [['while'], new RegExp(`(\\b${STATE})\\s+while\\s+[^\\uE000]+$`, 'i'), '$1'],
  [
    [' for '],
    new RegExp(
      `(\\b${STATE})\\s+for\\s+(?:me|us|him|her|them|everyone|everybody|(?:all\\s+|other\\s+|the\\s+)?(?:[a-z][\\w-]*\\s+)?[a-z][\\w-]*[a-z]s)$`,
    ),
    '$1',
  ],
  [
    ['bottom', 'top', 'end', 'start', 'beginning'],
    /\s+(?:at|near|towards?)\s+the\s+(?:very\s+)?(?:bottom|top|end|start|beginning)(?:\s+of\s+the\s+(?:[a-z][\w-]*\s+)?[a-z][\w-]*)?$/i,
    '',
  ],
  [[' as '], /(\b(?:shown|displayed|listed|visible|marked))\s+as\s+(?:the|a|an|your|my)\s+(?:[a-z][\w-]*\s+){0,3}[a-z][\w-]*$/, '$1'],
  [['seen'], /\bcan\s+be\s+seen\b/i, 'is visible'],
  [['page', 'screen'], /\s+(?:anywhere\s+)?(?:on|in)\s+(?:the|this)\s+(?:whole\s+|entire\s+)?(?:page|screen)$/i, ''],
  [['too', 'well', 'also'], /\s+(?:too|as\s+well|also)$/i, ''],
  // A remark in brackets, unless it says what to do (`(accept)`, `(twice)`).
  [
    ['('],
    /\s*\((?![^)]*\b(?:accept|confirm|cancel|dismiss|ok|yes|no|not|never|press|click|tap|enter|type|twice|thrice|times|again|fail|fails|error|double|right|x\s*\d|\d+\s*x)\b)[^)\uE000]*\)$/i,
    '',
  ],
  // `Verify "Oat milk" is in the basket`, `… is shown in the order summary`: a place the grammar does not know, around
  // a quoted text, is where the tester sees it; the text is on the page.
  [
    [' in '],
    new RegExp(
      `^(${CHECK}\\s+(?:that\\s+)?(?:the\\s+[a-z][\\w-]*\\s+)?${M})\\s+(?:is|are)\\s+(?:in|inside)\\s+(?:the|my|your)\\s+(?:${PLACE_WORDS}\\s+){0,2}${PLACE_WORDS}$`,
      'i',
    ),
    '$1 is shown',
  ],
  [
    [' in '],
    new RegExp(
      `^(${CHECK}\\s+(?:that\\s+)?(?:the\\s+[a-z][\\w-]*\\s+)?${M}\\s+(?:is|are)\\s+(?:not\\s+)?(?:shown|displayed|visible|listed))\\s+in\\s+the\\s+(?:${PLACE_WORDS}\\s+){0,2}${PLACE_WORDS}$`,
      'i',
    ),
    '$1',
  ],
  [
    ['see'],
    new RegExp(`^(?:should\\s+)?see\\s+(${M})\\s+in\\s+the\\s+(?:${PLACE_WORDS}\\s+){0,2}${PLACE_WORDS}$`, 'i'),
    'verify $1 is visible',
  ],
  // Browser dialogs: `Tap "Cancel lesson" and confirm`, `the system asks for confirmation and the admin accepts it`.
  [['confirm'], /^(.+?)\s+and\s+confirm$/i, '$1 and accept the dialog'],
  [
    ['asks'],
    /^(?:the\s+)?(?:system|app|application|browser|site|page)\s+asks\s+(?:for\s+)?(?:a\s+)?confirm(?:ation)?\s+and\s+(?:i\s+|we\s+|(?:the\s+)?[a-z]+\s+)?(accepts?|confirms?|oks?|dismiss(?:es)?|cancels?|declines?)(?:\s+it)?$/i,
    (_s, verb) => (/^(?:accept|confirm|ok)/i.test(verb!) ? 'accept the dialog' : 'dismiss the dialog'),
  ],
  // Non-native orders and slips: `wait until appear "X"`, `"X" not appears more`, `the field Email is with "x"`,
  // `Control the field …` (German "kontrollieren"), `the url have`, `is enable`, `select "X" form the …`.
  [
    ['wait'],
    new RegExp(`^wait\\s+(?:until|till|for)\\s+(appears?|disappears?|shows?)\\s+(${M})$`, 'i'),
    (_s, verb, text) => `wait until ${text} is ${/^dis/i.test(verb!) ? 'not ' : ''}visible`,
  ],
  [
    ['not', 'no longer'],
    new RegExp(
      `(?:\\bthe\\s+[a-z][\\w-]*\\s+)?(${M})\\s+(?:not|no\\s+longer)\\s+(?:appears?|shows?|is\\s+shown)(?:\\s+(?:more|anymore|any\\s+more))?$`,
      'i',
    ),
    '$1 is not visible',
  ],
  [[' with '], new RegExp(`\\b(field|input|box)\\s+is\\s+with\\s+(${M})$`, 'i'), '$1 has value $2'],
  [['control'], /^control\s+(?:that\s+)?(?=the\s)/i, 'verify '],
  [[' have'], /\b(url|title|page|field|list|table)\s+have\b/i, '$1 has'],
  [['enable', 'disable'], /\bis\s+(enable|disable)$/i, 'is $1d'],
  [['form'], new RegExp(`^(select|choose|pick)\\s+(${M}|\\S+)\\s+form\\s+(?=the\\s)`, 'i'), '$1 $2 from '],
  // `Make screenshot of the quote`, `Make a doubleclick on the row "X"`: "make" an action is doing it.
  [
    ['screenshot', 'screen-shot'],
    /^(?:make|take|capture|do)\s+(?:a\s+|the\s+)?screen-?shot(?:\s+of\s+(?:the\s+|this\s+)?(?:[a-z][\w-]*\s*){1,3})?$/i,
    'take a screenshot',
  ],
  [
    ['click'],
    /^(?:make\s+(?:an?\s+)?|do\s+an?\s+|an?\s+)(double-?\s?click|doubleclick|right-?\s?click|click)\s+(?:on|in)\s+/i,
    (_s, verb) => `${/^d/i.test(verb!) ? 'double-click' : /^r/i.test(verb!) ? 'right-click' : 'click'} `,
  ],
  [['focus'], new RegExp(`^${CHECK}\\s+(?:that\\s+)?the\\s+focus\\s+is\\s+(?:on|in)\\s+(.+)$`, 'i'), 'verify $1 is focused'],
  [['title of'], /\bthe\s+title\s+of\s+the\s+(?:browser\s+)?(?:tab|window|page)\b/i, 'the title'],
  // A value named by what it is, written without quotes: `Enter the code COOP10 in …`, `Pick the date 2024-08-14 in
  // the Date field`, `Fill in the Phone field with +44 7700 900123`.
  [
    ['enter', 'type', 'input', 'insert', 'put', 'write', 'fill', 'pick'],
    /^(?:enter|type|input|insert|put|write|fill\s+in|pick)\s+(?:the\s+|a\s+|an\s+|your\s+|my\s+)?(?:(?:[a-z][a-z-]*|[A-Z]{2,}(?:-[A-Z]{2,})?)\s+){0,3}((?=[^\s\uE000]*[A-Za-z])[^\s\uE000]*\d[^\s\uE000]*|\d{4}-\d{2}-\d{2})\s+(in|into)\s+(the\s+.+?\s+(?:field|input|box|textbox))((?:\s+in\s+the\s+[a-z]+)?)$/,
    'enter "$1" $2 $3$4',
  ],
  [['with'], /^(fill(?:\s+in)?\s+(?:the\s+)?.+?\s+field)\s+with\s+(\+?\d[\d\s().-]*\d)$/i, '$1 with "$2"'],
  // `Select Monthly from Billing cycle`: an option and a place named without quotes or role noun.
  [
    ['select', 'choose', 'pick'],
    /^(select|choose|pick)\s+([A-Z0-9][^\s\uE000]*)\s+from\s+(?:the\s+)?([A-Z][\w-]*(?:\s+[a-z][\w-]*){0,2})$/,
    '$1 "$2" from the "$3" dropdown',
  ],
  [
    ['dropdown', 'drop-down', 'combo'],
    new RegExp(
      `^(?:tap|click|open|press)\\s+(?:on\\s+)?the\\s+(.+?)\\s+(dropdown|drop-down|combo\\s*box)\\s+and\\s+(?:choose|select|pick)\\s+(${M})$`,
      'i',
    ),
    'select $3 from the $1 $2',
  ],
  // `Enter "a" and "b" in the Email and Password fields`: each value into its field, in order.
  [
    ['fields'],
    new RegExp(
      `^(enter|type|fill\\s+in|input)\\s+(${M})\\s+and\\s+(${M})\\s+(?:in|into)\\s+the\\s+(.+?)\\s+and\\s+(.+?)\\s+fields\\b`,
      'i',
    ),
    '$1 $2 into the $4 field, $3 into the $5 field',
  ],
  [
    ['log', 'sign'],
    new RegExp(
      `^(?:log\\s*in|login|sign\\s*in)\\s+as\\s+(?:the\\s+|an?\\s+)?[a-z]+\\s+(?=${M}\\s+(?:with|and)\\s+(?:the\\s+)?password\\b)`,
      'i',
    ),
    'log in as ',
  ],
  // Waits and notes told as a story: `… and I waited for the page that says "X"`, `see a note that says "X"`.
  [['wait'], /\band\s+(?:i|we)\s+(?=wait)/i, 'and '],
  [
    ['wait'],
    new RegExp(`\\bwait(?:ed)?\\s+(?:for|until)\\s+the\\s+(?:page|screen|message|text)\\s+that\\s+says\\s+(${M})$`, 'i'),
    'wait until $1 is visible',
  ],
  [
    ['says', 'saying', 'reading'],
    new RegExp(
      `^(?:should\\s+)?see\\s+(?:a|an|the)\\s+(?:[a-z][\\w-]*\\s+){0,2}?(?:note|message|text|banner|notice|label|toast)(?:\\s+on\\s+the\\s+(?:page|screen))?\\s+(?:that\\s+says|saying|reading)\\s+(${M})$`,
      'i',
    ),
    'verify $1 is visible',
  ],
  [
    ['which'],
    new RegExp(
      `^${CHECK}\\s+(?:that\\s+)?(?:the\\s+)?(?:page|screen)\\s+(?:is\\s+)?(?:actually\\s+|really\\s+|now\\s+)?(?:showing|shows|displays)\\s+(?:the\\s+)?[a-z][\\w\\s-]*?,?\\s+which\\s+(?:should\\s+be|is)\\s+(${M})$`,
      'i',
    ),
    'verify $1 is visible',
  ],
  // A record of a list named in a check: `the status in the row for "X" is "Y"`, `the Status column shows "Y" for X`,
  // `#DS-5521 shows "Y"`, `… is not shown for Court 2`, `"Paid" badge is visible on INV-1`.
  [
    ['row'],
    new RegExp(
      `^${CHECK}\\s+(?:that\\s+)?the\\s+[a-z][\\w-]*\\s+in\\s+the\\s+row\\s+(?:for|of|with)\\s+(${M})\\s+(?:is|shows|says|reads)\\s+(${M})$`,
      'i',
    ),
    'verify $2 is shown in the row $1',
  ],
  [
    [' for ', ' of '],
    new RegExp(`^${CHECK}\\s+(?:that\\s+)?the\\s+[a-z][\\w-]*\\s+(?:for|of)\\s+${ROW}\\s+is\\s+(?:now\\s+|still\\s+)?(${M})$`, 'i'),
    (spans, row, text) => (NOT_A_ROW.test(row!) ? undefined : `verify ${text} is shown in the row ${quoted(spans, row!)}`),
  ],
  [
    ['column', 'cell'],
    new RegExp(
      `^${CHECK}\\s+(?:that\\s+)?(?:the\\s+)?(?:${M}|[A-Za-z][\\w-]*(?:\\s+[a-z][\\w-]*)?)\\s+(?:column|cell)\\s+(?:shows|says|has|reads|is|contains|displays)\\s+(${M})\\s+(?:for|on|in\\s+the\\s+row(?:\\s+(?:of|for))?)\\s+${ROW}$`,
      'i',
    ),
    (spans, text, row) => `verify ${text} is shown in the row ${quoted(spans, row!)}`,
  ],
  [
    ['shows', 'says', 'displays', 'reads'],
    new RegExp(`^${CHECK}\\s+(?:that\\s+)?(#?${M}|#?[A-Z]+-?\\d[\\w-]*)\\s+(?:shows|says|displays|reads)\\s+(${M})$`, 'i'),
    (spans, row, text) => (/\d/.test(quoted(spans, row!)) ? `verify ${text} is shown in the row ${quoted(spans, row!)}` : undefined),
  ],
  [['badge', 'tag', 'chip', 'pill', 'label'], new RegExp(`(${M})\\s+(?:badge|tag|chip|pill|label)\\s+(?=(?:is|are)\\s)`, 'i'), '$1 '],
  [
    [' for ', ' on '],
    new RegExp(
      `^(${CHECK}\\s+.+?\\b(?:is|are)\\s+(?:still\\s+)?(?:not\\s+)?(?:shown|visible|displayed|listed|present))\\s+(for|on)\\s+${ROW}$`,
      'i',
    ),
    // "on" a record is said of an identifier (`on INV-1`); "on Monday", "for 3 seconds" name no record.
    (spans, check, joint, row) =>
      NOT_A_ROW.test(row!) || (/^on$/i.test(joint!) && !/\d/.test(quoted(spans, row!)))
        ? undefined
        : `${check} in the row ${quoted(spans, row!)}`,
  ],
  // `the basket is empty message "X"`, `the "Vegan" filter checkbox`: words that only say what the element is for.
  [
    ['message', 'toast', 'notification', 'alert', 'banner'],
    new RegExp(`\\bthe\\s+(?:[a-z][\\w-]*\\s+){1,4}?(message|toast|notification|alert|banner)\\s+(${M})`, 'i'),
    'the $2 $1',
  ],
  [
    ['checkbox', 'button', 'link', 'switch'],
    new RegExp(
      `(${M})\\s+(?!(?:radio|toggle|icon|image|menu|disabled|enabled|hidden|visible|checked|unchecked|selected|active|inactive|greyed|grayed|primary|secondary|default)\\b)[a-z][\\w-]*\\s+(checkbox|button|link|switch)\\b`,
    ),
    '$1 $2',
  ],
  // `Click "Reopen" on the first request`: the control of the n-th record is the n-th of its name.
  [
    ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'last'],
    new RegExp(`^(click|tap|press|double-click)\\s+(${M})\\s+(?:on|for|in|of)\\s+the\\s+(${ORDINAL})\\s+[a-z][\\w-]*$`, 'i'),
    '$1 the $3 $2',
  ],
  // `Click "Book" for the 18:00 slot`, `Double-click the "Notes" cell for S-1`: the record, by its name.
  [
    [' for ', ' on '],
    new RegExp(`^(click|tap|press|double-click)\\s+(${M})\\s+(?:for|on)\\s+the\\s+(${M})\\s+[a-z][\\w-]*$`, 'i'),
    '$1 $2 for $3',
  ],
  [
    ['cell'],
    new RegExp(
      `^((?:double-|right-)?click|tap)\\s+(?:on\\s+)?the\\s+(${M})\\s+cell\\s+(?:for|of|in\\s+the\\s+row(?:\\s+(?:for|of))?)\\s+${ROW}$`,
      'i',
    ),
    (spans, verb, name, row) => `${verb} ${name} for ${quoted(spans, row!)}`,
  ],
  // `orders table: 25 rows per page`, `page title on /admin == "X"`: a charter's terse checks.
  [['table'], /^(?:the\s+)?([a-z][\w-]*)\s+table:?\s+(\d+)\s+rows(?:\s+per\s+page)?$/i, 'verify the $1 table has $2 rows'],
  [['title'], new RegExp(`^(?:the\\s+)?page\\s+title\\s+(?:on|of|for)\\s+${M}\\s*==?\\s*(${M})$`, 'i'), 'verify the title is $1'],
  // `Verify that Invoice saved is displayed`: a message written without quotes, a capital and lower-case words.
  [
    ['verify', 'check', 'ensure', 'assert', 'confirm'],
    new RegExp(`^${CHECK}\\s+that\\s+([A-Z][a-z]+(?:\\s+[a-z]+){1,4})\\s+is\\s+(displayed|shown|visible)$`),
    (_s, text, state) =>
      NOT_A_LABEL.test(text!) || /\b(?:button|link|checkbox|menu|icon|image|section|panel|form)$/.test(text!)
        ? undefined
        : `verify "${text}" is ${state}`,
  ],
  // `Check the checkbox in the row for #DS-1`: the row is said, so it is the checkbox next to that record.
  [
    ['row'],
    new RegExp(
      `^(check|tick|uncheck|untick)\\s+the\\s+(?:checkbox|check\\s*box|box)\\s+in\\s+the\\s+row\\s+(?:for|of|with)\\s+${ROW}$`,
      'i',
    ),
    (spans, verb, row) => `${verb} the checkbox next to ${quoted(spans, row!)}`,
  ],
  // `Tap "Track live" on the walk with "Lena K."`: the control of the record holding that name.
  [[' on '], new RegExp(`^(click|tap|press)\\s+(${M})\\s+on\\s+the\\s+[a-z][\\w-]*\\s+(?:with|of|for|by)\\s+(${M})$`, 'i'), '$1 $2 for $3'],
  // `type the word "X" inside the field`: "the word" only names what is typed.
  [
    ['word', 'text', 'phrase'],
    new RegExp(`^(type|enter|write|input)\\s+the\\s+(?:words?|text|phrase)\\s+(${M})\\s+(?:inside|in|into)\\s+`, 'i'),
    '$1 $2 into ',
  ],
  // `reload keeps "Overdue" selected in the Status filter`: after a reload the dropdown still holds the option.
  [
    ['keeps'],
    new RegExp(
      `^(?:reload|refresh)(?:\\s+the\\s+page)?\\s+keeps\\s+(${M})\\s+(?:selected|chosen)\\s+in\\s+the\\s+([A-Z][\\w-]*(?:\\s+[a-z][\\w-]*){0,2})(?:\\s+dropdown)?$`,
    ),
    (_s, option, dropdown) => `reload the page; verify the "${dropdown}" dropdown has value ${option}`,
  ],
  // `"Unpublish" on X asks for confirm (accept)`: the click, then the answer to the browser's dialog.
  [
    ['asks'],
    new RegExp(
      `^(${M})(?:\\s+(?:on|for)\\s+${ROW})?\\s+asks\\s+for\\s+(?:a\\s+)?confirm(?:ation)?\\s*\\((accept|ok|yes|confirm|cancel|dismiss|no)\\)$`,
      'i',
    ),
    (spans, name, row, answer) =>
      `click ${name}${row ? ` for ${quoted(spans, row)}` : ''}; ${/^(?:cancel|dismiss|no)$/i.test(answer!) ? 'dismiss' : 'accept'} the dialog`,
  ],
  // `The checklist should have 8 tasks`: a list named by one word ending in "list", counted in its own nouns.
  [
    ['list'],
    /^(?:(?:verify|check|ensure|assert)\s+(?:that\s+)?)?the\s+([a-z]+list)\s+(?:has|have|contains|shows|holds)\s+(\d+)\s+[a-z]+s$/i,
    'verify the $1 list has $2 items',
  ],
  // `the second Description field`: an ordinal before one capitalised word and its role noun picks that element (as
  // `the 2nd Newsletter checkbox` is read); a longer unquoted name after an ordinal stays reported.
  [
    ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'last'],
    new RegExp(`\\bthe\\s+(${ORDINAL})\\s+([A-Z][\\w-]*)\\s+(field|input|button|link|checkbox|dropdown|tab)\\b`),
    'the $1 "$2" $3',
  ],
  // `ensure the heading says Welcome back`: the heading of that text.
  [
    ['heading'],
    new RegExp(
      `^${CHECK}\\s+(?:that\\s+)?the\\s+(?:page\\s+|main\\s+)?heading\\s+(?:says|reads|shows|is)\\s+(${M}|[A-Z][^\\uE000]*)$`,
      'i',
    ),
    (_s, name) => `verify the ${value(name!)} heading is visible`,
  ],
  // `Verify the Total shows "€24.00"`, `Verify total is €265.00`: an amount shown by its label is a text on the page
  // (a field's value is checked when the step says "field"; a label showing a word may be a field or a row's cell).
  [
    ['verify', 'check', 'ensure', 'assert', 'confirm', 'make sure'],
    new RegExp(
      `^${CHECK}\\s+(?:that\\s+)?(?:the\\s+)?([A-Za-z][\\w-]*(?:\\s+[A-Za-z][\\w-]*){0,2})\\s+(?:is|shows|says|reads|displays|equals)\\s+(${M}|[€$£]?\\d[^\\s\\uE000]*)$`,
      'i',
    ),
    (spans, label, text) => (NOT_A_LABEL.test(label!) || !isAmount(spans, text!) ? undefined : `verify ${value(text!)} is visible`),
  ],
  // A charter's arrow line: `click "Export CSV" -> toast "Export started"`, `footer "Audit log" link -> /audit`.
  [
    ['->'],
    /^(.+?\s*->\s*.+)$/,
    (spans, line) => {
      const parts = line!.split(/\s*->\s*/)
      const said = parts.map((part, i) => arrowPart(spans, part, i === 0, i === parts.length - 1))
      return said.every((part) => part !== undefined) ? said.join('; ') : undefined
    },
  ],
]
