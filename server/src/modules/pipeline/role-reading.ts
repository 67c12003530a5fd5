import { lemma } from '../understanding/lexicon.js'
import {
  ACTIONS,
  type ActionKind,
  CHECK_WORDS,
  FILLERS,
  IRREGULAR,
  NEGATIONS,
  NOUNS,
  RELATIONS,
  SOFT,
  STATES,
  type State,
} from './role-words.js'

/**
 * The grammar's order-free fallback (docs/decisions/step-understanding.md, fourth round). When no rule reads a step,
 * every word of it is given a role — action verb (any inflection or participle, anywhere), check word, state, role
 * noun with its name, value (a masked quote, a URL or a number), count, scope (`in the row "X"`, `for invoice "X"`,
 * `in the results list`, `in the dialog`), or filler (articles, auxiliaries, "itself", "only", politeness) — and the
 * roles are written out again as the one documented sentence they make (`Into the field "Keyword" "Java developer"
 * enter` -> `enter "Java developer" into the "Keyword" field`). The grammar then plans that sentence as it plans any
 * other, so the generated code is the documented form's. Nothing is guessed: a word no role accounts for, two verbs
 * of different actions, an action with a state, or a value left over gives no reading, and the step stays reported.
 */

const SPAN = /^\uE000(\d+)\uE001$/
const M = '\\uE000\\d+\\uE001'

const ROW_NOUN = '(?:row|line|entry|record|card|item|tile)'
const REGION_NOUN =
  '(?:list|table|grid|dialog|modal|popup|pop-up|header|footer|sidebar|side\\s+bar|toolbar|navigation|nav\\s+bar|navbar|menu\\s+bar|top\\s+bar|section|panel|form)'
/** Scope phrases, anywhere in the step: `in the row "X"`, `in the "X" row`, `for invoice "X"`, `next to "X"`. */
const ROW_SCOPES = [
  new RegExp(
    `\\b(?:in|on|inside|within|for|of)\\s+(?:the\\s+)?${ROW_NOUN}\\s+(?:(?:containing|with|for|of|named|called|labell?ed)\\s+)?(${M})`,
    'i',
  ),
  new RegExp(`\\b(?:in|on|inside|within)\\s+(?:the\\s+)?(${M})\\s+${ROW_NOUN}\\b`, 'i'),
  new RegExp(`\\b(?:next\\s+to|beside|alongside)\\s+(?:the\\s+)?(${M})`, 'i'),
  new RegExp(`\\bfor\\s+(?:the\\s+)?(?:[a-z][\\w-]*\\s+)?(${M})(?!\\s+[a-z])`, 'i'),
]
const REGION_SCOPE = new RegExp(
  `\\b(?:in|inside|within|on|under)\\s+(?:the\\s+)?((?:${M}|[A-Za-z][\\w-]*)(?:\\s+[A-Za-z][\\w-]*)?\\s+)?(${REGION_NOUN})\\b`,
  'i',
)

const TESTER_PLACE = /^\s*(?:on|at|in)\s+the\s+(?:[\w-]+\s+){0,2}?(?:page|screen|view)\b/i

interface Token {
  /** Position among the words that are not articles; neighbours have consecutive positions. */
  at: number
  role: 'action' | 'check' | 'state' | 'neg' | 'noun' | 'span' | 'number' | 'word'
  text: string
  action?: ActionKind
  state?: State
  noun?: (typeof NOUNS)[number][1]
}

interface Named {
  kind: (typeof NOUNS)[number][1] | 'text'
  noun?: string
  /** A masked span or unquoted words; written quoted in the sentence. */
  name?: string
}

/**
 * The one sentence the step's words make in documented order (masked: quotes stay `\uE000n\uE001`), or `undefined`
 * when some word has no role or the roles allow no single reading. `spans` tells URLs from other quoted values.
 */
