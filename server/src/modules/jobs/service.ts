import { ConflictError, NotFoundError } from '../../platform/http/errors.js'
import { type PageResult, toPage } from '../../platform/http/pagination.js'
import type { JobQueue, JobRecord } from '../../platform/jobs/job-queue.js'
import type { Job, ListJobsQuery } from './schemas.js'

type Deps = { jobs: JobQueue }

function toJob(record: JobRecord): Job {
  return {
    id: record.id,
    kind: record.kind,
    project_id: record.project_id,
    status: record.status,
    progress: record.progress,
    progress_message: record.progress_message,
    result: record.result,
    error: record.error,
    attempts: record.attempts,
    created_at: record.created_at,
    started_at: record.started_at,
    finished_at: record.finished_at,
  }
}

export async function listJobs(deps: Deps, query: ListJobsQuery): Promise<PageResult<Job>> {
  const { items, total } = await deps.jobs.list(query.project_id, { status: query.status, kind: query.kind }, query)
  return toPage(items.map(toJob), total, query)
}

export async function getJob(deps: Deps, id: string, projectId: string): Promise<Job> {
  const record = await deps.jobs.get(id, projectId)
  if (!record) throw new NotFoundError('Job')
  return toJob(record)
}

/** Cancels a queued or running job; cancelling a cancelled job again is a no-op, a finished one is a conflict. */
export async function cancelJob(deps: Deps, id: string, projectId: string): Promise<Job> {
  const record = await deps.jobs.cancel(id, projectId)
  if (!record) throw new NotFoundError('Job')
  if (record.status === 'completed' || record.status === 'failed') {
    throw new ConflictError(`Job has already finished (${record.status})`)
  }
  return toJob(record)
}
