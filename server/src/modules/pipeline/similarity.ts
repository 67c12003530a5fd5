import type { Fingerprint } from './fingerprint.js'
import { PHRASE_SYNONYMS, WORD_SYNONYMS } from './synonyms.js'

/**
 * Weighted similarity between a stored fingerprint and a candidate element, 0..1. Each field the stored
 * fingerprint has contributes `weight × similarity`; fields it lacks (a button has no label, a paragraph no test id)
 * are left out and the total is divided by the weights that took part, so scores stay comparable across elements.
 * Pure: no page, no I/O. docs/ui-spec-format.md documents the weights and the threshold.
 */

export const SIMILARITY_WEIGHTS = {
  role: 0.15,
  name: 0.25,
  label: 0.1,
  testId: 0.1,
  text: 0.1,
  placeholder: 0.05,
  tag: 0.05,
  cssPath: 0.05,
  neighbours: 0.1,
  attributes: 0.05,
} as const
export type SimilarityField = keyof typeof SIMILARITY_WEIGHTS

/** Below this a candidate is not the same element: the healer does not heal. */
export const HEAL_THRESHOLD = 0.6
/** At or above this a heal is high-confidence; between the threshold and this it is medium (healed and flagged). */
export const HIGH_CONFIDENCE = 0.8
/** When the runner-up is this close to the best, the match is ambiguous and not healed. */
export const AMBIGUITY_MARGIN = 0.05

export type Confidence = 'high' | 'medium' | 'low'

export interface SimilarityScore {
  score: number
  /** Per field that took part: its weight and similarity. */
  fields: Partial<Record<SimilarityField, { weight: number; similarity: number }>>
}

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
  'our',
  'as',
  'is',
  'are',
  'be',
  'this',
  'that',
  'it',
])

function stem(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word
}

