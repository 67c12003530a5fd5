import { isEnglishWord, slipNeighbours } from '../understanding/known-words.js'
import { lemma } from '../understanding/lexicon.js'
import { mask, type Note, tidy } from '../understanding/sentence.js'
import { derivedWord, mayHoldStrayWords, respell, strayReason, withCorrections } from '../understanding/stray-words.js'
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
  // Most steps hold no stray word: then respell would hand the reading back.
  if (!mayHoldStrayWords(text, UI_KNOWN)) return isUnknown(step) ? step : respelledName(step, text, whole, line, read)
  const spelt = respell<Reading>({
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
  return isUnknown(spelt) ? spelt : respelledName(spelt, text, whole, line, read)
}

/**
 * `Verify that 4 products are shown in the reults list`: a lower-case word of an unquoted name that is no word, but
 * exactly one English word with a letter left out or two letters swapped, is that word misspelt (round 11): the step
 * is read again with it, with a note. A word near no English word or near several (a product's own word) stays as
 * written.
 */
function respelledName(step: Reading, text: string, whole: string, line: number, read: (text: string, line: number) => Reading): Reading {
  const names = step.actions.flatMap((a) => {
    const target = 'target' in a && a.target && typeof a.target === 'object' && 'name' in a.target ? a.target : undefined
    return target ? [target.name, target.scope?.name ?? ''] : []
  })
  const words = names.flatMap((name) => name.split(/\s+/)).filter(misspeltWord)
  if (words.length === 0) return step
  const quoted = mask(tidy(text)).spans
  const corrections = new Map<string, string>()
  for (const word of words) {
    const near = slipNeighbours(word)
    if (near.length === 1 && !quoted.some((span) => span.includes(word))) corrections.set(word, near[0]!)
  }
  if (corrections.size === 0) return step
  const again = read(withCorrections(text, corrections), line)
  if (isUnknown(again)) return step
  // Not worded as a verb's or role's correction (`read "x" as "y"`): name-guards.ts reports a role noun read that way.
  const notes: Note[] = [...corrections].map(([word, meant]) => ({ kind: 'corrected', message: `read "${word}" in a name as "${meant}"` }))
  return { actions: again.actions.map((a) => ({ ...a, text: whole })), notes: [...notes, ...again.notes] }
}

const misspeltWord = (word: string) =>
  /^[a-z]{5,}$/.test(word) && !UI_KNOWN.has(word) && !isEnglishWord(word) && lemma(word) === undefined && !derivedWord(word)
