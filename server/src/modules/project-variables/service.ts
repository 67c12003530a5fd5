import type { AppDeps } from '../../app-deps.js'
import { SecretBox } from '../../platform/auth/secret-box.js'
import { FieldValidationError, NotFoundError } from '../../platform/http/errors.js'
import { getProject } from '../projects/service.js'
import { envAllowed, reservedReason } from './name-policy.js'
import type { ProjectVariable, PutVariableBody } from './schemas.js'
import * as store from './store.js'

type Deps = Pick<AppDeps, 'db' | 'secrets' | 'config' | 'clock'>
/** What the resolver needs: the DB (project variables), the secret box, and SPEC_ENV_ALLOWLIST. */
export type ResolverDeps = Pick<AppDeps, 'db' | 'secrets' | 'config'>

function toResource(deps: Pick<AppDeps, 'secrets'>, row: store.VariableRow): ProjectVariable {
  const opened = deps.secrets.open(row.value_sealed)
  const secret = row.secret === 1
  return {
    name: row.name,
    secret,
    value: secret || !opened.ok ? null : opened.value,
    masked: secret ? row.last4 : null,
    needs_reentry: !opened.ok,
    updated_by: row.updated_by,
    updated_at: row.updated_at,
  }
}

export async function listVariables(deps: Deps, projectId: string) {
  await getProject(deps, projectId)
  const rows = await store.listVariables(deps.db, projectId)
  return { items: rows.map((r) => toResource(deps, r)), env_allowlist: deps.config.specEnvAllowlist }
}

/** Sets a project variable (sealed at rest); names the server keeps for itself are refused. */
export async function putVariable(
  deps: Deps,
  projectId: string,
  name: string,
  body: PutVariableBody,
  userId: string | undefined,
): Promise<ProjectVariable> {
  const reserved = reservedReason(name)
  if (reserved) throw new FieldValidationError(['path', 'name'], reserved, 'reserved_name')
  await getProject(deps, projectId)
  const row = await store.upsertVariable(deps.db, {
    project_id: projectId,
    name,
    secret: body.secret ? 1 : 0,
    value_sealed: deps.secrets.seal(body.value),
    last4: SecretBox.mask(body.value),
    updated_by: userId ?? null,
    updated_at: deps.clock.nowIso(),
  })
  return toResource(deps, row)
}

export async function deleteVariable(deps: Deps, projectId: string, name: string): Promise<{ deleted: true; name: string }> {
  if (!(await store.deleteVariable(deps.db, projectId, name))) throw new NotFoundError(`Variable "${name}"`)
  return { deleted: true, name }
}

export interface PlaceholderProblem {
  name: string
  message: string
}

/** The values of a spec's placeholders, and why each name that has none could not be resolved. */
export interface PlaceholderResolution {
  /** name -> value, for every name that resolved (never a server setting). */
  values: Record<string, string>
  /** One entry per name that did not resolve; empty when the spec may run. */
  problems: PlaceholderProblem[]
}

const notSet = (name: string) =>
  `{{${name}}} is not set: add it under the project's Variables & secrets (or let specs read that server environment variable with SPEC_ENV_ALLOWLIST)`

/**
 * The one source of `{{NAME}}` values for every run path (UI and API runs, validation). A name resolves from the
 * project's variables and secrets, else from the server environment when SPEC_ENV_ALLOWLIST names it. The
 * server's own settings (JWT_SECRET_KEY, DATABASE_URL, AI_API_KEY, S3_*, ...) and process-control names
 * (NODE_OPTIONS, PATH, ...) never resolve, whatever is stored or allowed. An unset and a not-allowed
 * environment variable get the same message, so a spec author cannot probe the server's environment.
 */
export async function resolvePlaceholders(deps: ResolverDeps, projectId: string, names: readonly string[]): Promise<PlaceholderResolution> {
  const unique = [...new Set(names)]
  const values: Record<string, string> = {}
  const problems: PlaceholderProblem[] = []
  const open = unique.filter((name) => {
    const reserved = reservedReason(name)
    if (reserved) problems.push({ name, message: reserved })
    return !reserved
  })
  const rows = new Map((await store.findVariables(deps.db, projectId, open)).map((r) => [r.name, r]))
  for (const name of open) {
    const row = rows.get(name)
    if (row) {
      const opened = deps.secrets.open(row.value_sealed)
      if (opened.ok) values[name] = opened.value
      else problems.push({ name, message: `{{${name}}} must be entered again: it was saved under an older JWT_SECRET_KEY` })
      continue
    }
    // The one reader of process.env outside config.ts: names come from specs, filtered by the admin's allowlist.
    const fromEnv = envAllowed(name, deps.config.specEnvAllowlist) ? process.env[name] : undefined
    if (fromEnv !== undefined && fromEnv !== '') values[name] = fromEnv
    else problems.push({ name, message: notSet(name) })
  }
  return { values, problems }
}

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g

