import { Badge, Box, Card, Group, List, Text, Title } from '@mantine/core'
import { useMemo } from 'react'
import type { InterpretedStep } from '../../components/step-interpretation.js'
import type { SpecValidation } from './queries.js'
import { expectedOutcome } from './spec-text.js'

/** What the parser understood: the title, the numbered steps (with their lines), the expected outcome and variables. */
export function SpecPreview({ validation, content }: { validation: SpecValidation | undefined; content: string }) {
  const outcome = useMemo(() => expectedOutcome(content), [content])
  return (
    <Card withBorder p="sm" component="section" aria-label="Preview">
      <Title order={5} mb="xs">
        Preview
      </Title>
      {!validation ? (
        <Text size="sm" c="dimmed">
          Checking…
        </Text>
      ) : (
        <>
          <Text fw={700} aria-label="Test title" mb="xs">
            {validation.title || (
              <Text span c="dimmed" inherit fw={400}>
                (no title)
              </Text>
            )}
          </Text>
          <Box mb="xs">
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              Steps
            </Text>
            {validation.steps.length === 0 ? (
              <Text size="sm" c="dimmed">
                No steps.
              </Text>
            ) : (
              <List type="ordered" size="sm" spacing={2} aria-label="Parsed steps">
                {validation.steps.map((s) => (
                  <List.Item key={`${s.n}:${s.line}`} title={`Step ${s.n} (line ${s.line})`}>
                    {s.text}
                  </List.Item>
                ))}
              </List>
            )}
          </Box>
          {outcome.length > 0 && (
            <Box mb="xs">
              <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                Expected outcome
              </Text>
              <List size="sm" spacing={2} aria-label="Expected outcome">
                {outcome.map((o) => (
                  <List.Item key={o}>{o}</List.Item>
                ))}
              </List>
            </Box>
          )}
          {validation.variables.length > 0 && (
            <Group gap={4}>
              <Text size="xs" c="dimmed">
                Reads from the server environment:
              </Text>
              {validation.variables.map((v) => (
                <Badge key={v} size="xs" variant="outline" color="gray" tt="none">
                  {`{{${v}}}`}
                </Badge>
              ))}
            </Group>
          )}
        </>
      )}
    </Card>
  )
}

/** The validate answer's per-step interpretation (several actions for a compound step). */
export function uiInterpretation(validation: SpecValidation | undefined): InterpretedStep[] {
  return (validation?.interpretation ?? []).map((step) => ({
    key: `${step.n}:${step.line}`,
    line: step.line,
    label: `${step.n}. ${step.text}`,
    actions: step.actions,
    notes: step.notes,
  }))
}
