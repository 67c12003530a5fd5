import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { access, authorizedProject } from '../../platform/auth/access.js'
import { pageOf } from '../../platform/http/pagination.js'
import { perMinute } from '../../platform/http/rate-limit.js'
import { commonErrorResponses, DetailSchema } from '../../platform/http/schemas.js'
import {
  AddMemberBodySchema,
  CreateProjectBodySchema,
  DeletedSchema,
  ListProjectsQuerySchema,
  MemberParamsSchema,
  MemberSchema,
  ProjectParamsSchema,
  ProjectSchema,
  UpdateMemberBodySchema,
  UpdateProjectBodySchema,
} from './schemas.js'
import * as service from './service.js'

export const projectRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['projects']
  const caller = (req: FastifyRequest) => ({
    principal: req.principal,
    requireAuth: deps.config.requireAuth,
    actorRole: req.projectRole,
  })

  app.get(
    '/projects',
    {
      config: { access: access.user },
      schema: {
        tags,
        summary: 'Projects I can see',
        querystring: ListProjectsQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(ProjectSchema) },
      },
    },
    async (req) => service.listProjects(deps, caller(req), req.query),
  )

  app.post(
    '/projects',
    {
      config: { access: access.user, rateLimit: perMinute(10) },
      schema: {
        tags,
        summary: 'Create a project (the creator becomes its owner)',
        body: CreateProjectBodySchema,
        response: { ...commonErrorResponses, 201: ProjectSchema, 409: DetailSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.createProject(deps, req.principal, req.body)),
  )

  app.get(
    '/projects/:project_id',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Get a project',
        params: ProjectParamsSchema,
        response: { ...commonErrorResponses, 200: ProjectSchema, 404: DetailSchema },
      },
    },
    async (req) => service.getProject(deps, authorizedProject(req), req.principal?.id),
  )

  app.put(
    '/projects/:project_id',
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Update a project',
        params: ProjectParamsSchema,
        body: UpdateProjectBodySchema,
        response: { ...commonErrorResponses, 200: ProjectSchema, 404: DetailSchema, 409: DetailSchema },
      },
    },
    async (req) => service.updateProject(deps, authorizedProject(req), req.principal?.id, req.body),
  )

  app.delete(
    '/projects/:project_id',
    {
      config: { access: access.project('owner') },
      schema: {
        tags,
        summary: 'Delete a project (not the default one)',
        params: ProjectParamsSchema,
        response: { ...commonErrorResponses, 200: DeletedSchema, 400: DetailSchema, 404: DetailSchema },
      },
    },
    async (req) => service.deleteProject(deps, authorizedProject(req)),
  )

  app.get(
    '/projects/:project_id/members',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'List members',
        params: ProjectParamsSchema,
        response: { ...commonErrorResponses, 200: MemberSchema.array(), 404: DetailSchema },
      },
    },
    async (req) => service.listMembers(deps, authorizedProject(req)),
  )

  app.post(
    '/projects/:project_id/members',
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Add a member by user id or email',
        params: ProjectParamsSchema,
        body: AddMemberBodySchema,
        response: { ...commonErrorResponses, 201: MemberSchema, 404: DetailSchema, 409: DetailSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.addProjectMember(deps, caller(req), authorizedProject(req), req.body)),
  )

  app.put(
    '/projects/:project_id/members/:user_id',
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: "Change a member's role",
        params: MemberParamsSchema,
        body: UpdateMemberBodySchema,
        response: { ...commonErrorResponses, 200: MemberSchema, 404: DetailSchema, 409: DetailSchema },
      },
    },
    async (req) => service.changeMemberRole(deps, caller(req), authorizedProject(req), req.params.user_id, req.body.role),
  )

  app.delete(
    '/projects/:project_id/members/:user_id',
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Remove a member',
        params: MemberParamsSchema,
        response: { ...commonErrorResponses, 200: DeletedSchema, 404: DetailSchema, 409: DetailSchema },
      },
    },
    async (req) => service.removeMember(deps, caller(req), authorizedProject(req), req.params.user_id),
  )
}
