import fs from 'node:fs'
import path from 'node:path'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.js'
import { access, authorizedProject } from '../../platform/auth/access.js'
import { pageOf } from '../../platform/http/pagination.js'
import { perMinute } from '../../platform/http/rate-limit.js'
import { commonErrorResponses, DetailSchema } from '../../platform/http/schemas.js'
import {
  ArtifactParamsSchema,
  BulkRunBodySchema,
  BulkRunResultSchema,
  DeletedRunSchema,
  ListMemoryQuerySchema,
  ListRunsQuerySchema,
  MemoryEntrySchema,
  ProjectQuerySchema,
  RunDetailSchema,
  RunParamsSchema,
  RunSummarySchema,
  StartRunBodySchema,
} from './schemas.js'
import * as service from './service.js'

const tags = ['runs']

/** UI test runs (plan → generate → validate → heal) and the selector memory healing uses. */
export const runRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/runs',
    {
      config: { access: access.project('member'), rateLimit: perMinute(30) },
      schema: {
        tags,
        summary: 'Run a UI spec: plan, generate, validate, heal (a background job taking a browser slot)',
        body: StartRunBodySchema,
        response: { ...commonErrorResponses, 202: RunSummarySchema, 404: DetailSchema, 409: DetailSchema, 503: DetailSchema },
      },
    },
    async (req, reply) => reply.code(202).send(await service.startRun(deps, authorizedProject(req), req.body.spec_name, req.body)),
  )

  app.post(
    '/runs/bulk',
    {
      config: { access: access.project('member'), rateLimit: perMinute(5) },
      schema: {
        tags,
        summary: 'Run several UI specs',
        body: BulkRunBodySchema,
        response: { ...commonErrorResponses, 202: BulkRunResultSchema, 404: DetailSchema, 409: DetailSchema, 503: DetailSchema },
      },
    },
    async (req, reply) => reply.code(202).send(await service.startBulk(deps, authorizedProject(req), req.body.spec_names, req.body)),
  )

  app.get(
    '/runs',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Runs, newest first',
        querystring: ListRunsQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(RunSummarySchema) },
      },
    },
    async (req) =>
      service.listRuns(deps, authorizedProject(req), req.query, {
        status: req.query.status,
        spec: req.query.spec,
        dateFrom: req.query.date_from,
        dateTo: req.query.date_to,
      }),
  )

  app.get(
    '/runs/:run_id',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'A run with stages, plan, code, every attempt (heal diff and classification) and artifacts',
        params: RunParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: RunDetailSchema, 404: DetailSchema },
      },
    },
    async (req) => service.getRun(deps, authorizedProject(req), req.params.run_id),
  )

  app.post(
    '/runs/:run_id/cancel',
    {
      config: { access: access.project('member') },
      schema: {
        tags,
        summary: 'Cancel a queued or running run',
        params: RunParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: RunSummarySchema, 404: DetailSchema, 409: DetailSchema },
      },
    },
    async (req) => service.cancelRun(deps, authorizedProject(req), req.params.run_id),
  )

  app.delete(
    '/runs/:run_id',
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Delete a finished run and its artifacts',
        params: RunParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: DeletedRunSchema, 404: DetailSchema, 409: DetailSchema },
      },
    },
    async (req) => service.deleteRun(deps, authorizedProject(req), req.params.run_id),
  )

  app.get(
    '/runs/:run_id/artifacts/*',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Download a run artifact (test file, report, screenshot, trace)',
        params: ArtifactParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: z.unknown(), 404: DetailSchema },
      },
    },
    async (req, reply) => {
      const file = await service.artifactPath(deps, authorizedProject(req), req.params.run_id, req.params['*'])
      return reply
        .header('content-disposition', `attachment; filename="${path.basename(file)}"`)
        .type('application/octet-stream')
        .send(fs.createReadStream(file))
    },
  )

  app.get(
    '/api/memory',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags: ['memory'],
        summary: 'Selector memory per spec (paged, by spec name)',
        querystring: ListMemoryQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(MemoryEntrySchema) },
      },
    },
    async (req) => service.listMemory(deps, authorizedProject(req), req.query),
  )

  app.delete(
    '/api/memory/*',
    {
      config: { access: access.project('editor') },
      schema: {
        tags: ['memory'],
        summary: "Forget a spec's selector memory (the next run resolves targets afresh)",
        params: z.object({ '*': z.string().min(1).max(300) }),
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: DeletedRunSchema, 404: DetailSchema },
      },
    },
    async (req) => service.forgetMemory(deps, authorizedProject(req), req.params['*']),
  )
}
