import { Badge, Card, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core'
import type { IssueSeverity, SpecIssue } from './types.js'

const SEVERITY = { error: 'red', warning: 'yellow' } as const

/** Both lists in line order, an error before a warning on the same line. */
export function sortedIssues(errors: readonly SpecIssue[], warnings: readonly SpecIssue[]): (SpecIssue & { severity: IssueSeverity })[] {
  return [
    ...errors.map((e) => ({ ...e, severity: 'error' as const })),
    ...warnings.map((w) => ({ ...w, severity: 'warning' as const })),
  ].sort((a, b) => a.line - b.line || (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1))
}

/** Parse errors and warnings with their line numbers; a click puts the caret on the line. */
export function IssuesPanel({
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
                style={{ borderRadius: 'var(--mantine-radius-sm)', background: `var(--mantine-color-${SEVERITY[issue.severity]}-0)` }}
                aria-label={`Line ${issue.line} ${issue.severity}: ${issue.message}`}
              >
                <Group gap={8} wrap="nowrap" align="flex-start">
                  <Badge size="sm" color={SEVERITY[issue.severity]} variant="filled" style={{ flex: '0 0 auto' }}>
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
