import { describe, expect, it } from 'vitest'
import type { UiAction } from '../../../src/modules/pipeline/actions.js'
import { swallowedReason } from '../../../src/modules/pipeline/name-guards.js'
import { plainWording, swappedSlip } from '../../../src/modules/pipeline/plain-wording.js'

const isVerb = (word: string) => ['check', 'verify', 'type', 'click', 'select'].includes(word.toLowerCase())
const on = (kind: 'field' | 'dropdown' | 'list' | 'clickable', name: string): UiAction =>
  kind === 'field'
    ? { line: 1, text: 't', kind: 'fill', target: { kind, name }, value: 'v' }
    : { line: 1, text: 't', kind: 'click', target: { kind, name } }

describe("plain wording: the writer's words read as the grammar's (plain-wording.ts)", () => {
  it("reads a dropdown's other names after its label as the role", () => {
    expect(plainWording('Pick "Tea" from the Drink pulldown')?.text).toBe('Pick "Tea" from the Drink dropdown')
    expect(plainWording('Pick "Tea" in the Drink list box.')?.text).toBe('Pick "Tea" in the Drink dropdown.')
    expect(plainWording('Pick "Tea" from the Drink drop-down menu')?.text).toBe('Pick "Tea" from the Drink dropdown')
    expect(plainWording('Pick "Tea" from the Drink combo box')?.note.message).toBe('read "combo box" as "dropdown"')
  })
  it('leaves a verb at the start, quoted values and other nouns as written', () => {
    expect(plainWording('Pull down to refresh')).toBeUndefined()
    expect(plainWording('Click "Open list box"')).toBeUndefined()
    expect(plainWording('Type "x" in the Name text box')).toBeUndefined()
  })
  it('reads a comma between a check verb and its joint as the introducer', () => {
    expect(plainWording('Verify, that the Zip field is empty')?.text).toBe('Verify that the Zip field is empty')
    expect(plainWording('Please check , whether "Done" is shown')?.text).toBe('Please check whether "Done" is shown')
    expect(plainWording('Click Save, then verify')).toBeUndefined()
  })
  it('reads a role noun or function word with two letters swapped as the word', () => {
    expect(swappedSlip('tabel')).toBe('table')
    expect(swappedSlip('feild')).toBe('field')
    expect(swappedSlip('lsit')).toBe('list')
    expect(swappedSlip('wiht')).toBe('with')
    expect(plainWording('Verify the orders tabel has 2 rows')?.text).toBe('Verify the orders table has 2 rows')
  })
  it('never reads a word of its own, a plural, a capitalised name or another slip as a role noun', () => {
    expect(swappedSlip('form')).toBeUndefined()
    expect(swappedSlip('fields')).toBeUndefined()
    expect(swappedSlip('Tabel')).toBeUndefined()
    expect(swappedSlip('tablet')).toBeUndefined()
    expect(swappedSlip('cable')).toBeUndefined()
    expect(plainWording('Type "tabel" in the Code field')).toBeUndefined()
  })
})

describe('names no one gives an element, reported (name-guards.ts, round 9)', () => {
  it("a name holding the step's introducer", () => {
    expect(swallowedReason([on('field', 'Verify, that the Zip')], 'Verify, that the Zip field is x', [], isVerb)).toMatch(/introducer/)
    expect(swallowedReason([on('list', 'Check that the orders')], 'Check that the orders list has 2 items', [], isVerb)).toMatch(
      /introducer/,
    )
  })
  it('a name holding a place', () => {
    expect(swallowedReason([on('field', 'mobile in the subject')], 'type bug on mobile in the subject field', [], isVerb)).toMatch(/place/)
  })
  it("a name holding a role noun the step misspelt, or a dropdown's other name", () => {
    const notes = [{ kind: 'corrected' as const, message: 'read "fiedl" as "field"' }]
    expect(swallowedReason([on('field', 'field Zip')], 'type "1" in the fiedl Zip', notes, isVerb)).toMatch(/written "fiedl"/)
    expect(swallowedReason([on('dropdown', 'Size pulldown')], 'pick "S" from Size pulldown', [], isVerb)).toMatch(/role/)
    expect(swallowedReason([on('dropdown', 'Milk picker')], 'pick "Oat" from the Milk picker', [], isVerb)).toMatch(/role/)
  })
  it('a name ending in radio read as another kind', () => {
    expect(swallowedReason([on('clickable', 'Annual radio')], 'click the Annual radio', [], isVerb)).toMatch(/names a radio/)
  })
  it('passes names people write', () => {
    expect(swallowedReason([on('field', 'Search')], 'search for x', [], isVerb)).toBeUndefined()
    expect(swallowedReason([on('field', 'Check-in date')], 'check "x" in the Check-in date field', [], isVerb)).toBeUndefined()
    expect(swallowedReason([on('clickable', 'Sign in')], 'click Sign in', [], isVerb)).toBeUndefined()
  })
})
