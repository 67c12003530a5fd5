import { escapeRegExp } from '../../platform/regex.js'
import { misreadReason } from '../understanding/accounting.js'
import {
  byGerund,
  circumstanceCuts,
  dropFillers,
  forgetMasks,
  type Masked,
  mask,
  type Note,
  readSentence,
  type Sentence,
  splitCompound,
  tidy,
  unmask,
  verbOf,
} from '../understanding/sentence.js'
import { summarizeUiAction } from './action-summary.js'
import type { UiAction } from './actions.js'
import { pressedTwice, readChecklistLine } from './checklist-lines.js'
import { readCodeStep } from './code-steps.js'
import { everydayReason } from './everyday-style-rules.js'
import { readEverydayStyle } from './everyday-styles.js'
import { isFraming, readReframed } from './framed-reading.js'
import { readKeyJoint } from './key-joints.js'
import { readKeyboardStep } from './keyboard-steps.js'
import { KEY_NAMES, normalizeKey } from './keys.js'
import { readLabelLine } from './label-lines.js'
import { readLoosely } from './loose-readings.js'
import { guardReading } from './name-guards.js'
import { readCondition, readNoteLine } from './note-lines.js'
import { type PlainWording, plainWording } from './plain-wording.js'
import { readRoles } from './role-reading.js'
import { arranged, attempt, type Base } from './step-attempt.js'
import { readFramed } from './step-frames.js'
import { parseUiStep } from './step-grammar.js'
import { parsePhrase } from './step-phrases.js'
import { readTestCaseRow } from './test-case-rows.js'
import { readToolStep } from './tool-step-reader.js'
import { truthPreText, truthStepReason3 } from './truth-rewrites-3.js'
import { truthPreText4, truthStepReason4 } from './truth-rewrites-4.js'
import { readPurposeCut5, truthPreText5, truthStepReason5 } from './truth-rewrites-5.js'
import { respelled } from './ui-respelling.js'
import { rewriteEarly, rewriteEveryday } from './ui-rewrites.js'
import { UI_VERBS } from './ui-verbs.js'

export { UI_VERBS }

/**
 * One UI step as written -> the actions it means, with notes on what was read differently from the letter (a
 * corrected verb, a dropped clause, a split compound). The sentence layer (understanding/sentence.ts) gives the
 * imperative form; qualifiers (step-qualifiers.ts) are taken off; the grammar (step-grammar.ts, step-phrases.ts)
 * maps the rest. Nothing is guessed: a step no reading understands stays `unknown` with the grammar's reason, and a
 * step two readings understand differently is reported as ambiguous.
 */

export interface UnderstoodStep {
  actions: UiAction[]
  notes: Note[]
}

/**
 * `Tick the checkbox for "Remember me"` / `… for "Buy milk"`: a nameless checkbox or radio button "for" a quoted text
 * is its label on a form and the row's control in a list; the words do not say which. (`of "X"` is the label,
 * `next to "X"` the row; `the box for "X"` and `the switch for "X"` are a list row's control, as the row phrasing
 * tests keep them.)
 */
const TOGGLE_FOR = /\b(checkbox|check\s+box|tick\s*box|radio\s+button|radio)\s+for\s+(\uE000\d+\uE001)/i

/**
 * `Type "…" into the Question text field`: before "text field / box / area" an unquoted name may end at "text" (the
 * field labelled "Question", "text field" its role) or hold it (the field labelled "Question text"); both are
 * labels people write, so the step is reported. A quoted name, an ordinal (`the first text field`) or no name says
 * which.
 */
const TEXT_ROLE =
  /\b(?:in|into|on|at|the)\s+(?:the\s+)?((?:(?!(?:the|a|an|first|second|third|last|next|other|only|same|empty|main|\d+(?:st|nd|rd|th))\b)[A-Za-z][\w-]*\s+){1,3}?)text\s+(field|box|area|input)\b/i

