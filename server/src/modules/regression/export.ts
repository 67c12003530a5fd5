import { stringify } from 'csv-stringify/sync'
import { escapeAttribute, escapeText } from 'entities'
import { create } from 'xmlbuilder2'
import type { BatchDetail, ExportFormat } from './schemas.js'

export interface ExportFile {
  contentType: string
  fileName: string
  body: string
}

const CSV_COLUMNS = [
  'position',
  'spec_kind',
  'spec_name',
  'status',
  'duration_ms',
  'attempts',
  'failure_class',
  'error',
  'run_id',
  'started_at',
  'finished_at',
] as const

/** One row per spec; cells starting with = + - @ (or tab / CR) are neutralised so spreadsheets never run them. */
export function toCsv(batch: BatchDetail): string {
  return stringify(
    batch.items.map((i) => CSV_COLUMNS.map((c) => i[c] ?? '')),
    { header: true, columns: [...CSV_COLUMNS], escape_formulas: true },
  )
}

const seconds = (ms: number | null) => ((ms ?? 0) / 1000).toFixed(3)

/**
 * JUnit XML as CI systems read it (Jenkins, GitLab, GitHub reporters): one <testsuite> per batch, one <testcase>
 * per spec; `failed` is a <failure>, `error` an <error>, `skipped` a <skipped/>.
 */
export function toJunit(batch: BatchDetail): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' })
  const root = doc.ele('testsuites', {
    name: batch.name,
    tests: String(batch.total),
    failures: String(batch.failed_count),
    errors: String(batch.error_count),
    skipped: String(batch.skipped_count),
    time: seconds(batch.duration_ms),
  })
  const suite = root.ele('testsuite', {
    name: batch.name,
    id: batch.id,
    tests: String(batch.total),
    failures: String(batch.failed_count),
    errors: String(batch.error_count),
    skipped: String(batch.skipped_count),
    time: seconds(batch.duration_ms),
    timestamp: (batch.started_at ?? batch.created_at).replace(/\.\d+Z$/, ''),
  })
  for (const item of batch.items) {
    const tc = suite.ele('testcase', {
      name: item.spec_name,
      classname: `${item.spec_kind}.${item.spec_name.replace(/\//g, '.')}`,
      time: seconds(item.duration_ms),
    })
    const message = item.error ?? item.status
    if (item.status === 'failed') tc.ele('failure', { message: message.slice(0, 500), type: item.failure_class ?? 'failure' }).txt(message)
    else if (item.status === 'error') tc.ele('error', { message: message.slice(0, 500), type: item.failure_class ?? 'error' }).txt(message)
    else if (item.status === 'skipped' || item.status === 'queued' || item.status === 'running') tc.ele('skipped', { message })
    if (item.run_id) tc.ele('system-out').txt(`run_id: ${item.run_id}`)
  }
  return doc.end({ prettyPrint: true })
}

const STATUS_COLOURS: Record<string, string> = {
  passed: '#2f9e44',
  failed: '#e03131',
  error: '#f08c00',
  skipped: '#868e96',
  running: '#1c7ed6',
  queued: '#868e96',
}

/** A self-contained report (inline CSS, no scripts, no external requests). */
export function toHtml(batch: BatchDetail, links: { dashboardUrl?: string | undefined } = {}): string {
  const t = escapeText
  const rate = batch.success_rate === null ? '–' : `${Math.round(batch.success_rate * 1000) / 10}%`
  const rows = batch.items
    .map((i) => {
      const link =
        i.run_id && links.dashboardUrl
          ? `<a href="${escapeAttribute(`${links.dashboardUrl}/${i.spec_kind === 'api' ? 'api-testing/runs' : 'runs'}/${i.run_id}`)}">${t(i.run_id)}</a>`
          : t(i.run_id ?? '')
      return `<tr class="spec" data-status="${escapeAttribute(i.status)}"><td>${i.position + 1}</td><td>${t(i.spec_kind.toUpperCase())}</td><td class="name">${t(i.spec_name)}</td><td><span class="badge" style="background:${STATUS_COLOURS[i.status] ?? '#868e96'}">${t(i.status)}</span></td><td>${seconds(i.duration_ms)} s</td><td>${t(i.failure_class ?? '')}</td><td class="err">${t(i.error ?? '')}</td><td>${link}</td></tr>`
    })
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${t(batch.name)} — regression report</title>
<style>
body{font-family:system-ui,sans-serif;margin:24px;color:#212529}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #dee2e6;padding:6px 8px;text-align:left;vertical-align:top}
.badge{color:#fff;border-radius:4px;padding:2px 6px;font-size:12px}.err{white-space:pre-wrap;font-family:monospace;font-size:12px;max-width:480px}
.summary span{margin-right:16px}
</style></head><body>
<h1>${t(batch.name)}</h1>
<p class="summary"><span>Status: <b>${t(batch.status)}</b></span><span>Total: <b>${batch.total}</b></span><span>Passed: <b>${batch.passed_count}</b></span><span>Failed: <b>${batch.failed_count}</b></span><span>Errors: <b>${batch.error_count}</b></span><span>Skipped: <b>${batch.skipped_count}</b></span><span>Success rate: <b>${rate}</b></span><span>Duration: <b>${seconds(batch.duration_ms)} s</b></span></p>
<p>Batch ${t(batch.id)} · created ${t(batch.created_at)} · triggered by ${t(batch.triggered_by)}</p>
<table><thead><tr><th>#</th><th>Kind</th><th>Spec</th><th>Status</th><th>Time</th><th>Failure class</th><th>Error</th><th>Run</th></tr></thead>
<tbody>
${rows}
</tbody></table></body></html>
`
}

export function exportBatch(batch: BatchDetail, format: ExportFormat, links: { dashboardUrl?: string | undefined } = {}): ExportFile {
  const base = `batch_${batch.id}`
  switch (format) {
    case 'html':
      return { contentType: 'text/html; charset=utf-8', fileName: `${base}.html`, body: toHtml(batch, links) }
    case 'csv':
      return { contentType: 'text/csv; charset=utf-8', fileName: `${base}.csv`, body: toCsv(batch) }
    case 'junit':
      return { contentType: 'application/xml; charset=utf-8', fileName: `${base}.junit.xml`, body: toJunit(batch) }
    default:
      return { contentType: 'application/json; charset=utf-8', fileName: `${base}.json`, body: `${JSON.stringify(batch, null, 2)}\n` }
  }
}
