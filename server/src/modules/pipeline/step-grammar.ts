import { ri } from '../understanding/regex-cache.js'
import type { ElementState, TargetRef, UiAction, WaitCondition } from './actions.js'
import { parseCheck, readUrl, unquote } from './check-grammar.js'
import { normalizeKey } from './keys.js'
import { NOUN_PATTERN, nounInfo, numberedName, parseTargetPhrase, QUOTED } from './target-phrase.js'

/**
 * The step grammar of UI specs: one step's text -> one typed {@link UiAction}. Keywords are case-insensitive;
 * values are in double quotes. Text the grammar does not know becomes `{kind: 'unknown', reason}`; it never throws.
 * docs/ui-spec-format.md lists every phrasing.
 */

const Q = QUOTED
/** `… for "Ceramic Mug"`, `… in the "Ceramic Mug" row`, `… next to "Ceramic Mug"`. */
const WITHIN = `(?:\\s+(?:for|of|in|on|inside|within|next\\s+to|beside)\\s+(?:the\\s+)?(?:(?:row|item|card|line|entry|product|tile)\\s+(?:for|of|with|containing)\\s+)?${Q}(?:\\s+(?:row|item|card|line|entry|product|tile))?)?`
const CLICK_NOUN = '(button|link|tab|menu\\s+item|icon|image|checkbox|check\\s+box|radio\\s+button|option|text|item|card|heading)'
/** Words about how a control looks (`the red "Delete" button`): they do not name it. */
const LOOKS =
  '(?:red|green|blue|grey|gray|white|black|yellow|orange|purple|pink|big|small|large|little|primary|secondary|main|round|floating|highlighted)'
/** After a quoted name a noun that only describes it may follow too (unquoted, "Add task" is a name). */
const QUOTED_CLICK_NOUN = `(${CLICK_NOUN.slice(1, -1)}|column\\s+header|dropdown|menu|task|entry|row|file|folder|record|tile|label|chip|tag|thumbnail)`

/**
 * Collapses the step to one line, turns curly quotes and backtick code into straight quotes, drops emphasis
 * markers, a closing period and Gherkin-style lead words ("Then", "And I", "the user").
 */
