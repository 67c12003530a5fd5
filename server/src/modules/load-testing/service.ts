import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../app-deps.js'
import type { LoadTestLockStatus } from '../../platform/browser-pool/load-test-lock.js'
import { ConflictError, NotFoundError } from '../../platform/http/errors.js'
import { type Page, type PageResult, toPage } from '../../platform/http/pagination.js'
import { assertProjectTarget } from '../projects/target-policy.js'
import { compareLoadRuns } from './results.js'
import { LOAD_TEST_JOB, type LoadJobDeps, type LoadJobPayload, onLoadTestInterrupted, runLoadTest } from './run-job.js'
import type { ScenarioSnapshot } from './runner.js'
import type { CreateScenarioBody, LoadCompare, LoadRun, LoadRunStatus, Scenario } from './schemas.js'
import * as store from './store.js'
import type { LoadRunRow, ScenarioRow } from './tables.js'

type Deps = Pick<AppDeps, 'browserPool'>

export async function takeLoadTestLock(deps: Deps, runId: string): Promise<LoadTestLockStatus> {
  if (!(await deps.browserPool.loadTestLock.acquire(runId))) throw new ConflictError('A load test is in progress')
  return deps.browserPool.loadTestLock.status()
}

export async function releaseLoadTestLock(deps: Deps, runId: string): Promise<LoadTestLockStatus> {
  if (!(await deps.browserPool.loadTestLock.release(runId))) throw new NotFoundError(`Load-test lock held by run ${runId}`)
  return deps.browserPool.loadTestLock.status()
}

type ScenarioInput = Omit<CreateScenarioBody, 'project_id'>

