import { Box } from '@mantine/core'
import { type KeyboardEvent, type Ref, useImperativeHandle, useRef, useState } from 'react'
import { type LineIssues, lineCount, lineRange, longestLine } from './spec-text.js'

const LINE_PX = 20
const PAD_PX = 8

export interface CodeEditorHandle {
  /** Selects a line, scrolls it into view and focuses the editor. */
  goToLine(line: number): void
}

const SEVERITY_COLOR = { error: 'red', warning: 'yellow' } as const

/**
 * A plain-text editor for spec markdown: a textarea (no wrapping, monospace) with a line-number gutter that marks
 * the lines with problems, and a tint behind those lines. The gutter and the text scroll together because the
 * textarea grows with its content (lines and columns) and the frame around both scrolls; the gutter sticks to the
 * left edge.
 */
export function CodeEditor({
  value,
  onChange,
  issues,
  readOnly = false,
  label,
  maxHeight = 560,
  onSave,
  ref,
}: {
  value: string
  onChange: (value: string) => void
  issues: ReadonlyMap<number, LineIssues>
  readOnly?: boolean
  label: string
  maxHeight?: number
  /** Ctrl/Cmd+S. */
  onSave?: () => void
  ref?: Ref<CodeEditorHandle>
}) {
  const frame = useRef<HTMLDivElement>(null)
  const area = useRef<HTMLTextAreaElement>(null)
  const [focused, setFocused] = useState(false)
  const lines = lineCount(value)
  const columns = longestLine(value)

  useImperativeHandle(
    ref,
    () => ({
      goToLine(line: number) {
        const textarea = area.current
        if (!textarea) return
        const { start, end } = lineRange(textarea.value, line)
        textarea.focus({ preventScroll: true })
        textarea.setSelectionRange(start, end)
        const box = frame.current
        if (box) box.scrollTop = Math.max(0, PAD_PX + (line - 1) * LINE_PX - box.clientHeight / 3)
      },
    }),
    [],
  )

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault()
      onSave?.()
    }
  }

  return (
    <Box
      ref={frame}
      data-testid="spec-editor"
      style={{
        display: 'flex',
        alignItems: 'flex-start',
        maxHeight,
        minHeight: 240,
        overflow: 'auto',
        border: `1px solid ${focused ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
        borderRadius: 'var(--mantine-radius-md)',
        background: readOnly ? 'var(--mantine-color-gray-0)' : 'var(--mantine-color-body)',
        fontFamily: 'var(--mantine-font-family-monospace)',
        fontSize: 13,
        lineHeight: `${LINE_PX}px`,
      }}
    >
      <div
        aria-hidden
        style={{
          position: 'sticky',
          left: 0,
          zIndex: 2,
          flex: '0 0 auto',
          minHeight: '100%',
          padding: `${PAD_PX}px 0`,
          background: 'var(--mantine-color-gray-0)',
          borderRight: '1px solid var(--mantine-color-default-border)',
          color: 'var(--mantine-color-dimmed)',
          textAlign: 'right',
          userSelect: 'none',
        }}
      >
        {Array.from({ length: lines }, (_, i) => {
          const line = i + 1
          const issue = issues.get(line)
          const color = issue ? SEVERITY_COLOR[issue.severity] : undefined
          return (
            <div
              key={line}
              data-line={line}
              data-severity={issue?.severity}
              title={issue ? issue.messages.map((m) => `Line ${line}: ${m}`).join('\n') : undefined}
              style={{
                height: LINE_PX,
                padding: '0 10px 0 8px',
                minWidth: 44,
                color: color ? `var(--mantine-color-${color}-8)` : undefined,
                background: color ? `var(--mantine-color-${color}-1)` : undefined,
                fontWeight: issue ? 700 : undefined,
              }}
            >
              {issue && <span style={{ marginRight: 4 }}>●</span>}
              {line}
            </div>
          )
        })}
      </div>
      <div style={{ position: 'relative', flex: '1 0 auto' }}>
        <div aria-hidden style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}>
          {[...issues].map(([line, issue]) => (
            <div
              key={line}
              style={{
                position: 'absolute',
                top: PAD_PX + (line - 1) * LINE_PX,
                left: 0,
                right: 0,
                height: LINE_PX,
                background: `var(--mantine-color-${SEVERITY_COLOR[issue.severity]}-0)`,
              }}
            />
          ))}
        </div>
        <textarea
          ref={area}
          aria-label={label}
          value={value}
          readOnly={readOnly}
          onChange={(e) => onChange(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          wrap="off"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          style={{
            position: 'relative',
            display: 'block',
            // As wide as the longest line (monospace: 1ch per character), so the frame scrolls both ways and its
            // horizontal scrollbar stays in view instead of sitting under the last line.
            width: `calc(${columns + 2}ch + 24px)`,
            minWidth: '100%',
            height: lines * LINE_PX + 2 * PAD_PX,
            margin: 0,
            padding: `${PAD_PX}px 12px`,
            border: 0,
            outline: 'none',
            resize: 'none',
            background: 'transparent',
            color: 'var(--mantine-color-text)',
            font: 'inherit',
            lineHeight: 'inherit',
            whiteSpace: 'pre',
            overflow: 'hidden',
            tabSize: 2,
          }}
        />
      </div>
    </Box>
  )
}