export function normalizeStep(text: string): string {
  return text
    .replace(/[“”„]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/`([^`]*)`/g, '"$1"')
    .replace(/\*\*|__/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.;!]+$/, '')
    .replace(/^(?:(?:and|then|next|finally|also|when|given|now)\b,?\s+)+/i, '')
    .replace(/^(?:the\s+user\s+|user\s+|i\s+(?!should|can|see|am\b))/i, '')
    .trim()
}

/**
 * Parses one step.
 *
 * @example parseUiStep('Enter "alice" into the Username field', 12)
 * // { kind: 'fill', value: 'alice', target: { kind: 'field', name: 'Username' }, line: 12, text: … }
 */
export function parseUiStep(text: string, line: number): UiAction {
  const base = { line, text: text.replace(/\s+/g, ' ').trim() }
  const step = normalizeStep(text)
  if (step === '') return { ...base, kind: 'unknown', reason: 'empty step' }

  const verify = /^(verify|assert|ensure|expect|confirm|validate|make\s+sure|check)(\s+(?:that|whether|if))?\s+/i.exec(step)
  if (verify) {
    // "Check "Gift wrap"" ticks a checkbox; "Check that …" and "Check the URL contains …" verify.
    const plainCheck = /^check$/i.test(verify[1]!) && verify[2] === undefined
    const toggle = plainCheck ? parseToggle(step, base) : undefined
    if (toggle) return toggle
    const check = parseCheck(step.slice(verify[0].length), base)
    if (check) return check
    if (!plainCheck) return { ...base, kind: 'unknown', reason: 'not a check the grammar knows' }
  }
  const action =
    parseNavigate(step, base) ??
    parseWait(step, base) ??
    parsePress(step, base) ??
    parseFill(step, base) ??
    parseSelect(step, base) ??
    parseToggle(step, base) ??
    parseClick(step, base) ??
    parseCheck(step, base)
  return action ?? { ...base, kind: 'unknown', reason: 'not a step the grammar knows' }
}

type Base = { line: number; text: string }

function parseNavigate(step: string, base: Base): UiAction | undefined {
  if (
    /^(?:(?:go|navigate|goes|navigates|return|returns|get)\s+back(?:\s+(?:one|a|1)\s+(?:page|step|screen))?(?:\s+to\s+the\s+(?:previous|last)\s+(?:page|screen))?|(?:returns?|go|goes|navigates?)\s+(?:back\s+)?to\s+the\s+(?:previous|last)\s+(?:page|screen))$/i.test(
      step,
    )
  )
    return { ...base, kind: 'go_back' }
  if (/^(?:reload|refresh)(?:es|s)?(?:\s+(?:the\s+|this\s+)?(?:page|browser|tab|window|screen))?$/i.test(step))
    return { ...base, kind: 'reload' }
  const match =
    /^(?:navigate|go|browse|head)(?:s|es)?\s+(?:to|in|into|on)\s+(?:the\s+)?(?:url\s+|page\s+|address\s+)?(.+)$/i.exec(step) ??
    /^(?:open|visit|load)(?:s)?\s+(?:the\s+)?(?:(?:app|application|site|website|browser)\s+(?:at|on|with)\s+)?(?:url\s+|page\s+)?(.+)$/i.exec(
      step,
    ) ??
    /^(?:start|begin)s?\s+(?:at|on|from)\s+(?:the\s+)?(?:url\s+|page\s+)?(.+)$/i.exec(step) ??
    // `Access to {{BASE_URL}}/x`, `Enter to /x`: only a URL follows (`Enter "x" …` is typing).
    /^(?:access|enter)(?:es|s)?\s+(?:to\s+)?(?:the\s+)?(?:url\s+|page\s+)?((?:https?:\/\/|\/|\{\{)\S*)$/i.exec(step)
  if (!match) return undefined
  const url = readUrl(match[1]!)
  // `Open the "Settings" tab`: a tab, menu or link is opened by clicking it.
  if (
    !url &&
    /^open/i.test(step) &&
    /^(?:"[^"]*"|[A-Za-z][^"]*?)\s+(?:tab|menu|menu\s+item|link|accordion|section|panel)$/i.test(match[1]!)
  )
    return parseClick(step.replace(/^opens?/i, 'click'), base)
  // `Open "Spinach lasagne"`, `Open the "Sent" folder`: a quoted name that is no URL, alone or with a noun that only
  // describes it, is opened by clicking it (`Open the "Settings" page` still needs a URL).
  if (
    !url &&
    /^open/i.test(step) &&
    /^"[^"]+"(?:\s+(?:folder|file|item|entry|record|card|tile|message|email|e-mail|thread|conversation|ticket|document|project|recipe|post|article|album|playlist|order|product))?$/i.test(
      match[1]!,
    )
  )
    return parseClick(`click ${match[1]}`, base)
  // `Go to the "Documents" tab`, `Go in the tab "Documents"`: a tab is gone to by clicking it.
  if (!url && /^(?:go|navigate|switch)/i.test(step) && /^"[^"]*"\s+tab$/i.test(match[1]!)) return parseClick(`click the ${match[1]}`, base)
  if (!url) return { ...base, kind: 'unknown', reason: 'navigation needs a URL or a path (such as {{BASE_URL}}/login or /login)' }
  return { ...base, kind: 'navigate', url }
}

const APPEAR = /^(?:appear|appears|show|shows|show up|shows up|visible|shown|displayed|present)$/i
// A negated state after "to" (`to not exist`, `to no longer be visible`) is the same wait as `to disappear`.
const DISAPPEAR =
  /^(?:disappear|disappears|vanish|vanishes|hidden|gone|go away|goes away|not visible|(?:not|no longer)\s+(?:be\s+)?(?:visible|shown|displayed|present)|(?:not|no longer)\s+exist|be gone)$/i

function parseWait(step: string, base: Base): UiAction | undefined {
  if (!/^wait/i.test(step)) return undefined
  const wait = (until: WaitCondition): UiAction => ({ ...base, kind: 'wait', until })
  const duration = /^waits?\s+(?:for\s+)?(\d+(?:\.\d+)?)\s*(ms|milliseconds?|s|secs?|seconds?|minutes?)$/i.exec(step)
  if (duration) {
    const unit = duration[2]!.toLowerCase()
    const factor = unit.startsWith('ms') || unit.startsWith('milli') ? 1 : unit.startsWith('minute') ? 60_000 : 1000
    return wait({ for: 'duration', ms: Math.round(Number(duration[1]) * factor) })
  }
  if (
    /^waits?\s+(?:for|until)\s+(?:the\s+)?page\s+(?:to\s+)?(?:load|loads|is loaded|has loaded|(?:to\s+)?finish(?:es)?\s+loading)(?:\s+(?:completely|fully))?$|^waits?\s+for\s+(?:the\s+)?page\s*(?:load|to\s+be\s+(?:fully\s+)?loaded)$/i.test(
      step,
    )
  ) {
    return wait({ for: 'load' })
  }
  // `Wait for navigation to /done`, `Wait for the redirect to /done`
  const navigation = /^waits?\s+(?:for|until)\s+(?:the\s+)?(?:navigation|redirect(?:ion)?|page)\s+to\s+(\S+)$/i.exec(step)
  const path = navigation ? readUrl(navigation[1]!) : undefined
  if (path) return wait({ for: 'url', op: 'contains', value: path })
  const url =
    /^waits?\s+(?:for|until)\s+(?:the\s+)?(?:current\s+|page\s+)?url\s+(?:to\s+)?(contain|contains|include|includes|be|is|equal|equals)\s+(.+)$/i.exec(
      step,
    )
  if (url) return wait({ for: 'url', op: /^(?:be|is|equals?)$/i.test(url[1]!) ? 'equals' : 'contains', value: unquote(url[2]!) })
  const states =
    '(appear|appears|show up|shows up|visible|shown|displayed|disappear|disappears|vanish|vanishes|hidden|gone|go away|enabled|disabled|checked|unchecked)'
  const element =
    ri`^waits?\\s+(?:for|until)\\s+(?:the\\s+)?${Q}\\s+${NOUN_PATTERN}(?:\\s+(?:to\\s+)?(?:be\\s+|is\\s+)?${states})?$`.exec(step) ??
    ri`^waits?\\s+(?:for|until)\\s+(?:the\\s+)?([^"]+?)\\s+${NOUN_PATTERN}\\s+(?:to\\s+)?(?:be\\s+|is\\s+)?${states}$`.exec(step)
  if (element) {
    const noun = nounInfo(element[2])
    const target: TargetRef = { kind: noun.kind ?? 'element', name: element[1]!, ...(noun.role ? { role: noun.role } : {}) }
    return wait({ for: 'element', target, state: element[3] === undefined ? 'visible' : waitState(element[3]) })
  }
  const text =
    ri`^waits?\\s+(?:for|until)\\s+(?:the\\s+)?(?:text\\s+|message\\s+)?${Q}(?:\\s+(?:text|message|label|spinner|indicator|notice))?(?:\\s+(?:to\\s+)?(?:be\\s+|is\\s+)?(.+))?$`.exec(
      step,
    )
  if (text) {
    const tail = text[2]
    if (tail === undefined || APPEAR.test(tail)) return wait({ for: 'text', text: text[1]!, state: 'visible' })
    if (DISAPPEAR.test(tail)) return wait({ for: 'text', text: text[1]!, state: 'hidden' })
  }
  return { ...base, kind: 'unknown', reason: 'a wait names a duration, a text, an element state, the URL or the page load' }
}

function waitState(word: string): ElementState {
  if (APPEAR.test(word)) return 'visible'
  if (DISAPPEAR.test(word)) return 'hidden'
  return word.toLowerCase() as ElementState
}

function parsePress(step: string, base: Base): UiAction | undefined {
  const match =
    /^(?:press|hit)(?:es|s)?\s+(?:the\s+)?(?:"([^"]+)"|((?:(?:up|down|left|right)\s+arrow)|[A-Za-z0-9+]+(?:\s+(?:up|down|left|right|bar))?))(?:\s+key)?(?:\s+(?:in|on|into|inside)\s+(.+))?$/i.exec(
      step,
    )
  if (!match) return undefined
  const key = normalizeKey(match[1] ?? match[2]!)
  if (!key) return undefined
  // `Press Enter on the keyboard`: the keyboard is where every key is, no control of the page.
  if (
    match[3] === undefined ||
    /^(?:the\s+|your\s+|my\s+)?(?:physical\s+|on-?screen\s+|soft(?:ware)?\s+|virtual\s+)?(?:keyboard|keypad)$/i.test(match[3])
  )
    return { ...base, kind: 'press', key }
  const target = parseTargetPhrase(match[3], 'field')
  return target ? { ...base, kind: 'press', key, target } : undefined
}

