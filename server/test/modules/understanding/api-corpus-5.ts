/**
 * API phrasing corpus, part 5 (round 7 of issue 11): the word-accounting guard (api-testing/api-accounting.ts). The
 * first list holds steps whose every word a correct reading uses in its own way, so the guard must pass them: a
 * status's reason phrase and HTTP version, regexes built from quoted values, placeholders inside a header value,
 * names of a JSON path, saved variables, labels, tool code, the test's own path. The second list holds misreads the
 * readers made or would make (a value, a second check, a header or a name left out; a value that runs into the
 * sentence; a request value taken from its own response; words after a status code that are not its reason): each
 * must be reported, never run as the smaller reading.
 */

export const API_CORPUS_5: [string, string][] = [
  // A status's reason phrase and HTTP version are the status.
  ['Expect HTTP/2 503 Service Unavailable', 'status 503'],
  ['The API answers 429 Too Many Requests', 'status 429'],
  ['Should get 403 Forbidden back', 'status 403'],
  ['We get HTTP 410 Gone', 'status 410'],
  ['status 202 expected', 'status 202'],
  ['The response code must be 206 Partial Content', 'status 206'],
  // Regexes the readers build from quoted values, and regexes as written.
  ['$.sku should start with "PRD-"', 'field_matches $.sku /^PRD-/'],
  ['The "file" field should end with ".csv"', 'field_matches $.file /\\.csv$/'],
  ['$.tier is one of "gold", "silver"', 'field_matches $.tier /^(?:gold|silver)$/'],
  ['The Content-Location header should start with "/exports/"', 'header_check content-location matches /^/exports//'],
  ['$.ref matches the regex ^[A-Z]{2}\\d{4}$', 'field_matches $.ref /^[A-Z]{2}\\d{4}$/'],
  ['$.ref matches /^[A-Z]{2}\\d{4}$/i', 'field_matches $.ref /^[A-Z]{2}\\d{4}$/i'],
  // A placeholder inside a header value; a quoted value that names the response is the text meant.
  ['Set the Authorization header to Bearer {{ADMIN_JWT}}', 'header Authorization=Bearer {{ADMIN_JWT}}'],
  ['Use {{REFRESH_TOKEN}} as the bearer token', 'header Authorization=Bearer {{REFRESH_TOKEN}}'],
  ['Set headers Accept: text/csv, Authorization: Bearer {{exportJwt}}', 'header Accept=text/csv&Authorization=Bearer {{exportJwt}}'],
  ['Set header X-Comment to "the total from the response"', 'header X-Comment=the total from the response'],
  ['Set header X-Flavour to bread and butter', 'header X-Flavour=bread and butter'],
  // Names of a JSON path, saved variables and headers.
  ['$.meta has key "etag"', 'field_exists $.meta.etag'],
  ['$.rows[1] should have a "sku" field', 'field_exists $.rows[1].sku'],
  ['Store the "orderRef" from the response as ref', 'save $.orderRef ref'],
  ['Save the X-Request-Id header as {{traceId}}', 'save header X-Request-Id traceId'],
  ['Keep $.cart.id in {{cartId}}', 'save $.cart.id cartId'],
  ['Verify $.items.length > 2', 'length $.items gt 2'],
  // Labels and tool code: accounted on the step after the label, on the code reader's sentences.
  ['Tests: pm.response.to.have.status(204)', 'status 204'],
  ['Auth: No Auth', 'no_auth'],
  ['Omit the Authorization header', 'no_auth'],
  // The test's own path, a JSON body, a query string, a time in seconds, a media type, a header value.
  ['POST /tasks with {"title": "Pack", "qty": 2}', 'send body'],
  ['Call the endpoint with query page=3&size=50', 'query page=3&size=50'],
  ['The response arrives within 1.5 seconds', 'response_time 1500'],
  ['Response Content-Type is text/csv', 'content_type text/csv'],
  ['Verify the X-Cache header equals HIT', 'header_check x-cache equals "HIT"'],
  // A negative number, a path with two indexes, a weak ETag (a quote glued into its value), a plain two-word value.
  ['Verify $.balance equals -12', 'field_equals $.balance -12'],
  ['Verify $.rows[3].cells[1] is "total"', 'field_equals $.rows[3].cells[1] "total"'],
  ['With header If-None-Match: W/"v7"', 'header If-None-Match=W/"v7"'],
  ['Set header X-Channel to beta testers', 'header X-Channel=beta testers'],
  ['The ETag header must not be missing', 'header_check etag exists'],
]

/** Misreads the guard and the tightened readers report: each leaves out, or takes in, words of the step. */
export const API_REPORTED_5: string[] = [
  // a header or name left out
  'Status is 200 with header X-Total-Count',
  'Verify status 200 (Content-Type should be JSON)',
  'Verify status code is 200 in Staging',
  'Expect 201 with a Location header',
  // a second check left out
  'Verify status is 200 (and $.ok is true)',
  'Verify status is 201 (with $.id set)',
  'Verify header Vary contains "Accept" and Cache-Control is "private"',
  // a number left out with a clause dropped as adding nothing
  'Expect 404 since item 77 was deleted',
  // words after a status code that are not its reason phrase
  'Expect 422 when the email is invalid',
  'Expect 200 from the Billing service',
  // a value that runs into the sentence
  'Add query parameter sort=name for the listing',
  'Send the request with header X-Tenant: acme for the Acme account',
  'Send the request with query page=2 to the Orders endpoint',
  'Verify header X-Build is "42" (nightly)',
  // a header checked as a number
  'Verify the Retry-After header is more than 30',
  // a request value taken from its own response
  'Set X-Id to the id in the response',
  'Set X-Order-Id to the order id in the response',
  'Set header X-Parent to $.parentId',
  'Set X-Source to the returned token',
  'With query param cursor=the next cursor from the body',
]
