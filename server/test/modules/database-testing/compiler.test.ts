import { describe, expect, it } from 'vitest'
import {
  compileReferential,
  compileSample,
  compileSampleBatch,
  compileTableScan,
  compileUniqueness,
} from '../../../src/modules/database-testing/compiler.js'
import { schemaDrift } from '../../../src/modules/database-testing/drift.js'
import { lintSchema } from '../../../src/modules/database-testing/lints.js'
import type { SchemaSnapshot } from '../../../src/modules/database-testing/schema-model.js'
import { parseSpec } from '../../../src/modules/database-testing/spec-format.js'
import { quoteIdent } from '../../../src/modules/database-testing/sql-dialect.js'
import { literal } from '../../../src/modules/database-testing/suggestions.js'

const spec = (checks: string) => parseSpec(`# Database Quality Check: c\n\n## Connection\n\nx\n\n## Checks\n\n${checks}`)

const CHECKS = spec(`### a
- Table: odd"table
- Column: e\`mail
- Check: null rate

### b
- Table: odd"table
- Column: e\`mail
- Check: uniqueness

### c
- Table: odd"table
- Column: status
- Check: allowed values new, x'); DROP TABLE t; --

### d
- Table: odd"table
- Column: total
- Check: value range 0 to 100

### e
- Table: odd"table
- Column: fk
- Check: referential integrity other.id
`).checks

describe('check compiler', () => {
  it('quotes identifiers per dialect', () => {
    expect(quoteIdent('postgres', 'a"b')).toBe('"a""b"')
    expect(quoteIdent('mysql', 'a`b')).toBe('`a``b`')
    expect(() => quoteIdent('postgres', 'a\0b')).toThrow(/NUL/)
  })

  it('measures every column check of a table in one parallel-safe scan, uniqueness apart, values bound (PostgreSQL)', () => {
    const s = compileTableScan('postgres', 'odd"table', CHECKS)
    expect(s.sql).toBe(
      'SELECT COUNT(*) AS total_rows, COUNT(*) FILTER (WHERE "e`mail" IS NULL) AS m0, ' +
        'COUNT(*) FILTER (WHERE ("status" IS NOT NULL AND "status" NOT IN ($1, $2))) AS m2, ' +
        'COUNT(*) FILTER (WHERE ("total" < $3 OR "total" > $4)) AS m3 FROM "odd""table"',
    )
    expect(s.params).toEqual(['new', "x'); DROP TABLE t; --", 0, 100])
    expect(compileUniqueness('postgres', CHECKS[1]!)).toEqual({
      sql: 'SELECT COUNT(*) AS total_rows, COUNT("e`mail") - COUNT(DISTINCT "e`mail") AS m1, COUNT("e`mail") AS b1 FROM "odd""table"',
      params: [],
    })
  })

  it('sorts distinct values under the "C" collation only when asked, on PostgreSQL', () => {
    expect(compileUniqueness('postgres', CHECKS[1]!, true).sql).toBe(
      'SELECT COUNT(*) AS total_rows, COUNT("e`mail") - COUNT(DISTINCT "e`mail" COLLATE "C") AS m1, COUNT("e`mail") AS b1 FROM "odd""table"',
    )
    expect(compileUniqueness('mysql', CHECKS[1]!, true).sql).not.toContain('COLLATE')
  })

  it('measures uniqueness apart on MariaDB/MySQL too, so it can run beside the scan on a second session', () => {
    expect(compileTableScan('mysql', 'odd"table', CHECKS).sql).toBe(
      'SELECT COUNT(*) AS total_rows, COUNT(CASE WHEN `e``mail` IS NULL THEN 1 END) AS m0, ' +
        'COUNT(CASE WHEN (`status` IS NOT NULL AND `status` NOT IN (?, ?)) THEN 1 END) AS m2, ' +
        'COUNT(CASE WHEN (`total` < ? OR `total` > ?) THEN 1 END) AS m3 FROM `odd"table`',
    )
    expect(compileUniqueness('mysql', CHECKS[1]!).sql).toBe(
      'SELECT COUNT(*) AS total_rows, COUNT(`e``mail`) - COUNT(DISTINCT `e``mail`) AS m1, COUNT(`e``mail`) AS b1 FROM `odd"table`',
    )
  })

  it('fetches the failing rows of several checks of a table with one query, flags per check, continuing after a key', () => {
    const [nulls, , allowed, range] = CHECKS
    const first = compileSampleBatch('postgres', 'odd"table', [nulls!, allowed!, range!], ['id'], 15)
    expect(first.statement.sql).toBe(
      'SELECT t."id" AS k0, t."e`mail" AS v0, t."status" AS v1, t."total" AS v2, t."e`mail" IS NULL AS f0, ' +
        '(t."status" IS NOT NULL AND t."status" NOT IN ($1, $2)) AS f2, (t."total" < $3 OR t."total" > $4) AS f3 ' +
        'FROM "odd""table" t WHERE (t."e`mail" IS NULL OR (t."status" IS NOT NULL AND t."status" NOT IN ($5, $6)) OR ' +
        '(t."total" < $7 OR t."total" > $8)) ORDER BY t."id" LIMIT 15',
    )
    expect(first.statement.params).toEqual(['new', "x'); DROP TABLE t; --", 0, 100, 'new', "x'); DROP TABLE t; --", 0, 100])
    expect([first.keys, [...first.columns], [...first.flags]]).toEqual([
      ['k0'],
      [
        ['e`mail', 'v0'],
        ['status', 'v1'],
        ['total', 'v2'],
      ],
      [
        [0, 'f0'],
        [2, 'f2'],
        [3, 'f3'],
      ],
    ])
    const next = compileSampleBatch('mysql', 'odd"table', [range!], ['a', 'b'], 5, [7, 'x'])
    expect(next.statement).toEqual({
      sql:
        'SELECT t.`a` AS k0, t.`b` AS k1, t.`total` AS v0, (t.`total` < ? OR t.`total` > ?) AS f3 FROM `odd"table` t ' +
        'WHERE ((t.`total` < ? OR t.`total` > ?)) AND (t.`a`, t.`b`) > (?, ?) ORDER BY t.`a`, t.`b` LIMIT 5',
      params: [0, 100, 0, 100, 7, 'x'],
    })
  })

  it('uses ? markers and backticks on MariaDB/MySQL', () => {
    const s = compileTableScan('mysql', 'odd"table', CHECKS)
    expect(s.sql).toContain('`e``mail` IS NULL')
    expect(s.sql).toContain('NOT IN (?, ?)')
    expect(s.sql).toContain('FROM `odd"table`')
    expect(s.params).toEqual(['new', "x'); DROP TABLE t; --", 0, 100])
  })

  it('compiles referential integrity as an anti-join and samples with primary keys first', () => {
    const ref = compileReferential('postgres', CHECKS[4]!)
    expect(ref.sql).toBe(
      'SELECT COUNT(*) AS m4, COUNT(c."fk") AS b4 FROM "odd""table" c WHERE (c."fk" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "other" ref_p WHERE ref_p."id" = c."fk"))',
    )
    expect(compileSample('mysql', CHECKS[0]!, ['id'])?.sql).toBe(
      'SELECT t.`id`, t.`e``mail` FROM `odd"table` t WHERE t.`e``mail` IS NULL ORDER BY t.`id` LIMIT 5',
    )
    expect(compileSample('postgres', CHECKS[1]!, ['id'])?.sql).toContain('HAVING COUNT(*) > 1) ORDER BY t."e`mail", t."id" LIMIT 5')
  })

  it('writes literals safely for suggestions', () => {
    expect(literal('postgres', "it's")).toBe("'it''s'")
    expect(literal('mysql', 'a\\b')).toBe("'a\\\\b'")
    expect(literal('mysql', 3)).toBe('3')
  })
})

