import { isEnglishWord } from './known-words.js'
import { COMMON_WORDS, KEYWORDS, lemma, VERB_SYNONYMS } from './lexicon.js'
import { type Masked, mask, tidy, unmask } from './masking.js'
import { MEANING_WORDS } from './meaning-words.js'
import type { Note } from './sentence.js'
import { correctWord } from './spelling.js'
import { normaliseWording } from './wording.js'

/**
 * The words a reading left out that are no words at all. A reading may leave out English words (fillers, clauses it
 * noted as ignored, words its grammar reads as structure), but a lower-case word that is neither English nor a word
 * of the grammars is a misspelling, and a misspelt word may carry the step's meaning: `Wait for "Loading" to
 * dissapear` read without "dissapear" waits for "Loading" to show, `Click the thrid "Edit" link` clicks the first.
 * Quoted values, placeholders and paths are masked; capitalised words, numbers and identifier-like tokens (digits,
 * `_`, inner dots, camelCase) are other guards' business.
 */

/** A token of the masked sentence: letters with inner apostrophes or hyphens, or anything identifier-like. */
const TOKEN = /[\w'$@#./\\-]+/g
const LOWER_WORD = /^[a-z]+(?:['-][a-z]+)*$/
const SPAN = /\uE000\d+\uE001/g
const EDGE_PUNCTUATION = /^['.-]+|['.-]+$/g

/** The grammars' own words, in every inflection `lemma` reads (`clicked`, `types`). */
function grammarWord(word: string, extra: ReadonlySet<string>): boolean {
  return (
    Object.hasOwn(VERB_SYNONYMS, word) || KEYWORDS.includes(word) || COMMON_WORDS.has(word) || extra.has(word) || lemma(word) !== undefined
  )
}

function lowerWords(text: string): string[] {
  const out: string[] = []
  for (const [raw] of text.matchAll(TOKEN)) {
    const token = raw.replace(EDGE_PUNCTUATION, '')
    if (LOWER_WORD.test(token)) out.push(token)
  }
  return out
}

/**
 * The lower-case words of `text` that are neither English nor words of the grammars (`extra`: the grammar's own short
 * words, `btn`, `ctrl`) and that the plan (`used`: the plan and its notes as text, asked only when there are such
 * words) does not hold, or holds although
 * they are one edit from a meaning word (a misspelt keyword read as a value), in order. A word the sentence layer
 * rewrote into the grammar's words (`shud` -> should, `clk` -> click) was read.
 */
export function strayWords(text: string, used: () => string, extra: ReadonlySet<string>): string[] {
  const masked = mask(tidy(text))
  const words = nonWords(masked, extra)
  if (words.length === 0) return words
  // A quoted value the plan holds whole says nothing of the words outside quotes (`Wait for "Dissapear" to dissapear`).
  let lower = used().toLowerCase()
  for (const span of masked.spans) lower = lower.replaceAll(JSON.stringify(span.replace(/^"|"$/g, '')).toLowerCase(), ' ')
  // A plan may hold a misspelt keyword as a value or name (`Verify response is emtpy` -> equals "emtpy").
  return words.filter((word) => !lower.includes(word) || correctWord(word, MEANING_WORDS, 1) !== undefined)
}

/**
 * May `text` hold a stray word (a word no reading could use, whatever the plan)? When not, {@link respell} returns the
 * reading as it is, and a reader skips building what it would ask of it (its closures cost a defineProperty each under
 * tsx, on every step). The answer is kept with the masked text, so respell's own look-up costs nothing more.
 */
export function mayHoldStrayWords(text: string, extra: ReadonlySet<string>): boolean {
  return nonWords(mask(tidy(text)), extra).length > 0
}

/**
 * The words of a masked step that are no words, whatever the plan: kept per masked text and grammar (every reading
 * of a step, and every part and rewrite of it, asks again; the masks are frozen and kept, and forgotten together).
 */
function nonWords(masked: Masked, extra: ReadonlySet<string>): string[] {
  let byGrammar = kept.get(masked)
  if (!byGrammar) {
    byGrammar = new Map()
    kept.set(masked, byGrammar)
  }
  const known = byGrammar.get(extra)
  if (known) return known
  const plain = masked.text.replace(SPAN, ' ')
  let read: Set<string> | undefined
  const out: string[] = []
  for (const word of lowerWords(plain)) {
    // Three letters and fewer are never corrected (too near too many words) and are often abbreviations (pdf, otp).
    if (word.length < 4 || out.includes(word)) continue
    if (knownWord(word, extra)) continue
    // A word the sentence layer rewrote into the grammar's words (`shud` -> should, `clk` -> click) was read.
    read ??= new Set(lowerWords(normaliseWording(plain).toLowerCase()))
    if (read.has(word)) out.push(word)
  }
  byGrammar.set(extra, out)
  return out
}

const kept = new WeakMap<Masked, Map<ReadonlySet<string>, string[]>>()

/**
 * Is the word English or the grammar's (`extra` as in {@link nonWords})? Kept per word: the same words (`click`,
 * `button`, `the`) come back in every step, and the answer depends on the word and the fixed word lists alone.
 */
function knownWord(word: string, extra: ReadonlySet<string>): boolean {
  let byWord = knownWords.get(extra)
  if (!byWord) {
    byWord = new Map()
    knownWords.set(extra, byWord)
  }
  const known = byWord.get(word)
  if (known !== undefined) return known
  if (byWord.size >= 20000) byWord.clear()
  const fresh = grammarWord(word, extra) || isEnglishWord(word) || derivedWord(word)
  byWord.set(word, fresh)
  return fresh
}

let knownWords = new WeakMap<ReadonlySet<string>, Map<string, boolean>>()

/** Forgets the kept answers (with the kept readings: the bench measures a cold validation). */
export function forgetKnownWords(): void {
  knownWords = new WeakMap()
}

/** Prefixes people write onto words without a hyphen (`prefilled`, `reenter`, `unhide`, `autosave`). */
const PREFIX = /^(?:pre|re|un|non|sub|multi|auto|co|de|mis|over|under|super)(?=[a-z]{3})/

/**
 * A word made of English words (`textarea`, `tooltip`, `snackbar`, `startswith`, `prefilled`, `validator`): two words
 * of three letters or more, a prefix and a word, or a verb's agent noun. Not when it is one edit from a meaning word:
 * `sumbit` is "sum" and "bit" but a misspelt "submit".
 */
export function derivedWord(word: string): boolean {
  if (word.length < 6) return false
  // An agent noun of an English verb (`validator`, `approver`, `uploader`).
  const agent = /^(.{3,}?)(?:or|er)$/.exec(word)?.[1]
  if (agent !== undefined && (isEnglishWord(agent) || isEnglishWord(`${agent}e`))) return correctWord(word, MEANING_WORDS, 1) === undefined
  const prefix = PREFIX.exec(word)?.[0]
  let made = prefix !== undefined && isEnglishWord(word.slice(prefix.length))
  for (let i = 3; !made && i <= word.length - 3; i++) made = isEnglishWord(word.slice(0, i)) && isEnglishWord(word.slice(i))
  return made && correctWord(word, MEANING_WORDS, 1) === undefined
}

/** Each stray word's one closest meaning word, or the first word that has none (then the step is reported). */
export function correctStrays(words: readonly string[]): { corrections: Map<string, string> } | { unknown: string } {
  const corrections = new Map<string, string>()
  for (const word of words) {
    const meant = correctWord(word, MEANING_WORDS)
    if (meant === undefined) return { unknown: word }
    corrections.set(word, meant)
  }
  return { corrections }
}

/** The step with each corrected word replaced outside quoted values (the masked spans are put back as written). */
export function withCorrections(text: string, corrections: ReadonlyMap<string, string>): string {
  const masked = mask(tidy(text))
  let out = masked.text
  for (const [word, meant] of corrections) out = out.replace(new RegExp(`(?<![\\w'-])${word}(?![\\w'-])`, 'g'), meant)
  return unmask(masked, out)
}

/** The note a correction leaves on the line. */
export const correctionNote = (word: string, meant: string) => ({ kind: 'corrected' as const, message: `read "${word}" as "${meant}"` })

/** The reason a step with a word the reading cannot use is reported. */
export const strayReason = (word: string) =>
  `not understood: "${word}" is no word the grammar knows and the reading would leave it out; check its spelling`

/** What `respell` needs of a reader: the reading, and how to report, read again and relabel with its words. */
export interface Respelling<R> {
  text: string
  reading: R
  /** Did no reading understand the step (it is reported already)? */
  unknown: boolean
  /** The reading's plans (their `text` and `line` are ignored) and notes: the words it used. */
  plans: readonly object[]
  notes: readonly Note[]
  /** Words of the grammar that are no English words. */
  known: ReadonlySet<string>
  reported: (word: string) => R
  reread: (text: string) => { reading: R; unknown: boolean }
  relabel: (again: R, notes: Note[]) => R
}

/**
 * The last word on a reading, for either grammar: a step holding a word that is no word is read again with the one
 * meaning word it is closest to, with a note; a reading that would leave such a word out, or hold it as a value, and
 * has no correction for it is reported naming the word. A step no reading understood stays reported with its own
 * reason unless the corrected step is understood.
 */
export function respell<R>(r: Respelling<R>): R {
  const used = () =>
    r.unknown
      ? ''
      : `${JSON.stringify(r.plans.map((plan) => withoutPlace(plan)))} ${r.notes
          .filter((n) => n.kind === 'corrected')
          .map((n) => n.message)
          .join(' ')}`
  const stray = strayWords(r.text, used, r.known)
  if (stray.length === 0) return r.reading
  const fix = correctStrays(stray)
  if ('unknown' in fix) return r.reported(fix.unknown)
  const again = r.reread(withCorrections(r.text, fix.corrections))
  if (again.unknown) return r.reported(stray[0]!)
  return r.relabel(
    again.reading,
    [...fix.corrections].map(([word, meant]) => correctionNote(word, meant)),
  )
}

function withoutPlace(plan: object): object {
  const { text: _text, line: _line, ...rest } = plan as { text?: unknown; line?: unknown }
  return rest
}
