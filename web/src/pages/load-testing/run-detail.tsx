import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { BarChart } from '../../components/bar-chart.js'
import { StatusBadge } from '../../components/batch-status.js'
import { formatDuration } from '../../components/format-duration.js'
import { notifyError } from '../../components/notify.js'
import { describeBound, fmt, latencyBars, statusBars } from './chart-data.js'
import { isLive, type LoadCompare, type LoadRun, useCancelRun } from './queries.js'

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder p="xs">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-stat={label}>
        {value}
      </Text>
    </Card>
  )
}

/** One run: figures, latency percentiles and the status histogram as charts, the ramp-up steps. */
export function RunDetail({ projectId, run }: { projectId: string; run: LoadRun }) {
  const cancel = useCancelRun(projectId)
  const r = run.result
  return (
    <Card withBorder role="region" aria-label="Load-test run">
      <Stack>
        <Group justify="space-between">
          <Group>
            <Title order={4}>{run.scenario_name}</Title>
            <StatusBadge status={run.status} />
          </Group>
          {isLive(run.status) && (
            <Button
              color="red"
              variant="light"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(run.id, { onError: (e) => notifyError(e, 'Could not cancel') })}
            >
              Stop
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {run.scenario.method} {run.scenario.url} · {run.scenario.connections} connections · {describeBound(run.scenario)}
        </Text>
        {run.error && <Alert color="red">{run.error}</Alert>}
        {isLive(run.status) && <Text size="sm">Running: browser operations answer 409 until it ends.</Text>}
        {r && (
          <>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
              <Stat label="Requests/s" value={fmt(r.requests_per_s)} />
              <Stat label="Responses" value={r.requests_total.toLocaleString()} />
              <Stat label="p50 latency" value={`${fmt(r.latency_ms.p50)} ms`} />
              <Stat label="p99 latency" value={`${fmt(r.latency_ms.p99)} ms`} />
              <Stat label="Error rate" value={`${fmt(r.error_rate * 100)}%`} />
              <Stat label="Throughput" value={`${fmt(r.bytes_per_s / 1024)} KB/s`} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Card withBorder p="sm" role="figure" aria-label="Latency percentiles">
                <Text fw={500} mb="xs">
                  Latency (ms)
                </Text>
                <BarChart h={180} data={latencyBars(r)} dataKey="percentile" series={[{ name: 'ms', color: 'blue.6' }]} />
              </Card>
              <Card withBorder p="sm" role="figure" aria-label="Status codes">
                <Text fw={500} mb="xs">
                  Responses by status
                </Text>
                <BarChart h={180} data={statusBars(r)} dataKey="status" series={[{ name: 'count', color: 'teal.6' }]} />
              </Card>
            </SimpleGrid>
            {r.ramp.length > 0 && (
              <Table aria-label="Ramp-up steps">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Ramp step</Table.Th>
                    <Table.Th>Connections</Table.Th>
                    <Table.Th>Requests/s</Table.Th>
                    <Table.Th>p50 ms</Table.Th>
                    <Table.Th>p99 ms</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {r.ramp.map((s, i) => (
                    <Table.Tr key={`step-${s.connections}`}>
                      <Table.Td>{i + 1}</Table.Td>
                      <Table.Td>{s.connections}</Table.Td>
                      <Table.Td>{fmt(s.requests_per_s)}</Table.Td>
                      <Table.Td>{fmt(s.latency_p50_ms)}</Table.Td>
                      <Table.Td>{fmt(s.latency_p99_ms)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </>
        )}
        <Text size="xs" c="dimmed">
          Started {run.started_at ? new Date(run.started_at).toLocaleString() : '–'} · took {formatDuration(run.duration_ms)}
        </Text>
      </Stack>
    </Card>
  )
}

const LABELS: Record<keyof LoadCompare['metrics'], string> = {
  requests_per_s: 'Requests/s',
  latency_p50_ms: 'p50 latency (ms)',
  latency_p90_ms: 'p90 latency (ms)',
  latency_p99_ms: 'p99 latency (ms)',
  latency_max_ms: 'max latency (ms)',
  error_rate: 'Error rate',
  bytes_per_s: 'Bytes/s',
}
const VERDICT_COLOR = { better: 'teal', worse: 'red', similar: 'gray', incomparable: 'yellow' } as const

/** Two runs side by side with the change and a verdict. */
export function CompareView({ data }: { data: LoadCompare }) {
  return (
    <Card withBorder role="region" aria-label="Run comparison">
      <Group justify="space-between" mb="sm">
        <Title order={4}>
          {data.base.scenario_name} → {data.head.scenario_name}
        </Title>
        <Badge color={VERDICT_COLOR[data.verdict]} data-verdict={data.verdict}>
          {data.verdict}
        </Badge>
      </Group>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Metric</Table.Th>
            <Table.Th>Base ({new Date(data.base.created_at).toLocaleString()})</Table.Th>
            <Table.Th>Head ({new Date(data.head.created_at).toLocaleString()})</Table.Th>
            <Table.Th>Change</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(Object.keys(LABELS) as (keyof LoadCompare['metrics'])[]).map((k) => {
            const m = data.metrics[k]
            return (
              <Table.Tr key={k}>
                <Table.Td>{LABELS[k]}</Table.Td>
                <Table.Td>{fmt(m.base, 3)}</Table.Td>
                <Table.Td>{fmt(m.head, 3)}</Table.Td>
                <Table.Td>
                  {m.change === null
                    ? '–'
                    : `${m.change > 0 ? '+' : ''}${fmt(m.change, 3)}${m.change_pct === null ? '' : ` (${m.change_pct > 0 ? '+' : ''}${m.change_pct}%)`}`}
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Card>
  )
}
