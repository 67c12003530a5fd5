import { Center, Loader } from '@mantine/core'
import { type ComponentType, lazy, Suspense } from 'react'
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import { NotAvailable } from '../components/not-available.js'
import { PageErrorBoundary } from '../components/page-error-boundary.js'
import { type PathKey, paths } from '../config/paths.js'
import { AppLayout } from './app-layout.js'
import { AREAS } from './areas.js'
import { NotFound } from './not-found.js'
import { RequireSession } from './require-session.js'

/**
 * Pages load on demand (one chunk each, shared code split out by Vite), so the first load carries the shell and
 * the page it lands on, not the whole dashboard. `web/scripts/first-load.mjs` checks the size after a build.
 */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType {
  return lazy<ComponentType>(async () => ({ default: (await load())[name] }))
}

const ProjectsPage = lazyPage(() => import('../pages/projects/projects-page.js'), 'ProjectsPage')
const ProjectDetailPage = lazyPage(() => import('../pages/projects/project-detail-page.js'), 'ProjectDetailPage')
const UsersPage = lazyPage(() => import('../pages/users/users-page.js'), 'UsersPage')
const SpecsPage = lazyPage(() => import('../pages/specs/specs-page.js'), 'SpecsPage')
const RunsPage = lazyPage(() => import('../pages/runs/runs-page.js'), 'RunsPage')
const RunDetailPage = lazyPage(() => import('../pages/runs/run-detail-page.js'), 'RunDetailPage')
const ApiTestingPage = lazyPage(() => import('../pages/api-testing/api-testing-page.js'), 'ApiTestingPage')
const ApiRunPage = lazyPage(() => import('../pages/api-testing/run-detail-page.js'), 'ApiRunPage')
const LlmTestingPage = lazyPage(() => import('../pages/llm-testing/llm-testing-page.js'), 'LlmTestingPage')
const DatasetsPage = lazyPage(() => import('../pages/llm-testing/datasets-page.js'), 'DatasetsPage')
const PromptAbPage = lazyPage(() => import('../pages/llm-testing/prompt-ab-page.js'), 'PromptAbPage')
const LlmSchedulesPage = lazyPage(() => import('../pages/llm-testing/schedules-page.js'), 'LlmSchedulesPage')
const LlmAnalyticsPage = lazyPage(() => import('../pages/llm-testing/analytics-page.js'), 'LlmAnalyticsPage')
const BrowserPoolPage = lazyPage(() => import('../pages/browser-pool/browser-pool-page.js'), 'BrowserPoolPage')
const JobsPage = lazyPage(() => import('../pages/jobs/jobs-page.js'), 'JobsPage')
const HealthPage = lazyPage(() => import('../pages/health/health-page.js'), 'HealthPage')
const SettingsPage = lazyPage(() => import('../pages/settings/settings-page.js'), 'SettingsPage')
const MemoryPage = lazyPage(() => import('../pages/memory/memory-page.js'), 'MemoryPage')
const OverviewPage = lazyPage(() => import('../pages/overview/overview-page.js'), 'OverviewPage')
const IntegrationsPage = lazyPage(() => import('../pages/integrations/integrations-page.js'), 'IntegrationsPage')
const RegressionPage = lazyPage(() => import('../pages/regression/regression-page.js'), 'RegressionPage')
const BatchDetailPage = lazyPage(() => import('../pages/regression/batch-detail-page.js'), 'BatchDetailPage')
const ComparePage = lazyPage(() => import('../pages/regression/compare-page.js'), 'ComparePage')
const DatabaseTestingPage = lazyPage(() => import('../pages/database-testing/database-testing-page.js'), 'DatabaseTestingPage')
const DbRunDetailPage = lazyPage(() => import('../pages/database-testing/run-detail-page.js'), 'DbRunDetailPage')
const SchedulesPage = lazyPage(() => import('../pages/schedules/schedules-page.js'), 'SchedulesPage')
const ExplorationPage = lazyPage(() => import('../pages/exploration/exploration-page.js'), 'ExplorationPage')
const RequirementsPage = lazyPage(() => import('../pages/requirements/requirements-page.js'), 'RequirementsPage')
const RtmPage = lazyPage(() => import('../pages/rtm/rtm-page.js'), 'RtmPage')
const LoadTestingPage = lazyPage(() => import('../pages/load-testing/load-testing-page.js'), 'LoadTestingPage')
const SecurityTestingPage = lazyPage(() => import('../pages/security-testing/security-testing-page.js'), 'SecurityTestingPage')
const PrdPage = lazyPage(() => import('../pages/prd/prd-page.js'), 'PrdPage')
const AssistantPage = lazyPage(() => import('../pages/assistant/assistant-page.js'), 'AssistantPage')
const LoginPage = lazyPage(() => import('../pages/login/login-page.js'), 'LoginPage')

