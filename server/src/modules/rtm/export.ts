import { stringify } from 'csv-stringify/sync'
import { escapeText } from 'entities'
import type { Rtm, RtmExportFormat } from './schemas.js'

export interface ExportFile {
  contentType: string
  fileName: string
  body: string
}

const COVERAGE_COLOURS: Record<string, string> = { covered: '#2f9e44', partial: '#f08c00', suggested: '#1c7ed6', uncovered: '#e03131' }

const specsOf = (e: Rtm['items'][number]) => e.matches.map((m) => `${m.kind === 'api' ? 'api:' : ''}${m.name} (${m.confidence.toFixed(2)})`)

/** One row per requirement; formula-looking cells are neutralised for spreadsheets. */
export function toCsv(rtm: Rtm): string {
  const columns = ['code', 'title', 'category', 'priority', 'coverage', 'confidence', 'specs', 'suggested_spec']
  return stringify(
    rtm.items.map((e) => [
      e.code,
      e.title,
      e.category,
      e.priority,
      e.coverage,
      e.confidence.toFixed(3),
      specsOf(e).join('; '),
      e.suggestion?.name ?? '',
    ]),
    { header: true, columns, escape_formulas: true },
  )
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ')

export function toMarkdown(rtm: Rtm): string {
  const s = rtm.summary
  const rate = s.coverage_rate === null ? 'n/a' : `${Math.round(s.coverage_rate * 100)}%`
  return [
    '# Requirements traceability matrix',
    '',
    `Project ${rtm.project_id} · generated ${rtm.generated_at ?? 'never'} · engine ${rtm.engine} · ${rtm.spec_count} specs`,
    '',
    `Coverage ${rate}: ${s.covered} covered, ${s.partial} partial, ${s.suggested} suggested, ${s.uncovered} uncovered of ${s.total}.`,
    '',
    '| Code | Requirement | Priority | Coverage | Confidence | Specs |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rtm.items.map(
      (e) =>
        `| ${e.code} | ${cell(e.title)} | ${e.priority} | ${e.coverage} | ${e.confidence.toFixed(2)} | ${cell(specsOf(e).join(', ') || (e.suggestion ? `suggested: ${e.suggestion.name}` : '—'))} |`,
    ),
    '',
  ].join('\n')
}

/** A self-contained page (inline CSS, no scripts), every value escaped. */
export function toHtml(rtm: Rtm): string {
  const s = rtm.summary
  const rows = rtm.items
    .map(
      (e) =>
        `<tr><td>${escapeText(e.code)}</td><td>${escapeText(e.title)}</td><td>${escapeText(e.priority)}</td>` +
        `<td><span class="cov" style="background:${COVERAGE_COLOURS[e.coverage]}">${escapeText(e.coverage)}</span></td>` +
        `<td>${e.confidence.toFixed(2)}</td><td>${escapeText(specsOf(e).join(', ') || (e.suggestion ? `suggested: ${e.suggestion.name}` : '—'))}</td></tr>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Requirements traceability matrix</title>
<style>body{font:14px system-ui,sans-serif;margin:24px;color:#222}table{border-collapse:collapse;width:100%}th,td{border:1px solid #ddd;padding:6px 8px;text-align:left;vertical-align:top}th{background:#f4f5f7}.cov{color:#fff;border-radius:4px;padding:2px 6px;font-size:12px}</style>
</head><body>
<h1>Requirements traceability matrix</h1>
<p>Generated ${escapeText(rtm.generated_at ?? 'never')} · ${s.covered} covered, ${s.partial} partial, ${s.suggested} suggested, ${s.uncovered} uncovered of ${s.total}</p>
<table><thead><tr><th>Code</th><th>Requirement</th><th>Priority</th><th>Coverage</th><th>Confidence</th><th>Specs</th></tr></thead>
<tbody>
${rows}
</tbody></table>
</body></html>
`
}

export function exportRtm(rtm: Rtm, format: RtmExportFormat): ExportFile {
  const base = `rtm-${rtm.project_id}`
  switch (format) {
    case 'csv':
      return { contentType: 'text/csv; charset=utf-8', fileName: `${base}.csv`, body: toCsv(rtm) }
    case 'json':
      return { contentType: 'application/json; charset=utf-8', fileName: `${base}.json`, body: `${JSON.stringify(rtm, null, 2)}\n` }
    case 'markdown':
      return { contentType: 'text/markdown; charset=utf-8', fileName: `${base}.md`, body: toMarkdown(rtm) }
    case 'html':
      return { contentType: 'text/html; charset=utf-8', fileName: `${base}.html`, body: toHtml(rtm) }
  }
}
