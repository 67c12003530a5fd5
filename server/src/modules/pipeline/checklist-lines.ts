import { mask, type Note, tidy, unmask } from '../understanding/sentence.js'
import type { UiAction } from './actions.js'

/**
 * Lines of checklists, smoke lists and test cases (round 13), read when no other reading understands them:
 * - what leads the step and is certainly no word of it is dropped: a checklist box (`[ ]`, `- [x]`, `✔`), a test
 *   case's id in capitals with its step number (`SMOKE-07`, `TC-07 / 2 -`, `REG-3.1:`), a step's number (`6.`,
 *   `Step 3:`) and a topic before a colon (`Hotel:`, `404 check:`, `Expected:`), when what follows is understood;
 * - an action and its checks on one line, joined by commas or dashes (`open /permits, "Apply" is shown`, `Click "X"
 *   - verify "Y"`), are read part by part; every part must be understood. A part saying only that a page loads (`Donate
 *   page loads`) adds no action before a check; a part saying a state with its evidence in brackets (`still logged in
 *   ("Log out" visible)`) is the check in the brackets;
 * - a control then an arrow then the action (`btn Sign in -> click`, `"Terms" checkbox => tick`) is that action on
 *   the control; a role noun before the name (`btn Sign in`) bounds the name at the arrow.
 * Each part is read by the whole pipeline (`understand`), so the line is understood only as its parts are.
 */

interface Read {
  actions: UiAction[]
  notes: Note[]
}

/** A checklist's box or tick before the step. */
const BOX = /^(?:[-*•]\s+)?(?:\[\s?[xX✓✔]?\s?\]|[☐☑☒✔✓✅](?:\uFE0F)?)\s*/
/** A test case's id in capitals (`SMOKE-07`, `TC_12`, `REG-3.1`), its step number after a slash or a dot, a separator. */
const CASE_ID =
  /^(?:TC|TS|SMOKE|SANITY|REG|E2E|UAT|QA|TEST|CASE|SC|ST|AT|BUG)[-_]?\d+[a-z]?(?:\s*[/.]\s*\d+|\s*,?\s+step\s+\d+)?\s*(?:[:.)]|\s[-–—]+)?\s+(?=\S)/
