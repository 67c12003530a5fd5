import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../../app-deps.js'
import { NotFoundError } from '../../../platform/http/errors.js'
import * as apiTesting from '../../api-testing/service.js'
import * as regression from '../../regression/service.js'
import * as specs from '../../specs/service.js'
import {
  BadGatewayError,
  callRemote,
  readConfig,
  remoteOptions,
  requireConfig,
  saveConfig,
  secretView,
  settingsOf,
} from '../config-service.js'
import { RemoteError } from '../remote-http.js'
import type { ConnectionResult, PushResult, SyncPreview, SyncResult, TestmgmtConfig, TestmgmtConfigBody } from '../schemas.js'
import * as store from '../store.js'
import { TestManagementClient } from './client.js'
import { caseHash, elapsed, remoteStatus, resultComment } from './mapping.js'

type Deps = Pick<AppDeps, 'db' | 'secrets' | 'clock' | 'config'>
const SYSTEM = 'Test management'

interface Settings {
  base_url: string
  email: string
  project_id: number
  suite_id: number
}

export async function getConfig(deps: Deps, projectId: string): Promise<TestmgmtConfig> {
  const row = await readConfig(deps, projectId, 'testmgmt')
  const s = settingsOf<Settings>(row)
  return {
    configured: Boolean(row),
    base_url: s.base_url ?? null,
    email: s.email ?? null,
    project_id: s.project_id ?? null,
    suite_id: s.suite_id ?? null,
    ...secretView(deps, row),
  }
}

export async function putConfig(
  deps: Deps,
  projectId: string,
  body: TestmgmtConfigBody,
  userId: string | undefined,
): Promise<TestmgmtConfig> {
  const { api_key, ...settings } = body
  await saveConfig(deps, projectId, 'testmgmt', settings, api_key, 'api_key', userId)
  return getConfig(deps, projectId)
}

async function client(deps: Deps, projectId: string): Promise<{ api: TestManagementClient; settings: Settings }> {
  const { settings, secret } = await requireConfig<Settings>(deps, projectId, 'testmgmt')
  return { api: new TestManagementClient(remoteOptions(settings.base_url, settings.email, secret)), settings }
}

/** Signs in as the configured user; the remote's refusal is the result (200), not an error of ours. */
export async function testConnection(deps: Deps, projectId: string): Promise<ConnectionResult> {
  const { api, settings } = await client(deps, projectId)
  try {
    const user = await api.currentUser(settings.email)
    return { ok: true, detail: `Signed in as ${user.name ?? settings.email}`, remote_status: 200, user: user.name ?? null }
  } catch (err) {
    if (err instanceof RemoteError) return { ok: false, detail: err.message, remote_status: err.status || null, user: null }
    throw err
  }
}

export async function remoteProjects(deps: Deps, projectId: string) {
  const { api } = await client(deps, projectId)
  const items = await callRemote(SYSTEM, () => api.projects())
  return { items: items.map((p) => ({ id: p.id, name: p.name })) }
}

export async function remoteSuites(deps: Deps, projectId: string, remoteProjectId: number) {
  const { api } = await client(deps, projectId)
  const items = await callRemote(SYSTEM, () => api.suites(remoteProjectId))
  return { items: items.map((s) => ({ id: s.id, name: s.name })) }
}

export async function listMappings(deps: Deps, projectId: string) {
  const row = await readConfig(deps, projectId, 'testmgmt')
  const suiteId = settingsOf<Settings>(row).suite_id ?? null
  if (suiteId === null) return { suite_id: null, items: [] }
  const rows = await store.listMappings(deps.db, projectId, suiteId)
  return {
    suite_id: suiteId,
    items: rows.map((r) => ({
      spec_id: r.spec_ref,
      remote_case_id: r.remote_case_id,
      content_hash: r.content_hash,
      synced_at: r.synced_at,
    })),
  }
}

/** The markdown of a batch/spec reference (`name` or `api:name`); a deleted spec is described by its name only. */
async function specContent(deps: Deps, projectId: string, ref: string): Promise<string> {
  try {
    if (ref.startsWith('api:')) return (await apiTesting.getSpecRow(deps, projectId, ref.slice(4))).content
    return (await specs.getSpecContent(deps, projectId, ref)).content
  } catch (err) {
    if (err instanceof NotFoundError) return `# ${ref}\n\n(spec no longer exists in Specwright)`
    throw err
  }
}

