import type { Fingerprint } from './fingerprint.js'
import type { LocatorChain, LocatorPart, LocatorStrategy } from './locator.js'

/**
 * What the resolver found for one plan item: the locator to emit and the fingerprint to store in selector memory.
 * Pure data (JSON), so it can be stored and handed to the generator or the healer later.
 */
export interface ResolvedTarget {
  /** The row, list item or card the element is in (`… for "Ceramic Mug"`); empty when the step names none. */
  scope: LocatorChain
  /** The element itself, inside `scope`. */
  element: LocatorChain
  /** For counts: one row or item inside the element (`tbody tr`, `listitem`). */
  items?: LocatorPart
  strategy: LocatorStrategy
  /** 1 when the phrase matched the page directly; the similarity score when found by similarity or healed. */
  score: number
  /** `phrase`: the step's words matched; `similarity`: the closest element to the words; `heal`: re-found from a fingerprint. */
  via: 'phrase' | 'similarity' | 'heal'
  /** The element shows only while its row is hovered: the generated code hovers the scope first. */
  hover?: true
  fingerprint: Fingerprint
}

/** Resolved targets by plan item id (`s3`, `o1.2`): the selector memory of one spec. */
export type Resolutions = Record<string, ResolvedTarget>

export function fullChain(target: Pick<ResolvedTarget, 'scope' | 'element'>): LocatorChain {
  return [...target.scope, ...target.element]
}
