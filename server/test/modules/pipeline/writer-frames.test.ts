import { describe, expect, it } from 'vitest'
import { expandTerse } from '../../../src/modules/pipeline/abbreviations.js'
import { summarizeUiAction } from '../../../src/modules/pipeline/action-summary.js'
import type { UiAction } from '../../../src/modules/pipeline/actions.js'
import { swallowedReason } from '../../../src/modules/pipeline/name-guards.js'
import { understandUiStep } from '../../../src/modules/pipeline/step-understanding.js'
import { reframe } from '../../../src/modules/pipeline/writer-frames.js'
import { mask, unmask } from '../../../src/modules/understanding/sentence.js'

const plan = (step: string) => understandUiStep(step, 4).actions.map(summarizeUiAction).join(' | ')
const terse = (step: string) => {
  const masked = mask(step)
  const out = expandTerse(masked.text)
  return out === undefined ? undefined : unmask(masked, out)
}
const framed = (step: string) => {
  const masked = mask(step)
  const out = reframe(masked.text)
  return out === undefined ? undefined : unmask(masked, out.text)
}
const isVerb = (word: string) => ['click', 'hit', 'press', 'type', 'select'].includes(word.toLowerCase())
const fill = (name: string, value = 'x'): UiAction => ({ line: 1, text: 't', kind: 'fill', target: { kind: 'field', name }, value })

describe('the terse notation (abbreviations.ts)', () => {
  it('puts the role after the name and quotes the name, up to the next word of the notation', () => {
    expect(terse('click btn Approve row "Ewa"')).toBe('click the "Approve" button in the row "Ewa"')
    expect(terse('verify chk Remember me unchecked')).toBe('verify the "Remember me" checkbox is unchecked')
    expect(terse('press Ctrl+S in txt Notes')).toBe('press Ctrl+S in the "Notes" field')
  })
  it('reads `=` and `->` by the role: a field is filled, a dropdown chosen from, a checkbox ticked or cleared', () => {
    expect(terse('txt Qty = -3')).toBe('enter "-3" into the "Qty" field')
    expect(terse('ddl Reason = Damaged')).toBe('select "Damaged" from the "Reason" dropdown')
    expect(terse('chk Show all -> on')).toBe('check the "Show all" checkbox')
    expect(terse('chk Show all = off')).toBe('uncheck the "Show all" checkbox')
  })
  it('expands the page, the dialog and the verbs of the notation', () => {
    expect(terse('assert pg title = "Home"')).toBe('assert the title is "Home"')
    expect(terse('click btn OK in dlg')).toBe('click the "OK" button in the dialog')
    expect(terse('rclick row "A-1"')).toBe('right-click the row "A-1"')
    expect(terse('assert tbl stock rows = 4')).toBe('assert the "stock" table has 4 rows')
  })
  it('leaves English alone: a full role noun is terse only after a verb and before a capital or a quote', () => {
    expect(terse('Press Tab')).toBeUndefined()
    expect(terse('Go to the tab "My loans"')).toBeUndefined()
    expect(terse('Link Settings, activate it')).toBeUndefined()
  })
})

describe('frames other writers use (writer-frames.ts)', () => {
  it('reads screen-reader wording as the step it announces', () => {
    expect(framed('Heading level 2 Orders is announced')).toBe('verify the "Orders" heading is visible')
    expect(framed('Checkbox Keep me signed in, check it')).toBe('tick the "Keep me signed in" checkbox')
    expect(framed('The Undo button, dimmed')).toBe('verify The Undo button is disabled')
  })
  it('splits numbered steps on one line and an expected result after its action', () => {
    expect(framed('1) open /a 2) hit save')).toBe('1) open /a ; click save')
    expect(framed('Click "Go". Expected result: "Done" is shown')).toBe('Click "Go" ; verify "Done" is shown')
  })
  it('splits a second statement joined to a check by "and"', () => {
    expect(framed('Verify the URL contains "/x" and the title is "X"')).toBe('Verify the URL contains "/x"; verify the title is "X"')
  })
  it('corrects slips of function words and of role nouns where a role noun stands, never into another word', () => {
    const masked = mask('Select "A" from teh Day dropdown')
    expect(reframe(masked.text)?.corrections).toEqual(['read "teh" as "the"'])
    expect(framed('Verify the reading "12" is shown')).toBeUndefined()
    expect(framed('Verify there are 3 buttons in the toolbar')).toBeUndefined()
  })
  it('reads "the table of X" as the X table only before a count (`the table of contents` is a name)', () => {
    expect(framed('Verify that the table of loans has 3 rows')).toBe('Verify that the loans table has 3 rows')
    expect(framed('The table of contents is visible')).toBeUndefined()
  })
})

