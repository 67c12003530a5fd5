import { COMMON_WORDS, KEYWORDS, lemma, VERB_SYNONYMS, VERBS } from './lexicon.js'
import { type Masked, mask, tidy, unmask } from './masking.js'
import { correctWord } from './spelling.js'
import { normaliseWording, questionReadings } from './wording.js'

/**
 * The sentence half of step understanding, shared by the UI and API grammars. It turns a step as people write it
 * into the plain imperative form the grammars map to actions, and says what it changed:
 * - quoted values, `{{VAR}}` placeholders, URLs and JSON are masked first, so nothing below ever touches them;
 * - lead words are dropped: Gherkin keywords, "I"/"the user"/"we", "please", modal "should/must/need to/want to";
 * - the first word is read as a verb: inflections reduced ("clicked" -> "click"), a misspelling corrected when one
 *   verb is clearly closest (with a note), synonyms mapped; misspelt structural keywords likewise;
 * - passive actions are turned round (`The "Save" button is clicked` -> `click the "Save" button`);
 * - a leading place phrase moves behind the verb (`In the Email field, type "x"` -> `type "x" in the Email field`);
 * - {@link splitCompound} and {@link circumstanceCuts} offer the grammar the parts of compound steps and the
 *   clauses that add no action; the grammar decides, so a split or a cut happens only when the result is understood.
 */

export interface Note {
  /** `corrected`: a misspelling fixed; `ignored`: words that add no action; `split`: a compound step. */
  kind: 'corrected' | 'ignored' | 'split' | 'expanded' | 'reordered'
  message: string
}

export { forgetMasks, type Masked, mask, tidy, unmask } from './masking.js'

const LEADS = [
  // "ok" before a box or dialog is the answer to it (wording.ts reads `ok the confirm box` as accepting it).
  // "Next" before a role noun with no comma is the control's name (`Next button stays enabled`), not "then".
  /^(?:given|when|then|and|but|next(?!\s+(?:button|link|tab|arrow)\b)|finally|also|now|afterwards|after\s+that|thereafter|subsequently|following\s+(?:this|that)|first(?:ly)?|lastly|so|ok|okay|alright|\*|-)\b[,:]?\s+/i,
  // `Step 2: Select …`, `3) Click …`: a numbered script line.
  /^(?:step\s+)?\d+\s*[:.)-]\s+/i,
  // "u" is chat-style "you".
  /^(?:(?:the\s+)?(?:user|customer|visitor|shopper|tester|client)|i|we|you|u|she|he|they)\s+(?!(?:is|are|am|has|have|was)\b)/i,
  /^(?:please|kindly|just|simply|let's|lets|let\s+us|go\s+ahead\s+and|do(?=\s+(?!not\b)[a-z])|make(?=\s+(?:a\s+)?(?:click|double|right|tap)))\s+/i,
  /^(?:should|must|need\s+to|needs\s+to|want\s+to|wants\s+to|will|shall|can|try\s+to|tries\s+to|am\s+able\s+to|is\s+able\s+to|are\s+able\s+to|able\s+to|going\s+to)\s+(?!(?:be|not|see|have)\b)/i,
]

/** Drops lead words until none is left; keeps "I should see" readable as a check (`should see …`). */
function dropLeads(text: string): string {
  let out = text
  for (let changed = true; changed; ) {
    changed = false
    for (const lead of LEADS) {
      const next = out.replace(lead, '')
      if (next !== out && next.trim() !== '') {
        out = next
        changed = true
      }
    }
  }
  return out
}

const PASSIVE_VERBS: Readonly<Record<string, string>> = {
  clicked: 'click',
  'clicked on': 'click',
  tapped: 'tap',
  pressed: 'press',
  'double-clicked': 'double-click',
  'double clicked': 'double-click',
  'right-clicked': 'right-click',
  hovered: 'hover',
  'hovered over': 'hover',
  entered: 'enter',
  typed: 'type',
  'filled in': 'enter',
  // `The Email field is filled with "a"` -> `fill the Email field with "a"`; `"Spain" is selected from the X dropdown`.
  'filled out': 'fill',
  filled: 'fill',
  'selected from': 'select',
  'chosen from': 'select',
  submitted: 'submit',
  opened: 'open',
  visited: 'visit',
  reloaded: 'reload',
  refreshed: 'refresh',
  ticked: 'tick',
  // `The page is scrolled to the bottom`, `A screenshot is taken`
  scrolled: 'scroll',
  taken: 'take',
  sent: 'send',
  called: 'call',
}

