import { Alert, Badge, Button, Group, Paper, Select, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import { whenStreamDown } from '../../api/live-status.js'
import { effectiveRole, roleAtLeast } from '../../api/roles.js'
import type { components } from '../../api/schema.js'
import { PageHeader } from '../../components/page-header.js'
import { paths } from '../../config/paths.js'
import { useCurrentProject } from '../../hooks/current-project.js'
import { useAuth } from '../../hooks/use-auth.js'
import { useDatasets } from './dataset-queries.js'
import { listProviders, listSpecNames, pct } from './queries.js'

type Schedule = components['schemas']['LlmSchedule']
type Execution = components['schemas']['LlmScheduleExecution']

const keys = {
  list: (p: string) => ['llm-testing', p, 'schedules'] as const,
  history: (p: string, id: string) => ['llm-testing', p, 'schedules', id, 'executions'] as const,
}

const STATUS_COLOR: Record<string, string> = {
  completed: 'teal',
  failed: 'red',
  running: 'blue',
  queued: 'gray',
  skipped: 'yellow',
  missed: 'orange',
}

function CreateForm({ projectId, onDone }: { projectId: string; onDone: () => void }) {
  const qc = useQueryClient()
  const specs = useQuery({ queryKey: ['llm-testing', projectId, 'spec-names'], queryFn: () => listSpecNames(projectId) })
  const providers = useQuery({ queryKey: ['llm-testing', projectId, 'providers'], queryFn: () => listProviders(projectId) })
  const [name, setName] = useState('')
  const [spec, setSpec] = useState<string | null>(null)
  const [provider, setProvider] = useState<string | null>(null)
  const datasets = useDatasets(projectId)
  const [dataset, setDataset] = useState<string | null>(null)
  const [cron, setCron] = useState('0 6 * * *')
  const create = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/llm-testing/schedules', {
          body: {
            project_id: projectId,
            name,
            spec_name: spec ?? '',
            provider_id: provider ?? '',
            dataset_id: dataset,
            cron_expression: cron,
            timezone: 'UTC',
            enabled: true,
          },
        }),
      ),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: keys.list(projectId) })
      onDone()
    },
  })
  return (
    <Paper withBorder p="md" component="form" aria-label="New schedule" onSubmit={(e) => (e.preventDefault(), create.mutate())}>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput label="Name" required value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <Select label="Suite" required searchable data={specs.data ?? []} value={spec} onChange={setSpec} />
          <Select
            label="Provider"
            required
            data={(providers.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
            value={provider}
            onChange={setProvider}
          />
          <Select
            label="Dataset"
            description="optional: its newest version, with the suite's default assertions"
            clearable
            data={(datasets.data?.items ?? []).map((d) => ({ value: d.id, label: d.name }))}
            value={dataset}
            onChange={setDataset}
          />
          <TextInput
            label="Cron (UTC)"
            description="minute hour day month weekday"
            required
            value={cron}
            onChange={(e) => setCron(e.currentTarget.value)}
          />
        </Group>
        {create.error && <Alert color="red">{create.error.message}</Alert>}
        <Group>
          <Button type="submit" loading={create.isPending}>
            Create schedule
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}

function History({ projectId, schedule }: { projectId: string; schedule: Schedule }) {
  const history = useQuery({
    queryKey: keys.history(projectId, schedule.id),
    queryFn: () =>
      unwrap(
        api.GET('/llm-testing/schedules/{id}/executions', {
          params: { path: { id: schedule.id }, query: { project_id: projectId, limit: 50 } },
        }),
      ),
    refetchInterval: (q) =>
      q.state.data?.items.some((e) => e.status === 'running' || e.status === 'queued') ? whenStreamDown(1000) || 30_000 : false,
  })
  const items: Execution[] = history.data?.items ?? []
  return (
    <Paper withBorder p="md" aria-label={`History of ${schedule.name}`}>
      <Title order={4} mb="sm">
        History: {schedule.name}
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed">No executions yet: use Run now, or wait for {schedule.description.toLowerCase()}.</Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Trigger</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Run</Table.Th>
              <Table.Th>Pass rate</Table.Th>
              <Table.Th>Against golden</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>{new Date(e.created_at).toLocaleString()}</Table.Td>
                <Table.Td>{e.trigger}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[e.status] ?? 'gray'}>{e.status}</Badge>
                  {e.error && (
                    <Text size="xs" c="red">
                      {e.error}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {e.run ? (
                    <Link to={paths.llmTesting.href('runs', e.run.id)}>{`${e.run.status} ${e.run.passed}/${e.run.total}`}</Link>
                  ) : (
                    '–'
                  )}
                </Table.Td>
                <Table.Td>{pct(e.run?.pass_rate)}</Table.Td>
                <Table.Td>
                  {e.regressed === null ? (
                    <Text c="dimmed">no baseline</Text>
                  ) : e.regressed > 0 ? (
                    <Badge color="red">{e.regressed} regressed</Badge>
                  ) : (
                    <Badge color="teal">no regression</Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  )
}

/** /llm-testing/schedules: cron runs of a suite on a provider, toggle, run now, and each execution's regressions. */
export function LlmSchedulesPage() {
  const { projectId, project } = useCurrentProject()
  const { viewer } = useAuth()
  const role = effectiveRole(project?.my_role, viewer)
  const qc = useQueryClient()
  const [creating, setCreating] = useState(false)
  const [selected, setSelected] = useState<string | null>(null)
  const list = useQuery({
    queryKey: keys.list(projectId),
    queryFn: () => unwrap(api.GET('/llm-testing/schedules', { params: { query: { project_id: projectId, limit: 100 } } })),
  })
  const refresh = async (id?: string) => {
    await qc.invalidateQueries({ queryKey: keys.list(projectId) })
    if (id) await qc.invalidateQueries({ queryKey: keys.history(projectId, id) })
  }
  const q = { project_id: projectId }
  const toggle = useMutation({
    mutationFn: (id: string) => unwrap(api.POST('/llm-testing/schedules/{id}/toggle', { params: { path: { id }, query: q } })),
    onSuccess: (_d, id) => refresh(id),
  })
  const runNow = useMutation({
    mutationFn: (id: string) => unwrap(api.POST('/llm-testing/schedules/{id}/run-now', { params: { path: { id }, query: q } })),
    onSuccess: (_d, id) => {
      setSelected(id)
      return refresh(id)
    },
  })
  const remove = useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/llm-testing/schedules/{id}', { params: { path: { id }, query: q } })),
    onSuccess: () => {
      setSelected(null)
      return refresh()
    },
  })
  const items = list.data?.items ?? []
  const current = items.find((s) => s.id === selected)
  const error = toggle.error ?? runNow.error ?? remove.error
  return (
    <Stack key={projectId}>
      <PageHeader
        title="LLM Schedules"
        description="Run a suite on a provider on a cron schedule; a run that regresses against golden raises an alert."
        actions={
          <Group>
            <Button component={Link} to={paths.llmAnalytics.href()} variant="default">
              Analytics
            </Button>
            {roleAtLeast(role, 'member') && !creating && <Button onClick={() => setCreating(true)}>New schedule</Button>}
          </Group>
        }
      />
      {creating && <CreateForm projectId={projectId} onDone={() => setCreating(false)} />}
      {error && <Alert color="red">{error.message}</Alert>}
      {items.length === 0 && !list.isLoading ? (
        <Text c="dimmed">No LLM schedules yet.</Text>
      ) : (
        <Table highlightOnHover aria-label="LLM schedules">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Suite</Table.Th>
              <Table.Th>When</Table.Th>
              <Table.Th>Next run</Table.Th>
              <Table.Th>Last</Table.Th>
              <Table.Th>Enabled</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((s) => (
              <Table.Tr key={s.id} onClick={() => setSelected(s.id)} style={{ cursor: 'pointer' }}>
                <Table.Td>{s.name}</Table.Td>
                <Table.Td>{s.spec_name}</Table.Td>
                <Table.Td title={s.cron_expression}>{s.description}</Table.Td>
                <Table.Td>{s.next_run_at ? new Date(s.next_run_at).toLocaleString() : '–'}</Table.Td>
                <Table.Td>
                  {s.last_execution ? (
                    <Group gap={4}>
                      <Badge color={STATUS_COLOR[s.last_execution.status] ?? 'gray'}>{s.last_execution.status}</Badge>
                      {(s.last_execution.regressed ?? 0) > 0 && <Badge color="red">{s.last_execution.regressed} regressed</Badge>}
                    </Group>
                  ) : (
                    '–'
                  )}
                </Table.Td>
                <Table.Td onClick={(e) => e.stopPropagation()}>
                  <Switch
                    aria-label={`Enable ${s.name}`}
                    checked={s.enabled}
                    disabled={!roleAtLeast(role, 'editor')}
                    onChange={() => toggle.mutate(s.id)}
                  />
                </Table.Td>
                <Table.Td onClick={(e) => e.stopPropagation()}>
                  <Group gap="xs" justify="flex-end">
                    {roleAtLeast(role, 'member') && (
                      <Button
                        size="xs"
                        aria-label={`Run ${s.name} now`}
                        loading={runNow.isPending && runNow.variables === s.id}
                        onClick={() => runNow.mutate(s.id)}
                      >
                        Run now
                      </Button>
                    )}
                    {roleAtLeast(role, 'admin') && (
                      <Button size="xs" color="red" variant="subtle" aria-label={`Delete ${s.name}`} onClick={() => remove.mutate(s.id)}>
                        Delete
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {current && <History projectId={projectId} schedule={current} />}
    </Stack>
  )
}
