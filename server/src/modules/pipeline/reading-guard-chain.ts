import { escapeRegExp } from '../../platform/regex.js'
import { misreadReason } from '../understanding/accounting.js'
import { dropFillers, mask, type Note, readSentence, type Sentence, tidy, unmask } from '../understanding/sentence.js'
import { readChecklistLine } from './checklist-lines.js'
import { readEverydayStyle } from './everyday-styles.js'
import { KEY_NAMES } from './keys.js'
import { readLabelLine } from './label-lines.js'
import { readLoosely } from './loose-readings.js'
import { guardReading } from './name-guards.js'
import { readRoles } from './role-reading.js'
import { arranged, attempt, type Base } from './step-attempt.js'
import type { UnderstoodStep } from './step-understanding.js'
import { respelled } from './ui-respelling.js'
import { rewriteEveryday } from './ui-rewrites.js'
import { UI_VERBS } from './ui-verbs.js'

/**
 * The guards a UI step's reading as written passes, in this order (step-understanding.ts runs them on every step the
 * sentence layer and the grammar read): a name holding a modal verb or a full stop is a sentence not taken apart
 * ({@link modalInName}); a reading must account for every quoted value and name of the step ({@link accounted}, with
 * the respelling of stray words); the name guards (name-guards.ts) report names no reader may take as written; a step
 * still not understood gets its last chances in the looser readings ({@link orLoosely}). The order-free and everyday
 * readings the guards fall back on are here too, and step-understanding.ts reads with them as well.
 */

/** Reads another text through the whole pipeline (step-understanding.ts's `understandUiStep`). */
type Understand = (text: string, line: number) => UnderstoodStep

/** `step`, the reading of `text` as written, after the guards. */
export function guardedReading(step: UnderstoodStep, text: string, line: number, understand: Understand): UnderstoodStep {
  return orLoosely(
    guardReading(accounted(modalInName(step, text, line, understand), text, line, understand), text, line),
    text,
    line,
    understand,
  )
}

/**
 * `It should 10 jobs in the results list be shown`: an unquoted element name that holds a modal verb is a sentence
 * the grammar did not take apart, not a label; it is reported rather than run as a search for that "name".
 */
function modalInName(step: UnderstoodStep, text: string, line: number, understand: Understand): UnderstoodStep {
  const quoted = mask(tidy(text)).spans
  const garbled = step.actions
    .map((a) => ('target' in a && a.target && typeof a.target === 'object' && 'name' in a.target ? a.target.name : undefined))
    .find(
      (name) => typeof name === 'string' && (MODAL.test(name) || SENTENCE_BREAK.test(name)) && !quoted.some((span) => span.includes(name)),
    )
  if (garbled === undefined) return step
  const orderFree = readOrderFree(text, line, understand)
  if (orderFree) return orderFree
  const reason = `"${garbled}" reads as an element's name but holds a verb or a full stop of the sentence; write the step as "Verify …" with the element named`
  return { actions: [{ line, text: text.replace(/\s+/g, ' ').trim(), kind: 'unknown', reason }], notes: step.notes }
}

/** Capitalised words of the UI grammar that name no element: key names and dialog answers. */
const UI_STRUCTURAL = new Set([
  ...KEY_NAMES.map((k) => k.toLowerCase()),
  'return',
  'esc',
  'ok',
  'okay',
  'yes',
  'no',
  'cancel',
  'ctrl',
  'cmd',
])

