/**
 * The UI phrasing corpus, sixth round (issue 11): the classes of held-out set 12's misreads and misses, each in other
 * words than the set's, with the plan it must give (`summarizeUiAction`, actions joined by ` | `), and the steps of
 * the same classes that must stay reported.
 */

export const UI_CORPUS_5: [string, string][] = [
  // A reason or purpose clause adds no action, and no unquoted name runs into one.
  ['Press the Send button because the form is complete', 'click clickable:button "Send"'],
  ['Type "Lisbon" in the City field since we travel there', 'fill field "City" "Lisbon"'],
  ['Click the Apply button, which refreshes the list', 'click clickable:button "Apply"'],
  ['Scroll to the bottom so that the footer shows', 'scroll bottom'],
  ['Scroll back up to the top, because the menu is there', 'scroll top'],
  ['Tap the Archive link in order to clean up the inbox', 'click clickable:link "Archive"'],
  ['Click the Pay button, as the basket is ready', 'click clickable:button "Pay"'],
  // An action under a test-case title (`Action:`, `Step:`) is the action, not a value for a field of that name.
  ['Step: Click Continue', 'click clickable "Continue"'],
  ['Action: Type "abc" in the Name field', 'fill field "Name" "abc"'],
  ['Action: Tap Save. Expected result: "Saved" is shown', 'click clickable "Save" | text "Saved" visible'],
  // A passive check verb is the check.
  ['The page URL is verified to contain /orders', 'url contains "/orders"'],
  ['The title is confirmed to be "Orders"', 'title equals "Orders"'],
  ['The URL is checked to start with /account', 'url starts_with "/account"'],
  // An entry of an action menu is clicked; a named menu stays a dropdown.
  ['Select "Duplicate" from the context menu', 'click clickable "Duplicate" in menu'],
  ['Pick "Archive" in the overflow menu', 'click clickable "Archive" in menu'],
  ['Choose "Open" from the right-click menu', 'click clickable "Open" in menu'],
  ['Choose "Large" from the Size menu', 'select "Large" dropdown "Size"'],
  // A quoted box is ticked.
  ['Tick the box "Subscribe to news"', 'check toggle "Subscribe to news"'],
  ['Mark the box "I agree"', 'check toggle "I agree"'],
  ['Check the box labelled "Keep me signed in"', 'check toggle "Keep me signed in"'],
  // Playwright's matchers written as prose.
  ['expect the "Save" button toBeVisible', 'element clickable:button "Save" visible'],
  ['expect page toHaveURL "/done"', 'url equals "/done"'],
  ['expect the Email field toHaveValue "a@b.io"', 'value field "Email" "a@b.io"'],
  ['expect the results list toHaveCount 3', 'count list "results" 3'],
  ['expect the "Notify me" checkbox toBeChecked', 'element toggle:checkbox "Notify me" checked'],
  ['expect page toHaveTitle "Inbox"', 'title equals "Inbox"'],
  // Everyday words for documented forms.
  ['Check that the URL finishes with "/receipt"', 'url ends_with "/receipt"'],
  ['Pick the radio "Monthly"', 'check toggle:radio "Monthly"'],
  ['Dismiss the modal by pressing Esc', 'press Escape'],
  ['Wait until the "Copied" notification vanishes', 'wait text "Copied" hidden'],
  ['Select "Copy" from the menu', 'click clickable "Copy" in menu'],
  ['expect the Notes field to contain "urgent"', 'value field "Notes" contains "urgent"'],
  ['title == "Cart"', 'title equals "Cart"'],
  ['browser back', 'go_back'],
  // A switch or toggle expected to be on or off is checked or unchecked (the switch is the noun, not the verb).
  ['expect the "Airplane mode" toggle to be off', 'element toggle "Airplane mode" unchecked'],
  ['Expect the Notifications switch to be on', 'element toggle "Notifications" checked'],
]

/** Steps of the same classes that must stay reported: what they mean is not said. */
export const UI_REPORTED_5: string[] = [
  // An unquoted value led by an article describes what is typed: which words are the value is not said.
  'Enter the amount 50 in the Amount field',
  'Type the name John into the Name field',
  'Insert a number 7 in the field Count',
  // A reason clause holding a name adds something the plan would leave out.
  'Click the Save button, since Maria asked for it',
]
