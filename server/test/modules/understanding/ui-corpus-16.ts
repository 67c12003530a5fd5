/**
 * The sixteenth round of the UI phrasing corpus (issue 11, round 13, helper tune-ui-devcheck): (a) developers who write
 * English with their test library's words in it (Cypress `check()`, `trigger mouseover`, `scrollIntoView … then click
 * it`, `cy.go back`, `document.title should eq`, `stub window.confirm`; Selenium and WebdriverIO `sendKeys`,
 * `setValue`, `moveToElement`, `driver.navigate().back()`; the control inside what was looked up, `… and click its
 * Edit button`), and (b) checklists, smoke suites, test-management exports and support macros (a box or tick before
 * the step, a case id in capitals with its step number, a topic before a colon, an action and its checks on one line,
 * a state with its evidence in brackets, a page that loads before its check, `btn X -> click`, `Field: value`, a
 * table's rows as a value, a region that has a control, a phone number typed without quotes, a message under the
 * field, what the customer says they see). Apps and values are our own (a ferry line, a shop, a bakery, a gym, a
 * library). The second list holds near misses that must stay reported: a library word with no action the grammar
 * has, a pronoun or a possessive with no control, a state with no evidence, two readings.
 */

export const UI_CORPUS_16: [string, string][] = [
  // A developer who thinks in Cypress: a call's brackets, `trigger`, `scrollIntoView`, `cy.go`, chai's `eq`.
  ['check() the "I accept the terms" checkbox', 'check toggle:checkbox "I accept the terms"'],
  ['click() the "Save draft" button', 'click clickable:button "Save draft"'],
  ['uncheck() the "Send me offers" checkbox', 'uncheck toggle:checkbox "Send me offers"'],
  ['clear() the Coupon field', 'fill field "Coupon" ""'],
  ['trigger mouseover on the "Help" link', 'hover clickable:link "Help"'],
  ['trigger mouseenter on the avatar image', 'hover clickable:img "avatar"'],
  ['trigger click on the "Export" button', 'click clickable:button "Export"'],
  ['scrollIntoView the "Terms of use" link, then click it', 'scroll clickable:link "Terms of use" | click clickable:link "Terms of use"'],
  [
    'scrollIntoView the "Load older messages" button and click it',
    'scroll clickable:button "Load older messages" | click clickable:button "Load older messages"',
  ],
  ['cy.go back', 'go_back'],
  ['cy.go back in history', 'go_back'],
  ['cy.reload()', 'reload'],
  ['cy.location pathname should include /orders/1042', 'url contains "/orders/1042"'],
  ['cy.title() should include "Orders"', 'title contains "Orders"'],
  ['document.title should eq "Timetable · Ferryline"', 'title equals "Timetable · Ferryline"'],
  ['location.pathname should eq "/orders"', 'url equals "/orders"'],
  ['should contain "Order placed" somewhere on the page', 'text "Order placed" visible'],
  ['stub window.confirm to return false', 'dialog dismiss'],
  ['mock window.confirm so that it returns true', 'dialog accept'],
  ['override window.confirm so it returns true', 'dialog accept'],
  // A Selenium or WebdriverIO developer: find, then act; `sendKeys`, `setValue`, `moveToElement`, the driver's history.
  ['locate the Username textbox and sendKeys "mlopez"', 'fill field "Username" "mlopez"'],
  ['find the Search field and send_keys "lamp"', 'fill field "Search" "lamp"'],
  ['get the Notes input and setValue "Call after 5"', 'fill field "Notes" "Call after 5"'],
  ['find the Email input and addValue "ana@ferry.test"', 'fill field "Email" "ana@ferry.test"'],
  ['sendKeys "4111 1111 1111 1111" into the Card number field', 'fill field "Card number" "4111 1111 1111 1111"'],
  ['moveToElement the "Timetables" link', 'hover clickable:link "Timetables"'],
  ['mouseover the "Departures" tab', 'hover clickable:tab "Departures"'],
  ['driver.navigate().back()', 'go_back'],
  ['browser.refresh()', 'reload'],
  ['window.location.href should contain "/checkout"', 'url contains "/checkout"'],
  ['document.title should equal "Orders · Ferryline"', 'title equals "Orders · Ferryline"'],
  ['locate the "Berth" dropdown and select "Upper"', 'select "Upper" dropdown "Berth"'],
  // ... the control inside what was looked up, by its text or its possessive.
  ['find the link containing "Forgot password" and click it', 'click clickable:link "Forgot password"'],
  ['locate the tab containing "Billing" and click on it', 'click clickable:tab "Billing"'],
  ['get the button that contains "Add to basket" and click it', 'click clickable:button "Add to basket"'],
  ['Find the button which contains "Pay now" and click on it', 'click clickable:button "Pay now"'],
  ['grab the card with "Blue Mug" and click its Remove button', 'click clickable:button "Remove" row "Blue Mug"'],
  ['find the row for "Order 1042" and click its Refund link', 'click clickable:link "Refund" row "Order 1042"'],
  ['get the row containing "Maria Silva" and tick its checkbox', 'check toggle:checkbox row "Maria Silva"'],
  ['locate the row with "Berth 12" and click its Cancel button', 'click clickable:button "Cancel" row "Berth 12"'],
  // A Playwright developer writing prose.
  ['page.goBack()', 'go_back'],
  ['hover over the "Account" button, then click it', 'hover clickable:button "Account" | click clickable:button "Account"'],
  ['the pathname should include /sailings', 'url contains "/sailings"'],
  ['the location pathname should eq "/tickets/88"', 'url equals "/tickets/88"'],
  ['go back in the browser history', 'go_back'],
  ['verify "Welcome, Ana" is shown somewhere on the screen', 'text "Welcome, Ana" visible'],
  // A release checklist: boxes and ticks before the step, an action and its check on one line.
  ['[ ] Login page opens, "Sign in" heading visible', 'element element:heading "Sign in" visible'],
  ['[x] Open /cart - "Your basket is empty" shown', 'navigate /cart | text "Your basket is empty" visible'],
  ['- [ ] Click "Checkout" - "Payment" heading is shown', 'click clickable "Checkout" | element element:heading "Payment" visible'],
  ['☐ open {{BASE_URL}}/help, "Contact us" link visible', 'navigate {{BASE_URL}}/help | element clickable:link "Contact us" visible'],
  ['✔ Timetable page title is "Timetable – Ferryline"', 'title equals "Timetable – Ferryline"'],
  ['[ ] Open {{BASE_URL}}/sailings - title contains "Sailings"', 'navigate {{BASE_URL}}/sailings | title contains "Sailings"'],
  ['[ ] Tap "Menu" - "Settings" link visible', 'click clickable "Menu" | element clickable:link "Settings" visible'],
  ['☑ Click "Sign out" – "Signed out" is shown', 'click clickable "Sign out" | text "Signed out" visible'],
  ['[x] Reload - still signed in ("My bookings" visible)', 'reload | text "My bookings" visible'],
  // Smoke suites with case ids in capitals, and their step numbers.
  ['SMOKE-01 open /login, "Sign in" button is enabled', 'navigate /login | element clickable:button "Sign in" enabled'],
  ['SANITY-3: click "Orders" in the nav, URL contains /orders', 'click clickable "Orders" in navigation | url contains "/orders"'],
  [
    'REG-12 - type "pasta" into Search, press Enter, "Pasta bake" is listed',
    'fill field "Search" "pasta" | press Enter | text "Pasta bake" visible',
  ],
  ['E2E-4 click Logout, "You are signed out" is shown', 'click clickable "Logout" | text "You are signed out" visible'],
  ['SMOKE-11 no error message on the page', 'element message hidden'],
  [
    'SMOKE-04: tap "Timetable", "Next sailing" heading is shown',
    'click clickable "Timetable" | element element:heading "Next sailing" visible',
  ],
  ['REG-2 open /faq; "Frequently asked questions" shown', 'navigate /faq | text "Frequently asked questions" visible'],
  // A test-management export: `TC-12 / 3 -`, a field and its value after a colon, a control and its action after an arrow.
  ['TC-12 / 3 - Password field: {{USER_PW}}', 'fill field "Password" "{{USER_PW}}"'],
  ['TC-12 / 4 - Login btn -> click', 'click clickable:button "Login"'],
  ['TC-3.2 - btn Save -> click', 'click clickable:button "Save"'],
  ['TC-12 / 5 - URL contains /home', 'url contains "/home"'],
  ['TC-12 / 6 - "3 new messages" visible in sidebar', 'text "3 new messages" visible in complementary'],
  ['QA-3 / 2 - Email: ana@ferry.test', 'fill field "Email" "ana@ferry.test"'],
  ['QA-7 - Remember me checkbox -> tick', 'check toggle:checkbox "Remember me"'],
  ['UAT-05: Orders table rows = 4', 'count table "Orders" 4'],
  // Numbered manual steps: the state, its evidence in brackets; a page that loads before its check; a screenshot's purpose.
  ['3. Reload - still on the basket ("Checkout" visible)', 'reload | text "Checkout" visible'],
  ['4. Click Log out - signed out ("Sign in" link visible)', 'click clickable "Log out" | element clickable:link "Sign in" visible'],
  ['5) Open /account - page loads, "My account" heading visible', 'navigate /account | element element:heading "My account" visible'],
  ['Step 6: Reload page, "3 items" still there', 'reload | text "3 items" visible'],
  ['Step 2 - Screenshot the checkout page for the bug report', 'screenshot'],
  ['8. Click "Book now" - verify "Booking confirmed"', 'click clickable "Book now" | text "Booking confirmed" visible'],
  // A QA lead's quick smoke list: topics before a colon, a region that has a control, a table's rows, a title.
  ['Basket page loads, "Checkout" button visible', 'element clickable:button "Checkout" visible'],
  ['Search page loads - "No results yet" shown', 'text "No results yet" visible'],
  ['Ferry app: sailings table rows = 3', 'count table "sailings" 3'],
  ['rows in the bookings table = 2', 'count table "bookings" 2'],
  ['verify the cabins table rows = 6', 'count table "cabins" 6'],
  ['Header has "Sign in" link', 'element clickable:link "Sign in" in banner visible'],
  ['The footer contains a "Privacy" link', 'element clickable:link "Privacy" in contentinfo visible'],
  ['Sidebar has button "New project"', 'element clickable:button "New project" in complementary visible'],
  ['Footer has "Cookie settings" link', 'element clickable:link "Cookie settings" in contentinfo visible'],
  ['Shopfront home page title contains "Shopfront"', 'title contains "Shopfront"'],
  ['Ferryline booking page title = "Book a crossing | Ferryline"', 'title equals "Book a crossing | Ferryline"'],
  ['Refresh dashboard, "Good morning" still there', 'reload | text "Good morning" visible'],
  ['Reload the page, "Draft saved" still there', 'reload | text "Draft saved" visible'],
  ['Gym: open /classes, "Spin 45" is listed', 'navigate /classes | text "Spin 45" visible'],
  ['Library: "Renew all" button enabled', 'element clickable:button "Renew all" enabled'],
  ['Bakery: open {{BASE_URL}}/menu - "Sourdough" shown', 'navigate {{BASE_URL}}/menu | text "Sourdough" visible'],
  ['Checkout: "Place order" button disabled', 'element clickable:button "Place order" disabled'],
  // Support macros: a phone number typed as the customer did, the message under the field, a field keeping its value.
  ['Type 0161 555 0199 into Phone and click Save', 'fill field "Phone" "0161 555 0199" | click clickable "Save"'],
  ['Enter +1 (555) 010-0199 into the Mobile number field', 'fill field "Mobile number" "+1 (555) 010-0199"'],
  ['Customer types 07700 900456 into Phone number', 'fill field "Phone number" "07700 900456"'],
  ['Result: "Enter a valid email" error under the field', 'text "Enter a valid email" visible'],
  ['Expected: error "Postcode is required" below the field', 'text "Postcode is required" visible'],
  ['The "Too short" warning is shown under the input', 'text "Too short" visible'],
  ['Expected: Email field keeps "kim@test.kr"', 'value field "Email" "kim@test.kr"'],
  ['Verify the Notes box still has "Call after 5"', 'value field "Notes" "Call after 5"'],
  ['Take a screenshot of the order summary for the ticket', 'screenshot'],
  ['Screenshot of the settings page', 'screenshot'],
  ['Screenshot for the release notes', 'screenshot'],
  // Chai's chainers and Cypress's calls written into the sentence.
  ['the "Pay" button should be.disabled', 'element clickable:button "Pay" disabled'],
  ['the "Pay" button should not.be.visible', 'element clickable:button "Pay" hidden'],
  ['the "Remember me" checkbox should be.checked', 'element toggle:checkbox "Remember me" checked'],
  ['the Email input should have.value "a@b.c"', 'value field "Email" "a@b.c"'],
  ['cy.url() should include "/orders"', 'url contains "/orders"'],
  ['cy.contains("Order placed")', 'text "Order placed" visible'],
  // Support macros: what the customer says they see, as they did it, what they saw instead.
  ['The customer reports that the "Pay" button is disabled', 'element clickable:button "Pay" disabled'],
  ['User says "Session expired" appears', 'text "Session expired" visible'],
  ['Caller says the "Book" button stays greyed out', 'element clickable:button "Book" disabled'],
  ['Click "Download" as the customer did', 'click clickable "Download"'],
  ['Reload the page just like the user did', 'reload'],
  ['User sees "Access denied" instead of the dashboard', 'text "Access denied" visible'],
]

