import { Anchor, Button, Card, Group, Pagination, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { CenteredLoader } from '../../components/centered-loader.js'
import { ErrorCell } from '../../components/error-cell.js'
import { formatDuration } from '../../components/format-duration.js'
import { paths } from '../../config/paths.js'
import { type ApiRunSummary, RUNS_PAGE_SIZE, type RunStatus, useRuns, useSpecs } from './queries.js'
import { RecentRunsChart } from './run-charts.js'
import { isLiveRun, LIVE_REFRESH_MS, noRunsText, RUN_STATUSES, runDurationMs } from './run-status.js'
import { RunStatusBadge } from './status-badges.js'

const ALL = 'all'
const STATUS_OPTIONS = [{ value: ALL, label: 'All' }, ...RUN_STATUSES.map((s) => ({ value: s, label: s[0]?.toUpperCase() + s.slice(1) }))]

const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'medium' })

function durationText(run: ApiRunSummary, now: number): string {
  if (run.status === 'queued') return 'waiting to start'
  const took = formatDuration(runDurationMs(run, now))
  return run.status === 'running' ? `running for ${took}` : took
}

export function RunsTable({ runs, emptyText }: { runs: readonly ApiRunSummary[]; emptyText: string }) {
  const navigate = useNavigate()
  const now = Date.now()
  return (
    <Card withBorder p={0}>
      <Table.ScrollContainer minWidth={760}>
        <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label="API runs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Status</Table.Th>
              <Table.Th>Spec</Table.Th>
              <Table.Th>Started</Table.Th>
              <Table.Th>Duration</Table.Th>
              <Table.Th>Error</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {runs.map((run) => (
              <Table.Tr key={run.id} data-run-id={run.id}>
                <Table.Td>
                  <RunStatusBadge status={run.status} />
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={paths.apiTesting.href(run.spec_name)} ff="monospace" size="sm">
                    {run.spec_name}
                  </Anchor>
                  {run.engine !== 'rules' && (
                    <Text size="xs" c="dimmed">
                      {run.engine === 'ai' ? 'AI engine' : 'rules + AI engine'}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm">{dateTime(run.created_at)}</Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm" c={isLiveRun(run.status) ? 'dimmed' : undefined}>
                    {durationText(run, now)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ErrorCell error={run.error} maw={280} />
                </Table.Td>
                <Table.Td>
                  <Group justify="flex-end">
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => navigate(paths.apiTestingRun.href(run.id))}
                      aria-label={`Details of run ${run.id}`}
                    >
                      Details
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
            {runs.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text c="dimmed" ta="center" py="lg">
                    {emptyText}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  )
}

/** Run history: filters (status, spec) and the page live in the URL, so a filtered view can be linked. */
export function RunsView({ projectId }: { projectId: string }) {
  const [params, setParams] = useSearchParams()
  const status = (RUN_STATUSES as string[]).includes(params.get('status') ?? '') ? (params.get('status') as RunStatus) : undefined
  const spec = params.get('spec') ?? undefined
  const page = Math.max(1, Number(params.get('page')) || 1)
  const runs = useRuns(projectId, { status, spec }, page)
  const specs = useSpecs(projectId, '')

  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key)
          else next.set(key, value)
        }
        if (!('page' in changes)) next.delete('page')
        return next
      },
      { replace: true },
    )

  if (!runs.data) return <CenteredLoader label="Loading runs" />
  const { items, total } = runs.data
  const pages = Math.max(1, Math.ceil(total / RUNS_PAGE_SIZE))
  const live = items.some((r) => isLiveRun(r.status))
  const specNames = [...new Set([...(specs.data?.items.map((s) => s.name) ?? []), ...(spec ? [spec] : [])])]

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <SegmentedControl
          aria-label="Status filter"
          data={STATUS_OPTIONS}
          value={status ?? ALL}
          onChange={(value) => update({ status: value === ALL ? undefined : value })}
        />
        <Group gap="sm" align="flex-end">
          {live && (
            <Text size="xs" c="blue" aria-label="Live updates">
              ● live · every {LIVE_REFRESH_MS / 1000} s
            </Text>
          )}
          <Select
            aria-label="Spec filter"
            placeholder="All specs"
            data={specNames}
            value={spec ?? null}
            onChange={(value) => update({ spec: value ?? undefined })}
            searchable
            clearable
            w={300}
            nothingFoundMessage="No spec of that name"
          />
        </Group>
      </Group>
      <RecentRunsChart runs={items} />
      <RunsTable runs={items} emptyText={noRunsText({ status, spec })} />
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {total} {total === 1 ? 'run' : 'runs'} · updated {new Date(runs.dataUpdatedAt).toLocaleTimeString()}
        </Text>
        {pages > 1 && <Pagination total={pages} value={page} onChange={(p) => update({ page: String(p) })} aria-label="Run pages" />}
      </Group>
    </Stack>
  )
}
