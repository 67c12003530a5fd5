/**
 * API phrasing corpus, part 14 (round 13 of issue 11): lists of checks in one line, items by position, presence and
 * patterns in few words, counts in a path, the error the caller gets, charsets, payloads and header lists, and code
 * (REST-assured status constants, bare `res.body` comparisons, `.size()`, Servlet's `getContentType()`). Written in
 * the voices of everyday QA, terse checklists, business analysts, support staff, developers, and the English of
 * German-, Spanish-, Hindi-, Chinese-, Russian-, French- and Portuguese-speaking testers. Apps and values of our own
 * (a ferry line, a plant nursery, a darts league, a bakery's orders). Each step is planned as a step of a
 * `POST /tasks` test.
 */

export const API_CORPUS_14: [string, string][] = [
  // A list of checks: each part understood alone; terse parts name their check (`JSON`, `under 300ms`, `an id in the
  // body`); `it` is the field the part before named.
  ['Expect 422 and error "email is invalid"', 'status 422 | error_message "email is invalid"'],
  ['Status should be 409 and the error message "Slot already booked"', 'status 409 | error_message "Slot already booked"'],
  ['Expect 201 and a bookingId in the response', 'status 201 | field_exists $.bookingId'],
  ['expect 200, JSON, within 300 ms', 'status 200 | content_type application/json | response_time 300'],
  ['200, XML, under 2 seconds', 'status 200 | content_type application/xml | response_time 2000'],
  ['Response: 200, JSON, under 1s', 'status 200 | content_type application/json | response_time 1000'],
  ['status 404, body contains "No such pot"', 'status 404 | body_contains "No such pot"'],
  ['Status code 400; error message "date is in the past"', 'status 400 | error_message "date is in the past"'],
  ['Check that name is "Monstera" and potSize is 12', 'field_equals $.name "Monstera" | field_equals $.potSize 12'],
  ['Verify price is 12.5 and currency is "EUR"', 'field_equals $.price 12.5 | field_equals $.currency "EUR"'],
  ['Save $.id as plantId and check it is a number', 'save $.id plantId | field_type $.id number'],
  ['Store $.token as authToken and verify it is a string', 'save $.token authToken | field_type $.token string'],
  ['Save $.booking.ref as ref and make sure it matches ^BK-\\d+$', 'save $.booking.ref ref | field_matches $.booking.ref /^BK-\\d+$/'],
  ['Expect the error "Unknown route" and status 404', 'error_message "Unknown route" | status 404'],
  ['Expect 403 plus error "forbidden for role viewer"', 'status 403 | error_message "forbidden for role viewer"'],
  ['Status 201 & JSON', 'status 201 | content_type application/json'],
  ['Expect 200 and JSON and a token in the body', 'status 200 | content_type application/json | field_exists $.token'],
  ['Kindly verify status 400 and error "quantity is mandatory"', 'status 400 | error_message "quantity is mandatory"'],
  ['Status must be 404, body contains "not exist"', 'status 404 | body_contains "not exist"'],
  ['Expected: 201, JSON, $.id exists', 'status 201 | content_type application/json | field_exists $.id'],
  ['Expect 400 and error message "throws must be between 1 and 3"', 'status 400 | error_message "throws must be between 1 and 3"'],
  ['Then the status is 201 and a playerId in the body', 'status 201 | field_exists $.playerId'],
  ['Status 201, the orderNo in the response', 'status 201 | field_exists $.orderNo'],

  // An item by its position: the plural list's index (`first name`, `the first item`, `last`, a possessive stay reported).
  ['The first tag is "urgent"', 'field_equals $.tags[0] "urgent"'],
  ['The second vaccine should be "rabies"', 'field_equals $.vaccines[1] "rabies"'],
  ['Third passenger is "Ana Lima"', 'field_equals $.passengers[2] "Ana Lima"'],
  ['Verify the first route is "Bergen-Oslo"', 'field_equals $.routes[0] "Bergen-Oslo"'],
  ['Check that the 2nd stop is "Ålesund"', 'field_equals $.stops[1] "Ålesund"'],
  ['The first booking id should be 501', 'field_equals $.bookings[0].id 501'],
  ['Save the first pet id as petId', 'save $.pets[0].id petId'],
  ['Store the second ticket code as code2', 'save $.tickets[1].code code2'],
  ['First sample name must be "Leaf A"', 'field_equals $.samples[0].name "Leaf A"'],
  ['first leg must be "Kiel-Oslo"', 'field_equals $.legs[0] "Kiel-Oslo"'],
  ['The first collection should have a "date"', 'field_exists $.collections[0].date'],
  ['The 3rd match has a "score"', 'field_exists $.matches[2].score'],

  // Presence in the body, and a key a JSON path has.
  ['createdAt is present in the body', 'field_exists $.createdAt'],
  ['The token is returned in the response', 'field_exists $.token'],
  ['deletedAt is absent in the response body', 'field_missing $.deletedAt'],
  ['password is not present in the body', 'field_missing $.password'],
  ['updatedAt should be present in the response', 'field_exists $.updatedAt'],
  ['The invoiceNo is included in the response', 'field_exists $.invoiceNo'],
  ['$.lines[0] should have a "sku"', 'field_exists $.lines[0].sku'],
  ['$.owner has an "email"', 'field_exists $.owner.email'],

  // A pattern written bare, or in brackets after what it looks like.
  ['id matches ^[0-9a-f-]{36}$', 'field_matches $.id /^[0-9a-f-]{36}$/'],
  ['sku should match ^[A-Z]{3}-\\d{4}$', 'field_matches $.sku /^[A-Z]{3}-\\d{4}$/'],
  ['The createdAt field matches the pattern ^\\d{4}-\\d{2}-\\d{2}', 'field_matches $.createdAt /^\\d{4}-\\d{2}-\\d{2}/'],
  ['ref must match regex ^BK\\d{6}$', 'field_matches $.ref /^BK\\d{6}$/'],
  ['$.phone should look like a phone number (matches ^\\+\\d{10,13}$)', 'field_matches $.phone /^\\+\\d{10,13}$/'],
  ['$.id should be a UUID (pattern ^[0-9a-f-]{36}$)', 'field_matches $.id /^[0-9a-f-]{36}$/'],
  ['postcode matches \\d{4}$', 'field_matches $.postcode /\\d{4}$/'],

  // A count with a comparison in a JSON path; a description before a JSON path.
  ['There are fewer than 10 items in $.history', 'length $.history lt 10'],
  ['There should be at least 1 entry in $.vaccines', 'length $.vaccines gte 1'],
  ['At most 5 labels in $.labels', 'length $.labels lte 5'],
  ['More than 2 stops in $.route.stops', 'length $.route.stops gt 2'],
  ['There are exactly 3 seats in $.seats', 'length $.seats eq 3'],
  ['No more than 20 players in $.roster', 'length $.roster lte 20'],
  ['The total count field $.total must be greater than or equal to 10', 'field_compare $.total gte 10'],
  ['The booking reference value $.ref should be "BK-1"', 'field_equals $.ref "BK-1"'],
  ['The page size property $.size is 20', 'field_equals $.size 20'],

  // The error text the caller gets; a text nowhere in the body; a remark on the check's purpose before a colon.
  ['We get the error "Invalid token"', 'error_message "Invalid token"'],
  ['I should get the error message "Card declined"', 'error_message "Card declined"'],
  ['User receives an error "Booking window closed"', 'error_message "Booking window closed"'],
  ["We see the error 'Vet not available'", 'error_message "Vet not available"'],
  ['The customer gets the error "Oven slot taken"', 'error_message "Oven slot taken"'],
  ['The API explains "Slot is taken"', 'error_message "Slot is taken"'],
  ['The response explains that "Ferry is full"', 'error_message "Ferry is full"'],
  ['Response tells the user "Try again later"', 'error_message "Try again later"'],
  ['No "internal" anywhere in the response', 'body_not_contains "internal"'],
  ['There should be no "password" in the body', 'body_not_contains "password"'],
  ['"NullPointerException" must not appear anywhere in the response', 'body_not_contains "NullPointerException"'],
  ['"stack" does not appear in the body', 'body_not_contains "stack"'],
  ['Make sure the stack trace is not leaked: body does not contain "at com."', 'body_not_contains "at com."'],
  ['No secrets leak: the body does not contain "BEGIN PRIVATE KEY"', 'body_not_contains "BEGIN PRIVATE KEY"'],
  ['Tokens must be masked: $.token matches ^\\*+$', 'field_matches $.token /^\\*+$/'],
  ['The password must never be echoed: body does not contain "hunter2"', 'body_not_contains "hunter2"'],
  ['Verify the body contains "Saved."', 'body_contains "Saved."'],

  // The media type with its charset; either of two content types.
  ['Response should be JSON with charset utf-8', 'content_type application/json; charset=utf-8'],
  ['Body is XML with charset iso-8859-1', 'content_type application/xml; charset=iso-8859-1'],
  ['Response should be JSON with charset UTF-8', 'content_type application/json; charset=utf-8'],
  ['The response must be JSON with UTF-8 encoding', 'content_type application/json; charset=utf-8'],
  ['Content type is either application/json or application/problem+json', 'content_type application/json | application/problem+json'],
  ['Content-Type should be either text/csv or application/json', 'content_type text/csv | application/json'],

  // The request's body named as a payload; several headers after include or add; a bare custom header pair.
  ['Use this JSON as the payload: {"name": "Rex"}', 'body'],
  ['Send this JSON as the payload: {"petId": 7}', 'send body'],
  ['Send an empty JSON object {} as the body', 'send body'],
  ['Post an empty array [] as the payload', 'send body'],
  ['Send the object {"a": 1} as the body', 'send body'],
  ['Include headers X-Client: web and X-Trace: on', 'header X-Client=web&X-Trace=on'],
  ['Add headers X-Tenant: north and X-Locale: de', 'header X-Tenant=north&X-Locale=de'],
  ['Set request header X-Request-Source: mobile', 'header X-Request-Source=mobile'],
  ['X-Tenant: acme', 'header X-Tenant=acme'],
  ['X-Clinic-Id: 42', 'header X-Clinic-Id=42'],

  // A duration that is clearly the response's: with a unit, or named as the request's or call's.
  ['The duration is under 500 ms', 'response_time 500'],
  ['Request duration below 300ms', 'response_time 300'],
  ['response duration < 800ms', 'response_time 800'],
  ['The round-trip duration should be less than 2 s', 'response_time 2000'],
  ['Call duration within 1.5 seconds', 'response_time 1500'],
  ['duration <= 2 s', 'response_time 2000'],

  // Code: REST-assured status constants, a bare `res.body` comparison, `.size()` / `.length()`, Servlet's whole
  // Content-Type.
  ['then().statusCode(HttpStatus.SC_BAD_REQUEST);', 'status 400'],
  ['.then().statusCode(HttpStatus.SC_CREATED)', 'status 201'],
  ['.statusCode(HttpStatus.SC_NO_CONTENT);', 'status 204'],
  ['.then().assertThat().statusCode(HttpStatus.NOT_FOUND.value())', 'status 404'],
  ['.statusCode(anyOf(is(HttpStatus.SC_OK), is(HttpStatus.SC_ACCEPTED)))', 'status 200,202'],
  ['res.body.title === "Rex"', 'field_equals $.title "Rex"'],
  ['res.body.items.length === 2', 'length $.items eq 2'],
  ['resp.body.pets.length > 0', 'length $.pets gt 0'],
  ['response.body.owner.email == "a@b.c"', 'field_equals $.owner.email "a@b.c"'],
  ['res.body.items[0].id == 3', 'field_equals $.items[0].id 3'],
  ['body.items.size() == 2', 'length $.items eq 2'],
  ['$.stops.size() >= 3', 'length $.stops gte 3'],
  ['json.visits.size() == 1', 'length $.visits eq 1'],
  ['body.code.length() == 6', 'length $.code eq 6'],
  [
    'assertEquals("application/json;charset=UTF-8", response.getContentType());',
    'header_check content-type equals "application/json;charset=UTF-8"',
  ],
  ['assertThat(response.getContentType()).isEqualTo("application/json");', 'header_check content-type equals "application/json"'],
]

