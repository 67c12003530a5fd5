import {
  byGerund,
  circumstanceCuts,
  dropFillers,
  forgetMasks,
  type Masked,
  type Note,
  readSentence,
  splitCompound,
  unmask,
  verbOf,
} from '../understanding/sentence.js'
import { forgetKnownWords } from '../understanding/stray-words.js'
import { summarizeUiAction } from './action-summary.js'
import type { UiAction } from './actions.js'
import { pressedTwice } from './checklist-lines.js'
import { readCodeStep } from './code-steps.js'
import { everydayReason } from './everyday-style-rules.js'
import { isFraming, readReframed } from './framed-reading.js'
import { readKeyJoint } from './key-joints.js'
import { readKeyboardStep } from './keyboard-steps.js'
import { normalizeKey } from './keys.js'
import { doubleNegationReason } from './learner-english.js'
import { readCondition, readNoteLine } from './note-lines.js'
import { type PlainWording, plainWording } from './plain-wording.js'
import { guardedReading, readEveryday, readOrderFree } from './reading-guard-chain.js'
import { arranged, attempt, type Base } from './step-attempt.js'
import { readFramed } from './step-frames.js'
import { parseUiStep } from './step-grammar.js'
import { parsePhrase } from './step-phrases.js'
import { readTestCaseRow } from './test-case-rows.js'
import { readToolStep } from './tool-step-reader.js'
import { truthPreText, truthStepReason3 } from './truth-rewrites-3.js'
import { truthPreText4, truthStepReason4 } from './truth-rewrites-4.js'
import { readPurposeCut5, truthPreText5, truthStepReason5 } from './truth-rewrites-5.js'
import { rewriteEarly } from './ui-rewrites.js'
import { UI_VERBS } from './ui-verbs.js'

export { UI_VERBS }

/**
 * One UI step as written -> the actions it means, with notes on what was read differently from the letter (a
 * corrected verb, a dropped clause, a split compound). The sentence layer (understanding/sentence.ts) gives the
 * imperative form; qualifiers (step-qualifiers.ts) are taken off; the grammar (step-grammar.ts, step-phrases.ts)
 * maps the rest; the reading as written then passes the guard chain (reading-guard-chain.ts). Nothing is guessed: a
 * step no reading understands stays `unknown` with the grammar's reason, and a step two readings understand
 * differently is reported as ambiguous.
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
  const keyed =
    truthStepReason3(text) ?? everydayReason(text) ?? truthStepReason4(text) ?? truthStepReason5(text) ?? doubleNegationReason(text)
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
  if (plain?.learnt) {
    const learnt = inPlainWords(plain.learnt, text, line)
    if (!learnt.actions.some((a) => a.kind === 'unknown')) return learnt
  }
  if (plain && !plain.unchanged) return inPlainWords(plain, text, line)
  // The step as written, then through its frames (arrows passed inline: under tsx a named closure costs a
  // defineProperty each time it is made, on every step).
  const fresh = readFramed(
    text,
    line,
    () => guardedReading(read(text, line), text, line, understandUiStep),
    (said) => understandUiStep(said, line),
  )
  if (understood.size >= 5000) understood.clear()
  // A reading inside a reframed one skips the frames: it is not the step's whole reading, so it is not kept.
  if (!isFraming()) understood.set(text, deepFreeze({ actions: fresh.actions.map((a) => ({ ...a })), notes: fresh.notes }))
  return fresh
}

const understood = new Map<string, UnderstoodStep>()

/** The step read in the grammar's words (plain-wording.ts), planned and noted as the step written. */
function inPlainWords(plain: PlainWording, text: string, line: number): UnderstoodStep {
  const read = understandUiStep(plain.text, line)
  const whole = text.replace(/\s+/g, ' ').trim()
  return { actions: read.actions.map((a) => ({ ...a, text: whole })), notes: [plain.note, ...read.notes] }
}

/** Forgets kept readings (the bench measures a cold validation this way). */
export function forgetUnderstoodSteps(): void {
  understood.clear()
  forgetMasks()
  forgetKnownWords()
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    // Readings are plain objects and arrays: `for … in` walks their own keys without copying them into an array.
    for (const key in value) deepFreeze(value[key])
  }
  return value
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
  const early = readEveryday(sentence, base, understandUiStep, rewriteEarly)
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
  const everyday = readEveryday(sentence, base, understandUiStep)
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
  const fallback = readOrderFree(text, line, understandUiStep) ?? readCondition(text, (said) => understandUiStep(said, line))
  if (fallback) return fallback
  const plain = unmask(sentence.masked)
  const said = parsePhrase(plain, base)?.find((a) => a.kind === 'unknown') ?? parseUiStep(plain, line)
  const reason = said.kind === 'unknown' ? said.reason : 'not a step the grammar knows'
  return { actions: [{ ...base, kind: 'unknown', reason }], notes: sentence.notes }
}

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
