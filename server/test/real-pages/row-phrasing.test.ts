import { describe, expect, it } from 'vitest'
import { interpretUiAction, summarizeUiAction } from '../../src/modules/pipeline/action-summary.js'
import { PURPOSES, purposesOf, servesPurpose } from '../../src/modules/pipeline/purpose.js'
import { understandUiStep } from '../../src/modules/pipeline/step-understanding.js'
import { runCause } from '../../src/modules/runs/run-cause.js'

// How people write steps on real list pages, each with the plan it must produce (pure: no page).
const plan = (step: string) => understandUiStep(step, 7).actions.map(summarizeUiAction).join(' | ')

const ROW = (role: string, row: string) => `${role} row "${row}"`

const ROW_STEPS: [string, string][] = [
  // Nameless controls in a row: the role noun alone, the row from the qualifier.
  ['Tick the checkbox next to "Buy milk"', `check ${ROW('toggle:checkbox', 'Buy milk')}`],
  ['Check the box for "Buy milk"', `check ${ROW('toggle:checkbox', 'Buy milk')}`],
  ['Untick the checkbox next to "Buy milk"', `uncheck ${ROW('toggle:checkbox', 'Buy milk')}`],
  ['Click the checkbox in the row containing "Call Sam"', `click ${ROW('toggle:checkbox', 'Call Sam')}`],
  ['Toggle the switch for "Dark mode"', `click ${ROW('toggle', 'Dark mode')}`],
  ['Click the button next to "Buy milk"', `click ${ROW('clickable:button', 'Buy milk')}`],
  ['Double-click the edit field for "Buy milk"', `dblclick ${ROW('field', 'Buy milk')}`],
  // The item's own text as the object.
  ['Mark "Buy milk" as done', `check ${ROW('toggle:checkbox', 'Buy milk')}`],
  ['Mark "Buy milk" as completed', `check ${ROW('toggle:checkbox', 'Buy milk')}`],
  ['Mark the "Buy milk" item as not done', `uncheck ${ROW('toggle:checkbox', 'Buy milk')}`],
  ['Mark "Buy milk" as active', `uncheck ${ROW('toggle:checkbox', 'Buy milk')}`],
  ['Complete "Buy milk"', `check ${ROW('toggle:checkbox', 'Buy milk')}`],
  ['Unmark "Buy milk"', `uncheck ${ROW('toggle:checkbox', 'Buy milk')}`],
  ['Delete "Buy milk"', `click clickable:button "delete" row "Buy milk"`],
  ['Remove "Buy milk"', `click clickable:button "remove" row "Buy milk"`],
  ['Remove the "Buy milk" item', `click clickable:button "remove" row "Buy milk"`],
  ['Delete the task "Buy milk"', `click clickable:button "delete" row "Buy milk"`],
  ['Click the delete button for "Buy milk"', `click clickable:button "delete" row "Buy milk"`],
  ['Click the × button next to "Buy milk"', `click clickable:button "×" row "Buy milk"`],
  ['Edit "Buy milk"', `click clickable:button "edit" row "Buy milk"`],
  // The focused element (an inline editor opened by the previous step).
  ['Type "Buy oat milk"', 'fill field focused "Buy oat milk"'],
  ['Replace the text with "Buy oat milk"', 'fill field focused "Buy oat milk"'],
  ['Clear the field', 'fill field focused ""'],
  ['Clear it and type "Buy oat milk"', 'fill field focused "" | fill field focused "Buy oat milk"'],
  ['Clear the field and type "Pay the rent"', 'fill field focused "" | fill field focused "Pay the rent"'],
  // Row state as a check.
  ['Verify "Buy milk" is marked as done', `element ${ROW('toggle:checkbox', 'Buy milk')} checked`],
  ['"Buy milk" is completed', `element ${ROW('toggle:checkbox', 'Buy milk')} checked`],
  ['Then the "Buy milk" item should be done', `element ${ROW('toggle:checkbox', 'Buy milk')} checked`],
  ['Verify "Buy milk" is not done', `element ${ROW('toggle:checkbox', 'Buy milk')} unchecked`],
  ['Verify the checkbox next to "Eggs" is checked', `element ${ROW('toggle:checkbox', 'Eggs')} checked`],
  ['Verify the checkbox next to "Eggs" is unchecked', `element ${ROW('toggle:checkbox', 'Eggs')} unchecked`],
  // Field checks as people see them.
  ['Verify the "New item" field is empty', 'value field "New item" ""'],
  ['The search box is blank', 'value field "search" ""'],
  ['Verify the "New item" field contains "bre"', 'value field "New item" contains "bre"'],
  ['Verify the "New item" field has placeholder "e.g. bread"', 'placeholder field "New item" "e.g. bread"'],
  ['Check that the placeholder of the "New item" field is "e.g. bread"', 'placeholder field "New item" "e.g. bread"'],
]

describe('row, focus and field phrasings', () => {
  it.each(ROW_STEPS)('%s', (step, expected) => {
    expect(plan(step)).toBe(expected)
  })

  it('a role noun with no row or region names nothing and is reported', () => {
    expect(plan('Tick the checkbox')).toBe('unknown')
    expect(plan('Click the button')).toBe('unknown')
  })

  it('the step preview says a row control is hovered first, and names the focused element', () => {
    const [del] = understandUiStep('Delete "Buy milk"', 3).actions
    expect(interpretUiAction(del!).scope).toBe('row "Buy milk", hovers the row first when the control shows only on hover')
    const [typed] = understandUiStep('Type "x"', 3).actions
    expect(interpretUiAction(typed!).target).toBe('the focused field')
  })
})

describe('purpose vocabulary', () => {
  it.each([
    ['delete', 'destroy', true],
    ['remove', 'btn btn-link btn-remove fa fa-trash', true],
    ['delete', '×', true],
    ['Delete', 'icon-trash-can', true],
    ['edit', 'fa fa-pencil', true],
    ['edit', 'btn-remove', false],
    ['delete', 'Edit task fa-pencil', false],
    ['add', 'fa fa-plus', true],
    ['archive', 'destroy', false],
  ] as const)('"%s" is served by a control with words "%s": %s', (step, words, serves) => {
    expect(servesPurpose(step, words)).toBe(serves)
  })
  it('every group has words and no word names two unrelated groups by accident', () => {
    for (const words of Object.values(PURPOSES)) expect(words.length).toBeGreaterThan(2)
    expect(purposesOf('trash')).toEqual(['delete'])
    expect(purposesOf('pencil')).toEqual(['edit'])
  })
})

describe('run cause', () => {
  it.each([
    ['passed', null, null],
    ['failed', 'app_regression: expected "2 items left"', 'app'],
    ['failed', 'expected "2 items left"', 'app'],
    ['failed', 'locator_drift: no element matches', 'automation'],
    ['error', 'Could not automate step 3 (line 7) "Click …": nothing matches button "archive"', 'automation'],
    ['error', 'No code for: line 4: "Frobnicate"', 'automation'],
    ['error', 'environment: net::ERR_CONNECTION_REFUSED', 'environment'],
    ['running', null, null],
  ] as const)('%s + %s -> %s', (status, error, cause) => {
    expect(runCause(status, error)).toBe(cause)
  })
})
