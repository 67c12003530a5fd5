import { forEachDiagnostic, setDiagnosticsEffect } from '@codemirror/lint'
import { type Extension, RangeSetBuilder } from '@codemirror/state'
import { Decoration, type DecorationSet, EditorView, MatchDecorator, ViewPlugin, type ViewUpdate } from '@codemirror/view'
import { severityByLine } from './diagnostics.js'

/** `{{NAME}}` placeholders, "quoted" values and the method of an API test heading (`### GET /path`). */
const SPEC_TOKENS = new MatchDecorator({
  regexp: /\{\{\s*[A-Za-z_][A-Za-z0-9_]*\s*\}\}|"[^"\n]*"|^###\s+(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b|^\s*(?:\d+[.)])(?=\s)/g,
  decoration: (match) => {
    const text = match[0]
    if (text.startsWith('{{')) return Decoration.mark({ class: 'cm-spec-placeholder' })
    if (text.startsWith('"')) return Decoration.mark({ class: 'cm-spec-quoted' })
    if (text.startsWith('###')) return Decoration.mark({ class: 'cm-spec-method' })
    return Decoration.mark({ class: 'cm-spec-step-number' })
  },
})

const specTokens = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet
    constructor(view: EditorView) {
      this.decorations = SPEC_TOKENS.createDeco(view)
    }
    update(update: ViewUpdate) {
      this.decorations = SPEC_TOKENS.updateDeco(update, this.decorations)
    }
  },
  { decorations: (plugin) => plugin.decorations },
)

function issueLineDecorations(view: EditorView): DecorationSet {
  const found: { from: number; severity: string }[] = []
  forEachDiagnostic(view.state, (d, from) => found.push({ from, severity: d.severity }))
  const byLine = severityByLine(
    view.state.doc,
    found.map((f) => ({ from: f.from, severity: f.severity as 'error' | 'warning' })),
  )
  const builder = new RangeSetBuilder<Decoration>()
  for (const [number, severity] of [...byLine].sort((a, b) => a[0] - b[0])) {
    const line = view.state.doc.line(number)
    builder.add(
      line.from,
      line.from,
      Decoration.line({ class: `cm-spec-issue-${severity}`, attributes: { 'data-line': String(number), 'data-severity': severity } }),
    )
  }
  return builder.finish()
}

/**
 * A tint on each line with a problem, carrying `data-line` and `data-severity` (what the e2e tests and screen
 * readers' inspectors read), recomputed when the diagnostics or the text change.
 */
const issueLines = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet
    constructor(view: EditorView) {
      this.decorations = issueLineDecorations(view)
    }
    update(update: ViewUpdate) {
      const linted = update.transactions.some((tr) => tr.effects.some((e) => e.is(setDiagnosticsEffect)))
      if (linted || update.docChanged) this.decorations = issueLineDecorations(update.view)
    }
  },
  { decorations: (plugin) => plugin.decorations },
)

const specTheme = EditorView.theme({
  '&': { fontSize: '13px', border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' },
  '&.cm-focused': { outline: 'none', borderColor: 'var(--mantine-primary-color-filled)' },
  '.cm-scroller': { fontFamily: 'var(--mantine-font-family-monospace)', lineHeight: '20px' },
  '.cm-gutters': { borderTopLeftRadius: 'var(--mantine-radius-md)', borderBottomLeftRadius: 'var(--mantine-radius-md)' },
  '.cm-spec-placeholder': { color: 'var(--mantine-color-grape-7)', fontWeight: 600 },
  '.cm-spec-quoted': { color: 'var(--mantine-color-teal-8)' },
  '.cm-spec-method': { color: 'var(--mantine-color-blue-7)', fontWeight: 700 },
  '.cm-spec-step-number': { color: 'var(--mantine-color-orange-8)', fontWeight: 700 },
  '.cm-spec-issue-error': { backgroundColor: 'var(--mantine-color-red-0)' },
  '.cm-spec-issue-warning': { backgroundColor: 'var(--mantine-color-yellow-0)' },
  '&.cm-editor[aria-readonly] .cm-content, .cm-content[aria-readonly="true"]': { backgroundColor: 'var(--mantine-color-gray-0)' },
})

/** The spec-aware look: token marks, problem lines and the dashboard's colours. */
export function specMarks(): Extension {
  return [specTokens, issueLines, specTheme]
}
