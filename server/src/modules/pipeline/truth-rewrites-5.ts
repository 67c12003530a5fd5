import type { Note } from '../understanding/sentence.js'
import type { UiAction } from './actions.js'
import { normalizeKey } from './keys.js'

/**
 * Classes main misread in round 14 (truth-corpus-7), read right or reported:
 * - a message noun first (`Hint "X" appears`, `Tip: "X" is shown`): a noun, never a misspelt verb ("Hint" as "hit"
 *   clicked the hint's text);
 * - a role-first field and "the value" (`Fill in at the field Name the value "X"`): the field so named, the value typed;
 * - a checkbox named after its role noun (`Mark checkbox "X"`): still a checkbox;
 * - a name before `search box` (`the Quick search box`): "search" is the name's, as before `search field`;
 * - `Click to Save`: the capitalised word is the control ("Click to continue" names none and is reported);
 * - the page's top or bottom in other words (`the page top`, `bottom of the screen`, `Scroll up to …`), and a
 *   checklist's `… works` after an action (the action is the check);
 * - a key pressed in the dialog or on the page: the key, pressed where the focus is (no field is named);
 * - a pick from suggestions, autocomplete or search results: a click on that entry in the list (no `<select>` there);
 * - `in a banner`: some message strip, as `in a toast` is read, never the page's header landmark.
 */

/** Nouns of a shown message: first in a step with a quote after them they are its subject, not a verb. */
const MESSAGE_LEAD =
  /^\s*(hint|tip|tooltip|toast|notice|notification|caption|label|banner|snackbar|prompt|warning|message|note|badge|status)(\s+(?:text|message))?\s*:?\s+(?="[^"]*"\s+\S)/i
/** `Fill in at the field Name the value "X"`: role first, the name, then the value. */
const FIELD_THEN_VALUE =
  /^\s*(?:fill(?:\s+in)?|enter|type|put|write|input|insert)\s+(?:(?:in|into|at|on)\s+)?(?:the\s+)?(?:field|input|text\s*box)\s+(?!(?:the|a|an|with)\b)([A-Z][\w-]*(?:\s+[A-Za-z][\w-]*){0,2}?)\s+(?:with\s+)?(?:the\s+)?(?:value|text|word|string)\s+("[^"]*")\s*[.!]?\s*$/i
/** `Mark checkbox "X"`: the role noun before the quoted label. */
const CHECKBOX_FIRST =
  /^\s*(check|tick|mark|select|uncheck|untick|unmark|deselect|unselect|clear)\s+(?:the\s+)?(check\s*box|tick\s*box)\s+(?:labell?ed\s+|named\s+|called\s+)?("[^"]*")\s*[.!]?\s*$/i
/** `the Quick search box`: a word (not a function word) before "search box" names it with "search". */
const NAMED_SEARCH_BOX =
  /\b(?!(?:the|a|an|in|into|on|at|to|of|from|using|use|with|this|that|its|my|your|our|main)\b)([A-Za-z][\w-]*)\s+search\s+box\b/i
