import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../../app-deps.js'
import { ConflictError } from '../../../platform/http/errors.js'
import * as runs from '../../runs/service.js'
import { callRemote, readConfig, remoteOptions, requireConfig, saveConfig, secretView, settingsOf } from '../config-service.js'
import { RemoteError } from '../remote-http.js'
import type { ConnectionResult, LinkedIssue, TrackerConfig, TrackerConfigBody } from '../schemas.js'
import * as store from '../store.js'
import type { IssueRow } from '../tables.js'
import { type FailureReport, failureFingerprint, issueBody, issueSummary, recurrenceComment, splitError } from './adf.js'
import { TrackerClient } from './client.js'

type Deps = Pick<AppDeps, 'db' | 'secrets' | 'clock' | 'config'>
const SYSTEM = 'Issue tracker'

interface Settings {
  base_url: string
  email: string
  project_key: string
  issue_type: string
}

export async function getConfig(deps: Deps, projectId: string): Promise<TrackerConfig> {
  const row = await readConfig(deps, projectId, 'tracker')
  const s = settingsOf<Settings>(row)
  return {
    configured: Boolean(row),
    base_url: s.base_url ?? null,
    email: s.email ?? null,
    project_key: s.project_key ?? null,
    issue_type: s.issue_type ?? null,
    ...secretView(deps, row),
  }
}

export async function putConfig(
  deps: Deps,
  projectId: string,
  body: TrackerConfigBody,
  userId: string | undefined,
): Promise<TrackerConfig> {
  const { api_token, ...settings } = body
  await saveConfig(deps, projectId, 'tracker', settings, api_token, 'api_token', userId)
  return getConfig(deps, projectId)
}

async function client(deps: Deps, projectId: string): Promise<{ api: TrackerClient; settings: Settings }> {
  const { settings, secret } = await requireConfig<Settings>(deps, projectId, 'tracker')
  return { api: new TrackerClient(remoteOptions(settings.base_url, settings.email, secret)), settings }
}

export async function testConnection(deps: Deps, projectId: string): Promise<ConnectionResult> {
  const { api } = await client(deps, projectId)
  try {
    const me = await api.myself()
    const name = me.displayName ?? me.emailAddress ?? me.accountId
    return { ok: true, detail: `Signed in as ${name}`, remote_status: 200, user: name ?? null }
  } catch (err) {
    if (err instanceof RemoteError) return { ok: false, detail: err.message, remote_status: err.status || null, user: null }
    throw err
  }
}

