import { DonutChart } from '@mantine/charts'
import { Alert, Anchor, Badge, Button, Checkbox, Code, Group, Loader, Paper, Stack, Table, Text } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import { effectiveRole, roleAtLeast } from '../../api/roles.js'
import { notifyError, notifySuccess } from '../../components/notify.js'
import { PageHeader } from '../../components/page-header.js'
import { paths } from '../../config/paths.js'
import { useCurrentProject } from '../../hooks/current-project.js'
import { useAuth } from '../../hooks/use-auth.js'
import { type DbRunDetail, formatActual, live, rootKey, runQuery } from './queries.js'
import { STATUS_COLOR } from './runs-view.js'

function Results({ run }: { run: DbRunDetail }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text fw={500} mb="xs">
        Check results
      </Text>
      <Table data-testid="db-results">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Check</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Actual</Table.Th>
            <Table.Th>Expected</Table.Th>
            <Table.Th>Severity</Table.Th>
            <Table.Th>Failing rows (sample)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {run.results.map((r) => (
            <Table.Tr key={r.index} data-testid={`db-result-${r.index}`}>
              <Table.Td>
                <Text size="sm">{r.name}</Text>
                <Text size="xs" c="dimmed">
                  {r.table}
                  {r.column ? `.${r.column}` : ''} · {r.check_type.replace('_', ' ')}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOR[r.status] ?? 'gray'}>{r.status}</Badge>
              </Table.Td>
              <Table.Td>
                {formatActual(r)}
                {r.failing_count !== null && r.unit === 'percent' ? ` (${r.failing_count} rows)` : ''}
              </Table.Td>
              <Table.Td>{r.expected}</Table.Td>
              <Table.Td>{r.severity}</Table.Td>
              <Table.Td>
                {r.error && (
                  <Text size="xs" c="red">
                    {r.error}
                  </Text>
                )}
                {r.sample.map((s) => (
                  <Code key={JSON.stringify(s)} block mb={2}>
                    {JSON.stringify({ ...s.primary_key, ...s.values })}
                  </Code>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  )
}

function Suggestions({
  run,
  projectId,
  mayApprove,
  mayRun,
}: {
  run: DbRunDetail
  projectId: string
  mayApprove: boolean
  mayRun: boolean
}) {
  const qc = useQueryClient()
  const [chosen, setChosen] = useState<string[]>([])
  const [previews, setPreviews] = useState<Record<string, number>>({})
  const refresh = () => qc.invalidateQueries({ queryKey: rootKey(projectId) })
  const query = { project_id: projectId }
  const suggest = useMutation({
    mutationFn: () => unwrap(api.POST('/database-testing/suggest/{run_id}', { params: { path: { run_id: run.id }, query }, body: {} })),
    onSuccess: refresh,
    onError: (e) => notifyError(e, 'Could not suggest fixes'),
  })
  const preview = useMutation({
    mutationFn: (id: string) =>
      unwrap(
        api.POST('/database-testing/runs/{run_id}/suggestions/{suggestion_id}/preview', {
          params: { path: { run_id: run.id, suggestion_id: id }, query },
          body: {},
        }),
      ),
    onSuccess: (p) => setPreviews((v) => ({ ...v, [p.suggestion_id]: p.rows })),
    onError: (e) => notifyError(e, 'Preview failed'),
  })
  const approve = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/database-testing/runs/{run_id}/approve-suggestions', {
          params: { path: { run_id: run.id } },
          body: { approved_suggestion_ids: chosen, project_id: projectId },
        }),
      ),
    onSuccess: async (r) => {
      if (r.status === 'applied') notifySuccess(`Applied ${r.items.length} suggestion(s)`)
      else notifyError(new Error(r.error ?? 'rolled back'), 'Rolled back')
      setChosen([])
      await refresh()
    },
    onError: (e) => notifyError(e, 'Approval failed'),
  })
  const reject = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/database-testing/runs/{run_id}/reject-suggestions', {
          params: { path: { run_id: run.id } },
          body: { suggestion_ids: chosen, project_id: projectId },
        }),
      ),
    onSuccess: async () => {
      setChosen([])
      await refresh()
    },
    onError: (e) => notifyError(e, 'Reject failed'),
  })
  if (run.status !== 'completed' || run.failed_count === 0) return null
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="xs">
        <Text fw={500}>Fix suggestions</Text>
        {mayRun && !run.suggestions && (
          <Button size="xs" loading={suggest.isPending} onClick={() => suggest.mutate()}>
            Suggest fixes
          </Button>
        )}
      </Group>
      {run.suggestions && (
        <Stack gap="xs">
          {run.suggestions.map((s) => (
            <Paper key={s.id} withBorder p="sm" data-testid={`db-suggestion-${s.id}`}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Group align="flex-start" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
                  {mayApprove && s.sql && s.state === 'pending' && (
                    <Checkbox
                      aria-label={`Select ${s.title}`}
                      checked={chosen.includes(s.id)}
                      onChange={(e) => {
                        const on = e.currentTarget.checked
                        setChosen((c) => (on ? [...c, s.id] : c.filter((x) => x !== s.id)))
                      }}
                    />
                  )}
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500}>
                      {s.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {s.category.replace('_', ' ')} · risk {s.risk} · for “{s.check}”
                      {s.estimated_rows !== null ? ` · about ${s.estimated_rows} rows` : ''}
                    </Text>
                    <Text size="sm">{s.description}</Text>
                    {s.sql && (
                      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                        {s.sql}
                      </Code>
                    )}
                    {previews[s.id] !== undefined && (
                      <Text size="sm" data-testid={`db-preview-${s.id}`}>
                        Dry run: {previews[s.id]} rows would change
                      </Text>
                    )}
                  </Stack>
                </Group>
                <Stack gap={4} align="flex-end" style={{ flex: '0 0 auto' }}>
                  <Badge color={s.state === 'applied' ? 'green' : s.state === 'pending' ? 'gray' : 'orange'}>
                    {s.sql ? s.state : 'advice'}
                  </Badge>
                  {s.preview_sql && s.state === 'pending' && mayRun && (
                    <Button size="xs" variant="default" onClick={() => preview.mutate(s.id)}>
                      Preview
                    </Button>
                  )}
                </Stack>
              </Group>
            </Paper>
          ))}
          {mayApprove && (
            <Group>
              <Button color="red" disabled={chosen.length === 0} loading={approve.isPending} onClick={() => approve.mutate()}>
                Approve and apply ({chosen.length})
              </Button>
              <Button variant="default" disabled={chosen.length === 0} loading={reject.isPending} onClick={() => reject.mutate()}>
                Reject
              </Button>
            </Group>
          )}
          {!mayApprove && (
            <Text size="xs" c="dimmed">
              Only project admins can approve suggestions.
            </Text>
          )}
        </Stack>
      )}
    </Paper>
  )
}

