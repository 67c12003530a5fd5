/**
 * The fourteenth round of the UI phrasing corpus (issue 11, round 13, helper tune-ui-unquoted): names written without
 * quotes, and checks that name their subject first. Steps as everyday QA writes them (`Dune Messiah row shows status
 * "Pending"`), terse checklists (`INV-2031 row shows Paid`, `Next button stays enabled`), BAs and support staff
 * (`Balance for ACC-778 is now "€0.00"`, `Profile updated message appears`), non-native writers (`Input 2026-01-31 as
 * End date`, `Check if checkbox "Setuju" is already checked`), developers (`Verify "Edit" link for Anna Berg is
 * visible`) and mobile testers (`Tap "Book" on the Yoga Flow card`). A name is read when something bounds it on both
 * sides (a role noun, a place, "for", "next to", the end of the step); the second list holds near misses that must
 * stay reported: a name whose end or start the words do not fix (`The Hobbit row`, `Try again`, `Sign in in the
 * header`), a record's noun that names an element, a label that may be a region, a verb as a message's first word.
 * Apps and values are our own.
 */

export const UI_CORPUS_14: [string, string][] = [
  // A row named first, then what it shows (everyday QA, terse checklist, BA, support, non-native).
  ['Order 1042 row shows status "Shipped"', 'text "Shipped" visible row "Order 1042"'],
  ['INV-2031 row shows Paid', 'text "Paid" visible row "INV-2031"'],
  ['Anna Berg row displays "Absent"', 'text "Absent" visible row "Anna Berg"'],
  ['Verify Room 12 row shows status Free', 'text "Free" visible row "Room 12"'],
  ['check Jan 2026 row says "Closed"', 'text "Closed" visible row "Jan 2026"'],
  ['Ensure that Flight LH 123 row shows "Boarding"', 'text "Boarding" visible row "Flight LH 123"'],
  ['Patient 7 row has status "Waiting"', 'text "Waiting" visible row "Patient 7"'],
  ['Ticket T-88 row reads "Escalated"', 'text "Escalated" visible row "Ticket T-88"'],
  // A record's noun and its quoted identifier, then the text its row shows.
  ['Ticket "T-118" should show "Resolved"', 'text "Resolved" visible row "T-118"'],
  ['Invoice "INV-7" shows "Overdue"', 'text "Overdue" visible row "INV-7"'],
  ['Order "1042" status is "Shipped"', 'text "Shipped" visible row "1042"'],
  ['Room "204" should read "Occupied"', 'text "Occupied" visible row "204"'],
  ['Verify booking "BK-5521" says "Confirmed"', 'text "Confirmed" visible row "BK-5521"'],
  ['Row "EMP-0042" department is "Finance"', 'text "Finance" visible row "EMP-0042"'],
  // A column's value "for" a record named before the check's verb.
  ['Due date for Order 1042 is "12/03/2026"', 'text "12/03/2026" visible row "Order 1042"'],
  ['Price for Deluxe Room 2 should read "€120"', 'text "€120" visible row "Deluxe Room 2"'],
  ['Seats left for LH 123 shows "4"', 'text "4" visible row "LH 123"'],
  ['Balance for ACC-778 is now "€0.00"', 'text "€0.00" visible row "ACC-778"'],
  ['Status for 3 Jan - 5 Jan is still "Pending"', 'text "Pending" visible row "3 Jan - 5 Jan"'],
  ['Next dose for Patient 7 should show "14:00"', 'text "14:00" visible row "Patient 7"'],
  // A text shown "on" a record named by an identifier.
  ['"Paid" tag is shown on INV-2031', 'text "Paid" visible row "INV-2031"'],
  ['"Sold out" label appears on Spin 45', 'text "Sold out" visible row "Spin 45"'],
  ['"Late" badge is displayed on Order 1042', 'text "Late" visible row "Order 1042"'],
  // Capitalised words between a preposition and a record's noun; an identifier and its kind at the end.
  ['Click "Edit" in the Jonas Berg row', 'click clickable "Edit" row "Jonas Berg"'],
  ['Tap "Book" on the Yoga Flow card', 'click clickable "Book" row "Yoga Flow"'],
  ['Verify "Paid" is visible in the INV-2031 row', 'text "Paid" visible row "INV-2031"'],
  ['Click "Remove" on the Blue Mug tile', 'click clickable "Remove" row "Blue Mug"'],
  ['Click the trash icon on the D-14 booking', 'click clickable:img "trash" row "D-14"'],
  ['Tap the edit icon on the INV-7 invoice', 'click clickable:img "edit" row "INV-7"'],
  ['Verify text "Returned" appears in The Secret Garden row', 'text "Returned" visible row "The Secret Garden"'],
  // A name after "next to" that ends the step.
  ['Click the edit icon next to Billing address', 'click clickable:img "edit" row "Billing address"'],
  ['Tick the checkbox next to Anna Berg', 'check toggle:checkbox row "Anna Berg"'],
  ['Hover the help icon next to Password', 'hover clickable:img "help" row "Password"'],
  ['pls click the pencil icon next to Delivery date', 'click clickable:img "pencil" row "Delivery date"'],
  // After a click, capitalised words up to a place are the control's name.
  ['Click Log out in the header', 'click clickable "Log out" in banner'],
  ['Tap Settings in the sidebar', 'click clickable "Settings" in complementary'],
  ['Click Help Center in the footer', 'click clickable "Help Center" in contentinfo'],
  ['Hover over Products in the navigation', 'hover clickable "Products" in navigation'],
  // A box ticked by its label, to the end of the step.
  ['Uncheck Send me news and offers', 'uncheck toggle "Send me news and offers"'],
  ['Tick I agree to the terms', 'check toggle "I agree to the terms"'],
  ['untick Keep me signed in', 'uncheck toggle "Keep me signed in"'],
  ['Tick Include weekends', 'check toggle "Include weekends"'],
  ['Uncheck Return to a different location', 'uncheck toggle "Return to a different location"'],
  // A single value typed "as" a label.
  ['Type 42 as Quantity', 'fill field "Quantity" "42"'],
  ['Enter 10115 as Postcode', 'fill field "Postcode" "10115"'],
  ['Input 2026-01-31 as End date', 'fill field "End date" "2026-01-31"'],
  ['put ABC-123 as Voucher code', 'fill field "Voucher code" "ABC-123"'],
  ['Enter 2026-07-10 as the Pick-up date', 'fill field "Pick-up date" "2026-07-10"'],
  // "Next" before a role noun is the control's name.
  ['Next button stays enabled', 'element clickable:button "Next" enabled'],
  ['Next link is visible', 'element clickable:link "Next" visible'],
  ['Next button is disabled', 'element clickable:button "Next" disabled'],
  ['Next, click "Save"', 'click clickable "Save"'],
  // A field's label keeps or holds a value.
  ['Billing address still has "12 Main St"', 'value field "Billing address" "12 Main St"'],
  ['Email keeps anna@x.io', 'value field "Email" "anna@x.io"'],
  ['Phone number retains "+44 7700 900123"', 'value field "Phone number" "+44 7700 900123"'],
  ['Postcode still holds "10115"', 'value field "Postcode" "10115"'],
  // A field's first value.
  ['The Country dropdown should default to "Germany"', 'value dropdown "Country" "Germany"'],
  ['Currency field defaults to "EUR"', 'value field "Currency" "EUR"'],
  ['The Quantity field is prefilled with "1"', 'value field "Quantity" "1"'],
  ['Start date field should be pre-filled with "2026-07-01"', 'value field "Start date" "2026-07-01"'],
  // An amount shown by its label, quoted or not.
  ['Subtotal should show €45.90', 'text "€45.90" visible'],
  ['Grand total reads $120.00', 'text "$120.00" visible'],
  ['Balance displays 0.00 €', 'text "0.00 €" visible'],
  ['Total downloads should be displayed as "18,204"', 'text "18,204" visible'],
  ['Order total is displayed as "€89.00"', 'text "€89.00" visible'],
  // Words before a role noun and its quoted name say where it is or what it is for.
  ['Checkout page heading "Payment" is shown', 'element element:heading "Payment" visible'],
  ['Cookie banner message "We use cookies" appears', 'text "We use cookies" visible'],
  ['Password strength notice "Weak" is displayed', 'text "Weak" visible'],
  ['Error summary heading "Fix these errors" is visible', 'element element:heading "Fix these errors" visible'],
  // A message written without quotes, ending in a participle.
  ['Profile updated message appears', 'text "Profile updated" visible'],
  ['Booking cancelled toast is shown', 'text "Booking canceled" visible'],
  ['Invite sent confirmation pops up', 'text "Invite sent" visible'],
  ['Save failed message appears', 'text "Save failed" visible'],
  // A text that starts with a quoted part.
  ['Order ID beginning with "ORD-" is shown', 'text "ORD-" visible'],
  ['Reference that starts with "REF" is visible', 'text "REF" visible'],
  ['Tracking number starting with "1Z" should be displayed', 'text "1Z" visible'],
  // A text on a nameless control.
  ['The text "Copied" is displayed on the button', 'text "Copied" visible'],
  ['The "Added" label is shown on the button', 'text "Added" visible'],
  // A control of a record named between "for" and the check's verb.
  ['Verify "Reserve" button for Morning Yoga is disabled', 'element clickable:button "Reserve" row "Morning Yoga" disabled'],
  ['Verify "Edit" link for Anna Berg is visible', 'element clickable:link "Edit" row "Anna Berg" visible'],
  ['Check the Save button for Order 12 is enabled', 'element clickable:button "Save" row "Order 12" enabled'],
  ['The "Cancel" button for Spin 45 should be hidden', 'element clickable:button "Cancel" row "Spin 45" hidden'],
  // "already" and "yet" in a check add nothing.
  ['Check if checkbox "Setuju" is already checked', 'element toggle:checkbox "Setuju" checked'],
  ['The "Agree" checkbox is not checked yet', 'element toggle:checkbox "Agree" unchecked'],
  ['The Save button is already disabled', 'element clickable:button "Save" disabled'],
  ['The "Submit" button is not yet enabled', 'element clickable:button "Submit" disabled'],
  // A compound whose first part names a box without quotes: each part read.
  ['Uncheck Email alerts then click Save', 'uncheck toggle "Email alerts" | click clickable "Save"'],
  ['Uncheck Include VAT, then click Update', 'uncheck toggle "Include VAT" | click clickable "Update"'],
  // A key's name is pressed, never clicked (the keyboard rules read it; round 13's merge).
  ['Tap Enter on the keyboard', 'press Enter'],
  // A capital "My" starts the label (round 15; it was reported as one label or two names).
  ['Click My Orders in the header', 'click clickable "My Orders" in banner'],
]

