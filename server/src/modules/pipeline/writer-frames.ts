import { correctWord } from '../understanding/spelling.js'
import { RULES } from './writer-frame-rules.js'

/**
 * Frames around a documented step that other writers put there, rewritten into the step they frame (round 8,
 * docs/ui-spec-format.md "Frames other writers use"). Each rule is about a way of writing, never one sentence:
 * - screen-reader wording: `Heading level 2 X is announced`, `the X button, dimmed`, `Checkbox X, check it`,
 *   `Switch X is announced as off`, `Activate the link X`, `the edit text X`, `Focus returns to …`, landmarks;
 * - ability and system frames: `… should be able to see X`, `the system shows X`, `after a page refresh …`;
 * - test-case forms: several numbered steps on one line (`1) … 2) …`), an expected result after a URL;
 * - casual waits (`wait like 3 seconds for the list to load`, `wait till the url has "/x" in it`);
 * - slips of function words (`teh`, `before of`, `is having`) and of role nouns (`chekbox`, `buttton`).
 * They work on the masked text (quotes are `\uE000n\uE001`), so no value is touched; the rewritten step is read by
 * the whole pipeline and must be understood as a whole, else the step is read as written.
 */

/** Typos of structural words people make (never inside quotes): read as the word meant, with a note. */
const ROLE_NOUNS = ['checkbox', 'button', 'dropdown', 'dialog', 'textbox', 'heading', 'errors']
const ROLE_STARTS = new Set(ROLE_NOUNS.map((noun) => noun.slice(0, 2)))
const FUNCTION_SLIPS: Readonly<Record<string, string>> = {
  teh: 'the',
  hte: 'the',
  th: 'the',
  tge: 'the',
  adn: 'and',
  nad: 'and',
  fo: 'of',
  taht: 'that',
  untill: 'until',
  unitl: 'until',
  shoud: 'should',
  shoudl: 'should',
  sould: 'should',
  completly: 'completely',
  compeltely: 'completely',
  // Check and role words mistyped as often (never inside quotes).
  succes: 'success',
  sucess: 'success',
  swich: 'switch',
  raeds: 'reads',
  cliked: 'clicked',
  clikced: 'clicked',
}

/**
 * What every word the slip check corrects matches (a slip in any case, or a lower-case word of six letters or more
 * starting as a role noun does): when the step holds none, its words are not looked at one by one.
 */
const SLIP_CANDIDATE = new RegExp(`\\b(?:${Object.keys(FUNCTION_SLIPS).join('|')}|(?:${[...ROLE_STARTS].join('|')})[a-z]{4,})\\b`, 'i')

/**
 * The start-anchored, case-blind rules that need no word, as one test: when a text fails it, each of them would
 * leave that text as it is, so they are skipped until a rule changes the text.
 */
const SCREENED = RULES.filter(([pattern, , needs]) => !needs && pattern.flags === 'i' && pattern.source.startsWith('^'))
const ANY_SCREENED = new RegExp(SCREENED.map(([pattern]) => `(?:${pattern.source})`).join('|'), 'i')
const IS_SCREENED = new Set(SCREENED)

export interface Reframed {
  text: string
  corrections: string[]
}

/** Lead words the frames look past (the sentence layer drops them again when the rewritten step is read). */
const LEAD =
  /^(?:(?:step\s+)?\d+\s*[:.)-]\s+)?(?:(?:given|when|then|and|but)\s+)?(?:(?:kindly|please)\s+)?(?:(?:the\s+)?user\s+(?!is\b)|i\s+|we\s+)?(?:(?:kindly|please|do|this\s+time)\s+)?/i
/** `Click "Book". Expected result: "Booked" is shown`: the action, then its expected result as a check. */
const EXPECTED = /^(.+?)\s*(?:[.;,]|\s-+|\s*[=-]>)\s*expected(?:\s+results?\s*:?|\s*:)\s+(.+)$/i
/** `2) hit save`: a numbered step inside the line. */
const NUMBERED_STEP = /\s+\d{1,2}\)\s+(?=[a-z])/i
/** What every match of EXPECTED holds: a cheaper test, run first. */
const EXPECTED_WORD = /expected/i
/** `… is displayed and the "X" field contains "y"`: a second statement joined to a check is a check of its own. */
const AND_STATEMENT =
  /^((?:verify|check|assert)\s+(?:that\s+)?)(.+?\b(?:is|are|has|have|contains|shows|displays|says|reads|equals)\b.+?)\s+and\s+((?:the|a|an)\s+(?:[\w-]+\s+|\uE000\d+\uE001\s+){0,4}?(?:is|are|has|have|contains|shows|displays|says|reads|equals)\b.+)$/i

