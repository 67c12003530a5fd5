/**
 * Loose rules (loose-rules.ts form) for the steps of keyboard, focus and accessibility testers (round 13): a key
 * named as "the key X" or pressed "on the keyboard", a key pressed on the control that has the focus, a key that
 * opens or ticks a named control, a key press and where the focus lands, a heading named after the part of the page
 * it heads, and an image or control named by its alt text or accessible name. Like every loose rule they only
 * rewrite a step no other reading understands, and the rewrite is kept only when it is understood whole.
 *
 * What the plan notation cannot say stays reported: a heading's level (`Level-2 heading "X"`, `h1 "X"`), moving the
 * focus without a key (`Focus the Email field`, `Tab to the Save button`), a mobile keyboard's Next and Done keys
 * (they move the focus or close the keyboard, not always a key event) and an image with empty alt text.
 */

import { normalizeKey } from './keys.js'
import type { LooseRule } from './loose-rules.js'
import { CHECK, M } from './loose-words.js'

/** A key's name as a step writes it: `Enter`, `Shift+Tab`, `ctrl+k`, `Esc` (checked by {@link pressable}). */
const KEY = '([A-Za-z][\\w]*(?:\\s*\\+\\s*[\\w]+)*)'
/** Role nouns of a control a key is pressed on or the focus lands on. */
const ROLE =
  '(?:field|input|text\\s*box|textbox|search\\s+box|box|text\\s+area|textarea|dropdown|drop-down|combo\\s*box|select|list\\s*box|listbox|button|link|checkbox|check\\s+box|radio(?:\\s+button)?|switch|tab|menu\\s+item|heading)'
/** A control named by a quote or a role noun, never by bare words (`focus moves to search` names nothing sure). */
const CONTROL = `((?!(?:verify|check|ensure|assert|confirm|make|then|and)\\b)(?:the\\s+|a\\s+|an\\s+)?(?:${M}(?:\\s+${ROLE})?|(?:${ROLE}\\s+${M})|(?:[A-Za-z][\\w-]*\\s+){1,4}${ROLE}))`
/** `the next field`, `the first button`: a control named by its place only, which no locator finds by name. */
const PLACE_ONLY = new RegExp(
  `^(?:the\\s+|a\\s+|an\\s+)?(?:next|previous|following|prior|first|second|third|last|other|same|new)\\s+${ROLE}$`,
  'i',
)
const named = (control: string | undefined) => (control && !PLACE_ONLY.test(control) ? control : undefined)

/** A word that is a key's name (`Enter`, `Ctrl+K`, `/`), never an ordinary word read as a letter. */
function pressable(written: string): string | undefined {
  const key = normalizeKey(written)
  if (key === undefined) return undefined
  return key.length > 1 ? key : undefined
}

const MODIFIER = '(?:shift|ctrl|control|alt|option|cmd|command|meta)'
const COUNTS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']
/** `press Shift+Tab` for a modifier held and a key pressed. */
const chord = (modifier: string | undefined, key: string | undefined) => {
  const both = modifier && key ? pressable(`${modifier}+${key}`) : undefined
  return both ? `press ${both}` : undefined
}

/** `press <key> on <control>` when the key is one; the match is kept (`undefined`) otherwise. */
const pressOn = (key: string | undefined, control: string | undefined) => {
  const pressed = key && pressable(key)
  const on = named(control)
  return pressed && on ? `press ${pressed} on ${on.replace(/\bcombo\s*box\b/i, 'dropdown')}` : undefined
}

/** Where the focus is said to land: the words after it, as the documented check `verify X is focused`. */
const LANDS =
  '(?:should\\s+|must\\s+|will\\s+|is\\s+)?(?:now\\s+)?(?:move|moves|moved|go|goes|jump|jumps|land|lands|shift|shifts|return|returns|returned|come|comes|be|is|be\\s+moved|be\\s+set|is\\s+set|is\\s+placed|end\\s+up|ends\\s+up|stay|stays)(?:\\s+back)?\\s+(?:to|on|onto|in|into|at)'
