import {
  afterPrefix,
  findSection,
  keyValue,
  type LineIssue,
  type LineIssues,
  noIssues,
  readOutline,
} from '../../platform/markdown/outline.js'
import { type CheckKind, COLUMN_KINDS, defaultExpected, parseCheckKind } from './check-kinds.js'
import { type Expected, parseExpected } from './expected.js'

/**
 * The `# Database Quality Check:` markdown format. `parseSpec` reads it with line-numbered problems;
 * `renderSpec` writes it back; parse -> render -> parse keeps every field (unknown bullets included).
 */

export const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const
export type Severity = (typeof SEVERITIES)[number]

/** One check as written: every field kept as text, so rendering gives back what the author wrote. */
export interface CheckFields {
  name: string
  table?: string | undefined
  column?: string | undefined
  check?: string | undefined
  custom_sql?: string | undefined
  expected?: string | undefined
  severity?: string | undefined
  description?: string | undefined
  /** Bullets this format does not know, kept in order for the round trip. */
  extra?: { key: string; value: string }[] | undefined
}

export interface SpecFields {
  name: string
  connection: string
  description?: string | undefined
  checks: CheckFields[]
}

/** A check ready to compile: its fields read into a kind, an expectation and a severity. */
export interface ResolvedCheck {
  index: number
  name: string
  line: number
  table: string
  column: string | null
  kind: CheckKind
  sql: string | null
  expected: Expected | null
  severity: Severity
}

export interface ParsedSpec extends LineIssues {
  spec: SpecFields
  checks: ResolvedCheck[]
}

const KNOWN = new Map<string, keyof CheckFields>([
  ['table', 'table'],
  ['column', 'column'],
  ['check', 'check'],
  ['custom sql', 'custom_sql'],
  ['sql', 'custom_sql'],
  ['expected', 'expected'],
  ['severity', 'severity'],
  ['description', 'description'],
])

