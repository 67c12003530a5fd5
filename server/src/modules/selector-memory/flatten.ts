/** Pure: a spec's stored resolutions (JSON) as flat fingerprint rows, filtered by a search text. */

export interface FingerprintRow {
  item_id: string
  strategy: string
  via: string
  score: number
  role: string
  name: string
  label: string
  text: string
  test_id: string
  placeholder: string
  tag: string
  css_path: string
  neighbours: string[]
}

interface StoredTarget {
  strategy?: string
  via?: string
  score?: number
  fingerprint?: Partial<{
    role: string
    name: string
    label: string
    text: string
    testId: string
    placeholder: string
    tag: string
    cssPath: string
    neighbours: string[]
  }>
}

/** Plan item ids in plan order (`s2` before `s10`, `o1.2` after `o1.1`). */
function byItemId(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true })
}

export function flattenResolutions(json: string): FingerprintRow[] {
  let parsed: Record<string, StoredTarget>
  try {
    parsed = JSON.parse(json) as Record<string, StoredTarget>
  } catch {
    return []
  }
  return Object.entries(parsed)
    .sort(([a], [b]) => byItemId(a, b))
    .map(([id, t]) => {
      const f = t.fingerprint ?? {}
      return {
        item_id: id,
        strategy: t.strategy ?? '',
        via: t.via ?? '',
        score: typeof t.score === 'number' ? t.score : 0,
        role: f.role ?? '',
        name: f.name ?? '',
        label: f.label ?? '',
        text: f.text ?? '',
        test_id: f.testId ?? '',
        placeholder: f.placeholder ?? '',
        tag: f.tag ?? '',
        css_path: f.cssPath ?? '',
        neighbours: Array.isArray(f.neighbours) ? f.neighbours.slice(0, 7) : [],
      }
    })
}

/** Case-insensitive: every word of `q` appears in the row's role, name, label, text, test id, placeholder or css path. */
export function matchesQuery(row: FingerprintRow, q: string | undefined): boolean {
  if (!q) return true
  const hay = [row.item_id, row.role, row.name, row.label, row.text, row.test_id, row.placeholder, row.css_path].join(' ').toLowerCase()
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => hay.includes(w))
}

/** The resolutions JSON without one item (undefined when the item is not there). */
export function withoutItem(json: string, itemId: string): string | undefined {
  const parsed = JSON.parse(json) as Record<string, unknown>
  if (!(itemId in parsed)) return undefined
  delete parsed[itemId]
  return JSON.stringify(parsed)
}
