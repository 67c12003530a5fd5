/**
 * Every dashboard route in one typed object: `path` is the router pattern, `href` builds a link.
 * Pages link through this object, never through string literals.
 */
export const paths = {
  home: { path: '/', href: () => '/' },
  login: {
    path: '/login',
    href: (next?: string) => (next && next !== '/login' ? `/login?next=${encodeURIComponent(next)}` : '/login'),
  },
  specs: {
    path: '/specs',
    /** With a spec name, opens that spec in the editor. */
    href: (spec?: string) => (spec ? `/specs?spec=${encodeURIComponent(spec)}` : '/specs'),
  },
  runs: {
    path: '/runs',
    href: (spec?: string) => (spec ? `/runs?spec=${encodeURIComponent(spec)}` : '/runs'),
  },
  run: { path: '/runs/:runId', href: (runId: string) => `/runs/${encodeURIComponent(runId)}` },
  apiTesting: {
    path: '/api-testing',
    /** With a spec name, opens that spec in the editor. */
    href: (spec?: string) => (spec ? `/api-testing?spec=${encodeURIComponent(spec)}` : '/api-testing'),
  },
  apiTestingRuns: {
    path: '/api-testing/runs',
    href: (spec?: string) => (spec ? `/api-testing/runs?spec=${encodeURIComponent(spec)}` : '/api-testing/runs'),
  },
  apiTestingRun: { path: '/api-testing/runs/:runId', href: (runId: string) => `/api-testing/runs/${encodeURIComponent(runId)}` },
  llmDatasets: {
    path: '/llm-testing/datasets',
    href: (dataset?: string) => (dataset ? `/llm-testing/datasets?dataset=${encodeURIComponent(dataset)}` : '/llm-testing/datasets'),
  },
  llmPromptAb: {
    path: '/llm-testing/prompt-ab',
    href: (iteration?: string) =>
      iteration ? `/llm-testing/prompt-ab?iteration=${encodeURIComponent(iteration)}` : '/llm-testing/prompt-ab',
  },
  llmTesting: {
    path: '/llm-testing',
    /** A tab (providers, suites, runs, compare) and the run or comparison it opens. */
    href: (tab?: 'providers' | 'suites' | 'runs' | 'compare', id?: string) => {
      const q = new URLSearchParams()
      if (tab) q.set('tab', tab)
      if (id) q.set(tab === 'compare' ? 'comparison' : 'run', id)
      const s = q.toString()
      return s ? `/llm-testing?${s}` : '/llm-testing'
    },
  },
  llmSchedules: { path: '/llm-testing/schedules', href: () => '/llm-testing/schedules' },
  llmAnalytics: {
    path: '/llm-testing/analytics',
    href: (days?: number) => (days ? `/llm-testing/analytics?days=${days}` : '/llm-testing/analytics'),
  },
  databaseTesting: { path: '/database-testing', href: () => '/database-testing' },
  databaseTestingSchema: {
    path: '/database-testing/schema',
    href: (connectionId?: string) =>
      connectionId ? `/database-testing/schema?connection=${encodeURIComponent(connectionId)}` : '/database-testing/schema',
  },
  databaseTestingSpecs: {
    path: '/database-testing/specs',
    /** With a spec name, opens that spec in the editor. */
    href: (spec?: string) => (spec ? `/database-testing/specs?spec=${encodeURIComponent(spec)}` : '/database-testing/specs'),
  },
  databaseTestingRuns: { path: '/database-testing/runs', href: () => '/database-testing/runs' },
  databaseTestingRun: {
    path: '/database-testing/runs/:runId',
    href: (runId: string) => `/database-testing/runs/${encodeURIComponent(runId)}`,
  },
  exploration: { path: '/exploration', href: () => '/exploration' },
  explorationSession: { path: '/exploration/:sessionId', href: (sessionId: string) => `/exploration/${encodeURIComponent(sessionId)}` },
  requirements: { path: '/requirements', href: () => '/requirements' },
  rtm: { path: '/rtm', href: () => '/rtm' },
  overview: { path: '/overview', href: () => '/overview' },
  regression: { path: '/regression', href: () => '/regression' },
  regressionBatch: {
    path: '/regression/batches/:batchId',
    href: (batchId: string) => `/regression/batches/${encodeURIComponent(batchId)}`,
  },
  regressionCompare: {
    path: '/regression/compare',
    href: (base: string, head: string) => `/regression/compare?base=${encodeURIComponent(base)}&head=${encodeURIComponent(head)}`,
  },
  schedules: { path: '/schedules', href: () => '/schedules' },
  integrations: { path: '/integrations', href: () => '/integrations' },
  browserPool: { path: '/browser-pool', href: () => '/browser-pool' },
  jobs: { path: '/jobs', href: () => '/jobs' },
  loadTesting: { path: '/load-testing', href: () => '/load-testing' },
  securityTesting: { path: '/security-testing', href: () => '/security-testing' },
  prd: { path: '/prd', href: () => '/prd' },
  assistant: { path: '/assistant', href: () => '/assistant' },
  projects: { path: '/projects', href: () => '/projects' },
  project: { path: '/projects/:projectId', href: (projectId: string) => `/projects/${encodeURIComponent(projectId)}` },
  users: { path: '/users', href: () => '/users' },
  health: { path: '/health', href: () => '/health' },
  settings: { path: '/settings', href: () => '/settings' },
  memory: { path: '/memory', href: () => '/memory' },
} as const

export type PathKey = keyof typeof paths

/** A safe post-login destination: only same-origin dashboard paths, never the login page itself. */
export function safeNext(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return paths.home.href()
  if (next === paths.login.path || next.startsWith(`${paths.login.path}?`)) return paths.home.href()
  return next
}
