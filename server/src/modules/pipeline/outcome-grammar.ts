import { isAssertion, type UiAction } from './actions.js'
import { readUrl } from './check-grammar.js'
import { understandUiStep } from './step-understanding.js'

/**
 * Expected-outcome bullets are prose. A bullet that is itself a check ("The URL contains /dashboard", "Verify the
 * text "X" is visible") becomes that check; otherwise only what prose states unambiguously is checked:
 * - quoted text after a display word: `shows "X"`, `sees "X"`, `the error "X"`, `"X" is shown`, `displays "X" and "Y"`;
 * - quoted text after a negation: `does not show "X"` (must be hidden);
 * - a path after a landing word: `is redirected to /dashboard`, `lands on /orders/`.
 * Quoted text with any other lead ("Searching for "mug" finds …") is data, not an expectation, and is left alone.
 */

const QUOTE_LIST = '("[^"]+"(?:\\s*(?:,\\s*and|,|and|or)\\s*"[^"]+")*)'
const DISPLAY =
  '(?:shows?|showing|displays?|displaying|sees?|seeing|reads?|says?|lists?|prints?|greets?\\s+(?:them|the\\s+\\w+)\\s+with|(?:message|text|error|heading|notice|banner|greeting|confirmation|title|label|toast|alert))'
const NEGATION =
  "(?:does\\s+not|doesn't|do\\s+not|don't|no\\s+longer|never|must\\s+not|should\\s+not)\\s+(?:shows?|displays?|sees?|contains?|lists?)"
const ARTICLES = '(?:(?:the|a|an|its|their)\\s+)?(?:(?:message|text|error|heading|notice|greeting|words?|label)\\s+)?'
const LANDING =
  /\b(?:redirected|taken|sent|returned|lands?|ends?\s+up|stays?|remains?|navigates?)\s+(?:back\s+)?(?:to|on|at)\s+(?:the\s+)?(\S+)/gi

/** The checks a bullet states, in order; empty when nothing in it is checkable. */
export function parseOutcome(text: string, line: number): UiAction[] {
  const asStep = understandUiStep(text, line).actions
  if (asStep.length > 0 && asStep.every(isAssertion)) return asStep
  const base = { line, text: text.replace(/\s+/g, ' ').trim() }
  const plain = base.text.replace(/[“”]/g, '"')
  const found: { at: number; action: UiAction }[] = []
  const taken = new Set<number>()

  for (const match of plain.matchAll(new RegExp(`\\b${NEGATION}\\s+${ARTICLES}${QUOTE_LIST}`, 'gi'))) {
    const start = match.index + match[0].length - match[1]!.length
    for (const quote of quotes(match[1]!, start)) {
      taken.add(quote.at)
      found.push({ at: quote.at, action: { ...base, kind: 'verify_text', value: quote.text, visible: false } })
    }
  }
  const positive = [
    new RegExp(`\\b${DISPLAY}\\s+${ARTICLES}${QUOTE_LIST}`, 'gi'),
    new RegExp(`${QUOTE_LIST}\\s+(?:is|are)\\s+(?:shown|displayed|visible|present|on\\s+the\\s+page)`, 'gi'),
  ]
  for (const pattern of positive) {
    for (const match of plain.matchAll(pattern)) {
      const list = match[1]!
      const start = match.index + match[0].indexOf(list)
      for (const quote of quotes(list, start)) {
        if (taken.has(quote.at)) continue
        taken.add(quote.at)
        found.push({ at: quote.at, action: { ...base, kind: 'verify_text', value: quote.text, visible: true } })
      }
    }
  }
  for (const match of plain.matchAll(LANDING)) {
    const url = readUrl(match[1]!.replace(/[.,;:!)]+$/, ''))
    if (url) found.push({ at: match.index, action: { ...base, kind: 'verify_url', op: 'contains', value: url } })
  }
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.action)
}

function quotes(list: string, offset: number): { text: string; at: number }[] {
  return [...list.matchAll(/"([^"]+)"/g)].map((match) => ({ text: match[1]!, at: offset + match.index }))
}
