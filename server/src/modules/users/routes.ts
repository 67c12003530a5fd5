import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { access } from '../../platform/auth/access.js'
import { pageOf } from '../../platform/http/pagination.js'
import { commonErrorResponses, DetailSchema } from '../../platform/http/schemas.js'
import { endSessionsAfterPasswordChange } from '../auth/service.js'
import {
  AdminUpdateUserBodySchema,
  CreateUserBodySchema,
  ListUsersQuerySchema,
  UpdateMeBodySchema,
  UserParamsSchema,
  UserSchema,
} from './schemas.js'
import * as service from './service.js'

export const userRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['users']

  app.get(
    '/admin/users',
    {
      config: { access: access.superuser },
      schema: {
        tags,
        summary: 'List users',
        querystring: ListUsersQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(UserSchema) },
      },
    },
    async (req) => service.listUsers(deps, req.query, req.query.q),
  )

  app.post(
    '/admin/users',
    {
      config: { access: access.superuser },
      schema: {
        tags,
        summary: 'Create a user',
        body: CreateUserBodySchema,
        response: { ...commonErrorResponses, 201: UserSchema, 409: DetailSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.createUser(deps, req.body)),
  )

  app.get(
    '/admin/users/:user_id',
    {
      config: { access: access.superuser },
      schema: {
        tags,
        summary: 'Get a user',
        params: UserParamsSchema,
        response: { ...commonErrorResponses, 200: UserSchema, 404: DetailSchema },
      },
    },
    async (req) => service.getUser(deps, req.params.user_id),
  )

  app.put(
    '/admin/users/:user_id',
    {
      config: { access: access.superuser },
      schema: {
        tags,
        summary: 'Update a user (activate, superuser flag, unlock)',
        description: 'Send `{"failed_login_attempts": 0, "locked_until": null}` to unlock a locked account.',
        params: UserParamsSchema,
        body: AdminUpdateUserBodySchema,
        response: { ...commonErrorResponses, 200: UserSchema, 400: DetailSchema, 404: DetailSchema },
      },
    },
    async (req) => service.adminUpdateUser(deps, req.principal, req.params.user_id, req.body),
  )

  app.get(
    '/users/me',
    {
      config: { access: access.self },
      schema: { tags, summary: 'My account', response: { ...commonErrorResponses, 200: UserSchema } },
    },
    async (req) => service.getUser(deps, req.principal?.id ?? ''),
  )

  app.put(
    '/users/me',
    {
      config: { access: access.self },
      schema: {
        tags,
        summary: 'Update my name or password (a new password ends every session, this one included)',
        body: UpdateMeBodySchema,
        response: { ...commonErrorResponses, 200: UserSchema },
      },
    },
    async (req) => {
      const user = await service.updateMe(deps, req.principal?.id ?? '', req.body)
      if (req.body.new_password) await endSessionsAfterPasswordChange(deps, user.id)
      return user
    },
  )
}
