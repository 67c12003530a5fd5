import { Alert, Button, Center, Code, Drawer, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { formatDuration } from '../../components/format-duration.js'
import { formatResult, isLive, jobDurationMs } from './job-status.js'
import { JobProgress, StatusBadge } from './jobs-table.js'
import { type Job, useJob } from './queries.js'

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        {children}
      </Text>
    </div>
  )
}

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—')

function JobDetail({ job, mayCancel, onCancel }: { job: Job; mayCancel: boolean; onCancel: (job: Job) => void }) {
  const result = formatResult(job.result)
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <StatusBadge status={job.status} />
        {mayCancel && isLive(job.status) && (
          <Button size="xs" variant="light" color="red" onClick={() => onCancel(job)}>
            Cancel job
          </Button>
        )}
      </Group>
      <JobProgress job={job} />
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
        <Field label="Kind">
          <Code>{job.kind}</Code>
        </Field>
        <Field label="Attempts">{job.attempts}</Field>
        <Field label="Created">{when(job.created_at)}</Field>
        <Field label="Started">{when(job.started_at)}</Field>
        <Field label="Finished">{when(job.finished_at)}</Field>
        <Field label="Duration">{formatDuration(jobDurationMs(job))}</Field>
      </SimpleGrid>
      <Field label="Job id">{job.id}</Field>
      {job.error && (
        <Alert color="red" title="Error">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {job.error}
          </Text>
        </Alert>
      )}
      <Stack gap={4}>
        <Title order={5}>Result</Title>
        {result ? (
          <Code block aria-label="Result JSON" style={{ maxHeight: 420, overflow: 'auto' }}>
            {result}
          </Code>
        ) : (
          <Text size="sm" c="dimmed">
            {isLive(job.status) ? 'No result yet: the job has not finished.' : 'This job returned no result.'}
          </Text>
        )}
      </Stack>
    </Stack>
  )
}

function DrawerBody({
  projectId,
  jobId,
  mayCancel,
  onCancel,
}: {
  projectId: string
  jobId: string
  mayCancel: boolean
  onCancel: (job: Job) => void
}) {
  const job = useJob(projectId, jobId)
  if (job.data) return <JobDetail job={job.data} mayCancel={mayCancel} onCancel={onCancel} />
  if (job.error) {
    return (
      <Alert color="red" title="This job could not be loaded">
        {job.error.detail}
      </Alert>
    )
  }
  return (
    <Center py="xl">
      <Loader size="sm" aria-label="Loading the job" />
    </Center>
  )
}

/** The selected job with its result or error JSON; stays live until the job finishes. */
export function JobDrawer({
  projectId,
  jobId,
  mayCancel,
  onCancel,
  onClose,
}: {
  projectId: string
  jobId: string | undefined
  mayCancel: boolean
  onCancel: (job: Job) => void
  onClose: () => void
}) {
  return (
    <Drawer opened={jobId !== undefined} onClose={onClose} position="right" size="lg" title="Job details">
      {jobId && <DrawerBody projectId={projectId} jobId={jobId} mayCancel={mayCancel} onCancel={onCancel} />}
    </Drawer>
  )
}
