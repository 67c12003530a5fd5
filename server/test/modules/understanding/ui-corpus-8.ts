/**
 * The ninth round of the UI phrasing corpus (issue 11): the classes held-out set 15 misread, each written in other
 * words than the set's (other apps, other names): a dropdown's other names after its label (pulldown, list box,
 * combo box, select box, drop-down list), a role noun with two letters swapped, a comma between a check's verb and its
 * `that`, a click on a named radio, and an unquoted value followed by a place. The second list holds steps that must
 * be reported: a name that would keep a place, a picker (a calendar or a colour well as much as a dropdown), an
 * unquoted radio name.
 */

export const UI_CORPUS_8: [string, string][] = [
  // A dropdown's other names after its label (plain-wording.ts).
  ['Choose "Vegan" from the Diet pulldown', 'select "Vegan" dropdown "Diet"'],
  ['Pick "Economy" in the Cabin class pull-down menu', 'select "Economy" dropdown "Cabin class"'],
  ['Select "Kraków" from the Pickup city list box', 'select "Kraków" dropdown "Pickup city"'],
  ['Pick "Large" from the Cup size combobox', 'select "Large" dropdown "Cup size"'],
  ['Select "Quarterly" in the Billing cycle select box', 'select "Quarterly" dropdown "Billing cycle"'],
  ['Choose "Green" from the Theme drop-down list', 'select "Green" dropdown "Theme"'],
  ['Please pick "Oat" in the Milk combo list', 'select "Oat" dropdown "Milk"'],
  ['Select "PL" from the Country listbox', 'select "PL" dropdown "Country"'],
  // A role noun with two letters swapped.
  ['Verify the invoices tabel has 4 rows', 'count table "invoices" 4'],
  ['Type "Ola" in the feild Nickname', 'fill field "Nickname" "Ola"'],
  ['Click the Archive buttno', 'click clickable:button "Archive"'],
  ['Verify teh invoices tabel is visible', 'element table "invoices" visible'],
  // A comma between a check's verb and its joint.
  ['Verify, that the field Postcode contains "00-"', 'value field "Postcode" contains "00-"'],
  ['Ensure, that the Publish button is disabled', 'element clickable:button "Publish" disabled'],
  ['Check, whether "Draft saved" is shown', 'text "Draft saved" visible'],
  ['Verify, that the reviews list has 2 items', 'count list "reviews" 2'],
  ['Assert, that the Basket list contains 3 entries', 'count list "Basket" 3'],
  // A click on a named radio selects it.
  ['Tap the "Annual" radio', 'check toggle:radio "Annual"'],
  ['Click on the "Express delivery" radio button', 'check toggle:radio "Express delivery"'],
  ['Press the "Pay later" radio', 'check toggle:radio "Pay later"'],
  // An unquoted value, then the field after the last "in the".
  ['type fast delivery please in the notes field', 'fill field "notes" "fast delivery please"'],
]

export const UI_REPORTED_8: string[] = [
  'type broken layout on mobile in the subject field',
  'enter urgent call back on monday in the comment box',
  'Choose "Oat" from the Milk picker',
  'Click the Annual radio',
]
