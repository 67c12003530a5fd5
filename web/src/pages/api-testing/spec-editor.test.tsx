import { MantineProvider } from '@mantine/core'
import { fireEvent, render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { CodeEditor, type CodeEditorHandle } from '../../components/code-editor.js'
import { issuesByLine } from '../../components/spec-text.js'
import { ProblemsPanel } from './spec-side-panels.js'

const TEXT = '# API Test: X\n\n## Tests\n\n### GET /a/{id}\n\n- Frobnicate\n'
const ERRORS = [{ line: 5, message: 'path parameter {id} has no value' }]
const WARNINGS = [{ line: 7, message: 'step not understood' }]

describe('CodeEditor', () => {
  it('numbers every line and marks the lines with problems', () => {
    render(
      <MantineProvider>
        <CodeEditor label="Spec markdown" value={TEXT} onChange={() => {}} issues={issuesByLine(ERRORS, WARNINGS)} />
      </MantineProvider>,
    )
    const gutter = screen.getByTestId('spec-editor')
    expect(gutter.querySelectorAll('[data-line]')).toHaveLength(8)
    expect(gutter.querySelector('[data-line="5"]')?.getAttribute('data-severity')).toBe('error')
    expect(gutter.querySelector('[data-line="5"]')?.getAttribute('title')).toBe('Line 5: path parameter {id} has no value')
    expect(gutter.querySelector('[data-line="7"]')?.getAttribute('data-severity')).toBe('warning')
    expect(gutter.querySelector('[data-line="1"]')?.hasAttribute('data-severity')).toBe(false)
  })

  it('reports edits, saves on Ctrl+S and selects a line on request', () => {
    const onChange = vi.fn()
    const onSave = vi.fn()
    const ref = createRef<CodeEditorHandle>()
    render(
      <MantineProvider>
        <CodeEditor ref={ref} label="Spec markdown" value={TEXT} onChange={onChange} onSave={onSave} issues={new Map()} />
      </MantineProvider>,
    )
    const textarea = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Spec markdown' })
    fireEvent.change(textarea, { target: { value: `${TEXT}x` } })
    expect(onChange).toHaveBeenCalledWith(`${TEXT}x`)
    fireEvent.keyDown(textarea, { key: 's', ctrlKey: true })
    expect(onSave).toHaveBeenCalledTimes(1)
    ref.current?.goToLine(5)
    expect(TEXT.slice(textarea.selectionStart, textarea.selectionEnd)).toBe('### GET /a/{id}')
  })
})

describe('ProblemsPanel', () => {
  it('lists errors and warnings by line and jumps to a line on click', () => {
    const onGoTo = vi.fn()
    render(
      <MantineProvider>
        <ProblemsPanel errors={ERRORS} warnings={WARNINGS} checking={false} failure={undefined} onGoTo={onGoTo} />
      </MantineProvider>,
    )
    expect(screen.getByText('1 error')).toBeTruthy()
    expect(screen.getByText('1 warning')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Line 7 warning: step not understood' }))
    expect(onGoTo).toHaveBeenCalledWith(7)
    expect(screen.getByRole('button', { name: 'Line 5 error: path parameter {id} has no value' })).toBeTruthy()
  })

  it('says so when the spec parses', () => {
    render(
      <MantineProvider>
        <ProblemsPanel errors={[]} warnings={[]} checking={false} failure={undefined} onGoTo={() => {}} />
      </MantineProvider>,
    )
    expect(screen.getByText('No problems: the spec parses.')).toBeTruthy()
  })
})
