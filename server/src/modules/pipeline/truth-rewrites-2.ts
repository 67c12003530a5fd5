import type { Rule } from './row-and-check-rewrites.js'

/**
 * Forms the grammar read whole but wrongly in held-out set 24 (round 12), rewritten before it reads them, on the
 * masked text (quotes are `\uE000n\uE001`, so no rule touches a value):
 * - a remark in brackets between an icon's name and its noun (`the search (magnifier) icon`, `the close (X) icon`):
 *   it says what the icon looks like; an icon is found by its name, never by its picture;
 * - a search followed by its Enter (`search "pasta" + Enter`, `Search for "x" and press Enter`): searching already
 *   submits with Enter, so the key is the same press, not a second one;
 * - an unquoted path the URL holds followed by when it holds it (`URL has /permits after login`): the path ends at
 *   the space, the rest is the moment of the check.
 */

const M = '\\uE000\\d+\\uE001'
/** A smoke list's page or area before the step (`Recipes: `, `Permits - `): where the tester was, no action. */
const AREA = '(?:[A-Z][\\w/ -]{0,30}(?::|\\s-)\\s+)?'
/** `+ Enter`, `and press Enter`, `, then hit enter`, `and Enter`. */
const THEN_ENTER = '\\s*(?:\\+|,?\\s*(?:and\\s+)?(?:then\\s+)?(?:press|hit|tap)|,?\\s*and(?:\\s+then)?)\\s+(?:the\\s+)?enter(?:\\s+key)?$'

export const TRUTH_EARLY_RULES_2: Rule[] = [
  [/\s+\((?:[a-z][\w-]*(?:\s+[a-z][\w-]*)?|[A-Za-z]|[^\w\s()])\)(?=\s+(?:icon|symbol)\b)/, ''],
  [new RegExp(`^${AREA}search(?:\\s+for)?\\s+(${M})${THEN_ENTER}`, 'i'), 'type $1 into the search field and press Enter'],
  [
    new RegExp(`^${AREA}search(?:\\s+for)?\\s+(${M})(\\s+(?:in|into|on)\\s+(?:the\\s+)?[^\\uE000]+?)${THEN_ENTER}`, 'i'),
    'type $1$2 and press Enter',
  ],
  [
    new RegExp(
      `^${AREA}((?:the\\s+)?(?:page\\s+)?url\\s+(?:has|contains|includes|shows|should\\s+(?:contain|include|have))\\s+)(${M})\\s+(?:after|once|when|following|upon)\\s+[^\\uE000]+$`,
      'i',
    ),
    (spans, check, path) => (/^\//.test(spans[Number(/\d+/.exec(path!)![0])] ?? '') ? `${check}${path}` : undefined),
  ],
]

/**
 * `filter Zone = Z2`: a name led by a lower-case verb of choosing and then a capitalised label is the step's verb
 * read into the name; which control it sets (a filter dropdown, a text filter) the words do not say.
 */
const VERB_INTO_NAME = /^(filter|sort|search|set|choose|pick|select|change|toggle|order|group)\s+[A-Z]/

/** Why a target name is no element's name (name-guards.ts asks this last), or `undefined`. */
export function truthNameReason(name: string): string | undefined {
  const verb = VERB_INTO_NAME.exec(name)?.[1]
  if (verb) return `"${name}" starts with the verb "${verb}"; say what to do with which control ("select "…" in the … dropdown")`
  return undefined
}
