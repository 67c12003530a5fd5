import { Box, Flex, Stack, Text, TextInput } from '@mantine/core'
import { useRef } from 'react'
import { lineCount } from '../spec-text.js'
import type { SavedSpec, SpecAreaAdapter } from './adapter.js'
import { IssuesPanel } from './issues-panel.js'
import { LazySpecEditor, type SpecEditorHandle } from './lazy-spec-editor.js'
import type { LiveCheck, PreviewRenderer, SpecCheck } from './types.js'

/** Tags typed as "smoke, checkout": trimmed, lowercased, deduplicated and sorted (the API does the same). */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean),
    ),
  ].sort()
}

/** Editor, then (beside it on wide screens) the live problems and the area's preview. */
export function EditorArea<S extends SavedSpec, V extends SpecCheck>({
  adapter,
  text,
  onChange,
  readOnly,
  live,
  saved,
  onSave,
  renderPreview,
}: {
  adapter: SpecAreaAdapter<S, V>
  text: string
  onChange: (text: string) => void
  readOnly: boolean
  live: LiveCheck<V> & { checkedText: string }
  saved: S | undefined
  onSave: () => void
  renderPreview: PreviewRenderer<V, S>
}) {
  const editor = useRef<SpecEditorHandle>(null)
  // The saved spec's own parse stands in until the first live answer arrives.
  const source: SpecCheck | undefined = live.result ?? saved
  const errors = source?.errors ?? NO_ISSUES
  const warnings = source?.warnings ?? NO_ISSUES
  const goToLine = (line: number) => editor.current?.goToLine(line)
  return (
    <Flex gap="md" align="flex-start" wrap="wrap">
      <Box style={{ flex: '1 1 420px', minWidth: 0 }}>
        <LazySpecEditor
          ref={editor}
          label="Spec markdown"
          value={text}
          onChange={onChange}
          errors={errors}
          warnings={warnings}
          readOnly={readOnly}
          completions={adapter.completions}
          onSave={onSave}
        />
        <Text size="xs" c="dimmed" mt={4}>
          {lineCount(text)} lines · {readOnly ? 'read only: your role cannot change this spec' : 'Ctrl+S saves · Ctrl+Space suggests steps'}{' '}
          · format: {adapter.text.formatDoc}
        </Text>
      </Box>
      <Stack gap="md" style={{ flex: '1 1 280px', maxWidth: 360, minWidth: 0 }}>
        <IssuesPanel errors={errors} warnings={warnings} checking={live.checking} failure={live.failure} onGoTo={goToLine} />
        {renderPreview({ checkedText: live.checkedText, check: live.result, saved, goToLine })}
      </Stack>
    </Flex>
  )
}

const NO_ISSUES: readonly never[] = []

export function TagsInput({ value, onChange, readOnly }: { value: string; onChange: (value: string) => void; readOnly: boolean }) {
  return (
    <TextInput
      label="Tags"
      placeholder="smoke, checkout"
      description="Comma-separated"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      readOnly={readOnly}
      size="xs"
      maw={420}
    />
  )
}
