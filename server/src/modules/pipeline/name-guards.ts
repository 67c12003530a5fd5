import { mask, type Note, tidy, verbOf } from '../understanding/sentence.js'
import { editDistance } from '../understanding/spelling.js'
import { a11yStepReason } from './a11y-rules.js'
import { ABBREVIATION } from './abbreviations.js'
import type { UiAction } from './actions.js'
import { keyStepReason } from './keyboard-steps.js'
import { KEY_NAMES } from './keys.js'
import { ordinalNameReason } from './ordinal-targets.js'
import { truthNameReason } from './truth-rewrites-2.js'
import { truthNameReason3 } from './truth-rewrites-3.js'
import { truthPlanReason4, truthUrlReason4 } from './truth-rewrites-4.js'
import { truthNoteReason5, truthPlanReason5 } from './truth-rewrites-5.js'
import { UI_VERBS } from './ui-verbs.js'
import { lostRowReason } from './unquoted-names.js'
import { styleNameReason, styleStepReason } from './writer-style-guards.js'

/**
 * Readings a next, unseen writer's variant would get wrong, reported instead of run (round 8). Each guard is about
 * a kind of name no one gives an element, so it holds for phrasings no corpus has:
 * - a name led by a notation's role abbreviation (`txt Author`, `ddl Format`, `lnk Export`);
 * - a name holding a joint and a second action (`promo code and hit apply`, `promo code box then backspace`);
 * - a name holding a control noun and then a place or joint (`Nurse dropdown in dialog`);
 * - a name led by a slip of a function word (`teh Day`, `hte Save`);
 * - a name ending in a control noun of another kind than the target's (`Follow button` read as a switch);
 * - a value holding a quote mark the step wrote around two values (`/checkout" and the title is "X`);
 * - a verb read from a longer word that only adds letters before it (`rclick` as click).
 * Round 9 adds names no one gives an element either:
 * - a name holding the step's introducer (`Check, that the E-Mail`): its first verb or a `, that`;
 * - a name holding a place (`safari in the title`): an unquoted value ran into the name, or the name into its place;
 * - a name holding a role noun or function word the step misspelt (`field Title` from `feild`, `applications
 *   tabel`), or a dropdown's other name (`Bike type pulldown`, `Country list box`) no rewrite took out;
 * - a name ending in `radio` read as another kind than a radio button.
 * Round 10 adds what the unseen sets 16 and 19 misread:
 * - a name led by an ordinal past "first" or a count (`second Description`, `fifth star`, `only one Participant
 *   name`): the ordinal picks one of several elements, it is no part of a label ("First name", "Last name", "Next
 *   step" are labels, so first, last and next are left alone);
 * Round 11: "first" or "last" before a state word (`first available slot`) picks by state, no label says it; a
 * capitalised word, "for" and a capitalised name (`Reserve for Matilda`) may be a label or a row's control.
 * - a name holding a plural role noun (`Email and Password fields`): several controls, no one label;
 * - a name led by "browser" (`the browser forward button`): the browser's own control, on no page.
 */

const CONTROL_NOUN =
  /\b(?:dropdown|drop-down|box|field|textbox|button|link|checkbox|tab|list|menu|icon|input)\s+(?:in|on|inside|within|under|then|and|of|for|from|at|with|next)\b/i
const IN_REGION =
  /\s(?:in|on|inside|within)\s+the\s+(?:[\w-]+\s+)?(?:navigation|banner|header|footer|sidebar|dialog|modal|toolbar|landmark|region|panel|table|list|form)$/i
const NOUN_AT_END = /\s(button|link|tab|checkbox|dropdown|field|textbox|icon|switch|toggle|radio)$/i
/** `safari in the title`: a place inside a name. */
const PLACE_IN_NAME = /\s(?:in|into|on|inside|within)\s+(?:the|a|an)\s/i
/** A dropdown's other names (plain-wording.ts reads them as the role before any reader sees them). */
const OTHER_CONTROL_NAME = /\b(?:pull-?down|list\s*box|combo\s*box|select\s*box)\b|\s(?:picker|chooser|combo|selector)$/i
const KINDS: Readonly<Record<string, readonly string[]>> = {
  button: ['clickable'],
  link: ['clickable'],
  tab: ['clickable'],
  icon: ['clickable'],
  checkbox: ['toggle'],
  switch: ['toggle'],
  toggle: ['toggle'],
  radio: ['toggle'],
  dropdown: ['dropdown'],
  field: ['field'],
  textbox: ['field'],
}
const ORDINAL_LEAD = /^(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th)|only(?:\s+(?:one|a|an|\d+))?)\s+\S/i
/**
 * `Click Reserve for Matilda`: one capitalised word, "for" and a capitalised name may be a control so labelled ("Apply
 * for Jobs") or the control of a row ("Reserve" in Matilda's row); the words do not say which (round 11).
 */
