import { KEY_NAMES } from './keys.js'

/**
 * The rules of writer-frames.ts: each rewrites one way of framing a step (screen-reader wording, ability and system
 * frames, casual waits, test-case forms) into the documented step it frames. A rule is [pattern, replacement, the
 * cheap test a match needs (optional)]; rules run in order on the masked text.
 */

const M = '\\uE000\\d+\\uE001'
const KEYS = new Set(['backspace', 'enter', 'tab', 'escape', 'esc', 'delete', 'space', ...KEY_NAMES.map((k) => k.toLowerCase())])
const STATE =
  '(?:on|off|checked|unchecked|not\\s+checked|selected|not\\s+selected|expanded|collapsed|disabled|enabled|dimmed|unavailable|gr[ea]yed(?:\\s+out)?|pressed|not\\s+pressed)'
/** Roles a screen reader names before the element's name, and the noun the grammar reads for each. */
const SR_ROLES: Readonly<Record<string, string>> = {
  button: 'button',
  link: 'link',
  checkbox: 'checkbox',
  'check box': 'checkbox',
  switch: 'switch',
  'toggle button': 'switch',
  'combo box': 'dropdown',
  combobox: 'dropdown',
  'list box': 'dropdown',
  'pop-up button': 'dropdown',
  'edit text': 'field',
  'text field': 'field',
  'edit field': 'field',
  'search field': 'field',
  heading: 'heading',
  tab: 'tab',
  'radio button': 'radio button',
  'menu item': 'menu item',
}
const SR_ROLE = Object.keys(SR_ROLES)
  .sort((a, b) => b.length - a.length)
  .map((r) => r.replace(/\s/g, '\\s+'))
  .join('|')
/** A name read out after its role: words up to a comma, a place, `is` or the end. */
const SR_NAME = `(${M}|(?:(?!(?:in\\s+the|on\\s+the|is|for)\\b)[^\\s,\\uE000]+)(?:\\s+(?!(?:in\\s+the|on\\s+the|is|for)\\b)[^\\s,\\uE000]+)*)`
const srNoun = (role: string) => SR_ROLES[role.toLowerCase().replace(/\s+/g, ' ')]!
const quote = (name: string) => (/^\uE000\d+\uE001$/.test(name) ? name : `"${name}"`)

const SR_SELECT = new RegExp(`^(?:select|choose|pick)\\s+(${M}|[^\\s\\uE000]+)$`, 'i')
const SR_TYPE = new RegExp(`^(?:type|enter|write)\\s+(${M})$`, 'i')
const SR_STATE = new RegExp(`^(?:is\\s+)?(?:announced\\s+as\\s+)?(${STATE})$`, 'i')

/** What a screen-reader user says to do to the element just read out (`, check it`, `, activate it`, `, type "x"`). */
function srAction(tail: string, element: string): string | undefined {
  const t = tail.trim()
  if (/^(?:activate|click|press|open|follow)(?:\s+it)?$/i.test(t)) return `click ${element}`
  const turn = /^(?:turn|switch|toggle)\s+(?:it\s+)?(on|off)(?:\s+it)?$/i.exec(t)
  if (turn) return `turn ${turn[1]!.toLowerCase()} ${element}`
  // `tick`: "check the X radio button" would read as a check of it.
  if (/^(?:check|tick|select|choose)(?:\s+it)?$/i.test(t)) return `tick ${element}`
  if (/^(?:uncheck|untick|clear)(?:\s+it)?$/i.test(t)) return `uncheck ${element}`
  const select = SR_SELECT.exec(t)
  if (select) return `select ${quote(select[1]!)} from ${element}`
  const type = SR_TYPE.exec(t)
  if (type) return `type ${type[1]} into ${element}`
  const state = SR_STATE.exec(t)
  if (state) return `verify ${element} is ${stateWord(state[1]!)}`
  return undefined
}

const stateWord = (state: string) =>
  state
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^(?:dimmed|unavailable|greyed(?: out)?|grayed(?: out)?)$/, 'disabled')

/** A rule: its pattern, its replacement, and (for patterns that try every split of the step) a word it needs. */
export type Rule = [RegExp, string | ((...groups: string[]) => string | undefined), RegExp?]

