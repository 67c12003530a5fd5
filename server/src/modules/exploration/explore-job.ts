import fs from 'node:fs/promises'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Browser } from 'playwright-core'
import type { AppDeps } from '../../app-deps.js'
import { LoadTestInProgressError, SlotTimeoutError } from '../../platform/browser-pool/errors.js'
import { withSlot } from '../../platform/browser-pool/with-slot.js'
import { publishChange } from '../../platform/events/publish.js'
import type { JobContext, JobInterruption } from '../../platform/jobs/job-queue.js'
import { launchChromium } from '../../platform/playwright/launch.js'
import { resolvePlaceholders } from '../project-variables/service.js'
import { aiNavigator } from './ai-navigator.js'
import type { Strategy } from './crawl-policy.js'
import { crawl, type LoginProfile } from './crawler.js'
import type { Discovered } from './discovery.js'
import type { LoginProfileInput, SessionStatus } from './schemas.js'
import * as store from './store.js'
import type { SessionRow } from './tables.js'

export const EXPLORE_JOB = 'exploration.session'
export type ExploreDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'browserPool' | 'jobs' | 'secrets'> &
  Partial<Pick<AppDeps, 'ai' | 'events'>>
export interface ExplorePayload {
  sessionId: string
  projectId: string
}

/** What `options` holds: scope, safety and the login profile (no secret values). */
export interface SessionOptions {
  allow_patterns: string[]
  deny_patterns: string[]
  allow_destructive: boolean
  screenshots: boolean
  login: LoginProfileInput | null
}

const LOCK_POLL_MS = 1_000
const PROGRESS_EVERY_MS = 500
const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g

export function screenshotDir(deps: Pick<AppDeps, 'config'>, sessionId: string): string {
  return path.join(deps.config.dataDir, 'exploration', sessionId)
}

/** The login profile with its password (and `{{VAR}}`s in the user name) read from project variables. */
async function loginOf(deps: ExploreDeps, projectId: string, login: LoginProfileInput | null): Promise<LoginProfile | undefined> {
  if (!login) return undefined
  const names = [login.password_variable, ...[...login.username.matchAll(PLACEHOLDER)].map((m) => m[1]!)]
  const { values, problems } = await resolvePlaceholders(deps, projectId, names)
  if (problems.length > 0) throw new Error(`Login profile: ${problems.map((p) => p.message).join('; ')}`)
  return {
    url: login.url,
    username: login.username.replace(PLACEHOLDER, (_, n: string) => values[n] ?? ''),
    password: values[login.password_variable]!,
    usernameField: login.username_field,
    passwordField: login.password_field,
    submit: login.submit,
  }
}

