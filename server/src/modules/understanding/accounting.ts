import { escapeRegExp } from '../../platform/regex.js'
import { COMMON_WORDS, KEYWORDS, VERB_SYNONYMS } from './lexicon.js'
import { mask, type Note, tidy } from './sentence.js'

/**
 * The last guard against a misread: a plan must use what the step says. Two kinds of words are never dropped by a
 * correct reading, in any phrasing the corpora hold (thousands of steps):
 * - quoted values: every one names an element, a value, a row or a text to check;
 * - a capitalised word inside the sentence (`the Email field`, `to Reply field`): a label or a name.
 * And an unquoted name that a reading made up from the sentence's joints (`Priya Sharma into`, `result: the Search
 * results`) is not a name anybody writes. A clause the reading ignored (a note says so) accounts for none of them: a
 * clause holding a value or a name adds something. A reading that breaks one of these is reported with the words it left
 * out, never run as the smaller reading (`Verify the Email field placeholder is "x"` is not a text check for "x").
 */

/** Where a new clause starts: after these, a capital letter is the sentence's, not a name's. */
const CLAUSE_END = new Set(['.', ':', ';', '!', '?', '|', '>', ')', ']', '-'])
const STEP_NUMBER = /^\s*\d+$/

/**
 * Does a new clause start after `before` (nothing, a step number, or a clause's punctuation then spaces)? Read from
 * the end: a test of the whole text before every capitalised word made this quadratic. A masked value ends in no
 * such character, so the marks need no replacing.
 */
function startsClause(before: string): boolean {
  const end = before.trimEnd()
  return end === '' || CLAUSE_END.has(end.at(-1)!) || STEP_NUMBER.test(end)
}

// Labels end in "in", "on", "by", "as", "to", "for" ("Sign in", "Sort by", "Save as", "Add to"); not in these.
const LOOSE_END = /\s(?:into|onto|from|with|of|and|or|the|a|an)$/i
// A reason, purpose or condition clause (`Subject field, since that is …`, `top so that the header …`, `Username, if
// that is alright`) is never in a name.
const REASON_IN_NAME =
  /(?:,\s*|\s)(?:so\s+that|so\s+as\s+to|because|since|in\s+order\s+to)(?:\s|$)|,\s*(?:which|as|once|then|after|when|if|unless|until|while|before|please|and|verify|check|confirm|ensure|click|tap|wait)\s/i

/** `Type "abc" in the Search field and Enter` -> "Search field and Enter": a role noun then a joint ends the name there. */
/** `Enter 5521 in Member number and 8080 in PIN` -> "Member number and 8080 in PIN": a second value and its place. */
const VALUE_THEN_PLACE = /\s(?:and|then)\s+\d[\w.,:-]*\s+(?:in|into)\s/i
/** `Click on cancel for D-14 booking` -> "cancel for D-14 booking": a control, then the row it is for. */
const FOR_AN_ID = /\sfor\s+[A-Z][A-Za-z]*-?\d/

const ROLE_THEN_JOINT = /\s(?:field|input|box|dropdown|button|link|tab|checkbox|toggle|switch)\s+(?:and|then|or|,)\s/i

/** Nouns a label stands before (`the Swap with dropdown`, `the Reply to field`). */
const ROLE_NOUN =
  '(?:dropdown|drop-down|select|field|input|box|textbox|textarea|area|button|link|tab|checkbox|radio|toggle|switch|menu|list|option|section|panel|column)'

/**
 * `Select "F/O de Wit" from the Swap with dropdown`: a capitalised label that ends in a joint word is still a label
 * when the sentence brackets it with an article and its role noun; there the joint cannot join anything.
 */
function labelled(text: string, name: string): boolean {
  if (!/^[A-Z]/.test(name)) return false
  const escaped = escapeRegExp(name).replace(/\s+/g, '\\s+')
  return new RegExp(`\\b(?:the|a|an|this)\\s+${escaped}\\s+${ROLE_NOUN}\\b`, 'i').test(text)
}