/** Steps these classes must report rather than run as something they do not say. */
export const UI_REPORTED_16: string[] = [
  // Library words with no action the grammar has: a prompt's answer, a stub with no answer, a key event, a form's
  // submit event, a network stub, going forward, an alert's text.
  'stub window.prompt so it returns "Bob"',
  'stub window.confirm',
  'trigger keydown on the Search input',
  'trigger submit on the form',
  'stub the API so it returns 500',
  'cy.intercept the login request',
  'cy.go forward',
  'window.alert should say "Saved"',
  // A look-up with no action, an action with no value, a pronoun for no control, a possessive that is no control.
  'find the row containing "Ep 40"',
  'find the Password input and sendKeys',
  'scroll to the bottom, then click it',
  'get the row containing "Ep 40" and check its status is "Draft"',
  'find the card with "Blue Mug" and click its price',
  'get the row containing "Ep 40" and type "x" into its Title field',
  // A state word after a label: tick the box, or check that it is ticked?
  'TC-07 / 3 - Remember me: ticked',
  'Remember me -> yes',
  // A page that loads with nothing to show it did; a page that "works".
  'SMOKE-12 Orders page loads',
  'Donate page loads',
  '[ ] Orders page works',
  // A search submits with Enter: a second Enter may or may not be meant.
  '✅ Search "lamp", press Enter, "3 results" shown',
  // A state with no evidence; a list refreshed may be a button's click.
  'Reload - still logged in',
  'Refresh the results, "3 items" still there',
  // A field that keeps no value; a record's id is no case id.
  'Expected: Email field keeps focus',
  'PRM-2026-0419 open, status Approved',
  // An item and where it is, unquoted (truth corpus 4).
  'Customer opens Settings from the user menu',
  // An arrow's action said twice, an arrow to a verb the arrow reading has not, a verb alone as a field's value.
  'Login btn -> click twice',
  'SMOKE-3 Orders -> open',
  'TC-4 / 2 - Country: select',
  // After a dash comes what is expected: `Sign in` may be the page's heading or a click.
  '1. Open /login - Sign in',
  // A screenshot with more to do; a filter that may be a field or a dropdown; a number with nowhere to type it.
  'Screenshot the "Receipt" dialog and attach it to the ticket',
  'Step 4: filter Zone = Z2',
  'Type 0161 555 0199 and click Save',
  // A chainer the rules do not read (a length is no count of a named table's rows).
  'the Orders table rows should have.length 3',
  // What the customer says they did, or a state no check has; a text seen instead of another quoted one.
  'Customer says she clicks Save',
  'Customer says the page is slow',
  'Customer says nothing happens',
  'Customer sees "A" instead of "B"',
]
