import { Anchor, Button, Card, Group, Menu, Progress, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { percent, StatusBadge } from '../../components/batch-status.js'
import { CenteredLoader } from '../../components/centered-loader.js'
import { formatDuration } from '../../components/format-duration.js'
import { notifyError } from '../../components/notify.js'
import { PageHeader } from '../../components/page-header.js'
import { paths } from '../../config/paths.js'
import { useCurrentProject } from '../../hooks/current-project.js'
import { downloadExport, type ExportFormat, useBatch, useBatches, useCancelBatch } from './queries.js'

const EXPORTS: { format: ExportFormat; label: string }[] = [
  { format: 'html', label: 'HTML report' },
  { format: 'json', label: 'JSON' },
  { format: 'csv', label: 'CSV' },
  { format: 'junit', label: 'JUnit XML' },
]

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Card withBorder p="sm">
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fw={700} size="lg" aria-label={label}>
        {value}
      </Text>
    </Card>
  )
}

/** One batch: live progress (polled while it runs), every spec with its run, cancel, export, compare. */
export function BatchDetailPage() {
  const { batchId = '' } = useParams()
  const { projectId } = useCurrentProject()
  const navigate = useNavigate()
  const batch = useBatch(projectId, batchId)
  const cancel = useCancelBatch(projectId)
  const others = useBatches(projectId, {}, 1)
  const [against, setAgainst] = useState<string | null>(null)
  if (batch.isLoading || !batch.data) return <CenteredLoader />
  const b = batch.data
  const live = b.status === 'queued' || b.status === 'running'
  return (
    <>
      <PageHeader
        title={b.name}
        description={
          <>
            <StatusBadge status={b.status} /> · triggered by {b.triggered_by} · created {new Date(b.created_at).toLocaleString()}
          </>
        }
        actions={
          <>
            {live && (
              <Button
                color="red"
                variant="light"
                loading={cancel.isPending}
                onClick={() => cancel.mutate(b.id, { onError: (e) => notifyError(e) })}
              >
                Cancel
              </Button>
            )}
            <Menu>
              <Menu.Target>
                <Button variant="default">Export</Button>
              </Menu.Target>
              <Menu.Dropdown>
                {EXPORTS.map((x) => (
                  <Menu.Item key={x.format} onClick={() => downloadExport(projectId, b.id, x.format).catch((e) => notifyError(e))}>
                    {x.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </>
        }
      />
      <Stack>
        <Progress.Root size="xl" aria-label="Progress">
          <Progress.Section value={(b.passed_count / Math.max(1, b.total)) * 100} color="teal" />
          <Progress.Section value={(b.failed_count / Math.max(1, b.total)) * 100} color="red" />
          <Progress.Section value={(b.error_count / Math.max(1, b.total)) * 100} color="orange" />
          <Progress.Section value={(b.skipped_count / Math.max(1, b.total)) * 100} color="gray" />
        </Progress.Root>
        <SimpleGrid cols={{ base: 2, sm: 6 }}>
          <Stat label="Done" value={`${b.progress.done}/${b.total}`} />
          <Stat label="Passed" value={b.passed_count} />
          <Stat label="Failed" value={b.failed_count} />
          <Stat label="Errors" value={b.error_count} />
          <Stat label="Success rate" value={percent(b.success_rate)} />
          <Stat label="Duration" value={formatDuration(b.duration_ms)} />
        </SimpleGrid>
        <Table.ScrollContainer minWidth={720}>
          <Table aria-label="Specs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Spec</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Time</Table.Th>
                <Table.Th>Failure class</Table.Th>
                <Table.Th>Error</Table.Th>
                <Table.Th>Run</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {b.items.map((i) => (
                <Table.Tr key={i.id} data-spec={i.spec_name}>
                  <Table.Td>{i.spec_name}</Table.Td>
                  <Table.Td>{i.spec_kind.toUpperCase()}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={i.status} />
                  </Table.Td>
                  <Table.Td>{formatDuration(i.duration_ms)}</Table.Td>
                  <Table.Td>{i.failure_class ?? ''}</Table.Td>
                  <Table.Td>
                    <Text size="xs" ff="monospace" lineClamp={3}>
                      {i.error ?? ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {i.run_id && (
                      <Anchor component={Link} to={i.spec_kind === 'api' ? paths.apiTestingRun.href(i.run_id) : paths.run.href(i.run_id)}>
                        open
                      </Anchor>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group align="flex-end">
          <Select
            label="Compare with an earlier batch"
            placeholder="Pick a batch"
            data={(others.data?.items ?? [])
              .filter((o) => o.id !== b.id)
              .map((o) => ({ value: o.id, label: `${o.name} (${new Date(o.created_at).toLocaleString()})` }))}
            value={against}
            onChange={setAgainst}
            w={420}
          />
          <Button variant="light" disabled={!against} onClick={() => against && navigate(paths.regressionCompare.href(against, b.id))}>
            Compare
          </Button>
        </Group>
      </Stack>
    </>
  )
}