async function allSpecRefs(deps: Deps, projectId: string): Promise<string[]> {
  const refs: string[] = []
  for (let offset = 0; ; offset += 100) {
    const page = await specs.listSpecs(deps, projectId, { limit: 100, offset })
    refs.push(...page.items.map((s) => s.name))
    if (!page.has_more) break
  }
  for (let offset = 0; ; offset += 100) {
    const page = await apiTesting.listSpecs(deps, projectId, { limit: 100, offset })
    refs.push(...page.items.map((s) => `api:${s.name}`))
    if (!page.has_more) break
  }
  return refs
}

/**
 * Pushes specs as remote cases, incrementally: a spec without a mapping is created, one whose content hash changed
 * is updated, the rest are left alone. Each mapping is saved as soon as its case exists, so a failure half-way
 * (reported per spec) never creates that case twice on the next push.
 */
export async function pushCases(deps: Deps, projectId: string, specIds: readonly string[] | undefined): Promise<PushResult> {
  const { api, settings } = await client(deps, projectId)
  const refs = specIds ? [...new Set(specIds)] : await allSpecRefs(deps, projectId)
  const mapped = new Map((await store.listMappings(deps.db, projectId, settings.suite_id)).map((m) => [m.spec_ref, m]))
  const result: PushResult = { created: 0, updated: 0, unchanged: 0, failed: 0, items: [] }
  let sectionId: number | undefined
  for (const ref of refs) {
    const content = await specContent(deps, projectId, ref)
    const hash = caseHash(ref, content)
    const existing = mapped.get(ref)
    if (existing && existing.content_hash === hash) {
      result.unchanged++
      result.items.push({ spec_id: ref, action: 'unchanged', remote_case_id: existing.remote_case_id, error: null })
      continue
    }
    const fields = { title: ref.startsWith('api:') ? `[API] ${ref.slice(4)}` : ref, steps: content, refs: `specwright:${ref}` }
    try {
      let caseId: number
      if (existing) {
        caseId = (await api.updateCase(existing.remote_case_id, fields)).id ?? existing.remote_case_id
      } else {
        sectionId ??= await api.ensureSection(settings.project_id, settings.suite_id)
        caseId = (await api.addCase(sectionId, fields)).id
      }
      await store.saveMapping(deps.db, {
        project_id: projectId,
        remote_suite_id: settings.suite_id,
        spec_ref: ref,
        remote_case_id: caseId,
        content_hash: hash,
        synced_at: deps.clock.nowIso(),
      })
      mapped.set(ref, {
        project_id: projectId,
        remote_suite_id: settings.suite_id,
        spec_ref: ref,
        remote_case_id: caseId,
        content_hash: hash,
        synced_at: '',
      })
      if (existing) result.updated++
      else result.created++
      result.items.push({ spec_id: ref, action: existing ? 'updated' : 'created', remote_case_id: caseId, error: null })
    } catch (err) {
      if (!(err instanceof RemoteError)) throw err
      result.failed++
      result.items.push({ spec_id: ref, action: 'failed', remote_case_id: existing?.remote_case_id ?? null, error: err.message })
    }
  }
  return result
}

export async function syncPreview(deps: Deps, projectId: string, batchId: string): Promise<SyncPreview> {
  const { settings } = await requireConfig<Settings>(deps, projectId, 'testmgmt')
  const batch = await regression.getBatch(deps, projectId, batchId)
  const mapped = new Map((await store.listMappings(deps.db, projectId, settings.suite_id)).map((m) => [m.spec_ref, m.remote_case_id]))
  const sync = await store.findResultSync(deps.db, projectId, batchId)
  const done = new Set(sync ? (await store.resultItems(deps.db, sync.id)).map((r) => r.item_id) : [])
  return {
    batch_id: batch.id,
    batch_name: batch.name,
    batch_status: batch.status,
    remote_project_id: settings.project_id,
    remote_suite_id: settings.suite_id,
    remote_run_id: sync?.remote_run_id ?? null,
    items: batch.items.map((item) => {
      const status = remoteStatus(item.status)
      const caseId = mapped.get(item.spec_id) ?? null
      return {
        item_id: item.id,
        spec_id: item.spec_id,
        spec_name: item.spec_name,
        status: item.status,
        remote_case_id: caseId,
        remote_status_id: status,
        elapsed: elapsed(item.duration_ms) ?? null,
        action:
          status === null ? 'not_reported' : done.has(item.id) ? 'already_synced' : caseId === null ? 'create_case_and_report' : 'report',
      }
    }),
  }
}

function runLink(deps: Deps, dashboardUrl: string | undefined, item: { spec_kind: string; run_id: string | null }): string | null {
  if (!item.run_id) return null
  const base = (dashboardUrl ?? `http://localhost:${deps.config.dashboardPort}`).replace(/\/+$/, '')
  return `${base}${item.spec_kind === 'api' ? '/api-testing/runs/' : '/runs/'}${encodeURIComponent(item.run_id)}`
}

