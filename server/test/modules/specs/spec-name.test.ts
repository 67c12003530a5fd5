import { describe, expect, it } from 'vitest'
import { normalizeSpecName } from '../../../src/modules/specs/spec-name.js'
import { FieldValidationError } from '../../../src/platform/http/errors.js'

const loc = ['body', 'name']

function refusal(raw: string): { msg: string; type: string } | undefined {
  try {
    normalizeSpecName(raw, loc)
    return undefined
  } catch (err) {
    if (!(err instanceof FieldValidationError)) throw err
    expect(err.loc).toEqual(loc)
    return { msg: err.msg, type: err.type }
  }
}

describe('normalizeSpecName', () => {
  it.each([
    ['login', 'login'],
    ['checkout/guest pays', 'checkout/guest pays'],
    [' ./checkout//guest.md ', 'checkout/guest'],
    ['Checkout/Guest.MD', 'Checkout/Guest'],
    ['a/b/', 'a/b'],
    ['Anmeldung prüfen/ünïcode (v2)', 'Anmeldung prüfen/ünïcode (v2)'],
    ["o'brien & co, @home+1", "o'brien & co, @home+1"],
    ['automated/x', 'automated/x'],
    ['Automated', 'Automated'],
  ])('%j -> %j', (raw, expected) => {
    expect(normalizeSpecName(raw, loc)).toBe(expected)
  })

  it.each([
    ['../etc/passwd', 'path_traversal'],
    ['a/../../b', 'path_traversal'],
    ['/etc/passwd', 'path_absolute'],
    ['C:evil', 'path_absolute'],
    ['a\\b', 'path_backslash'],
    ['%2e%2e/x', 'path_traversal'],
    ['%252e%252e%252fx', 'path_traversal'],
    ['a%00b', 'path_traversal'],
    ['nul\u0000', 'string_nul'],
    ['', 'path_empty'],
    ['./', 'path_empty'],
    ['.md', 'name_empty'],
    ['.hidden/x', 'name_hidden'],
    ['x.md/y', 'name_md_folder'],
    ['x.md.md', 'name_md_folder'],
    ['trailing./x', 'name_edge'],
    ['a/ b', 'name_edge'],
    ['what?', 'name_chars'],
    ['100%', 'name_chars'],
    ['ab:c', 'name_chars'],
    ['x'.repeat(201), 'string_too_long'],
    [`${'a/'.repeat(250)}b`, 'string_too_long'],
    ['validate', 'name_reserved'],
    ['tags.md', 'name_reserved'],
  ])('refuses %j (%s)', (raw, type) => {
    expect(refusal(raw)?.type).toBe(type)
  })

  it('explains a reserved name', () => {
    expect(refusal('folders')?.msg).toBe('"folders" is reserved by the API (GET /specs/folders); choose another name or put it in a folder')
  })
})
