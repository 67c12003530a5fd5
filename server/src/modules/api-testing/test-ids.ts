/**
 * Test ids and names: stable across re-imports (a slug of method, path and title, deduplicated in spec order),
 * so storing a re-imported spec updates its tests instead of duplicating them.
 */

/** `POST /products/{{id}} Create` -> `post-products-id-create`. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/\{\{\s*([\w]+)\s*\}\}/g, '$1')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
}

/** `base`, else `suffix(base, 2)`, `suffix(base, 3)`, … whichever is not in `seen` yet; records it. */
export function unique(base: string, seen: Set<string>, suffix: (base: string, n: number) => string): string {
  let candidate = base
  for (let n = 2; seen.has(candidate); n++) candidate = suffix(base, n)
  seen.add(candidate)
  return candidate
}
