import { Skeleton } from '@mantine/core'
import { lazy, Suspense } from 'react'
import type { SpecEditorProps } from './editor/spec-editor.js'

export type { SpecEditorHandle, SpecEditorProps } from './editor/spec-editor.js'

// CodeMirror is the largest part of the spec pages: it loads with the first editor shown, not with the dashboard.
const SpecEditor = lazy(() => import('./editor/spec-editor.js'))

export function LazySpecEditor(props: SpecEditorProps) {
  return (
    <Suspense fallback={<Skeleton height={240} radius="md" aria-label="Loading the editor" />}>
      <SpecEditor {...props} />
    </Suspense>
  )
}
