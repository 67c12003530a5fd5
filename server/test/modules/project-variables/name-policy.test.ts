import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../../src/config.js'
import { envAllowed, globMatches, reservedReason } from '../../../src/modules/project-variables/name-policy.js'
import { secretMasker } from '../../../src/platform/playwright/secret-mask.js'

describe('placeholder name policy', () => {
  it('matches * globs over name characters, ignoring case', () => {
    expect(globMatches('DEMO_*', 'DEMO_URL')).toBe(true)
    expect(globMatches('DEMO_*', 'demo_password')).toBe(true)
    expect(globMatches('DEMO_*', 'XDEMO_URL')).toBe(false)
    expect(globMatches('*', 'ANYTHING')).toBe(true)
    expect(globMatches('A.B', 'AXB')).toBe(false) // only name characters and * count
  })

  it('reserves every configuration variable, S3_* and process-control names', () => {
    for (const name of [
      'JWT_SECRET_KEY',
      'DATABASE_URL',
      'KVSTORE_URL',
      'AI_API_KEY',
      'INITIAL_ADMIN_PASSWORD',
      'S3_SECRET_ACCESS_KEY',
      'SPEC_ENV_ALLOWLIST',
      'IMPORT_ALLOW_PRIVATE',
      'TEST_DATABASE_URL',
    ]) {
      expect([name, reservedReason(name)]).toEqual([name, expect.stringContaining('server setting')])
    }
    for (const name of ['NODE_OPTIONS', 'PATH', 'LD_PRELOAD', 'PLAYWRIGHT_BROWSERS_PATH', 'HTTPS_PROXY', 'https_proxy']) {
      expect([name, reservedReason(name)]).toEqual([name, expect.stringContaining('reserved')])
    }
    for (const name of ['DEMO_URL', 'API_TOKEN', 'BASE_URL', 'admin_token']) expect([name, reservedReason(name)]).toEqual([name, undefined])
  })

  it('lets the allowlist reach only names that are not reserved', () => {
    expect(envAllowed('DEMO_URL', ['DEMO_*'])).toBe(true)
    expect(envAllowed('API_TOKEN', ['DEMO_*'])).toBe(false)
    expect(envAllowed('JWT_SECRET_KEY', ['*'])).toBe(false)
    expect(envAllowed('S3_BUCKET', ['S3_*'])).toBe(false)
    expect(envAllowed('ANY', [])).toBe(false)
  })

  it('reads SPEC_ENV_ALLOWLIST (default empty) and IMPORT_ALLOW_PRIVATE (default off) from the environment', () => {
    expect(loadConfig({})).toMatchObject({ specEnvAllowlist: [], importAllowPrivate: false })
    expect(loadConfig({ SPEC_ENV_ALLOWLIST: ' DEMO_*, API_TOKEN ,', IMPORT_ALLOW_PRIVATE: 'true' })).toMatchObject({
      specEnvAllowlist: ['DEMO_*', 'API_TOKEN'],
      importAllowPrivate: true,
    })
    expect(() => loadConfig({ SPEC_ENV_ALLOWLIST: 'DEMO URL' })).toThrow('SPEC_ENV_ALLOWLIST')
  })
})

describe('secretMasker', () => {
  it('masks each value as is, JSON-escaped and URL-encoded, longest first, and leaves short values', () => {
    const mask = secretMasker({ PASS: 'p@ss "w0rd"', LONG: 'p@ss "w0rd" and more', PIN: '12' })
    expect(mask('typed p@ss "w0rd" and more')).toBe('typed {{LONG}}')
    expect(mask('Received: "p@ss \\"w0rd\\""')).toBe('Received: "{{PASS}}"')
    expect(mask('?k=p%40ss%20%22w0rd%22')).toBe('?k={{PASS}}')
    expect(mask('row 12 of 120')).toBe('row 12 of 120')
  })
})
