import { actorNote, splitActor } from '../understanding/actor.js'
import { introducerNote, splitIntroducer } from '../understanding/introducer.js'
import type { Note } from '../understanding/sentence.js'
import { verbOf } from '../understanding/sentence.js'
import { summarizeUiAction } from './action-summary.js'
import type { UiAction } from './actions.js'
import { UI_VERBS } from './ui-verbs.js'

/**
 * The frames people put around a UI step (seventh round): who does it (`As a volunteer I …`, `The participant clicks
 * …`; understanding/actor.ts) and a verb the grammar does not know that introduces a check (`Control that …`, `Look
 * if …`; understanding/introducer.ts). The step inside the frame is read as any step (`understand`), and the frame is
 * noted on the line. A frame is read only when the step is not understood as written, except an introducer that is no
 * verb of the grammar: the step as written could only take it into an element's name
 * (`Inspect whether the Save button is disabled`).
 */

interface Read {
  actions: UiAction[]
  notes: Note[]
}

const JOINT = /\b(?:that|if|whether)\b/i
const isUnknown = (step: Read) => step.actions.some((a) => a.kind === 'unknown')

/** The step read through its frames; `asWritten` reads it as written, `understand` reads another text. */
export function readFramed(text: string, line: number, asWritten: () => Read, understand: (said: string) => Read): Read {
  // Most steps have no joint word: they are read as written without masking them twice.
  const split = JOINT.test(text) ? splitIntroducer(text) : undefined
  const first = split && /^[A-Za-z]+(?:-[A-Za-z]+)?/.exec(split.introducer)?.[0]
  const early = split && first && verbOf(first, UI_VERBS) === undefined ? introduced(split, text, line, understand) : undefined
  const step = early && !isUnknown(early) ? early : asWritten()
  const checked = isUnknown(step) && split ? (early ?? introduced(split, text, line, understand) ?? step) : step
  return isUnknown(checked) ? (withoutActor(text, understand) ?? checked) : checked
}

/**
 * The clause read as `Verify …`, kept when every action it gives is a check; a clause that is an action is reported as
 * such; undefined when the clause is not understood.
 */
function introduced(
  split: NonNullable<ReturnType<typeof splitIntroducer>>,
  text: string,
  line: number,
  understand: (said: string) => Read,
): Read | undefined {
  const clause = understand(`Verify ${split.clause}`)
  if (isUnknown(clause)) return undefined
  const said = text.replace(/\s+/g, ' ').trim()
  if (!clause.actions.every((a) => a.kind.startsWith('verify_'))) {
    const reason = `"${split.introducer}" introduces a check, but "${split.clause}" reads as an action (${clause.actions.map(summarizeUiAction).join(' | ')}); write the action as a step of its own`
    return { actions: [{ line, text: said, kind: 'unknown', reason }], notes: [] }
  }
  return { actions: clause.actions.map((a) => ({ ...a, text: said })), notes: [introducerNote(split), ...clause.notes] }
}

/** The step after its actor, with the actor noted; undefined when there is none or the rest is not understood. */
function withoutActor(text: string, understand: (said: string) => Read): Read | undefined {
  // `make sure` is the check verb the sentence layer reads whole.
  const split = splitActor(text, (verb) => UI_VERBS.includes(verb) || verb === 'make sure')
  if (!split) return undefined
  const rest = understand(split.rest)
  if (isUnknown(rest)) return undefined
  const said = text.replace(/\s+/g, ' ').trim()
  return { actions: rest.actions.map((a) => ({ ...a, text: said })), notes: [actorNote(split.actor), ...rest.notes] }
}
