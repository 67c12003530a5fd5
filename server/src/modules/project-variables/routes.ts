import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { access, authorizedProject } from '../../platform/auth/access.js'
import { commonErrorResponses, DetailSchema } from '../../platform/http/schemas.js'
import {
  DeletedVariableSchema,
  ProjectParamsSchema,
  ProjectVariableListSchema,
  ProjectVariableSchema,
  PutVariableBodySchema,
  VariableParamsSchema,
} from './schemas.js'
import * as service from './service.js'

const tags = ['project-variables']

/**
 * /projects/{project_id}/variables: the values a spec's `{{NAME}}` placeholders resolve to. Members see the names
 * (and plain values); admins set and delete them; secrets are write-only.
 */
export const projectVariableRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/projects/:project_id/variables',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: "The project's variables and secrets (secrets masked), and the server's SPEC_ENV_ALLOWLIST",
        params: ProjectParamsSchema,
        response: { ...commonErrorResponses, 200: ProjectVariableListSchema, 404: DetailSchema },
      },
    },
    async (req) => service.listVariables(deps, authorizedProject(req)),
  )

  app.put(
    '/projects/:project_id/variables/:name',
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Set a variable or secret (secret: true by default; the value is never returned)',
        params: VariableParamsSchema,
        body: PutVariableBodySchema,
        response: { ...commonErrorResponses, 200: ProjectVariableSchema, 404: DetailSchema },
      },
    },
    async (req) => service.putVariable(deps, authorizedProject(req), req.params.name, req.body, req.principal?.id),
  )

  app.delete(
    '/projects/:project_id/variables/:name',
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Delete a variable or secret',
        params: VariableParamsSchema,
        response: { ...commonErrorResponses, 200: DeletedVariableSchema, 404: DetailSchema },
      },
    },
    async (req) => service.deleteVariable(deps, authorizedProject(req), req.params.name),
  )
}
