import { Alert, Badge, Button, Checkbox, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { StatusBadge } from '../../components/batch-status.js'
import { ConfirmModal } from '../../components/confirm-modal.js'
import { notifyError } from '../../components/notify.js'
import { PageHeader } from '../../components/page-header.js'
import { paths } from '../../config/paths.js'
import { useCurrentProject } from '../../hooks/current-project.js'
import { describeBound, fmt } from './chart-data.js'
import { RUNS_PAGE_SIZE, type Scenario, useCompare, useDeleteScenario, useLoadRuns, useLock, useScenarios, useStartRun } from './queries.js'
import { CompareView, RunDetail } from './run-detail.js'
import { ScenarioForm } from './scenario-form.js'

function LockBadge() {
  const lock = useLock()
  if (!lock.data) return null
  return lock.data.held ? (
    <Badge color="orange" size="lg" data-lock="held">
      Load test in progress: browsers paused
    </Badge>
  ) : (
    <Badge color="gray" variant="light" size="lg" data-lock="free">
      Lock free
    </Badge>
  )
}

/** Load scenarios, their runs with results, and the comparison of two runs. */
export function LoadTestingPage() {
  const { projectId, project } = useCurrentProject()
  const [params, setParams] = useSearchParams()
  const selected = params.get('run') ?? undefined
  const [form, setForm] = useState<{ open: boolean; editing?: Scenario }>({ open: false })
  const [deleting, setDeleting] = useState<Scenario | undefined>()
  const [picked, setPicked] = useState<string[]>([])
  const [page, setPage] = useState(1)
  const scenarios = useScenarios(projectId)
  const runs = useLoadRuns(projectId, page)
  const start = useStartRun(projectId)
  const remove = useDeleteScenario(projectId)
  const compare = useCompare(projectId, picked[0], picked[1])
  const selectedRun = runs.data?.items.find((r) => r.id === selected) ?? runs.data?.items[0]
  const toggle = (id: string) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p.slice(-1), id]))

  return (
    <>
      <PageHeader
        title="Load Testing"
        description="Scenarios run with autocannon as jobs. While one runs it holds the load-test lock: browser operations wait with 409."
        actions={
          <>
            <LockBadge />
            <Button onClick={() => setForm({ open: true })}>New scenario</Button>
          </>
        }
      />
      <ScenarioForm
        projectId={projectId}
        baseUrl={project?.base_url}
        editing={form.editing}
        opened={form.open}
        onClose={() => setForm({ open: false })}
      />
      <ConfirmModal
        opened={Boolean(deleting)}
        title="Delete scenario"
        confirmLabel="Delete"
        loading={remove.isPending}
        onClose={() => setDeleting(undefined)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, { onSuccess: () => setDeleting(undefined), onError: (e) => notifyError(e, 'Could not delete') })
        }
      >
        Delete “{deleting?.name}”? Its runs stay in the history.
      </ConfirmModal>
      <Stack>
        {project && !project.base_url && (
          <Alert color="yellow" title="No target host">
            Targets are limited to the project's base URL host. Set a base URL on the{' '}
            <a href={paths.project.href(projectId)}>project page</a> first.
          </Alert>
        )}
        <Title order={4}>Scenarios</Title>
        <Table aria-label="Scenarios" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Request</Table.Th>
              <Table.Th>Connections</Table.Th>
              <Table.Th>Bound</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(scenarios.data?.items ?? []).map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>{s.name}</Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {s.method} {s.url}
                  </Text>
                </Table.Td>
                <Table.Td>{s.connections}</Table.Td>
                <Table.Td>{describeBound(s)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button
                      size="xs"
                      aria-label={`Run ${s.name}`}
                      loading={start.isPending && start.variables === s.id}
                      onClick={() =>
                        start.mutate(s.id, {
                          onSuccess: (run) => setParams({ run: run.id }),
                          onError: (e) => notifyError(e, 'Could not start the load test'),
                        })
                      }
                    >
                      Run
                    </Button>
                    <Button size="xs" variant="default" onClick={() => setForm({ open: true, editing: s })}>
                      Edit
                    </Button>
                    <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(s)}>
                      Delete
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {scenarios.data?.total === 0 && (
          <Text c="dimmed" ta="center">
            No scenarios yet. Create one with “New scenario”.
          </Text>
        )}

        {selectedRun && <RunDetail projectId={projectId} run={selectedRun} />}

        <Group justify="space-between">
          <Title order={4}>History</Title>
          <Text size="sm" c="dimmed">
            {picked.length === 2 ? 'Comparing the two checked runs' : 'Check two runs to compare them'}
          </Text>
        </Group>
        <Table aria-label="Load-test runs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40} />
              <Table.Th>Scenario</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Requests/s</Table.Th>
              <Table.Th>p50 ms</Table.Th>
              <Table.Th>p99 ms</Table.Th>
              <Table.Th>Errors</Table.Th>
              <Table.Th>Started</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(runs.data?.items ?? []).map((r) => (
              <Table.Tr
                key={r.id}
                style={{ cursor: 'pointer' }}
                onClick={() => setParams({ run: r.id })}
                bg={r.id === selectedRun?.id ? 'var(--mantine-color-blue-light)' : undefined}
              >
                <Table.Td onClick={(e) => e.stopPropagation()}>
                  <Checkbox
                    aria-label={`Compare ${r.scenario_name} ${r.created_at}`}
                    checked={picked.includes(r.id)}
                    onChange={() => toggle(r.id)}
                    disabled={!r.result}
                  />
                </Table.Td>
                <Table.Td>{r.scenario_name}</Table.Td>
                <Table.Td>
                  <StatusBadge status={r.status} />
                </Table.Td>
                <Table.Td>{fmt(r.result?.requests_per_s)}</Table.Td>
                <Table.Td>{fmt(r.result?.latency_ms.p50)}</Table.Td>
                <Table.Td>{fmt(r.result?.latency_ms.p99)}</Table.Td>
                <Table.Td>{r.result ? `${fmt(r.result.error_rate * 100)}%` : '–'}</Table.Td>
                <Table.Td>{new Date(r.created_at).toLocaleString()}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {runs.data?.total === 0 && (
          <Text c="dimmed" ta="center">
            No runs yet.
          </Text>
        )}
        {runs.data && runs.data.total > RUNS_PAGE_SIZE && (
          <Pagination value={page} onChange={setPage} total={Math.ceil(runs.data.total / RUNS_PAGE_SIZE)} />
        )}
        {compare.data && picked.length === 2 && <CompareView data={compare.data} />}
      </Stack>
    </>
  )
}
