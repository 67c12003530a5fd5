/**
 * Step completions for the spec editor, one per phrasing class of the grammars. `insert_text` is a CodeMirror
 * snippet (`#{name}` fields the user tabs through); `example` is the same step with the fields filled, and the
 * suggestion test proves every example is understood as `kind` — so a suggestion can never offer a step the
 * grammar would reject.
 */

export interface StepSuggestion {
  label: string
  insert_text: string
  detail: string
  /** The planned action kind the example gives (`click`, `status`, …). */
  kind: string
  example: string
}

const ui = (label: string, insert_text: string, detail: string, kind: string, example: string): StepSuggestion => ({
  label,
  insert_text,
  detail,
  kind,
  example,
})

export const UI_SUGGESTIONS: readonly StepSuggestion[] = [
  ui('Navigate to', 'Navigate to {{BASE_URL}}#{path}', 'open a page: page.goto()', 'navigate', 'Navigate to {{BASE_URL}}/login'),
  ui('Go back', 'Go back', 'the browser back button: page.goBack()', 'go_back', 'Go back'),
  ui('Reload the page', 'Reload the page', 'page.reload()', 'reload', 'Reload the page'),
  ui('Click', 'Click "#{name}"', 'a button or link by its text: getByRole(…).click()', 'click', 'Click "Sign in"'),
  ui(
    'Click … next to',
    'Click "#{name}" next to "#{row text}"',
    'a control inside the row that shows a text',
    'click',
    'Click "Delete" next to "Buy milk"',
  ),
  ui(
    'Click … in the row containing',
    'Click "#{name}" in the row containing "#{row text}"',
    'row-scoped click',
    'click',
    'Click "Edit" in the row containing "Walk dog"',
  ),
  ui(
    'Click the second …',
    'Click the #{second} "#{name}" button',
    'one of several: .nth() / .last()',
    'click',
    'Click the second "Delete" button',
  ),
  ui(
    'Click … in the header',
    'Click "#{name}" in the #{header}',
    'a control in a region: header, footer, dialog, sidebar, the … list',
    'click',
    'Click "Logout" in the header',
  ),
  ui('Double-click', 'Double-click "#{name}"', '.dblclick()', 'click', 'Double-click "Buy milk"'),
  ui('Right-click', 'Right-click "#{name}"', ".click({ button: 'right' })", 'click', 'Right-click "Buy milk"'),
  ui('Hover over', 'Hover over "#{name}"', '.hover()', 'hover', 'Hover over "Account"'),
  ui(
    'Tick the checkbox next to',
    'Tick the checkbox next to "#{row text}"',
    'the one checkbox in a row, even without a name',
    'check',
    'Tick the checkbox next to "Buy milk"',
  ),
  ui('Mark … as done', 'Mark "#{row text}" as done', "the row's checkbox: .check()", 'check', 'Mark "Buy milk" as done'),
  ui(
    'Delete …',
    'Delete "#{row text}"',
    "the row's delete control (by name, class, title, icon or ×; hovered first when hidden)",
    'click',
    'Delete "Buy milk"',
  ),
  ui('Type (focused field)', 'Type "#{text}"', 'the field that has focus, e.g. an inline editor', 'fill', 'Type "Buy oat milk"'),
  ui(
    'Replace the text with',
    'Replace the text with "#{text}"',
    'the focused field: .fill()',
    'fill',
    'Replace the text with "Buy oat milk"',
  ),
  ui(
    'Verify … is marked as done',
    'Verify "#{row text}" is marked as done',
    "the row's checkbox is checked",
    'verify_element',
    'Verify "Buy milk" is marked as done',
  ),
  ui(
    'Verify the field is empty',
    'Verify the "#{field}" field is empty',
    "toHaveValue('')",
    'verify_value',
    'Verify the "New item" field is empty',
  ),
  ui(
    'Enter … into the … field',
    'Enter "#{value}" into the #{label} field',
    'fill a field by its label: getByLabel(…).fill()',
    'fill',
    'Enter "alice" into the Username field',
  ),
  ui('Type … in the … field', 'Type "#{value}" in the #{label} field', 'fill a field', 'fill', 'Type "mug" in the Search field'),
  ui('Clear the … field', 'Clear the #{label} field', '.fill("")', 'fill', 'Clear the Search field'),
  ui('Search for', 'Search for "#{text}"', 'fill the search box and press Enter', 'fill', 'Search for "mug"'),
  ui(
    'Select … from',
    'Select "#{option}" from the #{label} dropdown',
    '.selectOption()',
    'select',
    'Select "Blue" from the Color dropdown',
  ),
  ui('Check', 'Check "#{label}"', 'tick a checkbox: .check()', 'check', 'Check "Gift wrap"'),
  ui('Uncheck', 'Uncheck "#{label}"', '.uncheck()', 'uncheck', 'Uncheck "Gift wrap"'),
  ui('Press', 'Press #{Enter}', 'a key: page.keyboard.press()', 'press', 'Press Enter'),
  ui(
    'Log in as',
    'Log in as "#{user}" with password "{{#{PASSWORD}}}"',
    'fills Username and Password, clicks Log in',
    'fill',
    'Log in as "alice" with password "{{PW}}"',
  ),
  ui('Submit the form', 'Submit the form', "clicks the form's submit button", 'submit', 'Submit the form'),
  ui('Accept the dialog', 'Accept the dialog', 'a browser confirm/alert, armed before the previous action', 'dialog', 'Accept the dialog'),
  ui('Dismiss the dialog', 'Dismiss the dialog', 'cancel a browser confirm', 'dialog', 'Dismiss the dialog'),
  ui('Scroll to', 'Scroll to "#{text}"', '.scrollIntoViewIfNeeded()', 'scroll', 'Scroll to "Reviews"'),
  ui('Scroll down', 'Scroll down', 'page.mouse.wheel()', 'scroll', 'Scroll down'),
  ui('Take a screenshot', 'Take a screenshot', 'attached to the test report', 'screenshot', 'Take a screenshot'),
  ui('Switch to the … tab', 'Switch to the "#{name}" tab', 'a tab of the page (role tab)', 'click', 'Switch to the "Settings" tab'),
  ui('Wait for … to appear', 'Wait for "#{text}" to appear', 'waitFor() on the text', 'wait', 'Wait for "Saved" to appear'),
  ui(
    'Verify … is visible',
    'Verify "#{text}" is visible',
    'expect(getByText(…)).toBeVisible()',
    'verify_text',
    'Verify "Saved" is visible',
  ),
  ui('Verify … is not visible', 'Verify "#{text}" is not visible', 'toBeHidden()', 'verify_text', 'Verify "Saved" is not visible'),
  ui(
    'Verify … in the list',
    'Verify "#{text}" is visible in the #{task} list',
    'a text inside a region',
    'verify_text',
    'Verify "Buy milk" is visible in the task list',
  ),
  ui('The page says', 'The page says "#{text}"', 'the text anywhere on the page', 'verify_text', 'The page says "2 open tasks"'),
  ui(
    'An error message … is shown',
    'Verify an error message "#{text}" is shown',
    'the message text',
    'verify_text',
    'Verify an error message "Title is required" is shown',
  ),
  ui(
    'A success message is shown',
    'Verify a success message is shown',
    'any alert, status or live region',
    'verify_element',
    'Verify a success message is shown',
  ),
  ui(
    'Verify the … button is disabled',
    'Verify the "#{name}" button is #{disabled}',
    'enabled, disabled, checked, unchecked, visible, hidden',
    'verify_element',
    'Verify the "Save" button is disabled',
  ),
  ui('The heading says', 'The heading says "#{text}"', "getByRole('heading', { name })", 'verify_element', 'The heading says "My tasks"'),
  ui(
    'Verify the … field has the value',
    'Verify the #{label} field has the value "#{value}"',
    'toHaveValue()',
    'verify_value',
    'Verify the Title field has the value "Milk"',
  ),
  ui(
    'Verify … items are listed',
    'Verify #{3} #{tasks} are listed',
    'toHaveCount() on the list items',
    'verify_count',
    'Verify 3 tasks are listed',
  ),
  ui('The … list has … items', 'The #{task} list has #{3} items', 'toHaveCount()', 'verify_count', 'The task list has 3 items'),
  ui(
    '… appears before …',
    'Verify "#{first}" appears before "#{second}"',
    'order in the page text',
    'verify_order',
    'Verify "Apple" appears before "Banana"',
  ),
  ui(
    'The URL contains',
    'The URL contains #{/path}',
    'toHaveURL(); also is, starts with, ends with',
    'verify_url',
    'The URL contains /dashboard',
  ),
  ui('The page title is', 'The page title is "#{title}"', 'toHaveTitle()', 'verify_title', 'The page title is "Tasks"'),
]