const ACTION_FOR_NAME = /^([A-Z][\w-]*)\s+for\s+([A-Z\u00C0-\u024F].*)$/
/**
 * `the first available slot`, `the last unread message`: "first" or "last" before a state word picks an element by
 * its state and place, which no label names (round 11; "First name" and "Last login" stay labels).
 */
const ORDINAL_STATE =
  /^(first|last)\s+(available|free|empty|open|unread|read|new|active|inactive|enabled|disabled|visible|selected|unselected|checked|unchecked|ticked|unticked|remaining|upcoming|pending|unused|vacant|incomplete|completed|unbooked|booked|highlighted|expired|valid|invalid)\s+\S/i
/** `Width to 120 and Height`: a name holding "to", a value and a joint is two fields and a value, never one label. */
const VALUE_AND_JOINT = /\sto\s+\S*\d\S*\s+(?:and|,)\s/i
const PLURAL_ROLE = /\b(?:fields|buttons|links|checkboxes|check\s+boxes|dropdowns|drop-downs|textboxes|inputs|radio\s+buttons)$/i
const FUNCTION_WORDS = ['the', 'and', 'that', 'with', 'from', 'into']
const KEYS = new Set(KEY_NAMES.map((k) => k.toLowerCase()))

function targetsOf(action: UiAction): { name: string; kind: string; nth?: number }[] {
  const out: { name: string; kind: string; nth?: number }[] = []
  if ('target' in action && action.target && typeof action.target === 'object' && 'name' in action.target)
    out.push({ name: action.target.name, kind: action.target.kind, nth: action.target.nth })
  if (action.kind === 'wait' && action.until.for === 'element') out.push({ name: action.until.target.name, kind: action.until.target.kind })
  return out
}

/** Is `name` inside one of the step's quoted values? */
const quotedIn = (text: string, name: string) => mask(tidy(text)).spans.some((span) => span.includes(name))