function Audit({ run }: { run: DbRunDetail }) {
  if (run.audit.length === 0) return null
  return (
    <Paper withBorder p="md" radius="md">
      <Text fw={500} mb="xs">
        Audit trail
      </Text>
      <Table data-testid="db-audit">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>Suggestion</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Dry run</Table.Th>
            <Table.Th>Rows affected</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {run.audit.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>{new Date(a.created_at).toLocaleString()}</Table.Td>
              <Table.Td>{a.actor_email ?? 'anonymous'}</Table.Td>
              <Table.Td>
                <Text size="sm">{a.title}</Text>
                {a.sql && (
                  <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                    {a.sql}
                  </Code>
                )}
                {a.error && (
                  <Text size="xs" c="red">
                    {a.error}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Badge color={a.status === 'applied' ? 'green' : 'orange'}>{a.status}</Badge>
              </Table.Td>
              <Table.Td>{a.preview_rows ?? ''}</Table.Td>
              <Table.Td>{a.rows_affected ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  )
}

/** Stops a queued or running run; the database cancels the statement it is running. */
function CancelRun({ run, projectId }: { run: DbRunDetail; projectId: string }) {
  const qc = useQueryClient()
  const cancel = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/database-testing/runs/{run_id}/cancel', {
          params: { path: { run_id: run.id }, query: { project_id: projectId } },
          body: {},
        }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: rootKey(projectId) }),
    onError: (e) => notifyError(e, 'Could not cancel the run'),
  })
  return (
    <Button size="xs" variant="default" loading={cancel.isPending} onClick={() => cancel.mutate()}>
      Cancel run
    </Button>
  )
}

/** /database-testing/runs/:runId — results with failing-row samples, suggestions (preview, approve, reject), audit. */
export function DbRunDetailPage() {
  const { runId = '' } = useParams()
  const { projectId, project } = useCurrentProject()
  const { viewer } = useAuth()
  const role = effectiveRole(project?.my_role, viewer)
  const run = useQuery(runQuery(projectId, runId))
  if (!run.data) return run.error ? <Alert color="red">{String(run.error)}</Alert> : <Loader />
  const r = run.data
  return (
    <Stack>
      <PageHeader
        title={`Database check run`}
        description={
          <>
            <Anchor component={Link} to={paths.databaseTestingRuns.href()}>
              All runs
            </Anchor>{' '}
            · {r.spec_name ?? 'generated spec'} · {new Date(r.created_at).toLocaleString()}
          </>
        }
        actions={
          <Group gap="xs">
            {live(r.status) && roleAtLeast(role, 'member') && <CancelRun run={r} projectId={projectId} />}
            <Badge size="lg" color={STATUS_COLOR[r.status] ?? 'gray'} data-testid="db-run-status">
              {r.status}
            </Badge>
          </Group>
        }
      />
      {live(r.status) && <Loader />}
      {r.error && (
        <Alert color="red" title="The run stopped">
          {r.error}
        </Alert>
      )}
      {r.status === 'completed' && (
        <Group align="center">
          <DonutChart
            size={120}
            thickness={18}
            withLabels={false}
            data={[
              { name: 'passed', value: r.passed_count, color: 'green.6' },
              { name: 'failed', value: r.failed_count, color: 'red.6' },
              { name: 'error', value: r.error_count, color: 'orange.5' },
            ]}
          />
          <Text data-testid="db-run-counts">
            {r.passed_count} passed · {r.failed_count} failed · {r.error_count} errors of {r.total} checks
          </Text>
        </Group>
      )}
      <Results run={r} />
      <Suggestions run={r} projectId={projectId} mayApprove={roleAtLeast(role, 'admin')} mayRun={roleAtLeast(role, 'member')} />
      <Audit run={r} />
    </Stack>
  )
}
