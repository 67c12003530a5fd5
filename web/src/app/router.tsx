import { type ComponentType, lazy } from 'react'
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import { NotAvailable } from '../components/not-available.js'
import { PageErrorBoundary } from '../components/page-error-boundary.js'
import { type PathKey, paths } from '../config/paths.js'
import { ApiTestingPage } from '../pages/api-testing/api-testing-page.js'
import { ApiRunPage } from '../pages/api-testing/run-detail-page.js'
import { BrowserPoolPage } from '../pages/browser-pool/browser-pool-page.js'
import { HealthPage } from '../pages/health/health-page.js'
import { JobsPage } from '../pages/jobs/jobs-page.js'
import { LoginPage } from '../pages/login/login-page.js'
import { ProjectDetailPage } from '../pages/projects/project-detail-page.js'
import { ProjectsPage } from '../pages/projects/projects-page.js'
import { RunDetailPage } from '../pages/runs/run-detail-page.js'
import { RunsPage } from '../pages/runs/runs-page.js'
import { SpecsPage } from '../pages/specs/specs-page.js'
import { UsersPage } from '../pages/users/users-page.js'
import { AppLayout } from './app-layout.js'
import { AREAS } from './areas.js'
import { NotFound } from './not-found.js'
import { RequireSession } from './require-session.js'

// Loaded on first visit (each its own chunk); AppLayout's Suspense shows a loader meanwhile.
const OverviewPage = lazy(() => import('../pages/overview/overview-page.js').then((m) => ({ default: m.OverviewPage })))
const RegressionPage = lazy(() => import('../pages/regression/regression-page.js').then((m) => ({ default: m.RegressionPage })))
const BatchDetailPage = lazy(() => import('../pages/regression/batch-detail-page.js').then((m) => ({ default: m.BatchDetailPage })))
const ComparePage = lazy(() => import('../pages/regression/compare-page.js').then((m) => ({ default: m.ComparePage })))
const SchedulesPage = lazy(() => import('../pages/schedules/schedules-page.js').then((m) => ({ default: m.SchedulesPage })))

/** Each page gets its own error boundary, so one failing page never takes the shell down. */
const page = (area: string, Page: ComponentType) => (
  <PageErrorBoundary area={area}>
    <Page />
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
  browserPool: [{ path: paths.browserPool.path, element: page('Browser Pool', BrowserPoolPage) }],
  jobs: [{ path: paths.jobs.path, element: page('Jobs', JobsPage) }],
  health: [{ path: paths.health.path, element: page('Health', HealthPage) }],
  overview: [{ path: paths.overview.path, element: page('Overview', OverviewPage) }],
  regression: [
    { path: paths.regression.path, element: page('Regression', RegressionPage) },
    { path: paths.regressionCompare.path, element: page('Compare batches', ComparePage) },
    { path: paths.regressionBatch.path, element: page('Batch', BatchDetailPage) },
  ],
  schedules: [{ path: paths.schedules.path, element: page('Schedules', SchedulesPage) }],
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