/** Waits while a load test holds the browsers, then runs `fn` with an EXPLORATION slot and its own Chromium. */
async function withExplorationBrowser<T>(
  deps: ExploreDeps,
  row: SessionRow,
  jobSignal: AbortSignal,
  fn: (browser: Browser, signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const deadline = deps.clock.now() + deps.config.browserSlotTimeoutS * 1000
  for (;;) {
    while ((await deps.browserPool.loadTestLock.status()).held) {
      if (deps.clock.now() >= deadline) throw new SlotTimeoutError(deps.config.browserSlotTimeoutS * 1000)
      await sleep(LOCK_POLL_MS, undefined, { signal: jobSignal })
    }
    try {
      return await withSlot(
        deps.browserPool,
        {
          requestId: row.id,
          type: 'EXPLORATION',
          description: row.url,
          signal: jobSignal,
          timeoutMs: Math.max(1, deadline - deps.clock.now()),
        },
        async (lease) => {
          const signal = AbortSignal.any([jobSignal, lease.signal])
          let browser: Browser | undefined
          const close = () => {
            browser?.close().catch(() => undefined)
          }
          signal.addEventListener('abort', close, { once: true })
          try {
            signal.throwIfAborted()
            browser = await launchChromium(deps.config.chromiumPath)
            if (signal.aborted) close()
            return await fn(browser, signal)
          } finally {
            signal.removeEventListener('abort', close)
            await browser?.close().catch(() => undefined)
          }
        },
      )
    } catch (err) {
      if (err instanceof LoadTestInProgressError) continue // the lock was taken between our check and the grant
      throw err
    }
  }
}

/** The job: crawls within the session's budgets, writing discoveries as it goes; stop aborts it. */
export async function runExploration(deps: ExploreDeps, ctx: JobContext<ExplorePayload>): Promise<{ status: SessionStatus }> {
  const { sessionId, projectId } = ctx.job.payload
  const row = await store.findSession(deps.db, projectId, sessionId)
  if (!row || !['queued', 'running'].includes(row.status)) return { status: (row?.status as SessionStatus) ?? 'failed' }
  const startedAt = deps.clock.now()
  await store.updateSessionIf(deps.db, projectId, sessionId, ['queued', 'running'], {
    status: 'running',
    started_at: new Date(startedAt).toISOString(),
    message: 'Waiting for a browser slot',
  })
  publishChange(deps, projectId, 'exploration', sessionId, 'running', 0)
  const options = JSON.parse(row.options) as SessionOptions
  let latest: Discovered | undefined
  let lastWrite = 0
  const persist = async (discovered: Discovered, interactions: number, message: string, force = false) => {
    latest = discovered
    if (!force && deps.clock.now() - lastWrite < PROGRESS_EVERY_MS) return
    lastWrite = deps.clock.now()
    await store.updateSession(deps.db, projectId, sessionId, { discovered: JSON.stringify(discovered), interactions, message })
    ctx.progress(Math.floor((interactions / row.max_interactions) * 100), message)
    publishChange(deps, projectId, 'exploration', sessionId, 'running', Math.floor((interactions / row.max_interactions) * 100))
  }
  try {
    const login = await loginOf(deps, projectId, options.login)
    const shots = options.screenshots ? screenshotDir(deps, sessionId) : null
    if (shots) await fs.mkdir(shots, { recursive: true })
    const result = await withExplorationBrowser(deps, row, ctx.signal, async (browser, signal) => {
      await store.updateSession(deps.db, projectId, sessionId, { message: 'Crawling' })
      return crawl(browser, {
        url: row.url,
        strategy: row.strategy as Strategy,
        maxInteractions: row.max_interactions,
        maxPages: row.max_pages,
        timeBudgetMs: row.time_budget_s * 1000,
        allow: options.allow_patterns,
        deny: options.deny_patterns,
        allowDestructive: options.allow_destructive,
        login,
        screenshotDir: shots,
        signal,
        chooseNext: deps.ai && row.engine === 'ai' ? aiNavigator(deps.ai, signal) : undefined,
        now: () => deps.clock.now(),
        onProgress: persist,
      })
    })
    const finished = deps.clock.now()
    await store.updateSessionIf(deps.db, projectId, sessionId, ['running'], {
      status: 'completed',
      discovered: JSON.stringify(result.discovered),
      interactions: result.interactions,
      message: result.ended === 'exhausted' ? 'Explored everything in scope' : `Stopped by the ${result.ended.replace('_', ' ')} budget`,
      finished_at: new Date(finished).toISOString(),
      duration_ms: finished - startedAt,
    })
    publishChange(deps, projectId, 'exploration', sessionId, 'completed', 100)
    return { status: 'completed' }
  } catch (err) {
    if (latest) await store.updateSession(deps.db, projectId, sessionId, { discovered: JSON.stringify(latest) }).catch(() => undefined)
    if (ctx.signal.aborted) throw err // stop or shutdown: the interruption hook settles the record
    const finished = deps.clock.now()
    await store.updateSessionIf(deps.db, projectId, sessionId, ['queued', 'running'], {
      status: 'failed',
      error: err instanceof Error ? err.message.split('\n')[0]! : String(err),
      finished_at: new Date(finished).toISOString(),
      duration_ms: finished - startedAt,
    })
    publishChange(deps, projectId, 'exploration', sessionId, 'failed')
    throw err
  }
}

/** Stop (cancel), or a restart that used up the job's attempts. */
export async function onExplorationInterrupted(deps: ExploreDeps, { job, outcome }: JobInterruption): Promise<void> {
  const { sessionId, projectId } = job.payload as ExplorePayload
  const now = deps.clock.now()
  if (outcome === 'requeued') {
    await store.updateSessionIf(deps.db, projectId, sessionId, ['running'], { status: 'queued', message: 'Re-queued after a restart' })
    publishChange(deps, projectId, 'exploration', sessionId, 'queued')
    return
  }
  const row = await store.findSession(deps.db, projectId, sessionId)
  await store.updateSessionIf(deps.db, projectId, sessionId, ['queued', 'running'], {
    status: outcome === 'cancelled' ? 'stopped' : 'failed',
    error: outcome === 'cancelled' ? null : (job.error ?? 'interrupted by restart'),
    message: outcome === 'cancelled' ? 'Stopped' : null,
    finished_at: new Date(now).toISOString(),
    duration_ms: row?.started_at ? now - Date.parse(row.started_at) : null,
  })
  publishChange(deps, projectId, 'exploration', sessionId, outcome === 'cancelled' ? 'stopped' : 'failed')
}
