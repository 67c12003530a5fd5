import type { Locator } from 'playwright-core'
import type { LocatorChain } from './locator.js'

/**
 * A list or table with no name of its own is named by the heading above it: `<h2>Appointments</h2><ul>` is "the
 * Appointments list" even when a menu's `<ul>` sits in the header. Located as the list that follows the heading
 * (`h2:has-text("Appointments") ~ ul`, or inside a block that follows it), and accepted only when that heading is the
 * nearest one before the list, so a heading with no list of its own never lends its name to the next section's list.
 */

const HEADING = ':is(h1, h2, h3, h4, h5, h6, [role=heading])'
const CONTAINERS = { list: ':is(ul, ol, [role=list])', table: ':is(table, [role=table], [role=grid])' }

/** The chains for a list or table named by the heading before it; none for a name with a placeholder. */
export function underHeading(kind: 'list' | 'table', name: string): LocatorChain[] {
  if (name.includes('{{') || name.trim() === '') return []
  const heading = `${HEADING}:has-text(${JSON.stringify(name)})`
  return [[{ by: 'css', selector: `${heading} ~ ${CONTAINERS[kind]}` }], [{ by: 'css', selector: `${heading} ~ * ${CONTAINERS[kind]}` }]]
}

/** Whether a chain is one of `underHeading`'s. */
export function isUnderHeading(chain: LocatorChain): boolean {
  const last = chain.at(-1)
  return last?.by === 'css' && last.selector.startsWith(`${HEADING}:has-text(`)
}

interface DomNode {
  textContent: string | null
  contains(other: DomNode): boolean
  compareDocumentPosition(other: DomNode): number
}

/** Whether the nearest heading before the element holds `name` (case and spacing aside). */
export async function namedByNearestHeading(element: Locator, name: string): Promise<boolean> {
  return element
    .evaluate(
      (el, [selector, wanted]) => {
        const doc = (globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<DomNode> } }).document
        const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim().toLowerCase()
        const FOLLOWING = 4
        const before = Array.from(doc.querySelectorAll(selector)).filter(
          (h) => !h.contains(el as unknown as DomNode) && (h.compareDocumentPosition(el as unknown as DomNode) & FOLLOWING) !== 0,
        )
        const nearest = before.at(-1)
        return nearest !== undefined && squash(nearest.textContent).includes(squash(wanted))
      },
      [HEADING, name] as const,
    )
    .catch(() => false)
}
