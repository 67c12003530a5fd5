import type { Locator, Page } from 'playwright-core'
import type { MatchOp } from './actions.js'
import type { LocatorHeal, StepFailure, WalkOptions } from './plan-walker.js'
import type { PlanItem } from './planner.js'
import type { ResolvedTarget } from './resolution.js'

/** What every step of a plan walk shares: its error type, the walk's state, and the polling and matching helpers. */

/** A failed step, with what was seen; thrown inside the walk and turned into a {@link StepFailure}. */
export class StepError extends Error {
  constructor(
    message: string,
    readonly evidence: StepFailure['evidence'],
    /** Set when the step's target could not be found from its words at all: the tool could not automate it. */
    readonly unresolved?: Unresolved,
  ) {
    super(message)
    this.name = new.target.name
  }
}

/** What the resolver searched for and the closest elements it saw (`button "Delete" (0.52)`). */
export interface Unresolved {
  searched: string
  candidates: string[]
  reason: 'not_found' | 'ambiguous'
}

export interface Located {
  locator: Locator
  resolved: ResolvedTarget
  heal?: Omit<LocatorHeal, 'id' | 'n' | 'line' | 'text'>
}

/** One walk's page, options and plan facts, shared by every step. */
export interface Walk {
  page: Page
  options: WalkOptions
  timeoutMs: number
  graceMs: number
  items: PlanItem[]
  variables: string[]
}

export const OP_WORDS: Record<MatchOp, string> = { contains: 'contain', equals: 'be', starts_with: 'start with', ends_with: 'end with' }

export function matchesOp(actual: string, op: MatchOp, expected: string): boolean {
  if (op === 'contains') return actual.includes(expected)
  if (op === 'starts_with') return actual.startsWith(expected)
  if (op === 'ends_with') return actual.endsWith(expected)
  return actual === expected
}

export async function poll<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs: number,
): Promise<{ ok: boolean; last?: T }> {
  const deadline = Date.now() + timeoutMs
  let last: T | undefined
  for (;;) {
    last = await read()
    if (accept(last)) return { ok: true, last }
    if (Date.now() >= deadline) return { ok: false, last }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
