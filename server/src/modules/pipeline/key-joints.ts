import { isEnglishWord } from '../understanding/known-words.js'
import { type Note, readSentence, unmask } from '../understanding/sentence.js'
import { correctWord } from '../understanding/spelling.js'
import type { UiAction } from './actions.js'
import { KEY_NAMES, normalizeKey } from './keys.js'
import { UI_VERBS } from './ui-verbs.js'

/**
 * `Press to Tab key`, `Hit on the Enter key`, `Hit the Entr key`: a word before "key" after a press is a key's name,
 * never an element's. A stray preposition between the verb and the key is dropped (it is no place: a key is pressed
 * on the page), and a misspelt key name is read as the one key it is closest to, with a note; a word no key is
 * close to is reported rather than clicked as an element named "Entr key". `Press Entr` presses Enter as `Press Enter`
 * does. Works on the masked text.
 */
const PRESS_KEY = /^(press|hit|push|tap)\s+(?:(to|on|at|in|into)\s+)?(?:the\s+)?([A-Za-z][\w+-]*)\s+key$/i

const KEY_WORDS: readonly string[] = KEY_NAMES.filter((k) => k.length >= 4).map((k) => k.toLowerCase())

export type KeyJoint = { text: string; notes: Note[] } | { reason: string }

/** `Press Entr`: a bare press of a word one edit from a key's name (and no English word) presses that key. */
const PRESS_BARE = /^(?:press|hit)\s+([A-Za-z]{4,})$/i

export function keyJoint(masked: string): KeyJoint | undefined {
  const bare = PRESS_BARE.exec(masked)?.[1]
  if (bare !== undefined) {
    if (normalizeKey(bare) !== undefined || isEnglishWord(bare)) return undefined
    const meant = correctWord(bare, KEY_WORDS, 1)
    const named = KEY_NAMES.find((k) => k.toLowerCase() === meant)
    return named ? { text: `press ${named}`, notes: [{ kind: 'corrected', message: `read "${bare}" as "${named}"` }] } : undefined
  }
  const found = PRESS_KEY.exec(masked)
  if (!found) return undefined
  const [, , stray, word] = found as unknown as [string, string, string | undefined, string]
  const notes: Note[] = stray ? [{ kind: 'ignored', message: `ignored "${stray}" before the key (a key is pressed, not placed)` }] : []
  const key = normalizeKey(word)
  if (key !== undefined) return stray ? { text: `press ${key}`, notes } : undefined
  const meant = correctWord(word, KEY_WORDS, 1)
  if (meant === undefined) return { reason: `"${word} key": ${word} is not a key's name (Enter, Tab, Escape, ArrowDown …)` }
  const named = KEY_NAMES.find((k) => k.toLowerCase() === meant)!
  return { text: `press ${named}`, notes: [...notes, { kind: 'corrected', message: `read "${word}" as "${named}"` }] }
}

const KEY_PRESS = /\bkey[.!]?\s*$|^\s*(?:press|hit)\s+[A-Za-z]+[.!]?\s*$/i

interface Reading {
  actions: UiAction[]
  notes: Note[]
}

/** The step read as its key press in the grammar's words (through `read`), reported, or undefined when no key joint. */
export function readKeyJoint(
  text: string,
  base: { line: number; text: string },
  read: (text: string, line: number) => Reading,
): Reading | undefined {
  if (!KEY_PRESS.test(text)) return undefined
  const sentence = readSentence(text, UI_VERBS)
  const joint = keyJoint(sentence.masked.text)
  if (!joint) return undefined
  if ('reason' in joint) return { actions: [{ ...base, kind: 'unknown', reason: joint.reason }], notes: sentence.notes }
  const pressed = read(unmask(sentence.masked, joint.text), base.line)
  if (pressed.actions.some((a) => a.kind === 'unknown')) return undefined
  return { actions: pressed.actions.map((a) => ({ ...a, text: base.text })), notes: [...sentence.notes, ...joint.notes, ...pressed.notes] }
}
