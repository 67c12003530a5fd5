import { describe, expect } from 'vitest'
import { loadConfig } from '../../../src/config.js'
import { applyStoredSettings } from '../../../src/modules/settings/service.js'
import { SecretBox } from '../../../src/platform/auth/secret-box.js'
import { appTest } from '../../support/app.js'
import { testDialects } from '../../support/env.js'
import { FAKE_API_KEY, startFakeOpenAi } from '../../support/fake-openai.js'

describe.each(testDialects())('settings (%s)', (dialect) => {
  const it = appTest(dialect, { REQUIRE_AUTH: 'true', MAX_BROWSER_INSTANCES: '3' })

  it('admins only; shows each value with its source; the key is write-only and masked; env-controlled settings are refused', async ({
    harness: h,
  }) => {
    const p = await h.project()
    expect((await h.request(undefined, { method: 'GET', url: '/settings' })).statusCode).toBe(401)
    expect((await h.request(p.members.owner, { method: 'GET', url: '/settings' })).statusCode).toBe(403)
    const admin = await h.user({ superuser: true })
    const initial = (await h.request(admin, { method: 'GET', url: '/settings' })).json()
    expect(initial.execution.max_browser_instances).toMatchObject({ value: 3, source: 'env', env_var: 'MAX_BROWSER_INSTANCES' })
    expect(initial.execution.agent_timeout_s).toMatchObject({ value: 1800, source: 'default' })
    expect(initial.ai).toMatchObject({ configured: false, api_key: { has_value: false, mask: null, source: 'default' } })

    const saved = await h.request(admin, {
      method: 'PUT',
      url: '/settings/ai',
      payload: { base_url: 'https://llm.example.com/v1', model: 'small-model', api_key: 'sk-live-abcdef987654' },
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().ai).toMatchObject({
      base_url: { value: 'https://llm.example.com/v1', source: 'stored' },
      model: { value: 'small-model', source: 'stored' },
      api_key: { has_value: true, mask: '****7654', source: 'stored' },
    })
    expect(saved.json().restart_required).toBe(true)
    expect(saved.body).not.toContain('sk-live-abcdef987654')
    const row = await h.deps.db.selectFrom('app_settings').selectAll().where('key', '=', 'ai_api_key').executeTakeFirstOrThrow()
    expect(row.value).not.toContain('abcdef987654') // sealed at rest

    const refused = await h.request(admin, {
      method: 'PUT',
      url: '/settings/execution',
      payload: { max_browser_instances: 5, agent_timeout_s: 600 },
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().detail).toContain('MAX_BROWSER_INSTANCES')
    expect((await h.request(admin, { method: 'GET', url: '/settings' })).json().execution.agent_timeout_s.source).toBe('default') // nothing written

    const bad = await h.request(admin, { method: 'PUT', url: '/settings/execution', payload: { agent_timeout_s: 0 } })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().detail[0].loc).toEqual(['body', 'agent_timeout_s'])
    const badUrl = await h.request(admin, { method: 'PUT', url: '/settings/ai', payload: { base_url: 'ftp://x' } })
    expect(badUrl.statusCode).toBe(422)

    const ok = await h.request(admin, { method: 'PUT', url: '/settings/execution', payload: { agent_timeout_s: 600 } })
    expect(ok.json().execution.agent_timeout_s).toMatchObject({ value: 600, source: 'stored', running_value: 1800 })
    const cleared = await h.request(admin, { method: 'PUT', url: '/settings/execution', payload: { agent_timeout_s: null } })
    expect(cleared.json().execution.agent_timeout_s).toMatchObject({ value: 1800, source: 'default' })

    // At the next start the stored AI provider is used (the environment sets none).
    const cfg = await applyStoredSettings(h.deps.db, h.deps.config, h.deps.secrets)
    expect(cfg.ai).toEqual({ baseUrl: 'https://llm.example.com/v1', apiKey: 'sk-live-abcdef987654', model: 'small-model' })
    expect(cfg.maxBrowserInstances).toBe(3)
    // A changed JWT secret makes the stored key unreadable: needs_reentry, no crash.
    const other = await applyStoredSettings(
      h.deps.db,
      loadConfig({ DATA_DIR: h.dataDir }),
      new SecretBox('another-secret-key-that-is-long-enough-xyz'),
    )
    expect(other.ai?.apiKey).toBeUndefined()
  })

  it('test connection talks to a real OpenAI-compatible server and reports bad keys and unreachable hosts', async ({ harness: h }) => {
    const fake = await startFakeOpenAi({ apiKey: FAKE_API_KEY, models: ['m-1', 'm-2'] })
    try {
      const admin = await h.user({ superuser: true })
      const none = (await h.request(admin, { method: 'POST', url: '/settings/ai/test', payload: {} })).json()
      expect(none).toMatchObject({ ok: false, detail: expect.stringContaining('No base URL') })
      await h.request(admin, {
        method: 'PUT',
        url: '/settings/ai',
        payload: { base_url: fake.baseUrl, api_key: FAKE_API_KEY, model: 'm-2' },
      })
      const good = (await h.request(admin, { method: 'POST', url: '/settings/ai/test', payload: {} })).json()
      expect(good).toMatchObject({ ok: true, status_code: 200, models: ['m-1', 'm-2'], model_available: true })
      const wrongKey = (await h.request(admin, { method: 'POST', url: '/settings/ai/test', payload: { api_key: 'sk-wrong' } })).json()
      expect(wrongKey).toMatchObject({ ok: false, status_code: 401 })
      const missingModel = (await h.request(admin, { method: 'POST', url: '/settings/ai/test', payload: { model: 'gone' } })).json()
      expect(missingModel).toMatchObject({ ok: true, model_available: false })
      const down = (
        await h.request(admin, { method: 'POST', url: '/settings/ai/test', payload: { base_url: 'http://127.0.0.1:1/v1' } })
      ).json()
      expect(down).toMatchObject({ ok: false, status_code: null, detail: expect.stringContaining('Could not reach') })
    } finally {
      await fake.close()
    }
  })
})
