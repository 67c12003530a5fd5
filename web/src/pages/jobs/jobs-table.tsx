import { Badge, Button, Card, Code, Group, Progress, Table, Text } from '@mantine/core'
import { ErrorCell } from '../../components/error-cell.js'
import { formatDuration } from '../../components/format-duration.js'
import { isLive, jobDurationMs, STATUS_COLOR } from './job-status.js'
import type { Job, JobStatus } from './queries.js'

export function StatusBadge({ status }: { status: JobStatus }) {
  return (
    <Badge
      color={STATUS_COLOR[status]}
      variant={status === 'running' ? 'filled' : 'light'}
      aria-label={`Status: ${status}`}
      style={{ minWidth: 'max-content' }}
    >
      {status}
    </Badge>
  )
}

export function JobProgress({ job }: { job: Pick<Job, 'status' | 'progress' | 'progress_message'> }) {
  const done = job.status === 'completed'
  const value = done ? 100 : job.progress
  return (
    <div style={{ minWidth: 160 }}>
      <Group gap="xs" wrap="nowrap">
        <Progress.Root size="md" style={{ flex: 1 }}>
          <Progress.Section
            value={value}
            color={STATUS_COLOR[job.status]}
            animated={job.status === 'running'}
            striped={job.status === 'running'}
            aria-label="Progress"
          />
        </Progress.Root>
        <Text size="xs" c="dimmed" w={34} ta="right">
          {value}%
        </Text>
      </Group>
      {job.progress_message && (
        <Text size="xs" c="dimmed" lineClamp={1} mt={2}>
          {job.progress_message}
        </Text>
      )}
    </div>
  )
}

const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'medium' })

function durationText(job: Job, now: number): string {
  if (job.status === 'queued') return 'waiting to start'
  const took = formatDuration(jobDurationMs(job, now))
  return job.status === 'running' ? `running for ${took}` : `ran ${took}`
}

interface JobsTableProps {
  jobs: Job[]
  /** Whether the caller may cancel (member and up in the project). */
  mayCancel: boolean
  cancellingId: string | undefined
  onOpen: (job: Job) => void
  onCancel: (job: Job) => void
  emptyText: string
}

export function JobsTable({ jobs, mayCancel, cancellingId, onOpen, onCancel, emptyText }: JobsTableProps) {
  const now = Date.now()
  return (
    <Card withBorder p={0}>
      <Table.ScrollContainer minWidth={900}>
        <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label="Jobs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Status</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Progress</Table.Th>
              <Table.Th>Created · duration</Table.Th>
              <Table.Th>Error</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {jobs.map((job) => (
              <Table.Tr key={job.id} data-job-id={job.id}>
                <Table.Td>
                  <StatusBadge status={job.status} />
                </Table.Td>
                <Table.Td>
                  <Code>{job.kind}</Code>
                  {job.attempts > 1 && (
                    <Text size="xs" c="dimmed">
                      attempt {job.attempts}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <JobProgress job={job} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {dateTime(job.created_at)}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {durationText(job, now)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ErrorCell error={job.error} maw={240} />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button size="xs" variant="default" onClick={() => onOpen(job)} aria-label={`Details of job ${job.id}`}>
                      Details
                    </Button>
                    {mayCancel && isLive(job.status) && (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        loading={cancellingId === job.id}
                        onClick={() => onCancel(job)}
                        aria-label={`Cancel job ${job.id}`}
                      >
                        Cancel
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
            {jobs.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text c="dimmed" ta="center" py="lg">
                    {emptyText}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  )
}
