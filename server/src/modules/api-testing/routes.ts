import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.js'
import { access, authorizedProject } from '../../platform/auth/access.js'
import { pageOf } from '../../platform/http/pagination.js'
import { commonErrorResponses, DetailSchema } from '../../platform/http/schemas.js'
import { fetchOpenApiDocument, readOpenApiUpload, UPLOAD_LIMIT_BYTES } from './import-source.js'
import { startBatch } from './run-batch.js'
import * as runs from './run-service.js'
import {
  API_ENGINE_CHOICES,
  ApiRunBatchStartedSchema,
  ApiRunQuerySchema,
  ApiRunSchema,
  ApiRunSummarySchema,
  ApiSpecSchema,
  ApiSpecSummarySchema,
  CreateApiSpecBodySchema,
  DeletedSpecSchema,
  ImportQuerySchema,
  ImportResultSchema,
  ImportUrlBodySchema,
  ListRunsQuerySchema,
  ListSpecsQuerySchema,
  ProjectQuerySchema,
  RunParamsSchema,
  SpecWildcardParamsSchema,
  StartApiRunBatchBodySchema,
  StartRunResultSchema,
  UpdateApiSpecBodySchema,
  ValidateApiSpecBodySchema,
  ValidationResultSchema,
} from './schemas.js'
import * as specs from './service.js'

const tags = ['api-testing']

/**
 * /api-testing: markdown API specs (folder names may contain slashes: `/api-testing/specs/shop/products`),
 * OpenAPI import, runs as background jobs with per-test evidence and generated code.
 */
