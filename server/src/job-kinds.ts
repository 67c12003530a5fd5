import type { AppDeps } from './app-deps.js'
import { registerApiBatchJobs } from './modules/api-testing/run-batch.js'
import { registerApiTestingJobs } from './modules/api-testing/run-service.js'
import { registerBackupSchedules } from './modules/backups/service.js'
import { registerDatabaseTestingJobs } from './modules/database-testing/service.js'
import { registerExplorationJobs } from './modules/exploration/service.js'
import { registerLlmJobs } from './modules/llm-testing/run-service.js'
import { registerLlmScheduleKind } from './modules/llm-testing/schedules/service.js'
import { registerLoadTestJobs } from './modules/load-testing/service.js'
import { registerPrdJobs } from './modules/prd/service.js'
import { registerBatchJobs } from './modules/regression/service.js'
import { registerPipelineJobs } from './modules/runs/service.js'
import { registerScheduleKinds } from './modules/scheduling/service.js'

/**
 * Registers every background job kind and its interruption hook. The API process and `specwright worker`
 * both call this, so any process can run any job and recovery can always settle a job's run record.
 * Each feature adds one line here (its `register…Jobs(deps)` from its service).
 */
export function registerJobKinds(deps: AppDeps): void {
  registerApiTestingJobs(deps)
  registerApiBatchJobs(deps)
  registerPipelineJobs(deps)
  registerBatchJobs(deps)
  registerScheduleKinds(deps)
  registerBackupSchedules(deps)
  registerLlmJobs(deps)
  registerLlmScheduleKind(deps)
  registerDatabaseTestingJobs(deps)
  registerExplorationJobs(deps)
  registerLoadTestJobs(deps)
  registerPrdJobs(deps)
}
