import type { RegionRole, RegionScope, TargetRef, UiAction } from './actions.js'
import { ORDERED_PARTS } from './ordinal-targets.js'

/**
 * Qualifiers are orthogonal to verbs: any step that names an element may say where it is (`in the task list`,
 * `in the header`, `next to "Buy milk"`, `in the row containing "Buy milk"`) and which of several it means
 * (`the second "Delete" button`, `the last link`). They are read off the masked step text here, the rest of the
 * step is mapped by the grammar, and the qualifiers are attached to the action's target afterwards.
 */

export interface Qualifiers {
  scope?: RegionScope
  /** Masked index of the quoted row text (`\uE000<n>\uE001`) is unmasked by the caller. */
  within?: string
  nth?: number
  /** The words read as qualifiers, for the interpretation notes. */
  words: string[]
}

const REGION_NOUNS: [string, RegionRole][] = [
  ['main content', 'main'],
  ['navigation bar', 'navigation'],
  ['navigation menu', 'navigation'],
  ['nav menu', 'navigation'],
  // A site's main menu is its navigation, not a menu of actions (role menu) that opens from a button.
  ['main menu', 'navigation'],
  ['nav bar', 'navigation'],
  ['navbar', 'navigation'],
  ['navigation', 'navigation'],
  ['nav', 'navigation'],
  ['menu bar', 'navigation'],
  ['top bar', 'banner'],
  ['header', 'banner'],
  ['banner', 'banner'],
  ['footer', 'contentinfo'],
  ['dialog', 'dialog'],
  ['dialogue', 'dialog'],
  ['modal', 'dialog'],
  ['popup', 'dialog'],
  ['pop-up', 'dialog'],
  ['sidebar', 'complementary'],
  ['side bar', 'complementary'],
  ['toolbar', 'toolbar'],
  ['section', 'region'],
  ['panel', 'region'],
  ['area', 'region'],
  ['form', 'form'],
  ['table', 'table'],
  ['list', 'list'],
  ['menu', 'menu'],
]

const REGION_PATTERN = REGION_NOUNS.map(([noun]) => noun.replace(/\s/g, '\\s+').replace('-', '\\-')).join('|')
const M = '\\uE000\\d+\\uE001'
const ROW_NOUN = '(?:row|item|card|line|entry|tile|product|task|record)'

/** `in the task list` -> list named "task"; `in the "Todo" section` -> region "Todo"; `in the header` -> banner. */
const REGION = new RegExp(
  `\\s+(?:in|inside|within|on|under|from)\\s+(?:the\\s+|a\\s+|this\\s+)?(?:(${M})\\s+|((?:[A-Za-z][\\w-]*\\s+){0,2}?))(${REGION_PATTERN})$`,
  'i',
)
/** `next to "X"`, `in the row containing "X"`, `in the "X" row`, `for "X"`, `of "X"`. */
const ROW = new RegExp(
  `\\s+(?:(?:next\\s+to|beside|alongside|for|of|against|by)\\s+(?:the\\s+)?(?:${ROW_NOUN}\\s+|(?<=(?:for|of)\\s+the\\s+)[a-z][\\w-]*\\s+)?(${M})(?:\\s+${ROW_NOUN})?|(?:in|on|inside|within)\\s+(?:the\\s+|a\\s+)?${ROW_NOUN}\\s+(?:containing|with|for|of|that\\s+(?:says|contains|has|shows)|labelled|labeled|named|called)\\s+(?:the\\s+)?(?:text\\s+)?(${M})|(?:in|on|inside|within)\\s+(?:the\\s+)?(${M})\\s+${ROW_NOUN})$`,
  'i',
)
const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  last: -1,
  final: -1,
}
/**
 * An ordinal counts only before a quoted name, a clickable noun ("the first name field" is a label) or, last in the
 * step, a part the page repeats in one line (`the fifth star`, ordinal-targets.ts).
 */
const ORDINAL = new RegExp(
  `\\b(?:the\\s+)?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final|\\d+(?:st|nd|rd|th))\\s+(?=${M}|(?:[A-Za-z][\\w-]*\\s+){0,2}?(?:button|link|checkbox|check\\s+box|card|row|tab|icon|image|option|entry|heading|menu\\s+item|radio\\s+button)\\b|${ORDERED_PARTS}$)`,
  'i',
)

