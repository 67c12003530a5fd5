import fs from 'node:fs'
import path from 'node:path'
import { type KyselyPlugin, sql } from 'kysely'
import { describe, expect } from 'vitest'
import { startBulk } from '../../../src/modules/runs/service.js'
import { appTest } from '../../support/app.js'
import { setDemoVariables } from '../../support/demo-variables.js'
import { testDialects } from '../../support/env.js'

const spec = (n: number) => `# Test: Spec ${n}\n\n## Steps\n\n1. Navigate to {{DEMO_URL}}/login\n\n## Expected Outcome\n\n- Shown\n`

/** Counts every statement run through the database handle it is attached to. */
function counter(): KyselyPlugin & { count: number } {
  return {
    count: 0,
    transformQuery(args) {
      this.count++
      return args.node
    },
    async transformResult(args) {
      return args.result
    },
  }
}

for (const dialect of testDialects()) {
  describe(`${dialect}: POST /runs/bulk`, () => {
    const it = appTest(dialect, { REQUIRE_AUTH: 'true' })

    it('costs the same number of statements for 1 spec as for 12, and creates nothing when one is missing', async ({ harness: h }) => {
      const p = await h.project()
      await setDemoVariables(h, p)
      for (let n = 1; n <= 12; n++) {
        await h.request(p.members.member, { method: 'POST', url: '/specs', payload: { name: `s${n}`, content: spec(n), project_id: p.id } })
      }
      const statements = async (names: string[]) => {
        const c = counter()
        const result = await startBulk({ ...h.deps, db: h.deps.db.withPlugin(c) }, p.id, names, {
          heal: true,
          max_heal_attempts: 3,
          engine: 'auto',
        })
        return { count: c.count, result }
      }
      const one = await statements(['s1'])
      const twelve = await statements(Array.from({ length: 12 }, (_, i) => `s${i + 1}`))
      expect(twelve.count).toBe(one.count)
      expect(twelve.result.items.map((r) => [r.spec_name, r.status, typeof r.job_id])).toEqual(
        Array.from({ length: 12 }, (_, i) => [`s${i + 1}`, 'queued', 'string']),
      )
      // The job ids were stored with the runs.
      const stored = await h.deps.db.selectFrom('runs').select(['id', 'job_id']).where('project_id', '=', p.id).execute()
      const byId = new Map(stored.map((r) => [r.id, r.job_id]))
      for (const r of twelve.result.items) expect(byId.get(r.id)).toBe(r.job_id)

      const before = stored.length
      const missing = await h.request(p.members.member, {
        method: 'POST',
        url: '/runs/bulk',
        payload: { spec_names: ['s1', 'nope', 's2'], project_id: p.id },
      })
      expect([missing.statusCode, missing.json()]).toEqual([404, { detail: 'Spec "nope" not found' }])
      expect((await h.deps.db.selectFrom('runs').select('id').where('project_id', '=', p.id).execute()).length).toBe(before)
    })

    it('queues all runs or none: a write failing part-way leaves no run, job or log behind', async ({ harness: h }) => {
      const p = await h.project()
      await setDemoVariables(h, p)
      for (let n = 1; n <= 4; n++) {
        await h.request(p.members.member, { method: 'POST', url: '/specs', payload: { name: `s${n}`, content: spec(n), project_id: p.id } })
      }
      // A real failure of the database on the third run's row (as a full disk or a lost connection would be).
      if (dialect === 'sqlite') {
        await sql`create trigger fail_third before insert on runs when new.spec_name = 's3' begin select raise(abort, 'disk full'); end`.execute(
          h.deps.db,
        )
      } else {
        await sql`create function fail_third() returns trigger language plpgsql as $$ begin if new.spec_name = 's3' then raise exception 'disk full'; end if; return new; end $$`.execute(
          h.deps.db,
        )
        await sql`create trigger fail_third before insert on runs for each row execute function fail_third()`.execute(h.deps.db)
      }
      await expect(startBulk(h.deps, p.id, ['s1', 's2', 's3', 's4'], { heal: true, max_heal_attempts: 3, engine: 'auto' })).rejects.toThrow(
        /disk full/,
      )
      const runs = await h.deps.db.selectFrom('runs').select('id').where('project_id', '=', p.id).execute()
      const jobs = await h.deps.db.selectFrom('jobs').select('id').where('project_id', '=', p.id).execute()
      expect([runs.length, jobs.length]).toEqual([0, 0])
      const runsDir = path.join(h.deps.config.dataDir, 'runs')
      expect(fs.existsSync(runsDir) ? fs.readdirSync(runsDir) : []).toEqual([])
    })
  })
}
