/**
 * Compiled patterns by source and flags. The grammars build many patterns from shared fragments inside their
 * functions (readable next to where they are used); compiling each once keeps a 200-step validation cheap.
 * Only for patterns without the `g` or `y` flag, whose `exec` keeps no state between calls.
 */
const cache = new Map<string, RegExp>()

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
