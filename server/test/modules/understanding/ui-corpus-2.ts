/**
 * The UI phrasing corpus, third round (issue 11): one or more entries per wording class added before and after
 * held-out set 6, each with the plan it must give (`summarizeUiAction`, actions joined by ` | `). Entries are the
 * class in other words than set 6's, so the class is tested, not the sentence.
 */

export const UI_CORPUS_2: [string, string][] = [
  // a role noun before its quoted name, or before a name at the end of the step
  ['Click the button "Save"', 'click clickable:button "Save"'],
  ['Click the link "Home"', 'click clickable:link "Home"'],
  ['Click the button labeled Save', 'click clickable:button "Save"'],
  ['Tick the checkbox "Gift wrap"', 'check toggle:checkbox "Gift wrap"'],
  // a capitalised label after its noun (`the field First name`)
  ['Type "Ann" in the field Nickname', 'fill field "Nickname" "Ann"'],
  ['Press the button Continue', 'click clickable:button "Continue"'],
  // element presence and negated states
  ['Verify the "Save" button is present', 'element clickable:button "Save" visible'],
  ['Verify the "Save" button exists', 'element clickable:button "Save" visible'],
  ['The "Save" button appears', 'element clickable:button "Save" visible'],
  ['The "Save" button should not be displayed', 'element clickable:button "Save" hidden'],
  ['The Save button disappears', 'element clickable:button "Save" hidden'],
  ['Expect the "Save" button to be disabled', 'element clickable:button "Save" disabled'],
  ['The "Pay" button should stay disabled', 'element clickable:button "Pay" disabled'],
  ['Verify that there is a "Save" button', 'element clickable:button "Save" visible'],
  ['There is no "Delete" link', 'element clickable:link "Delete" hidden'],
  ['I don\'t see the "Logout" link', 'element clickable:link "Logout" hidden'],
  ['The "Terms" checkbox is marked', 'element toggle:checkbox "Terms" checked'],
  // ability and contractions
  ['I should be able to see "Welcome back"', 'text "Welcome back" visible'],
  ['I should not be able to see "Admin"', 'text "Admin" hidden'],
  ['"Admin" shouldnt be visible', 'text "Admin" hidden'],
  ['The page doesnt show "Admin"', 'text "Admin" hidden'],
  // texts in a region, and texts named with no verb or with the verb first
  ['Verify "Milk" is in the task list', 'text "Milk" visible in list'],
  ['"Milk" is no longer in the list', 'text "Milk" hidden in list'],
  ['Verify "Milk" is not in the list anymore', 'text "Milk" hidden in list'],
  ['"Emma" should not appear in the results', 'text "Emma" hidden'],
  ['Verify the error: "Wrong password"', 'text "Wrong password" visible'],
  ['Verify the error message "Wrong password"', 'text "Wrong password" visible'],
  ['Verify that appears the text "Saved"', 'text "Saved" visible'],
  ['Verify that is not showing "Error"', 'text "Error" hidden'],
  ['Check the customer "Ann Lee" is in the table', 'text "Ann Lee" visible in table'],
  ['Verify the text "Saved" is appearing', 'text "Saved" visible'],
  ['check "Saved" is there', 'text "Saved" visible'],
  ['Verify that the total is "$30.00"', 'text "$30.00" visible'],
  ['Verify total shows "$30.00"', 'text "$30.00" visible'],
  ['The status of "Dune" should be "Borrowed"', 'text "Borrowed" visible row "Dune"'],
  ['The row with "Dune" should say "Borrowed"', 'text "Borrowed" visible row "Dune"'],
  ['Verify in the page title there is "Orders"', 'title contains "Orders"'],
  ['Verify the H2 is "Orders"', 'element element:heading "Orders" visible'],
  // generic messages
  ['Verify no error message is displayed', 'element message hidden'],
  ['Verify no errors are shown', 'element message hidden'],
  ['A warning message should not be displayed', 'element message hidden'],
  // counts
  ['Verify the cart has 3 items', 'count list "cart" 3'],
  ['Then I should see 3 products', 'count list "products" 3'],
  ['Verify only 1 result is shown', 'count list "result" 1'],
  ['The orders table shows 5 orders', 'count table "orders" 5'],
  // URL
  ['The URL changes to /account', 'url contains "/account"'],
  ['The user lands on /account', 'url contains "/account"'],
  ['Verify that I land on /account', 'url contains "/account"'],
  // fills: unquoted values, placeholders with words before them, other verbs
  ['Enter 12.5 in Weight', 'fill field "Weight" "12.5"'],
  ['Type ann@shop.io into the login box', 'fill field "login" "ann@shop.io"'],
  ['Enter postcode 90210', 'fill field "postcode" "90210"'],
  ['Enter WELCOME5 as the promo code', 'fill field "promo code" "WELCOME5"'],
  ['Set the Age field to 42', 'fill field "Age" "42"'],
  ['Change the Age to 42', 'fill field "Age" "42"'],
  ['Type the password {{PASSWORD}} into the Password field', 'fill field "Password" "{{PASSWORD}}"'],
  ['Type {{PASSWORD}} as the password', 'fill field "password" "{{PASSWORD}}"'],
  ['Set "abc" in the Name field', 'fill field "Name" "abc"'],
  ['Type in "abc" into the Name field', 'fill field "Name" "abc"'],
  ['Add "Milk" to the New item field', 'fill field "New item" "Milk"'],
  ['Type "lamp" in the search bar', 'fill field "search" "lamp"'],
  ['Select from the Size list "Large"', 'select "Large" dropdown "Size"'],
  ['Choose in the combo Country the option "Spain"', 'select "Spain" dropdown "Country"'],
  // a dropdown's shown value is its chosen option
  ['The Country dropdown should show "Spain"', 'value dropdown "Country" "Spain"'],
  // clicks
  ['Click on the book titled "Dune"', 'click clickable "Dune"'],
  ['Select the "Dune" book', 'click clickable "Dune"'],
  // Two clicks since round 12: a double click is asked for as one (`Double-click "Dune"`).
  ['Click twice on "Dune"', 'click clickable "Dune" | click clickable "Dune"'],
  ['Click "Dune" two times', 'click clickable "Dune" | click clickable "Dune"'],
  ['Do click on "Save"', 'click clickable "Save"'],
  ['Click in the link "Help"', 'click clickable:link "Help"'],
  ['Click the last Delete button', 'click clickable:button "Delete" #last'],
  ['Click "Profile" in the navigation menu', 'click clickable "Profile" in navigation'],
  ['Open the Settings tab', 'click clickable:tab "Settings"'],
  ['Go to the tab "Billing"', 'click clickable:tab "Billing"'],
  ['Open the Reports page from the side bar', 'click clickable "Reports" in complementary'],
  ['Archive old orders by clicking "Archive"', 'click clickable "Archive"'],
  ['Log out', 'click clickable "Log out"'],
  ['Sign out of the app', 'click clickable "Sign out"'],
  ['Delete btn is disabled', 'element clickable:button "Delete" disabled'],
  // toggles
  ['Turn on "Dark mode"', 'check toggle "Dark mode"'],
  ['Switch off the "Dark mode" switch', 'uncheck toggle "Dark mode"'],
  ['Enable the "Available only" toggle', 'check toggle "Available only"'],
  ['Disable "Notifications"', 'uncheck toggle "Notifications"'],
  // page actions, navigation, search
  ['Submit', 'submit'],
  ['Launch the app at {{BASE_URL}}', 'navigate {{BASE_URL}}'],
  ['Start at /books', 'navigate /books'],
  ['Open {{BASE_URL}}/books in the browser', 'navigate {{BASE_URL}}/books'],
  ['Return to the previous page', 'go_back'],
  ['Go back one page', 'go_back'],
  ['Wait for the page to load completely', 'wait load'],
  ['Wait for the "Results" heading', 'wait element:heading "Results" visible'],
  ['Search for ceramic mug', 'fill field "Search" "ceramic mug" | press Enter'],
  ['Search the term "mug"', 'fill field "Search" "mug" | press Enter'],
  ['Scroll all the way down', 'scroll bottom'],
  ['Take screenshot', 'screenshot'],
  ['Take a screen shot', 'screenshot'],
  // compound checks with the verb left out, and other quote kinds
  ['Verify "Saved" is visible and "Error" is not visible', 'text "Saved" visible | text "Error" hidden'],
  ['Verify «Welcome back» is visible', 'text "Welcome back" visible'],
  ['Double check the "Save" button is enabled', 'element clickable:button "Save" enabled'],
  // verb before its subject, other ways to see a message, terse notes
  ['Check that exists the button "Delete"', 'element clickable:button "Delete" visible'],
  ['Verify that appears a message "Saved"', 'text "Saved" visible'],
  ['Then I should see a confirmation "Booked"', 'text "Booked" visible'],
  ['And I should receive a message saying "Thanks"', 'text "Thanks" visible'],
  ['Then a dialog with "Are you sure?" appears', 'text "Are you sure?" visible in dialog'],
  ['verify "Saved" shows', 'text "Saved" visible'],
  ['"Saved" pops up', 'text "Saved" visible'],
  ['expect no toast', 'element message hidden'],
  ['table should have 3 rows', 'count table "table" 3'],
  ['goto /admin', 'navigate /admin'],
  ['Make click in "Send"', 'click clickable "Send"'],
  ['Go to the previous page', 'go_back'],
  ['Verify the URL contains the text "/orders"', 'url contains "/orders"'],
  // passive fills and choices, elided repeats, numbers shown, subjects that are the whole app
  ['The Email field is filled with "a@b.io"', 'fill field "Email" "a@b.io"'],
  ['"Spain" is selected from the Country dropdown', 'select "Spain" dropdown "Country"'],
  ['Click "Cart", then "Checkout"', 'click clickable "Cart" | click clickable "Checkout"'],
  ['Click "Next" and then "Finish"', 'click clickable "Next" | click clickable "Finish"'],
  ['Fill "First name" with "Ann" and "Last name" with "Lee"', 'fill field "First name" "Ann" | fill field "Last name" "Lee"'],
  ['Enter "Ann" as first name and "Lee" as last name', 'fill field "first name" "Ann" | fill field "last name" "Lee"'],
  ['Verify both "A" and "B" are shown', 'text "A" visible | text "B" visible'],
  ['Expand the "Details" section', 'click clickable "Details"'],
  ['Verify the badge shows 3', 'text "3" visible'],
  ['The cart count should be 3', 'text "3" visible'],
  ['The system shall display "Welcome"', 'text "Welcome" visible'],
  ['The app should display a "Welcome" message', 'text "Welcome" visible'],
  ['Verify the page contains the word "Invoice"', 'text "Invoice" visible'],
  ['Check that the header contains the user name "Ann"', 'text "Ann" visible in banner'],
  ['Delete the text in the Name field', 'fill field "Name" ""'],
  ['Wait for navigation to /done', 'wait url contains "/done"'],
  ['Verify the Country dropdown has "Spain" selected', 'value dropdown "Country" "Spain"'],
  ['Verify "Spain" is selected in the Country dropdown', 'value dropdown "Country" "Spain"'],
  // other learners' verbs and orders, page checks, native dialogs answered
  ['Introduce "Ann" in the field Name', 'fill field "Name" "Ann"'],
  ['Complete the Name field with "Ann"', 'fill field "Name" "Ann"'],
  ['Press the key Enter', 'press Enter'],
  ['Make a double click on "Row 1"', 'dblclick clickable "Row 1"'],
  ['Give click on "Send"', 'click clickable "Send"'],
  ['Must be visible "Hello"', 'text "Hello" visible'],
  ['Access to {{BASE_URL}}/x', 'navigate {{BASE_URL}}/x'],
  ['Verify that we are in /x', 'url contains "/x"'],
  ['Verify the current page is /x', 'url contains "/x"'],
  ['Verify that the page /x is opened', 'url contains "/x"'],
  ['Scroll until the end', 'scroll bottom'],
  ['Press OK in the alert', 'dialog accept'],
  ['Click Cancel on the confirm dialog', 'click clickable "Cancel" in dialog'],
  ['Activate the "Remember me" checkbox', 'check toggle:checkbox "Remember me"'],
  ['Deactivate "Notifications"', 'uncheck toggle "Notifications"'],
  ['Verify that the list contains 3 elements', 'count list "list" 3'],
  // a text removed or added, counts that remain
  ['Verify that "Buy milk" was removed', 'text "Buy milk" hidden'],
  ['"Buy milk" was removed from the list', 'text "Buy milk" hidden in list'],
  ['Verify "Buy milk" was added to the list', 'text "Buy milk" visible in list'],
  ['Verify 2 tasks remain', 'count list "tasks" 2'],
  ['Click on the "Price" column header', 'click clickable "Price"'],
  // round 2 (set 7): a nameless toggle's "of"/"for" names its label; "next to" names its row
  ['Tick the checkbox of "Remember me"', 'check toggle:checkbox "Remember me"'],
  ['Select the radio button of "Express delivery"', 'check toggle:radio "Express delivery"'],
  ['Tick the checkbox next to "Walk dog"', 'check toggle:checkbox row "Walk dog"'],
  // a heading with describing words before it
  ['The section heading should say "Billing"', 'element element:heading "Billing" visible'],
  ['Page heading reads "Orders"', 'element element:heading "Orders" visible'],
  // a region shown holding a text; a text named by a status or badge noun
  ['The success screen is shown with the message "Order placed"', 'text "Order placed" visible'],
  ['A dialog opens with the text "Are you sure?"', 'text "Are you sure?" visible in dialog'],
  ['"Paid" badge is not displayed for "INV-2001"', 'text "Paid" hidden row "INV-2001"'],
  ['The card for "Ann" shows the role "Admin"', 'text "Admin" visible row "Ann"'],
  ['Click "Refund" for the order "A-17"', 'click clickable "Refund" row "A-17"'],
  // identifiers (letters, a dash, digits) are values without quotes
  ['Click "Cancel" for ORD-5521', 'click clickable "Cancel" row "ORD-5521"'],
  ['"Shipped" appears in the ORD-5521 row', 'text "Shipped" visible row "ORD-5521"'],
  ['stock column for "SKU-12" says 7', 'text "7" visible row "SKU-12"'],
  ['Click COVID-19 Info', 'click clickable "COVID-19 Info"'],
  // modal "ought to", a polite request, "is coming"
  ['A notice saying "Saved" ought to appear', 'text "Saved" visible'],
  ['Can you check that "Welcome" is displayed?', 'text "Welcome" visible'],
  ['Verify "OTP sent" message is coming', 'text "OTP sent" visible'],
  // a place that lists or contains a text; a value shown as; a text that changes
  ['The cart should contain "Blue mug"', 'text "Blue mug" visible'],
  ['The timeline lists "Order shipped"', 'text "Order shipped" visible'],
  ['Verify the tax is shown as "$2.10"', 'text "$2.10" visible'],
  ['The order state should change to "Delivered"', 'text "Delivered" visible'],
  ['verify "Link copied" snackbar', 'text "Link copied" visible'],
  // being brought to a page; the URL as an equation
  ['The user is taken to /orders', 'url contains "/orders"'],
  ['url == {{BASE_URL}}/home', 'url equals "{{BASE_URL}}/home"'],
  // values and options
  ['Enter billing city as New Delhi', 'fill field "billing city" "New Delhi"'],
  ['Enter coupon code as SAVE10', 'fill field "coupon code" "SAVE10"'],
  ['I fill "hello" into the Comment box', 'fill field "Comment" "hello"'],
  ['Pick the size "Large" from the Size dropdown', 'select "Large" dropdown "Size"'],
  ['Change the Country dropdown to United Kingdom', 'select "United Kingdom" dropdown "Country"'],
  // terse abbreviations, keyboard shortcuts, toggles, scrolling, passive page actions
  ['clk Save', 'click clickable "Save"'],
  ['dbl-click "Notes.txt"', 'dblclick clickable "Notes.txt"'],
  ['set the quantity w/ 4', 'fill field "quantity" "4"'],
  ['Undo the change with ctrl+z', 'press Control+z'],
  ['Toggle off "Dark mode"', 'uncheck toggle "Dark mode"'],
  ['Scroll right up to the top', 'scroll top'],
  ['The page gets scrolled down', 'scroll down'],
  ['A screenshot gets taken', 'screenshot'],
  // a quoted label before "text field / box / area" says where the name ends
  ['Type "Great stay" into the "Comment" text box', 'fill field "Comment" "Great stay"'],
  ['Type "Great stay" into the "Comment text" field', 'fill field "Comment text" "Great stay"'],
  // round 3 (set 8): lead words of chat and numbered scripts
  ['okay now click Continue', 'click clickable "Continue"'],
  ['Step 3: Click "Next"', 'click clickable "Next"'],
  ['4) Type "Bo" in the Name field', 'fill field "Name" "Bo"'],
  ['u should see "Welcome"', 'text "Welcome" visible'],
  // press / hit a capitalised name that is no key: the control is clicked (a key name stays a key press)
  ['Hit Continue', 'click clickable "Continue"'],
  ['Press Submit order', 'click clickable "Submit order"'],
  ['Press Escape', 'press Escape'],
  // expecting / wanting to see is a check that it is shown
  ['We expect to see "Order placed"', 'text "Order placed" visible'],
  ['I want to see the banner "Sale ends today"', 'text "Sale ends today" visible'],
  // the address bar is the URL
  ['The browser address bar contains /orders/42', 'url contains "/orders/42"'],
  // a toggle that is on is checked; only a toggle is switched or turned on
  ['The Notifications switch is off', 'element toggle "Notifications" unchecked'],
  ['Dark mode should be turned off', 'element toggle "Dark mode" unchecked'],
  ['Verify "Two-factor" is switched on', 'element toggle "Two-factor" checked'],
  ['Switch the "Wi-Fi" toggle off', 'uncheck toggle "Wi-Fi"'],
  ['Turn the Subtitles switch on', 'check toggle "Subtitles"'],
  // two-word double / right click, a cell before its name, a column header after it
  ['Double click the "B2" cell', 'dblclick clickable "B2"'],
  ['right click on the "Status" header', 'rightclick clickable "Status"'],
  // unquoted numbers as values; a capitalised name holding a value is a field
  ['The Quantity field should have value 3', 'value field "Quantity" "3"'],
  ['Type 12 as Age', 'fill field "Age" "12"'],
  ['Verify Email still has the value "a@b.io"', 'value field "Email" "a@b.io"'],
  // open a quoted name that is no URL (alone or with a describing noun): click it
  ['Open "March invoices"', 'click clickable "March invoices"'],
  ['We open the "Q3 report" document', 'click clickable "Q3 report"'],
  // a second check that leaves out the state it shares with the first
  ['Check "Visa" is listed and "Amex" is not', 'text "Visa" visible | text "Amex" hidden'],
  // a leading row named by a quoted text, no comma
  ['In the row with "Ann" click "Edit"', 'click clickable "Edit" row "Ann"'],
  // a describing noun after a time or a number: the time or number is the name
  ['Tap the 9:45 slot', 'click clickable "9:45"'],
  // "as" before an unquoted value is no part of the label
  ['Type the postcode as 10115', 'fill field "postcode" "10115"'],
  // "only" after the role noun is no part of the label
  ['Choose "Diesel" from the Fuel kind dropdown only', 'select "Diesel" dropdown "Fuel kind"'],
  // a markdown task-list mark is no part of the step
  ['- [x] Click "Checkout"', 'click clickable "Checkout"'],
  // a heading named after the check verb, no state: visible
  ['Verify heading "Order summary"', 'element element:heading "Order summary" visible'],
]

