import fs from 'node:fs'
import path from 'node:path'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppDeps } from '../../../src/app-deps.js'
import { isCoreArtifact, tierForAge } from '../../../src/modules/backups/retention.js'
import { archiveArtifacts, archiveStore } from '../../../src/modules/backups/service.js'
import { createTestRuntime, manualClock } from '../../support/runtime.js'
import { startS3Server } from '../../support/s3-server.js'

const DAY = 24 * 3600 * 1000
const FILES = [
  'spec.md',
  'plan.json',
  'attempt-1/report.json',
  'attempt-1/checkout.spec.ts',
  'attempt-1/test-results/trace.zip',
  'attempt-1/test-results/shot.png',
]
const CORE = FILES.filter(isCoreArtifact)

/** A finished UI run `ageDays` old with its artifact files on disk and in the artifact index. */
async function seedRun(deps: AppDeps, ageDays: number): Promise<string> {
  const id = crypto.randomUUID()
  const finished = new Date(deps.clock.now() - ageDays * DAY).toISOString()
  await deps.db
    .insertInto('runs')
    .values({
      id,
      project_id: 'default',
      spec_name: `age-${ageDays}`,
      status: 'passed',
      engine: 'rules',
      heal: 1,
      max_heal_attempts: 3,
      job_id: null,
      stages: null,
      plan: '{}',
      code: 'x',
      attempts: '[]',
      error: null,
      created_at: finished,
      started_at: finished,
      finished_at: finished,
      duration_ms: 1,
      ai_usage: null,
    })
    .execute()
  const dir = path.join(deps.config.dataDir, 'runs', id)
  for (const f of FILES) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true })
    fs.writeFileSync(path.join(dir, f), `${f} of ${id}`)
  }
  await deps.db
    .insertInto('run_artifacts')
    .values(FILES.map((f) => ({ run_id: id, path: f, size: Buffer.byteLength(`${f} of ${id}`) })))
    .execute()
  return id
}

describe('retention tiers (pure)', () => {
  it('ages map to hot / warm / cold and only plan, spec, reports and tests are core', () => {
    const now = Date.parse('2026-06-01T00:00:00Z')
    expect(tierForAge(new Date(now - 29 * DAY).toISOString(), now)).toBe('hot')
    expect(tierForAge(new Date(now - 31 * DAY).toISOString(), now)).toBe('warm')
    expect(tierForAge(new Date(now - 89 * DAY).toISOString(), now)).toBe('warm')
    expect(tierForAge(new Date(now - 91 * DAY).toISOString(), now)).toBe('cold')
    expect(CORE).toEqual(['spec.md', 'plan.json', 'attempt-1/report.json', 'attempt-1/checkout.spec.ts'])
    expect(isCoreArtifact('attempt-1/test-results/report.json')).toBe(false)
  })
})

describe('artifact archival to a real S3-protocol server (s3rver) with a fake clock', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>
  beforeAll(async () => {
    s3 = await startS3Server()
  })
  afterAll(async () => {
    await s3.close()
  })

  async function objectKeys(): Promise<string[]> {
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
    const res = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))
    client.destroy()
    return (res.Contents ?? []).map((o) => o.Key ?? '').sort()
  }

  it('moves exactly the runs older than 30 days to warm (core files only), and deletes those older than 90', async () => {
    const clock = manualClock(Date.parse('2026-06-01T12:00:00Z'))
    const rt = await createTestRuntime('sqlite', s3.env, { clock })
    try {
      const fresh = await seedRun(rt.deps, 5)
      const borderline = await seedRun(rt.deps, 29)
      const warm = await seedRun(rt.deps, 45)
      const old = await seedRun(rt.deps, 120)

      const first = await archiveArtifacts(rt.deps)
      expect(first).toMatchObject({ warmed: 2, cooled: 1, archived_files: 8, location: 's3://specwright-archive/sw/' })
      // The 120-day-old run was archived then cooled in the same pass: only the 45-day run's core files remain.
      expect(await objectKeys()).toEqual(CORE.map((f) => `sw/runs/default/${warm}/${f}`).sort())
      for (const id of [fresh, borderline]) expect(fs.existsSync(path.join(rt.dataDir, 'runs', id, 'plan.json'))).toBe(true)
      for (const id of [warm, old]) expect(fs.existsSync(path.join(rt.dataDir, 'runs', id))).toBe(false)
      const tiers = await rt.deps.db.selectFrom('run_tiers').select(['run_id', 'tier']).orderBy('tier').execute()
      expect(Object.fromEntries(tiers.map((t) => [t.run_id, t.tier]))).toEqual({ [warm]: 'warm', [old]: 'cold' })
      // DB metadata of archived runs stays.
      expect(await rt.deps.db.selectFrom('runs').select('id').where('id', '=', old).executeTakeFirst()).toEqual({ id: old })

      // Nothing more to do at the same instant.
      expect(await archiveArtifacts(rt.deps)).toMatchObject({ warmed: 0, cooled: 0 })

      // 50 days later: the borderline run goes warm, the 45-day run (now 95) goes cold.
      clock.advance(50 * DAY)
      expect(await archiveArtifacts(rt.deps)).toMatchObject({ warmed: 2, cooled: 1 })
      expect(await objectKeys()).toEqual(
        CORE.map((f) => `sw/runs/default/${borderline}/${f}`)
          .concat(CORE.map((f) => `sw/runs/default/${fresh}/${f}`))
          .sort(),
      )
      await archiveStore(rt.deps.config).ping()
    } finally {
      await rt.close()
    }
  })

  it('without S3 settings the warm tier is DATA_DIR/archive', async () => {
    const clock = manualClock(Date.parse('2026-06-01T12:00:00Z'))
    const rt = await createTestRuntime('sqlite', {}, { clock })
    try {
      const warm = await seedRun(rt.deps, 40)
      const res = await archiveArtifacts(rt.deps)
      expect(res).toMatchObject({ warmed: 1, archived_files: 4, location: path.join(rt.dataDir, 'archive') })
      const listed = await archiveStore(rt.deps.config).list(`runs/default/${warm}/`)
      expect(listed.map((l) => l.key)).toEqual(CORE.map((f) => `runs/default/${warm}/${f}`).sort())
      expect(fs.readFileSync(path.join(rt.dataDir, 'archive', 'runs', 'default', warm, 'plan.json'), 'utf8')).toBe(`plan.json of ${warm}`)
    } finally {
      await rt.close()
    }
  })
})
