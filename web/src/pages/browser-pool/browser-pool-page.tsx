import { Alert, Button, Center, Grid, Group, Loader, Stack, Text } from '@mantine/core'
import { bypassesRoles } from '../../api/roles.js'
import { CenteredLoader } from '../../components/centered-loader.js'
import { PageHeader } from '../../components/page-header.js'
import { useCurrentProject } from '../../hooks/current-project.js'
import { useAuth } from '../../hooks/use-auth.js'
import { CheckResult, CleanupSummary } from './pool-actions.js'
import { ByTypeChart, WaitTimesChart } from './pool-charts.js'
import { PoolSummary } from './pool-summary.js'
import { POOL_REFRESH_MS, type PoolStatus, useCheckBrowser, useCleanup, usePoolStatus, useRecentSlots } from './queries.js'
import { QueueTable, RecentTable, RunningTable, Section } from './slot-tables.js'

function LoadTestBanner({ lock }: { lock: PoolStatus['load_test_lock'] }) {
  if (!lock.held) return null
  const since = lock.acquired_at ? ` since ${new Date(lock.acquired_at).toLocaleTimeString()}` : ''
  return (
    <Alert color="orange" variant="filled" title="A load test is in progress — browser operations wait" mb="lg">
      <Text size="sm">
        {lock.run_id ? `Run ${lock.run_id}` : 'A load test'} holds the load-test lock{since}. Queued requests stay queued and new browser
        operations are refused until it releases the lock.
      </Text>
    </Alert>
  )
}

export function BrowserPoolPage() {
  const status = usePoolStatus()
  const recent = useRecentSlots()
  const { projectId } = useCurrentProject()
  const check = useCheckBrowser(projectId)
  const cleanup = useCleanup()
  const { viewer } = useAuth()
  const mayCleanup = bypassesRoles(viewer)

  if (!status.data) return <CenteredLoader label="Loading the browser pool" />
  const pool = status.data

  return (
    <Stack gap={0}>
      <PageHeader
        title="Browser Pool"
        description={`At most ${pool.max_slots} browser operations at once; the rest wait first in, first out. Live, every ${POOL_REFRESH_MS / 1000} s.`}
        actions={
          <Group gap="sm" wrap="nowrap">
            <Button variant="default" onClick={() => check.mutate()} loading={check.isPending}>
              Check browser
            </Button>
            {mayCleanup && (
              <Button variant="light" onClick={() => cleanup.mutate()} loading={cleanup.isPending}>
                Run cleanup
              </Button>
            )}
          </Group>
        }
      />
      <LoadTestBanner lock={pool.load_test_lock} />
      <CheckResult data={check.data} error={check.error} checkedAt={check.submittedAt} onClose={check.reset} />
      {cleanup.data && <CleanupSummary result={cleanup.data} onClose={cleanup.reset} />}
      <PoolSummary status={pool} />
      <Stack gap="xl">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Section title="Running">
              <RunningTable running={pool.running} />
            </Section>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Section title="By operation type">
              <ByTypeChart status={pool} />
            </Section>
          </Grid.Col>
        </Grid>
        <Section title="Queue">
          <QueueTable queue={pool.queue} />
        </Section>
        <Section
          title="Recent activity"
          aside={
            <Text size="xs" c="dimmed">
              last {recent.data?.items.length ?? 0} finished slots, newest first
            </Text>
          }
        >
          {recent.data ? (
            <Stack gap="sm">
              <WaitTimesChart items={recent.data.items} />
              <RecentTable items={recent.data.items} />
            </Stack>
          ) : (
            <Center py="xl">
              <Loader size="sm" aria-label="Loading recent slots" />
            </Center>
          )}
        </Section>
      </Stack>
    </Stack>
  )
}
