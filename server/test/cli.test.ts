import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { createRuntime } from '../src/bootstrap.js'
import { loadConfig } from '../src/config.js'
import { login } from '../src/modules/auth/service.js'
import { TEST_SECRET } from './support/runtime.js'

const run = promisify(execFile)
const BIN = path.resolve(import.meta.dirname, '../bin/specwright.mjs')

describe('specwright CLI', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'specwright-cli-'))
  const env = { ...process.env, DATA_DIR: dataDir, JWT_SECRET_KEY: TEST_SECRET, LOG_LEVEL: 'silent' }
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

  it('migrates an empty data folder and says so', async () => {
    const { stdout } = await run(process.execPath, [BIN, 'migrate'], { env })
    expect(stdout.trim()).toBe('database is up to date (sqlite)')
    expect(fs.existsSync(path.join(dataDir, 'specwright.db'))).toBe(true)
  })

  it('creates a superuser who can log in', async () => {
    const { stdout } = await run(process.execPath, [BIN, 'create-admin', '--email', 'Ops@Example.com', '--password', 'Ops#12345'], { env })
    expect(stdout).toMatch(/^created superuser ops@example\.com \([0-9a-f-]{36}\)/)
    const runtime = await createRuntime(loadConfig(env))
    try {
      const tokens = await login(runtime.deps, { email: 'ops@example.com', password: 'Ops#12345' }, null)
      expect(tokens.token_type).toBe('bearer')
    } finally {
      await runtime.close()
    }
  })

  it('exports the traceability matrix of a project, and names a bad format', { timeout: 120_000 }, async () => {
    const { stdout } = await run(process.execPath, [BIN, 'rtm', 'export', '--project', 'default', '--format', 'csv'], { env })
    expect(stdout).toBe('code,title,category,priority,coverage,confidence,specs,suggested_spec\n')
    const bad = await run(process.execPath, [BIN, 'rtm', 'export', '--format', 'pdf'], { env }).catch((e) => e)
    expect(bad.code).toBe(1)
    expect(bad.stderr).toContain('--format must be one of csv, json, markdown, html (got "pdf")')
  })

  it('rejects a weak password and unknown commands with a clear message and non-zero exit', async () => {
    const weak = await run(process.execPath, [BIN, 'create-admin', '--email', 'x@example.com', '--password', 'weak'], { env }).catch(
      (e) => e,
    )
    expect(weak.code).toBe(1)
    expect(weak.stderr).toContain('Password must be at least 8 characters long')
    const unknown = await run(process.execPath, [BIN, 'frobnicate'], { env }).catch((e) => e)
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('Unknown command "frobnicate"')
  })

  it('stops startup with one line naming every bad variable', async () => {
    const bad = await run(process.execPath, [BIN, 'serve'], { env: { ...env, PORT: 'eighty', REQUIRE_AUTH: 'maybe' } }).catch((e) => e)
    expect(bad.code).toBe(1)
    expect(bad.stderr.trim().split('\n')).toHaveLength(1)
    expect(bad.stderr).toMatch(/^Invalid configuration: PORT: .*; REQUIRE_AUTH: /)
  })
})
