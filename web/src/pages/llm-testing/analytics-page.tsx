import '@mantine/charts/styles.css'
import { BarChart, LineChart } from '@mantine/charts'
import { Badge, Button, Card, Group, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import type { components } from '../../api/schema.js'
import { PageHeader } from '../../components/page-header.js'
import { paths } from '../../config/paths.js'
import { useCurrentProject } from '../../hooks/current-project.js'
import { money, pct } from './queries.js'

type TrendRow = components['schemas']['LlmAnalyticsTrends']['items'][number]
type CostRow = components['schemas']['LlmAnalyticsCost']['items'][number]

const COLORS = ['teal.6', 'blue.6', 'grape.6', 'orange.6', 'red.6', 'cyan.6', 'lime.6', 'pink.6']

/** Rows per day with one key per provider (the server already aggregated per day, provider and suite). */
export function pivotTrends(rows: TrendRow[]) {
  const names = [...new Set(rows.map((r) => r.provider_name ?? r.provider_id))]
  const byDay = new Map<string, Record<string, { total: number; passed: number; latency: number; latencyN: number }>>()
  for (const r of rows) {
    const day = byDay.get(r.day) ?? {}
    const key = r.provider_name ?? r.provider_id
    const acc = day[key] ?? { total: 0, passed: 0, latency: 0, latencyN: 0 }
    acc.total += r.total
    acc.passed += r.passed
    if (r.latency_avg_ms !== null) {
      acc.latency += r.latency_avg_ms * r.total
      acc.latencyN += r.total
    }
    day[key] = acc
    byDay.set(r.day, day)
  }
  const days = [...byDay.keys()].sort()
  const pass = days.map((d) => ({
    day: d,
    ...Object.fromEntries(
      Object.entries(byDay.get(d)!).map(([k, v]) => [k, v.total ? Math.round((v.passed / v.total) * 1000) / 10 : null]),
    ),
  }))
  const latency = days.map((d) => ({
    day: d,
    ...Object.fromEntries(Object.entries(byDay.get(d)!).map(([k, v]) => [k, v.latencyN ? Math.round(v.latency / v.latencyN) : null])),
  }))
  return { names, pass, latency }
}

export function pivotCost(rows: CostRow[]) {
  const names = [...new Set(rows.map((r) => r.provider_name ?? r.provider_id))]
  const byDay = new Map<string, Record<string, number>>()
  for (const r of rows) byDay.set(r.day, { ...(byDay.get(r.day) ?? {}), [r.provider_name ?? r.provider_id]: r.cost })
  return { names, data: [...byDay.keys()].sort().map((day) => ({ day, ...byDay.get(day) })) }
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="sm" aria-label={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="lg">
        {value}
      </Text>
    </Card>
  )
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" aria-label={title}>
      <Title order={4} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  )
}

