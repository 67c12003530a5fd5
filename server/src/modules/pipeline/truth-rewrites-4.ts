import type { UiAction } from './actions.js'

/**
 * Classes main misread in round 13 (truth-corpus-6), read right or reported:
 * - a test case's id before its step (`TC-9 - Expected: "Saved"`, `JIRA-221: click Save`): a label, no text to check;
 * - a role-first label ending in "in" or "on" (`click btn Sign in`): the particle is the label's, no place;
 * - a lead that makes the step optional or conditional (`Optional:`, `TODO:`, `If shown:`, `When prompted:`): the rules
 *   cannot run a step only sometimes, so it is reported, never run as if it were certain;
 * - a page or region label and a control with no verb (`Header: "Sign in" link`): a click or a presence, unsaid;
 * - what a person says run into an unquoted name (`Caller mentions the Postcode field is empty`);
 * - `Search` and a statement about the search (`Search page loads slowly`): no search for those words;
 * - a trailing lone verb after a comma (`Click "Delete", confirm`): an action on a target the step never names.
 * Names and values the readers must not take as written are reported by `truthPlanReason4` (name-guards.ts asks it).
 */

/** `TC-9`, `JIRA-221`, `BUG_12`: an issue key or test case id (capitals, a dash or underscore, digits). */
const CASE_ID = /^\s*[A-Z][A-Z0-9]{0,9}[-_]\d+[a-z]?\s*(?::|\.|\)|\s[-–—])\s+(?=\S)/

/**
 * `click btn Sign in`, `tap button Log on`: a role written first, then a capitalised word and the particle that ends the
 * step; the particle is the label's last word (no place follows it), so the whole label is the name.
 */
const ROLE_FIRST_PARTICLE =
  /^\s*(click|tap|press|hit)\s+(?:on\s+)?(?:the\s+)?(btn|button|link|lnk|tab)\s+([A-Z][\w-]*)\s+(in|on)\s*[.!]?\s*$/i
const ROLE_WORDS: Record<string, string> = { btn: 'button', button: 'button', link: 'link', lnk: 'link', tab: 'tab' }

/** The step without a leading test case id, with a role-first label kept whole, or `undefined` when neither applies. */
export function truthPreText4(raw: string): string | undefined {
  const id = CASE_ID.exec(raw)
  if (id) return raw.slice(id[0].length)
  const cut = ROLE_FIRST_PARTICLE.exec(raw)
  if (cut) return `${cut[1]} the "${cut[3]} ${cut[4]}" ${ROLE_WORDS[cut[2]!.toLowerCase()]}`
  return undefined
}

const MAYBE_LEAD =
  /^\s*[([]?\s*(optional(?:ly|\s+step)?|todo|to-do|fixme|tbd|wip|maybe|if\s+[^:,"]{1,40}?|only\s+if\s+[^:,"]{1,40}?|when\s+(?:shown|present|visible|displayed|available|needed|applicable|prompted|asked|required))\s*[)\]]?\s*(?::|-\s|–\s|\)|\])\s*\S/i
