import '@mantine/charts/styles.css'
import { BarChart, DonutChart, LineChart } from '@mantine/charts'
import { Card, Group, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import { formatDuration } from '../../components/format-duration.js'
import { PageHeader } from '../../components/page-header.js'
import { useCurrentProject } from '../../hooks/current-project.js'

const CLASS_COLORS: Record<string, string> = {
  locator_drift: 'blue.6',
  timing: 'cyan.6',
  test_code_error: 'violet.6',
  app_regression: 'red.6',
  environment: 'gray.6',
}

function useAnalytics(projectId: string, days: number) {
  const query = { project_id: projectId, days }
  const opts = { throwOnError: false, staleTime: 30_000 } as const
  return {
    passRate: useQuery({
      queryKey: ['analytics', projectId, days, 'pass'],
      queryFn: () => unwrap(api.GET('/analytics/pass-rate', { params: { query } })),
      ...opts,
    }),
    flaky: useQuery({
      queryKey: ['analytics', projectId, days, 'flaky'],
      queryFn: () => unwrap(api.GET('/analytics/flaky', { params: { query } })),
      ...opts,
    }),
    slowest: useQuery({
      queryKey: ['analytics', projectId, days, 'slow'],
      queryFn: () => unwrap(api.GET('/analytics/slowest', { params: { query } })),
      ...opts,
    }),
    classes: useQuery({
      queryKey: ['analytics', projectId, days, 'classes'],
      queryFn: () => unwrap(api.GET('/analytics/failure-classes', { params: { query } })),
      ...opts,
    }),
    heal: useQuery({
      queryKey: ['analytics', projectId, days, 'heal'],
      queryFn: () => unwrap(api.GET('/analytics/heal-stats', { params: { query } })),
      ...opts,
    }),
  }
}

function Panel({ title, children, label }: { title: string; children: React.ReactNode; label: string }) {
  return (
    <Card withBorder p="sm" role="figure" aria-label={label}>
      <Title order={5} mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  )
}

const empty = (text: string) => (
  <Text c="dimmed" size="sm" ta="center" py="lg">
    {text}
  </Text>
)

/** Home: how the project's tests are doing (pass rate, flaky and slow specs, failure classes, heals). */
export function OverviewPage() {
  const { projectId } = useCurrentProject()
  const [days, setDays] = useState('30')
  const a = useAnalytics(projectId, Number(days))
  const pass = (a.passRate.data?.items ?? []).map((d) => ({
    date: d.date.slice(5),
    rate: Math.round(d.pass_rate * 1000) / 10,
    runs: d.total,
  }))
  const heal = a.heal.data
  return (
    <>
      <PageHeader
        title="Overview"
        description="Run analytics of the current project."
        actions={
          <SegmentedControl
            value={days}
            onChange={setDays}
            data={[
              { value: '7', label: '7 days' },
              { value: '30', label: '30 days' },
              { value: '90', label: '90 days' },
            ]}
          />
        }
      />
      <Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Panel title="Pass rate per day" label="Pass rate per day">
            {pass.length === 0 ? (
              empty('Finished runs appear here.')
            ) : (
              <LineChart
                h={180}
                data={pass}
                dataKey="date"
                series={[{ name: 'rate', label: 'Pass %', color: 'teal.6' }]}
                yAxisProps={{ domain: [0, 100], width: 36 }}
                curveType="monotone"
              />
            )}
          </Panel>
          <Panel title="Slowest specs (average)" label="Slowest specs">
            {(a.slowest.data?.items.length ?? 0) === 0 ? (
              empty('No finished runs in this window.')
            ) : (
              <BarChart
                h={180}
                data={(a.slowest.data?.items ?? []).map((s) => ({ spec: s.spec_name, seconds: Math.round(s.avg_ms / 100) / 10 }))}
                dataKey="spec"
                orientation="vertical"
                yAxisProps={{ width: 140 }}
                series={[{ name: 'seconds', label: 'Avg s', color: 'blue.6' }]}
              />
            )}
          </Panel>
          <Panel title="Failure classes (batch runs)" label="Failure classes">
            {(a.classes.data?.items.length ?? 0) === 0 ? (
              empty('No classified failures in this window.')
            ) : (
              <Group>
                <DonutChart
                  size={150}
                  thickness={24}
                  withLabels={false}
                  data={(a.classes.data?.items ?? []).map((c) => ({
                    name: c.failure_class,
                    value: c.count,
                    color: CLASS_COLORS[c.failure_class] ?? 'gray.5',
                  }))}
                />
                <Stack gap={2}>
                  {(a.classes.data?.items ?? []).map((c) => (
                    <Text key={c.failure_class} size="sm">
                      {c.failure_class}: {c.count}
                    </Text>
                  ))}
                </Stack>
              </Group>
            )}
          </Panel>
          <Panel title="Healing (batch runs)" label="Heal statistics">
            <SimpleGrid cols={3}>
              <div>
                <Text size="xs" c="dimmed">
                  Healed passes
                </Text>
                <Text fw={700} size="xl">
                  {heal?.healed ?? 0}
                </Text>
              </div>
              <div>
                <Text size="xs" c="dimmed">
                  Refused (app regression)
                </Text>
                <Text fw={700} size="xl">
                  {heal?.refused_app_regression ?? 0}
                </Text>
              </div>
              <div>
                <Text size="xs" c="dimmed">
                  Heal rate
                </Text>
                <Text fw={700} size="xl">
                  {heal?.heal_rate == null ? '–' : `${Math.round(heal.heal_rate * 100)}%`}
                </Text>
              </div>
            </SimpleGrid>
          </Panel>
        </SimpleGrid>
        <Panel title="Flaky specs" label="Flaky specs">
          {(a.flaky.data?.items.length ?? 0) === 0 ? (
            empty('No spec flipped between pass and fail twice in its recent runs.')
          ) : (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Spec</Table.Th>
                  <Table.Th>Runs</Table.Th>
                  <Table.Th>Passed</Table.Th>
                  <Table.Th>Flips</Table.Th>
                  <Table.Th>Flip rate</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(a.flaky.data?.items ?? []).map((f) => (
                  <Table.Tr key={`${f.spec_kind}:${f.spec_name}`}>
                    <Table.Td>
                      {f.spec_kind.toUpperCase()} {f.spec_name}
                    </Table.Td>
                    <Table.Td>{f.runs}</Table.Td>
                    <Table.Td>{f.passed}</Table.Td>
                    <Table.Td>{f.flips}</Table.Td>
                    <Table.Td>{Math.round(f.flip_rate * 100)}%</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Panel>
        <Text size="xs" c="dimmed">
          Slowest run: {formatDuration(Math.max(0, ...(a.slowest.data?.items ?? []).map((s) => s.max_ms)))}
        </Text>
      </Stack>
    </>
  )
}
