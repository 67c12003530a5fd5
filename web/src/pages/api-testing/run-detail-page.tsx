import { Alert, Anchor, Breadcrumbs, Button, Card, Code, Group, Progress, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core'
import { type ReactNode, useRef, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { effectiveRole, roleAtLeast } from '../../api/roles.js'
import { CenteredLoader } from '../../components/centered-loader.js'
import { formatDuration } from '../../components/format-duration.js'
import { notifyError, notifySuccess } from '../../components/notify.js'
import { paths } from '../../config/paths.js'
import { useCurrentProject } from '../../hooks/current-project.js'
import { useAuth } from '../../hooks/use-auth.js'
import { useRunLog } from '../../hooks/use-run-log.js'
import { type ApiRun, downloadRunCode, runQuery, useRun, useRunSpec } from './queries.js'
import { Attempts, LogView, TestResults } from './run-evidence.js'
import { isLiveRun, runDurationMs, testCounts } from './run-status.js'
import { RunStatusBadge } from './status-badges.js'

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

function TestsSummary({ run }: { run: ApiRun }) {
  const counts = testCounts(run.tests)
  if (counts.total === 0) return null
  const pct = (n: number) => (n / counts.total) * 100
  return (
    <Stack gap={4} aria-label="Test outcome summary">
      <Progress.Root size="lg">
        <Progress.Section value={pct(counts.passed)} color="green" aria-label="Passed tests" />
        <Progress.Section value={pct(counts.failed)} color="red" aria-label="Failed tests" />
        <Progress.Section value={pct(counts.skipped)} color="gray" aria-label="Skipped tests" />
      </Progress.Root>
      <Text size="sm">
        <Text span c="green.8" fw={600}>
          {counts.passed} passed
        </Text>
        {' · '}
        <Text span c={counts.failed ? 'red.8' : 'dimmed'} fw={600}>
          {counts.failed} failed
        </Text>
        {' · '}
        <Text span c="dimmed">
          {counts.skipped} skipped
        </Text>
        <Text span c="dimmed">
          {' '}
          of {counts.total} tests
        </Text>
      </Text>
    </Stack>
  )
}

function RunDetail({ projectId, runId, mayRun }: { projectId: string; runId: string; mayRun: boolean }) {
  const run = useRun(projectId, runId)
  const rerun = useRunSpec(projectId)
  const navigate = useNavigate()
  const [downloading, setDownloading] = useState(false)
  const status = run.data?.status
  const following = status === 'running'
  const log = useRunLog(projectId, runId, { runQueryKey: runQuery(projectId, runId).queryKey, live: following, enabled: following })
  const [tab, setTab] = useState<string | null>(null)
  // Opened while live: the log; opened later: the tests. The tab then stays put when the run finishes.
  const firstTab = useRef<string>(undefined)

  if (!run.data) return <CenteredLoader label="Loading the run" />
  const data = run.data
  const live = isLiveRun(data.status)
  firstTab.current ??= live ? 'log' : 'tests'
  const activeTab = tab ?? firstTab.current
  const logLines = data.status === 'running' ? log.lines : data.logs ? data.logs.split('\n') : []

  const download = async () => {
    setDownloading(true)
    try {
      await downloadRunCode(projectId, data)
    } catch (err) {
      notifyError(err, 'Download failed')
    } finally {
      setDownloading(false)
    }
  }
  const again = () =>
    rerun.mutate(data.spec_name, {
      onSuccess: (started) => {
        notifySuccess(`Run of "${data.spec_name}" queued`)
        navigate(paths.apiTestingRun.href(started.run_id))
      },
    })

  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to={paths.apiTesting.href()} size="sm">
          API Testing
        </Anchor>
        <Anchor component={Link} to={paths.apiTestingRuns.href()} size="sm">
          Runs
        </Anchor>
        <Text size="sm" c="dimmed">
          {data.id.slice(0, 8)}
        </Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="sm" wrap="nowrap">
            <Title order={2} style={{ wordBreak: 'break-all' }}>
              Run of <Code fz="inherit">{data.spec_name}</Code>
            </Title>
            <RunStatusBadge status={data.status} size="lg" />
          </Group>
          <Text size="sm" c="dimmed">
            {live ? 'Refreshing while the run is in progress.' : `Finished ${when(data.finished_at)}.`}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" component={Link} to={paths.apiTesting.href(data.spec_name)}>
            Open spec
          </Button>
          {data.code && (
            <Button variant="light" onClick={download} loading={downloading}>
              Download code
            </Button>
          )}
          {mayRun && !live && (
            <Button color="green" onClick={again} loading={rerun.isPending}>
              Run again
            </Button>
          )}
        </Group>
      </Group>

      <Card withBorder>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" verticalSpacing="sm">
            <Field label="Created">{when(data.created_at)}</Field>
            <Field label="Started">{when(data.started_at)}</Field>
            <Field label="Duration">{data.status === 'queued' ? 'waiting to start' : formatDuration(runDurationMs(data))}</Field>
            <Field label="Engine · attempts">
              {data.engine} · {data.attempts.length}
            </Field>
          </SimpleGrid>
          <TestsSummary run={data} />
        </Stack>
      </Card>

      {data.error && (
        <Alert color={data.status === 'failed' ? 'red' : 'orange'} title={data.status === 'failed' ? 'The run failed' : 'Run error'}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={12}>
            {data.error}
          </Text>
        </Alert>
      )}

      <Tabs value={activeTab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="tests">Tests ({data.tests.length})</Tabs.Tab>
          <Tabs.Tab value="attempts">Attempts ({data.attempts.length})</Tabs.Tab>
          <Tabs.Tab value="code">Code</Tabs.Tab>
          <Tabs.Tab value="log">Log</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="tests" pt="md">
          <TestResults
            tests={data.tests}
            emptyText={live ? 'Results appear when the run finishes.' : 'This run recorded no test results.'}
          />
        </Tabs.Panel>
        <Tabs.Panel value="attempts" pt="md">
          <Attempts
            attempts={data.attempts}
            emptyText={live ? 'Attempts appear when the run finishes.' : 'This run recorded no attempts.'}
          />
        </Tabs.Panel>
        <Tabs.Panel value="code" pt="md">
          {data.code ? (
            <Stack gap="xs">
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  The Playwright test of the final attempt; it runs unchanged with <code>npx playwright test</code>.
                </Text>
                <Button size="xs" variant="light" onClick={download} loading={downloading}>
                  Download
                </Button>
              </Group>
              <Code block aria-label="Generated code" style={{ maxHeight: 560, overflow: 'auto', fontSize: 12 }}>
                {data.code}
              </Code>
            </Stack>
          ) : (
            <Text c="dimmed" size="sm" py="md">
              {live ? 'The generated code appears when the run finishes.' : 'This run produced no code.'}
            </Text>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="log" pt="md">
          {log.error && data.status === 'running' && (
            <Text size="sm" c="orange" mb="xs">
              Reconnecting to the live log: {log.error}
            </Text>
          )}
          <LogView
            lines={logLines}
            live={data.status === 'running' && log.connected}
            emptyText={
              data.status === 'queued' ? 'Waiting for the run to start…' : data.status === 'running' ? 'Connecting…' : 'No log lines.'
            }
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  )
}

/** /api-testing/runs/:runId — one run with per-test evidence, attempts, code and its log (live while it runs). */
export function ApiRunPage() {
  const { runId = '' } = useParams()
  const { projectId, project } = useCurrentProject()
  const { viewer } = useAuth()
  const mayRun = roleAtLeast(effectiveRole(project?.my_role, viewer), 'member')
  return <RunDetail key={`${projectId}:${runId}`} projectId={projectId} runId={runId} mayRun={mayRun} />
}
