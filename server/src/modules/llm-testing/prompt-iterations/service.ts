import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../../app-deps.js'
import { publishChange } from '../../../platform/events/publish.js'
import { NotFoundError } from '../../../platform/http/errors.js'
import { type Page, toPage } from '../../../platform/http/pagination.js'
import type { PromptIterationRow } from '../dataset-tables.js'
import { datasetRunInput } from '../datasets/service.js'
import { startPromptPair } from '../run-service.js'
import { specRow, versionContent } from '../spec-service.js'
import * as runStore from '../store.js'
import { streamSuite } from '../suite-stream.js'
import { toRun } from '../views.js'
import type { CreateIterationBody } from './schemas.js'
import { type IterationSummary, summarize } from './sign-test.js'
import * as store from './store.js'

type Deps = Pick<AppDeps, 'db' | 'clock' | 'secrets' | 'jobs'> & Partial<Pick<AppDeps, 'events'>>
const LIVE = ['queued', 'running']

export async function createIteration(deps: Deps, projectId: string, body: CreateIterationBody, by: string | null) {
  const spec = await specRow(deps, projectId, body.spec_name, ['body', 'spec_name'])
  const version = await versionContent(deps, projectId, spec.name, body.version ?? spec.version, ['body', 'version'])
  const original = body.original_prompt ?? streamSuite(version.content).suite.systemPrompt
  const dataset = body.dataset_id ? await datasetRunInput(deps, projectId, body.dataset_id, body.dataset_version) : undefined
  const run = {
    spec_name: spec.name,
    provider_id: body.provider_id,
    version: version.version,
    use_cache: body.use_cache,
    cache_ttl_seconds: 86_400,
  }
  const started = await startPromptPair(deps, projectId, run, [original, body.modified_prompt], by, dataset)
  const row: PromptIterationRow = {
    id: uuidv7(),
    project_id: projectId,
    name: body.name ?? `${spec.name} A/B`,
    spec_name: spec.name,
    spec_version: started.specVersion,
    dataset_id: dataset?.id ?? null,
    dataset_version: dataset?.version ?? null,
    provider_id: body.provider_id,
    original_prompt: original,
    modified_prompt: body.modified_prompt,
    status: 'queued',
    job_id: started.jobId,
    original_run_id: started.runIds[0],
    modified_run_id: started.runIds[1],
    summary: null,
    error: null,
    created_by: by,
    created_at: deps.clock.nowIso(),
    finished_at: null,
  }
  await store.insertIteration(deps.db, row)
  publishChange(deps, projectId, 'llm_prompt_iteration', row.id, 'queued')
  return view(deps, row)
}

/** The status follows the two runs; once both ended, the per-case comparison is computed once and stored. */
async function view(deps: Pick<AppDeps, 'db' | 'clock'>, row: PromptIterationRow) {
  const [a, b] = await Promise.all([
    row.original_run_id ? runStore.findRun(deps.db, row.project_id, row.original_run_id) : undefined,
    row.modified_run_id ? runStore.findRun(deps.db, row.project_id, row.modified_run_id) : undefined,
  ])
  let current = row
  if (LIVE.includes(row.status) && a && b) {
    const statuses = [a.status, b.status]
    if (statuses.some((s) => LIVE.includes(s))) {
      if (row.status === 'queued' && statuses.some((s) => s === 'running')) current = { ...row, status: 'running' }
    } else {
      const status = statuses.includes('cancelled') ? 'cancelled' : statuses.every((s) => s === 'error') ? 'error' : 'completed'
      const summary = summarize(await store.casePairs(deps.db, a.id, b.id))
      const error = status === 'error' ? (a.error ?? b.error ?? 'both runs failed') : null
      current = { ...row, status, summary: JSON.stringify(summary), error, finished_at: deps.clock.nowIso() }
      await store.finishIteration(deps.db, row.id, current)
    }
  }
  return {
    id: current.id,
    project_id: current.project_id,
    name: current.name,
    spec_name: current.spec_name,
    spec_version: Number(current.spec_version),
    dataset_id: current.dataset_id,
    dataset_version: current.dataset_version === null ? null : Number(current.dataset_version),
    provider_id: current.provider_id,
    original_prompt: current.original_prompt,
    modified_prompt: current.modified_prompt,
    status: current.status as 'queued',
    job_id: current.job_id,
    original_run: a ? toRun(a) : null,
    modified_run: b ? toRun(b) : null,
    summary: current.summary ? (JSON.parse(current.summary) as IterationSummary) : null,
    error: current.error,
    created_at: current.created_at,
    finished_at: current.finished_at,
  }
}

export async function getIteration(deps: Pick<AppDeps, 'db' | 'clock'>, projectId: string, id: string) {
  const row = await store.findIteration(deps.db, projectId, id)
  if (!row) throw new NotFoundError(`Prompt iteration "${id}"`)
  return view(deps, row)
}

export async function listIterations(deps: Pick<AppDeps, 'db' | 'clock'>, projectId: string, page: Page) {
  const { rows, total } = await store.listIterations(deps.db, projectId, page)
  const items = []
  for (const row of rows) items.push(await view(deps, row))
  return toPage(items, total, page)
}

export async function deleteIteration(deps: Pick<AppDeps, 'db'>, projectId: string, id: string) {
  if (!(await store.deleteIteration(deps.db, projectId, id))) throw new NotFoundError(`Prompt iteration "${id}"`)
  return { deleted: true as const, id }
}
