import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { access } from '../../platform/auth/access.js'
import { pageOf } from '../../platform/http/pagination.js'
import { perMinute } from '../../platform/http/rate-limit.js'
import { commonErrorResponses, DetailSchema } from '../../platform/http/schemas.js'
import {
  CreateScheduleBodySchema,
  CronValidationSchema,
  DeletedScheduleSchema,
  ExecutionSchema,
  ExecutionsQuerySchema,
  ListQuerySchema,
  NextRunsQuerySchema,
  NextRunsSchema,
  ProjectParamsSchema,
  ScheduleParamsSchema,
  ScheduleSchema,
  UpdateScheduleBodySchema,
  ValidateCronBodySchema,
} from './schemas.js'
import * as service from './service.js'

const tags = ['scheduling']
const one = '/scheduling/:project_id/schedules/:schedule_id'

/** Project regression schedules: cron (standard meaning, IANA zone) -> a batch of specs, with execution history. */
export const schedulingRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/scheduling/validate-cron',
    {
      config: { access: access.user, rateLimit: perMinute(120) },
      schema: {
        tags,
        summary: 'Check a cron expression and zone: validity, the expression in words, the next 5 due times',
        body: ValidateCronBodySchema,
        response: { ...commonErrorResponses, 200: CronValidationSchema },
      },
    },
    async (req) => service.validateCron(deps, req.body.expression, req.body.timezone),
  )

  app.get(
    '/scheduling/:project_id/schedules',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Schedules of the project, newest first, each with its next due time and last execution',
        params: ProjectParamsSchema,
        querystring: ListQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(ScheduleSchema) },
      },
    },
    async (req) => service.listSchedules(deps, req.params.project_id, req.query),
  )

  app.post(
    '/scheduling/:project_id/schedules',
    {
      config: { access: access.project('editor') },
      schema: {
        tags,
        summary: 'Create a schedule (422 names a bad cron_expression, timezone or spec_ids entry)',
        params: ProjectParamsSchema,
        body: CreateScheduleBodySchema,
        response: { ...commonErrorResponses, 201: ScheduleSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await service.createSchedule(deps, req.params.project_id, req.body, req.principal?.id ?? null)),
  )

  app.get(
    one,
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'A schedule',
        params: ScheduleParamsSchema,
        response: { ...commonErrorResponses, 200: ScheduleSchema, 404: DetailSchema },
      },
    },
    async (req) => service.getSchedule(deps, req.params.project_id, req.params.schedule_id),
  )

  app.put(
    one,
    {
      config: { access: access.project('editor') },
      schema: {
        tags,
        summary: 'Update any of name, cron_expression, timezone, spec_ids, enabled, max_parallel (a new plan starts from now)',
        params: ScheduleParamsSchema,
        body: UpdateScheduleBodySchema,
        response: { ...commonErrorResponses, 200: ScheduleSchema, 404: DetailSchema },
      },
    },
    async (req) => service.updateSchedule(deps, req.params.project_id, req.params.schedule_id, req.body),
  )

  app.delete(
    one,
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Delete a schedule and its execution history (batches it produced are kept)',
        params: ScheduleParamsSchema,
        response: { ...commonErrorResponses, 200: DeletedScheduleSchema, 404: DetailSchema },
      },
    },
    async (req) => service.deleteSchedule(deps, req.params.project_id, req.params.schedule_id),
  )

  app.post(
    `${one}/toggle`,
    {
      config: { access: access.project('editor') },
      schema: {
        tags,
        summary: 'Enable or disable (enabling plans from now: no catch-up for the time it was off)',
        params: ScheduleParamsSchema,
        response: { ...commonErrorResponses, 200: ScheduleSchema, 404: DetailSchema },
      },
    },
    async (req) => service.toggleSchedule(deps, req.params.project_id, req.params.schedule_id),
  )

  app.post(
    `${one}/run-now`,
    {
      config: { access: access.project('member'), rateLimit: perMinute(10) },
      schema: {
        tags,
        summary: 'Run now (the cron plan is untouched); recorded as skipped while another execution runs',
        params: ScheduleParamsSchema,
        response: { ...commonErrorResponses, 202: ExecutionSchema, 404: DetailSchema },
      },
    },
    async (req, reply) => reply.code(202).send(await service.runNow(deps, req.params.project_id, req.params.schedule_id)),
  )

  app.get(
    `${one}/next-runs`,
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'The next due times (default 5)',
        params: ScheduleParamsSchema,
        querystring: NextRunsQuerySchema,
        response: { ...commonErrorResponses, 200: NextRunsSchema, 404: DetailSchema },
      },
    },
    async (req) => service.nextRuns(deps, req.params.project_id, req.params.schedule_id, req.query.count),
  )

  app.get(
    `${one}/executions`,
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: "A schedule's executions, newest first, with the batch each produced",
        params: ScheduleParamsSchema,
        querystring: ExecutionsQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(ExecutionSchema), 404: DetailSchema },
      },
    },
    async (req) =>
      service.listExecutions(deps, req.params.project_id, req.query, { scheduleId: req.params.schedule_id, status: req.query.status }),
  )

  app.get(
    '/scheduling/:project_id/executions',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: "The project's executions of every schedule, newest first",
        params: ProjectParamsSchema,
        querystring: ExecutionsQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(ExecutionSchema) },
      },
    },
    async (req) => service.listExecutions(deps, req.params.project_id, req.query, { status: req.query.status }),
  )
}
