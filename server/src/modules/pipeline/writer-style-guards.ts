/**
 * Names that other writing styles put where an element's name stands, which no element has (round 12): the step is
 * reported, never run as a search for that "name".
 * - a name running over a semicolon into the next clause (`Press Escape; the dialog closes`);
 * - a place beside a control rather than a control (`Tap outside the popup`);
 * - a CSS selector written without quotes (`the #email input`, `.btn-primary`), which the steps do not locate by;
 * - a test library's lookup verb (`Get the Save button`): finding an element is no action on it;
 * - a locator of a test library (`css:.btn-primary`, `xpath://button`, `id:username`) or a Robot Framework keyword's
 *   words left in the name (`Element css:…`), and a `Press Keys` line read as a click (it types or presses keys);
 * - a role noun before the name (`the tab Übersicht` read as "tab Übersicht"): the role is no part of the name;
 * - a browser tab or a device's button (`Open a new tab`, `Close the current tab`, `the Android back button`): on no
 *   page; and a name led by a verb and an article (`Close the current`): the step's verb ran into the name.
 * Whole steps too (`styleStepReason`): a check verb read as an action on the whole page (`Verify the form can be
 * submitted with the keyboard` read as a submit), a test case's flow (`Go back to step 3`) read as a page action, and the
 * search field's role noun typed as a query (`search field empty`).
 */

const SEMICOLON = /;/
const PLACE = /^(?:outside|anywhere|somewhere|elsewhere|away\s+from)\b/i
const SELECTOR = /^[#.[][\w-]/
const LOOKUP = /^(?:get|find|locate|grab|fetch|query)\s+(?:the|a|an)\s/i
const LOCATOR = /\b(?:css|xpath|id|name|class|tag|dom|link|partial\s+link|data-[\w-]+)\s*[:=]\s*\S|\/\/[\w*]|^element\s/i
const PRESS_KEYS = /^\s*press\s+keys\b/i
const BROWSER_TAB = /^(?:(?:a|an|the)\s+)?(?:new|current|other|previous|same|original|next|last)$/i
const DEVICE_BUTTON = /^(?:android|ios|iphone|ipad|device|hardware|phone(?:'s)?|system|physical)\s+(?:back|home|menu|power|volume)/i
const VERB_LED = /^([A-Za-z]+)\s+(?:the|a|an)\s/
const CHECK_LEAD = /^(?:(?:then|and|but)\s+)?(?:verify|assert|ensure|make\s+sure|validate)\b/i
/** Actions on the page as a whole, which a check verb's step may be misread as. */
const PAGE_ACTIONS = new Set(['submit', 'reload', 'go_back', 'navigate', 'scroll', 'screenshot', 'dialog'])
const STEP_FLOW = /\b(?:to|from|at)\s+step\s+\d+\b|\bsteps?\s+\d+\s*(?:-|to)\s*\d+\b/i
const ROLE_FIRST = /^(?:button|link|tab|checkbox|field|dropdown|textbox)\s+[A-Z\u00C0-\u00DE]/

/** Why an unquoted name is none an element has, or `undefined`. */
export function styleNameReason(name: string, text: string, isVerb: (word: string) => boolean): string | undefined {
  if (BROWSER_TAB.test(name) && /\btab\b/i.test(text))
    return `"${name} tab" is a browser tab, not a tab on the page; the steps do not open or close browser tabs`
  if (DEVICE_BUTTON.test(name)) return `"${name}" is a device's button, on no page; write "go back" or name a control of the page`
  const verb = VERB_LED.exec(name)?.[1]
  if (verb && (isVerb(verb) || text.trim().toLowerCase().startsWith(`${verb.toLowerCase()} `)))
    return `"${name}" starts with the verb "${verb}"; quote the name, or write the control's name after the verb`
  if (LOCATOR.test(name)) return `"${name}" holds a test library's locator; name the element by its label or quote its text`
  if (PRESS_KEYS.test(text)) return 'a "Press Keys" line types text or presses keys; write "Type …" or "Press …"'
  if (SEMICOLON.test(name)) return `"${name}" runs over a semicolon into another clause; write each part as a step of its own`
  if (PLACE.test(name)) return `"${name}" is a place beside a control, not a control; name the control to click`
  if (SELECTOR.test(name)) return `"${name}" is a CSS selector; name the element by its label or quote its text`
  if (LOOKUP.test(name))
    return `"${name}" holds a lookup ("${name.split(/\s/)[0]}"), not an element's name; write the action on the element`
  if (ROLE_FIRST.test(name)) return `"${name}" starts with its role; quote the name ("the … ${name.split(/\s/)[0]!.toLowerCase()}")`
  return undefined
}

/** Why a whole reading is not what the step says (its kinds of action), or `undefined`. */
export function styleStepReason(kinds: readonly string[], values: readonly string[], text: string): string | undefined {
  // `search field empty` read as a search for "field empty": the role noun names the search field, not a query.
  if (values.some((value) => /^(?:field|box|bar|input)\b/i.test(value)) && /\bsearch\s+(?:field|box|bar|input)\b/i.test(text))
    return 'the search field is named, not searched for; write "Verify the search field is empty" or "Search for …"'
  // (A click or a fill under a check verb is reported by the introducer's reading, which names the action.)
  if (CHECK_LEAD.test(text.trim()) && kinds.length > 0 && kinds.every((kind) => PAGE_ACTIONS.has(kind)))
    return 'the step is a check, but it was read as an action only; write what must be seen ("Verify … is shown")'
  if (STEP_FLOW.test(text)) return "the step refers to the test case's own steps; write the steps out"
  return undefined
}
