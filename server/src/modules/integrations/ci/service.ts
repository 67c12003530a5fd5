import { uuidv7 } from 'uuidv7'
import type { AppDeps } from '../../../app-deps.js'
import { FieldValidationError, UnauthorizedError } from '../../../platform/http/errors.js'
import { type Page, toPage } from '../../../platform/http/pagination.js'
import { PLAYWRIGHT_VERSION } from '../../../platform/playwright/workspace-files.js'
import * as apiTesting from '../../api-testing/service.js'
import * as specs from '../../specs/service.js'
import { readConfig, saveConfig, secretView, settingsOf } from '../config-service.js'
import type { Delivery, PipelineBody, WebhookConfig, WebhookConfigBody, WorkflowBody } from '../schemas.js'
import * as store from '../store.js'
import type { DeliveryRow } from '../tables.js'
import { githubWorkflow, gitlabPipeline } from './generate.js'
import { githubEvent, gitlabEvent, verifyGithubSignature, verifyGitlabToken } from './webhook.js'

type Deps = Pick<AppDeps, 'db' | 'secrets' | 'clock' | 'config'>
const NODE_VERSION = '20'
const CRON = /^(\S+\s+){4}\S+$/

/**
 * The workspace test files of the given specs: a UI spec's accepted generated test, `api:<name>` an API spec's
 * generated test. A spec without an accepted test is a 422 naming it. No specs: the project's generated folders.
 */
export async function testFiles(deps: Deps, projectId: string, refs: readonly string[]): Promise<string[]> {
  if (refs.length === 0) return [`tests/generated/${projectId}/`, `tests/generated/api/${projectId}/`]
  const files: string[] = []
  for (const [i, ref] of refs.entries()) {
    if (ref.startsWith('api:')) {
      const row = await apiTesting.getSpecRow(deps, projectId, ref.slice(4))
      files.push(`tests/generated/api/${projectId}/${row.name}.api.spec.ts`)
      continue
    }
    const spec = await specs.getSpec(deps, projectId, ref)
    if (!spec.automated_test) {
      throw new FieldValidationError(
        ['body', 'specs', i],
        `Spec "${spec.name}" has no accepted generated test yet: run it until it passes`,
        'not_automated',
      )
    }
    files.push(spec.automated_test)
  }
  return [...new Set(files)]
}

export async function generateWorkflow(deps: Deps, projectId: string, body: WorkflowBody) {
  if (body.trigger === 'schedule' && (!body.cron || !CRON.test(body.cron.trim()))) {
    throw new FieldValidationError(
      ['body', 'cron'],
      'a schedule trigger needs a 5-field cron expression (UTC), e.g. "0 6 * * 1-5"',
      'cron_required',
    )
  }
  const files = await testFiles(deps, projectId, body.specs)
  const content = githubWorkflow({
    testFiles: files,
    browser: body.browser,
    playwrightVersion: PLAYWRIGHT_VERSION,
    nodeVersion: NODE_VERSION,
    trigger: body.trigger,
    branches: body.branches,
    cron: body.cron?.trim(),
  })
  return { filename: '.github/workflows/specwright.yml', content, test_files: files }
}

export async function generatePipeline(deps: Deps, projectId: string, body: PipelineBody) {
  const files = await testFiles(deps, projectId, body.specs)
  const content = gitlabPipeline({
    testFiles: files,
    browser: body.browser,
    playwrightVersion: PLAYWRIGHT_VERSION,
    nodeVersion: NODE_VERSION,
  })
  return { filename: '.gitlab-ci.yml', content, test_files: files }
}

export function receiverPath(projectId: string): string {
  return `/ci-workflow/${projectId}/webhook`
}

export async function getWebhookConfig(deps: Deps, projectId: string): Promise<WebhookConfig> {
  const row = await readConfig(deps, projectId, 'ci_webhook')
  return {
    configured: Boolean(row),
    repo_url: settingsOf<{ repo_url: string }>(row).repo_url ?? null,
    receiver_path: receiverPath(projectId),
    ...secretView(deps, row),
  }
}

export async function putWebhookConfig(
  deps: Deps,
  projectId: string,
  body: WebhookConfigBody,
  userId: string | undefined,
): Promise<WebhookConfig> {
  await saveConfig(deps, projectId, 'ci_webhook', { repo_url: body.repo_url }, body.webhook_secret, 'webhook_secret', userId)
  return getWebhookConfig(deps, projectId)
}

export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>
  rawBody: Buffer
}

const header = (h: WebhookRequest['headers'], name: string): string | undefined => {
  const v = h[name]
  return Array.isArray(v) ? v[0] : v
}

/**
 * Verifies and records one CI delivery. Every refusal is the same 401 and writes nothing: no webhook configured,
 * no or a wrong signature/token, no delivery id, or a delivery id already recorded (a replay).
 */
export async function receiveWebhook(deps: Deps, projectId: string, req: WebhookRequest): Promise<{ recorded: true; id: string }> {
  const refuse = () => new UnauthorizedError('Invalid or missing webhook signature')
  const row = await store.findConfig(deps.db, projectId, 'ci_webhook').catch(() => undefined)
  const opened = row ? deps.secrets.open(row.secret_sealed) : undefined
  if (!opened?.ok) throw refuse()
  const secret = opened.value
  let provider: 'github' | 'gitlab'
  let deliveryId: string | undefined
  let eventName: string
  if (header(req.headers, 'x-hub-signature-256') !== undefined) {
    if (!verifyGithubSignature(secret, req.rawBody, header(req.headers, 'x-hub-signature-256'))) throw refuse()
    provider = 'github'
    deliveryId = header(req.headers, 'x-github-delivery')
    eventName = header(req.headers, 'x-github-event') ?? 'unknown'
  } else if (header(req.headers, 'x-gitlab-token') !== undefined) {
    if (!verifyGitlabToken(secret, header(req.headers, 'x-gitlab-token'))) throw refuse()
    provider = 'gitlab'
    deliveryId = header(req.headers, 'x-gitlab-event-uuid') ?? header(req.headers, 'idempotency-key')
    eventName = header(req.headers, 'x-gitlab-event') ?? 'unknown'
  } else {
    throw refuse()
  }
  if (!deliveryId || deliveryId.length > 200) throw refuse()
  let payload: unknown = null
  try {
    payload = JSON.parse(req.rawBody.toString('utf8'))
  } catch {
    payload = null
  }
  const ev = provider === 'github' ? githubEvent(eventName.slice(0, 100), payload) : gitlabEvent(eventName.slice(0, 100), payload)
  const id = uuidv7()
  const inserted = await store.insertDelivery(deps.db, {
    id,
    project_id: projectId,
    provider,
    delivery_id: deliveryId,
    ...ev,
    received_at: deps.clock.nowIso(),
  })
  if (!inserted) throw refuse()
  return { recorded: true, id }
}

function toDelivery(r: DeliveryRow): Delivery {
  return { ...r, provider: r.provider === 'gitlab' ? 'gitlab' : 'github' }
}

export async function listDeliveries(deps: Deps, projectId: string, page: Page) {
  await readConfig(deps, projectId, 'ci_webhook')
  const { rows, total } = await store.listDeliveries(deps.db, projectId, page.limit, page.offset)
  return toPage(rows.map(toDelivery), total, page)
}
