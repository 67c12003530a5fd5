import { Badge, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core'
import { CenteredLoader } from '../../components/centered-loader.js'
import { PageHeader } from '../../components/page-header.js'
import { AlertsSection, BackupSection, StorageSection } from './ops-sections.js'
import { HEALTH_REFRESH_MS, type Health, type HealthCheck, useHealth } from './queries.js'

const STATUS_COLOR: Record<string, string> = { ok: 'green', degraded: 'yellow', down: 'red', disabled: 'gray' }

const CHECK_LABELS: Record<string, string> = {
  database: 'Database',
  kvstore: 'Key-value store (Redis)',
  browser_pool: 'Browser pool',
  scheduler: 'Scheduler',
}

function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <Badge color={STATUS_COLOR[status] ?? 'gray'} variant="light" aria-label={`${label}: ${status}`}>
      {status}
    </Badge>
  )
}

function formatUptime(seconds: number): string {
  const d = Math.floor(seconds / 86_400)
  const h = Math.floor((seconds % 86_400) / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  if (d > 0) return `${d}d ${h}h`
  if (h > 0) return `${h}h ${m}m`
  return m > 0 ? `${m}m ${seconds % 60}s` : `${seconds}s`
}

function Summary({ health, checkedAt }: { health: Health; checkedAt: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} mb="lg">
      <Card withBorder>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          Overall
        </Text>
        <Group mt="xs">
          <StatusBadge status={health.status} label="Overall status" />
        </Group>
      </Card>
      <Card withBorder>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          Version · uptime
        </Text>
        <Text mt="xs" fw={500}>
          {health.version} · {formatUptime(health.uptime_s)}
        </Text>
      </Card>
      <Card withBorder>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          Last checked
        </Text>
        <Text mt="xs" fw={500}>
          {new Date(checkedAt).toLocaleTimeString()}
        </Text>
      </Card>
    </SimpleGrid>
  )
}

export function HealthPage() {
  const health = useHealth()
  if (!health.data) return <CenteredLoader label="Loading health" />
  const checks = Object.entries(health.data.checks) as [string, HealthCheck][]
  return (
    <Stack gap={0} maw={960}>
      <PageHeader
        title="Health"
        description={`Service status and component checks, refreshed every ${HEALTH_REFRESH_MS / 1000} seconds.`}
      />
      <Summary health={health.data} checkedAt={health.dataUpdatedAt} />
      <Card withBorder p={0}>
        <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Component checks">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Component</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Latency</Table.Th>
              <Table.Th>Detail</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {checks.map(([name, check]) => (
              <Table.Tr key={name} data-check={name}>
                <Table.Td fw={500}>{CHECK_LABELS[name] ?? name}</Table.Td>
                <Table.Td>
                  <StatusBadge status={check.status} label={CHECK_LABELS[name] ?? name} />
                </Table.Td>
                <Table.Td>{check.latency_ms !== undefined ? `${check.latency_ms} ms` : '—'}</Table.Td>
                <Table.Td c={check.detail ? undefined : 'dimmed'}>
                  {check.detail ?? (check.status === 'disabled' ? 'not configured' : '—')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      <AlertsSection />
      <StorageSection />
      <BackupSection />
    </Stack>
  )
}
