import fs from 'node:fs/promises'
import path from 'node:path'
import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../app-deps.js'
import { publishChange } from '../../platform/events/publish.js'
import { ConflictError, FieldValidationError, NotFoundError } from '../../platform/http/errors.js'
import { type Page, type PageResult, toPage } from '../../platform/http/pagination.js'
import { resolvePlaceholders } from '../project-variables/service.js'
import type { Strategy } from './crawl-policy.js'
import { type Discovered, emptyDiscovered } from './discovery.js'
import {
  EXPLORE_JOB,
  type ExploreDeps,
  type ExplorePayload,
  onExplorationInterrupted,
  runExploration,
  type SessionOptions,
  screenshotDir,
} from './explore-job.js'
import { type CreateSessionBody, LIVE_STATUSES, type Session, type SessionDetail, type SessionStatus, type StartBody } from './schemas.js'
import * as store from './store.js'
import type { SessionRow } from './tables.js'

const STOP_WAIT_MS = 4_000

export function toSession(row: SessionRow): Session {
  const options = JSON.parse(row.options) as SessionOptions
  const d = JSON.parse(row.discovered) as Discovered
  return {
    id: row.id,
    project_id: row.project_id,
    url: row.url,
    strategy: row.strategy as Strategy,
    max_interactions: row.max_interactions,
    max_pages: row.max_pages,
    time_budget_s: row.time_budget_s,
    allow_patterns: options.allow_patterns,
    deny_patterns: options.deny_patterns,
    allow_destructive: options.allow_destructive,
    screenshots: options.screenshots,
    login: options.login
      ? { url: options.login.url, username: options.login.username, password_variable: options.login.password_variable, has_password: true }
      : null,
    status: row.status as SessionStatus,
    engine: row.engine === 'ai' ? 'ai' : 'rules',
    job_id: row.job_id,
    progress: { done: Math.min(row.interactions, row.max_interactions), total: row.max_interactions },
    message: row.message,
    counts: {
      pages: d.pages.length,
      forms: d.forms.length,
      endpoints: d.endpoints.length,
      flows: d.flows.length,
      errors: d.errors.length,
      skipped: d.skipped.length,
    },
    error: row.error,
    created_by: row.created_by,
    created_at: row.created_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
    duration_ms: row.duration_ms,
  }
}

function toDetail(row: SessionRow): SessionDetail {
  return { ...toSession(row), discovered: JSON.parse(row.discovered) as Discovered }
}

async function sessionOr404(deps: Pick<AppDeps, 'db'>, projectId: string, id: string): Promise<SessionRow> {
  const row = await store.findSession(deps.db, projectId, id)
  if (!row) throw new NotFoundError('Exploration session')
  return row
}

/** A login profile's password variable must exist now, not fail the crawl later. */
async function checkLogin(deps: ExploreDeps, projectId: string, body: Partial<CreateSessionBody>): Promise<void> {
  if (!body.login) return
  const { problems } = await resolvePlaceholders(deps, projectId, [body.login.password_variable])
  if (problems.length > 0) throw new FieldValidationError(['body', 'login', 'password_variable'], problems[0]!.message)
}

/** Stores a configured session (`created`); POST /exploration/start runs it. */
export async function createSession(
  deps: ExploreDeps,
  projectId: string,
  body: Omit<CreateSessionBody, 'project_id'>,
  createdBy: string | null,
): Promise<Session> {
  await checkLogin(deps, projectId, body)
  const options: SessionOptions = {
    allow_patterns: body.allow_patterns,
    deny_patterns: body.deny_patterns,
    allow_destructive: body.allow_destructive,
    screenshots: body.screenshots,
    login: body.login ?? null,
  }
  const row = await store.insertSession(deps.db, {
    id: uuidv7(),
    project_id: projectId,
    url: body.url,
    strategy: body.strategy,
    max_interactions: body.max_interactions,
    max_pages: body.max_pages,
    time_budget_s: body.time_budget_s,
    options: JSON.stringify(options),
    status: 'created',
    // The AI engine steers goal-directed crawls when a provider is configured.
    engine: deps.ai && body.strategy === 'goal_directed' ? 'ai' : 'rules',
    job_id: null,
    interactions: 0,
    message: null,
    discovered: JSON.stringify(emptyDiscovered()),
    error: null,
    created_by: createdBy,
    created_at: deps.clock.nowIso(),
    started_at: null,
    finished_at: null,
    duration_ms: null,
  })
  return toSession(row)
}

const DEFAULTS: Omit<CreateSessionBody, 'url' | 'project_id'> = {
  strategy: 'goal_directed',
  max_interactions: 50,
  max_pages: 50,
  time_budget_s: 300,
  allow_patterns: [],
  deny_patterns: [],
  allow_destructive: false,
  screenshots: true,
}

