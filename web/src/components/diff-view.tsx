import { Box, ScrollArea } from '@mantine/core'
import { diffLineKind } from './diff-lines.js'
import { MONO } from './mono.js'

const DIFF_STYLE = {
  add: { background: 'var(--mantine-color-green-1)', color: 'var(--mantine-color-green-9)' },
  remove: { background: 'var(--mantine-color-red-1)', color: 'var(--mantine-color-red-9)' },
  hunk: { color: 'var(--mantine-color-blue-7)' },
  meta: { color: 'var(--mantine-color-dimmed)', fontWeight: 600 },
  context: {},
} as const

/** A unified diff (a heal's change to a test) with added and removed lines coloured, scrolling past 360 px. */
export function DiffView({ diff, label }: { diff: string; label: string }) {
  return (
    <ScrollArea.Autosize
      mah={360}
      type="auto"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <Box component="pre" aria-label={label} m={0} py={4} style={MONO}>
        {diff.split('\n').map((line, i) => {
          const kind = diffLineKind(line)
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed text
            <div key={i} data-diff={kind} style={{ ...DIFF_STYLE[kind], padding: '0 8px' }}>
              {line || ' '}
            </div>
          )
        })}
      </Box>
    </ScrollArea.Autosize>
  )
}
