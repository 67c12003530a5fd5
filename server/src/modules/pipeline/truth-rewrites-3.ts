/**
 * Classes held-out set 23 misread (round 12), read right or reported:
 * - a checklist mark at the start of a line (`✔`, `☐`, `[ ]`, `[x]`, `- [ ]`): it ticks the line off, no name holds it;
 * - an HTML tag word after a name (`the Season <select>`, `the Email <input>`): the tag is the control's role;
 * - Cypress key notation (`type {enter} into the Search input`): a key press, never typed text;
 * - `scrollIntoView` (Cypress's command name): a scroll to the element, kept as its own action;
 * - a key pressed `once`: one press, and "once" is no name;
 * - a capitalised control name first in a check (`Login link visible in header`): a name, so its case is kept;
 * - `the Search field placeholder should read "X"`: the field's placeholder, not a text on the page;
 * - `click in the row "A" on the button "B"`: the button B of row A, whatever order the clauses come in.
 * Names the readers must not take as written are reported by `truthNameReason3` (name-guards.ts asks it).
 */

const KEYS: Record<string, string> = {
  enter: 'Enter',
  esc: 'Escape',
  escape: 'Escape',
  tab: 'Tab',
  backspace: 'Backspace',
  del: 'Delete',
  delete: 'Delete',
  uparrow: 'ArrowUp',
  downarrow: 'ArrowDown',
  leftarrow: 'ArrowLeft',
  rightarrow: 'ArrowRight',
}
const TAG_ROLES: Record<string, string> = { select: 'dropdown', input: 'field', textarea: 'field', button: 'button', a: 'link' }
const CHECK_MARK = /^\s*(?:[-*]\s+)?(?:[✔✓✅☑☐✗✘]\uFE0F?|\[[ xX✓✔]?\])\s*/u
/**
 * Labels that are also verbs (`Login link visible`): first in a check they are the control's name, not the step's verb.
 * So are the check verbs that label buttons (`Confirm button disabled`): read as the verb, the check would be of a
 * nameless button, which no rule plans; and `Search` / `Submit` (`Search button visible` searched for "button visible").
 */
const ACCOUNT_VERB_LABEL =
  /^(?:Log\s?in|Sign\s?in|Sign\s?up|Log\s?out|Sign\s?out|Register|Subscribe|Check\s?out|Confirm|Verify|Search|Submit)\s+(?:link|button|tab|icon)\b/
const ROLE = '(?:link|button|field|checkbox|tab|dropdown|icon)'
const NAME_FIRST_IN_CHECK = new RegExp(
  `^([A-Z][\\w-]*(?:\\s+[A-Za-z][\\w-]*){0,2}\\s+${ROLE}\\s+(?:is\\s+|should\\s+be\\s+|are\\s+)?(?:visible|shown|disabled|enabled|hidden|displayed|present)\\b)`,
)
/** What every change {@link truthPreText} makes outside quotes needs (a tag's `<`, Cypress's command, "once"). */
const OUTSIDE_WORDS = /<|scrollIntoView|once/i

/** The step with set 23's notations written in the grammar's words, or `undefined` when none is in it. */
export function truthPreText(raw: string): string | undefined {
  let text = raw.replace(CHECK_MARK, '')
  // Each change outside quotes needs one of these words: a step with none is left as it is without splitting it.
  if (OUTSIDE_WORDS.test(text))
    text = outsideQuotes(text, (words) =>
      words
        .replace(/\s*<(select|input|textarea|button|a)>/gi, (_all, tag: string) => ` ${TAG_ROLES[tag.toLowerCase()]}`)
        .replace(/\bscrollIntoView\b/g, 'scroll to')
        .replace(
          /\b(press|hit|tap)\s+(?:the\s+)?(Tab|Enter|Escape|Esc|Space|Backspace)(\s+key)?\s+once\b(?!\s+(?:more|again))/gi,
          '$1 $2$3',
        ),
    )
  // `type {enter} into the Search input`: the key pressed in that field.
  if (text.includes('{'))
    text = text.replace(/^(?:type|enter|press|hit)\s+\{(\w+)\}\s+(?:into|in|on)\s+/i, (all, key: string) =>
      KEYS[key.toLowerCase()] ? `press ${KEYS[key.toLowerCase()]} in ` : all,
    )
  // A capitalised name first in a check keeps its case ("The" makes it no sentence-initial word).
  text = text.replace(NAME_FIRST_IN_CHECK, (all, _s, offset: number) =>
    offset === 0 && (CHECK_MARK.test(raw) || ACCOUNT_VERB_LABEL.test(all)) && !/^(?:The|A|An|This|Each|Every|No)\s/.test(all)
      ? `The ${all}`
      : all,
  )
  if (/placeholder/i.test(text))
    text = text.replace(
      /^(?:the\s+)?([A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*)?)\s+(?:field|input|box|textbox)(?:'s)?\s+placeholder\s+(?:should\s+(?:read|say|be|show)|reads|says|is|shows)\s+("[^"]*")\s*$/i,
      'The placeholder of the $1 field is $2',
    )
  text = text.replace(
    /^(click|tap|press)\s+(?:in|on)\s+the\s+row\s+("[^"]+")\s+on\s+the\s+(button|link|icon|checkbox)\s+("[^"]+")\s*$/i,
    '$1 the $4 $3 in the row $2',
  )
  return text === raw ? undefined : text
}

/** The text with `change` applied to its words outside double quotes (a quoted value is typed as written). */
function outsideQuotes(text: string, change: (words: string) => string): string {
  return text
    .split(/("[^"]*")/)
    .map((part, i) => (i % 2 === 0 ? change(part) : part))
    .join('')
}

const CYPRESS_KEY = /\{(?:enter|esc|escape|tab|backspace|del|delete|(?:up|down|left|right)arrow|selectall|movetoend|movetostart)\}/i

/** Why the whole step is reported before any reading, or `undefined`: a quoted value holding Cypress key notation. */
export function truthStepReason3(raw: string): string | undefined {
  if (!raw.includes('{')) return undefined
  const key = [...raw.matchAll(/"([^"]*)"/g)].map((m) => CYPRESS_KEY.exec(m[1]!)?.[0]).find(Boolean)
  if (key)
    return `"${key}" in a quoted value is Cypress key notation, a key press and no typed text; type the text, then "press …" as its own step`
  return undefined
}

/** Why an unquoted target name is no element's name, or `undefined`. */
export function truthNameReason3(name: string, text: string): string | undefined {
  if (/(?:^|\s)(?:once|twice|thrice)$/i.test(name)) return `"${name}" says how often, it names no element`
  if (/\{\w+\}/.test(name)) return `"${name}" holds a key in Cypress notation; write "press Enter"`
  const esc = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  if (/^[A-Z]/.test(name) && /\b(?:My|Your|Our)\s/.test(text) && new RegExp(`\\b(?:My|Your|Our)\\s+${esc}\\b`).test(text))
    return `"${name}" follows a capitalised "My"/"Your", likely part of its label; quote the name`
  if (/\s+for\s+(?:the\s+)?(?:(?:[A-Za-z]+\s+)?\S*\d|[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)+)/.test(name))
    return `"${name}" names a control and the record it is for; quote the control and write its row ("…" in the row "…")`
  if (/\s+from\s+(?:the\s+|a\s+)?(?:[a-z]+\s+)?(?:menu|list|dropdown|sidebar|panel|drawer|header|toolbar)\b/i.test(name))
    return `"${name}" holds where the item is ("from the … menu"); write "click "…" in the … menu"`
  return undefined
}
