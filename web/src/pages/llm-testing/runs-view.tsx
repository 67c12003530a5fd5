import { Alert, Badge, Button, Code, Group, Paper, Progress, Select, SimpleGrid, Stack, Switch, Table, Text } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import { whenStreamDown } from '../../api/live-status.js'
import { paths } from '../../config/paths.js'
import { GoldenButton } from './golden-button.js'
import { isLive, type LlmCaseResult, type LlmRun, listProviders, listSpecNames, llmKeys, money, pct } from './queries.js'

const STATUS_COLOR: Record<string, string> = {
  passed: 'green',
  failed: 'red',
  error: 'orange',
  cancelled: 'gray',
  queued: 'blue',
  running: 'blue',
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={STATUS_COLOR[status] ?? 'gray'} variant="light" data-testid="status">
      {status}
    </Badge>
  )
}

export function RunStats({ run }: { run: LlmRun }) {
  const stat = (label: string, value: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={`stat-${label}`}>
        {value}
      </Text>
    </div>
  )
  return (
    <SimpleGrid cols={{ base: 3, md: 7 }}>
      {stat('Pass rate', pct(run.pass_rate))}
      {stat('Mean score', run.mean_score === null ? '–' : run.mean_score.toFixed(3))}
      {stat('p50', run.latency_p50_ms === null ? '–' : `${run.latency_p50_ms} ms`)}
      {stat('p95', run.latency_p95_ms === null ? '–' : `${run.latency_p95_ms} ms`)}
      {stat('Tokens', `${run.prompt_tokens} / ${run.completion_tokens}`)}
      {stat('Cost', money(run.cost))}
      {stat('Cached', String(run.cached))}
    </SimpleGrid>
  )
}

