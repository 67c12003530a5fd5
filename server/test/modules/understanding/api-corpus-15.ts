/**
 * API corpus part 15 (round 13): a tester's shorthand without its verb (terse-checks.ts), in several testers' notes;
 * .NET typed headers and FluentAssertions on System.Text.Json; kotlinx.serialization element views; a learner's verb
 * forms (learner-forms.ts). With near-misses
 * that stay reported.
 */
export const API_CORPUS_15: [string, string][] = [
  // A path and its state or type.
  ['$.id present', 'field_exists $.id'],
  ['$.orderId present.', 'field_exists $.orderId'],
  ['$.internalNotes absent', 'field_missing $.internalNotes'],
  ['$.password missing', 'field_missing $.password'],
  ['$.items non-empty', 'length $.items gt 0'],
  ['$.tags not empty', 'length $.tags gt 0'],
  ['data.total number', 'field_type $.data.total number'],
  ['$.count integer', 'field_type $.count integer'],
  ['$.active boolean', 'field_type $.active boolean'],
  ['$.lines array', 'field_type $.lines array'],
  ['$.owner object', 'field_type $.owner object'],
  // A header and its state.
  ['ETag header present', 'header_check etag exists'],
  ['Location header present', 'header_check location exists'],
  ['header X-Trace missing', 'header_check x-trace not_exists'],
  ['Server header absent', 'header_check server not_exists'],
  // A bare time limit on its own line.
  ['Under 300ms', 'response_time 300'],
  ['Under 300 ms.', 'response_time 300'],
  ['within 2 s', 'response_time 2000'],
  ['< 800ms', 'response_time 800'],
  // Text in the body.
  ['Body has "queued"', 'body_contains "queued"'],
  ['body includes "PLT-0042"', 'body_contains "PLT-0042"'],
  // How the request is sent, as a label or a given.
  ['No auth: expect 401', 'no_auth | status 401'],
  ['Bad token: expect 401', 'bad_auth | status 401'],
  ['Expired token: status 401', 'bad_auth | status 401'],
  ['Missing api key: 401', 'no_auth | status 401'],
  ['Wrong API key: 403', 'bad_auth | status 403'],
  ['Given an invalid bearer token', 'bad_auth'],
  ['Bad token', 'bad_auth'],
  // A save told in the passive.
  ['And the id is saved as lessonId', 'save $.id lessonId'],
  ['$.bookingRef is stored as {{bookingRef}} for the next test', 'save $.bookingRef bookingRef'],
  ['the user_id is kept as uid', 'save $.user_id uid'],
  ['The accessToken is saved as token', 'save $.accessToken token'],
  // A save with what it is for.
  ['Save $.bookingRef as {{bookingRef}} for the next test', 'save $.bookingRef bookingRef'],
  ['Save $.id as id for later', 'save $.id id'],
  ['store $.token as authToken for the following requests', 'save $.token authToken'],
  // .NET: a typed header is a header, never a body field; FluentAssertions on System.Text.Json reads as xUnit's would.
  ['Assert.NotNull(response.Headers.Location);', 'header_check location exists'],
  ['Assert.Null(response.Headers.WwwAuthenticate);', 'header_check www-authenticate not_exists'],
  ['response.Headers.ETag.Should().NotBeNull();', 'header_check etag exists'],
  ['doc.RootElement.GetProperty("plan").GetString().Should().Be("pro");', 'field_equals $.plan "pro"'],
  ['json.RootElement.GetProperty("seats").GetInt32().Should().BeGreaterThan(2);', 'field_compare $.seats gt 2'],
  ['doc.RootElement.GetProperty("lines").GetArrayLength().Should().Be(3);', 'length $.lines eq 3'],
  ['response.Content.Headers.ContentType!.MediaType.Should().Be("application/json");', 'content_type application/json'],
  ['(await response.Content.ReadAsStringAsync()).Should().Contain("queued");', 'body_contains "queued"'],
  // Kotlin: kotlinx.serialization's element views add nothing to the path.
  ['assertEquals("Violin", body["instrument"]?.jsonPrimitive?.content)', 'field_equals $.instrument "Violin"'],
  ['assertEquals(5, body["lessons"]!!.jsonArray.size)', 'length $.lessons eq 5'],
  ['assertEquals(3, body["meta"]!!.jsonObject["count"]!!.jsonPrimitive.int)', 'field_equals $.meta.count 3'],
  // A learner's progressive of a state verb, "coming as" for a value, and an emphasis word after an equality.
  ['Response code must be coming as 200', 'status 200'],
  ['The status code is coming as 201', 'status 201'],
  ['The total is coming as 42', 'field_equals $.total 42'],
  ['Status must come 404', 'status 404'],
  ['Response must be having the field appointmentId', 'field_exists $.appointmentId'],
  ['The response should be having the field "id"', 'field_exists $.id'],
  ['Response is having header Location', 'header_check location exists'],
  ['The body is containing "created"', 'body_contains "created"'],
  ['The id field is matching with ^[0-9]+$', 'field_matches $.id /^[0-9]+$/'],
  ['Kindly check that response is not taking more than 2 seconds', 'response_time 2000'],
  ['In response the patient field should be "SMITH" only', 'field_equals $.patient "SMITH"'],
  ['The slot value should be "09:30" itself', 'field_equals $.slot "09:30"'],
  ['Do the request without any token and the status should come 401', 'no_auth | status 401'],
  // Talk around a step: interjections before it, courtesy and hedges after it (understanding/chatter.ts).
  ['Oh and the damaged flag should be false', 'field_equals $.damaged false'],
  ['Ok so the status is 201', 'status 201'],
  ['Right, status is 200', 'status 200'],
  ['The Server header should not be there at all', 'header_check server not_exists'],
  ['Status should be 404 for this one', 'status 404'],
  ['Check the status is 200 please', 'status 200'],
  ['The total has to be 42', 'field_equals $.total 42'],
]

export const API_REPORTED_15: string[] = [
  // A colon makes a YAML check's key and value (the field equals "number").
  '$.id: number',
  '$.id: present',
  'ETag header: present',
  // Not a time: no number of milliseconds or seconds.
  'Under budget',
  // A state of a record, not a save.
  'The user is saved as admin',
  // "booking id" may be $.bookingId or $.booking.id.
  'the booking id gets stored as bookingId',
  // A valid token is how every request goes; no check or change of auth.
  'Valid token: expect 200',
  // What the value is for is no step of the test: is the report a request?
  'Save $.id as id for the report',
  // A bare word and a value: which field, and equals or contains?
  '$.name "x"',
  // A stopwatch of the test's own may time more than the response.
  'stopwatch.ElapsedMilliseconds.Should().BeLessThan(750);',
  // "only" after a containment may say nothing else is there.
  'The list should contain "a" only',
  'Body contains "x" only',
]
