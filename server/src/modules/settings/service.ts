import type { AppDeps } from '../../app-deps.js'
import type { Config } from '../../config.js'
import { SecretBox } from '../../platform/auth/secret-box.js'
import type { Db } from '../../platform/db/database.js'
import { ConflictError } from '../../platform/http/errors.js'
import { SETTINGS, type SettingKey } from './catalog.js'
import * as store from './store.js'
import type { AppSettingRow } from './tables.js'

type Deps = Pick<AppDeps, 'db' | 'config' | 'secrets' | 'clock' | 'ai'>
export type Source = 'env' | 'stored' | 'default'

const DEFAULTS: Record<Exclude<SettingKey, 'ai_api_key'>, string | number | null> = {
  ai_base_url: null,
  ai_model: 'gpt-4o-mini',
  max_browser_instances: 2,
  browser_slot_timeout_s: 3600,
  agent_timeout_s: 1800,
}

/** What the running process uses for each setting (env, or stored and applied at start, or the default). */
function running(config: Config): Record<SettingKey, string | number | null> {
  return {
    ai_base_url: config.ai?.baseUrl ?? null,
    ai_model: config.ai?.model ?? null,
    ai_api_key: config.ai?.apiKey ?? null,
    max_browser_instances: config.maxBrowserInstances,
    browser_slot_timeout_s: config.browserSlotTimeoutS,
    agent_timeout_s: config.agentTimeoutS,
  }
}

function stored(row: AppSettingRow | undefined, secrets: SecretBox): { value: string | number | null; needsReentry: boolean } | undefined {
  if (!row) return undefined
  if (row.secret === 1) {
    const opened = secrets.open(row.value)
    return opened.ok ? { value: opened.value, needsReentry: false } : { value: null, needsReentry: true }
  }
  return { value: JSON.parse(row.value) as string | number | null, needsReentry: false }
}

/** Effective value and source of every setting: env wins, then the stored value, then the default. */
async function effective(deps: Pick<Deps, 'db' | 'config' | 'secrets'>) {
  const rows = new Map((await store.listSettings(deps.db)).map((r) => [r.key, r]))
  const run = running(deps.config)
  const out = {} as Record<
    SettingKey,
    { value: string | number | null; source: Source; row: AppSettingRow | undefined; needsReentry: boolean }
  >
  for (const key of Object.keys(SETTINGS) as SettingKey[]) {
    const row = rows.get(key)
    if (deps.config.envSet.includes(SETTINGS[key].env)) {
      out[key] = { value: run[key], source: 'env', row, needsReentry: false }
      continue
    }
    const s = stored(row, deps.secrets)
    if (s) out[key] = { value: s.value, source: 'stored', row, needsReentry: s.needsReentry }
    else out[key] = { value: key === 'ai_api_key' ? null : DEFAULTS[key], source: 'default', row: undefined, needsReentry: false }
  }
  return out
}

export async function readSettings(deps: Deps) {
  const e = await effective(deps)
  const run = running(deps.config)
  const field = <T extends string | number>(key: Exclude<SettingKey, 'ai_api_key'>) => {
    const meta = SETTINGS[key]
    return {
      value: e[key].value as T | null,
      source: e[key].source,
      env_var: meta.env as string,
      running_value: run[key] as T | null,
      ...('min' in meta ? { min: meta.min, max: meta.max } : {}),
      updated_at: e[key].row?.updated_at ?? null,
    }
  }
  const key = e.ai_api_key
  const restartRequired = (Object.keys(SETTINGS) as SettingKey[]).some((k) => e[k].source === 'stored' && e[k].value !== run[k])
  return {
    ai: {
      configured: deps.ai !== undefined,
      base_url: field<string>('ai_base_url'),
      model: field<string>('ai_model'),
      api_key: {
        has_value: key.value !== null || key.needsReentry,
        mask: key.source === 'stored' ? (key.row?.last4 ?? null) : typeof key.value === 'string' ? SecretBox.mask(key.value) : null,
        source: key.source,
        env_var: SETTINGS.ai_api_key.env,
        needs_reentry: key.needsReentry,
        updated_at: key.row?.updated_at ?? null,
      },
    },
    execution: {
      max_browser_instances: field<number>('max_browser_instances'),
      browser_slot_timeout_s: field<number>('browser_slot_timeout_s'),
      agent_timeout_s: field<number>('agent_timeout_s'),
    },
    restart_required: restartRequired,
  }
}
export type SettingsView = Awaited<ReturnType<typeof readSettings>>

