import { COMMON_WORDS, KEYWORDS } from '../understanding/lexicon.js'
import { correctWord } from '../understanding/spelling.js'
import type { ParsedStep } from './step-grammar.js'
import { summarizeApiStep } from './step-summary.js'

/**
 * A bare word the grammar read as a field name, when it is one edit from a word of the grammar (`The statsu is 201`
 * -> `$.statsu`, `The reponse should be 201` -> `$.reponse`): the step more likely misspells "status" / "response"
 * than names such a field, so the reading is not run as written. The sentence layer corrects it, or the step is
 * reported with this reason. A quoted field or a `$.` path is never doubted, nor a word that a keyword starts
 * with (`stats`, `messages`) or an ordinary English word.
 */
export function misspeltFieldWord(text: string, parsed: ParsedStep): string | undefined {
  const plan = parsed.steps.map(summarizeApiStep).join(' | ')
  const unquoted = text.replace(/"[^"]*"|'[^']*'|`[^`]*`/g, ' ').replace(/[$\w.[\]-]*\$[$\w.[\]-]*/g, ' ')
  for (const [word] of unquoted.matchAll(/\b[A-Za-z]{4,}\b/g)) {
    const lower = word.toLowerCase()
    if (COMMON_WORDS.has(lower) || KEYWORDS.some((keyword) => keyword.startsWith(lower) || lower.startsWith(keyword))) continue
    if (!new RegExp(`\\.${word}(?![\\w-])`).test(plan)) continue
    const keyword = correctWord(lower, KEYWORDS, 1)
    if (keyword) return `"${word}" reads as a field but may be a misspelling of "${keyword}"; correct it, or write the field as $.${word}`
  }
  return undefined
}
