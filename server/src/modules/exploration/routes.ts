import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.js'
import { access, authorizedProject } from '../../platform/auth/access.js'
import { pageOf } from '../../platform/http/pagination.js'
import { perMinute } from '../../platform/http/rate-limit.js'
import { commonErrorResponses, DetailSchema } from '../../platform/http/schemas.js'
import {
  CreateSessionBodySchema,
  ListSessionsQuerySchema,
  ProjectQuerySchema,
  ScreenshotParamsSchema,
  SessionDetailSchema,
  SessionParamsSchema,
  SessionSchema,
  StartBodySchema,
  StopParamsSchema,
} from './schemas.js'
import * as service from './service.js'

const tags = ['exploration']

/** Exploration sessions: a crawl of a target site that discovers pages, flows, forms, API endpoints and errors. */
export const explorationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/exploration/sessions',
    {
      config: { access: access.project('member') },
      schema: {
        tags,
        summary: 'Configure an exploration session (status `created`); POST /exploration/start runs it',
        body: CreateSessionBodySchema,
        response: { ...commonErrorResponses, 201: SessionSchema },
      },
    },
    async (req, reply) => {
      const { project_id: _p, ...body } = req.body
      return reply.code(201).send(await service.createSession(deps, authorizedProject(req), body, req.principal?.id ?? null))
    },
  )

  app.get(
    '/exploration/sessions',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Sessions of the project, newest first',
        querystring: ListSessionsQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(SessionSchema) },
      },
    },
    async (req) => service.listSessions(deps, authorizedProject(req), req.query, req.query.status),
  )

  app.get(
    '/exploration/sessions/:session_id',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'A session with everything discovered so far (pages, flows, forms, endpoints, errors, skipped actions)',
        params: SessionParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: SessionDetailSchema, 404: DetailSchema },
      },
    },
    async (req) => service.getSession(deps, authorizedProject(req), req.params.session_id),
  )

  app.get(
    '/exploration/sessions/:session_id/screenshots/:file',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'A page screenshot of a session (JPEG)',
        params: ScreenshotParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: z.any(), 404: DetailSchema },
      },
    },
    async (req, reply) =>
      reply
        .type('image/jpeg')
        .header('cache-control', 'private, max-age=3600')
        .send(await service.screenshot(deps, authorizedProject(req), req.params.session_id, req.params.file)),
  )

  app.post(
    '/exploration/start',
    {
      config: { access: access.project('member'), rateLimit: perMinute(5) },
      schema: {
        tags,
        summary: 'Start a created session (`session_id`) or a new one from the settings (a background job in an EXPLORATION browser slot)',
        body: StartBodySchema,
        response: { ...commonErrorResponses, 202: SessionSchema, 404: DetailSchema, 409: DetailSchema },
      },
    },
    async (req, reply) =>
      reply.code(202).send(await service.startSession(deps, authorizedProject(req), req.body, req.principal?.id ?? null)),
  )

  app.post(
    '/exploration/:id/stop',
    {
      config: { access: access.project('member'), rateLimit: perMinute(10) },
      schema: {
        tags,
        summary: 'Stop a session; what it found so far is kept',
        params: StopParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: SessionSchema, 404: DetailSchema, 409: DetailSchema },
      },
    },
    async (req) => service.stopSession(deps, authorizedProject(req), req.params.id),
  )
}
