import type { AppDeps } from '../../../app-deps.js'
import type { UsageMeter } from '../../../platform/ai/cost.js'
import { JobCancelledError, JobShutdownError, JobTimeoutError } from '../../../platform/jobs/job-errors.js'
import { publishRunChange } from '../run-events.js'
import type { Stage } from '../schemas.js'
import * as store from '../store.js'

export type PipelineDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'runLogs' | 'browserPool' | 'secrets'> &
  Partial<Pick<AppDeps, 'ai' | 'events'>>

export interface PipelinePayload {
  runId: string
  projectId: string
  specName: string
  heal: boolean
  maxHealAttempts: number
  /** `rules`: no AI call at all; `auto` (default): AI for what the rules cannot do, when a provider is configured; `ai`: requires one. */
  engine?: 'auto' | 'rules' | 'ai'
}

/** A run that cannot go on: its message is the run's `error`, and the run ends `error` (not `failed`). */
export class PipelineError extends Error {}

/** Raised when the run's own deadline (AGENT_TIMEOUT_SECONDS, counted from the slot grant) passes. */
export class RunTimeoutError extends Error {
  constructor(seconds: number) {
    super(`Run timed out after ${seconds} s`)
  }
}

/** What every stage shares. `signal` is the job's; the execution stages add the slot's and the run deadline. */
export interface RunContext {
  deps: PipelineDeps
  payload: PipelinePayload
  /** The job attempt running this: terminal writes land only while it owns the job. */
  job: store.JobAttempt
  runDir: string
  stages: Stages
  meter: UsageMeter
  signal: AbortSignal
  /** Appends a line to the run log; a failed write is reported to the server log, never thrown or left floating. */
  log(line: string): void
}

/** The run's `error` text for an aborted signal. */
export function abortMessage(reason: unknown): string {
  if (reason instanceof JobCancelledError) return 'cancelled'
  if (reason instanceof JobShutdownError) return 'interrupted by shutdown'
  if (reason instanceof JobTimeoutError || reason instanceof RunTimeoutError) return reason.message
  return reason instanceof Error ? reason.message : 'aborted'
}

/** Stops the run between stages once any of its signals fired. */
export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new PipelineError(abortMessage(signal.reason))
}

/** A run's stage timeline, persisted after every change so the dashboard can follow it. */
export class Stages {
  readonly list: Stage[] = []
  constructor(
    private readonly deps: Pick<PipelineDeps, 'db' | 'clock' | 'events'>,
    private readonly runId: string,
    private readonly projectId?: string,
  ) {}
  async begin(name: string): Promise<Stage> {
    const stage: Stage = {
      name,
      status: 'running',
      started_at: this.deps.clock.nowIso(),
      finished_at: null,
      duration_ms: null,
      detail: null,
    }
    this.list.push(stage)
    await this.save()
    return stage
  }
  async end(stage: Stage, status: Stage['status'], detail: string | null = null): Promise<void> {
    stage.status = status
    stage.detail = detail
    stage.finished_at = this.deps.clock.nowIso()
    stage.duration_ms = Date.parse(stage.finished_at) - Date.parse(stage.started_at)
    await this.save()
  }
  /** Closes a stage left running by an error, so the timeline never shows a stage running forever. */
  async endOpen(detail: string): Promise<void> {
    const open = this.list.filter((s) => s.status === 'running')
    for (const stage of open) await this.end(stage, 'error', detail)
  }
  async save(): Promise<void> {
    await store.updateRun(this.deps.db, this.runId, { stages: JSON.stringify(this.list) })
    if (this.projectId) publishRunChange(this.deps, this.projectId, this.runId, 'running')
  }
}
