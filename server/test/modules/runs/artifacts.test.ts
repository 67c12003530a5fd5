import fs from 'node:fs/promises'
import path from 'node:path'
import { describe, expect } from 'vitest'
import { recordRunArtifacts } from '../../../src/modules/runs/artifacts.js'
import * as store from '../../../src/modules/runs/store.js'
import { appTest } from '../../support/app.js'
import { setDemoVariables } from '../../support/demo-variables.js'
import { testDialects } from '../../support/env.js'

const SPEC = '# Test: Odd\n\n## Steps\n\n1. Navigate to {{DEMO_URL}}/login\n\n## Expected Outcome\n\n- Nothing\n'

for (const dialect of testDialects()) {
  describe(`${dialect}: run artifacts`, () => {
    const it = appTest(dialect, { REQUIRE_AUTH: 'true' })

    it('lists the files recorded when written, without walking the run folder on each read', async ({ harness: h }) => {
      const p = await h.project()
      await setDemoVariables(h, p)
      await h.request(p.members.member, { method: 'POST', url: '/specs', payload: { name: 'odd', content: SPEC, project_id: p.id } })
      const run = (
        await h.request(p.members.member, { method: 'POST', url: '/runs', payload: { spec_name: 'odd', project_id: p.id } })
      ).json()
      const dir = path.join(h.deps.config.dataDir, 'runs', run.id)
      await fs.mkdir(path.join(dir, 'attempt-1/test-results'), { recursive: true })
      await fs.writeFile(path.join(dir, 'attempt-1/odd.spec.ts'), 'test code')
      await fs.writeFile(path.join(dir, 'attempt-1/test-results/trace.zip'), Buffer.alloc(1234))
      await recordRunArtifacts(h.deps, run.id) // what the pipeline does after an attempt

      // Written after the record: a read shows the record, proving it did not list the folder.
      await fs.writeFile(path.join(dir, 'attempt-1/late.png'), 'x')
      const detail = (await h.request(p.members.viewer, { url: `/runs/${run.id}?project_id=${p.id}` })).json()
      expect(detail.artifacts.filter((a: { path: string }) => a.path.startsWith('attempt-1/'))).toEqual([
        { path: 'attempt-1/odd.spec.ts', size: 9 },
        { path: 'attempt-1/test-results/trace.zip', size: 1234 },
      ])
      await recordRunArtifacts(h.deps, run.id)
      expect((await store.listArtifacts(h.deps.db, run.id)).map((a) => a.path)).toContain('attempt-1/late.png')

      // Deleting the run deletes its records with it.
      await h.deps.db.updateTable('runs').set({ status: 'error' }).where('id', '=', run.id).execute()
      expect((await h.request(p.members.admin, { method: 'DELETE', url: `/runs/${run.id}?project_id=${p.id}` })).statusCode).toBe(200)
      expect(await store.listArtifacts(h.deps.db, run.id)).toEqual([])
    })
  })
}
