import { isNumericType, type SchemaColumn, type SchemaSnapshot, type SchemaTable } from './schema-model.js'
import { quoteIdent, quoteTable } from './sql-dialect.js'
import type { Row, TargetSession } from './target-session.js'

/**
 * Reads a target database's schema through a read session: tables, columns (type, nullability, default),
 * primary keys, unique constraints, foreign keys, indexes, sizes, row counts (estimates, exact on request) and a
 * profile of each column (NULL count; min/max of numeric columns) from one scan per table up to `profileMaxRows`.
 */

export interface IntrospectOptions {
  exactCounts: boolean
  profileMaxRows: number
  signal?: AbortSignal | undefined
  progress?: ((done: number, total: number) => void) | undefined
}

const str = (v: unknown) => (v === null || v === undefined ? null : String(v))
const n = (v: unknown) => (v === null || v === undefined ? null : Number(v))

function pgArray(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(String)
  if (typeof v === 'string')
    return v
      .replace(/^\{|\}$/g, '')
      .split(',')
      .filter(Boolean)
      .map((s) => s.replace(/^"|"$/g, ''))
  return []
}

async function pgTables(session: TargetSession, schemas: string[]): Promise<SchemaTable[]> {
  const q = (sql: string) => session.query({ sql, params: [schemas] })
  const tables = await q(
    `SELECT n.nspname AS schema, c.relname AS name, c.reltuples::bigint AS estimate, pg_total_relation_size(c.oid) AS size
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p') AND n.nspname = ANY($1::text[]) ORDER BY 1, 2`,
  )
  const columns = await q(
    `SELECT table_schema AS schema, table_name AS tbl, column_name AS name, data_type AS type, is_nullable AS nullable, column_default AS dflt
     FROM information_schema.columns WHERE table_schema = ANY($1::text[]) ORDER BY table_schema, table_name, ordinal_position`,
  )
  const constraints = await q(
    `SELECT n.nspname AS schema, cl.relname AS tbl, con.conname AS name, con.contype AS type,
       array(SELECT a.attname FROM unnest(con.conkey) WITH ORDINALITY k(attnum, ord)
             JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum ORDER BY k.ord)::text[] AS cols,
       rn.nspname AS ref_schema, rcl.relname AS ref_table,
       array(SELECT a.attname FROM unnest(con.confkey) WITH ORDINALITY k(attnum, ord)
             JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.attnum ORDER BY k.ord)::text[] AS ref_cols
     FROM pg_constraint con JOIN pg_class cl ON cl.oid = con.conrelid JOIN pg_namespace n ON n.oid = cl.relnamespace
     LEFT JOIN pg_class rcl ON rcl.oid = con.confrelid LEFT JOIN pg_namespace rn ON rn.oid = rcl.relnamespace
     WHERE con.contype IN ('p', 'u', 'f') AND n.nspname = ANY($1::text[]) ORDER BY con.conname`,
  )
  const indexes = await q(
    `SELECT n.nspname AS schema, t.relname AS tbl, i.relname AS name, ix.indisunique AS uniq, ix.indisprimary AS prim,
       array(SELECT a.attname FROM unnest(ix.indkey::int2[]) WITH ORDINALITY k(attnum, ord)
             JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum ORDER BY k.ord)::text[] AS cols
     FROM pg_index ix JOIN pg_class t ON t.oid = ix.indrelid JOIN pg_class i ON i.oid = ix.indexrelid
     JOIN pg_namespace n ON n.oid = t.relnamespace WHERE n.nspname = ANY($1::text[]) ORDER BY i.relname`,
  )
  const first = schemas[0]
  const nameOf = (schema: string, table: string) => (schema === first ? table : `${schema}.${table}`)
  return tables.map((t) => {
    const schema = String(t.schema)
    const table = String(t.name)
    const mine = (r: Row) => r.schema === schema && r.tbl === table
    const cons = constraints.filter(mine)
    const estimate = n(t.estimate)
    return {
      name: nameOf(schema, table),
      schema,
      columns: columns
        .filter(mine)
        .map((c) => ({ name: String(c.name), type: String(c.type), nullable: c.nullable === 'YES', default: str(c.dflt) })),
      primary_key: pgArray(cons.find((c) => c.type === 'p')?.cols),
      unique_constraints: cons.filter((c) => c.type === 'u').map((c) => ({ name: String(c.name), columns: pgArray(c.cols) })),
      foreign_keys: cons
        .filter((c) => c.type === 'f')
        .map((c) => ({
          name: String(c.name),
          columns: pgArray(c.cols),
          ref_table: nameOf(String(c.ref_schema), String(c.ref_table)),
          ref_columns: pgArray(c.ref_cols),
        })),
      indexes: indexes
        .filter(mine)
        .map((i) => ({ name: String(i.name), columns: pgArray(i.cols), unique: i.uniq === true, primary: i.prim === true })),
      row_count: estimate !== null && estimate >= 0 ? estimate : null,
      row_count_exact: false,
      size_bytes: n(t.size),
      profiled: false,
    }
  })
}

