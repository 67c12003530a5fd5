import { Button, Group, Stack, Tabs } from '@mantine/core'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { effectiveRole, roleAtLeast } from '../../api/roles.js'
import { PageHeader } from '../../components/page-header.js'
import type { SpecPermissions } from '../../components/spec-workspace/types.js'
import { paths } from '../../config/paths.js'
import { useCurrentProject } from '../../hooks/current-project.js'
import { useAuth } from '../../hooks/use-auth.js'
import { CompareView } from './compare-view.js'
import { ProvidersView } from './providers-view.js'
import { RunsView } from './runs-view.js'
import { SuitesView } from './suites-view.js'

const TABS = ['suites', 'providers', 'runs', 'compare'] as const
type Tab = (typeof TABS)[number]

/** /llm-testing: Suites (editor, versions), Providers, Runs (live progress, per-case results), Compare (matrix, winner). */
export function LlmTestingPage() {
  const { projectId, project } = useCurrentProject()
  const { viewer } = useAuth()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const role = effectiveRole(project?.my_role, viewer)
  const perms: SpecPermissions = {
    mayCreate: roleAtLeast(role, 'member'),
    mayEdit: roleAtLeast(role, 'editor'),
    mayDelete: roleAtLeast(role, 'admin'),
    mayRun: roleAtLeast(role, 'member'),
  }
  const raw = params.get('tab')
  const tab: Tab = (TABS as readonly string[]).includes(raw ?? '') ? (raw as Tab) : 'suites'
  return (
    <Stack gap={0} key={projectId}>
      <PageHeader
        title="LLM Testing"
        description="Markdown suites with fail-closed assertions, run against OpenAI-compatible providers and compared side by side."
        actions={
          <Group>
            <Button component={Link} to={paths.llmDatasets.href()} variant="default">
              Datasets
            </Button>
            <Button component={Link} to={paths.llmPromptAb.href()} variant="default">
              Prompt A/B
            </Button>
            <Button component={Link} to={paths.llmSchedules.href()} variant="default">
              Schedules
            </Button>
            <Button component={Link} to={paths.llmAnalytics.href()} variant="default">
              Analytics
            </Button>
            {perms.mayCreate && tab === 'suites' && (
              <Button onClick={() => navigate(`${paths.llmTesting.href('suites')}&new=`)}>New suite</Button>
            )}
          </Group>
        }
      />
      <Tabs value={tab} onChange={(v) => navigate(paths.llmTesting.href((v as Tab) ?? 'suites'))} mb="md">
        <Tabs.List>
          <Tabs.Tab value="suites">Suites</Tabs.Tab>
          <Tabs.Tab value="providers">Providers</Tabs.Tab>
          <Tabs.Tab value="runs">Runs</Tabs.Tab>
          <Tabs.Tab value="compare">Compare</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {tab === 'suites' && <SuitesView projectId={projectId} perms={perms} />}
      {tab === 'providers' && <ProvidersView projectId={projectId} mayAdmin={perms.mayDelete} />}
      {tab === 'runs' && <RunsView projectId={projectId} runId={params.get('run') ?? undefined} mayRun={perms.mayRun} />}
      {tab === 'compare' && (
        <CompareView projectId={projectId} comparisonId={params.get('comparison') ?? undefined} mayRun={perms.mayRun} />
      )}
    </Stack>
  )
}
