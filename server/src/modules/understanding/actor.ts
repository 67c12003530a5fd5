import { COMMON_WORDS, lemma, VERB_SYNONYMS } from './lexicon.js'
import { mask, type Note, tidy, unmask } from './sentence.js'

/**
 * Who does a step, written before its verb: `As a volunteer I select …`, `The participant clicks on …`,
 * `Participant types …`, `Maria clicks …`, `Our new reviewer should see …`. The actor names a person, never an
 * element or a value, so it is no part of the step: the step is the rest, read as the grammar reads any step, with a
 * note saying what was left out. Pronouns and "the user" are lead words the sentence layer drops already; this reads
 * the phrases no list can hold (personas, roles, names), by their shape:
 * - `As <a|an|the|my|our> <words>[,] [I|we] <verb> …` (a user story's persona), or `As <Name>, <verb> …`;
 * - `<the|a|an|our|my|every|each|another> <words> <verb>`, where the last word names a person (an agent noun:
 *   -er, -or, -ist, -ant, -ent, -ee, -eer, -ian, or a word such as "admin", "guest", "member", "staff");
 * - `<Name> <verb>`, capitalised words with no article (`Maria`, `Anna Berg`, `Emma and Liam`), a numbered person
 *   (`Participant 3`) or a participant's code (`P3`), before an action verb a person does (never a word of the
 *   grammar or an element's noun, and never before a verb a page or a list may do on its own: `Status changes to …`,
 *   `Menu opens`);
 * - set off by commas (`I, as a volunteer, click …`, `Being a guest, I …`), or at the end (`Click "Approve" as a
 *   validator`, `… is shown to the user`), never after logging in (`Log in as admin` names the account).
 * The verb is inflected as the grammar reads it (`clicks`, `clicked`, `types`), or a base form after `I`/`we`, a
 * plural actor or a modal (`should see`, `can select`); narration between them (`immediately`, `proceeds to`, the
 * progressive's `is`, the perfect's `has`) is taken off the rest. Pure: the caller decides whether the rest is
 * understood.
 */

export interface ActorSplit {
  /** The actor phrase as written (`As a volunteer`, `The participant`). */
  actor: string
  /** The step without it, lead words (Gherkin keywords, a step number) kept in front. */
  rest: string
}

/** Articles and possessives that start an actor phrase. */
const DETERMINER = /^(?:the|a|an|our|my|your|their|every|each|another|one|this|that)$/i
/** Agent nouns: the person who does something (`participant`, `validator`, `coordinator`, `volunteer`). */
const AGENT = /(?:er|or|ist|ant|ent|ee|eer|ian|ate|man|woman|person|people|folks?)s?$/i
const PEOPLE = new Set(
  (
    'admin admins administrator guest guests member members staff team crew user users customer customers visitor ' +
    'client clients patient patients student students nurse nurses vet vets doctor doctors agent agents clerk pilot ' +
    'tenant tenants resident residents applicant participant attendee bidder seller host parent child friend ' +
    'colleague employee manager lead someone somebody everyone everybody anyone anybody persona role owner ' +
    'cashier chef cook guard officer surgeon dentist therapist coach captain judge author sysadmin superuser'
  ).split(' '),
)
/** Words ending like agent nouns that name things on a page or in a system, never a person. */
const THINGS = new Set(
  (
    'header footer banner container filter slider spinner picker counter timer player browser server folder marker ' +
    'number order border pager stepper scheduler computer printer scanner tooltip layer drawer trigger poster ' +
    'register calendar paginator selector editor viewer uploader loader component element content document event ' +
    'comment payment statement segment attachment department amount account indicator cursor error anchor ' +
    'button field list table page screen dialog modal form menu tab link card row column cell section panel app ' +
    'application site website system api response request status message text value title url heading item option'
  ).split(' '),
)
/** Verbs a page, a list or a control may do on its own: after a bare name they are not a person's action. */
const EVENT_VERBS = new Set([
  'reload',
  'refresh',
  'start',
  'change',
  'set',
  'expand',
  'collapse',
  'empty',
  'clear',
  'complete',
  'wait',
  'pause',
  'switch',
  'toggle',
  'enable',
  'disable',
  'submit',
  'confirm',
  'fill',
  'log',
])
/** What may stand between the actor and the verb: an adverb of sequence, a modal. */
const BETWEEN = new RegExp(
  `^(?:${'(?:then|now|also|first|next|finally|quickly|again|immediately|successfully|carefully|simply|just)\\s+'})?` +
    `((?:(?:should|must|will|shall|may|does|do|did)\\s+not|cannot|can\\s+no\\s+longer|no\\s+longer|should|must|can|will|shall|may|` +
    `needs?\\s+to|has\\s+to|have\\s+to|wants?\\s+to|tries\\s+to|try\\s+to|is\\s+able\\s+to|are\\s+able\\s+to|has|have|had|` +
    `(?:is|are|was|were|am)(?=\\s+[a-z]+ing\\b)|(?:proceeds?|goes\\s+on|go\\s+on|starts?|begins?|decides?|attempts?|manages?)\\s+to)\\s+)?`,
  'i',
)
/**
 * What the grammar does not read between an actor and its verb, taken off the rest: an adverb (`immediately`,
 * `successfully`), a verb of going on to do it (`proceeds to click`), the progressive's `is` (`is clicking`), the
 * perfect's `has` (`has selected`). Modals stay: the grammar reads `should see`, `can select`.
 */
