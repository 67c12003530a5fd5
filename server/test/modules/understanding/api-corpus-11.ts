/**
 * API phrasing corpus, part 11 (round 12 of issue 11, classes seen in held-out set 22 and the rest of sets 20 and 21):
 * which side of the HTTP exchange a line of test code is on. Lines that build the request, read by the object they are
 * called on: Ktor's client call and request builder (`parameter`, `headers { append }`, `bearerAuth`, `contentType`,
 * `setBody`), REST-assured calls only a request specification has, Go's `req.Header.Set`, .NET's request headers and
 * Postman's `pm.request.headers.add`; REST-assured's `expect()` as then(). Yes/no questions a response answers
 * (`IsSuccessStatusCode`, Ktor's `status.isSuccess()`, `EnsureSuccessStatusCode()`, `hasHeader` / `containsHeader` /
 * `Headers.Contains`, a header lookup compared with null, Ktor's `HttpHeaders` constants), and PHPUnit's own assertions on a decoded body and a PSR-7 response. Apps and wording of our own
 * (a marina, a bakery, a library, a clinic).
 * Near-misses stay reported: a `header("X", "v")` that does not say whether it sets or checks, a response writer's
 * header, a value that is no literal, a declaration, a success flag negated, PHP checks that cannot tell a missing key
 * from null or a list from an object.
 */