function toIssue(row: IssueRow): LinkedIssue {
  return {
    id: row.id,
    issue_key: row.issue_key,
    issue_url: row.issue_url,
    summary: row.summary,
    spec_name: row.spec_name,
    fingerprint: row.fingerprint,
    origin: row.origin === 'linked' ? 'linked' : 'created',
    run_ids: JSON.parse(row.run_ids) as string[],
    occurrences: row.occurrences,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

export async function listIssues(deps: Deps, projectId: string, specName: string | undefined) {
  await readConfig(deps, projectId, 'tracker') // 404 for an unknown project
  return { items: (await store.issuesOf(deps.db, projectId, specName)).map(toIssue) }
}

async function failureOf(deps: Deps, projectId: string, runId: string, dashboardUrl: string | undefined): Promise<FailureReport> {
  const run = await runs.getRun(deps, projectId, runId)
  if (run.status !== 'failed' && run.status !== 'error') {
    throw new ConflictError(`Run ${run.id} is ${run.status}: only a failed run can be reported as an issue`)
  }
  const failed = run.attempts.filter((a) => a.status !== 'passed')
  const errors = failed.map((a) => a.error).filter((e): e is string => Boolean(e))
  if (errors.length === 0 && run.error) errors.push(run.error)
  const last = failed.at(-1)
  const stacks = [...errors].reverse().map((e) => splitError(e).stack)
  const base = (dashboardUrl ?? `http://localhost:${deps.config.dashboardPort}`).replace(/\/+$/, '')
  return {
    specName: run.spec_name,
    runId: run.id,
    runUrl: `${base}/runs/${encodeURIComponent(run.id)}`,
    status: run.status,
    classification: last?.classification ?? null,
    failedStep: last?.failed_step ?? null,
    errors,
    stack: stacks.find((s) => s !== null) ?? null,
    finishedAt: run.finished_at,
    diagnosis: last?.heal ?? null,
  }
}

/**
 * Creates an issue for a failed run, or, when an open issue already tracks the same failure (same fingerprint),
 * comments on it instead. A run already reported changes nothing (a double click files nothing twice).
 */
export async function issueFromRun(deps: Deps, projectId: string, runId: string, dashboardUrl?: string) {
  const { api, settings } = await client(deps, projectId)
  const report = await failureOf(deps, projectId, runId, dashboardUrl)
  const fingerprint = failureFingerprint(report.specName, report.errors.at(-1) ?? report.status)
  const known = await store.openIssueByFingerprint(deps.db, projectId, fingerprint)
  if (known) {
    const runIds = JSON.parse(known.run_ids) as string[]
    if (runIds.includes(runId)) return { action: 'already_reported' as const, issue: toIssue(known) }
    const remote = await callRemote(SYSTEM, () => api.getIssue(known.issue_key))
    if (remote.fields.status?.statusCategory?.key !== 'done') {
      await callRemote(SYSTEM, () => api.addComment(known.issue_key, recurrenceComment(report)))
      const patch = { run_ids: JSON.stringify([...runIds, runId]), occurrences: known.occurrences + 1, updated_at: deps.clock.nowIso() }
      await store.updateIssue(deps.db, known.id, patch)
      return { action: 'commented' as const, issue: toIssue({ ...known, ...patch }) }
    }
    // Closed since: the recurrence gets an issue of its own; the old row stops matching.
    await store.updateIssue(deps.db, known.id, { fingerprint: null })
  }
  const summary = issueSummary(report)
  const created = await callRemote(SYSTEM, () =>
    api.createIssue({
      projectKey: settings.project_key,
      issueType: settings.issue_type ?? 'Bug',
      summary,
      description: issueBody(report),
      labels: ['specwright', `specwright-${fingerprint.slice(0, 12)}`],
    }),
  )
  const now = deps.clock.nowIso()
  const row = await store.insertIssue(deps.db, {
    id: uuidv7(),
    project_id: projectId,
    issue_key: created.key,
    issue_url: api.issueUrl(created.key),
    summary,
    spec_name: report.specName,
    fingerprint,
    origin: 'created',
    run_ids: JSON.stringify([runId]),
    occurrences: 1,
    created_at: now,
    updated_at: now,
  })
  return { action: 'created' as const, issue: toIssue(row) }
}

/** Links an existing remote issue to a spec (checked to exist remotely); linking twice returns the same link. */
export async function linkIssue(
  deps: Deps,
  projectId: string,
  body: { issue_key: string; spec_name: string; run_id?: string | undefined },
) {
  const { api } = await client(deps, projectId)
  const existing = await store.findIssue(deps.db, projectId, body.issue_key, body.spec_name)
  if (existing) return { action: 'linked' as const, issue: toIssue(existing) }
  if (body.run_id) await runs.getRun(deps, projectId, body.run_id)
  const remote = await callRemote(SYSTEM, () => api.getIssue(body.issue_key))
  const now = deps.clock.nowIso()
  const row = await store.insertIssue(deps.db, {
    id: uuidv7(),
    project_id: projectId,
    issue_key: remote.key ?? body.issue_key,
    issue_url: api.issueUrl(remote.key ?? body.issue_key),
    summary: remote.fields.summary ?? body.issue_key,
    spec_name: body.spec_name,
    fingerprint: null,
    origin: 'linked',
    run_ids: JSON.stringify(body.run_id ? [body.run_id] : []),
    occurrences: body.run_id ? 1 : 0,
    created_at: now,
    updated_at: now,
  })
  return { action: 'linked' as const, issue: toIssue(row) }
}
