import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { access, authorizedProject } from '../../platform/auth/access.js'
import { pageOf } from '../../platform/http/pagination.js'
import { commonErrorResponses, DetailSchema } from '../../platform/http/schemas.js'
import { JobParamsSchema, JobQuerySchema, JobSchema, ListJobsQuerySchema } from './schemas.js'
import * as service from './service.js'

export const jobRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['jobs']

  app.get(
    '/jobs',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: "A project's background jobs, newest first",
        querystring: ListJobsQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(JobSchema) },
      },
    },
    async (req) => service.listJobs(deps, { ...req.query, project_id: authorizedProject(req) }),
  )

  app.get(
    '/jobs/:id',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Get a background job (status, progress, result or error)',
        params: JobParamsSchema,
        querystring: JobQuerySchema,
        response: { ...commonErrorResponses, 200: JobSchema, 404: DetailSchema },
      },
    },
    async (req) => service.getJob(deps, req.params.id, authorizedProject(req)),
  )

  app.post(
    '/jobs/:id/cancel',
    {
      config: { access: access.project('member') },
      schema: {
        tags,
        summary: 'Cancel a queued or running job (a running one is stopped wherever it runs)',
        params: JobParamsSchema,
        querystring: JobQuerySchema,
        response: { ...commonErrorResponses, 200: JobSchema, 404: DetailSchema, 409: DetailSchema },
      },
    },
    async (req) => service.cancelJob(deps, req.params.id, authorizedProject(req)),
  )
}