const FOCUS_LANDS = `(?:the\\s+)?(?:keyboard\\s+)?focus\\s+${LANDS}\\s+${CONTROL}(?:\\s+again)?`
const HAS_FOCUS = `${CONTROL}\\s+(?:(?:is|should\\s+be|must\\s+be|gets|receives|should\\s+get|should\\s+receive|has|should\\s+have|now\\s+has)\\s+(?:now\\s+)?(?:focused|in\\s+focus|(?:the\\s+)?(?:keyboard\\s+)?focus)|focused)(?:\\s+again)?`
/** `focus on the Search field` after an arrow or a colon: where the focus is, told without a verb. */
const FOCUS_TERSE = `(?:the\\s+)?focus\\s+(?:now\\s+)?(?:on|in)\\s+${CONTROL}`
const FOCUS_CLAUSE = `(?:${FOCUS_LANDS}|${HAS_FOCUS}|${FOCUS_TERSE})`
/** The target of a focus clause matched by {@link FOCUS_CLAUSE}: one of its two groups. */
const focusCheck = (a: string | undefined, b: string | undefined) => (named(a ?? b) ? `verify ${a ?? b} is focused` : undefined)

/** The part before a focus clause: a press (`Press Tab twice`, `Hit the "Next" button`) or a key alone (`Shift+Tab`). */
const PRESS_PART = `((?:press|hit|push)\\s+[^;,:]+?|[A-Za-z][\\w]*(?:\\s*\\+\\s*[\\w]+)*(?:\\s+key)?(?:\\s+(?:once|again|once\\s+more|twice))?)`
const JOINT = '\\s*(?:;|,|:|\\.|\\s-+>?|->|=>|\\s+and)\\s*(?:then\\s+|and\\s+)?'

/** The press part as the grammar reads it: a key alone is pressed (`Tab once more` -> `press Tab once more`). */
function pressPart(part: string | undefined): string | undefined {
  if (part === undefined) return undefined
  const said = part.replace(/\s+(?:once\s+more|once\s+again|one\s+more\s+time|again)$/i, '')
  if (/^(?:press|hit|push)\s/i.test(said)) return said
  return pressable(/^\S+/.exec(said)![0]) ? `press ${said}` : undefined
}

export const KEYBOARD_RULES: LooseRule[] = [
  // `Using only the keyboard, press Enter on …`, `Keyboard only: press Space`: how the tester works, before a key press.
  [
    ['keyboard', 'mouse'],
    /^(?:(?:using|with|via)\s+(?:only\s+)?(?:the\s+)?keyboard(?:\s+only)?|keyboard[\s-]+only|without\s+(?:using\s+)?(?:the\s+|a\s+)?mouse),?:?\s+(?=(?:press|hit|push)\s)/i,
    '',
  ],
  // (The sentence layer puts a lead `Using only the keyboard,` after the step.)
  [
    ['keyboard', 'mouse'],
    /^((?:press|hit|push)\s.+?),?\s+(?:(?:using|with|via|by)\s+(?:only\s+)?(?:the\s+)?keyboard(?:\s+only)?|\(keyboard(?:\s+only)?\)|without\s+(?:using\s+)?(?:the\s+|a\s+)?mouse)$/i,
    '$1',
  ],
  // `Tap Go on the keyboard`: a phone keyboard's action key (Go, Search, Send, Return) sends Enter. Next and Done may
  // move the focus or only close the keyboard, so they stay reported.
  [
    ['keyboard', 'keypad'],
    new RegExp(
      `^(?:tap|press|hit|touch)\\s+(?:the\\s+)?(?:(go|search|send|return|enter)|(${M}))(?:\\s+(?:key|button))?\\s+(?:on|of)\\s+(?:the\\s+|your\\s+)?(?:on-?screen\\s+|soft(?:ware)?\\s+|virtual\\s+|mobile\\s+|phone(?:'s)?\\s+|device\\s+)?(?:keyboard|keypad)$`,
      'i',
    ),
    (spans, word, mark) => {
      const said = word ?? (mark ? spans[Number(/\d+/.exec(mark)![0])]?.replace(/^"|"$/g, '') : undefined)
      return said && /^(?:go|search|send|return|enter)$/i.test(said) ? 'press Enter' : undefined
    },
  ],
  // `Focus should move to the Search permits field`, `Focus lands on the "Save" button again`: where the focus is.
  [['focus'], new RegExp(`^(?:${CHECK}\\s+(?:that\\s+)?)?${FOCUS_LANDS}$`, 'i'), (_spans, control) => focusCheck(control, undefined)],
]

