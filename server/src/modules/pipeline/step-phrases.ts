import { ri } from '../understanding/regex-cache.js'
import type { TargetRef, UiAction } from './actions.js'
import { normalizeKey } from './keys.js'
import { parseRowPhrase } from './step-rows.js'
import { parseTargetPhrase, QUOTED } from './target-phrase.js'

/**
 * Step classes beyond single element actions: page actions (scroll, screenshot, browser dialogs, submit), order
 * checks, and composite steps that expand to several actions (`Search for "x"`, `Log in as "u" with password "p"`).
 * Each reads the imperative text the understanding layer produced; `undefined` when the step is not of its class.
 */

type Base = { line: number; text: string }
const Q = QUOTED

export function parsePhrase(step: string, base: Base): UiAction[] | undefined {
  for (const parse of [
    parseRowPhrase,
    parseScroll,
    parseScreenshot,
    parseDialog,
    parseSubmit,
    parseSearch,
    parseSwitch,
    parseOrder,
    parseLogin,
    parseRightClick,
    parseSession,
    parseRepeatedPress,
  ]) {
    const actions = parse(step, base)
    if (actions) return actions
  }
  return undefined
}

/** `Press Tab twice`, `Hit the Down key 3 times`: the key pressed that many times (up to 20). */
function parseRepeatedPress(step: string, base: Base): UiAction[] | undefined {
  const found = /^(?:press|hit)\s+(?:the\s+)?([\w+]+(?:\s+arrow)?)(?:\s+key)?\s+(twice|thrice|(\d+)\s+times)$/i.exec(step)
  const key = found && normalizeKey(found[1]!)
  if (!found || !key || key.length === 1) return undefined
  const times = found[3] ? Number(found[3]) : found[2]!.toLowerCase() === 'twice' ? 2 : 3
  if (times < 1 || times > 20) return undefined
  return Array.from({ length: times }, () => ({ ...base, kind: 'press' as const, key }))
}

function parseScroll(step: string, base: Base): UiAction[] | undefined {
  if (!/^scroll/i.test(step)) return undefined
  const direction =
    /^scroll\s+(?:the\s+page\s+)?(?:all\s+the\s+way\s+)?(down|up)(?:\s+the\s+page)?(?:\s+a\s+(?:bit|little))?$|^scroll\s+(?:the\s+page\s+)?(?:back\s+)?(?:down\s+|up\s+)?(?:all\s+the\s+way\s+)?(?:to|until|till)\s+(?:the\s+)?(top|bottom|end|start|beginning|very\s+(?:top|bottom|end))(?:\s+of\s+(?:the\s+)?(?:page|screen))?$/i.exec(
      step,
    )
  if (direction) {
    // "all the way down" is the bottom.
    const all = /all\s+the\s+way/i.test(step) && direction[1] !== undefined
    const word = all
      ? direction[1]!.toLowerCase() === 'down'
        ? 'bottom'
        : 'top'
      : (direction[1] ?? direction[2]!).toLowerCase().replace(/^very\s+/, '')
    const where = word === 'end' ? 'bottom' : word === 'start' || word === 'beginning' ? 'top' : (word as 'down' | 'up' | 'top' | 'bottom')
    return [{ ...base, kind: 'scroll', direction: where }]
  }
  const to = /^scroll\s+(?:down\s+|up\s+)?(?:to|until)\s+(?:you\s+see\s+)?(.+?)(?:\s+is\s+(?:visible|shown|in\s+view))?$/i.exec(step)
  if (!to) return undefined
  const target = parseTargetPhrase(to[1]!, 'element')
  return target ? [{ ...base, kind: 'scroll', target }] : undefined
}

/**
 * `Take a screenshot of the ticket page`, `… showing the empty cart screen`, `… for evidence`: a screenshot is of the
 * page as it is; words naming which page it shows, or what it is for, describe it and change nothing (a section or an
 * element named there is no page: those steps stay reported).
 */
const SHOT_OF =
  /(?:\s+(?:(?:of|showing|on)\s+)?(?:the\s+|this\s+|my\s+|a\s+)?(?:whole\s+|full\s+|entire\s+)?(?:[a-z][\w-]*\s+){0,3}?(?:page|screen|window|view|state|results?))?/
    .source
const SHOT_FOR =
  /(?:\s+(?:for|as)\s+(?:the\s+|a\s+)?(?:evidence|proof|reference|records?|report|documentation|debugging|bug\s+report|ticket|issue|bug|defect|jira|team|review))?/
    .source
const SCREENSHOT = new RegExp(
  `^(?:screenshot|capture\\s+(?:a\\s+|the\\s+)?(?:screenshot|screen|page))${SHOT_OF}(?:\\s+(?:named|called|as)\\s+"[^"]*")?${SHOT_FOR}$`,
  'i',
)

