import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../../src/app-deps.js'
import { insertBatch } from '../../../src/modules/regression/store.js'

export const UI_SPEC = (title: string) => `# Test: ${title}

## Steps

1. Navigate to https://shop.example/
2. Verify the title contains "${title}"
`

/** A finished batch as the regression module stores it: one item per [spec, status, duration, error]. */
export async function finishedBatch(
  deps: AppDeps,
  projectId: string,
  items: [spec: string, status: string, durationMs: number | null, error: string | null][],
): Promise<string> {
  const id = uuidv7()
  const now = new Date().toISOString()
  await insertBatch(
    deps.db,
    {
      id,
      project_id: projectId,
      name: 'Nightly',
      status: 'completed',
      triggered_by: 'manual',
      schedule_execution_id: null,
      max_parallel: 1,
      job_id: null,
      total: items.length,
      passed_count: items.filter((i) => i[1] === 'passed').length,
      failed_count: items.filter((i) => i[1] === 'failed').length,
      error_count: items.filter((i) => i[1] === 'error').length,
      skipped_count: items.filter((i) => i[1] === 'skipped').length,
      success_rate: null,
      error: null,
      created_by: null,
      created_at: now,
      started_at: now,
      finished_at: now,
      duration_ms: 1000,
    },
    items.map(([spec, status, duration, error], position) => ({
      id: uuidv7(),
      batch_id: id,
      project_id: projectId,
      position,
      spec_kind: 'ui',
      spec_id: spec,
      spec_name: spec,
      run_id: uuidv7(),
      run_job_id: null,
      status,
      error,
      failure_class: status === 'failed' ? 'app_regression' : null,
      attempts: 1,
      created_at: now,
      started_at: now,
      finished_at: now,
      duration_ms: duration,
    })),
  )
  return id
}

/** A failed UI run as the pipeline stores it (two attempts, the last one with a stack trace). */
export async function failedRun(deps: AppDeps, projectId: string, specName: string, error: string): Promise<string> {
  const id = uuidv7()
  const now = new Date().toISOString()
  const attempt = (n: number, e: string) => ({
    n,
    status: 'failed',
    code: 'test()',
    error: e,
    failed_step: 2,
    classification: 'app_regression',
    heal: n === 2 ? 'app_regression: step 2: the page does not show what the spec expects' : null,
    diff: null,
    duration_ms: 1200,
  })
  await deps.db
    .insertInto('runs')
    .values({
      id,
      project_id: projectId,
      spec_name: specName,
      status: 'failed',
      engine: 'rules',
      heal: 1,
      max_heal_attempts: 1,
      job_id: null,
      stages: '[]',
      plan: null,
      code: 'test()',
      attempts: JSON.stringify([
        attempt(1, error),
        attempt(2, `${error}\n    at tests/generated/x.spec.ts:9:7\n    at run (node:internal)`),
      ]),
      error,
      created_at: now,
      started_at: now,
      finished_at: now,
      duration_ms: 2400,
      ai_usage: null,
    })
    .execute()
  return id
}
