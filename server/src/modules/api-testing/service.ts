import fs from 'node:fs/promises'
import path from 'node:path'
import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../app-deps.js'
import type { ApiSpecRow } from '../../platform/db/database.js'
import { isUniqueViolation } from '../../platform/db/errors.js'
import { ConflictError, NotFoundError } from '../../platform/http/errors.js'
import { type Page, type PageResult, toPage } from '../../platform/http/pagination.js'
import { resolveInsideRoot, safeRelativePath } from '../../platform/playwright/safe-path.js'
import { workspacePaths } from '../../platform/playwright/workspace.js'
import { placeholderLineErrors, type ResolverDeps, resolvePlaceholders } from '../project-variables/service.js'
import { importOpenApi } from './openapi-import.js'
import { environmentVariables } from './run-preflight.js'
import type { ApiSpecResource, ImportResultResource } from './schemas.js'
import { parseApiSpec } from './spec-parser.js'
import { interpretApiStep } from './step-summary.js'
import { placeholdersIn } from './step-values.js'
import * as store from './store.js'

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>

/** What the parser understood of a spec: its title, tests, and the problems with their lines. */
export function validateContent(content: string) {
  const { spec, errors } = parseApiSpec(content)
  return {
    title: spec.name,
    tests: spec.tests.map((t) => ({ id: t.id, name: t.name, method: t.method, path: t.path, line: t.line })),
    errors,
    warnings: spec.warnings,
  }
}

/** What the parser understood, with the interpretation of every step (the editor's live preview). */
export function validateForEditor(content: string) {
  const { spec, errors, notes } = parseApiSpec(content)
  const notesAt = (line: number) => notes.filter((note) => note.line === line).map((note) => note.message)
  return {
    title: spec.name,
    tests: spec.tests.map((t) => ({ id: t.id, name: t.name, method: t.method, path: t.path, line: t.line })),
    errors,
    warnings: spec.warnings,
    interpretation: spec.tests.flatMap((t) =>
      t.steps.map((step) => ({ test_id: t.id, ...interpretApiStep(step), notes: notesAt(step.line) })),
    ),
  }
}

/**
 * Placeholders of `content` a run does not need resolved: values the spec saves itself (`Save $.id as
 * {{ORDER_ID}}`), names in prose, and the base URL's when a resolved BASE_URL overrides it.
 */
export async function unneededPlaceholders(
  deps: ResolverDeps,
  projectId: string,
  content: string,
  options: { includeOptIn?: boolean } = {},
): Promise<Set<string>> {
  const { spec } = parseApiSpec(content, options)
  const overridden = (await resolvePlaceholders(deps, projectId, ['BASE_URL'])).values.BASE_URL !== undefined
  const needed = new Set(environmentVariables(spec, { baseUrlOverridden: overridden }))
  return new Set(placeholdersIn(content).filter((n) => !needed.has(n)))
}

/** {@link validateForEditor} plus an error on each line whose `{{NAME}}` would not resolve in the project. */
export async function validateForProject(deps: Pick<AppDeps, 'db' | 'secrets' | 'config'>, projectId: string, content: string) {
  const result = validateForEditor(content)
  const unresolved = await placeholderLineErrors(deps, projectId, content, await unneededPlaceholders(deps, projectId, content))
  return { ...result, errors: [...result.errors, ...unresolved].sort((a, b) => a.line - b.line) }
}

function toResource(row: ApiSpecRow): ApiSpecResource {
  return {
    id: row.id,
    name: row.name,
    project_id: row.project_id,
    source: row.source === 'openapi' ? 'openapi' : 'manual',
    created_at: row.created_at,
    updated_at: row.updated_at,
    content: row.content,
    ...validateContent(row.content),
  }
}

/** `<workspace>/specs/api/<project>/<name>.md`: the DB is the record, the file makes the workspace runnable. */
function specFile(deps: Pick<AppDeps, 'config'>, projectId: string, name: string): string {
  const root = path.join(workspacePaths(deps.config.dataDir).apiSpecs, projectId)
  return resolveInsideRoot(root, `${name}.md`, ['body', 'name'])
}

async function writeSpecFile(deps: Pick<AppDeps, 'config'>, row: ApiSpecRow): Promise<void> {
  const file = specFile(deps, row.project_id, row.name)
  await fs.mkdir(path.dirname(file), { recursive: true })
  await fs.writeFile(file, row.content)
}

async function removeSpecFile(deps: Pick<AppDeps, 'config'>, projectId: string, name: string): Promise<void> {
  await fs.rm(specFile(deps, projectId, name), { force: true })
}

