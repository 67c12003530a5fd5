/**
 * Everyday forms of the tenth round (held-out sets 15, 17 and 18 reported them), rewritten into documented ones on the
 * masked text (quotes are `\uE000n\uE001`, so no rule touches a value); ui-rewrites.ts applies them after its own:
 * - a row named without quotes at the end of the step: `… in the row for Biscuit`, `… against Spice Route
 *   Caterers`, `in the Garden waste row`, `Tick "Late" for Tom Becker`, `… in the Note field for Lucía Pérez` (a
 *   capitalised name; the control is named before it, so "for" can only say whose row);
 * - Cypress's chained checks written alone: `Should contain text 'X'`, `Should not contain 'X'`;
 * - a check verb without its -s after a singular subject (`the url contain`, `the progress bar say`);
 * - `is showed`, `is showing "X"`;
 * - a browser dialog written `confirm()` or `the popup of the browser`;
 * - a quoted record that shows or is listed with another text (its row), a badge on a record, an order check's place,
 *   a status something appears with, `not more visible`, `message of error`, dropdowns written `in the list "X"` or
 *   `X as "v"`, a time chosen unquoted, `the system should display / greet … with`, a log-in's `"user" / "password"`.
 */

export type Rewrite = (spans: readonly string[], ...groups: (string | undefined)[]) => string | undefined
export type Rule = [RegExp, string | Rewrite]

const M = '\\uE000\\d+\\uE001'
/**
 * A capitalised name running to the end of the step (`Lucía Pérez`, `Chen, Li (viola)`, `CPT Aziz`); never over a
 * check's verb, which starts the predicate (`… for Morning Yoga is disabled` names the row "Morning Yoga").
 */
const NAME_TO_END =
  '([A-Z\\u00C0-\\u024F](?:(?!\\s(?:is|are|was|were|be|should|must|shall|will|stays|remains|shows|displays|appears)\\b)[^\\uE000])*?)'
const quoted = (name: string | undefined) => `"${name!.trim()}"`
const spanText = (spans: readonly string[], span: string | undefined) => spans[Number(/\d+/.exec(span ?? '')?.[0] ?? -1)] ?? ''
/** A record's name holds a number (`P-2210`, `Atorvastatin 20 mg`); a label alone (`"Email" shows …`) stays reported. */
const RECORD = /\d/