/** Nouns that end a field's label (`passenger name`, `billing address`). */
const LABEL_NOUN =
  '(?:name|email|e-mail|address|number|code|date|title|phone|password|city|country|amount|quantity|price|description|comment|username|surname|subject|message|note|notes|age|zip|postcode)'

const FIELD_NOUN = '(?:field|input|box|text\\s+box|textbox|search\\s+box|text\\s+area|textarea)'

/** `written` typed into the field `phrase` names (a module function: a closure per call cost a name and an allocation). */
function fillInto(step: string, base: Base, written: string, phrase: string): UiAction | undefined {
  // `Type the password {{PW}} into …`: words before a placeholder only describe it.
  const value = /^(?:the|your|my|a|an|their)\s+(?:[A-Za-z][\w-]*\s+){1,2}(\{\{\s*\w+\s*\}\})$/i.exec(written)?.[1] ?? written
  const target = parseTargetPhrase(phrase, 'field', ['field', 'dropdown'])
  // `Set the Priority dropdown to "High"`: a place named as a dropdown is a choice, not typing.
  if (target?.kind === 'dropdown' && /^(?:set|choose|change)/i.test(step)) return { ...base, kind: 'select', option: value, target }
  return target ? { ...base, kind: 'fill', target: { ...target, kind: 'field' }, value } : undefined
}

