import { autocompletion } from '@codemirror/autocomplete'
import { markdownKeymap, markdownLanguage } from '@codemirror/lang-markdown'
import { LanguageSupport } from '@codemirror/language'
import { lintGutter, setDiagnostics } from '@codemirror/lint'
import { EditorSelection, Prec } from '@codemirror/state'
import { EditorView, keymap } from '@codemirror/view'
import CodeMirror from '@uiw/react-codemirror'
import { type Ref, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react'
import type { SpecIssue, StepCompletion } from '../types.js'
import { specCompletionSource } from './completions.js'
import { toDiagnostics } from './diagnostics.js'
import { specMarks } from './spec-marks.js'

/** A greyed background says "you cannot type here" before a key press does. */
const READ_ONLY_LOOK = EditorView.theme({ '.cm-content, .cm-gutters': { backgroundColor: 'var(--mantine-color-gray-0)' } })

export interface SpecEditorHandle {
  /** Selects a line, scrolls it into view and focuses the editor. */
  goToLine(line: number): void
}

export interface SpecEditorProps {
  value: string
  onChange: (value: string) => void
  errors: readonly SpecIssue[]
  warnings: readonly SpecIssue[]
  /** Accessible name of the text box. */
  label: string
  readOnly?: boolean
  /** Step phrasings offered after a list marker. */
  completions?: readonly StepCompletion[]
  maxHeight?: number
  /** Ctrl/Cmd+S. */
  onSave?: () => void
  ref?: Ref<SpecEditorHandle>
}

/**
 * The spec markdown editor (CodeMirror 6): markdown highlighting with placeholders, quoted values and step numbers
 * marked, the server's problems as underlines and gutter marks, step completion, search (Ctrl-F), undo/redo and
 * line numbers. Loaded on demand (see lazy-spec-editor.tsx).
 */
export default function SpecEditor({
  value,
  onChange,
  errors,
  warnings,
  label,
  readOnly = false,
  completions = [],
  maxHeight = 560,
  onSave,
  ref,
}: SpecEditorProps) {
  const [view, setView] = useState<EditorView>()
  const save = useRef(onSave)
  save.current = onSave

  const extensions = useMemo(
    () => [
      // The markdown language without lang-markdown's HTML support (which would pull in the HTML, CSS and
      // JavaScript parsers): specs are plain markdown. Enter continues a list (`3. ` after `2. …`).
      new LanguageSupport(markdownLanguage),
      Prec.high(keymap.of(markdownKeymap)),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ 'aria-label': label }),
      lintGutter(),
      autocompletion({ override: [specCompletionSource(completions)], icons: false }),
      specMarks(),
      readOnly ? READ_ONLY_LOOK : [],
      Prec.highest(
        keymap.of([
          {
            key: 'Mod-s',
            preventDefault: true,
            run: () => {
              save.current?.()
              return true
            },
          },
        ]),
      ),
    ],
    [label, completions, readOnly],
  )

  // The server's problems replace the editor's diagnostics whenever a new check arrives (or the editor mounts).
  useEffect(() => {
    if (!view) return
    view.dispatch(setDiagnostics(view.state, toDiagnostics(view.state.doc, errors, warnings)))
  }, [view, errors, warnings])

  useImperativeHandle(
    ref,
    () => ({
      goToLine(line: number) {
        if (!view) return
        const doc = view.state.doc
        const target = doc.line(Math.min(Math.max(1, line), doc.lines))
        view.dispatch({
          selection: EditorSelection.range(target.from, target.to),
          effects: EditorView.scrollIntoView(target.from, { y: 'center' }),
        })
        view.focus()
      },
    }),
    [view],
  )

  return (
    <div data-testid="spec-editor">
      <CodeMirror
        value={value}
        onChange={onChange}
        onCreateEditor={setView}
        extensions={extensions}
        readOnly={readOnly}
        indentWithTab={false}
        basicSetup={{ autocompletion: false, foldGutter: false, tabSize: 2 }}
        minHeight="240px"
        maxHeight={`${maxHeight}px`}
        theme="light"
      />
    </div>
  )
}
