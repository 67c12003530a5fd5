/**
 * Compiled patterns. The grammars build many patterns from shared fragments inside their functions (readable next
 * to where they are used). `ri\`…\`` / `rx\`…\`` compile each once per call site: the site's template strings are the
 * key, so a lookup neither builds the source string nor hashes it (profiling showed both costing more than the
 * match). Values that vary at a site (a noun in a loop) get one pattern each, bounded.
 * Only for patterns without the `g` or `y` flag, whose `exec` keeps no state between calls.
 */
interface Compiled {
  values: readonly unknown[]
  pattern: RegExp
}

const PER_SITE = 64

function tag(flags: string, raw = false) {
  const sites = new WeakMap<TemplateStringsArray, Compiled[]>()
  return (strings: TemplateStringsArray, ...values: unknown[]): RegExp => {
    let compiled = sites.get(strings)
    if (!compiled) {
      compiled = []
      sites.set(strings, compiled)
    }
    outer: for (const entry of compiled) {
      for (let i = 0; i < values.length; i++) if (entry.values[i] !== values[i]) continue outer
      return entry.pattern
    }
    // Cooked strings: the sites are written as ordinary template literals (`\\s`), moved under a tag unchanged.
    // Raw strings for sites written as `String.raw` patterns (`\s` with one backslash).
    const parts = raw ? strings.raw : strings
    let source = parts[0]!
    for (let i = 0; i < values.length; i++) source += String(values[i]) + parts[i + 1]!
    const pattern = new RegExp(source, flags)
    if (compiled.length >= PER_SITE) compiled.shift()
    compiled.push({ values, pattern })
    return pattern
  }
}

/** A case-insensitive pattern, compiled once per call site and values. */
export const ri = tag('i')
/** A case-sensitive pattern, compiled once per call site and values. */
export const rx = tag('')
/** `ri` for a site written with one backslash per escape, as `String.raw` would read it. */
export const rawi = tag('i', true)

const cache = new Map<string, RegExp>()

/** A pattern from a source built at run time; compiled once per source and flags. */
export function re(source: string, flags = ''): RegExp {
  if (/[gy]/.test(flags)) throw new Error('re() is for stateless patterns; build a global pattern with new RegExp')
  const key = `${flags}/${source}`
  let pattern = cache.get(key)
  if (!pattern) {
    // Bounded, in case a caller ever builds a pattern from step text.
    if (cache.size >= 2000) cache.clear()
    pattern = new RegExp(source, flags)
    cache.set(key, pattern)
  }
  return pattern
}
