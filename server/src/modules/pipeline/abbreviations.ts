/**
 * The terse notation automation engineers write (`click btn Approve row "Ewa Mazur"`, `txt Qty = -3`,
 * `chk Remember me -> on`, `assert tbl stock rows = 48`, `nav /inventory`), rewritten into the documented sentence
 * it abbreviates. A role abbreviation (btn, lnk, txt, ddl, chk, tbl, …) stands before the element's name, so the
 * name is the words after it up to the next word of the notation (a state, `row`, `in`, `=`, `->`, a quote); the
 * name is then quoted, so no later rule can read a joint into it. Works on the masked text (quotes are
 * `\uE000n\uE001`), so no value is ever touched.
 */

const M = '\\uE000\\d+\\uE001'

/** Abbreviated role nouns, and the full ones terse lines also put before a name with no article (`hover icon X`). */
const ROLES: Readonly<Record<string, string>> = {
  btn: 'button',
  button: 'button',
  lnk: 'link',
  link: 'link',
  txt: 'field',
  txtbox: 'field',
  tbx: 'field',
  inp: 'field',
  ddl: 'dropdown',
  drp: 'dropdown',
  cmb: 'dropdown',
  cbo: 'dropdown',
  sel: 'dropdown',
  chk: 'checkbox',
  chkbox: 'checkbox',
  cbx: 'checkbox',
  rdo: 'radio button',
  rad: 'radio button',
  tbl: 'table',
  img: 'image',
  icon: 'icon',
  tab: 'tab',
  menuitem: 'menu item',
  mnuitem: 'menu item',
  hdr: 'heading',
}
/** The role abbreviations, lower case (words of this grammar, though no English words). */
export const ROLE_ABBREVIATIONS: readonly string[] = Object.keys(ROLES)

/** Abbreviations no English sentence holds: their name needs no capital letter (`txt qty = 3`). */
const ALWAYS = /^(?:btn|lnk|txt|txtbox|tbx|inp|ddl|drp|cmb|cbo|chk|chkbox|cbx|rdo|tbl|img|menuitem|mnuitem|hdr)$/i
/** Words of the notation that end a name. */
const STOP =
  'row|rows|in|on|inside|within|under|of|for|is|are|has|have|should|must|not|placeholder|value|text|contains|with|and|then|visible|hidden|displayed|shown|enabled|disabled|checked|unchecked|selected|focused|empty|present|readonly'
const NAME = `(${M}|(?:(?!(?:${STOP})\\b)[^\\s\\uE000=>:-][^\\s\\uE000]*)(?:\\s+(?!(?:${STOP})\\b)(?!->|=|:)[^\\s\\uE000]+)*)`
/** A role word standing where a name's article would be: at the start, or after the verb or a place word. */
const ROLE_AT = new RegExp(
  `(^|^(?!(?:radio|toggle|menu|combo|list|edit|text|search|pop-up)\\b)[a-z][\\w-]*\\s+|\\b(?:in|on|into|at)\\s+)(${Object.keys(ROLES).join('|')})\\s+${NAME}`,
  'i',
)

/** Any abbreviation the notation uses, for the guard that reports names still holding one. */
export const ABBREVIATION = /^(?:btn|lnk|txt|txtbox|tbx|ddl|drp|cmb|cbo|chk|chkbox|cbx|rdo|tbl|img|dlg|pg|menuitem|mnuitem)\b/i

const STATES = 'visible|hidden|displayed|shown|enabled|disabled|checked|unchecked|selected|focused|empty|present|readonly'

/** A rule: its pattern, its replacement, and what any match holds (a cheaper test, run first: most lines hold none). */
const RULES: [RegExp, string, RegExp?][] = [
  // Verbs: `nav /x`, `rclick "X"`, `dblclick "X"`.
  [/^nav\s+(?:to\s+)?/i, 'navigate to '],
  [/^r-?click\b/i, 'right-click'],
  [/^(?:dbl|dbl-|d)click\b/i, 'double-click'],
  // `login as "u" pwd "p"`: the composite log-in step.
  [new RegExp(`^log-?in\\s+as\\s+(${M})\\s+(?:pwd|pw|pass|password)\\s*[:=]?\\s*(${M})$`, 'i'), 'log in as $1 with password $2'],
  // The page and the dialog: `pg url`, `pg title`, `wait for pg load`, `in dlg`, `dlg accept`.
  [/\bpg\s+load(?:ed)?$/i, 'the page to load', /pg/i],
  [/\bpg\s+(url|title)\b/i, 'the $1', /pg/i],
  [/^dlg\s+(accept|dismiss|cancel|close)$/i, '$1 the dialog'],
  [/\b(in|on|inside)\s+dlg\b/i, '$1 the dialog', /dlg/i],
  // `assert`, `verify` lines: `url endswith`, `url = x`, `title = "x"`.
  [/\b(ends|starts)with\b/i, '$1 with', /with/i],
  [new RegExp(`\\b(url|title)\\s*==?\\s*(?=${M}$)`, 'i'), '$1 is ', /=/],
  [/^wait\s+(?=\uE000\d+\uE001$)/i, 'wait for '],
]

