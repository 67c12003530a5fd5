import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.js'
import { access, authorizedProject } from '../../platform/auth/access.js'
import { commonErrorResponses, DetailSchema } from '../../platform/http/schemas.js'
import { exportRtm } from './export.js'
import { ExportQuerySchema, GenerateBodySchema, ProjectQuerySchema, RtmSchema } from './schemas.js'
import * as service from './service.js'

const tags = ['rtm']

/** The requirements traceability matrix: requirements mapped to UI and API specs, coverage, gaps and exports. */
export const rtmRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/rtm/generate',
    {
      config: { access: access.project('member') },
      schema: {
        tags,
        summary: 'Recompute the matrix from the current requirements and specs (coverage, confidence, gap drafts)',
        body: GenerateBodySchema,
        response: { ...commonErrorResponses, 200: RtmSchema, 404: DetailSchema },
      },
    },
    async (req) => service.generateRtm(deps, authorizedProject(req)),
  )

  app.get(
    '/rtm',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'The stored matrix with a coverage summary',
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: RtmSchema, 404: DetailSchema },
      },
    },
    async (req) => service.getRtm(deps, authorizedProject(req)),
  )

  app.get(
    '/rtm/export',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Download the matrix: csv (default), json, markdown or html',
        querystring: ExportQuerySchema,
        response: {
          ...commonErrorResponses,
          // The media type follows ?format= (csv by default), so the document lists every one the route sends.
          200: {
            content: {
              'text/csv': { schema: z.string() },
              'application/json': { schema: RtmSchema },
              'text/markdown': { schema: z.string() },
              'text/html': { schema: z.string() },
            },
          },
          404: DetailSchema,
        },
      },
    },
    async (req, reply) => {
      const file = exportRtm(await service.getRtm(deps, authorizedProject(req)), req.query.format)
      return reply.type(file.contentType).header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.body)
    },
  )
}
