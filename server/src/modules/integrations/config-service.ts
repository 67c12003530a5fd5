import type { AppDeps } from '../../app-deps.js'
import { SecretBox } from '../../platform/auth/secret-box.js'
import { AppError, BadRequestError, FieldValidationError } from '../../platform/http/errors.js'
import { getProject } from '../projects/service.js'
import { RemoteError, type RemoteOptions } from './remote-http.js'
import type { IntegrationKind } from './store.js'
import * as store from './store.js'
import type { ConfigRow } from './tables.js'

type Deps = Pick<AppDeps, 'db' | 'secrets' | 'clock'>

const LABEL: Record<IntegrationKind, string> = {
  testmgmt: 'Test management',
  tracker: 'The issue tracker',
  ci_webhook: 'The CI webhook',
}

/** Timing of calls to remote systems (per attempt; 429 waits up to a minute, 4 attempts). */
export const REMOTE_TUNING = { timeoutMs: 15_000, maxAttempts: 4, maxRetryAfterMs: 60_000 }

export interface SecretView {
  has_secret: boolean
  secret_masked: string | null
  needs_reentry: boolean
  updated_at: string | null
}

export function secretView(deps: Pick<AppDeps, 'secrets'>, row: ConfigRow | undefined): SecretView {
  if (!row) return { has_secret: false, secret_masked: null, needs_reentry: false, updated_at: null }
  const opened = deps.secrets.open(row.secret_sealed)
  return { has_secret: true, secret_masked: row.secret_last4, needs_reentry: !opened.ok, updated_at: row.updated_at }
}

export function settingsOf<T>(row: ConfigRow | undefined): Partial<T> {
  return row ? (JSON.parse(row.settings) as Partial<T>) : {}
}

export async function readConfig(deps: Deps, projectId: string, kind: IntegrationKind): Promise<ConfigRow | undefined> {
  await getProject(deps, projectId)
  return store.findConfig(deps.db, projectId, kind)
}

/**
 * Saves a project's integration settings and secret. The secret is sealed with the secret box; leaving it out
 * keeps the stored one, but the first save needs it (422 naming `secretField`).
 */
export async function saveConfig(
  deps: Deps,
  projectId: string,
  kind: IntegrationKind,
  settings: Record<string, unknown>,
  secret: string | undefined,
  secretField: string,
  userId: string | undefined,
): Promise<ConfigRow> {
  await getProject(deps, projectId)
  const existing = await store.findConfig(deps.db, projectId, kind)
  if (secret === undefined && (!existing || !deps.secrets.open(existing.secret_sealed).ok)) {
    throw new FieldValidationError(
      ['body', secretField],
      existing
        ? `${secretField} must be entered again (it was saved under another JWT_SECRET_KEY)`
        : `${secretField} is required on the first save`,
      'missing',
    )
  }
  return store.upsertConfig(deps.db, {
    project_id: projectId,
    kind,
    settings: JSON.stringify(settings),
    secret_sealed: secret === undefined ? (existing as ConfigRow).secret_sealed : deps.secrets.seal(secret),
    secret_last4: secret === undefined ? (existing as ConfigRow).secret_last4 : SecretBox.mask(secret),
    updated_by: userId ?? null,
    updated_at: deps.clock.nowIso(),
  })
}

/** Removes an integration's settings and secret (mappings, synced runs and issue links are kept). */
export async function removeConfig(deps: Deps, projectId: string, kind: IntegrationKind): Promise<{ deleted: boolean }> {
  await getProject(deps, projectId)
  return { deleted: await store.deleteConfig(deps.db, projectId, kind) }
}

/** The settings and opened secret a remote call needs; 400 when the integration is not set up (or needs its secret again). */
export async function requireConfig<T>(deps: Deps, projectId: string, kind: IntegrationKind): Promise<{ settings: T; secret: string }> {
  const row = await readConfig(deps, projectId, kind)
  if (!row) throw new BadRequestError(`${LABEL[kind]} is not configured for this project`)
  const opened = deps.secrets.open(row.secret_sealed)
  if (!opened.ok) throw new BadRequestError(`${LABEL[kind]}'s secret must be entered again: it was saved under another JWT_SECRET_KEY`)
  return { settings: JSON.parse(row.settings) as T, secret: opened.value }
}

export function remoteOptions(baseUrl: string, email: string, secret: string): RemoteOptions {
  return { baseUrl, email, secret, ...REMOTE_TUNING }
}

/** A remote system's failure as a 502 naming what it answered (the connection test reports it in its body instead). */
export class BadGatewayError extends AppError {
  constructor(system: string, err: RemoteError) {
    super(502, 'BAD_GATEWAY', `${system}: ${err.message}`, { remote_status: err.status })
  }
}

export async function callRemote<T>(system: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (err) {
    if (err instanceof RemoteError) throw new BadGatewayError(system, err)
    throw err
  }
}
