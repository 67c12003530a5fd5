import { HighlightStyle, syntaxHighlighting } from '@codemirror/language'
import { forEachDiagnostic, setDiagnosticsEffect } from '@codemirror/lint'
import { type Extension, RangeSetBuilder } from '@codemirror/state'
import { Decoration, type DecorationSet, EditorView, MatchDecorator, ViewPlugin, type ViewUpdate } from '@codemirror/view'
import { tags } from '@lezer/highlight'
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
  '&': {
    fontSize: '13px',
    backgroundColor: 'var(--mantine-color-body)',
    border: '1px solid var(--mantine-color-default-border)',
    borderRadius: 'var(--mantine-radius-md)',
  },
  '.cm-content, .cm-gutter': { minHeight: '240px' },
  '.cm-gutters': {
    backgroundColor: 'var(--mantine-color-gray-0)',
    color: 'var(--mantine-color-dimmed)',
    borderRight: '1px solid var(--mantine-color-default-border)',
    borderTopLeftRadius: 'var(--mantine-radius-md)',
    borderBottomLeftRadius: 'var(--mantine-radius-md)',
  },
  '.cm-activeLine': { backgroundColor: 'rgba(34, 139, 230, 0.06)' },
  '.cm-activeLineGutter': { backgroundColor: 'rgba(34, 139, 230, 0.12)' },
  '&.cm-focused': { outline: 'none', borderColor: 'var(--mantine-primary-color-filled)' },
  '.cm-scroller': { overflow: 'auto', fontFamily: 'var(--mantine-font-family-monospace)', lineHeight: '20px' },
  '.cm-spec-placeholder': { color: 'var(--mantine-color-grape-7)', fontWeight: 600 },
  '.cm-spec-quoted': { color: 'var(--mantine-color-teal-8)' },
  '.cm-spec-method': { color: 'var(--mantine-color-blue-7)', fontWeight: 700 },
  '.cm-spec-step-number': { color: 'var(--mantine-color-orange-8)', fontWeight: 700 },
  '.cm-spec-issue-error': { backgroundColor: 'var(--mantine-color-red-0)' },
  '.cm-spec-issue-warning': { backgroundColor: 'var(--mantine-color-yellow-0)' },
})

/** Markdown in the dashboard's colours: section headings stand out, markup characters recede. */
const specHighlight = HighlightStyle.define([
  { tag: tags.heading1, fontWeight: '700', fontSize: '1.1em', color: 'var(--mantine-color-blue-9)' },
  { tag: [tags.heading2, tags.heading3, tags.heading4], fontWeight: '700', color: 'var(--mantine-color-blue-9)' },
  { tag: [tags.processingInstruction, tags.contentSeparator], color: 'var(--mantine-color-gray-6)' },
  { tag: tags.emphasis, fontStyle: 'italic' },
  { tag: tags.strong, fontWeight: '700' },
  { tag: [tags.link, tags.url], color: 'var(--mantine-color-blue-7)', textDecoration: 'underline' },
  { tag: [tags.monospace, tags.string], color: 'var(--mantine-color-teal-8)' },
  { tag: [tags.number, tags.bool, tags.null], color: 'var(--mantine-color-orange-8)' },
  { tag: [tags.propertyName, tags.keyword], color: 'var(--mantine-color-violet-8)' },
  { tag: tags.quote, color: 'var(--mantine-color-gray-7)', fontStyle: 'italic' },
])

/** The spec-aware look: markdown colours, token marks, problem lines and the dashboard's theme. */
export function specMarks(): Extension {
  return [syntaxHighlighting(specHighlight), specTokens, issueLines, specTheme]
}
