import { Badge, Button, Code, Group, Modal, Pagination, SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { effectiveRole, roleAtLeast } from '../../api/roles.js'
import { CenteredLoader } from '../../components/centered-loader.js'
import { notifySuccess } from '../../components/notify.js'
import { PageHeader } from '../../components/page-header.js'
import { useCurrentProject } from '../../hooks/current-project.js'
import { useAuth } from '../../hooks/use-auth.js'
import { JobDrawer } from './job-drawer.js'
import { isLive, JOB_STATUSES, LIVE_REFRESH_MS, noJobsText } from './job-status.js'
import { JobsTable } from './jobs-table.js'
import { JOBS_PAGE_SIZE, type Job, type JobStatus, useCancelJob, useJobs } from './queries.js'

const ALL = 'all'
const STATUS_OPTIONS = [{ value: ALL, label: 'All' }, ...JOB_STATUSES.map((s) => ({ value: s, label: s[0]?.toUpperCase() + s.slice(1) }))]

function ProjectJobs({ projectId, projectName, mayCancel }: { projectId: string; projectName: string; mayCancel: boolean }) {
  const [status, setStatus] = useState<JobStatus | undefined>()
  const [kindInput, setKindInput] = useState('')
  const [kind] = useDebouncedValue(kindInput.trim(), 300)
  const [page, setPage] = useState(1)
  const [openId, setOpenId] = useState<string>()
  const [confirming, setConfirming] = useState<Job>()
  const jobs = useJobs(projectId, { status, kind }, page)
  const cancel = useCancelJob(projectId)

  if (!jobs.data) return <CenteredLoader label="Loading jobs" />
  const { items, total } = jobs.data
  const pages = Math.max(1, Math.ceil(total / JOBS_PAGE_SIZE))
  const live = items.some((j) => isLive(j.status))

  const confirmCancel = () => {
    if (!confirming) return
    cancel.mutate(confirming.id, {
      onSuccess: (job) => notifySuccess(`Job ${job.kind} cancelled`),
      onSettled: () => setConfirming(undefined),
    })
  }

  return (
    <Stack gap={0}>
      <PageHeader
        title="Jobs"
        description={`Background jobs of ${projectName}, newest first.`}
        actions={
          <Group gap="xs" wrap="nowrap">
            {live && (
              <Badge color="blue" variant="dot" aria-label="Live updates">
                live · every {LIVE_REFRESH_MS / 1000} s
              </Badge>
            )}
            <Text size="xs" c="dimmed">
              updated {new Date(jobs.dataUpdatedAt).toLocaleTimeString()}
            </Text>
          </Group>
        }
      />
      <Group mb="md" align="flex-end" justify="space-between">
        <SegmentedControl
          aria-label="Status filter"
          data={STATUS_OPTIONS}
          value={status ?? ALL}
          onChange={(value) => {
            setStatus(value === ALL ? undefined : (value as JobStatus))
            setPage(1)
          }}
        />
        <TextInput
          aria-label="Kind filter"
          placeholder="Filter by kind, e.g. run.ui"
          value={kindInput}
          onChange={(e) => {
            setKindInput(e.currentTarget.value)
            setPage(1)
          }}
          w={260}
        />
      </Group>
      <JobsTable
        jobs={items}
        mayCancel={mayCancel}
        cancellingId={cancel.isPending ? cancel.variables : undefined}
        onOpen={(job) => setOpenId(job.id)}
        onCancel={setConfirming}
        emptyText={noJobsText({ status, kind })}
      />
      <Group justify="space-between" mt="md">
        <Text size="sm" c="dimmed">
          {total} {total === 1 ? 'job' : 'jobs'}
        </Text>
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} aria-label="Jobs pages" />}
      </Group>
      <JobDrawer projectId={projectId} jobId={openId} mayCancel={mayCancel} onCancel={setConfirming} onClose={() => setOpenId(undefined)} />
      <Modal opened={confirming !== undefined} onClose={() => setConfirming(undefined)} title="Cancel this job?" centered>
        <Stack>
          <Text size="sm">
            The {confirming?.status} job <Code>{confirming?.kind}</Code> will be cancelled
            {confirming?.status === 'running' ? ' and stopped wherever it runs.' : ' before it starts.'}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(undefined)}>
              Keep job
            </Button>
            <Button color="red" onClick={confirmCancel} loading={cancel.isPending}>
              Cancel job
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  )
}

export function JobsPage() {
  const { projectId, project } = useCurrentProject()
  const { viewer } = useAuth()
  const mayCancel = roleAtLeast(effectiveRole(project?.my_role, viewer), 'member')
  // A new project starts with fresh filters, page and selection.
  return <ProjectJobs key={projectId} projectId={projectId} projectName={project?.name ?? projectId} mayCancel={mayCancel} />
}
