import { autocompletion } from '@codemirror/autocomplete'
import { markdownKeymap, markdownLanguage } from '@codemirror/lang-markdown'
import { LanguageSupport } from '@codemirror/language'
import { lintGutter, setDiagnostics } from '@codemirror/lint'
import { Annotation, Compartment, EditorSelection, EditorState, Prec } from '@codemirror/state'
import { EditorView, keymap } from '@codemirror/view'
import { type Ref, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { SpecIssue, StepCompletion } from '../types.js'
import { specCompletionSource } from './completions.js'
import { toDiagnostics } from './diagnostics.js'
import { editorBasics } from './editor-setup.js'
import { specMarks } from './spec-marks.js'

/** A greyed background says "you cannot type here" before a key press does. */
const READ_ONLY_LOOK = EditorView.theme({ '.cm-content, .cm-gutters': { backgroundColor: 'var(--mantine-color-gray-0)' } })

/** Marks the document replacements that come from the `value` prop, which are not reported back as edits. */
const fromProps = Annotation.define<boolean>()

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
 *
 * The editor owns its document; `value` is pushed into it only when it differs from the document after a render
 * (a discard, a reload). That check runs in a layout effect, so it never sees a value older than what was typed.
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
  const host = useRef<HTMLDivElement>(null)
  const [view, setView] = useState<EditorView>()
  const [config] = useState(() => new Compartment())
  const handlers = useRef({ onChange, onSave })
  handlers.current = { onChange, onSave }

  const extensions = useMemo(
    () => [
      // The markdown language without lang-markdown's HTML support (which would pull in the HTML, CSS and
      // JavaScript parsers): specs are plain markdown. Enter continues a list (`3. ` after `2. …`).
      new LanguageSupport(markdownLanguage),
      Prec.high(keymap.of(markdownKeymap)),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ 'aria-label': label }),
      EditorState.readOnly.of(readOnly),
      readOnly ? READ_ONLY_LOOK : [],
      EditorView.theme({ '&': { maxHeight: `${maxHeight}px` } }),
      lintGutter(),
      autocompletion({ override: [specCompletionSource(completions)], icons: false }),
      specMarks(),
    ],
    [label, readOnly, completions, maxHeight],
  )

  const save = () => {
    handlers.current.onSave?.()
    return true
  }

  // One view for the component's life; its configuration is swapped through a compartment.
  // biome-ignore lint/correctness/useExhaustiveDependencies: created once; later props arrive through the effects below
  useLayoutEffect(() => {
    if (!host.current) return
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          editorBasics(),
          Prec.highest(keymap.of([{ key: 'Mod-s', preventDefault: true, run: save }])),
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !update.transactions.some((tr) => tr.annotation(fromProps)))
              handlers.current.onChange(update.state.doc.toString())
          }),
          config.of(extensions),
        ],
      }),
    })
    setView(created)
    return () => created.destroy()
  }, [])

  useEffect(() => {
    view?.dispatch({ effects: config.reconfigure(extensions) })
  }, [view, config, extensions])

  useLayoutEffect(() => {
    if (!view) return
    const current = view.state.doc.toString()
    if (value !== current) view.dispatch({ changes: { from: 0, to: current.length, insert: value }, annotations: fromProps.of(true) })
  }, [view, value])

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

  return <div ref={host} data-testid="spec-editor" />
}
