import type { Rule } from './row-and-check-rewrites.js'

/**
 * Forms the grammar read whole but wrongly (round 11, the misreads of sets 16 and 19), rewritten before it reads
 * them, on the masked text (quotes are `\uE000n\uE001`, so no rule touches a value):
 * - a control named after its role noun (`the drop down list which is labelled Period`, `the field called "Pause
 *   from"`): the name is the label, the role noun says what it is;
 * - a value given with its label (`Enter student ID S-2231 in the Borrower field`, `type the code COOP10 into …`):
 *   the words before a value that holds a digit, ending in a noun that names such values, only say what it is;
 * - a field tapped and then typed into (`Tap the message box and type "Hi"`): one fill of that field;
 * - a record named by a person or thing it is with (`Tap on the conversation with Lena K.`, `open the email from
 *   Priya`): the record is clicked by that capitalised name, the noun only says what it is.
 * Later in round 11 (classes of unseen sets' misreads, in other words):
 * - a repetition said after the step (`Click on Save again`, `once more`): the step is the same action, and the
 *   adverb is no part of a name;
 * - `input box` / `entry field` after a label: the field's role noun, not a word of its label;
 * - the browser's own back and reload buttons: the browser goes back or reloads (no page has them); its forward
 *   button, which no action does, stays reported (name-guards.ts);
 * - `assert title "X"`, `verify page title "X"`: the page's title, as `the title is "X"` reads;
 * - a polite `, please` at the end: it adds nothing, and no name ends with it.
 * Round 11's second pass:
 * - `the page has a URL containing "/x"` (read as the text "/x" shown): the page's URL is the URL.
 */

const M = '\\uE000\\d+\\uE001'
const ROLE = '(dropdown|field|input|textbox|text\\s+box|text\\s+area|textarea|button|link|checkbox|tab|combo\\s*box|select)'
/** A name written bare after "labelled": capitalised, up to four words, to the end of the step. */
const BARE_NAME = '([A-Z\\u00C0-\\u024F][\\w\\u00C0-\\u024F.-]*(?:\\s+[A-Za-z\\u00C0-\\u024F][\\w\\u00C0-\\u024F.-]*){0,3})'
/** Nouns that name a kind of identifier or code, the way a value is introduced (`student ID`, `tracking number`). */
const VALUE_NOUN = '(?:id|[a-z]+-id|number|no\\.?|code|reference|ref|pin|sku|isbn|iban|bic|postcode|zip|date|serial)'
/**
 * A value written bare: one token holding a digit and a letter or a separator (`S-2231`, `COOP10`, `2024-09-01`), a
 * code no word is read as. A plain number (`the amount 50`, `a number 7`) may be a count of what the words name, so
 * those stay reported (ui-corpus-5).
 */
const DIGIT_TOKEN = '((?=[^\\s\\uE000"]*\\d)(?=[^\\s\\uE000"]*[A-Za-z/.:-])[^\\s\\uE000"]+)'
/** What a list of records holds, clicked by the name it is with (never a control: `the button with …` is no record). */
const RECORD_NOUN =
  '(?:conversation|chat|thread|message|e-?mail|mail|notification|contact|booking|appointment|reservation|order|ticket|lesson|walk|session|invoice|request|post|comment|review)'
/** A capitalised name to the end of the step; not a label and its value (`the ticket with ID T-12`, `Status Open`). */
const NAME_TO_END = '(?!(?:ID|No|Number|Code|Reference|Ref|Status|Priority|Subject|Title|Date|Type)\\b)([A-Z\\u00C0-\\u024F][^\\uE000]*?)'
const FIELD_NOUN = '(?:field|box|input|textbox|text\\s+box|text\\s+area|textarea|search\\s+box)'

export const TRUTH_EARLY_RULES: Rule[] = [
  [
    new RegExp(
      `\\bthe\\s+${ROLE}(?:\\s+list)?\\s+(?:(?:which|that)\\s+is\\s+)?(?:labell?ed|called|named|titled)\\s+(?:as\\s+)?(${M}|${BARE_NAME})$`,
      'i',
    ),
    (_s, role, name) => `the ${/^\uE000/.test(name!) ? name : `"${name}"`} ${role!.toLowerCase()}`,
  ],
  [
    new RegExp(
      `^(enter|type|input|write|put|insert|key\\s+in)\\s+(?:the\\s+|my\\s+|your\\s+|a\\s+|an\\s+|his\\s+|her\\s+|their\\s+)?(?:[A-Za-z][\\w-]*\\s+){0,2}?${VALUE_NOUN}\\s+${DIGIT_TOKEN}\\s+(into|in|inside|on)\\s+(?=\\S)`,
      'i',
    ),
    (_s, verb, value, into) => `${verb!.toLowerCase()} "${value}" ${into!.toLowerCase()} `,
  ],
  [
    new RegExp(
      `^(?:click|tap|press)(?:\\s+(?:on|in|into))?\\s+(?:the\\s+)?((?:[A-Za-z][\\w-]*\\s+){1,3}?${FIELD_NOUN})\\s+(?:and\\s+(?:then\\s+)?|then\\s+)?(?:type|enter|write|input)\\s+(${M})$`,
      'i',
    ),
    (_s, field, value) => `type ${value} into the ${field}`,
  ],
  [
    new RegExp(`^(click|tap|open|select)(?:\\s+on)?\\s+(?:the\\s+)?${RECORD_NOUN}\\s+(?:with|from|by)\\s+${NAME_TO_END}$`),
    (_s, verb, name) => `${verb === 'open' || verb === 'select' ? 'click' : verb} "${name!.trim()}"`,
  ],
  // A box ticked by an unquoted label keeps a last "again": it may be the label's (`Tick Don't show this again`).
  [/^(?!(?:uncheck|untick|tick|deselect|unselect)\s[^\uE000]*$)(.*\S)\s+(?:again|once\s+more|one\s+more\s+time)[.!]?$/i, '$1'],
  [/(\S)\s+(?:input|entry)\s+(?:box|field)\b/i, '$1 field'],
  [/^(?:click|press|tap|hit|use)(?:\s+on)?\s+(?:the\s+)?browser(?:'s)?\s+back\s+(?:button|arrow|icon)$/i, 'go back'],
  [/^(?:click|press|tap|hit|use)(?:\s+on)?\s+(?:the\s+)?browser(?:'s)?\s+(?:refresh|reload)\s+(?:button|arrow|icon)$/i, 'reload the page'],
  [
    new RegExp(
      `^(?:assert|verify|check|validate|confirm|expect)\\s+(?:that\\s+)?(?:the\\s+)?(?:page\\s+)?title\\s+(?:is\\s+)?(${M})$`,
      'i',
    ),
    'verify the page title is $1',
  ],
  [/^(.*?\S),?\s+please[.!?]*$/i, '$1'],
  [
    new RegExp(`\\bthe\\s+page\\s+has\\s+(?:a\\s+|the\\s+)?url\\s+(?:that\\s+)?(contain|end|start)(?:s|ing)(\\s+with)?\\s+(${M})$`, 'i'),
    (_s, how, _with, url) => `the url ${how!.toLowerCase()}s${how!.toLowerCase() === 'contain' ? '' : ' with'} ${url}`,
  ],
]
