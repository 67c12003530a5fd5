import { Badge, Group, Paper, Stack, Tabs, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { effectiveRole, roleAtLeast } from '../../api/roles.js'
import { PageHeader } from '../../components/page-header.js'
import { SpecWorkspace, specSelectionFrom } from '../../components/spec-workspace/spec-workspace.js'
import type { SpecPermissions } from '../../components/spec-workspace/types.js'
import { paths } from '../../config/paths.js'
import { useCurrentProject } from '../../hooks/current-project.js'
import { useAuth } from '../../hooks/use-auth.js'
import { ConnectionsView } from './connections-view.js'
import { summaryQuery } from './queries.js'
import { RunsView } from './runs-view.js'
import { SchemaView } from './schema-view.js'
import { dbSpecAdapter } from './spec-adapter.js'

type Tab = 'connections' | 'schema' | 'specs' | 'runs'
const TAB_PATHS: Record<Tab, string> = {
  connections: paths.databaseTesting.href(),
  schema: paths.databaseTestingSchema.href(),
  specs: paths.databaseTestingSpecs.href(),
  runs: paths.databaseTestingRuns.href(),
}

function SummaryStrip({ projectId }: { projectId: string }) {
  const summary = useQuery(summaryQuery(projectId))
  const s = summary.data
  if (!s || s.runs === 0) return null
  return (
    <Paper withBorder p="sm" radius="md" mb="md">
      <Group gap="lg">
        <Text size="sm">
          {s.connections} connections · {s.runs} runs
        </Text>
        <Text size="sm">
          Latest runs: {s.checks.passed}/{s.checks.total} checks passed
          {s.success_rate !== null ? ` (${Math.round(s.success_rate * 100)}%)` : ''}
        </Text>
        {Object.entries(s.failed_by_severity).map(([severity, n]) => (
          <Badge key={severity} color={severity === 'critical' || severity === 'high' ? 'red' : 'orange'} variant="light">
            {n} {severity}
          </Badge>
        ))}
      </Group>
    </Paper>
  )
}

function DatabaseTesting({ projectId, projectName, perms }: { projectId: string; projectName: string; perms: SpecPermissions }) {
  const location = useLocation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const tab = (Object.entries(TAB_PATHS).find(([, p]) => p !== '/database-testing' && location.pathname.startsWith(p))?.[0] ??
    'connections') as Tab
  const adapter = useMemo(() => dbSpecAdapter(projectId), [projectId])
  return (
    <Stack gap={0}>
      <PageHeader
        title="Database Testing"
        description={`Data-quality checks on the PostgreSQL and MariaDB/MySQL databases of ${projectName}: read-only sessions, one scan per table, fixes only after approval.`}
      />
      <SummaryStrip projectId={projectId} />
      <Tabs value={tab} onChange={(v) => navigate(TAB_PATHS[(v ?? 'connections') as Tab])} mb="md">
        <Tabs.List>
          <Tabs.Tab value="connections">Connections</Tabs.Tab>
          <Tabs.Tab value="schema">Schema</Tabs.Tab>
          <Tabs.Tab value="specs">Specs</Tabs.Tab>
          <Tabs.Tab value="runs">Runs</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {tab === 'connections' && <ConnectionsView projectId={projectId} mayEdit={perms.mayEdit} mayRun={perms.mayRun} />}
      {tab === 'schema' && <SchemaView projectId={projectId} mayRun={perms.mayRun} />}
      {tab === 'specs' && (
        <SpecWorkspace
          adapter={adapter}
          perms={perms}
          selection={specSelectionFrom(params)}
          specHref={(name) => paths.databaseTestingSpecs.href(name)}
          renderPreview={({ check, goToLine }) => (
            <Paper withBorder p="sm" radius="md">
              <Text fw={500} size="sm" mb={4}>
                Checks as read ({check?.checks.length ?? 0})
              </Text>
              {check?.checks.map((c) => (
                <Text key={`${c.line}:${c.name}`} size="xs" style={{ cursor: 'pointer' }} onClick={() => goToLine(c.line)}>
                  line {c.line}: {c.name} — {c.check_type.replace('_', ' ')} on {c.table}
                  {c.column ? `.${c.column}` : ''}, expected {c.expected ?? 'any'}, {c.severity}
                </Text>
              ))}
            </Paper>
          )}
          placeholder={
            <Paper withBorder p="xl" radius="md">
              <Text size="sm" c="dimmed">
                Pick a spec on the left, or generate one from a connection's schema on the Schema tab.
              </Text>
            </Paper>
          }
        />
      )}
      {tab === 'runs' && <RunsView projectId={projectId} />}
    </Stack>
  )
}

/** /database-testing (connections), /schema, /specs and /runs. */
export function DatabaseTestingPage() {
  const { projectId, project } = useCurrentProject()
  const { viewer } = useAuth()
  const role = effectiveRole(project?.my_role, viewer)
  const perms: SpecPermissions = {
    mayCreate: roleAtLeast(role, 'member'),
    mayEdit: roleAtLeast(role, 'editor'),
    mayDelete: roleAtLeast(role, 'admin'),
    mayRun: roleAtLeast(role, 'member'),
  }
  return <DatabaseTesting key={projectId} projectId={projectId} projectName={project?.name ?? projectId} perms={perms} />
}
