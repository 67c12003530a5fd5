import fs from 'node:fs'
import path from 'node:path'
import { uuidv7 } from 'uuidv7'
import { describe, expect } from 'vitest'
import * as store from '../../src/modules/runs/store.js'
import { appTest } from '../support/app.js'

/**
 * Issue 8 point 9: artifact downloads checked the path lexically only. A test process writes into its run
 * folder and can leave a symlink there; following it served any file the server can read.
 */
describe('artifact downloads', () => {
  const it = appTest('sqlite', { REQUIRE_AUTH: 'true' })

  it('never follow a symlink out of the run folder', async ({ harness: h }) => {
    const p = await h.project()
    const id = uuidv7()
    const now = h.deps.clock.nowIso()
    await store.insertRun(h.deps.db, {
      id,
      project_id: p.id,
      spec_name: 'x',
      status: 'failed',
      engine: 'rules',
      heal: 0,
      max_heal_attempts: 0,
      job_id: null,
      stages: null,
      plan: null,
      code: null,
      attempts: null,
      error: null,
      created_at: now,
      started_at: now,
      finished_at: now,
      duration_ms: 1,
    })
    const dir = path.join(h.dataDir, 'runs', id)
    fs.mkdirSync(path.join(dir, 'attempt-1'), { recursive: true })
    const outside = path.join(h.dataDir, 'outside-secret.txt')
    fs.writeFileSync(outside, 'SECRET-OUTSIDE-THE-RUN')
    fs.writeFileSync(path.join(dir, 'attempt-1', 'report.json'), '{"ok":true}')
    fs.symlinkSync(outside, path.join(dir, 'attempt-1', 'leak.txt'))
    fs.symlinkSync(h.dataDir, path.join(dir, 'data'))

    const get = (rel: string) => h.request(p.members.viewer, { url: `/runs/${id}/artifacts/${rel}?project_id=${p.id}` })
    const ok = await get('attempt-1/report.json')
    expect([ok.statusCode, ok.body]).toEqual([200, '{"ok":true}'])
    for (const rel of ['attempt-1/leak.txt', 'data/outside-secret.txt']) {
      const res = await get(rel)
      expect([rel, res.statusCode]).toEqual([rel, 404])
      expect(res.body).not.toContain('SECRET-OUTSIDE-THE-RUN')
    }
  })
})
