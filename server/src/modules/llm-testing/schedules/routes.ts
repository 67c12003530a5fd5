import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../../app-deps.js'
import { access, authorizedProject } from '../../../platform/auth/access.js'
import { pageOf } from '../../../platform/http/pagination.js'
import { perMinute } from '../../../platform/http/rate-limit.js'
import { commonErrorResponses, DetailSchema } from '../../../platform/http/schemas.js'
import {
  CreateLlmScheduleBodySchema,
  ExecutionsQuerySchema,
  ListQuerySchema,
  LlmExecutionSchema,
  LlmScheduleSchema,
  ProjectQuerySchema,
  ScheduleIdParamsSchema,
  UpdateLlmScheduleBodySchema,
} from './schemas.js'
import * as service from './service.js'

const tags = ['llm-testing']
const notFound = { 404: DetailSchema }
const base = '/llm-testing/schedules'

/** Cron schedules of LLM suite runs on the shared scheduler. See docs/llm-analytics.md. */
export const llmScheduleRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    base,
    {
      config: { access: access.project('member') },
      schema: {
        tags,
        summary: 'Create a schedule: run a suite on a provider on a cron expression',
        body: CreateLlmScheduleBodySchema,
        response: { ...commonErrorResponses, 201: LlmScheduleSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await service.createSchedule(deps, authorizedProject(req), req.body, req.principal?.id ?? null)),
  )
  app.get(
    base,
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: "The project's LLM schedules, newest first, each with its last execution",
        querystring: ListQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(LlmScheduleSchema) },
      },
    },
    async (req) => service.listSchedules(deps, authorizedProject(req), { limit: req.query.limit, offset: req.query.offset }),
  )
  app.get(
    `${base}/:id`,
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'One LLM schedule',
        params: ScheduleIdParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: LlmScheduleSchema, ...notFound },
      },
    },
    async (req) => service.getSchedule(deps, authorizedProject(req), req.params.id),
  )
  app.put(
    `${base}/:id`,
    {
      config: { access: access.project('editor') },
      schema: {
        tags,
        summary: 'Change a schedule (a new expression, zone or enabled flag re-plans from now)',
        params: ScheduleIdParamsSchema,
        body: UpdateLlmScheduleBodySchema,
        response: { ...commonErrorResponses, 200: LlmScheduleSchema, ...notFound },
      },
    },
    async (req) => service.updateSchedule(deps, authorizedProject(req), req.params.id, req.body),
  )
  app.delete(
    `${base}/:id`,
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Delete a schedule and its history (the runs it started stay)',
        params: ScheduleIdParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: z.object({ deleted: z.literal(true), id: z.string() }), ...notFound },
      },
    },
    async (req) => service.deleteSchedule(deps, authorizedProject(req), req.params.id),
  )
  app.post(
    `${base}/:id/toggle`,
    {
      config: { access: access.project('editor') },
      schema: {
        tags,
        summary: 'Enable or disable a schedule',
        params: ScheduleIdParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: LlmScheduleSchema, ...notFound },
      },
    },
    async (req) => service.toggleSchedule(deps, authorizedProject(req), req.params.id),
  )
  app.post(
    `${base}/:id/run-now`,
    {
      config: { access: access.project('member'), rateLimit: perMinute(10) },
      schema: {
        tags,
        summary: 'Run the schedule now (status skipped while its previous run is still going)',
        params: ScheduleIdParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 202: LlmExecutionSchema, ...notFound },
      },
    },
    async (req, reply) => reply.code(202).send(await service.runNow(deps, authorizedProject(req), req.params.id)),
  )
  app.get(
    `${base}/:id/executions`,
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'History: executions newest first, each with its run and regressions against golden',
        params: ScheduleIdParamsSchema,
        querystring: ExecutionsQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(LlmExecutionSchema), ...notFound },
      },
    },
    async (req) =>
      service.listExecutions(
        deps,
        authorizedProject(req),
        req.params.id,
        { limit: req.query.limit, offset: req.query.offset },
        req.query.status,
      ),
  )
}
