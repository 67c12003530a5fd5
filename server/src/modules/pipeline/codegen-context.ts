import type { TargetRef, UiAction } from './actions.js'
import { jsText } from './js-literal.js'
import { defaultChain, hiddenChain, type LocatorChain, type LocatorPart, locatorCode } from './locator.js'
import type { PlanItem, UiPlan } from './planner.js'
import { fullChain, type Resolutions } from './resolution.js'

/** What the code generator knows while writing one test, and the locator and URL helpers its statements share. */

export interface Context {
  plan: UiPlan
  items: PlanItem[]
  resolutions: Resolutions
  timeouts: Readonly<Record<string, number>>
  baseUrlVariable?: string
  unverified: Set<string>
  usesExpect: boolean
  /** A text check was written with `wholeWords(…)`, so the file needs the helper. */
  usesWholeWords: boolean
}

/** `{{APP_URL}}/login` -> `'/login'` when APP_URL is the base URL; otherwise the URL with env() reads. */
export function urlCode(url: string, ctx: Context): string {
  if (ctx.baseUrlVariable) {
    const match = new RegExp(`^\\{\\{\\s*${ctx.baseUrlVariable}\\s*\\}\\}(.*)$`).exec(url)
    if (match) {
      const rest = match[1]!
      return jsText(rest === '' ? '/' : rest.startsWith('/') ? rest : `/${rest}`)
    }
  }
  return jsText(url)
}

/**
 * The helper text checks use: the expected text as a case-sensitive match that may not continue into a letter or
 * digit on either side, so "Total: $43.99" does not match "Subtotal: $43.99" (Playwright's plain `getByText`
 * matches any substring, ignoring case). docs/ai-engine.md documents the rule.
 */
export const WHOLE_WORDS_SOURCE = [
  '/** The spec\'s text, matched case-sensitively and not as part of a longer word ("Total" never matches "Subtotal"). */',
  'function wholeWords(text: string): RegExp {',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: `${` is a character of the generated regex class
  "  const escaped = text.replace(/[.*+?^${}()|[\\]\\\\/]/g, '\\\\$&')",
  '  const word = /[\\p{L}\\p{N}_]/u',
  "  const before = word.test(text.at(0) ?? '') ? '(?<![\\\\p{L}\\\\p{N}_])' : ''",
  "  const after = word.test(text.at(-1) ?? '') ? '(?![\\\\p{L}\\\\p{N}_])' : ''",
  "  return new RegExp(before + escaped + after, 'u')",
  '}',
]

/** The locator for an item's target: its resolution when there is one, else the default for the phrase. */
export function locatorFor(item: PlanItem, target: TargetRef, ctx: Context, withItems = false, wholeWords = false): string {
  const resolved = ctx.resolutions[item.id]
  let chain: LocatorChain
  let items: LocatorPart | undefined
  if (resolved) {
    chain = fullChain(resolved)
    items = resolved.items
  } else {
    const fallback = defaultChain(target)
    chain = [...fallback.scope, ...fallback.element]
    items = fallback.items
    ctx.unverified.add(item.id)
  }
  const parts = withItems && items ? [...chain, items] : chain
  const last = parts.findLastIndex((part) => part.by !== 'first')
  const final = parts[last]
  if (!wholeWords || final?.by !== 'text' || final.exact) return locatorCode(parts)
  // A text check selects by the whole text (or whole words of it), never by a substring.
  ctx.usesWholeWords = true
  return `${locatorCode(parts.slice(0, last))}.getByText(wholeWords(${jsText(final.text)}))${locatorCode(parts.slice(last + 1), '')}`
}

/** The locator a hidden check asserts on: its resolution when there is one, else a role's name as whole words (hiddenChain). */
export function hiddenLocatorFor(item: PlanItem, target: TargetRef, ctx: Context): string {
  if (ctx.resolutions[item.id]) return locatorFor(item, target, ctx)
  ctx.unverified.add(item.id)
  return locatorCode(hiddenChain(target))
}

export function textLocator(item: PlanItem, text: string, ctx: Context, wholeWords = false): string {
  const { action } = item
  const where =
    action.kind === 'verify_text'
      ? { ...(action.scope ? { scope: action.scope } : {}), ...(action.within !== undefined ? { within: action.within } : {}) }
      : {}
  return locatorFor(item, { kind: 'text', name: text, ...where }, ctx, false, wholeWords)
}

/** `page.once('dialog', …)` for a dialog step: set before the action that opens the dialog (see armsDialog). */
export function dialogHandler(action: Extract<UiAction, { kind: 'dialog' }>): string {
  return `page.once('dialog', (dialog) => dialog.${action.accept ? 'accept' : 'dismiss'}())`
}

export function isSelect(item: PlanItem, ctx: Context): boolean {
  return ctx.resolutions[item.id]?.fingerprint.tag === 'select'
}
