/**
 * API phrasing corpus, part 5b (round 8 of issue 11): the classes behind the misses of held-out set 14, each in other
 * words, apps and values than that set. HTTPie commands and request items; Insomnia / Postman tabs named in a
 * sentence and the Send button; RSpec request specs (the request, Rails' status symbols, matchers on the parsed JSON,
 * the body text, headers and media type); JavaScript type tests and axios calls; Go test prose (got / want); the plain
 * English of tool users and product people. The reported entries are near misses that must stay reported: reading
 * them would guess.
 */

export const API_CORPUS_5B: [string, string][] = [
  // HTTPie: `==` query, `:` header, `=` text field, `:=` JSON field; a piped body; space-apart query pairs
  ['http POST :3000/tasks title="Water the ferns" priority:=2', 'send body'],
  ['http POST localhost:5000/tasks done:=false X-Tenant:acme', 'header X-Tenant=acme | send body'],
  ['http -v POST https://todo.example.net/tasks?draft=1 title=Plan', 'query draft=1 | send body'],
  ['echo \'{"title": "Mop", "tags": ["home"]}\' | http POST :9000/tasks', 'send body'],
  ['http POST /tasks Authorization:"Bearer {{jwt}}" lang==de note=hi', 'header Authorization=Bearer {{jwt}} | query lang=de | send body'],
  ['Query limit==5 offset==10', 'query limit=5&offset=10'],
  ['Query params region=eu tier=gold', 'query region=eu&tier=gold'],
  // Insomnia / Postman tabs named in a sentence, and the Send button
  ['Params tab: currency = EUR', 'query currency=EUR'],
  ['Query tab: region = eu', 'query region=eu'],
  ['On the Params tab set sort = asc and dir = up', 'query sort=asc&dir=up'],
  ['Headers tab: X-Device-Id = tablet-9', 'header X-Device-Id=tablet-9'],
  ['In the Headers tab, set Accept to text/csv', 'header Accept=text/csv'],
  ['In the Body tab, raw JSON {"seats": 2}', 'body'],
  ['Auth tab: none', 'no_auth'],
  ['Change the Auth tab to an expired token and then send', 'bad_auth | send'],
  ['Click the Send button', 'send'],
  ['Press Send', 'send'],
  // RSpec request specs
  ['post "/tasks", params: { title: "Renew passport", due: "2025-09-01" }, as: :json', 'send body'],
  ['post "/tasks", params: { title: "x" }, headers: { "X-Org" => "north" }, as: :json', 'header X-Org=north | send body'],
  ['context "without a token"', 'no_auth'],
  ["it 'returns 409'", 'status 409'],
  ['expect(response).to have_http_status(:accepted)', 'status 202'],
  ['expect(response).to have_http_status(:too_many_requests)', 'status 429'],
  ['expect(response).to have_http_status(:success)', 'status 2xx'],
  ['expect(response).to have_http_status 403', 'status 403'],
  ['expect(response.status).to eq(201)', 'status 201'],
  ['expect(json["ticket"]["row"]).to eq("F")', 'field_equals $.ticket.row "F"'],
  ['expect(json[:seat]).to eq 14', 'field_equals $.seat 14'],
  ['expect(json.dig("venue", "city")).to eq("Gdynia")', 'field_equals $.venue.city "Gdynia"'],
  ['expect(response.parsed_body["lines"].length).to be > 1', 'length $.lines gt 1'],
  ['expect(json["performers"].count).to eq(3)', 'length $.performers eq 3'],
  ['expect(json["refunded_at"]).to be_nil', 'field_equals $.refunded_at null'],
  ['expect(json["discount"]).to be <= 50', 'field_compare $.discount lte 50'],
  ['expect(json["code"]).to start_with("EV-")', 'field_matches $.code /^EV-/'],
  ['expect(json["genres"]).not_to include("opera")', 'field_not_contains $.genres "opera"'],
  ['expect(json["warnings"]).to be_empty', 'length $.warnings eq 0'],
  ['expect(json["seats"]).not_to be_empty', 'length $.seats gt 0'],
  ['expect(json["price"]).to be_a(Float)', 'field_type $.price number'],
  ['expect(json["venue"]).to be_a(Hash)', 'field_type $.venue object'],
  ['expect(json).not_to have_key(:api_secret)', 'field_missing $.api_secret'],
  ['expect(JSON.parse(response.body)).to have_key("ticketId")', 'field_exists $.ticketId'],
  ['expect(response.body).to include("Sold out")', 'body_contains "Sold out"'],
  ['expect(response.headers["ETag"]).to be_present', 'header_check etag exists'],
  ['expect(response.headers["Vary"]).to include("Accept")', 'header_check vary contains "Accept"'],
  ['expect(response.content_type).to eq("application/json")', 'content_type application/json'],
  ['expect(response).to match_response_schema("ticket")', 'schema ticket'],
  // JavaScript type tests and axios
  ['expect(typeof res.body.total).toBe("number")', 'field_type $.total number'],
  ['pm.expect(typeof jsonData.isVip).to.eql("boolean")', 'field_type $.isVip boolean'],
  ['expect(Array.isArray(res.data.lines)).toBeTruthy()', 'field_type $.lines array'],
  ['expect(Number.isInteger(res.data.count)).toBe(true)', 'field_type $.count integer'],
  ['const response = await axios.post("/tasks", { title: "Call the plumber" })', 'send body'],
  [
    'await axios.post("/tasks", { title: "x" }, { headers: { "X-Trace": "t1" }, params: { notify: false } })',
    'header X-Trace=t1 | query notify=false | send body',
  ],
  // Go test prose
  ['status code: got 500, want 202', 'status 202'],
  ['resp.StatusCode = 400, want 200', 'status 200'],
  ['wantCode: http.StatusConflict', 'status 409'],
  ['wantStatus: 429', 'status 429'],
  ['status: got 500, want 2xx', 'status 2xx'],
  ['field "zone": got "B", want "A1"', 'field_equals $.zone "A1"'],
  ['$.paid: got false, want true', 'field_equals $.paid true'],
  ['len($.slots) = 0, want 4', 'length $.slots eq 4'],
  ['header X-Cache: want "HIT"', 'header_check x-cache equals "HIT"'],
  ['expired token: want http.StatusUnauthorized', 'bad_auth | status 401'],
  ['without auth: want 403', 'no_auth | status 403'],
  ['error: want "zone is full"', 'error_message "zone is full"'],
  // Plain English of tool users and product people
  ['It should come back as HTTP/2 202 Accepted', 'status 202'],
  ['The status bar shows 204 No Content', 'status 204'],
  ['Response time in the status bar is below 600 ms', 'response_time 600'],
  ['The JSON returned has "ticketId"', 'field_exists $.ticketId'],
  ['Either 200 or 204 is acceptable', 'status 200,204'],
  ['Any 5xx would be fine', 'status 5xx'],
  ['The body never contains "password"', 'body_not_contains "password"'],
  ['The list of seats must not be empty', 'length $.seats gt 0'],
  ['The "state" field reads "paid"', 'field_equals $.state "paid"'],
  ['$.stage says "final"', 'field_equals $.stage "final"'],
  ['The error message states "Seat already taken"', 'error_message "Seat already taken"'],
  ['The error returned to the client says "Venue closed"', 'error_message "Venue closed"'],
  ['Sort the results by query order=desc', 'query order=desc'],
  ['With an expired token the API returns 401', 'bad_auth | status 401'],
  ['Without an auth token, we receive a 403', 'no_auth | status 403'],
  ['With a revoked token the server answers with 401 or 403', 'bad_auth | status 401,403'],
  ['Save the order number ($.orderNo) as orderNo for later', 'save $.orderNo orderNo'],
  ['$.seat.row is a whole number', 'field_type $.seat.row integer'],
  ['The body is text/csv', 'content_type text/csv'],
  ['The payload is application/hal+json', 'content_type application/hal+json'],
  ['The response should be application/xml or text/xml', 'content_type application/xml | text/xml'],
]

