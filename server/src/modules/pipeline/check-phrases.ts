import { ri } from '../understanding/regex-cache.js'
import type { RegionRole, RegionScope, TargetRef, UiAction } from './actions.js'
import { NOUN_PATTERN, nounInfo, QUOTED } from './target-phrase.js'

/** Counts written as words ("no tasks", "three items"). */
export const NUMBER_WORDS: Record<string, number> = {
  no: 0,
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
}
/**
 * More ways people state a check: generic messages (`an error message "X"`, `a success message is shown`), the
 * heading, a region that shows a text (`the dialog says "X"`, `the task list contains "X"`), absence (`there is no
 * "X"`), and counts of listed things (`3 tasks are listed`). The text itself stays the expectation, exactly.
 */

type Base = { line: number; text: string }
const Q = QUOTED
/** What a URL belongs to: the page, screen or window, or the address itself. */
const PAGE_SUBJECT =
  /^(?:the\s+)?(?:current\s+|browser\s+)?(?:page|screen|window|tab|view|url|address|location|route|path)\s+(?!title\b|heading\b|name\b)/i

const MESSAGE_WORDS =
  '(?:message|text|word|phrase|string|notice|notification|toast|alert|banner|label|greeting|prompt|hint|warning|error|heading|title|tooltip|popover|snackbar|caption|confirmation|status|badge|chip)'
const MESSAGE_KINDS =
  '(?:error|success|successful|warning|info|information|informational|confirmation|validation|status|inline|flash|toast)'

/** A subject that says which of several ("the first result is …") is more than a text on the page. */
const ORDINAL_WORD = /\b(?:first|second|third|fourth|fifth|last|top|bottom|next|previous|\d+(?:st|nd|rd|th))\b/i

const COLOURS = '(?:red|green|blue|grey|gray|yellow|orange|small|big|large)'

/** `the`, `an error message`, `a success notification`, `the text`: words before a quoted text that only describe it. */
export const MESSAGE_LEAD = `(?:(?:the|a|an)\\s+)?(?:(?:${COLOURS}\\s+)?(?:${MESSAGE_KINDS}\\s+)?${MESSAGE_WORDS}\\s+|${MESSAGE_KINDS}\\s+)?(?:(?:saying|reading|that\\s+says|that\\s+reads|with\\s+(?:the\\s+)?text|with)\\s+)?`

const SHOWN = '(?:shown|displayed|visible|present|showing|appears|shows\\s+up|pops\\s+up|is\\s+(?:shown|displayed|visible))'
const NOT_SHOWN = '(?:not\\s+(?:shown|displayed|visible|present)|no\\s+longer\\s+(?:shown|displayed|visible)|hidden|gone|disappears)'

const REGION_SUBJECTS: [string, RegionRole | undefined][] = [
  ['page', undefined],
  ['system', undefined],
  ['application', undefined],
  ['website', undefined],
  ['results', undefined],
  ['output', undefined],
  ['screen', undefined],
  ['view', undefined],
  ['app', undefined],
  ['site', undefined],
  ['dialog', 'dialog'],
  ['modal', 'dialog'],
  ['popup', 'dialog'],
  ['form', 'form'],
  ['list', 'list'],
  ['table', 'table'],
  ['header', 'banner'],
  ['footer', 'contentinfo'],
  ['sidebar', 'complementary'],
  ['menu', 'menu'],
  ['toolbar', 'toolbar'],
  ['section', 'region'],
  ['panel', 'region'],
  ['region', 'region'],
  ['navigation', 'navigation'],
]
/** The region nouns and the number words as pattern alternatives, joined once (they were joined on every step). */
const REGION_WORDS = REGION_SUBJECTS.map(([w]) => w).join('|')
const COUNT_WORDS = Object.keys(NUMBER_WORDS).join('|')
/** A region named by words or by a quote (`the "Vehicle details" section`). */
const SUBJECT = `(?:the\\s+)?((?:[A-Za-z][\\w-]*\\s+){0,2}?|"[^"]*"\\s+)(${REGION_WORDS})`
const SAYS = '(?:says|say|shows|show|displays|display|contains|contain|has|includes|include|reads|lists|list|mentions)'

