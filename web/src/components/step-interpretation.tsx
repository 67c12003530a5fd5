import { Box, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core'

/**
 * What the rules engine understood of each step, from the validate endpoints' `interpretation`: the planned
 * action(s) in one line each, and notes on what was read differently from the letter (a corrected verb, an
 * ignored clause, a split). A step not understood shows "not understood" so the author rewords it.
 */

export interface InterpretedAction {
  kind: string
  summary: string
}

export interface InterpretedStep {
  key: string
  line: number
  /** The step as written (UI) or its test (API). */
  label: string
  actions: InterpretedAction[]
  notes: string[]
}

export function StepInterpretationPanel({ steps, onGoTo }: { steps: readonly InterpretedStep[]; onGoTo?: (line: number) => void }) {
  return (
    <Card withBorder p="sm" component="section" aria-label="Understood as">
      <Title order={5} mb="xs">
        Understood as
      </Title>
      {steps.length === 0 ? (
        <Text size="sm" c="dimmed">
          No steps yet.
        </Text>
      ) : (
        <Stack gap={4} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {steps.map((step) => (
            <li key={step.key}>
              <UnstyledButton onClick={() => onGoTo?.(step.line)} w="100%" p={2} title={`${step.label} (line ${step.line})`}>
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <Text size="xs" c="dimmed" w={28} style={{ flex: '0 0 auto' }}>
                    :{step.line}
                  </Text>
                  <Box style={{ flex: 1, minWidth: 0 }}>
                    {step.actions
                      .map((action, i) => ({ ...action, position: i + 1 }))
                      .map((action) => (
                        <Text
                          key={`${step.key}/${action.position}`}
                          size="xs"
                          ff="monospace"
                          c={action.kind === 'unknown' ? 'red' : undefined}
                          aria-label={`line ${step.line} action ${action.position}`}
                        >
                          {action.kind === 'unknown' ? 'not understood' : action.summary}
                        </Text>
                      ))}
                    {step.notes.map((note) => (
                      <Text key={note} size="xs" c="dimmed" fs="italic">
                        {note}
                      </Text>
                    ))}
                  </Box>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  )
}
