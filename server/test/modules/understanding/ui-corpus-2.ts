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
  ['Click twice on "Dune"', 'dblclick clickable "Dune"'],
  ['Click "Dune" two times', 'dblclick clickable "Dune"'],
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
]

/** Steps that must stay reported: the words do not say which element or value is meant. */
export const UI_REPORTED_2: string[] = [
  // "the first result" says which of several: no locator for it is known, and a text check anywhere would say less.
  'Verify the first result is "Dune"',
  // A page named by words with no link or URL: which control opens it is not said.
  'Go to the login page',
  'Wait a few seconds',
]