/**
 * Reports a batch's results as one remote run. Cases missing remotely are pushed first; the run is created once
 * per batch and reused; each result is posted separately and remembered as soon as the remote accepts it, so a
 * re-sync (after a partial failure, or twice by mistake) posts only what is missing and never duplicates.
 */
export async function syncResults(deps: Deps, projectId: string, batchId: string, dashboardUrl?: string): Promise<SyncResult> {
  const { api, settings } = await client(deps, projectId)
  const batch = await regression.getBatch(deps, projectId, batchId)
  const reportable = batch.items.filter((i) => remoteStatus(i.status) !== null)
  const push = await pushCases(deps, projectId, [...new Set(reportable.map((i) => i.spec_id))])
  const caseOf = new Map(push.items.filter((p) => p.remote_case_id !== null).map((p) => [p.spec_id, p.remote_case_id as number]))
  const pushError = new Map(push.items.filter((p) => p.error).map((p) => [p.spec_id, p.error as string]))
  const caseIds = [...new Set(reportable.map((i) => caseOf.get(i.spec_id)).filter((id): id is number => id !== undefined))]

  let sync = await store.findResultSync(deps.db, projectId, batchId)
  if (!sync) {
    if (caseIds.length === 0 && reportable.length > 0) {
      const why = push.items.find((p) => p.error)?.error ?? 'no case could be created'
      throw new BadGatewayError(SYSTEM, new RemoteError(`could not create the remote cases: ${why}`, 0))
    }
    const run = await callRemote(SYSTEM, () =>
      api.addRun(settings.project_id, {
        suite_id: settings.suite_id,
        name: `Specwright: ${batch.name}`,
        description: `Regression batch ${batch.id} (${batch.status}) from Specwright.`,
        case_ids: caseIds,
      }),
    )
    const now = deps.clock.nowIso()
    sync = { id: uuidv7(), project_id: projectId, batch_id: batchId, remote_run_id: run.id, created_at: now, updated_at: now }
    await store.insertResultSync(deps.db, sync)
  }
  const doneRows = await store.resultItems(deps.db, sync.id)
  const done = new Set(doneRows.map((r) => r.item_id))
  // Cases created since the run was made (a re-sync after a partial push) join the run before their results.
  const inRun = new Set(doneRows.map((r) => r.remote_case_id))
  if (doneRows.length > 0 && caseIds.some((id) => !inRun.has(id))) {
    await callRemote(SYSTEM, () => api.updateRunCases(sync.remote_run_id, caseIds))
  }

  const out: SyncResult = {
    batch_id: batchId,
    remote_run_id: sync.remote_run_id,
    synced: 0,
    already_synced: 0,
    not_reported: 0,
    failed: 0,
    items: [],
  }
  for (const item of batch.items) {
    const statusId = remoteStatus(item.status)
    const caseId = caseOf.get(item.spec_id) ?? null
    const base = { item_id: item.id, spec_id: item.spec_id, remote_case_id: caseId, remote_status_id: statusId }
    if (statusId === null) {
      out.not_reported++
      out.items.push({ ...base, outcome: 'not_reported', error: null })
      continue
    }
    if (done.has(item.id)) {
      out.already_synced++
      out.items.push({ ...base, outcome: 'already_synced', error: null })
      continue
    }
    if (caseId === null) {
      out.failed++
      out.items.push({ ...base, outcome: 'failed', error: `could not create the remote case: ${pushError.get(item.spec_id) ?? 'unknown'}` })
      continue
    }
    try {
      const time = elapsed(item.duration_ms)
      const res = await api.addResultForCase(sync.remote_run_id, caseId, {
        status_id: statusId,
        comment: resultComment(item, runLink(deps, dashboardUrl, item)),
        ...(time ? { elapsed: time } : {}),
      })
      await store.insertResultItem(deps.db, {
        sync_id: sync.id,
        item_id: item.id,
        remote_case_id: caseId,
        remote_result_id: res.id,
        status_id: statusId,
        synced_at: deps.clock.nowIso(),
      })
      out.synced++
      out.items.push({ ...base, outcome: 'synced', error: null })
    } catch (err) {
      if (!(err instanceof RemoteError)) throw err
      out.failed++
      out.items.push({ ...base, outcome: 'failed', error: err.message })
    }
  }
  await store.touchResultSync(deps.db, sync.id, deps.clock.nowIso())
  return out
}
