import { testerRewrites4 } from './step-tester-prose-4.js'

/**
 * Plain tester English of round 11 (issue 11), rewritten to documented phrasings; every value is kept as written and
 * the grammar then reads the result:
 * - a real word slipped into a comparison (`is grater than 0`, `less then 5`): no spell checker flags it, and the
 *   comparison is the only reading;
 * - a remark after the step on where it comes from (`… like in my curl`, `same as before`): it adds nothing
 *   ({@link withoutRemark});
 * - `The response has 3 categories in $.categories`: the count of the array the path names.
 * Two shapes are reported with a reason of their own ({@link reportedShape}): a repeat of the request (`Booking the
 * same desk again should give 409`; a test sends its request once) and a status under a condition no step sets up
 * (`When the lesson is full expect a 4xx status`).
 */

const CHECK = String.raw`(?:(?:verify|check|assert|ensure|confirm|make\s+sure)(?:\s+that)?\s+)?`
const COMPARATIVE = /\b(greater|less|more|fewer|lower|higher|bigger|smaller|larger|grater)\s+then\b/gi
const GRATER = /\bgrater(?=\s+(?:than|then|or\s+equal)\b)/gi
const REMARK =
  /^(.*?\S)\s*,?\s+(?:just\s+|exactly\s+)?(?:(?:like|as)\s+(?:in|on|from|with)\s+(?:my|the|our|your)\s+(?:curl(?:\s+command)?|postman(?:\s+collection)?|insomnia|bruno|httpie|browser|other\s+tests?|(?:previous|last|earlier|first)\s+(?:test|request|step|call|example))|(?:same\s+as|like|as)\s+(?:before|above|earlier|previously))$/i
const COUNT_IN_PATH = new RegExp(
  String.raw`^${CHECK}(?:the\s+)?(?:response|body|json|result)(?:\s+body)?\s+(?:(?:should|must)\s+)?(?:has|have|contains?|includes?|returns?)\s+(\d+)\s+[A-Za-z][\w-]*\s+(?:in|under|at)\s+(\$[.[]\S*)$`,
  'i',
)
const STATUS = String.raw`(\d{3}(?:\s+[A-Za-z][A-Za-z' -]*?)?|[1-5]xx)`
const GIVES = String.raw`\s+(?:(?:should|must|will)\s+)?(?:gives?|gets?|returns?|responds?\s+with|fails?\s+with|results?\s+in|ends?\s+(?:up\s+)?(?:in|with)|(?:be|is|gets?)\s+(?:rejected|refused)\s+with)\s+(?:back\s+)?(?:an?\s+)?(?:http\s+)?(?:status\s+(?:code\s+)?)?${STATUS}(?:\s+status)?$`
/** A gerund phrase or a noun that repeats a request (`Booking the same slot twice`, `A duplicate signup`), then a status. */
const REPEATED = new RegExp(
  String.raw`^(?:[a-z]+ing(?:\s+[\w'-]+){0,7}?\s+(?:again|twice|a\s+second\s+time|once\s+more|one\s+more\s+time)|(?:a|the)\s+(?:second|duplicate|repeated)(?:\s+[\w'-]+){1,6}?)${GIVES}`,
  'i',
)

/** The words that end a remark: a cheap test before the remark's pattern, which is tried on every step. */
const REMARK_END =
  /(?:curl|command|postman|collection|insomnia|bruno|httpie|browser|tests?|request|step|call|example|before|above|earlier|previously)$/i

/**
 * The step without a remark after it on where it comes from (`Add the header X-Key: k like in my curl`); undefined
 * when it has none. Tried before the step as written, which would read the remark into an unquoted value.
 */
export function withoutRemark(text: string): { text: string; remark: string } | undefined {
  const match = REMARK_END.test(text) ? REMARK.exec(text) : null
  return match ? { text: match[1]!, remark: text.slice(match[1]!.length).replace(/^\s*,?\s*/, '') } : undefined
}

export function testerRewrites3(text: string): string[] {
  const out: string[] = []
  const spelt = text.replace(GRATER, 'greater').replace(COMPARATIVE, (_all, word: string) => `${word} than`)
  if (spelt !== text) out.push(spelt)
  const count = COUNT_IN_PATH.exec(text)
  if (count) out.push(`Verify the length of ${count[2]} is ${count[1]}`)
  return [...out, ...testerRewrites4(text)]
}

const EXPECT_STATUS = String.raw`(?:(?:we|i|you)\s+)?(?:(?:should|must|will)\s+)?(?:expect(?:ing)?|(?:the\s+(?:api|server|response|endpoint|call|request)\s+)?(?:should|must|will)\s+(?:return|give|respond\s+with|fail\s+with))\s+(?:an?\s+)?(?:http\s+)?(?:status\s+(?:code\s+)?)?(?:\d{3}|[1-5]xx)\b`
/** `When the lesson is full expect a 4xx`, `Expect 422 when the email is invalid`: a status under a condition. */
const CONDITIONED = [
  new RegExp(String.raw`^(?:when|if|once|whenever|in\s+case)\s+(.+?),?\s+${EXPECT_STATUS}`, 'i'),
  new RegExp(String.raw`^${EXPECT_STATUS}.*?\s+(?:when|if|since|because|once)\s+(.+)$`, 'i'),
]

/**
 * Why a step no reading understood is reported, when it is one of these shapes, or undefined:
 * - a repeat of the request (`Registering the same sample again should return 409`): the plan would check the status
 *   of the test's one request, not of a repeat it does not send;
 * - a status under a condition the test does not set up (`When the lesson is full expect a 4xx status`).
 */
export function reportedShape(text: string): string | undefined {
  if (/\b(?:again|twice|second|duplicate|repeated|once\s+more)\b/i.test(text) && REPEATED.test(text))
    return 'a test sends its request once: send the repeat in a ### test of its own and check its status there'
  if (!/\b(?:when|if|once|whenever|case|since|because)\b/i.test(text)) return undefined
  const condition = CONDITIONED.map((pattern) => pattern.exec(text)?.[1]).find((found) => found !== undefined)
  return condition
    ? `the status is expected only when "${condition}", which no step sets up: set it up (in this test's request or an earlier test), then check the status alone`
    : undefined
}
