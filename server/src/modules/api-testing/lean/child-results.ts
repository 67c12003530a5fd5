import { createHash } from 'node:crypto'
import path from 'node:path'
import type { CollectedTest } from './child-test-api.js'
import type { JsonSpecEntry, JsonTestResult } from './protocol.js'

// A test's entry of Playwright's JSON report as the lean child writes it: the parent reads it as Playwright's.

/** Playwright's test ids (a hash of file and title path), kept: a warm child's re-run asks for the same ones. */
const testIds = new Map<string, string>()

function testId(key: string): string {
  let id = testIds.get(key)
  if (id === undefined) {
    id = createHash('sha1').update(key).digest('hex').slice(0, 20)
    if (testIds.size >= 10_000) testIds.clear()
    testIds.set(key, id)
  }
  return id
}

export function specEntry(t: CollectedTest, file: string, results: JsonTestResult[], timeoutMs: number): JsonSpecEntry {
  const last = results.at(-1)
  const passed = last?.status === 'passed'
  const status = !last || last.status === 'skipped' ? 'skipped' : passed ? (results.length > 1 ? 'flaky' : 'expected') : 'unexpected'
  const id = testId(`${file}\0${[...t.describes, t.title].join('\0')}`)
  return {
    title: t.title,
    ok: status !== 'unexpected',
    tags: [],
    tests: [
      {
        timeout: timeoutMs,
        annotations: t.annotations,
        expectedStatus: 'passed',
        projectId: '',
        projectName: '',
        results,
        status,
      },
    ],
    id,
    file: path.basename(file),
    line: t.line,
    column: t.column,
  }
}

export const skipped = (t: CollectedTest): JsonTestResult => ({
  workerIndex: 0,
  parallelIndex: 0,
  status: 'skipped',
  duration: 0,
  errors: [],
  stdout: [],
  stderr: [],
  retry: 0,
  startTime: new Date().toISOString(),
  annotations: t.annotations,
  attachments: [],
})
