/**
 * Truth corpus 3 (round 12): the classes held-out set 24 misread or reported, in sentences of other apps, names and
 * values, with the near-misses each class must leave alone or reported.
 */
export const TRUTH_UI_3: [string, string][] = [
  // "first" / "last" before a capitalised label and a field noun, or before an item of a list, picks one.
  ['Type "Weekly sync" in the first Title field', 'fill field "Title" #1 "Weekly sync"'],
  ['Enter "12.50" into the last Amount field', 'fill field "Amount" #last "12.50"'],
  ['Click the first result', 'click clickable "result" #1'],
  ['Tap the last thumbnail', 'click clickable "thumbnail" #last'],
  ['Click the first listing', 'click clickable "listing" #1'],
  // ... and "first name" / "last name" stay labels.
  ['Enter "Mo" in the first name field', 'fill field "first name" "Mo"'],
  ['Type "Ruiz" in the last name field', 'fill field "last name" "Ruiz"'],
  // A remark in brackets on what an icon looks like is no part of its name.
  ['Click the settings (gear) icon', 'click clickable:img "settings"'],
  ['Tap the menu (three dots) icon', 'click clickable:img "menu"'],
  ['Tap the share (arrow) icon', 'click clickable:img "share"'],
  // ... a button's label may hold brackets: left as written.
  ['Click the Save (draft) button', 'click clickable:button "Save (draft)"'],
  // A search already submits with Enter: an Enter written after it is that press.
  ['Search for "blue kettle" and press Enter', 'fill field "search" "blue kettle" | press Enter'],
  ['Shop: search "lamp" + Enter', 'fill field "search" "lamp" | press Enter'],
  ['search "oak table" then hit enter', 'fill field "search" "oak table" | press Enter'],
  ['Type "lamp" and press Enter', 'fill field focused "lamp" | press Enter'],
  // An unquoted URL path ends at the space; words after it say when.
  ['Orders: URL has /orders after saving', 'url contains "/orders"'],
  ['The URL contains /invoices once the form is sent', 'url contains "/invoices"'],
  // A tile or card named by a quote is a row of its list.
  ['Verify the "Flat 3B" card shows "Rent overdue"', 'text "Rent overdue" visible row "Flat 3B"'],
  ['The "Desk 14" tile should say "Booked"', 'text "Booked" visible row "Desk 14"'],
  ['Click "Edit" on the "Desk 14" tile', 'click clickable "Edit" row "Desk 14"'],
  // A person's row with a possessive.
  ['Tom Berg\'s row should say "Paid"', 'text "Paid" visible row "Tom Berg"'],
  ['Maria Lopez\'s entry shows "On leave"', 'text "On leave" visible row "Maria Lopez"'],
  // A record named by whom it is from, in third-person Gherkin too.
  ['When the clerk clicks "Approve" against the claim from "Jon Snow"', 'click clickable "Approve" row "Jon Snow"'],
  ['Click "Cancel" for the booking by "Ana Diaz"', 'click clickable "Cancel" row "Ana Diaz"'],
  ['Then the order from "Kim Lee" is shown as "Shipped"', 'text "Shipped" visible row "Kim Lee"'],
  ['The booking for "Ana Diaz" should show "Confirmed"', 'text "Confirmed" visible row "Ana Diaz"'],
  // A page reached "whose URL contains" a path is a check of the URL.
  ['Then the buyer is taken to a page whose URL contains "/checkout"', 'url contains "/checkout"'],
  ['The customer is redirected to a page whose URL ends with "/thanks"', 'url ends_with "/thanks"'],
  // Words saying where a heading is, before its quoted name.
  ['Then the pricing page heading "Plans" is displayed', 'element element:heading "Plans" visible'],
  ['Verify the checkout heading "Your order" is shown', 'element element:heading "Your order" visible'],
  // A capitalised control "for" a quoted row, `near` a quoted row, a record's code as a check's subject.
  ['Verify the Delete button for "Oat milk" is gone', 'element clickable:button "Delete" row "Oat milk" hidden'],
  ['Press "Renew" near book "Anna Karenina"', 'click clickable "Renew" row "Anna Karenina"'],
  ['PO-2025-0042 should now be "Received"', 'text "Received" visible row "PO-2025-0042"'],
]

/** Near-misses: each must stay reported. */
export const TRUTH_UI_REPORTED_3: string[] = [
  // A verb of choosing read into a field's name: which control it sets is not said.
  'Step 4: sort Date = newest',
  'filter Status = Open',
  // An ordinal past the first before an unquoted label (truth-corpus.ts keeps these reported).
  'Type "Bob" into the second Guest name field',
  // A record's person unquoted: where the name ends is not said.
  'Click "Reject" against the request from Ola',
  // A possessive before something that is no row.
  'Lena Park\'s profile shows "Admin"',
  // An unquoted path followed by a second check.
  'URL has /orders and the title is "Orders"',
  // A quoted subject that is no record's code may be a field's label.
  '"Status" should be "Paid"',
]

export const TRUTH_API_3: [string, string][] = [
  // Cypress's response object has its time as `duration`; Hurl's `duration` query is the response time.
  ['expect(res.duration).to.be.below(900)', 'response_time 900'],
  ['expect(response.duration).to.be.lessThan(1200)', 'response_time 1200'],
  ['duration <= 500', 'response_time 500'],
  // ... a body field named duration stays a field.
  ['expect(response.body.duration).to.be.lessThan(700)', 'field_compare $.duration lt 700'],
  ['$.duration < 100', 'field_compare $.duration lt 100'],
]

export const TRUTH_API_REPORTED_3: string[] = [
  // A lower limit or an exact time is no check the grammar has.
  'expect(response.duration).to.be.above(100)',
  'expect(resp.duration).to.equal(5)',
  'duration < fast',
]