export const API_REPORTED_14: string[] = [
  // Lists: a part that is no check, a bare second code (either code?), a value with `and` unquoted, a request step.
  'Status 200 and fast',
  'Returns 201, 202',
  'title is Salt and Pepper',
  'Save $.id as petId and use it in the next request',
  'Expect 201 and an id',
  'Status 400, "title is required"',
  'The response should contain 201 and "created"',
  'Status 400 and error "title is required" and stop',
  'Status 400 and error "x", 422 or 409',
  'Expect error "Slot taken" and 429',
  // Positions: a name, a list's member in general (the body may be the list), a possessive, `last`, a page.
  'The first name is "Ana"',
  'The first item is "apple"',
  'The first sample\'s name is "Leaf A"',
  'The last tag is "x"',
  'The first page has 10 items',
  'The second request returns 409',
  'The first line should have a "sku"',
  // Presence and patterns: an owner in words, a pattern that is a word.
  'The owner should have an "email"',
  'id matches uuid',
  'name matches Rex',
  // Counts and paths: no path to count in; words before a path that are not its description.
  'There are 3 seats in the cabin',
  'The nice $.total is 10',
  // Errors and texts: no text, a place that is not the body, the text said (a body text, not the error field).
  'We get an error',
  'No "x" in the header',
  'Login as admin: body contains "ok"',
  'Do not send a token: status is 401',
  'Status 200: body contains "ok"',
  // Charsets and media types: a word that is no charset, names that are no media types.
  'Response should be JSON with an id',
  'Response is JSON in English',
  'Content type is either JSON or XML',
  // Payloads and headers: an "empty" object that is not, a response header's pair, a field's pair.
  'Send an empty object {"a": 1} as the body',
  'X-RateLimit-Remaining: 10',
  'Title: Water plants',
  // Durations: no unit and no owner (a body field?), a lower limit, a duration equal to a time.
  'Duration is less than 500',
  'The duration is over 500 ms',
  'duration is 500ms',
  // Code: a constant no status enum has, a constant with no holder.
  '.statusCode(HttpStatus.SC_TEAPOT_MAYBE)',
  '.statusCode(SC_OK)',
]
