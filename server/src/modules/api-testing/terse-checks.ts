/**
 * A tester's shorthand that leaves the verb out (round 13), rewritten into the grammar's words so the grammar reads
 * and accounts it as any step:
 * - a path and its state or type: `$.id present`, `$.notes absent`, `data.total number` (never with a colon:
 *   `$.tags: array` is a YAML check's key and value);
 * - a header and its state: `ETag header present`, `header X-Trace missing`;
 * - a bare time limit on its own line: `Under 300ms`, `< 2 s`, `within 500 ms`;
 * - a save told in the passive: `And the id is saved as lessonId`; a save with what it is for: `… for the next test`;
 * - `Body has "queued"`: text in the body (a `response has "x"` may name a field, so it is left to the grammar);
 * - how the request is sent, as a label or a given: `No auth: expect 401`, `Bad token: expect 401`, `Given an
 *   invalid bearer token`.
 * Only a `$` path or a dotted path is read as a field here: `id present` may be a note about the body as a whole.
 */

const PATH = String.raw`(\$[\w.[\]*'"-]*|[A-Za-z_][\w-]*(?:\.[\w-]+|\[\d+\])+)`
const TYPE = '(?:array|list|string|number|integer|boolean|object)'
const STATE = String.raw`(present|absent|missing|defined|null|not\s+null|empty|not\s+empty|non-empty|an?\s+${TYPE}|${TYPE})`
// No colon: `$.id: number` is a YAML check's key and value in Tavern or Step CI (the field equals "number").
const PATH_STATE = new RegExp(String.raw`^${PATH}\s+${STATE}\.?$`, 'i')
const HEADER_STATE = /^(?:the\s+)?(?:([A-Za-z][\w-]*)\s+header|header\s+([A-Za-z][\w-]*))\s+(present|absent|missing)\.?$/i
const TIME_LIMIT = /^(?:under|within|below|less\s+than|<)\s*(\d+(?:\.\d+)?\s*(?:ms|milliseconds?|s|secs?|seconds?))\.?$/i
/** `the id is saved as lessonId`, `$.ref gets stored in {{ref}}`: a save told in the passive. */
/**
 * `the id is saved as lessonId`, `$.ref gets stored in {{ref}}`: a save told in the passive. The subject is a path or
 * one word testers save (an id, a ref, a token): `the user is saved as admin` may say what the user became, and
 * `the booking id` may be `$.bookingId` or `$.booking.id`.
 */
const PASSIVE_SAVE =
  /^(?:and\s+|then\s+)?(?:the\s+)?(\$[\w.[\]-]*|id|ref|token|etag|cursor|location|[A-Za-z_]\w*(?:Id|ID|Ref|Token|Key|Code|Number|Url|_id|_ref|_token))\s+(?:is|gets|should\s+be)\s+(?:saved|stored|kept|captured)\s+(?:as|in(?:to)?)\s+(?:\{\{(\w+)\}\}|(\w+))(?:\s+for\s+(?:the\s+)?(?:next|later|following)\s+(?:tests?|steps?|requests?))?\.?$/i
/** `Save $.ref as {{ref}} for the next test`: what the saved value is for adds nothing to the save. */
const SAVE_FOR_LATER =
  /^((?:save|store|keep|capture)\s+\S+\s+as\s+\S+)\s+(?:for\s+(?:the\s+|a\s+)?(?:next|later|following|other|another)\s+(?:tests?|steps?|requests?|calls?)|for\s+later(?:\s+use)?)\.?$/i
const BODY_HAS = /^(?:the\s+)?body\s+(?:has|holds|shows|includes)\s+("[^"]*")\.?$/i

/** Ways of saying the request goes without credentials, or with credentials the server must refuse. */
const NO_AUTH = String.raw`(?:no|without|missing)\s+(?:an?\s+)?(?:auth|authentication|authorization|token|bearer\s+token|credentials|api\s+key)`
const BAD_AUTH = String.raw`(?:an?\s+)?(?:bad|invalid|wrong|expired|fake|malformed|revoked)\s+(?:bearer\s+)?(?:token|auth|credentials|api\s+key|key)`
const AUTH_LABEL = new RegExp(String.raw`^(${NO_AUTH}|${BAD_AUTH})\s*:\s*(.+)$`, 'i')
const AUTH_GIVEN = new RegExp(String.raw`^(?:given|with|using)\s+(${NO_AUTH}|${BAD_AUTH})\.?$|^(${NO_AUTH}|${BAD_AUTH})\.?$`, 'i')

const IS_NO_AUTH = new RegExp(`^${NO_AUTH}$`, 'i')
/** `With an expired token`, `Without auth`: the way the request is sent, as the grammar writes it. */
function authPhrase(words: string): string {
  if (IS_NO_AUTH.test(words.trim())) return 'Without auth'
  const bare = words
    .trim()
    .toLowerCase()
    .replace(/^an?\s+/, '')
  return `With ${/^[aeiou]/i.test(bare) ? 'an' : 'a'} ${bare}`
}

/** The step in the grammar's words, or `undefined` when it is no shorthand this module knows. */
export function terseRewrite(text: string): string | undefined {
  const t = text.trim()
  const state = PATH_STATE.exec(t)
  if (state) {
    const path = state[1]!.startsWith('$') ? state[1]! : `$.${state[1]}`
    const said = state[2]!
      .replace(/^non-empty$/i, 'not empty')
      .replace(new RegExp(`^(${TYPE})$`, 'i'), (type) => `${/^[aeiou]/i.test(type) ? 'an' : 'a'} ${type}`)
    return `${path} is ${said}`
  }
  const header = HEADER_STATE.exec(t)
  if (header) return `the ${header[1] ?? header[2]} header is ${header[3]}`
  const time = TIME_LIMIT.exec(t)
  if (time) return `the response time is under ${time[1]}`
  const saved = PASSIVE_SAVE.exec(t)
  if (saved) return `Save ${saved[1]} as ${saved[2] ?? saved[3]}`
  const later = SAVE_FOR_LATER.exec(t)
  if (later) return later[1]
  const body = BODY_HAS.exec(t)
  if (body) return `the body contains ${body[1]}`
  const label = AUTH_LABEL.exec(t)
  if (label) {
    const status = /^(?:status\s+)?(\d{3}|[1-5]xx)\.?$/i.exec(label[2]!.trim())
    return `${authPhrase(label[1]!)}, ${status ? `expect ${status[1]}` : label[2]}`
  }
  const given = AUTH_GIVEN.exec(t)
  if (given) return `Send ${authPhrase((given[1] ?? given[2])!).replace(/^W/, 'w')}`
  return undefined
}
