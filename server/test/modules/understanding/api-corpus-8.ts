/**
 * API phrasing corpus, part 8 (round 11 of issue 11): the classes of sets 16 and 19 in sentences of other apps and
 * tools (Postman, pytest, REST Assured, Karate, Laravel, Jest, curl and plain tester English): a field named with an
 * article (`should contain an id`), a body sent "as the body", a header compared whole by test code, Postman tests with
 * an arrow function's expression body, a noted save with a bare variable, curl fragments with no URL, an arrow before
 * an expected result, a remark on where the step comes from, real-word slips in a comparison, a count "in $.path", an
 * array "with N items", "With X expect N", and a status class named by its name (`4xx client error`).
 * Every value is read as the tool or the sentence means it; what has no exact reading stays reported.
 */

export const API_CORPUS_8: [string, string][] = [
  // One bare name after an article is a field of the body, never the text "a token".
  ['The response should contain a token', 'field_exists $.token'],
  ['The body must include an invoiceId', 'field_exists $.invoiceId'],
  ['The response should not contain a password', 'field_missing $.password'],
  ['Check that the body should include the total', 'field_exists $.total'],
  // "the word x" names the text itself.
  ['The response should include the word approved', 'body_contains "approved"'],
  // A body sent "as the body" is sent; one used or passed is only set (and `Post … as the body`, part 2, too).
  ['Send {"name": "Fern", "size": "M"} as the body', 'send body'],
  ['Submit {"qty": 2} as the payload', 'send body'],
  ['Send [1, 2, 3] as the request body', 'send body'],
  ['Pass {"draft": true} as the body', 'body'],
  // Test code compares a header's whole value, so a Content-Type is compared whole, charset and all.
  [
    'assert resp.headers["Content-Type"] == "application/json; charset=utf-8"',
    'header_check content-type equals "application/json; charset=utf-8"',
  ],
  ['assert r.headers["Content-Type"] == "text/csv"', 'header_check content-type equals "text/csv"'],
  ['pm.expect(pm.response.headers.get("Content-Type")).to.eql("text/csv");', 'header_check content-type equals "text/csv"'],
  ['pm.response.to.have.header("Content-Type", "application/json");', 'header_check content-type equals "application/json"'],
  ['.header("Content-Type", equalTo("application/json"))', 'header_check content-type equals "application/json"'],
  ["And match header Content-Type == 'application/json'", 'header_check content-type equals "application/json"'],
  ["$response->assertHeader('Content-Type', 'application/pdf');", 'header_check content-type equals "application/pdf"'],
  ['expect(res.headers["content-type"]).toBe("text/plain")', 'header_check content-type equals "text/plain"'],
  // A property holding only the media type, and plain English, compare the media type.
  ['expect(res.type).toBe("application/json")', 'content_type application/json'],
  ['expect(response.media_type).to eq("text/csv")', 'content_type text/csv'],
  ['Verify header Content-Type is application/json', 'content_type application/json'],
  [
    'The Content-Type header is exactly "application/json; charset=utf-8"',
    'header_check content-type equals "application/json; charset=utf-8"',
  ],
  // A test whose arrow function has an expression body.
  ['pm.test("created", () => pm.response.to.have.status(201));', 'status 201'],
  ['pm.test("has a name", () => pm.expect(pm.response.json().name).to.eql("Kiwi"))', 'field_equals $.name "Kiwi"'],
  ['test("no secret", () => expect(res.body).not.toHaveProperty("secret"))', 'field_missing $.secret'],
  // A value taken in code with a note naming its variable, with or without braces.
  ['.extract().path("ticket.id") -> save as ticketId', 'save $.ticket.id ticketId'],
  ['.extract().path("token") // keep as authToken', 'save $.token authToken'],
  ['order_no = r.json()["number"]  # store in orderNo', 'save $.number orderNo'],
  // A curl fragment with no URL shapes the test's own request; an ellipsis stands for the part left out.
  ['curl -H "X-Tenant: harbour"', 'header X-Tenant=harbour'],
  ['curl -s -H "Accept: application/json" -H "X-Trace: t-1"', 'header Accept=application/json | header X-Trace=t-1'],
  ['curl -H "Authorization: Bearer {{ADMIN_TOKEN}}" …', 'header Authorization=Bearer {{ADMIN_TOKEN}}'],
  ['curl -X POST -d \'{"done": true}\' ...', 'send body'],
  // An arrow before the result expected.
  ['-> 201 Created', 'status 201'],
  ['=> should return 422', 'status 422'],
  ['→ $.id exists', 'field_exists $.id'],
  ['-> body contains "queued"', 'body_contains "queued"'],
  // A remark on where the step comes from adds nothing.
  ['Add header X-Region: eu-west like in my curl', 'header X-Region=eu-west'],
  ['Set header Accept: text/csv same as before', 'header Accept=text/csv'],
  ['Use query page=2 as in the previous request', 'query page=2'],
  ['Expect 200 as in the Postman collection', 'status 200'],
  // Real words slipped into a comparison.
  ['Verify $.stock is grater than 0', 'field_compare $.stock gt 0'],
  ['Check that $.weight is less then 20', 'field_compare $.weight lt 20'],
  ['$.discount should be greater then 5', 'field_compare $.discount gt 5'],
  // A count of the array a path names.
  ['Verify the response has 4 sizes in $.sizes', 'length $.sizes eq 4'],
  ['The body should contain 2 rooms in $.data.rooms', 'length $.data.rooms eq 2'],
  ['The response returns 10 results in $.items', 'length $.items eq 10'],
  // An array and its count.
  ['$.lines should be an array with 3 items', 'field_type $.lines array | length $.lines eq 3'],
  ['$.tags is a list of 2 entries', 'field_type $.tags array | length $.tags eq 2'],
  ['$.seats must be an array containing exactly 5 elements', 'field_type $.seats array | length $.seats eq 5'],
  // The request it is sent with, then the status expected.
  ['With an expired token expect 401', 'bad_auth | status 401'],
  ['Without a token, expect a 401 status', 'no_auth | status 401'],
  // A status class named by its name.
  ['Response should be a 4xx client error', 'status 4xx'],
  ['The response must be a 5xx server error', 'status 5xx'],
  ['Expect a 2xx success', 'status 2xx'],
  ['Expect 503 server error', 'status 503'],
  // To have a JSON path is to have that field, never the path's text in the body.
  ['Verify the response does not have $.token', 'field_missing $.token'],
  ['The body has $.id', 'field_exists $.id'],
  ['Response should not have $.user.password', 'field_missing $.user.password'],
  ['The response has no $.secret', 'field_missing $.secret'],
]

