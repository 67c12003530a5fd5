import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.js'
import { access, authorizedProject } from '../../platform/auth/access.js'
import { pageOf } from '../../platform/http/pagination.js'
import { perMinute } from '../../platform/http/rate-limit.js'
import { commonErrorResponses, DetailSchema } from '../../platform/http/schemas.js'
import {
  AskBodySchema,
  AskResultSchema,
  ConversationDetailSchema,
  ConversationParamsSchema,
  ConversationSchema,
  ListConversationsQuerySchema,
  ProjectQuerySchema,
} from './schemas.js'
import * as service from './service.js'

const tags = ['chat']

/** The assistant: questions over the project's records with cited sources; each user's conversations are their own. */
export const chatRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/chat/messages',
    {
      config: { access: access.project('viewer'), rateLimit: perMinute(20) },
      schema: {
        tags,
        summary: "Ask the assistant (AI only) about the project's specs, runs and results; the answer cites its sources",
        body: AskBodySchema,
        response: { ...commonErrorResponses, 201: AskResultSchema, 404: DetailSchema, 502: DetailSchema, 503: DetailSchema },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await service.ask(deps, authorizedProject(req), service.askerOf(req.principal), req.body.content, req.body.conversation_id)),
  )

  app.get(
    '/chat/conversations',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: "The caller's conversations in the project, latest first",
        querystring: ListConversationsQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(ConversationSchema) },
      },
    },
    async (req) => service.listConversations(deps, authorizedProject(req), service.askerOf(req.principal), req.query),
  )

  app.get(
    '/chat/conversations/:conversation_id',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'A conversation with its messages and cited sources',
        params: ConversationParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: ConversationDetailSchema, 404: DetailSchema },
      },
    },
    async (req) => service.getConversation(deps, authorizedProject(req), service.askerOf(req.principal), req.params.conversation_id),
  )

  app.delete(
    '/chat/conversations/:conversation_id',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Delete one of your conversations',
        params: ConversationParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: z.object({ deleted: z.literal(true), id: z.string() }), 404: DetailSchema },
      },
    },
    async (req) => service.deleteConversation(deps, authorizedProject(req), service.askerOf(req.principal), req.params.conversation_id),
  )
}