/** A word people capitalise that is no name: verbs and keywords of the grammars, key and dialog words. */
export function structural(word: string, extra: ReadonlySet<string>): boolean {
  const w = word.toLowerCase()
  return Object.hasOwn(VERB_SYNONYMS, w) || KEYWORDS.includes(w) || COMMON_WORDS.has(w) || extra.has(w)
}

export interface AccountingInput {
  text: string
  /** The planned actions (their `line` and `text` are ignored). */
  plans: readonly object[]
  notes: readonly Note[]
  /** Names the plan gave elements without quotes in the step (target names, scope names). */
  unquotedNames: readonly string[]
  /** More words of the grammar that people write capitalised (keys: Enter, Tab; dialog answers: OK). */
  structuralWords: ReadonlySet<string>
}

/** Why the plan is a misread of the step, or undefined when it uses everything the step says. */
export function misreadReason(input: AccountingInput): string | undefined {
  const masked = mask(tidy(input.text))
  const plan = `${JSON.stringify(input.plans.map(({ line: _l, text: _t, ...rest }: { line?: unknown; text?: unknown }) => rest))} ${input.notes
    .filter((n) => n.kind !== 'ignored')
    .map((n) => n.message)
    .join(' ')}`
  const lower = plan.toLowerCase()
  const values = masked.spans
    .map((span) => span.replace(/^"|"$/g, '').replace(/[.,;]+$/, ''))
    .filter(
      (value) =>
        !/\uE000/.test(value) && value.trim() !== '' && !plan.includes(value) && !plan.includes(JSON.stringify(value).slice(1, -1)),
    )
  if (values.length > 0) return `the reading leaves out ${values.map((v) => `"${v}"`).join(', ')}`
  const names: string[] = []
  // A leading label the reading named as a title (`Expected Result: …`, note `ignored "Expected Result:"`) holds no name.
  const title = /^([^:\uE000]{1,60}):\s/.exec(masked.text)?.[1]
  const titled = title !== undefined && input.notes.some((n) => n.kind === 'ignored' && n.message.startsWith(`ignored "${title}:"`))
  for (const { word, index } of capitalisedInside(masked.text)) {
    if (titled && index < title.length) continue
    if (lower.includes(word.toLowerCase())) continue
    // `the My slots list`: a grammar word written capitalised after an article starts a label (round 13).
    // Key and dialog words (`the Return key`) are the grammar's own even there.
    if (
      structural(word, input.structuralWords) &&
      (input.structuralWords.has(word.toLowerCase()) || !/\b(?:the|a|an)\s+$/i.test(masked.text.slice(0, index)))
    )
      continue
    names.push(word)
  }
  if (names.length > 0) return `the reading leaves out ${names.join(', ')}`
  const made = input.unquotedNames.find(
    (name) =>
      /:(?:\s|$)/.test(name) ||
      (LOOSE_END.test(name) && !labelled(masked.text, name)) ||
      REASON_IN_NAME.test(name) ||
      ROLE_THEN_JOINT.test(name) ||
      VALUE_THEN_PLACE.test(name) ||
      FOR_AN_ID.test(name),
  )
  if (made !== undefined) return `"${made}" reads as a name but runs into the sentence around it`
  return undefined
}

/**
 * The capitalised words inside a masked sentence (`the Email field`): not its first word, not a word that starts a
 * clause (after `:`, `.`, `-`, a step number), not a shouted word. Each is a name unless a grammar word or the plan
 * holds it.
 */
export function capitalisedInside(maskedText: string): { word: string; index: number }[] {
  const out: { word: string; index: number }[] = []
  for (const match of maskedText.matchAll(/[A-Za-z][\w'-]*/g)) {
    const word = match[0]
    if (!/^[A-Z][a-z]/.test(word) || match.index === 0) continue
    if (startsClause(maskedText.slice(0, match.index))) continue
    out.push({ word, index: match.index })
  }
  return out
}