/** Near misses of those classes that must stay reported. */
export const API_REPORTED_8: string[] = [
  // A word for a kind of value names no field; an unquoted prose value is no item; a body "mentions" a text.
  'The response should contain an array',
  'The body contains a list',
  'The JSON contains an invoice',
  'The response mentions a discount',
  // A word pointing elsewhere names no field either.
  'The response should contain the following',
  'The body contains the same',
  // A test whose arrow function only logs.
  'pm.test("logs", () => console.log(pm.response.text()))',
  // A variable of several words.
  '.extract().path("id") -> save as the new id',
  // A method other than the test's heading, a command cut short before its method, a flag with no reading.
  'curl -X PATCH -d \'{"done": true}\' ...',
  'curl {{BASE_URL}}/tasks -H "X-Tenant: harbour" ...',
  'curl -H "X-Tenant: harbour" -u admin:secret',
  // An arrow before a judgement.
  '-> looks about right',
  // A JSON path in an unquoted text; a count said negatively; an array with no count.
  'The body contains id in $.meta',
  'The response does not contain 2 rooms in $.rooms',
  '$.tags should be an array with some entries',
  // A condition the test does not set up: a tenant, a basket's state.
  'Using an API key of another tenant expect 403 Forbidden',
  'With a valid token expect 200 when the basket is empty',
  'When the basket is empty expect a 4xx status',
  // A class name that is not the code's class.
  'Expect 404 server error',
  // A repeat of the request: a test sends its request once (set 17 holds `Booking same desk again should give 409`).
  'Creating the same customer twice should return 409',
  'Placing the order again should fail with 409 Conflict',
  'A duplicate registration must return 409',
  'The second reservation for the same room should be rejected with 409',
  // A condition on what the request carries, which the step does not say how to send.
  'Booking a slot in the past should give 400',
  // Round 12 (lead's truth class): REST-assured's header("X", "v") sets a request header in given() and checks the
  // response's in then(); alone the line does not say which (it was read as a check up to round 11).
  '.header("Content-Type", "application/xml")',
]
