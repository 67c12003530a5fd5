import { proseSplit } from './step-prose.js'

/**
 * English checks that say two things at once, as the grammar's single checks: a range (`$.price is between 10 and
 * 20` -> at least 10, at most 20), several quoted items (`$.tags contains "a" and "b"`), and a non-empty string
 * (`$.name is a non-empty string` -> a string, not empty), an array and its count (`$.lines should be an array with 2
 * items`). Each part keeps the subject as written.
 */

const NUMBER = String.raw`-?\d+(?:\.\d+)?`

const BETWEEN = new RegExp(
  String.raw`^(.+?)\s+(is|are|should\s+be|must\s+be|lies|falls|stays)\s+(?:in\s+the\s+range\s+(?:of\s+)?(?:from\s+|between\s+)?|(?:somewhere\s+|anywhere\s+)?(?:between|from)\s+)(${NUMBER})\s+(?:and|to)\s+(${NUMBER})(?:\s*\(?(?:inclusive|both\s+included)\)?)?$`,
  'i',
)

const STATUS_AND_FIELD =
  /^(?:expect\s+)?(?:an?\s+)?(\d{3}|[1-5]xx)\s+and\s+(?:an?\s+)?(?:json\s+)?(?:body|response|object)\s+with\s+(?:an?\s+)?("[A-Za-z_][\w-]*")(?:\s+(?:field|key|property|in\s+it))?$/i

export function splitChecks(text: string): string[] | undefined {
  const prose = proseSplit(text)
  if (prose) return prose
  // `expect a 201 and a JSON body with "reference"`: the status, and a field the body has.
  const statusAndField = STATUS_AND_FIELD.exec(text)
  if (statusAndField) return [`Verify status is ${statusAndField[1]}`, `Verify the response has a field ${statusAndField[2]}`]
  const between = BETWEEN.exec(text)
  if (between) {
    const [, subject, , low, high] = between
    if (Number(low) > Number(high)) return undefined
    return [`${subject} is at least ${low}`, `${subject} is at most ${high}`]
  }
  const itemsBetween =
    /^(.+?)\s+(has|have|should\s+have|must\s+have|contains?)\s+between\s+(\d+)\s+and\s+(\d+)\s+(items?|elements?|entries|results?|records?)$/i.exec(
      text,
    )
  if (itemsBetween) {
    const [, subject, verb, low, high, noun] = itemsBetween
    return [`${subject} ${verb} at least ${low} ${noun}`, `${subject} ${verb} at most ${high} ${noun}`]
  }
  const items =
    /^(.+?\s+(?:contains?|includes?|should\s+(?:contain|include)|must\s+(?:contain|include)))\s+((?:"[^"]*"|'[^']*')(?:\s*(?:,|,?\s*and)\s*(?:"[^"]*"|'[^']*'))+)$/i.exec(
      text,
    )
  if (items) return [...items[2]!.matchAll(/"[^"]*"|'[^']*'/g)].map((item) => `${items[1]} ${item[0]}`)
  // `The response JSON should contain a "results" array`: a field of that type.
  const typed =
    /^(?:the\s+)?(?:response|body|json)(?:\s+(?:json|body))?\s+(?:has|contains|includes|(?:should|must)\s+(?:have|contain|include))\s+an?\s+"([A-Za-z_][\w-]*)"\s+(array|list|object|string|number|integer|boolean)$/i.exec(
      text,
    )
  if (typed) return [`$.${typed[1]} is a ${typed[2]}`]
  // `$.meta has key "page"`, `$.items[0] has a "price" field`: a key under a path.
  const key =
    /^(\$\S*)\s+(has|should\s+have|must\s+have|does\s+not\s+have|should\s+not\s+have|has\s+no)\s+(?:an?\s+|the\s+)?(?:(?:key|field|property|attribute)\s+["']?([A-Za-z_][\w-]*)["']?|["']([A-Za-z_][\w-]*)["']\s+(?:key|field|property|attribute))$/i.exec(
      text,
    )
  if (key) return [`${key[1]}.${key[3] ?? key[4]} ${/not|no$/i.test(key[2]!) ? 'does not exist' : 'exists'}`]
  // `the id is a positive integer`: a type and a sign.
  const signed = /^(.+?)\s+(?:is|should\s+be|must\s+be)\s+an?\s+(positive|negative|non-negative)\s+(integer|number)$/i.exec(text)
  if (signed) return [`${signed[1]} is a ${signed[3]}`, `${signed[1]} is ${signed[2]}`]
  // `$.custody should be an array with 1 entry`: an array, and its count.
  const counted =
    /^(.+?)\s+(?:is|should\s+be|must\s+be)\s+an?\s+(?:array|list)\s+(?:with|of|holding|containing)\s+(?:exactly\s+)?(\d+)\s+(items?|elements?|entries|entry|results?|records?)$/i.exec(
      text,
    )
  if (counted) return [`${counted[1]} is an array`, `${counted[1]} has ${counted[2]} ${counted[3]}`]
  const nonEmpty = /^(.+?)\s+(?:is|should\s+be|must\s+be)\s+a\s+(?:non-?empty|not\s+empty)\s+(string|array|list)$/i.exec(text)
  if (nonEmpty) return [`${nonEmpty[1]} is a ${nonEmpty[2]}`, `${nonEmpty[1]} is not empty`]
  return undefined
}
