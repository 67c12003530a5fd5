import { Badge, Box, Card, Group, ScrollArea, Stack, Text, Title } from '@mantine/core'
import { formatDuration } from '../../components/format-duration.js'
import { MONO } from './mono.js'
import type { RunAttempt } from './queries.js'
import { ClassificationBadge } from './run-badges.js'
import { diffLineKind } from './run-status.js'

/* Each attempt of a run: its outcome, its error, and the heal that followed it with the diff it made. */

const DIFF_STYLE = {
  add: { background: 'var(--mantine-color-green-1)', color: 'var(--mantine-color-green-9)' },
  remove: { background: 'var(--mantine-color-red-1)', color: 'var(--mantine-color-red-9)' },
  hunk: { color: 'var(--mantine-color-blue-7)' },
  meta: { color: 'var(--mantine-color-dimmed)', fontWeight: 600 },
  context: {},
} as const

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

function AttemptCard({ attempt }: { attempt: RunAttempt }) {
  return (
    <Card withBorder p="sm" component="section" aria-label={`Attempt ${attempt.n}`}>
      <Group justify="space-between" mb={6}>
        <Group gap="xs">
          <Title order={5}>Attempt {attempt.n}</Title>
          <Badge
            size="sm"
            color={attempt.status === 'passed' ? 'green' : attempt.status === 'failed' ? 'red' : 'orange'}
            variant="light"
            aria-label={`Attempt status: ${attempt.status}`}
          >
            {attempt.status}
          </Badge>
          <ClassificationBadge value={attempt.classification} />
        </Group>
        <Text size="xs" c="dimmed">
          {formatDuration(attempt.duration_ms)}
          {attempt.failed_step !== null ? ` · failed at step ${attempt.failed_step}` : ''}
        </Text>
      </Group>
      <Stack gap={6}>
        {attempt.error && (
          <Box
            component="pre"
            m={0}
            p={6}
            style={{
              ...MONO,
              whiteSpace: 'pre-wrap',
              background: 'var(--mantine-color-red-0)',
              borderRadius: 4,
              maxHeight: 200,
              overflow: 'auto',
            }}
          >
            {attempt.error}
          </Box>
        )}
        {attempt.heal && (
          <Text size="sm">
            <Text span fw={600} inherit>
              Heal:{' '}
            </Text>
            {attempt.heal}
          </Text>
        )}
        {attempt.diff && <DiffView diff={attempt.diff} label={`Heal diff after attempt ${attempt.n}`} />}
      </Stack>
    </Card>
  )
}

export function AttemptsView({ attempts }: { attempts: readonly RunAttempt[] }) {
  if (attempts.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No attempt yet.
      </Text>
    )
  return (
    <Stack gap="sm">
      {attempts.map((a) => (
        <AttemptCard key={a.n} attempt={a} />
      ))}
    </Stack>
  )
}
