import { chainOf } from '../understanding/code-syntax.js'
import { type CodeLocator, type CodeRead, isReason, type Reasoned, selectorReason } from './code-step-targets.js'
import { clickOn, fillIn, stringArg, taggedText, toolSelector, waitOn } from './tool-steps.js'

/**
 * Puppeteer (round 15, read from tool-script-steps.ts): `page.click(…)`, `page.type(…)`, `page.waitForSelector(…)`,
 * `page.locator(…).click()`, with Puppeteer's P selectors for a text or an accessible name (`::-p-text(Save)`,
 * `::-p-aria(Save)`, `::-p-aria([name="Save"][role="button"])`, the older `text/…` and `aria/…`). Any other selector
 * is CSS and is reported.
 */

function on(locator: Reasoned<CodeLocator>, read: (locator: CodeLocator) => CodeRead): CodeRead {
  return isReason(locator) ? locator : read(locator)
}

/** Puppeteer's P selectors: `::-p-text(Save)`, `::-p-aria(Save)`, `::-p-aria([name="Save"][role="button"])`, `text/…`, `aria/…`. */
export function puppeteerSelector(selector: string): Reasoned<CodeLocator> {
  const p = /^([a-z0-9]*)::-p-(text|aria)\(\s*(["']?)(.+?)\3\s*\)$/.exec(selector) ?? /^()(text|aria)\/(?:())(.+)$/.exec(selector)
  if (!p) return toolSelector(selector, 'css')
  const [, tag, kind, , value] = p as unknown as [string, string, string, string, string]
  if (kind === 'text') return tag ? taggedText(tag, value) : { found: { by: 'text', name: value } }
  const named = /^\[name=(["'])(.+)\1\]\[role=(["']?)(\w+)\3\]$|^\[role=(["']?)(\w+)\5\]\[name=(["'])(.+)\7\]$/.exec(value)
  if (named) return { found: { by: 'role', role: named[4] ?? named[6]!, name: named[2] ?? named[8]! } }
  const role = /^(.+?)\[role=(["']?)(\w+)\2\]$/.exec(value)
  if (role) return { found: { by: 'role', role: role[3]!, name: role[1]! } }
  return tag ? { reason: selectorReason(selector) } : { found: { by: 'aria', name: value } }
}

export function puppeteer(text: string): CodeRead {
  const links = chainOf(text)
  const call = links?.[1]
  if (!links || !call?.args) return { reason: 'the Puppeteer line is code the plan cannot read' }
  const selector = stringArg(call.args[0])
  if (selector === undefined) return { reason: `${call.name}(${call.args[0] ?? ''}) looks up by a value of the code` }
  const locator = puppeteerSelector(selector)
  if (call.name === 'locator') {
    const rest = links.slice(2)
    const act = rest[0]
    if (rest.length !== 1 || !act?.args) return { reason: 'the locator chain is code the plan does not read' }
    const value = stringArg(act.args[0])
    return on(locator, (l) =>
      act.name === 'click' && act.args!.length === 0
        ? clickOn(l)
        : act.name === 'fill' && value !== undefined
          ? fillIn(l, value)
          : act.name === 'hover'
            ? clickOn(l, 'hover')
            : { reason: `locator(…).${act.name}() is an action the plan does not carry` },
    )
  }
  if (links.length !== 2) return { reason: 'the Puppeteer line is code the plan cannot read' }
  const rest = call.args.slice(1)
  if ((call.name === 'click' || call.name === 'tap' || call.name === 'hover') && rest.length === 0)
    return on(locator, (l) => clickOn(l, call.name === 'hover' ? 'hover' : 'click'))
  if (call.name === 'click' && rest.length === 1 && /^\{\s*clickCount\s*:\s*2\s*\}$/.test(rest[0]!))
    return on(locator, (l) => clickOn(l, 'dblclick'))
  if (
    call.name === 'type' &&
    rest.length >= 1 &&
    stringArg(rest[0]) !== undefined &&
    (rest.length === 1 || /^\{\s*delay\s*:\s*\d+\s*\}$/.test(rest[1]!))
  )
    return on(locator, (l) => fillIn(l, stringArg(rest[0])!))
  if (call.name === 'waitForSelector') {
    const options = rest[0]?.replace(/\s+/g, '')
    const state = options === undefined || options === '{visible:true}' ? 'visible' : options === '{hidden:true}' ? 'hidden' : undefined
    if (!state || rest.length > 1) return { reason: `waitForSelector() with options the plan does not carry` }
    return on(locator, (l) => waitOn(l, state))
  }
  if (call.name === 'select') return { reason: 'page.select() picks options by their value, not by their written label' }
  return { reason: `page.${call.name}() with these arguments is an action the plan does not carry` }
}
