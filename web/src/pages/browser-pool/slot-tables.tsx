import { Badge, Card, Group, Progress, Stack, Table, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { formatDuration } from '../../components/format-duration.js'
import { operationLabel, runningPercent } from './chart-data.js'
import type { QueuedSlot, RunningSlot, SlotRecord } from './queries.js'

const STATE_COLOR: Record<SlotRecord['state'], string> = {
  QUEUED: 'yellow',
  RUNNING: 'blue',
  COMPLETED: 'green',
  FAILED: 'red',
  CANCELLED: 'gray',
}

const time = (iso: string | null) => (iso ? new Date(iso).toLocaleTimeString() : '—')

export function TypeBadge({ type }: { type: string }) {
  return (
    <Badge variant="light" color="indigo" style={{ whiteSpace: 'nowrap' }}>
      {operationLabel(type)}
    </Badge>
  )
}

export function Section({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="baseline">
        <Title order={4}>{title}</Title>
        {aside}
      </Group>
      {children}
    </Stack>
  )
}

function EmptyRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={span}>
        <Text c="dimmed" ta="center" py="md" size="sm">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  )
}

export function RunningTable({ running }: { running: RunningSlot[] }) {
  return (
    <Card withBorder p={0}>
      <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Running slots">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Type</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>Started</Table.Th>
            <Table.Th w="30%">Running / max duration</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {running.map((slot) => {
            const percent = runningPercent(slot.running_ms, slot.max_operation_duration_ms)
            return (
              <Table.Tr key={slot.slot_id}>
                <Table.Td>
                  <TypeBadge type={slot.type} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{slot.description || '—'}</Text>
                  <Text size="xs" c="dimmed">
                    {slot.request_id}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{time(slot.started_at)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {formatDuration(slot.running_ms)} of {formatDuration(slot.max_operation_duration_ms)}
                  </Text>
                  <Progress.Root size="sm" mt={4}>
                    <Progress.Section
                      value={percent}
                      color={percent >= 80 ? 'red' : 'blue'}
                      aria-label={`Running time of ${slot.description || slot.request_id}`}
                    />
                  </Progress.Root>
                </Table.Td>
              </Table.Tr>
            )
          })}
          {running.length === 0 && <EmptyRow span={4}>No browser operation is running.</EmptyRow>}
        </Table.Tbody>
      </Table>
    </Card>
  )
}

export function QueueTable({ queue }: { queue: QueuedSlot[] }) {
  return (
    <Card withBorder p={0}>
      <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Queue">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={90}>Position</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>Queued at</Table.Th>
            <Table.Th>Waited</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {queue.map((slot) => (
            <Table.Tr key={slot.slot_id}>
              <Table.Td fw={600}>#{slot.position}</Table.Td>
              <Table.Td>
                <TypeBadge type={slot.type} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{slot.description || '—'}</Text>
                <Text size="xs" c="dimmed">
                  {slot.request_id}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{time(slot.queued_at)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDuration(slot.waited_ms)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
          {queue.length === 0 && <EmptyRow span={5}>Nobody is waiting for a slot.</EmptyRow>}
        </Table.Tbody>
      </Table>
    </Card>
  )
}

export function RecentTable({ items }: { items: SlotRecord[] }) {
  return (
    <Card withBorder p={0}>
      <Table.ScrollContainer minWidth={720} maxHeight={360}>
        <Table verticalSpacing="xs" horizontalSpacing="md" stickyHeader aria-label="Recent slots">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Finished</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Waited</Table.Th>
              <Table.Th>Ran</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((slot) => (
              <Table.Tr key={slot.slot_id}>
                <Table.Td>
                  <Text size="sm">{time(slot.completed_at)}</Text>
                </Table.Td>
                <Table.Td>
                  <TypeBadge type={slot.type} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{slot.description || '—'}</Text>
                  {slot.reason && (
                    <Text size="xs" c="dimmed">
                      {slot.reason}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge color={STATE_COLOR[slot.state]} variant="light">
                    {slot.state.toLowerCase()}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDuration(slot.wait_ms)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDuration(slot.run_ms)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
            {items.length === 0 && <EmptyRow span={6}>No finished slots yet.</EmptyRow>}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  )
}
