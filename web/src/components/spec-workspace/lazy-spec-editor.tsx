import { Skeleton } from '@mantine/core'
import { lazy, Suspense } from 'react'
import type { SpecEditorProps } from './editor/spec-editor.js'

export type { SpecEditorHandle, SpecEditorProps } from './editor/spec-editor.js'

const load = () => import('./editor/spec-editor.js')

// CodeMirror is the largest part of the spec pages: its chunk loads with a spec page, never with the dashboard.
const SpecEditor = lazy(load)

/** Starts fetching the editor's chunk (a spec page calls this on mount, so opening a spec does not wait for it). */
export function preloadSpecEditor(): void {
  // A failed fetch is reported by the lazy component when it renders; here it is only a head start.
  load().catch(() => undefined)
}

export function LazySpecEditor(props: SpecEditorProps) {
  return (
    <Suspense fallback={<Skeleton height={240} radius="md" aria-label="Loading the editor" />}>
      <SpecEditor {...props} />
    </Suspense>
  )
}
