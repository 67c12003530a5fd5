import type { CheckKind } from './check-kinds.js'
import { failingPredicate } from './compiler.js'
import type { CheckResult } from './runner.js'
import type { SchemaSnapshot } from './schema-model.js'
import type { ResolvedCheck } from './spec-format.js'
import { Params, quoteIdent, quoteTable, type TargetDialect } from './sql-dialect.js'

/**
 * Fix suggestions for failed checks (rules engine). Each executable suggestion carries its statement and a
 * `preview_sql` counting the rows it would touch (the dry run shown before approval and re-run at apply time).
 * Pure: literals are inlined with the dialect's quoting because a suggestion is shown and audited as text.
 */

export type SuggestionCategory = 'sql_remediation' | 'schema_change' | 'cleanup_script' | 'process_improvement'

export interface Suggestion {
  id: string
  check: string
  category: SuggestionCategory
  title: string
  description: string
  sql: string | null
  preview_sql: string | null
  risk: 'low' | 'medium' | 'high'
  estimated_rows: number | null
}

/** A value as an SQL literal (numbers as is, text quoted with doubled quotes; backslashes doubled for MySQL). */
export function literal(dialect: TargetDialect, value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  const text = String(value).replaceAll("'", "''")
  return `'${dialect === 'mysql' ? text.replaceAll('\\', '\\\\') : text}'`
}

function inlined(dialect: TargetDialect, build: (p: Params) => string | undefined): string | undefined {
  const p = new Params(dialect)
  const sql = build(p)
  if (sql === undefined) return undefined
  let i = 0
  return dialect === 'postgres'
    ? sql.replace(/\$(\d+)/g, (_, n) => literal(dialect, p.values[Number(n) - 1]))
    : sql.replace(/\?/g, () => literal(dialect, p.values[i++]))
}

function withPk(snapshot: SchemaSnapshot | undefined, table: string): string[] {
  return snapshot?.tables.find((t) => t.name === table)?.primary_key ?? []
}

function columnType(snapshot: SchemaSnapshot | undefined, table: string, column: string): string | undefined {
  return snapshot?.tables.find((t) => t.name === table)?.columns.find((c) => c.name === column)?.type
}

