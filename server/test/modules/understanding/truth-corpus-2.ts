/**
 * The truth corpus, round 11: the classes sets 16 and 19 misread (a plan the step does not say), in other words and
 * apps than the sets'. Each class is read right now, or reported where the words do not say which reading is meant:
 * a unquoted word of a name one edit from one English word, a value given with the noun that introduces it, a
 * control named after its role noun ("labelled X"), the page's top or bottom written without "the", a form named by
 * lower-case words, a dialog named by its title, a record named by whom it is with, a field tapped and then typed
 * into, being on a whole address, a title of a named page, an image that is shown, a key before an arrow, a site's
 * main menu. Reported: "first"/"last" before a state word, a capitalised action "for" a capitalised name, a plain
 * number given with its noun.
 */

export const TRUTH_UI_2: [string, string][] = [
  // A lower-case word of an unquoted name, no word but one edit from exactly one English word, is that word.
  ['Verify the ordrs table has 5 rows', 'count table "orders" 5'],
  ['Click the downlaod button', 'click clickable:button "download"'],
  ['Verify 3 items are shown in the invioces list', 'count list "invoices" 3'],
  // Only a letter left out or two swapped are undone: a brand written lower-case is often a changed letter from a word.
  ['Click the gmail link', 'click clickable:link "gmail"'],
  // A value that holds a digit and a letter or a separator, after the noun that introduces it, is the value alone.
  ['Type the order number ORD-7781 into the Search field', 'fill field "Search" "ORD-7781"'],
  ['Enter voucher code SPRING24 in the Voucher field', 'fill field "Voucher" "SPRING24"'],
  ['Enter the member ID M-0042 in the Card field', 'fill field "Card" "M-0042"'],
  ['Type the delivery date 2025-03-14 into the Date field', 'fill field "Date" "2025-03-14"'],
  // A control named after its role noun: the label is the name.
  ['Choose "Weekly" from the dropdown labelled Frequency', 'select "Weekly" dropdown "Frequency"'],
  ['Enter "42" into the input which is labelled "Door number"', 'fill field "Door number" "42"'],
  ['Then pick "Economy" from the drop down list which is called Cabin', 'select "Economy" dropdown "Cabin"'],
  ['Type "Lisbon" in the field named City', 'fill field "City" "Lisbon"'],
  // The page's top or bottom, with or without "the".
  ['Scroll to top of page', 'scroll top'],
  ['Scroll down to bottom of the screen', 'scroll bottom'],
  ['Scroll until the top of screen', 'scroll top'],
  // A form named by lower-case words is the page's form; a quoted or capitalised name is the form's own.
  ['Submit the contact form', 'submit'],
  ['Then submit the sign-up form', 'submit'],
  ['Submit the "Newsletter" form', 'submit element "Newsletter"'],
  // A dialog is named by its title: the title is shown in a dialog.
  ['Verify the "Delete account" dialog is shown', 'text "Delete account" visible in dialog'],
  ['The "Share file" modal should be visible', 'text "Share file" visible in dialog'],
  ['Check the "Rename board" popup is open', 'text "Rename board" visible in dialog'],
  // A record named by whom or what it is with is clicked by that name.
  ['Tap the chat with Marco Rossi', 'click clickable "Marco Rossi"'],
  ['Click on the booking by Anna Berg', 'click clickable "Anna Berg"'],
  ['Open the email from Northwind Support', 'click clickable "Northwind Support"'],
  // A field tapped and then typed into is one fill of that field.
  ['Click the search box and type "lamps"', 'fill field "search" "lamps"'],
  ['Click in the comment box and then enter "Great!"', 'fill field "comment" "Great!"'],
  ['Tap on the Reply field and type "On my way"', 'fill field "Reply" "On my way"'],
  ['Tap the Notes field then type "Leave at door"', 'fill field "Notes" "Leave at door"'],
  // Being on a whole address is being there; a path alone is part of the address.
  ['I should be on https://shop.example.com/cart', 'url equals "https://shop.example.com/cart"'],
  ['We should be at {{BASE_URL}}/orders', 'url equals "{{BASE_URL}}/orders"'],
  ['Then the customer is at {{SHOP_URL}}/thanks', 'url equals "{{SHOP_URL}}/thanks"'],
  ['I should be on /orders', 'url contains "/orders"'],
  ['Given the visitor is on {{BASE_URL}}/shop', 'navigate {{BASE_URL}}/shop'],
  // The title of a named page is the page's title.
  ['Verify the invoice page title is "Invoice 42 – Ledgerly"', 'title equals "Invoice 42 – Ledgerly"'],
  ['Check that the settings page title contains "Settings"', 'title contains "Settings"'],
  // An image that is checked is shown, not pressed; an icon stays a control's picture.
  ['Verify the company logo image is shown', 'element element:img "company logo" visible'],
  ['Check the "QR code" image is not displayed', 'element element:img "QR code" hidden'],
  ['Verify the "Help" icon is shown', 'element clickable:img "Help" visible'],
  // A key's name before an arrow is pressed, then what it leads to is checked.
  ['Esc -> "Filters" panel is hidden', 'press Escape | text "Filters" hidden'],
  ['- [ ] Escape in photo viewer -> "Photo 3" heading gone', 'press Escape | element element:heading "Photo 3" hidden'],
  // Home, End and Delete name a page or a button as often as a key: before an arrow they stay a title.
  ['Home -> click "Settings"', 'click clickable "Settings"'],
  // A site's main menu is its navigation.
  ['Click "Pricing" in the main menu', 'click clickable "Pricing" in navigation'],
  ['Tap "Account" in the main menu', 'click clickable "Account" in navigation'],
  // "no" after an article names an empty state's message (`the no results message`); it negates nothing. Without the
  // article it still does.
  ['Verify the no results message "Nothing found" is shown', 'text "Nothing found" visible'],
  ['Check the no data text "Empty" is visible', 'text "Empty" visible'],
  ['Verify no message "Nothing found" is shown', 'text "Nothing found" hidden'],
  // A repetition said after the step is the same action; the adverb is no part of the name.
  ['Click on Refresh again', 'click clickable "Refresh"'],
  ['Press the Retry button once more', 'click clickable:button "Retry"'],
  // `input box` / `entry field` after a label is the field's role noun.
  ['Enter "Ana" in Last name input box', 'fill field "Last name" "Ana"'],
  ['Type "42" into the Age entry field', 'fill field "Age" "42"'],
  // The browser's own back and reload buttons: the browser goes back or reloads.
  ['Click the browser back button', 'go_back'],
  ['Hit the browser reload button', 'reload'],
  ['Click Browser history', 'click clickable "Browser history"'],
  // `assert title "X"`: the page's title.
  ['assert title "Orders | Acme"', 'title equals "Orders | Acme"'],
  ['Verify page title "Settings"', 'title equals "Settings"'],
  // A polite ending adds nothing.
  ['Choose "Large" from the Size dropdown, please', 'select "Large" dropdown "Size"'],
  // Observe / notice introduce a check, as verify does.
  ['Observe the messages list has 4 items', 'count list "messages" 4'],
  ['Notice that "Draft saved" is shown', 'text "Draft saved" visible'],
]

export const TRUTH_UI_REPORTED_2: string[] = [
  // The browser's forward button: no action goes forward, and no page has the button.
  'Click the browser forward button',
  // "first" or "last" before a state word picks an element by its state: no label says it.
  'Tap the last unread message',
  'Click the first free seat',
  'Click the first available time',
  // A capitalised action, "for" and a capitalised name: a control so labelled or a row's control.
  'Click Approve for Jonas',
  'Tap Cancel for Room 4',
  // A plain number after its noun may count what the noun names: which words are the value is not said.
  'Type the number 12 into the Seats field',
  // A label and its value after "with" name no record by its text.
  'Open the ticket with ID T-12',
  // A dialog that closes leaves no dialog to look in.
  'Verify the "Rename board" dialog is closed',
]
