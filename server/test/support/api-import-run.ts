import { expect } from 'vitest'
import type { AppHarness, TestUser } from './app.js'

// Imports an OpenAPI document through the product's own endpoint and runs every spec it created, as a person
// would: POST /api-testing/runs/batch, then poll each run record.

export function multipart(filename: string, type: string, content: string) {
  const boundary = '----specwright-self-import'
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

export interface TestResult {
  name: string
  status: string
  error: string | null
  failed_check: string | null
}

export interface RunRecord {
  status: string
  error: string | null
  tests: TestResult[]
  attempts: { heal: string | null; classification: string | null }[]
}

export interface RunFigures {
  specs: number
  tests: number
  failures: string[]
  runs: Record<string, RunRecord>
}

/** Checks (`Verify …` steps) and opt-in tests written in spec markdown. */
export function countSpec(markdown: string): { checks: number; optIn: number } {
  const [tests = '', optIn = ''] = markdown.split('## Opt-in Tests')
  return { checks: tests.split('## Schemas')[0]!.match(/^- Verify /gm)?.length ?? 0, optIn: optIn.match(/^### /gm)?.length ?? 0 }
}

/**
 * Runs the specs as one batch through the product's own endpoint (POST /api-testing/runs/batch: one job, one
 * Playwright runner) and waits for each run record.
 */
export async function runAllSpecs(
  h: AppHarness,
  user: TestUser,
  projectId: string,
  folders: string[],
  options: { includeOptIn?: boolean } = {},
): Promise<RunFigures> {
  const figures: RunFigures = { specs: 0, tests: 0, failures: [], runs: {} }
  const started = await h.request(user, {
    method: 'POST',
    url: `/api-testing/runs/batch?project_id=${projectId}`,
    payload: { spec_names: folders, ...(options.includeOptIn ? { include_opt_in: true } : {}) },
  })
  expect([started.statusCode, started.body]).toEqual([202, expect.any(String)])
  const batch = started.json() as { items: { run_id: string; spec_name: string }[]; skipped: unknown[] }
  expect(batch.skipped).toEqual([])
  expect(batch.items.map((i) => i.spec_name)).toEqual(folders)
  const deadline = Date.now() + 180_000 + 30_000 * folders.length
  for (const { run_id, spec_name: folder } of batch.items) {
    let run: RunRecord
    for (;;) {
      run = (await h.request(user, { url: `/api-testing/runs/${run_id}?project_id=${projectId}` })).json()
      if (!['queued', 'running'].includes(run.status)) break
      if (Date.now() > deadline) throw new Error(`run of ${folder} still ${run.status}`)
      await new Promise((r) => setTimeout(r, 250))
    }
    figures.specs += 1
    figures.runs[folder] = run
    figures.tests += run.tests.length
    if (run.status !== 'passed') {
      const failed = run.tests
        .filter((t) => t.status !== 'passed')
        .map((t) => `${t.name}: [${t.failed_check ?? t.status}] ${(t.error ?? '').slice(0, 300)}`)
      figures.failures.push(`${folder} ${run.status} ${run.error ?? ''}\n  ${failed.join('\n  ')}`)
    }
  }
  return figures
}
