import { Badge, Box, Card, Group, Stack, Text, Title } from '@mantine/core'
import { DiffView } from '../../components/diff-view.js'
import { formatDuration } from '../../components/format-duration.js'
import { MONO } from '../../components/mono.js'
import type { RunAttempt } from './queries.js'
import { ClassificationBadge } from './run-badges.js'

/* Each attempt of a run: its outcome, its error, and the heal that followed it with the diff it made. */

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
