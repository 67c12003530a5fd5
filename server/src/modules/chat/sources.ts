import type { AppDeps } from '../../app-deps.js'
import * as loadTesting from '../load-testing/service.js'
import * as prd from '../prd/service.js'
import * as regression from '../regression/service.js'
import * as runs from '../runs/service.js'
import * as security from '../security-testing/service.js'
import * as specs from '../specs/service.js'
import type { SourceDoc } from './retrieval.js'

const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}…` : s)
const first = { limit: 100, offset: 0 }
const recent = { limit: 50, offset: 0 }

/**
 * Every record of the project the assistant may cite, read through each area's service (never its store):
 * specs with their text, recent UI runs, regression batches, load-test runs, security scans and PRDs.
 */
export async function projectSources(deps: AppDeps, projectId: string): Promise<SourceDoc[]> {
  const docs: SourceDoc[] = []
  const specList = await specs.listSpecs(deps, projectId, first)
  const contents = specList.items.length
    ? await specs.requireSpecContents(
        deps,
        projectId,
        specList.items.map((s) => s.name),
      )
    : []
  for (const [i, s] of contents.entries())
    docs.push({
      kind: 'spec',
      id: s.name,
      title: `Spec ${s.name}`,
      path: `/specs?spec=${encodeURIComponent(s.name)}`,
      text: cut(s.content, 900),
      at: specList.items[i]?.updated_at ?? '',
    })
  for (const r of (await runs.listRuns(deps, projectId, recent, {})).items)
    docs.push({
      kind: 'run',
      id: r.id,
      title: `Run of ${r.spec_name}: ${r.status}`,
      path: `/runs/${r.id}`,
      text: `UI run of spec ${r.spec_name}, status ${r.status}, engine ${r.engine}, created ${r.created_at}${r.duration_ms !== null ? `, took ${r.duration_ms} ms` : ''}${r.error ? `, error: ${cut(r.error, 300)}` : ''}`,
      at: r.created_at,
    })
  for (const b of (await regression.listBatches(deps, projectId, { limit: 20, offset: 0 }, {})).items)
    docs.push({
      kind: 'batch',
      id: b.id,
      title: `Regression batch ${b.name}: ${b.status}`,
      path: `/regression/batches/${b.id}`,
      text: `Regression batch "${b.name}", status ${b.status}, ${b.total} specs: ${b.passed_count} passed, ${b.failed_count} failed, ${b.error_count} errors, success rate ${b.success_rate ?? 'n/a'}, created ${b.created_at}`,
      at: b.created_at,
    })
  for (const l of (await loadTesting.listRuns(deps, projectId, { limit: 20, offset: 0 })).items)
    docs.push({
      kind: 'load_run',
      id: l.id,
      title: `Load test ${l.scenario_name}: ${l.status}`,
      path: `/load-testing?run=${l.id}`,
      text: `Load test of scenario "${l.scenario_name}" (${l.scenario.method} ${l.scenario.url}, ${l.scenario.connections} connections), status ${l.status}${
        l.result
          ? `: ${l.result.requests_per_s} requests/s, latency p50 ${l.result.latency_ms.p50} ms, p99 ${l.result.latency_ms.p99} ms, error rate ${l.result.error_rate}`
          : ''
      }${l.error ? `, error: ${l.error}` : ''}, created ${l.created_at}`,
      at: l.created_at,
    })
  for (const s of (await security.listScans(deps, projectId, { limit: 20, offset: 0 })).items) {
    const detail = await security.getScan(deps, projectId, s.id)
    docs.push({
      kind: 'security_scan',
      id: s.id,
      title: `Security scan of ${s.target_url}`,
      path: `/security-testing?scan=${s.id}`,
      text: `Security scan of ${s.target_url} on ${s.created_at}: ${s.counts.high} high, ${s.counts.medium} medium, ${s.counts.low} low findings. ${cut(
        detail.findings.map((f) => `${f.severity}: ${f.title}`).join('; '),
        600,
      )}`,
      at: s.created_at,
    })
  }
  for (const d of (await prd.listDocuments(deps, projectId, { limit: 10, offset: 0 })).items) {
    const doc = await prd.getDocument(deps, projectId, d.id)
    docs.push({
      kind: 'prd',
      id: d.id,
      title: `PRD ${d.file_name}`,
      path: `/prd?document=${d.id}`,
      text: cut(
        `PRD "${d.file_name}" with features: ${doc.features.map((f) => `${f.title} (${f.requirements.join(' ')})`).join('; ')}`,
        900,
      ),
      at: d.created_at,
    })
  }
  return docs
}
