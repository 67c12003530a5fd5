import type { AttemptsInput } from '../../server/src/modules/api-testing/run-attempts.js'

/** The bench's project: its lean runs share a warm child, as a server's runs of one project do (lean/warm-pool.ts). */
export const BENCH_WARM = { project: 'bench', idleMs: 60_000 }

/**
 * What a bench hands `executeAttempts` for one spec: no variables, no log, Debian's Chromium, never cancelled, the
 * bench's project.
 */
export function attemptsInput(content: string, runDir: string): AttemptsInput {
  return {
    content,
    env: {},
    runDir,
    chromiumPath: '/usr/bin/chromium',
    warm: BENCH_WARM,
    signal: new AbortController().signal,
    log: () => {},
    progress: () => {},
  }
}
