/**
 * A unified diff of two texts by lines (longest common subsequence), for showing what a heal changed. Generated
 * tests are a few hundred lines at most, so the quadratic table is small.
 */

type Op = { type: ' ' | '-' | '+'; line: string; a: number; b: number }

function diffLines(a: string[], b: string[]): Op[] {
  const table: Uint32Array[] = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1))
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i]![j] = a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!)
    }
  }
  const ops: Op[] = []
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) ops.push({ type: ' ', line: a[i++]!, a: i, b: ++j })
    else if (i < a.length && (j >= b.length || table[i + 1]![j]! >= table[i]![j + 1]!)) ops.push({ type: '-', line: a[i++]!, a: i, b: j })
    else ops.push({ type: '+', line: b[j++]!, a: i, b: j })
  }
  return ops
}

/** Lines of a text whose last line may or may not end with a newline (the newline ends a line, it does not start one). */
function splitLines(text: string): string[] {
  if (text === '') return []
  return (text.endsWith('\n') ? text.slice(0, -1) : text).split('\n')
}

/**
 * `--- a/<name>` / `+++ b/<name>` and `@@` hunks with `context` unchanged lines around each change; empty when the
 * texts are equal.
 */
export function unifiedDiff(before: string, after: string, options: { name?: string; context?: number } = {}): string {
  if (before === after) return ''
  const name = options.name ?? 'test.spec.ts'
  const context = options.context ?? 3
  const ops = diffLines(splitLines(before), splitLines(after))
  const changed = ops.map((op, index) => (op.type === ' ' ? -1 : index)).filter((index) => index >= 0)
  const hunks: [number, number][] = []
  for (const index of changed) {
    const start = Math.max(0, index - context)
    const end = Math.min(ops.length - 1, index + context)
    const last = hunks.at(-1)
    if (last && start <= last[1] + 1) last[1] = Math.max(last[1], end)
    else hunks.push([start, end])
  }
  const out = [`--- a/${name}`, `+++ b/${name}`]
  for (const [start, end] of hunks) {
    const slice = ops.slice(start, end + 1)
    const oldCount = slice.filter((op) => op.type !== '+').length
    const newCount = slice.filter((op) => op.type !== '-').length
    const first = ops[start]!
    const oldStart = first.type === '+' ? first.a + (oldCount === 0 ? 0 : 1) : first.a
    const newStart = first.type === '-' ? first.b + (newCount === 0 ? 0 : 1) : first.b
    out.push(`@@ -${oldStart},${oldCount} +${newStart},${newCount} @@`)
    for (const op of slice) out.push(`${op.type}${op.line}`)
  }
  return `${out.join('\n')}\n`
}