/**
 * `the first Description field`, `the first poster`: a lower-case "first" or "last" before a capitalised label and a
 * field noun, or before a noun of an item in a list at the end of the step, picks one ("the first name field" stays a
 * label; ordinals past the first stay reported, name-guards.ts).
 */
const ORDINAL_BEFORE_LABEL =
  /\b(?:the\s+)?(first|last)\s+(?=(?!Name\b)[A-Z][\w-]*(?:\s+[a-z][\w-]*)?\s+(?:field|box|input|textbox|dropdown)\b|(?:poster|result|item|tile|product|photo|picture|thumbnail|suggestion|listing|article|episode|video)$)/

const NATIVE = /\b(?:browser|native|javascript|js)\s+(?:[a-z]+\s+)?(?:dialog|dialogue|popup|pop-up)$/i

/** Takes the qualifiers off the end (scope) and out of the middle (ordinal) of a masked step. */
export function takeQualifiers(masked: string): { text: string; qualifiers: Qualifiers } {
  const qualifiers: Qualifiers = { words: [] }
  let text = masked
  for (let round = 0; round < 2; round++) {
    const region = REGION.exec(text)
    // `on the browser alert dialog`: the browser's own dialog is answered, never a region of the page to click in.
    if (region && !qualifiers.scope && !NATIVE.test(region[0])) {
      const noun = region[3]!.toLowerCase().replace(/\s+/g, ' ')
      const role = REGION_NOUNS.find(([word]) => word === noun)![1]
      const name = (region[1] ?? region[2] ?? '').trim()
      qualifiers.scope = { role, ...(name !== '' ? { name } : {}) }
      qualifiers.words.push(region[0].trim())
      text = text.slice(0, region.index)
      continue
    }
    const row = ROW.exec(text)
    if (row && qualifiers.within === undefined) {
      qualifiers.within = row[1] ?? row[2] ?? row[3]!
      qualifiers.words.push(row[0].trim())
      text = text.slice(0, row.index)
      continue
    }
    break
  }
  const ordinal = ORDINAL.exec(text) ?? ORDINAL_BEFORE_LABEL.exec(text)
  if (ordinal) {
    const word = ordinal[1]!.toLowerCase()
    qualifiers.nth = ORDINALS[word] ?? Number.parseInt(word, 10)
    qualifiers.words.push(ordinal[0].trim())
    text = `${text.slice(0, ordinal.index)}${/^the\s/i.test(ordinal[0]) ? 'the ' : ''}${text.slice(ordinal.index + ordinal[0].length)}`
  }
  return { text, qualifiers }
}

export function hasQualifiers(q: Qualifiers): boolean {
  return q.scope !== undefined || q.within !== undefined || q.nth !== undefined
}

/**
 * The action with the qualifiers on its target, or `undefined` when it has nothing they could apply to (then the
 * words were not qualifiers: the step is read whole instead).
 */
export function applyQualifiers(action: UiAction, q: Qualifiers, unmask: (s: string) => string): UiAction | undefined {
  const within = q.within !== undefined ? unmask(q.within).replace(/^"(.*)"$/, '$1') : undefined
  const scope = q.scope
    ? {
        ...q.scope,
        ...(q.scope.name !== undefined ? { name: unmask(q.scope.name).replace(/^"(.*)"$/, '$1') } : {}),
        ...(q.scope.name !== undefined && /^\uE000\d+\uE001$/.test(q.scope.name) ? { quoted: true as const } : {}),
      }
    : undefined
  const onTarget = (target: TargetRef): TargetRef | undefined => {
    if (within !== undefined && target.within !== undefined) return undefined
    return {
      ...target,
      ...(within !== undefined ? { within } : {}),
      ...(scope ? { scope } : {}),
      ...(q.nth !== undefined ? { nth: q.nth } : {}),
    }
  }
  switch (action.kind) {
    case 'fill':
    case 'click':
    case 'hover':
    case 'select':
    case 'check':
    case 'uncheck':
    case 'verify_element':
    case 'verify_value': {
      const target = onTarget(action.target)
      return target ? { ...action, target } : undefined
    }
    case 'scroll':
    case 'press':
    case 'submit': {
      if (!action.target) return undefined
      const target = onTarget(action.target)
      return target ? { ...action, target } : undefined
    }
    case 'verify_text':
      if (q.nth !== undefined) return undefined
      return { ...action, ...(scope ? { scope } : {}), ...(within !== undefined ? { within } : {}) }
    default:
      return undefined
  }
}