function parseScreenshot(step: string, base: Base): UiAction[] | undefined {
  return SCREENSHOT.test(step) ? [{ ...base, kind: 'screenshot' }] : undefined
}

const DIALOG_NOUN =
  '(?:(?:browser|javascript|js|native|confirmation|confirm|alert|prompt|delete|warning)\\s+)*(?:dialog|dialogue|alert|prompt|confirmation|confirm\\s+box|confirm|pop-?up|popup)'

function parseDialog(step: string, base: Base): UiAction[] | undefined {
  // `Press OK in the alert`: a native alert, confirm or prompt is answered, not clicked.
  const answered =
    /^(?:press|click|hit|tap|push|choose|select)\s+(?:on\s+)?"?(ok|okay|yes|accept|cancel|no|dismiss)"?\s+(?:in|on)\s+the\s+(browser\s+|javascript\s+|js\s+|native\s+)?(?:alert|confirm(?:ation)?|prompt)(\s+box|\s+(?:dialog|dialogue|pop-?up))?$/i.exec(
      step,
    )
  // `… on the browser confirmation dialog`: a dialog said to be the browser's is native; without that word it may be
  // the page's own (`Click Cancel on the confirm dialog` stays a click).
  if (answered && (answered[3] === undefined || /box/i.test(answered[3]) || answered[2] !== undefined))
    return [{ ...base, kind: 'dialog', accept: /^(?:ok|okay|yes|accept)$/i.test(answered[1]!) }]
  const match = ri`^(accept|dismiss|confirm|close|ok)\\s+(?:the\\s+|any\\s+)?${DIALOG_NOUN}$`.exec(step)
  if (!match) return undefined
  return [{ ...base, kind: 'dialog', accept: /^(?:accept|confirm|ok)$/i.test(match[1]!) }]
}

function parseSubmit(step: string, base: Base): UiAction[] | undefined {
  if (/^submit(?:\s+it)?$/i.test(step)) return [{ ...base, kind: 'submit' }]
  const match = /^submit\s+(?:the\s+)?(?:(.+?)\s+)?form$/i.exec(step)
  if (!match) return undefined
  // `Submit the registration form`: lower-case words only say which form it is, they are no accessible name (forms
  // seldom have one); the page's form is submitted. A quoted or capitalised name is the form's name.
  if (!match[1] || /^[a-z][a-z\s-]*$/.test(match[1])) return [{ ...base, kind: 'submit' }]
  const name = match[1].replace(/^"(.*)"$/, '$1')
  return [{ ...base, kind: 'submit', target: { kind: 'element', name } }]
}

/**
 * `Search returns 3 results`, `Search results list 5 items`: "search" as the subject of a statement, not a query to
 * type; a verb of a check among the first two words says so (the step is left to the check grammar, or reported).
 */
const SEARCH_SAYS =
  /^(?:\S+\s+)?(?:returns?|shows?|lists?|displays?|gives?|yields?|finds?|contains?|includes?|has|have|is|are|was|were|should|must|will|can|appears?)\b/i

/** `Search for "mug"` = type it into the search box and press Enter. */
function parseSearch(step: string, base: Base): UiAction[] | undefined {
  // Unquoted, the words up to the end are the query (`Search for ceramic mug`); with a place phrase it is not known
  // where the query ends, so such a step is left to the quoted form.
  const bare = /^search\s+(?:for\s+)?([A-Za-z0-9][\w'-]*(?:\s+[\w'-]+){0,4})$/i.exec(step)
  const match =
    ri`^search\\s+(?:for\\s+)?(?:the\\s+(?:word|term|text|phrase|keyword|name)\\s+)?${Q}(?:\\s+(?:in|using)\\s+(?:the\\s+)?(.+))?$`.exec(
      step,
    ) ??
    (bare && !/\s(?:in|on|using|within|from|the|and|then|by|with)\s/i.test(` ${bare[1]} `) && !SEARCH_SAYS.test(bare[1]!)
      ? bare
      : undefined)
  if (!match) return undefined
  const target = match[2] ? parseTargetPhrase(match[2], 'field') : { kind: 'field' as const, name: 'Search' }
  if (!target) return undefined
  return [
    { ...base, kind: 'fill', target: { ...target, kind: 'field' }, value: match[1]! },
    { ...base, kind: 'press', key: 'Enter' },
  ]
}

function parseSwitch(step: string, base: Base): UiAction[] | undefined {
  if (!/^switch\s/i.test(step)) return undefined
  if (
    /^switch\s+(?:to\s+)?(?:the\s+)?(?:new|next|other|previous|last|first|second|original|\d+(?:st|nd|rd|th))\s+(?:browser\s+)?(?:tab|window)$/i.test(
      step,
    )
  ) {
    return [
      {
        ...base,
        kind: 'unknown',
        reason: 'switching browser tabs or windows is not supported by the rules engine; open the page by its URL instead',
      },
    ]
  }
  const match = /^switch\s+to\s+(?:the\s+)?(.+?)\s+tab$/i.exec(step)
  if (!match) return undefined
  const name = match[1]!.replace(/^"(.*)"$/, '$1')
  return [{ ...base, kind: 'click', target: { kind: 'clickable', name, role: 'tab' } }]
}