const loading = (
  <Center py="xl">
    <Loader aria-label="Loading page" />
  </Center>
)

/** Each page gets its own error boundary (a failed chunk load included), so one failing page never takes the shell down. */
const page = (area: string, Page: ComponentType) => (
  <PageErrorBoundary area={area}>
    <Suspense fallback={loading}>
      <Page />
    </Suspense>
  </PageErrorBoundary>
)

const BUILT: Partial<Record<PathKey, RouteObject[]>> = {
  projects: [
    { path: paths.projects.path, element: page('Projects', ProjectsPage) },
    { path: paths.project.path, element: page('Project', ProjectDetailPage) },
  ],
  users: [{ path: paths.users.path, element: page('Users', UsersPage) }],
  specs: [{ path: paths.specs.path, element: page('Specs', SpecsPage) }],
  runs: [
    { path: paths.runs.path, element: page('Runs', RunsPage) },
    { path: paths.run.path, element: page('Run', RunDetailPage) },
  ],
  apiTesting: [
    { path: paths.apiTesting.path, element: page('API Testing', ApiTestingPage) },
    { path: paths.apiTestingRuns.path, element: page('API Testing', ApiTestingPage) },
    { path: paths.apiTestingRun.path, element: page('API run', ApiRunPage) },
  ],
  llmTesting: [
    { path: paths.llmTesting.path, element: page('LLM Testing', LlmTestingPage) },
    { path: paths.llmDatasets.path, element: page('LLM Datasets', DatasetsPage) },
    { path: paths.llmPromptAb.path, element: page('Prompt A/B', PromptAbPage) },
    { path: paths.llmSchedules.path, element: page('LLM Schedules', LlmSchedulesPage) },
    { path: paths.llmAnalytics.path, element: page('LLM Analytics', LlmAnalyticsPage) },
  ],
  browserPool: [{ path: paths.browserPool.path, element: page('Browser Pool', BrowserPoolPage) }],
  jobs: [{ path: paths.jobs.path, element: page('Jobs', JobsPage) }],
  health: [{ path: paths.health.path, element: page('Health', HealthPage) }],
  settings: [{ path: paths.settings.path, element: page('Settings', SettingsPage) }],
  memory: [{ path: paths.memory.path, element: page('Selector memory', MemoryPage) }],
  overview: [{ path: paths.overview.path, element: page('Overview', OverviewPage) }],
  regression: [
    { path: paths.regression.path, element: page('Regression', RegressionPage) },
    { path: paths.regressionCompare.path, element: page('Compare batches', ComparePage) },
    { path: paths.regressionBatch.path, element: page('Batch', BatchDetailPage) },
  ],
  schedules: [{ path: paths.schedules.path, element: page('Schedules', SchedulesPage) }],
  databaseTesting: [
    { path: paths.databaseTesting.path, element: page('Database Testing', DatabaseTestingPage) },
    { path: paths.databaseTestingSchema.path, element: page('Database Testing', DatabaseTestingPage) },
    { path: paths.databaseTestingSpecs.path, element: page('Database Testing', DatabaseTestingPage) },
    { path: paths.databaseTestingRuns.path, element: page('Database Testing', DatabaseTestingPage) },
    { path: paths.databaseTestingRun.path, element: page('Database run', DbRunDetailPage) },
  ],
  integrations: [{ path: paths.integrations.path, element: page('Integrations', IntegrationsPage) }],
  exploration: [
    { path: paths.exploration.path, element: page('Exploration', ExplorationPage) },
    { path: paths.explorationSession.path, element: page('Exploration', ExplorationPage) },
  ],
  requirements: [{ path: paths.requirements.path, element: page('Requirements', RequirementsPage) }],
  rtm: [{ path: paths.rtm.path, element: page('RTM', RtmPage) }],
  loadTesting: [{ path: paths.loadTesting.path, element: page('Load Testing', LoadTestingPage) }],
  securityTesting: [{ path: paths.securityTesting.path, element: page('Security Testing', SecurityTestingPage) }],
  prd: [{ path: paths.prd.path, element: page('PRD', PrdPage) }],
  assistant: [{ path: paths.assistant.path, element: page('Assistant', AssistantPage) }],
}

/** Every area of the sidebar gets a route: its page when built, an honest "Not available yet" otherwise. */
const areaRoutes: RouteObject[] = AREAS.flatMap<RouteObject>(
  (a) => BUILT[a.key] ?? [{ path: a.path, element: <NotAvailable area={a.label} description={a.description} /> }],
)

export const routes: RouteObject[] = [
  { path: paths.login.path, element: page('Sign in', LoginPage) },
  {
    element: (
      <RequireSession>
        <AppLayout />
      </RequireSession>
    ),
    children: [
      { index: true, element: <Navigate to={paths.overview.href()} replace /> },
      ...areaRoutes,
      { path: '*', element: <NotFound /> },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routes)
