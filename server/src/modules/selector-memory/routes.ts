import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.js'
import { access, authorizedProject } from '../../platform/auth/access.js'
import { pageOf, pageQuery } from '../../platform/http/pagination.js'
import { commonErrorResponses, DetailSchema, ProjectIdSchema } from '../../platform/http/schemas.js'
import { browseFingerprints, forgetTarget, healHistory } from './service.js'

const FingerprintSchema = z.object({
  item_id: z.string().describe('Plan item id (`s3`, `o1.2`)'),
  strategy: z.string(),
  via: z.string().describe('phrase | similarity | heal'),
  score: z.number(),
  role: z.string(),
  name: z.string(),
  label: z.string(),
  text: z.string(),
  test_id: z.string(),
  placeholder: z.string(),
  tag: z.string(),
  css_path: z.string(),
  neighbours: z.array(z.string()),
})
const SpecFingerprintsSchema = z
  .object({
    spec_name: z.string(),
    run_id: z.string().nullable(),
    updated_at: z.string(),
    total_targets: z.number().int(),
    targets: z.array(FingerprintSchema),
  })
  .meta({ id: 'SpecFingerprints' })
const HealEventSchema = z.object({
  after_attempt: z.number().int(),
  classification: z.string().nullable(),
  heal: z.string().nullable(),
  diff: z.string().nullable(),
  error: z.string().nullable(),
  outcome: z.string().nullable().describe('Status of the attempt that followed the heal'),
})
const HealRunSchema = z
  .object({
    run_id: z.string(),
    spec_name: z.string(),
    status: z.string(),
    created_at: z.string(),
    attempts: z.number().int(),
    heals: z.array(HealEventSchema),
  })
  .meta({ id: 'HealHistoryRun' })

const SpecNameSchema = z.string().min(1).max(300)

/** Selector memory browsing: the element fingerprints the healer uses, search, forgetting one, and the heal history. */
export const selectorMemoryRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['memory']
  app.get(
    '/api/memory/fingerprints',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Stored element fingerprints per spec; `q` searches spec names, roles, names, labels, texts, test ids, css paths',
        querystring: pageQuery({ defaultLimit: 20, maxLimit: 100 }).extend({
          project_id: ProjectIdSchema.default('default'),
          q: z.string().trim().max(200).optional(),
          spec_name: SpecNameSchema.optional(),
        }),
        response: { ...commonErrorResponses, 200: pageOf(SpecFingerprintsSchema) },
      },
    },
    async (req) => browseFingerprints(deps, authorizedProject(req), { q: req.query.q, spec_name: req.query.spec_name }, req.query),
  )

  app.delete(
    '/api/memory/fingerprints',
    {
      config: { access: access.project('editor') },
      schema: {
        tags,
        summary: 'Forget one element of a spec’s memory (the next run resolves that step afresh)',
        querystring: z.object({
          project_id: ProjectIdSchema.default('default'),
          spec_name: SpecNameSchema,
          item_id: z.string().min(1).max(50),
        }),
        response: {
          ...commonErrorResponses,
          200: z.object({ deleted: z.literal(true), spec_name: z.string(), item_id: z.string() }),
          404: DetailSchema,
          409: DetailSchema,
        },
      },
    },
    async (req) => forgetTarget(deps, authorizedProject(req), req.query.spec_name, req.query.item_id),
  )

  app.get(
    '/api/memory/heals',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Heal history: runs that healed (or tried to), with classification, change and diff per heal',
        querystring: pageQuery({ defaultLimit: 20, maxLimit: 100 }).extend({
          project_id: ProjectIdSchema.default('default'),
          spec_name: SpecNameSchema.optional(),
        }),
        response: { ...commonErrorResponses, 200: pageOf(HealRunSchema) },
      },
    },
    async (req) => healHistory(deps, authorizedProject(req), req.query.spec_name, req.query),
  )
}