const PASSIVE = new RegExp(
  `^(.+?)\\s+(?:is|are|was|were|gets|get|has\\s+been|have\\s+been)\\s+(${Object.keys(PASSIVE_VERBS)
    .sort((a, b) => b.length - a.length)
    .join('|')})(?:\\s+(.*))?$`,
  'i',
)

const CHECK_LEAD = /^(?:verify|assert|ensure|expect|confirm|validate|make\s+sure|check\s+(?:that|whether|if)|double-check)\b/i

/**
 * The get-passive says an event, never a state (`"X" gets unticked` is done; `"X" is unticked` may be checked), and a
 * control's value "changed to" one names the change made to it (`The "Wall" dropdown is changed to "Cave"`).
 */
const EVENT_PASSIVE =
  /^(.+?)\s+(?:gets|got|get)\s+(unticked|unchecked|deselected|cleared)$|^(.+?\s+(?:dropdown|drop-down|select|selector|combo\s*box|list\s*box))\s+(?:(?:is|was|gets|got)\s+(?:changed|switched)|(?:gets|got)\s+set)\s+to\s+(\uE000\d+\uE001)$/i
const EVENT_VERBS: Readonly<Record<string, string>> = { unticked: 'untick', unchecked: 'uncheck', deselected: 'deselect', cleared: 'clear' }

/** `X is clicked` -> `click X`; `"a" is entered into the Name field` -> `enter "a" into the Name field`. */
function unpassive(text: string): string | undefined {
  // "Make sure the checkbox is ticked" checks a state; it does not tick it.
  if (CHECK_LEAD.test(text)) return undefined
  const event = / (?:gets|got|get|changed|switched|set) /i.test(` ${text} `) ? EVENT_PASSIVE.exec(text) : null
  if (event?.[1]) return `${EVENT_VERBS[event[2]!.toLowerCase()]!} ${event[1]}`
  if (event?.[3]) return `change ${event[3]} to ${event[4]}`
  const match = PASSIVE.exec(text)
  if (!match) return undefined
  const said = match[2]!.toLowerCase().replace(/\s+/g, ' ')
  const verb = PASSIVE_VERBS[said]!
  // `"Spain" is selected from the X dropdown`: the place word stays with its place.
  const place = /\s(from)$/.exec(said)?.[1]
  // `The "Next" link is clicked twice`: two clicks, as `Click the "Next" link twice` is (wording.ts); never one.
  if (!place && match[3] && /^(?:twice|two\s+times|2\s+times|2x)$/i.test(match[3].trim()))
    return `${verb} ${match[1]!}, then ${verb} ${match[1]!}`
  return `${verb} ${match[1]!}${place ? ` ${place}` : ''}${match[3] ? ` ${match[3]}` : ''}`
}

export interface Sentence {
  /** Masked imperative text (see {@link Masked}). */
  masked: Masked
  notes: Note[]
  /** The Gherkin keyword the step started with, lower case (`given` arranges a state, `then` checks one). */
  gherkin?: string
  /** A question (`Is "X" shown?`): the statements it may mean, masked; the grammar keeps those it understands. */
  questions?: string[]
}

/** Multi-word synonyms, longest first. */
const PHRASES = Object.keys(VERB_SYNONYMS)
  .filter((w) => /\s/.test(w))
  .sort((a, b) => b.length - a.length)

/**
 * Reads one step: masks it, drops lead words, turns passive and fronted phrases round, and normalises its verb.
 * `vocabulary` limits which verbs a misspelling may become (the UI and API grammars know different verbs).
 */
