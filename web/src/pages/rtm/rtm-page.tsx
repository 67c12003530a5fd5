import '@mantine/charts/styles.css'
import { DonutChart } from '@mantine/charts'
import { Badge, Button, Card, Code, Group, Menu, Modal, ScrollArea, SimpleGrid, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { percent } from '../../components/batch-status.js'
import { notifyError, notifySuccess } from '../../components/notify.js'
import { PageHeader } from '../../components/page-header.js'
import { useCurrentProject } from '../../hooks/current-project.js'
import {
  COVERAGE_COLOR,
  type Coverage,
  downloadRtm,
  type RtmEntry,
  type RtmExportFormat,
  useGenerateRtm,
  useRtm,
  useSaveSuggestion,
} from './queries.js'

const FORMATS: { format: RtmExportFormat; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'json', label: 'JSON' },
  { format: 'markdown', label: 'Markdown' },
  { format: 'html', label: 'HTML' },
]
const ORDER: Coverage[] = ['covered', 'partial', 'suggested', 'uncovered']

function CoverageBadge({ coverage }: { coverage: Coverage }) {
  return (
    <Badge color={COVERAGE_COLOR[coverage]} variant="filled" data-coverage={coverage}>
      {coverage}
    </Badge>
  )
}

/** The traceability matrix: coverage summary, requirement × spec rows with confidence, gaps with spec drafts. */
export function RtmPage() {
  const { projectId } = useCurrentProject()
  const rtm = useRtm(projectId)
  const generate = useGenerateRtm(projectId)
  const save = useSaveSuggestion(projectId)
  const [draft, setDraft] = useState<RtmEntry | null>(null)
  const data = rtm.data
  const gaps = data?.items.filter((e) => e.suggestion) ?? []
  return (
    <>
      <PageHeader
        title="Traceability matrix"
        description={
          data?.generated_at
            ? `Generated ${new Date(data.generated_at).toLocaleString()} from ${data.spec_count} specs (engine: ${data.engine}; covered at ${data.thresholds.covered}, partial at ${data.thresholds.partial}).`
            : 'Map every requirement to the UI and API specs that test it.'
        }
        actions={
          <>
            <Menu>
              <Menu.Target>
                <Button variant="default" disabled={!data?.items.length}>
                  Export
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {FORMATS.map((f) => (
                  <Menu.Item key={f.format} onClick={() => downloadRtm(projectId, f.format).catch((e) => notifyError(e))}>
                    {f.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <Button
              loading={generate.isPending}
              onClick={() => generate.mutate(undefined, { onError: (e) => notifyError(e, 'Could not build the matrix') })}
            >
              {data?.generated_at ? 'Regenerate' : 'Generate RTM'}
            </Button>
          </>
        }
      />
      {data && (
        <Stack>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Card withBorder>
              <Group>
                <DonutChart
                  size={140}
                  thickness={22}
                  withTooltip
                  chartLabel={percent(data.summary.coverage_rate)}
                  data={ORDER.map((c) => ({ name: c, value: data.summary[c], color: `${COVERAGE_COLOR[c]}.6` })).filter((d) => d.value > 0)}
                />
                <Stack gap={4}>
                  {ORDER.map((c) => (
                    <Group key={c} gap="xs">
                      <CoverageBadge coverage={c} />
                      <Text size="sm" data-testid={`count-${c}`}>
                        {data.summary[c]}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              </Group>
            </Card>
            <Card withBorder>
              <Text fw={500}>Gaps with a suggested spec</Text>
              <Text size="sm" c="dimmed" mb="xs">
                Drafts in the UI spec format, checked against the step grammar. Saving one and regenerating covers its requirement.
              </Text>
              <ScrollArea h={120}>
                {gaps.map((g) => (
                  <Group key={g.requirement_id} justify="space-between" py={2}>
                    <Text size="sm">
                      {g.code} {g.title}
                    </Text>
                    <Button size="compact-xs" variant="light" onClick={() => setDraft(g)}>
                      View draft
                    </Button>
                  </Group>
                ))}
                {gaps.length === 0 && <Text c="dimmed">No gaps with drafts.</Text>}
              </ScrollArea>
            </Card>
          </SimpleGrid>
          <Card withBorder>
            <Table data-testid="rtm-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Code</Table.Th>
                  <Table.Th>Requirement</Table.Th>
                  <Table.Th>Priority</Table.Th>
                  <Table.Th>Coverage</Table.Th>
                  <Table.Th>Confidence</Table.Th>
                  <Table.Th>Specs</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((e) => (
                  <Table.Tr key={e.requirement_id} data-testid="rtm-row" bg={`var(--mantine-color-${COVERAGE_COLOR[e.coverage]}-light)`}>
                    <Table.Td ff="monospace">{e.code}</Table.Td>
                    <Table.Td>
                      {e.title}
                      {e.stale && (
                        <Badge ml="xs" size="xs" variant="outline" color="gray">
                          changed since
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{e.priority}</Table.Td>
                    <Table.Td>
                      <CoverageBadge coverage={e.coverage} />
                    </Table.Td>
                    <Table.Td>{e.confidence.toFixed(2)}</Table.Td>
                    <Table.Td>
                      {e.matches.map((m) => (
                        <Text key={m.kind + m.name} size="xs">
                          {m.kind === 'api' ? 'API · ' : ''}
                          {m.name} ({m.confidence.toFixed(2)})
                        </Text>
                      ))}
                      {e.suggestion && (
                        <Button size="compact-xs" variant="subtle" onClick={() => setDraft(e)}>
                          Suggested spec
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {data.items.length === 0 && (
              <Text c="dimmed" ta="center" py="md">
                No requirements yet.
              </Text>
            )}
          </Card>
        </Stack>
      )}
      <Modal opened={draft !== null} onClose={() => setDraft(null)} title={draft ? `Suggested spec for ${draft.code}` : ''} size="xl">
        {draft?.suggestion && (
          <Stack>
            <Text size="sm">
              Saved as <Code>{draft.suggestion.name}</Code>
            </Text>
            <Code block data-testid="draft-content">
              {draft.suggestion.content}
            </Code>
            <Group justify="flex-end">
              <Button
                loading={save.isPending}
                onClick={() =>
                  draft.suggestion &&
                  save.mutate(draft.suggestion, {
                    onSuccess: () => {
                      notifySuccess(`Saved ${draft.suggestion?.name}`)
                      setDraft(null)
                    },
                    onError: (e) => notifyError(e, 'Could not save the spec'),
                  })
                }
              >
                Save as spec
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  )
}
