import { Text } from '@codemirror/state'
import { describe, expect, it } from 'vitest'
import { severityByLine, toDiagnostics } from './diagnostics.js'

const doc = Text.of(['# API Test: X', '', '### GET /a/{id}', '  - Frobnicate', ''])

describe('toDiagnostics', () => {
  it('underlines each problem line from its first non-blank character, errors and warnings by position', () => {
    const diagnostics = toDiagnostics(
      doc,
      [{ line: 3, message: 'path parameter {id} has no value' }],
      [{ line: 4, message: 'step not understood' }],
    )
    expect(diagnostics).toEqual([
      { from: 15, to: 30, severity: 'error', message: 'Line 3: path parameter {id} has no value', source: 'spec' },
      { from: 33, to: 45, severity: 'warning', message: 'Line 4: step not understood', source: 'spec' },
    ])
    expect(doc.sliceString(diagnostics[1]?.from ?? 0, diagnostics[1]?.to)).toBe('- Frobnicate')
  })

  it('puts a problem on an empty line as a zero-width mark and clamps lines past the end', () => {
    const [empty, past] = toDiagnostics(doc, [{ line: 2, message: 'blank' }], [{ line: 99, message: 'stale' }])
    expect(empty).toMatchObject({ from: 14, to: 14, severity: 'error' })
    expect(past).toMatchObject({ from: doc.length, to: doc.length, severity: 'warning', message: 'Line 99: stale' })
  })
})

describe('severityByLine', () => {
  it('keeps the worst severity of each line', () => {
    const diagnostics = toDiagnostics(
      doc,
      [{ line: 3, message: 'bad' }],
      [
        { line: 3, message: 'meh' },
        { line: 1, message: 'odd' },
      ],
    )
    expect([...severityByLine(doc, diagnostics)].sort()).toEqual([
      [1, 'warning'],
      [3, 'error'],
    ])
  })
})