/** /llm-testing/analytics: overview, pass-rate and latency trends, cost per provider, golden baselines, regressions. */
export function LlmAnalyticsPage() {
  const { projectId } = useCurrentProject()
  const [params, setParams] = useSearchParams()
  const days = Number(params.get('days') ?? 30) || 30
  const query = { project_id: projectId, days }
  const overview = useQuery({
    queryKey: ['llm-testing', projectId, 'analytics', 'overview', days],
    queryFn: () => unwrap(api.GET('/llm-testing/analytics/overview', { params: { query } })),
  })
  const trends = useQuery({
    queryKey: ['llm-testing', projectId, 'analytics', 'trends', days],
    queryFn: () => unwrap(api.GET('/llm-testing/analytics/trends', { params: { query } })),
  })
  const cost = useQuery({
    queryKey: ['llm-testing', projectId, 'analytics', 'cost', days],
    queryFn: () => unwrap(api.GET('/llm-testing/analytics/cost', { params: { query } })),
  })
  const golden = useQuery({
    queryKey: ['llm-testing', projectId, 'analytics', 'golden'],
    queryFn: () => unwrap(api.GET('/llm-testing/analytics/golden', { params: { query: { project_id: projectId } } })),
  })
  const regressions = useQuery({
    queryKey: ['llm-testing', projectId, 'analytics', 'regressions'],
    queryFn: () => unwrap(api.GET('/llm-testing/analytics/regressions', { params: { query: { project_id: projectId, limit: 100 } } })),
  })
  const o = overview.data
  const t = pivotTrends(trends.data?.items ?? [])
  const c = pivotCost(cost.data?.items ?? [])
  const series = (names: string[]) => names.map((n, i) => ({ name: n, color: COLORS[i % COLORS.length]! }))
  const empty = (text: string) => <Text c="dimmed">{text}</Text>
  return (
    <Stack key={projectId}>
      <PageHeader
        title="LLM Analytics"
        description="Pass rate, latency and cost of LLM runs over time, and the cases that pass on golden but fail now."
        actions={
          <Group>
            <SegmentedControl
              aria-label="Window"
              value={String(days)}
              onChange={(v) => setParams({ days: v })}
              data={[
                { value: '7', label: '7 days' },
                { value: '30', label: '30 days' },
                { value: '90', label: '90 days' },
              ]}
            />
            <Button component={Link} to={paths.llmSchedules.href()} variant="default">
              Schedules
            </Button>
          </Group>
        }
      />
      <SimpleGrid cols={{ base: 2, md: 6 }}>
        <Stat label="Runs" value={String(o?.runs ?? '–')} />
        <Stat label="Cases" value={String(o?.cases ?? '–')} />
        <Stat label="Pass rate" value={pct(o?.pass_rate)} />
        <Stat label="Avg latency" value={o?.latency_avg_ms === null || o === undefined ? '–' : `${o.latency_avg_ms} ms`} />
        <Stat label="Cost" value={o ? money(o.cost) : '–'} />
        <Stat label="Regressed cases" value={String(o?.regressed_cases ?? '–')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Panel title="Pass rate per day">
          {t.pass.length === 0 ? (
            empty('Finished runs appear here.')
          ) : (
            <LineChart
              h={200}
              data={t.pass}
              dataKey="day"
              series={series(t.names)}
              yAxisProps={{ domain: [0, 100], width: 36 }}
              unit="%"
              withLegend
              connectNulls
            />
          )}
        </Panel>
        <Panel title="Average latency per day">
          {t.latency.length === 0 ? (
            empty('Finished runs appear here.')
          ) : (
            <LineChart h={200} data={t.latency} dataKey="day" series={series(t.names)} unit=" ms" withLegend connectNulls />
          )}
        </Panel>
        <Panel title="Cost per provider per day">
          {c.data.length === 0 ? (
            empty('No cost in this window.')
          ) : (
            <BarChart h={200} data={c.data} dataKey="day" type="stacked" series={series(c.names)} withLegend />
          )}
        </Panel>
        <Panel title="Cost per provider">
          {(cost.data?.by_provider.length ?? 0) === 0 ? (
            empty('No cost in this window.')
          ) : (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Provider</Table.Th>
                  <Table.Th>Calls</Table.Th>
                  <Table.Th>Cached</Table.Th>
                  <Table.Th>Tokens in/out</Table.Th>
                  <Table.Th>Cost</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {cost.data?.by_provider.map((p) => (
                  <Table.Tr key={p.provider_id}>
                    <Table.Td>{p.provider_name ?? p.provider_id}</Table.Td>
                    <Table.Td>{p.calls}</Table.Td>
                    <Table.Td>{p.cached}</Table.Td>
                    <Table.Td>
                      {p.prompt_tokens} / {p.completion_tokens}
                    </Table.Td>
                    <Table.Td>{money(p.cost)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Panel>
      </SimpleGrid>
      <Panel title="Golden baselines">
        {(golden.data?.items.length ?? 0) === 0 ? (
          empty(
            'No golden baseline: mark a dataset version golden, or a finished run without a dataset (POST /llm-testing/runs/{id}/golden).',
          )
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Suite</Table.Th>
                <Table.Th>Provider</Table.Th>
                <Table.Th>Baseline</Table.Th>
                <Table.Th>Golden pass rate</Table.Th>
                <Table.Th>Latest pass rate</Table.Th>
                <Table.Th>Regressed</Table.Th>
                <Table.Th>Improved</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {golden.data?.items.map((g) => (
                <Table.Tr key={`${g.spec_name}|${g.provider_id}|${g.dataset_id ?? ''}`}>
                  <Table.Td>{g.spec_name}</Table.Td>
                  <Table.Td>{g.provider_name}</Table.Td>
                  <Table.Td>
                    {g.source === 'dataset' ? (
                      `${g.dataset_name} v${g.dataset_version}`
                    ) : (
                      <Link to={paths.llmTesting.href('runs', g.golden_run_id)}>golden run</Link>
                    )}
                  </Table.Td>
                  <Table.Td>{pct(g.golden_pass_rate)}</Table.Td>
                  <Table.Td>
                    {g.latest_run_id ? (
                      <Link to={paths.llmTesting.href('runs', g.latest_run_id)}>{pct(g.latest_pass_rate)}</Link>
                    ) : (
                      'no later run'
                    )}
                  </Table.Td>
                  <Table.Td>{g.regressed > 0 ? <Badge color="red">{g.regressed}</Badge> : 0}</Table.Td>
                  <Table.Td>{g.improved}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Panel>
      <Panel title="Regressions">
        {(regressions.data?.items.length ?? 0) === 0 ? (
          empty('No case that passes on golden fails in the newest run.')
        ) : (
          <Table aria-label="Regression list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Suite</Table.Th>
                <Table.Th>Case</Table.Th>
                <Table.Th>Input</Table.Th>
                <Table.Th>Now</Table.Th>
                <Table.Th>Failed assertions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {regressions.data?.items.map((r) => (
                <Table.Tr key={`${r.current_run_id}|${r.case_index}`}>
                  <Table.Td>{r.spec_name}</Table.Td>
                  <Table.Td>{r.case_name}</Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={2}>
                      {r.input}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Link to={paths.llmTesting.href('runs', r.current_run_id)}>
                      score {r.golden_score} → {r.current_score}
                    </Link>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{r.failed_assertions.join('; ')}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Panel>
    </Stack>
  )
}
