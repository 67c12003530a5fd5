import { Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { useSearchParams } from 'react-router'
import { percent, StatusBadge } from '../../components/batch-status.js'
import { CenteredLoader } from '../../components/centered-loader.js'
import { PageHeader } from '../../components/page-header.js'
import { useCurrentProject } from '../../hooks/current-project.js'
import { type BatchCompare, useCompare } from './queries.js'

type Entry = BatchCompare['new_failures'][number]

function EntryList({ title, entries, color }: { title: string; entries: Entry[]; color: string }) {
  return (
    <Card withBorder p="sm" aria-label={title}>
      <Group justify="space-between" mb="xs">
        <Title order={5} c={color}>
          {title}
        </Title>
        <Text fw={700}>{entries.length}</Text>
      </Group>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ) : (
        <Table>
          <Table.Tbody>
            {entries.map((e) => (
              <Table.Tr key={e.spec_id}>
                <Table.Td>{e.spec_name}</Table.Td>
                <Table.Td>{e.base_status && <StatusBadge status={e.base_status} />}</Table.Td>
                <Table.Td>{e.head_status && <StatusBadge status={e.head_status} />}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  )
}

/** Two batches side by side: what broke, what was fixed, what still fails, what is flaky. */
export function ComparePage() {
  const [params] = useSearchParams()
  const { projectId } = useCurrentProject()
  const cmp = useCompare(projectId, params.get('base') ?? '', params.get('head') ?? '')
  if (!cmp.data) return <CenteredLoader />
  const c = cmp.data
  return (
    <>
      <PageHeader
        title="Compare batches"
        description={`${c.base.name} (${percent(c.base.success_rate)}) → ${c.head.name} (${percent(c.head.success_rate)}) · ${c.still_passing} still passing`}
      />
      <Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <EntryList title="New failures" entries={c.new_failures} color="red" />
          <EntryList title="Fixed" entries={c.fixed} color="teal" />
          <EntryList title="Still failing" entries={c.still_failing} color="orange" />
          <EntryList title="Flaky" entries={c.flaky} color="yellow.8" />
          <EntryList title="Added" entries={c.added} color="blue" />
          <EntryList title="Removed" entries={c.removed} color="gray" />
        </SimpleGrid>
      </Stack>
    </>
  )
}
