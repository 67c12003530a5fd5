import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { access } from '../../platform/auth/access.js'
import { commonErrorResponses, DetailSchema } from '../../platform/http/schemas.js'
import { AiSettingsInputSchema, AiTestInputSchema, AiTestResultSchema, ExecutionSettingsInputSchema, SettingsSchema } from './schemas.js'
import { readSettings, testAiConnection, updateSettings } from './service.js'

/** Server settings: administrators (superusers) only. */
export const settingsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['settings']
  app.get(
    '/settings',
    {
      config: { access: access.superuser },
      schema: {
        tags,
        summary: 'AI provider and execution settings with their source (env, stored, default)',
        response: { ...commonErrorResponses, 200: SettingsSchema },
      },
    },
    async () => readSettings(deps),
  )

  app.put(
    '/settings/ai',
    {
      config: { access: access.superuser },
      schema: {
        tags,
        summary: 'Store the AI provider (base URL, model, key); applies at the next start; 409 when set in the environment',
        body: AiSettingsInputSchema,
        response: { ...commonErrorResponses, 200: SettingsSchema, 409: DetailSchema },
      },
    },
    async (req) =>
      updateSettings(
        deps,
        { ai_base_url: req.body.base_url, ai_model: req.body.model, ai_api_key: req.body.api_key },
        req.principal?.id ?? null,
      ),
  )

  app.put(
    '/settings/execution',
    {
      config: { access: access.superuser },
      schema: {
        tags,
        summary: 'Store execution settings (browser pool size, slot and agent timeouts); applies at the next start',
        body: ExecutionSettingsInputSchema,
        response: { ...commonErrorResponses, 200: SettingsSchema, 409: DetailSchema },
      },
    },
    async (req) => updateSettings(deps, req.body, req.principal?.id ?? null),
  )

  app.post(
    '/settings/ai/test',
    {
      config: { access: access.superuser },
      schema: {
        tags,
        summary: 'Test the AI provider connection (GET /models) with the given or the effective settings',
        body: AiTestInputSchema,
        response: { ...commonErrorResponses, 200: AiTestResultSchema },
      },
    },
    async (req) => testAiConnection(deps, req.body),
  )
}
