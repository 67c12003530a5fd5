import { createTwoFilesPatch } from 'diff'
import { LRUCache } from 'lru-cache'
import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../app-deps.js'
import { isUniqueViolation } from '../../platform/db/errors.js'
import { ConflictError, FieldValidationError, NotFoundError } from '../../platform/http/errors.js'
import type { Page } from '../../platform/http/pagination.js'
import { toPage } from '../../platform/http/pagination.js'
import { getProject } from '../projects/service.js'
import * as store from './store.js'
import { type ParsedSuite, parseSuite } from './suite-parser.js'
import type { SpecRow, SpecVersionRow } from './tables.js'

type Deps = Pick<AppDeps, 'db' | 'clock'>

// Versions never change, so a parse is reused by the run request and its job (a 20,000-case suite parses in seconds).
const parsedVersions = new LRUCache<string, ParsedSuite>({ max: 4 })

/** The parse of an immutable suite version (cached by version id). */
export function parsedVersion(version: SpecVersionRow): ParsedSuite {
  let parsed = parsedVersions.get(version.id)
  if (!parsed) {
    parsed = parseSuite(version.content)
    parsedVersions.set(version.id, parsed)
  }
  return parsed
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

export function validateContent(content: string) {
  return summarize(parseSuite(content))
}

function toSpec(row: SpecRow) {
  return {
    id: row.id,
    project_id: row.project_id,
    name: row.name,
    content: row.content,
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
    ...validateContent(row.content),
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
  try {
    const row = await store.insertSpec(
      deps.db,
      { id: uuidv7(), project_id: projectId, name, content, version: 1, created_at: now, updated_at: now },
      userId,
      uuidv7(),
    )
    return toSpec(row)
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
  try {
    return toSpec(await store.saveVersion(deps.db, row, content, userId, uuidv7(), deps.clock.nowIso()))
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
