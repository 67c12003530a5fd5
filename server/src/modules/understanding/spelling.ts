import { COMMON_WORDS } from './lexicon.js'

/**
 * Misspelt words: a word is corrected only when exactly one vocabulary word is clearly closest (optimal string
 * alignment distance, so "Clikc" -> "click" is one edit). Never applied inside quoted values.
 */

/**
 * Edit distance with adjacent transpositions counted as one edit, or `limit + 1` as soon as it must exceed
 * `limit` (three rolling rows, no table: this runs for every unknown word of every step).
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let before = new Array<number>(b.length + 1).fill(0)
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  let current = new Array<number>(b.length + 1).fill(0)
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2]! + 1)
      current[j] = best
      if (best < rowMin) rowMin = best
    }
    if (rowMin > limit) return limit + 1
    ;[before, previous, current] = [previous, current, before]
  }
  return previous[b.length]!
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
  // The same words recur in every step of a spec and every keystroke of the editor; the answer depends on the word,
  // the vocabulary (fixed arrays) and the limit only.
  let byWord = memo.get(vocabulary)
  if (!byWord) {
    byWord = new Map()
    memo.set(vocabulary, byWord)
  }
  const key = `${maxEdits}:${w}`
  if (byWord.has(key)) return byWord.get(key)
  if (byWord.size >= 5000) byWord.clear()
  const answer = closest(w, vocabulary, maxEdits)
  byWord.set(key, answer)
  return answer
}

const memo = new WeakMap<readonly string[], Map<string, string | undefined>>()

function closest(w: string, vocabulary: readonly string[], maxEdits: number): string | undefined {
  if (vocabulary.includes(w) || COMMON_WORDS.has(w)) return undefined
  const limit = Math.min(allowance(w.length), maxEdits)
  if (limit === 0) return undefined
  let best: string | undefined
  let bestDistance = Number.POSITIVE_INFINITY
  let tie = false
  for (const candidate of vocabulary) {
    if (Math.abs(candidate.length - w.length) > limit) continue
    const distance = editDistance(w, candidate, limit)
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
      tie = false
    } else if (distance === bestDistance) tie = true
  }
  return best !== undefined && bestDistance <= limit && !tie ? best : undefined
}