const CLICK_TO = /^\s*([Cc]lick|CLICK|[Tt]ap|[Pp]ress|[Hh]it)\s+to\s+([A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,2})\s*[.!]?\s*$/
const PAGE_END =
  /^\s*scroll\s+(?:(?:all\s+the\s+way\s+)?(?:up|down)\s+)?to\s+(?:the\s+)?(?:very\s+)?(?:(?:page|screen|window)(?:'s)?\s+(top|bottom)|(top|bottom)\s+of\s+(?:the\s+)?(?:page|screen|window))\s*[.!]?\s*$/i
/** `Scroll to bottom works`: a checklist's "works" after an imperative action. */
const WORKS_TAIL =
  /^\s*((?:scroll|click|tap|press|open|close|search|type|select|hover|drag|upload|download|submit|sort|filter|log\s*in|sign\s*in)\b.+?)\s+(?<!\b(?:it|this|that|what|how|who)\s+)(?:works|is\s+working|works\s+(?:fine|correctly|properly|as\s+expected))\s*[.!]?\s*$/i
/** A key pressed in a dialog or on the page: the key goes where the focus is, which the words name no field for. */
const KEY_IN_REGION =
  /^\s*((?:press|hit)\s+(?:the\s+)?(?:Escape|Esc|Enter|Return|Tab|Space)(?:\s+key)?)\s+(?:in|on|inside|within)\s+(?:the\s+)?(?:(?:dialog|modal|pop-?up)(?:\s+(?:window|box))?|page|window|screen)\s*[.!]?\s*$/i
/** `picks "X" from the suggestions list`: an entry of a suggestion or result list, clicked. */
const PICK_SUGGESTION =
  /\b(?:picks?|picked|chooses?|chose|selects?|selected)\s+("[^"]*")\s+(?:from|in|among)\s+(?:the\s+)?(suggestions?|suggested|autocomplete|auto-complete|autosuggest|typeahead|search\s+results|results|matches|matching\s+results)(?:\s+(?:list|dropdown|drop-down|menu|options|box))?\s*[.!]?\s*$/i
/** A record's id as written: a digit in it, capitals and a hyphen or a `#` before (`T-88`, `SUP-12`, `#88`, `1042`). */
const ID = '(#?(?:[A-Z]{1,6}-)?\\d+[A-Za-z]?|[A-Z]{1,6}\\d+)'
const SAYS = '(?:reads|shows|says|displays|contains|has|lists|states|is|should\\s+(?:read|show|say|display|contain|have|be))\\b'
/** Kinds of a record of a list: a record so named is its row, as `Ticket "T-88" reads "X"` is read. */
const RECORD_KIND =
  'ticket|order|invoice|booking|request|claim|issue|case|bug|task|reservation|application|submission|payment|shipment|delivery|incident|appointment|job|story|transaction|refund|quote|contract|policy'
/** Words before a number that name a place or a position, never a record (`Step 3`, `Page 2`, `Row 3`). */
const PLACE_LEAD = 'step|page|tab|screen|section|slide|level|stage|phase|part|row|line|column|item|option|question|chapter|version|v'
const RECORD_ID = new RegExp(`^(\\s*(?:[Tt]he\\s+)?(?:${RECORD_KIND})s?)\\s+${ID}(?=\\s+${SAYS})`, 'i')
const IN_A_BANNER = /\s+(?:in|on)\s+a\s+banner\s*[.!]?\s*$/i
/**
 * `I click on the appointment for "Biscuit"`: a record of a list named by its kind and what it holds is clicked where
 * its text is (as `Double-click the row for "X"` is); its kind is no control's name.
 */
const RECORD_FOR = new RegExp(
  `^(\\s*(?:I\\s+|we\\s+)?(?:click|clicks|double-click|double-clicks|tap|taps|double-tap|double-taps|open|opens)(?:\\s+on)?)\\s+the\\s+(?:${RECORD_KIND})\\s+(?:for|of)\\s+("[^"]+")\\s*[.!]?\\s*$`,
  'i',
)

/**
 * `6. Verify text Desk reserved for today is displayed`: "text" says the words after it are the text, unquoted (read on
 * the step as written: the sentence layer respells words, `cancelled` as `canceled`, which no page text may be).
 */
const UNQUOTED_TEXT =
  /^\s*(?:\d{1,3}[.)]\s+)?((?:verify|check|confirm|assert|ensure)\s+(?:that\s+)?)(?:the\s+)?text\s+(?!(?:field|box|area|input|fields|message|label)\b)([A-Za-z0-9][^"]*?)\s+(?:is|are)\s+(not\s+)?(displayed|shown|visible|present|gone|hidden)\s*[.!]?\s*$/i
/** `The placeholder of "Title" should say "Optional"`: the field's hint, never a text in a row holding "Title". */
const PLACEHOLDER_OF =
  /^\s*(?:(?:verify|check|assert|ensure|confirm)\s+(?:that\s+)?)?(?:the\s+)?placeholder(?:\s+text)?\s+(?:of|in|for)\s+(?:the\s+)?("[^"]+")(?:\s+(?:field|input|box))?\s+(?:should\s+(?:say|read|be|show)|says|reads|is|shows)\s+("[^"]*")\s*[.!]?\s*$/i
/**
 * `Click desk 3B-14`, `Tap the seat F8`: a lower-case noun before a code says what kind of record the code names; the
 * code is the name (a capitalised `Desk 3B-14` may be the label itself and is left to the grammar).
 */
const KIND_THEN_CODE =
  /^\s*(?:\d{1,3}[.)]\s+)?((?:I\s+)?(?:[Cc]licks?|CLICK|[Tt]aps?|TAP|[Dd]ouble-(?:click|tap)|[Ss]elect|[Oo]pen|[Pp]ress)(?:\s+on)?)\s+(?:the\s+)?([a-z]+)\s+((?=[\w-]*\d)(?=[\w-]*[A-Z])[A-Z0-9][\w-]*[A-Za-z0-9])((?:\s+(?:in|on)\s+the\s+[a-z]+(?:\s+[a-z]+)?)?)\s*[.!]?\s*$/
/** Role nouns and places a code may follow as its own label (`Click step 3B`, `Click button B-2`). */
const NOT_A_KIND =
  /^(?:button|link|tab|icon|image|checkbox|field|input|dropdown|heading|text|option|menu|radio|switch|toggle|key|step|page|screen|section|slide|level|stage|phase|part|row|line|column|item|question|chapter|version|the|a|an|on)$/
/**
 * `click edit for Crimp city`: a record's own action named in lower case without quotes, then a capitalised name: the
 * name was read as "edit for Crimp city"; it is a control so labelled or the edit control in that record's row
 * (truth-corpus-4 reports `Click Cancel for Anna Meier`; a capitalised control, `Tap Remove for Lucy Gray`, is the
 * grammar's row reading as before; a record's code, `for 3B-14`, says it is the row: record-controls.ts).
 */
const RECORD_ACTION_FOR =
  /^\s*(?:\d{1,3}[.)]\s+)?(?:I\s+)?(?:click|clicks|tap|taps|press|hit)(?:\s+on)?\s+(?:the\s+)?(edit|delete|remove|cancel|view|details|archive|rename|duplicate|copy|share|approve|reject|decline|accept|reschedule|restore|unpin|pin|download|print|mark|flag|report|log|rate|favourite|favorite)\s+for\s+([A-Z\u00C0-\u024F][\w'\u00C0-\u024F-]*(?:\s+(?!(?:in|on|at|to|with|from|and|then|is|are|should)\b)[\w'\u00C0-\u024F-]+){0,3})\s*[.!]?\s*$/i

