import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.js'
import { access } from '../../platform/auth/access.js'
import { pageOf } from '../../platform/http/pagination.js'
import { perMinute } from '../../platform/http/rate-limit.js'
import { commonErrorResponses, DetailSchema } from '../../platform/http/schemas.js'
import { exportBatch } from './export.js'
import {
  BatchDetailSchema,
  BatchParamsSchema,
  BatchSummarySchema,
  CompareQuerySchema,
  CompareResultSchema,
  CreateBatchBodySchema,
  ExportQuerySchema,
  ListBatchesQuerySchema,
  ProjectQuerySchema,
  TrendQuerySchema,
  TrendSchema,
} from './schemas.js'
import * as service from './service.js'

const tags = ['regression']

/** Regression batches: groups of UI and API specs run together, compared, trended and exported. */
export const regressionRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/regression/batches',
    {
      config: { access: access.project('member'), rateLimit: perMinute(10) },
      schema: {
        tags,
        summary: 'Run a batch of UI and API specs (a background job; runs bounded by max_parallel and the browser pool)',
        body: CreateBatchBodySchema,
        response: { ...commonErrorResponses, 202: BatchSummarySchema, 409: DetailSchema },
      },
    },
    async (req, reply) =>
      reply
        .code(202)
        .send(await service.createBatch(deps, req.body.project_id ?? 'default', req.body, { createdBy: req.principal?.id ?? null })),
  )

  app.get(
    '/regression/batches',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Batches, newest first, by status and creation date (UTC days, inclusive)',
        querystring: ListBatchesQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(BatchSummarySchema) },
      },
    },
    async (req) =>
      service.listBatches(deps, req.query.project_id, req.query, {
        status: req.query.status,
        dateFrom: req.query.date_from,
        dateTo: req.query.date_to,
      }),
  )

  app.get(
    '/regression/trend',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Success rate of the last completed batches, oldest first',
        querystring: TrendQuerySchema,
        response: { ...commonErrorResponses, 200: TrendSchema },
      },
    },
    async (req) => service.batchTrend(deps, req.query.project_id, req.query.limit),
  )

  app.get(
    '/regression/compare',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Compare two batches: new failures, fixed, still failing, flaky, added, removed',
        querystring: CompareQuerySchema,
        response: { ...commonErrorResponses, 200: CompareResultSchema, 404: DetailSchema },
      },
    },
    async (req) => service.compareBatches(deps, req.query.project_id, req.query.base, req.query.head),
  )

  app.get(
    '/regression/batches/:batch_id',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'A batch with every spec and its run',
        params: BatchParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: BatchDetailSchema, 404: DetailSchema },
      },
    },
    async (req) => service.getBatch(deps, req.query.project_id, req.params.batch_id),
  )

  app.patch(
    '/regression/batches/:batch_id/refresh',
    {
      config: { access: access.project('member') },
      schema: {
        tags,
        summary: 'Recompute the pass/fail/error counts from the specs',
        params: BatchParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: BatchDetailSchema, 404: DetailSchema },
      },
    },
    async (req) => service.refreshBatch(deps, req.query.project_id, req.params.batch_id),
  )

  app.post(
    '/regression/batches/:batch_id/cancel',
    {
      config: { access: access.project('member') },
      schema: {
        tags,
        summary: 'Cancel a queued or running batch: its runs stop, specs not finished are skipped',
        params: BatchParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: BatchSummarySchema, 404: DetailSchema, 409: DetailSchema },
      },
    },
    async (req) => service.cancelBatch(deps, req.query.project_id, req.params.batch_id),
  )

  app.get(
    '/regression/batches/:batch_id/export',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Download a report: html (self-contained), json, csv or junit (JUnit XML for CI)',
        params: BatchParamsSchema,
        querystring: ExportQuerySchema,
        response: { ...commonErrorResponses, 200: z.string(), 404: DetailSchema },
      },
    },
    async (req, reply) => {
      const batch = await service.getBatch(deps, req.query.project_id, req.params.batch_id)
      const dashboardUrl = deps.config.allowedOrigins[0]
      const file = exportBatch(batch, req.query.format, { dashboardUrl })
      return reply.type(file.contentType).header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.body)
    },
  )
}
