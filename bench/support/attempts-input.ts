import type { AttemptsInput } from '../../server/src/modules/api-testing/run-attempts.js'

/** What a bench hands `executeAttempts` for one spec: no variables, no log, Debian's Chromium, never cancelled. */
export function attemptsInput(content: string, runDir: string): AttemptsInput {
  return {
    content,
    env: {},
    runDir,
    chromiumPath: '/usr/bin/chromium',
    signal: new AbortController().signal,
    log: () => {},
    progress: () => {},
  }
}