const unquoted = (name: string) => name.trim().replace(/^"(.*)"$/, '$1')

/** The region a check names as its subject; a quoted name is the region's own (RegionScope.quoted). */
function regionScope(role: RegionRole, written: string): RegionScope {
  const name = unquoted(written)
  return { role, ...(name !== '' ? { name } : {}), ...(/^\s*"/.test(written) ? { quoted: true as const } : {}) }
}

export function parseCheckPhrase(body: string, base: Base): UiAction | undefined {
  const text = (value: string, visible: boolean, scope?: RegionScope): UiAction => ({
    ...base,
    kind: 'verify_text',
    value,
    visible,
    ...(scope ? { scope } : {}),
  })

  // A message with no text: any alert, status or live region.
  const message =
    ri`^(?:(?:the|a|an)\\s+)?(?:(${MESSAGE_KINDS})\\s+)?(?:message|toast|notification|alert|banner|notice)\\s+(?:is\\s+|should\\s+be\\s+|gets\\s+|must\\s+be\\s+|(?:should|must|will)(?=\\s+not\\s+be\\s))?\\s*(?:(not)\\s+be\\s+)?(${SHOWN}|${NOT_SHOWN})$`.exec(
      body,
    )
  if (message) {
    const hidden = ri`^${NOT_SHOWN}$`.test(message[3]!) !== (message[2] !== undefined)
    return { ...base, kind: 'verify_element', target: { kind: 'message', name: '' }, state: hidden ? 'hidden' : 'visible' }
  }

  const noMessage =
    ri`^there\\s+(?:is|are|should\\s+be)\\s+no\\s+(?:(?:${MESSAGE_KINDS})\\s+)?(?:message|toast|notification|alert|banner|notice|error|warning)s?(?:\\s+(?:${SHOWN}|on\\s+the\\s+page))?$`.exec(
      body,
    )
  // `no error message is displayed`, `no errors are shown`
  const noneShown =
    ri`^no\\s+(?:(?:${MESSAGE_KINDS})\\s+)?(?:messages?|toasts?|notifications?|alerts?|banners?|notices?|errors?|warnings?)(?:\\s+(?:is\\s+|are\\s+|should\\s+be\\s+|gets?\\s+)?(?:${SHOWN}|on\\s+the\\s+page))?$`.exec(
      body,
    )
  if (noMessage || noneShown) return { ...base, kind: 'verify_element', target: { kind: 'message', name: '' }, state: 'hidden' }

  // `a dialog with "Are you sure?" appears`: the text inside that region.
  const holding =
    ri`^(?:the|a|an)\\s+((?:[A-Za-z][\\w-]*\\s+){0,2}?)(${REGION_WORDS})\\s+(?:with|saying|that\\s+says|showing|reading)\\s+${MESSAGE_LEAD}${Q}\\s+(?:is\\s+|should\\s+be\\s+)?(?:${SHOWN}|opens|is\\s+open)$`.exec(
      body,
    )
  // `Confirmation page is displayed with the text "Claim received"`: the region shown, holding the text.
  const shownWith =
    holding ??
    ri`^(?:(?:the|a|an)\\s+)?((?:[A-Za-z][\\w-]*\\s+){0,2}?)(${REGION_WORDS})\\s+(?:is\\s+|should\\s+be\\s+|gets\\s+)?(?:shown|displayed|opened|open|opens|visible|appears|pops\\s+up|loads|is\\s+loaded)\\s+(?:with|saying|showing|reading|containing)\\s+${MESSAGE_LEAD}${Q}$`.exec(
      body,
    )
  if (shownWith) {
    const role = REGION_SUBJECTS.find(([w]) => w === shownWith[2]!.toLowerCase())?.[1]
    const name = shownWith[1]!.trim()
    return text(shownWith[3]!, true, role ? { role, ...(name !== '' ? { name } : {}) } : undefined)
  }
  // `there is a "Save" button`, `there is no "Delete" link`: a named control on the page.
  const thereIs =
    ri`^there\\s+(?:is|are|should\\s+be)\\s+(no|an?|the)\\s+${Q}\\s+${NOUN_PATTERN}(?:\\s+(?:${SHOWN}|on\\s+the\\s+page))?$`.exec(body)
  if (thereIs) {
    const noun = nounInfo(thereIs[3])
    return {
      ...base,
      kind: 'verify_element',
      target: { kind: noun.kind ?? 'element', name: thereIs[2]!, ...(noun.role ? { role: noun.role } : {}) },
      state: /^no$/i.test(thereIs[1]!) ? 'hidden' : 'visible',
    }
  }

  // `the heading "Review transfer" is visible`
  const named =
    ri`^(?:the\\s+)?(?:page\\s+|main\\s+)?heading\\s+${Q}(?:\\s+(?:is\\s+|should\\s+be\\s+)?(?:visible|displayed|shown))?$`.exec(body)
  if (named) return { ...base, kind: 'verify_element', target: { kind: 'element', role: 'heading', name: named[1]! }, state: 'visible' }
  const heading =
    ri`^(?:the\\s+)?(?:[A-Za-z][\\w-]*\\s+){0,2}?(?:heading|header\\s+text|headline)\\s+(?:is|says|reads|shows|displays|should\\s+be|should\\s+say|equals|contains)\\s+${Q}$`.exec(
      body,
    )
  if (heading) return { ...base, kind: 'verify_element', target: { kind: 'element', role: 'heading', name: heading[1]! }, state: 'visible' }

  const region =
    ri`^${SUBJECT}\\s+(does\\s+not\\s+|doesn't\\s+|no\\s+longer\\s+|should\\s+not\\s+|must\\s+not\\s+)?(?:should\\s+|must\\s+|now\\s+|still\\s+)?${SAYS}\\s+(?:${MESSAGE_LEAD}|(?:the|a|an|my|your)\\s+(?:[a-z][\\w-]*\\s+){1,2})${Q}(?:\\s+${MESSAGE_WORDS})?(?:\\s+(?:anywhere|somewhere))?$`.exec(
      body,
    )
  if (region) {
    const role = REGION_SUBJECTS.find(([w]) => w === region[2]!.toLowerCase())?.[1]
    return text(region[4]!, region[3] === undefined, role ? regionScope(role, region[1]!) : undefined)
  }
  // `the sidebar contains a "Reports" link`: a named control inside the region.
  const control =
    ri`^${SUBJECT}\\s+(does\\s+not\\s+|doesn't\\s+)?(?:contains?|has|have|shows?|includes?|displays?)\\s+(?:a|an|the)\\s+${Q}\\s+${NOUN_PATTERN}$`.exec(
      body,
    )
  if (control) {
    const role = REGION_SUBJECTS.find(([w]) => w === control[2]!.toLowerCase())?.[1]
    const noun = nounInfo(control[5])
    return {
      ...base,
      kind: 'verify_element',
      target: {
        kind: noun.kind ?? 'element',
        name: control[4]!,
        ...(noun.role ? { role: noun.role } : {}),
        ...(role ? { scope: regionScope(role, control[1]!) } : {}),
      },
      state: control[3] === undefined ? 'visible' : 'hidden',
    }
  }
  // `the row with "bob@acme.io" should say "Pending"`
  const row =
    ri`^(?:the\\s+)?(?:row|item|card|entry|line|record|tile)\\s+(?:with|containing|for|of|that\\s+(?:has|contains|shows))\\s+${Q}\\s+(does\\s+not\\s+|should\\s+not\\s+)?(?:should\\s+)?(?:says?|shows?|contains?|has|displays?|reads|includes?)\\s+(?:(?:the|a|an)\\s+(?:[a-z][\\w-]*\\s+){0,2})?${Q}$`.exec(
      body,
    )
  if (row) return { ...base, kind: 'verify_text', value: row[3]!, visible: row[2] === undefined, within: row[1]! }
  // `the status of "Dune" is "Borrowed"`: a text in the row that holds another.
  const of =
    ri`^(?:the\\s+)?[A-Za-z][\\w-]*(?:\\s+[A-Za-z][\\w-]*)?\\s+(?:of|for)\\s+${Q}\\s+(?:is|should\\s+be|shows|says|reads|equals)\\s+(?:${Q}|(\\d[\\d.,]*))$`.exec(
      body,
    )
  // `qty column for "WH-2231" says 40`: a number needs no quotes.
  if (of) return { ...base, kind: 'verify_text', value: (of[2] ?? of[3])!, visible: true, within: of[1]! }
  // `the cart badge shows "3"`: an element the grammar cannot name; the text is checked wherever it is shown.
  const described =
    ri`^(?:(?:the|a|an|my|your)\\s+)?(?:[A-Za-z][\\w-]*\\s+){0,3}?[A-Za-z][\\w-]*\\s+(does\\s+not\\s+|doesn't\\s+|no\\s+longer\\s+|should\\s+not\\s+)?(?:should\\s+|now\\s+|still\\s+)?(?:says|shows|displays|reads|lists|mentions|contains|includes)\\s+(?:${MESSAGE_LEAD}${Q}|(\\d[\\d.,]*))$`.exec(
      body,
    )
  // A control's contents are its value (`the Email field contains "x"` is a field check, read before this).
  const isControlValue =
    described &&
    /\b(?:field|input|box|dropdown|select|textarea|textbox|editor|url|address|title)\s+(?:does|doesn't|no|should|now|still|says|shows|displays|reads|lists|mentions|contains|includes)\b/i.test(
      body,
    )
  // `the badge shows 3`: a number needs no quotes.
  if (described && !isControlValue && !ORDINAL_WORD.test(body)) return text((described[2] ?? described[3])!, described[1] === undefined)
  // `the total is "$30.00"`: a value the page shows, under a name the grammar cannot locate.
  const describedIs =
    ri`^(?:the|my|your)\\s+(?:[A-Za-z][\\w-]*\\s+){0,2}?[A-Za-z][\\w-]*\\s+(?:is|equals|should\\s+be|should\\s+equal|is\\s+now|reads\\s+as|(?:is\\s+|should\\s+be\\s+)?(?:displayed|shown)\\s+as|shows\\s+as|appears\\s+as)\\s+(?:${Q}|(\\d[\\d.,]*))$`.exec(
      body,
    )
  if (
    describedIs &&
    !ORDINAL_WORD.test(body) &&
    !/\b(?:number|count|amount|total)\s+of\b/i.test(body) &&
    !/^(?:the\s+)?(?:url|address|location|title|value|status|response|body)\b/i.test(body)
  )
    return text((describedIs[1] ?? describedIs[2])!, true)

  // `The status should change to "Preparing"`: the text the element shows afterwards (a URL or title has its own check).
  const changed =
    ri`^(?:the|my|your)\\s+(?:[A-Za-z][\\w-]*\\s+){0,2}?[A-Za-z][\\w-]*\\s+(?:changes|has\\s+changed|updates|is\\s+updated|switches|turns)\\s+to\\s+${Q}$`.exec(
      body,
    )
  // `The page should change to "/checkout"`: a path the page or its address changes to is the URL (round 13).
  if (changed && /^(?:\/|https?:\/\/|\{\{)/.test(changed[1]!) && PAGE_SUBJECT.test(body))
    return { ...base, kind: 'verify_url', op: 'contains', value: changed[1]! }
  if (changed && !ORDINAL_WORD.test(body) && !/^(?:the\s+)?(?:current\s+|page\s+)?(?:url|address|location|title)\b/i.test(body))
    return text(changed[1]!, true)
  // `expect "Card moved" toast`: a quoted text named by its message noun, with no verb, is shown.
  const bare = ri`^${Q}\\s+${MESSAGE_WORDS}$`.exec(body)
  if (bare) return text(bare[1]!, true)

  const absent =
    ri`^there\\s+(?:is|are|should\\s+be)\\s+no(?:\\s+longer\\s+an?)?\\s+${MESSAGE_LEAD}${Q}(?:\\s+${MESSAGE_WORDS})?(?:\\s+(?:${SHOWN}|on\\s+the\\s+page|anywhere))?$`.exec(
      body,
    ) ?? ri`^no\\s+${MESSAGE_LEAD}${Q}(?:\\s+${MESSAGE_WORDS})?\\s+(?:is\\s+|are\\s+)?${SHOWN}$`.exec(body)
  if (absent) return text(absent[1]!, false)
  const present =
    ri`^there\\s+(?:is|are|should\\s+be)\\s+(?:a|an|the)\\s+${MESSAGE_LEAD}${Q}(?:\\s+${MESSAGE_WORDS})?(?:\\s+(?:${SHOWN}|on\\s+the\\s+page))?$`.exec(
      body,
    )
  if (present) return text(present[1]!, true)

  // `There should be 3 "Withdraw" buttons`, `there are 2 "Remove" links`: how many controls of that name are shown.
  const many =
    ri`^(?:there\\s+(?:are|is|should\\s+be|must\\s+be)\\s+)?(?:exactly\\s+|only\\s+)?(\\d+|${COUNT_WORDS})\\s+${Q}\\s+(buttons|links|tabs|checkboxes|icons|headings|fields|options|menu\\s+items)(?:\\s+(?:are\\s+)?(?:${SHOWN}|on\\s+the\\s+page))?$`.exec(
      body,
    )
  if (many) {
    const noun = nounInfo(
      many[3]!
        .replace(/\s+/g, ' ')
        .toLowerCase()
        .replace(/(box)es$|s$/, '$1'),
    )
    const target: TargetRef = { kind: noun.kind ?? 'element', name: many[2]!, ...(noun.role ? { role: noun.role } : {}) }
    return { ...base, kind: 'verify_count', count: NUMBER_WORDS[many[1]!.toLowerCase()] ?? Number(many[1]), target }
  }
  // `3 tasks are listed`: the list that holds them, named by what it lists.
  const N = '(\\d+|one|two|three|four|five|six|seven|eight|nine|ten|no|zero)\\s+([A-Za-z][\\w-]*)'
  const listed =
    ri`^(?:there\\s+(?:are|is)\\s+)?(?:exactly\\s+|only\\s+)?${N}\\s+(?:are\\s+|is\\s+)?(?:(?:listed|shown|displayed|visible)(?:\\s+in\\s+the\\s+list)?|in\\s+the\\s+list|remains?|(?:are\\s+|is\\s+)?left)$`.exec(
      body,
    ) ??
    // `I should see 3 products`, `there are 3 tasks`
    ri`^(?:there\\s+(?:are|is)|(?:i\\s+|we\\s+)?(?:should\\s+|can\\s+)?see)\\s+(?:exactly\\s+|only\\s+)?${N}(?:\\s+(?:on\\s+the\\s+page|listed|in\\s+total))?$`.exec(
      body,
    )
  if (listed) {
    const count = NUMBER_WORDS[listed[1]!.toLowerCase()] ?? Number(listed[1])
    return { ...base, kind: 'verify_count', count, target: { kind: 'list', name: listed[2]! } }
  }
  return undefined
}
