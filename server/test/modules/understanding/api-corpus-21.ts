/**
 * API corpus part 21 (round 15): long plain-English API checks, written for this round in our own apps' words in
 * verbose, product-manager, polite and second-language voices (Persian-, Yoruba-, Spanish- and German-speaking
 * writers): a check told as a story after the request is sent, hedged or polite checks, a field received with the
 * status, a business name the path spells, and a status told by its name (api-testing/story-checks.ts and
 * plain-voices.ts). With near-misses that stay reported: a story that says more than sending (again, twice, a
 * condition), an adverb that changes the check, a business name with no path or a path it does not spell, a success's
 * name as a failure, and a field received with no path.
 */
export const API_CORPUS_21: [string, string][] = [
  // Kayak rentals API: a verbose tester telling the story of the request
  ['After I send it, I would expect to get back a 201', 'status 201'],
  ['Once the request has been sent, the status code should be 201', 'status 201'],
  ['When I submit the rental request, I expect a 201 Created', 'status 201'],
  ['After we post the booking request the response should come back within 800 ms', 'response_time 800'],
  ['As soon as it is sent, $.rental.state should be "reserved"', 'field_equals $.rental.state "reserved"'],
  ['After I send it, I would expect to get back a 201 and the rental id in $.id', 'status 201 | field_exists $.id'],
  // Tool library API: a product manager, hedged and polite
  ['It should ideally return 201', 'status 201'],
  ['The response should preferably come back within 500 ms', 'response_time 500'],
  ["I'd like to see a 404 Not Found", 'status 404'],
  ['We would hope for a 200 OK', 'status 200'],
  ['Ideally, the status code is 200', 'status 200'],
  ['The loan should really be returned in $.loan', 'field_exists $.loan'],
  // Seed swap API: a Persian-speaking writer (business names spelt by the path, the status by its name)
  ['The swap number in $.swapNumber should exist', 'field_exists $.swapNumber'],
  ['The seed count in $.seedCount must be 12', 'field_equals $.seedCount 12'],
  ['The swap number (swap_number) should be a string', 'field_type $.swap_number string'],
  ['The request must be rejected as Unauthorized', 'status 401'],
  ["The owner's email in $.owner.email should not be empty", 'length $.owner.email gt 0'],
  // Market stalls API: a Yoruba-speaking writer (Nigerian English: see, get back, fail with)
  ['We should see a Bad Request', 'status 400'],
  ['We should get a Created status back', 'status 201'],
  ['The call should fail with Forbidden', 'status 403'],
  ['It should fail with a Conflict error', 'status 409'],
  ['We should receive an Unauthorized error back', 'status 401'],
  ['Once it is submitted we should see a 422', 'status 422'],
  // Choir rehearsals API: a Spanish-speaking writer (would expect to receive, definitely)
  ['I would expect to receive a 201 with the rehearsal id in $.id', 'status 201 | field_exists $.id'],
  ['The rehearsal date $.rehearsalDate should definitely exist', 'field_exists $.rehearsalDate'],
  ['We would expect to get back a 200 and $.singers', 'status 200 | field_exists $.singers'],
  ['The room name "roomName" should be returned', 'field_exists $.roomName'],
  // Bakery orders API: a German-speaking writer (when we call it, absolutely)
  ['When we call the endpoint, the status must be 200', 'status 200'],
  ['When you send the order request I expect status 202', 'status 202'],
  ['$.order.total must absolutely be 12.5', 'field_equals $.order.total 12.5'],
  ['The pickup slot in $.pickupSlot must be "08:00"', 'field_equals $.pickupSlot "08:00"'],
]

/** Near-misses: each stays reported (`unknown`), with its reason on the line. */
export const API_REPORTED_21: string[] = [
  'When I send it twice I expect a 409',
  'After the kayak is rented, I expect a 409',
  'When the stall is full, I would expect a 4xx',
  'It should usually return 201',
  'It should probably return 201',
  'I would expect to get back a 201 and the new rental id',
  'The swap number should be returned',
  'The swap number in $.swap should exist',
  'The number of seeds in $.seedCount must be 12',
  'The first swap number in $.swapNumber should exist',
  'The room name "roomId" should be returned',
  'It should fail with Created',
  'We should see the owner',
  'The API should return Created',
]