export function toScenario(row: ScenarioRow): Scenario {
  return {
    id: row.id,
    project_id: row.project_id,
    name: row.name,
    url: row.url,
    method: row.method as Scenario['method'],
    headers: JSON.parse(row.headers) as Record<string, string>,
    body: row.body,
    connections: row.connections,
    duration_s: row.duration_s,
    amount: row.amount,
    ramp_up_s: row.ramp_up_s,
    created_by: row.created_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

export function toLoadRun(row: LoadRunRow): LoadRun {
  const s = JSON.parse(row.scenario) as ScenarioSnapshot
  return {
    id: row.id,
    project_id: row.project_id,
    scenario_id: row.scenario_id,
    scenario_name: row.scenario_name,
    scenario: {
      url: s.url,
      method: s.method,
      connections: s.connections,
      duration_s: s.duration_s,
      amount: s.amount,
      ramp_up_s: s.ramp_up_s,
    },
    status: row.status as LoadRunStatus,
    job_id: row.job_id,
    result: row.result ? (JSON.parse(row.result) as LoadRun['result']) : null,
    error: row.error,
    created_by: row.created_by,
    created_at: row.created_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
    duration_ms: row.duration_ms,
  }
}

/** Duration or amount: amount wins; neither means 10 seconds. */
function bounds(body: ScenarioInput): { duration_s: number | null; amount: number | null } {
  if (body.amount) return { duration_s: null, amount: body.amount }
  return { duration_s: body.duration_s ?? 10, amount: null }
}

async function uniqueName(deps: Pick<AppDeps, 'db'>, projectId: string, name: string, exceptId?: string): Promise<void> {
  const other = await store.findScenarioByName(deps.db, projectId, name)
  if (other && other.id !== exceptId) throw new ConflictError(`A scenario named "${name}" already exists`)
}

export async function createScenario(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  projectId: string,
  body: ScenarioInput,
  createdBy: string | null,
): Promise<Scenario> {
  await assertProjectTarget(deps, projectId, body.url, ['body', 'url'])
  await uniqueName(deps, projectId, body.name)
  const now = deps.clock.nowIso()
  const row = await store.insertScenario(deps.db, {
    id: uuidv7(),
    project_id: projectId,
    name: body.name,
    url: body.url,
    method: body.method,
    headers: JSON.stringify(body.headers),
    body: body.body ?? null,
    connections: body.connections,
    ...bounds(body),
    ramp_up_s: body.ramp_up_s,
    created_by: createdBy,
    created_at: now,
    updated_at: now,
  })
  return toScenario(row)
}

async function scenarioOr404(deps: Pick<AppDeps, 'db'>, projectId: string, id: string): Promise<ScenarioRow> {
  const row = await store.findScenario(deps.db, projectId, id)
  if (!row) throw new NotFoundError('Load-test scenario')
  return row
}

export async function getScenario(deps: Pick<AppDeps, 'db'>, projectId: string, id: string): Promise<Scenario> {
  return toScenario(await scenarioOr404(deps, projectId, id))
}

export async function listScenarios(deps: Pick<AppDeps, 'db'>, projectId: string, page: Page): Promise<PageResult<Scenario>> {
  const { rows, total } = await store.listScenarios(deps.db, projectId, page)
  return toPage(rows.map(toScenario), total, page)
}

export async function updateScenario(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  projectId: string,
  id: string,
  body: ScenarioInput,
): Promise<Scenario> {
  await scenarioOr404(deps, projectId, id)
  await assertProjectTarget(deps, projectId, body.url, ['body', 'url'])
  await uniqueName(deps, projectId, body.name, id)
  const row = await store.updateScenario(deps.db, projectId, id, {
    name: body.name,
    url: body.url,
    method: body.method,
    headers: JSON.stringify(body.headers),
    body: body.body ?? null,
    connections: body.connections,
    ...bounds(body),
    ramp_up_s: body.ramp_up_s,
    updated_at: deps.clock.nowIso(),
  })
  if (!row) throw new NotFoundError('Load-test scenario')
  return toScenario(row)
}

export async function deleteScenario(deps: Pick<AppDeps, 'db'>, projectId: string, id: string): Promise<{ deleted: true; id: string }> {
  if (!(await store.deleteScenario(deps.db, projectId, id))) throw new NotFoundError('Load-test scenario')
  return { deleted: true, id }
}

/**
 * Queues a run of a scenario (202). 409 while a load test holds the lock (one at a time); the target is checked
 * again against the project's hosts, since the base URL may have changed since the scenario was saved.
 */
export async function startRun(deps: LoadJobDeps, projectId: string, scenarioId: string, createdBy: string | null): Promise<LoadRun> {
  const scenario = await scenarioOr404(deps, projectId, scenarioId)
  await assertProjectTarget(deps, projectId, scenario.url, ['body', 'url'])
  await deps.browserPool.loadTestLock.assertFree()
  const snapshot: ScenarioSnapshot = {
    url: scenario.url,
    method: scenario.method,
    headers: JSON.parse(scenario.headers) as Record<string, string>,
    body: scenario.body,
    connections: scenario.connections,
    duration_s: scenario.duration_s,
    amount: scenario.amount,
    ramp_up_s: scenario.ramp_up_s,
  }
  const id = uuidv7()
  const job = await deps.jobs.enqueue<LoadJobPayload>(
    LOAD_TEST_JOB,
    { runId: id, projectId },
    {
      projectId,
      maxAttempts: 1,
      alongside: async (trx, jobRow) => {
        await store.insertRun(trx, {
          id,
          project_id: projectId,
          scenario_id: scenario.id,
          scenario_name: scenario.name,
          scenario: JSON.stringify(snapshot),
          status: 'queued',
          job_id: jobRow.id,
          result: null,
          error: null,
          created_by: createdBy,
          created_at: deps.clock.nowIso(),
          started_at: null,
          finished_at: null,
          duration_ms: null,
        })
      },
    },
  )
  const row = await store.findRun(deps.db, projectId, id)
  if (!row) throw new Error(`load-test run ${id} of job ${job.id} was not stored`)
  return toLoadRun(row)
}

async function runOr404(deps: Pick<AppDeps, 'db'>, projectId: string, id: string): Promise<LoadRunRow> {
  const row = await store.findRun(deps.db, projectId, id)
  if (!row) throw new NotFoundError('Load-test run')
  return row
}

export async function getRun(deps: Pick<AppDeps, 'db'>, projectId: string, id: string): Promise<LoadRun> {
  return toLoadRun(await runOr404(deps, projectId, id))
}

export async function listRuns(
  deps: Pick<AppDeps, 'db'>,
  projectId: string,
  page: Page,
  scenarioId?: string,
): Promise<PageResult<LoadRun>> {
  const { rows, total } = await store.listRuns(deps.db, projectId, page, scenarioId)
  return toPage(rows.map(toLoadRun), total, page)
}

export async function cancelRun(deps: LoadJobDeps, projectId: string, id: string): Promise<LoadRun> {
  const row = await runOr404(deps, projectId, id)
  if (!['queued', 'running'].includes(row.status)) throw new ConflictError(`Load-test run has already finished (${row.status})`)
  if (row.job_id) await deps.jobs.cancel(row.job_id, projectId)
  return getRun(deps, projectId, id)
}

export async function compareRuns(deps: Pick<AppDeps, 'db'>, projectId: string, baseId: string, headId: string): Promise<LoadCompare> {
  const [base, head] = await Promise.all([getRun(deps, projectId, baseId), getRun(deps, projectId, headId)])
  return compareLoadRuns(base, head)
}

/** The load-test job and its interruption hook; one line in job-kinds.ts. */
export function registerLoadTestJobs(deps: LoadJobDeps): void {
  deps.jobs.register<LoadJobPayload, { status: string }>(LOAD_TEST_JOB, (ctx) => runLoadTest(deps, ctx), {
    concurrency: 1,
    timeoutMs: 2 * 60 * 60 * 1000,
  })
  deps.jobs.onInterrupted(LOAD_TEST_JOB, (event) => onLoadTestInterrupted(deps, event))
}
