import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.js'
import { access, authorizedProject } from '../../platform/auth/access.js'
import { pageOf } from '../../platform/http/pagination.js'
import { perMinute } from '../../platform/http/rate-limit.js'
import { commonErrorResponses, DetailSchema } from '../../platform/http/schemas.js'
import { lastEventId, type SseOptions, sendSse } from '../../platform/http/sse.js'
import { RunLogStreamSchema } from '../run-logs/schemas.js'
import { SpecSchema } from '../specs/schemas.js'
import { PRD_LIMIT_BYTES, readPrdUpload } from './extract.js'
import {
  DocumentParamsSchema,
  DocumentSchema,
  DocumentSummarySchema,
  DraftParamsSchema,
  GenerateBodySchema,
  GenerationParamsSchema,
  GenerationSchema,
  ListDocumentsQuerySchema,
  LogStreamQuerySchema,
  ProjectParamsSchema,
  SaveDraftBodySchema,
} from './schemas.js'
import * as service from './service.js'

const tags = ['prd']

export interface PrdRoutesOptions {
  deps: AppDeps
  /** Heartbeat and idle timings of the log stream (tests shorten them). */
  sse?: SseOptions
}

/** PRDs: upload (PDF or markdown), features, UI spec drafts generated as a job with a live log. */
export const prdRoutes: FastifyPluginAsyncZod<PrdRoutesOptions> = async (app, { deps, sse }) => {
  await app.register(multipart, { limits: { fileSize: PRD_LIMIT_BYTES, files: 1, fields: 5 } })
  const shutdown = new AbortController()
  app.addHook('preClose', async () => shutdown.abort())
  const who = (req: { principal?: { id: string } | undefined }) => req.principal?.id ?? null

  app.post(
    '/api/prd/:project_id/upload',
    {
      config: { access: access.project('editor'), rateLimit: perMinute(10) },
      schema: {
        tags,
        summary: 'Upload a PRD (multipart field "file": PDF or markdown, 5 MB); its text is extracted and split into features',
        consumes: ['multipart/form-data'],
        params: ProjectParamsSchema,
        response: { ...commonErrorResponses, 201: DocumentSchema, 404: DetailSchema, 413: DetailSchema, 415: DetailSchema },
      },
    },
    async (req, reply) => {
      const upload = await readPrdUpload(req)
      return reply.code(201).send(await service.uploadPrd(deps, authorizedProject(req), upload, who(req)))
    },
  )

  app.get(
    '/api/prd/:project_id/documents',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Uploaded PRDs, newest first',
        params: ProjectParamsSchema,
        querystring: ListDocumentsQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(DocumentSummarySchema) },
      },
    },
    async (req) => service.listDocuments(deps, authorizedProject(req), req.query),
  )

  app.get(
    '/api/prd/:project_id/documents/:document_id',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'A PRD with its features',
        params: DocumentParamsSchema,
        response: { ...commonErrorResponses, 200: DocumentSchema, 404: DetailSchema },
      },
    },
    async (req) => service.getDocument(deps, authorizedProject(req), req.params.document_id),
  )

  app.delete(
    '/api/prd/:project_id/documents/:document_id',
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Delete a PRD and its generations',
        params: DocumentParamsSchema,
        response: { ...commonErrorResponses, 200: z.object({ deleted: z.literal(true), id: z.string() }), 404: DetailSchema },
      },
    },
    async (req) => service.deleteDocument(deps, authorizedProject(req), req.params.document_id),
  )

  app.post(
    '/api/prd/:project_id/documents/:document_id/generate',
    {
      config: { access: access.project('editor'), rateLimit: perMinute(10) },
      schema: {
        tags,
        summary: 'Draft a UI spec per feature (a job; rules engine, or AI when configured); follow its log over SSE',
        params: DocumentParamsSchema,
        body: GenerateBodySchema,
        response: { ...commonErrorResponses, 202: GenerationSchema, 404: DetailSchema, 503: DetailSchema },
      },
    },
    async (req, reply) =>
      reply.code(202).send(await service.startGeneration(deps, authorizedProject(req), req.params.document_id, req.body, who(req))),
  )

  app.get(
    '/api/prd/:project_id/documents/:document_id/generations',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: "A PRD's generations, newest first",
        params: DocumentParamsSchema,
        response: { ...commonErrorResponses, 200: z.object({ items: z.array(GenerationSchema) }), 404: DetailSchema },
      },
    },
    async (req) => service.listGenerations(deps, authorizedProject(req), req.params.document_id),
  )

  app.get(
    '/api/prd/:project_id/generation/:id',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'A generation with its drafts (validated by the UI spec grammar)',
        params: GenerationParamsSchema,
        response: { ...commonErrorResponses, 200: GenerationSchema, 404: DetailSchema },
      },
    },
    async (req) => service.getGeneration(deps, authorizedProject(req), req.params.id),
  )

  app.post(
    '/api/prd/:project_id/generation/:id/cancel',
    {
      config: { access: access.project('editor') },
      schema: {
        tags,
        summary: 'Stop a queued or running generation',
        params: GenerationParamsSchema,
        response: { ...commonErrorResponses, 200: GenerationSchema, 404: DetailSchema, 409: DetailSchema },
      },
    },
    async (req) => service.cancelGeneration(deps, authorizedProject(req), req.params.id),
  )

  app.post(
    '/api/prd/:project_id/generation/:id/drafts/:index/save',
    {
      config: { access: access.project('editor') },
      schema: {
        tags,
        summary: 'Save a draft as a UI spec of the project (tagged "prd")',
        params: DraftParamsSchema,
        body: SaveDraftBodySchema,
        response: { ...commonErrorResponses, 201: SpecSchema, 404: DetailSchema, 409: DetailSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await service.saveDraft(deps, authorizedProject(req), req.params.id, req.params.index, req.body.name)),
  )

  app.get(
    '/api/prd/:project_id/generation/:id/log/stream',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: "Follow a generation's log live (server-sent events, resumable with Last-Event-ID)",
        params: GenerationParamsSchema,
        querystring: LogStreamQuerySchema,
        response: { ...commonErrorResponses, 200: RunLogStreamSchema, 404: DetailSchema },
      },
    },
    async (req, reply) => {
      const after = lastEventId(req) ?? req.query.last_event_id ?? 0
      const source = await service.openGenerationLog(deps, authorizedProject(req), req.params.id, after)
      await sendSse(req, reply, source, { ...sse, signal: shutdown.signal })
    },
  )
}
