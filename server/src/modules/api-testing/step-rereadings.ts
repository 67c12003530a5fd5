import { withoutChatter } from '../understanding/chatter.js'
import type { Note } from '../understanding/sentence.js'
import { conversationalRewrite } from './conversational-checks.js'
import { learnerRewrite } from './learner-forms.js'
import { plainVoiceRewrite } from './plain-voices.js'
import { storyRewrite } from './story-checks.js'
import { terseRewrite } from './terse-checks.js'
import { verboseRewrite } from './verbose-checks.js'

/** A rewrite of the step and the note that says how it was read, or undefined when the rewrite does not apply. */
type Rewrite = (text: string) => { text: string; note: Note } | undefined

/** One rewriter whose note names the rewritten text (`read the … as "<text>"`). */
const retold =
  (rewrite: (text: string) => string | undefined, kind: Note['kind'], what: string): Rewrite =>
  (text) => {
    const out = rewrite(text)
    return out === undefined ? undefined : { text: out, note: { kind, message: `read ${what} as "${out}"` } }
  }

/**
 * Rewrites of a step the grammar did not read as written (round 13), each read again by the whole reader, in order:
 * shorthand without its verb (terse-checks.ts), a learner's verb forms (learner-forms.ts), the talk around a step
 * (understanding/chatter.ts), talk and verbose sentences (conversational-checks.ts, verbose-checks.ts), plain voices'
 * names and orders (plain-voices.ts), and a check told as a story, hedged (story-checks.ts).
 */
const REWRITES: readonly Rewrite[] = [
  retold(terseRewrite, 'reordered', 'the shorthand'),
  retold(learnerRewrite, 'corrected', 'the verb forms'),
  (text) => {
    const quieter = withoutChatter(text)
    if (quieter === undefined) return undefined
    const dropped = quieter.dropped.map((d) => `"${d}"`).join(', ')
    return { text: quieter.text, note: { kind: 'ignored', message: `ignored ${dropped} (no action)` } }
  },
  retold(conversationalRewrite, 'reordered', 'the talk'),
  retold(verboseRewrite, 'reordered', 'the sentence'),
  retold(plainVoiceRewrite, 'reordered', 'the sentence'),
  retold(storyRewrite, 'reordered', 'the sentence'),
]

/** The first rewrite that is understood wins, with a note saying how it was read. */
export function reread<T>(text: string, read: (text: string) => T | undefined): { reading: T; note: Note } | undefined {
  for (const rewrite of REWRITES) {
    const rewritten = rewrite(text)
    if (rewritten === undefined) continue
    const reading = read(rewritten.text)
    if (reading !== undefined) return { reading, note: rewritten.note }
  }
  return undefined
}
