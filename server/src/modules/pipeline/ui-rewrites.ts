import { lemma } from '../understanding/lexicon.js'
import { ROW_AND_CHECK_RULES, ROW_EARLY_RULES, type Rule } from './row-and-check-rewrites.js'
import { SCOPE_RULES } from './scope-rewrites.js'
import { SPOKEN_RULES } from './spoken-rewrites.js'
import { TRUTH_EARLY_RULES } from './truth-rewrites.js'
import { TRUTH_EARLY_RULES_2 } from './truth-rewrites-2.js'

/**
 * Everyday ways of writing a UI step that say the same as a documented form, rewritten into that form (fifth round,
 * docs/ui-spec-format.md "Everyday variants"). They work on the masked imperative text the sentence layer gives
 * (quotes are `\uE000n\uE001`, so no rule can touch a value) and are tried only when the grammar reads the step no
 * other way; the grammar then plans the rewritten sentence as any other, and the accounting still checks that every
 * quoted value and name of the step is in the plan. Each rule is about a way of writing, never about one sentence.
 */

const M = '\\uE000\\d+\\uE001'
const SPAN = /^\uE000(\d+)\uE001$/
const CONTROL = '(?:button|link|tab|checkbox|radio\\s+button|switch|toggle|field|input|dropdown|icon|menu\\s+item|option)'
const STATE_AFTER = '(?:greyed\\s+out|grayed\\s+out|disabled|enabled|inactive|active|checked|unchecked|selected|hidden|visible|empty)'

/** One token that reads as a value: it holds a digit, a capital or an @ (`TX-4411`, `Berlin`, `a@b.io`). */
const TOKEN = '[^\\s\\uE000]*[\\dA-Z@][^\\s\\uE000]*'
/** Words naming what a control does (`Click delete "X"`): before a quote they name another control, not the quote. */
const ACTION_WORDS =
  /^(?:delete|remove|edit|view|add|close|archive|copy|share|download|upload|update|cancel|approve|reject|duplicate|rename|move|print|export|import|reply|like|follow|details|more|info|settings|options)$/i

