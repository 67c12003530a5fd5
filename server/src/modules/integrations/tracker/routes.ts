import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../../app-deps.js'
import { access, authorizedProject } from '../../../platform/auth/access.js'
import { perMinute } from '../../../platform/http/rate-limit.js'
import { DetailSchema } from '../../../platform/http/schemas.js'
import { removeConfig } from '../config-service.js'
import { localErrors, remoteErrors } from '../route-schemas.js'
import {
  ConnectionResultSchema,
  DeletedConfigSchema,
  IssueActionSchema,
  IssueFromRunBodySchema,
  IssueListQuerySchema,
  IssueListSchema,
  LinkIssueBodySchema,
  ProjectParamsSchema,
  TrackerConfigBodySchema,
  TrackerConfigSchema,
} from '../schemas.js'
import * as service from './service.js'

const tags = ['integrations: issue tracker']

/** /tracker/{project_id}/...: a Jira-style issue tracker (config, issues from failed runs, links). */
export const trackerRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/tracker/:project_id/config',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'The saved configuration (the API token is never returned)',
        params: ProjectParamsSchema,
        response: { ...localErrors, 200: TrackerConfigSchema },
      },
    },
    async (req) => service.getConfig(deps, authorizedProject(req)),
  )

  app.post(
    '/tracker/:project_id/config',
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Save the configuration; api_token is write-only and encrypted at rest (leave it out to keep the stored one)',
        params: ProjectParamsSchema,
        body: TrackerConfigBodySchema,
        response: { ...localErrors, 200: TrackerConfigSchema },
      },
    },
    async (req) => service.putConfig(deps, authorizedProject(req), req.body, req.principal?.id),
  )

  app.post(
    '/tracker/:project_id/test-connection',
    {
      config: { access: access.project('admin'), rateLimit: perMinute(20) },
      schema: {
        tags,
        summary: 'Sign in with the saved credentials; a refusal is reported in the body',
        params: ProjectParamsSchema,
        response: { ...localErrors, 200: ConnectionResultSchema },
      },
    },
    async (req) => service.testConnection(deps, authorizedProject(req)),
  )

  app.post(
    '/tracker/:project_id/issues/from-run',
    {
      config: { access: access.project('member'), rateLimit: perMinute(20) },
      schema: {
        tags,
        summary:
          'File an issue for a failed run (ADF body: spec, failure, errors, stack, link); a recurrence of an open issue gets a comment instead',
        params: ProjectParamsSchema,
        body: IssueFromRunBodySchema,
        response: { ...remoteErrors, 200: IssueActionSchema, 409: DetailSchema },
      },
    },
    async (req) => service.issueFromRun(deps, authorizedProject(req), req.body.run_id, req.body.dashboard_url),
  )

  app.post(
    '/tracker/:project_id/issues/link',
    {
      config: { access: access.project('member') },
      schema: {
        tags,
        summary: 'Link an existing remote issue to a spec (and optionally a run)',
        params: ProjectParamsSchema,
        body: LinkIssueBodySchema,
        response: { ...remoteErrors, 200: IssueActionSchema },
      },
    },
    async (req) => service.linkIssue(deps, authorizedProject(req), req.body),
  )

  app.get(
    '/tracker/:project_id/issues',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Issues created or linked, newest first; filter by spec_name',
        params: ProjectParamsSchema,
        querystring: IssueListQuerySchema,
        response: { ...localErrors, 200: IssueListSchema },
      },
    },
    async (req) => service.listIssues(deps, authorizedProject(req), req.query.spec_name),
  )

  app.delete(
    '/tracker/:project_id/config',
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Remove the configuration and its API token (linked issues are kept)',
        params: ProjectParamsSchema,
        response: { ...localErrors, 200: DeletedConfigSchema },
      },
    },
    async (req) => removeConfig(deps, authorizedProject(req), 'tracker'),
  )
}
