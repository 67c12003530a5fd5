import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.js'
import { access, authorizedProject } from '../../platform/auth/access.js'
import { pageOf } from '../../platform/http/pagination.js'
import { DetailSchema } from '../../platform/http/schemas.js'
import * as apply from './apply-service.js'
import { errors, P, tags, principalOf as user } from './route-common.js'
import * as runs from './run-service.js'
import * as S from './schemas.js'

/** Database quality runs (start, list, read, cancel, summary), suggestions, approve-then-apply and the audit. */
export const databaseRunRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
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
