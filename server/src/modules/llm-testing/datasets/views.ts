import type { AugmentCandidateRow, DatasetCaseRow, DatasetRow, DatasetVersionRow } from '../dataset-tables.js'

const tagsOf = (json: string): string[] => {
  const v = JSON.parse(json) as unknown
  return Array.isArray(v) ? v.map(String) : []
}

export function toDataset(row: DatasetRow) {
  return {
    id: row.id,
    project_id: row.project_id,
    name: row.name,
    description: row.description,
    latest_version: Number(row.latest_version),
    golden_version: row.golden_version === null ? null : Number(row.golden_version),
    golden_at: row.golden_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

export function toVersion(row: DatasetVersionRow, golden: number | null) {
  return {
    version: Number(row.version),
    case_count: Number(row.case_count),
    source: row.source as 'manual' | 'csv' | 'augment',
    note: row.note,
    golden: golden !== null && Number(golden) === Number(row.version),
    created_by: row.created_by,
    created_at: row.created_at,
  }
}

export function toCase(row: DatasetCaseRow) {
  return { case_index: Number(row.case_index), input: row.input, expected: row.expected, tags: tagsOf(row.tags) }
}

export function toCandidate(row: AugmentCandidateRow) {
  return {
    id: row.id,
    base_version: Number(row.base_version),
    kind: row.kind as 'edge_cases',
    engine: row.engine as 'rules' | 'ai',
    rule: row.rule,
    source_case_index: row.source_case_index === null ? null : Number(row.source_case_index),
    input: row.input,
    expected: row.expected,
    tags: tagsOf(row.tags),
    status: row.status as 'pending',
    created_at: row.created_at,
    decided_at: row.decided_at,
  }
}
