import type { Finding } from './queries.js'

export const SEVERITY_COLOR: Record<Finding['severity'], string> = { high: 'red', medium: 'orange', low: 'yellow', info: 'gray' }
export const SEVERITY_ORDER: Finding['severity'][] = ['high', 'medium', 'low', 'info']

/** Findings grouped by category, categories ordered by their most severe finding. */
export function groupFindings(findings: readonly Finding[]): { category: string; findings: Finding[] }[] {
  const groups = new Map<string, Finding[]>()
  for (const f of findings) groups.set(f.category, [...(groups.get(f.category) ?? []), f])
  const rank = (fs: Finding[]) => Math.min(...fs.map((f) => SEVERITY_ORDER.indexOf(f.severity)))
  return [...groups.entries()]
    .map(([category, fs]) => ({
      category,
      findings: [...fs].sort((a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity)),
    }))
    .sort((a, b) => rank(a.findings) - rank(b.findings) || a.category.localeCompare(b.category))
}
