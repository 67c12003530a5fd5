import { z } from 'zod'
import type { AiClient } from '../../platform/ai/ai-client.js'
import { completeJson } from '../../platform/ai/complete-json.js'
import { parseCheckKind } from './check-kinds.js'
import { parseExpected } from './expected.js'
import type { SchemaSnapshot } from './schema-model.js'
import { type CheckFields, SEVERITIES } from './spec-format.js'

/**
 * AI enrichment of a generated spec: the model proposes checks the rules engine cannot infer from the schema alone
 * (allowed values, formats, plausible ranges, freshness), each with its reason. Only proposals that name an
 * existing table and column, use a check kind the spec format reads, carry a valid expectation and add something
 * the spec does not already check are kept (`acceptAiChecks`, pure). Custom SQL is never taken from the model.
 */

export const MAX_AI_CHECKS = 20
const MAX_TABLES = 40
const MAX_COLUMNS = 40

const ProposalSchema = z.object({
  checks: z
    .array(
      z.object({
        table: z.string(),
        column: z.string(),
        check: z.string(),
        expected: z.string().optional(),
        severity: z.string().optional(),
        reason: z.string(),
      }),
    )
    .max(60),
})
export type AiProposal = z.output<typeof ProposalSchema>['checks'][number]

const SYSTEM = `You are a data quality engineer. Given a database schema with column statistics and the checks already
planned, propose additional column checks that catch likely data defects. Use only these check texts:
"null rate", "uniqueness", "value range <min> to <max>", "value range >= <min>", "value range <= <max>",
"allowed values <a>, <b>, ...", "format email", "format uuid", "format digits", "format iso date",
"format country code", "regex <pattern>", "freshness".
"expected" is the tolerated amount of failures: "0", "< 1%", "<= 5%", or for freshness a maximum age like "< 7 days".
"severity" is one of critical, high, medium, low, info. "reason" says in one sentence why the check matters.
Do not repeat a planned check. Answer JSON: {"checks": [{"table", "column", "check", "expected", "severity", "reason"}]}.`

/** The prompt's view of the schema: tables, columns with types and measured statistics, and the planned checks. */
export function describeForAi(snapshot: SchemaSnapshot, planned: readonly CheckFields[]): string {
  const tables = snapshot.tables.slice(0, MAX_TABLES).map((t) => {
    const columns = t.columns.slice(0, MAX_COLUMNS).map((c) => {
      const stats = [
        c.nullable ? 'nullable' : 'not null',
        c.null_count !== undefined && t.row_count ? `nulls ${c.null_count}/${t.row_count}` : '',
        c.min !== undefined && c.min !== null ? `min ${c.min}` : '',
        c.max !== undefined && c.max !== null ? `max ${c.max}` : '',
        t.primary_key.includes(c.name) ? 'primary key' : '',
      ].filter(Boolean)
      return `  - ${c.name} ${c.type} (${stats.join(', ')})`
    })
    return [`table ${t.name} (${t.row_count ?? '?'} rows)`, ...columns].join('\n')
  })
  const checks = planned.map((c) => `- ${c.table}.${c.column ?? '*'}: ${c.check ?? 'custom SQL'} (expected ${c.expected ?? 'default'})`)
  return [
    `Dialect: ${snapshot.dialect}`,
    '',
    'Schema:',
    ...tables,
    '',
    'Planned checks:',
    ...(checks.length > 0 ? checks : ['(none)']),
  ].join('\n')
}

const oneLine = (text: string, max: number) => text.replace(/\s+/g, ' ').trim().slice(0, max)

/** The proposals worth adding, as spec checks. Pure. */
export function acceptAiChecks(snapshot: SchemaSnapshot, planned: readonly CheckFields[], proposals: readonly AiProposal[]): CheckFields[] {
  const seen = new Set<string>()
  for (const c of planned) {
    const kind = c.check ? parseCheckKind(c.check) : undefined
    if (kind && typeof kind !== 'string') seen.add(`${c.table}|${c.column}|${kind.type}`)
  }
  const out: CheckFields[] = []
  for (const p of proposals) {
    if (out.length >= MAX_AI_CHECKS) break
    const table = snapshot.tables.find((t) => t.name === p.table)
    if (!table?.columns.some((c) => c.name === p.column)) continue
    const check = oneLine(p.check, 300)
    const kind = parseCheckKind(check)
    if (typeof kind === 'string' || kind.type === 'custom_sql') continue
    if (kind.type === 'referential') {
      const parent = snapshot.tables.find((t) => t.name === kind.table)
      if (!parent?.columns.some((c) => c.name === kind.column)) continue
    }
    const expected = p.expected === undefined ? undefined : oneLine(p.expected, 40)
    if (expected !== undefined && typeof parseExpected(expected) === 'string') continue
    const key = `${table.name}|${p.column}|${kind.type}`
    if (seen.has(key)) continue
    seen.add(key)
    const severity = SEVERITIES.find((s) => s === p.severity?.trim().toLowerCase()) ?? 'medium'
    out.push({
      name: oneLine(`${table.name}.${p.column} ${check}`, 120),
      table: table.name,
      column: p.column,
      check,
      ...(expected !== undefined ? { expected } : {}),
      severity,
      description: `Suggested by AI: ${oneLine(p.reason, 300)}`,
    })
  }
  return out
}

/** Asks the model for more checks; provider and output errors propagate (the caller keeps the rules spec). */
export async function proposeAiChecks(
  ai: AiClient,
  snapshot: SchemaSnapshot,
  planned: readonly CheckFields[],
  signal?: AbortSignal,
): Promise<CheckFields[]> {
  const { value } = await completeJson(ai, {
    system: SYSTEM,
    user: describeForAi(snapshot, planned),
    schema: ProposalSchema,
    temperature: 0,
    ...(signal ? { signal } : {}),
  })
  return acceptAiChecks(snapshot, planned, value.checks)
}
