import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { ciRoutes } from './ci/routes.js'
import { testmgmtRoutes } from './testmgmt/routes.js'
import { trackerRoutes } from './tracker/routes.js'

/** Integrations: test management (/testmgmt), issue tracker (/tracker), CI (/ci-workflow, /ci-pipeline). */
export const integrationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(testmgmtRoutes, { deps })
  await app.register(trackerRoutes, { deps })
  await app.register(ciRoutes, { deps })
}