/** The step in the grammar's words for one of the classes above, or `undefined` when none applies. */
export function truthPreText5(raw: string): string | undefined {
  const lead = raw.includes('"') ? MESSAGE_LEAD.exec(raw) : null
  if (lead) return `The ${lead[1]!.toLowerCase()}${lead[2] ?? ''} ${raw.slice(lead[0].length)}`
  const field = /\s(?:value|text|word|string)\s/i.test(raw) ? FIELD_THEN_VALUE.exec(raw) : null
  if (field) return `Type ${field[2]} into the "${field[1]}" field`
  const box = /box/i.test(raw) ? CHECKBOX_FIRST.exec(raw) : null
  if (box) return `${box[1]} the ${box[3]} checkbox`
  const click = / to /.test(raw) ? CLICK_TO.exec(raw) : null
  if (click) return `${click[1]} "${click[2]}"`
  const scroll = /^\s*scroll\s/i.test(raw)
  const end = scroll ? PAGE_END.exec(raw) : null
  if (end) return `scroll to the ${(end[1] ?? end[2])!.toLowerCase()}`
  const works = /work/i.test(raw) ? WORKS_TAIL.exec(raw) : null
  if (works && !raw.includes('"works')) return works[1]
  const key = /^\s*(?:press|hit)\s/i.test(raw) ? KEY_IN_REGION.exec(raw) : null
  if (key) return key[1]
  const said = / text /i.test(raw) ? UNQUOTED_TEXT.exec(raw) : null
  if (said) return `${said[1]}"${said[2]}" is ${said[3] || /^(?:gone|hidden)$/i.test(said[4]!) ? 'not ' : ''}visible`
  const hint = /placeholder/i.test(raw) ? PLACEHOLDER_OF.exec(raw) : null
  if (hint) return `Verify the ${hint[1]} field has placeholder ${hint[2]}`
  const recordFor = / (?:for|of) "/.test(raw) ? RECORD_FOR.exec(raw) : null
  if (recordFor) return `${recordFor[1]} ${recordFor[2]}`
  const coded = /\d/.test(raw) ? KIND_THEN_CODE.exec(raw) : null
  if (coded && !NOT_A_KIND.test(coded[2]!)) return `${coded[1]} "${coded[3]}"${coded[4]}`
  const record = /\d/.test(raw) ? RECORD_ID.exec(raw) : null
  if (record && STRONG_ID.test(record[2]!)) return `${record[1]} "${record[2]}"${raw.slice(record[0].length)}`
  let text = raw
  if (/search\s+box/i.test(text)) text = text.replace(NAMED_SEARCH_BOX, '$1 search field')
  if (/\b(?:pick|choo|chose|select)/i.test(text)) text = text.replace(PICK_SUGGESTION, 'clicks $1 in the suggestions list')
  if (/banner/i.test(text) && /"/.test(text)) text = text.replace(IN_A_BANNER, '')
  return text === raw ? undefined : text
}

/** `The "Dark mode" is activated`: a state (a check) or what an action did; only `Given` says it is arranged. */
const STATE_OR_EVENT =
  /^\s*(?:and\s+|then\s+|but\s+)?(?:the\s+)?(?:"[^"]*"|[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,3}?)(?:\s+(?:checkbox|switch|toggle|option|setting))?\s+(?:is|are|was|were|has\s+been|have\s+been|gets|got)\s+(?:now\s+)?(?:de|in)?activated\s*[.!]?\s*$/i
/** `Click to continue`, `Click to Save and close`: a purpose in place of the control (`Click to Save` is read above). */
const CLICK_PURPOSE = /^\s*(?:[Cc]lick|CLICK|[Tt]ap|[Pp]ress|[Hh]it)\s+(?:here\s+)?to\s+(?!(?:the|a|an|my|your|this|that|it)\b)[A-Za-z]/
/** `Widget X-9 reads "X"`: a thing named by an id, then what it shows (a record's kind is read as its row, above). */
const RECORD_ID_SAYS = new RegExp(`^\\s*(?:[Tt]he\\s+)?(?!(?:${PLACE_LEAD})\\s)([A-Za-z]+)\\s+${ID}\\s+${SAYS}`, 'i')
/**
 * An id that names one record: a hyphen, a `#` or three digits and more (`T-88`, `#7`, `1042`). `Case 3` may be the
 * record "Case 3" or the row holding a 3, which many rows hold.
 */
const STRONG_ID = /[-#]|\d{3}/
const IS_RECORD_KIND = new RegExp(`^(?:${RECORD_KIND})s?$`, 'i')

/** A table's border: a pipe first (after a row number) or last. */
const TABLE_BORDER = /^\s*\||\|\s*$/

/** Why the whole step is reported before any reading, or `undefined`. */
export function truthStepReason5(raw: string): string | undefined {
  // `3 | Select "Marta" in Mechanic dropdown |`: a table row's borders (a spreadsheet's reader takes the cells apart).
  if (raw.includes('|') && TABLE_BORDER.test(raw.replace(/"[^"]*"/g, '""')))
    return 'the step holds a table\'s cell borders ("|"); write the step alone, or as a table the spec format reads'
  if (/activated/i.test(raw) && !/^\s*given\b/i.test(raw) && STATE_OR_EVENT.test(raw))
    return 'a statement that something is activated may be a state to check or what an action did; write "Verify the … switch is on" or "Turn on the … switch"'
  // (`Press to Tab key` is a key's press with a slip, read elsewhere.)
  if (/ to /.test(raw) && CLICK_PURPOSE.test(raw) && !CLICK_TO.test(raw) && !normalizeKey(/\sto\s+([A-Za-z]+)/.exec(raw)![1]!))
    return 'the step says what the click is for, not what to click; name the control ("Click "Continue"")'
  const acted = / for [A-Z\u00C0-\u00DE]/.test(raw) ? RECORD_ACTION_FOR.exec(raw) : null
  if (
    acted &&
    /^[a-z]/.test(acted[1]!) &&
    /^[A-Z\u00C0-\u00DE]/.test(acted[2]!) &&
    !/\d/.test(acted[2]!) &&
    !/^(?:The|This|That|All|Each|Every|It|Me)\b/.test(acted[2]!)
  )
    return `"${acted[1]} for ${acted[2]}" may be a control so labelled or the ${acted[1]} control in ${acted[2]}'s row; quote them: Click "${acted[1]}" for "${acted[2]}"`
  const record = /\d/.test(raw) ? RECORD_ID_SAYS.exec(raw) : null
  if (record && !(IS_RECORD_KIND.test(record[1]!) && STRONG_ID.test(record[2]!)))
    return `the check is about ${record[1]} ${record[2]}, which may be a row, a card or a page (or a record so named); write "Verify the row containing "${record[2]}" shows …"`
  return undefined
}

/** A purpose clause at a name's end: `to continue`, `to proceed to payment`, `to confirm the booking`. */
const PURPOSE_TAIL = /\s+to\s+(?:continue|proceed|finish|complete|confirm|carry\s+on|go\s+on|move\s+on)\b/i

const CLICK_THEN_PURPOSE =
  /^(\s*(?:click|tap|press|hit|select|choose)\s+\S.*?)\s+(to\s+(?:continue|proceed|finish|complete|confirm|carry\s+on|go\s+on|move\s+on)\b.*?)\s*[.!]?\s*$/i

/**
 * `Click Save to continue`: an unquoted control's name, then what the click is for. The step read without the clause,
 * with a note of the words dropped, when that reading is understood; otherwise `undefined` (a quoted name's clause is
 * dropped by the grammar's circumstance cuts).
 */
export function readPurposeCut5(
  raw: string,
  line: number,
  understand: (said: string, line: number) => { actions: UiAction[]; notes: Note[] },
): { actions: UiAction[]; notes: Note[] } | undefined {
  if (raw.includes('"') || !/ to /i.test(raw)) return undefined
  const cut = CLICK_THEN_PURPOSE.exec(raw)
  const read = cut ? understand(cut[1]!, line) : undefined
  if (!read || read.actions.some((a) => a.kind === 'unknown')) return undefined
  return { actions: read.actions, notes: [...read.notes, { kind: 'ignored', message: `ignored "${cut![2]}" (it adds no action)` }] }
}

/** Region words no field is named by (`Type "lamp" in results`). */
const REGION_NAME =
  /^(?:results?|search\s+results|list|table|grid|dialog|modal|pop-?up|page|screen|window|header|footer|sidebar|menu|toolbar|panel|banner|navigation|nav|form)$/i

/** Why a reading's unquoted name is no element's name, or `undefined` (name-guards.ts asks it per name). */
export function truthPlanReason5(action: UiAction, name: string, text: string): string | undefined {
  // `3 | Select "Marta" in Mechanic dropdown |`: a table's cell border ran into the name.
  if (name.includes('|')) return `"${name}" holds a table's "|"; write the step without the table's borders`
  const kind = 'target' in action && action.target && typeof action.target === 'object' ? action.target.kind : undefined
  const esc = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  if (
    kind === 'field' &&
    REGION_NAME.test(name) &&
    name === name.toLowerCase() &&
    !new RegExp(`\\b${esc}\\s+(?:field|box|input|textbox)\\b`, 'i').test(text)
  )
    return `"${name}" is a region of the page, not a field; name the field to type in ("the Search field")`
  // `Fill in at the field the value "X"`: the words around the value ran into the field's name.
  if (kind === 'field' && /^(?:at|in|into|on)\s|\bthe\s+(?:value|text)\b/i.test(name))
    return `"${name}" holds the words around the value, not a field's name; write "Type "…" into the … field"`
  // `Click to the right of the logo`: a direction or a purpose, no control's name.
  if (kind === 'clickable' && /^to\s/.test(name)) return `"${name}" is a direction or a purpose, not a control's name; name the control`
  // `Click Save to continue`: a purpose clause ran into an unquoted name; the name alone is read with the clause dropped
  // (and noted), as after a quoted one. Only verbs no control's name goes on with ("Add to cart" and "Back to top" stay).
  if (PURPOSE_TAIL.test(name)) return `"${name}" ends in what the step is for; the control's name is before "to"`
  // `Click Save at the top`, `… opened at the Settings tab`: a place ran into the name.
  if (/\sat\s+(?:the|a|an)\s/i.test(name)) return `"${name}" holds a place ("at the …"); quote the name`
  // `Tap the back arrow`: an arrow is drawn, not named; which control it is the words do not say.
  if (kind === 'clickable' && /\sarrows?$/i.test(name))
    return `"${name}" describes an arrow, which names no control; name the control ("the Back button") or quote its label`
  // `Input username with password "secret"`: two fields ran into one name.
  if (kind === 'field' && /\swith\s/i.test(name) && !new RegExp(`\\b${esc}\\s+(?:field|box|input|textbox)\\b`, 'i').test(text))
    return `"${name}" holds a second field or value ("with …"); write one step per field`
  return undefined
}

const APPEARING =
  /\b(?:a+p+e+a+r+s?|a+p+a+e+r+s?|dis+a+p+e+a+r+s?|dis+a+p+a+e+r+s?|shows?(?:\s+up)?|pops?\s+up|is\s+(?:shown|displayed|visible))\s*[.!]?\s*$/i

/**
 * `Hint "X" apears`: a first word read as a misspelt action verb while the step ends in a verb of appearing is a
 * statement about a message; running the action would act on what the step only says is shown.
 */
export function truthNoteReason5(actions: readonly UiAction[], text: string, notes: readonly Note[]): string | undefined {
  // Most readings have no corrected word: that is tested first, as this runs on every reading.
  if (!notes.some((n) => n.kind === 'corrected')) return undefined
  const first = /^\s*([A-Za-z]+)/.exec(text)?.[1]
  const slip = notes.some((n) => n.kind === 'corrected' && first !== undefined && n.message.startsWith(`read "${first}" as`))
  if (!slip || !APPEARING.test(text) || !actions.some((a) => !a.kind.startsWith('verify_') && a.kind !== 'wait')) return undefined
  return `the step ends in a verb of appearing, so "${first}" is a noun, not a misspelt action verb; write "Verify "…" is visible"`
}
