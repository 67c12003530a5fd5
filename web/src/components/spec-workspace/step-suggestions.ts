import type { StepCompletion } from './types.js'

/**
 * The step phrasings the editor offers until the server's `GET /specs/step-suggestions?kind=ui|api` is wired in:
 * one per grammar entry of docs/ui-spec-format.md ("Step grammar") and docs/api-testing-specs.md ("Steps"). Quoted
 * parts are the ones to edit. Swap this module's use for the endpoint's answer (same item shape).
 */
export const UI_STEP_SUGGESTIONS: readonly StepCompletion[] = [
  { label: 'Navigate to', insert_text: 'Navigate to {{BASE_URL}}/', detail: 'navigate' },
  { label: 'Go back', insert_text: 'Go back', detail: 'navigate' },
  { label: 'Reload the page', insert_text: 'Reload the page', detail: 'navigate' },
  { label: 'Enter … into the … field', insert_text: 'Enter "value" into the Name field', detail: 'fill' },
  { label: 'Enter password', insert_text: 'Enter password "{{PASSWORD}}"', detail: 'fill' },
  { label: 'Clear the … field', insert_text: 'Clear the Name field', detail: 'fill' },
  { label: 'Click', insert_text: 'Click "Text"', detail: 'click' },
  { label: 'Click the … button', insert_text: 'Click the "Text" button', detail: 'click' },
  { label: 'Click … for …', insert_text: 'Click "Add to cart" for "Item"', detail: 'click in a row' },
  { label: 'Double-click', insert_text: 'Double-click "Text"', detail: 'click' },
  { label: 'Hover over', insert_text: 'Hover over "Text"', detail: 'hover' },
  { label: 'Select … from …', insert_text: 'Select "Option" from the Name dropdown', detail: 'select' },
  { label: 'Check', insert_text: 'Check "Label"', detail: 'check' },
  { label: 'Uncheck', insert_text: 'Uncheck "Label"', detail: 'check' },
  { label: 'Press', insert_text: 'Press Enter', detail: 'press' },
  { label: 'Wait for … to appear', insert_text: 'Wait for "Text" to appear', detail: 'wait' },
  { label: 'Wait until the URL contains', insert_text: 'Wait until the URL contains /path', detail: 'wait' },
  { label: 'Wait for the page to load', insert_text: 'Wait for the page to load', detail: 'wait' },
  { label: 'Verify the text … is visible', insert_text: 'Verify the text "Text" is visible', detail: 'check: text visible' },
  { label: 'Verify the page does not show', insert_text: 'Verify the page does not show "Text"', detail: 'check: text hidden' },
  { label: 'Verify the URL contains', insert_text: 'Verify the URL contains /path', detail: 'check: URL' },
  { label: 'Verify the page title is', insert_text: 'Verify the page title is "Title"', detail: 'check: title' },
  { label: 'Verify … rows in the … table', insert_text: 'Verify 2 rows in the Name table', detail: 'check: count' },
  { label: 'Verify the … field has value', insert_text: 'Verify the Name field has value "value"', detail: 'check: field value' },
  { label: 'Verify the … button is enabled', insert_text: 'Verify the "Text" button is enabled', detail: 'check: element state' },
  { label: '@include', insert_text: '@include template', detail: 'template' },
]

export const API_STEP_SUGGESTIONS: readonly StepCompletion[] = [
  { label: 'Send the request', insert_text: 'Send the request', detail: 'request' },
  { label: 'Send the request with JSON body', insert_text: 'Send the request with JSON body {"name": "value"}', detail: 'request' },
  { label: 'Header', insert_text: 'Header X-Name: value', detail: 'request' },
  { label: 'Query', insert_text: 'Query page=1&limit=10', detail: 'request' },
  { label: 'Without authentication', insert_text: 'Without authentication', detail: 'request' },
  { label: 'Verify status is', insert_text: 'Verify status is 200', detail: 'check: status' },
  { label: 'Verify body contains', insert_text: 'Verify body contains "text"', detail: 'check: body' },
  { label: 'Verify $.field equals', insert_text: 'Verify $.name equals "value"', detail: 'check: field' },
  { label: 'Verify $.field exists', insert_text: 'Verify $.id exists', detail: 'check: field' },
  { label: 'Verify $.field does not exist', insert_text: 'Verify $.password does not exist', detail: 'check: field' },
  { label: 'Verify $.field is a number', insert_text: 'Verify $.price is a number', detail: 'check: type' },
  { label: 'Verify $.field has … items', insert_text: 'Verify $.items has 3 items', detail: 'check: length' },
  { label: 'Verify header … exists', insert_text: 'Verify header Location exists', detail: 'check: header' },
  { label: 'Verify content type is', insert_text: 'Verify content type is application/json', detail: 'check: header' },
  { label: 'Verify response time is below', insert_text: 'Verify response time is below 500 ms', detail: 'check: time' },
  { label: 'Verify the response matches schema', insert_text: 'Verify the response matches schema "Name"', detail: 'check: schema' },
  { label: 'Save $.field as', insert_text: 'Save $.id as {{id}}', detail: 'save' },
]