/** `If you see the "Upgrade" button, click it`: a condition clause before the step (the rules run it every time). */
// Courtesy is no condition: `If possible, please …`, `If you don't mind, …` (everyday-style-rules.ts reads them).
const IF_CLAUSE =
  /^\s*if\s+(?!(?:at\s+all\s+)?possible\b|you\s+(?:don'?t|do\s+not)\s+mind\b|you\s+(?:can|could|would|will|please)\b|(?:that'?s|that\s+is|it'?s|it\s+is)\s+(?:ok|okay|alright|fine|convenient)\b)(?:[^,"]|"[^"]*")+,\s*\S/i
/** A page or region label, then a control and nothing else: no verb says what to do with it. */
// (A verb after the colon says what to do: `Task 2: Participant opens the Filters tab`.)
const LABEL_AND_CONTROL =
  /^\s*[A-Z][\w/ -]{0,30}:(?![^"]*\b(?:opens|clicks|taps|presses|selects|chooses|picks|switches|goes)\b)\s*(?:the\s+)?(?:"[^"]+"|[A-Z][\w-]*(?:\s+[\w-]+){0,3}?)\s+(?:link|button|btn|tab|icon|menu|checkbox|toggle|switch|field|dropdown)\s*[.!]?\s*$/
/** `Search page loads slowly`: "Search" as the subject of a statement, not the verb. */
const SEARCH_STATEMENT =
  /^\s*search\s+(?!for\b)(?:[\w-]+\s+){0,2}(?:is|are|was|were|isn't|aren't|does|doesn't|loads|takes|shows|fails|works|opens|returns|hangs|crashes|freezes|appears|displays|responds)\b|^\s*search\s+(?:[\w-]+\s+){1,2}(?:take|load|fail|hang|crash|freeze|respond)\b|^\s*search\s+[^"]*\b(?:slowly|quickly|correctly|properly|instantly)\b/i
/** `Click "Delete", confirm`: a lone verb (or verb and pronoun) after a comma, with no target of its own. */
const TRAILING_VERB =
  /,\s*(?:and\s+)?(?:then\s+)?(confirm|accept|approve|submit|proceed|continue|dismiss|cancel|save|retry|undo|apply|agree|acknowledge)(?:\s+(?:it|this|that|them|again|too))?\s*[.!]?\s*$/i

/** A browser dialog named as what comes, opens or appears: the one a trailing `accept it` answers. */
const NAMED_DIALOG =
  /^\s*(?:there\s+)?(?:comes|appears|opens|pops\s+up)?\s*(?:a|an|the)\s+(?:browser\s+|native\s+|javascript\s+|js\s+)?(?:alert|confirm|confirmation|dialog|prompt)\b[^,"]*$/i

/** Why the whole step is reported before any reading, or `undefined`. */
export function truthStepReason4(raw: string): string | undefined {
  const maybe = MAYBE_LEAD.exec(raw)
  if (maybe)
    return `"${maybe[1]}" makes the step optional or conditional, and the rules run every step every time; write the step plainly or leave it out`
  if (IF_CLAUSE.test(raw))
    return 'an "If …," clause makes the step conditional, and the rules run every step every time (a correct page without it would fail); write the step plainly or leave it out'
  if (LABEL_AND_CONTROL.test(raw))
    return 'a page or region label and a control with no verb: it may mean a click or that the control is there; write "click …" or "verify … is visible"'
  if (SEARCH_STATEMENT.test(raw) && !raw.includes('"'))
    return 'a statement about the search, not a search for words; quote the words to search for ("Search for "…"")'
  const trailing = TRAILING_VERB.exec(raw)
  // (`There comes a browser alert, accept it`: the clause before names what `it` is.)
  if (trailing && raw.slice(0, trailing.index).trim().split(/\s+/).length >= 2 && !NAMED_DIALOG.test(raw.slice(0, trailing.index)))
    return `"${trailing[0].replace(/^,\s*/, '').trim()}" after the comma is an action on a target the step does not name; write it as its own step with what it acts on`
  return undefined
}

/**
 * A remark in brackets: how often (`(twice)`, `(x2)`) or a phrase of several words (`(bottom of page)`). One word or
 * a unit (`Weight (kg)`, `Save (draft)`) is part of many labels, so it stays in the name.
 */
const BRACKET_REMARK = /\s\((?:once|twice|thrice|again|x\s?\d+|\d+\s?x|\d+\s+times|[a-z]+(?:\s+[a-z]+)+)\)/i
/** Table words: a row is never a control, nor a list's name. */
/** `Caller mentions the Postcode`: a person's words about the page ran into a name (a quoted target is read as said). */
const HEARSAY =
  /(?:^|\s)(?:mentions|mentioned|says|said|reports|reported|claims|claimed|states|stated|complains|complained|notes|noted|explains|explained|tells\s+\w+|told\s+\w+)\s+(?:that|the|a|an|this|his|her|their|my|our)\b/
/** First words of labels ending in "in" or "on" (`Sign in`, `Log on`, `Check in`, `Opt in`, `Zoom in`). */
const PHRASAL_HEAD = /^(?:sign|log|check|opt|zoom|clock|plug|dial|tune|cash|drill|fill|tap|swipe|turn|switch|try)$/i
const UNIT_NOUN = /^(?:rows?|entries|entry|records?|lines?)$/i
const NUMBER = '(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|a|an|no)'

/** Why a reading's unquoted name or value is no element's name or URL part, or `undefined`. */
/** A step ending in a particle: only then can a name have been cut before it (tested first, as this runs on every name). */
const PARTICLE_END = /\s(?:in|on|up|out|off)\s*[.!]?\s*$/i

export function truthPlanReason4(action: UiAction, name: string, text: string): string | undefined {
  const esc = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  // `Click Save (twice)`, `Click Save - the dialog closes`: a remark or a clause ran into the name.
  if (BRACKET_REMARK.test(name) || /\s[-–—]\s+\S/.test(name))
    return `"${name}" holds a remark in brackets or a clause after a dash; quote the name`
  const said = HEARSAY.exec(name)
  if (said) return `"${name}" holds what a person said ("${said[0].trim()}"); quote the control and write what the page must show`
  // `click btn Sign in`: the name was cut before a particle that ends the step.
  if (PARTICLE_END.test(text) && new RegExp(`\\b${esc}\\s+(?:in|on|up|out|off)\\s*[.!]?\\s*$`, 'i').test(text))
    return `"${name}" is cut before the word that ends the step; quote the name`
  // `click btn Sign in the header`: "Sign in" may be the label, or "Sign" the label and "in the header" its place.
  const particle = PHRASAL_HEAD.test(name) ? new RegExp(`\\b${esc}\\s+(in|on)\\s+(?:the|a|an)\\s`, 'i').exec(text)?.[1] : undefined
  if (particle) return `ambiguous: the label may be "${name} ${particle}", or "${name}" with a place after it; quote the name`
  // `Click the row for "INV-1001"`: a row is no control; which control in it the step does not say.
  if ('target' in action && (action.target?.within || action.target?.scope) && UNIT_NOUN.test(name))
    return `"${name}" is the row itself, no control in it; say which control of the row to use`
  // `Select "Student" for seat F8`: the record the control is for, not its label.
  if (action.kind === 'select' && /\d/.test(name) && new RegExp(`\\bfor\\s+(?:the\\s+)?${esc}\\b`, 'i').test(text))
    return `"${name}" is the record the dropdown is for, not its label; name the dropdown ("… in the … dropdown of …")`
  // `Only 1 row left`: the counted noun is no list's name.
  if (
    action.kind === 'verify_count' &&
    UNIT_NOUN.test(name) &&
    new RegExp(`\\b${NUMBER}\\s+${esc}\\b`, 'i').test(text) &&
    !new RegExp(`\\b${esc}\\s+(?:list|table|grid)\\b`, 'i').test(text)
  )
    return `"${name}" is what is counted, not a list's name; name the list or table ("the … list has 1 row")`
  return undefined
}

/** `url should include the basket`: an unquoted URL part holding a space is a description, not a part of the URL. */
export function truthUrlReason4(action: UiAction, text: string): string | undefined {
  if (action.kind !== 'verify_url' || !/\s/.test(action.value.trim())) return undefined
  if (text.includes(`"${action.value}"`) || text.includes(`'${action.value}'`)) return undefined
  return `"${action.value}" describes the URL in words; quote the part it must hold ("/basket")`
}
