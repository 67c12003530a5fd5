import { mask, type Note, tidy, unmask } from '../understanding/sentence.js'
import type { UiAction } from './actions.js'
import { EVERYDAY_RULES, type EverydayRule } from './everyday-style-rules.js'
import { EVERYDAY_VOICE_RULES } from './everyday-voices.js'
import { SECOND_LANGUAGE_STEP_RULES } from './second-language-steps.js'

/**
 * Everyday ways of writing a documented step (round 13, held-out set 25), read when no other reading understands
 * the step (step-understanding.ts asks after the loose readings), so a rule here can only turn a report into a
 * reading: the step is rewritten in the grammar's words (everyday-style-rules.ts), read by the whole pipeline, and
 * kept only when every action of it is understood.
 * The rules work on the raw step, quotes masked, not on the sentence layer's imperative: that layer reads some
 * courtesy frames as actions of their own (`… once everything has been filled in` as a fill).
 */

interface Read {
  actions: UiAction[]
  notes: Note[]
}

export function readEverydayStyle(text: string, line: number, understand: (said: string, line: number) => Read): Read | undefined {
  if (depth >= 2) return undefined
  const masked = mask(tidy(text))
  const lower = masked.text.toLowerCase()
  let rewritten = masked.text.replace(/\s*[.!]+$/, '')
  // Leads and tails stack in any order (`Next, I would ask you to … please`): the rules run until none applies.
  for (let pass = 0; pass < 3; pass++) {
    const before = rewritten
    for (const rule of RULES) if (needed(rule, lower)) rewritten = apply(rule, rewritten, masked.spans)
    if (rewritten === before) break
  }
  rewritten = rewritten.replace(/\s+/g, ' ').trim()
  if (rewritten === masked.text.replace(/\s*[.!]+$/, '') || rewritten === '') return undefined
  const said = unmask(masked, rewritten)
  if (said === text || reading.has(said)) return undefined
  reading.add(said)
  depth++
  try {
    const read = understand(said, line)
    if (read.actions.length === 0 || read.actions.some((a) => a.kind === 'unknown')) return undefined
    const whole = text.replace(/\s+/g, ' ').trim()
    return {
      actions: read.actions.map((a) => ({ ...a, text: whole })),
      notes: [...read.notes, { kind: 'reordered', message: `read as "${said}"` }],
    }
  } finally {
    depth--
    reading.delete(said)
  }
}

let depth = 0
// Round 14's voices and second-language shapes run after the courtesy leads are gone (`Please input 19:30 to …`).
const RULES = [...EVERYDAY_RULES, ...EVERYDAY_VOICE_RULES, ...SECOND_LANGUAGE_STEP_RULES]
const reading = new Set<string>()

const needed = ([needs]: EverydayRule, lower: string) => needs.some((word) => lower.includes(word))

function apply([, pattern, to]: EverydayRule, text: string, spans: readonly string[]): string {
  if (typeof to === 'string') return text.replace(pattern, to)
  return text.replace(pattern, (...args: unknown[]) => {
    const groups = args.slice(1, -2).map((g) => (g === undefined ? undefined : String(g)))
    return to(spans, ...groups) ?? (args[0] as string)
  })
}
