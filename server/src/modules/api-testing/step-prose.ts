import { rawi } from '../understanding/regex-cache.js'
import { testerRewrites } from './step-tester-prose.js'
import { splitRewrites5 } from './step-tester-prose-5.js'
import { testerRewrites6 } from './step-tester-prose-6.js'

/**
 * Plain English of product people and of tool users describing what they see (issue 11, round 8), in the grammar's
 * words: the place a value is shown in a tool (`in the timeline`, `the response pane`), participles after the body
 * (`the JSON printed back`), tolerance (`Any 4xx is fine`), `never` for a negated verb, the path named in brackets
 * beside a name (`the booking id ($.id)`), a field that says or reads a quoted value, and verbs that introduce the
 * error text (`explains`, `states`). Every value is kept as written; the grammar then reads the result.
 */

const CODE = String.raw`(?:\d{3}(?:\s+(?!or\b)[A-Za-z][A-Za-z' -]*?)?|[1-5]xx)`
/** A status, or several (`401 or 403`): the grammar's status list reads them. */
const STATUS = String.raw`(?:an?\s+)?(?:http(?:\/\d(?:\.\d)?)?\s+)?(${CODE}(?:\s*(?:,|\bor\b)\s*${CODE})*)`

export function proseRewrites(text: string): string[] {
  const out: string[] = [...testerRewrites(text)]
  // Round 13's forms, each also in the earlier rounds' words (`$.total must be greater than or equal to 10`).
  for (const form of testerRewrites6(text)) out.push(form, ...testerRewrites(form))
  // `Response time in the timeline is under 800 ms`: where a tool shows the value adds nothing to the check.
  const placed = text.replace(
    /\s+(?:in|on|from)\s+the\s+(?:timeline|response\s+(?:pane|panel|viewer|tab)|status\s+bar|console|output|terminal|test\s+results?(?:\s+tab)?)(?=\s|$)/i,
    '',
  )
  if (placed !== text) out.push(placed)
  // `The response pane shows 200 OK`, `The status bar says 201 Created`: the status a tool shows.
  const shown =
    rawi`^(?:the\s+)?(?:response(?:\s+(?:pane|panel|viewer|tab|area))?|status(?:\s+(?:bar|line|badge|code))?)\s+(?:shows|displays|says|reads)\s+${STATUS}$`.exec(
      placed,
    )
  if (shown) out.push(`Verify status is ${shown[1]}`)
  // `Should come back as HTTP 409 Conflict`, `It must come back with a 201`: the status of the response.
  const back =
    rawi`^(?:(?:it|the\s+(?:api|server|response|call|request|endpoint))\s+)?(?:(?:should|must|will|has\s+to|needs\s+to)\s+)?(?:comes?\s+back|returns?|responds?|answers?)\s+(?:as|with)\s+${STATUS}$`.exec(
      text,
    )
  if (back) out.push(`Verify status is ${back[1]}`)
  // `The JSON printed back has "dueDate"`, `the body returned is empty`: a participle after the body adds nothing.
  const participle = text.replace(
    /^((?:the\s+)?(?:json|response|body|output|result|payload))\s+(?:that\s+(?:is|comes|gets)\s+)?(?:printed|returned|sent|echoed|given|shown)(?:\s+back)?(?=\s)/i,
    '$1',
  )
  if (participle !== text) out.push(participle)
  // `The JSON has "dueDate"`: a JSON object has keys, so a quoted name it has is a field (a response may have a text).
  const key =
    /^(?:the\s+)?(?:returned\s+)?json(?:\s+(?:body|object|response))?\s+(?:has|have|should\s+have|must\s+have)\s+"([\w.-]+)"$/i.exec(
      participle,
    )
  if (key) out.push(`Verify the response has a field "${key[1]}"`)
  // `Any 4xx is fine here`, `Either 200 or 204 is acceptable`: the statuses allowed.
  const tolerated =
    /^(?:any|either)\s+(.+?)\s+(?:is|are|would\s+be|will\s+be)\s+(?:fine|ok|okay|acceptable|allowed|accepted|expected|good)(?:\s+here|\s+too)?$/i.exec(
      text,
    )
  if (tolerated) out.push(`Verify status is ${tolerated[1]}`)
  // `The response never mentions "x"`: never is the verb negated.
  const never = text.replace(
    /\bnever\s+(contain|include|mention|leak|expose|reveal|return|show)s?\b/i,
    (_all, verb: string) => `does not ${verb.toLowerCase()}`,
  )
  if (never !== text) out.push(never)
  // `The list of rooms should not be empty`: the rooms list.
  const listOf = text.replace(
    /^(the\s+)?(?:list|array|collection)\s+of\s+([A-Za-z_][\w-]*)(?=\s)/i,
    (_all, the = '', name: string) => `${the}${name} list`,
  )
  if (listOf !== text) out.push(listOf)
  // `The status field says "confirmed"`, `$.state reads "open"`: a field shows its value (as a UI field "shows" one).
  const says =
    /^((?:the\s+)?(?:"[^"]+"|[A-Za-z_][\w.-]*)\s+(?:field|property|key|attribute)|\$\S*)\s+(?:says|reads|shows|displays)\s+("[^"]*"|'[^']*')$/i.exec(
      text,
    )
  if (says) out.push(`${says[1]} is ${says[2]}`)
  // `The error shown to the user reads "x"`, `The error message explains "x"`: the error text.
  const error =
    /^(?:the\s+)?(error(?:\s+message)?|message)(?:\s+(?:shown|returned|displayed|given|sent)(?:\s+back|\s+to\s+the\s+(?:user|client|caller))?)?\s+(?:says|reads|explains|states|tells\s+(?:us|them|the\s+user)|shows|displays)\s+(?:that\s+)?("[^"]*"|'[^']*')$/i.exec(
      text,
    )
  if (error) out.push(`The error message says ${error[2]}`)
  // `Filter with query show=history`, `Sort the results by query sort=newest`: query parameters.
  const filter =
    /^(?:filter|sort|search|page|narrow(?:\s+down)?|limit)(?:\s+(?:the\s+)?(?:results|list|items))?\s+(?:with|by|using)\s+(?:the\s+)?query(?:\s+(?:params?|parameters?|string))?\s+(\S.*)$/i.exec(
      text,
    )
  if (filter) out.push(`Query ${filter[1]}`)
  // `Keep the booking id ($.id) as bookingId for the next call`: the path in brackets is what is saved.
  const kept =
    /^(?:keep|save|store|remember|capture|grab|note)\s+(?:the\s+)?[^()]*?\((\$[^)\s]*)\)\s+(?:as|in|into)\s+(\S+)(?:\s+for\s+(?:the\s+)?(?:next|later|following|subsequent|other)\s+(?:calls?|requests?|steps?|tests?)|\s+for\s+later(?:\s+use)?)?$/i.exec(
      text,
    )
  if (kept) out.push(`Save ${kept[1]} as ${kept[2]}`)
  // `$.duration is a whole number`: an integer.
  const whole = text.replace(/\s+(is|should\s+be|must\s+be)\s+a\s+whole\s+number$/i, ' $1 an integer')
  if (whole !== text) out.push(whole)
  return out
}

