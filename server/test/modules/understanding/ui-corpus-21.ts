/**
 * UI phrasing corpus 21 (issue 11, round 14, helper tune-ui-sheet): test cases pasted from spreadsheets and
 * test-management tools (Excel, TestRail, Zephyr, Xray, qTest, Azure Test Plans) as one line per step, in several
 * writers' exports: bars or tabs between cells, labelled cells, a drawn arrow, spaced slashes after a case id, and a
 * checklist's ticks and statuses after the step. Apps and values are our own. Read by pipeline/test-case-rows.ts
 * (cells cut by test-case-cells.ts). The second list holds near misses that must stay reported: a keyword table's
 * command | target | value, a header row, an unquoted title holding a bar, an expected cell that is no check, a data
 * cell that is no value or two values, more cells than an action, its data and its result, a menu path's arrow, a
 * status word that may be the value checked.
 */

export const UI_CORPUS_21: [string, string][] = [
  // An Excel sheet pasted with its bars (a librarian's test run): the step's number, N/A, empty and status cells are
  // dropped; a data cell is the value of an action that has none (or its own value again); the last cell is checked.
  ['1 | Open {{BASE_URL}}/loans |', 'navigate {{BASE_URL}}/loans'],
  ['2 | Click "New loan" | | "New loan" dialog is shown |', 'click clickable "New loan" | text "New loan" visible in dialog'],
  ['3 | Select "Adult fiction" in the Shelf dropdown | | |', 'select "Adult fiction" dropdown "Shelf"'],
  [
    '4 | Enter "9780141182803" in the ISBN field | N/A | The ISBN field shows "9780141182803" | Pass',
    'fill field "ISBN" "9780141182803" | value field "ISBN" "9780141182803"',
  ],
  ['| 5 | Click the "Lend" button | | "Loan recorded" is displayed | ✓ |', 'click clickable:button "Lend" | text "Loan recorded" visible'],
  ['6 | Enter borrower card | 0042 | | PASS', 'fill field "borrower card" "0042"'],
  ['7 | Type "Mo Farah" in the Borrower field | Mo Farah |', 'fill field "Borrower" "Mo Farah"'],
  ['| 8 | Click "Save" | - | "Saved" toast appears | Passed |', 'click clickable "Save" | text "Saved" visible'],
  // A vet clinic's TestRail export: `Step n` and a status column around Action | Data | Expected.
  [
    'Step 1 | Open {{BASE_URL}}/vet/book | The "Book a visit" heading is displayed | Passed',
    'navigate {{BASE_URL}}/vet/book | element element:heading "Book a visit" visible',
  ],
  ['Step 2 | Select Species | Cat | | Passed', 'select "Cat" dropdown "Species"'],
  [
    'Step 3 | Fill in the Pet name field | "Miso" | The Pet name field contains "Miso" | Blocked',
    'fill field "Pet name" "Miso" | value field "Pet name" contains "Miso"',
  ],
  [
    'Step 4 | Tick the "First visit" checkbox | n/a | The "First visit" checkbox is checked | Not run',
    'check toggle:checkbox "First visit" | element toggle:checkbox "First visit" checked',
  ],
  // A bakery's Zephyr rows: case id, step number, action, data (an address opens the page named), expected, status.
  [
    'TC-31 | 1 | Open the bakery order page | {{BASE_URL}}/orders/new | URL contains "/orders/new" |',
    'navigate {{BASE_URL}}/orders/new | url contains "/orders/new"',
  ],
  ['TC-31 | 2 | Choose Size | Large | "Large" is shown |', 'select "Large" dropdown "Size" | text "Large" visible'],
  [
    'TC-31 | 3 | Click "Place order" | | Expected: "Order placed" is shown | FAIL',
    'click clickable "Place order" | text "Order placed" visible',
  ],
  // Xray / qTest / TestRail labelled cells (`Test Step:`, `Test Data:`, `Expected Result:`, `Status:`), with bars, an
  // arrow, or full stops between them.
  [
    'Test Step: Open the sign-in page | Test Data: {{BASE_URL}}/gym/login | Expected Result: "Members sign in" heading is shown',
    'navigate {{BASE_URL}}/gym/login | element element:heading "Members sign in" visible',
  ],
  ['Test Step: Enter the member number | Test Data: 771203 | Expected Result: N/A', 'fill field "member number" "771203"'],
  [
    'Test Step: Click "Sign in" | Test Data: | Expected Result: The URL ends with "/gym/home"',
    'click clickable "Sign in" | url ends_with "/gym/home"',
  ],
  [
    'Action: Click "Classes" | Data: N/A | Expected Result: "Spin 45" is listed | Status: Passed',
    'click clickable "Classes" | text "Spin 45" visible',
  ],
  [
    'Action: Select "Tuesday" in the Day dropdown | Expected result: "3 classes" is displayed',
    'select "Tuesday" dropdown "Day" | text "3 classes" visible',
  ],
  ['Action: Click "Book" → Expected result: "You\'re booked" is shown', 'click clickable "Book" | text "You\'re booked" visible'],
  [
    'Step 2: Enter the email. Test data: ana@gym.test. Expected result: the Email field shows "ana@gym.test"',
    'fill field "email" "ana@gym.test" | value field "Email" "ana@gym.test"',
  ],
  [
    'Step 5: Click "Cancel booking". Expected: "Cancel this class?" dialog is shown',
    'click clickable "Cancel booking" | text "Cancel this class?" visible in dialog',
  ],
  // Azure Test Plans' shared steps pasted as one line: the action, a drawn arrow, the expected result.
  ['Click "Renew" ⇒ "Membership renewed" is shown', 'click clickable "Renew" | text "Membership renewed" visible'],
  ['Tick "Auto-renew" → the "Auto-renew" checkbox is checked', 'check toggle "Auto-renew" | element toggle:checkbox "Auto-renew" checked'],
  [
    'Open {{BASE_URL}}/gym/plans → "Choose a plan" heading is visible',
    'navigate {{BASE_URL}}/gym/plans | element element:heading "Choose a plan" visible',
  ],
  ['Type "yoga" in the Search field ➔ "Yoga flow" appears', 'fill field "Search" "yoga" | text "Yoga flow" visible'],
  // A case id and its step number before spaced slashes (a support engineer's regression notes).
  [
    'TC-12 / step 1 / Open the settings page / {{BASE_URL}}/settings / "Settings" heading is shown',
    'navigate {{BASE_URL}}/settings | element element:heading "Settings" visible',
  ],
  [
    'TC-12 / step 2 / Enter display name / Kai / the Display name field shows "Kai"',
    'fill field "display name" "Kai" | value field "Display name" "Kai"',
  ],
  [
    'TC-12 / step 3 / Click "Save changes" / - / "Changes saved" is displayed',
    'click clickable "Save changes" | text "Changes saved" visible',
  ],
  // Tab-separated rows straight from Excel (the tabs are the bars).
  ['3\tClick "Export"\t\t"Export started" is shown\tPassed', 'click clickable "Export" | text "Export started" visible'],
  [
    '4\tSelect "CSV" in Format\t\tThe Format dropdown shows "CSV"\tPassed',
    'select "CSV" dropdown "Format" | value dropdown "Format" "CSV"',
  ],
  // A regression checklist with its run's ticks and statuses after the step (`✓`, `[x]`, `- PASS`, `: PASS`, `(passed)`,
  // `— works`, `... OK`).
  ['Click "Checkout" ✓', 'click clickable "Checkout"'],
  ['Verify "Free delivery" is shown ✔', 'text "Free delivery" visible'],
  ['☑ Select "Gift wrap" in the Extras dropdown — Pass', 'select "Gift wrap" dropdown "Extras"'],
  ['[x] Click "Apply voucher" - PASS', 'click clickable "Apply voucher"'],
  ['Enter "SPRING10" in the Voucher field: PASS', 'fill field "Voucher" "SPRING10"'],
  ['✓ The "Pay now" button is enabled (passed)', 'element clickable:button "Pay now" enabled'],
  ['Click "Track parcel" — works', 'click clickable "Track parcel"'],
  ['Open {{BASE_URL}}/basket ... OK', 'navigate {{BASE_URL}}/basket'],
  ['Click "Remove" [x]', 'click clickable "Remove"'],
  ['Press Escape — as expected', 'press Escape'],
  // More writers: an own value repeated in its data cell, an empty action cell, qTest's `Step Description:`, a
  // labelled Azure line with its arrow, a regression id (`REG-4.2`).
  ['| | "Saved" is shown | Pass', 'text "Saved" visible'],
  ['Step Description: Enter "42" in the Quantity field | Expected Result: N/A', 'fill field "Quantity" "42"'],
  ['Description: Click "Print" | Expected Result: "Printing" is shown', 'click clickable "Print" | text "Printing" visible'],
  [
    'Action: Open {{BASE_URL}}/print → Expected result: the "Print queue" heading is visible',
    'navigate {{BASE_URL}}/print | element element:heading "Print queue" visible',
  ],
  ['3 | Open the library home page | /library | Passed', 'navigate /library'],
  ['REG-4.2 | Click "Renew all" | "2 loans renewed" is shown | OK', 'click clickable "Renew all" | text "2 loans renewed" visible'],
  // An expected cell about "the field" (or "it", "the dropdown") after an action on one named field is about that field.
  ['3 | Type "2.5" in Hours | The field shows "2.5" |', 'fill field "Hours" "2.5" | value field "Hours" "2.5"'],
  [
    'Step 4 | Enter "Kai" in the Nickname field | | Field shows value "Kai" | Passed',
    'fill field "Nickname" "Kai" | value field "Nickname" "Kai"',
  ],
  [
    '5 | Select "Kraków" in the Branch dropdown | The dropdown shows "Kraków" |',
    'select "Kraków" dropdown "Branch" | value dropdown "Branch" "Kraków"',
  ],
  ['Type "Kai" in the Name field → it shows "Kai"', 'fill field "Name" "Kai" | value field "Name" "Kai"'],
  ['TC-9 | 2 | Type "12" in Quantity | "12" appears in the field | Pass', 'fill field "Quantity" "12" | value field "Quantity" "12"'],
  // Round 14's truth corpus kept these reported until the rows were read cell by cell (they are now).
  ['3 | Select "Marta" in Mechanic dropdown |', 'select "Marta" dropdown "Mechanic"'],
  ['| Click Save |', 'click clickable "Save"'],
  // A bar or an arrow inside quotes is the value's: no row.
  ['Type "a | b" in the Notes field', 'fill field "Notes" "a | b"'],
  ['Click "Harbour Rd → Central" in the list', 'click clickable "Harbour Rd → Central" in list'],
]

export const UI_REPORTED_21: string[] = [
  // "The field" after an action on no field, or on two, names none.
  '3 | Click "Save" | The field shows "2.5" |',
  '3 | Type "a" in Name, "b" in Surname | The field shows "a" |',
  'click | Sign in',
  'type | Username | alice',
  'Name | Price | Qty',
  'assert title Checkout | City Museum',
  'Click "Save" ⇒ Saved message',
  'Click Save | Saved message is displayed',
  'Enter email | Email accepted',
  'Log in | alice / secret',
  'Type "alice" in Username | "bob"',
  'TC-12 / step 2 / Enter email / a@b.c / field accepts it',
  '3 | PASS |',
  '2 | Click "Save" | Saved | "Saved" is shown | Passed | extra',
  'Action: Click "Save" | Action: Click "Cancel"',
  'Go to Settings → Privacy',
  'Select Country | Norway | Sweden | Denmark',
  'Enter the password | {{PW}} | {{PW2}} | Password saved',
  'Verify the status - Done',
  'Fill in the form | see attachment | Form saved',
]
