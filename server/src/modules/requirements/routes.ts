import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { access, authorizedProject } from '../../platform/auth/access.js'
import { pageOf } from '../../platform/http/pagination.js'
import { commonErrorResponses, DetailSchema } from '../../platform/http/schemas.js'
import {
  CreateRequirementBodySchema,
  GenerateBodySchema,
  GeneratedSchema,
  ListRequirementsQuerySchema,
  ProjectQuerySchema,
  RequirementParamsSchema,
  RequirementSchema,
  UpdateRequirementBodySchema,
} from './schemas.js'
import * as service from './service.js'

const tags = ['requirements']

/** Requirements: written by hand or derived from an exploration, coded REQ-0001.. per project. */
export const requirementRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/requirements',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Requirements of the project by code, filtered by category, priority, review status or words',
        querystring: ListRequirementsQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(RequirementSchema) },
      },
    },
    async (req) => service.listRequirements(deps, authorizedProject(req), req.query, req.query),
  )

  app.post(
    '/requirements',
    {
      config: { access: access.project('member') },
      schema: {
        tags,
        summary: "Write a requirement; it gets the project's next code (REQ-0001, …) and is flagged when it nearly repeats one",
        body: CreateRequirementBodySchema,
        response: { ...commonErrorResponses, 201: RequirementSchema, 404: DetailSchema },
      },
    },
    async (req, reply) => {
      const { project_id: _p, ...body } = req.body
      return reply.code(201).send(await service.createRequirement(deps, authorizedProject(req), body, req.principal?.id ?? null))
    },
  )

  app.get(
    '/requirements/:req_id',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'One requirement',
        params: RequirementParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: RequirementSchema, 404: DetailSchema },
      },
    },
    async (req) => service.getRequirement(deps, authorizedProject(req), req.params.req_id),
  )

  app.put(
    '/requirements/:req_id',
    {
      config: { access: access.project('editor') },
      schema: {
        tags,
        summary: 'Edit or review a requirement (title, category, priority, acceptance criteria, description, status)',
        params: RequirementParamsSchema,
        body: UpdateRequirementBodySchema,
        response: { ...commonErrorResponses, 200: RequirementSchema, 404: DetailSchema },
      },
    },
    async (req) => {
      const { project_id: _p, ...body } = req.body
      return service.updateRequirement(deps, authorizedProject(req), req.params.req_id, body)
    },
  )

  app.post(
    '/requirements/generate',
    {
      config: { access: access.project('member') },
      schema: {
        tags,
        summary: 'Derive requirements from a completed or stopped exploration session (one per form, flow, page group, error class)',
        body: GenerateBodySchema,
        response: { ...commonErrorResponses, 201: GeneratedSchema, 404: DetailSchema, 409: DetailSchema },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await service.generateFromSession(deps, authorizedProject(req), req.body.exploration_session_id, req.principal?.id ?? null)),
  )
}
