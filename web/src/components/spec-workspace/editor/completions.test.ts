import { CompletionContext, type CompletionResult } from '@codemirror/autocomplete'
import { EditorState } from '@codemirror/state'
import { describe, expect, it } from 'vitest'
import { UI_STEP_SUGGESTIONS } from '../step-suggestions.js'
import { placeholderNames, specCompletionSource } from './completions.js'

const ITEMS = [
  { label: 'Click', insert_text: 'Click "Text"', detail: 'click' },
  { label: 'Navigate to', insert_text: 'Navigate to {{BASE_URL}}/', detail: 'navigate' },
]

/** Runs the source with the cursor at `|` in `text`. */
function complete(text: string, explicit = false, items = ITEMS): CompletionResult | null {
  const pos = text.indexOf('|')
  const state = EditorState.create({ doc: text.replace('|', '') })
  const result = specCompletionSource(items, ['API_TOKEN'])(new CompletionContext(state, pos, explicit))
  if (result instanceof Promise) throw new Error('expected a synchronous source')
  return result
}

describe('specCompletionSource', () => {
  it('offers the step phrasings after a numbered or bulleted marker, replacing what is typed', () => {
    const result = complete('## Steps\n\n1. Cl|')
    expect(result?.from).toBe('## Steps\n\n1. '.length)
    expect(result?.options.map((o) => [o.label, o.apply, o.detail])).toEqual([
      ['Click', 'Click "Text"', 'click'],
      ['Navigate to', 'Navigate to {{BASE_URL}}/', 'navigate'],
    ])
    expect(complete('- Ver|')?.from).toBe(2)
  })

  it('stays quiet outside step starts and on an empty step unless asked', () => {
    expect(complete('# Test: Cl|')).toBeNull()
    expect(complete('1. Click "Sig|')).toBeNull()
    expect(complete('1. |')).toBeNull()
    expect(complete('1. |', true)?.options).toHaveLength(2)
  })

  it('completes {{ placeholders from the names the text uses and the extra ones, closing them when needed', () => {
    const open = complete('1. Navigate to {{DEMO_URL}}/\n2. Enter "{{DE|')
    expect(open?.from).toBe('1. Navigate to {{DEMO_URL}}/\n2. Enter "{{'.length)
    expect(open?.options.map((o) => [o.label, o.apply])).toEqual([
      ['DEMO_URL', 'DEMO_URL}}'],
      ['API_TOKEN', 'API_TOKEN}}'],
    ])
    expect(complete('Bearer {{|}}')?.options.map((o) => o.apply)).toEqual(['API_TOKEN'])
  })

  it('finds the placeholders a spec uses', () => {
    expect(placeholderNames('{{B}} {{ A }} {{B}} {{not valid-}}')).toEqual(['A', 'B'])
  })

  it('ships a default phrasing list whose inserted steps are non-empty and labels unique', () => {
    expect(new Set(UI_STEP_SUGGESTIONS.map((s) => s.label)).size).toBe(UI_STEP_SUGGESTIONS.length)
    expect(UI_STEP_SUGGESTIONS.every((s) => s.insert_text.trim().length > 0)).toBe(true)
  })
})
