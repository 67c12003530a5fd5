import '@mantine/charts/styles.css'
import { Anchor, Button, Card, Group, Pagination, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { BarChart } from '../../components/bar-chart.js'
import { formatDuration } from '../../components/format-duration.js'
import { PageHeader } from '../../components/page-header.js'
import { paths } from '../../config/paths.js'
import { useCurrentProject } from '../../hooks/current-project.js'
import { RUNS_PAGE_SIZE, type Run, type RunFilter, type RunStatus, useRecentRuns, useRuns } from './queries.js'
import { RunStatusBadge } from './run-badges.js'
import { noRunsText, passFailByDay, passRate, RUN_STATUS_COLOR, RUN_STATUSES, runDurationMs } from './run-status.js'

const formatTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'medium' })

/** Finished runs per day, passed / failed / error stacked, over the latest 100 runs matching the filters. */
function PassFailChart({ runs }: { runs: readonly Run[] }) {
  const data = passFailByDay(runs)
  const rate = passRate(runs)
  return (
    <Card withBorder role="figure" aria-label="Pass and fail chart" p="sm">
      <Group justify="space-between" mb="xs">
        <Title order={5}>Pass / fail</Title>
        <Text size="xs" c="dimmed">
          {rate === null ? 'no finished runs' : `${rate}% passed`} · latest {runs.length} {runs.length === 1 ? 'run' : 'runs'}, per day
        </Text>
      </Group>
      {data.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="lg">
          Finished runs appear here.
        </Text>
      ) : (
        <BarChart
          h={150}
          data={data}
          dataKey="day"
          type="stacked"
          series={[
            { name: 'passed', label: 'Passed', color: `${RUN_STATUS_COLOR.passed}.6` },
            { name: 'failed', label: 'Failed', color: `${RUN_STATUS_COLOR.failed}.6` },
            { name: 'error', label: 'Error', color: `${RUN_STATUS_COLOR.error}.6` },
          ]}
          yAxisProps={{ width: 32, allowDecimals: false }}
          gridAxis="y"
          maxBarWidth={32}
          withLegend
          legendProps={{ verticalAlign: 'bottom', height: 28 }}
        />
      )}
    </Card>
  )
}

function RunsTable({ runs, filter }: { runs: readonly Run[]; filter: RunFilter }) {
  const navigate = useNavigate()
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing="xs" aria-label="Runs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Status</Table.Th>
            <Table.Th>Spec</Table.Th>
            <Table.Th>Started</Table.Th>
            <Table.Th>Duration</Table.Th>
            <Table.Th>Engine</Table.Th>
            <Table.Th>Error</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {runs.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text c="dimmed" size="sm" ta="center" py="md">
                  {noRunsText(filter)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            runs.map((r) => (
              <Table.Tr key={r.id} data-run-id={r.id} style={{ cursor: 'pointer' }} onClick={() => navigate(paths.run.href(r.id))}>
                <Table.Td>
                  <RunStatusBadge status={r.status} />
                </Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={paths.run.href(r.id)}
                    onClick={(e) => e.stopPropagation()}
                    aria-label={`Run of ${r.spec_name} at ${formatTime(r.created_at)}`}
                  >
                    {r.spec_name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatTime(r.started_at ?? r.created_at)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDuration(runDurationMs(r))}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{r.engine}</Text>
                </Table.Td>
                <Table.Td maw={320}>
                  <Text size="xs" c="red.8" lineClamp={2} title={r.error ?? undefined}>
                    {r.error}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

function Runs({ projectId, projectName }: { projectId: string; projectName: string }) {
  const [params, setParams] = useSearchParams()
  const [status, setStatus] = useState<RunStatus | 'all'>('all')
  const [spec, setSpec] = useState(params.get('spec') ?? '')
  const [debouncedSpec] = useDebouncedValue(spec, 300)
  const [dateFrom, setDateFrom] = useState('')
  const [dateTo, setDateTo] = useState('')
  const [page, setPage] = useState(1)
  const filter: RunFilter = {
    status: status === 'all' ? undefined : status,
    spec: debouncedSpec.trim() || undefined,
    dateFrom: dateFrom || undefined,
    dateTo: dateTo || undefined,
  }
  const runs = useRuns(projectId, filter, page)
  const recent = useRecentRuns(projectId, filter)
  const total = runs.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / RUNS_PAGE_SIZE))
  const reset = () => setPage(1)

  return (
    <Stack gap="md">
      <PageHeader
        title="Runs"
        description={`UI test runs of ${projectName}: plan, generate, validate and heal, followed live.`}
        actions={
          <Button component={Link} to={paths.specs.href()} variant="default">
            Specs
          </Button>
        }
      />
      <Card withBorder p="sm">
        <Group gap="md" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Text size="xs" fw={500}>
              Status
            </Text>
            <SegmentedControl
              aria-label="Status filter"
              size="xs"
              value={status}
              onChange={(v) => {
                setStatus(v as RunStatus | 'all')
                reset()
              }}
              data={[
                { value: 'all', label: 'All' },
                ...RUN_STATUSES.map((s) => ({ value: s, label: s.charAt(0).toUpperCase() + s.slice(1) })),
              ]}
            />
          </Stack>
          <TextInput
            label="Spec"
            placeholder="login"
            size="xs"
            value={spec}
            onChange={(e) => {
              setSpec(e.currentTarget.value)
              reset()
              if (params.has('spec')) setParams({}, { replace: true })
            }}
            w={200}
          />
          <TextInput
            label="From"
            type="date"
            size="xs"
            value={dateFrom}
            onChange={(e) => {
              setDateFrom(e.currentTarget.value)
              reset()
            }}
            w={150}
          />
          <TextInput
            label="To"
            type="date"
            size="xs"
            value={dateTo}
            onChange={(e) => {
              setDateTo(e.currentTarget.value)
              reset()
            }}
            w={150}
          />
          {(status !== 'all' || spec || dateFrom || dateTo) && (
            <Button
              size="xs"
              variant="subtle"
              onClick={() => {
                setStatus('all')
                setSpec('')
                setDateFrom('')
                setDateTo('')
                reset()
              }}
            >
              Clear filters
            </Button>
          )}
        </Group>
      </Card>
      <PassFailChart runs={recent.data?.items ?? []} />
      <Card withBorder p={0}>
        <RunsTable runs={runs.data?.items ?? []} filter={filter} />
        <Group justify="space-between" p="sm">
          <Text size="xs" c="dimmed">
            {total} {total === 1 ? 'run' : 'runs'}
            {runs.isFetching ? ' · refreshing…' : ''}
          </Text>
          {pages > 1 && <Pagination size="sm" total={pages} value={page} onChange={setPage} />}
        </Group>
      </Card>
    </Stack>
  )
}

/** /runs: filters, the pass/fail chart and the run table (live while runs are queued or running). */
export function RunsPage() {
  const { projectId, project } = useCurrentProject()
  return <Runs key={projectId} projectId={projectId} projectName={project?.name ?? projectId} />
}