/** Steps these classes must report rather than run as something they do not say. */
export const UI_REPORTED_14: string[] = [
  // A row's name after a sentence's first "The": the article or part of a title.
  'The Hobbit row shows status "Pending"',
  // Two bare words after the column: the value may be either or both.
  'Dune Messiah row shows status In progress',
  // A record's noun that names an element, or a record without an identifier: a field, a region or a row.
  'Button "Save" shows "Saving"',
  'Customer "Anna" shows "VIP"',
  // A message's words before "for", or a lower-case record: no column of a row.
  'Error for Email is "Required"',
  'Total for all items is "€30"',
  // "on" a word with no identifier: a page, a day or a record.
  '"New" badge appears on Dashboard',
  // A lower-case word inside a row's name: where the name starts is not said.
  'Verify "Out of stock" appears in The Old Man and the Sea row',
  // Two names after "next to".
  'Click the icon next to Email and Phone',
  // A verb's particle, a control "for" a record: one label or two names.
  'Click Sign in in the header',
  'Click Book for room R-12',
  'Click Reserve for Jonas Berg',
  // A label with a place, a record or a last "again" after it: where the label ends is not said.
  "Tick Don't show this again",
  'Untick Ask me again',
  'Uncheck Return to a different location again',
  'Uncheck Remember me in the login dialog',
  'Uncheck Newsletter for Jonas Berg',
  // Two words typed "as" a label.
  'Enter John Smith as Name',
  // A label that may be a region, or a plain "has".
  'Order summary has "2 items"',
  // A page's default: no field.
  'The page defaults to "English"',
  // A word shown by its label: no amount.
  'Shipping should show free',
  // A message's first word that is also a verb.
  'Changes saved notification is visible',
  // A text on a named control.
  'The "Added" label is shown on the Save button',
  // An ordinal before a role noun first in a check.
  'First button is disabled',
  // An ordinal's number is no row's name.
  'Click "Edit" in the 2nd row',
  // One capitalised word as a record, or a part of a page: an audience, a place or a structure row.
  'Header row shows "Name"',
  'Milk row shows "2"',
  '"Saved" is shown on Step 2',
  'Verify "Save" button for Guests is hidden',
  'Price for Adults is "€12"',
  // Two records, or a record and a time, after "on": one name would swallow the joint.
  '"Overdue" badge is shown on INV-9 and INV-10',
  '"Booked" badge appears on Spin 45 at 18:00',
]
