import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/config.js'

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({})
    expect(c).toMatchObject({
      port: 8001,
      dashboardPort: 3000,
      requireAuth: false,
      allowRegistration: false,
      lockoutMinutes: 15,
      rateLimitGlobalPerHour: 1000,
      maxBrowserInstances: 2,
      browserSlotTimeoutS: 3600,
      agentTimeoutS: 1800,
      browserPoolType: 'memory',
      allowedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
    })
    expect(c.databaseUrl).toBeUndefined()
  })

  it('lists every bad variable in one error', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REQUIRE_AUTH: 'maybe' })).toThrow(
      /Invalid configuration: PORT: .*; DATABASE_URL: must be a postgres:\/\/ URL.*; REQUIRE_AUTH: /,
    )
  })

  it('requires JWT_SECRET_KEY when auth is enforced, and both admin variables together', () => {
    expect(() => loadConfig({ REQUIRE_AUTH: 'true' })).toThrow('JWT_SECRET_KEY: required when REQUIRE_AUTH=true')
    expect(() => loadConfig({ INITIAL_ADMIN_EMAIL: 'a@b.c' })).toThrow('set both or neither')
    expect(() => loadConfig({ BROWSER_POOL_TYPE: 'kvstore' })).toThrow('kvstore needs KVSTORE_URL')
  })

  it('splits ALLOWED_ORIGINS', () => {
    expect(loadConfig({ ALLOWED_ORIGINS: 'https://a.example, https://b.example' }).allowedOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ])
  })

  it('bounds timer-backed durations below the setTimeout overflow (24.8 days)', () => {
    // 2^31 ms: a plain setTimeout with this delay would fire at once instead of in 24.8 days.
    const overflow = String(Math.ceil(2 ** 31 / 1000))
    expect(() => loadConfig({ BROWSER_SLOT_TIMEOUT: overflow })).toThrow('BROWSER_SLOT_TIMEOUT: must be at most 604800 seconds (7 days)')
    expect(() => loadConfig({ AGENT_TIMEOUT_SECONDS: overflow })).toThrow('AGENT_TIMEOUT_SECONDS: must be at most 604800 seconds (7 days)')
    expect(() => loadConfig({ BROWSER_SLOT_TIMEOUT: '0' })).toThrow('BROWSER_SLOT_TIMEOUT')
    const c = loadConfig({ BROWSER_SLOT_TIMEOUT: '604800', AGENT_TIMEOUT_SECONDS: '604800' })
    expect([c.browserSlotTimeoutS, c.agentTimeoutS]).toEqual([604800, 604800])
  })

  it('runs test runners at niceness 10 by default, 0-19 allowed', () => {
    expect(loadConfig({}).runnerNiceness).toBe(10)
    expect(loadConfig({ RUNNER_NICENESS: '0' }).runnerNiceness).toBe(0)
    expect(() => loadConfig({ RUNNER_NICENESS: '20' })).toThrow('RUNNER_NICENESS')
    expect(() => loadConfig({ RUNNER_NICENESS: '-1' })).toThrow('RUNNER_NICENESS')
  })

  it('runs API test files in the lean harness by default; API_TEST_HARNESS=playwright runs them in Playwright Test', () => {
    expect(loadConfig({}).apiTestHarness).toBe('lean')
    expect(loadConfig({ API_TEST_HARNESS: 'playwright' }).apiTestHarness).toBe('playwright')
    expect(() => loadConfig({ API_TEST_HARNESS: 'other' })).toThrow('API_TEST_HARNESS')
  })

  it("keeps a project's lean API runner warm for 60 s after a run; API_TEST_WARM_IDLE_SECONDS=0 starts one per run", () => {
    expect(loadConfig({}).apiTestWarmIdleMs).toBe(60_000)
    expect(loadConfig({ API_TEST_WARM_IDLE_SECONDS: '0' }).apiTestWarmIdleMs).toBe(0)
    expect(() => loadConfig({ API_TEST_WARM_IDLE_SECONDS: '-1' })).toThrow('API_TEST_WARM_IDLE_SECONDS')
  })
})