function parseFill(step: string, base: Base): UiAction | undefined {
  // `Enter your email "me@x.io" in the Email field`: words that describe the value are not part of it.
  let match =
    ri`^(?:enter|type|input|write|put|key\\s+in|fill\\s+in|fill|set|paste)(?:s|es)?\\s+(?:(?:your|my|the|a|an|their|his|her)\\s+(?:[A-Za-z][\\w-]*\\s+){1,2})?${Q}\\s+(?:into|in|in\\s+to|inside|on|for)\\s+(.+)$`.exec(
      step,
    )
  if (match) return fillInto(step, base, match[1]!, match[2]!)
  match = ri`^(?:fill(?:\\s+in|\\s+out)?|set|populate|complete)(?:s)?\\s+(.+?)\\s+(?:with|to|as)\\s+${Q}$`.exec(step)
  if (match) return fillInto(step, base, match[2]!, match[1]!)
  match = ri`^(?:enter|type|input|use|put|write|key\\s+in|fill\\s+in)(?:s)?\\s+(?:${Q}|(\\{\\{\\s*\\w+\\s*\\}\\}))\\s+as\\s+(.+)$`.exec(
    step,
  )
  if (match) return fillInto(step, base, match[1] ?? match[2]!, match[3]!)
  match =
    ri`^(?:enter|type|input|fill\\s+in)(?:s)?\\s+(?:into\\s+|in\\s+)?(?:the\\s+|a\\s+|an\\s+|my\\s+|your\\s+)?([A-Za-z][\\w '-]{0,40}?)\\s+(?:as\\s+)?(?:${Q}|(\\{\\{\\s*\\w+\\s*\\}\\}))$`.exec(
      step,
    )
  if (match) return fillInto(step, base, match[2] ?? match[3]!, match[1]!)
  // Unquoted value: only when the target ends in a field noun, so the value's end is known.
  match =
    ri`^(?:enter|type|input|write|put|key\\s+in|fill\\s+in)(?:s|es)?\\s+([^"\\s][^"]*?)\\s+(?:into|in|in\\s+to|inside|on)\\s+((?:the\\s+)?[^"]+?\\s+${FIELD_NOUN})$`.exec(
      step,
    )
  if (match) return fillInto(step, base, match[1]!, match[2]!)
  // Unquoted one-word value (`Enter 75.50 in Amount`): its end is the first space.
  match =
    /^(?:enter|type|input|write|put|key\s+in|fill\s+in)(?:s|es)?\s+([^"\s]+)\s+(?:into|in|in\s+to|inside)\s+((?:the\s+)?[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,2})$/i.exec(
      step,
    )
  if (match) return fillInto(step, base, match[1]!, match[2]!)
  // `Enter passenger name as Rahul Sharma`: a label ending in a label noun, then the value after "as".
  match =
    ri`^(?:enter|type|input|fill\\s+in)(?:s)?\\s+(?:the\\s+|your\\s+|my\\s+)?((?:[A-Za-z][\\w-]*\\s+){0,2}${LABEL_NOUN})\\s+as\\s+(?!(?:the|a|an|your|my)\\s)([^"\\s][^"]*)$`.exec(
      step,
    )
  if (match && !ri`\\b${LABEL_NOUN}$`.test(match[2]!)) return fillInto(step, base, match[2]!, match[1]!)
  // `Enter sort code 20-00-00`: a label, then a value that holds a digit or a symbol ("as" before it is no label).
  match =
    /^(?:enter|type|input|fill\s+in)(?:s)?\s+(?:the\s+|a\s+|an\s+|my\s+|your\s+)?([A-Za-z][\w -]{0,40}?)(?:\s+as)?\s+([^"\s]*[\d@#$%&*+=/:.-][^"\s]*)$/i.exec(
      step,
    )
  if (match && /\d/.test(match[2]!)) return fillInto(step, base, match[2]!, match[1]!)
  // `Enter SAVE10 as the coupon code`, `Set the quantity field to 3`
  match = /^(?:enter|type|input|use)(?:s)?\s+([^"\s]+)\s+as\s+(?:the\s+|your\s+|my\s+)(.+)$/i.exec(step)
  if (match) return fillInto(step, base, match[1]!, match[2]!)
  match = /^(?:fill(?:\s+in|\s+out)?|set|populate)(?:s)?\s+(.+?)\s+(?:with|to)\s+([^"\s]*\d[^"\s]*)$/i.exec(step)
  if (match) return fillInto(step, base, match[2]!, match[1]!)
  // `Add "Water plants" to the New todo field`: added into a field is typed there.
  match = ri`^adds?\\s+${Q}\\s+(?:to|into|in)\\s+(.+?\\s+${FIELD_NOUN})$`.exec(step)
  if (match) return fillInto(step, base, match[1]!, match[2]!)
  match = /^(?:clear|empty)(?:s)?\s+(.+?\s+(?:field|input|box|text\s+box|textbox|search\s+box|text\s+area|textarea))$/i.exec(step)
  if (match) return fillInto(step, base, '', match[1]!)
  return undefined
}

function parseSelect(step: string, base: Base): UiAction | undefined {
  const match =
    // `Choose the colour "Dark blue" from …`: a noun before the quoted option only says what it is.
    ri`^(?:select|choose|pick)(?:s|es)?\\s+(?:the\\s+)?(?:(?:option|value|[a-z][\\w-]*)\\s+)?${Q}\\s+(?:from|in|on|for|under|using|with|via)\\s+(.+)$`.exec(
      step,
    ) ??
    // `Set the Assignee dropdown to Priya`: the place is a dropdown, so the unquoted rest is the option.
    swapped(
      ri`^(?:set|change|switch)(?:s|es)?\\s+((?:the\\s+)?[^"]+?\\s+(?:dropdown|select|combo\\s*box|list\\s*box|selector))\\s+(?:to|as)\\s+([A-Za-z0-9][^"]*)$`.exec(
        step,
      ),
    ) ??
    // Unquoted option: only when the place ends in a dropdown noun, so the option's end is known.
    ri`^(?:select|choose|pick)(?:s|es)?\\s+(?:the\\s+)?(?:option\\s+)?([A-Za-z0-9][^"]*?)\\s+(?:from|in|on|under|using)\\s+((?:the\\s+)?[^"]+?\\s+(?:dropdown|select|combo\\s*box|list\\s*box|selector))$`.exec(
      step,
    ) ??
    ri`^(?:select|choose|pick)(?:s|es)?\\s+(?:the\\s+)?(?:option\\s+)?${Q}\\s+as\\s+(.+)$`.exec(step)
  if (!match) return undefined
  const target = parseTargetPhrase(match[2]!, 'dropdown', ['dropdown', 'field', 'list'])
  return target ? { ...base, kind: 'select', option: match[1]!, target: { ...target, kind: 'dropdown' } } : undefined
}

/** A match with its two groups swapped (place first as written, option first as read). */
function swapped(match: RegExpExecArray | null): string[] | null {
  return match ? [match[0], match[2]!, match[1]!] : null
}

const TOGGLE_NOUN = '(checkbox|check\\s+box|box|option|radio\\s+button|radio|toggle|switch)'

function parseToggle(step: string, base: Base): UiAction | undefined {
  const verb = '(check|tick|mark|select|choose|uncheck|untick|unmark|deselect|unselect|clear|enable|disable)(?:s|es|d)?'
  const quoted = ri`^${verb}\\s+(?:the\\s+)?${Q}(?:\\s+${TOGGLE_NOUN})?$`.exec(step)
  const bare = quoted ? undefined : ri`^${verb}\\s+(?:the\\s+)?([^"]+?)\\s+${TOGGLE_NOUN}$`.exec(step)
  const match = quoted ?? bare
  if (!match) return undefined
  const word = match[1]!.toLowerCase()
  // "select"/"clear"/"mark" mean a checkbox only when the step says so; "Clear the search box" is a fill.
  if (['select', 'choose', 'clear', 'mark', 'unmark'].includes(word) && match[3] === undefined) return undefined
  const noun = nounInfo(match[3])
  const target: TargetRef = { kind: 'toggle', name: match[2]!, ...(noun.role ? { role: noun.role } : {}) }
  const off = /^(?:uncheck|untick|unmark|deselect|unselect|clear|disable)$/.test(word)
  return { ...base, kind: off ? 'uncheck' : 'check', target }
}

/**
 * After a quoted name, any other noun only says what the thing is (`the "Dune" book`); words that say how or when
 * (`twice`, `again`, `quickly`) or start a phrase are not nouns.
 */
const OTHER_NOUN =
  '(?:\\s+(?!(?:twice|again|once|now|here|there|too|also|first|then|and|or|to|in|on|at|for|of|with|from|by|if|when|until|below|above|under|instead|anyway|immediately)\\b)[a-z][a-z-]*(?<!ly))'

function parseClick(step: string, base: Base): UiAction | undefined {
  const verbs =
    '(double[-\\s]click|click|tap|press|hit|hover(?:\\s+over)?|mouse\\s+over|select|choose|pick|expand|collapse)(?:s|es)?(?:\\s+on)?'
  const quoted = ri`^${verbs}\\s+(?:the\\s+)?(?:${LOOKS}\\s+)?${Q}(?:\\s+${QUOTED_CLICK_NOUN}|${OTHER_NOUN})?${WITHIN}$`.exec(step)
  const named = quoted ? undefined : ri`^${verbs}\\s+(?:the\\s+)?([^"]+?)\\s+${CLICK_NOUN}${WITHIN}$`.exec(step)
  const bare = quoted || named ? undefined : /^(click|tap|hover(?:\s+over)?|press|hit)(?:es|s)?(?:\s+on)?\s+(?:the\s+)?([^"]+)$/i.exec(step)
  // `Click Login -> Dashboard`, `click | Sign in`: an arrow or a bar joins an action to its result or its table cells.
  if (bare && /->|=>|→|\|/.test(bare[2]!)) return undefined
  // A role noun inside a bare name ends the name: `the Logout link in the header` is no label "Logout link in the header".
  if (bare && /\s(?:button|link|tab|icon|checkbox|menu\s+item)\s+(?:in|on|inside|within|under|at|of|for|next)\b/i.test(bare[2]!))
    return undefined
  const match = quoted ?? named ?? bare
  if (!match) return undefined
  const verb = match[1]!.toLowerCase()
  // `Hit Save`: a capitalised name that starts with no key is the control's; `Press Enter to submit` is a key.
  if ((verb === 'press' || verb === 'hit') && bare && (!/^[A-Z]/.test(bare[2]!) || normalizeKey(/^\S+/.exec(bare[2]!)![0]) !== undefined))
    return undefined
  // `Select "Dune"`: choosing an item by its name is clicking it (a dropdown's option names its dropdown).
  if (/^(?:select|choose|pick|expand|collapse)/.test(verb) && (!quoted || match[4] !== undefined)) return undefined
  const noun = nounInfo(match[3])
  const target: TargetRef = {
    kind: noun.kind === 'toggle' || noun.kind === 'element' ? noun.kind : 'clickable',
    name: (bare && numberedName(bare[2]!)) || match[2]!.trim(),
    ...(match[4] !== undefined ? { within: match[4] } : {}),
    ...(noun.role ? { role: noun.role } : {}),
  }
  if (/^(?:hover|mouse)/.test(verb)) return { ...base, kind: 'hover', target }
  return { ...base, kind: 'click', target, ...(/^double/.test(verb) ? { double: true } : {}) }
}
