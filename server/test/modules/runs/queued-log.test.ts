import fs from 'node:fs'
import path from 'node:path'
import { describe, expect } from 'vitest'
import { appTest } from '../../support/app.js'
import { setDemoVariables } from '../../support/demo-variables.js'
import { logIds, openSse } from '../../support/sse-client.js'

const EXAMPLES = path.resolve(import.meta.dirname, '../../../../examples')
const UI_SPEC = fs.readFileSync(path.join(EXAMPLES, 'specs/login.md'), 'utf8')
const API_SPEC = fs.readFileSync(path.join(EXAMPLES, 'specs/api/product-lifecycle.md'), 'utf8')

describe('the log stream of a queued run', () => {
  const it = appTest('sqlite', { REQUIRE_AUTH: 'true' })

  it('answers 200 from enqueue on, for UI and API runs, and streams from the first line', async ({ harness: h }) => {
    const p = await h.project()
    await setDemoVariables(h, p)
    const member = p.members.member
    await h.request(member, { method: 'POST', url: '/specs', payload: { name: 'login', content: UI_SPEC, project_id: p.id } })
    await h.request(member, { method: 'POST', url: '/api-testing/specs', payload: { name: 'chain', content: API_SPEC, project_id: p.id } })
    // The job queue is not started: both runs stay queued.
    const ui = await h.request(member, { method: 'POST', url: '/runs', payload: { spec_name: 'login', project_id: p.id } })
    const api = await h.request(member, { method: 'POST', url: `/api-testing/specs/chain/run?project_id=${p.id}` })
    const runIds = [ui.json().id as string, api.json().run_id as string]
    expect([ui.json().status, api.json().status]).toEqual(['queued', 'queued'])

    await h.app.listen({ port: 0, host: '127.0.0.1' })
    const address = h.app.server.address()
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    for (const runId of runIds) {
      const client = await openSse(`${base}/runs/${runId}/log/stream?project_id=${p.id}`, {
        authorization: `Bearer ${p.members.viewer.token}`,
      })
      expect(client.status).toBe(200)
      // What the worker writes once the run starts reaches the client that joined while it was queued.
      await h.deps.runLogs.append(runId, 'starting\nstep 1')
      await client.until('the first lines', (e) => logIds(e).length === 2)
      await h.deps.runLogs.close(runId, 'passed')
      await client.ended
      expect(client.received.filter((e) => e.event).map((e) => e.data)).toEqual([
        { line: 'starting', ts: expect.any(String) },
        { line: 'step 1', ts: expect.any(String) },
        { status: 'passed' },
      ])
    }
  })
})