export const API_SUGGESTIONS: readonly StepSuggestion[] = [
  ui('Send the request', 'Send the request', 'sends the test heading’s method and path', 'send', 'Send the request'),
  ui(
    'Send with JSON body',
    'Send the request with JSON body {"#{field}": "#{value}"}',
    'a JSON body',
    'send',
    'Send the request with JSON body {"title": "x"}',
  ),
  ui('With query parameter', 'With query parameter #{name}=#{value}', 'adds ?name=value', 'query', 'With query parameter status=open'),
  ui('With header', 'With header #{Name}: #{value}', 'a request header', 'header', 'With header X-Trace: abc'),
  ui(
    'Without authentication',
    'Send the request without authentication',
    'no credentials',
    'no_auth',
    'Send the request without authentication',
  ),
  ui(
    'With an invalid token',
    'Send the request with an invalid token',
    'a bearer token no server accepts',
    'invalid_auth',
    'Send the request with an invalid token',
  ),
  ui('Verify status', 'Verify status is #{200}', 'status code, class (2xx) or list (401 or 403)', 'status', 'Verify status is 200'),
  ui('Field equals', 'Verify $.#{field} == "#{value}"', 'a JSON field value', 'field_equals', 'Verify $.title == "x"'),
  ui('Field exists', 'Verify $.#{field} exists', 'the field is present', 'field_exists', 'Verify $.id exists'),
  ui(
    'Field is a type',
    'Verify $.#{field} is a #{string}',
    'string, number, integer, boolean, array, object, null',
    'field_type',
    'Verify $.id is a string',
  ),
  ui('Array is not empty', 'Verify $.#{items} is not empty', 'length > 0', 'length', 'Verify $.items is not empty'),
  ui('Length', 'Verify $.#{items}.length == #{3}', 'array length', 'length', 'Verify $.items.length == 3'),
  ui(
    'Error message says',
    'Verify the error message says "#{text}"',
    'detail, message, error, errors[0] or title',
    'error_message',
    'Verify the error message says "Title is required"',
  ),
  ui(
    'Body contains',
    'Verify the response contains "#{text}"',
    'the body text',
    'body_contains',
    'Verify the response contains "Buy milk"',
  ),
  ui('Header', 'Verify header #{Name} exists', 'a response header', 'header_check', 'Verify header Location exists'),
  ui('Content type', 'Verify the content type is #{json}', 'media type', 'content_type', 'Verify the content type is json'),
  ui(
    'Response time',
    'Verify the response time is under #{500} ms',
    'a limit in ms or s',
    'response_time',
    'Verify the response time is under 500 ms',
  ),
  ui('Save a value', 'Save $.#{id} as {{#{name}}}', 'for later tests', 'save', 'Save $.id as {{taskId}}'),
]

export function stepSuggestions(kind: 'ui' | 'api'): { label: string; insert_text: string; detail: string }[] {
  return (kind === 'ui' ? UI_SUGGESTIONS : API_SUGGESTIONS).map(({ label, insert_text, detail }) => ({ label, insert_text, detail }))
}
