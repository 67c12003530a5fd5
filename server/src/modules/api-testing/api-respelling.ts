import type { Note } from '../understanding/sentence.js'
import { respell, strayReason } from '../understanding/stray-words.js'
import { API_VERBS } from './api-verbs.js'
import { normalizeStepText, type ParsedStep, type StepInput } from './step-grammar.js'

/**
 * The last word on an API reading (understanding/stray-words.ts): a step holding a word that is no word is read again
 * with the one meaning word it is closest to, with a note (`The response time is undr 500 ms`). A reading that would
 * leave such a word out, or hold it as a value (`Verify response is emtpy` is no check for the text "emtpy"), and has
 * no correction for it is reported, naming the word; a step no reading understood stays reported with its own reason
 * unless the corrected step is understood.
 */

type Reading = ParsedStep & { notes: Note[] }

/** Words of the API grammar that are no English words. */
const API_KNOWN: ReadonlySet<string> = new Set([...API_VERBS, 'api', 'http', 'https', 'json', 'xml', 'jsonpath', 'params', 'env'])

const isUnknown = (reading: ParsedStep) => reading.steps.some((step) => step.kind === 'unknown')

export function respelled<R extends Reading>(
  input: StepInput,
  reading: R,
  code: readonly string[] | undefined,
  read: (text: string) => R,
): R {
  // A tool's code is read whole or not at all by its reader; a labelled step was judged when read (`code` is []).
  if (code) return reading
  const text = normalizeStepText(input.text)
  return respell<R>({
    text: input.text,
    reading,
    unknown: isUnknown(reading),
    plans: reading.steps,
    notes: reading.notes,
    known: API_KNOWN,
    reported: (word) =>
      isUnknown(reading) ? reading : { ...reading, steps: [{ kind: 'unknown', line: input.line, text, reason: strayReason(word) }] },
    reread: (corrected) => {
      const again = read(corrected)
      return { reading: again, unknown: isUnknown(again) }
    },
    relabel: (again, notes) => ({ ...again, steps: again.steps.map((step) => ({ ...step, text })), notes: [...notes, ...again.notes] }),
  })
}
