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
  if (!/focus|with|using|pressing|via|key|once|times|\dx|hold|together|same time|simultaneous|\+/i.test(text)) return undefined
  const masked = mask(tidy(text).replace(/[.!]+$/, ''))
  let rewritten = masked.text
  for (const rule of KEYBOARD_EARLY_RULES) {
    rewritten = apply(rule, rewritten, masked.spans)
    if (rewritten !== masked.text) break
  }
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
 * Why a reading is not what a key press says, or `undefined`: `Press Tab, nothing happens` was read as a click on a
 * control named "Tab, nothing happens". A name that starts with a key's name and a comma, semicolon or colon is the
 * key and a clause after it, never a control's name.
 */
export function keyStepReason(actions: readonly UiAction[]): string | undefined {
  for (const action of actions) {
    const name = 'target' in action && action.target ? action.target.name : undefined
    const key = name === undefined ? undefined : /^([A-Za-z][\w+]*)\s*[,;:]\s*\S/.exec(name)?.[1]
    if (key !== undefined && key.length > 1 && normalizeKey(key) !== undefined)
      return `"${name}" is the key ${normalizeKey(key)} and a clause after it, not a control's name; write the key press and the check as steps of their own`
  }
  return undefined
}
