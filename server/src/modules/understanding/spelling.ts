import { COMMON_WORDS } from './lexicon.js'

/**
 * Misspelt words: a word is corrected only when exactly one vocabulary word is clearly closest (optimal string
 * alignment distance, so "Clikc" -> "click" is one edit). Never applied inside quoted values.
 */

/** Edit distance with adjacent transpositions counted as one edit. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1
  const cols = b.length + 1
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)))
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1)
      d[i]![j] = best
    }
  }
  return d[a.length]![b.length]!
}

/** How many edits a word of this length may need: none below 4 letters, 1 up to 7, 2 beyond. */
function allowance(length: number): number {
  if (length < 4) return 0
  return length <= 7 ? 1 : 2
}

/**
 * The one vocabulary word `word` is a misspelling of, or `undefined` (already a word, too far from all, or as
 * close to two words: then it is left as written and the grammar reports it).
 */
export function correctWord(word: string, vocabulary: readonly string[], maxEdits = 2): string | undefined {
  const w = word.toLowerCase()
  if (vocabulary.includes(w) || COMMON_WORDS.has(w)) return undefined
  const limit = Math.min(allowance(w.length), maxEdits)
  if (limit === 0) return undefined
  let best: string | undefined
  let bestDistance = Number.POSITIVE_INFINITY
  let tie = false
  for (const candidate of vocabulary) {
    if (Math.abs(candidate.length - w.length) > limit) continue
    const distance = editDistance(w, candidate)
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
      tie = false
    } else if (distance === bestDistance) tie = true
  }
  return best !== undefined && bestDistance <= limit && !tie ? best : undefined
}