/**
 * The rules read before the grammar (keyboard-steps.ts), on the step as written: the sentence layer would read `Open X
 * with Alt+ArrowDown` as the shortcut alone, the grammar `Press key Tab` as a click on a tab named "key" and `Press
 * Tab, the Email field gets focus` as a click on a control of that name.
 */
export const KEYBOARD_EARLY_RULES: LooseRule[] = [
  // `With the screen reader on, press Space on …`, `Using VoiceOver, press Enter …`: what runs beside the browser.
  [
    ['reader', 'nvda', 'jaws', 'voiceover', 'talkback', 'narrator'],
    /^(?:with|using|in|on)\s+(?:the\s+)?(?:screen[\s-]?reader|nvda|jaws|voiceover|talkback|narrator)(?:\s+(?:on|running|enabled|active|turned\s+on))?,?:?\s+(?=(?:press|hit|push)\s)/i,
    '',
  ],
  // `Press key Escape`, `Press the key Enter in the field "Buscar"`, `hit keyboard key Tab`: the key's name after "key".
  [
    ['key'],
    new RegExp(
      `^(press|hit|push)\\s+(?:on\\s+)?(?:the\\s+)?(?:keyboard\\s+)?key\\s+${KEY}(?=\\s+(?:in|on|into|inside)\\s|\\s+(?:\\d{1,2}|two|three|four|five)\\s*(?:times|x)$|$)`,
      'i',
    ),
    (_spans, verb, key) => (key && pressable(key) ? `${verb} ${pressable(key)}` : undefined),
  ],
  // `Press Tab 3 times`, `Hit Tab three times`, `Press Tab 4x`: the key pressed that often (not a tab named "3 times").
  [
    ['time', 'x'],
    new RegExp(
      `^(?:press|hit|push)\\s+(?:the\\s+)?${KEY}(?:\\s+key)?\\s+(\\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\\s*(?:times|x)$`,
      'i',
    ),
    (_spans, key, count) => {
      const n = /^\d/.test(count!) ? Number(count) : COUNTS.indexOf(count!.toLowerCase()) + 2
      return key && pressable(key) && n >= 1 && n <= 20 ? `press the ${pressable(key)} key ${n} times` : undefined
    },
  ],
  // `Hold Shift and press Tab`, `Press Tab while holding Shift`, `Press Ctrl and K together`, `Press Alt + ArrowDown
  // on …`: one chord of a modifier and a key.
  [
    ['hold'],
    new RegExp(
      `^(?:hold(?:\\s+down)?|holding(?:\\s+down)?|keep)\\s+(?:the\\s+)?(${MODIFIER})(?:\\s+key)?(?:\\s+(?:down|pressed))?\\s*,?\\s+(?:and\\s+)?(?:then\\s+)?(?:press|hit|push)\\s+(?:the\\s+)?${KEY}(?:\\s+key)?(?=\\s+(?:in|on|into|inside)\\s|$)`,
      'i',
    ),
    (_spans, modifier, key) => chord(modifier, key),
  ],
  [
    ['hold'],
    new RegExp(
      `^(?:press|hit|push)\\s+(?:the\\s+)?${KEY}(?:\\s+key)?\\s+(?:while|whilst)\\s+holding(?:\\s+down)?\\s+(?:the\\s+)?(${MODIFIER})(?:\\s+key)?$`,
      'i',
    ),
    (_spans, key, modifier) => chord(modifier, key),
  ],
  [
    ['together', 'same time', 'simultaneous'],
    new RegExp(
      `^(?:press|hit|push)\\s+(?:the\\s+)?(${MODIFIER})(?:\\s+key)?\\s+(?:and|\\+)\\s+(?:the\\s+)?${KEY}(?:\\s+key)?\\s+(?:together|at\\s+the\\s+same\\s+time|simultaneously)$`,
      'i',
    ),
    (_spans, modifier, key) => chord(modifier, key),
  ],
  [
    ['+'],
    /^((?:press|hit|push)\s+(?:the\s+)?)([A-Za-z]\w*(?:\s*\+\s*\w+)+)(?=\s+(?:key\b|in\s|on\s|into\s|inside\s)|$)/i,
    (_spans, lead, keys) => (/\s/.test(keys!) && pressable(keys!) ? `${lead}${pressable(keys!)}` : undefined),
  ],
  // `Press Enter on the focused button`: the key goes where the focus is (not to a button named "focused").
  [
    ['focused'],
    new RegExp(
      `^((?:press|hit|push)\\s+.+?)\\s+(?:on|in|to)\\s+the\\s+(?:currently\\s+)?focused\\s+(?:element|control|item|${ROLE})$`,
      'i',
    ),
    '$1',
  ],
  // `page.keyboard.press('Tab')`, `cy.realPress('Enter')`: a test library's key press, as developers paste it.
  [
    ['keyboard.press', 'realpress'],
    new RegExp(`^(?:await\\s+)?(?:page\\.)?(?:keyboard\\.press|cy\\.realPress)\\(\\s*(${M})\\s*\\);?$`, 'i'),
    (spans, mark) => {
      const key = pressable((spans[Number(/\d+/.exec(mark!)![0])] ?? '').replace(/^"|"$/g, ''))
      return key ? `press ${key}` : undefined
    },
  ],
  // `Press Tab once more`, `Hit Enter once again`: the key pressed again (not a tab named "more").
  [
    ['once', 'more'],
    new RegExp(`^(?:press|hit|push)\\s+(?:the\\s+)?${KEY}(?:\\s+key)?\\s+(?:once\\s+more|one\\s+more\\s+time|once\\s+again)$`, 'i'),
    (_spans, key) => (key && pressable(key) ? `press ${pressable(key)}` : undefined),
  ],
  // `With focus on the "Accept terms" checkbox press Space`, `While the Search field has focus, hit Enter`, `Focus the
  // Email field and press Enter`: the key is pressed on that control (pressing a key on a control focuses it first).
  [
    ['focus'],
    new RegExp(
      `^(?:with|while)\\s+(?:the\\s+)?(?:keyboard\\s+)?focus\\s+(?:is\\s+|being\\s+)?(?:on|in)\\s+${CONTROL},?\\s+(?:press|hit|push)\\s+(?:the\\s+)?${KEY}(?:\\s+key)?$`,
      'i',
    ),
    (_spans, control, key) => pressOn(key, control),
  ],
  [
    ['focus'],
    new RegExp(
      `^(?:with|while|when)\\s+${CONTROL}\\s+(?:is\\s+|being\\s+)?(?:focused|in\\s+focus|has\\s+(?:the\\s+)?focus|having\\s+(?:the\\s+)?focus),?\\s+(?:press|hit|push)\\s+(?:the\\s+)?${KEY}(?:\\s+key)?$`,
      'i',
    ),
    (_spans, control, key) => pressOn(key, control),
  ],
  [
    ['focus'],
    new RegExp(
      `^(?:focus(?:\\s+on)?|(?:put|set|place|move|make|give|bring)\\s+(?:the\\s+)?focus\\s+(?:on|in|into|to))\\s+${CONTROL}\\s*(?:,\\s*|\\s+)(?:and\\s+)?(?:then\\s+)?(?:press|hit|push)\\s+(?:the\\s+)?${KEY}(?:\\s+key)?$`,
      'i',
    ),
    (_spans, control, key) => pressOn(key, control),
  ],
  [
    ['focus'],
    new RegExp(
      `^(?:press|hit|push)\\s+(?:the\\s+)?${KEY}(?:\\s+key)?\\s+(?:while|when|with)\\s+(?:(?:the\\s+)?(?:keyboard\\s+)?focus\\s+(?:is\\s+)?(?:on|in)\\s+${CONTROL}|${CONTROL}\\s+(?:is\\s+)?(?:focused|in\\s+focus|has\\s+(?:the\\s+)?focus))$`,
      'i',
    ),
    (_spans, key, a, b) => pressOn(key, a ?? b),
  ],
  // `Open the Permit type combobox with Alt+ArrowDown`, `Tick the "Subscribe" checkbox using Space`: the key is pressed
  // on the control it works. Choosing an option with a key is left out: the key goes to a control, not to the option.
  [
    ['with', 'using', 'pressing', 'via'],
    new RegExp(
      `^(?:open|expand|collapse|close|toggle|activate|trigger|tick|untick|check|uncheck|submit|operate)\\s+${CONTROL}\\s+(?:with|using|by\\s+pressing|via)\\s+(?:the\\s+)?${KEY}(?:\\s+key)?$`,
      'i',
    ),
    (_spans, control, key) => (control && !/\bheading$/i.test(control) ? pressOn(key, control) : undefined),
  ],
  // `After pressing Tab, the Email field is focused`, `When I press Tab, focus moves to the "Search" button`: the press
  // told as a time, then where the focus is.
  [
    ['focus'],
    new RegExp(
      `^(?:after|on|upon|when|once|if)\\s+(?:i\\s+|we\\s+|you\\s+|the\\s+user\\s+)?(?:pressing|press|presses|pressed|hitting|hit|hits)\\s+(?:the\\s+)?${KEY}(?:\\s+key)?,?\\s+(?:then\\s+)?${FOCUS_CLAUSE}$`,
      'i',
    ),
    (_spans, key, a, b, c) => {
      const pressed = key && pressable(key)
      const check = focusCheck(a ?? b, c)
      return pressed && check ? `press ${pressed}, then ${check}` : undefined
    },
  ],
  // `Press Tab; focus should move to the Search permits field`, `Shift+Tab -> the "Skip" link is focused again`: the
  // press, then the check of where the focus is.
  [
    ['focus'],
    new RegExp(`^${PRESS_PART}${JOINT}${FOCUS_CLAUSE}$`, 'i'),
    (_spans, part, a, b, c) => {
      const pressed = pressPart(part)
      const check = focusCheck(a ?? b, c)
      return pressed && check ? `${pressed}, then ${check}` : undefined
    },
  ],
  // `Ctrl+K focuses the Search field`, `Verify that pressing Tab moves focus to the Email field`: the key, and where
  // focus goes (the check presses the key to see it).
  [
    ['focus'],
    new RegExp(
      `^(?:${CHECK}\\s+(?:that\\s+)?)?(?:press(?:ing)?\\s+|hitting\\s+)?(?:the\\s+)?${KEY}(?:\\s+key)?\\s+(?:should\\s+|must\\s+|will\\s+)?(?:(?:focus|focuses)\\s+(?:on\\s+)?${CONTROL}|(?:move|moves|put|puts|set|sets|send|sends|bring|brings|return|returns|give|gives|shift|shifts)\\s+(?:the\\s+)?(?:keyboard\\s+)?focus\\s+(?:back\\s+)?(?:to|on|onto|into|in)\\s+${CONTROL})$`,
      'i',
    ),
    (_spans, key, a, b) => {
      const pressed = key && pressable(key)
      return pressed && named(a ?? b) ? `press ${pressed}, then verify ${a ?? b} is focused` : undefined
    },
  ],
]