export async function listSpecs(
  deps: Pick<AppDeps, 'db'>,
  projectId: string,
  page: Page,
  q?: string,
): Promise<PageResult<Omit<ApiSpecResource, 'content' | 'title' | 'tests' | 'errors' | 'warnings'>>> {
  const { rows, total } = await store.listSpecRows(deps.db, projectId, page, q)
  return toPage(
    rows.map((r) => ({ ...r, source: r.source === 'openapi' ? ('openapi' as const) : ('manual' as const) })),
    total,
    page,
  )
}

export async function getSpecRow(deps: Pick<AppDeps, 'db'>, projectId: string, rawName: string): Promise<ApiSpecRow> {
  const name = safeRelativePath(rawName, ['path', 'name'])
  const row = await store.findSpec(deps.db, projectId, name)
  if (!row) throw new NotFoundError(`API spec "${name}"`)
  return row
}

export async function getSpec(deps: Pick<AppDeps, 'db'>, projectId: string, name: string): Promise<ApiSpecResource> {
  return toResource(await getSpecRow(deps, projectId, name))
}

/** Saves a spec even when it has parse errors (so drafts are never lost); the response lists them by line. */
export async function createSpec(
  deps: Deps,
  projectId: string,
  body: { name: string; content: string },
  origin: { source: 'manual' | 'openapi'; importKey: string | null } = { source: 'manual', importKey: null },
): Promise<ApiSpecResource> {
  const name = safeRelativePath(body.name, ['body', 'name'])
  const now = deps.clock.nowIso()
  specFile(deps, projectId, name) // validates the on-disk location before anything is written
  let row: ApiSpecRow
  try {
    row = await store.insertSpec(deps.db, {
      id: uuidv7(),
      project_id: projectId,
      name,
      content: body.content,
      source: origin.source,
      import_key: origin.importKey,
      created_at: now,
      updated_at: now,
    })
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError(`An API spec named "${name}" already exists`)
    throw err
  }
  await writeSpecFile(deps, row)
  return toResource(row)
}

export async function updateSpec(
  deps: Deps,
  projectId: string,
  rawName: string,
  body: { content?: string | undefined; name?: string | undefined },
): Promise<ApiSpecResource> {
  const existing = await getSpecRow(deps, projectId, rawName)
  const newName = body.name === undefined ? existing.name : safeRelativePath(body.name, ['body', 'name'])
  specFile(deps, projectId, newName)
  let row: ApiSpecRow | undefined
  try {
    row = await store.updateSpecRow(deps.db, projectId, existing.id, {
      name: newName,
      ...(body.content !== undefined ? { content: body.content } : {}),
      updated_at: deps.clock.nowIso(),
    })
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError(`An API spec named "${newName}" already exists`)
    throw err
  }
  if (!row) throw new NotFoundError(`API spec "${existing.name}"`)
  if (newName !== existing.name) await removeSpecFile(deps, projectId, existing.name)
  await writeSpecFile(deps, row)
  return toResource(row)
}

export async function deleteSpec(deps: Deps, projectId: string, rawName: string): Promise<{ deleted: true; name: string }> {
  const row = await getSpecRow(deps, projectId, rawName)
  await store.deleteSpecRow(deps.db, projectId, row.id)
  await removeSpecFile(deps, projectId, row.name)
  return { deleted: true, name: row.name }
}

/**
 * Turns an OpenAPI document into one spec per endpoint group. Re-importing the same document updates the
 * specs it created before (matched by their stable folder name); a hand-written spec of the same name is
 * left alone. With `dryRun` nothing is saved: the result is the preview.
 */
export async function importSpecs(
  deps: Deps,
  projectId: string,
  document: string | object,
  options: { baseUrl?: string | undefined; dryRun: boolean },
): Promise<ImportResultResource> {
  const imported = await importOpenApi(document, options.baseUrl ? { baseUrl: options.baseUrl } : {})
  const warnings = [...imported.warnings]
  const specs: ImportResultResource['specs'] = []
  for (const item of imported.specs) {
    const name = safeRelativePath(item.folder, ['body', 'file'])
    const existing = await store.findSpec(deps.db, projectId, name)
    const action = !existing ? 'create' : existing.source === 'openapi' ? 'update' : 'skip'
    if (action === 'skip') warnings.push(`Skipped "${name}": a hand-written spec already has that name`)
    specs.push({ name, title: item.name, action, tests: validateContent(item.markdown).tests.length, content: item.markdown })
    if (options.dryRun || action === 'skip') continue
    if (existing) await updateSpec(deps, projectId, name, { content: item.markdown })
    else await createSpec(deps, projectId, { name, content: item.markdown }, { source: 'openapi', importKey: name })
  }
  return { dry_run: options.dryRun, specs, warnings }
}
