import type { Completion, CompletionContext, CompletionResult, CompletionSource } from '@codemirror/autocomplete'
import type { StepCompletion } from '../types.js'

/** A list item's marker (`1. `, `12) `, `- `, `* `) and the words typed after it, at the start of a line. */
const STEP_START = /^(\s*(?:\d+[.)]|[-*+])\s+)([^"{}]*)$/
/** An open `{{` placeholder: the name typed so far. */
const PLACEHOLDER = /\{\{([A-Za-z0-9_]*)$/
const PLACEHOLDER_NAMES = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g

/** The `{{NAME}}` placeholders a text already uses, sorted: the names worth offering again. */
export function placeholderNames(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER_NAMES)].map((m) => m[1] ?? ''))].filter(Boolean).sort()
}

/**
 * Completion for spec markdown: after a list marker, the step phrasings (`items`, filtered by what is typed);
 * after `{{`, the placeholder names the text already uses plus `extraPlaceholders`. Explicit completion
 * (Ctrl-Space) on an empty step offers every phrasing.
 */
export function specCompletionSource(items: readonly StepCompletion[], extraPlaceholders: readonly string[] = []): CompletionSource {
  const steps: Completion[] = items.map((item, i) => ({
    label: item.label,
    apply: item.insert_text,
    detail: item.detail,
    type: 'text',
    boost: -i / items.length,
  }))
  return (context: CompletionContext): CompletionResult | null => {
    const line = context.state.doc.lineAt(context.pos)
    const before = line.text.slice(0, context.pos - line.from)

    const placeholder = PLACEHOLDER.exec(before)
    if (placeholder) {
      const after = line.text.slice(context.pos - line.from)
      const closed = after.startsWith('}}')
      const names = new Set([...placeholderNames(context.state.doc.toString()), ...extraPlaceholders])
      return {
        from: context.pos - (placeholder[1]?.length ?? 0),
        options: [...names].map((name) => ({ label: name, apply: closed ? name : `${name}}}`, type: 'variable', detail: 'placeholder' })),
        validFor: /^[A-Za-z0-9_]*$/,
      }
    }

    const step = STEP_START.exec(before)
    if (!step || steps.length === 0) return null
    const typed = step[2] ?? ''
    if (typed.trim() === '' && !context.explicit) return null
    return { from: line.from + (step[1]?.length ?? 0), options: steps, validFor: /^[^"{}]*$/ }
  }
}