/** Steps that must stay reported: the words do not say which element or value is meant. */
export const UI_REPORTED_2: string[] = [
  // "the first result" says which of several: no locator for it is known, and a text check anywhere would say less.
  'Verify the first result is "Dune"',
  // A page named by words with no link or URL: which control opens it is not said.
  'Go to the login page',
  'Wait a few seconds',
  // A state stated with no action: the step does not say whether to tick the box or check that it is ticked.
  'The "Terms" checkbox is checked by the user',
  'Verify the second row shows "Ann"',
  // "the number of rows" is a count, never the text "3" somewhere.
  'Verify the number of rows is 3',
  // A URL or title that changes has its own check; "changes to" is not read as a text there.
  'The page title changes to "Checkout"',
  // A nameless checkbox "for" a text is its label on a form and the row's checkbox in a list: reported as ambiguous.
  'Tick the checkbox for "Remember me"',
  'Select the radio button for "Express"',
  // An unquoted name before "text field / box / area" may end at "text" or hold it: reported as ambiguous.
  'Type "Great stay" into the Comment text box',
  'Fill the Notes text area with "Leave at the door"',
  // A page opened by its name alone says no URL (a quoted name with no noun, or a describing noun, is clicked).
  'Open the "Settings" page',
  // An unquoted element name holding a modal verb is a sentence not taken apart, never a label (the round-4 role
  // reading takes 'It must 5 rows in the orders table be visible' apart: it moved to ui-corpus-3.ts).
  'It must 5 rows in the orders table be visible after login',
]
