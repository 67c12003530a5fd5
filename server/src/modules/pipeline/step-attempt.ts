import type { Masked } from '../understanding/sentence.js'
import { unmask } from '../understanding/sentence.js'
import { summarizeUiAction } from './action-summary.js'
import type { UiAction } from './actions.js'
import { absorbs, describedValue, namesAClause, namesNothing, placed, sameMeaning } from './reading-checks.js'
import { parseUiStep } from './step-grammar.js'
import { parsePhrase } from './step-phrases.js'
import { applyQualifiers, hasQualifiers, takeQualifiers } from './step-qualifiers.js'

/**
 * One reading of a prepared (masked, imperative) UI step by the grammar: with its qualifiers taken off and whole,
 * reported as ambiguous when the two disagree. step-understanding.ts decides which texts to try.
 */

export type Base = { line: number; text: string }

/** The actions of one reading of the masked text, trying it with its qualifiers taken off and whole. */
export function attempt(masked: Masked, text: string, base: Base): { actions?: UiAction[]; ambiguous?: string } {
  const taken = takeQualifiers(text)
  const qualifiers = taken.qualifiers
  let stripped = taken.text
  let qualified: UiAction[] | undefined
  // `open the Contacts page from the sidebar`: a page reached from a region is opened by its link there.
  const reached = qualifiers.scope
    ? /^(?:open|go\s+to|navigate\s+to|visit)\s+(?:the\s+)?(\uE000\d+\uE001|[A-Za-z][\w -]*?)\s+(?:page|screen|section|view)$/i.exec(
        stripped,
      )
    : null
  if (reached) stripped = `click ${/^\uE000/.test(reached[1]!) ? reached[1] : `"${reached[1]}"`}`
  // Selecting something in or from a place chooses an option there: the place is the dropdown, not a region.
  // A dropdown the step names (`from the Nurse dropdown in the dialog`) leaves the place a region again.
  const choosing = /^(?:select|choose|pick)\b/i.test(stripped) && !/\b(?:dropdown|drop-down|combo\s*box|list\s*box)$/i.test(stripped)
  if (hasQualifiers(qualifiers) && !(qualifiers.scope && choosing)) {
    const actions = map(unmask(masked, stripped), base)
    if (actions) {
      const applied = actions.map((a) => applyQualifiers(a, qualifiers, (s: string) => unmask(masked, s)))
      if (applied.every((a): a is UiAction => a !== undefined)) qualified = applied
    }
  }
  const whole = map(unmask(masked, text), base)
  if (qualified && whole) {
    const a = qualified.map(summarizeUiAction).join(' | ')
    const b = whole.map(summarizeUiAction).join(' | ')
    if (a !== b && !sameMeaning(qualified, whole) && !absorbs(whole, qualifiers.words, unmask(masked, text))) {
      return {
        ambiguous: `ambiguous: "${qualifiers.words.join(' ')}" may say where the element is (${a}) or be part of its name (${b}); quote the name to say which`,
      }
    }
  }
  if (qualified && whole && absorbs(whole, qualifiers.words, unmask(masked, text)))
    return qualified.every(placed) ? { actions: qualified } : {}
  const actions = (qualified ?? whole)?.every(placed) ? (qualified ?? whole) : undefined
  return actions ? { actions } : {}
}

/**
 * `Given I am on /login` states where the scenario starts: it navigates there, where `Then I am on /login` checks
 * the URL. Only a landing statement with a URL changes; other Given steps mean what they say.
 */
export function arranged(action: UiAction, base: Base | undefined): UiAction {
  if (base === undefined || action.kind !== 'verify_url' || (action.op !== 'contains' && action.op !== 'equals')) return action
  if (!/\b(?:am|is|are)\s+(?:on|at)\b/i.test(base.text)) return action
  return { line: action.line, text: action.text, kind: 'navigate', url: action.value }
}

/** The grammar's reading of an imperative step: page and composite phrases first, then single actions. */
function map(plain: string, base: Base): UiAction[] | undefined {
  const phrase = parsePhrase(plain, base)
  if (phrase) return phrase.some((a) => a.kind === 'unknown' || namesAClause(a, plain)) ? undefined : phrase
  const action = parseUiStep(plain, base.line)
  if (action.kind === 'unknown' || namesNothing(action) || namesAClause(action, plain) || describedValue(action, plain)) return undefined
  return [{ ...action, text: base.text }]
}
