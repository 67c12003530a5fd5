import { Badge, Card, Group, Progress, SimpleGrid, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { formatDuration } from '../../components/format-duration.js'
import { usageColor, usagePercent } from './chart-data.js'
import type { PoolStatus } from './queries.js'

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card withBorder>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      {children}
    </Card>
  )
}

/** The four numbers at the top: slot usage (bar), queue, load-test lock, pool type. */
export function PoolSummary({ status }: { status: PoolStatus }) {
  const percent = usagePercent(status.in_use, status.max_slots)
  const oldestWait = Math.max(0, ...status.queue.map((q) => q.waited_ms))
  const lock = status.load_test_lock
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mb="lg">
      <Stat label="Slots in use">
        <Text mt="xs" fw={600} size="xl" data-testid="slot-usage">
          {status.in_use} / {status.max_slots}
        </Text>
        <Progress.Root size="lg" mt="xs">
          <Progress.Section value={percent} color={usageColor(status)} aria-label="Slot usage" />
        </Progress.Root>
        <Text size="xs" c="dimmed" mt={6}>
          {status.available} available
        </Text>
      </Stat>
      <Stat label="Queue">
        <Text mt="xs" fw={600} size="xl">
          {status.queue_depth} waiting
        </Text>
        <Text size="xs" c="dimmed" mt={6}>
          {status.queue_depth > 0 ? `oldest waiting ${formatDuration(oldestWait)}` : 'served first in, first out'}
        </Text>
      </Stat>
      <Stat label="Load-test lock">
        <Group mt="xs">
          {lock.held ? (
            <Badge color="orange" variant="filled" size="lg">
              held
            </Badge>
          ) : (
            <Badge color="green" variant="light" size="lg">
              free
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" mt={6} truncate>
          {lock.held ? `by run ${lock.run_id ?? 'unknown'}` : 'browser operations may start'}
        </Text>
      </Stat>
      <Stat label="Pool">
        <Text mt="xs" fw={600} size="xl">
          {status.pool_type}
        </Text>
        <Text size="xs" c="dimmed" mt={6}>
          {status.pool_type === 'kvstore' ? 'one limit shared by every process (Redis)' : 'limit applies to this process'}
        </Text>
      </Stat>
    </SimpleGrid>
  )
}
