/**
 * The twelfth round of the UI phrasing corpus (issue 11, round 11's second pass): the classes held-out sets 20 and
 * 21 reported though a reader is sure of them, each written in other words than the sets' (other apps, other
 * names), read by the loose frames (pipeline/loose-frames.ts): lead words and polite frames of a told step, checks in
 * a test library's words (`Expect X to have …`), where the focus is, terse checks that a message is not shown, a
 * field's value told without a verb, role words of other names (combo, date picker, `the field of X`, `the textbox
 * labelled "X"`), a value set off by commas, a validation error, the browser an address is opened in, and a
 * charter's arrow line that counts, and a record named without quotes after a control so named. The second list holds near misses that must stay reported.
 */

export const UI_CORPUS_11: [string, string][] = [
  // Lead words that say when or as whom, and polite frames.
  ['At this point the "Checkout" button should be enabled', 'element clickable:button "Checkout" enabled'],
  ['Once that is done, click the "Next" link', 'click clickable:link "Next"'],
  ['As the store manager, I would like to open {{BASE_URL}}/stock/overview', 'navigate {{BASE_URL}}/stock/overview'],
  ['We would like you to type "Crème brûlée" into the Dessert field.', 'fill field "Dessert" "Crème brûlée"'],
  ['It would be nice to check that the page title is "Menu"', 'title equals "Menu"'],
  ['We would expect to see the banner "Welcome back"', 'text "Welcome back" visible'],
  ['We would now like to be sure that the "Undo" link is not shown', 'element clickable:link "Undo" hidden'],
  ['I would expect the Guests field to show the value "4" at this point.', 'value field "Guests" "4"'],
  // Checks in a test library's words.
  ['Expect the cart list to have 3 items', 'count list "cart" 3'],
  ['Expect the page to have a URL ending with "/receipt"', 'url ends_with "/receipt"'],
  ['Expect the page to have URL containing "/orders/"', 'url contains "/orders/"'],
  ['Expect the textbox "Nickname" to have value "Bo"', 'value field "Nickname" "Bo"'],
  ['Expect the modal to contain the text "Are you sure?"', 'text "Are you sure?" visible in dialog'],
  ['Expect the "Pay" button to be disabled', 'element clickable:button "Pay" disabled'],
  ['Confirm that the web address ends with "/thanks"', 'url ends_with "/thanks"'],
  // Where the focus is.
  ['Make sure focus is on the Search field', 'element field "Search" focused'],
  ['Focus should be on the "Country" combo box', 'element dropdown "Country" focused'],
  ['Focus should be on the Send button', 'element clickable:button "Send" focused'],
  ['Check that the "Next" link has focus', 'element clickable:link "Next" focused'],
  ['Verify the "Dune" link has keyboard focus', 'element clickable:link "Dune" focused'],
  // Terse checks that a message is not shown.
  ['no "Sync error" toast', 'text "Sync error" hidden'],
  ['no error "Card declined"', 'text "Card declined" hidden'],
  // A field's value told without a verb; a non-native order of a shown text.
  ['Quantity input box value should be "3"', 'value field "Quantity" "3"'],
  ['Check if on page is text "Order #4411 confirmed"', 'text "Order #4411 confirmed" visible'],
  // Role words of other names, and a value set off by commas.
  ['Pick "Vegan" in the combo "Diet"', 'select "Vegan" dropdown "Diet"'],
  ['Type 14:30 in the "Pickup time" time picker', 'fill field "Pickup time" "14:30"'],
  ['Fill "Kim" in the field of Last name', 'fill field "Last name" "Kim"'],
  ['Fill the input labelled "Voucher" with "SPRING5"', 'fill field "Voucher" "SPRING5"'],
  ['Enter your email, "a@b.co", into the Email field', 'fill field "Email" "a@b.co"'],
  // A validation error; the browser an address is opened in; an arrow line that counts.
  ['Check that a validation error is shown', 'element message visible'],
  ['Go to {{BASE_URL}}/menu on the mobile browser', 'navigate {{BASE_URL}}/menu'],
  ['orders table -> 3 rows', 'count table "orders" 3'],
  // A page said to have a URL: the URL (it was read as a text shown, a misread).
  ['Verify the page has a URL containing "/invoices/"', 'url contains "/invoices/"'],
  ['Check that the page has a URL that starts with "https://shop."', 'url starts_with "https://shop."'],
  // A record named without quotes after a control named without quotes.
  ['Tap Remove for Lucy Gray', 'click clickable "Remove" row "Lucy Gray"'],
  ['Press Renew for Annual Pass Gold', 'click clickable "Renew" row "Annual Pass Gold"'],
  ['Verify Archive button is hidden for Summer Fair', 'element clickable:button "Archive" row "Summer Fair" hidden'],
  ['Verify the Refund link is disabled for Order 5521', 'element clickable:link "Refund" row "Order 5521" disabled'],
]

export const UI_REPORTED_11: string[] = [
  // A polite frame around no step the grammar knows, or around a wish.
  'I would like you to decide which plan fits',
  'We would expect the order to ship tomorrow',
  'It would be good to check the logs',
  'As the admin, I would like to see everything',
  'We would like to be certain that it works',
  // An expectation that names no control or no value.
  'Expect the user to be happy',
  'Expect the page to have a title',
  'Expect the total to be right',
  // The focus on no control the step names.
  'Verify focus is on the next step',
  'Focus should be on speed',
  // An arrow to no count; a button said to be absent in two words; a menu is no address.
  'results list -> first item',
  'no "Retry" button',
  'Open the menu on the mobile browser',
  // A click's words that may be one control's name, an audience, a time.
  'Click Register for Summer Camp',
  'Click Edit for All Users',
  'Verify Delete button is hidden for Guests',
  'Verify Publish button is disabled for 3 seconds',
  // A URL with nothing to check of it.
  'Verify the page has a URL',
]
