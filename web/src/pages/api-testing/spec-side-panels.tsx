import { Anchor, Badge, Card, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core'
import { Link } from 'react-router'
import { formatDuration } from '../../components/format-duration.js'
import type { InterpretedStep } from '../../components/step-interpretation.js'
import { paths } from '../../config/paths.js'
import { type ParsedTest, type SpecIssue, type SpecValidation, useSpecRuns } from './queries.js'
import { methodColor, runDurationMs } from './run-status.js'
import { sortedIssues, testTitle } from './spec-text.js'
import { RunStatusBadge } from './status-badges.js'

const SEVERITY = { error: { color: 'red', label: 'error' }, warning: { color: 'yellow', label: 'warning' } } as const

/** Parse errors and warnings with their line numbers; a click puts the caret on the line. */
export function ProblemsPanel({
  errors,
  warnings,
  checking,
  failure,
  onGoTo,
}: {
  errors: readonly SpecIssue[]
  warnings: readonly SpecIssue[]
  checking: boolean
  /** The validate call itself failed (too large, network). */
  failure: string | undefined
  onGoTo: (line: number) => void
}) {
  const issues = sortedIssues(errors, warnings)
  return (
    <Card withBorder p="sm" component="section" aria-label="Problems">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <Title order={5}>Problems</Title>
          {checking && <Loader size={12} aria-label="Checking the spec" />}
        </Group>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          <Text span inherit c={errors.length ? 'red.7' : undefined} fw={errors.length ? 700 : undefined}>
            {errors.length} {errors.length === 1 ? 'error' : 'errors'}
          </Text>
          {' · '}
          <Text span inherit c={warnings.length ? 'yellow.8' : undefined} fw={warnings.length ? 700 : undefined}>
            {warnings.length} {warnings.length === 1 ? 'warning' : 'warnings'}
          </Text>
        </Text>
      </Group>
      {failure && (
        <Text size="sm" c="red" mb="xs">
          The spec could not be checked: {failure}
        </Text>
      )}
      {issues.length === 0 ? (
        <Text size="sm" c="dimmed">
          {checking ? 'Checking…' : 'No problems: the spec parses.'}
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {issues.map((issue) => (
            <li key={`${issue.severity}:${issue.line}:${issue.message}`}>
              <UnstyledButton
                onClick={() => onGoTo(issue.line)}
                w="100%"
                p={6}
                style={{ borderRadius: 'var(--mantine-radius-sm)', background: `var(--mantine-color-${SEVERITY[issue.severity].color}-0)` }}
                aria-label={`Line ${issue.line} ${SEVERITY[issue.severity].label}: ${issue.message}`}
              >
                <Group gap={8} wrap="nowrap" align="flex-start">
                  <Badge size="sm" color={SEVERITY[issue.severity].color} variant="filled" style={{ flex: '0 0 auto' }}>
                    Line {issue.line}
                  </Badge>
                  <Text size="sm" style={{ wordBreak: 'break-word' }}>
                    {issue.message}
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