const table = (name: string, extra: Partial<SchemaSnapshot['tables'][number]> = {}): SchemaSnapshot['tables'][number] => ({
  name,
  schema: 'public',
  columns: [{ name: 'id', type: 'integer', nullable: false, default: null }],
  primary_key: ['id'],
  unique_constraints: [],
  foreign_keys: [],
  indexes: [{ name: `${name}_pkey`, columns: ['id'], unique: true, primary: true }],
  row_count: 1,
  row_count_exact: true,
  size_bytes: 1,
  profiled: true,
  ...extra,
})

describe('lints and drift', () => {
  const before: SchemaSnapshot = {
    dialect: 'postgres',
    server_version: '15',
    database: 'd',
    schemas: ['public'],
    tables: [table('users'), table('gone')],
  }
  const after: SchemaSnapshot = {
    ...before,
    tables: [
      table('users', { columns: [{ name: 'id', type: 'bigint', nullable: false, default: null }] }),
      table('posts', {
        columns: [
          { name: 'id', type: 'integer', nullable: false, default: null },
          { name: 'user_id', type: 'integer', nullable: true, default: null },
          { name: 'category_id', type: 'integer', nullable: true, default: null },
        ],
        primary_key: [],
        indexes: [
          { name: 'a', columns: ['user_id'], unique: false, primary: false },
          { name: 'b', columns: ['user_id'], unique: false, primary: false },
        ],
      }),
      table('categories'),
    ],
  }
  it('finds missing keys, duplicate indexes and FK-like columns', () => {
    expect(lintSchema(after).map((l) => `${l.rule}:${l.table}:${l.columns.join(',')}`)).toEqual([
      'missing_primary_key:posts:',
      'duplicate_index:posts:user_id',
      'fk_like_column_without_constraint:posts:user_id',
      'fk_like_column_without_constraint:posts:category_id',
    ])
  })
  it('reports drift', () => {
    expect(schemaDrift(before, after).map((d) => `${d.change}:${d.table}:${d.name ?? ''}:${d.before ?? ''}->${d.after ?? ''}`)).toEqual([
      'column_type_changed:users:id:integer->bigint',
      'table_added:posts::->3 columns',
      'table_added:categories::->1 columns',
      'table_removed:gone::1 columns->',
    ])
  })
})
