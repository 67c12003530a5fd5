import { type PathKey, paths } from '../config/paths.js'

/** One entry of the sidebar: every area of the product, built or not. */
export interface Area {
  key: PathKey
  label: string
  path: string
  /** Shown on the "Not available yet" page of an area that is not built. */
  description: string
  available: boolean
  superuserOnly?: boolean
}

export interface AreaGroup {
  label: string
  areas: Area[]
}

const area = (key: PathKey, label: string, description: string, available = false, superuserOnly = false): Area => ({
  key,
  label,
  path: paths[key].path,
  description,
  available,
  superuserOnly,
})

export const AREA_GROUPS: AreaGroup[] = [
  {
    label: 'Testing',
    areas: [
      area('overview', 'Overview', 'Run analytics: pass rate per day, flaky and slow specs, failure classes, heals.', true),
      area('specs', 'Specs', 'Write markdown UI test specs and turn them into Playwright tests: plan, generate, heal.', true),
      area('runs', 'Runs', 'Follow test runs live, with stages, heal attempts, diffs and artifacts.', true),
      area('memory', 'Selector Memory', 'Element fingerprints stored per spec, search, forget, and the heal history.', true),
      area(
        'apiTesting',
        'API Testing',
        'Markdown API specs or an imported OpenAPI description become HTTP-level tests that run as jobs.',
        true,
      ),
      area('prd', 'PRD', 'Upload a product requirements document (PDF or markdown) and draft UI specs from its features.', true),
      area(
        'llmTesting',
        'LLM Testing',
        'Evaluate OpenAI-compatible providers with suites, datasets, comparisons and prompt iterations.',
        true,
      ),
      area(
        'databaseTesting',
        'Database Testing',
        'Connection profiles, schema analysis and data-quality checks with an approve-then-apply workflow.',
        true,
      ),
    ],
  },
  {
    label: 'Discovery',
    areas: [
      area(
        'exploration',
        'Exploration',
        'Explore a web application to discover pages, flows, forms, API endpoints and error states.',
        true,
      ),
      area('requirements', 'Requirements', 'Requirements derived from explorations or written by hand, matched to specs.', true),
      area('rtm', 'RTM', 'The requirements traceability matrix: coverage, gaps and exports.', true),
    ],
  },
  {
    label: 'Automation',
    areas: [
      area('regression', 'Regression', 'Run groups of specs together and export aggregated results (HTML, JSON, CSV).', true),
      area('schedules', 'Schedules', 'Cron-based recurring runs of specs or batches with execution history.', true),
      area('integrations', 'Integrations', 'Test case management, issue tracker and CI configuration generation.', true),
    ],
  },
  {
    label: 'Operations',
    areas: [
      area('browserPool', 'Browser Pool', 'The shared limit on concurrent browsers: slots, queue and the load-test lock.', true),
      area('jobs', 'Jobs', 'Background jobs with status, progress, results and errors.', true),
      area('health', 'Health', 'Service status, storage, backups, retention tiers and alerts.', true),
      area(
        'loadTesting',
        'Load Testing',
        'Load scenarios run with autocannon: latency percentiles, throughput, errors, comparisons.',
        true,
      ),
      area(
        'securityTesting',
        'Security Testing',
        'Passive quick scans: headers, cookies, TLS, CORS, exposed files, versions, mixed content.',
        true,
      ),
      area('assistant', 'Assistant', "Ask questions about the project's specs, runs and results; answers cite their sources.", true),
    ],
  },
  {
    label: 'Administration',
    areas: [
      area('projects', 'Projects', 'Projects, their settings and members.', true),
      area('users', 'Users', 'User accounts: create, activate, unlock, superuser.', true, true),
      area('settings', 'Settings', 'Service settings: AI provider and execution (pool size, timeouts).', true, true),
    ],
  },
]

export const AREAS: Area[] = AREA_GROUPS.flatMap((g) => g.areas)
