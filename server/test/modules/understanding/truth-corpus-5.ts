/**
 * Truth corpus 5 (round 13): the classes held-out set 25 misread when first measured, in sentences of other apps,
 * names and values, with the near-misses each class must leave reported.
 */
export const TRUTH_UI_5: [string, string][] = [
  // A list noun before a table's (or grid's) own noun is part of its name, never its role.
  ['Verify 5 rows in the Watch list table', 'count table "Watch list" 5'],
  ['Verify 3 rows in Waiting list table', 'count table "Waiting list" 3'],
  ['Verify 2 items in the Reading list grid', 'count list "Reading list" 2'],
  ['Verify the Order history table has 4 rows', 'count table "Order history" 4'],
  ['The Waiting list has 3 rows', 'count list "Waiting" 3'],
  // A capitalised "My" / "Your" after an article starts a label; a lower-case one is the tester's.
  ['The My slots list now contains two entries', 'count list "My slots" 2'],
  ['The Your orders list has 3 items', 'count list "Your orders" 3'],
  ['Click the My Profile link', 'click clickable:link "My Profile"'],
  ['Verify my cart has 3 items', 'count list "cart" 3'],
  // A passive check verb ("is verified to be") is the check, whatever the control.
  ['The "Newsletter" checkbox is verified to be ticked', 'element toggle:checkbox "Newsletter" checked'],
  ['The "Gift wrap" box is confirmed to be unchecked', 'element toggle:checkbox "Gift wrap" unchecked'],
  ['The "Save" button is verified to be disabled', 'element clickable:button "Save" disabled'],
  ['The title is verified to be "Orders"', 'title equals "Orders"'],
]

export const TRUTH_UI_REPORTED_5: string[] = [
  // A condition or courtesy after a comma never ends up in an unquoted name.
  'Enter "x" in the Email field, if that is ok',
  'Type "bob" in Username, once the page loads',
  'Pick "Blue" from the Colour dropdown, if possible',
  'Could you please type "anna" into the field labelled Username, if that is alright?',
  'Type "12" into Quantity, unless it is already filled',
]

export const TRUTH_API_5: [string, string][] = [
  // A header "echoed back", "sent back" or "returned" is there; it is no value to compare with.
  ['The X-Request-Id header should be echoed back', 'header_check x-request-id exists'],
  ['The X-Correlation-Id header is sent back', 'header_check x-correlation-id exists'],
  ['The X-Trace header should not be echoed back', 'header_check x-trace not_exists'],
  ['The ETag header should be returned', 'header_check etag exists'],
  ['The X-Request-Id header should be abc123', 'header_check x-request-id equals "abc123"'],
]
