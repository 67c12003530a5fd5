/** The schema snapshot an analysis stores; pure data shared by introspection, lints, drift and generation. */

export interface SchemaColumn {
  name: string
  type: string
  nullable: boolean
  default: string | null
  /** Measured on the last analysis (absent when the table was too large to profile). */
  null_count?: number | undefined
  min?: number | null | undefined
  max?: number | null | undefined
}

export interface SchemaIndex {
  name: string
  columns: string[]
  unique: boolean
  primary: boolean
}

export interface SchemaForeignKey {
  name: string
  columns: string[]
  ref_table: string
  ref_columns: string[]
}

export interface SchemaTable {
  /** As a spec names it: `table`, or `schema.table` outside the connection's first schema. */
  name: string
  schema: string
  columns: SchemaColumn[]
  primary_key: string[]
  unique_constraints: { name: string; columns: string[] }[]
  foreign_keys: SchemaForeignKey[]
  indexes: SchemaIndex[]
  row_count: number | null
  row_count_exact: boolean
  size_bytes: number | null
  profiled: boolean
}

export interface SchemaSnapshot {
  dialect: 'postgres' | 'mysql'
  server_version: string
  database: string
  schemas: string[]
  tables: SchemaTable[]
}

const NUMERIC = /^(smallint|integer|bigint|int|int2|int4|int8|tinyint|mediumint|numeric|decimal|real|double|double precision|float)\b/i
export const isNumericType = (type: string) => NUMERIC.test(type.trim())
export const isTimeType = (type: string) => /^(timestamp|datetime|date)\b/i.test(type.trim())
