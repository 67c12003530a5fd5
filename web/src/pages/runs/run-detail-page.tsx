import { Alert, Anchor, Button, Card, Grid, Group, Stack, Tabs, Text } from '@mantine/core'
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { effectiveRole, roleAtLeast } from '../../api/roles.js'
import { ConfirmModal } from '../../components/confirm-modal.js'
import { CreateIssueButton } from '../../components/create-issue-button.js'
import { formatDuration } from '../../components/format-duration.js'
import { notifySuccess } from '../../components/notify.js'
import { PageHeader } from '../../components/page-header.js'
import { paths } from '../../config/paths.js'
import { useCurrentProject } from '../../hooks/current-project.js'
import { useAuth } from '../../hooks/use-auth.js'
import { useRunLog } from '../../hooks/use-run-log.js'
import { runQuery, useCancelRun, useDeleteRun, useRun } from './queries.js'
import { AttemptsView } from './run-attempts.js'
import { RunStatusBadge } from './run-badges.js'
import { LogView, StageTimeline } from './run-progress.js'
import { ArtifactsView, CodeView, PlanView } from './run-sections.js'
import { isImageArtifact, isLiveRun, runCauseInfo, runDurationMs } from './run-status.js'

function RunDetailView({
  projectId,
  runId,
  mayCancel,
  mayDelete,
}: {
  projectId: string
  runId: string
  mayCancel: boolean
  mayDelete: boolean
}) {
  const navigate = useNavigate()
  const { data: run } = useRun(projectId, runId)
  const live = run ? isLiveRun(run.status) : true
  const log = useRunLog(projectId, runId, { runQueryKey: runQuery(projectId, runId).queryKey, live })
  const cancel = useCancelRun(projectId)
  const remove = useDeleteRun(projectId)
  const [tab, setTab] = useState<string | null>('log')
  const [deleting, setDeleting] = useState(false)
  if (!run) return null
  const screenshots = run.artifacts.filter((a) => isImageArtifact(a.path)).length

  return (
    <Stack gap="md">
      <PageHeader
        title={
          <Group gap="sm" component="span">
            <span>Run of {run.spec_name}</span>
            <RunStatusBadge status={run.status} size="lg" />
          </Group>
        }
        description={
          <>
            {new Date(run.created_at).toLocaleString()} · engine {run.engine} · {formatDuration(runDurationMs(run))} ·{' '}
            <Anchor component={Link} to={paths.specs.href(run.spec_name)} size="sm">
              open spec
            </Anchor>{' '}
            ·{' '}
            <Anchor component={Link} to={paths.runs.href()} size="sm">
              all runs
            </Anchor>
          </>
        }
        actions={
          <>
            {mayCancel && (run.status === 'failed' || run.status === 'error') && (
              <CreateIssueButton projectId={projectId} runId={run.id} specName={run.spec_name} />
            )}
            {mayCancel && live && (
              <Button
                variant="default"
                color="red"
                loading={cancel.isPending}
                onClick={() => cancel.mutate(run.id, { onSuccess: () => notifySuccess('Cancel requested') })}
              >
                Cancel run
              </Button>
            )}
            {mayDelete && !live && (
              <Button variant="default" color="red" onClick={() => setDeleting(true)}>
                Delete
              </Button>
            )}
          </>
        }
      />
      {run.error && (
        <Alert color={runCauseInfo(run).color} title={runCauseInfo(run).title} data-cause={run.cause ?? undefined}>
          {runCauseInfo(run).hint && (
            <Text size="sm" c="dimmed" mb={4}>
              {runCauseInfo(run).hint}
            </Text>
          )}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {run.error}
          </Text>
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder p="sm" component="section" aria-label="Stage timeline">
            <Text fw={600} mb="sm">
              Stages
            </Text>
            <StageTimeline stages={run.stages} live={live} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List mb="sm">
              <Tabs.Tab value="log">Log</Tabs.Tab>
              <Tabs.Tab value="plan">Plan</Tabs.Tab>
              <Tabs.Tab value="code">Code</Tabs.Tab>
              <Tabs.Tab value="attempts">Attempts ({run.attempts.length})</Tabs.Tab>
              <Tabs.Tab value="artifacts">
                Artifacts ({run.artifacts.length}
                {screenshots > 0 ? `, ${screenshots} screenshots` : ''})
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="log">
              <LogView log={log} live={live} />
            </Tabs.Panel>
            <Tabs.Panel value="plan">
              <PlanView plan={run.plan} />
            </Tabs.Panel>
            <Tabs.Panel value="code">
              <CodeView run={run} projectId={projectId} />
            </Tabs.Panel>
            <Tabs.Panel value="attempts">
              <AttemptsView attempts={run.attempts} />
            </Tabs.Panel>
            <Tabs.Panel value="artifacts">
              <ArtifactsView run={run} projectId={projectId} />
            </Tabs.Panel>
          </Tabs>
        </Grid.Col>
      </Grid>
      <ConfirmModal
        opened={deleting}
        title="Delete run?"
        confirmLabel="Delete"
        loading={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(run.id, {
            onSuccess: () => {
              notifySuccess('Run deleted')
              navigate(paths.runs.href())
            },
          })
        }
      >
        The run, its log and its artifacts (screenshots, traces, generated files) are deleted.
      </ConfirmModal>
    </Stack>
  )
}

/** /runs/:runId */
export function RunDetailPage() {
  const { runId = '' } = useParams()
  const { projectId, project } = useCurrentProject()
  const { viewer } = useAuth()
  const role = effectiveRole(project?.my_role, viewer)
  return (
    <RunDetailView
      key={`${projectId}:${runId}`}
      projectId={projectId}
      runId={runId}
      mayCancel={roleAtLeast(role, 'member')}
      mayDelete={roleAtLeast(role, 'admin')}
    />
  )
}
