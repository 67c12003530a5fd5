import { antonyms, canBeVerb, isCollocation, isKnown, related } from './lexicon.js'

/**
 * How alike two UI wordings are, and whether they mean different things. Words are compared by spelling, by WordNet
 * (lexicon.ts: synonyms, one being a kind of the other, opposites) and by general abbreviation rules; nothing here
 * knows any particular app's vocabulary. Pure apart from the lazily loaded lexicon.
 */

const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'to',
  'of',
  'for',
  'in',
  'on',
  'at',
  'by',
  'with',
  'and',
  'or',
  'your',
  'my',
  'me',
  'you',
  'i',
  'we',
  'us',
  'our',
  'as',
  'is',
  'are',
  'be',
  'this',
  'that',
  'it',
])

/** Particles that make phrasal verbs ("log in", "sign out"); swapping one for its opposite reverses the action. */
const PARTICLES = ['in', 'out', 'on', 'off', 'up', 'down', 'over', 'back']
const OPPOSITE_PARTICLES: Record<string, string> = { in: 'out', out: 'in', on: 'off', off: 'on', up: 'down', down: 'up' }

/** Closed-class words that change which things an action applies to ("Delete" vs "Delete all"). */
const SCOPE_WORDS = new Set(['all', 'none', 'every', 'each', 'selected', 'not', 'never', 'without', 'except', 'only', 'other'])

/** Prefixes that negate a word: "subscribe" / "unsubscribe", "able" / "unable". */
const NEGATING_PREFIXES = ['un', 'dis', 'non', 'de', 'in', 'im', 'il', 'ir']

function stem(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word
}

/** Lower case, punctuation to spaces (keeping `$` and decimal points), camelCase and kebab-case split. */
export function normalize(text: string): string {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}$.]+/gu, ' ')
    .replace(/(^|\s)\.+|\.+(\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Content words, with phrasal verbs WordNet knows joined into one word ("log in" -> "log_in"). */
export function words(text: string): string[] {
  const raw = normalize(text).split(' ').filter(Boolean)
  const out: string[] = []
  for (let i = 0; i < raw.length; i++) {
    const next = raw[i + 1]
    // Also a label's leading verb with an in/out, on/off, up/down particle ("Sign out"), known to WordNet or not.
    const phrasal = next && ((i === 0 && next in OPPOSITE_PARTICLES && canBeVerb(raw[i]!)) || isCollocation(`${raw[i]} ${next}`))
    if (next && PARTICLES.includes(next) && !STOP_WORDS.has(raw[i]!) && phrasal) {
      out.push(`${raw[i]}_${next}`)
      i++
      continue
    }
    if (!STOP_WORDS.has(raw[i]!)) out.push(raw[i]!)
  }
  return out
}

/** `qty` for `quantity`, `btn` for `button`: the short form keeps the first letter and the rest in order. */
function abbreviates(short: string, long: string): boolean {
  if (short.length < 2 || short.length >= long.length || short[0] !== long[0] || isKnown(short)) return false
  let at = 0
  for (const char of long) if (char === short[at]) at++
  return at === short.length
}

function editSimilarity(a: string, b: string): number {
  return 1 - editDistance(a, b) / Math.max(a.length, b.length)
}

/**
 * How alike two words are, 0..1: 1 for the same word or stem, WordNet relatedness (0.9 synonyms, 0.8 a kind of /
 * derived from), 0.85 for a prefix of four letters or more (`pass` / `password`) or an abbreviation, and spelling
 * similarity of 0.75 or more for words of four letters or more (`color` / `colour`, typos).
 */
export function wordSimilarity(a: string, b: string): number {
  if (a === b || stem(a) === stem(b) || a.replace(/_/g, '') === b.replace(/_/g, '')) return 1
  if (/\d/.test(a) || /\d/.test(b)) return 0
  const [short, long] = a.length <= b.length ? [a, b] : [b, a]
  let best = related(a, b)
  if (short.length >= 4 && long.startsWith(short)) best = Math.max(best, 0.85)
  if (abbreviates(short, long)) best = Math.max(best, 0.85)
  if (short.length >= 4) {
    const edits = editSimilarity(a, b)
    if (edits >= 0.75) best = Math.max(best, edits)
  }
  return best
}

interface Alignment {
  pairs: { a: number; b: number; score: number }[]
  unmatchedA: number[]
  unmatchedB: number[]
}

/** One-to-one pairing of words, best pairs first (so "order" pairs with "order" before "place" can claim it). */
function align(a: string[], b: string[], minimum: number): Alignment {
  const candidates: { a: number; b: number; score: number }[] = []
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) {
      const score = wordSimilarity(a[i]!, b[j]!)
      if (score >= minimum) candidates.push({ a: i, b: j, score })
    }
  }
  candidates.sort((x, y) => y.score - x.score || x.a - y.a || x.b - y.b)
  const usedA = new Set<number>()
  const usedB = new Set<number>()
  const pairs: Alignment['pairs'] = []
  for (const c of candidates) {
    if (usedA.has(c.a) || usedB.has(c.b)) continue
    usedA.add(c.a)
    usedB.add(c.b)
    pairs.push(c)
  }
  return {
    pairs,
    unmatchedA: a.map((_, i) => i).filter((i) => !usedA.has(i)),
    unmatchedB: b.map((_, j) => j).filter((j) => !usedB.has(j)),
  }
}

