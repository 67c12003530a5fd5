import { MantineProvider } from '@mantine/core'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { apiInterpretation } from '../pages/api-testing/spec-side-panels.js'
import { StepInterpretationPanel } from './step-interpretation.js'

describe('StepInterpretationPanel', () => {
  it('shows each planned action and the notes, flags what was not understood, and goes to the line on click', () => {
    const onGoTo = vi.fn()
    render(
      <MantineProvider>
        <StepInterpretationPanel
          onGoTo={onGoTo}
          steps={[
            {
              key: '2:4',
              line: 4,
              label: '2. Enter "x" in Title and click Add',
              actions: [
                { kind: 'fill', summary: 'fill field "Title" "x"' },
                { kind: 'click', summary: 'click clickable "Add"' },
              ],
              notes: ['split into 2 steps'],
            },
            { key: '3:5', line: 5, label: '3. Do the thing', actions: [{ kind: 'unknown', summary: 'unknown' }], notes: [] },
          ]}
        />
      </MantineProvider>,
    )
    expect(screen.getByLabelText('line 4 action 1').textContent).toBe('fill field "Title" "x"')
    expect(screen.getByLabelText('line 4 action 2').textContent).toBe('click clickable "Add"')
    expect(screen.getByText('split into 2 steps')).toBeTruthy()
    expect(screen.getByLabelText('line 5 action 1').textContent).toBe('not understood')
    fireEvent.click(screen.getByTitle('3. Do the thing (line 5)'))
    expect(onGoTo).toHaveBeenCalledWith(5)
  })

  it('groups the API interpretation by bullet line', () => {
    const steps = apiInterpretation({
      title: 'X',
      tests: [],
      errors: [],
      warnings: [],
      interpretation: [
        { test_id: 't', line: 4, kind: 'no_auth', summary: 'no_auth', notes: [] },
        { test_id: 't', line: 4, kind: 'send', summary: 'send', notes: [] },
        { test_id: 't', line: 5, kind: 'status', summary: 'status 401', notes: ['read "Verfiy" as "verify"'] },
      ],
    })
    expect(steps.map((s) => [s.line, s.actions.map((a) => a.summary), s.notes])).toEqual([
      [4, ['no_auth', 'send'], []],
      [5, ['status 401'], ['read "Verfiy" as "verify"']],
    ])
  })
})
