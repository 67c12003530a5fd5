import { renameSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { RunRowUpdate } from '../../../platform/db/database.js'
import { resolveInsideRoot } from '../../../platform/playwright/safe-path.js'
import { ensureWorkspace } from '../../../platform/playwright/workspace.js'
import type { Resolutions } from '../../pipeline/resolution.js'
import { markAutomated } from '../../specs/service.js'
import type { RunStatus } from '../schemas.js'
import * as store from '../store.js'
import type { RunContext } from './run-context.js'

/** How the run ends, as the handler saw it. */
export interface RunEnd {
  status: Extract<RunStatus, 'passed' | 'failed' | 'error'>
  error: string | null
  code: string | null
  /** Targets to remember for the spec; only used when the run passed. */
  resolutions?: Resolutions
  /** The rest of the terminal patch (timeline, attempts, timings, AI usage). */
  patch: RunRowUpdate
}

/**
 * The one terminal write of a run's handler. It lands only while this attempt still owns the job (a cancel,
 * timeout, shutdown re-queue or recovery moved the job row first and its hook settles the run instead).
 * A passed run is accepted in the same transaction: the spec's test (`tests/generated/<project>/…`), its
 * `automated` mark and its selector memory change together with the status, and only then; a run that did
 * not pass accepts and remembers nothing. Returns whether this write settled the run.
 */
export async function settleRun(rc: RunContext, end: RunEnd): Promise<boolean> {
  const { deps, payload, job } = rc
  // A stage that failed before returning its code may already have stored it (AI generation stores the code with
  // its fixme'd steps); an unknown code leaves that in place so the run shows what was generated.
  const patch: RunRowUpdate = { ...end.patch, status: end.status, error: end.error, ...(end.code !== null ? { code: end.code } : {}) }
  if (end.status !== 'passed' || !end.code) return store.finishRunOwned(deps.db, payload.runId, job, patch)

  const workspace = await ensureWorkspace(deps.config.dataDir)
  const fileName = `${payload.specName.replace(/[^\w/-]+/g, '-')}.spec.ts`
  const target = resolveInsideRoot(path.join(workspace.generated, payload.projectId), fileName, ['path', 'spec'])
  const staged = `${target}.${payload.runId}.tmp`
  await fs.mkdir(path.dirname(target), { recursive: true })
  await fs.writeFile(staged, end.code)
  try {
    return await deps.db.transaction().execute(async (trx) => {
      if (!(await store.finishRunOwned(trx, payload.runId, job, patch))) return false
      await store.writeMemory(trx, {
        project_id: payload.projectId,
        spec_name: payload.specName,
        resolutions: JSON.stringify(end.resolutions ?? {}),
        run_id: payload.runId,
        updated_at: deps.clock.nowIso(),
      })
      await markAutomated({ db: trx, clock: deps.clock }, payload.projectId, payload.specName, {
        runId: payload.runId,
        testPath: path.relative(workspace.root, target),
      })
      // Last step before the commit: the file the spec now points at is the one this run validated. Synchronous:
      // an await on the thread pool here would hold the DB connection behind every queued file operation.
      renameSync(staged, target)
      return true
    })
  } finally {
    await fs.rm(staged, { force: true })
  }
}
