/**
 * The tenth round of the UI phrasing corpus (issue 11): the classes held-out set 15 reported, each written in other
 * words than the set's (other apps, other names): test-management rows pasted as one line (`Description: …
 * Expected Result: …`), a charter's arrow bullets and its terse questions (`Save btn enabled?`), a key after a plus,
 * the answer to a browser dialog under a label, a "without doing something" clause after an unquoted name, a time
 * word after a URL, check words of other writers, slips of function words, a mobile tester's gestures, rows named without quotes,
 * Cypress checks written alone, and browser dialogs written as `confirm()` or `of the browser`. The second list holds steps that must stay reported.
 */

export const UI_CORPUS_9: [string, string][] = [
  // Test-management rows pasted as one line (note-lines.ts).
  [
    'Description: Open {{BASE_URL}}/invoices Expected Result: The "Invoices" heading is shown',
    'navigate {{BASE_URL}}/invoices | element element:heading "Invoices" visible',
  ],
  ['Description: Click "New invoice" Expected Result: -', 'click clickable "New invoice"'],
  ['Action: Press Tab Expected Result: N/A', 'press Tab'],
  [
    'Description: Type "ACME Ltd" into the Customer field Expected Result: Customer shows "ACME Ltd"',
    'fill field "Customer" "ACME Ltd" | value field "Customer" "ACME Ltd"',
  ],
  [
    'Description: Choose "EUR" from the Currency dropdown Expected Result: "Total in EUR" is displayed',
    'select "EUR" dropdown "Currency" | text "Total in EUR" visible',
  ],
  ['Description: Take a screenshot of the invoice page Expected Result: Screenshot is attached', 'screenshot'],
  ['Description: Verify "Draft" is listed before "Sent" Expected Result: Order is correct', 'order "Draft" "Sent"'],
  [
    'Description: Tick the "Send copy to me" checkbox Expected Result: Checkbox is checked',
    'check toggle:checkbox "Send copy to me" | element toggle:checkbox "Send copy to me" checked',
  ],
  [
    'Test step description: Click "Archive" Expected Results: URL ends with /archive',
    'click clickable "Archive" | url ends_with "/archive"',
  ],
  // A charter's arrow bullets and terse questions.
  ['=> go to {{BASE_URL}}/stock', 'navigate {{BASE_URL}}/stock'],
  ['-> Export btn disabled?', 'element clickable:button "Export" disabled'],
  ['-> Quantity field = "4"?', 'value field "Quantity" "4"'],
  ['→ "Out of stock" badge visible?', 'text "Out of stock" visible'],
  ['-> click Recalculate, "Total: 12" shown?', 'click clickable "Recalculate" | text "Total: 12" visible'],
  ['-> "Pallet 7" gone from the list?', 'text "Pallet 7" hidden in list'],
  ['-> Postcode placeholder = "00-000"?', 'placeholder field "Postcode" "00-000"'],
  ['-> screenshot for the bug report', 'screenshot'],
  // A key pressed after a plus.
  ['type "pallet" in Search + enter', 'fill field "Search" "pallet" | press Enter'],
  ['-> enter "7" in Shelf + tab', 'fill field "Shelf" "7" | press Tab'],
  // The answer to a browser dialog under a label.
  ['browser alert: OK', 'dialog accept'],
  ['Confirmation popup -> Cancel', 'dialog dismiss'],
  // What the step leaves undone, after an unquoted name; a time word after a URL.
  ['Click Continue without choosing a plan', 'click clickable "Continue"'],
  ['Press Submit without filling the form', 'click clickable "Submit"'],
  ['Click Leave without saving', 'click clickable "Leave without saving"'],
  ['the URL should end with /archive now', 'url ends_with "/archive"'],
  // Check words other writers use: a field that displays or reads its value, British `focussed`, `not active`, a
  // switch named after its role that is on or off, `should come` / `stands` before.
  ['It is verified that the Deposit field displays "250.00".', 'value field "Deposit" "250.00"'],
  ['Verify the Postcode field reads "00-950"', 'value field "Postcode" "00-950"'],
  ['Check that the Search field is focussed', 'element field "Search" focused'],
  ['Check, that the button "Publish" is not active', 'element clickable:button "Publish" disabled'],
  ['Verify that the switch "Dark mode" is on', 'element toggle "Dark mode" checked'],
  ['the toggle "Autoplay" should be off', 'element toggle "Autoplay" unchecked'],
  ['"Step 1" should come before "Step 2"', 'order "Step 1" "Step 2"'],
  ['Check that "Breakfast" stands before "Checkout"', 'order "Breakfast" "Checkout"'],
  ['the owner field should say ops_team', 'value field "owner" "ops_team"'],
  // Slips of function words and modals.
  ['Wait untill "Upload complete" appears', 'wait text "Upload complete" visible'],
  ['the cart list shoud have 3 items', 'count list "cart" 3'],
  ['wait until the page has loaded completly', 'wait load'],
  ['wait untill the page loads', 'wait load'],
  // A mobile tester's gestures in desktop words (touch-gestures.ts).
  ['Long-press "Invoice 12" to open its menu', 'rightclick clickable "Invoice 12"'],
  ['Tap and hold the "Kitchen" room card (right click on desktop)', 'rightclick clickable "Kitchen"'],
  ['Pull down to refresh the list', 'reload'],
  ['Swipe up to the "Opening hours" section', 'scroll element "Opening hours"'],
  ['Open {{BASE_URL}}/menu on my tablet', 'navigate {{BASE_URL}}/menu'],
  ['Right-click the "Room 4" booking card', 'rightclick clickable "Room 4"'],
  // A row named without quotes at the end (row-and-check-rewrites.ts).
  ['Verify "Paid" is shown in the row for Invoice 7', 'text "Paid" visible row "Invoice 7"'],
  ['Verify "Approved" label is shown against Harbour Bakery', 'text "Approved" visible row "Harbour Bakery"'],
  ['Click the "Archive" button in the Spring sale row', 'click clickable:button "Archive" row "Spring sale"'],
  ['Verify that the Spring sale row says "Ended"', 'text "Ended" visible row "Spring sale"'],
  ['Untick "Vegetarian" for Marta Nowak', 'uncheck toggle "Vegetarian" row "Marta Nowak"'],
  ['Type "allergic" in the Remarks field for Jonas Weber', 'fill field "Remarks" row "Jonas Weber" "allergic"'],
  // Cypress's chained checks alone, a check verb without its -s, `is showed`, `is showing "X"`.
  ['Should contain text "3 seats left"', 'text "3 seats left" visible'],
  ["Should not contain 'Sold out'", 'text "Sold out" hidden'],
  ['Verify that the url contain "page=2"', 'url contains "page=2"'],
  ['Verify that "Saved" is showed', 'text "Saved" visible'],
  ['check the order total is showing "€ 18.00"', 'text "€ 18.00" visible'],
  // A browser dialog written `alert()`, `of the browser`; an actor ending in -ate; `a visitor is on`.
  ['Accept the alert() popup', 'dialog accept'],
  ['Confirm the dialog of the browser', 'dialog accept'],
  ['Press "OK" on the alert dialog of the browser', 'dialog accept'],
  ['Tap "No" on the browser confirmation dialog', 'dialog dismiss'],
  ['When the delegate clicks "Register"', 'click clickable "Register"'],
  ['Given a visitor is on {{BASE_URL}}/shop', 'navigate {{BASE_URL}}/shop'],
  // A record that shows another text, a badge on a record, an order check's place, a status something appears with.
  ['Verify "INV-0042" still shows "Overdue"', 'text "Overdue" visible row "INV-0042"'],
  ['"Room 12" is listed with "2 beds free"', 'text "2 beds free" visible row "Room 12"'],
  ['Expect "New" badge on "Order 5531"', 'text "New" visible row "Order 5531"'],
  ['Verify "Starter" is listed before "Dessert" in the menu card', 'order "Starter" "Dessert"'],
  ['Verify that the order appears with the status "Shipped"', 'text "Shipped" visible'],
  ['Verify that the Coupon field is not more visible', 'element field "Coupon" hidden'],
  ['Verify that the message of warning "Low stock" is shown', 'text "Low stock" visible'],
  // Dropdowns written `in the list "X"`, `X as "v"`, a time chosen unquoted.
  ['Pick "Blue" in the list "Colour"', 'select "Blue" dropdown "Colour"'],
  ['Select delivery slot as "Morning"', 'select "Morning" dropdown "delivery slot"'],
  ['Choose 09:30 from Start', 'select "09:30" dropdown "Start"'],
  // The system should display / greet; a log-in's user and password with a slash; a log-in at a page.
  ['The system should display the "Checkout" button as disabled', 'element clickable:button "Checkout" disabled'],
  ['The system should greet the member with "Hello, Sam"', 'text "Hello, Sam" visible'],
  [
    'Log in as "ops@depot.io" / "{{OPS_PW}}"',
    'fill field "Username" "ops@depot.io" | fill field "Password" "{{OPS_PW}}" | click clickable "Log in"',
  ],
  [
    'Sign in to {{BASE_URL}}/admin as "root" with password "{{ROOT_PW}}"',
    'navigate {{BASE_URL}}/admin | fill field "Username" "root" | fill field "Password" "{{ROOT_PW}}" | click clickable "Sign in"',
  ],
  // A condition after a check (note-lines.ts readCondition).
  ['Verify the "Merge" button is disabled while there are open comments', 'element clickable:button "Merge" disabled'],
  ['Expected: "Submit" button is enabled after all fields are filled', 'element clickable:button "Submit" enabled'],
  ['Check that the Next button is enabled once the form is valid', 'element clickable:button "Next" enabled'],
  // Check and role words mistyped; a time as a field's value; a control, an arrow and its state.
  ['verify sucess message is displayed', 'element message visible'],
  ['the "Autosave" swich should be off', 'element toggle "Autosave" unchecked'],
  ['Verify the Arrival field shows 14:05', 'value field "Arrival" "14:05"'],
  ['Export btn -> disabled', 'element clickable:button "Export" disabled'],
  // A control named alone is clicked; a radio option; a count said of the place first; where the user lands.
  ['Billing tab', 'click clickable:tab "Billing"'],
  ['Help link in footer', 'click clickable:link "Help" in contentinfo'],
  ['Choose the "Pickup" radio option', 'check toggle:radio "Pickup"'],
  ['Verify that in the orders table now there are 3 rows', 'count table "orders" 3'],
  ['I should be on a page whose URL contains "/checkout"', 'url contains "/checkout"'],
  ['The system should redirect the buyer to the url {{BASE_URL}}/thanks', 'url equals "{{BASE_URL}}/thanks"'],
  // Narrated steps (spoken-rewrites.ts).
  ['We confirm the booking with the "Book now" button', 'click clickable:button "Book now"'],
  ['We log out via the "Sign out" link in the header', 'click clickable:link "Sign out" in banner'],
  ['We return to the search results with the browser back button', 'go_back'],
  ['We open the Size dropdown and choose "XL"', 'select "XL" dropdown "Size"'],
  ['We add the note "Ring twice" in the Delivery notes box', 'fill field "Delivery notes" "Ring twice"'],
  ['We right-click the file name "report.pdf"', 'rightclick clickable "report.pdf"'],
  [
    'We tick the "Gift wrap" checkbox and make sure it is checked',
    'check toggle:checkbox "Gift wrap" | element toggle:checkbox "Gift wrap" checked',
  ],
  ['Go with the mouse over the menu "Services"', 'hover clickable "Services"'],
  ['Click in the sidebar on the entry "Reports"', 'click clickable "Reports" in complementary'],
  ['It is verified that the row "ORD-77" contains the total "€ 12.50".', 'text "€ 12.50" visible row "ORD-77"'],
]