const ROW_WORD = /row/i
const ROW_TARGET = new RegExp(`^([a-z][\\w-]*)\\s+row\\s+(?=${M}$)`, 'i')
const ROW_OF = new RegExp(`(?<!\\b(?:the|a|an|in|of|each|every|first|last)\\s)\\brow\\s+(?=${M})`, 'gi')
const TEXT_IN_ROW = new RegExp(`^(verify|assert|check)\\s+(${M})\\s+(?=in\\s+the\\s+row\\s+${M}$)`, 'i')
const STATE_AFTER = new RegExp(`^((?:verify|assert|check)\\s+(?:(?!\\bis\\b).)+?)\\s+(not\\s+)?(${STATES})$`, 'i')

/** The documented sentence a terse line abbreviates, or `undefined` when the line is not in the notation. */
export function expandTerse(masked: string): string | undefined {
  let text = masked
  for (const [pattern, to, needs] of RULES) if (!needs || needs.test(text)) text = text.replace(pattern, to)
  const role = ROLE_AT.exec(text)
  if (role) {
    const [all, lead, word, name] = role as unknown as [string, string, string, string]
    // A full noun is terse only after a verb or a place word, before a capitalised name or a quote (`click button
    // Save`, not `press tab twice`; `Link Settings, activate it` is a screen reader's wording, writer-frames.ts).
    const terse = ALWAYS.test(word) || (lead !== '' && /^(?:\uE000|[A-Z0-9])/.test(name))
    if (terse && !/^(?:the|a|an)$/i.test(name.split(/\s+/)[0]!)) {
      const noun = ROLES[word.toLowerCase()]!
      const quoted = /^\uE000\d+\uE001$/.test(name) ? name : `"${name}"`
      text = `${text.slice(0, role.index)}${lead}the ${quoted} ${noun}${text.slice(role.index + all.length)}`
      text = terseTail(text, noun)
    }
  }
  // Each of the three row rules needs the word, and none takes it away.
  if (ROW_WORD.test(text)) {
    // `rclick row "X"`: the row is the target; elsewhere `row "X"` is the row holding X.
    text = text.replace(ROW_TARGET, '$1 the row ')
    text = text.replace(ROW_OF, 'in the row ')
    // `assert "X" in the row "Y"`: a text alone is checked visible.
    text = text.replace(TEXT_IN_ROW, '$1 $2 is visible ')
  }
  // `verify the "X" button in the row "Y" enabled`: a state after the element is its check.
  text = text.replace(STATE_AFTER, (all, head: string, not: string | undefined, state: string) =>
    /\b(?:is|are|be)\s*$/i.test(head) ? all : `${head} is ${not ?? ''}${state}`,
  )
  return text === masked ? undefined : text
}

/** What follows a terse element: `= value`, `-> on`, `placeholder = "x"`, `rows = 2`. */
function terseTail(text: string, noun: string): string {
  const target = tailPatterns(noun).assigned.exec(text)
  if (target) {
    const [all, element, value] = target as unknown as [string, string, string]
    // `set txt City = x`, `enter txt City = x`: a verb of setting before the element adds nothing to the `=`.
    const head = text
      .slice(0, target.index)
      .trim()
      .replace(/^(?:set|enter|type|fill|input|select|choose|pick|toggle)$/i, '')
    const quoted = /^\uE000\d+\uE001$/.test(value.trim()) ? value.trim() : `"${value.trim()}"`
    if (head === '' && /^(?:checkbox|radio button)$/.test(noun) && /^(?:on|off|true|false|yes|no|checked|unchecked)$/i.test(value.trim()))
      return `${/^(?:on|true|yes|checked)$/i.test(value.trim()) ? 'check' : 'uncheck'} ${element}`
    if (head === '' && noun === 'field') return `enter ${quoted} into ${element}`
    if (head === '' && noun === 'dropdown') return `select ${quoted} from ${element}`
    return text.slice(0, text.length - all.length) + all
  }
  text = text.replace(tailPatterns(noun).placeholder, '$1 has placeholder ')
  if (noun === 'table') text = text.replace(/(the\s+\S+\s+table)\s+rows?\s*(?:=|==|:|is)\s*(\d+)$/i, '$1 has $2 rows')
  return text
}

const tails = new Map<string, { assigned: RegExp; placeholder: RegExp }>()

/** The patterns of what follows an element of one role (built once per role noun). */
function tailPatterns(noun: string): { assigned: RegExp; placeholder: RegExp } {
  let found = tails.get(noun)
  if (!found) {
    found = {
      assigned: new RegExp(`(the\\s+(?:${M}|"[^"]*")\\s+${noun})\\s*(?:=|->|=>|:)\\s*(.+)$`, 'i'),
      placeholder: new RegExp(`(the\\s+(?:${M}|"[^"]*")\\s+${noun})\\s+placeholder\\s*(?:=|==|:|is)\\s*(?=${M}$)`, 'i'),
    }
    tails.set(noun, found)
  }
  return found
}
