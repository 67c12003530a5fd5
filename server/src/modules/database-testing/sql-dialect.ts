/** Identifier quoting and parameter markers of the target databases. Pure. */

export type TargetDialect = 'postgres' | 'mysql'
export const TARGET_DIALECTS = ['postgres', 'mysql'] as const

export interface Statement {
  sql: string
  params: unknown[]
}

/** Quotes one identifier: `"a""b"` (PostgreSQL) or `` `a``b` `` (MariaDB/MySQL). */
export function quoteIdent(dialect: TargetDialect, name: string): string {
  if (name.includes('\0')) throw new Error('An identifier cannot contain NUL')
  return dialect === 'postgres' ? `"${name.replaceAll('"', '""')}"` : `\`${name.replaceAll('`', '``')}\``
}

/** `schema.table` or `table`, each part quoted. */
export function quoteTable(dialect: TargetDialect, table: string): string {
  return table
    .split('.')
    .map((part) => quoteIdent(dialect, part))
    .join('.')
}

/** Collects bound values and hands out the dialect's markers ($1, $2 or ?). */
export class Params {
  readonly values: unknown[] = []
  constructor(readonly dialect: TargetDialect) {}
  add(value: unknown): string {
    this.values.push(value)
    return this.dialect === 'postgres' ? `$${this.values.length}` : '?'
  }
}
