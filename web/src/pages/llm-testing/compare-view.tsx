import { BarChart } from '@mantine/charts'
import { Alert, Badge, Button, Group, MultiSelect, Paper, Select, Stack, Switch, Table, Text } from '@mantine/core'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import { whenStreamDown } from '../../api/live-status.js'
import { paths } from '../../config/paths.js'
import { isLive, listProviders, listSpecNames, llmKeys, money, pct } from './queries.js'
import { StatusBadge } from './runs-view.js'

function ComparisonDetail({ projectId, id }: { projectId: string; id: string }) {
  const [differing, setDiffering] = useState(false)
  const cmp = useQuery({
    queryKey: [...llmKeys.comparisons(projectId), id],
    queryFn: () => unwrap(api.GET('/llm-testing/comparisons/{id}', { params: { path: { id }, query: { project_id: projectId } } })),
    refetchInterval: (q) => (isLive(q.state.data?.status) ? whenStreamDown(1000) || 30_000 : false),
  })
  const cases = useQuery({
    queryKey: [...llmKeys.comparisons(projectId), id, 'cases', differing, cmp.data?.status],
    queryFn: () =>
      unwrap(
        api.GET('/llm-testing/comparisons/{id}/cases', {
          params: { path: { id }, query: { project_id: projectId, limit: 100, differing: differing ? 'true' : undefined } },
        }),
      ),
    enabled: cmp.data !== undefined && !isLive(cmp.data.status),
  })
  const c = cmp.data
  if (!c) return null
  const names = Object.fromEntries(c.runs.map((r) => [r.provider_id, r.provider_name]))
  const ordered = c.provider_ids.filter((p) => names[p] !== undefined)
  const done = c.runs.reduce((n, r) => n + r.progress.done, 0)
  const total = c.runs.reduce((n, r) => n + r.progress.total, 0)
  return (
    <Paper withBorder p="md" radius="md" data-testid="comparison">
      <Group gap="xs" mb="sm">
        <Text fw={600}>
          {c.spec_name} v{c.spec_version}
        </Text>
        <StatusBadge status={c.status} />
        {isLive(c.status) && (
          <Text size="xs" c="dimmed">
            {done}/{total} cases
          </Text>
        )}
      </Group>
      {c.winner_reason && (
        <Alert color={c.winner_provider_id ? 'green' : 'gray'} mb="sm" data-testid="winner">
          {c.winner_provider_id ? `Winner: ${names[c.winner_provider_id]}. ` : ''}
          {c.winner_reason}
        </Alert>
      )}
      <Table striped mb="md">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Provider</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Pass rate</Table.Th>
            <Table.Th>Mean score</Table.Th>
            <Table.Th>p50 / p95 ms</Table.Th>
            <Table.Th>Tokens in / out</Table.Th>
            <Table.Th>Cost</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {c.runs.map((r) => (
            <Table.Tr key={r.id} data-testid="matrix-row">
              <Table.Td>
                {r.provider_name}
                {r.provider_id === c.winner_provider_id && (
                  <Badge ml={6} color="green">
                    winner
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <StatusBadge status={r.status} />
              </Table.Td>
              <Table.Td>{pct(r.pass_rate)}</Table.Td>
              <Table.Td>{r.mean_score?.toFixed(3) ?? '–'}</Table.Td>
              <Table.Td>
                {r.latency_p50_ms ?? '–'} / {r.latency_p95_ms ?? '–'}
              </Table.Td>
              <Table.Td>
                {r.prompt_tokens} / {r.completion_tokens}
              </Table.Td>
              <Table.Td>{money(r.cost)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!isLive(c.status) && (
        <BarChart
          h={180}
          data={c.runs.map((r) => ({ provider: r.provider_name, 'pass rate %': Math.round((r.pass_rate ?? 0) * 1000) / 10 }))}
          dataKey="provider"
          series={[{ name: 'pass rate %', color: 'teal.6' }]}
          yAxisProps={{ domain: [0, 100] }}
        />
      )}
      <Group justify="space-between" mt="md" mb="xs">
        <Text fw={500}>Cases side by side</Text>
        <Switch label="Only where providers differ" checked={differing} onChange={(e) => setDiffering(e.currentTarget.checked)} />
      </Group>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Case</Table.Th>
            {ordered.map((p) => (
              <Table.Th key={p}>{names[p]}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cases.data?.items.map((row) => (
            <Table.Tr key={row.case_index} data-testid="side-by-side-row">
              <Table.Td>
                <Text size="sm">{row.case_name}</Text>
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {row.input}
                </Text>
              </Table.Td>
              {ordered.map((p) => {
                const res = row.results[p]
                return (
                  <Table.Td key={p}>
                    {res ? (
                      <Stack gap={2}>
                        <Group gap={4}>
                          <StatusBadge status={res.status} />
                          <Text size="xs">{res.score.toFixed(2)}</Text>
                        </Group>
                        <Text size="xs" lineClamp={3}>
                          {res.output ?? res.error}
                        </Text>
                      </Stack>
                    ) : (
                      '–'
                    )}
                  </Table.Td>
                )
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  )
}

export function CompareView({ projectId, comparisonId, mayRun }: { projectId: string; comparisonId: string | undefined; mayRun: boolean }) {
  const navigate = useNavigate()
  const [spec, setSpec] = useState<string | null>(null)
  const [chosen, setChosen] = useState<string[]>([])
  const specs = useQuery({ queryKey: llmKeys.specs(projectId), queryFn: () => listSpecNames(projectId) })
  const providers = useQuery({ queryKey: llmKeys.providers(projectId), queryFn: () => listProviders(projectId) })
  const list = useQuery({
    queryKey: llmKeys.comparisons(projectId),
    queryFn: () => unwrap(api.GET('/llm-testing/comparisons', { params: { query: { project_id: projectId, limit: 10 } } })),
  })
  const start = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/llm-testing/compare', {
          body: { spec_name: spec ?? '', provider_ids: chosen, use_cache: true, cache_ttl_seconds: 86_400, project_id: projectId },
        }),
      ),
    onSuccess: (c) => navigate(paths.llmTesting.href('compare', c.id)),
  })
  return (
    <Stack>
      {mayRun && (
        <Paper withBorder p="md" radius="md">
          <Group align="flex-end">
            <Select label="Suite" data={specs.data ?? []} value={spec} onChange={setSpec} searchable aria-label="Suite" />
            <MultiSelect
              label="Providers (2-8)"
              data={(providers.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
              value={chosen}
              onChange={setChosen}
              maxValues={8}
              miw={320}
              aria-label="Providers"
            />
            <Button disabled={!spec || chosen.length < 2} loading={start.isPending} onClick={() => start.mutate()}>
              Compare
            </Button>
          </Group>
          {start.error && (
            <Alert color="red" mt="sm">
              {start.error.message}
            </Alert>
          )}
        </Paper>
      )}
      {comparisonId && <ComparisonDetail projectId={projectId} id={comparisonId} />}
      <Paper withBorder p="md" radius="md">
        <Text fw={500} mb="xs">
          Recent comparisons
        </Text>
        <Table highlightOnHover>
          <Table.Tbody>
            {list.data?.items.map((c) => (
              <Table.Tr key={c.id} style={{ cursor: 'pointer' }} onClick={() => navigate(paths.llmTesting.href('compare', c.id))}>
                <Table.Td>
                  {c.spec_name} v{c.spec_version}
                </Table.Td>
                <Table.Td>{c.runs.map((r) => r.provider_name).join(' vs ')}</Table.Td>
                <Table.Td>
                  <StatusBadge status={c.status} />
                </Table.Td>
                <Table.Td>{new Date(c.created_at).toLocaleString()}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  )
}