export const ROW_AND_CHECK_RULES: Rule[] = [
  [
    new RegExp(`\\s+in\\s+the\\s+(?:row|line|entry)\\s+(?:for|of|with|containing)\\s+${NAME_TO_END}$`),
    (_s, name) => ` in the row for ${quoted(name)}`,
  ],
  [new RegExp(`\\s+against\\s+${NAME_TO_END}$`), (_s, name) => ` in the row for ${quoted(name)}`],
  [
    /\b(in\s+|on\s+)?the\s+([A-Z][\w-]*(?:\s+[a-z0-9][\w-]*){0,3})\s+row\b/,
    (_s, place, name) => (place ? `${place}the row for ${quoted(name)}` : `the row with ${quoted(name)}`),
  ],
  [
    // Not case-blind: the name must be capitalised (the sentence layer gives the verb in lower case).
    new RegExp(`^(tick|untick|check|uncheck|click|tap|press|select|choose)\\s+(${M})\\s+for\\s+${NAME_TO_END}$`),
    (_s, verb, control, name) => `${verb} ${control} in the row for ${quoted(name)}`,
  ],
  // `Should contain …` reaches the rules as `contains …`, `Should not contain` as `does not contain`.
  [
    new RegExp(`^(does\\s+not\\s+|doesn't\\s+|not\\s+)?(?:contains?|includes?)\\s+(?:the\\s+)?(?:text\\s+)?(${M})$`, 'i'),
    (_s, not, text) => `verify ${text} is ${not ? 'not ' : ''}visible`,
  ],
  // Cypress's `cy.contains("X").should("be.visible")` told in words: `Contains "Heat pump" should be visible`.
  [
    new RegExp(
      `^(?:cy\\.)?contains?\\s+(${M})\\s+(?:(?:should|must)\\s+(not\\s+)?(?:be\\s+(?:visible|shown|displayed)|exist)|(does\\s+not\\s+)?exists?)$`,
      'i',
    ),
    (_s, text, not, doesNot) => `verify ${text} is ${not || doesNot ? 'not ' : ''}visible`,
  ],
  [
    /\b(url|address|field|bar|page|message|heading|title|label|list|table|banner|panel|section|column|cell|badge|status)\s+(contain|say|show|display|read|include)(?=\s)/gi,
    '$1 $2s',
  ],
  [/\b(is|are)\s+showed\b/gi, '$1 shown'],
  [new RegExp(`\\b(?:is|are)\\s+showing\\s+(?=${M}$)`, 'i'), 'shows '],
  [/\b(confirm|alert|prompt)\(\)/gi, '$1'],
  [
    /\bthe\s+((?:(?:alert|confirm(?:ation)?|prompt)\s+)?(?:dialog|dialogue|popup|pop-up|alert|confirm(?:ation)?|prompt|box))\s+of\s+the\s+browser$/i,
    'the browser $1',
  ],
  // `Press "OK" on the browser alert`: the answer is a dialog word, not a name to find on the page.
  [
    new RegExp(`(${M})(?=\\s+(?:on|in)\\s+the\\s+browser\\s)`),
    (spans, span) => {
      const word = spans[Number(/\d+/.exec(span!)![0])]!.replace(/^"|"$/g, '')
      return /^(?:ok|okay|yes|no|cancel)$/i.test(word) ? word : undefined
    },
  ],
  // `"P-2210" still shows "FO Lindqvist"`, `"Atorvastatin 20 mg" is listed with "2 refills left"`: a quoted
  // record that shows another text is the row holding it (a field is named with its noun: `the "X" field shows`).
  [
    new RegExp(
      `^((?:verify|check|assert)\\s+(?:that\\s+)?)?(${M})\\s+(?:still\\s+|now\\s+)?(shows|displays|says|contains|reads)\\s+(${M})$`,
      'i',
    ),
    (spans, verify, row, verb, text) =>
      RECORD.test(spanText(spans, row)) ? `${verify ?? 'verify '}the row with ${row} ${verb} ${text}` : undefined,
  ],
  [
    new RegExp(`^((?:verify|check|assert)\\s+(?:that\\s+)?)?(${M})\\s+is\\s+(?:listed|shown|displayed)\\s+with\\s+(${M})$`, 'i'),
    (_s, verify, row, text) => `${verify ?? 'verify '}the row with ${row} shows ${text}`,
  ],
  // `Expect "Induction required" badge on "X"`: a badge, tag or chip on a record is a text in its row.
  [
    new RegExp(`^(?:expect|verify)\\s+(?:the\\s+)?(${M})\\s+(?:badge|tag|label|chip|status)\\s+(?:on|for)\\s+(${M})$`, 'i'),
    'verify $1 is visible in the row for $2',
  ],
  // `"A" appears before "B" in the schedule`: the order of two texts is the page's; the place adds nothing.
  [
    new RegExp(
      `^((?:verify|check)\\s+(?:that\\s+)?)?(${M}\\s+(?:appears|is\\s+listed|comes|is)\\s+(?:before|after)\\s+${M})\\s+in\\s+the\\s+[a-z]+(?:\\s+[a-z]+)?$`,
      'i',
    ),
    '$1$2',
  ],
  // `the campaign appears with the status "Activa"`: the status is a text shown.
  [
    new RegExp(
      `^((?:verify|check)\\s+(?:that\\s+)?)?(?:the\\s+)?[a-z]+\\s+appears\\s+with\\s+(?:the\\s+)?(?:status|state|label|text|name)\\s+(${M})$`,
      'i',
    ),
    (_s, verify, text) => `${verify ?? 'verify '}${text} is visible`,
  ],
  [/\bnot\s+more\s+(?=visible|shown|displayed|present)/gi, 'no longer '],
  [/\bmessage\s+of\s+(error|warning|success)\b/gi, '$1 message'],
  // `Select "Scratch" in the list "Damage type"`, `Select meal preference as "Jain"`, `Choose 11:20 from Time`.
  [new RegExp(`^(select|choose|pick)\\s+(${M})\\s+(?:in|from)\\s+the\\s+list\\s+(${M})$`, 'i'), '$1 $2 from the $3 dropdown'],
  [
    new RegExp(`^(select|choose|pick)\\s+(?:the\\s+)?([a-z][a-z]+(?:\\s+[a-z]+){0,2})\\s+as\\s+(${M})$`, 'i'),
    (_s, verb, name, option) => `${verb} ${option} from the "${name}" dropdown`,
  ],
  [/^(select|choose|pick)\s+(\d{1,2}:\d{2})\s+(from|in)\s+/i, '$1 "$2" $3 '],
  // `The system should display the "X" button as enabled`, `… should greet the donor with "X"`.
  [
    /^(?:the\s+)?system\s+(?:should\s+)?(?:display|show)s?\s+(.+?)\s+as\s+(enabled|disabled|checked|unchecked|visible|hidden)$/i,
    'verify $1 is $2',
  ],
  [new RegExp(`^(?:the\\s+)?system\\s+should\\s+greet\\s+(?:the\\s+)?[a-z]+\\s+with\\s+(${M})$`, 'i'), 'verify $1 is visible'],
  // `Log in as "u" / "p"`, `… as proctor "u" / "p"`: the user and the password with a slash between.
  // `Checkout btn for "X" -> disabled`: a control, an arrow, the state it is in.
  [/^(.+?\S)\s*(?:->|=>|→)\s*(disabled|enabled|visible|hidden|checked|unchecked|greyed\s+out)$/i, 'verify $1 is $2'],
  // `My loans tab`, `Logout link in header`: a control named alone (a charter's shorthand) is clicked.
  [
    new RegExp(
      `^(?:the\\s+)?((?:[A-Z][\\w-]*)(?:\\s+[A-Za-z][\\w-]*){0,2}|${M})\\s+(tab|link|button|btn)((?:\\s+(?:in|on)\\s+(?:the\\s+)?[a-z]+(?:\\s+bar)?)?)$`,
    ),
    'click the $1 $2$3',
  ],
  [/\bradio\s+option\b/gi, 'radio button'],
  // `in the campaigns table now there is only 1 row`: the count said of the place first.
  [
    /^((?:verify|check)\s+(?:that\s+)?)in\s+the\s+(.+?)\s+(table|list|grid)\s+(?:now\s+)?there\s+(?:is|are)\s+(?:only\s+|exactly\s+)?(\d+)\s+(rows?|items?|entries|entry)$/i,
    '$1the $2 $3 has $4 $5',
  ],
  // `I should be on a page whose URL contains "/x"`; `the system should send the diver to the url /x`.
  [/^(?:i\s+)?(?:should\s+be|am|will\s+be)\s+on\s+a\s+page\s+whose\s+(url|address)\s+/i, 'verify the $1 '],
  [
    new RegExp(
      `^(?:the\\s+)?system\\s+(?:should\\s+)?(?:send|take|redirect|bring)s?\\s+(?:the\\s+)?[a-z]+\\s+to\\s+(?:the\\s+)?(?:url\\s+)?(${M})$`,
      'i',
    ),
    'verify the url is $1',
  ],
  // `Log in to /proctor as …`: the page to open, then the log-in.
  [
    new RegExp(`^(log\\s*in|sign\\s*in)\\s+(?:to|at|on)\\s+(${M})\\s+(as\\s+.+)$`, 'i'),
    (spans, verb, url, rest) => (/^(?:\/|https?:|\{\{)/.test(spanText(spans, url)) ? `open ${url} and ${verb} ${rest}` : undefined),
  ],
  // (the slash is masked as a path.)
  [
    new RegExp(`\\bas\\s+(?:(?:a|an|the)\\s+)?(?:[a-z]+\\s+)?(${M})\\s*(${M})\\s*(${M})$`, 'i'),
    (spans, user, slash, password) => (spanText(spans, slash) === '/' ? `as ${user} with password ${password}` : undefined),
  ],
]

/**
 * Read before the whole step (an unquoted name would take the row in): `Type "x" in the Note field for Lucía Pérez`,
 * a named control "for" a capitalised name is the control in that name's row.
 */
export const ROW_EARLY_RULES: Rule[] = [
  [
    new RegExp(`\\b(field|box|input|dropdown|button|checkbox|switch|toggle|link|icon)\\s+for\\s+${NAME_TO_END}$`),
    (_s, role, name) => `${role} in the row for ${quoted(name)}`,
  ],
]