/** A reading that leaves out a quoted value or a name of the step is reported, not run (understanding/accounting.ts). */
function accounted(step: UnderstoodStep, text: string, line: number, understand: Understand): UnderstoodStep {
  if (step.actions.some((a) => a.kind === 'unknown')) return respelled(step, text, line, understand)
  const quoted = mask(tidy(text)).spans
  const unquotedNames = step.actions.flatMap((a) => {
    const target = 'target' in a && a.target && typeof a.target === 'object' && 'name' in a.target ? a.target : undefined
    return target ? [target.name, target.scope?.name ?? ''].filter((n) => n !== '' && !quoted.some((span) => span.includes(n))) : []
  })
  const reason = misreadReason({
    text,
    plans: step.actions,
    notes: step.notes,
    unquotedNames: unquotedNames.filter((name) => !boundedName(name, text)),
    structuralWords: UI_STRUCTURAL,
  })
  if (reason === undefined) return respelled(step, text, line, understand)
  // A reading that left words out may be of an everyday form the rewrites read whole (`Type Priya Sharma into "X"`).
  const everyday = readEveryday(readSentence(text, UI_VERBS), { line, text: text.replace(/\s+/g, ' ').trim() }, understand)
  if (everyday) return everyday
  return {
    actions: [{ line, text: text.replace(/\s+/g, ' ').trim(), kind: 'unknown', reason: `not understood: ${reason}` }],
    notes: step.notes,
  }
}

/** `in Swap with dropdown`: a name the step ends with its role noun is bounded as written, whatever its last word. */
function boundedName(name: string, text: string): boolean {
  return (
    / (?:into|onto|from|with|of|and|or)$/i.test(name) &&
    !/[:;,.]|\b(?:the|a|an)\b/i.test(name) &&
    new RegExp(`${escapeRegExp(name)}\\s+${ROLE_NOUN}`, 'i').test(text)
  )
}

const ROLE_NOUN = '(?:dropdown|drop-down|field|button|link|checkbox|tab|textbox|combo\\s*box|list\\s*box)\\b'
const MODAL = /\b(?:should|must|shall|would|could|will|can|cannot|might)\b/i
/** `Click Save. Expected the page to reload`: an unquoted name that runs over a full stop holds the next sentence. */
const SENTENCE_BREAK = /[a-z0-9][.!?]\s+[A-Za-z]/

/** A step no reading understands gets its last chance in a looser reading (loose-readings.ts), then as a checklist's line. */
function orLoosely(step: UnderstoodStep, text: string, line: number, understand: Understand): UnderstoodStep {
  if (!step.actions.some((a) => a.kind === 'unknown')) return step
  return (
    readLoosely(text, line, understand) ?? readChecklistLine(text, line, understand) ?? readEverydayStyle(text, line, understand) ?? step
  )
}

/**
 * The readings used when the rules find none: a label line (label-lines.ts), then the order-free role reading
 * (role-reading.ts), whose sentence the grammar plans as any other.
 */
export function readOrderFree(text: string, line: number, understand: Understand): UnderstoodStep | undefined {
  const labelled = readLabelLine(text, line, (said) => understand(said, line))
  if (labelled) return labelled
  const sentence = readSentence(text, UI_VERBS)
  const roles = readRoles(sentence.masked.text, sentence.masked.spans, UI_VERBS)
  if (!roles) return undefined
  const r = attempt(sentence.masked, roles, { line, text: text.replace(/\s+/g, ' ').trim() })
  if (!r.actions) return undefined
  const note: Note = { kind: 'reordered', message: `read as "${unmask(sentence.masked, roles)}"` }
  return { actions: r.actions, notes: [...sentence.notes, note] }
}

/**
 * The step rewritten into the documented form it says the same as (ui-rewrites.ts), read as that form is; the
 * rewritten text is read through the whole pipeline (a rewrite is never rewritten again).
 */
export function readEveryday(
  sentence: Sentence,
  base: Base,
  understand: Understand,
  rewrite = rewriteEveryday,
): UnderstoodStep | undefined {
  const everyday = rewrite(dropFillers(sentence.masked.text), sentence.masked.spans)
  if (everyday === undefined) return undefined
  const said = unmask(sentence.masked, everyday)
  if (rewriting.has(said)) return undefined
  rewriting.add(said)
  try {
    const read = understand(said, base.line)
    if (read.actions.some((a) => a.kind === 'unknown')) return undefined
    const actions = read.actions.map((a) => arranged({ ...a, text: base.text }, sentence.gherkin === 'given' ? base : undefined))
    return { actions, notes: [...sentence.notes, ...read.notes, { kind: 'reordered', message: `read as "${said}"` }] }
  } finally {
    rewriting.delete(said)
  }
}

const rewriting = new Set<string>()
