import cors from '@fastify/cors'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppDeps } from './app-deps.js'
import { analyticsRoutes } from './modules/analytics/routes.js'
import { apiTestingRoutes } from './modules/api-testing/routes.js'
import { authRoutes } from './modules/auth/routes.js'
import { backupRoutes } from './modules/backups/routes.js'
import { browserPoolRoutes } from './modules/browser-pool/routes.js'
import { chatRoutes } from './modules/chat/routes.js'
import { databaseTestingRoutes } from './modules/database-testing/routes.js'
import { eventRoutes } from './modules/events/routes.js'
import { explorationRoutes } from './modules/exploration/routes.js'
import { healthRoutes } from './modules/health/routes.js'
import { integrationRoutes } from './modules/integrations/routes.js'
import { jobRoutes } from './modules/jobs/routes.js'
import { llmAnalyticsRoutes } from './modules/llm-testing/analytics/routes.js'
import { llmDatasetRoutes } from './modules/llm-testing/datasets/routes.js'
import { llmIterationRoutes } from './modules/llm-testing/prompt-iterations/routes.js'
import { llmProviderRoutes } from './modules/llm-testing/provider-routes.js'
import { llmTestingRoutes } from './modules/llm-testing/routes.js'
import { llmScheduleRoutes } from './modules/llm-testing/schedules/routes.js'
import { llmSuiteRoutes } from './modules/llm-testing/suite-routes.js'
import { loadTestingRoutes } from './modules/load-testing/routes.js'
import { prdRoutes } from './modules/prd/routes.js'
import { projectVariableRoutes } from './modules/project-variables/routes.js'
import { projectRoutes } from './modules/projects/routes.js'
import { roleInProject } from './modules/projects/service.js'
import { regressionRoutes } from './modules/regression/routes.js'
import { requirementRoutes } from './modules/requirements/routes.js'
import { rtmRoutes } from './modules/rtm/routes.js'
import { runLogRoutes } from './modules/run-logs/routes.js'
import { runRoutes } from './modules/runs/routes.js'
import { schedulingRoutes } from './modules/scheduling/routes.js'
import { securityTestingRoutes } from './modules/security-testing/routes.js'
import { selectorMemoryRoutes } from './modules/selector-memory/routes.js'
import { settingsRoutes } from './modules/settings/routes.js'
import { specRoutes } from './modules/specs/routes.js'
import { userRoutes } from './modules/users/routes.js'
import { loadPrincipal } from './modules/users/service.js'
import { authPlugin } from './platform/auth/auth-plugin.js'
import { registerErrorHandler } from './platform/http/error-handler.js'
import { registerNulGuard } from './platform/http/nul-guard.js'
import { registerOpenApi } from './platform/http/openapi.js'
import { registerRateLimits } from './platform/http/rate-limit.js'
import { requestIdFrom } from './platform/http/request-id.js'

export const BODY_LIMIT_BYTES = 5 * 1024 * 1024

export interface BuildAppOptions {
  /** pino options, or false for a silent app (tests). */
  logger?: boolean | Record<string, unknown>
  /** Module route plugins to leave out, for tests that register them with their own options. */
  without?: readonly unknown[]
}

const MODULE_ROUTES = [
  healthRoutes,
  authRoutes,
  userRoutes,
  projectRoutes,
  projectVariableRoutes,
  browserPoolRoutes,
  loadTestingRoutes,
  jobRoutes,
  runLogRoutes,
  eventRoutes,
  apiTestingRoutes,
  specRoutes,
  runRoutes,
  regressionRoutes,
  schedulingRoutes,
  analyticsRoutes,
  backupRoutes,
  settingsRoutes,
  selectorMemoryRoutes,
  llmProviderRoutes,
  llmSuiteRoutes,
  llmTestingRoutes,
  llmDatasetRoutes,
  llmIterationRoutes,
  llmScheduleRoutes,
  llmAnalyticsRoutes,
  databaseTestingRoutes,
  integrationRoutes,
  explorationRoutes,
  requirementRoutes,
  rtmRoutes,
  securityTestingRoutes,
  prdRoutes,
  chatRoutes,
] as const

/**
 * The API as a Fastify instance, without listening: platform plugins first (errors, request ids, CORS, auth,
 * rate limits, OpenAPI), then each module's routes. Tests call this with their own deps and use `inject`.
 */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: deps.config.logLevel },
    genReqId: requestIdFrom,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: deps.config.trustProxy,
    routerOptions: { maxParamLength: 1024 },
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandler(app)
  registerNulGuard(app)
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id)
  })

  await app.register(cors, {
    origin: deps.config.allowedOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'X-Request-ID', 'Last-Event-ID'],
    exposedHeaders: ['X-Request-ID', 'Retry-After', 'Content-Disposition'],
  })
  await app.register(authPlugin, {
    requireAuth: deps.config.requireAuth,
    tokens: deps.tokens,
    loadPrincipal: (claims) => loadPrincipal(deps, claims),
    projectRole: (projectId, userId) => roleInProject(deps, projectId, userId),
  })
  await registerRateLimits(app, { globalPerHour: deps.config.rateLimitGlobalPerHour, redis: deps.kv, keyPrefix: deps.config.kvstorePrefix })
  await registerOpenApi(app, deps.version)

  for (const routes of MODULE_ROUTES) {
    if (!options.without?.includes(routes)) await app.register(routes, { deps })
  }
  return app
}