const MOVE_VERB = /^(?:drag|drop|move|put|place|slide|reorder|shift|sort|swap|insert|dragged|moved|put|placed)\b/i

/** `"A" appears before "B"`, `"B" is listed after "A"`, `"A" is above "B"`. */
function parseOrder(step: string, base: Base): UiAction[] | undefined {
  const body = step
    .replace(/^(?:verify|assert|ensure|expect|confirm|validate|check|make\s+sure)(?:\s+(?:that|whether))?\s+/i, '')
    // `The thread list should show "A" before "B"`: the list that shows them only says where they are.
    .replace(
      /^(?:the\s+)?(?:[A-Za-z][\w-]*\s+){0,2}(?:list|table|grid|results|column|feed)\s+(?:should\s+)?(?:shows?|lists?|displays?|has)\s+(?=")/i,
      '',
    )
  // `the student "Nowak Anna" is before …`: one lower-case word before a quote says what it is.
  const match =
    ri`^(?:the\\s+)?(?:[a-z][\\w-]*\\s+)?${Q}\\s+(?:(?:is|should\\s+be|appears|comes|should\\s+come|stands|should\\s+stand|shows|is\\s+shown|is\\s+listed|is\\s+displayed|appears\\s+to\\s+be)\\s+)?(?:(?:listed|shown|displayed|placed)\\s+)?(before|above|ahead\\s+of|earlier\\s+than|after|below|under|later\\s+than)\\s+(?:the\\s+)?(?:text\\s+|item\\s+|task\\s+|row\\s+)?${Q}$`.exec(
      body,
    )
  if (!match) return undefined
  // `Drag "A" above "B"`, `Move "A" after "B"`: an action that puts things in order is no check of their order.
  if (MOVE_VERB.test(body)) return undefined
  const later = /^(?:after|below|under|later\s+than)$/i.test(match[2]!)
  return [{ ...base, kind: 'verify_order', first: later ? match[3]! : match[1]!, later: later ? match[1]! : match[3]! }]
}

/**
 * `Log in as "alice" with password "{{PW}}"` = fill Username, fill Password, click the button named by the verb
 * ("Log in" or "Sign in"; the resolver finds "Sign in" for "Log in" and back through the synonym table).
 */
function parseLogin(step: string, base: Base): UiAction[] | undefined {
  const match =
    ri`^(log\\s*in|login|sign\\s*in|signin|log|sign)\\s+(?:in\\s+)?(?:as|with\\s+(?:the\\s+)?(?:user(?:name)?|email|account))\\s+${Q}\\s+(?:and|with|using)\\s+(?:the\\s+)?(?:password|passcode|pass)\\s+${Q}$`.exec(
      step,
    )
  if (!match) return undefined
  const button = /^sign/i.test(match[1]!) ? 'Sign in' : 'Log in'
  const field = (name: string): TargetRef => ({ kind: 'field', name })
  return [
    { ...base, kind: 'fill', target: field('Username'), value: match[2]! },
    { ...base, kind: 'fill', target: field('Password'), value: match[3]! },
    { ...base, kind: 'click', target: { kind: 'clickable', name: button } },
  ]
}

/** `Log out`, `Sign out of the app`: the control named by the words. */
function parseSession(step: string, base: Base): UiAction[] | undefined {
  const match = /^(log|sign)\s*(out|off|in)(?:\s+(?:of|from)\s+(?:the\s+)?(?:app|application|site|website|account|system))?$/i.exec(step)
  if (!match) return undefined
  const name = `${match[1]!.charAt(0).toUpperCase()}${match[1]!.slice(1).toLowerCase()} ${match[2]!.toLowerCase()}`
  return [{ ...base, kind: 'click', target: { kind: 'clickable', name } }]
}

function parseRightClick(step: string, base: Base): UiAction[] | undefined {
  const match = /^right-click(?:\s+on)?\s+(?:the\s+)?(.+)$/i.exec(step)
  if (!match) return undefined
  const target = parseTargetPhrase(match[1]!, 'clickable')
  if (!target) return undefined
  const clickable: TargetRef = {
    ...target,
    kind:
      target.kind === 'field' || target.kind === 'dropdown'
        ? target.kind
        : target.kind === 'element' && !target.role
          ? 'clickable'
          : target.kind,
  }
  return [{ ...base, kind: 'click', target: clickable, button: 'right' }]
}
