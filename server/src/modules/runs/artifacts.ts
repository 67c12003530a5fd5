import fs from 'node:fs/promises'
import path from 'node:path'
import type { AppDeps } from '../../app-deps.js'
import { resolveInsideRoot } from '../../platform/playwright/safe-path.js'
import * as store from './store.js'

/** At most this many files are listed per run. */
const MAX_ARTIFACTS = 500

export function runDir(deps: Pick<AppDeps, 'config'>, id: string): string {
  return resolveInsideRoot(path.join(deps.config.dataDir, 'runs'), id, ['path', 'id'])
}

/** Files of a run folder; a running attempt's temporary files come and go, so vanished ones are skipped. */
async function walk(root: string): Promise<{ path: string; size: number }[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])
  const files = entries.filter((e) => e.isFile() && !e.parentPath.includes('.playwright-artifacts')).slice(0, MAX_ARTIFACTS)
  const listed = await Promise.all(
    files.map(async (e) => {
      const full = path.join(e.parentPath, e.name)
      const stat = await fs.stat(full).catch(() => undefined)
      return stat ? { path: path.relative(root, full).split(path.sep).join('/'), size: stat.size } : undefined
    }),
  )
  return listed.filter((a) => a !== undefined).sort((a, b) => a.path.localeCompare(b.path))
}

/**
 * Records the files of a run's folder (one walk, after an attempt wrote them), replacing the previous record.
 * Reading a run then costs one indexed query instead of a readdir and a stat per file on every poll.
 */
export async function recordRunArtifacts(deps: Pick<AppDeps, 'db' | 'config'>, runId: string): Promise<void> {
  await store.replaceArtifacts(deps.db, runId, await walk(runDir(deps, runId)))
}