export function understandUiStep(text: string, line: number): UnderstoodStep {
  // The reading depends on the text alone: the editor validates the whole spec on every keystroke, and all steps
  // but the one being typed were read the keystroke before. Kept readings are frozen, and handed out per line.
  const kept = understood.get(text)
  if (kept) return { actions: kept.actions.map((a) => ({ ...a, line })), notes: kept.notes }
  // Other tools' notations first (round 15): some share the code reader's roots (`page.click('::-p-text(Save)')`).
  const tool = readToolStep(text, line)
  if (tool) return tool
  const code = readCodeStep(text, line)
  if (code) return code
  // A test case's row is read cell by cell (each cell meets the reasons below), or reported whole: its bars are borders.
  const row = readTestCaseRow(text, line, understandUiStep)
  if (row) return row
  const keyed = truthStepReason3(text) ?? everydayReason(text) ?? truthStepReason4(text) ?? truthStepReason5(text)
  if (keyed !== undefined) return { actions: [{ line, text: text.replace(/\s+/g, ' ').trim(), kind: 'unknown', reason: keyed }], notes: [] }
  const purposed = readPurposeCut5(text, line, understandUiStep)
  if (purposed) return purposed
  const unlabelled = truthPreText4(text) ?? truthPreText5(text)
  if (unlabelled !== undefined)
    return inPlainWords({ text: unlabelled, note: { kind: 'corrected', message: `read as "${unlabelled.trim()}"` } }, text, line)
  const truer = truthPreText(text)
  if (truer !== undefined)
    return inPlainWords({ text: truer, note: { kind: 'corrected', message: `read as "${truer.trim()}"` } }, text, line)
  const plain = plainWording(text)
  if (plain) return inPlainWords(plain, text, line)
  // The step as written, then through its frames (arrows passed inline: under tsx a named closure costs a
  // defineProperty each time it is made, on every step).
  const fresh = readFramed(
    text,
    line,
    () => orLoosely(guardReading(accounted(modalInName(read(text, line), text, line), text, line), text, line), text, line),
    (said) => understandUiStep(said, line),
  )
  if (understood.size >= 5000) understood.clear()
  // A reading inside a reframed one skips the frames: it is not the step's whole reading, so it is not kept.
  if (!isFraming()) understood.set(text, deepFreeze({ actions: fresh.actions.map((a) => ({ ...a })), notes: fresh.notes }))
  return fresh
}

const understood = new Map<string, UnderstoodStep>()

/** A step no reading understands gets its last chance in a looser reading (loose-readings.ts), then as a checklist's line. */
function orLoosely(step: UnderstoodStep, text: string, line: number): UnderstoodStep {
  if (!step.actions.some((a) => a.kind === 'unknown')) return step
  return (
    readLoosely(text, line, understandUiStep) ??
    readChecklistLine(text, line, understandUiStep) ??
    readEverydayStyle(text, line, understandUiStep) ??
    step
  )
}

/** The step read in the grammar's words (plain-wording.ts), planned and noted as the step written. */
function inPlainWords(plain: PlainWording, text: string, line: number): UnderstoodStep {
  const read = understandUiStep(plain.text, line)
  const whole = text.replace(/\s+/g, ' ').trim()
  return { actions: read.actions.map((a) => ({ ...a, text: whole })), notes: [plain.note, ...read.notes] }
}

/**
 * `It should 10 jobs in the results list be shown`: an unquoted element name that holds a modal verb is a sentence
 * the grammar did not take apart, not a label; it is reported rather than run as a search for that "name".
 */