/**
 * `Without a login token we get a 401`, `With an expired token, the API returns 401`, `With an invalid token expect
 * 401`: the request it is sent with, then the status; undefined when the sentence is not that shape.
 */
export function proseSplit(text: string): string[] | undefined {
  for (const rewritten of splitRewrites5(text)) {
    const split = proseSplit(rewritten)
    if (split) return split
  }
  const match =
    rawi`^(?:(?:try|send|call|hit)\s+(?:it|the\s+(?:request|call|endpoint))\s+)?((?:without|with|using)\s+[^,]+?),?\s+(?:we|i|you|they|it|the\s+(?:api|server|endpoint|service|call|request))\s+(?:should\s+|must\s+|will\s+)?(?:get|gets|receive|receives|see|sees|return|returns|respond\s+with|responds\s+with|answer\s+with|answers\s+with|fails?\s+with|(?:be|is|gets?)\s+(?:rejected|refused|denied|blocked)\s+with)\s+(?:back\s+)?(?:the\s+)?(?:status\s+(?:code\s+)?)?${STATUS}$`.exec(
      text,
    )
  if (match) return [match[1]!, `Verify status is ${match[2]}`]
  // `With an invalid token expect 401`, `Without a token, expect a 401 status`: the request, then the status expected.
  const expected =
    rawi`^((?:without|with|using)\s+[^,]+?),?\s+(?:(?:we|i|you)\s+)?(?:should\s+)?expect(?:ing)?\s+(?:back\s+)?(?:the\s+)?(?:status\s+(?:code\s+)?)?${STATUS}(?:\s+(?:status|back))?$`.exec(
      text,
    )
  if (expected) return [expected[1]!, `Verify status is ${expected[2]}`]
  // `curl with an expired token should return 401`: the request named by its tool or noun, no subject after it.
  const named =
    rawi`^(?:curl|calling\s+it|a\s+(?:call|request)|the\s+(?:call|request))\s+((?:without|with|using)\s+.+?)\s+(?:should|must|will)\s+(?:return|get|give|fail\s+with|be\s+(?:rejected|refused|denied)\s+with)\s+(?:back\s+)?(?:the\s+)?(?:status\s+(?:code\s+)?)?${STATUS}$`.exec(
      text,
    )
  return named ? [named[1]!, `Verify status is ${named[2]}`] : undefined
}