async function mysqlTables(session: TargetSession, database: string): Promise<SchemaTable[]> {
  const q = (sql: string) => session.query({ sql, params: [database] })
  const tables = await q(
    `SELECT table_name AS name, table_rows AS estimate, data_length + index_length AS size
     FROM information_schema.tables WHERE table_schema = ? AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )
  const columns = await q(
    `SELECT table_name AS tbl, column_name AS name, column_type AS type, is_nullable AS nullable, column_default AS dflt
     FROM information_schema.columns WHERE table_schema = ? ORDER BY table_name, ordinal_position`,
  )
  const keys = await q(
    `SELECT tc.table_name AS tbl, tc.constraint_name AS name, tc.constraint_type AS type, k.column_name AS col,
       k.referenced_table_name AS ref_table, k.referenced_column_name AS ref_col
     FROM information_schema.table_constraints tc JOIN information_schema.key_column_usage k
       ON k.constraint_schema = tc.constraint_schema AND k.table_name = tc.table_name AND k.constraint_name = tc.constraint_name
     WHERE tc.table_schema = ? AND tc.constraint_type IN ('PRIMARY KEY', 'UNIQUE', 'FOREIGN KEY')
     ORDER BY tc.table_name, tc.constraint_name, k.ordinal_position`,
  )
  const stats = await q(
    `SELECT table_name AS tbl, index_name AS name, non_unique AS non_unique, column_name AS col
     FROM information_schema.statistics WHERE table_schema = ? ORDER BY table_name, index_name, seq_in_index`,
  )
  const group = <T>(rows: Row[], key: (r: Row) => string, make: (rows: Row[]) => T): T[] => {
    const map = new Map<string, Row[]>()
    for (const r of rows) map.set(key(r), [...(map.get(key(r)) ?? []), r])
    return [...map.values()].map(make)
  }
  return tables.map((t) => {
    const table = String(t.name)
    const mine = (r: Row) => r.tbl === table
    const cons = keys.filter(mine)
    const byName = (type: string) => cons.filter((c) => c.type === type)
    return {
      name: table,
      schema: database,
      columns: columns
        .filter(mine)
        .map((c) => ({ name: String(c.name), type: String(c.type), nullable: c.nullable === 'YES', default: str(c.dflt) })),
      primary_key: byName('PRIMARY KEY').map((c) => String(c.col)),
      unique_constraints: group(
        byName('UNIQUE'),
        (r) => String(r.name),
        (rows) => ({ name: String(rows[0]!.name), columns: rows.map((r) => String(r.col)) }),
      ),
      foreign_keys: group(
        byName('FOREIGN KEY'),
        (r) => String(r.name),
        (rows) => ({
          name: String(rows[0]!.name),
          columns: rows.map((r) => String(r.col)),
          ref_table: String(rows[0]!.ref_table),
          ref_columns: rows.map((r) => String(r.ref_col)),
        }),
      ),
      indexes: group(
        stats.filter(mine),
        (r) => String(r.name),
        (rows) => ({
          name: String(rows[0]!.name),
          columns: rows.map((r) => String(r.col)),
          unique: Number(rows[0]!.non_unique) === 0,
          primary: rows[0]!.name === 'PRIMARY',
        }),
      ),
      row_count: n(t.estimate),
      row_count_exact: false,
      size_bytes: n(t.size),
      profiled: false,
    }
  })
}

async function profile(session: TargetSession, table: SchemaTable, exact: boolean): Promise<void> {
  const d = session.dialect
  const parts = ['COUNT(*) AS total_rows']
  table.columns.forEach((c, i) => {
    parts.push(`COUNT(${quoteIdent(d, c.name)}) AS c${i}`)
    if (isNumericType(c.type)) parts.push(`MIN(${quoteIdent(d, c.name)}) AS lo${i}`, `MAX(${quoteIdent(d, c.name)}) AS hi${i}`)
  })
  const from =
    d === 'postgres'
      ? `${quoteIdent(d, table.schema)}.${quoteIdent(d, table.name.split('.').pop() ?? table.name)}`
      : quoteTable(d, table.name)
  const row = (await session.query({ sql: `SELECT ${parts.join(', ')} FROM ${from}`, params: [] }))[0] ?? {}
  const total = Number(row.total_rows ?? 0)
  table.row_count = total
  table.row_count_exact = true
  table.profiled = true
  table.columns.forEach((c: SchemaColumn, i) => {
    c.null_count = total - Number(row[`c${i}`] ?? 0)
    if (isNumericType(c.type)) {
      c.min = n(row[`lo${i}`])
      c.max = n(row[`hi${i}`])
    }
  })
  void exact
}

async function exactCount(session: TargetSession, table: SchemaTable): Promise<void> {
  const d = session.dialect
  const from =
    d === 'postgres'
      ? `${quoteIdent(d, table.schema)}.${quoteIdent(d, table.name.split('.').pop() ?? table.name)}`
      : quoteTable(d, table.name)
  const row = (await session.query({ sql: `SELECT COUNT(*) AS n FROM ${from}`, params: [] }))[0]
  table.row_count = Number(row?.n ?? 0)
  table.row_count_exact = true
}

/** The snapshot of the database the session is connected to. */
export async function introspect(
  session: TargetSession,
  database: string,
  schemas: string[],
  options: IntrospectOptions,
): Promise<SchemaSnapshot> {
  const searched = session.dialect === 'postgres' ? (schemas.length > 0 ? schemas : ['public']) : [database]
  const tables = session.dialect === 'postgres' ? await pgTables(session, searched) : await mysqlTables(session, database)
  let done = 0
  for (const table of tables) {
    if (options.signal?.aborted) break
    const small = table.row_count === null || table.row_count <= options.profileMaxRows
    if (small) await profile(session, table, options.exactCounts)
    else if (options.exactCounts) await exactCount(session, table)
    options.progress?.(++done, tables.length)
  }
  return { dialect: session.dialect, server_version: session.version, database, schemas: searched, tables }
}

/** The primary-key columns of each table a spec names (for failing-row samples); tables not found get []. */
export async function primaryKeysOf(session: TargetSession, tables: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>()
  for (const table of new Set(tables)) {
    if (!table) continue
    try {
      if (session.dialect === 'postgres') {
        const rows = await session.query({
          sql: `SELECT a.attname AS col FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
                WHERE i.indrelid = to_regclass($1) AND i.indisprimary ORDER BY array_position(i.indkey::int2[], a.attnum)`,
          params: [quoteTable('postgres', table)],
        })
        out.set(
          table,
          rows.map((r) => String(r.col)),
        )
      } else {
        const parts = table.split('.')
        const name = parts.pop() ?? table
        const rows = await session.query({
          sql: `SELECT column_name AS col FROM information_schema.key_column_usage
                WHERE table_schema = COALESCE(?, DATABASE()) AND table_name = ? AND constraint_name = 'PRIMARY' ORDER BY ordinal_position`,
          params: [parts[0] ?? null, name],
        })
        out.set(
          table,
          rows.map((r) => String(r.col)),
        )
      }
    } catch {
      out.set(table, [])
    }
  }
  return out
}

/**
 * Columns a unique index proves unique, per table: a valid unique index (or primary key) on exactly that one column,
 * not partial, not on an expression, with the column's own collation, so it enforces what the uniqueness check
 * measures (non-NULL values distinct under the column's comparison). An unreadable table simply gets none.
 */
export async function uniqueColumnsOf(session: TargetSession, tables: readonly string[]): Promise<Map<string, Map<string, string>>> {
  const out = new Map<string, Map<string, string>>()
  for (const table of new Set(tables)) {
    if (!table) continue
    try {
      const parts = table.split('.')
      const name = parts.pop() ?? table
      const rows =
        session.dialect === 'postgres'
          ? await session.query({
              sql: `SELECT a.attname AS col, c.relname AS idx FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
                    JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
                    WHERE i.indrelid = to_regclass($1) AND i.indisunique AND i.indisvalid AND i.indnkeyatts = 1
                      AND i.indpred IS NULL AND i.indexprs IS NULL AND i.indcollation[0] = a.attcollation
                    ORDER BY i.indisprimary DESC, c.relname`,
              params: [quoteTable('postgres', table)],
            })
          : await session.query({
              // Prefix unique indexes (SUB_PART) prove it too: distinct prefixes mean distinct values.
              sql: `SELECT MIN(column_name) AS col, index_name AS idx FROM information_schema.statistics
                    WHERE table_schema = COALESCE(?, DATABASE()) AND table_name = ? AND non_unique = 0
                    GROUP BY index_name HAVING COUNT(*) = 1 AND COUNT(column_name) = 1 ORDER BY index_name`,
              params: [parts[0] ?? null, name],
            })
      const columns = new Map<string, string>()
      for (const r of rows) if (!columns.has(String(r.col))) columns.set(String(r.col), String(r.idx))
      out.set(table, columns)
    } catch {
      out.set(table, new Map())
    }
  }
  return out
}

/**
 * PostgreSQL: per table, the `text`, `varchar` and `char` columns whose collation is deterministic. Two such values
 * are equal exactly when their bytes are, so their distinct values can be counted under the "C" collation (a plain
 * byte comparison, cheaper to sort than the language's collation) with the same result. Nondeterministic (e.g.
 * case-insensitive ICU) collations and other types are left out. MariaDB/MySQL: none (their usual collations treat
 * 'a' and 'A' as equal).
 */
export async function bytewiseColumnsOf(session: TargetSession, tables: readonly string[]): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>()
  if (session.dialect !== 'postgres') return out
  for (const table of new Set(tables)) {
    if (!table) continue
    try {
      const rows = await session.query({
        sql: `SELECT a.attname AS col FROM pg_attribute a JOIN pg_collation c ON c.oid = a.attcollation
              WHERE a.attrelid = to_regclass($1) AND a.attnum > 0 AND NOT a.attisdropped AND c.collisdeterministic
                AND a.atttypid IN ('text'::regtype, 'varchar'::regtype, 'bpchar'::regtype)`,
        params: [quoteTable('postgres', table)],
      })
      out.set(table, new Set(rows.map((r) => String(r.col))))
    } catch {
      out.set(table, new Set())
    }
  }
  return out
}
