import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.js'
import { access, authorizedProject } from '../../platform/auth/access.js'
import { pageOf } from '../../platform/http/pagination.js'
import { commonErrorResponses, DetailSchema } from '../../platform/http/schemas.js'
import * as analysis from './analysis-service.js'
import * as apply from './apply-service.js'
import * as connections from './connections.js'
import * as runs from './run-service.js'
import * as S from './schemas.js'
import * as specs from './spec-service.js'

const tags = ['database-testing']
const P = '/database-testing'
const errors = { ...commonErrorResponses, 400: DetailSchema, 404: DetailSchema }

/** Database quality testing: connections, schema analysis, check specs, runs, suggestions, approve-then-apply. */
export const databaseTestingRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const user = (req: { principal?: { id: string; email: string } | undefined }) => ({
    id: req.principal?.id ?? null,
    email: req.principal?.email ?? null,
  })

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

  app.post(
    `${P}/run/:conn_id`,
    {
      config: { access: access.project('member') },
      schema: {
        tags,
        summary: 'Run a spec against the connection in the background; read it back from /runs/{run_id}',
        params: S.ConnParamsSchema,
        querystring: S.ProjectQuerySchema,
        body: S.RunBodySchema.nullish(),
        response: { ...errors, 202: S.RunSummarySchema },
      },
    },
    async (req, reply) =>
      reply.code(202).send(await runs.startRun(deps, authorizedProject(req), req.params.conn_id, req.body ?? {}, 'run', user(req).id)),
  )

  app.post(
    `${P}/run-full/:conn_id`,
    {
      config: { access: access.project('member') },
      schema: {
        tags,
        summary: 'Analyze, generate a spec and run it, in one background job',
        params: S.ConnParamsSchema,
        querystring: S.ProjectQuerySchema,
        body: S.ProjectBodySchema.nullish(),
        response: { ...errors, 202: S.RunSummarySchema },
      },
    },
    async (req, reply) =>
      reply.code(202).send(await runs.startRun(deps, authorizedProject(req), req.params.conn_id, {}, 'full', user(req).id)),
  )

  app.get(
    `${P}/runs`,
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Run history, newest first',
        querystring: S.ListRunsQuerySchema,
        response: { ...errors, 200: pageOf(S.RunSummarySchema) },
      },
    },
    async (req) => runs.listRuns(deps, authorizedProject(req), req.query, req.query.connection_id),
  )

  app.get(
    `${P}/runs/:run_id`,
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'A run with every check result, failing-row samples, suggestions and audit',
        params: S.RunParamsSchema,
        querystring: S.ProjectQuerySchema,
        response: { ...errors, 200: S.RunDetailSchema },
      },
    },
    async (req) => apply.getRunDetail(deps, authorizedProject(req), req.params.run_id),
  )

  app.post(
    `${P}/runs/:run_id/cancel`,
    {
      config: { access: access.project('member') },
      schema: {
        tags,
        summary: 'Cancel a queued or running run: the database cancels the running statement; the run ends `cancelled`',
        params: S.RunParamsSchema,
        querystring: S.ProjectQuerySchema,
        body: S.ProjectBodySchema.nullish(),
        response: { ...errors, 200: S.RunSummarySchema, 409: DetailSchema },
      },
    },
    async (req) => runs.cancelRun(deps, authorizedProject(req), req.params.run_id),
  )

  app.get(
    `${P}/summary`,
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Project summary: the newest run of each connection, checks by status, failures by severity',
        querystring: S.ProjectQuerySchema,
        response: { ...errors, 200: S.SummarySchema },
      },
    },
    async (req) => runs.summary(deps, authorizedProject(req)),
  )

  app.post(
    `${P}/suggest/:run_id`,
    {
      config: { access: access.project('member') },
      schema: {
        tags,
        summary: 'Fix suggestions for the failed checks of a run (SQL remediation, schema changes, cleanup scripts, process improvements)',
        params: S.RunParamsSchema,
        querystring: S.ProjectQuerySchema,
        body: S.ProjectBodySchema.nullish(),
        response: { ...errors, 200: S.SuggestionsSchema, 409: DetailSchema },
      },
    },
    async (req) => apply.suggest(deps, authorizedProject(req), req.params.run_id),
  )

  app.post(
    `${P}/runs/:run_id/suggestions/:suggestion_id/preview`,
    {
      config: { access: access.project('member') },
      schema: {
        tags,
        summary: 'Dry run: how many rows the suggestion would touch now (read-only session)',
        params: S.SuggestionParamsSchema,
        querystring: S.ProjectQuerySchema,
        body: S.ProjectBodySchema.nullish(),
        response: { ...errors, 200: S.PreviewSchema },
      },
    },
    async (req) => apply.preview(deps, authorizedProject(req), req.params.run_id, req.params.suggestion_id),
  )

  app.post(
    `${P}/runs/:run_id/approve-suggestions`,
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary:
          'Execute only the approved suggestions: one transaction on a separate write session, dry-run count first, audited, rolled back on any error',
        params: S.RunParamsSchema,
        body: S.ApproveBodySchema,
        response: { ...errors, 200: S.ApproveResultSchema, 409: DetailSchema },
      },
    },
    async (req) => apply.approve(deps, authorizedProject(req), req.params.run_id, req.body.approved_suggestion_ids, user(req)),
  )

  app.post(
    `${P}/runs/:run_id/reject-suggestions`,
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Reject suggestions (recorded in the audit; nothing runs)',
        params: S.RunParamsSchema,
        body: S.RejectBodySchema,
        response: { ...errors, 200: z.object({ run_id: z.string(), items: z.array(S.AuditSchema) }), 409: DetailSchema },
      },
    },
    async (req) => apply.reject(deps, authorizedProject(req), req.params.run_id, req.body.suggestion_ids, user(req)),
  )

  app.get(
    `${P}/audit`,
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Audit trail of approved, failed, rolled-back and rejected suggestions',
        querystring: S.ListAuditQuerySchema,
        response: { ...errors, 200: pageOf(S.AuditSchema) },
      },
    },
    async (req) => apply.listAudit(deps, authorizedProject(req), req.query, req.query.run_id),
  )
}
