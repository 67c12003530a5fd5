import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../app-deps.js'
import type { Db, SpecRow } from '../../platform/db/database.js'
import { isUniqueViolation } from '../../platform/db/errors.js'
import { ConflictError, NotFoundError } from '../../platform/http/errors.js'
import { type Page, type PageResult, toPage } from '../../platform/http/pagination.js'
import { safeRelativePath } from '../../platform/playwright/safe-path.js'
import { listIncludes } from '../pipeline/spec-parser.js'
import type { TemplateResolver } from '../pipeline/ui-spec.js'
import { placeholderLineErrors } from '../project-variables/service.js'
import { getProject } from '../projects/service.js'
import { folderTree, type SpecFolderTree } from './folder-tree.js'
import type { Spec, SpecFilter, SpecSummary, UpdateSpecBody } from './schemas.js'
import { analyzeSpec, assertUiSpecContent, interpretSpec, type SpecAnalysis, templateCandidates, templateResolver } from './spec-check.js'
import { SpecFiles } from './spec-files.js'
import { normalizeFolder, normalizeSpecName } from './spec-name.js'
import * as store from './store.js'

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>

/** Everything a run needs from a spec: its canonical name, its markdown, and its `@include` templates. */
export interface SpecSource {
  name: string
  content: string
  updated_at: string
  /** Pass to `parseUiSpec(content, { resolveTemplate })`: templates were loaded from the same project. */
  resolveTemplate: TemplateResolver
}

const PATH_NAME = ['path', 'name']
const BODY_NAME = ['body', 'name']
/** `@include` nesting the parser follows (its own default limit). */
const MAX_INCLUDE_DEPTH = 8
/** Distinct template names looked up for one spec, to bound the work a hostile spec can cause. */
const MAX_TEMPLATE_LOOKUPS = 200

