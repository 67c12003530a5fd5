import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.js'
import { access, authorizedProject } from '../../platform/auth/access.js'
import { DetailSchema } from '../../platform/http/schemas.js'
import * as analysis from './analysis-service.js'
import * as connections from './connections.js'
import { errors, P, tags, principalOf as user } from './route-common.js'
import { databaseRunRoutes } from './run-routes.js'
import * as S from './schemas.js'
import * as specs from './spec-service.js'

/** Database quality testing: connections, schema analysis, check specs; runs and fixes are in run-routes.ts. */
export const databaseTestingRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    `${P}/connections`,
    {
      config: { access: access.project('editor') },
      schema: {
        tags,
        summary: 'Create a connection profile (password write-only, encrypted)',
        body: S.CreateConnectionBodySchema,
        response: { ...errors, 201: S.ConnectionSchema, 409: DetailSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await connections.createConnection(deps, authorizedProject(req), req.body, user(req).id)),
  )

  app.get(
    `${P}/connections`,
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Connection profiles of the project',
        querystring: S.ProjectQuerySchema,
        response: { ...errors, 200: z.object({ items: z.array(S.ConnectionSchema) }) },
      },
    },
    async (req) => connections.listConnections(deps, authorizedProject(req)),
  )

  app.get(
    `${P}/connections/:id`,
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'One connection profile',
        params: S.IdParamsSchema,
        querystring: S.ProjectQuerySchema,
        response: { ...errors, 200: S.ConnectionSchema },
      },
    },
    async (req) => connections.getConnection(deps, authorizedProject(req), req.params.id),
  )

  app.put(
    `${P}/connections/:id`,
    {
      config: { access: access.project('editor') },
      schema: {
        tags,
        summary: 'Update a connection profile (omit password to keep it)',
        params: S.IdParamsSchema,
        querystring: S.ProjectQuerySchema,
        body: S.UpdateConnectionBodySchema,
        response: { ...errors, 200: S.ConnectionSchema, 409: DetailSchema },
      },
    },
    async (req) => connections.updateConnection(deps, authorizedProject(req), req.params.id, req.body),
  )

  app.delete(
    `${P}/connections/:id`,
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Delete a connection profile with its analyses and runs',
        params: S.IdParamsSchema,
        querystring: S.ProjectQuerySchema,
        response: { ...errors, 200: z.object({ deleted: z.literal(true), id: z.string() }) },
      },
    },
    async (req) => connections.deleteConnection(deps, authorizedProject(req), req.params.id),
  )

  app.post(
    `${P}/connections/:id/test`,
    {
      config: { access: access.project('member') },
      schema: {
        tags,
        summary: 'Open a read-only session and report: ok, server version, latency, or one clear error',
        params: S.IdParamsSchema,
        querystring: S.ProjectQuerySchema,
        body: S.ProjectBodySchema.nullish(),
        response: { ...errors, 200: S.ConnectionTestSchema },
      },
    },
    async (req) => connections.testConnection(deps, authorizedProject(req), req.params.id),
  )

  app.post(
    `${P}/connections/test`,
    {
      config: { access: access.project('editor') },
      schema: {
        tags,
        summary: 'Test connection settings before saving them',
        body: S.CreateConnectionBodySchema,
        response: { ...errors, 200: S.ConnectionTestSchema },
      },
    },
    async (req) =>
      connections.testParams({ ...req.body, password: req.body.password ?? '', statementTimeoutMs: req.body.statement_timeout_ms }),
  )

  app.post(
    `${P}/analyze/:conn_id`,
    {
      config: { access: access.project('member') },
      schema: {
        tags,
        summary: 'Analyze the schema in the background (bounded by AGENT_TIMEOUT_SECONDS); read it back from /analyses/{id}',
        params: S.ConnParamsSchema,
        querystring: S.ProjectQuerySchema,
        body: S.AnalyzeBodySchema.nullish(),
        response: { ...errors, 202: S.AnalysisSchema },
      },
    },
    async (req, reply) =>
      reply
        .code(202)
        .send(
          await analysis.startAnalysis(deps, authorizedProject(req), req.params.conn_id, req.body?.exact_counts ?? false, user(req).id),
        ),
  )

  app.get(
    `${P}/analyses/:id`,
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'An analysis: snapshot, lints and drift from the previous one',
        params: S.IdParamsSchema,
        querystring: S.ProjectQuerySchema,
        response: { ...errors, 200: S.AnalysisSchema },
      },
    },
    async (req) => analysis.getAnalysis(deps, authorizedProject(req), req.params.id),
  )

  app.get(
    `${P}/connections/:id/analysis`,
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'The newest completed analysis of a connection',
        params: S.IdParamsSchema,
        querystring: S.ProjectQuerySchema,
        response: { ...errors, 200: S.AnalysisSchema },
      },
    },
    async (req) => analysis.latestAnalysisOf(deps, authorizedProject(req), req.params.id),
  )

  app.get(
    `${P}/specs`,
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Check specs of the project',
        querystring: S.ProjectQuerySchema,
        response: { ...errors, 200: z.object({ items: z.array(S.DbSpecSchema) }) },
      },
    },
    async (req) => specs.listSpecs(deps, authorizedProject(req)),
  )

  app.post(
    `${P}/specs`,
    {
      config: { access: access.project('member') },
      schema: {
        tags,
        summary: 'Save a check spec (stored as written; errors are reported, not refused)',
        body: S.SpecBodySchema,
        response: { ...errors, 201: S.DbSpecSchema, 409: DetailSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await specs.createSpec(deps, authorizedProject(req), req.body)),
  )

  app.post(
    `${P}/specs/validate`,
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Parse a spec: line-numbered errors and warnings, and how each check is read',
        body: S.ValidateBodySchema,
        response: { ...errors, 200: S.ValidationSchema },
      },
    },
    async (req) => specs.validate(req.body.content),
  )

  app.get(
    `${P}/specs/:id`,
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'One check spec',
        params: S.IdParamsSchema,
        querystring: S.ProjectQuerySchema,
        response: { ...errors, 200: S.DbSpecSchema },
      },
    },
    async (req) => specs.getSpec(deps, authorizedProject(req), req.params.id),
  )

  app.put(
    `${P}/specs/:id`,
    {
      config: { access: access.project('editor') },
      schema: {
        tags,
        summary: 'Update a check spec',
        params: S.IdParamsSchema,
        querystring: S.ProjectQuerySchema,
        body: S.UpdateSpecBodySchema,
        response: { ...errors, 200: S.DbSpecSchema, 409: DetailSchema },
      },
    },
    async (req) => specs.updateSpec(deps, authorizedProject(req), req.params.id, req.body),
  )

  app.delete(
    `${P}/specs/:id`,
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Delete a check spec',
        params: S.IdParamsSchema,
        querystring: S.ProjectQuerySchema,
        response: { ...errors, 200: z.object({ deleted: z.literal(true), id: z.string() }) },
      },
    },
    async (req) => specs.deleteSpec(deps, authorizedProject(req), req.params.id),
  )

  app.post(
    `${P}/generate-spec`,
    {
      config: { access: access.project('member') },
      schema: {
        tags,
        summary:
          'Write a check spec from the newest schema analysis (rules engine, enriched by the AI provider when configured; analyzes first when there is none)',
        body: S.GenerateBodySchema,
        response: { ...errors, 200: S.GeneratedSpecSchema },
      },
    },
    async (req) =>
      specs.generate(deps, authorizedProject(req), req.body.connection_id, { name: req.body.name, save: req.body.save }, user(req).id),
  )

  await app.register(databaseRunRoutes, { deps })
}
