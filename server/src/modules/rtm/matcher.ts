import { textSimilarity, wordSimilarity, words } from '../pipeline/text-similarity.js'

/**
 * Lexical matching of requirements to specs (the rules engine of the RTM). Confidence, 0..1, is the geometric mean
 *   sqrt(similarity(requirement title, spec title) · similarity(requirement words, spec words))
 * where similarity is the pipeline's word-aligned textSimilarity (WordNet synonyms, stems, abbreviations), the
 * requirement words are its title and acceptance criteria, and the spec words its title, description and steps
 * (each distinct word once). A spec whose words share less than BODY_FLOOR with the requirement's is no match,
 * however alike the titles. Thresholds (docs/requirements-rtm.md):
 *   >= COVERED_AT: covered; >= PARTIAL_AT: partial; below: a gap (suggested when a draft spec exists, else uncovered).
 */
export const COVERED_AT = 0.5
export const PARTIAL_AT = 0.35
export const BODY_FLOOR = 0.3
/** Matches listed per requirement (those at PARTIAL_AT or more). */
export const MAX_MATCHES = 3
/** Distinct words of a text that take part (long API specs are cut, so matching stays fast). */
const MAX_WORDS = 80

export type Coverage = 'covered' | 'partial' | 'uncovered' | 'suggested'

export interface SpecText {
  kind: 'ui' | 'api'
  name: string
  title: string
  text: string
}

export interface SpecMatch {
  kind: 'ui' | 'api'
  name: string
  title: string
  confidence: number
}

const round = (n: number) => Math.round(n * 1000) / 1000

/** Title and text of a markdown spec (UI or API): its `# ...:` title, description and step lines. */
export function specText(kind: 'ui' | 'api', name: string, content: string): SpecText {
  const lines = content.split('\n')
  const titleLine = lines.find((l) => /^#\s/.test(l)) ?? name
  const title = titleLine
    .replace(/^#\s*(API\s+)?Test\s*:\s*/i, '')
    .replace(/^#\s*/, '')
    .trim()
  const body = lines
    .filter((l) => !/^#/.test(l) && !/^##\s*(Base URL|Authentication)/i.test(l))
    .map((l) =>
      l
        .replace(/^\s*(\d+\.|[-*])\s*/, '')
        .replace(/\{\{[^}]*\}\}/g, ' ')
        .replace(/https?:\/\/\S+/g, ' '),
    )
    .filter((l) => l.trim() && !/^(none|bearer)/i.test(l.trim()))
    .join(' ')
  return { kind, name, title, text: `${title} ${body}` }
}

/** Criteria without the Given/When/Then keywords, which every requirement shares. */
function criteriaWords(criteria: string): string {
  return criteria.replace(/^\s*(given|when|then|and|but)\b/gim, ' ')
}

/** wordSimilarity, remembered: requirement and spec texts share most of their vocabulary. */
const wordCache = new Map<string, number>()
function cachedWordSimilarity(a: string, b: string): number {
  const key = a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`
  let v = wordCache.get(key)
  if (v === undefined) {
    if (wordCache.size > 200_000) wordCache.clear()
    v = wordSimilarity(a, b)
    wordCache.set(key, v)
  }
  return v
}

/**
 * textSimilarity's word measure for two bags of distinct words: one-to-one best pairs (similarity >= 0.5), their
 * summed similarity averaged over Jaccard and containment.
 */
export function bagSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0
  const candidates: [number, number, number][] = []
  for (let i = 0; i < a.length; i++)
    for (let j = 0; j < b.length; j++) {
      const s = cachedWordSimilarity(a[i]!, b[j]!)
      if (s >= 0.5) candidates.push([i, j, s])
    }
  candidates.sort((x, y) => y[2] - x[2] || x[0] - y[0] || x[1] - y[1])
  const usedA = new Set<number>()
  const usedB = new Set<number>()
  let shared = 0
  let pairs = 0
  for (const [i, j, s] of candidates) {
    if (usedA.has(i) || usedB.has(j)) continue
    usedA.add(i)
    usedB.add(j)
    shared += s
    pairs++
  }
  return (shared / (a.length + b.length - pairs) + shared / Math.min(a.length, b.length)) / 2
}

const bag = (text: string) => [...new Set(words(text))].slice(0, MAX_WORDS)

export function scoreSpec(req: { title: string; acceptance_criteria: string }, spec: SpecText): number {
  const body = bagSimilarity(bag(`${req.title} ${criteriaWords(req.acceptance_criteria)}`), bag(spec.text))
  if (body < BODY_FLOOR) return 0
  return round(Math.sqrt(textSimilarity(req.title, spec.title) * body))
}

/** Every spec scored against the requirement; the best MAX_MATCHES at PARTIAL_AT or more, best first. */
export function matchRequirement(req: { title: string; acceptance_criteria: string }, specs: readonly SpecText[]): SpecMatch[] {
  return specs
    .map((s) => ({ kind: s.kind, name: s.name, title: s.title, confidence: scoreSpec(req, s) }))
    .filter((m) => m.confidence >= PARTIAL_AT)
    .sort((a, b) => b.confidence - a.confidence || a.name.localeCompare(b.name))
    .slice(0, MAX_MATCHES)
}

export function coverageOf(best: number, hasDraft: boolean): Coverage {
  if (best >= COVERED_AT) return 'covered'
  if (best >= PARTIAL_AT) return 'partial'
  return hasDraft ? 'suggested' : 'uncovered'
}
