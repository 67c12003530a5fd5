/**
 * Truth corpus 6 (round 13): steps main ran as something they do not say, by class, in several writers' words; each
 * is now read exactly or reported. The understood entries below also pin the near readings that must not change.
 */
export const TRUTH_UI_6: [string, string][] = [
  // A test case's id before the step is a label, never a text to check.
  ['TC-9 - Expected: "Saved"', 'text "Saved" visible'],
  ['PROJ-1042 - Expected: "Order placed"', 'text "Order placed" visible'],
  ['BUG_12: Click "Save"', 'click clickable "Save"'],
  ['QA-7. Verify the title is "Orders"', 'title equals "Orders"'],
  ['TC-3) Type "bob" into Username', 'fill field "Username" "bob"'],
  // What a caller or customer says about a field is the field's check, never part of its name.
  ['Caller mentions the Postcode field is empty', 'value field "Postcode" ""'],
  ['User reports the Total field shows 0', 'value field "Total" "0"'],
  ['Customer says the Email field is blank', 'value field "Email" ""'],
  // The row "for" a quoted text is clicked at that text, like "the row containing …"; "row" names no control.
  ['Click the row for "INV-1001"', 'click clickable "INV-1001"'],
  ['Click on the row for "Anna Smith"', 'click clickable "Anna Smith"'],
  ['Tap the record for "Order 55"', 'click clickable "Order 55"'],
  // Near readings that stay: a label "for" a word, a unit in brackets, a search term, a quoted URL part.
  ['Select "Blue" for Colour', 'select "Blue" dropdown "Colour"'],
  ['Type 72 in the field Weight (kg)', 'fill field "Weight (kg)" "72"'],
  ['Click the Save (draft) button', 'click clickable:button "Save (draft)"'],
  ['Click "Delete" and confirm', 'click clickable "Delete" | dialog accept'],
  ['Search red shoes', 'fill field "Search" "red shoes" | press Enter'],
  ['url should include /basket', 'url contains "/basket"'],
  ['Header: click "Sign in" link', 'click clickable:link "Sign in"'],
  ['tap button Sign up', 'click clickable:button "Sign up"'],
  // A role written first, then a label ending in "in" or "on" that ends the step: the particle is the label's.
  ['click btn Sign in', 'click clickable:button "Sign in"'],
  ['Click btn Log in', 'click clickable:button "Log in"'],
  ['press button Check in', 'click clickable:button "Check in"'],
  ['tap button Log on', 'click clickable:button "Log on"'],
  ['Click on the link Opt in', 'click clickable:link "Opt in"'],
  ['click btn Save in the header', 'click clickable:button "Save" in banner'],
  // Courtesy before a step is no condition.
  ['If possible, click "Save"', 'click clickable "Save"'],
]

export const TRUTH_UI_REPORTED_6: string[] = [
  // An "If …," clause makes the step conditional; the rules run every step (courtesy, "If possible,", is no condition).
  'If you see the "Upgrade" button, please click it',
  'If a cookie banner appears, click "Accept"',
  'if the "Skip tour" link is shown, click it',
  'If prompted, accept the dialog',
  // A trailing lone verb after a comma acts on a target the step does not name.
  'Click "Delete", confirm',
  'Click "Remove", then confirm',
  'Tap "Archive", accept',
  'Fill the form and press Submit, proceed',
  'Press "Send", confirm it',
  // "Search" as the subject of a statement: no search for the words after it.
  'Search page loads slowly',
  'Search results take forever',
  'Search button is disabled',
  'Search is too slow on mobile',
  'Search results are not sorted correctly',
  // A remark in brackets or a clause after a dash is no part of an unquoted name.
  'Click Save (twice)',
  'Hit Refresh (x2)',
  'Press Next (again)',
  'Click Save - the dialog closes',
  'Press Submit – page reloads',
  'Tap Pay - expect success',
  // A page or region label and a control, with no verb: a click or a presence, unsaid.
  'Header: "Sign in" link',
  'Footer: "Privacy" link',
  'Menu: Settings icon',
  'Checkout page: the "Pay now" button',
  // Hearsay that the readers cannot take apart.
  'The customer said the Email field is blank',
  'Patient told us the Phone field is empty',
  // Unquoted words with an article describe the URL; they are no part of it.
  'url should include the basket',
  'The address should contain the order number',
  'URL must have the confirmation page',
  // A role-first label of a phrasal head ("Sign in") before a place: the label or the head and its place.
  'click btn Sign in the header',
  'press link Log in on the top bar',
  // An optional or conditional step: the rules run every step every time.
  'Optional: click Save',
  'TODO: click Save',
  'If shown: click Save',
  'Optional step: click Skip',
  'If needed: type "x" in Notes',
  'If appear: click "Accept"',
  '(optional) Tick "Newsletter"',
  '[TODO] check the footer',
  'Maybe: click Cancel',
  'When shown - click "Dismiss"',
  'Only if logged in: click "Logout"',
  'When prompted: click "Allow"',
  'FIXME: click Save',
  // The record a dropdown is for is not its label.
  'Select "Student" for seat F8',
  'Choose "Adult" for passenger 2',
  'Pick "Window" for seat 12A',
  // The counted row is no list's name.
  'Only 1 row left',
  'Exactly 2 rows remain',
  'Just one record left',
  'Verify 3 entries are shown',
]
