import { COMMON_WORDS } from '../understanding/lexicon.js'
import { correctWord } from '../understanding/spelling.js'
import type { ParsedStep } from './step-grammar.js'
import { summarizeApiStep } from './step-summary.js'

/** The words of the API grammar whose misspelling changes what a step checks. */
const API_KEYWORDS: readonly string[] = ['response', 'status', 'header', 'headers', 'body', 'request', 'endpoint', 'message', 'error']

/** English words one edit from one of them, which name fields of their own. */
const FIELD_WORDS = new Set(['stats', 'statue', 'leader', 'reader', 'heater', 'healer', 'header', 'bodies', 'errors', 'mirror'])

/**
 * A bare word the grammar read as a field name, when it is one edit from a word of the grammar (`The statsu is 201`
 * -> `$.statsu`, `The reponse should be 201` -> `$.reponse`): the step more likely misspells "status" / "response"
 * than names such a field, so the reading is not run as written. The sentence layer corrects it, or the step is
 * reported with this reason. A quoted field or a `$.` path is never doubted, nor a keyword's plural (`statuses`) or
 * an English word that names fields (`stats`, `leader`).
 */
export function misspeltFieldWord(text: string, parsed: ParsedStep): string | undefined {
  const plan = parsed.steps.map(summarizeApiStep).join(' | ')
  // The field names the plan holds (`$.statsu` -> statsu); most plans name none, and then nothing is doubted.
  const fields = new Set([...plan.matchAll(/\.([A-Za-z][\w-]*)/g)].map((match) => match[1]!))
  if (fields.size === 0) return undefined
  const unquoted = text.replace(/"[^"]*"|'[^']*'|`[^`]*`/g, ' ').replace(/[$\w.[\]-]*\$[$\w.[\]-]*/g, ' ')
  for (const [word] of unquoted.matchAll(/\b[A-Za-z]{4,}\b/g)) {
    const lower = word.toLowerCase()
    // `headers`, `statuses` are forms of a keyword; `stats`, `leader` are words of their own.
    if (COMMON_WORDS.has(lower) || FIELD_WORDS.has(lower) || API_KEYWORDS.some((keyword) => lower.startsWith(keyword))) continue
    if (!fields.has(word)) continue
    const keyword = correctWord(lower, API_KEYWORDS, 1)
    if (keyword) return `"${word}" reads as a field but may be a misspelling of "${keyword}"; correct it, or write the field as $.${word}`
  }
  return undefined
}