export function readSentence(raw: string, vocabulary: readonly string[] = VERBS): Sentence {
  const notes: Note[] = []
  const masked = mask(tidy(raw))
  let text = normaliseWording(masked.text.replace(/\s*[.;!]+$/, '').trim())
  const gherkin = /^(given|when|then|and|but)\b/i.exec(text)?.[1]?.toLowerCase()
  // Before lead words go: "Can I see …?" would lose its "can" and "I".
  const asked = questionReadings(text)
  text = dropLeads(text)
  const questions = asked ?? questionReadings(text)
  if (questions) return { masked: { text, spans: masked.spans }, notes, questions }
  text = pageOfUrl(text, masked.spans)
  const passive = unpassive(text)
  if (passive) text = passive
  // `On the login page enter "bob" …`: where the tester is, not a place of the action (it would join a name).
  const where = /^(?:on|at|in)\s+the\s+(?:[\w-]+\s+){0,2}?(?:page|screen|view),?\s+([a-z][\w-]*)\b/i.exec(text)
  if (where && verbOf(where[1]!, vocabulary) !== undefined) {
    const place = where[0].slice(0, where[0].length - where[1]!.length).replace(/,?\s+$/, '')
    notes.push({ kind: 'ignored', message: `ignored "${place}" (where the tester is; it adds no action)` })
    text = text.slice(where[0].length - where[1]!.length)
  }
  const fronted =
    /^((?:in|into|inside|within|on|under|for|from|using|with|via)\s+[^,]+?),\s*(.+)$/i.exec(text) ?? frontedWithoutComma(text, vocabulary)
  if (fronted && /^[a-z-]+/i.test(fronted[2]!)) {
    // The place belongs to the first action: "In X, type "a" and click B" -> "type "a" in X and click B".
    const rest = fronted[2]!
    const joint = /\s+(?:and|then)\s+|\s*[,;]\s*/i.exec(rest)
    const at = joint ? joint.index : rest.length
    const place = `${fronted[1]!.charAt(0).toLowerCase()}${fronted[1]!.slice(1)}`
    text = `${rest.slice(0, at)} ${place}${rest.slice(at)}`
    notes.push({ kind: 'reordered', message: `read as "${unmask(masked, text)}"` })
  }
  text = dropLeads(text)
  text = normaliseVerb(text, vocabulary, notes)
  text = correctKeywords(text, notes)
  return { masked: { text, spans: masked.spans }, notes, ...(gherkin ? { gherkin } : {}) }
}

const PHRASE_PATTERNS = PHRASES.map((phrase) => {
  const words = phrase.split(' ')
  return {
    phrase,
    head: words[0]!,
    second: words[1]!,
    pattern: new RegExp(`^(\\w+(?:-\\w+)?)\\s+${words.slice(1).join('\\s+')}\\b`, 'i'),
  }
})
/**
 * The first word and the spaces after it, as every phrase pattern reads them (one way only: the word is followed by
 * a space). A pattern matches only where the word after starts with the phrase's second word, so the others are not run.
 */
const FIRST_WORD = /^\w+(?:-\w+)?\s+/

function normaliseVerb(text: string, vocabulary: readonly string[], notes: Note[]): string {
  const lower = text.toLowerCase()
  const lead = FIRST_WORD.exec(lower)
  const after = lead ? lower.slice(lead[0].length) : undefined
  for (const { phrase, head, second, pattern } of after === undefined ? [] : PHRASE_PATTERNS) {
    if (!after!.startsWith(second)) continue
    // "moves the mouse over", "clicked on": the first word may be inflected.
    const first = pattern.exec(lower)
    if (first && (first[1] === head || lemma(first[1]!, (w) => w === head) !== undefined))
      return `${VERB_SYNONYMS[phrase]!}${text.slice(first[0].length)}`
  }
  const match = /^([A-Za-z]+(?:-[A-Za-z]+)?)(\.)?(?=\s|$)/.exec(text)
  if (!match) return text
  const word = match[1]!
  // `Nav. to /x`: the full stop of an abbreviation is no part of the step.
  const rest = text.slice(word.length + (match[2] && abbreviated(word, vocabulary) ? 1 : 0))
  const base = lemma(word)
  // A verb of the other grammar stays as written ("Save btn …" in a UI step names the Save button).
  if (base) return vocabulary.includes(VERB_SYNONYMS[base] ?? base) ? `${VERB_SYNONYMS[base] ?? base}${rest}` : text
  const corrected = correctWord(word, vocabulary) ?? abbreviated(word, vocabulary)
  if (!corrected) {
    // A statement's first word may be a misspelt noun ("Resposne contains …").
    const keyword = word.length >= 5 ? correctWord(word, KEYWORDS, 1) : undefined
    if (!keyword) return text
    notes.push({ kind: 'corrected', message: `read "${word}" as "${keyword}"` })
    return `${keyword}${rest}`
  }
  notes.push({ kind: 'corrected', message: `read "${word}" as "${corrected}"` })
  return `${VERB_SYNONYMS[corrected] ?? corrected}${rest}`
}

/**
 * `Nav to /x`, `Sel "Dog" in …`, `Val that …`: a first word of three to five letters that only one verb of the
 * grammar starts with (and that is no word of its own) is that verb cut short, as testers abbreviate in scripts.
 */
function abbreviated(word: string, vocabulary: readonly string[]): string | undefined {
  const w = word.toLowerCase()
  if (w.length < 3 || w.length > 5 || COMMON_WORDS.has(w) || lemma(w) !== undefined) return undefined
  const verbs = new Set(
    vocabulary.filter((verb) => verb.length >= w.length + 2 && verb.startsWith(w)).map((verb) => VERB_SYNONYMS[verb] ?? verb),
  )
  return verbs.size === 1 ? vocabulary.find((verb) => verb.length >= w.length + 2 && verb.startsWith(w)) : undefined
}