/**
 * How alike two labels, names or texts are, 0..1: word overlap (each pair of words counted by
 * {@link wordSimilarity}, averaged over Jaccard and containment) or, for short strings, whole-string spelling
 * similarity when it is 0.7 or more (typos).
 *
 * @example textSimilarity('Buy now', 'Purchase now') // 0.95
 * @example textSimilarity('Address', 'Shipping address') // 0.75
 */
export function textSimilarity(a: string, b: string): number {
  const na = normalize(a)
  const nb = normalize(b)
  if (na === nb) return 1
  if (na === '' || nb === '') return 0
  if (na.replace(/[\s.]/g, '') === nb.replace(/[\s.]/g, '')) return 1
  const wa = words(a)
  const wb = words(b)
  let byWords = 0
  if (wa.length > 0 && wb.length > 0) {
    const { pairs } = align(wa, wb, 0.5)
    const shared = pairs.reduce((sum, pair) => sum + pair.score, 0)
    const jaccard = shared / (wa.length + wb.length - pairs.length)
    const containment = shared / Math.min(wa.length, wb.length)
    byWords = (jaccard + containment) / 2
  }
  const edits = na.length <= 60 && nb.length <= 60 ? editSimilarity(na, nb) : 0
  return Math.max(byWords, edits >= 0.7 ? edits : 0)
}

function opposite(a: string, b: string): boolean {
  const [ha, pa] = a.split('_')
  const [hb, pb] = b.split('_')
  if (ha === hb && pa && pb && OPPOSITE_PARTICLES[pa] === pb) return true
  for (const prefix of NEGATING_PREFIXES) {
    if ((a === prefix + b || b === prefix + a) && Math.min(a.length, b.length) >= 3) return true
  }
  return antonyms(a, b)
}

/**
 * Why two names of an element cannot be the same element, or undefined when they may be. They differ in meaning when
 * a word of one is the opposite of a word of the other (WordNet antonyms, `in`/`out` particles, `un-`/`dis-`), when
 * they name the same thing but a different action or outcome (the unshared words are unrelated verbs leading the
 * label, or unrelated participles: "Place order" / "Cancel order", "Order confirmed" / "Order failed", "Sign in" /
 * "Sign up"), or when one adds or drops a word that changes scope ("Delete" / "Delete all").
 *
 * @example meaningConflict('Place order', 'Cancel order') // '"place" and "cancel" are different actions'
 * @example meaningConflict('Place order', 'Complete purchase') // undefined: nothing shared, nothing opposite
 */
export function meaningConflict(a: string, b: string): string | undefined {
  const wa = words(a)
  const wb = words(b)
  if (wa.length === 0 || wb.length === 0) return undefined
  // A pair of opposites counts only when one name lacks one of its words: a name holding both ("Any time, all
  // classes", "Show or hide details") is not the opposite of itself, but "Open and closed" is not "Open".
  const [inA, inB] = [new Set(wa), new Set(wb)]
  for (const x of wa)
    for (const y of wb)
      if (x !== y && !(inB.has(x) && inA.has(y)) && opposite(x, y)) return `"${plain(x)}" is the opposite of "${plain(y)}"`
  const { pairs, unmatchedA, unmatchedB } = align(wa, wb, 0.8)
  for (const i of unmatchedA) if (SCOPE_WORDS.has(wa[i]!)) return `"${plain(wa[i]!)}" changes what "${a}" applies to`
  for (const j of unmatchedB) if (SCOPE_WORDS.has(wb[j]!)) return `"${plain(wb[j]!)}" changes what "${b}" applies to`
  // Phrasal verbs on one head with different particles: "sign in" / "sign up".
  for (const i of unmatchedA) {
    for (const j of unmatchedB) {
      const [ha, pa] = wa[i]!.split('_')
      const [hb, pb] = wb[j]!.split('_')
      if (ha === hb && pa !== pb) return `"${plain(wa[i]!)}" and "${plain(wb[j]!)}" are different actions`
    }
  }
  if (pairs.length === 0 || unmatchedA.length === 0 || unmatchedB.length === 0) return undefined
  const participle = (word: string) => /(?:ed|en)$/.test(word) && canBeVerb(word)
  for (const i of unmatchedA) {
    for (const j of unmatchedB) {
      const x = wa[i]!
      const y = wb[j]!
      const leading = i === 0 && j === 0 && canBeVerb(x) && canBeVerb(y)
      if ((leading || (participle(x) && participle(y))) && wordSimilarity(x, y) < 0.8) {
        return `"${plain(x)}" and "${plain(y)}" are different ${leading ? 'actions' : 'outcomes'}`
      }
    }
  }
  return undefined
}

function plain(word: string): string {
  return word.replace(/_/g, ' ')
}

/** Levenshtein distance, two rows. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.length]!
}

/** Content words of a text, as a set (for class lists and css path marks). */
export function wordSet(text: string): Set<string> {
  return new Set(words(text).map(stem))
}