/** Lower case, punctuation to spaces (keeping `$` and decimal points), camelCase and kebab-case split. */
function normalize(text: string): string {
  return text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}$.]+/gu, ' ')
    .replace(/(^|\s)\.+|\.+(\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

const PHRASES: { pattern: RegExp; token: string }[] = PHRASE_SYNONYMS.flatMap((group) =>
  group
    .map((phrase) => ({ phrase: normalize(phrase), token: normalize(group[0]!).replace(/\s+/g, '') }))
    .sort((a, b) => b.phrase.length - a.phrase.length)
    .map(({ phrase, token }) => ({
      pattern: new RegExp(`(?<![\\p{L}\\p{N}])${phrase.replace(/\s+/g, '\\s+')}(?![\\p{L}\\p{N}])`, 'gu'),
      token,
    })),
).sort((a, b) => b.pattern.source.length - a.pattern.source.length)

const WORDS = new Map<string, string>()
for (const group of WORD_SYNONYMS) for (const word of group) if (!WORDS.has(stem(word))) WORDS.set(stem(word), stem(group[0]!))

function tokens(text: string, synonyms: boolean): Set<string> {
  let normal = normalize(text)
  if (synonyms) for (const { pattern, token } of PHRASES) normal = normal.replace(pattern, token)
  const out = new Set<string>()
  for (const word of normal.split(' ')) {
    if (word === '' || STOP_WORDS.has(word)) continue
    const stemmed = stem(word)
    out.add(synonyms ? (WORDS.get(stemmed) ?? stemmed) : stemmed)
  }
  return out
}

function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0
  let shared = 0
  for (const token of a) if (b.has(token)) shared++
  const jaccard = shared / (a.size + b.size - shared)
  const containment = shared / Math.min(a.size, b.size)
  return (jaccard + containment) / 2
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

/**
 * How alike two labels, names or texts are, 0..1: the best of token overlap (with synonyms, stop words and plurals
 * folded; 0.95 when only synonyms make the sets equal) and edit similarity (for typos and spelling variants).
 *
 * @example textSimilarity('Sign in', 'Log in') // 0.95
 * @example textSimilarity('Address', 'Shipping address') // 0.75
 */
export function textSimilarity(a: string, b: string): number {
  const na = normalize(a)
  const nb = normalize(b)
  if (na === nb) return 1
  if (na === '' || nb === '') return 0
  if (na.replace(/[\s.]/g, '') === nb.replace(/[\s.]/g, '')) return 1
  const raw = overlap(tokens(a, false), tokens(b, false))
  const folded = overlap(tokens(a, true), tokens(b, true))
  const byTokens = raw === 1 ? 1 : folded === 1 ? 0.95 : Math.max(raw, folded)
  const byEdits = na.length <= 60 && nb.length <= 60 ? 1 - editDistance(na, nb) / Math.max(na.length, nb.length) : 0
  return Math.max(byTokens, byEdits)
}

const ROLE_FAMILIES = [
  ['button', 'link', 'menuitem', 'tab'],
  ['textbox', 'searchbox', 'combobox', 'spinbutton', 'none'],
  ['checkbox', 'radio', 'switch'],
  ['list', 'listbox', 'table', 'grid'],
  ['paragraph', 'generic', 'strong', 'emphasis', 'status', 'cell', 'heading'],
]

function familySimilarity(a: string, b: string, families: string[][]): number {
  if (a === b) return 1
  return families.some((family) => family.includes(a) && family.includes(b)) ? 0.5 : 0
}

const TAG_FAMILIES = [
  ['input', 'textarea', 'select'],
  ['a', 'button', 'summary'],
  ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
  ['p', 'div', 'span', 'strong', 'em', 'b', 'td', 'th', 'li', 'label', 'section', 'dd', 'dt'],
  ['ul', 'ol', 'table'],
]

interface Segment {
  tag: string
  marks: Set<string>
  nth: string
}

function segments(path: string): Segment[] {
  return path
    .split(' > ')
    .filter(Boolean)
    .map((raw) => {
      const nth = /:nth-of-type\((\d+)\)$/.exec(raw)?.[1] ?? '1'
      const [tag, ...rest] = raw.replace(/:nth-of-type\(\d+\)$/, '').split(/(?=[#.])/)
      return { tag: tag ?? '', marks: new Set(rest.flatMap((mark) => [...tokens(mark.slice(1), true)])), nth }
    })
}

/** Ordered alignment of two css paths: same tags count most, then shared id/class words, then position. */
function pathSimilarity(a: string, b: string): number {
  const sa = segments(a)
  const sb = segments(b)
  if (sa.length === 0 || sb.length === 0) return sa.length === sb.length ? 1 : 0
  const pair = (x: Segment, y: Segment) => {
    if (x.tag !== y.tag) return 0
    const marks = x.marks.size === 0 && y.marks.size === 0 ? 1 : overlap(x.marks, y.marks)
    return 0.5 + 0.25 * marks + 0.25 * (x.nth === y.nth ? 1 : 0)
  }
  const table: number[][] = Array.from({ length: sa.length + 1 }, () => new Array<number>(sb.length + 1).fill(0))
  for (let i = 1; i <= sa.length; i++) {
    for (let j = 1; j <= sb.length; j++) {
      table[i]![j] = Math.max(table[i - 1]![j]!, table[i]![j - 1]!, table[i - 1]![j - 1]! + pair(sa[i - 1]!, sb[j - 1]!))
    }
  }
  return table[sa.length]![sb.length]! / Math.max(sa.length, sb.length)
}

function neighbourSimilarity(stored: string[], candidate: string[]): number {
  if (candidate.length === 0) return 0
  const best = stored.map((text) => Math.max(...candidate.map((other) => textSimilarity(text, other))))
  return best.reduce((sum, value) => sum + value, 0) / best.length
}

/** The form field `name` is the HTTP contract, so it rarely changes with a redesign: it counts double. */
const ATTRIBUTE_WEIGHTS: Record<string, number> = { name: 2 }

function attributeSimilarity(stored: Record<string, string>, candidate: Record<string, string>): number {
  let total = 0
  let weights = 0
  for (const [key, value] of Object.entries(stored)) {
    const weight = ATTRIBUTE_WEIGHTS[key] ?? 1
    const other = candidate[key]
    weights += weight
    if (other === undefined) continue
    total +=
      weight * (value === other ? 1 : key === 'class' ? overlap(tokens(value, true), tokens(other, true)) : textSimilarity(value, other))
  }
  return weights === 0 ? 0 : total / weights
}

/**
 * Scores `candidate` against `stored`.
 *
 * @example scoreFingerprint(baselineSignIn, cosmeticLogIn).score // ≈ 0.8: same role and place, synonym name
 */
export function scoreFingerprint(stored: Fingerprint, candidate: Fingerprint): SimilarityScore {
  const fields: SimilarityScore['fields'] = {}
  const add = (field: SimilarityField, similarity: number) => {
    fields[field] = { weight: SIMILARITY_WEIGHTS[field], similarity: round(similarity) }
  }
  if (stored.role) add('role', familySimilarity(stored.role, candidate.role, ROLE_FAMILIES))
  if (stored.name) add('name', textSimilarity(stored.name, candidate.name))
  if (stored.label) add('label', textSimilarity(stored.label, candidate.label))
  if (stored.testId) add('testId', textSimilarity(stored.testId, candidate.testId))
  if (stored.text) add('text', textSimilarity(stored.text, candidate.text))
  if (stored.placeholder) add('placeholder', textSimilarity(stored.placeholder, candidate.placeholder))
  if (stored.tag) add('tag', familySimilarity(stored.tag, candidate.tag, TAG_FAMILIES))
  if (stored.cssPath) add('cssPath', pathSimilarity(stored.cssPath, candidate.cssPath))
  if (stored.neighbours.length > 0) add('neighbours', neighbourSimilarity(stored.neighbours, candidate.neighbours))
  if (Object.keys(stored.attributes).length > 0) add('attributes', attributeSimilarity(stored.attributes, candidate.attributes))
  let sum = 0
  let weights = 0
  for (const entry of Object.values(fields)) {
    sum += entry.weight * entry.similarity
    weights += entry.weight
  }
  return { score: round(weights === 0 ? 0 : sum / weights), fields }
}

export function confidenceOf(score: number): Confidence {
  return score >= HIGH_CONFIDENCE ? 'high' : score >= HEAL_THRESHOLD ? 'medium' : 'low'
}

export interface RankedCandidate {
  index: number
  score: SimilarityScore
}

export type MatchDecision =
  | { status: 'found'; best: RankedCandidate; runnerUp?: RankedCandidate }
  | { status: 'ambiguous'; best: RankedCandidate; runnerUp: RankedCandidate }
  | { status: 'not_found'; best?: RankedCandidate }

/**
 * Ranks candidates and decides: the best is `found` when it reaches `threshold` and beats the runner-up by more
 * than `margin`; `ambiguous` when two are that close; `not_found` below the threshold.
 */
export function bestMatch(
  stored: Fingerprint,
  candidates: Fingerprint[],
  options: { threshold?: number; margin?: number } = {},
): MatchDecision & { ranked: RankedCandidate[] } {
  const threshold = options.threshold ?? HEAL_THRESHOLD
  const margin = options.margin ?? AMBIGUITY_MARGIN
  const ranked = candidates
    .map((candidate, index) => ({ index, score: scoreFingerprint(stored, candidate) }))
    .sort((a, b) => b.score.score - a.score.score || a.index - b.index)
  const [best, runnerUp] = ranked
  if (!best || best.score.score < threshold) return { status: 'not_found', ...(best ? { best } : {}), ranked }
  if (runnerUp && best.score.score - runnerUp.score.score < margin) return { status: 'ambiguous', best, runnerUp, ranked }
  return { status: 'found', best, ...(runnerUp ? { runnerUp } : {}), ranked }
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000
}