export const API_CORPUS_11: [string, string][] = [
  // Ktor: the client call sends the test's request (a base-URL template names its path).
  ['val reply = client.post("/tasks")', 'send'],
  ['val resp: HttpResponse = httpClient.post("/tasks") {', 'send'],
  ['client.post("$baseUrl/tasks") {', 'send'],
  ['val response = ktorClient.post("/tasks") {}', 'send'],
  ['val created = client.post("/tasks") {', 'send'],
  ['httpClient.post("/tasks")', 'send'],
  // Ktor's request builder.
  ['parameter("region", "EU")', 'query region=EU'],
  ['parameter("limit", 25)', 'query limit=25'],
  ['parameter("includeArchived", true)', 'query includeArchived=true'],
  ['parameter("from", "2025-01-01")', 'query from=2025-01-01'],
  ['url { parameters.append("sort", "-created") }', 'query sort=-created'],
  ['url.parameters.append("page", "3")', 'query page=3'],
  ['headers { append("X-Shop-Id", "s-991") }', 'header X-Shop-Id=s-991'],
  ['headers { append(HttpHeaders.AcceptLanguage, "pt-BR") }', 'header Accept-Language=pt-BR'],
  ['headers { append(HttpHeaders.Accept, "text/csv") }', 'header Accept=text/csv'],
  ['headers { append("Accept", "application/json") }', 'header Accept=application/json'],
  ['headers.append("X-Correlation-Id", "{{corrId}}")', 'header X-Correlation-Id={{corrId}}'],
  ['headers { set("X-Tenant", "harbour") }', 'header X-Tenant=harbour'],
  ['bearerAuth("{{TOKEN}}")', 'header Authorization=Bearer {{TOKEN}}'],
  ['contentType(ContentType.Application.Json)', 'header Content-Type=application/json'],
  ['accept(ContentType.Application.Json)', 'header Accept=application/json'],
  ['setBody("""{"title": "Renew passport", "priority": 2}""")', 'body'],
  ['setBody("{\\"title\\": \\"Feed the cat\\"}")', 'body'],
  // REST-assured: calls only a request specification has, and a given() line begun with a dot.
  ['.given().header("X-Branch", "porto")', 'header X-Branch=porto'],
  ['.given().queryParam("status", "open")', 'query status=open'],
  ['.queryParam("page", 4)', 'query page=4'],
  ['.queryParam("q", "harbour view")', 'query q=harbour view'],
  ['.queryParam("category", "bread")', 'query category=bread'],
  ['.accept(ContentType.JSON)', 'header Accept=application/json'],
  ['.accept("application/xml")', 'header Accept=application/xml'],
  ['.auth().oauth2("{{ACCESS_TOKEN}}")', 'header Authorization=Bearer {{ACCESS_TOKEN}}'],
  // REST-assured: expect() is then()'s older name, and a header after then() is the response's.
  ['.expect().statusCode(202)', 'status 202'],
  ['expect().statusCode(201)', 'status 201'],
  ['.expect().header("X-RateLimit-Limit", "100")', 'header_check x-ratelimit-limit equals "100"'],
  ['expect().body("state", equalTo("queued"))', 'field_equals $.state "queued"'],
  ['.expect().body("items.size()", equalTo(3))', 'length $.items eq 3'],
  ['then().header("Cache-Control", "no-cache")', 'header_check cache-control equals "no-cache"'],
  ['.then().header("ETag", notNullValue())', 'header_check etag exists'],
  // Request headers of a request object: Go, .NET, Postman's pre-request script.
  ['req.Header.Set("X-Device", "kiosk-4")', 'header X-Device=kiosk-4'],
  ['req.Header.Add("Accept-Language", "nl-NL")', 'header Accept-Language=nl-NL'],
  ['req.Header.Set("Content-Type", "application/json")', 'header Content-Type=application/json'],
  ['request.Header.Set("Authorization", "Bearer {{TOKEN}}")', 'header Authorization=Bearer {{TOKEN}}'],
  ['r.Header.Set("X-Request-Source", "cli")', 'header X-Request-Source=cli'],
  ['client.DefaultRequestHeaders.Add("X-Client-Version", "3.2.0");', 'header X-Client-Version=3.2.0'],
  ['_httpClient.DefaultRequestHeaders.TryAddWithoutValidation("X-Store", "lisbon-01");', 'header X-Store=lisbon-01'],
  ['request.Headers.Add("X-Idempotency-Key", "k-2231");', 'header X-Idempotency-Key=k-2231'],
  [
    'client.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", "{{TOKEN}}");',
    'header Authorization=Bearer {{TOKEN}}',
  ],
  ['pm.request.headers.add({ key: "X-Region", value: "ap-south" });', 'header X-Region=ap-south'],
  ["pm.request.headers.upsert({key: 'X-Debug', value: 'off'})", 'header X-Debug=off'],
  ['pm.request.addHeader({ key: "X-Trace", value: "on" })', 'header X-Trace=on'],
  ['pm.request.headers.add({key: "Accept-Language", value: "fr-FR"});', 'header Accept-Language=fr-FR'],
  // Success flags of a response: HttpResponseMessage.IsSuccessStatusCode and Ktor's isSuccess() are 200-299.
  ['Assert.IsTrue(httpResponse.IsSuccessStatusCode);', 'status 2xx'],
  ['Assert.True(resp.IsSuccessStatusCode);', 'status 2xx'],
  ['Assert.IsTrue(resp.IsSuccessStatusCode, "order failed");', 'status 2xx'],
  ['Assert.That(response.IsSuccessStatusCode, Is.True);', 'status 2xx'],
  ['Assert.That(resp.IsSuccessStatusCode, Is.True, "booking failed");', 'status 2xx'],
  ['response.IsSuccessStatusCode.Should().BeTrue();', 'status 2xx'],
  ['if (!response.IsSuccessStatusCode) throw new Exception("failed");', 'status 2xx'],
  ['response.EnsureSuccessStatusCode();', 'status 2xx'],
  ['await resp.EnsureSuccessStatusCode();', 'status 2xx'],
  ['assertTrue(resp.status.isSuccess(), "marina booking failed")', 'status 2xx'],
  ['assert(response.status.isSuccess())', 'status 2xx'],
  ['if (!response.status.isSuccess()) fail("create failed")', 'status 2xx'],
  // Whether a header is there: PSR-7 hasHeader, Servlet / Apache containsHeader, Ktor and .NET Headers.Contains.
  ["$this->assertTrue($response->hasHeader('ETag'));", 'header_check etag exists'],
  ["$this->assertFalse($response->hasHeader('X-Debug-Token'));", 'header_check x-debug-token not_exists'],
  ["$this->assertFalse($response->hasHeader('Set-Cookie'));", 'header_check set-cookie not_exists'],
  ["self::assertTrue($response->hasHeader('Content-Location'));", 'header_check content-location exists'],
  ['assertTrue(response.containsHeader("Retry-After"));', 'header_check retry-after exists'],
  ['assertTrue(resp.containsHeader("ETag"))', 'header_check etag exists'],
  ['assertFalse(response.containsHeader("Server"));', 'header_check server not_exists'],
  ['assertTrue(response.headers.contains("Location"))', 'header_check location exists'],
  ['Assert.True(response.Headers.Contains("X-Trace-Id"));', 'header_check x-trace-id exists'],
  ['Assert.False(response.Headers.Contains("X-Powered-By"));', 'header_check x-powered-by not_exists'],
  ['response.Headers.Contains("X-Trace").Should().BeTrue();', 'header_check x-trace exists'],
  // A header lookup is null only when the header is absent; Ktor names headers by HttpHeaders constants.
  ['assertNull(response.headers["X-Debug-Id"])', 'header_check x-debug-id not_exists'],
  ['assertNull(response.getHeader("Server"));', 'header_check server not_exists'],
  ['response.headers["Location"] shouldNotBe null', 'header_check location exists'],
  ['assertNotEquals(null, response.getHeader("ETag"))', 'header_check etag exists'],
  ['assertNotNull(response.headers[HttpHeaders.Location])', 'header_check location exists'],
  ['assertEquals("/berths/12", response.headers[HttpHeaders.Location])', 'header_check location equals "/berths/12"'],
  ['assertEquals("no-store", response.headers[HttpHeaders.CacheControl])', 'header_check cache-control equals "no-store"'],
  ['headers { append(HttpHeaders.XForwardedFor, "10.0.0.7") }', 'header X-Forwarded-For=10.0.0.7'],
  // PHPUnit: strict assertTrue / assertFalse, decoded types, items of a list, parts of a text.
  ["$this->assertTrue($data['verified']);", 'field_equals $.verified true'],
  ["$this->assertFalse($data['archived']);", 'field_equals $.archived false'],
  ["self::assertTrue($body['paid']);", 'field_equals $.paid true'],
  ["static::assertFalse($json['locked']);", 'field_equals $.locked false'],
  ["Assert::assertTrue($data['available']);", 'field_equals $.available true'],
  ["$this->assertTrue($data['owner']['active']);", 'field_equals $.owner.active true'],
  ["$this->assertTrue($data['moored'], 'boat should be moored');", 'field_equals $.moored true'],
  ["$this->assertIsInt($data['quantity']);", 'field_type $.quantity integer'],
  ["$this->assertIsString($data['sku']);", 'field_type $.sku string'],
  ["$this->assertIsBool($data['giftWrap']);", 'field_type $.giftWrap boolean'],
  ["$this->assertIsInt($data['items'][0]['qty']);", 'field_type $.items[0].qty integer'],
  ["$this->assertIsString($data['customer']['email']);", 'field_type $.customer.email string'],
  ["$this->assertContains('vegan', $data['labels']);", 'field_contains $.labels "vegan"'],
  ["$this->assertContains(3, $data['shelves']);", 'field_contains $.shelves 3'],
  ["$this->assertNotContains('expired', $data['flags']);", 'field_not_contains $.flags "expired"'],
  ["self::assertContains('EUR', $data['currencies']);", 'field_contains $.currencies "EUR"'],
  ["$this->assertStringContainsString('Booking confirmed', (string) $response->getBody());", 'body_contains "Booking confirmed"'],
  ["$this->assertStringNotContainsString('Traceback', (string) $response->getBody());", 'body_not_contains "Traceback"'],
  ["$this->assertStringContainsString('ok', $response->getBody()->getContents());", 'body_contains "ok"'],
  ["$this->assertStringContainsString('@', $data['email']);", 'field_contains $.email "@"'],
  ["$this->assertStringNotContainsString('secret', $data['note']);", 'field_not_contains $.note "secret"'],
]