function correctKeywords(text: string, notes: Note[]): string {
  return text.replace(/(?<=\s)([A-Za-z]{5,})(?=\s|$)/g, (word) => {
    const corrected = keywordFor(word)
    if (corrected === undefined) return word
    notes.push({ kind: 'corrected', message: `read "${word}" as "${corrected}"` })
    return corrected
  })
}

/** Per word, the keyword it is a misspelling of (or `undefined`): the same words recur in every step. */
const keywordMemo = new Map<string, string | undefined>()

function keywordFor(word: string): string | undefined {
  if (keywordMemo.has(word)) return keywordMemo.get(word)
  if (keywordMemo.size >= 5000) keywordMemo.clear()
  // "displays" is a form of "displayed", not a misspelling of it.
  const stem = word.toLowerCase().replace(/(?:s|es|ed|ing)$/, '')
  const corrected =
    // "reading" is a form of "read", an ordinary word, not a misspelling of "heading".
    KEYWORDS.some((keyword) => keyword.startsWith(stem) || stem.startsWith(keyword)) || lemma(word) || COMMON_WORDS.has(stem)
      ? undefined
      : correctWord(word, KEYWORDS, 1)
  keywordMemo.set(word, corrected)
  return corrected
}

/** `the /orders page` -> `/orders`: a URL or path named as a page is the URL. */
function pageOfUrl(text: string, spans: string[]): string {
  return text.replace(/(?:\bthe\s+)?\uE000(\d+)\uE001\s+(?:page|screen|route|url)\b/gi, (all, n: string) =>
    /^(?:\/|https?:|\{\{)/.test(spans[Number(n)] ?? '') ? `\uE000${n}\uE001` : all,
  )
}

/**
 * `In the search box type "lamp"`: a place phrase ending in a field or control noun, then a verb, with no comma; or
 * a row named by a quoted text, then anything. Returns the same shape as the comma form's match (place, rest).
 */
function frontedWithoutComma(text: string, vocabulary: readonly string[]): [string, string, string] | undefined {
  const match =
    /^((?:in|into|inside|within|on|using|from)\s+(?:the\s+)?(?:\S+\s+){0,3}?(?:field|box|input|dropdown|list|menu|area|textbox|textarea|form|section|dialog|page))\s+([a-z][\w-]*)\b(.*)$/i.exec(
      text,
    )
  if (match && verbOf(match[2]!, vocabulary) !== undefined) return [match[0], match[1]!, `${match[2]}${match[3]}`]
  // `In the row containing "X" the text "Y" is visible`: a row named by a quoted text ends at the quote.
  const row =
    /^((?:in|inside|within|on)\s+the\s+(?:row|line|card|entry|item|list\s+item)\s+(?:containing|with|for|of|holding|that\s+(?:contains|has|shows))\s+\uE000\d+\uE001)\s+(?!and\b|then\b)(.+)$/i.exec(
      text,
    )
  return row ? [row[0], row[1]!, row[2]!] : undefined
}

/**
 * Ways to cut a compound step into parts at `and`, `then`, `,` or `;` before a verb, outside quotes. The
 * grammar uses the first way in which every part is understood.
 */
export function splitCompound(masked: string, isVerb: (word: string) => boolean): string[] | undefined {
  const joints = /\s*(?:,\s*(?:and\s+|then\s+|and\s+then\s+)?|;\s*|\s+and\s+then\s+|\s+then\s+|\s+and\s+)/gi
  const parts: string[] = []
  let start = 0
  for (const joint of masked.matchAll(joints)) {
    const after = masked.slice(joint.index + joint[0].length)
    const next = dropLeads(after)
    const word = /^([A-Za-z]+(?:-[A-Za-z]+)?)/.exec(next)?.[1]
    // A value and its place with the verb left out (`…, "pw" into Password`) continues the list of the same action.
    // So does a statement about a quoted text or a JSON path (`… is visible and "B" is not visible`, `… and $.id to exist`).
    const elided =
      /^\uE000\d+\uE001\s+(?:into|in|to|with|as|is|are|should|must|does|do|has|have|appears|shows|exists)\b/i.test(next) ||
      // `Click "Cart", then "Checkout"`: a quoted name alone repeats the verb before it.
      /^\uE000\d+\uE001\s*(?:$|[,;]|\s+(?:and|then)\b)/i.test(next) ||
      /^\$[\w.[\]]*\s/.test(next)
    if (!elided && (!word || !isVerb(word))) continue
    parts.push(masked.slice(start, joint.index))
    start = joint.index + joint[0].length
  }
  if (parts.length === 0) return undefined
  parts.push(masked.slice(start))
  return parts.map((part) => part.trim()).filter((part) => part !== '')
}

/** Is `word` (inflected or misspelt) a verb of `vocabulary`? */
export function verbOf(word: string, vocabulary: readonly string[]): string | undefined {
  const base = lemma(word)
  if (base && vocabulary.includes(base)) return base
  return correctWord(word, vocabulary)
}

const CIRCUMSTANCES: RegExp[] = [
  /\s+without\s+(?:\w+ing)\b.*$/i,
  // A purpose clause: "to continue", "to create the task" (never "to the …", "to /path" or "to "value""; never a
  // state after "expect … to" or "wait for … to": "to not exist", "to no longer be visible", "to be gone").
  /\s+(?:in\s+order\s+)?to\s+(?!(?:the|a|an|my|your|this|that|it|not|no|never|be|exist|appear|disappear|vanish|remain|stay|show|contain|have|equal|match)\b)[a-z]+\b.*$/i,
  /\s+(?:so\s+that|so\s+as\s+to|in\s+order\s+to|because|since|as\s+(?:usual|before|expected))\b.*$/i,
  // A relative clause after a comma says more about what was named: "…, which opens the editor"; ", as …" the reason.
  /\s*,\s*(?:which|as)\s.*$/i,
  /\s+(?:if\s+(?:prompted|needed|necessary|asked|required|shown|present|visible))\b.*$/i,
  /\s+(?:again|once\s+more|as\s+well|too|successfully|now|immediately|right\s+away|quickly)$/i,
  // When the step is done, said at length: `at this point in time`, `at this stage`, `at this moment`.
  /\s+(?:at\s+this\s+(?:point(?:\s+in\s+time)?|stage|moment|time)|at\s+that\s+point)$/i,
  // A remark in brackets, unless it answers a dialog, counts or expects a failure: `(confirm)`, `(3 times)`, `(should fail)`.
  /\s*\((?![^)]*\b(?:accept|confirm|cancel|dismiss|ok|yes|no|not|never|twice|thrice|times|again|fail|fails|error)\b)[^)\uE000]*\)$/i,
  // Not after the browser's own control (`the back button in the browser` is the browser's button, not the page's).
  /(?<!\b(?:back|forward|reload|refresh)(?:\s+(?:button|arrow|icon))?)\s+in\s+(?:the|a)\s+(?:new\s+)?(?:browser|tab|window)$/i,
  // Where the tester is, not what to do: "on the login page", "on this screen".
  /\s+(?:on|in|from)\s+(?:the|this)\s+(?:[\w-]+\s+){0,3}?(?:page|screen|view)$/i,
]

