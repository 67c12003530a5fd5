import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.js'
import { access, authorizedProject } from '../../platform/auth/access.js'
import { pageOf } from '../../platform/http/pagination.js'
import { perMinute } from '../../platform/http/rate-limit.js'
import { commonErrorResponses, DetailSchema } from '../../platform/http/schemas.js'
import { LoadTestLockStatusSchema } from '../browser-pool/schemas.js'
import {
  CompareQuerySchema,
  CreateScenarioBodySchema,
  ListRunsQuerySchema,
  ListScenariosQuerySchema,
  LoadCompareSchema,
  LoadRunSchema,
  ProjectQuerySchema,
  RunParamsSchema,
  ScenarioParamsSchema,
  ScenarioSchema,
  UpdateScenarioBodySchema,
} from './schemas.js'
import * as service from './service.js'
import { releaseLoadTestLock, takeLoadTestLock } from './service.js'

const RunIdSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\w.:-]+$/, { message: 'run_id may hold letters, digits, _ . : -' })

/**
 * The system-wide load-test lock. Load tests take it through these routes (or in-process); while it is held
 * every browser-starting endpoint answers 409 and the browser pool grants nothing.
 */
export const loadTestingRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['load-testing']

  app.get(
    '/load-testing/lock',
    {
      config: { access: access.user },
      schema: { tags, summary: 'Who holds the load-test lock', response: { ...commonErrorResponses, 200: LoadTestLockStatusSchema } },
    },
    async () => deps.browserPool.loadTestLock.status(),
  )

  app.post(
    '/load-testing/lock',
    {
      config: { access: access.superuser },
      schema: {
        tags,
        summary: 'Take the load-test lock for a run (expires after 2 hours)',
        body: z.object({ run_id: RunIdSchema }).strict(),
        response: { ...commonErrorResponses, 200: LoadTestLockStatusSchema, 409: DetailSchema },
      },
    },
    async (req) => takeLoadTestLock(deps, req.body.run_id),
  )

  app.delete(
    '/load-testing/lock/:run_id',
    {
      config: { access: access.superuser },
      schema: {
        tags,
        summary: 'Release the load-test lock held by a run',
        params: z.object({ run_id: RunIdSchema }),
        response: { ...commonErrorResponses, 200: LoadTestLockStatusSchema, 404: DetailSchema },
      },
    },
    async (req) => releaseLoadTestLock(deps, req.params.run_id),
  )

  const who = (req: { principal?: { id: string } | undefined }) => req.principal?.id ?? null
  const Deleted = z.object({ deleted: z.literal(true), id: z.string() })

  app.get(
    '/load-testing/scenarios',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: "A project's load-test scenarios, by name",
        querystring: ListScenariosQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(ScenarioSchema) },
      },
    },
    async (req) => service.listScenarios(deps, authorizedProject(req), req.query),
  )

  app.post(
    '/load-testing/scenarios',
    {
      config: { access: access.project('editor') },
      schema: {
        tags,
        summary: "Create a scenario (its URL must be on the project's base_url host)",
        body: CreateScenarioBodySchema,
        response: { ...commonErrorResponses, 201: ScenarioSchema, 404: DetailSchema, 409: DetailSchema },
      },
    },
    async (req, reply) => {
      const { project_id: _p, ...body } = req.body
      return reply.code(201).send(await service.createScenario(deps, authorizedProject(req), body, who(req)))
    },
  )

  app.get(
    '/load-testing/scenarios/:scenario_id',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'One scenario',
        params: ScenarioParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: ScenarioSchema, 404: DetailSchema },
      },
    },
    async (req) => service.getScenario(deps, authorizedProject(req), req.params.scenario_id),
  )

  app.put(
    '/load-testing/scenarios/:scenario_id',
    {
      config: { access: access.project('editor') },
      schema: {
        tags,
        summary: 'Replace a scenario',
        params: ScenarioParamsSchema,
        body: UpdateScenarioBodySchema,
        response: { ...commonErrorResponses, 200: ScenarioSchema, 404: DetailSchema, 409: DetailSchema },
      },
    },
    async (req) => {
      const { project_id: _p, ...body } = req.body
      return service.updateScenario(deps, authorizedProject(req), req.params.scenario_id, body)
    },
  )

  app.delete(
    '/load-testing/scenarios/:scenario_id',
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Delete a scenario (its runs stay in the history)',
        params: ScenarioParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: Deleted, 404: DetailSchema },
      },
    },
    async (req) => service.deleteScenario(deps, authorizedProject(req), req.params.scenario_id),
  )

  app.post(
    '/load-testing/scenarios/:scenario_id/run',
    {
      config: { access: access.project('member'), rateLimit: perMinute(10) },
      schema: {
        tags,
        summary: 'Run a scenario as a job holding the load-test lock (browser operations answer 409 meanwhile)',
        params: ScenarioParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 202: LoadRunSchema, 404: DetailSchema, 409: DetailSchema },
      },
    },
    async (req, reply) => reply.code(202).send(await service.startRun(deps, authorizedProject(req), req.params.scenario_id, who(req))),
  )

  app.get(
    '/load-testing/runs',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Load-test runs, newest first',
        querystring: ListRunsQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(LoadRunSchema) },
      },
    },
    async (req) => service.listRuns(deps, authorizedProject(req), req.query, req.query.scenario_id),
  )

  app.get(
    '/load-testing/compare',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Compare two runs: throughput, latency percentiles, error rate',
        querystring: CompareQuerySchema,
        response: { ...commonErrorResponses, 200: LoadCompareSchema, 404: DetailSchema },
      },
    },
    async (req) => service.compareRuns(deps, authorizedProject(req), req.query.base, req.query.head),
  )

  app.get(
    '/load-testing/runs/:run_id',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'A run with its results',
        params: RunParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: LoadRunSchema, 404: DetailSchema },
      },
    },
    async (req) => service.getRun(deps, authorizedProject(req), req.params.run_id),
  )

  app.post(
    '/load-testing/runs/:run_id/cancel',
    {
      config: { access: access.project('member') },
      schema: {
        tags,
        summary: 'Stop a queued or running load test (the lock is released)',
        params: RunParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: LoadRunSchema, 404: DetailSchema, 409: DetailSchema },
      },
    },
    async (req) => service.cancelRun(deps, authorizedProject(req), req.params.run_id),
  )
}