function toSummary(row: Omit<SpecRow, 'content'>, tags: string[]): SpecSummary {
  return {
    name: row.name,
    kind: 'ui',
    project_id: row.project_id,
    tags,
    automated: row.automated_test !== null,
    automated_test: row.automated_test,
    accepted_run_id: row.accepted_run_id,
    automated_at: row.automated_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

function toSpec(row: SpecRow, tags: string[], analysis: SpecAnalysis): Spec {
  return { ...toSummary(row, tags), content: row.content, title: analysis.title, errors: analysis.errors, warnings: analysis.warnings }
}

/** Loads the specs a spec's `@include`s name (and theirs, breadth-first) from the same project. */
async function loadTemplates(db: Db, projectId: string, content: string): Promise<TemplateResolver> {
  const found = new Map<string, string>()
  const asked = new Set<string>()
  let pending = listIncludes(content)
  for (let depth = 0; depth < MAX_INCLUDE_DEPTH && pending.length > 0; depth++) {
    const names = [...new Set(pending.flatMap((i) => templateCandidates(i.template)))].filter((n) => !asked.has(n))
    const batch = names.slice(0, Math.max(0, MAX_TEMPLATE_LOOKUPS - asked.size))
    for (const name of batch) asked.add(name)
    pending = []
    for (const row of await store.findContents(db, projectId, batch)) {
      found.set(row.name, row.content)
      pending.push(...listIncludes(row.content))
    }
  }
  return templateResolver(found)
}

async function analyze(db: Db, projectId: string, content: string): Promise<SpecAnalysis> {
  return analyzeSpec(content, await loadTemplates(db, projectId, content))
}

async function findRow(db: Db, projectId: string, rawName: string): Promise<SpecRow> {
  const name = normalizeSpecName(rawName, PATH_NAME)
  const row = await store.findSpec(db, projectId, name)
  if (!row) throw new NotFoundError(`Spec "${name}"`)
  return row
}

async function withTags(db: Db, row: SpecRow): Promise<Spec> {
  const [tags, analysis] = await Promise.all([store.tagsOf(db, row.project_id, [row.id]), analyze(db, row.project_id, row.content)])
  return toSpec(row, tags.get(row.id) ?? [], analysis)
}

function rowFilter(filter: SpecFilter): store.SpecRowFilter {
  const q = filter.q?.trim()
  return {
    q: q || undefined,
    tags: filter.tags,
    folder: filter.folder === undefined || filter.folder.trim() === '' ? undefined : normalizeFolder(filter.folder, ['query', 'folder']),
    automatedOnly: filter.automatedOnly,
  }
}

/** A page of a project's specs (without content), sorted by name case-insensitively. */
export async function listSpecs(
  deps: Pick<AppDeps, 'db'>,
  projectId: string,
  page: Page,
  filter: SpecFilter = {},
): Promise<PageResult<SpecSummary>> {
  const { rows, total } = await store.listSpecRows(deps.db, projectId, page, rowFilter(filter))
  const tags = await store.tagsOf(
    deps.db,
    projectId,
    rows.map((r) => r.id),
  )
  return toPage(
    rows.map((r) => toSummary(r, tags.get(r.id) ?? [])),
    total,
    page,
  )
}

/** Specs whose generated test has been accepted (see {@link markAutomated}). */
export function listAutomatedSpecs(
  deps: Pick<AppDeps, 'db'>,
  projectId: string,
  page: Page,
  filter: SpecFilter = {},
): Promise<PageResult<SpecSummary>> {
  return listSpecs(deps, projectId, page, { ...filter, automatedOnly: true })
}

/** The project's folders with spec counts, for a folder tree. */
export async function specFolders(deps: Pick<AppDeps, 'db'>, projectId: string): Promise<SpecFolderTree> {
  return folderTree(await store.listSpecNames(deps.db, projectId))
}

/** Tags in use in the project, with how many specs carry each. */
export async function listTags(
  deps: Pick<AppDeps, 'db'>,
  projectId: string,
  page: Page,
): Promise<PageResult<{ tag: string; count: number }>> {
  const { rows, total } = await store.listTagCounts(deps.db, projectId, page)
  return toPage(rows, total, page)
}

export async function getSpec(deps: Pick<AppDeps, 'db'>, projectId: string, rawName: string): Promise<Spec> {
  return withTags(deps.db, await findRow(deps.db, projectId, rawName))
}

/**
 * The spec a run executes: canonical name, markdown, and a resolver for its `@include` templates.
 * Throws a 404 `NotFoundError` when the project has no such spec, a 422 for a name that is not a valid spec name.
 *
 * @example
 * const source = await getSpecContent(deps, projectId, 'checkout/guest pays')
 * const { spec, errors } = parseUiSpec(source.content, { resolveTemplate: source.resolveTemplate })
 */
export async function getSpecContent(deps: Pick<AppDeps, 'db'>, projectId: string, name: string): Promise<SpecSource> {
  const row = await findRow(deps.db, projectId, name)
  return {
    name: row.name,
    content: row.content,
    updated_at: row.updated_at,
    resolveTemplate: await loadTemplates(deps.db, projectId, row.content),
  }
}

/** The canonical names of the given specs, checked in one query; 404 naming the first that does not exist. */
export async function requireSpecContents(
  deps: Pick<AppDeps, 'db'>,
  projectId: string,
  rawNames: readonly string[],
): Promise<{ name: string; content: string }[]> {
  const names = rawNames.map((n) => normalizeSpecName(n, PATH_NAME))
  const found = new Map((await store.findContents(deps.db, projectId, [...new Set(names)])).map((r) => [r.name, r.content]))
  const missing = names.find((n) => !found.has(n))
  if (missing !== undefined) throw new NotFoundError(`Spec "${missing}"`)
  return names.map((name) => ({ name, content: found.get(name) as string }))
}

/** Parses and plans markdown without saving it (the editor's live check); templates come from the project. */
export async function validateSpec(deps: Pick<AppDeps, 'db' | 'secrets' | 'config'>, projectId: string, content: string) {
  const analysis = interpretSpec(content, await loadTemplates(deps.db, projectId, content))
  // A {{NAME}} that would not resolve at run time is an error on its line now.
  const unresolved = await placeholderLineErrors(deps, projectId, content)
  const errors = [...analysis.errors, ...unresolved].sort((a, b) => a.line - b.line)
  return { ...analysis, valid: errors.length === 0, errors }
}

/**
 * Saves a new spec and mirrors it to the workspace. Content that is not a UI spec at all (no `# Test:` title,
 * or another kind's title) is a 422; a spec with other errors is saved and the response lists them by line.
 */
export async function createSpec(
  deps: Deps,
  projectId: string,
  body: { name: string; content: string; tags?: string[] | undefined },
): Promise<Spec> {
  const name = normalizeSpecName(body.name, BODY_NAME)
  const files = new SpecFiles(deps.config.dataDir)
  files.fileOf(projectId, name)
  const analysis = await analyze(deps.db, projectId, body.content)
  assertUiSpecContent(body.content, analysis)
  await getProject(deps, projectId)
  const tags = body.tags ?? []
  const now = deps.clock.nowIso()
  try {
    const row = await deps.db.transaction().execute(async (trx) => {
      const row = await store.insertSpec(trx, {
        id: uuidv7(),
        project_id: projectId,
        name,
        content: body.content,
        created_at: now,
        updated_at: now,
      })
      await store.replaceTags(trx, projectId, row.id, tags)
      // Inside the transaction: if the file cannot be written, the spec is not saved either.
      files.write(projectId, name, body.content)
      return row
    })
    return toSpec(row, tags, analysis)
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError(`A spec named "${name}" already exists`)
    throw err
  }
}

/**
 * Changes content and/or tags, and renames (moves) the spec when `name` differs; the mirror follows. A request
 * that changes nothing leaves `updated_at` alone.
 */
export async function updateSpec(deps: Deps, projectId: string, rawName: string, body: UpdateSpecBody): Promise<Spec> {
  const existing = await findRow(deps.db, projectId, rawName)
  const newName = body.name === undefined ? existing.name : normalizeSpecName(body.name, BODY_NAME)
  const files = new SpecFiles(deps.config.dataDir)
  files.fileOf(projectId, newName)
  const content = body.content ?? existing.content
  const analysis = await analyze(deps.db, projectId, content)
  if (body.content !== undefined) assertUiSpecContent(content, analysis)
  const oldTags = (await store.tagsOf(deps.db, projectId, [existing.id])).get(existing.id) ?? []
  const tags = body.tags ?? oldTags
  if (newName === existing.name && content === existing.content && tags.join('\n') === oldTags.join('\n')) {
    return toSpec(existing, oldTags, analysis)
  }
  let row: SpecRow | undefined
  try {
    row = await deps.db.transaction().execute(async (trx) => {
      const updated = await store.updateSpecRow(trx, projectId, existing.id, { name: newName, content, updated_at: deps.clock.nowIso() })
      if (!updated) return undefined
      if (body.tags !== undefined) await store.replaceTags(trx, projectId, existing.id, tags)
      files.write(projectId, newName, content)
      return updated
    })
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError(`A spec named "${newName}" already exists`)
    throw err
  }
  if (!row) throw new NotFoundError(`Spec "${existing.name}"`)
  if (newName !== existing.name) files.remove(projectId, existing.name)
  return toSpec(row, tags, analysis)
}

/** Deletes the spec, its tags and its workspace file. Its generated test, if any, is the runs module's. */
export async function deleteSpec(deps: Deps, projectId: string, rawName: string): Promise<{ deleted: true; name: string }> {
  const row = await findRow(deps.db, projectId, rawName)
  const files = new SpecFiles(deps.config.dataDir)
  const deleted = await deps.db.transaction().execute(async (trx) => {
    if (!(await store.deleteSpecRow(trx, projectId, row.id))) return false
    files.remove(projectId, row.name)
    return true
  })
  if (!deleted) throw new NotFoundError(`Spec "${row.name}"`)
  return { deleted: true, name: row.name }
}

/**
 * Records that a run's generated test was accepted as the spec's automated test (the runs module calls this).
 * `testPath` is relative to the workspace root, e.g. `tests/generated/<project>/checkout/guest-pays.spec.ts`.
 * Throws a 404 `NotFoundError` when the spec no longer exists (renamed or deleted since the run started).
 *
 * @example
 * await markAutomated(deps, run.project_id, run.spec_name, { runId: run.id, testPath })
 */
export async function markAutomated(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  projectId: string,
  name: string,
  automation: { runId: string; testPath: string },
): Promise<SpecSummary> {
  const testPath = safeRelativePath(automation.testPath, ['test_path'])
  return setAutomation(deps, projectId, name, {
    automated_test: testPath,
    accepted_run_id: automation.runId,
    automated_at: deps.clock.nowIso(),
  })
}

/** Forgets the spec's accepted test (its generated test was deleted or rejected). */
export function clearAutomated(deps: Pick<AppDeps, 'db'>, projectId: string, name: string): Promise<SpecSummary> {
  return setAutomation(deps, projectId, name, { automated_test: null, accepted_run_id: null, automated_at: null })
}

async function setAutomation(
  deps: Pick<AppDeps, 'db'>,
  projectId: string,
  name: string,
  patch: Pick<SpecRow, 'automated_test' | 'accepted_run_id' | 'automated_at'>,
): Promise<SpecSummary> {
  const existing = await findRow(deps.db, projectId, name)
  const row = await store.updateSpecRow(deps.db, projectId, existing.id, patch)
  if (!row) throw new NotFoundError(`Spec "${existing.name}"`)
  const tags = await store.tagsOf(deps.db, projectId, [row.id])
  return toSummary(row, tags.get(row.id) ?? [])
}
