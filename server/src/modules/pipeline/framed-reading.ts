import { mask, type Note, tidy, unmask } from '../understanding/sentence.js'
import { expandTerse } from './abbreviations.js'
import type { UiAction } from './actions.js'
import { reframe } from './writer-frames.js'

/** A full stop ending a URL before "expected"; EXPECTED_WORD is what every match holds, a cheaper test. */
const URL_BEFORE_EXPECTED = /((?:^|\s)(?:\/|\{\{|https?:)\S*?)\.(?=\s+expected\b)/i
const EXPECTED_WORD = /expected/i

interface Read {
  actions: UiAction[]
  notes: Note[]
}

/**
 * A step in another writer's notation or frame (abbreviations.ts, writer-frames.ts), read by `understand` as the step
 * it stands for when that is understood whole; otherwise `undefined`, and the step is read as written. A reading
 * inside a reframed one skips the frames ({@link isFraming}): it is not the step's whole reading.
 */
export function readReframed(text: string, line: number, understand: (said: string, line: number) => Read): Read | undefined {
  if (framing > 0) return undefined
  // `Open {{BASE_URL}}/login. Expected result: …`: the full stop ends the sentence, not the URL.
  const tidied = tidy(text)
  const spaced = EXPECTED_WORD.test(tidied) ? tidied.replace(URL_BEFORE_EXPECTED, '$1 .') : tidied
  const masked = mask(spaced)
  const terse = expandTerse(masked.text)
  const framed = reframe(terse ?? masked.text)
  if (terse === undefined && framed === undefined && spaced === tidied) return undefined
  const said = unmask(masked, framed?.text ?? terse ?? masked.text)
  framing++
  try {
    const read = understand(said, line)
    if (read.actions.some((a) => a.kind === 'unknown')) return undefined
    const corrected: Note[] = (framed?.corrections ?? []).map((message) => ({ kind: 'corrected', message }))
    // `…. Expected result: …` split: the label is accounted for by the split, not left out.
    const split: Note[] =
      !/\bexpected\b/i.test(said) && /\bexpected(?:\s+results?)?\s*:/i.test(masked.text)
        ? [{ kind: 'split', message: 'split into the action and its expected result' }]
        : []
    const notes: Note[] = [...corrected, ...split, ...read.notes, { kind: 'reordered', message: `read as "${said}"` }]
    const whole = text.replace(/\s+/g, ' ').trim()
    return { actions: read.actions.map((a) => ({ ...a, text: whole })), notes }
  } finally {
    framing--
  }
}

let framing = 0

/** Is a reframed step being read (its inner readings are not the steps' own, so they are not kept)? */
export function isFraming(): boolean {
  return framing > 0
}
