import type { Note } from '../understanding/sentence.js'
import { respell, strayReason } from '../understanding/stray-words.js'
import { ROLE_ABBREVIATIONS } from './abbreviations.js'
import type { UiAction } from './actions.js'
import { KEY_NAMES } from './keys.js'

/**
 * The last word on a UI reading (understanding/stray-words.ts): a step holding a word that is no word is read again
 * with the one meaning word it is closest to, with a note (`Wait for "Loading" to dissapear` waits for it to go, not
 * to show). A reading that would leave such a word out and has no correction for it is reported, naming the word; a
 * step no reading understood stays reported with its own reason unless the corrected step is understood.
 */

interface Reading {
  actions: UiAction[]
  notes: Note[]
}

/** Words of the UI grammar that are no English words: its shorthand role nouns, verbs and key names. */
const UI_KNOWN: ReadonlySet<string> = new Set([
  ...KEY_NAMES.map((key) => key.toLowerCase()),
  'esc',
  'ctrl',
  'cmd',
  ...ROLE_ABBREVIATIONS,
  'dlg',
  'rclick',
  'dblclick',
  'dbl',
])

const isUnknown = (step: Reading) => step.actions.some((a) => a.kind === 'unknown')

export function respelled(step: Reading, text: string, line: number, read: (text: string, line: number) => Reading): Reading {
  const whole = text.replace(/\s+/g, ' ').trim()
  return respell<Reading>({
    text,
    reading: step,
    unknown: isUnknown(step),
    plans: step.actions,
    notes: step.notes,
    known: UI_KNOWN,
    reported: (word) =>
      isUnknown(step) ? step : { actions: [{ line, text: whole, kind: 'unknown', reason: strayReason(word) }], notes: step.notes },
    reread: (corrected) => {
      const again = read(corrected, line)
      return { reading: again, unknown: isUnknown(again) }
    },
    relabel: (again, notes) => ({ actions: again.actions.map((a) => ({ ...a, text: whole })), notes: [...notes, ...again.notes] }),
  })
}