/**
 * Trailing clauses that add no action (`without entering a title`, `to continue`, `if prompted`), each as the text
 * left without it and the words dropped; the grammar uses a cut only when the step is otherwise not understood.
 */
export function circumstanceCuts(masked: string): { text: string; dropped: string }[] {
  const out: { text: string; dropped: string }[] = []
  let current = masked
  for (let round = 0; round < 3; round++) {
    let cut = false
    for (const pattern of CIRCUMSTANCES) {
      const match = pattern.exec(current)
      if (!match || match.index === 0) continue
      const text = current.slice(0, match.index).trim().replace(/,$/, '')
      const dropped = [match[0].trim(), ...(out.at(-1)?.dropped ? [out.at(-1)!.dropped] : [])].join(' ')
      out.push({ text, dropped })
      current = text
      cut = true
      break
    }
    if (!cut) break
  }
  return out
}

/**
 * `Clear completed todos by clicking "Clear completed"`: the action is the one after "by"; the words before only say
 * what it is for. Returns the action (masked) and the words dropped, or `undefined`.
 */
export function byGerund(masked: string, vocabulary: readonly string[]): { text: string; dropped: string } | undefined {
  const match = /^(.+?)\s+by\s+([a-z]+ing)\s+(.+)$/i.exec(masked)
  if (!match) return undefined
  const verb = lemma(match[2]!)
  if (!verb || !vocabulary.includes(VERB_SYNONYMS[verb] ?? verb)) return undefined
  return { text: `${VERB_SYNONYMS[verb] ?? verb} ${match[3]}`, dropped: match[1]! }
}

/** Words that only emphasise ("still", "now", "really") inside a check; dropped silently. */
export function dropFillers(masked: string): string {
  return masked.replace(/\s+(?:still|now|really|actually|also|indeed|then|correctly|properly)\b(?=\s)/gi, '')
}