/** A step's number (`6.`, `Step 3:`). */
const NUMBER = /^(?:step\s+\d+\s*[:.)-]|\d{1,3}\s*[.)])\s+(?=\S)/i
/** A topic before a colon (`Hotel:`, `404 check:`, `Expected:`): a label when what follows is understood on its own. */
const TOPIC = /^([A-Za-z0-9][\w'&/-]*(?:\s+[\w'&/-]+){0,2})\s*:\s+(?=\S)/
/** A value alone: one quote or one word. */
const BARE = /^(?:\uE000\d+\uE001|\S+)$/
/** A topic that names a control is the control's label (`Email field: …`), never a title. */
const CONTROL_TOPIC = /\b(?:field|input|box|dropdown|select|checkbox|button|link|radio|switch|toggle)$/i
/** A URL's comma is the sentence's (the mask would keep it in the URL). */
const URL_COMMA = /((?:https?:\/\/|\{\{|(?<=\s)\/)\S*?),(?=\s)/g
/**
 * Parts of one line: commas, dashes and semicolons between statements (quotes are masked). After a dash comes what
 * is expected (`Open /login - Sign in` may name the page's heading as well as a click), so only checks.
 */
const PART = /(\s*[,;]\s+|\s+[-–—]+\s+)(?:then\s+|and\s+)?/i
/** `Donate page loads`: that a page loads, said before what shows it did. */
const PAGE_LOADS =
  /^(?:the\s+)?(?:[\w-]+\s+){0,3}(?:page|screen|site|app|form|dashboard)\s+(?:loads|is\s+loaded|loaded|opens|is\s+opened|comes\s+up)(?:\s+(?:fine|ok|okay|without\s+errors?|[a-z]+ly))?$/i
/** `still logged in ("Log out" visible)`: a state said in words, its evidence in brackets. */
const EVIDENCE = /^([^()\uE000]+?)\s*\((.*\uE000.*)\)$/
/** `btn Sign in -> click`: a control, an arrow, the action. */
const ARROW_ACTION =
  /^(.+?)\s*(?:-+>|=+>|→)\s*(click|tap|double[\s-]click|right[\s-]click|hover|tick|check|untick|uncheck|clear|focus)(?:\s+(?:it|on\s+it))?$/i
/** A role noun written before a name (`btn Sign in`, `link Help`), as spreadsheets do. */
const ROLE_FIRST = /^(btn|button|link|lnk|tab|checkbox|chk)\s+([^"\s].*)$/i
const ROLES: Readonly<Record<string, string>> = { btn: 'button', lnk: 'link', chk: 'checkbox' }

/** What every line this reads holds: a cheaper test, run first. */
const NOTATION = /[,;:>→✔✓✅☐☑☒[]|\s[-–—]+\s|^\s*(?:[A-Z]{2,}|\d|[Ss]tep\b)/

const isUnknown = (read: Read) => read.actions.length === 0 || read.actions.some((a) => a.kind === 'unknown')
const isCheck = (a: UiAction) => a.kind.startsWith('verify_')

/** The line read through its checklist notation, or `undefined` when it has none or a part is not understood. */
export function readChecklistLine(raw: string, line: number, understand: (said: string, line: number) => Read): Read | undefined {
  // (Every reading inside is of a shorter text, a part or the step without its lead, so none comes back here.)
  if (!NOTATION.test(raw)) return undefined
  const whole = raw.replace(/\s+/g, ' ').trim()
  const { rest, dropped } = withoutLead(tidy(raw).trim())
  const read = readRest(rest, dropped.length > 0, line, understand)
  if (!read) return undefined
  const notes: Note[] = dropped.map((lead) => ({ kind: 'ignored', message: `ignored "${lead}" (a checklist's or test case's label)` }))
  return { actions: read.actions.map((a) => ({ ...a, text: whole })), notes: [...notes, ...read.notes] }
}

/** The step without the box, case id and step number that lead it. */
function withoutLead(text: string): { rest: string; dropped: string[] } {
  const dropped: string[] = []
  let rest = text
  for (const lead of [BOX, CASE_ID, NUMBER]) {
    const found = lead.exec(rest)
    if (!found) continue
    dropped.push(found[0].trim())
    rest = rest.slice(found[0].length)
  }
  return { rest, dropped }
}

function readRest(rest: string, led: boolean, line: number, understand: (said: string, line: number) => Read): Read | undefined {
  if (led) {
    const read = understand(rest, line)
    if (!isUnknown(read)) return read
  }
  const parted = readParts(rest, line, understand)
  if (parted) return parted
  const topic = TOPIC.exec(rest)
  if (!topic || CONTROL_TOPIC.test(topic[1]!)) return undefined
  const after = rest.slice(topic[0].length)
  // `Description: "Tap drips"`, `Total: "$30.00"`: a value alone under a label is a field's or a check's (label-lines.ts).
  if (BARE.test(mask(after).text.trim())) return undefined
  const read = understand(after, line)
  const named = isUnknown(read) ? readParts(after, line, understand) : read
  if (!named) return undefined
  return { actions: named.actions, notes: [{ kind: 'ignored', message: `ignored "${topic[1]}:" (a title)` }, ...named.notes] }
}

const SEQUENCE_WORD = /^(?:next|then|first(?:ly)?|finally|lastly|afterwards|now|after\s+that)$/i

/** The line's parts, each understood; `undefined` when it has one part or any part is not understood. */
function readParts(text: string, line: number, understand: (said: string, line: number) => Read): Read | undefined {
  const masked = mask(text.replace(URL_COMMA, '$1 ,'))
  const pieces = masked.text.replace(/[.;]+$/, '').split(PART)
  const parts = pieces.filter((_, i) => i % 2 === 0).map((part) => part.trim())
  const dashed = parts.map((_, i) => i > 0 && /[-–—]/.test(pieces[2 * i - 1]!))
  if (parts.some((part) => part === '')) return undefined
  // `Next, the participant clicks "Book"`: a first word that orders the steps is no step of its own ("Next." alone is).
  if (parts.length > 1 && SEQUENCE_WORD.test(parts[0]!)) return undefined
  // One part: only the arrow's reading (the part read as written is the step itself).
  if (parts.length < 2) return readArrow(unmask(masked, parts[0]!), line, understand)
  const reads: Read[] = []
  const said: string[] = []
  const loads: string[] = []
  for (const [i, part] of parts.entries()) {
    if (PAGE_LOADS.test(part)) {
      loads.push(unmask(masked, part))
      continue
    }
    const read = readPart(unmask(masked, part), line, understand)
    if (!read || (dashed[i] && !read.actions.every(isCheck))) return undefined
    if (pressedTwice(said.at(-1) ?? '', reads.at(-1)?.actions ?? [], read.actions)) return undefined
    said.push(unmask(masked, part))
    reads.push(read)
  }
  // A page's loading is only told before what shows it: a check must follow.
  if (loads.length > 0 && !reads.some((read) => read.actions.every(isCheck))) return undefined
  if (reads.length === 0) return undefined
  const notes: Note[] = [
    { kind: 'split', message: `split into ${parts.length} parts: ${parts.map((p) => `"${unmask(masked, p)}"`).join(', ')}` },
  ]
  for (const load of loads) notes.push({ kind: 'ignored', message: `ignored "${load}" (the checks after it show the page loaded)` })
  return { actions: reads.flatMap((read) => read.actions), notes: [...notes, ...reads.flatMap((read) => read.notes)] }
}

function readPart(part: string, line: number, understand: (said: string, line: number) => Read): Read | undefined {
  const arrowed = readArrow(part, line, understand)
  if (arrowed) return arrowed
  const read = understand(part, line)
  if (!isUnknown(read)) return read
  const masked = mask(part)
  const evidence = EVIDENCE.exec(masked.text)
  if (!evidence) return undefined
  const inner = understand(unmask(masked, evidence[2]!), line)
  if (isUnknown(inner) || !inner.actions.every(isCheck)) return undefined
  return {
    actions: inner.actions,
    notes: [{ kind: 'ignored', message: `ignored "${evidence[1]!.trim()}" (the check in brackets shows it)` }, ...inner.notes],
  }
}

/** `btn Sign in -> click`: the action on the control before the arrow. */
function readArrow(part: string, line: number, understand: (said: string, line: number) => Read): Read | undefined {
  const arrow = ARROW_ACTION.exec(part)
  // (A preposition after a quote or a role noun is a name cut short: `the "Sign" button in`, an abbreviation misread.)
  if (!arrow || /(?:"|\b(?:button|link|field|checkbox|tab))\s+(?:in|on|at|to|of|for|with|from|by|up|out)$/i.test(arrow[1]!.trim()))
    return undefined
  const role = ROLE_FIRST.exec(arrow[1]!.trim())
  const target = role ? `the "${role[2]!.trim()}" ${ROLES[role[1]!.toLowerCase()] ?? role[1]!.toLowerCase()}` : arrow[1]!.trim()
  const said = `${arrow[2]} ${target}`
  const read = understand(said, line)
  return isUnknown(read)
    ? undefined
    : { actions: read.actions, notes: [{ kind: 'reordered', message: `read as "${said}"` }, ...read.notes] }
}

/**
 * `Search "lamp", press Enter`: a search is read as typed and submitted with Enter, so the Enter the next part says
 * may be that one or a second; the words do not say which. Only a press the part before did not say is in doubt
 * (`Press Tab, Tab` presses twice).
 */
export function pressedTwice(before: string, done: readonly UiAction[], next: readonly UiAction[]): boolean {
  const last = done.at(-1)
  const first = next[0]
  if (last?.kind !== 'press' || first?.kind !== 'press' || last.key !== first.key) return false
  return !new RegExp(`\\b(?:${last.key}|press|hit|key)\\b`, 'i').test(before.replace(/return/gi, 'Enter'))
}
