import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.js'
import { access, authorizedProject } from '../../platform/auth/access.js'
import { perMinute } from '../../platform/http/rate-limit.js'
import { commonErrorResponses, DetailSchema } from '../../platform/http/schemas.js'
import * as providers from './provider-service.js'
import {
  CreateProviderBodySchema,
  IdParamsSchema,
  ProjectQuerySchema,
  ProviderSchema,
  TestConnectionSchema,
  UpdateProviderBodySchema,
} from './schemas.js'

const tags = ['llm-testing']
const notFound = { 404: DetailSchema }

/** LLM evaluation: OpenAI-compatible providers (keys write-only) and their connection test. See docs/llm-testing.md. */
export const llmProviderRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // ---- providers
  app.post(
    '/llm-testing/providers',
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Register an OpenAI-compatible provider (the API key is write-only)',
        body: CreateProviderBodySchema,
        response: { ...commonErrorResponses, 201: ProviderSchema, 409: DetailSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await providers.createProvider(deps, authorizedProject(req), req.body)),
  )
  app.get(
    '/llm-testing/providers',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: "The project's providers, by name",
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: z.object({ items: z.array(ProviderSchema) }) },
      },
    },
    async (req) => providers.listProviders(deps, authorizedProject(req)),
  )
  app.get(
    '/llm-testing/providers/:id',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'One provider',
        params: IdParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: ProviderSchema, ...notFound },
      },
    },
    async (req) => providers.getProvider(deps, authorizedProject(req), req.params.id),
  )
  app.put(
    '/llm-testing/providers/:id',
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Change a provider (api_key: new value, null to remove, absent to keep)',
        params: IdParamsSchema,
        body: UpdateProviderBodySchema,
        response: { ...commonErrorResponses, 200: ProviderSchema, 409: DetailSchema, ...notFound },
      },
    },
    async (req) => providers.updateProvider(deps, authorizedProject(req), req.params.id, req.body),
  )
  app.delete(
    '/llm-testing/providers/:id',
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Delete a provider (its past runs stay)',
        params: IdParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: z.object({ deleted: z.literal(true), id: z.string() }), ...notFound },
      },
    },
    async (req) => providers.deleteProvider(deps, authorizedProject(req), req.params.id),
  )
  app.post(
    '/llm-testing/providers/:id/test',
    {
      config: { access: access.project('member'), rateLimit: perMinute(20) },
      schema: {
        tags,
        summary: 'Test connection: lists the models with the stored key and checks model_id is offered',
        params: IdParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: TestConnectionSchema, 409: DetailSchema, ...notFound },
      },
    },
    async (req) => providers.testConnection(deps, authorizedProject(req), req.params.id),
  )
}