/** The masked step with its frame rewritten, or `undefined` when no rule applies. */
export function reframe(masked: string): Reframed | undefined {
  const corrections: string[] = []
  const fixed = !SLIP_CANDIDATE.test(masked)
    ? masked
    : masked.replace(/\b([A-Za-z]+)\b/g, (word, _w: string, at: number) => {
        const lower = word.toLowerCase()
        const slip = Object.hasOwn(FUNCTION_SLIPS, lower) ? FUNCTION_SLIPS[lower] : undefined
        // A role noun is only read from a word sharing its first two letters (below): others are not looked around.
        if (slip === undefined && (word.length < 6 || !ROLE_STARTS.has(word.slice(0, 2)) || !/^[a-z]+$/.test(word))) return word
        // A role noun is corrected only where a role noun stands (`the chekbox "X"`, `page erorrs with`), and never into
        // the word it is a form of (`buttons`).
        const around = `${masked.slice(Math.max(0, at - 5), at)}|${masked.slice(at + word.length, at + word.length + 6)}`
        const placed = /(?:the|page)\s\|/i.test(around) || /\|\s+(?:\uE000|with\b)/.test(around)
        const role = slip ?? (word.length >= 6 && /^[a-z]+$/.test(word) && placed ? correctWord(word, ROLE_NOUNS, 1) : undefined)
        // Never into the word it is a form of (`buttons`), nor from another word (`reading` is no `heading`).
        if (
          role !== undefined &&
          slip === undefined &&
          (word === `${role}s` || word === `${role}es` || word.slice(0, 2) !== role.slice(0, 2))
        )
          return word
        if (role === undefined) return word
        corrections.push(`read "${word}" as "${role}"`)
        return role
      })
  // `1) open /x 2) hit save`: numbered steps on one line are steps in a row.
  const whole = fixed.replace(/[.\s]*$/, '')
  const parts = whole.includes(')') ? whole.split(NUMBERED_STEP) : [whole]
  const said = parts.flatMap((part) => {
    const expected = EXPECTED_WORD.test(part) ? EXPECTED.exec(part) : null
    return expected ? [expected[1]!, `\u0000${expected[2]!}`] : [part]
  })
  // A masked URL ends at a space: `/login ; verify …` keeps the joint out of it.
  const text = said
    .map((part) => (part.startsWith('\u0000') ? reframePart(part.slice(1), true) : reframePart(part, false)))
    .map((part, i, all) => (i < all.length - 1 ? `${part}${/\uE001$/.test(part) ? ' ' : ''};` : part))
    .join(' ')
  // A full stop or a capital dropped is no rewrite: the step is read as written.
  return text.toLowerCase() === masked.replace(/[.\s]*$/, '').toLowerCase() ? undefined : { text, corrections }
}

function reframePart(part: string, expected: boolean): string {
  const lead = LEAD.exec(part)![0]
  let text = part.slice(lead.length)
  // The text ANY_SCREENED last ran on, and whether it matched.
  let screened: string | undefined
  let anyScreened = true
  // Again when a rule fired: a frame may hold another (`Jump to the navigation landmark and activate the link X`).
  for (let pass = 0, before = ''; pass < 2 && before !== text; pass++) {
    before = text
    for (const rule of RULES) {
      const [pattern, to, needs] = rule
      if (needs && !needs.test(text)) continue
      if (IS_SCREENED.has(rule)) {
        if (screened !== text) {
          screened = text
          anyScreened = ANY_SCREENED.test(text)
        }
        if (!anyScreened) continue
      }
      if (typeof to === 'string') text = text.replace(pattern, to)
      else
        text = text.replace(pattern, (...args: unknown[]) => {
          const groups = args.slice(1, -2).map((g) => (g === undefined ? undefined : String(g))) as string[]
          return to(...groups) ?? (args[0] as string)
        })
    }
  }
  if (expected && !/^(?:verify|check|assert|ensure)\b/i.test(text)) text = `verify ${text}`
  // `The login page is displayed with the "Sign in" heading`: what the page is shown with.
  text = text.replace(
    /^(verify\s+)(?:that\s+)?(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:page|screen|form|dialog)\s+is\s+(?:displayed|shown|opened|loaded)\s+with\s+(.+)$/i,
    '$1$2 is visible',
  )
  for (let split = /\sand\s/i.test(text) ? AND_STATEMENT.exec(text) : null; split; split = AND_STATEMENT.exec(text))
    text = `${split[1]}${split[2]}; verify ${split[3]}`
  return `${lead.replace(/(?:kindly|please|this\s+time)\s+$/i, '')}${text}`
}