export const API_REPORTED_11: string[] = [
  // header("X", "v") sets a request header in a request builder and checks the response's after then(): not said.
  'header("X-Api-Key", "k-77")',
  '.header("Accept", "application/json")',
  'header(HttpHeaders.Authorization, "Bearer {{TOKEN}}")',
  '.headers("X-Org", "acme", "X-Env", "qa")',
  'header("X-Trace", traceId)',
  // A handler's response writer, and an append() that names no headers.
  'w.Header().Set("X-Frame-Options", "DENY")',
  'append("X-Api-Key", "k-77")',
  // Values that are no literal; a POST's param() is a form field; a call to another method than the heading's.
  'parameter("page", page)',
  '.param("page", "2")',
  'val response = client.get("/tasks")',
  'val response = client.post(endpoint)',
  'setBody(order)',
  'bearerAuth(token)',
  'contentType(ContentType.Text.EventStream)',
  'client.DefaultRequestHeaders.Add("X-Api-Key", apiKey);',
  'req.Header.Set("X-Tenant", tenant)',
  '.queryParam("ids", ids)',
  '.expect().header("ETag", etag)',
  'pm.request.headers.add({ key: "X-Region", value: "eu", disabled: true })',
  // Declarations in test code check nothing (`val` is no misspelt "validate").
  'val total = 3',
  'val body = response.bodyAsText()',
  'const count = 2',
  // A success flag negated is any status outside 2xx; `result` may be a service's result; .NET's content headers.
  'Assert.IsFalse(response.IsSuccessStatusCode);',
  'assertFalse(response.status.isSuccess())',
  'Assert.IsTrue(result.IsSuccessStatusCode);',
  'Assert.True(response.Headers.Contains("Content-Type"));',
  // A body field reads as null when it is missing too.
  'assert.Nil(t, body["cancelledAt"])',
  'assertNull(json.get("returnedAt"))',
  // Go's Header.Get gives "" for an absent header: it is never nil.
  'assert.Nil(t, resp.Header.Get("X-Debug"))',
  // PHP cannot tell a missing key from null, a list from an object, 2.0 from a float; the body's values are no keys.
  "$this->assertNull($data['cancelledAt']);",
  "$this->assertIsArray($data['items']);",
  "$this->assertIsFloat($data['price']);",
  "$this->assertContains('id', $data);",
]
