// biome-ignore-all lint/suspicious/noTemplateCurlyInString: shell and tool syntax written as plain step text
/**
 * API corpus part 20 (round 15): API test steps written as command lines and declarative test files, each read by
 * its tool's documented syntax: curl (flags, -f, -G with --data-urlencode, --json, -w "%{http_code}" with a shell test,
 * jq printing a value to a shell test, grep -q), HTTPie (--check-status) and wget, Tavern's request and response keys,
 * apickli steps (values tested as regular expressions) and Dredd hooks, Thunder Client and Hoppscotch scripts, SoapUI
 * assertion names. Written in varied voices for a POST /tasks test; the near-misses stay reported: what the tool leaves
 * open (a Tavern `headers:` line alone is the request's or the response's), what the grammar has no check for, and
 * what prints without checking.
 */
export const API_CORPUS_20: [string, string][] = [
  // curl requests: flags run together, -f / --fail (a status below 400), --json (Accept too), -o / -w only shape the output, escapes inside double quotes
  [
    'curl -X POST http://localhost:3000/tasks -H \'Authorization: Bearer {{TOKEN}}\' -d \'{"title": "Renew passport"}\'',
    'header Authorization=Bearer {{TOKEN}} | send body',
  ],
  [
    'curl -sS -X POST {{BASE_URL}}/tasks -H "Content-Type: application/json" -d \'{"title":"Book dentist","priority":2}\'',
    'header Content-Type=application/json | send body',
  ],
  ['curl --json \'{"title": "Water the ferns"}\' localhost:3000/tasks', 'header Accept=application/json | send body'],
  ['curl -sSf -X POST https://api.example.test/tasks -d \'{"title":"Pay rent"}\'', 'send body | status 1xx,2xx,3xx'],
  [
    'curl --fail -X POST localhost:8080/tasks?notify=false -d \'{"title":"Call plumber"}\'',
    'query notify=false | send body | status 1xx,2xx,3xx',
  ],
  ['curl -X POST localhost:3000/tasks -o /dev/null -w \'%{http_code}\' -d \'{"title":"x"}\'', 'send body'],
  ['status=$(curl -s -o /dev/null -w \'%{http_code}\' -X POST localhost:3000/tasks -d \'{"title":"Feed cat"}\')', 'send body'],
  [
    'code=$(curl -s -o /dev/null -w "%{http_code}" --json \'{"title": "Mow lawn"}\' {{BASE_URL}}/tasks)',
    'header Accept=application/json | send body',
  ],
  [
    'curl -X POST localhost:3000/tasks -H "Authorization: Bearer {{TOKEN}}" -d "{\\"title\\":\\"Sort receipts\\"}"',
    'header Authorization=Bearer {{TOKEN}} | send body',
  ],
  ['curl -s -X POST localhost:3000/tasks -d \'{"title":"Budget: $40 max"}\'', 'send body'],
  // shell tests on the status a variable holds (named for it)
  ['[ "$status" -eq 201 ]', 'status 201'],
  ['test $code = 201', 'status 201'],
  ['[[ $http_code == 409 ]]', 'status 409'],
  ['test "$STATUS_CODE" -eq 422', 'status 422'],
  ['[ "$status" -lt 400 ]', 'status 1xx,2xx,3xx'],
  // shell tests on a command substitution: curl -w "%{http_code}", or what jq printed
  [
    '[ "$(curl -s -o /dev/null -w \'%{http_code}\' -X POST localhost:3000/tasks -d \'{"title":"Buy bread"}\')" = "201" ]',
    'send body | status 201',
  ],
  [
    '[ "$(curl -s -X POST localhost:3000/tasks -d \'{"title":"Buy bread"}\' | jq -r .status)" = "open" ]',
    'send body | field_equals $.status "open"',
  ],
  [
    '[ "$(curl -s -X POST localhost:3000/tasks -d \'{"title":"Buy bread"}\' | jq .priority)" -eq 3 ]',
    'send body | field_equals $.priority 3',
  ],
  [
    '[ "$(curl -s --json \'{"title":"Tidy shed","tags":["home"]}\' localhost:3000/tasks | jq \'.tags | length\')" -eq 1 ]',
    'header Accept=application/json | send body | length $.tags eq 1',
  ],
  [
    '[ "$(curl -s -X POST localhost:3000/tasks -d \'{"title":"Buy bread"}\' | jq .done)" = "false" ]',
    'send body | field_equals $.done false',
  ],
  [
    'test "$(curl -s -X POST localhost:3000/tasks -d \'{"title":"Buy bread"}\' | jq .title)" = \'"Buy bread"\'',
    'send body | field_equals $.title "Buy bread"',
  ],
  // curl piped to grep -q: the body holds the text
  ['curl -s -X POST localhost:3000/tasks -d \'{"title":"Fix bike"}\' | grep -q "Fix bike"', 'send body | body_contains "Fix bike"'],
  [
    'curl -s --json \'{"title":"Fix bike"}\' localhost:3000/tasks | grep -qF \'Fix bike\'',
    'header Accept=application/json | send body | body_contains "Fix bike"',
  ],
  // HTTPie: request items, --check-status (below 300), -b / --headers only shape the output; its clones
  [
    'http POST :3000/tasks title="Plant tulips" done:=false Authorization:\'Bearer {{TOKEN}}\'',
    'header Authorization=Bearer {{TOKEN}} | send body',
  ],
  ['http --check-status POST :3000/tasks title=Defrost priority:=1', 'send body | status 1xx,2xx'],
  ['http -b POST localhost:3000/tasks title=\'Clean gutters\' | grep -q "Clean gutters"', 'send body | body_contains "Clean gutters"'],
  ['http --headers POST :3000/tasks title=x X-Request-Id:abc-123', 'header X-Request-Id=abc-123 | send body'],
  ['https POST api.example.test/tasks title=Sweep tags:=\'["home","weekly"]\'', 'send body'],
  ['xh POST :3000/tasks title=Vacuum', 'send body'],
  // wget: --post-data / --method with --body-data, --header, the output to stdout
  [
    'wget -qO- --post-data=\'{"title":"Defrost freezer"}\' --header=\'Content-Type: application/json\' http://localhost:3000/tasks',
    'header Content-Type=application/json | send body',
  ],
  [
    'wget -q -O - --header=\'Authorization: Bearer {{TOKEN}}\' --post-data=\'{"title":"Wash car"}\' localhost:3000/tasks',
    'header Authorization=Bearer {{TOKEN}} | send body',
  ],
  [
    'wget --method=POST --body-data=\'{"title":"Oil hinges"}\' --header=\'Content-Type: application/json\' -O- http://localhost:3000/tasks',
    'header Content-Type=application/json | send body',
  ],
  [
    'wget -qO- --post-data \'{"title":"Fold laundry"}\' http://localhost:3000/tasks | grep -q "Fold laundry"',
    'send body | body_contains "Fold laundry"',
  ],
  // Tavern: a status list, params (a request key), headers with a response tag, request and response blocks on one line
  ['status_code: [200, 201]', 'status 200,201'],
  ['status_code: [201,202]', 'status 201,202'],
  ['params: {notify: "false"}', 'query notify=false'],
  ['- params: {source: cli, dryRun: "true"}', 'query source=cli | query dryRun=true'],
  ['headers: {location: !anything}', 'header_check location exists'],
  [
    'headers: { content-type: application/json, x-request-id: !anything }',
    'header_check content-type equals "application/json" | header_check x-request-id exists',
  ],
  [
    'response: {status_code: 201, headers: {content-type: application/json}}',
    'status 201 | header_check content-type equals "application/json"',
  ],
  ['request: {headers: {Authorization: "Bearer {{TOKEN}}"}}', 'header Authorization=Bearer {{TOKEN}}'],
  ['request: {url: "{host}/tasks", method: POST, json: {title: Renew passport, done: false, tags: [home, "weekly"]}}', 'send body'],
  ['response: {status_code: [200, 201], save: {json: {task_id: id}}}', 'status 200,201 | save $.id task_id'],
  ['request: {json: {title: "Pay rent", priority: 2}}', 'send body'],
  // apickli: the request step, and values tested as a regular expression (unanchored, as apickli does)
  ['When I POST to /tasks', 'send'],
  ['I POST /tasks', 'send'],
  ['Then response body path $.title should be Renew passport', 'field_matches $.title /Renew passport/'],
  ['And response body path $.id should be ^[0-9a-f]{24}$', 'field_matches $.id /^[0-9a-f]{24}$/'],
  ['And response body path $.status should be open|pending', 'field_matches $.status /open|pending/'],
  ['And response header Location should be /tasks/\\d+', 'header_check location matches /\\/tasks\\/\\d+/'],
  ['And response header Content-Type should be application/json', 'header_check content-type matches /application\\/json/'],
  ['Then response header X-Request-Id should be present', 'header_check x-request-id exists'],
  // Dredd hooks: request headers and the expected status set in a before hook, the real response in an after hook, whole hooks
  ["transaction.request.headers['Authorization'] = 'Bearer {{TOKEN}}';", 'header Authorization=Bearer {{TOKEN}}'],
  ['transaction.request.headers.Accept = "application/json"', 'header Accept=application/json'],
  ["transaction.expected.statusCode = '201';", 'status 201'],
  ['assert.equal(transaction.real.statusCode, 201);', 'status 201'],
  ["assert.strictEqual(JSON.parse(transaction.real.body).title, 'Renew passport');", 'field_equals $.title "Renew passport"'],
  ["assert.include(transaction.real.body, 'Renew passport')", 'body_contains "Renew passport"'],
  [
    "assert.equal(transaction.real.headers['content-type'], 'application/json; charset=utf-8')",
    'header_check content-type equals "application/json; charset=utf-8"',
  ],
  ['hooks.before("Tasks > Create a task", (transaction) => { transaction.request.headers["X-Api-Key"] = "k1"; });', 'header X-Api-Key=k1'],
  [
    "hooks.after('Tasks > Create a task', function (transaction, done) { assert.equal(transaction.real.statusCode, 201); assert.equal(JSON.parse(transaction.real.body).done, false); done(); });",
    'status 201 | field_equals $.done false',
  ],
  // Thunder Client scripts: tc.test with a value or a function, tc.response, tc.setVar
  ['tc.test("created", tc.response.status == 201)', 'status 201'],
  ['tc.test("title echoed", () => { expect(tc.response.json.title).to.equal("Pay rent") })', 'field_equals $.title "Pay rent"'],
  ['tc.setVar("taskId", tc.response.json.id)', 'save $.id taskId'],
  ['tc.test("has id", tc.response.json.id !== null)', 'field_not_equals $.id null'],
  ['expect(tc.response.status).to.equal(201)', 'status 201'],
  // Hoppscotch: pw.test blocks, pw.expect
  ['pw.test("Status is 201", () => { pw.expect(pw.response.status).toBe(201); });', 'status 201'],
  [
    'pw.test("task saved", () => { pw.expect(pw.response.body.title).toBe("Pay rent"); pw.expect(pw.response.body.done).toBe(false); })',
    'field_equals $.title "Pay rent" | field_equals $.done false',
  ],
  ['pw.expect(pw.response.body.tags.length).toBe(2)', 'length $.tags eq 2'],
  // SoapUI / ReadyAPI assertion names, with the separators and dialog fields testers copy
  ['Valid HTTP Status Codes: 201', 'status 201'],
  ['Contains: Renew passport', 'body_contains "Renew passport"'],
  ['Not Contains: stackTrace', 'body_not_contains "stackTrace"'],
  ['JSONPath Match: $.title = Renew passport', 'field_equals $.title "Renew passport"'],
  ['JSONPath Existence Match: $.id', 'field_exists $.id'],
  ['JSONPath Match: $.priority = 2', 'field_equals $.priority 2'],
  ['Response SLA: 800 ms', 'response_time 800'],
  ['JSONPath Match: $.title, Expected Result: Renew passport', 'field_equals $.title "Renew passport"'],
  ['JsonPath Match - $.done = false', 'field_equals $.done false'],
  ['Valid HTTP Status Codes = 201,202', 'status 201,202'],
  ['Response SLA < 500 ms', 'response_time 500'],
]