function forCheck(
  dialect: TargetDialect,
  check: ResolvedCheck,
  result: CheckResult,
  snapshot: SchemaSnapshot | undefined,
): Omit<Suggestion, 'id'>[] {
  const table = quoteTable(dialect, check.table)
  const col = check.column ? quoteIdent(dialect, check.column) : ''
  const rows = result.failing_count
  const out: Omit<Suggestion, 'id'>[] = []
  const kind: CheckKind = check.kind
  // Qualified by the table for statements (a subquery's own columns cannot capture it); bare for CHECK constraints.
  const where = inlined(dialect, (p) => failingPredicate(dialect, check, p, table))
  const bare = inlined(dialect, (p) => failingPredicate(dialect, check, p))
  const pk = withPk(snapshot, check.table)
  const count = (cond: string) => `SELECT COUNT(*) FROM ${table} WHERE ${cond}`
  switch (kind.type) {
    case 'null_rate': {
      out.push({
        check: check.name,
        category: 'cleanup_script',
        title: `Delete rows of ${check.table} whose ${check.column} is NULL`,
        description: `Removes the ${rows ?? 'failing'} rows without ${check.column}. Prefer a backfill when the rows are still needed.`,
        sql: `DELETE FROM ${table} WHERE ${col} IS NULL`,
        preview_sql: count(`${col} IS NULL`),
        risk: 'high',
        estimated_rows: rows,
      })
      const type = columnType(snapshot, check.table, check.column ?? '')
      const ddl =
        dialect === 'postgres'
          ? `ALTER TABLE ${table} ALTER COLUMN ${col} SET NOT NULL`
          : type
            ? `ALTER TABLE ${table} MODIFY ${col} ${type} NOT NULL`
            : null
      out.push({
        check: check.name,
        category: 'schema_change',
        title: `Make ${check.table}.${check.column} NOT NULL`,
        description: 'After the NULLs are fixed, let the database refuse new ones.',
        sql: ddl,
        preview_sql: ddl ? count(`${col} IS NULL`) : null,
        risk: 'medium',
        estimated_rows: 0,
      })
      break
    }
    case 'uniqueness': {
      if (pk.length === 1) {
        const id = quoteIdent(dialect, pk[0]!)
        const dup =
          dialect === 'postgres'
            ? `DELETE FROM ${table} a USING ${table} b WHERE a.${col} = b.${col} AND a.${id} > b.${id}`
            : `DELETE a FROM ${table} a JOIN ${table} b ON a.${col} = b.${col} AND a.${id} > b.${id}`
        out.push({
          check: check.name,
          category: 'cleanup_script',
          title: `Delete duplicate ${check.column} rows of ${check.table}, keeping the lowest ${pk[0]}`,
          description: `Keeps the first row of each duplicated ${check.column} value and deletes the ${rows ?? ''} later ones.`.replace(
            '  ',
            ' ',
          ),
          sql: dup,
          preview_sql: `SELECT COUNT(*) FROM ${table} a WHERE EXISTS (SELECT 1 FROM ${table} b WHERE b.${col} = a.${col} AND b.${id} < a.${id})`,
          risk: 'high',
          estimated_rows: rows,
        })
      }
      const name = quoteIdent(dialect, `${check.table.split('.').pop()}_${check.column}_uq`)
      out.push({
        check: check.name,
        category: 'schema_change',
        title: `Add a unique constraint on ${check.table}.${check.column}`,
        description: 'After the duplicates are removed, let the database refuse new ones.',
        sql: `ALTER TABLE ${table} ADD CONSTRAINT ${name} UNIQUE (${col})`,
        preview_sql: `SELECT COUNT(*) - COUNT(DISTINCT ${col}) FROM ${table}`,
        risk: 'medium',
        estimated_rows: 0,
      })
      break
    }
    case 'referential': {
      if (!where) break
      const nullable = snapshot?.tables.find((t) => t.name === check.table)?.columns.find((c) => c.name === check.column)?.nullable ?? false
      if (nullable)
        out.push({
          check: check.name,
          category: 'sql_remediation',
          title: `Set orphaned ${check.table}.${check.column} values to NULL`,
          description: `${rows ?? 'Some'} rows point at ${kind.table} rows that do not exist; this clears the dangling reference and keeps the rows.`,
          sql: `UPDATE ${table} SET ${col} = NULL WHERE ${where}`,
          preview_sql: count(where),
          risk: 'medium',
          estimated_rows: rows,
        })
      out.push({
        check: check.name,
        category: 'cleanup_script',
        title: `Delete ${check.table} rows whose ${check.column} has no ${kind.table}`,
        description: `Deletes the ${rows ?? ''} orphaned rows.`.replace('  ', ' '),
        sql: `DELETE FROM ${table} WHERE ${where}`,
        preview_sql: count(where),
        risk: 'high',
        estimated_rows: rows,
      })
      const fkName = quoteIdent(dialect, `${check.table.split('.').pop()}_${check.column}_fk`)
      out.push({
        check: check.name,
        category: 'schema_change',
        title: `Add a foreign key ${check.table}.${check.column} -> ${kind.table}.${kind.column}`,
        description: 'After the orphans are fixed, let the database refuse new ones.',
        sql: `ALTER TABLE ${table} ADD CONSTRAINT ${fkName} FOREIGN KEY (${col}) REFERENCES ${quoteTable(dialect, kind.table)} (${quoteIdent(dialect, kind.column)})`,
        preview_sql: count(where),
        risk: 'medium',
        estimated_rows: 0,
      })
      break
    }
    case 'range':
    case 'allowed':
    case 'pattern': {
      if (!where) break
      out.push({
        check: check.name,
        category: 'cleanup_script',
        title: `Delete ${check.table} rows whose ${check.column} is invalid`,
        description:
          `Deletes the ${rows ?? ''} rows that fail "${check.name}". Review the sample first: correcting them may be better.`.replace(
            '  ',
            ' ',
          ),
        sql: `DELETE FROM ${table} WHERE ${where}`,
        preview_sql: count(where),
        risk: 'high',
        estimated_rows: rows,
      })
      if (bare && (kind.type !== 'pattern' || dialect === 'postgres')) {
        const name = quoteIdent(dialect, `${check.table.split('.').pop()}_${check.column}_ck`)
        out.push({
          check: check.name,
          category: 'schema_change',
          title: `Add a CHECK constraint for ${check.table}.${check.column}`,
          description: 'Lets the database refuse invalid values from now on.',
          sql: `ALTER TABLE ${table} ADD CONSTRAINT ${name} CHECK (NOT ${bare})`,
          preview_sql: count(where),
          risk: 'medium',
          estimated_rows: 0,
        })
      }
      break
    }
    default:
      break
  }
  out.push({
    check: check.name,
    category: 'process_improvement',
    title: `Find where ${check.kind.type === 'custom_sql' ? 'the custom rule' : check.kind.type.replace('_', ' ')} breaks on ${check.table || 'this data'}`,
    description:
      kind.type === 'freshness'
        ? 'The newest value is older than expected: check the job or feed that loads this table, and alert on its failures.'
        : kind.type === 'row_count'
          ? 'The row count is outside the expected range: check the load that fills this table.'
          : 'Validate at the writer (API or import) so bad rows are refused before they reach the database, and keep this check scheduled.',
    sql: null,
    preview_sql: null,
    risk: 'low',
    estimated_rows: null,
  })
  return out
}

/** Suggestions for every failed check, with ids `s1`, `s2`, ... in order. */
export function suggestFixes(
  dialect: TargetDialect,
  checks: readonly ResolvedCheck[],
  results: readonly CheckResult[],
  snapshot: SchemaSnapshot | undefined,
): Suggestion[] {
  const byIndex = new Map(checks.map((c) => [c.index, c]))
  const all = results
    .filter((r) => r.status === 'failed')
    .flatMap((r) => {
      const check = byIndex.get(r.index)
      return check ? forCheck(dialect, check, r, snapshot) : []
    })
  return all.map((s, i) => ({ id: `s${i + 1}`, ...s }))
}
