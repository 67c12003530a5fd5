import { describe, expect, it } from 'vitest'
import { prdFileType } from './file-type.js'

describe('PRD file type', () => {
  it('keeps the browser type, else names it from the extension', () => {
    expect(prdFileType(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toBe('application/pdf')
    expect(prdFileType(new File(['x'], 'spec.PDF'))).toBe('application/pdf')
    expect(prdFileType(new File(['x'], 'notes.md'))).toBe('text/markdown')
  })
})
