/**
 * The UI phrasing corpus, seventh round (issue 11): the classes of held-out set 13's misses, each in other words than
 * the set's (other personas, names, tenses, introducers, keys and labels), with the plan it must give
 * (`summarizeUiAction`, actions joined by ` | `), and the steps of the same classes that must stay reported.
 */

export const UI_CORPUS_6: [string, string][] = [
  // An actor before the verb is who does the step: a user story's persona, a role, a name, in any tense read.
  ['As a shop owner, I click the "Publish" button', 'click clickable:button "Publish"'],
  ['As an unregistered visitor I go to {{BASE_URL}}/signup', 'navigate {{BASE_URL}}/signup'],
  ['As the account manager I type "Q3 review" into the Subject field', 'fill field "Subject" "Q3 review"'],
  ['As a premium member, I select "Annual" from the Plan dropdown', 'select "Annual" dropdown "Plan"'],
  ['As an auditor I should see "Read only" in the header', 'text "Read only" visible in banner'],
  ['As a patient I can choose "Video call" in the Appointment type dropdown', 'select "Video call" dropdown "Appointment type"'],
  ['As Priya, I tick the "Remember me" checkbox', 'check toggle:checkbox "Remember me"'],
  ['As a cashier, press Enter', 'press Enter'],
  ['As our support agent I open {{BASE_URL}}/tickets', 'navigate {{BASE_URL}}/tickets'],
  ['As a guest I want to see "Sign in to continue"', 'text "Sign in to continue" visible'],
  ['As admin, I click "Save"', 'click clickable "Save"'],
  ['The reviewer clicks on the "Approve" link', 'click clickable:link "Approve"'],
  ['The cashier types 42 into the Quantity field', 'fill field "Quantity" "42"'],
  ['Each attendee clicks "Check in"', 'click clickable "Check in"'],
  ['A logged-in teacher opens {{BASE_URL}}/classes', 'navigate {{BASE_URL}}/classes'],
  ['The new employee has entered "Jane" in the First name field', 'fill field "First name" "Jane"'],
  ['Every student should see "Week 1"', 'text "Week 1" visible'],
  ['The dispatcher hovers over the "Route" icon', 'hover clickable:img "Route"'],
  ['The moderator double-clicks the "Pinned" label', 'dblclick clickable "Pinned"'],
  ['Our tester scrolls to the bottom of the page', 'scroll bottom'],
  ['Nurse clicks "Discharge" for "Room 12"', 'click clickable "Discharge" row "Room 12"'],
  ['Admin unchecks the "Public" checkbox', 'uncheck toggle:checkbox "Public"'],
  ['Maria presses Escape', 'press Escape'],
  ['Anna Berg selects "Oslo" from the City dropdown', 'select "Oslo" dropdown "City"'],
  ['Dr. Lind clicks the "Prescribe" button', 'click clickable:button "Prescribe"'],
  ['Volunteers see "Thank you for signing up"', 'text "Thank you for signing up" visible'],
  ['The reviewer sees "Approved" in the row for "Draft 7"', 'text "Approved" visible row "Draft 7"'],
  ['The organiser accepts the dialog', 'dialog accept'],
  ['The pilot clicked "Accept swap"', 'click clickable "Accept swap"'],
  ['Then the administrator should see "User deleted"', 'text "User deleted" visible'],
  ['And the buyer clicks "Place order"', 'click clickable "Place order"'],
  ['The participant should not see "Error"', 'text "Error" hidden'],
  ['The volunteer navigates to {{BASE_URL}}/rota', 'navigate {{BASE_URL}}/rota'],
  ['The participant goes back', 'go_back'],
  ['The participant clicks "Next" and types "Oslo" in the City field', 'click clickable "Next" | fill field "City" "Oslo"'],
  ['Carlos double clicks on "Report.pdf"', 'dblclick clickable "Report.pdf"'],
  ['Participant 3 clicks "Help"', 'click clickable "Help"'],
  ['P3 clicks "Help"', 'click clickable "Help"'],
  ['Emma and Liam click "Join"', 'click clickable "Join"'],
  ['As a logged in user I navigate to {{BASE_URL}}/profile', 'navigate {{BASE_URL}}/profile'],
  ['As QA, check that "Saved" is shown', 'text "Saved" visible'],
  ['The participant clicked on "Menu", then typed "pasta" in the search field', 'click clickable "Menu" | fill field "search" "pasta"'],
  ['The admin user selects "Editor" from the Role dropdown and clicks "Save"', 'select "Editor" dropdown "Role" | click clickable "Save"'],
  [
    'Our client logs in as "acme" with password "{{PW}}"',
    'fill field "Username" "acme" | fill field "Password" "{{PW}}" | click clickable "Log in"',
  ],
  ['The operator makes sure that the URL contains /done', 'url contains "/done"'],
  // A check introduced by any verb of finding out: the clause is the check.
  ['Test that "Booking confirmed" appears', 'text "Booking confirmed" visible'],
  ['Inspect whether the Save button is disabled', 'element clickable:button "Save" disabled'],
  ['See that the cart badge says "2"', 'text "2" visible'],
  ['Make certain that the URL ends with /thanks', 'url ends_with "/thanks"'],
  ['Look whether the "Newsletter" checkbox is checked', 'element toggle:checkbox "Newsletter" checked'],
  ['Find out if the title is "Dashboard"', 'title equals "Dashboard"'],
  ['Control if the row for "Ana" shows "Active"', 'text "Active" visible row "Ana"'],
  ['Establish that the "Export" link is enabled', 'element clickable:link "Export" enabled'],
  ['Review that the heading reads "Orders"', 'element element:heading "Orders" visible'],
  ['Look and see if "Welcome back" is shown', 'text "Welcome back" visible'],
  ['Note that the "Submit" button is disabled', 'element clickable:button "Submit" disabled'],
  ['Please look if the "Next" button is enabled', 'element clickable:button "Next" enabled'],
  ['Ascertain whether "Synced" is visible', 'text "Synced" visible'],
  [
    'Verify that the "Save" button is enabled, then control that "Saved" is shown',
    'element clickable:button "Save" enabled | text "Saved" visible',
  ],
  // Abbreviated verbs: cut short, or their consonants.
  ['Navi to {{BASE_URL}}/admin', 'navigate {{BASE_URL}}/admin'],
  ['Nav. to /reports', 'navigate /reports'],
  ['Sel "Express" from the Shipping dropdown', 'select "Express" dropdown "Shipping"'],
  ['Val that "Saved" is shown', 'text "Saved" visible'],
  ['Chk the "Terms" checkbox', 'check toggle:checkbox "Terms"'],
  ['Hov over "Help"', 'hover clickable "Help"'],
  ['Vrfy "Saved" is shown', 'text "Saved" visible'],
  // The URL written as an equation after a check verb.
  ['Assert URL == {{BASE_URL}}/home', 'url equals "{{BASE_URL}}/home"'],
  ['Check that url = /settings', 'url equals "/settings"'],
  ['Confirm that the URL = /cart', 'url equals "/cart"'],
  ['Verify the current URL = /orders', 'url equals "/orders"'],
  // Key presses in a list: a key's name after a joint is pressed too.
  ['Press Tab, Tab and then Enter', 'press Tab | press Tab | press Enter'],
  ['Hit Esc and then Enter', 'press Escape | press Enter'],
  ['Press Shift+Tab and then Space', 'press Shift+Tab | press Space'],
  ['Press the Down arrow key and then Enter', 'press ArrowDown | press Enter'],
  ['Press Enter and then type "x" in the Name field', 'press Enter | fill field "Name" "x"'],
  ['Press Down, Down, Enter', 'press ArrowDown | press ArrowDown | press Enter'],
  // A key pressed a number of times.
  ['Press Escape twice', 'press Escape | press Escape'],
  ['Hit the Tab key 3 times', 'press Tab | press Tab | press Tab'],
  // A screenshot described by the page it shows, or what it is for.
  ['Take a screenshot of the checkout page', 'screenshot'],
  ['Capture a screenshot of the results screen', 'screenshot'],
  ['Take a screenshot showing the empty cart page', 'screenshot'],
  ['Grab a screenshot for the bug report', 'screenshot'],
  ['Screenshot the order confirmation page', 'screenshot'],
  // "Any more" / "any longer" before a row or a region.
  ['The "Undo" link should not be visible any more', 'element clickable:link "Undo" hidden'],
  ['"Temp file" is not listed any longer in the files list', 'text "Temp file" hidden in list'],
  ['The "Remove" button should no longer be shown anymore for "Old key"', 'element clickable:button "Remove" row "Old key" hidden'],
  ['The "Edit" icon is not displayed any longer next to "Archived"', 'element clickable:img "Edit" row "Archived" hidden'],
  // A label ending in a joint word, bracketed by the article and its role noun.
  ['Choose "Monthly" in the Bill by dropdown', 'select "Monthly" dropdown "Bill by"'],
  ['Type "Ops" into the Assign to field', 'fill field "Assign to" "Ops"'],
  ['Pick "Kg" from the Weigh in dropdown', 'select "Kg" dropdown "Weigh in"'],
  ['Click the Continue with button', 'click clickable:button "Continue with"'],
  // A label after its list noun, as Dutch and Swedish writers order it.
  ['Choose in the list Country the option "Sweden"', 'select "Sweden" dropdown "Country"'],
  // Cypress's chainers in prose.
  ['The heading should have text "Orders"', 'element element:heading "Orders" visible'],
  ['The results list should have length 3', 'count list "results" 3'],
  ['The Email field has text "x"', 'value field "Email" "x"'],
]

/** Near misses of the same classes: reported, never guessed. */
export const UI_REPORTED_6: string[] = [
  // No actor: a page, a list or a control doing something on its own, or a negated action.
  'The menu opens',
  'The page loads',
  'The participant does not click "Cancel"',
  'Maria should not click "Delete"',
  'Save and Close clicks "X"',
  'F5 reloads the page',
  // No check: an action under a condition, an assumption, a wait, or an action as the clause.
  'Retry if "Timeout" appears',
  'Skip if "Beta" is shown',
  'Assume that "Logged in" is visible',
  'Look if you can click "Save"',
  'Scroll down to see if "Footer" is visible',
  // "Search" as the subject of a statement, not a query; a name running past its role noun into "and".
  'Search returns 3 results',
  'Search results list 5 items',
  'Type "abc" in the Search field and Enter',
]
