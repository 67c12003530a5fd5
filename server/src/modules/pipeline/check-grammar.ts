import { ri } from '../understanding/regex-cache.js'
import type { ElementState, MatchOp, TargetRef, UiAction } from './actions.js'
import { MESSAGE_LEAD, NUMBER_WORDS, parseCheckPhrase } from './check-phrases.js'
import { NOUN_PATTERN, nounInfo, parseTargetPhrase, QUOTED } from './target-phrase.js'

/**
 * Checks: what follows "Verify" (or stands alone as a statement, like an expected outcome "The URL contains
 * /dashboard"). Each returns the expected value exactly as written; healing is never allowed to change it.
 */

type Base = { line: number; text: string }
const Q = QUOTED

const URL_LIKE = /^(?:https?:\/\/\S+|\/\S*|\{\{\s*\w+\s*\}\}\S*|www\.\S+)$/i

/** A URL or path as written, without quotes or angle brackets; `undefined` when it does not look like one. */
export function readUrl(raw: string): string | undefined {
  const value = raw
    .trim()
    .replace(/^["'<](.*)[">']$/, '$1')
    .trim()
  return URL_LIKE.test(value) ? value : undefined
}

const COUNT = `(\\d+|${Object.keys(NUMBER_WORDS).join('|')})`

function readCount(raw: string): number {
  return NUMBER_WORDS[raw.toLowerCase()] ?? Number(raw)
}

export function unquote(raw: string): string {
  return raw.trim().replace(/^"(.*)"$/, '$1')
}

/** `contains`/`includes`/`has` -> contains; `is`/`equals`/`should be` -> equals; `starts with`, `ends with`. */
function readOp(word: string): MatchOp {
  const w = word.trim()
  if (/(?:starts?|begins?|starting|beginning)\s+with$/i.test(w)) return 'starts_with'
  if (/(?:ends?|ending)\s+(?:with|in)$/i.test(w)) return 'ends_with'
  return /^(?:is|equals?|should\s+be|be|reads|matches|should\s+equal|is\s+exactly|to\s+(?:be|equal))$/i.test(w) ? 'equals' : 'contains'
}

const OP_WORDS =
  '(to\\s+(?:contain|include|be|equal)|to\\s+(?:start|begin|end)\\s+with|contains|includes|has|is|equals|should\\s+be|should\\s+contain|should\\s+include|should\\s+equal|matches|is\\s+exactly|(?:should\\s+)?(?:starts?|begins?|ends?)\\s+with|ends\\s+in|should\\s+(?:start|begin|end)\\s+with)'

const VISIBLE_WORDS =
  /^(?:shows?|pops?\s+up|(?:(?:to\s+be\s+|be\s+)?(?:visible|displayed|shown|present|listed|showing|appearing|being\s+(?:shown|displayed)|there|on\s+the\s+page|on\s+screen|in\s+view)(?:\s+(?:on|in)\s+(?:the\s+)?(?:page|screen|results|search\s+results|output))?|appears?(?:\s+(?:on|in)\s+(?:the\s+)?(?:page|screen|results|search\s+results|output))?|shows?\s+up|exists?))$/i
const HIDDEN_WORDS =
  /^(?:(?:to\s+be\s+|be\s+)?(?:hidden|invisible|gone|absent|not\s+(?:to\s+)?(?:be\s+)?(?:visible|displayed|shown|present|listed|on\s+the\s+page)|no\s+longer\s+(?:be\s+)?(?:visible|displayed|shown|present|listed|on\s+the\s+page))(?:\s+(?:on|in)\s+(?:the\s+)?(?:page|screen|results|search\s+results|output))?|disappears?|(?:does\s+not|doesn't|not|no\s+longer)\s+(?:appears?|exists?|shows?(?:\s+up)?)(?:\s+(?:on|in)\s+(?:the\s+)?(?:page|screen|results|search\s+results|output))?|is\s+gone)$/i

/** Parses a check's body (after "Verify"/"Assert"/… and an optional "that"); `undefined` when it is not one. */
export function parseCheck(written: string, base: Base): UiAction | undefined {
  // `in the page title there is "X"` -> `the page title contains "X"`
  const body = written
    .replace(/^in\s+(the\s+.+?)\s+there\s+(?:is|are)\s+(?=")/i, '$1 contains ')
    // `exists the "Delete" button`, `appears a message "Saved"`: the verb before its subject.
    .replace(/^(?:it\s+|there\s+)?(exists|appears|is\s+(?:shown|displayed|visible|present))\s+(?:the|a|an)\s+(?=.*")(.+)$/i, 'the $2 $1')
  return (
    parseUrlCheck(body, base) ??
    parseTitleCheck(body, base) ??
    parseCountCheck(body, base) ??
    parseValueCheck(body, base) ??
    parseStateCheck(body, base) ??
    parseCheckPhrase(body, base) ??
    parseTextCheck(body, base)
  )
}

/** `should contain /bookings/ now`: a time word after a path says when, it is no part of the path. */
const URL_THEN = /^((?:\/|\{\{|https?:)\S*)\s+(?:now|again|then|afterwards|by\s+now|as\s+well)$/i

function parseUrlCheck(body: string, base: Base): UiAction | undefined {
  const match = ri`^(?:the\\s+)?(?:current\\s+|page\\s+|browser\\s+|page's\\s+)?(?:url|address|location)\\s+${OP_WORDS}\\s+(.+)$`.exec(body)
  if (match)
    return {
      ...base,
      kind: 'verify_url',
      op: readOp(match[1]!.replace(/^should\s+(?=contain|include)/i, '')),
      // `contains the text "/orders"`: the words before the value only name it.
      value: unquote(match[2]!.replace(/^(?:the\s+)?(?:text|string|path|fragment|value|word)\s+(?=")/i, '').replace(URL_THEN, '$1')),
    }
  const landed =
    /^(?:(?:i|we|you|user|the\s+(?:user|visitor|customer|shopper))\s+)?(?:(?:am|is|are|gets?|should\s+be|will\s+be)\s+(?:redirected|taken|sent|returned|on|back\s+on|in|at)|lands?|landed|ends?\s+up|ended\s+up|arrives?|arrived)\s+(?:to\s+|on\s+|at\s+)?(?:the\s+)?(.+)$/i.exec(
      body,
    )
  // `Given the coordinator is on /admin`: anyone who is on or at a URL is there (never `in`: `the item is in /tmp`).
  const someone = /^(?:the|a|an)\s+[a-z]+\s+(?:is|are)\s+(?:on|at)\s+(?:the\s+)?(\S+)$/i.exec(body)
  const there = someone ? readUrl(someone[1]!) : undefined
  if (there) return { ...base, kind: 'verify_url', op: WHOLE_URL.test(there) ? 'equals' : 'contains', value: there }
  // `The URL changes to /done`, `the address becomes /done`: where the browser went, as a redirect says it.
  const changed =
    landed ??
    /^(?:the\s+)?(?:current\s+|page\s+|browser\s+)?(?:url|address|location)\s+(?:changes|changed|switches|updates|goes)\s+to\s+(.+)$|^(?:the\s+)?(?:current\s+|page\s+|browser\s+)?(?:url|address|location)\s+becomes\s+(.+)$|^(?:the\s+)?(?:current\s+)?page\s+(?:is|should\s+be)\s+(.+)$|^(?:the\s+)?page\s+(\S+)\s+is\s+(?:opened|open|loaded|shown|displayed)$/i.exec(
      body,
    )
  const url = changed
    ? readUrl((changed[1] ?? changed[2] ?? changed[3] ?? changed[4])!.replace(/^(?:the\s+)?(?:page|url)\s+(?=[/{h])/i, ''))
    : undefined
  if (!url) return undefined
  // `I should be on {{BASE_URL}}/`: being on a whole address is being there, not on any page whose URL holds it (every
  // page of the site holds its root); a path alone (`on /orders`) is part of the address, so it is contained.
  const whole = landed && BEING_ON.test(body) && WHOLE_URL.test(url)
  return { ...base, kind: 'verify_url', op: whole ? 'equals' : 'contains', value: url }
}

const WHOLE_URL = /^(?:\{\{|https?:)/i
const BEING_ON = /\b(?:am|is|are|should\s+be|will\s+be)\s+(?:on|at)\s/i

function parseTitleCheck(body: string, base: Base): UiAction | undefined {
  // `the checkout page title is "…"`: a word before "page title" says which page; the title is still the page's.
  const match =
    ri`^(?:the\\s+)?(?:[a-z][\\w-]*\\s+(?=page\\s+title\\s))?(?:(?:page|document|browser|window|tab)(?:'s)?\\s+){0,2}title(?:\\s+of\\s+(?:the\\s+)?(?:page|document|tab|window))?\\s+(${OP_WORDS.slice(1, -1)}|reads|says)\\s+(.+)$`.exec(
      body,
    )
  return match ? { ...base, kind: 'verify_title', op: readOp(match[1]!), value: unquote(match[2]!) } : undefined
}

/** Plurals a table holds that are no records of it: `the Orders table has 4 columns` counts no rows. */
const NOT_RECORDS = '(?:columns|cells|pages|headers|headings|characters|digits|decimals)$'
const COUNT_UNITS = '(rows?|items?|entries|entry|results?|products?|cards?|lines?|options?|elements?)'

function parseCountCheck(body: string, base: Base): UiAction | undefined {
  const count = (n: string, phrase: string, noun: string): UiAction | undefined => {
    const kind = /^table$/i.test(noun) ? 'table' : 'list'
    // `the list has 3 items`: a list named only by its noun (the page's only list).
    // `the Waiting list table`: a list noun before the table's own is part of its name, never its role.
    const target = /^(?:the|a|an|this)$/i.test(phrase.trim())
      ? { name: noun.toLowerCase() }
      : parseTargetPhrase(phrase, kind, /^grid$/i.test(noun) ? [] : [kind])
    return target ? { ...base, kind: 'verify_count', count: readCount(n), target: { kind, name: target.name } } : undefined
  }
  let match =
    ri`^(?:there\\s+(?:are|is|should\\s+be)\\s+)?(?:exactly\\s+)?${COUNT}\\s+${COUNT_UNITS}\\s+(?:are\\s+|is\\s+)?(?:in|on|shown\\s+in|listed\\s+in)\\s+((?:the\\s+)?.+?)\\s+(table|list|grid)$`.exec(
      body,
    )
  if (match) return count(match[1]!, match[3]!, match[4]!)
  match =
    ri`^((?:the\\s+)?.+?)\\s+(table|list|grid)\\s+(?:has|have|shows|contains|lists|displays|holds)\\s+(?:exactly\\s+|only\\s+)?${COUNT}\\s+(?:${COUNT_UNITS}|(?!${NOT_RECORDS})[a-z][a-z-]*s)$`.exec(
      body,
    )
  if (match) return count(match[3]!, match[1]!, match[2]!)
  // `the cart has 3 items`: a container named without a list noun (never the page itself).
  match =
    ri`^(?:the\\s+|my\\s+)?((?:[A-Za-z][\\w-]*\\s+)?[A-Za-z][\\w-]*)\\s+(?:has|have|contains|holds|lists)\\s+(?:exactly\\s+)?${COUNT}\\s+${COUNT_UNITS}$`.exec(
      body,
    )
  if (match && !/^(?:page|screen|app|site|view|response|body|form|dialog|modal)$/i.test(match[1]!)) {
    // `the table Students has 28 rows`: the role noun may come before the name as well as after it.
    const noun = /(?:^|\s)(table|list|grid)$|^(table|list|grid)\s/i.exec(match[1]!)?.slice(1).find(Boolean)?.toLowerCase() ?? 'list'
    const named = match[1]!.replace(/\s+(?:table|list|grid)$|^(?:table|list|grid)\s+/i, '')
    return {
      ...base,
      kind: 'verify_count',
      count: readCount(match[2]!),
      target: { kind: noun === 'table' ? 'table' : 'list', name: named },
    }
  }
  return undefined
}

/** `the assignee field should say qa_lena`: an unquoted value written as an identifier (an underscore, an @ or a digit). */
const IDENTIFIER = '[a-z][\\w.@-]*[_@\\d][\\w.@-]*'

function parseValueCheck(body: string, base: Base): UiAction | undefined {
  // `displays`, `reads`, `says`: what a field shows is its value (`the Fee field displays "120.00"`).
  const verbs =
    '(?:ha(?:s|ve)(?:\\s+the)?\\s+value|has|have|contains|shows|displays|reads|says|holds|value\\s+is|equals|is\\s+set\\s+to|is)'
  const match =
    ri`^(?:the\\s+)?(.+?)\\s+(field|input|box|text\\s+box|textbox|dropdown|select)\\s+${verbs}\\s+(?:the\\s+)?(?:value\\s+)?(?:${Q}|(\\d[\\d.,:]*|${IDENTIFIER}))$`.exec(
      body,
    ) ??
    ri`^(?:the\\s+)?value\\s+of\\s+(?:the\\s+)?(.+?)(?:\\s+(field|input|box|dropdown))?\\s+(?:is|equals)\\s+(?:${Q}|(\\d[\\d.,]*))$`.exec(
      body,
    )
  // `the Country dropdown has "Spain" selected`, `"Spain" is selected in the Country dropdown`
  const chosen =
    ri`^(?:the\\s+)?(.+?)\\s+(dropdown|select|combo|combo\\s*box)\\s+(?:has|shows)\\s+${Q}\\s+(?:selected|chosen)$`.exec(body) ??
    ri`^${Q}\\s+is\\s+(?:selected|chosen)\\s+(?:in|from)\\s+(?:the\\s+)?(.+?)\\s+(dropdown|select|combo|combo\\s*box)$`.exec(body)
  if (chosen) {
    const [name, value] = /^"/.test(body) ? [chosen[2]!, chosen[1]!] : [chosen[1]!, chosen[3]!]
    return { ...base, kind: 'verify_value', target: { kind: 'dropdown', name }, value }
  }
  if (!match) return undefined
  const target = parseTargetPhrase(match[1]!.replace(/^(?:the\s+)?value\s+(?:of|in)\s+/i, ''), 'field')
  // A dropdown shows its chosen option: checked by the option's text, not the field's value.
  const kind = /^(?:dropdown|select)$/i.test(match[2] ?? '') ? 'dropdown' : 'field'
  // `the Price field value is 45.00`: a number needs no quotes.
  const value = (match[3] ?? match[4])!
  return target ? { ...base, kind: 'verify_value', target: { kind, name: target.name }, value } : undefined
}

const STATE_WORDS =
  '(not\\s+visible|not\\s+displayed|not\\s+shown|not\\s+enabled|not\\s+disabled|not\\s+checked|not\\s+ticked|not\\s+marked|not\\s+selected|not\\s+hidden|not\\s+active|marked|unmarked|visible|displayed|shown|hidden|enabled|disabled|greyed\\s+out|grayed\\s+out|clickable|active|inactive|checked|unchecked|ticked|unticked|selected|focused|focussed)'

function readState(word: string): ElementState {
  const w = word.toLowerCase().replace(/\s+/g, ' ')
  if (['visible', 'displayed', 'shown', 'not hidden'].includes(w)) return 'visible'
  if (['hidden', 'not visible', 'not displayed', 'not shown'].includes(w)) return 'hidden'
  if (['enabled', 'clickable', 'active', 'not disabled'].includes(w)) return 'enabled'
  if (['disabled', 'greyed out', 'grayed out', 'inactive', 'not enabled', 'not active'].includes(w)) return 'disabled'
  if (['checked', 'ticked', 'selected', 'marked'].includes(w)) return 'checked'
  if (['unchecked', 'unticked', 'unmarked', 'not checked', 'not ticked', 'not marked', 'not selected'].includes(w)) return 'unchecked'
  return 'focused'
}

const SWITCHED = /^(?:is|should\s+be|must\s+be|stays|remains)\s+(?:turned\s+|switched\s+|set\s+)?(on|off)$/i

const CURRENT = /\b(?:active|inactive|selected|unselected|not\s+selected|current|highlighted)$/i

/** `the switch "Paper invoices" is off`: the role noun before the quoted name, as [all, name, noun, state]. */
function roleFirst(body: string): string[] | undefined {
  const found = ri`^(?:the\\s+)?${NOUN_PATTERN}\\s+${Q}\\s+(.+)$`.exec(body)
  return found ? [found[0], found[2]!, found[1]!, found[3]!] : undefined
}

function parseStateCheck(body: string, base: Base): UiAction | undefined {
  const match =
    ri`^(?:the\\s+)?${Q}\\s+${NOUN_PATTERN}\\s+(.+)$`.exec(body) ??
    roleFirst(body) ??
    ri`^(?:the\\s+)?([^"]+?)\\s+${NOUN_PATTERN}\\s+(.+)$`.exec(body)
  if (!match) return undefined
  const noun = nounInfo(match[2])
  // `the switch "Paper invoices" is off`: on and off are the states of a switch or a box, of nothing else.
  const onOff = noun.kind === 'toggle' ? SWITCHED.exec(match[3]!) : null
  const state = onOff ? (onOff[1]!.toLowerCase() === 'on' ? 'checked' : 'unchecked') : stateOf(match[3]!)
  if (!state) return undefined
  // `the "Home" tab is active / selected`: a tab or link that is the current one is no enabled or ticked control,
  // and the rules check no current-ness; reported rather than checked as something else.
  if ((noun.role === 'tab' || noun.role === 'link') && CURRENT.test(match[3]!))
    return {
      ...base,
      kind: 'unknown',
      reason: `whether a ${noun.role} is the current (selected, active) one is not a state the rules check; check what it shows instead (Verify "…" is visible)`,
    }
  // `the "Terms" box should be checked`: a box that is ticked is a checkbox.
  const ticked = (state === 'checked' || state === 'unchecked') && /^(?:box|check\s*box)$/i.test(match[2]!.trim())
  // `the barcode image is displayed`: an image that is checked is one that is shown, not a control to press (an icon
  // is a control's picture, so it stays one).
  const shown = /^image$/i.test(match[2]!.trim())
  const role = ticked
    ? { kind: 'toggle' as const, role: 'checkbox' }
    : { kind: shown ? 'element' : (noun.kind ?? 'element'), ...(noun.role ? { role: noun.role } : {}) }
  const target = { ...role, name: match[1]! } as TargetRef
  return { ...base, kind: 'verify_element', target, state }
}

/**
 * What is said of an element: `is disabled`, `should not be checked`, `to be visible`, `exists`, `appears`,
 * `is present`, `disappears`, `does not exist`. `undefined` when it is no state.
 */
function stateOf(said: string): ElementState | undefined {
  const rest = said
    .trim()
    .replace(/^(?:is|are|should|must|to|will|remains|stays)\s+/i, '')
    .replace(/^(?:remain|stay)\s+/i, '')
    .replace(/^(?:isn't|aren't|shouldn't|mustn't|won't)\s+(?:be\s+)?/i, 'not ')
  if (VISIBLE_WORDS.test(rest)) return 'visible'
  // `has focus`, `should have the focus`, `is in focus`
  if (/^(?:has|have|be\s+in|in)\s+(?:the\s+)?(?:keyboard\s+|input\s+)?focus$/i.test(rest)) return 'focused'
  if (HIDDEN_WORDS.test(rest)) return 'hidden'
  const state = ri`^(?:be\\s+)?${STATE_WORDS}$`.exec(rest.replace(/^not\s+be\s+/i, 'not '))
  return state ? readState(state[1]!) : undefined
}

function parseTextCheck(body: string, base: Base): UiAction | undefined {
  const text = (value: string, visible: boolean): UiAction => ({ ...base, kind: 'verify_text', value, visible })
  const lead = MESSAGE_LEAD
  const noun =
    '(?:\\s+(?:task|item|row|entry|product|card|message|text|label|option|record|result|notification|error|todo|status|badge|chip|tag|toast|banner|alert|notice|warning))?'
  // `the "Buy milk" row contains "Done"`: a text within the row, card or item that holds another.
  let match =
    ri`^(?:the\\s+)?${Q}\\s+(?:row|item|card|entry|line|task|record|product)\\s+(does\\s+not\\s+|doesn't\\s+|should\\s+not\\s+)?(?:should\\s+)?(?:contains?|shows?|has|displays?|says|includes?|reads)\\s+(?:the\\s+)?(?:text\\s+)?${Q}$`.exec(
      body,
    )
  if (match) return { ...base, kind: 'verify_text', value: match[3]!, visible: match[2] === undefined, within: match[1]! }
  // `the "Send invoice" dialog is displayed`: a dialog is named by its title, so its title is shown in a dialog (a
  // dialog that closes leaves no dialog to look in: that stays the text check the rewrites make of it).
  match = ri`^(?:the\\s+)?${Q}\\s+(?:dialog|modal|pop-?up)\\s+(?:is\\s+|should\\s+|must\\s+)?(.+)$`.exec(body)
  if (match && (VISIBLE_WORDS.test(match[2]!) || /^(?:be\s+)?(?:opens?|opened|open)$/i.test(match[2]!)))
    return { ...base, kind: 'verify_text', value: match[1]!, visible: true, scope: { role: 'dialog' } }
  // `appears the message "X"`, `is not showing "No results"`: the verb before what is shown.
  match =
    ri`^(?:it\\s+|there\\s+)?(?:is\\s+|are\\s+|(?:should|must)\\s+(?:be\\s+)?)?(not\\s+)?(?:appears?|appearing|shown|showing|displayed|visible|present)\\s+${lead}${Q}$`.exec(
      body,
    )
  if (match) return text(match[2]!, match[1] === undefined)
  match = ri`^(?:${lead}|(?:the|a|an)\\s+[a-z][\\w-]*\\s+)${Q}${noun}\\s+(?:is\\s+|are\\s+|should\\s+|must\\s+)?(.+)$`.exec(body)
  if (match) {
    if (VISIBLE_WORDS.test(match[2]!)) return text(match[1]!, true)
    if (HIDDEN_WORDS.test(match[2]!)) return text(match[1]!, false)
    return undefined
  }
  match = ri`^${lead}${Q}\\s+(appears|shows\\s+up|exists|disappears|is\\s+gone)$`.exec(body)
  if (match) return text(match[1]!, !/^(?:disappears|is\s+gone)$/i.test(match[2]!))
  match =
    ri`^(?:the\\s+)?(?:page|screen|form|dialog|view)\\s+(does\\s+not\\s+|doesn't\\s+|no\\s+longer\\s+)?(?:shows?|displays?|contains?|has|includes?)\\s+(?:the\\s+)?(?:text\\s+|message\\s+)?${Q}$`.exec(
      body,
    )
  if (match) return text(match[2]!, match[1] === undefined)
  match =
    ri`^(?:i\\s+)?(should\\s+not\\s+|shouldn't\\s+|cannot\\s+|can't\\s+|do\\s+not\\s+|don't\\s+)?(?:should\\s+)?(?:can\\s+)?(?:see|receive|get|be\\s+shown)\\s+${lead}${Q}$`.exec(
      body,
    )
  if (match) return text(match[2]!, match[1] === undefined)
  // `I don't see the "Logout" link`: a named control.
  match =
    ri`^(?:i\\s+)?(should\\s+not\\s+|shouldn't\\s+|cannot\\s+|can't\\s+|do\\s+not\\s+|don't\\s+)?(?:should\\s+)?(?:can\\s+)?see\\s+(?:the\\s+|a\\s+|an\\s+)?${Q}\\s+${NOUN_PATTERN}$`.exec(
      body,
    )
  if (match) {
    const noun = nounInfo(match[3])
    const target: TargetRef = { kind: noun.kind ?? 'element', name: match[2]!, ...(noun.role ? { role: noun.role } : {}) }
    return { ...base, kind: 'verify_element', target, state: match[1] === undefined ? 'visible' : 'hidden' }
  }
  // `"Saved"`, `the error message "Wrong password"`: a text named with no verb is one that is shown.
  match = ri`^${lead}${Q}$`.exec(body)
  if (match) return text(match[1]!, true)
  return undefined
}