describe('readings no writer means are reported (name-guards.ts)', () => {
  const reason = (actions: UiAction[], text: string, notes = []) => swallowedReason(actions, text, notes, isVerb)
  it('a name led by a notation abbreviation', () => {
    expect(reason([fill('txt Author')], 'txt Author = x')).toMatch(/abbreviation/)
  })
  it('a name holding a joint and a second action or a key', () => {
    expect(reason([fill('promo code and hit apply')], 'type "x" in promo code and hit apply')).toMatch(/second action/)
    expect(reason([fill('notes then backspace')], 'press x in notes then backspace')).toMatch(/second action/)
  })
  it('a name holding a control noun and a place after it, or the region it is in', () => {
    expect(reason([fill('Nurse dropdown in dialog')], 'select "x" from Nurse dropdown in dialog')).toMatch(/role/)
    expect(reason([fill('Library in the navigation landmark')], 'click the link Library in the navigation landmark')).toMatch(/region/)
  })
  it('a name led by a slip of a function word', () => {
    expect(reason([fill('teh Day')], 'select "x" from teh Day dropdown')).toMatch(/function word/)
  })
  it('a name naming a control of another kind than the one acted on', () => {
    const toggle: UiAction = { line: 1, text: 't', kind: 'check', target: { kind: 'toggle', name: 'Follow button' } }
    expect(reason([toggle], 'Activate the Follow button')).toMatch(/names a button/)
  })
  it('a value that runs over a closing quote into the next clause', () => {
    const url: UiAction = { line: 1, text: 't', kind: 'verify_url', op: 'contains', value: '/a" and the title is "B' }
    expect(reason([url], 'the URL contains "/a" and the title is "B"')).toMatch(/closing quote/)
  })
  it('a verb read from a longer word that only adds letters before it', () => {
    const click: UiAction = { line: 1, text: 't', kind: 'click', target: { kind: 'clickable', name: 'A' } }
    expect(reason([click], 'rclick "A"', [{ kind: 'corrected', message: 'read "rclick" as "click"' }] as never)).toMatch(/letters before/)
  })
  it('passes names people write', () => {
    expect(reason([fill('Search')], 'type "x" in the Search box')).toBeUndefined()
    expect(reason([fill('Terms and Conditions')], 'click "x"')).toBeUndefined()
  })
})

describe('the misread classes of set 14, in other words: read right or reported, never misread', () => {
  it.each([
    ['enter "SAVE5" in coupon and hit redeem', 'fill field "coupon" "SAVE5" | click clickable "redeem"'],
    ['enter "SAVE5" in coupon and press redeem', 'unknown'],
    ['In modal pick "Gold" from Tier dropdown', 'select "Gold" dropdown "Tier" in dialog'],
    ['Pick "Mon" from hte Weekday dropdown', 'select "Mon" dropdown "Weekday"'],
    ['Verify the URL contains "/pay" and the title is "Pay"', 'url contains "/pay" | title equals "Pay"'],
    ['Empty the Notes field and type "hi"', 'fill field "Notes" "" | fill field "Notes" "hi"'],
    ['Activate the Subscribe button', 'click clickable:button "Subscribe"'],
    ['Tick the chekbox "I agree"', 'check toggle:checkbox "I agree"'],
    ['dblclick "Row 1"', 'dblclick clickable "Row 1"'],
    ['Press Enter on the edit text Coupon', 'press Enter field "Coupon"'],
    ['The narrator says "Saved"', 'text "Saved" visible'],
    ['The app shows a dialog with "Discard changes?"', 'text "Discard changes?" visible in dialog'],
    ['Pick "Red" from the Colour list in dialog', 'unknown'],
    ['lclick "Save"', 'unknown'],
  ])('%s', (step, expected) => {
    expect(plan(step)).toBe(expected)
  })
})
