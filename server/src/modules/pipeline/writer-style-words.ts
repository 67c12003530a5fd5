/**
 * Words of whole groups of writers that the readers would otherwise take into an element's name or read as another
 * kind of element (round 12), rewritten before any reader sees the step (plain-wording.ts), on the masked text:
 * - a role noun capitalised as German writes every noun (`Click the Button Speichern`): the role, not the name's
 *   first word;
 * - a checkbox ticked with its article left out (`Tick checkbox "X"`, as Russian and Indonesian writers do): the
 *   checkbox, as with the article;
 * - a page said to have a heading of a level (`The page has an h1 "Billing"`): the heading, not any text;
 * - a smoke list's control led by its region (`Nav link "Blog" present`, `Header link "Account" visible`): the control
 *   in that region, which no reader may drop;
 * - what a live or status region says (`The live region says "Saved"`): visible text; such a region is an aria-live
 *   status, not a landmark region of that name.
 */

import { keywordLine } from './keyword-lines.js'

const M = '\\uE000\\d+\\uE001'
const CAPITAL_ROLE = new RegExp(`(?<=\\S\\s+)(Button|Link|Checkbox|Tab|Field|Dropdown|Textbox)(?=\\s+(?:${M}|[A-Z\\u00C0-\\u00DE]))`, 'g')
const TICK_BARE = new RegExp(
  `^((?:(?:the\\s+)?user\\s+)?(?:tick|ticks|check|checks|untick|unticks|uncheck|unchecks)\\s+)(checkbox|check\\s+box)\\s+(?=${M})`,
  'i',
)
const PAGE_HEADING = new RegExp(`^(?:the\\s+)?page\\s+(?:has|contains|shows)\\s+(?:an?|the)\\s+h[1-6]\\s+(${M})$`, 'i')
const REGION_LED = new RegExp(
  `^(nav|navigation|header|footer|sidebar)\\s+(link|button|heading)\\s+(${M})\\s+(?:is\\s+)?(?:present|visible|shown|displayed)$`,
  'i',
)
const LIVE_REGION = /\b(?:the\s+)?(?:(?:aria-)?live|status)\s+region\s+(says|shows|reads|displays)\b/i

/** The masked step with the writers' words rewritten; each rewrite says what it read in `changed`. */
export function styleWording(masked: string, changed: string[]): string {
  const keyword = keywordLine(masked)
  if (keyword !== undefined) {
    changed.push(`the keyword line as "${keyword.replace(/\uE000\d+\uE001/g, '…')}"`)
    return keyword
  }
  let text = masked
  if (/Button|Link|Checkbox|Tab|Field|Dropdown|Textbox/.test(text))
    text = text.replace(CAPITAL_ROLE, (role: string) => {
      changed.push(`"${role}" as "${role.toLowerCase()}"`)
      return role.toLowerCase()
    })
  const tick = TICK_BARE.exec(text)
  if (tick) {
    text = text.replace(TICK_BARE, '$1the $2 ')
    changed.push(`"${tick[0].trim()}" as "${tick[1]}the ${tick[2]}"`)
  }
  const heading = PAGE_HEADING.exec(text)
  if (heading) {
    text = `verify the heading ${heading[1]} is visible`
    changed.push('"h1" … "h6" as "heading"')
  }
  const led = REGION_LED.exec(text)
  if (led) {
    const region = /^nav/i.test(led[1]!) ? 'navigation' : led[1]!.toLowerCase()
    text = `verify the ${led[2]!.toLowerCase()} ${led[3]} is shown in the ${region}`
    changed.push(`"${led[1]} ${led[2]}" as "the ${led[2]!.toLowerCase()} in the ${region}"`)
  }
  if (/live|status/i.test(text) && LIVE_REGION.test(text)) {
    text = text.replace(LIVE_REGION, 'the page $1')
    changed.push('"the live region" as "the page"')
  }
  return text
}
