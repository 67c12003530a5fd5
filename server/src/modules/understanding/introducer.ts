import { lemma, VERB_SYNONYMS } from './lexicon.js'
import { mask, type Note, tidy, unmask } from './sentence.js'

/**
 * A check introduced by a verb the grammar does not know: `Control that "Venue saved" is shown`, `Look if "x" is
 * visible`, `Make certain that …`, `Test whether …`, `Check to see if …`. Whatever verb writers use to say "find
 * out", the clause after `that`, `if` or `whether` is the check; the caller reads it as `Verify <clause>` and keeps it
 * only when every action it gives is a check (anything else is reported). Two kinds of introducer are never a check's:
 * - a word that takes the clause as given or sets it aside (`Assume that …`, `Ignore if …`, `Skip if …`), or waits
 *   for it (`Await that …`, `Attend that …` as French writers say "wait"): a wait is no check;
 * - before `if`, a verb that is an action under a condition (`Retry if "Timeout" appears` is not a check that
 *   "Timeout" appears), so `if` follows only verbs of looking and finding out.
 */

export interface IntroducedClause {
  /** The introducer as written, with its joint (`Control that`, `Look if`). */
  introducer: string
  /** The clause after it, as written. */
  clause: string
}

/** Verbs of looking and finding out: before `if`, they ask whether the clause holds. */
const INQUIRY = new Set(
  (
    'look see control check test inspect examine determine observe verify validate confirm review investigate ' +
    'ascertain establish assess evaluate watch study find double-check recheck cross-check audit probe query ask ' +
    'make be'
  ).split(' '),
)
/** Introducers that take the clause as given or set it aside: never a check of it. */
const NOT_A_CHECK = new Set(
  (
    'assume assuming suppose supposing imagine pretend given provided ignore skip disregard forget deny doubt hope ' +
    'wish fail stop abort retry repeat continue proceed unless except only even what wait await attend hold'
  ).split(' '),
)
const LEAD =
  /^(?:(?:given|when|then|and|but|please|kindly|now|next|also|finally|i|we|you|he|she|they)\b[,:]?\s+|(?:step\s+)?\d+\s*[:.)-]\s+|[-*]\s+)*/i
const INTRODUCED =
  /^((?:[A-Za-z][\w-]*\s+){0,2}?[A-Za-z][\w-]*)(?:\s+(?:to|and)\s+(?:see|check|make\s+sure|find\s+out|verify|confirm))?(?:\s+out)?\s*,?\s+(that|if|whether)(?:\s+or\s+not)?\s+(\S.*)$/i

/** Verbs of the grammars that check or look: an introducer may be one of them (`Confirm visually that …`). */
const CHECK_VERBS = new Set(['verify', 'assert', 'ensure', 'expect', 'validate', 'see', 'check', 'confirm', 'make', 'make sure'])
/** `Scroll down to see if …`, `Wait and check whether …`: an action before the joint is a step of its own. */
const isAction = (word: string) => {
  const base = lemma(word)
  return base !== undefined && !CHECK_VERBS.has(VERB_SYNONYMS[base] ?? base)
}

/** The introducer and the clause it introduces, or `undefined` when the step is not of that shape. */
export function splitIntroducer(raw: string): IntroducedClause | undefined {
  const masked = mask(tidy(raw))
  const lead = LEAD.exec(masked.text)![0]
  const body = masked.text.slice(lead.length)
  const found = INTRODUCED.exec(body)
  if (!found || /\uE000/.test(found[1]!)) return undefined
  const words = found[1]!.toLowerCase().split(/\s+/)
  // `The message that …`, `the tester controls that …`: a noun phrase is no introducer (an actor is read apart).
  if (/^(?:the|a|an|this|that|these|those|my|our|its|their|his|her|your)$/.test(words[0]!)) return undefined
  const head = words.find((w) => !/ly$/.test(w)) ?? words[0]!
  if (words.some((w) => NOT_A_CHECK.has(w) || isAction(w))) return undefined
  const base = INQUIRY.has(head) ? head : (lemma(head, (w) => INQUIRY.has(w)) ?? head)
  if (found[2]!.toLowerCase() === 'if' && !INQUIRY.has(base) && !/\s(?:to|and)\s/i.test(found[0])) return undefined
  const clause = found[3]!
  return { introducer: unmask(masked, body.slice(0, body.length - clause.length).trim()), clause: unmask(masked, clause) }
}

/** The note a reader puts on the line when it reads an introduced clause as a check. */
export function introducerNote(introduced: IntroducedClause): Note {
  return { kind: 'reordered', message: `read "${introduced.introducer}" as "Verify" (it introduces the check)` }
}
