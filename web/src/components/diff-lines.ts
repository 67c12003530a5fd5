export type DiffLineKind = 'add' | 'remove' | 'hunk' | 'meta' | 'context'

/** How one line of a unified diff is shown: added, removed, a hunk header, a file header, or context. */
export function diffLineKind(line: string): DiffLineKind {
  if (line.startsWith('+++') || line.startsWith('---') || line.startsWith('Index:') || line.startsWith('====')) return 'meta'
  if (line.startsWith('@@')) return 'hunk'
  if (line.startsWith('+')) return 'add'
  if (line.startsWith('-')) return 'remove'
  return 'context'
}