export const API_REPORTED_20: string[] = [
  // curl: auth, forms, files, output piped elsewhere, grep that is no plain text test, a shell variable
  'curl -u admin:secret -X POST localhost:3000/tasks -d \'{"title":"x"}\'',
  "curl -X POST localhost:3000/tasks -d 'title=Buy+milk'",
  "curl -X POST localhost:3000/tasks -F 'file=@notes.txt'",
  'curl -s -X POST localhost:3000/tasks -d \'{"title":"x"}\' | jq -r .status',
  'curl -s -X POST localhost:3000/tasks -d \'{"title":"x"}\' | grep -qi "buy milk"',
  'curl -s -X POST localhost:3000/tasks -d \'{"title":"x"}\' | grep -q "task-[0-9]*"',
  'curl -i -X POST localhost:3000/tasks -d \'{"title":"x"}\' | grep -q "Created"',
  'curl -s -X POST localhost:3000/tasks -d \'{"title":"x"}\' | grep -v -q error',
  'curl -X POST localhost:3000/tasks -H "Authorization: Bearer $TOKEN" -d \'{"title":"x"}\'',
  'curl -X POST $BASE_URL/tasks -d \'{"title":"x"}\'',
  // shell tests: a negation, jq -r values two types print alike, null (a missing key too), the exit code, a whole body
  '[ "$status" -ne 500 ]',
  '[ "$(curl -s -X POST localhost:3000/tasks -d \'{"title":"x"}\' | jq -r .priority)" -eq 2 ]',
  '[ "$(curl -s -X POST localhost:3000/tasks -d \'{"title":"x"}\' | jq -r .done)" = "true" ]',
  '[ "$(curl -s -X POST localhost:3000/tasks -d \'{"title":"x"}\' | jq .assignee)" = "null" ]',
  '[ "$?" -eq 0 ]',
  '[ "$(curl -s -X POST localhost:3000/tasks -d \'{"title":"x"}\')" = \'{"ok":true}\' ]',
  // HTTPie and wget: auth, forms, a shell variable, --follow, files, headers in the output
  'http -a admin:secret POST :3000/tasks title=x',
  'http -f POST :3000/tasks title=x',
  'http -v POST :3000/tasks title=x | grep -q "201 Created"',
  'http POST :3000/tasks Authorization:"Bearer $TOKEN" title=x',
  'http POST :3000/tasks title=x --follow --check-status',
  'wget --post-file=task.json http://localhost:3000/tasks',
  'wget -O task.json --post-data=\'{"title":"x"}\' http://localhost:3000/tasks',
  "wget -qO- --post-data='title=x' http://localhost:3000/tasks",
  // Tavern: headers that could be the request's, Python checks, a class in a status list, a strict whole body, a method with no url
  'headers: {Authorization: "Bearer {{TOKEN}}"}',
  'headers: {content-type: application/json}',
  'verify_response_with: {function: checks:task_is_open}',
  'status_code: [200, "2xx"]',
  'response: {json: {title: Renew passport}}',
  'request: {method: POST}',
  // apickli: negated patterns, numbers (a pattern on the text), a stored token
  'Then response body path $.done should not be true',
  'And response body path $.priority should be 2',
  'And I set bearer token',
  'And response body path $.title should not be Renew passport',
  // Dredd and Thunder Client: lines with no check or request the grammar has
  'transaction.skip = true;',
  "transaction.request.body = JSON.stringify({ title: 'Renew passport' });",
  'transaction.expected.body = \'{"title":"x"}\';',
  'hooks.beforeEach((t) => { t.skip = true; })',
  'tc.test("fast", tc.response.time < 500)',
  // SoapUI: a token with its regex or ignore-case option, an invalid-codes list, XPath
  'Contains: Renew passport (Regular Expression)',
  'Not Contains: exception (ignore case)',
  'Invalid HTTP Status Codes: 500',
  'XPath Match: //task/title = Renew passport',
]
