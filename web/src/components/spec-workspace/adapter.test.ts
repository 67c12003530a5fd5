import { describe, expect, it } from 'vitest'
import { stepCompletionsOf } from './adapter.js'

describe('stepCompletionsOf', () => {
  it('shows each server phrasing as the sentence it writes and keeps its snippet fields to insert', () => {
    const items = stepCompletionsOf([
      { label: 'Response time', insert_text: 'Verify the response time is under #{500} ms', detail: 'a limit in ms or s' },
      { label: 'Save a value', insert_text: 'Save $.#{id} as {{#{name}}}', detail: 'for later tests' },
    ])
    expect(items).toEqual([
      {
        label: 'Verify the response time is under 500 ms',
        insert_text: 'Verify the response time is under #{1:500} ms',
        detail: 'Response time: a limit in ms or s',
      },
      { label: 'Save $.id as {{name}}', insert_text: 'Save $.#{1:id} as {{#{2:name}}}', detail: 'Save a value: for later tests' },
    ])
  })
})
