import { structuredPatch } from 'diff'

/**
 * A unified diff of two texts by lines, for showing what a heal changed: `--- a/<name>` / `+++ b/<name>` and `@@`
 * hunks with `context` unchanged lines around each change (the same hunks as GNU `diff -U`); empty when the texts
 * are equal. The hunks come from the `diff` package; only the header is written here.
 */
export function unifiedDiff(before: string, after: string, options: { name?: string; context?: number } = {}): string {
  if (before === after) return ''
  const name = options.name ?? 'test.spec.ts'
  const patch = structuredPatch(`a/${name}`, `b/${name}`, before, after, '', '', { context: options.context ?? 3 })
  const out = [`--- a/${name}`, `+++ b/${name}`]
  for (const hunk of patch.hunks) {
    // GNU diff writes an empty side's start as the line before it (`-0,0`), as does `diff`.
    out.push(`@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`, ...hunk.lines)
  }
  return `${out.join('\n')}\n`
}