/**
 * Line-numbered errors for every placeholder in `content` that would not resolve (one per line and name), for
 * the validate endpoints and run start. `ignore` lists names the spec defines itself (API specs' saved values).
 */
export async function placeholderLineErrors(
  deps: ResolverDeps,
  projectId: string,
  content: string,
  ignore: ReadonlySet<string> = new Set(),
): Promise<{ line: number; message: string }[]> {
  const uses = placeholderUses(content, ignore)
  const { problems } = await resolvePlaceholders(deps, projectId, uses.flat())
  return lineErrors(uses, new Map(problems.map((p) => [p.name, p.message])))
}

/** The placeholder names of each line of `content` (index = line - 1), less `ignore`. */
function placeholderUses(content: string, ignore: ReadonlySet<string>): string[][] {
  return content.split(/\r\n|\r|\n/).map((text) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string).filter((n) => !ignore.has(n)))
}

function lineErrors(uses: string[][], why: ReadonlyMap<string, string>): { line: number; message: string }[] {
  const errors: { line: number; message: string }[] = []
  uses.forEach((names, i) => {
    for (const name of new Set(names)) {
      const message = why.get(name)
      if (message) errors.push({ line: i + 1, message })
    }
  })
  return errors
}

/**
 * Replaces every resolved value in `text` with its `{{NAME}}`, longest first, so logs, errors and reports never
 * carry a secret (Playwright prints actual values in assertion messages). Values under 3 characters are left:
 * masking "1" would mangle every number.
 */
export function maskResolved(text: string, values: Readonly<Record<string, string>>): string {
  const pairs = Object.entries(values)
    .filter(([, v]) => v.length >= 3)
    .sort((a, b) => b[1].length - a[1].length)
  let out = text
  for (const [name, value] of pairs) {
    out = out.split(value).join(`{{${name}}}`)
    // A value Playwright shows JSON-escaped ("a\"b") is masked in that form too.
    const quoted = JSON.stringify(value).slice(1, -1)
    if (quoted !== value) out = out.split(quoted).join(`{{${name}}}`)
  }
  return out
}

/**
 * {@link assertPlaceholdersResolve} for several specs at once (bulk runs, batches): the project's variables are
 * read once for all of them; the first spec with an unresolved name is refused, naming it and its lines.
 */
export async function assertAllPlaceholdersResolve(
  deps: ResolverDeps,
  projectId: string,
  specs: readonly { name: string; content: string }[],
  opts: { loc: (string | number)[] },
): Promise<void> {
  const uses = specs.map((spec) => placeholderUses(spec.content, new Set()))
  const { problems } = await resolvePlaceholders(deps, projectId, uses.flat(2))
  if (problems.length === 0) return
  const why = new Map(problems.map((p) => [p.name, p.message]))
  specs.forEach((spec, i) => {
    const errors = lineErrors(uses[i] ?? [], why)
    if (errors.length === 0) return
    const detail = errors.map((e) => `line ${e.line}: ${e.message}`).join('; ')
    throw new FieldValidationError(opts.loc, `Spec "${spec.name}" uses placeholders without a value: ${detail}`, 'placeholder_unresolved')
  })
}

/** Refuses (422, naming the lines) a spec whose placeholders would not all resolve: called before a run queues. */
export async function assertPlaceholdersResolve(
  deps: ResolverDeps,
  projectId: string,
  content: string,
  opts: { loc: (string | number)[]; ignore?: ReadonlySet<string> },
): Promise<void> {
  const errors = await placeholderLineErrors(deps, projectId, content, opts.ignore)
  if (errors.length === 0) return
  const detail = errors.map((e) => `line ${e.line}: ${e.message}`).join('; ')
  throw new FieldValidationError(opts.loc, `The spec uses placeholders without a value: ${detail}`, 'placeholder_unresolved')
}
