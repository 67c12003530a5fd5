import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../app-deps.js'
import { NotFoundError } from '../../platform/http/errors.js'
import { type Page, type PageResult, toPage } from '../../platform/http/pagination.js'
import { getProject } from '../projects/service.js'
import { allowedTargetHosts, assertProjectTarget, targetRefusal } from '../projects/target-policy.js'
import { analyze, countBySeverity, type Finding } from './checks.js'
import { collect } from './fetcher.js'
import type { Scan, ScanSummary } from './schemas.js'
import * as store from './store.js'
import type { ScanRow } from './tables.js'

type Deps = Pick<AppDeps, 'db' | 'clock'>

function toSummary(row: ScanRow): ScanSummary {
  const findings = JSON.parse(row.findings) as Finding[]
  return {
    id: row.id,
    project_id: row.project_id,
    target_url: row.target_url,
    status: row.status === 'failed' ? 'failed' : 'completed',
    counts: countBySeverity(findings),
    error: row.error,
    created_by: row.created_by,
    created_at: row.created_at,
    duration_ms: row.duration_ms,
  }
}

function toScan(row: ScanRow): Scan {
  return { ...toSummary(row), findings: JSON.parse(row.findings) as Finding[], facts: JSON.parse(row.facts) as Scan['facts'] }
}

/**
 * Runs a quick passive scan now (about a dozen GETs, each bounded) and stores it. The target and any redirect it
 * follows must be on the project's configured hosts. An unreachable target is stored as a `failed` scan.
 */
export async function runScan(deps: Deps, projectId: string, url: string, createdBy: string | null): Promise<Scan> {
  await assertProjectTarget(deps, projectId, url, ['body', 'url'])
  const hosts = allowedTargetHosts((await getProject(deps, projectId)).base_url)
  const started = deps.clock.now()
  const base = { id: uuidv7(), project_id: projectId, target_url: url, created_by: createdBy, created_at: deps.clock.nowIso() }
  let row: ScanRow
  try {
    const { input, facts } = await collect(url, (u) => targetRefusal(u, hosts) === undefined)
    row = {
      ...base,
      status: 'completed',
      findings: JSON.stringify(analyze(input)),
      facts: JSON.stringify(facts),
      error: null,
      duration_ms: deps.clock.now() - started,
    }
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err)
    row = {
      ...base,
      status: 'failed',
      findings: '[]',
      facts: 'null',
      error: `Target unreachable: ${reason}`,
      duration_ms: deps.clock.now() - started,
    }
  }
  return toScan(await store.insertScan(deps.db, row))
}

export async function listScans(deps: Pick<AppDeps, 'db'>, projectId: string, page: Page): Promise<PageResult<ScanSummary>> {
  const { rows, total } = await store.listScans(deps.db, projectId, page)
  return toPage(rows.map(toSummary), total, page)
}

export async function getScan(deps: Pick<AppDeps, 'db'>, projectId: string, id: string): Promise<Scan> {
  const row = await store.findScan(deps.db, projectId, id)
  if (!row) throw new NotFoundError('Security scan')
  return toScan(row)
}

export async function deleteScan(deps: Pick<AppDeps, 'db'>, projectId: string, id: string): Promise<{ deleted: true; id: string }> {
  if (!(await store.deleteScan(deps.db, projectId, id))) throw new NotFoundError('Security scan')
  return { deleted: true, id }
}
