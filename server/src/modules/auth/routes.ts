import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { access } from '../../platform/auth/access.js'
import { perMinute } from '../../platform/http/rate-limit.js'
import { baseErrorResponses, commonErrorResponses, DetailSchema, LockedSchema, MessageSchema } from '../../platform/http/schemas.js'
import { UserSchema } from '../users/schemas.js'
import { getUser } from '../users/service.js'
import { AuthConfigSchema, LoginBodySchema, LogoutBodySchema, RefreshBodySchema, RegisterBodySchema, TokenPairSchema } from './schemas.js'
import * as service from './service.js'

export const authRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['auth']

  app.get(
    '/auth/config',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Whether sign-in is required and registration open',
        response: { ...baseErrorResponses, 200: AuthConfigSchema },
      },
    },
    async () => ({ require_auth: deps.config.requireAuth, allow_registration: deps.config.allowRegistration }),
  )

  app.post(
    '/auth/register',
    {
      config: { access: access.public, rateLimit: perMinute(3) },
      schema: {
        tags,
        summary: 'Register (only when ALLOW_REGISTRATION=true)',
        body: RegisterBodySchema,
        response: { ...commonErrorResponses, 201: UserSchema, 403: DetailSchema, 409: DetailSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.register(deps, req.body)),
  )

  app.post(
    '/auth/login',
    {
      config: { access: access.public, rateLimit: perMinute(10) },
      schema: {
        tags,
        summary: 'Log in with email and password',
        body: LoginBodySchema,
        response: { ...commonErrorResponses, 200: TokenPairSchema, 401: DetailSchema, 403: DetailSchema, 423: LockedSchema },
      },
    },
    async (req) => service.login(deps, req.body, req.ip),
  )

  app.post(
    '/auth/refresh',
    {
      config: { access: access.public, rateLimit: perMinute(30) },
      schema: {
        tags,
        summary: 'Rotate a refresh token for a new token pair',
        body: RefreshBodySchema,
        response: { ...commonErrorResponses, 200: TokenPairSchema, 401: DetailSchema },
      },
    },
    async (req) => service.refresh(deps, req.body.refresh_token, req.ip),
  )

  app.post(
    '/auth/logout',
    {
      config: { access: access.self },
      schema: {
        tags,
        summary: 'End this session',
        body: LogoutBodySchema.optional(),
        response: { ...commonErrorResponses, 200: MessageSchema },
      },
    },
    async (req) => service.logout(deps, req.principal?.id ?? '', req.body?.refresh_token),
  )

  app.post(
    '/auth/logout-all',
    {
      config: { access: access.self },
      schema: { tags, summary: 'End every session of this user', response: { ...commonErrorResponses, 200: MessageSchema } },
    },
    async (req) => service.logoutAll(deps, req.principal?.id ?? ''),
  )

  app.get(
    '/auth/me',
    {
      config: { access: access.self },
      schema: { tags, summary: 'The signed-in user', response: { ...commonErrorResponses, 200: UserSchema } },
    },
    async (req) => getUser(deps, req.principal?.id ?? ''),
  )
}
