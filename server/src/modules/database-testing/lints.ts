import type { SchemaSnapshot, SchemaTable } from './schema-model.js'

/** Schema lints. Pure: a snapshot in, findings out. */

export type LintRule = 'missing_primary_key' | 'unindexed_foreign_key' | 'duplicate_index' | 'fk_like_column_without_constraint'

export interface Lint {
  rule: LintRule
  severity: 'high' | 'medium' | 'low'
  table: string
  columns: string[]
  message: string
}

const startsWith = (columns: readonly string[], prefix: readonly string[]) => prefix.every((c, i) => columns[i] === c)

/** The table an `<x>_id` column most likely points at: `x`, `xs`, `xes`, `x` with y -> ies. */
export function guessReferencedTable(column: string, tables: readonly SchemaTable[]): SchemaTable | undefined {
  const m = /^(.+?)_?id$/i.exec(column)
  if (!m || column.toLowerCase() === 'id') return undefined
  const stem = m[1]!.replace(/_$/, '').toLowerCase()
  const candidates = [stem, `${stem}s`, `${stem}es`, stem.endsWith('y') ? `${stem.slice(0, -1)}ies` : '']
  return tables.find((t) => candidates.includes((t.name.split('.').pop() ?? '').toLowerCase()) && t.primary_key.length === 1)
}

export function lintSchema(snapshot: SchemaSnapshot): Lint[] {
  const lints: Lint[] = []
  for (const table of snapshot.tables) {
    if (table.primary_key.length === 0)
      lints.push({
        rule: 'missing_primary_key',
        severity: 'high',
        table: table.name,
        columns: [],
        message: `${table.name} has no primary key`,
      })
    for (const fk of table.foreign_keys) {
      if (!table.indexes.some((i) => startsWith(i.columns, fk.columns)))
        lints.push({
          rule: 'unindexed_foreign_key',
          severity: 'medium',
          table: table.name,
          columns: fk.columns,
          message: `Foreign key ${table.name}(${fk.columns.join(', ')}) -> ${fk.ref_table} has no index: deletes on ${fk.ref_table} and joins scan ${table.name}`,
        })
    }
    const seen = new Map<string, string>()
    for (const index of table.indexes) {
      const key = `${index.columns.join(',')}`
      const other = seen.get(key)
      if (other)
        lints.push({
          rule: 'duplicate_index',
          severity: 'low',
          table: table.name,
          columns: index.columns,
          message: `Indexes ${other} and ${index.name} on ${table.name}(${index.columns.join(', ')}) are duplicates`,
        })
      else seen.set(key, index.name)
    }
    const constrained = new Set(table.foreign_keys.flatMap((fk) => fk.columns))
    for (const column of table.columns) {
      if (constrained.has(column.name) || table.primary_key.includes(column.name)) continue
      const target = guessReferencedTable(column.name, snapshot.tables)
      if (target && target !== table)
        lints.push({
          rule: 'fk_like_column_without_constraint',
          severity: 'medium',
          table: table.name,
          columns: [column.name],
          message: `${table.name}.${column.name} looks like a reference to ${target.name}.${target.primary_key[0]} but has no foreign key`,
        })
    }
  }
  return lints
}