export function readRoles(masked: string, spans: readonly string[], verbs: readonly string[]): string | undefined {
  // `On the start page the button "Login" click`: where the tester is, not what to do (a page with a URL is a target).
  const where = /\uE000/.test(masked) && spans.some((span) => /^(?:\/|https?:|\{\{)/.test(span)) ? undefined : TESTER_PLACE
  let text = ` ${(where ? masked.replace(where, ' ') : masked).replace(/[.;!?]+$/, '').replace(/([,:])/g, ' $1 ')} `
  let row: string | undefined
  let region: { name?: string; noun: string } | undefined
  for (const pattern of ROW_SCOPES) {
    const found = pattern.exec(text)
    if (!found) continue
    if (row !== undefined) return undefined
    row = found[1]!
    text = `${text.slice(0, found.index)} ${text.slice(found.index + found[0].length)}`
  }
  const place = REGION_SCOPE.exec(text)
  if (place) {
    region = { noun: place[2]!.toLowerCase(), ...(place[1] ? { name: place[1].trim() } : {}) }
    text = `${text.slice(0, place.index)} ${text.slice(place.index + place[0].length)}`
  }
  const tokens = tokenize(text, verbs)
  if (!tokens) return undefined
  const actions = new Set(tokens.filter((t) => t.role === 'action').map((t) => t.action!))
  const states = new Set(tokens.filter((t) => t.role === 'state').map((t) => t.state!))
  const negated = tokens.some((t) => t.role === 'neg')
  if (actions.size > 1 || states.size > 1 || (actions.size === 1 && (states.size > 0 || negated))) return undefined
  const rest = tokens.filter((t) => t.role !== 'action' && t.role !== 'check' && t.role !== 'state' && t.role !== 'neg')
  const scopeText = `${row !== undefined ? ` in the ${row} row` : ''}${region && region.noun !== 'list' && region.noun !== 'table' && region.noun !== 'grid' ? ` in the ${region.name ? `${region.name} ` : ''}${region.noun}` : ''}`
  const said = (t: Token) => (t.role === 'span' ? (spans[Number(SPAN.exec(t.text)![1])] ?? '').replace(/^"|"$/g, '') : t.text)
  const isUrl = (t: Token) => t.role === 'span' && /^(?:\/|https?:|\{\{)/.test(said(t))
  const [verb] = actions
  if (verb) {
    if (region && /^(?:list|table|grid)$/.test(region.noun)) return undefined
    // A page said to open after a check verb (`verify the home page is opened with url /home`) is expected, not opened.
    const expected = /\b(?:should|must|will|shall|would|can|could|may|might)\b/i.test(masked) || tokens.some((t) => t.role === 'check')
    return action(verb, rest, { isUrl, said }, scopeText, expected)
  }
  // `The booking "B-1001" is in My bookings list`: being in a place is being shown there.
  const placed = (row !== undefined || region !== undefined) && /\b(?:is|are|be)\s+(?:in|on|inside|within|for)\b/i.test(masked)
  if (!placed && !tokens.some((t) => t.role === 'check' || t.role === 'state')) return undefined
  const [state = 'visible'] = states
  return check(state, negated, rest, region, scopeText, { isUrl, said }, row !== undefined)
}

function tokenize(text: string, verbs: readonly string[]): Token[] | undefined {
  const words = text.trim().split(/\s+/).filter(Boolean)
  const tokens: Token[] = []
  // Positions: words next to each other (articles and "itself"/"only" aside) may name or describe each other.
  let at = 0
  const push = (token: Omit<Token, 'at'>) => tokens.push({ ...token, at: at++ })
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!
    const lower = word.toLowerCase()
    const two = `${lower} ${words[i + 1]?.toLowerCase() ?? ''}`
    const noun = NOUNS.find(([n]) => n === two) ?? NOUNS.find(([n]) => n === lower)
    // `is to be ticked`, `are to be clicked`: what is to be done is the action, not a state.
    const mandated = /^to\s+be$/i.test(`${words[i - 2]} ${words[i - 1]}`) ? actionOf(lower) : undefined
    if (SPAN.test(word)) push({ role: 'span', text: word })
    else if (/^\d+(?:[.,]\d+)*$/.test(word)) push({ role: 'number', text: word })
    // A capitalised word, or one after an article, just before a role noun names it (`the Sort dropdown`, `the login
    // page`, `Send button`), verb or not.
    else if (i > 0 && (/^[A-Z]/.test(word) || /^(?:the|a|an)$/i.test(words[i - 1]!)) && nounAt(words, i + 1) && !FILLERS.has(lower))
      push({ role: 'word', text: word })
    else if (noun) {
      push({ role: 'noun', text: noun[0], noun: noun[1] })
      if (noun[0].includes(' ')) i++
    } else if (mandated) push({ role: 'action', text: word, action: mandated })
    else if (Object.hasOwn(STATES, lower)) push({ role: 'state', text: word, state: STATES[lower]! })
    // `the no results message`: "no" after an article is part of a name (an empty state's), it negates nothing.
    else if (NEGATIONS.has(lower) && !(lower === 'no' && /^(?:the|a|an|this|that)$/i.test(words[i - 1] ?? '')))
      push({ role: 'neg', text: word })
    else if (CHECK_WORDS.has(lower)) push({ role: 'check', text: word })
    // `There must be 2 addresses …`, `there is "X" …`: a statement that something exists checks that it is shown.
    else if (lower === 'there' && /^(?:is|are|must|should|will|shall)$/i.test(words[i + 1] ?? '')) push({ role: 'check', text: word })
    else if (actionOf(lower)) push({ role: 'action', text: word, action: actionOf(lower)! })
    else if (RELATIONS.has(lower)) return undefined
    else if (SOFT.has(lower)) continue
    else if (FILLERS.has(lower)) at++
    // An ordinal says which of several (the grammar's qualifiers read it); a verb of no action here is no name.
    else if (
      /^(?:first|second|third|last|next|previous|other|\d+(?:st|nd|rd|th))$/.test(lower) ||
      lemma(lower) ||
      lemma(lower, (w) => verbs.includes(w))
    )
      return undefined
    else if (/^[A-Za-z][\w'-]*$/.test(word)) push({ role: 'word', text: word })
    else return undefined
  }
  return tokens
}

function nounAt(words: string[], i: number): boolean {
  const one = words[i]?.toLowerCase()
  const two = `${one} ${words[i + 1]?.toLowerCase() ?? ''}`
  return NOUNS.some(([n]) => n === one || n === two)
}

function actionOf(word: string): ActionKind | undefined {
  const base = IRREGULAR[word] ?? lemma(word, (w) => Object.hasOwn(ACTIONS, w))
  return base ? ACTIONS[base] : undefined
}

/**
 * Gives each role noun its name (a quote or unquoted words just before or after it) and returns the named controls,
 * the values left, and whether unnamed words remain (words before a quote only describe it: `item "X"`,
 * `Premium amount "X"`; one word after it too: `"Comprehensive" plan`).
 */
const NUMBERED = /^\d+(?:[.,]\d+)?$/

function attach(
  rest: Token[],
  said: (t: Token) => string,
): { named: Named[]; values: Token[]; counted?: { n: string; noun: string } } | undefined {
  const used = new Set<number>()
  const named: Named[] = []
  /** The token `d` places from token `i`, if the two are neighbours in the step (no other word between). */
  const near = (i: number, d: number): Token | undefined => {
    const other = rest[i + d]
    return other && rest[i] && other.at === rest[i]!.at + d ? other : undefined
  }
  const take = (j: number) => {
    used.add(j)
    return rest[j]!.text
  }
  for (const [i, t] of rest.entries()) {
    if (t.role !== 'noun') continue
    used.add(i)
    const before = used.has(i - 1) ? undefined : near(i, -1)
    const after = near(i, 1)
    const name = (words: string[]) => named.push({ kind: t.noun!, noun: t.text, name: `"${words.join(' ')}"` })
    if (before?.role === 'span') named.push({ kind: t.noun!, noun: t.text, name: take(i - 1) })
    else if (before?.role === 'word') {
      let j = i - 1
      while (near(j, -1)?.role === 'word' && !used.has(j - 1) && i - j < 3) j--
      name(rest.slice(j, i).map((_, k) => take(j + k)))
    } else if (after?.role === 'span' && near(i + 1, 1)?.role !== 'noun') named.push({ kind: t.noun!, noun: t.text, name: take(i + 1) })
    else if (after?.role === 'word') {
      const words = [take(i + 1)]
      for (let j = i + 1; near(j, 1)?.role === 'word' && words.length < 3; j++) words.push(take(j + 1))
      name(words)
    } else named.push({ kind: t.noun!, noun: t.text })
  }
  const values: Token[] = []
  let counted: { n: string; noun: string } | undefined
  for (const [i, t] of rest.entries()) {
    if (used.has(i)) continue
    if (t.role === 'span' || t.role === 'number') {
      const next = near(i, 1)
      if (t.role === 'number' && next?.role === 'word' && /s$/i.test(next.text) && !used.has(i + 1)) {
        if (counted) return undefined
        counted = { n: t.text, noun: next.text }
        used.add(i + 1)
        continue
      }
      values.push(t)
      continue
    }
    // Words describing the quote after them (up to three), or one word right after a quote.
    let j = i
    while (j - i < 3 && rest[j]?.role === 'word' && !used.has(j) && near(j, 1)) j++
    // The last of them must not read as a verb's third person (`Verify downloads "x"`; `Status`, `Address` are nouns).
    const verbLike = j > i && /[^su]s$/i.test(rest[j - 1]!.text)
    if (j > i && !verbLike && rest[j]?.role === 'span' && rest[j]!.at === rest[j - 1]!.at + 1) {
      for (let k = i; k < j; k++) used.add(k)
      continue
    }
    // One word after a quote describes it (`"Comprehensive" plan`); after a quoted number it may count (`"5" items`).
    if (near(i, -1)?.role === 'span' && near(i, 1)?.role !== 'word' && !NUMBERED.test(said(near(i, -1)!))) continue
    return undefined
  }
  return { named, values, ...(counted ? { counted } : {}) }
}

/** Unquoted words that stood before the value (`select network "Polygon"`): the control's name when it has no noun. */
function describedBy(rest: Token[], value: Token): string | undefined {
  const at = rest.indexOf(value)
  const words: string[] = []
  for (let j = at - 1; j >= 0 && rest[j]!.role === 'word' && rest[j]!.at === rest[j + 1]!.at - 1; j--) words.unshift(rest[j]!.text)
  return words.length > 0 ? `"${words.join(' ')}"` : undefined
}

const CLICK_VERB: Readonly<Record<string, string>> = {
  click: 'click',
  dblclick: 'double-click',
  rightclick: 'right-click',
  hover: 'hover over',
  check: 'tick',
  uncheck: 'untick',
}

interface Values {
  isUrl: (t: Token) => boolean
  /** The value as written (a span unmasked, without its quotes). */
  said: (t: Token) => string
}

function action(verb: ActionKind, rest: Token[], { isUrl, said }: Values, scope: string, modal: boolean): string | undefined {
  const parts = attach(rest, said)
  if (!parts || parts.counted) return undefined
  const { named, values } = parts
  const controls = named.filter((n) => n.kind !== 'page' && n.kind !== 'form')
  const pages = named.filter((n) => n.kind === 'page')
  if (verb === 'navigate') {
    // `Profile page … should open` expects the page; only an instruction opens it.
    if (modal) return undefined
    // `Open the site {{BASE_URL}}/jobs`: a URL right after its page noun is no name of it.
    const urls = [
      ...values,
      ...pages.flatMap((p) => (p.name && SPAN.test(p.name) ? [{ role: 'span' as const, text: p.name, at: -1 }] : [])),
    ]
    if (urls.length !== 1 || !isUrl(urls[0]!)) return undefined
    return controls.length > 0 || scope !== '' || named.some((n) => n.kind === 'form') ? undefined : `open ${urls[0]!.text}`
  }
  if (values.some(isUrl)) return undefined
  // `reload page`, `Send the form`: the page or the form, nameless, is the only thing they may name.
  if (verb === 'reload')
    return values.length === 0 && named.every((n) => n.kind === 'page' && !n.name) && scope === '' ? 'reload the page' : undefined
  if (verb === 'submit') {
    const [form, ...others] = named
    if (values.length > 0 || others.length > 0 || scope !== '' || (form && form.kind !== 'form')) return undefined
    return form?.name ? `submit the ${form.name} form` : 'submit the form'
  }
  if (pages.length > 0) return undefined
  if (verb === 'fill' || verb === 'select') {
    const [value] = values
    if (values.length !== 1 || controls.length > 1) return undefined
    const wanted = verb === 'fill' ? 'field' : 'dropdown'
    const control = controls[0]
    // `select network "Polygon"`: words before the option name its dropdown (a date or a number is typed, not chosen).
    const described = control || /^[\d\s/.:,-]+$/.test(said(value!)) ? undefined : describedBy(rest, value!)
    const name = control ? control.name : described
    if (!name || (control && control.kind !== wanted)) return undefined
    const written = value!.role === 'number' ? `"${value!.text}"` : value!.text
    return verb === 'fill' ? `enter ${written} into the ${name} field${scope}` : `select ${written} from the ${name} dropdown${scope}`
  }
  const word = CLICK_VERB[verb]!
  if (controls.length === 1 && values.length === 0 && controls[0]!.name) {
    const [c] = controls
    // A box that is ticked is a checkbox (`the "Terms" box is to be ticked`).
    const toggle = c!.kind === 'toggle' || (c!.noun === 'box' && (verb === 'check' || verb === 'uncheck'))
    if ((verb === 'check' || verb === 'uncheck') !== toggle) return undefined
    return `${word} the ${c!.name} ${c!.noun === 'box' && toggle ? 'checkbox' : c!.noun}${scope}`
  }
  if (controls.length === 0 && values.length === 1 && values[0]!.role === 'span') return `${word} ${values[0]!.text}${scope}`
  return undefined
}

function check(
  state: State,
  negated: boolean,
  rest: Token[],
  region: { name?: string; noun: string } | undefined,
  scope: string,
  { isUrl, said }: Values,
  inRow: boolean,
): string | undefined {
  const parts = attach(rest, said)
  if (!parts || parts.values.some(isUrl)) return undefined
  const { named, values, counted } = parts
  const stated = negated ? (state === 'visible' ? 'not visible' : undefined) : state
  if (!stated) return undefined
  if (counted) {
    // A count is of a list or the page; `5 stars … for "Great product"` counts inside a row, which no check does.
    if (negated || state !== 'visible' || values.length > 0 || inRow) return undefined
    const lists = named.filter((n) => n.kind === 'list')
    if (named.length !== lists.length || lists.length > 1) return undefined
    const inRegion = region && /^(?:list|table|grid)$/.test(region.noun) ? region : undefined
    if (lists.length === 1 && inRegion) return undefined
    const list = lists[0]
    if (list) return list.name ? `the ${list.name} ${list.noun} has ${counted.n} ${counted.noun}` : undefined
    if (inRegion) return inRegion.name ? `the ${inRegion.name} ${inRegion.noun} has ${counted.n} ${counted.noun}` : undefined
    return region ? undefined : `there are ${counted.n} ${counted.noun}`
  }
  const listScope =
    region && /^(?:list|table|grid)$/.test(region.noun) ? ` in the ${region.name ? `${region.name} ` : ''}${region.noun}` : ''
  const where = `${scope}${listScope}`
  if (named.length === 1 && values.length === 0) {
    const [c] = named
    if (!c!.name || c!.kind === 'page' || c!.kind === 'form' || c!.kind === 'list') return undefined
    // Only a checkbox, radio or switch is ticked (`the "Terms" box is ticked` names no field).
    if ((state === 'checked' || state === 'unchecked') && c!.kind !== 'toggle') return undefined
    return `verify the ${c!.name} ${c!.noun} is ${stated}${where}`
  }
  if (named.length === 0 && values.length === 1 && values[0]!.role === 'span' && (state === 'visible' || state === 'hidden')) {
    const visible = (state === 'visible') !== negated
    return `verify ${values[0]!.text} is ${visible ? 'visible' : 'not visible'}${where}`
  }
  return undefined
}
