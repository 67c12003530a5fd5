import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../../app-deps.js'
import { access, authorizedProject } from '../../../platform/auth/access.js'
import { perMinute } from '../../../platform/http/rate-limit.js'
import { removeConfig } from '../config-service.js'
import { localErrors, remoteErrors } from '../route-schemas.js'
import {
  BatchParamsSchema,
  ConnectionResultSchema,
  DeletedConfigSchema,
  MappingListSchema,
  ProjectParamsSchema,
  PushCasesBodySchema,
  PushResultSchema,
  RemoteProjectsSchema,
  RemoteSuitesParamsSchema,
  SyncPreviewSchema,
  SyncResultSchema,
  SyncResultsBodySchema,
  TestmgmtConfigBodySchema,
  TestmgmtConfigSchema,
} from '../schemas.js'
import * as service from './service.js'

const tags = ['integrations: test management']

/** /testmgmt/{project_id}/...: a TestRail-style test management system (config, cases, result sync). */
export const testmgmtRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/testmgmt/:project_id/config',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'The saved configuration (the API key is never returned)',
        params: ProjectParamsSchema,
        response: { ...localErrors, 200: TestmgmtConfigSchema },
      },
    },
    async (req) => service.getConfig(deps, authorizedProject(req)),
  )

  app.post(
    '/testmgmt/:project_id/config',
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Save the configuration; api_key is write-only and encrypted at rest (leave it out to keep the stored one)',
        params: ProjectParamsSchema,
        body: TestmgmtConfigBodySchema,
        response: { ...localErrors, 200: TestmgmtConfigSchema },
      },
    },
    async (req) => service.putConfig(deps, authorizedProject(req), req.body, req.principal?.id),
  )

  app.post(
    '/testmgmt/:project_id/test-connection',
    {
      config: { access: access.project('admin'), rateLimit: perMinute(20) },
      schema: {
        tags,
        summary: 'Sign in to the remote system with the saved credentials; a refusal is reported in the body (ok: false)',
        params: ProjectParamsSchema,
        response: { ...localErrors, 200: ConnectionResultSchema },
      },
    },
    async (req) => service.testConnection(deps, authorizedProject(req)),
  )

  app.get(
    '/testmgmt/:project_id/remote-projects',
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Remote projects (every page)',
        params: ProjectParamsSchema,
        response: { ...remoteErrors, 200: RemoteProjectsSchema },
      },
    },
    async (req) => service.remoteProjects(deps, authorizedProject(req)),
  )

  app.get(
    '/testmgmt/:project_id/remote-suites/:remote_project_id',
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Suites of a remote project',
        params: RemoteSuitesParamsSchema,
        response: { ...remoteErrors, 200: RemoteProjectsSchema },
      },
    },
    async (req) => service.remoteSuites(deps, authorizedProject(req), req.params.remote_project_id),
  )

  app.post(
    '/testmgmt/:project_id/push-cases',
    {
      config: { access: access.project('editor'), rateLimit: perMinute(10) },
      schema: {
        tags,
        summary: 'Push specs as remote cases: new specs are created, changed ones updated (by content hash), the rest left alone',
        params: ProjectParamsSchema,
        body: PushCasesBodySchema,
        response: { ...remoteErrors, 200: PushResultSchema },
      },
    },
    async (req) => service.pushCases(deps, authorizedProject(req), req.body.spec_ids),
  )

  app.get(
    '/testmgmt/:project_id/mappings',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Local spec -> remote case mappings of the configured suite',
        params: ProjectParamsSchema,
        response: { ...localErrors, 200: MappingListSchema },
      },
    },
    async (req) => service.listMappings(deps, authorizedProject(req)),
  )

  app.get(
    '/testmgmt/:project_id/sync-preview/:batch_id',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'What syncing the batch would send, item by item',
        params: BatchParamsSchema,
        response: { ...localErrors, 200: SyncPreviewSchema },
      },
    },
    async (req) => service.syncPreview(deps, authorizedProject(req), req.params.batch_id),
  )

  app.post(
    '/testmgmt/:project_id/sync-results',
    {
      config: { access: access.project('member'), rateLimit: perMinute(10) },
      schema: {
        tags,
        summary: 'Report a batch as one remote run (created once, reused on re-sync; results already accepted are not sent again)',
        params: ProjectParamsSchema,
        body: SyncResultsBodySchema,
        response: { ...remoteErrors, 200: SyncResultSchema },
      },
    },
    async (req) => service.syncResults(deps, authorizedProject(req), req.body.batch_id, req.body.dashboard_url),
  )

  app.delete(
    '/testmgmt/:project_id/config',
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Remove the configuration and its API key (case mappings are kept for a later reconnect)',
        params: ProjectParamsSchema,
        response: { ...localErrors, 200: DeletedConfigSchema },
      },
    },
    async (req) => removeConfig(deps, authorizedProject(req), 'testmgmt'),
  )
}
