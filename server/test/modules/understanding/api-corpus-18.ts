/**
 * API corpus part 18 (round 15): plain English API steps in everyday and second-language voices, written for this
 * round in our own apps' words (not copied from held-out set 27, whose plain-English sections showed the classes):
 * the check's lead in other languages' punctuation and person, quotes used for structure, `Expect X (not) to V`, the
 * response's other names, learner comparatives, the response time told with a motion verb, descriptions beside a JSON
 * path, presence and body words told plainly, and the request told plainly (api-testing/plain-voices.ts). With
 * near-misses that stay reported: a word that says what the response is like, a description that may be a condition,
 * a field "set to" a value with no check word, a quantity or a list's member before a path, and incomplete requests.
 */
export const API_CORPUS_18: [string, string][] = [
  // Library loans API: a Czech- or Polish-speaking writer (a comma before "that", the container first)
  ['Check, that status is 200', 'status 200'],
  ['Check, that field $.loan.dueDate exists', 'field_exists $.loan.dueDate'],
  ['Verify, that $.copies is 3', 'field_equals $.copies 3'],
  ['Check, that in $.genres is "poetry"', 'field_contains $.genres "poetry"'],
  ['Check, that in $.genres is not "horror"', 'field_not_contains $.genres "horror"'],
  ['Check, whether the body contains "Borrowed"', 'body_contains "Borrowed"'],
  // Parcel lockers API: a Swedish-speaking writer (Control that, the answer, Send in)
  ['Control that the status is 204', 'status 204'],
  ['Control that the answer comes within 400 ms', 'response_time 400'],
  ['Control that the answer is of type application/xml', 'content_type application/xml'],
  ['Send in the body {"locker": "L-17", "size": "M"}', 'send body'],
  // Greenhouse sensors API: a Greek-speaking writer (the code of the answer, bigger from, the word "X")
  ['The code of the answer must be 409', 'status 409'],
  ['The answer code must be 201', 'status 201'],
  ['$.temperature must be bigger from 18', 'field_compare $.temperature gt 18'],
  ['$.humidity must be smaller from 90', 'field_compare $.humidity lt 90'],
  ['The answer must not have the word "stacktrace"', 'body_not_contains "stacktrace"'],
  ['The answer must have the word "greenhouse"', 'body_contains "greenhouse"'],
  // Concert tickets API: an Indonesian-speaking writer (more or same with, minimum / maximum, cannot be bigger)
  ['Make sure $.seats is more or same with 2', 'field_compare $.seats gte 2'],
  ['Make sure $.seats is less or same with 8', 'field_compare $.seats lte 8'],
  ['Make sure $.price is bigger or equal to 10', 'field_compare $.price gte 10'],
  ['Make sure $.lockers array have minimum 1 element', 'length $.lockers gte 1'],
  ['$.lockers length maximum 20', 'length $.lockers lte 20'],
  ['$.discount cannot be bigger than 50', 'field_compare $.discount lte 50'],
  // Bike repair API: verbose first person (I expect X to V, not to V, to come back in under)
  ['I expect the status code to be 202', 'status 202'],
  ['I expect $.repair.state to be "queued"', 'field_equals $.repair.state "queued"'],
  ['I expect $.repair.mechanic to not be "nobody"', 'field_not_equals $.repair.mechanic "nobody"'],
  ['I expect the $.parts array to have exactly 4 elements', 'length $.parts eq 4'],
  ['I expect the response not to contain the word "NullPointer"', 'body_not_contains "NullPointer"'],
  ['I expect the response to come back in under 2 seconds', 'response_time 2000'],
  ['We expect $.parts[0].sku to match ^BK-\\d{4}$', 'field_matches $.parts[0].sku /^BK-\\d{4}$/'],
  // Concert tickets API: everyday QA in single quotes
  ["Expect status '201'", 'status 201'],
  ["Expect $.ticket.row to be 'F'", 'field_equals $.ticket.row "F"'],
  ["Expect header 'Content-Language' to equal 'de-DE'", 'header_check content-language equals "de-DE"'],
  ['Body: \'{"concert": "C-88", "seats": 2}\'', 'body'],
  ["Expect the body not to contain 'sold out'", 'body_not_contains "sold out"'],
  // Concert tickets API: numbered, with the path and the status in quotes
  ['1) Expect "$.tickets" to have 2 entries', 'length $.tickets eq 2'],
  ['2) Expect "$.tickets[0].gate" to be "B"', 'field_equals $.tickets[0].gate "B"'],
  ['3) Expect status "409"', 'status 409'],
  ['4) Expect "$.code" to match "^T-[0-9]+$"', 'field_matches $.code /^T-[0-9]+$/'],
  // Library loans API: passive voice and terse absence
  ['The loan id is returned in $.loanId', 'field_exists $.loanId'],
  ['The due date is given in $.dueDate', 'field_exists $.dueDate'],
  ['The response is validated against the "Loan" schema', 'schema Loan'],
  ['No $.password', 'field_missing $.password'],
  ['No $.debug in the response', 'field_missing $.debug'],
  // Parcel lockers and greenhouse API: descriptions beside a path, body words, chatty checks
  ['The reservation number in $.reservation.number should be 7', 'field_equals $.reservation.number 7'],
  ['Make sure the locker size $.locker.size is "M"', 'field_equals $.locker.size "M"'],
  ['Check the city $.address.city is "Brno"', 'field_equals $.address.city "Brno"'],
  ['The first part $.parts[0].name should be "Chain"', 'field_equals $.parts[0].name "Chain"'],
  ['The $.sensors list should not be empty', 'length $.sensors gt 0'],
  ['plus the $.receipt.url field has to be there', 'field_exists $.receipt.url'],
  ['Nothing in the body should mention "internal"', 'body_not_contains "internal"'],
  ['Confirm the reply mentions "Gate B" somewhere', 'body_contains "Gate B"'],
  ['The tags list should not have "draft" in it', 'field_not_contains $.tags "draft"'],
  ['Verify that $.formats include the "ebook"', 'field_contains $.formats "ebook"'],
  ['I expect $.copies to be the number 2', 'field_equals $.copies 2'],
  ['Check if field $.isbn exist in response', 'field_exists $.isbn'],
  // Any API: the response time and content type told plainly, a refusal with its status
  ['Response under a quarter of a second', 'response_time 250'],
  ['The whole call should take less than 1.5 seconds', 'response_time 1500'],
  ['The answer must arrive in less from 3 seconds', 'response_time 3000'],
  ['Content type xml', 'content_type application/xml'],
  ['Make sure the response is coming in JSON format', 'content_type application/json'],
  ['The server should reject it with 403', 'status 403'],
  ['The API should refuse the request with 401 or 403', 'status 401,403'],
  // Bike repair API: the request told plainly, bare anchored patterns, Expect … not to
  ['Send {"bike": "Gazelle", "issue": "brakes"}', 'send body'],
  ['Fire the request off with {"sensor": "S-2"} as the JSON body', 'send body'],
  ['Use the JSON body {"title": "Dune"} for the request', 'body'],
  ['Add the header X-Branch with value north', 'header X-Branch=north'],
  ['Put the header Accept-Language: cs-CZ', 'header Accept-Language=cs-CZ'],
  ['I add the header X-Library-Card: 12345', 'header X-Library-Card=12345'],
  ['$.serial matches ^GH-[0-9]{6}$', 'field_matches $.serial /^GH-[0-9]{6}$/'],
  ['Verify $.barcode matches \\d{13}$', 'field_matches $.barcode /\\d{13}$/'],
  ['Expect the response not to include "password"', 'body_not_contains "password"'],
  ['Expect $.state not to be "broken"', 'field_not_equals $.state "broken"'],
]

/** Near-misses: each stays reported (`unknown`), with its reason on the line. */
export const API_REPORTED_18: string[] = [
  '$.reserved is set to true',
  'The loan.state is set to "open"',
  'The nice $.price is 10',
  'The number in $.count is 3',
  'The first item in $.items is "a"',
  'The cheapest $.price is 10',
  'Check, that the book is borrowed',
  'Control that the answer is good',
  'The answer must be bigger from the last one',
  'Make sure $.rating is more or same with the average',
  'I expect the response to be fast',
  "Expect status 'created'",
  'Expect the body to look nice',
  'The loan id is returned somewhere',
  'No password',
  '$.price should be bigger from $.cost',
  'Send {"broken": }',
  'The server should reject it',
  'Nothing in the body should be wrong',
  'The answer comes quickly',
  'Put the header',
  'Use the JSON body for the request',
  'The tags list should have "x" in it somewhere else',
  'The response is fast',
  'Expect the response to be fast',
  'The $.loan.renewed flag is set to true',
]
