import type { SchemaSnapshot, SchemaTable } from './schema-model.js'

/** Schema drift between two snapshots. Pure. */

export interface DriftChange {
  change:
    | 'table_added'
    | 'table_removed'
    | 'column_added'
    | 'column_removed'
    | 'column_type_changed'
    | 'column_nullability_changed'
    | 'index_added'
    | 'index_removed'
    | 'foreign_key_added'
    | 'foreign_key_removed'
    | 'primary_key_changed'
  table: string
  name: string | null
  before: string | null
  after: string | null
}

const byName = <T extends { name: string }>(items: readonly T[]) => new Map(items.map((i) => [i.name, i]))

function tableDrift(before: SchemaTable, after: SchemaTable): DriftChange[] {
  const out: DriftChange[] = []
  const t = after.name
  const oldCols = byName(before.columns)
  const newCols = byName(after.columns)
  for (const [name, col] of newCols) {
    const old = oldCols.get(name)
    if (!old) out.push({ change: 'column_added', table: t, name, before: null, after: col.type })
    else {
      if (old.type !== col.type) out.push({ change: 'column_type_changed', table: t, name, before: old.type, after: col.type })
      if (old.nullable !== col.nullable)
        out.push({
          change: 'column_nullability_changed',
          table: t,
          name,
          before: old.nullable ? 'NULL' : 'NOT NULL',
          after: col.nullable ? 'NULL' : 'NOT NULL',
        })
    }
  }
  for (const [name, col] of oldCols)
    if (!newCols.has(name)) out.push({ change: 'column_removed', table: t, name, before: col.type, after: null })
  const oldIdx = byName(before.indexes)
  const newIdx = byName(after.indexes)
  for (const [name, i] of newIdx)
    if (!oldIdx.has(name)) out.push({ change: 'index_added', table: t, name, before: null, after: i.columns.join(', ') })
  for (const [name, i] of oldIdx)
    if (!newIdx.has(name)) out.push({ change: 'index_removed', table: t, name, before: i.columns.join(', '), after: null })
  const oldFk = byName(before.foreign_keys)
  const newFk = byName(after.foreign_keys)
  for (const [name, fk] of newFk)
    if (!oldFk.has(name))
      out.push({ change: 'foreign_key_added', table: t, name, before: null, after: `${fk.columns.join(', ')} -> ${fk.ref_table}` })
  for (const [name, fk] of oldFk)
    if (!newFk.has(name))
      out.push({ change: 'foreign_key_removed', table: t, name, before: `${fk.columns.join(', ')} -> ${fk.ref_table}`, after: null })
  if (before.primary_key.join(',') !== after.primary_key.join(','))
    out.push({
      change: 'primary_key_changed',
      table: t,
      name: null,
      before: before.primary_key.join(', ') || null,
      after: after.primary_key.join(', ') || null,
    })
  return out
}

export function schemaDrift(before: SchemaSnapshot, after: SchemaSnapshot): DriftChange[] {
  const out: DriftChange[] = []
  const oldTables = byName(before.tables)
  const newTables = byName(after.tables)
  for (const [name, table] of newTables) {
    const old = oldTables.get(name)
    if (!old) out.push({ change: 'table_added', table: name, name: null, before: null, after: `${table.columns.length} columns` })
    else out.push(...tableDrift(old, table))
  }
  for (const [name, table] of oldTables)
    if (!newTables.has(name))
      out.push({ change: 'table_removed', table: name, name: null, before: `${table.columns.length} columns`, after: null })
  return out
}