function modalInName(step: UnderstoodStep, text: string, line: number): UnderstoodStep {
  const quoted = mask(tidy(text)).spans
  const garbled = step.actions
    .map((a) => ('target' in a && a.target && typeof a.target === 'object' && 'name' in a.target ? a.target.name : undefined))
    .find(
      (name) => typeof name === 'string' && (MODAL.test(name) || SENTENCE_BREAK.test(name)) && !quoted.some((span) => span.includes(name)),
    )
  if (garbled === undefined) return step
  const orderFree = readOrderFree(text, line)
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
function accounted(step: UnderstoodStep, text: string, line: number): UnderstoodStep {
  if (step.actions.some((a) => a.kind === 'unknown')) return respelled(step, text, line, understandUiStep)
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
  if (reason === undefined) return respelled(step, text, line, understandUiStep)
  // A reading that left words out may be of an everyday form the rewrites read whole (`Type Priya Sharma into "X"`).
  const everyday = readEveryday(readSentence(text, UI_VERBS), { line, text: text.replace(/\s+/g, ' ').trim() })
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

/** Forgets kept readings (the bench measures a cold validation this way). */
export function forgetUnderstoodSteps(): void {
  understood.clear()
  forgetMasks()
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

/**
 * The readings used when the rules find none: a label line (label-lines.ts), then the order-free role reading
 * (role-reading.ts), whose sentence the grammar plans as any other.
 */
function readOrderFree(text: string, line: number): UnderstoodStep | undefined {
  const labelled = readLabelLine(text, line, (said) => understandUiStep(said, line))
  if (labelled) return labelled
  const sentence = readSentence(text, UI_VERBS)
  const roles = readRoles(sentence.masked.text, sentence.masked.spans, UI_VERBS)
  if (!roles) return undefined
  const r = attempt(sentence.masked, roles, { line, text: text.replace(/\s+/g, ' ').trim() })
  if (!r.actions) return undefined
  const note: Note = { kind: 'reordered', message: `read as "${unmask(sentence.masked, roles)}"` }
  return { actions: r.actions, notes: [...sentence.notes, note] }
}

function read(text: string, line: number): UnderstoodStep {
  const base: Base = { line, text: text.replace(/\s+/g, ' ').trim() }
  const noted = readNoteLine(text, (said) => understandUiStep(said, line))
  if (noted) return noted
  const keyed = readKeyJoint(text, base, understandUiStep)
  if (keyed) return keyed
  const keyboard = readKeyboardStep(text, line, understandUiStep)
  if (keyboard) return keyboard
  const framed = readReframed(text, line, understandUiStep)
  if (framed) return framed
  const sentence = readSentence(text, UI_VERBS)
  const either = TOGGLE_FOR.exec(sentence.masked.text)
  if (either) {
    const name = unmask(sentence.masked, either[2]!)
    const reason = `ambiguous: "the ${either[1]} for ${name}" may be the ${either[1]} labelled ${name} or the one in the row holding ${name}; write "the ${name} ${either[1]}" or "the ${either[1]} next to ${name}"`
    return { actions: [{ ...base, kind: 'unknown', reason }], notes: sentence.notes }
  }
  const texty = TEXT_ROLE.exec(sentence.masked.text)
  if (texty) {
    const name = texty[1]!.trim()
    const reason = `ambiguous: "${name} text ${texty[2]}" may be the ${texty[2]} labelled "${name}" or the one labelled "${name} text"; quote the label: the "${name}" text ${texty[2]} or the "${name} text" ${texty[2]}`
    return { actions: [{ ...base, kind: 'unknown', reason }], notes: sentence.notes }
  }
  if (sentence.questions) return understandQuestion(sentence.questions, sentence.masked, base)
  const early = readEveryday(sentence, base, rewriteEarly)
  if (early) return early
  // A compound whose every part is understood wins over one long reading of it ("… field and click Add").
  const split = understandCompound(sentence.masked, base)
  if (split) return { actions: split.actions, notes: [...sentence.notes, ...split.notes] }
  const whole = attempt(sentence.masked, sentence.masked.text, base)
  if (whole.actions && sentence.gherkin === 'given') whole.actions = whole.actions.map((a) => arranged(a, base))
  if (whole.actions) return { actions: whole.actions, notes: sentence.notes }
  if (whole.ambiguous) return { actions: [{ ...base, kind: 'unknown', reason: whole.ambiguous }], notes: sentence.notes }

  const quiet = dropFillers(sentence.masked.text)
  if (quiet !== sentence.masked.text) {
    const r = attempt(sentence.masked, quiet, base)
    if (r.actions) return { actions: r.actions, notes: sentence.notes }
  }

  // An everyday way of writing a documented form (ui-rewrites.ts), read before any words are cut.
  const everyday = readEveryday(sentence, base)
  if (everyday) return everyday
  for (const cut of circumstanceCuts(quiet)) {
    const r = attempt(sentence.masked, cut.text, base)
    if (r.actions) {
      const dropped = unmask(sentence.masked, cut.dropped)
      return { actions: r.actions, notes: [...sentence.notes, { kind: 'ignored', message: `ignored "${dropped}" (it adds no action)` }] }
    }
  }
  const by = byGerund(quiet, UI_VERBS)
  if (by) {
    const r = attempt(sentence.masked, by.text, base)
    if (r.actions) {
      const dropped = unmask(sentence.masked, by.dropped)
      return {
        actions: r.actions,
        notes: [...sentence.notes, { kind: 'ignored', message: `ignored "${dropped}" (it says what the action is for)` }],
      }
    }
  }
  const expected = understandExpectation(sentence.masked, base)
  if (expected) return { actions: expected.actions, notes: [...sentence.notes, ...expected.notes] }
  const fallback = readOrderFree(text, line) ?? readCondition(text, (said) => understandUiStep(said, line))
  if (fallback) return fallback
  const plain = unmask(sentence.masked)
  const said = parsePhrase(plain, base)?.find((a) => a.kind === 'unknown') ?? parseUiStep(plain, line)
  const reason = said.kind === 'unknown' ? said.reason : 'not a step the grammar knows'
  return { actions: [{ ...base, kind: 'unknown', reason }], notes: sentence.notes }
}

/**
 * The step rewritten into the documented form it says the same as (ui-rewrites.ts), read as that form is; the
 * rewritten text is read through the whole pipeline (a rewrite is never rewritten again).
 */
function readEveryday(sentence: Sentence, base: Base, rewrite = rewriteEveryday): UnderstoodStep | undefined {
  const everyday = rewrite(dropFillers(sentence.masked.text), sentence.masked.spans)
  if (everyday === undefined) return undefined
  const said = unmask(sentence.masked, everyday)
  if (rewriting.has(said)) return undefined
  rewriting.add(said)
  try {
    const read = understandUiStep(said, base.line)
    if (read.actions.some((a) => a.kind === 'unknown')) return undefined
    const actions = read.actions.map((a) => arranged({ ...a, text: base.text }, sentence.gherkin === 'given' ? base : undefined))
    return { actions, notes: [...sentence.notes, ...read.notes, { kind: 'reordered', message: `read as "${said}"` }] }
  } finally {
    rewriting.delete(said)
  }
}

const rewriting = new Set<string>()

/** A question is understood when the statements it may mean that the grammar understands all agree. */
function understandQuestion(readings: string[], masked: Masked, base: Base): UnderstoodStep {
  const understood = new Map<string, UnderstoodStep>()
  for (const reading of readings) {
    const one = understandUiStep(unmask(masked, reading), base.line)
    if (one.actions.every((a) => a.kind !== 'unknown')) understood.set(one.actions.map(summarizeUiAction).join(' | '), one)
  }
  if (understood.size === 1) {
    const [one] = understood.values()
    const actions = one!.actions.map((a) => ({ ...a, text: base.text }))
    return {
      actions,
      notes: [{ kind: 'reordered', message: `read the question as a check: ${actions.map(summarizeUiAction).join(' | ')}` }],
    }
  }
  const reason =
    understood.size > 1
      ? `ambiguous: the question may mean ${[...understood.keys()].join(' or ')}; write it as a statement`
      : 'a question the grammar cannot read as a check; write it as a statement ("Verify …")'
  return { actions: [{ ...base, kind: 'unknown', reason }], notes: [] }
}

/**
 * `Click "Post". Expected result: "Thread created" is displayed`, `Click "Book" - Expected: "X" is shown`: a test
 * case's action and its expected result on one line are two steps, the action then the check; both must be understood.
 */
const EXPECTATION = /^(.+?)\s*(?:[.;,]|\s-+|\s*[=-]>)\s*expected(?:\s+results?)?\s*:?\s+(.+)$/i

function understandExpectation(masked: Masked, base: Base): { actions: UiAction[]; notes: Note[] } | undefined {
  const found = EXPECTATION.exec(masked.text)
  if (!found) return undefined
  const parts = [found[1]!, found[2]!].map((part) => understandUiStep(unmask(masked, part), base.line))
  if (parts.some((part) => part.actions.some((a) => a.kind === 'unknown'))) return undefined
  const said = parts.map((_, i) => `"${unmask(masked, found[i + 1]!)}"`).join(', ')
  return {
    actions: parts.flatMap((part) => part.actions.map((a) => ({ ...a, text: base.text }))),
    notes: [{ kind: 'split', message: `split into the action and its expected result: ${said}` }, ...parts.flatMap((p) => p.notes)],
  }
}

/** A key's name alone (`Enter`, `ArrowDown`, `Esc`, `Ctrl+A`), never a single printable character. */
const isKeyName = (word: string) => word.length > 1 && normalizeKey(word) !== undefined
const KEY_PART = /^[A-Za-z][\w+]*(?:\s+key)?$/

function understandCompound(masked: Masked, base: Base): { actions: UiAction[]; notes: Note[] } | undefined {
  // A key's name after a joint may continue a list of key presses (`Press ArrowDown and then Enter`, `Tab, Tab, Enter`).
  const parts = splitCompound(masked.text, (word) => verbOf(word, UI_VERBS) !== undefined || isKeyName(word))
  if (!parts) return undefined
  const actions: UiAction[] = []
  const notes: Note[] = []
  let pressing = false
  for (const [i, part] of parts.entries()) {
    // `Type "bob" into Username, "pw" into Password`: a part with no verb of its own repeats the one before; a key's
    // name alone after a key press is pressed too (`Enter` there is the key, not the verb).
    const keyOnly: boolean = pressing && KEY_PART.test(part) && isKeyName(part.replace(/\s+key$/i, ''))
    // After a check, a bare quote is checked too: `Check that "A" is shown and "B"` repeats the text check, never
    // `check "B"` (which ticks a checkbox); after another check (`the url contains "/a" and "/b"`) it is not read so.
    const checked = actions.length > 0 && actions.every((a) => a.kind.startsWith('verify_'))
    if (checked && /^\uE000/.test(part) && !actions.every((a) => a.kind === 'verify_text')) return undefined
    // (A check in a record's row keeps the words before: the quote may name another record, `on INV-9 and INV-10`.)
    const inRow = actions.some((a) => a.kind === 'verify_text' && a.within !== undefined)
    const verb = checked && !inRow ? 'verify' : /^\S+/.exec(parts[i - 1] ?? '')?.[0]
    const said = keyOnly ? `press ${part}` : /^\uE000/.test(part) && i > 0 ? `${verb} ${part}` : part
    pressing = keyOnly || /^(?:press|hit)$/i.test(verbOf(/^\S+/.exec(part)?.[0] ?? '', UI_VERBS) ?? '')
    const one = understandUiStep(unmask(masked, said), base.line)
    if (one.actions.some((a) => a.kind === 'unknown')) return undefined
    if (i > 0 && pressedTwice(unmask(masked, parts[i - 1]!), actions, one.actions)) return undefined
    const bare = i > 0 && BARE_VALUE.test(part)
    actions.push(...one.actions.map((a) => samePlace(sameField({ ...a, text: base.text }, actions.at(-1)), bare, actions.at(-1))))
    notes.push(...one.notes)
  }
  notes.unshift({ kind: 'split', message: `split into ${parts.length} steps: ${parts.map((p) => `"${unmask(masked, p)}"`).join(', ')}` })
  return { actions, notes }
}

/**
 * `Clear the Servings field and type "2"`: text typed with no place right after an action on a named field goes into
 * that field (the action left the focus there).
 */
function sameField(action: UiAction, before: UiAction | undefined): UiAction {
  if (action.kind !== 'fill' || !action.target.focused || before === undefined) return action
  const field = 'target' in before && before.target?.kind === 'field' && before.target.name !== '' ? before.target : undefined
  return field ? { ...action, target: field } : action
}

const BARE_VALUE = /^\uE000\d+\uE001$/

/**
 * `Verify the ingredients table lists "A" and "B"`: a bare value after a text check in a region is checked there too
 * (the part repeats the check, so it repeats its place).
 */
function samePlace(action: UiAction, bare: boolean, before: UiAction | undefined): UiAction {
  if (!bare || action.kind !== 'verify_text' || before?.kind !== 'verify_text' || action.scope || action.within) return action
  return { ...action, ...(before.scope ? { scope: before.scope } : {}), ...(before.within ? { within: before.within } : {}) }
}
