import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../../app-deps.js'
import { access, authorizedProject } from '../../../platform/auth/access.js'
import { pageOf, pageQuery } from '../../../platform/http/pagination.js'
import { perMinute } from '../../../platform/http/rate-limit.js'
import { baseErrorResponses, DetailSchema } from '../../../platform/http/schemas.js'
import { removeConfig } from '../config-service.js'
import { localErrors } from '../route-schemas.js'
import {
  DeletedConfigSchema,
  DeliverySchema,
  GeneratedFileSchema,
  PipelineBodySchema,
  ProjectParamsSchema,
  WebhookAckSchema,
  WebhookConfigBodySchema,
  WebhookConfigSchema,
  WorkflowBodySchema,
} from '../schemas.js'
import * as service from './service.js'

const tags = ['integrations: CI']

/** CI files for GitHub Actions (/ci-workflow) and GitLab CI (/ci-pipeline), and the signed webhook receiver. */
export const ciRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/ci-workflow/:project_id/generate-workflow',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'A GitHub Actions workflow running the generated tests (Node, browser, npx playwright test, HTML report, JUnit)',
        params: ProjectParamsSchema,
        body: WorkflowBodySchema,
        response: { ...localErrors, 200: GeneratedFileSchema },
      },
    },
    async (req) => service.generateWorkflow(deps, authorizedProject(req), req.body),
  )

  app.post(
    '/ci-pipeline/:project_id/generate-config',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'A .gitlab-ci.yml running the generated tests in the Playwright image (HTML report artifact, JUnit report)',
        params: ProjectParamsSchema,
        body: PipelineBodySchema,
        response: { ...localErrors, 200: GeneratedFileSchema },
      },
    },
    async (req) => service.generatePipeline(deps, authorizedProject(req), req.body),
  )

  app.get(
    '/ci-workflow/:project_id/webhook-config',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'The webhook configuration (the secret is never returned)',
        params: ProjectParamsSchema,
        response: { ...localErrors, 200: WebhookConfigSchema },
      },
    },
    async (req) => service.getWebhookConfig(deps, authorizedProject(req)),
  )

  app.post(
    '/ci-workflow/:project_id/webhook-config',
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Save the repository and webhook secret (write-only, encrypted at rest)',
        params: ProjectParamsSchema,
        body: WebhookConfigBodySchema,
        response: { ...localErrors, 200: WebhookConfigSchema },
      },
    },
    async (req) => service.putWebhookConfig(deps, authorizedProject(req), req.body, req.principal?.id),
  )

  app.get(
    '/ci-workflow/:project_id/deliveries',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'CI results received through the webhook, newest first',
        params: ProjectParamsSchema,
        querystring: pageQuery(),
        response: { ...localErrors, 200: pageOf(DeliverySchema) },
      },
    },
    async (req) => service.listDeliveries(deps, authorizedProject(req), req.query),
  )

  // The receiver reads the raw body (the signature covers the exact bytes), so it gets its own JSON parser.
  await app.register(async (plain) => {
    const hook = plain.withTypeProvider<ZodTypeProvider>()
    hook.removeAllContentTypeParsers()
    hook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body))
    hook.post(
      '/ci-workflow/:project_id/webhook',
      {
        config: { access: access.public, rateLimit: perMinute(120) },
        schema: {
          tags,
          summary:
            'Webhook receiver (public, signature-checked): GitHub X-Hub-Signature-256 + X-GitHub-Delivery, or GitLab X-Gitlab-Token + X-Gitlab-Event-UUID. Wrong, missing or replayed: 401, nothing recorded',
          params: ProjectParamsSchema,
          response: { ...baseErrorResponses, 200: WebhookAckSchema, 401: DetailSchema },
        },
      },
      async (req) =>
        service.receiveWebhook(deps, req.params.project_id, {
          headers: req.headers,
          rawBody: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
        }),
    )
  })

  app.delete(
    '/ci-workflow/:project_id/webhook-config',
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Remove the webhook configuration and secret: every later delivery is refused',
        params: ProjectParamsSchema,
        response: { ...localErrors, 200: DeletedConfigSchema },
      },
    },
    async (req) => removeConfig(deps, authorizedProject(req), 'ci_webhook'),
  )
}