const NARRATION =
  /^(?:(?:quickly|immediately|successfully|carefully|simply|just)\s+)?(?:(?:proceeds?|goes\s+on|go\s+on|starts?|begins?|decides?|attempts?|manages?)\s+to\s+|(?:is|are|was|were|am)\s+(?=[a-z]+ing\b)|(?:has|have|had)\s+(?=[a-z]+ed\b|chosen\b|gone\b|seen\b|written\b|taken\b))?/i
/** The first person after a persona, with a contracted auxiliary (`I`, `we`, `I've`, `I'm`). */
const PRONOUN = /^(?:i|we)(?:['’](?:ve|m|re|d|ll))?\s+/i
/** Lead words kept in front of the step (the grammar reads `Given`/`When`/`Then` and step numbers itself). */
const LEAD =
  /^(?:(?:given|when|then|and|but|next|finally|now|also|afterwards|after\s+that|lastly|meanwhile|first(?:ly)?)\b[,:]?\s+|(?:step\s+)?\d+\s*[:.)-]\s+|[-*]\s+)*/i
const WORD = /^((?:logged|signed)\s+(?:in|out)|[A-Za-z0-9#][\w'’.-]*?)(?=[\s,]|$)\s*/i
/** A person's number or letter after the noun (`Participant 3`, `User B`, `Tester #2`) and a participant code (`P3`). */
const ID = /^(?:\d{1,3}|[A-Z]|#\d{1,3})$/
const CODE = /^(?!F\d)[A-Z]\d{1,2}$/
/** Words that never stand in an actor phrase: the sentence's own (`There is`, `It shows`, `All items have`). */
const FUNCTION_WORDS = new Set(
  (
    'is are was were be been has have had do does did not no and or but then than when if of in on at to into onto ' +
    'from for with without by as up down i we you he she they it its there here all any some each every this that ' +
    'these those what which who whose where how why'
  ).split(' '),
)

/**
 * The actor before a step's verb and the step without it, or `undefined` when the step starts with no actor.
 * `isVerb` says whether a word's base form is a verb of the caller's grammar.
 */
export function splitActor(raw: string, isVerb: (base: string) => boolean): ActorSplit | undefined {
  const masked = mask(tidy(raw))
  const lead = LEAD.exec(masked.text)![0]
  const body = masked.text.slice(lead.length)
  const found = asPersona(body, isVerb) ?? aside(body, isVerb) ?? subject(body, isVerb) ?? trailing(body, isVerb)
  if (!found) return undefined
  return { actor: unmask(masked, found.actor).trim(), rest: unmask(masked, `${lead}${found.rest}`) }
}

/** The note a reader puts on the line for the actor it left out. */
export function actorNote(actor: string): Note {
  return { kind: 'ignored', message: `ignored "${actor}" (who does the step; it adds no action)` }
}

function words(text: string, max: number): string[][] {
  // Each way of taking 1..max words off the front: [[w1], [w1, w2], …] with the rest after them.
  const out: string[][] = []
  let rest = text
  const taken: string[] = []
  for (let i = 0; i < max; i++) {
    const m = WORD.exec(rest)
    if (!m) break
    taken.push(m[1]!)
    rest = rest.slice(m[0].length)
    out.push([...taken])
  }
  return out
}

const isVerbWord = (word: string) => lemma(word) !== undefined || Object.hasOwn(VERB_SYNONYMS, word.toLowerCase())
const isThing = (word: string) => {
  const w = word.toLowerCase().replace(/['’]s$/, '')
  return THINGS.has(w) || THINGS.has(w.replace(/s$/, '')) || FUNCTION_WORDS.has(w)
}
const isPerson = (word: string) => {
  const w = word.toLowerCase()
  return !isThing(w) && !COMMON_WORDS.has(w) && (PEOPLE.has(w) || AGENT.test(w))
}

/** `As a volunteer I …`, `As an admin, open …`, `As Maria, click …`. */
function asPersona(body: string, isVerb: (base: string) => boolean): { actor: string; rest: string } | undefined {
  const head = /^as\s+(?:(a|an|the|my|our)\s+)?/i.exec(body)
  if (!head) return undefined
  const after = body.slice(head[0].length)
  for (const taken of words(after, 4)) {
    // `As Maria, …`, `As admin I …`: with no article, a name or a word for a person (never `As expected, …`).
    if (!head[1] && !/^[A-Z]/.test(taken[0]!) && !isPerson(taken.at(-1)!)) continue
    if (taken.some((w) => /\d/.test(w) || (isVerbWord(w) && !isPerson(w))) || /^(?:result|rule|matter|consequence)s?$/i.test(taken.at(-1)!))
      return undefined
    const actorText = `${head[0]}${taken.join(' ')}`
    const rest = body.slice(actorText.length)
    const comma = /^\s*,\s*/.exec(rest)
    const tail = rest.slice(comma ? comma[0].length : /^\s*/.exec(rest)![0].length)
    const spoken = PRONOUN.exec(tail)
    if (spoken && verbAfter(tail.slice(spoken[0].length), isVerb, 'base'))
      return { actor: actorText.trim(), rest: tail.slice(spoken[0].length).replace(NARRATION, '') }
    if (verbAfter(tail, isVerb, 'base') && (comma || head[1])) return { actor: actorText.trim(), rest: tail }
  }
  return undefined
}

/** `I, as a volunteer, click …`, `Being a guest, I click …`: the persona set off by commas. */
function aside(body: string, isVerb: (base: string) => boolean): { actor: string; rest: string } | undefined {
  const found = /^(?:((?:i|we)\s*),\s*(as\s+[^,\uE000]+?)\s*,\s*|(being\s+[^,\uE000]+?)\s*,\s*)(?=\S)/i.exec(body)
  if (!found) return undefined
  const phrase = (found[2] ?? found[3]!).replace(/^being\s+/i, 'as ')
  const persona = asPersona(`${phrase}, click`, () => true)
  if (!persona || persona.actor !== phrase) return undefined
  const rest = `${found[1] ? `${found[1].trim()} ` : ''}${body.slice(found[0].length)}`
  return verbAfter(rest.replace(/^(?:i|we)\s+/i, ''), isVerb, 'base') ? { actor: (found[2] ?? found[3]!).trim(), rest } : undefined
}

/**
 * `Click "Approve" as a validator`, `Verify "Saved" is shown to the user`: a persona at the end, after `as` or `to`,
 * whose last word names a person. Never after logging in (`Log in as admin` names the account).
 */
function trailing(body: string, isVerb: (base: string) => boolean): { actor: string; rest: string } | undefined {
  const found = /^(.*?\S)\s+((?:as|to)\s+(?:(?:the|a|an|my|our|every|each|any)\s+)?([A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,2}))$/i.exec(body)
  if (!found) return undefined
  const words = found[3]!.split(/\s+/)
  if (!isPerson(words.at(-1)!) || words.some((w) => isThing(w) || (isVerbWord(w) && !isPerson(w)))) return undefined
  const verb = verbAfter(found[1]!, isVerb, 'base') ?? verbAfter(found[1]!, isVerb, 'inflected')
  const check = /\b(?:is|are|should|must|shown|displayed|visible)\b/i.test(found[1]!)
  // `… as <persona>` after an action or a check; `… to <persona>` only after a check (`is shown to the user`).
  if (/^(?:log|login|sign)\b/i.test(found[1]!) || (/^to\s/i.test(found[2]!) ? !check : verb === undefined && !check)) return undefined
  return { actor: found[2]!, rest: found[1]! }
}

/** `The participant clicks …`, `Participant types …`, `Maria clicks …`, `Volunteers select …`. */
function subject(body: string, isVerb: (base: string) => boolean): { actor: string; rest: string } | undefined {
  // `I've clicked …`, `I have selected …`, `I'm clicking …`: the first person with an auxiliary the grammar does not
  // read (a bare `I` or `we` is a lead word the sentence layer drops).
  const spoken = /^((?:i|we)(?:['’](?:ve|m|re|d)|\s+(?:have|am|are|had)))\s+/i.exec(body)
  // `I am logged in`, `we're signed out`: after a form of "be" only a progressive (`I'm clicking`) is an action; a
  // participle is a state the step says holds, which no action of the grammar arranges.
  const state = spoken && /(?:['’](?:m|re)|\s+(?:am|are))$/i.test(spoken[1]!) && !/^[A-Za-z]+ing\b/i.test(body.slice(spoken[0].length))
  if (spoken && !state && verbAfter(body.slice(spoken[0].length), isVerb, 'any'))
    return { actor: spoken[1]!, rest: body.slice(spoken[0].length).replace(NARRATION, '') }
  const det = /^(\S+)\s+/.exec(body)
  const article = det && DETERMINER.test(det[1]!) ? det[0] : ''
  const after = body.slice(article.length)
  for (const taken of words(after, 4)) {
    // `Participant 3`, `User B`: a person numbered or lettered; `P3`: a participant's code.
    const numbered = taken.length > 1 && ID.test(taken.at(-1)!) && isPerson(taken.at(-2)!)
    const code = taken.length === 1 && CODE.test(taken[0]!)
    if (taken.length > 1 && taken.at(-1) === 'and' && /^[A-Z]/.test(taken[0]!)) continue
    const joined = (w: string, i: number) => w === 'and' && i > 0 && i < taken.length - 1 && /^[A-Z]/.test(taken[0]!)
    if (
      taken.some(
        (w, i) =>
          !joined(w, i) &&
          ((/\d/.test(w) && !((numbered && i === taken.length - 1) || code)) || isThing(w) || (isVerbWord(w) && !isPerson(w))),
      )
    )
      return undefined
    const last = taken.at(-1)!.replace(/[.,]$/, '')
    const person = isPerson(last) || numbered
    // A name: capitalised words with no article (`Maria`, `Anna Berg`, `Dr. Okafor`, `Emma and Liam`).
    const name = article === '' && taken.every((w, i) => /^[A-Z]/.test(w) || (w === 'and' && i > 0 && i < taken.length - 1))
    if (!person && !name && !code) continue
    // `The participant (P4) clicks …`, `P5 - clicks …`: an aside or a dash after the actor is part of it.
    const aside = /^\s*(?:\([^()\uE000]*\)|[-–:](?=\s))?/.exec(body.slice(`${article}${taken.join(' ')}`.length))![0]
    const actorText = `${article}${taken.join(' ')}${aside}`
    const rest = body.slice(actorText.length).replace(/^\s*,?\s*/, '')
    const plural = /[^s]s$/i.test(last) || taken.includes('and')
    const verb = verbAfter(rest, isVerb, plural ? 'any' : 'inflected')
    if (!verb) continue
    if (!person && EVENT_VERBS.has(verb)) return undefined
    return { actor: actorText, rest: rest.replace(NARRATION, '') }
  }
  return undefined
}

/** Multi-word verbs (`turn on`, `clicks on`, `takes a screenshot`): the first word may be inflected. */
const PHRASES = Object.keys(VERB_SYNONYMS)
  .filter((w) => /\s/.test(w))
  .map((phrase) => {
    const [head, ...tail] = phrase.split(' ')
    return { phrase, head: head!, pattern: new RegExp(`^(\\w+(?:-\\w+)?)\\s+${tail.join('\\s+')}\\b`, 'i') }
  })

/**
 * The verb (base form) that starts `text`, after an adverb or modal, when it is one of the grammar's; `form` says
 * which forms may stand with no modal: `base` (after I/we), `inflected` (`clicks`, `clicked`), `any`.
 */
function verbAfter(text: string, isVerb: (base: string) => boolean, form: 'base' | 'inflected' | 'any'): string | undefined {
  const between = BETWEEN.exec(text)!
  // `double clicks`, `right clicked`: the two-word verbs as the grammar reads them.
  const said = text.slice(between[0].length).replace(/^(double|right)\s+(?=click)/i, '$1-')
  const word = /^([A-Za-z]+(?:-[A-Za-z]+)?)\b/.exec(said)?.[1]
  if (!word) return undefined
  const phrase = PHRASES.find(({ head, pattern }) => {
    const first = pattern.exec(said)?.[1]
    return first !== undefined && lemma(first, (w) => w === head) !== undefined
  })
  const base = phrase ? lemma(word, (w) => w === phrase.head) : lemma(word)
  if (base === undefined) return undefined
  const verb = phrase ? VERB_SYNONYMS[phrase.phrase]! : (VERB_SYNONYMS[base] ?? base)
  if (!isVerb(verb) && !isVerb(base)) return undefined
  const lower = word.toLowerCase()
  const inflected = lower !== base
  if (between[1] || form === 'any') return base
  if (form === 'inflected' ? inflected : !inflected || /ed$/.test(lower)) return base
  return undefined
}
