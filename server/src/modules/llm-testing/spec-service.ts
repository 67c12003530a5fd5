import { createTwoFilesPatch } from 'diff'
import { LRUCache } from 'lru-cache'
import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../app-deps.js'
import { isUniqueViolation } from '../../platform/db/errors.js'
import { ConflictError, FieldValidationError, NotFoundError } from '../../platform/http/errors.js'
import type { Page } from '../../platform/http/pagination.js'
import { toPage } from '../../platform/http/pagination.js'
import type { LineIssue } from '../../platform/markdown/outline.js'
import { getProject } from '../projects/service.js'
import * as store from './store.js'
import type { ParsedSuite, SuiteDefaults } from './suite-parser.js'
import { checkSuite } from './suite-stream.js'
import type { SpecRow, SpecVersionRow } from './tables.js'

type Deps = Pick<AppDeps, 'db' | 'clock'>

/** What a run checks before it starts: a version's errors, case count and defaults (never its cases). */
export interface VersionCheck {
  errors: LineIssue[]
  total: number
  defaults: SuiteDefaults
}

// Versions never change, so the check made when a version is saved serves the runs of it (a 20,000-case suite
// takes seconds to read); a check is a few hundred bytes, the cases are streamed again by the run itself.
const versionChecks = new LRUCache<string, VersionCheck>({ max: 1000 })

/** The check of an immutable suite version (cached by version id; streamed, so it never holds the cases). */
export function versionCheck(version: SpecVersionRow): VersionCheck {
  let check = versionChecks.get(version.id)
  if (!check) {
    check = streamedSummary(version.content).check
    versionChecks.set(version.id, check)
  }
  return check
}

/** What the parser understood: title, cases (with their assertion counts) and problems by line. */
export function summarize(parsed: ParsedSuite) {
  return {
    title: parsed.suite.title,
    cases: parsed.suite.cases.map((c) => ({ index: c.index, name: c.name, line: c.line, assertions: c.assertions.length })),
    errors: parsed.errors,
    warnings: parsed.warnings,
  }
}

/** `summarize(parseSuite(content))`, read case by case (the same answer; the suite-stream test compares them). */
function streamedSummary(content: string): { summary: ReturnType<typeof summarize>; check: VersionCheck } {
  const cases: ReturnType<typeof summarize>['cases'] = []
  const checked = checkSuite(content, (c) => cases.push({ index: c.index, name: c.name, line: c.line, assertions: c.assertions.length }))
  const { suite, total } = checked.stream
  return {
    summary: { title: suite.title, cases, errors: checked.errors, warnings: checked.warnings },
    check: { errors: checked.errors, total, defaults: suite.defaults },
  }
}

export function validateContent(content: string) {
  return streamedSummary(content).summary
}

/** The API view of a suite; `versionId` (a version just saved) keeps its check for the runs that follow. */
function toSpec(row: SpecRow, versionId?: string) {
  const { summary, check } = streamedSummary(row.content)
  if (versionId) versionChecks.set(versionId, check)
  return {
    id: row.id,
    project_id: row.project_id,
    name: row.name,
    content: row.content,
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
    ...summary,
  }
}

/** The suite row, or 404 (or a 422 on `loc` when the name came from a request body). */
export async function specRow(deps: Pick<AppDeps, 'db'>, projectId: string, name: string, loc?: (string | number)[]): Promise<SpecRow> {
  const row = await store.findSpec(deps.db, projectId, name)
  if (row) return row
  if (loc) throw new FieldValidationError(loc, `Unknown LLM suite "${name}" in this project`, 'not_found')
  throw new NotFoundError(`LLM suite "${name}"`)
}

/** Saves even with parse errors (drafts are never lost); the response lists them by line and runs refuse them. */
export async function createSpec(deps: Deps, projectId: string, name: string, content: string, userId: string | null) {
  await getProject(deps, projectId)
  const now = deps.clock.nowIso()
  const versionId = uuidv7()
  try {
    const row = await store.insertSpec(
      deps.db,
      { id: uuidv7(), project_id: projectId, name, content, version: 1, created_at: now, updated_at: now },
      userId,
      versionId,
    )
    return toSpec(row, versionId)
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError(`An LLM suite named "${name}" already exists in this project`)
    throw err
  }
}

export async function listSpecs(deps: Deps, projectId: string, page: Page) {
  const { rows, total } = await store.listSpecs(deps.db, projectId, page)
  return toPage(
    rows.map((r) => ({ id: r.id, name: r.name, version: r.version, created_at: r.created_at, updated_at: r.updated_at })),
    total,
    page,
  )
}

export async function getSpec(deps: Deps, projectId: string, name: string) {
  return toSpec(await specRow(deps, projectId, name))
}

/** Every save is a new immutable version; saving the same content again changes nothing. */
export async function updateSpec(deps: Deps, projectId: string, name: string, content: string, userId: string | null) {
  const row = await specRow(deps, projectId, name)
  if (row.content === content) return toSpec(row)
  const versionId = uuidv7()
  try {
    return toSpec(await store.saveVersion(deps.db, row, content, userId, versionId, deps.clock.nowIso()), versionId)
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError(`LLM suite "${name}" was saved by someone else meanwhile; reload and save again`)
    throw err
  }
}

export async function deleteSpec(deps: Deps, projectId: string, name: string) {
  const row = await specRow(deps, projectId, name)
  await store.deleteSpec(deps.db, projectId, row.id)
  return { deleted: true as const, name }
}

export async function listVersions(deps: Deps, projectId: string, name: string) {
  const row = await specRow(deps, projectId, name)
  return { items: await store.listVersions(deps.db, row.id) }
}

export async function versionContent(
  deps: Pick<AppDeps, 'db'>,
  projectId: string,
  name: string,
  version: number,
  loc?: (string | number)[],
) {
  const row = await specRow(deps, projectId, name, loc ? [loc[0]!, 'spec_name'] : undefined)
  const found = await store.findVersion(deps.db, row.id, version)
  if (found) return found
  if (loc) throw new FieldValidationError(loc, `LLM suite "${name}" has no version ${version} (latest is ${row.version})`, 'not_found')
  throw new NotFoundError(`Version ${version} of LLM suite "${name}"`)
}

export async function getVersion(deps: Deps, projectId: string, name: string, version: number) {
  const v = await versionContent(deps, projectId, name, version)
  return { version: v.version, created_at: v.created_at, created_by: v.created_by, size: v.content.length, content: v.content }
}

export async function diffVersions(deps: Deps, projectId: string, name: string, from: number, to: number) {
  const [a, b] = await Promise.all([versionContent(deps, projectId, name, from), versionContent(deps, projectId, name, to)])
  const patch = createTwoFilesPatch(`${name} v${from}`, `${name} v${to}`, a.content, b.content, '', '', { context: 3 })
  let added = 0
  let removed = 0
  for (const line of patch.split('\n').slice(2)) {
    if (line.startsWith('+') && !line.startsWith('+++')) added++
    else if (line.startsWith('-') && !line.startsWith('---')) removed++
  }
  return { from, to, patch, added, removed }
}
