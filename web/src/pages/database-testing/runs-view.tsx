import { Badge, Pagination, Paper, Stack, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { paths } from '../../config/paths.js'
import { connectionsQuery, runsQuery } from './queries.js'

export const STATUS_COLOR: Record<string, string> = {
  completed: 'green',
  passed: 'green',
  failed: 'red',
  error: 'orange',
  queued: 'gray',
  running: 'blue',
  cancelled: 'gray',
}

export function RunsView({ projectId }: { projectId: string }) {
  const [page, setPage] = useState(1)
  const runs = useQuery(runsQuery(projectId, page))
  const connections = useQuery(connectionsQuery(projectId))
  const names = new Map((connections.data?.items ?? []).map((c) => [c.id, c.name]))
  const data = runs.data
  return (
    <Paper withBorder p="md" radius="md">
      {data && data.items.length === 0 && (
        <Text c="dimmed" size="sm">
          No runs yet.
        </Text>
      )}
      {data && data.items.length > 0 && (
        <Stack>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Started</Table.Th>
                <Table.Th>Connection</Table.Th>
                <Table.Th>Spec</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Checks</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Link to={paths.databaseTestingRun.href(r.id)}>{new Date(r.created_at).toLocaleString()}</Link>
                  </Table.Td>
                  <Table.Td>{names.get(r.connection_id) ?? r.connection_id}</Table.Td>
                  <Table.Td>{r.spec_name ?? (r.kind === 'full' ? 'generated' : '')}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[r.status] ?? 'gray'}>{r.status}</Badge>
                  </Table.Td>
                  <Table.Td>
                    {r.passed_count} passed · {r.failed_count} failed · {r.error_count} errors
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {data.total > data.limit && <Pagination value={page} onChange={setPage} total={Math.ceil(data.total / data.limit)} />}
        </Stack>
      )}
    </Paper>
  )
}
