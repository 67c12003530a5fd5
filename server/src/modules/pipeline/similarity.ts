import type { Fingerprint } from './fingerprint.js'
import { meaningConflict, normalize, textSimilarity, wordSet } from './text-similarity.js'

export { editDistance, meaningConflict, textSimilarity } from './text-similarity.js'

/**
 * Weighted similarity between a stored fingerprint and a candidate element, 0..1. Each field the stored
 * fingerprint has contributes `weight × similarity`; fields it lacks (a button has no label, a paragraph no test id)
 * are left out and the total is divided by the weights that took part, so scores stay comparable across elements.
 * Pure: no page, no I/O. docs/ui-spec-format.md documents the weights and the threshold.
 */

export const SIMILARITY_WEIGHTS = {
  role: 0.15,
  name: 0.2,
  label: 0.1,
  testId: 0.05,
  text: 0.05,
  placeholder: 0.05,
  tag: 0.05,
  cssPath: 0.1,
  neighbours: 0.1,
  attributes: 0.15,
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

function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0
  let shared = 0
  for (const token of a) if (b.has(token)) shared++
  return (shared / (a.size + b.size - shared) + shared / Math.min(a.size, b.size)) / 2
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
      return { tag: tag ?? '', marks: new Set(rest.flatMap((mark) => [...wordSet(mark.slice(1))])), nth }
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

/**
 * The form field `name`, a link's `href` and the form a control submits (`form`: method and action) are the HTTP
 * contract, so they rarely change with a redesign: they count double.
 */
const ATTRIBUTE_WEIGHTS: Record<string, number> = { name: 2, href: 2, form: 2 }

/** Below this word similarity a candidate's name gives no evidence of being the stored element. */
export const NAME_FLOOR = 0.3

/** A control that still submits the same form field, link target or form is at least this alike to be re-found by it. */
export const ANCHOR_FLOOR = 0.4

/**
 * What ties an element to the app's contract rather than to its looks: a link's target, a field's form name (and
 * value, for a checkbox or radio of a group), or the form a submit button sends. Undefined when it has none.
 */
export function anchorOf(fp: Fingerprint): string | undefined {
  const a = fp.attributes
  if (a.href) return `link ${a.href}`
  if (a.name) return `field ${a.form ?? ''} ${a.name} ${fp.role === 'checkbox' || fp.role === 'radio' ? (a.value ?? '') : ''}`
  if (a.form && (fp.tag === 'button' || a.type === 'submit')) return `submit ${a.form}`
  return undefined
}

function attributeSimilarity(stored: Record<string, string>, candidate: Record<string, string>): number {
  let total = 0
  let weights = 0
  for (const [key, value] of Object.entries(stored)) {
    const weight = ATTRIBUTE_WEIGHTS[key] ?? 1
    const other = candidate[key]
    weights += weight
    if (other === undefined) continue
    total += weight * (value === other ? 1 : key === 'class' ? overlap(wordSet(value), wordSet(other)) : textSimilarity(value, other))
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
  /** Why the candidate cannot be the stored element whatever its score (only with `sameMeaning`). */
  refused?: string
}

export type MatchDecision =
  | { status: 'found'; best: RankedCandidate; runnerUp?: RankedCandidate }
  | { status: 'ambiguous'; best: RankedCandidate; runnerUp: RankedCandidate }
  | { status: 'not_found'; best?: RankedCandidate }

export interface MatchOptions {
  threshold?: number
  margin?: number
  /**
   * Refuse candidates that cannot be the same element: another role family (a checkbox is not a button) or a name
   * that means something else ({@link meaningConflict}). The healer and the resolver set it; looking for "the element
   * that showed the text" does not (its text differs by definition).
   */
  sameMeaning?: boolean
}

/** The words that name an element: accessible name, else label, text or placeholder. */
export function primaryName(fp: Fingerprint): string {
  return fp.name || fp.label || fp.text || fp.placeholder
}

const LANDMARKS = ['header', 'nav', 'main', 'footer', 'aside']

/** The innermost page region an element sits in (`header`, `nav`, `main`, `footer`, `aside`, from its css path). */
function landmark(fp: Fingerprint): string | undefined {
  const tags = fp.cssPath.split(' > ').map((segment) => segment.replace(/[#.:].*$/, ''))
  return tags.filter((tag) => LANDMARKS.includes(tag)).at(-1)
}

/** Roles whose text is their rows or items: it changes as the data does, so it names nothing. */
const ROLES_HOLDING_ROWS = new Set(['table', 'grid', 'treegrid', 'rowgroup', 'list', 'listbox', 'tree', 'menu', 'tablist'])

/** The words that say which element this is: a table's or list's own name, never the rows it holds now. */
function identifyingName(fp: Fingerprint): string {
  return ROLES_HOLDING_ROWS.has(fp.role) ? fp.name || fp.label : primaryName(fp)
}

/** Why `candidate` cannot be `stored`, or undefined: another role family, page region or meaning. */
export function refusal(stored: Fingerprint, candidate: Fingerprint): string | undefined {
  if (stored.role && candidate.role && familySimilarity(stored.role, candidate.role, ROLE_FAMILIES) === 0) {
    return `it is a ${candidate.role}, not a ${stored.role}`
  }
  const [from, to] = [landmark(stored), landmark(candidate)]
  if (from && to && from !== to) return `it is in the page's ${to}, not its ${from}`
  const a = identifyingName(stored)
  const b = identifyingName(candidate)
  const conflict = a && b ? meaningConflict(a, b) : undefined
  return conflict ? `"${b}" does not mean "${a}": ${conflict}` : undefined
}

/**
 * Ranks candidates and decides: the best is `found` when it reaches `threshold` and beats the runner-up by at least
 * `margin`; `ambiguous` when two are closer than that; `not_found` below the threshold. With `sameMeaning`, refused
 * candidates stay in `ranked` (with their reason) but are never chosen and never count as the runner-up.
 */
export function bestMatch(
  stored: Fingerprint,
  candidates: Fingerprint[],
  options: MatchOptions = {},
): MatchDecision & { ranked: RankedCandidate[]; refused?: RankedCandidate } {
  const threshold = options.threshold ?? HEAL_THRESHOLD
  const margin = options.margin ?? AMBIGUITY_MARGIN
  const ranked: RankedCandidate[] = candidates
    .map((candidate, index) => {
      const why = options.sameMeaning ? refusal(stored, candidate) : undefined
      return { index, score: scoreFingerprint(stored, candidate), ...(why ? { refused: why } : {}) }
    })
    .sort((a, b) => b.score.score - a.score.score || a.index - b.index)
  // The contract decides when the words do not: the one element that still submits the same field, follows the
  // same link or sends the same form is the stored one, unless a different element scores above the threshold.
  const anchor = options.sameMeaning ? anchorOf(stored) : undefined
  let anchored = anchor ? ranked.filter((c) => !c.refused && anchorOf(candidates[c.index]!) === anchor) : []
  // Without a shared word, only the contract may tie a candidate to the stored element: position alone would turn
  // "Save" into whatever button now stands in its place.
  if (options.sameMeaning && primaryName(stored)) {
    for (const candidate of ranked) {
      const words = candidate.score.fields.name ?? candidate.score.fields.label ?? candidate.score.fields.text
      if (candidate.refused || (words && words.similarity >= NAME_FLOOR) || (anchored.length === 1 && anchored[0] === candidate)) continue
      candidate.refused = `"${primaryName(candidates[candidate.index]!)}" shares no words with "${primaryName(stored)}" and no link, form field or form ties it to the stored element`
    }
    anchored = anchored.filter((c) => !c.refused)
  }
  const eligible = ranked.filter((candidate) => !candidate.refused)
  const top = ranked[0]
  const refused = top?.refused && top.score.score >= threshold ? { refused: top } : {}
  const [best, runnerUp] = eligible
  if (anchored.length === 1 && anchored[0]!.score.score >= ANCHOR_FLOOR) {
    const one = anchored[0]!
    if (best && best !== one && best.score.score >= threshold) return { status: 'ambiguous', best, runnerUp: one, ranked, ...refused }
    const others = eligible.filter((c) => c !== one)
    return { status: 'found', best: one, ...(others[0] ? { runnerUp: others[0] } : {}), ranked, ...refused }
  }
  if (!best || best.score.score < threshold) return { status: 'not_found', ...(best ? { best } : {}), ranked, ...refused }
  if (runnerUp && best.score.score - runnerUp.score.score < margin) return { status: 'ambiguous', best, runnerUp, ranked, ...refused }
  // Two elements that read the same and play the same role differ only by where they stand: choosing is a guess.
  if (options.sameMeaning && runnerUp && twins(candidates[best.index]!, candidates[runnerUp.index]!)) {
    return { status: 'ambiguous', best, runnerUp, ranked, ...refused }
  }
  return { status: 'found', best, ...(runnerUp ? { runnerUp } : {}), ranked, ...refused }
}

function twins(a: Fingerprint, b: Fingerprint): boolean {
  return a.role === b.role && normalize(primaryName(a)) === normalize(primaryName(b))
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000
}
