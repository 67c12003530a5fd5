import type { Note } from '../understanding/sentence.js'
import { readSentence, unmask } from '../understanding/sentence.js'
import { A11Y_RULES } from './a11y-rules.js'
import type { UiAction } from './actions.js'
import { CHANGED_VALUE_RULES, quoteChangedValue } from './changed-value-checks.js'
import { CHECKLIST_RULES } from './checklist-words.js'
import { CODE_PROSE_RULES } from './code-step-prose.js'
import { DEVELOPER_RULES } from './developer-words.js'
import { EVERYDAY_SHAPES, titledDialog } from './everyday-shapes.js'
import { KEYBOARD_RULES } from './keyboard-rules.js'
import { LOOSE_FRAMES } from './loose-frames.js'
import { LOOSE_RULES, type LooseRule } from './loose-rules.js'
import { NARRATED_TAIL_RULES } from './narrated-tails.js'
import { ORDINAL_RULES } from './ordinal-targets.js'
import { RECORD_CONTROL_RULES } from './record-controls.js'
import { SECOND_LANGUAGE_RULES } from './second-language-checks.js'
import { SECOND_LANGUAGE_FORM_RULES } from './second-language-forms.js'
import { SHARED_VERB_RULES } from './shared-verb-steps.js'
import { arranged } from './step-attempt.js'
import { UI_VERBS } from './ui-verbs.js'
import { quoteToggleLabel, TIME_ADVERB_RULES, UNQUOTED_RULES } from './unquoted-names.js'
import { STYLE_RULES } from './writer-styles.js'

/**
 * The last chance of a step no other reading understands (round 11, docs/ui-spec-format.md "Loose phrasings"): the
 * ways people write a documented step that only a looser reading sees (loose-rules.ts), such as a tail that adds no
 * action (`… which is at the top of the page`, `… for judges`, `… while payment is processing`), a check of a
 * labelled value (`Verify the Total shows "€24.00"`), a record named without quotes at the end of a check
 * (`… for Court 2`), a value named by what it is (`Enter the code COOP10 in …`), slips of non-native writers
 * (`not appears more`, `is with "x"`) and a quote left open. The rules rewrite the step's masked sentence; the
 * result is read by the whole pipeline (`understand`) and kept only when every action of it is understood, so a
 * rule can only turn a report into a reading, never change a reading.
 */

interface Read {
  actions: UiAction[]
  notes: Note[]
}

/** The step read through the loose rules, or `undefined` when none applies or the rewrite is not understood. */
export function readLoosely(text: string, line: number, understand: (said: string, line: number) => Read): Read | undefined {
  if (depth >= 2) return undefined
  // A toggle's label runs to the end of the step as written; a rewritten step may have lost its end (quoteToggleLabel).
  const labelled = depth === 0 ? quoteToggleLabel(text) : text
  const closed = quoteChangedValue(quoteInitialName(titledDialog(closeOpenQuote(labelled))).replace(CALLED, '$1'))
  const sentence = readSentence(closed, UI_VERBS)
  const masked = sentence.masked.text
  let rewritten = masked
  for (const rule of ALL_RULES) {
    if (needed(rule, rewritten.toLowerCase())) rewritten = apply(rule, rewritten, sentence.masked.spans)
  }
  if (rewritten === masked && closed === text) return undefined
  const said = unmask(sentence.masked, rewritten.replace(/\s+/g, ' ').trim())
  if (said === text || reading.has(said)) return undefined
  reading.add(said)
  depth++
  try {
    const read = understand(said, line)
    if (read.actions.some((a) => a.kind === 'unknown')) return undefined
    const whole = text.replace(/\s+/g, ' ').trim()
    const base = sentence.gherkin === 'given' ? { line, text: whole } : undefined
    return {
      actions: read.actions.map((a) => arranged({ ...a, text: whole }, base)),
      notes: [...sentence.notes, ...read.notes, { kind: 'reordered', message: `read as "${said}"` }],
    }
  } finally {
    depth--
    reading.delete(said)
  }
}

let depth = 0
// Round 12's rules run next: their leads (`Control that`, `Expected result:`) are rewritten before the others look.
const ALL_RULES = [
  // Round 13's names without quotes run first: a rule below may recase or reword the words that bound a name.
  ...UNQUOTED_RULES,
  ...TIME_ADVERB_RULES,
  ...CODE_PROSE_RULES,
  ...STYLE_RULES,
  ...DEVELOPER_RULES,
  ...CHECKLIST_RULES,
  ...SECOND_LANGUAGE_RULES,
  ...SECOND_LANGUAGE_FORM_RULES,
  ...RECORD_CONTROL_RULES,
  ...SHARED_VERB_RULES,
  ...CHANGED_VALUE_RULES,
  ...NARRATED_TAIL_RULES,
  ...KEYBOARD_RULES,
  ...A11Y_RULES,
  ...LOOSE_FRAMES,
  ...LOOSE_RULES,
  ...ORDINAL_RULES,
  ...EVERYDAY_SHAPES,
]
const reading = new Set<string>()

/** A rule runs only on a step holding one of its words: a substring test costs far less than a failed regex scan. */
const needed = ([needs]: LooseRule, lower: string) => needs.some((word) => lower.includes(word))

function apply(rule: LooseRule, text: string, spans: readonly string[]): string {
  const [, pattern, to] = rule
  if (typeof to === 'string') return text.replace(pattern, to)
  return text.replace(pattern, (...args: unknown[]) => {
    const groups = args.slice(1, -2).map((g) => (g === undefined ? undefined : String(g)))
    return to(spans, ...groups) ?? (args[0] as string)
  })
}

/** `the field that is called X`: the sentence layer reads `named X` / `called X` (not the relative clause). */
const CALLED = /\b(?:that|which)\s+is\s+(called|named|labell?ed)\b/i

/**
 * `… on the walk with Lena K.`: a person named with an initial at the end of a step keeps the initial's full stop
 * (the sentence layer would drop it as the step's own).
 */
function quoteInitialName(text: string): string {
  return text.replace(/(\s(?:with|for|of|by)\s+)([A-Z][a-z]+\s+[A-Z]\.)\s*$/, '$1"$2"')
}

/** `Click "Send request`: a quote opened and never closed runs to the end of the step. */
function closeOpenQuote(text: string): string {
  const trimmed = text.trimEnd()
  // One quote only, opening a word after a space: an inch mark (`27" monitor`) or a quote of its own is left alone.
  if (trimmed.split('"').length !== 2 || !/(?:^|\s)"[^"\s][^"]*$/.test(trimmed)) return text
  return `${trimmed.replace(/\.$/, '')}"`
}
