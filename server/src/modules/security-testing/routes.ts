import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.js'
import { access, authorizedProject } from '../../platform/auth/access.js'
import { pageOf } from '../../platform/http/pagination.js'
import { perMinute } from '../../platform/http/rate-limit.js'
import { commonErrorResponses, DetailSchema } from '../../platform/http/schemas.js'
import {
  CreateScanBodySchema,
  ListScansQuerySchema,
  ProjectQuerySchema,
  ScanParamsSchema,
  ScanSchema,
  ScanSummarySchema,
} from './schemas.js'
import * as service from './service.js'

const tags = ['security-testing']

/** Quick passive security scans of a project's own hosts, with findings and history. */
export const securityTestingRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/security-testing/scans',
    {
      config: { access: access.project('member'), rateLimit: perMinute(10) },
      schema: {
        tags,
        summary: 'Scan a page passively now: headers, cookies, TLS, CORS, exposed files, listings, versions, mixed content',
        body: CreateScanBodySchema,
        response: { ...commonErrorResponses, 201: ScanSchema, 404: DetailSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await service.runScan(deps, authorizedProject(req), req.body.url, req.principal?.id ?? null)),
  )

  app.get(
    '/security-testing/scans',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Scan history, newest first, with counts by severity',
        querystring: ListScansQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(ScanSummarySchema) },
      },
    },
    async (req) => service.listScans(deps, authorizedProject(req), req.query),
  )

  app.get(
    '/security-testing/scans/:scan_id',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'A scan with its findings and facts',
        params: ScanParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: ScanSchema, 404: DetailSchema },
      },
    },
    async (req) => service.getScan(deps, authorizedProject(req), req.params.scan_id),
  )

  app.delete(
    '/security-testing/scans/:scan_id',
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Delete a scan',
        params: ScanParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: z.object({ deleted: z.literal(true), id: z.string() }), 404: DetailSchema },
      },
    },
    async (req) => service.deleteScan(deps, authorizedProject(req), req.params.scan_id),
  )
}