function readCheck(
  section: ReturnType<typeof readOutline>['sections'][number],
  issues: LineIssues,
): { fields: CheckFields; lines: Map<string, number> } {
  const fields: CheckFields = { name: section.heading }
  const lines = new Map<string, number>([['name', section.line]])
  for (const item of section.items) {
    const kv = keyValue(item.text)
    if (!kv) {
      issues.warnings.push({ line: item.line, message: `Ignored "${item.text}": write bullets as "Key: value"` })
      continue
    }
    const key = KNOWN.get(kv.key)
    const value = kv.value.replace(/^`([^`]*)`$/, '$1')
    if (!key) {
      fields.extra = [...(fields.extra ?? []), { key: kv.key, value: kv.value }]
      issues.warnings.push({ line: item.line, message: `Unknown field "${kv.key}" is kept but not used` })
      continue
    }
    if (fields[key] !== undefined) issues.warnings.push({ line: item.line, message: `"${kv.key}" given twice; the last one counts` })
    ;(fields as unknown as Record<string, string>)[key] = value
    lines.set(key, item.line)
  }
  const code = section.blocks.find((b) => b.kind === 'code')
  if (code && fields.custom_sql === undefined) {
    fields.custom_sql = code.text.trim()
    lines.set('custom_sql', code.line)
  }
  const prose = section.blocks.filter((b) => b.kind === 'paragraph').map((b) => b.text)
  if (prose.length > 0 && fields.description === undefined) fields.description = prose.join('\n\n')
  return { fields, lines }
}

function resolve(fields: CheckFields, index: number, lines: Map<string, number>, issues: LineIssues): ResolvedCheck | undefined {
  const at = (key: string) => lines.get(key) ?? lines.get('name') ?? 1
  const errors: LineIssue[] = []
  let kind: CheckKind | undefined
  if (fields.custom_sql !== undefined && fields.check !== undefined)
    errors.push({ line: at('check'), message: `Check "${fields.name}": give either Check or Custom SQL, not both` })
  else if (fields.custom_sql !== undefined) {
    if (fields.custom_sql.trim() === '') errors.push({ line: at('custom_sql'), message: `Check "${fields.name}": Custom SQL is empty` })
    else kind = { type: 'custom_sql' }
  } else if (fields.check !== undefined) {
    const read = parseCheckKind(fields.check)
    if (typeof read === 'string') errors.push({ line: at('check'), message: `Check "${fields.name}": ${read}` })
    else kind = read
  } else errors.push({ line: at('name'), message: `Check "${fields.name}" needs a "Check:" or a "Custom SQL:" bullet` })

  if (kind && kind.type !== 'custom_sql' && !fields.table)
    errors.push({ line: at('name'), message: `Check "${fields.name}" needs "Table:"` })
  if (kind && COLUMN_KINDS.has(kind.type) && !fields.column)
    errors.push({ line: at('name'), message: `Check "${fields.name}" (${fields.check}) needs "Column:"` })

  let expected: Expected | null = null
  const expectedText = fields.expected ?? (kind ? defaultExpected(kind) : undefined)
  if (expectedText !== undefined) {
    const read = parseExpected(expectedText)
    if (typeof read === 'string') errors.push({ line: at('expected'), message: `Check "${fields.name}": ${read}` })
    else expected = read
  } else if (kind && kind.type !== 'custom_sql') {
    errors.push({
      line: at('name'),
      message: `Check "${fields.name}" needs "Expected:" (e.g. "> 0" for a row count, "< 24 hours" for freshness)`,
    })
  }
  if (kind?.type === 'freshness' && expected && expected.unit !== 'seconds')
    errors.push({ line: at('expected'), message: `Check "${fields.name}": freshness expects a time, e.g. "< 24 hours"` })

  let severity: Severity = 'medium'
  if (fields.severity !== undefined) {
    const s = fields.severity.trim().toLowerCase()
    if ((SEVERITIES as readonly string[]).includes(s)) severity = s as Severity
    else errors.push({ line: at('severity'), message: `Check "${fields.name}": severity must be one of ${SEVERITIES.join(', ')}` })
  }
  issues.errors.push(...errors)
  if (errors.length > 0 || !kind) return undefined
  return {
    index,
    name: fields.name,
    line: at('name'),
    table: fields.table ?? '',
    column: fields.column ?? null,
    kind,
    sql: fields.custom_sql ?? null,
    expected,
    severity,
  }
}

/** Reads a database quality spec. Never throws: problems come back with their lines. */
export function parseSpec(markdown: string): ParsedSpec {
  const issues = noIssues()
  const outline = readOutline(markdown)
  const top = outline.sections[0]
  const spec: SpecFields = { name: '', connection: '', checks: [] }
  const checks: ResolvedCheck[] = []
  if (top?.depth !== 1) {
    issues.errors.push({ line: 1, message: 'A database quality spec starts with "# Database Quality Check: <name>"' })
    return { ...issues, spec, checks }
  }
  const name = afterPrefix(top.heading, 'Database Quality Check')
  if (name === undefined || name === '')
    issues.errors.push({ line: top.line, message: 'The title must be "# Database Quality Check: <name>"' })
  spec.name = name ?? top.heading
  const intro = top.blocks.filter((b) => b.kind === 'paragraph').map((b) => b.text)
  if (intro.length > 0) spec.description = intro.join('\n\n')

  const connection = findSection(top.sections, 'Connection')
  if (!connection) issues.errors.push({ line: top.line, message: 'Missing "## Connection" with the connection profile name' })
  else {
    const first = connection.blocks[0]?.text ?? connection.items[0]?.text ?? ''
    spec.connection = (keyValue(first)?.key === 'profile' ? (keyValue(first)?.value ?? '') : first).trim()
    if (spec.connection === '') issues.errors.push({ line: connection.line, message: '"## Connection" names no connection profile' })
  }
  const description = findSection(top.sections, 'Description')
  if (description?.body) spec.description = description.body

  const checksSection = findSection(top.sections, 'Checks')
  if (!checksSection) issues.errors.push({ line: top.line, message: 'Missing "## Checks"' })
  else {
    if (checksSection.sections.length === 0)
      issues.errors.push({ line: checksSection.line, message: '"## Checks" has no "### <check name>" sections' })
    const seen = new Set<string>()
    for (const section of checksSection.sections) {
      const { fields, lines } = readCheck(section, issues)
      if (seen.has(fields.name.toLowerCase()))
        issues.warnings.push({ line: section.line, message: `Two checks are named "${fields.name}"` })
      seen.add(fields.name.toLowerCase())
      spec.checks.push(fields)
      const resolved = resolve(fields, spec.checks.length - 1, lines, issues)
      if (resolved) checks.push(resolved)
    }
  }
  for (const section of top.sections) {
    if (!['connection', 'checks', 'description'].includes(section.heading.toLowerCase()))
      issues.warnings.push({ line: section.line, message: `Section "${section.heading}" is not part of this format and is ignored` })
  }
  return { ...issues, spec, checks }
}

const LABELS: [keyof CheckFields, string][] = [
  ['table', 'Table'],
  ['column', 'Column'],
  ['check', 'Check'],
  ['expected', 'Expected'],
  ['severity', 'Severity'],
]

/** Writes a spec back as markdown; `parseSpec(renderSpec(s)).spec` equals `s`. */
export function renderSpec(spec: SpecFields): string {
  const out: string[] = [`# Database Quality Check: ${spec.name}`, '']
  out.push('## Connection', '', spec.connection, '')
  if (spec.description) out.push('## Description', '', spec.description, '')
  out.push('## Checks', '')
  for (const check of spec.checks) {
    out.push(`### ${check.name}`, '')
    if (check.description) out.push(check.description, '')
    for (const [key, label] of LABELS) {
      const value = check[key]
      if (typeof value === 'string') out.push(`- ${label}: ${value}`)
      if (key === 'check' && check.custom_sql !== undefined && !check.custom_sql.includes('\n') && !check.custom_sql.includes('`'))
        out.push(`- Custom SQL: \`${check.custom_sql}\``)
    }
    for (const extra of check.extra ?? []) out.push(`- ${extra.key}: ${extra.value}`)
    if (check.custom_sql !== undefined && (check.custom_sql.includes('\n') || check.custom_sql.includes('`')))
      out.push('', '```sql', check.custom_sql, '```')
    out.push('')
  }
  return `${out.join('\n').trimEnd()}\n`
}