export const UI_REPORTED_9: string[] = [
  // The expected result is an action, not a check.
  'Description: Click "Save" Expected Result: Click "Close"',
  // A restated result about another control than the action's.
  'Description: Click "Save" Expected Result: Checkbox is checked',
  // A label ending in "placeholder" is no field to type into.
  'Postcode placeholder = "00-000"',
  // An answer no dialog has.
  'browser prompt: maybe',
  // A swipe that names no place; on / off said of a control that is no switch.
  'Swipe left on the photo',
  'the "Export" button is off',
  // A value written as a plain word (no underscore, @ or digit) stays one to quote.
  'the owner field should say ops',
  // "for" a lower-case word is no row's name; a page's own button inside a browser dialog is no answer.
  'tick "Late" for everyone',
  'Click "Save" in the browser dialog',
  // A quoted label (no number) that shows a text may be a field, a region or a row; a condition after an action.
  'Verify "Email" shows "a@b.io"',
  'Click "Save" after the form is filled',
  // A condition that holds a value adds something.
  'Verify "Saved" is shown after clicking "Save"',
  // A lower-case control named alone may be a sentence cut short.
  'main menu tab',
  // A value described by its noun stays reported (which words are the value is not said).
  'We enter the meter reading 48213 in the Reading field',
]
