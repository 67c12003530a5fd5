import fs from 'node:fs'
import path from 'node:path'
import { describe, expect } from 'vitest'
import { appTest } from '../../support/app.js'
import { setDemoVariables } from '../../support/demo-variables.js'

const SPEC = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../examples/specs/api/product-lifecycle.md'), 'utf8')

describe('GET /api-testing/runs/{id}: log paging', () => {
  const it = appTest('sqlite', { REQUIRE_AUTH: 'true' })

  it('answers the tail by default and only the new lines after log_after', async ({ harness: h }) => {
    const p = await h.project()
    await setDemoVariables(h, p)
    await h.request(p.members.member, {
      method: 'POST',
      url: '/api-testing/specs',
      payload: { name: 'chain', content: SPEC, project_id: p.id },
    })
    const runId = (await h.request(p.members.member, { method: 'POST', url: `/api-testing/specs/chain/run?project_id=${p.id}` })).json()
      .run_id
    await h.deps.runLogs.open(runId, p.id)
    await h.deps.runLogs.append(runId, Array.from({ length: 1200 }, (_, i) => `line ${i + 1}`).join('\n'))
    const url = `/api-testing/runs/${runId}?project_id=${p.id}`

    const tail = (await h.request(p.members.viewer, { url })).json()
    expect(tail.log_lines).toEqual({ first: 701, last: 1200, total: 1200 })
    expect(tail.logs.split('\n')).toHaveLength(500)

    await h.deps.runLogs.append(runId, 'line 1201\nline 1202')
    const next = (await h.request(p.members.viewer, { url: `${url}&log_after=${tail.log_lines.last}` })).json()
    expect([next.logs, next.log_lines]).toEqual(['line 1201\nline 1202', { first: 1201, last: 1202, total: 1202 }])
    const none = (await h.request(p.members.viewer, { url: `${url}&log_after=1202` })).json()
    expect([none.logs, none.log_lines]).toEqual(['', { first: null, last: null, total: 1202 }])
    const head = (await h.request(p.members.viewer, { url: `${url}&log_after=0&log_limit=2` })).json()
    expect(head.logs).toBe('line 1\nline 2')
    expect((await h.request(p.members.viewer, { url: `${url}&log_limit=2001` })).statusCode).toBe(422)
  })
})
