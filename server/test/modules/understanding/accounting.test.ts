import { describe, expect, it } from 'vitest'
import { understandUiStep } from '../../../src/modules/pipeline/step-understanding.js'
import { misreadReason } from '../../../src/modules/understanding/accounting.js'

const base = { notes: [], unquotedNames: [], structuralWords: new Set<string>() }
const click = (name: string, within?: string) => ({
  line: 1,
  text: 'x',
  kind: 'click',
  target: { kind: 'clickable', name, ...(within ? { within } : {}) },
})

describe('word accounting (misreadReason)', () => {
  it('passes a plan that holds every quoted value and name', () => {
    expect(
      misreadReason({ ...base, text: 'Click "Delete" in the row for "Buy milk"', plans: [click('Delete', 'Buy milk')] }),
    ).toBeUndefined()
    expect(
      misreadReason({
        ...base,
        text: 'Click the Save button in the Billing section',
        plans: [{ ...click('Save'), scope: { role: 'region', name: 'Billing' } }],
      }),
    ).toBeUndefined()
  })
  it('does not count the words of a leading label the reading named as a title', () => {
    const plans = [click('Login')]
    const titled = [{ kind: 'ignored' as const, message: 'ignored "Expected Result:" (a title; the action names its own target)' }]
    expect(misreadReason({ ...base, text: 'Expected Result: click "Login"', plans, notes: titled })).toBeUndefined()
    expect(misreadReason({ ...base, text: 'Expected Result: click "Login"', plans })).toBe('the reading leaves out Result')
  })
  it('reports a quoted value the plan left out', () => {
    expect(misreadReason({ ...base, text: 'Click "Delete" in the row for "Buy milk"', plans: [click('Delete')] })).toBe(
      'the reading leaves out "Buy milk"',
    )
  })
  it('reports a capitalised name inside the sentence that the plan left out', () => {
    const plans = [{ line: 1, text: 'x', kind: 'verify_text', value: '+1 555', visible: true }]
    expect(misreadReason({ ...base, text: 'Verify the Phone field placeholder is "+1 555"', plans })).toBe('the reading leaves out Phone')
  })
  it('does not count a capital that starts a clause, a shouted word, or a word of the grammar', () => {
    const plans = [click('Save')]
    expect(misreadReason({ ...base, text: 'Step 3: Click "Save"', plans })).toBeUndefined()
    expect(misreadReason({ ...base, text: 'Click "Save" in the Billing section', plans })).toBe('the reading leaves out Billing')
    expect(misreadReason({ ...base, text: 'CLICK THE "Save" BUTTON', plans })).toBeUndefined()
    expect(misreadReason({ ...base, text: 'click "Save" and press Enter', plans, structuralWords: new Set(['enter']) })).toBeUndefined()
  })
  it('an ignored clause accounts for nothing it holds', () => {
    const notes = [{ kind: 'ignored' as const, message: 'ignored "for room "306"" (it adds no action)' }]
    expect(misreadReason({ ...base, text: 'Click "Assign" for room "306"', plans: [click('Assign')], notes })).toBe(
      'the reading leaves out "306"',
    )
  })
  it('reports an unquoted name that runs into the sentence', () => {
    const plans = [click('x')]
    expect(misreadReason({ ...base, text: 't', plans, unquotedNames: ['Jane Doe into'] })).toBe(
      '"Jane Doe into" reads as a name but runs into the sentence around it',
    )
    expect(misreadReason({ ...base, text: 't', plans, unquotedNames: ['note: the Search results'] })).toMatch(/runs into the sentence/)
    for (const label of ['Sign in', 'Sort by', 'Save as', 'Add to', 'Log on', '9:45']) {
      expect(misreadReason({ ...base, text: 't', plans, unquotedNames: [label] })).toBeUndefined()
    }
  })
})

describe('word accounting in UI understanding', () => {
  it('reports, never runs, a reading that drops a name or runs a name into the sentence', () => {
    for (const step of [
      'Verify the Phone field placeholder is "+1 555"',
      'Type Jane Doe into "Full name"',
      'Verify the Total field value is 12.50',
    ]) {
      const [action] = understandUiStep(step, 4).actions
      expect(action?.kind, step).toBe('unknown')
      expect(action && 'reason' in action ? action.reason : '', step).toMatch(/^not understood: /)
    }
  })
})
