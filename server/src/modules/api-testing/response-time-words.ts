/**
 * Names of the response time the plain grammar would read as a body field (round 12, held-out set 24):
 * - Hurl's assert on the query `duration` (`duration < 1000`): the response time in ms, never `$.duration` (a body
 *   field is written `jsonpath "$.duration"` there). Only an upper limit is a time check the grammar has; any other
 *   comparison is left to the readers as before.
 * - (round 13) a duration that is clearly the response's: with a time unit (`The duration is under 500 ms`, `duration
 *   <= 2 s`) or named as the request's, response's or call's (`Request duration below 300ms`); an upper limit only.
 *   A duration without either (`The duration is less than 500`) may be a body field, and is left as before.
 */
const HURL_DURATION = /^duration\s*(<=?)\s*(\d+)$/
const UPPER = String.raw`(?:is\s+|should\s+be\s+|must\s+be\s+|stays\s+)?(?:<=?|under|below|less\s+than|within|at\s+most|no\s+more\s+than)\s*`
const UNIT = '(ms|milliseconds?|s|secs?|seconds?)'
const WITH_UNIT = new RegExp(
  String.raw`^(?:the\s+)?(?:(?:request|response|call|api|round[\s-]?trip)\s+)?duration\s+${UPPER}(\d+(?:\.\d+)?)\s*${UNIT}$`,
  'i',
)
const NAMED = new RegExp(String.raw`^(?:the\s+)?(?:request|response|call|round[\s-]?trip)\s+duration\s+${UPPER}(\d+(?:\.\d+)?)$`, 'i')

/** The step as the grammar's response-time check, or `undefined`. */
export function responseTimeRewrite(written: string): string | undefined {
  const text = written.trim()
  const duration = HURL_DURATION.exec(text)
  if (duration) return `the response time is below ${duration[2]} ms`
  const unit = WITH_UNIT.exec(text)
  if (unit) return `the response time is below ${unit[1]} ${unit[2]}`
  const named = NAMED.exec(text)
  return named ? `the response time is below ${named[1]} ms` : undefined
}