function CaseRow({ c }: { c: LlmCaseResult }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Table.Tr onClick={() => setOpen((o) => !o)} style={{ cursor: 'pointer' }} data-testid="case-row">
        <Table.Td>{c.case_index + 1}</Table.Td>
        <Table.Td>{c.case_name}</Table.Td>
        <Table.Td>
          <StatusBadge status={c.status} />
          {c.call_status !== 'ok' && (
            <Badge ml={4} color="orange" variant="outline">
              {c.call_status}
            </Badge>
          )}
          {c.cached && (
            <Badge ml={4} variant="outline">
              cached
            </Badge>
          )}
        </Table.Td>
        <Table.Td>{c.score.toFixed(2)}</Table.Td>
        <Table.Td>{c.latency_ms ?? '–'}</Table.Td>
        <Table.Td>
          <Text size="xs" lineClamp={1}>
            {c.assertions
              .filter((a) => !a.pass)
              .map((a) => `${a.type}: ${a.reason}`)
              .join(' · ') || 'all assertions pass'}
          </Text>
        </Table.Td>
      </Table.Tr>
      {open && (
        <Table.Tr>
          <Table.Td colSpan={6}>
            <Stack gap={4}>
              <Text size="xs">
                <b>Input:</b> {c.input}
              </Text>
              {c.expected !== null && (
                <Text size="xs">
                  <b>Expected:</b> {c.expected}
                </Text>
              )}
              <Code block>{c.output ?? c.error ?? ''}</Code>
              {c.assertions.map((a) => (
                <Text key={`${a.line}-${a.type}-${a.reason}`} size="xs" c={a.pass ? 'green' : a.status === 'error' ? 'orange' : 'red'}>
                  line {a.line} · {a.type} · {a.status} ({a.score.toFixed(2)}, weight {a.weight}): {a.reason}
                </Text>
              ))}
            </Stack>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  )
}

export function RunDetail({ projectId, id }: { projectId: string; id: string }) {
  const qc = useQueryClient()
  const [failuresOnly, setFailuresOnly] = useState(false)
  const run = useQuery({
    queryKey: llmKeys.run(projectId, id),
    queryFn: () => unwrap(api.GET('/llm-testing/runs/{id}', { params: { path: { id }, query: { project_id: projectId } } })),
    refetchInterval: (q) => (isLive(q.state.data?.status) ? whenStreamDown(1000) || 30_000 : false),
  })
  const results = useQuery({
    queryKey: [...llmKeys.run(projectId, id), 'results', failuresOnly, run.data?.progress.done],
    queryFn: () =>
      unwrap(
        api.GET('/llm-testing/runs/{id}/results', {
          params: { path: { id }, query: { project_id: projectId, limit: 200, failures: failuresOnly ? 'true' : undefined } },
        }),
      ),
    enabled: run.data !== undefined,
  })
  const cancel = useMutation({
    mutationFn: () => unwrap(api.POST('/llm-testing/runs/{id}/cancel', { params: { path: { id }, query: { project_id: projectId } } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: llmKeys.run(projectId, id) }),
  })
  const r = run.data
  if (!r) return null
  return (
    <Paper withBorder p="md" radius="md" data-testid="run-detail">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <Text fw={600}>
            {r.spec_name} v{r.spec_version} · {r.provider_name} ({r.model_id})
          </Text>
          <StatusBadge status={r.status} />
        </Group>
        {isLive(r.status) ? (
          <Button size="xs" color="red" variant="light" loading={cancel.isPending} onClick={() => cancel.mutate()}>
            Cancel
          </Button>
        ) : (
          <GoldenButton projectId={projectId} run={r} />
        )}
      </Group>
      <Progress value={r.progress.total ? (r.progress.done / r.progress.total) * 100 : 0} mb={4} animated={isLive(r.status)} />
      <Text size="xs" c="dimmed" mb="sm" data-testid="progress">
        {r.progress.done}/{r.progress.total} cases · {r.passed} passed · {r.failed} failed · {r.errored} errors
      </Text>
      {r.error && (
        <Alert color="orange" mb="sm">
          {r.error}
        </Alert>
      )}
      <RunStats run={r} />
      <Group justify="space-between" mt="md" mb="xs">
        <Text fw={500}>Cases</Text>
        <Switch label="Failures only" checked={failuresOnly} onChange={(e) => setFailuresOnly(e.currentTarget.checked)} />
      </Group>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Case</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Score</Table.Th>
            <Table.Th>ms</Table.Th>
            <Table.Th>Failed assertions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {results.data?.items.map((c) => (
            <CaseRow key={c.case_index} c={c} />
          ))}
        </Table.Tbody>
      </Table>
      {results.data && results.data.total > results.data.items.length && (
        <Text size="xs" c="dimmed" mt="xs">
          Showing {results.data.items.length} of {results.data.total} cases.
        </Text>
      )}
    </Paper>
  )
}

export function RunsView({ projectId, runId, mayRun }: { projectId: string; runId: string | undefined; mayRun: boolean }) {
  const navigate = useNavigate()
  const qc = useQueryClient()
  const [spec, setSpec] = useState<string | null>(null)
  const [provider, setProvider] = useState<string | null>(null)
  const [useCache, setUseCache] = useState(true)
  const specs = useQuery({ queryKey: llmKeys.specs(projectId), queryFn: () => listSpecNames(projectId) })
  const providers = useQuery({ queryKey: llmKeys.providers(projectId), queryFn: () => listProviders(projectId) })
  const runs = useQuery({
    queryKey: llmKeys.runs(projectId),
    queryFn: () => unwrap(api.GET('/llm-testing/runs', { params: { query: { project_id: projectId, limit: 20 } } })),
    refetchInterval: (q) => (q.state.data?.items.some((r) => isLive(r.status)) ? whenStreamDown(2000) || 30_000 : false),
  })
  const start = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/llm-testing/run', {
          body: {
            spec_name: spec ?? '',
            provider_id: provider ?? '',
            use_cache: useCache,
            cache_ttl_seconds: 86_400,
            project_id: projectId,
          },
        }),
      ),
    onSuccess: async (run) => {
      await qc.invalidateQueries({ queryKey: llmKeys.runs(projectId) })
      navigate(paths.llmTesting.href('runs', run.id))
    },
  })
  return (
    <Stack>
      {mayRun && (
        <Paper withBorder p="md" radius="md">
          <Group align="flex-end">
            <Select label="Suite" data={specs.data ?? []} value={spec} onChange={setSpec} searchable aria-label="Suite" />
            <Select
              label="Provider"
              data={(providers.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
              value={provider}
              onChange={setProvider}
              aria-label="Provider"
            />
            <Switch label="Use cache" checked={useCache} onChange={(e) => setUseCache(e.currentTarget.checked)} mb={8} />
            <Button disabled={!spec || !provider} loading={start.isPending} onClick={() => start.mutate()}>
              Run
            </Button>
          </Group>
          {start.error && (
            <Alert color="red" mt="sm">
              {start.error.message}
            </Alert>
          )}
        </Paper>
      )}
      {runId && <RunDetail projectId={projectId} id={runId} />}
      <Paper withBorder p="md" radius="md">
        <Text fw={500} mb="xs">
          Recent runs
        </Text>
        <Table highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Suite</Table.Th>
              <Table.Th>Provider</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Pass rate</Table.Th>
              <Table.Th>Cost</Table.Th>
              <Table.Th>Started</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {runs.data?.items.map((r) => (
              <Table.Tr key={r.id} style={{ cursor: 'pointer' }} onClick={() => navigate(paths.llmTesting.href('runs', r.id))}>
                <Table.Td>
                  {r.spec_name} v{r.spec_version}
                </Table.Td>
                <Table.Td>{r.provider_name}</Table.Td>
                <Table.Td>
                  <StatusBadge status={r.status} />
                </Table.Td>
                <Table.Td>{pct(r.pass_rate)}</Table.Td>
                <Table.Td>{money(r.cost)}</Table.Td>
                <Table.Td>{new Date(r.created_at).toLocaleString()}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  )
}