/** Why the reading is not run (a name or a value no writer means), or `undefined`. */
export function swallowedReason(
  actions: readonly UiAction[],
  text: string,
  notes: readonly Note[],
  isVerb: (w: string) => boolean,
): string | undefined {
  // The step's quotes are masked only when a name or a value needs them (most readings have neither to check); the
  // masking is kept per text (masking.ts), so asking again costs a look-up, and no closure is made per step (under tsx
  // each named one costs a defineProperty).
  const firstWord = /^[A-Za-z][\w-]*/.exec(tidy(text))?.[0]?.toLowerCase()
  const misspelt = notes.flatMap((note) => (note.kind === 'corrected' ? [...note.message.matchAll(/"([^"]+)" as "([a-z]+)"/g)] : []))
  for (const action of actions) {
    for (const { name, kind, nth } of targetsOf(action)) {
      if (name === '' || quotedIn(text, name)) continue
      const counted = ordinalNameReason(name, nth)
      if (counted) return counted
      if (name.split(/\s+/).some((word) => ABBREVIATION.test(word)))
        return `"${name}" starts with a notation's abbreviation; write the role out ("the … field") or quote the name`
      const joint = /\s(?:and|then)\s+([A-Za-z][\w-]*)/i.exec(name)
      if (joint && (isVerb(joint[1]!) || KEYS.has(joint[1]!.toLowerCase())))
        return `"${name}" holds a second action ("${joint[0].trim()}"); quote the name or write the actions as two steps`
      // `Set Width to 120 and Height to 80`: a value and a second field ran into the name (round 12).
      if (VALUE_AND_JOINT.test(name)) return `"${name}" holds a value and a second field; quote the names and values`
      const ordinal = ORDINAL_LEAD.exec(name)
      if (ordinal) {
        const [lead, rest] = [ordinal[1]!, name.slice(ordinal[1]!.length).trim()]
        return `"${name}" starts with "${lead}", which picks an element or counts them and is no part of a name; quote the name after it (the ${lead} "${rest}" …)`
      }
      const forRow = ACTION_FOR_NAME.exec(name)
      if (forRow && kind === 'clickable')
        return `ambiguous: "${name}" may be a control so named or "${forRow[1]}" in the row of ${forRow[2]}; quote the control ("${forRow[1]}" for ${forRow[2]}) or the whole name`
      const picked = ORDINAL_STATE.exec(name)
      if (picked)
        return `"${name}" picks the ${picked[1]!.toLowerCase()} element that is ${picked[2]!.toLowerCase()}, a state no label says and the rules do not look for; quote the text of the one to use`
      if (PLURAL_ROLE.test(name)) return `"${name}" names several controls; write one step per control`
      // `the browser forward button`: the browser's own controls are on no page (back and reload are read as such).
      if (/^browser(?:'s)?\s/.test(name))
        return `"${name}" is a control of the browser, not of the page; write "go back" or "reload the page"`
      if (IN_REGION.test(name)) return `"${name}" holds the region it is in; quote the name`
      if (CONTROL_NOUN.test(name)) return `"${name}" holds a control's role and more words after it; quote the name`
      const words = name.toLowerCase().split(/[\s,]+/)
      const introduced = firstWord !== undefined && words[0] === firstWord && /^[\w-]+\s*(?:,|\s(?:that|whether|if)\b)/i.test(name)
      if (/,\s*that\b/i.test(name) || (introduced && isVerb(firstWord)))
        return `"${name}" holds the step's introducer; write "Verify that the … field …" or quote the name`
      if (PLACE_IN_NAME.test(name)) return `"${name}" holds a place ("in the …"); quote the value and the name`
      const slip = misspelt.find(([, from, to]) => words.includes(to!) && !/\s/.test(from!) && !text.toLowerCase().includes(to!))
      if (slip || OTHER_CONTROL_NAME.test(name))
        return `"${name}" holds a control's role${slip ? ` written "${slip[1]}"` : ''}; write the role after the name ("the … field") or quote the name`
      const first = /^([a-z]{2,4})\s+[A-Z]/.exec(name)?.[1]
      if (first && FUNCTION_WORDS.some((w) => w !== first && editDistance(first, w, 1) <= 1 && first.length >= 3))
        return `"${name}" starts with "${first}", a slip of a function word; quote the name`
      const noun = NOUN_AT_END.exec(name)?.[1]?.toLowerCase()
      if (noun && !KINDS[noun]!.includes(kind))
        return `"${name}" names a ${noun}, but the step was read as acting on a ${kind}; quote the name`
      const verbLed = truthNameReason(name)
      if (verbLed) return verbLed
      const truer = truthNameReason3(name, text) ?? truthPlanReason4(action, name, text) ?? truthPlanReason5(action, name, text)
      if (truer) return truer
      const styled = styleNameReason(name, text, isVerb)
      if (styled) return styled
    }
  }
  const described = actions.map((a) => truthUrlReason4(a, text)).find(Boolean)
  if (described) return described
  if (actions.some(planValueHoldsQuote) && !mask(tidy(text)).spans.some((span) => span.slice(1, -1).includes('"')))
    return 'a value runs over a closing quote into the next clause; write each check as its own step'
  for (const note of notes) {
    const corrected = /^read "([A-Za-z-]+)" as "([a-z-]+)"$/.exec(note.message)
    if (
      note.kind === 'corrected' &&
      corrected &&
      corrected[1]!.toLowerCase().endsWith(corrected[2]!) &&
      corrected[1]!.length > corrected[2]!.length
    )
      return `"${corrected[1]}" is not "${corrected[2]}" with a slip: letters before the verb may change what it does; write the verb out`
  }
  return undefined
}

/**
 * Does a string an action plans with (values, names, URLs; not the step's own text) hold a double quote? Walked in
 * place: this runs on every reading, and listing the strings first made garbage for each.
 */
function planValueHoldsQuote(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('"')
  if (!value || typeof value !== 'object') return false
  for (const key of Object.keys(value)) {
    if (key !== 'text' && key !== 'reason' && planValueHoldsQuote((value as Record<string, unknown>)[key])) return true
  }
  return false
}

/** The step's reading, or an `unknown` with the reason when a guard above says no writer means it. */
export function guardReading<T extends { actions: UiAction[]; notes: Note[] }>(step: T, text: string, line: number): T {
  if (step.actions.some((a) => a.kind === 'unknown')) return step
  const reason =
    swallowedReason(step.actions, text, step.notes, (word) => verbOf(word, UI_VERBS) !== undefined) ??
    styleStepReason(
      step.actions.map((a) => a.kind),
      step.actions.flatMap((a) => (a.kind === 'fill' ? [a.value] : [])),
      text,
    ) ??
    a11yStepReason(
      step.actions.map((a) => a.kind),
      text,
    ) ??
    keyStepReason(step.actions, text) ??
    lostRowReason(step.actions, text) ??
    truthNoteReason5(step.actions, text, step.notes)
  if (reason === undefined) return step
  const whole = text.replace(/\s+/g, ' ').trim()
  return { ...step, actions: [{ line, text: whole, kind: 'unknown', reason: `not understood: ${reason}` }] }
}