export const apiTestingRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 5 } })

  app.get(
    '/api-testing/specs',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'List API specs',
        querystring: ListSpecsQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(ApiSpecSummarySchema) },
      },
    },
    async (req) => specs.listSpecs(deps, authorizedProject(req), req.query, req.query.q),
  )

  app.post(
    '/api-testing/specs',
    {
      config: { access: access.project('member') },
      schema: {
        tags,
        summary: 'Create an API spec (saved even with parse errors, which the response lists by line)',
        body: CreateApiSpecBodySchema,
        response: { ...commonErrorResponses, 201: ApiSpecSchema, 409: DetailSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await specs.createSpec(deps, authorizedProject(req), req.body)),
  )

  app.post(
    '/api-testing/specs/validate',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: "Parse spec markdown without saving (live editor errors, placeholders checked against the project's variables)",
        querystring: ProjectQuerySchema,
        body: ValidateApiSpecBodySchema,
        response: { ...commonErrorResponses, 200: ValidationResultSchema },
      },
    },
    async (req) => specs.validateForProject(deps, authorizedProject(req), req.body.content),
  )

  app.get(
    '/api-testing/specs/*',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Get an API spec by folder name',
        params: SpecWildcardParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: ApiSpecSchema, 404: DetailSchema },
      },
    },
    async (req) => specs.getSpec(deps, authorizedProject(req), req.params['*']),
  )

  app.put(
    '/api-testing/specs/*',
    {
      config: { access: access.project('editor') },
      schema: {
        tags,
        summary: 'Update or rename an API spec',
        params: SpecWildcardParamsSchema,
        querystring: ProjectQuerySchema,
        body: UpdateApiSpecBodySchema,
        response: { ...commonErrorResponses, 200: ApiSpecSchema, 404: DetailSchema, 409: DetailSchema },
      },
    },
    async (req) => specs.updateSpec(deps, authorizedProject(req), req.params['*'], req.body),
  )

  app.delete(
    '/api-testing/specs/*',
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Delete an API spec',
        params: SpecWildcardParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: DeletedSpecSchema, 404: DetailSchema },
      },
    },
    async (req) => specs.deleteSpec(deps, authorizedProject(req), req.params['*']),
  )

  // `POST /api-testing/specs/<folder>/run`: folder names contain slashes, so the run action is the last segment.
  app.post(
    '/api-testing/specs/*',
    {
      config: { access: access.project('member') },
      schema: {
        tags,
        summary: 'Run an API spec as a background job: POST /api-testing/specs/{folder}/run',
        params: SpecWildcardParamsSchema,
        querystring: ProjectQuerySchema,
        body: z
          .object({
            project_id: z.string().optional(),
            include_opt_in: z
              .boolean()
              .optional()
              .describe('Also run the tests under "## Opt-in Tests" (operations an import does not run by default)'),
            engine: z
              .enum(API_ENGINE_CHOICES)
              .optional()
              .describe(
                'auto (default): AI for steps the rules do not understand when a provider is configured; rules: never; ai: 503 without one',
              ),
          })
          .strict()
          .nullish(),
        response: { ...commonErrorResponses, 202: StartRunResultSchema, 404: DetailSchema, 503: DetailSchema },
      },
    },
    async (req, reply) =>
      reply.code(202).send(
        await runs.startRunAt(deps, authorizedProject(req), req.params['*'], {
          includeOptIn: req.body?.include_opt_in === true,
          ...(req.body?.engine ? { engine: req.body.engine } : {}),
        }),
      ),
  )

  app.post(
    '/api-testing/import-openapi',
    {
      config: { access: access.project('member') },
      schema: {
        tags,
        summary: 'Import an OpenAPI 3.0/3.1 or Swagger 2 document (multipart field "file", JSON or YAML, 5 MB)',
        description: 'Creates one spec per endpoint group (tag, else first path segment) under specs/api/. `dry_run=true` previews.',
        consumes: ['multipart/form-data'],
        querystring: ImportQuerySchema,
        response: { ...commonErrorResponses, 200: ImportResultSchema, 413: DetailSchema, 415: DetailSchema },
      },
    },
    async (req) => {
      const text = await readOpenApiUpload(req)
      return specs.importSpecs(deps, authorizedProject(req), text, { baseUrl: req.query.base_url, dryRun: req.query.dry_run })
    },
  )

  app.post(
    '/api-testing/import-openapi/url',
    {
      config: { access: access.project('member') },
      schema: {
        tags,
        summary: 'Import an OpenAPI document from a URL',
        body: ImportUrlBodySchema,
        response: { ...commonErrorResponses, 200: ImportResultSchema, 413: DetailSchema },
      },
    },
    async (req) => {
      const text = await fetchOpenApiDocument(req.body.url, { allowPrivate: deps.config.importAllowPrivate })
      return specs.importSpecs(deps, authorizedProject(req), text, { baseUrl: req.body.base_url, dryRun: req.body.dry_run })
    },
  )

  app.get(
    '/api-testing/runs',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'API run history',
        querystring: ListRunsQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(ApiRunSummarySchema) },
      },
    },
    async (req) => runs.listRuns(deps, authorizedProject(req), req.query, { status: req.query.status, spec: req.query.spec }),
  )

  app.post(
    '/api-testing/runs/batch',
    {
      config: { access: access.project('member') },
      schema: {
        tags,
        summary: 'Run several API specs (default: every spec an OpenAPI import created) as one job sharing one Playwright runner',
        description:
          'One run record per spec, each with its own result, log and artifacts; the specs run one after another in one runner. ' +
          'Every spec is checked before anything is queued (422 naming the spec).',
        querystring: ProjectQuerySchema,
        body: StartApiRunBatchBodySchema,
        response: { ...commonErrorResponses, 202: ApiRunBatchStartedSchema, 404: DetailSchema, 503: DetailSchema },
      },
    },
    async (req, reply) => reply.code(202).send(await startBatch(deps, authorizedProject(req), req.body)),
  )

  app.get(
    '/api-testing/runs/:run_id',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'An API run: status, per-test results with request/response evidence, attempts, code and logs',
        params: RunParamsSchema,
        querystring: ApiRunQuerySchema,
        response: { ...commonErrorResponses, 200: ApiRunSchema, 404: DetailSchema },
      },
    },
    async (req) => runs.getRun(deps, authorizedProject(req), req.params.run_id, { after: req.query.log_after, limit: req.query.log_limit }),
  )

  app.get(
    '/api-testing/runs/:run_id/code',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Download the generated Playwright test of a run',
        params: RunParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: z.string(), 404: DetailSchema },
      },
    },
    async (req, reply) => {
      const { fileName, code } = await runs.getRunCode(deps, authorizedProject(req), req.params.run_id)
      return reply.type('text/plain; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(code)
    },
  )
}
