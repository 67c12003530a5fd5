import { withoutChatter } from '../understanding/chatter.js'
import type { Note } from '../understanding/sentence.js'
import { conversationalRewrite } from './conversational-checks.js'
import { learnerRewrite } from './learner-forms.js'
import { plainVoiceRewrite } from './plain-voices.js'
import { storyRewrite } from './story-checks.js'
import { terseRewrite } from './terse-checks.js'
import { verboseRewrite } from './verbose-checks.js'

/**
 * Rewrites of a step the grammar did not read as written (round 13), each read again by the whole reader, in order:
 * shorthand without its verb (terse-checks.ts), a learner's verb forms (learner-forms.ts), and the talk around a
 * step (understanding/chatter.ts), plain voices' names and orders (plain-voices.ts), and a check told as a story, hedged (story-checks.ts). The first rewrite that is understood wins, with a note saying how it was read.
 */
export function reread<T>(text: string, read: (text: string) => T | undefined): { reading: T; note: Note } | undefined {
  const terse = terseRewrite(text)
  const short = terse === undefined ? undefined : read(terse)
  if (short !== undefined) return { reading: short, note: { kind: 'reordered', message: `read the shorthand as "${terse}"` } }
  const learned = learnerRewrite(text)
  const relearned = learned === undefined ? undefined : read(learned)
  if (relearned !== undefined) return { reading: relearned, note: { kind: 'corrected', message: `read the verb forms as "${learned}"` } }
  const quieter = withoutChatter(text)
  const calm = quieter === undefined ? undefined : read(quieter.text)
  if (calm !== undefined)
    return { reading: calm, note: { kind: 'ignored', message: `ignored ${quieter!.dropped.map((d) => `"${d}"`).join(', ')} (no action)` } }
  const talk = conversationalRewrite(text)
  const told = talk === undefined ? undefined : read(talk)
  if (told !== undefined) return { reading: told, note: { kind: 'reordered', message: `read the talk as "${talk}"` } }
  const plain = verboseRewrite(text)
  const said = plain === undefined ? undefined : read(plain)
  if (said !== undefined) return { reading: said, note: { kind: 'reordered', message: `read the sentence as "${plain}"` } }
  const voiced = plainVoiceRewrite(text)
  const heard = voiced === undefined ? undefined : read(voiced)
  if (heard !== undefined) return { reading: heard, note: { kind: 'reordered', message: `read the sentence as "${voiced}"` } }
  const story = storyRewrite(text)
  const storied = story === undefined ? undefined : read(story)
  if (storied !== undefined) return { reading: storied, note: { kind: 'reordered', message: `read the sentence as "${story}"` } }
  return undefined
}
