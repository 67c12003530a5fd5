import type { Note } from '../understanding/sentence.js'
import { mask, tidy, unmask } from '../understanding/sentence.js'
import type { UiAction } from './actions.js'
import { KEYBOARD_EARLY_RULES } from './keyboard-rules.js'
import { normalizeKey } from './keys.js'
import type { LooseRule } from './loose-rules.js'

/**
 * A keyboard tester's step read before the grammar (round 13): a key pressed on the control it opens or ticks (`Open
 * the Permit type combobox with Alt+ArrowDown`) and a key press with where the focus lands (`Press Tab, the Email
 * field gets focus`). The step as written is masked, rewritten by KEYBOARD_EARLY_RULES (keyboard-rules.ts) and read
 * whole; the reading is kept only when every action is understood, else the step goes on to the other readers.
 */

interface Read {
  actions: UiAction[]
  notes: Note[]
}

export function readKeyboardStep(text: string, line: number, understand: (said: string, line: number) => Read): Read | undefined {
  if (!GATE.test(text)) return undefined
  // Lead words of a told or numbered step (`I press …`, `Then press …`, `1. Press …`) are no part of the press.
  const masked = mask(
    tidy(text)
      .replace(/[.!]+$/, '')
      .replace(LEAD, ''),
  )
  let rewritten = masked.text
  for (const rule of KEYBOARD_EARLY_RULES) rewritten = apply(rule, rewritten, masked.spans)
  if (rewritten === masked.text) return undefined
  const said = unmask(masked, rewritten)
  if (reading.has(said)) return undefined
  reading.add(said)
  try {
    const read = understand(said, line)
    if (read.actions.some((a) => a.kind === 'unknown')) return undefined
    const whole = text.replace(/\s+/g, ' ').trim()
    return {
      actions: read.actions.map((a) => ({ ...a, text: whole })),
      notes: [...read.notes, { kind: 'reordered', message: `read as "${said}"` }],
    }
  } finally {
    reading.delete(said)
  }
}

const reading = new Set<string>()
/** A word one of the early rules needs: a substring test costs far less than the rules' scans. */
const GATE =
  /focus|with|using|pressing|via|key|once|times|\dx|hold|together|same time|simultaneous|reader|nvda|jaws|voiceover|talkback|narrator|realpress|\+/i
const FOCUS_VERB = /\b(?:moves?|puts?|sets?|gets?|lands?|goes|go|brings?|sends?|shifts?)\s+(?:the\s+)?(?:keyboard\s+)?focus\b/i
const GARBLED = /[,;]|->|=>|\bpress(?:ing|es|ed)?\b/i
const RELATIVE = /^(?:next|previous|following|prior|other|same)$/i
const LEAD =
  /^(?:\d{1,3}[.)]\s+|(?:then|and|now|next|i|we)\s+)+(?=(?:press|hit|push|focus|put|set|move|with|while|hold|open|expand|tick|toggle)\b)/i

function apply([needs, pattern, to]: LooseRule, text: string, spans: readonly string[]): string {
  const lower = text.toLowerCase()
  if (!needs.some((word) => lower.includes(word))) return text
  if (typeof to === 'string') return text.replace(pattern, to)
  return text.replace(pattern, (...args: unknown[]) => {
    const groups = args.slice(1, -2).map((g) => (g === undefined ? undefined : String(g)))
    return to(spans, ...groups) ?? (args[0] as string)
  })
}

/**
 * Why a reading is not what a keyboard tester's step says, or `undefined`: `Press Tab, nothing happens` was read as a
 * click on a control named "Tab, nothing happens". A name that starts with a key's name and a comma, semicolon or
 * colon is the key and a clause after it, a name that says where the focus goes is a clause too, and the focus said
 * to be on "the next field" names no field.
 */
export function keyStepReason(actions: readonly UiAction[], text: string): string | undefined {
  for (const action of actions) {
    const name = 'target' in action && action.target ? action.target.name : undefined
    // `Pressing Tab moves focus forward` was a click on a tab named "moves focus forward".
    if (name !== undefined && FOCUS_VERB.test(name)) return `"${name}" says where the focus goes, it names no control`
    // `After pressing Tab, the next field is focused` read as a field named "After pressing Tab, the next": a clause.
    if (action.kind === 'verify_element' && action.state === 'focused' && GARBLED.test(name ?? '') && !text.includes(`"${name}"`))
      return `"${name}" holds a key press or a clause before the control; write the key press and the focus check apart`
    // `Focus moves to the next field`: a field named "next" is no field the step means; which one is next is not said.
    if (action.kind === 'verify_element' && action.state === 'focused' && RELATIVE.test(name ?? '') && !text.includes(`"${name}"`))
      return `"the ${name} ${action.target.role ?? action.target.kind}" says where a control is in the tab order, not its name; name the control`
    const key = name === undefined ? undefined : /^([A-Za-z][\w+]*)\s*[,;:]\s*\S/.exec(name)?.[1]
    if (key !== undefined && key.length > 1 && normalizeKey(key) !== undefined)
      return `"${name}" is the key ${normalizeKey(key)} and a clause after it, not a control's name; write the key press and the check as steps of their own`
  }
  return undefined
}
