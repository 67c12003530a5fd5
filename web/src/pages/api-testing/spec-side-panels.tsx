import { Anchor, Badge, Card, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core'
import { Link } from 'react-router'
import { formatDuration } from '../../components/format-duration.js'
import type { InterpretedStep } from '../../components/step-interpretation.js'
import { paths } from '../../config/paths.js'
import { type ParsedTest, type SpecValidation, useSpecRuns } from './queries.js'
import { methodColor, runDurationMs } from './run-status.js'
import { testTitle } from './spec-text.js'
import { RunStatusBadge } from './status-badges.js'

/** The tests the parser found: one per `###` heading, each becoming one Playwright test. */
export function ParsedTestsPanel({ tests, onGoTo }: { tests: readonly ParsedTest[]; onGoTo: (line: number) => void }) {
  return (
    <Card withBorder p="sm" component="section" aria-label="Parsed tests">
      <Group justify="space-between" mb="xs">
        <Title order={5}>Tests</Title>
        <Badge size="sm" variant="light">
          {tests.length}
        </Badge>
      </Group>
      {tests.length === 0 ? (
        <Text size="sm" c="dimmed">
          No tests yet: add a <code>### GET /path</code> heading under <code>## Tests</code>.
        </Text>
      ) : (
        <Stack gap={2} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {tests.map((t) => (
            <li key={t.id}>
              <UnstyledButton
                onClick={() => onGoTo(t.line)}
                w="100%"
                p={4}
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                title={`${t.name} (line ${t.line})`}
              >
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <Badge size="xs" w={54} mt={2} color={methodColor(t.method)} variant="light" style={{ flex: '0 0 auto' }}>
                    {t.method}
                  </Badge>
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <Text size="xs" ff="monospace" truncate="end">
                      {t.path}
                    </Text>
                    {testTitle(t) && (
                      <Text size="xs" c="dimmed" truncate="end">
                        {testTitle(t)}
                      </Text>
                    )}
                  </div>
                  <Text size="xs" c="dimmed" style={{ flex: '0 0 auto' }}>
                    :{t.line}
                  </Text>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  )
}

/** The spec's last five runs, live while one is queued or running. */
export function SpecRunsPanel({ projectId, name }: { projectId: string; name: string }) {
  const runs = useSpecRuns(projectId, name)
  const items = runs.data?.items ?? []
  return (
    <Card withBorder p="sm" component="section" aria-label="Recent runs of this spec">
      <Group justify="space-between" mb="xs">
        <Title order={5}>Recent runs</Title>
        <Anchor component={Link} to={paths.apiTestingRuns.href(name)} size="sm">
          All runs
        </Anchor>
      </Group>
      {runs.isPending ? (
        <Loader size="sm" aria-label="Loading runs" />
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          Not run yet.
        </Text>
      ) : (
        <Stack gap={6}>
          {items.map((run) => (
            <Group key={run.id} gap="xs" wrap="nowrap" justify="space-between">
              <Group gap="xs" wrap="nowrap">
                <RunStatusBadge status={run.status} size="xs" />
                <Anchor
                  component={Link}
                  to={paths.apiTestingRun.href(run.id)}
                  size="sm"
                  aria-label={`Run of ${new Date(run.created_at).toLocaleString()}`}
                >
                  {new Date(run.created_at).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'medium' })}
                </Anchor>
              </Group>
              <Text size="xs" c="dimmed">
                {formatDuration(runDurationMs(run))}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  )
}

/** The validate answer's per-step interpretation, one entry per bullet line. */
export function apiInterpretation(result: SpecValidation | undefined): InterpretedStep[] {
  const steps: InterpretedStep[] = []
  for (const item of result?.interpretation ?? []) {
    const last = steps.at(-1)
    const action = { kind: item.kind, summary: item.summary }
    if (last && last.line === item.line) last.actions.push(action)
    else steps.push({ key: `${item.test_id}:${item.line}`, line: item.line, label: item.test_id, actions: [action], notes: item.notes })
  }
  return steps
}
