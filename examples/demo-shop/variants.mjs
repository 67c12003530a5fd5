import { readFileSync } from 'node:fs'

export const VARIANT_NAMES = ['baseline', 'cosmetic', 'cosmetic2', 'broken']

export const catalogue = JSON.parse(readFileSync(new URL('./variants.json', import.meta.url), 'utf8'))

/**
 * The switches one variant applies. Pages render every variant-sensitive string through `text`, `testid`,
 * `id` and `cls` (which return the baseline value unless the variant renames it), ask `reordered(region)`
 * for layout changes, and the store and API ask `hasBug(id)`. variants.json is therefore the whole diff.
 */
export function loadVariant(name = 'baseline') {
  if (!VARIANT_NAMES.includes(name)) {
    throw new Error(`DEMO_VARIANT must be one of ${VARIANT_NAMES.join(', ')} (got "${name}")`)
  }
  const spec = catalogue.variants[name]
  const changes = spec.changes ?? {}
  const lookup = (kind) => new Map((changes[kind] ?? []).map((entry) => [entry.baseline, entry[name]]))
  const maps = { text: lookup('text'), testid: lookup('testid'), id: lookup('id'), class: lookup('class') }
  const reorderedRegions = new Set((changes.layout ?? []).map((entry) => entry.region))
  const bugs = new Set((spec.bugs ?? []).map((bug) => bug.id))
  return {
    name,
    text: (value) => maps.text.get(value) ?? value,
    testid: (value) => maps.testid.get(value) ?? value,
    id: (value) => maps.id.get(value) ?? value,
    cls: (value) =>
      value
        .split(' ')
        .map((c) => maps.class.get(c) ?? c)
        .join(' '),
    reordered: (region) => reorderedRegions.has(region),
    hasBug: (id) => bugs.has(id),
  }
}
