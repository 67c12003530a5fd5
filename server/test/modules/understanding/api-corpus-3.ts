/**
 * API phrasing corpus, part 3 (round 5 of issue 11): the classes behind the misses of held-out sets 10 and 11, each
 * in other words and values than those sets. Header and query lists whose values run on (`and X-Trace: abc`),
 * misspelt structural words anywhere in the sentence, chat spellings (`shud`, `w/o`), "expected" beside the status,
 * curl flags and status lines, a query added to the URL, a modal before the response-time verb, schemas "against",
 * have / must-not-have fields, a body set "to" JSON, and the request side of test code (Python requests calls,
 * REST-assured `given()`). The reported entries are near misses that must stay reported: reading them would guess.
 */

export const API_CORPUS_3: [string, string][] = [
  // Header lists: each pair after "and", "&", "plus", a comma or another -H is a header of its own.
  ['Headers: Accept-Language: fr-FR and X-Device: tablet', 'header Accept-Language=fr-FR&X-Device=tablet'],
  ['With headers X-Org: north, X-Region: eu-west', 'header X-Org=north&X-Region=eu-west'],
  ['Send the request with headers Accept: text/csv and X-Export: full', 'header Accept=text/csv&X-Export=full'],
  ['Add header X-Locale: pt-BR and X-Currency: BRL', 'header X-Locale=pt-BR&X-Currency=BRL'],
  ['Set headers X-Shop: 7; X-Till: 2', 'header X-Shop=7&X-Till=2'],
  ['Add header X-Batch: 9 and header X-Lane: 4', 'header X-Batch=9&X-Lane=4'],
  ['Headers X-Sku=AB-1 and X-Bin=14', 'header X-Sku=AB-1&X-Bin=14'],
  ['With headers Accept: text/plain & X-Debug: on', 'header Accept=text/plain&X-Debug=on'],
  ['Use header X-Floor: 3 plus X-Wing: B', 'header X-Floor=3&X-Wing=B'],
  ['Set the Accept header to text/xml and the X-Mode header to strict', 'header Accept=text/xml&X-Mode=strict'],
  ['Set header X-Route to r12 and X-Driver to kim', 'header X-Route=r12&X-Driver=kim'],
  ['Add the X-Fleet header with value blue and the X-Depot header with value south', 'header X-Fleet=blue&X-Depot=south'],
  [
    'Set Authorization to Bearer {{adminToken}} and Accept to application/xml',
    'header Authorization=Bearer {{adminToken}}&Accept=application/xml',
  ],
  ['Set headers Accept: application/json, Authorization: Bearer {{jwt}}', 'header Accept=application/json&Authorization=Bearer {{jwt}}'],
  ['Add header Accept: text/html, application/xhtml+xml', 'header Accept=text/html, application/xhtml+xml'],
  ['Set header If-Modified-Since: Tue, 03 Jun 2025 10:00:00 GMT', 'header If-Modified-Since=Tue, 03 Jun 2025 10:00:00 GMT'],
  ['Set header X-Memo to "salt and pepper to taste"', 'header X-Memo=salt and pepper to taste'],
  ['Set header X-Memo to salt and pepper', 'header X-Memo=salt and pepper'],
  ['Set header X-Step: 5 and then send it', 'header X-Step=5 | send'],
  ['Use header X-Audit: yes and verify status is 202', 'header X-Audit=yes | status 202'],
  // Query lists in the same words.
  ['Query page is 4 and size is 50', 'query page=4&size=50'],
  ['Set query page to 3 and param size to 25', 'query page=3&size=25'],
  ['Set header X-Lane to 4 and header X-Dock to 9', 'header X-Lane=4&X-Dock=9'],
  ['Send with headers X-Lane: 4 and X-Dock: 9 and body {"n": 1}', 'header X-Lane=4&X-Dock=9 | send body'],
  ['Set query param offset to 20 and limit to 10', 'query offset=20&limit=10'],
  // Misspelt structural words anywhere in the sentence, corrected with a note.
  ['the response sould be 409', 'status 409'],
  ['The response shoudl be 500', 'status 500'],
  ['The resposne code shoud be 202', 'status 202'],
  ['the response shuold be 200 OK', 'status 200'],
  ['the response shoud contain "queued"', 'body_contains "queued"'],
  ['The header ETag shoud exist', 'header_check etag exists'],
  ['The reponse should be 204', 'status 204'],
  // Was reported (a misspelt keyword is never run as the field $.respons); the word guard reads it as the keyword.
  ['make sure the respons is 200', 'status 200'],
  ['The statsu is 503', 'status 503'],
  ['the respose was 502', 'status 502'],
  ['The response shoud equal 410', 'status 410'],
  ['The response equals 409', 'status 409'],
  ['Response == 202', 'status 202'],
  // Chat spellings.
  ['status shld be 204', 'status 204'],
  ['The status shud be 302', 'status 302'],
  ['call it w/o auth', 'no_auth'],
  ['Send the request w/o credentials', 'no_auth'],
  // "expected" beside the status noun.
  ['The expected status code is 204', 'status 204'],
  ['The HTTP status expected is 404', 'status 404'],
  ['Status code expected: 201', 'status 201'],
  ['Verify the expected response code is 409', 'status 409'],
  // curl flags and status lines.
  ["Pass -H 'X-Env: staging'", 'header X-Env=staging'],
  ['Add --header "Cache-Control: no-cache"', 'header Cache-Control=no-cache'],
  ['Add -H "X-Shift: night" -H "X-Ward: 4B"', 'header X-Shift=night&X-Ward=4B'],
  ['-H "Authorization: Bearer {{nurseToken}}"', 'header Authorization=Bearer {{nurseToken}}'],
  ['Send the request with --data \'{"qty": 2}\'', 'send body'],
  ['Send it with --json \'{"bed": 12}\'', 'send body'],
  ['-d \'{"ward": "4B"}\'', 'body'],
  ['Response should be HTTP/2 204', 'status 204'],
  ['Expect HTTP/1.0 404 Not Found', 'status 404'],
  ['We get HTTP/1.1 409 Conflict', 'status 409'],
  // A query added to the URL.
  ['Append ?sort=name to the URL', 'query sort=name'],
  ['Add page=3 to the query string', 'query page=3'],
  ['Add ?limit=5&offset=10 to the endpoint', 'query limit=5&offset=10'],
  ['Append ward=4B to the request URL', 'query ward=4B'],
  // A modal before the response-time verb.
  ['The API should respond within 500 ms', 'response_time 500'],
  ['It has to answer in under 1 second', 'response_time 1000'],
  ['The endpoint must respond in less than 2 s', 'response_time 2000'],
  ['The server needs to respond within 750ms', 'response_time 750'],
  // A schema "against".
  ['Validate the response against the Invoice schema', 'schema Invoice'],
  ['Check the body against schema "Customer"', 'schema Customer'],
  ['Verify the JSON against schema Ward', 'schema Ward'],
  // Fields a response has or must not have.
  ['The body must not have an "internalId" field', 'field_missing $.internalId'],
  ['The response should not have a "ssn" property', 'field_missing $.ssn'],
  ['The response should have a "sku" field', 'field_exists $.sku'],
  ['Response have property "bedNumber"', 'field_exists $.bedNumber'],
  ['Check response have key "ward"', 'field_exists $.ward'],
  // A body set "to".
  ['Set the body to {"qty": 1}', 'body'],
  ['Set the JSON payload to [1, 2]', 'body'],
  ['Set request data to {"ward": "4B", "beds": 12}', 'body'],
  // The request side of test code.
  ['resp = requests.post(BASE_URL, json={"name": "Ana"}, timeout=5)', 'send body'],
  ['requests.post(url, headers={"X-Key": "k1"}, json={"qty": 3})', 'header X-Key=k1 | send body'],
  ['requests.post(url, params={"dry_run": "true"})', 'query dry_run=true | send'],
  ['httpx.post(url, json={"done": None})', 'send body'],
  ['given().header("X-Org", "acme").queryParam("limit", 10)', 'header X-Org=acme | query limit=10'],
  ['given().contentType(ContentType.JSON).body("{\\"sku\\": \\"A1\\"}")', 'header Content-Type=application/json | body'],
  // `given().param(…)` moved to the reported list in round 12: REST-assured sends it as a form field on a POST.
  ['given().queryParam("ward", "4B").when().post("/tasks")', 'query ward=4B | send'],
]

export const API_REPORTED_3: string[] = [
  // A query parameter on a GET, a form field on the other methods: the line does not say which.
  'given().param("q", "lamp")',
  // A misspelt keyword read as a bare field is never run as that field.
  'The staus is "open"',
  // Two checks in one status sentence: the status alone would drop the second.
  'Returns a 201 and an id',
  // Test code whose request the grammar cannot send exactly, or that names another request.
  'requests.post(url, json=payload)',
  'requests.post(url, data={"a": 1})',
  'requests.get(url, params={"page": 2})',
  'requests.post("/orders", json={"a": 1})',
  'given().auth().basic("u", "p")',
  'given().header("X-Org", "acme").when().post("/tasks").then().statusCode(201)',
  'given().multiPart(file)',
  // A query added to another request.
  'requests.put(url, json={"done": True})',
  // A header value never takes in another part of the request (a body, a query, JSON).
  'With header Accept: text/csv and body {"n": 1}',
  'Set header X-Lane to 4 and query page to 2',
  'Add header X-Ward: 4B and query param bed=12',
  'Send a POST with header X-Shift: day and JSON {"n": 1}',
]