/** Near misses of these classes: each reads two ways or names no value, so it must stay reported. */
export const API_REPORTED_5B: string[] = [
  // a query value running into another pair, a header value that is itself a pair
  'Query q=red apples size=3',
  'Headers tab: X-Region = west = east',
  'Set header lang: region = eu',
  // a value running into a place in the tool
  'Set header X-Mode to strict in the headers section',
  // media types with words beside them name no content type; an unquoted value of several words is no value
  '$.format is text/csv or something',
  '$.kind is image/png or image/gif',
  // HTTPie: a file, a form, nested fields, or another path than the heading's
  'http POST /tasks cover@./photo.png',
  'http --form POST /tasks title=x',
  'http POST /tasks owner[name]=Ann',
  'http POST :8080/orders qty:=2',
  // RSpec: a POST's params without as: :json go as a form; judgements and loose matchers
  'post "/tasks", params: { title: "x" }',
  'expect(json["title"]).to be_present',
  'expect(json["ok"]).to be_truthy',
  'expect(json["tags"]).to contain_exactly("a", "b")',
  'expect(response).to have_http_status(:sort_of_ok)',
  'expect(response.body).to match(/done/)',
  // Rails' content_type is the media type before Rails 6.1 and the whole header from it on: written with a charset it
  // can only be the whole header, compared exactly by eq, where the content-type check compares media type and charset
  // apart (it passes `application/json;charset=UTF-8`); which of the two the app's Rails gives is not on the line
  'expect(response.content_type).to eq("application/json; charset=utf-8")',
  // typeof "object" is true of arrays and null too; a negated type test says what it is not
  'expect(typeof res.data.meta).toBe("object")',
  'expect(Array.isArray(res.data.meta)).toBe(false)',
  // axios with a variable as the data
  'await axios.post("/tasks", payload)',
  // Go: no subject, or a subject the rules do not know
  'got 404, want 200',
  'wantBody: "ok"',
  'user count: want 3',
  // a status joined to another check ("and an id") is two things, never reason words
  'It comes back as 201 and an id',
  // a count of a noun that may be the body or a field named by it
  'We should get back at most 5 tickets',
]
