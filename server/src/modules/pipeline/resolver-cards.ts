import type { Page } from 'playwright-core'
import type { LocatorChain } from './locator.js'
import { substitute } from './placeholders.js'

/**
 * Rows and cards that have no role: `<div class="card">` repeated in a grid is as much a row as a list item, and
 * `Click "View details" for "Spanish B1 Evening"` means the link in the card holding that text. Such a card is found
 * as the nearest element around the text that repeats among its siblings (same tag and classes: one of a list of
 * alike items), and located the way a person would write it, by tag and class filtered by the text:
 * `page.locator('div.card').filter({ hasText: 'Spanish B1 Evening' })`. Requiring the repetition keeps a wrapper
 * around the whole list from standing in for a row that lacks the control.
 */

interface DomElement {
  tagName: string
  parentElement: DomElement | null
  children: ArrayLike<DomElement>
  textContent: string | null
  getAttribute(name: string): string | null
}

/** Tag-and-class selectors of the repeated cards around `within` on the page, nearest first. */
export async function repeatedCardScopes(
  page: Page,
  within: string,
  env: Readonly<Record<string, string | undefined>>,
): Promise<LocatorChain[]> {
  const text = substitute(within, env)
  if (text.trim() === '') return []
  const selectors = await page
    .evaluate((wanted) => {
      const body = (globalThis as unknown as { document: { body: DomElement } }).document.body
      const classesOf = (el: DomElement) => (el.getAttribute('class') ?? '').split(/\s+/).filter((c) => /^[A-Za-z_][\w-]*$/.test(c))
      const selectorOf = (el: DomElement) => {
        const classes = classesOf(el)
        return classes.length === 0 ? '' : `${el.tagName.toLowerCase()}.${classes.join('.')}`
      }
      // The innermost elements whose text holds the wanted words.
      const holders: DomElement[] = []
      const visit = (el: DomElement): boolean => {
        let inChild = false
        for (const child of Array.from(el.children)) if (visit(child)) inChild = true
        const has = (el.textContent ?? '').includes(wanted)
        if (has && !inChild) holders.push(el)
        return has
      }
      visit(body)
      const found: string[] = []
      for (const holder of holders.slice(0, 5)) {
        for (let el: DomElement | null = holder; el && el !== body && el.parentElement; el = el.parentElement) {
          const selector = selectorOf(el)
          if (selector === '') continue
          const alike = Array.from(el.parentElement.children).filter((sibling) => selectorOf(sibling) === selector)
          if (alike.length >= 2) {
            found.push(selector)
            break
          }
        }
      }
      return [...new Set(found)]
    }, text)
    .catch(() => [] as string[])
  return selectors.map((selector) => [
    { by: 'css', selector },
    { by: 'filter', hasText: within },
  ])
}