export const RULES: Rule[] = [
  // `the navigation landmark`, `the footer landmark`: a landmark is its region.
  [/\b(navigation|banner|main|search)\s+(?:landmark|region)\b/gi, '$1', /landmark|region/i],
  [/\bcomplementary\s+(?:landmark|region)\b/gi, 'sidebar', /landmark|region/i],
  [/\b(?:footer|contentinfo)\s+(?:landmark|region)\b/gi, 'footer', /landmark|region/i],
  // `Heading level 2 Episodes is announced`: the heading of that name is shown.
  [/^heading(?:\s+level\s+\d)?\s+(.+?)\s+is\s+(?:announced|read(?:\s+out)?)$/i, (name) => `verify the ${quote(name!)} heading is visible`],
  // `The screen reader reads "12 results"`, `VoiceOver announces "Saved"`: the text is on the page.
  [
    /^(?:the\s+)?(?:screen\s*reader|reader|narrator|voice\s*over|nvda|jaws|talk\s*back)\s+(?:reads(?:\s+out)?|announces|says|speaks)\s+(.+)$/i,
    'verify $1 is visible',
  ],
  // `Checkbox Download over Wi-Fi only, check it`, `Combo box Playback speed, select 1.5x`, `Link Settings in the
  // footer landmark, activate it`, `Switch Autoplay is announced as off`: the role, the name, then what to do.
  [
    new RegExp(`^(${SR_ROLE})\\s+${SR_NAME}((?:\\s+in\\s+the\\s+[^,]+?)?)(?:,\\s*|\\s+is\\s+announced\\s+as\\s+)(.+)$`, 'i'),
    (role, name, place, tail) => {
      const element = `the ${quote(name!)} ${srNoun(role!)}${place ?? ''}`
      return srAction(/^(?:on|off|checked|unchecked)$/i.test(tail!.trim()) ? `is ${tail}` : tail!, element)
    },
  ],
  // `The Previous episode button, dimmed`: the state read out after the element.
  [
    new RegExp(`^((?:the\\s+)?.+?\\s+(?:button|link|checkbox|switch|tab|field|menu\\s+item)),\\s*(${STATE})$`, 'i'),
    (element, state) => `verify ${element} is ${stateWord(state!)}`,
    /,/,
  ],
  // `The subscriptions list is announced with 3 items`.
  [
    /^(.+?)\s+is\s+(?:announced|read(?:\s+out)?)\s+with\s+(\d+)\s+(items?|entries|results|rows|options)$/i,
    'verify $1 has $2 $3',
    /announced|read/i,
  ],
  // `The Following button is announced`, `Status "X" is announced`, `… is read out`.
  [
    /^(.+?)((?:\s+in\s+the\s+[\w-]+(?:\s+[\w-]+)?)?)\s+is\s+(?:announced|read\s+out|read\s+aloud|spoken)(?:\s+as\s+(\w+(?:\s+\w+)?))?((?:\s+in\s+.+)?)$/i,
    (subject, within, state, place) =>
      state
        ? `verify ${subject}${within}${place} is ${stateWord(state)}`
        : `verify ${subject!.replace(/^status\s+(?=\uE000)/i, '')} is visible${within}${place}`,
    /announced|read|spoken/i,
  ],
  // `the edit text Search podcasts`: a text field, named after its role.
  [
    /\b(?:the\s+)?edit\s+(?:text|field)\s+((?:(?!(?:and|then|in|on)\b)[^\s,\uE000]+)(?:\s+(?!(?:and|then|in|on)\b)[^\s,\uE000]+)*)/i,
    'the "$1" field',
    /edit/i,
  ],
  // `Activate the link The Rest Is History`: the role before an unquoted name.
  [
    /^(?:activate|follow|press|click)\s+the\s+(link|button|tab)\s+([A-Z][^\s\uE000]*(?:\s+(?!in\s+the\b)[^\s\uE000]+)*)((?:\s+in\s+the\s+.+)?)$/,
    'click the "$2" $1$3',
  ],
  // `Activate the Follow button`: a button, link or tab is activated by clicking it (a switch is turned on).
  [/^activate\s+(?=.*\b(?:button|link|tab|menu\s+item)\b)/i, 'click '],
  // `Move to the edit text X and type "a"`: moving the focus to a field to type there is typing into it.
  [
    new RegExp(`^(?:move|go|tab|jump|navigate)\\s+to\\s+(the\\s+.+?\\s+field)\\s+and\\s+(type|enter|write)\\s+(${M})$`, 'i'),
    '$2 $3 into $1',
  ],
  // `Focus returns to the X field`: the field has the focus.
  [/^(?:the\s+)?focus\s+(?:returns|moves|goes|is|lands|comes\s+back)\s+(?:back\s+)?(?:to|on)\s+(.+)$/i, 'verify $1 is focused'],
  // `Jump to the navigation landmark and activate the link X`: the action, in that region.
  [
    /^(?:jump|move|go|skip|navigate)\s+to\s+the\s+(navigation|banner|main|search|sidebar|footer|contentinfo)\s*,?\s+(?:and\s+)?(.+)$/i,
    (region, action) => `${action} in the ${region!.toLowerCase().replace('contentinfo', 'footer')}`,
  ],
  // `… should be able to see X`, `can see X`: the check that X is shown.
  [/^(?:should|must|will|shall|can)\s+be\s+able\s+to\s+(?=see|view)/i, ''],
  // `see the placeholder "X" in the Search textbox`.
  [new RegExp(`^(?:see|view)\\s+(?:the\\s+)?placeholder\\s+(${M})\\s+in\\s+(.+)$`, 'i'), 'verify $2 has placeholder $1'],
  [/^(?:see|view)\s+(.+?)\s+as\s+(.+)$/i, 'verify $1 is $2'],
  [/^(?:see|view)\s+((?:an?|the)\s+.+)$/i, 'verify $1 is visible'],
  // `The system shows X`, `the app displays X`, `the system does not show X`: a check of what is on the page.
  [
    /^(?:the\s+)?(?:system|application|app|site|website|portal|screen|ui)\s+(?:still\s+|now\s+)?(shows|displays|does\s+not\s+show|doesn't\s+show|no\s+longer\s+shows|does\s+not\s+display)\s+(.+)$/i,
    (verb, rest) => frameShows(verb!, rest!),
  ],
  // `After a page refresh the system still shows "X"`: the reload, then the rest.
  [
    /^after\s+(?:a|the)\s+(?:page\s+)?(?:refresh|reload)(?:\s+of\s+the\s+page)?,?\s+(.+)$/i,
    (rest) => `reload the page; ${/^(?:verify|check)\b/i.test(rest!) ? rest : `verify that ${rest}`}`,
  ],
  // `Confirm the reserve with the button "Confirm"`, `can confirm with the "Yes" button`: clicking that button.
  [
    new RegExp(
      `^(?:(?:can|should|must)\\s+)?confirm\\s+(?:[\\w\\s]+?\\s+)?with\\s+(the\\s+(?:button\\s+${M}|${M}\\s+button|[A-Z][\\w ]*?\\s+button))((?:\\s+in\\s+the\\s+\\w+)?)$`,
      'i',
    ),
    'click $1$2',
  ],
  // `Accept the confirmation of the browser`, `cancel the browser popup`: the browser's dialog.
  [
    /^(accept|dismiss|cancel|close)\s+the\s+(?:(?:browser|js|javascript|native)\s+)?(?:confirmation|confirm|alert|pop-?up|prompt|dialog)(?:\s+(?:of|from)\s+the\s+browser)?$/i,
    (verb) => `${/^(?:cancel|close)$/i.test(verb!) ? 'dismiss' : verb!.toLowerCase()} the dialog`,
  ],
  // `the table of loans has 3 rows`, `the list of results shows 2 items`: the named table or list.
  // Only before a count: `the table of contents` is a name.
  [/\bthe\s+(table|list|grid)\s+of\s+([a-z][\w-]*)(?=\s+(?:has|have|contains|shows|lists|holds)\s+\d)/i, 'the $2 $1', /\sof\s/],
  // `the button Renew of "El Quijote"`: a control of a row.
  [
    new RegExp(`\\bthe\\s+(button|link|checkbox)\\s+([A-Z][\\w-]*(?:\\s+[A-Z][\\w-]*)*)\\s+of\\s+(${M})`, 'i'),
    'the "$2" $1 in the row $3',
    /\sof\s/,
  ],
  // `Enter the policy number as "X" in the Policy Number textbox`: what the value is, then the value.
  [
    new RegExp(`^(enter|type|input|write|fill\\s+in)\\s+(?:the|a|an|your)\\s+(?:[a-z][\\w-]*\\s+){1,3}?as\\s+(${M})\\s+(in|into)\\s+`, 'i'),
    '$1 $2 $3 ',
  ],
  // `Select "Apartment" option from the X dropdown`: "option" only names what the quote is.
  [new RegExp(`^(select|choose|pick)\\s+(?:the\\s+)?(${M})\\s+option\\s+(from|in)\\s+`, 'i'), '$1 $2 $3 '],
  // `the declaration checkbox "I confirm …"`: a word before the role noun only says what the box is for.
  [
    new RegExp(
      `\\bthe\\s+(?!(?:radio|toggle|icon|image|menu|first|second|third|fourth|fifth|last|next|previous|other|same|only|\\d+\\w*)\\b)[a-z][\\w-]*\\s+(checkbox|check\\s+box|button|link)\\s+(${M})$`,
    ),
    'the $2 $1',
  ],
  // `is having the value`, `keeps the value`, `should be prefilled with`: the field's value.
  [/\b(?:is|are)\s+having\b/i, 'has', /having/i],
  [/\b(?:keeps|retains|still\s+has)\s+(?=the\s+value\b)/i, 'has ', /keeps|retains|still/i],
  [
    /^((?:verify\s+(?:that\s+)?)?(?:the\s+)?.+?\s+(?:field|box|input))\s+(?:should\s+be|is)\s+(?:pre-?filled|pre-?populated)\s+with\s+(.+)$/i,
    (field, value) => `verify ${field!.replace(/^verify\s+(?:that\s+)?/i, '')} has value ${value}`,
    /pre-?(?:filled|populated)/i,
  ],
  // `user is redirected to the URL containing "/x"`, `I am taken to a URL with "/x"`.
  [
    /^((?:verify|check|ensure|assert)\s+(?:that\s+)?)?(?:(?:the\s+)?user\s+is|i\s+am|you\s+are|we\s+are)?\s*(?:redirected|taken|sent|navigated|brought)\s+to\s+(?:the|a)\s+(?:url|page|address)\s+(?:containing|with|that\s+contains)\s+/i,
    'verify the url contains ',
    /redirected|taken|sent|navigated|brought/i,
  ],
  // `Verify that total price is "X"`: a missing article before the subject of a check.
  [
    new RegExp(
      `^((?:verify|check|assert|ensure)\\s+that\\s+)(?!the\\b|a\\b|an\\b|this\\b|there\\b|it\\b|no\\b)([a-z][\\w-]*(?:\\s+[a-z][\\w-]*)?)\\s+(is|has|shows|contains)\\s+(?=${M}$)`,
      'i',
    ),
    '$1the $2 $3 ',
  ],
  // `appears before of "B"`: "before of" / "after of" (a Spanish "antes de").
  [/\b(before|after)\s+of\b/i, '$1', /\sof\b/],
  // `Do scroll until the section "X"`, `scroll till "X"`.
  [/^scroll\s+(?:down\s+|up\s+)?(?:until|till|up\s+to)\s+(?:you\s+see\s+)?/i, 'scroll to '],
  [new RegExp(`^(scroll\\s+to\\s+)the\\s+(section|region|panel|heading)\\s+(${M})$`, 'i'), '$1the $3 $2'],
  // `Pass the mouse over X`, `mouse hover on X`: hovering.
  [/^(?:pass|move|put|rest)\s+the\s+(?:mouse|cursor|pointer)\s+(?:over|on|onto)\s+/i, 'hover over '],
  [/^mouse\s*-?\s*hover\s+(?:on|over)?\s*/i, 'hover over '],
  // `take the screenshot for evidence`: a screenshot; what it is for adds no action.
  [
    /^(take|capture)\s+(?:the|a)\s+screenshot(?:\s+(?:for|as)\s+(?:evidence|proof|reference|the\s+record|the\s+report))?$/i,
    'take a screenshot',
  ],
  // `Log in as user "x" with password "y"`, `log in as driver42 with password Park!ng1`.
  [new RegExp(`^(log\\s*in|login|sign\\s*in)\\s+as\\s+(?:the\\s+)?(?:user|username)\\s+(?=${M})`, 'i'), 'log in as '],
  [
    /^(?:log\s*in|login|sign\s*in)\s+as\s+([^\s\uE000"]+)\s+(?:with|and)\s+(?:the\s+)?(?:password|pwd|pw)\s+([^\s\uE000"]+)$/i,
    'log in as "$1" with password "$2"',
  ],
  // `go to history tab`, `go to the Settings tab`: a tab is opened by clicking it.
  [
    /^go\s+to\s+(?:the\s+)?(?!(?:new|next|previous|other|last|first|second|third|same|original|old)\b)([\w-]+(?:\s+[\w-]+)?)\s+tab$/i,
    'click the $1 tab',
  ],
  // `select March in the month dropdown`: one capitalised or numeric token is the option.
  [
    /^(select|choose|pick)\s+([A-Z0-9][^\s\uE000"]*)\s+(in|from)\s+(the\s+.+?\s+(?:dropdown|drop-down|select|list|combo\s*box))$/,
    '$1 "$2" from $4',
  ],
  // `hit save`, `hit add to cart`: a control named in lower case (a key name stays a key press).
  [/^hit\s+(?:the\s+)?([a-z][\w-]*(?:\s+[a-z][\w-]*){0,3})$/, (name) => (KEYS.has(name!.split(' ')[0]!) ? undefined : `click ${name}`)],
  // `press ctrl+a in the X box then backspace`: a key name after "then" is pressed too.
  [
    /^(press\s+[^,]+?)\s+(?:and\s+)?then\s+([a-z]+)$/i,
    (first, key) => (KEYS.has(key!.toLowerCase()) ? `${first}, then press ${key}` : undefined),
  ],
  // `In dialog select "X" from Y`, `in modal, click Z`: the region of the action, said first without an article.
  [/^(?:in|inside|on)\s+(dialog|modal|popup|pop-up|header|footer|sidebar|toolbar)\s*,?\s+(.+)$/i, '$2 in the $1'],
  // `wait like 3 seconds for the slots to load`: a casual duration; what it waits for is said by the duration.
  [/^wait\s+(?:like|about|around|roughly|approx(?:imately)?|maybe|some)\s+(?=\d)/i, 'wait '],
  [
    /^(wait\s+\d+(?:\.\d+)?\s*(?:s|secs?|seconds?|ms|milliseconds?))\s+for\s+(?:the\s+)?.+?\s+to\s+(?:load|appear|show|finish|update|refresh)$/i,
    '$1',
  ],
  // `wait till the url has "/x" in it`, `wait until URL contains "/x"`.
  [
    new RegExp(`^wait\\s+(until|till|for)\\s+(?:the\\s+)?url\\s+(?:has|includes|contains)\\s+(${M})(?:\\s+in\\s+it)?$`, 'i'),
    'wait until the url contains $2',
  ],
  // `hit stop on the session for "X"`: the control of the record holding X.
  [
    new RegExp(`^(hit|click|press|tap)\\s+([a-z][\\w-]*)\\s+on\\s+the\\s+[a-z][\\w-]*\\s+(?:for|of)\\s+(${M})$`, 'i'),
    'click "$2" in the row $3',
  ],
  // `click checkout, page errors with "X"`: the page shows the error.
  [new RegExp(`,\\s*(?:the\\s+)?page\\s+(?:errors|fails|crashes|breaks)\\s+with\\s+(${M})$`, 'i'), '; verify $1 is visible', /,/],
  // `Choose "Hotel Wawel" from suggestions list`: an entry of a list of suggestions or results is clicked.
  [
    new RegExp(
      `^(?:select|choose|pick)\\s+(${M})\\s+(?:from|in)\\s+(?:the\\s+)?(?:suggestions?|autocomplete|auto-complete|results|search\\s+results|matches)\\s+list$`,
      'i',
    ),
    'click $1 in the list',
  ],
  // `The system shows a dialog with "X"`: the text, in the dialog.
  [
    new RegExp(
      `^(verify\\s+(?:that\\s+)?)?(?:a|the)\\s+(dialog|modal|pop-?up)\\s+(?:with|saying|that\\s+says)\\s+(${M})\\s+is\\s+(visible|shown|displayed)$`,
      'i',
    ),
    'verify $3 is visible in the dialog',
  ],
]

/** `the system shows X`: X is a text, an element, or an element in a state (`shows the "X" button as disabled`). */
function frameShows(verb: string, rest: string): string {
  const not = /not|n't|no\s+longer/i.test(verb)
  const as = /^(.+?)\s+as\s+(disabled|enabled|checked|unchecked|selected|empty|hidden|visible|greyed\s+out|active|inactive)$/i.exec(rest)
  if (as && !not) return `verify ${as[1]} is ${as[2]}`
  // `"Session active" and a "Stop" button`: two things shown.
  const both = /^(.+?)\s+and\s+((?:a|an|the)\s+.+)$/i.exec(rest)
  if (both && !not) return `verify ${both[1]} is visible; verify ${both[2]} is visible`
  return `verify ${rest} is ${not ? 'not ' : ''}visible`
}
