import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../app-deps.js'
import { SecretBox } from '../../platform/auth/secret-box.js'
import { isUniqueViolation } from '../../platform/db/errors.js'
import { ConflictError, FieldValidationError, NotFoundError } from '../../platform/http/errors.js'
import { getProject } from '../projects/service.js'
import { type CallerOptions, ProviderCaller } from './provider-client.js'
import type { CreateProviderBody, ProviderResource, UpdateProviderBody } from './schemas.js'
import * as store from './store.js'
import type { ProviderRow } from './tables.js'

type Deps = Pick<AppDeps, 'db' | 'secrets' | 'clock'>

export function toProvider(deps: Pick<AppDeps, 'secrets'>, row: ProviderRow): ProviderResource {
  const opened = row.api_key_sealed ? deps.secrets.open(row.api_key_sealed) : undefined
  return {
    id: row.id,
    project_id: row.project_id,
    name: row.name,
    provider_type: 'openai_compatible',
    base_url: row.base_url,
    model_id: row.model_id,
    api_key_masked: row.api_key_sealed ? row.api_key_last4 : null,
    needs_reentry: opened !== undefined && !opened.ok,
    input_cost_per_1k: row.input_cost_per_1k === null ? null : Number(row.input_cost_per_1k),
    output_cost_per_1k: row.output_cost_per_1k === null ? null : Number(row.output_cost_per_1k),
    default_params: JSON.parse(row.default_params),
    concurrency: row.concurrency,
    timeout_ms: row.timeout_ms,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

function nameTaken(name: string): ConflictError {
  return new ConflictError(`A provider named "${name}" already exists in this project`)
}

export async function createProvider(deps: Deps, projectId: string, body: CreateProviderBody): Promise<ProviderResource> {
  await getProject(deps, projectId)
  const now = deps.clock.nowIso()
  try {
    const row = await store.insertProvider(deps.db, {
      id: uuidv7(),
      project_id: projectId,
      name: body.name,
      provider_type: body.provider_type,
      base_url: body.base_url.replace(/\/+$/, ''),
      model_id: body.model_id,
      api_key_sealed: body.api_key ? deps.secrets.seal(body.api_key) : null,
      api_key_last4: body.api_key ? SecretBox.mask(body.api_key) : null,
      input_cost_per_1k: body.input_cost_per_1k ?? null,
      output_cost_per_1k: body.output_cost_per_1k ?? null,
      default_params: JSON.stringify(body.default_params ?? {}),
      concurrency: body.concurrency,
      timeout_ms: body.timeout_ms,
      created_at: now,
      updated_at: now,
    })
    return toProvider(deps, row)
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(body.name)
    throw err
  }
}

export async function listProviders(deps: Deps, projectId: string): Promise<{ items: ProviderResource[] }> {
  return { items: (await store.listProviders(deps.db, projectId)).map((r) => toProvider(deps, r)) }
}

/** The provider row, or 404 naming the field it came from (`provider_id` in run bodies, the path otherwise). */
export async function providerRow(
  deps: Pick<AppDeps, 'db'>,
  projectId: string,
  id: string,
  loc?: (string | number)[],
): Promise<ProviderRow> {
  const row = await store.findProvider(deps.db, projectId, id)
  if (row) return row
  if (loc) throw new FieldValidationError(loc, `Unknown provider "${id}" in this project`, 'not_found')
  throw new NotFoundError(`Provider "${id}"`)
}

export async function getProvider(deps: Deps, projectId: string, id: string): Promise<ProviderResource> {
  return toProvider(deps, await providerRow(deps, projectId, id))
}

export async function updateProvider(deps: Deps, projectId: string, id: string, body: UpdateProviderBody): Promise<ProviderResource> {
  await providerRow(deps, projectId, id)
  const key =
    body.api_key === undefined
      ? {}
      : body.api_key === null
        ? { api_key_sealed: null, api_key_last4: null }
        : { api_key_sealed: deps.secrets.seal(body.api_key), api_key_last4: SecretBox.mask(body.api_key) }
  try {
    const row = await store.updateProvider(deps.db, projectId, id, {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.base_url === undefined ? {} : { base_url: body.base_url.replace(/\/+$/, '') }),
      ...(body.model_id === undefined ? {} : { model_id: body.model_id }),
      ...(body.input_cost_per_1k === undefined ? {} : { input_cost_per_1k: body.input_cost_per_1k }),
      ...(body.output_cost_per_1k === undefined ? {} : { output_cost_per_1k: body.output_cost_per_1k }),
      ...(body.default_params === undefined ? {} : { default_params: JSON.stringify(body.default_params) }),
      ...(body.concurrency === undefined ? {} : { concurrency: body.concurrency }),
      ...(body.timeout_ms === undefined ? {} : { timeout_ms: body.timeout_ms }),
      ...key,
      updated_at: deps.clock.nowIso(),
    })
    if (!row) throw new NotFoundError(`Provider "${id}"`)
    return toProvider(deps, row)
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(body.name ?? '')
    throw err
  }
}

export async function deleteProvider(deps: Deps, projectId: string, id: string): Promise<{ deleted: true; id: string }> {
  if (!(await store.deleteProvider(deps.db, projectId, id))) throw new NotFoundError(`Provider "${id}"`)
  return { deleted: true, id }
}

/** The key in clear for a call; a key sealed under an older server secret is a 409 asking for re-entry. */
export function apiKeyOf(deps: Pick<AppDeps, 'secrets'>, row: ProviderRow): string | undefined {
  if (!row.api_key_sealed) return undefined
  const opened = deps.secrets.open(row.api_key_sealed)
  if (!opened.ok) throw new ConflictError(`The API key of provider "${row.name}" must be entered again (the server secret changed)`)
  return opened.value
}

export function callerFor(deps: Pick<AppDeps, 'secrets'>, row: ProviderRow, options?: CallerOptions): ProviderCaller {
  return new ProviderCaller(
    { baseUrl: row.base_url, apiKey: apiKeyOf(deps, row), model: row.model_id, concurrency: row.concurrency, timeoutMs: row.timeout_ms },
    options,
  )
}

/** Test connection: GET /models with the stored key; never throws for a provider failure, it reports it. */
export async function testConnection(deps: Deps, projectId: string, id: string) {
  const row = await providerRow(deps, projectId, id)
  const caller = callerFor(deps, row, { retry: { maxRetries: 0 } })
  const started = performance.now()
  try {
    const models = await caller.listModels(AbortSignal.timeout(Math.min(row.timeout_ms, 30_000)))
    const available = models.length === 0 ? null : models.includes(row.model_id)
    return {
      ok: true,
      latency_ms: Math.round(performance.now() - started),
      models: models.slice(0, 200),
      model_available: available,
      detail:
        available === false
          ? `Connected, but model "${row.model_id}" is not among the ${models.length} models offered`
          : `Connected to ${new URL(row.base_url).host}`,
    }
  } catch (err) {
    return {
      ok: false,
      latency_ms: Math.round(performance.now() - started),
      models: [],
      model_available: null,
      detail: err instanceof Error ? err.message : String(err),
    }
  } finally {
    await caller.close()
  }
}
