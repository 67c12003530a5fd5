import '@mantine/charts/styles.css'
import { LineChart } from '@mantine/charts'
import { Button, Card, Group, Modal, NumberInput, Pagination, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { fieldError } from '../../api/api-error.js'
import { percent, StatusBadge } from '../../components/batch-status.js'
import { formatDuration } from '../../components/format-duration.js'
import { notifyError } from '../../components/notify.js'
import { PageHeader } from '../../components/page-header.js'
import { SpecPicker } from '../../components/spec-picker.js'
import { paths } from '../../config/paths.js'
import { useCurrentProject } from '../../hooks/current-project.js'
import { BATCH_STATUSES, BATCHES_PAGE_SIZE, type BatchFilter, type BatchStatus, useBatches, useCreateBatch, useTrend } from './queries.js'

function Launcher({ projectId, opened, onClose }: { projectId: string; opened: boolean; onClose(): void }) {
  const [ids, setIds] = useState<string[]>([])
  const [name, setName] = useState('')
  const [parallel, setParallel] = useState<number | string>('')
  const create = useCreateBatch(projectId)
  const navigate = useNavigate()
  const start = () =>
    create.mutate(
      { spec_ids: ids, ...(name.trim() ? { name: name.trim() } : {}), ...(typeof parallel === 'number' ? { max_parallel: parallel } : {}) },
      {
        onSuccess: (batch) => {
          onClose()
          setIds([])
          navigate(paths.regressionBatch.href(batch.id))
        },
        onError: (e) => notifyError(e, 'Could not start the batch'),
      },
    )
  return (
    <Modal opened={opened} onClose={onClose} title="New regression batch" size="xl">
      <Stack>
        <Group grow>
          <TextInput
            label="Name"
            placeholder="Regression <date>"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={fieldError(create.error, 'name')}
          />
          <NumberInput label="Parallel runs" placeholder="Browser slots" min={1} max={16} value={parallel} onChange={setParallel} />
        </Group>
        <SpecPicker projectId={projectId} value={ids} onChange={setIds} />
        {fieldError(create.error, 'spec_ids') && (
          <Text c="red" size="sm">
            {fieldError(create.error, 'spec_ids')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={start} disabled={ids.length === 0} loading={create.isPending}>
            Run {ids.length} {ids.length === 1 ? 'spec' : 'specs'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

function TrendChart({ projectId }: { projectId: string }) {
  const trend = useTrend(projectId)
  const data = (trend.data?.items ?? []).map((p) => ({
    batch: new Date(p.created_at).toLocaleDateString(undefined, { month: 'short', day: 'numeric' }),
    rate: p.success_rate === null ? 0 : Math.round(p.success_rate * 1000) / 10,
  }))
  return (
    <Card withBorder p="sm" role="figure" aria-label="Success rate trend">
      <Group justify="space-between" mb="xs">
        <Title order={5}>Success rate</Title>
        <Text size="xs" c="dimmed">
          last {data.length} completed batches
        </Text>
      </Group>
      {data.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="lg">
          Completed batches appear here.
        </Text>
      ) : (
        <LineChart
          h={160}
          data={data}
          dataKey="batch"
          series={[{ name: 'rate', label: 'Success %', color: 'teal.6' }]}
          yAxisProps={{ domain: [0, 100], width: 36 }}
          curveType="monotone"
        />
      )}
    </Card>
  )
}

/** Regression batches: launcher, trend, and the list (newest first). */
export function RegressionPage() {
  const { projectId } = useCurrentProject()
  const navigate = useNavigate()
  const [launcher, setLauncher] = useState(false)
  const [filter, setFilter] = useState<BatchFilter>({})
  const [page, setPage] = useState(1)
  const batches = useBatches(projectId, filter, page)
  const setF = (patch: Partial<BatchFilter>) => {
    setFilter((f) => ({ ...f, ...patch }))
    setPage(1)
  }
  return (
    <>
      <PageHeader
        title="Regression"
        description="Run UI and API specs together, follow them live, compare batches and export reports."
        actions={<Button onClick={() => setLauncher(true)}>New batch</Button>}
      />
      <Launcher projectId={projectId} opened={launcher} onClose={() => setLauncher(false)} />
      <Stack>
        <TrendChart projectId={projectId} />
        <Group>
          <Select
            aria-label="Status"
            placeholder="Any status"
            clearable
            data={BATCH_STATUSES}
            value={filter.status ?? null}
            onChange={(v) => setF({ status: (v as BatchStatus) ?? undefined })}
          />
          <TextInput
            type="date"
            aria-label="From"
            value={filter.dateFrom ?? ''}
            onChange={(e) => setF({ dateFrom: e.currentTarget.value || undefined })}
          />
          <TextInput
            type="date"
            aria-label="To"
            value={filter.dateTo ?? ''}
            onChange={(e) => setF({ dateTo: e.currentTarget.value || undefined })}
          />
        </Group>
        <Table.ScrollContainer minWidth={720}>
          <Table highlightOnHover aria-label="Batches">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Passed</Table.Th>
                <Table.Th>Failed</Table.Th>
                <Table.Th>Errors</Table.Th>
                <Table.Th>Success</Table.Th>
                <Table.Th>Duration</Table.Th>
                <Table.Th>Created</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(batches.data?.items ?? []).map((b) => (
                <Table.Tr key={b.id} style={{ cursor: 'pointer' }} onClick={() => navigate(paths.regressionBatch.href(b.id))}>
                  <Table.Td>{b.name}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={b.status} />
                  </Table.Td>
                  <Table.Td>
                    {b.passed_count}/{b.total}
                  </Table.Td>
                  <Table.Td>{b.failed_count}</Table.Td>
                  <Table.Td>{b.error_count}</Table.Td>
                  <Table.Td>{percent(b.success_rate)}</Table.Td>
                  <Table.Td>{formatDuration(b.duration_ms)}</Table.Td>
                  <Table.Td>{new Date(b.created_at).toLocaleString()}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {batches.data && batches.data.total === 0 && (
          <Text c="dimmed" ta="center">
            No batches yet. Start one with “New batch”.
          </Text>
        )}
        {batches.data && batches.data.total > BATCHES_PAGE_SIZE && (
          <Pagination value={page} onChange={setPage} total={Math.ceil(batches.data.total / BATCHES_PAGE_SIZE)} />
        )}
      </Stack>
    </>
  )
}
