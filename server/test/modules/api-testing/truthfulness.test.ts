import fs from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import type { AppHarness } from '../../support/app.js'
import { appTest } from '../../support/app.js'

// For every way an API run can end: the status on the run record, and whether the run replaced the spec's
// generated test in the workspace (only a run whose tests all ran to their end and passed may).

type Project = Awaited<ReturnType<AppHarness['project']>>

function spec(steps: string, baseUrl = '{{ITEMS_URL}}'): string {
  return `# API Test: Items\n\n## Base URL\n\n${baseUrl}\n\n## Tests\n\n### GET /items — list\n\n- Verify status is 200\n${steps}`
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 150))
  }
}

describe('truthfulness: an API run is passed only if every test ran to its end and passed', () => {
  let server: Server
  beforeAll(async () => {
    server = createServer((req, res) => {
      const send = () => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ count: 1, items: [{ id: 7 }] }))
      }
      if (req.url?.startsWith('/slow')) setTimeout(send, 20_000).unref()
      else send()
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    process.env.ITEMS_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    delete process.env.BASE_URL // vitest sets "/"; BASE_URL overrides a spec's base URL
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((r) => server.close(r))
  })
  const it = appTest('sqlite', { REQUIRE_AUTH: 'true', SPEC_ENV_ALLOWLIST: 'ITEMS_URL' })

  async function run(h: AppHarness, p: Project, name: string, content: string) {
    const created = await h.request(p.members.member, {
      method: 'POST',
      url: '/api-testing/specs',
      payload: { name, content, project_id: p.id },
    })
    expect([name, created.statusCode]).toEqual([name, 201])
    const started = await h.request(p.members.member, { method: 'POST', url: `/api-testing/specs/${name}/run?project_id=${p.id}` })
    expect(started.statusCode).toBe(202)
    return started.json() as { run_id: string; job_id: string }
  }
  function finished(h: AppHarness, p: Project, runId: string) {
    return until(`API run ${runId}`, async () => {
      const r = (await h.request(p.members.viewer, { url: `/api-testing/runs/${runId}?project_id=${p.id}` })).json()
      return ['queued', 'running'].includes(r.status) ? undefined : r
    })
  }
  const generated = (h: AppHarness, p: Project, name: string) =>
    fs.existsSync(path.join(h.dataDir, 'workspace/tests/generated/api', p.id, `${name}.api.spec.ts`))

  it('pass writes the test; fail, unknown step, unset variable and unreachable API do not', { timeout: 200_000 }, async ({
    harness: h,
  }) => {
    const p = await h.project()
    await h.deps.jobs.start()

    const pass = await finished(h, p, (await run(h, p, 'pass', spec('- Verify $.count equals 1\n'))).run_id)
    expect([pass.status, pass.error]).toEqual(['passed', null])
    expect(generated(h, p, 'pass')).toBe(true)

    const fail = await finished(h, p, (await run(h, p, 'fail', spec('- Verify $.count equals 2\n'))).run_id)
    expect(fail.status).toBe('failed')
    expect(generated(h, p, 'fail')).toBe(false)

    // An unsupported JSON path is a step the rules do not understand: no test.fixme that would look green.
    const unknown = await finished(
      h,
      p,
      (await run(h, p, 'unknown', spec('- Verify $.count equals 1\n- Verify $.items[*].id equals 7\n'))).run_id,
    )
    expect([unknown.status, unknown.error]).toEqual([
      'error',
      'Not understood by the rules engine (reword, or configure an AI provider): line 13: "Verify $.items[*].id equals 7"',
    ])
    expect(generated(h, p, 'unknown')).toBe(false)

    // An unset variable is refused before anything queues, naming its line (docs/security.md).
    const content = spec('- Verify $.count equals 1\n', '{{ITEMS_URL_UNSET}}')
    await h.request(p.members.member, { method: 'POST', url: '/api-testing/specs', payload: { name: 'unset', content, project_id: p.id } })
    const unset = await h.request(p.members.member, { method: 'POST', url: `/api-testing/specs/unset/run?project_id=${p.id}` })
    expect(unset.statusCode).toBe(422)
    expect(unset.json().detail[0].msg).toContain('line 5: {{ITEMS_URL_UNSET}} is not set')
    expect(generated(h, p, 'unset')).toBe(false)

    const down = await finished(h, p, (await run(h, p, 'down', spec('- Verify $.count equals 1\n', 'http://127.0.0.1:9'))).run_id)
    expect(down.status).toBe('error')
    expect(down.error).toMatch(/^environment: .*ECONNREFUSED/)
    expect(generated(h, p, 'down')).toBe(false)
  })

  it('cancel mid-run ends error "cancelled" and the late handler does not overwrite it', { timeout: 120_000 }, async ({ harness: h }) => {
    const p = await h.project()
    await h.deps.jobs.start()
    const slow = `# API Test: Slow\n\n## Base URL\n\n{{ITEMS_URL}}\n\n## Tests\n\n### GET /slow — slow\n\n- Verify status is 200\n`
    const { run_id, job_id } = await run(h, p, 'slow', slow)
    await until('the run to start', async () => {
      const r = (await h.request(p.members.viewer, { url: `/api-testing/runs/${run_id}?project_id=${p.id}` })).json()
      return r.status === 'running' && r.logs.includes('Attempt 1') ? r : undefined
    })
    const cancel = await h.request(p.members.member, { method: 'POST', url: `/jobs/${job_id}/cancel?project_id=${p.id}` })
    expect(cancel.statusCode).toBe(200)
    const done = await finished(h, p, run_id)
    expect([done.status, done.error]).toEqual(['error', 'cancelled'])
    await new Promise((r) => setTimeout(r, 3000))
    const later = (await h.request(p.members.viewer, { url: `/api-testing/runs/${run_id}?project_id=${p.id}` })).json()
    expect([later.status, later.error]).toEqual(['error', 'cancelled'])
    expect(generated(h, p, 'slow')).toBe(false)
  })
})