/**
 * Starts a created session (`session_id`), or creates and starts one from the body's settings. A load test in
 * progress is a 409; a session that already started is a 409.
 */
export async function startSession(deps: ExploreDeps, projectId: string, body: StartBody, createdBy: string | null): Promise<Session> {
  await deps.browserPool.loadTestLock.assertFree()
  let row: SessionRow
  if (body.session_id) {
    row = await sessionOr404(deps, projectId, body.session_id)
    if (row.status !== 'created') throw new ConflictError(`The session has already been started (${row.status}); create a new one`)
  } else {
    const { session_id: _s, project_id: _p, ...config } = body
    const created = await createSession(deps, projectId, { ...DEFAULTS, ...config, url: config.url as string }, createdBy)
    row = await sessionOr404(deps, projectId, created.id)
  }
  const queued = await store.updateSessionIf(deps.db, projectId, row.id, ['created'], { status: 'queued', message: 'Queued' })
  if (!queued) throw new ConflictError('The session has already been started')
  const job = await deps.jobs.enqueue<ExplorePayload>(EXPLORE_JOB, { sessionId: row.id, projectId }, { projectId, maxAttempts: 1 })
  publishChange(deps, projectId, 'exploration', row.id, 'queued')
  return toSession((await store.updateSession(deps.db, projectId, row.id, { job_id: job.id })) ?? queued)
}

/**
 * Stops a session: a created or queued one at once, a running one by cancelling its job (the crawler's browser
 * is closed); waits a few seconds for the crawl to let go and returns the session with what it found so far.
 */
export async function stopSession(deps: ExploreDeps, projectId: string, id: string): Promise<Session> {
  const row = await sessionOr404(deps, projectId, id)
  if (!['created', ...LIVE_STATUSES].includes(row.status as SessionStatus)) {
    throw new ConflictError(`The session has already finished (${row.status})`)
  }
  const now = deps.clock.now()
  await store.updateSessionIf(deps.db, projectId, id, ['created', 'queued', 'running'], {
    status: 'stopped',
    message: 'Stopped',
    finished_at: new Date(now).toISOString(),
    duration_ms: row.started_at ? now - Date.parse(row.started_at) : null,
  })
  publishChange(deps, projectId, 'exploration', id, 'stopped')
  if (row.job_id) {
    await deps.jobs.cancel(row.job_id, projectId)
    // The job row is cancelled at once; the crawl lets go of its browser slot when its Chromium has closed.
    for (const deadline = now + STOP_WAIT_MS; deps.clock.now() < deadline; ) {
      const pool = await deps.browserPool.status()
      if (!pool.running.some((s) => s.request_id === id) && !pool.queue.some((s) => s.request_id === id)) break
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  return toSession(await sessionOr404(deps, projectId, id))
}

export async function getSession(deps: Pick<AppDeps, 'db'>, projectId: string, id: string): Promise<SessionDetail> {
  return toDetail(await sessionOr404(deps, projectId, id))
}

/** What a finished (or stopped) session found; for requirement generation. */
export async function discoveredOf(
  deps: Pick<AppDeps, 'db'>,
  projectId: string,
  id: string,
): Promise<{ session: Session; discovered: Discovered }> {
  const row = await sessionOr404(deps, projectId, id)
  return { session: toSession(row), discovered: JSON.parse(row.discovered) as Discovered }
}

export async function listSessions(
  deps: Pick<AppDeps, 'db'>,
  projectId: string,
  page: Page,
  status?: SessionStatus,
): Promise<PageResult<Session>> {
  const { rows, total } = await store.listSessions(deps.db, projectId, page, status)
  return toPage(rows.map(toSession), total, page)
}

/** A page screenshot of a session (JPEG bytes). */
export async function screenshot(deps: Pick<AppDeps, 'db' | 'config'>, projectId: string, id: string, file: string): Promise<Buffer> {
  await sessionOr404(deps, projectId, id)
  try {
    return await fs.readFile(path.join(screenshotDir(deps, id), path.basename(file)))
  } catch {
    throw new NotFoundError('Screenshot')
  }
}

/** The exploration job and its interruption hook; one line in job-kinds.ts. */
export function registerExplorationJobs(deps: ExploreDeps): void {
  deps.jobs.register<ExplorePayload, { status: string }>(EXPLORE_JOB, (ctx) => runExploration(deps, ctx), {
    concurrency: 2,
    timeoutMs: 'agent',
  })
  deps.jobs.onInterrupted(EXPLORE_JOB, (event) => onExplorationInterrupted(deps, event))
}