/**
 * Stores the given settings (null: forget the stored value). A setting its environment variable controls is
 * refused with 409 naming the variable; nothing is written when any key is refused.
 */
export async function updateSettings(deps: Deps, patch: Partial<Record<SettingKey, string | number | null>>, userId: string | null) {
  const keys = (Object.keys(patch) as SettingKey[]).filter((k) => patch[k] !== undefined)
  const fromEnv = keys.filter((k) => deps.config.envSet.includes(SETTINGS[k].env))
  if (fromEnv.length > 0) {
    throw new ConflictError(
      `${fromEnv.map((k) => SETTINGS[k].env).join(', ')} set in the environment; change it there (the environment wins)`,
    )
  }
  const now = deps.clock.nowIso()
  await deps.db.transaction().execute(async (tx) => {
    for (const key of keys) {
      const value = patch[key]
      if (value === null || value === '') {
        await store.deleteSetting(tx, key)
        continue
      }
      const secret = SETTINGS[key].kind === 'secret'
      await store.putSetting(tx, {
        key,
        value: secret ? deps.secrets.seal(String(value)) : JSON.stringify(value),
        secret: secret ? 1 : 0,
        last4: secret ? SecretBox.mask(String(value)) : null,
        updated_by: userId,
        updated_at: now,
      })
    }
  })
  return readSettings(deps)
}

/**
 * Tries the AI provider: `GET {base_url}/models` with the key, 10 s limit. Values not given come from the
 * effective settings, so "test" works before and after saving.
 */
export async function testAiConnection(
  deps: Deps,
  input: { base_url?: string | undefined; api_key?: string | undefined; model?: string | undefined },
) {
  const e = await effective(deps)
  const baseUrl = input.base_url ?? (e.ai_base_url.value as string | null)
  const apiKey = input.api_key ?? (e.ai_api_key.value as string | null)
  const model = input.model ?? (e.ai_model.value as string | null)
  if (!baseUrl)
    return {
      ok: false,
      status_code: null,
      latency_ms: null,
      detail: 'No base URL: set one (or AI_BASE_URL) first',
      models: [],
      model_available: null,
    }
  const started = performance.now()
  try {
    const res = await fetch(`${baseUrl.replace(/\/+$/, '')}/models`, {
      headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
      signal: AbortSignal.timeout(10_000),
    })
    const latency = Math.round(performance.now() - started)
    const text = await res.text()
    if (!res.ok) {
      let message = text.slice(0, 200)
      try {
        message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? message
      } catch {}
      return {
        ok: false,
        status_code: res.status,
        latency_ms: latency,
        detail: `Provider answered ${res.status}: ${message}`,
        models: [],
        model_available: null,
      }
    }
    let ids: string[] = []
    try {
      ids = ((JSON.parse(text) as { data?: { id?: string }[] }).data ?? []).map((m) => m.id ?? '').filter(Boolean)
    } catch {
      return {
        ok: false,
        status_code: res.status,
        latency_ms: latency,
        detail: 'The answer to GET /models is not JSON: is the base URL the API root (…/v1)?',
        models: [],
        model_available: null,
      }
    }
    const available = model ? ids.includes(model) : null
    const detail = available === false ? `Connected; model "${model}" is not in the provider's list` : `Connected; ${ids.length} model(s)`
    return { ok: true, status_code: res.status, latency_ms: latency, detail, models: ids.slice(0, 50), model_available: available }
  } catch (err) {
    const reason =
      err instanceof Error
        ? err.name === 'TimeoutError'
          ? 'no answer within 10 s'
          : ((err.cause as Error | undefined)?.message ?? err.message)
        : String(err)
    return {
      ok: false,
      status_code: null,
      latency_ms: null,
      detail: `Could not reach ${baseUrl}: ${reason}`,
      models: [],
      model_available: null,
    }
  }
}

/** The configuration with stored settings applied where the environment sets nothing (called once at start). */
export async function applyStoredSettings(db: Db, config: Config, secrets: SecretBox): Promise<Config> {
  const e = await effective({ db, config, secrets })
  const baseUrl = e.ai_base_url.value as string | null
  return {
    ...config,
    maxBrowserInstances: e.max_browser_instances.value as number,
    browserSlotTimeoutS: e.browser_slot_timeout_s.value as number,
    agentTimeoutS: e.agent_timeout_s.value as number,
    ai: baseUrl
      ? { baseUrl, apiKey: (e.ai_api_key.value as string | null) ?? undefined, model: (e.ai_model.value as string | null) ?? 'gpt-4o-mini' }
      : undefined,
  }
}
