import { testerRewrites2 } from './step-tester-prose-2.js'

/**
 * Plain tester English the grammar words differently (issue 11, round 10), rewritten to the documented phrasing it
 * means; every value is kept as written and the grammar then reads the result:
 * - a field that "comes back as" a value is that value; a response that "needs to be back within" a time answers in it;
 * - "no longer" negates (`$.state should no longer be "open"`); "no more than" / "no fewer than" are at most / at least;
 * - a response that does not "leak" / "expose" / "reveal" a field does not contain it;
 * - the body that "says" / "mentions" a quoted text (`… somewhere`) contains it;
 * - `There should be an id in the response` / `There is no token in the response`: a field named with an article;
 * - `The errors object should have an "email" key`: a key of a named object;
 * - `Grab the id from the response and keep it as {{id}}`: a saved field;
 * - `Put the header X-Id: 7 on the request`: where a header goes adds nothing;
 * - `Anything in the 2xx range is fine`: the status class;
 * - `form the response`: the common slip for "from the response";
 * - `.items[0].name should be "x"`: a jq path from the root.
 */

const QUOTED_OR_LITERAL = String.raw`("[^"]*"|'[^']*'|-?\d+(?:\.\d+)?|true|false|null)`
const FIELD_SUBJECT = String.raw`((?:the\s+)?(?:"[^"]+"|[A-Za-z_][\w.-]*)\s+(?:field|property|key|value)|\$\S*)`
const COME_BACK_AS = new RegExp(
  String.raw`^${FIELD_SUBJECT}\s+(?:(?:should|must|will|has\s+to|needs\s+to)\s+)?(?:comes?\s+back|be\s+returned|is\s+returned)\s+as\s+${QUOTED_OR_LITERAL}$`,
  'i',
)
const BACK_WITHIN =
  /^((?:the\s+)?(?:response|api|server|call|request|answer))\s+(?:needs?\s+to|should|must|has\s+to|have\s+to)\s+be\s+back\s+(within|in\s+under|under|in\s+less\s+than)\s+(.+)$/i
const NO_LONGER = /\b(should|must|will|is|are|does|do)\s+no\s+longer\b/gi
const AT_MOST = /\b(?:no|not)\s+more\s+than\b/gi
const AT_LEAST = /\b(?:no|not)\s+(?:fewer|less)\s+than\b/gi
const LEAK = /\b(does\s+not|doesn't|should\s+not|shouldn't|must\s+not|mustn't|do\s+not|don't)\s+(?:leak|expose|reveal|disclose)\b/i
const BODY_SAYS =
  /^(?:the\s+)?(?:response(?:\s+(?:body|text))?|body|payload)\s+(?:should\s+|must\s+)?(?:says?|mentions?)\s+("[^"]*"|'[^']*')(?:\s+somewhere(?:\s+in\s+(?:it|there))?|\s+anywhere)?$/i
const THERE_IS_FIELD =
  /^there\s+(?:is(\s+not)?|(?:should|must|will)(\s+not)?\s+be)\s+(no|an?|the)\s+([A-Za-z_][\w-]*)(?:\s+(?:field|property|key|value))?\s+in\s+the\s+(?:response|body|json|result)(?:\s+body)?$/i
const OBJECT_KEY =
  /^(?:the\s+)?([A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)*)\s+(?:object|map|hash|dictionary)\s+(?:should\s+|must\s+)?(?:has|have|contains?|includes?)\s+(?:an?\s+|the\s+)?("[\w-]+"|'[\w-]+')\s+(?:key|field|property|entry)$/i
const SAVE_FROM =
  /^(?:grab|save|store|keep|capture|take|copy|remember|note)\s+(?:the\s+)?([A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)*)(?:\s+(?:field|value|property))?\s+from\s+the\s+(?:response|body|json|result)(?:\s+body)?\s+(?:and\s+(?:keep|save|store|remember)\s+it\s+)?(?:as|in|into)\s+(\{\{\s*[A-Za-z_]\w*\s*\}\}|[A-Za-z_]\w*)$/i
const HEADER_ON_REQUEST =
  /^(?:put|add|set|include|attach)\s+(?:the\s+|a\s+)?header\s+(\S.*?)\s+(?:on|to|in|onto)\s+(?:the|this|each|every)\s+request$/i
const STATUS_RANGE =
  /^(?:any(?:thing)?|any\s+(?:status|code|response))\s+in\s+the\s+([1-5]xx)\s+(?:range|family|class|series)\s+(?:is|are|would\s+be|will\s+be)\s+(?:fine|ok|okay|acceptable|allowed|accepted|good)(?:\s+here|\s+too)?$/i
/** `.items[0].name should be "x"`: jq's path from the root, written without its `$`. */
const JQ_PATH = /^\.(?=[A-Za-z_][\w-]*(?:\[\d+\]|\.[A-Za-z_][\w-]*)*\s+(?:should|must|is|are|has|have|contains?|equals?|==|!=|>=|<=|>|<)\s)/
const FORM_THE = /\bform\s+(?=the\s+(?:response|body|json|result|reply)\b)/i

export function testerRewrites(text: string): string[] {
  const out: string[] = [...testerRewrites2(text)]
  const from = text.replace(FORM_THE, 'from ')
  if (from !== text) out.push(from, ...testerRewrites(from))
  if (JQ_PATH.test(text)) out.push(`$${text}`)
  const comeBack = COME_BACK_AS.exec(text)
  if (comeBack) out.push(`${comeBack[1]} is ${comeBack[2]}`)
  const within = BACK_WITHIN.exec(text)
  if (within) out.push(`${within[1]} should come back ${within[2]} ${within[3]}`)
  for (const [pattern, words] of [
    [NO_LONGER, '$1 not'],
    [AT_MOST, 'at most'],
    [AT_LEAST, 'at least'],
    [LEAK, '$1 contain'],
  ] as const) {
    const plain = text.replace(pattern, words)
    if (plain !== text) out.push(plain)
  }
  const says = BODY_SAYS.exec(text)
  if (says) out.push(`Verify the body contains ${says[1]}`)
  const there = THERE_IS_FIELD.exec(text)
  if (there)
    out.push(
      there[1] || there[2] || /^no$/i.test(there[3]!)
        ? `The response has no field "${there[4]}"`
        : `Verify the response has a field "${there[4]}"`,
    )
  const key = OBJECT_KEY.exec(text)
  if (key) out.push(`Verify $.${key[1]}.${key[2]!.slice(1, -1)} exists`)
  const saved = SAVE_FROM.exec(text)
  if (saved) out.push(`Save $.${saved[1]} as ${saved[2]}`)
  const header = HEADER_ON_REQUEST.exec(text)
  if (header) out.push(`Add the header ${header[1]}`)
  const range = STATUS_RANGE.exec(text)
  if (range) out.push(`Verify status is ${range[1]}`)
  return out
}
