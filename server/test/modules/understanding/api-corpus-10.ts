// biome-ignore-all lint/suspicious/noTemplateCurlyInString: Robot Framework rows and JS templates write ${…} as plain text
/**
 * API phrasing corpus, part 10 (round 11 of issue 11, classes seen in held-out sets 20 and 21): test wrappers of
 * Insomnia and of .http response handlers (`> {% … %}`), Python asserts with a message of any kind, a body parsed in
 * place (`JSON.parse(res.data)`), 2xx success flags of HTTP clients, Robot's `List Should Contain Value`, upper limits
 * on the elapsed time in expressions, Karate's `!contains` on a field, URLs joined to a base-URL variable, a
 * REST-assured `when()` line alone, and tester prose: status classes by name, a status "returned" in the passive, the
 * request by a name of its own and an empty JSON body. Apps and wording of our own (libraries, parcels, clinics).
 */

export const API_CORPUS_10: [string, string][] = [
  // Insomnia's script API is Postman's under another name; a .http handler wraps its script in `> {% … %}`.
  ['insomnia.test("loan created", () => { insomnia.expect(insomnia.response.code).to.equal(201); });', 'status 201'],
  ["insomnia.expect(insomnia.response.json().isbn).to.eql('978-0140449136');", 'field_equals $.isbn "978-0140449136"'],
  ['insomnia.test("no body leak", function () { insomnia.expect(insomnia.response.code).to.eql(404); })', 'status 404'],
  ['> {% client.test("parcel found", function() { client.assert(response.status === 200, "status"); }); %}', 'status 200'],
  ['> {% client.assert(response.body.carrier === "DHL", "carrier"); %}', 'field_equals $.carrier "DHL"'],
  // A Python assert's message, whatever expression gives it.
  ['assert resp.status_code == 204, resp.text', 'status 204'],
  ['assert r.json()["clinic"] == "North", f"got {r.json()}"', 'field_equals $.clinic "North"'],
  ['assert response.status_code == 409, response.content', 'status 409'],
  // A body text parsed in place is the JSON body.
  ["expect(JSON.parse(res.text).borrower).to.equal('Ines');", 'field_equals $.borrower "Ines"'],
  ['expect(JSON.parse(response.body).copies).toBe(3)', 'field_equals $.copies 3'],
  ['pm.expect(JSON.parse(responseBody).status).to.eql("shipped");', 'field_equals $.status "shipped"'],
  // A client's 2xx flag (never `ok`, whose meaning differs between clients).
  ['Assert.IsTrue(resp.IsSuccessful, "parcel lookup failed");', 'status 2xx'],
  ['assertTrue(response.isSuccessful())', 'status 2xx'],
  ['assert response.is_success', 'status 2xx'],
  ['assertTrue(resp.getStatusCode().is2xxSuccessful());', 'status 2xx'],
  // Robot Framework: the keyword says the field is a list, so the cell is an item of it.
  ['List Should Contain Value    ${resp.json()}[branches]    Harbour Street', 'field_contains $.branches "Harbour Street"'],
  ['List Should Not Contain Value    ${resp.json()}[flags]    overdue', 'field_not_contains $.flags "overdue"'],
  // An upper limit on the elapsed time, in any expression that reads it.
  ['Should Be True    ${resp.elapsed.total_seconds()} < 1.5', 'response_time 1500'],
  ['if resp.elapsed.total_seconds() > 3: raise AssertionError("slow")', 'response_time 3000'],
  // Karate's `!contains` with a text or a number on a field.
  ["And match response.genres !contains 'horror'", 'field_not_contains $.genres "horror"'],
  ['* match response.slots !contains 17', 'field_not_contains $.slots 17'],
  // A URL joined to a variable named as the base URL: the path, checked against the heading.
  ['r = requests.post(f"{BASE_URL}/tasks", json={"title": "Renew library card"})', 'send body'],
  ['resp = httpx.post(settings.API_URL + "/tasks")', 'send'],
  ['const res = await axios.post(`${baseUrl}/tasks`, { title: "Return books" })', 'send body'],
  // A REST-assured request line on its own line of the chain.
  ['when().post("/tasks")', 'send'],
  ['.when().post("/tasks")', 'send'],
  // A status class by its RFC 9110 name, with or without its code in brackets.
  ['Expect a server error (5xx)', 'status 5xx'],
  ['Then the clinic API returns a client error', 'status 4xx'],
  ['We should get a client error response', 'status 4xx'],
  // A status in the passive.
  ['Then a 409 Conflict is returned', 'status 409'],
  ['A 404 should be returned', 'status 404'],
  ['The 201 status is returned', 'status 201'],
  // The test's one request by a name of its own; an empty JSON body.
  ['Send the parcel request', 'send'],
  ['Fire off the renewal call', 'send'],
  ['Send an empty JSON object', 'send body'],
  ['Post an empty JSON payload {}', 'send body'],
]

export const API_REPORTED_10: string[] = [
  // `ok` holds below 400 in requests and for 2xx in fetch; a success flag that must be false is any other status.
  'expect(response.ok).toBe(true)',
  'Assert.IsFalse(resp.IsSuccessful)',
  // A `result` may be a service's result, not the HTTP response.
  'Assert.IsTrue(result.IsSuccessful);',
  // A plain number cell is a text to Robot, never equal to a JSON number; the body itself is no list field.
  'List Should Contain Value    ${resp.json()}[shelves]    12',
  'List Should Contain Value    ${resp.json()}    Harbour Street',
  // A lower limit on the time checks no speed.
  'Should Be True    ${resp.elapsed.total_seconds()} > 0.1',
  // Karate matches a list or an object on the right deeply.
  'And match response.loans !contains { isbn: "978-0140449136" }',
  // A variable of another name may hold any URL; a path with a placeholder the rules do not fill.
  'r = requests.post(f"{parcel_url}/notes")',
  'r = requests.post(f"{BASE_URL}/tasks/{task_id}")',
  // A chain that sends and checks at once.
  'when().post("/tasks").then().statusCode(201)',
  // A class name with the other class's code, or no class named at all.
  'Expect a client error (500)',
  'Expect an error',
  // Another request than the test's one; an empty body with no JSON word may be no body at all.
  'Send the second request',
  'Send the same request',
  // An adjective that changes what is sent is no name of the request.
  'Send the invalid request',
  'Fire the unsigned call',
  'Send an empty body',
]
