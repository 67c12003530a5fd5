import { Badge, Button, Card, Group, Alert as MantineAlert, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { bypassesRoles } from '../../api/roles.js'
import { BarChart } from '../../components/bar-chart.js'
import { notifyError, notifySuccess } from '../../components/notify.js'
import { useAuth } from '../../hooks/use-auth.js'
import { formatBytes, useAlerts, useArchiveNow, useBackupHealth, useBackupNow, useStorageHealth } from './ops-queries.js'

const BACKUP_COLOR: Record<string, string> = { ok: 'green', stale: 'yellow', failed: 'red', never: 'gray' }
const ALERT_COLOR: Record<string, string> = { ok: 'green', warning: 'yellow', critical: 'red' }

function when(iso: string | null | undefined): string {
  return iso ? new Date(iso).toLocaleString() : '—'
}

export function AlertsSection() {
  const alerts = useAlerts()
  const data = alerts.data
  return (
    <Stack gap="xs" mt="xl" aria-label="Alerts">
      <Group justify="space-between">
        <Title order={3}>Alerts</Title>
        {data && (
          <Badge color={ALERT_COLOR[data.status]} variant="light" aria-label={`Alerts: ${data.status}`}>
            {data.status}
          </Badge>
        )}
      </Group>
      {data && data.items.length === 0 && (
        <Text c="dimmed" size="sm">
          No active alerts ({data.sources.length} checks: {data.sources.join(', ')}).
        </Text>
      )}
      {data?.items.map((a) => (
        <MantineAlert key={a.id} color={a.severity === 'critical' ? 'red' : 'yellow'} title={a.title} data-alert={a.id}>
          {a.detail}
          {a.since && (
            <Text size="xs" c="dimmed">
              since {when(a.since)}
            </Text>
          )}
        </MantineAlert>
      ))}
    </Stack>
  )
}

export function StorageSection() {
  const storage = useStorageHealth()
  const s = storage.data
  if (!s) return null
  const usedPct = s.disk.total_bytes && s.disk.free_bytes !== null ? 100 - (s.disk.free_bytes / s.disk.total_bytes) * 100 : null
  return (
    <Stack gap="xs" mt="xl" aria-label="Storage">
      <Title order={3}>Storage</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Disk of {s.data_dir}
          </Text>
          <Text mt="xs" fw={500} data-testid="disk-free">
            {formatBytes(s.disk.free_bytes)} free of {formatBytes(s.disk.total_bytes)} ({s.disk.free_percent ?? '—'}%)
          </Text>
          {usedPct !== null && <Progress mt="xs" value={usedPct} color={s.disk.low ? 'red' : 'blue'} aria-label="Disk used" />}
        </Card>
        <Card withBorder>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Archive store (warm tier)
          </Text>
          <Group mt="xs" gap="xs">
            <Badge color={s.object_store.reachable ? 'green' : 'red'} variant="light">
              {s.object_store.reachable ? 'reachable' : 'unreachable'}
            </Badge>
            <Text size="sm">{s.object_store.location}</Text>
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            {s.object_store.warm_runs} warm runs · {formatBytes(s.object_store.warm_bytes)}
            {s.object_store.detail ? ` · ${s.object_store.detail}` : ''}
          </Text>
        </Card>
      </SimpleGrid>
      <Card withBorder>
        <BarChart
          h={180}
          data={s.folders.map((f) => ({ folder: f.name, MB: Math.round((f.bytes / 1024 / 1024) * 100) / 100 }))}
          dataKey="folder"
          series={[{ name: 'MB', color: 'blue.6' }]}
          aria-label="Disk use per data folder"
        />
        <Table mt="sm" aria-label="Data folders">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Folder</Table.Th>
              <Table.Th>Size</Table.Th>
              <Table.Th>Files</Table.Th>
              <Table.Th>Path</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {s.folders.map((f) => (
              <Table.Tr key={f.name} data-folder={f.name}>
                <Table.Td fw={500}>{f.name}</Table.Td>
                <Table.Td>{formatBytes(f.bytes)}</Table.Td>
                <Table.Td>{f.files ?? '—'}</Table.Td>
                <Table.Td c="dimmed">{f.path}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed" mt="xs">
          Figures from the artifact index and backup records (no folder scans), computed {when(s.checked_at)}.
        </Text>
      </Card>
    </Stack>
  )
}

export function BackupSection() {
  const backup = useBackupHealth()
  const { viewer } = useAuth()
  const backupNow = useBackupNow()
  const archiveNow = useArchiveNow()
  const b = backup.data
  if (!b) return null
  const admin = bypassesRoles(viewer)
  return (
    <Stack gap="xs" mt="xl" aria-label="Backups">
      <Group justify="space-between">
        <Title order={3}>Backups and retention</Title>
        {admin && (
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              loading={archiveNow.isPending}
              onClick={() =>
                archiveNow.mutate(undefined, {
                  onSuccess: (r) => notifySuccess(`Archival: ${r.warmed} run(s) to warm, ${r.cooled} to cold`),
                  onError: (e) => notifyError(e, 'Archival failed'),
                })
              }
            >
              Archive now
            </Button>
            <Button
              size="xs"
              loading={backupNow.isPending}
              onClick={() =>
                backupNow.mutate(undefined, {
                  onSuccess: (r) => notifySuccess(`Backup completed (${formatBytes(r.size_bytes)})`),
                  onError: (e) => notifyError(e, 'Backup failed'),
                })
              }
            >
              Back up now
            </Button>
          </Group>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Card withBorder>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Last backup
          </Text>
          <Group mt="xs" gap="xs">
            <Badge color={BACKUP_COLOR[b.status]} variant="light" aria-label={`Backup status: ${b.status}`}>
              {b.status}
            </Badge>
            <Text size="sm">{when(b.last_success_at)}</Text>
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            {formatBytes(b.size_bytes)}
            {b.last?.status === 'failed' && b.last.error ? ` · last attempt failed: ${b.last.error}` : ''}
          </Text>
        </Card>
        <Card withBorder>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Next runs
          </Text>
          <Text size="sm" mt="xs">
            Backup: {when(b.next_run_at)}
          </Text>
          <Text size="sm">Archival: {when(b.next_archive_at)}</Text>
        </Card>
        <Card withBorder>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Retention tiers
          </Text>
          <Text size="sm" mt="xs">
            Hot (0–30 d): local · Warm (30–90 d): {b.tiers.warm} runs, {formatBytes(b.tiers.archived_bytes)}
          </Text>
          <Text size="sm">Cold (&gt; 90 d): {b.tiers.cold} runs, metadata only</Text>
        </Card>
      </SimpleGrid>
    </Stack>
  )
}