const isUrl = (spans: readonly string[], span: string | undefined) => {
  const n = SPAN.exec(span ?? '')?.[1]
  return n !== undefined && /^(?:\/|https?:|\{\{)/.test(spans[Number(n)] ?? '')
}

const RULES: Rule[] = [
  // `The page said "X"`, `the dialog showed "X"`: a narrated check is the present-tense one.
  [
    new RegExp(`\\b(said|showed|displayed)(?=\\s+${M})`, 'gi'),
    (_s, word) => ({ said: 'says', showed: 'shows', displayed: 'displays' })[word!.toLowerCase()],
  ],
  // `Open the fleet map at {{BASE_URL}}/fleet`, `(Open browser) at /cars`: the page named by what it shows, at its URL.
  [
    new RegExp(
      `^(?:(?:open|load|visit|go\\s+to|navigate\\s+to|browse\\s+to)\\s+(?:the\\s+|a\\s+|an\\s+|my\\s+)?(?:[a-z][\\w-]*\\s+){1,3})?(?:at|on)\\s+(${M})$`,
    ),
    (spans, url) => (isUrl(spans, url) ? `open ${url}` : undefined),
  ],
  // `Go to back page`, `go to the previous page`: the browser's Back.
  [/^go\s+(?:to\s+)?(?:the\s+)?(?:back|previous|last)\s+page$/i, 'go back'],
  // `Send keys Tab`, `send the key Enter`: a key press (Selenium's sendKeys).
  [/^send\s+(?:the\s+)?keys?\s+/i, 'press '],
  // `Set text "Munich" in the X input`, `Type text "a" into …`: "text" only names what is typed.
  [new RegExp(`^(?:set|enter|type|input|put|write)\\s+(?:the\\s+)?text\\s+(?=${M})`, 'i'), 'enter '],
  // `Input "Thanks!" to Reply field`: "to" a field is into it.
  [
    new RegExp(`^((?:enter|type|input|write|put)\\s+${M})\\s+to\\s+(?:the\\s+)?(?=.*\\b(?:field|box|input|textbox|area)$)`, 'i'),
    '$1 into the ',
  ],
  // `Type Priya Sharma into "Name on card"`: an unquoted value before a quoted field is one token, or a few words,
  // each capitalised or holding a digit (a name, not `Jane Doe quickly`; `Type something into "X"` is no value).
  [
    new RegExp(
      `^(enter|type|input|write|put)\\s+((?:[A-Z0-9][\\w'.@-]*\\s+){1,4}?|${TOKEN}\\s+)(into|in)\\s+(?:the\\s+)?(${M})(\\s+field)?$`,
    ),
    (_s, verb, value, into, field) => `${verb} "${value!.trim()}" ${into} the ${field} field`,
  ],
  // `Fill Card number with 4242 4242 4242 4242`, `fill "Max" with 12`: an unquoted number (or one token that holds a
  // digit, a capital or an @) is the value; `Fill the form with defaults` is no field and value.
  [
    new RegExp(
      `^(fill(?:\\s+in)?\\s+(?!(?:the\\s+)?(?:form|page|details|data|fields)\\b)(?:the\\s+)?(?:${M}|(?:[A-Za-z][\\w-]*\\s+){0,2}[A-Za-z][\\w-]*)(?:\\s+field)?)\\s+with\\s+(\\d[\\d\\s.,/:-]*\\d|\\d|${TOKEN})$`,
    ),
    (_s, head, value) => `${head} with "${value}"`,
  ],
  // `The "Reserve" button for "Patio table" is disabled`: in a check, a control "for" a quoted text is in its row.
  [
    new RegExp(`(${M}\\s+${CONTROL})\\s+for\\s+(${M})(?=\\s+(?:is|are|should|must|will|does|has|stays|remains)\\b)`, 'gi'),
    '$1 in the row $2',
  ],
  // `The button looks greyed out`, `seems disabled`: how it looks is the state.
  [new RegExp(`\\b(?:looks|seems|appears)\\s+(?:to\\s+be\\s+)?(?=${STATE_AFTER}$)`, 'i'), 'is '],
  // `I see "X" on the dashboard`: where the tester looks, not a region the grammar can name.
  [new RegExp(`^(see\\s+${M})\\s+on\\s+(?:the|this|my)\\s+(?:dashboard|home\\s*page|start\\s+page|overview|screen|page)$`, 'i'), '$1'],
  // `Verify text present "X"`, `verify text not present "X"` (Selenium IDE's verifyTextPresent).
  [
    new RegExp(
      `^(verify|assert|check)\\s+(?:that\\s+)?(?:the\\s+)?text\\s+(not\\s+)?(?:is\\s+)?(present|visible|displayed|shown)\\s+(${M})$`,
      'i',
    ),
    (_s, verb, not, state, text) => `${verb} ${text} is ${not ? 'not ' : ''}${state}`,
  ],
  // `Wait until the text "X" is not present`: the text named as a text is the quote.
  [new RegExp(`^(wait\\s+(?:until|till|for)\\s+)(?:the\\s+)?text\\s+(?=${M})`, 'i'), '$1'],
  [
    new RegExp(`^(wait\\s+(?:until|till|for)\\s+${M}\\s+(?:is\\s+|to\\s+be\\s+))(not\\s+)?(?:present|there|on\\s+the\\s+page)$`, 'i'),
    '$1$2visible',
  ],
  // `Verify the row "PRM-1" shows "Under review"`: a row named by its quote holds the other text.
  [
    new RegExp(
      `\\bthe\\s+(row|line|entry|record|card|item)\\s+(${M})\\s+(?=(?:shows|says|contains|has|displays|reads|includes)\\s+${M}$)`,
      'i',
    ),
    'the $1 with $2 ',
  ],
  // `Verify room "305" is showing status "Dirty"`, `the refill for "X" has status "Pending"`: a record's status is
  // a text in its row.
  [
    new RegExp(
      `^((?:verify|check|assert|ensure|confirm)\\s+(?:that\\s+)?)?(?:the\\s+)?[a-z][\\w-]*\\s+(?:for\\s+)?(${M})\\s+(?:is\\s+showing|shows|has|displays)\\s+(?:the\\s+)?(?:status|state)\\s+(?:of\\s+)?(${M})$`,
      'i',
    ),
    (_s, verify, row, text) => `${verify ?? ''}the row with ${row} shows ${text}`,
  ],
  // `status of room "305" is changed to "Clean"`: the status shown afterwards, in that record's row.
  [
    new RegExp(
      `^((?:verify|check|assert|ensure|confirm)\\s+(?:that\\s+)?)?(?:the\\s+)?(?:status|state)\\s+(?:of|for)\\s+(?:the\\s+)?[a-z][\\w-]*\\s+(${M})\\s+(?:is|has)\\s+(?:been\\s+)?(?:changed|updated|set|switched)\\s+to\\s+(${M})$`,
      'i',
    ),
    (_s, verify, row, text) => `${verify ?? ''}the row with ${row} shows ${text}`,
  ],
  // `The region "Order summary" contains …`, `the section "X" shows …`: the role noun before its quoted name.
  [new RegExp(`\\bthe\\s+(region|section|panel|dialog|modal|card|form)\\s+(${M})(?=\\s)`, 'i'), 'the $2 $1'],
  // `the Email field placeholder is "x"`: the placeholder written after its field.
  [
    new RegExp(`\\b(field|input|box)\\s+placeholder(?:\\s+text)?\\s+(?:is|reads|says|shows|equals)\\s+(?=${M}$)`, 'i'),
    '$1 has placeholder ',
  ],
  // `The 'Title' placeholder should say 'Optional'`, `the placeholder of "Title" reads "x"`: a quoted label's field.
  [
    new RegExp(
      `^((?:verify|check|assert|ensure|confirm)\\s+(?:that\\s+)?)?(?:the\\s+)?(?:(${M})\\s+placeholder(?:\\s+text)?|placeholder(?:\\s+text)?\\s+(?:of|in)\\s+(?:the\\s+)?(${M})(?:\\s+field)?)\\s+(?:is|reads|says|shows|equals)\\s+(?=${M}$)`,
      'i',
    ),
    (_s, verify, before, after) => `${verify ?? ''}the ${before ?? after} field has placeholder `,
  ],
  // `Registration placeholder is "e.g. B-AB 1234"`: a capitalised label straight before "placeholder" is its field's.
  [
    new RegExp(
      `^((?:verify|check|assert|ensure|confirm)\\s+(?:that\\s+)?)?(?:the\\s+)?([A-Z][\\w-]*(?:\\s+[A-Za-z][\\w-]*)?)\\s+placeholder(?:\\s+text)?\\s+(?:is|reads|says|shows|equals)\\s+(?=${M}$)`,
    ),
    '$1the "$2" field has placeholder ',
  ],
  // `Expected result: the list has 2 entries`: a result written under its label is a check.
  [/^expect(?:ed)?\s+results?\s*:?\s+/i, 'verify '],
  // `Toggle off Autoplay`, `Switch on Dark mode` (read as enable / disable): a capitalised name is the switch's.
  [/^(enable|disable)\s+(?:the\s+)?([A-Z][\w-]*(?:\s+[a-z0-9][\w-]*){0,2})$/, '$1 "$2"'],
  // `Click on truck "TRK-118" in the vehicles list`: a lower-case noun before a quote only says what it is (a verb
  // there names another control: `Click delete "X" in the list` is reported).
  [
    new RegExp(
      `^(click|double-click|right-click|tap|hover)\\s+(?:on\\s+)?(?:the\\s+)?(?!(?:the|a|an|${CONTROL.slice(3, -1)})\\s)([a-z][\\w-]*)\\s+(${M})(?=\\s+(?:in|on|within|inside)\\s)`,
    ),
    (_s, verb, word, quote) => (lemma(word!) || ACTION_WORDS.test(word!) ? undefined : `${verb} ${quote}`),
  ],
  // `The navigation landmark contains a link "Refills"`: a landmark is its region; the role noun before its quote.
  [/\b(navigation|banner|main|search|complementary)\s+landmark\b/i, '$1'],
  [new RegExp(`\\b(contains|has|shows|includes)\\s+(a|an|the)\\s+(button|link|tab|checkbox|heading|icon)\\s+(${M})$`, 'i'), '$1 $2 $4 $3'],
  // `expect the "Undo" button toBeDisabled`, `expect page toHaveURL containing "/x"`: Playwright's matchers written
  // as prose are the checks they name.
  [/^expect\s+(?:the\s+)?(?:page|browser)\s+toHaveURL\s+(?:containing\s+|contains\s+)/i, 'verify the URL contains '],
  [/^expect\s+(?:the\s+)?(?:page|browser)\s+toHaveURL\s+/i, 'verify the URL is '],
  [/^expect\s+(?:the\s+)?(?:page|browser)\s+toHaveTitle\s+/i, 'verify the title is '],
  [
    /^expect\s+(.+?)\s+(?:to\s*be|tobe)(enabled|disabled|checked|hidden|visible|focused|empty)$/i,
    (_s, subject, state) => `verify ${subject} is ${state!.toLowerCase()}`,
  ],
  [
    /^expect\s+(.+?)\s+(?:not\s*)?\.?not\.toBe(Checked|Visible)$/i,
    (_s, subject, state) => `verify ${subject} is not ${state!.toLowerCase()}`,
  ],
  [/^expect\s+(.+?)\s+toHaveCount\s+(\d+)$/i, 'verify $1 has $2 items'],
  [new RegExp(`^expect\\s+(.+?)\\s+toHaveValue\\s+(${M})$`, 'i'), 'verify $1 has value $2'],
  [new RegExp(`^expect\\s+(.+?)\\s+(?:toContainText|toHaveText)\\s+(${M})$`, 'i'), 'verify $1 contains $2'],
  // `expect the Subject field to contain "x"`: prose `expect … to contain`.
  [new RegExp(`^expect\\s+(.+?)\\s+to\\s+(?:contain|include)\\s+(${M})$`, 'i'), 'verify $1 contains $2'],
  // `title = "Checkout"`: the page title written as an assignment is its check.
  [new RegExp(`^(?:the\\s+)?(?:page\\s+)?title\\s*==?\\s*(${M})$`, 'i'), 'verify the title is $1'],
  // `browser back`: the browser's Back.
  [/^(?:browser|browse|navigate|navigation)\s+back$/i, 'go back'],
  // `the URL finishes with "/x"`: the check's other word for ending.
  [/\b(url\s+(?:should\s+|must\s+)?)finish(?:es)?\s+with\b/i, '$1ends with'],
  // `Select the radio "Annual payment"`: the radio button of that label.
  [new RegExp(`^(?:select|choose|pick|tick|check|click)\\s+the\\s+radio\\s+(${M})$`, 'i'), 'choose the $1 radio button'],
  // `close the dialog with Escape`: the key press is the action.
  [
    /^(?:close|dismiss|leave)\s+the\s+(?:dialog|modal|pop-?up|menu|overlay)\s+(?:with|by\s+pressing|using)\s+(?:the\s+)?(escape|esc)(?:\s+key)?$/i,
    'press Escape',
  ],
  // `Wait until the "Moved to trash" toast disappears`: a message's text, gone.
  [
    new RegExp(
      `^(wait\\s+(?:until|till|for)\\s+)(?:the\\s+)?(${M})\\s+(?:toast|message|notification|banner|snackbar|alert)?\\s*(?:disappears|is\\s+gone|goes\\s+away|vanishes)$`,
      'i',
    ),
    '$1$2 is not visible',
  ],
  // `Verify there is an error message`, `there should be a success toast "Saved"`: a message there is, shown.
  [
    new RegExp(
      `^((?:verify|check|assert|ensure|confirm)\\s+(?:that\\s+)?)?there\\s+(?:is|should\\s+be|must\\s+be)\\s+(an?\\s+(?:[a-z][\\w-]*\\s+)?(?:message|toast|notification|alert|banner|notice)(?:\\s+${M})?)(?:\\s+(?:shown|displayed|visible|on\\s+the\\s+(?:page|screen)))?$`,
      'i',
    ),
    (_s, verify, message) => `${verify ?? ''}${message} is shown`,
  ],
  // `contains the text "X"`: the words before the quote only name it.
  [new RegExp(`\\b(contains|shows|displays|includes)\\s+the\\s+text\\s+(?=${M}$)`, 'i'), '$1 '],
]

/**
 * Forms the grammar would read whole but wrongly, so they are rewritten before it reads them (sixth round):
 * - `Choose "Rename" from the context menu`, `pick "X" in the overflow menu`: an entry of an action menu is clicked
 *   (a named menu, `the Theme menu`, stays a dropdown as before);
 * - `Check the box "I declare …"`: a quoted box is ticked, not checked for;
 * - `The URL is checked to end with /x`, `the title is verified to be "X"`: a passive check verb is the check.
 */
const EARLY_RULES: Rule[] = [
  [
    new RegExp(
      `^(?:select|choose|pick)\\s+(${M})\\s+(?:from|in|on)\\s+(?:the\\s+|a\\s+)?((?:context|right-click|pop-?up|overflow|more|kebab|actions?)\\s+)?menu$`,
      'i',
    ),
    'click $1 in the $2menu',
  ],
  // `Tap the "Monthly" radio`: a click on a radio button can only select it, so it is the radio's check (as
  // `choose the "X" radio button`), never a click on some other element of that name.
  [
    new RegExp(`^(?:click|tap|press|hit|push)(?:\\s+on)?\\s+(?:the\\s+)?(${M})\\s+radio(?:\\s*button)?$`, 'i'),
    'choose the $1 radio button',
  ],
  [new RegExp(`^(?:check|tick|mark)\\s+(?:the\\s+)?(?:check\\s*)?box\\s+(?:labell?ed\\s+|named\\s+|called\\s+)?(${M})$`, 'i'), 'tick $1'],
  // "is checked to" after a box may be its state; the other check verbs never are (`the X checkbox is verified to be
  // unticked` was read as unticking it, round 13).
  [/^((?:the\s+)?(?:(?!(?:check\s*box|box|toggle|switch|radio|option)\b)[\w-]+\s+){1,3}?)(?:is|are)\s+checked\s+to\s+/i, '$1should '],
  [
    new RegExp(
      `^((?:the\\s+)?(?:(?:[\\w-]+|${M})\\s+){1,3}?)(?:is|are)\\s+(?:verified|confirmed|asserted|validated|ensured)\\s+to\\s+`,
      'i',
    ),
    '$1should ',
  ],
]

/** The step's masked text in a form the grammar reads right, or `undefined` when no early rule changes it. */
export function rewriteEarly(masked: string, spans: readonly string[]): string | undefined {
  return applyRules(ALL_EARLY_RULES, masked, spans)
}

/** The step's masked text in a documented form, or `undefined` when no rule changes it. */
export function rewriteEveryday(masked: string, spans: readonly string[]): string | undefined {
  return applyRules(EVERYDAY_RULES, masked, spans)
}

/**
 * A list of rules with its start-anchored, case-blind ones (no back-references) as one test: when a text fails it,
 * each of them would leave that text as it is, so they are skipped until a rule changes the text (as wording.ts does).
 */
interface RuleList {
  rules: readonly Rule[]
  screened: ReadonlySet<Rule>
  anyScreened: RegExp
}

function ruleList(rules: readonly Rule[]): RuleList {
  const screened = rules.filter(([pattern]) => pattern.flags === 'i' && pattern.source.startsWith('^') && !/\\[1-9k]/.test(pattern.source))
  return { rules, screened: new Set(screened), anyScreened: new RegExp(screened.map(([p]) => `(?:${p.source})`).join('|'), 'i') }
}

const EVERYDAY_RULES = ruleList([...RULES, ...ROW_AND_CHECK_RULES, ...SPOKEN_RULES, ...SCOPE_RULES])
const ALL_EARLY_RULES = ruleList([...EARLY_RULES, ...ROW_EARLY_RULES, ...TRUTH_EARLY_RULES, ...TRUTH_EARLY_RULES_2])

function applyRules(list: RuleList, masked: string, spans: readonly string[]): string | undefined {
  let text = masked
  // The text anyScreened last ran on, and whether it matched.
  let screened: string | undefined
  let anyScreened = true
  for (const rule of list.rules) {
    const [pattern, to] = rule
    if (list.screened.has(rule)) {
      if (screened !== text) {
        screened = text
        anyScreened = list.anyScreened.test(text)
      }
      if (!anyScreened) continue
    }
    if (typeof to === 'string') text = text.replace(pattern, to)
    else
      text = text.replace(
        pattern,
        (...args: unknown[]) => to(spans, ...(args.slice(1, -2) as (string | undefined)[])) ?? (args[0] as string),
      )
  }
  return text === masked ? undefined : text
}
