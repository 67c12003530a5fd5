import { describe, expect, it } from 'vitest'
import { understandApiStep } from '../../../src/modules/api-testing/step-understanding.js'
import { understandUiStep } from '../../../src/modules/pipeline/step-understanding.js'
import { API_SUGGESTIONS, UI_SUGGESTIONS } from '../../../src/modules/understanding/suggestions.js'
import { appTest } from '../../support/app.js'

describe('step suggestions', () => {
  it.each(UI_SUGGESTIONS.map((s) => [s.label, s] as const))('UI: %s — its example is understood as its kind', (_, s) => {
    const actions = understandUiStep(s.example, 1).actions
    expect([s.example, actions[0]!.kind, actions.some((a) => a.kind === 'unknown')]).toEqual([s.example, s.kind, false])
  })
  it.each(API_SUGGESTIONS.map((s) => [s.label, s] as const))('API: %s — its example is understood as its kind', (_, s) => {
    const steps = understandApiStep({ text: s.example, line: 1 }, { method: 'POST', path: '/tasks' }).steps
    expect([s.example, steps.map((x) => x.kind)]).toEqual([s.example, [s.kind]])
  })
})

describe('validate endpoints and suggestions (HTTP)', () => {
  const test = appTest('sqlite', { REQUIRE_AUTH: 'true' })

  test("UI validate returns each step's planned actions and notes, keeping the existing fields", async ({ harness: h }) => {
    const p = await h.project()
    const content = [
      '# Test: Tasks',
      '## Steps',
      '1. Navigate to /tasks',
      '2. Enter "Buy milk" in the New task field and click Add',
      '3. Clack "Delete" next to "Buy milk"',
      '4. Click "Add task" without entering a title',
      '5. Verify "Buy milk" is visible in the task list',
      '6. Do the thing',
      '',
    ].join('\n')
    const res = await h.request(p.members.viewer, { method: 'POST', url: '/specs/validate', payload: { content, project_id: p.id } })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.valid).toBe(true)
    expect(body.steps.map((s: { n: number }) => s.n)).toEqual([1, 2, 3, 4, 5, 6])
    expect(body.warnings.map((w: { line: number }) => w.line)).toEqual([8])
    const byStep = body.interpretation.map((s: { n: number; actions: { summary: string }[]; notes: string[] }) => [
      s.n,
      s.actions.map((a) => a.summary),
      s.notes,
    ])
    expect(byStep).toEqual([
      [1, ['navigate /tasks'], []],
      [
        2,
        ['fill field "New task" "Buy milk"', 'click clickable "Add"'],
        ['split into 2 steps: "enter "Buy milk" in the New task field", "click Add"'],
      ],
      [3, ['click clickable "Delete" row "Buy milk"'], ['read "Clack" as "click"']],
      [4, ['click clickable "Add task"'], ['ignored "without entering a title" (it adds no action)']],
      [5, ['text "Buy milk" visible in list'], []],
      [6, ['unknown'], []],
    ])
    expect(body.interpretation[2].actions[0]).toEqual({
      kind: 'click',
      target: 'clickable "Delete"',
      scope: 'row "Buy milk"',
      summary: 'click clickable "Delete" row "Buy milk"',
    })
    expect(body.interpretation[4].actions[0]).toMatchObject({ kind: 'verify_text', value: 'Buy milk', assertion: 'visible', scope: 'list' })
  })

  test("API validate returns each step's interpretation with notes", async ({ harness: h }) => {
    const p = await h.project()
    const content = [
      '# API Test: Tasks',
      '## Tests',
      '### POST /tasks',
      '- POST with JSON {"title": "x"}',
      '- Verfiy status is 201',
      '- response.title == "x"',
      '- The error message says "nope"',
      '',
    ].join('\n')
    const res = await h.request(p.members.viewer, {
      method: 'POST',
      url: `/api-testing/specs/validate?project_id=${p.id}`,
      payload: { content },
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.tests).toHaveLength(1)
    expect(body.interpretation.map((i: { line: number; summary: string; notes: string[] }) => [i.line, i.summary, i.notes])).toEqual([
      [4, 'send body', []],
      [5, 'status 201', ['read "Verfiy" as "verify"']],
      [6, 'field_equals $.title "x"', []],
      [7, 'error_message "nope"', []],
    ])
    expect(body.interpretation[2]).toMatchObject({ kind: 'field_equals', target: '$.title', assertion: '== "x"' })
  })

  test('suggests steps for the editor from the grammar, and refuses an unknown kind with 4xx', async ({ harness: h }) => {
    const p = await h.project()
    const ui = await h.request(p.members.viewer, { url: '/specs/step-suggestions?kind=ui' })
    expect(ui.statusCode).toBe(200)
    expect(ui.json().items).toHaveLength(UI_SUGGESTIONS.length)
    expect(ui.json().items[3]).toEqual({
      label: 'Click',
      insert_text: 'Click "#{name}"',
      detail: 'a button or link by its text: getByRole(…).click()',
    })
    const apiItems = (await h.request(p.members.viewer, { url: '/specs/step-suggestions?kind=api' })).json().items
    expect(apiItems.map((i: { label: string }) => i.label)).toContain('Error message says')
    expect((await h.request(p.members.viewer, { url: '/specs/step-suggestions?kind=sql' })).statusCode).toBe(422)
    expect((await h.request(undefined as never, { url: '/specs/step-suggestions' })).statusCode).toBe(401)
  })
})
