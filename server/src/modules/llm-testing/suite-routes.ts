import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.js'
import { access, authorizedProject } from '../../platform/auth/access.js'
import { pageOf, pageQuery } from '../../platform/http/pagination.js'
import { commonErrorResponses, DetailSchema } from '../../platform/http/schemas.js'
import { ASSERTION_CATALOG } from './assertion-catalog.js'
import {
  AssertionTypeSchema,
  CreateSpecBodySchema,
  DiffQuerySchema,
  ProjectQuerySchema,
  SpecDiffSchema,
  SpecListItemSchema,
  SpecParamsSchema,
  SpecSchema,
  SpecVersionDetailSchema,
  SpecVersionSchema,
  SuiteSummarySchema,
  UpdateSpecBodySchema,
  ValidateSpecBodySchema,
  VersionParamsSchema,
} from './schemas.js'
import * as specs from './spec-service.js'

const tags = ['llm-testing']
const notFound = { 404: DetailSchema }
const ListSpecsQuerySchema = pageQuery({ defaultLimit: 50, maxLimit: 200 }).extend(ProjectQuerySchema.shape)

/** LLM evaluation: the assertion catalogue and markdown suites with validation, versions and diffs. See docs/llm-testing.md. */
export const llmSuiteRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // ---- suites
  app.get(
    '/llm-testing/assertion-types',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Every assertion type with its argument and an example',
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: z.object({ items: z.array(AssertionTypeSchema) }) },
      },
    },
    async () => ({ items: ASSERTION_CATALOG }),
  )
  app.post(
    '/llm-testing/specs/validate',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Parse suite markdown without saving (live editor errors by line)',
        querystring: ProjectQuerySchema,
        body: ValidateSpecBodySchema,
        response: { ...commonErrorResponses, 200: SuiteSummarySchema },
      },
    },
    async (req) => specs.validateContent(req.body.content),
  )
  app.post(
    '/llm-testing/specs',
    {
      config: { access: access.project('member') },
      schema: {
        tags,
        summary: 'Create a suite (version 1; saved even with parse errors, listed by line)',
        body: CreateSpecBodySchema,
        response: { ...commonErrorResponses, 201: SpecSchema, 409: DetailSchema },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await specs.createSpec(deps, authorizedProject(req), req.body.name, req.body.content, req.principal?.id ?? null)),
  )
  app.get(
    '/llm-testing/specs',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Suites, by name',
        querystring: ListSpecsQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(SpecListItemSchema) },
      },
    },
    async (req) => specs.listSpecs(deps, authorizedProject(req), req.query),
  )
  app.get(
    '/llm-testing/specs/:name',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'A suite: latest content, parsed cases, problems by line',
        params: SpecParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: SpecSchema, ...notFound },
      },
    },
    async (req) => specs.getSpec(deps, authorizedProject(req), req.params.name),
  )
  app.put(
    '/llm-testing/specs/:name',
    {
      config: { access: access.project('editor') },
      schema: {
        tags,
        summary: 'Save a new immutable version of a suite',
        params: SpecParamsSchema,
        body: UpdateSpecBodySchema,
        response: { ...commonErrorResponses, 200: SpecSchema, 409: DetailSchema, ...notFound },
      },
    },
    async (req) => specs.updateSpec(deps, authorizedProject(req), req.params.name, req.body.content, req.principal?.id ?? null),
  )
  app.delete(
    '/llm-testing/specs/:name',
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Delete a suite and its versions (runs keep their results)',
        params: SpecParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: z.object({ deleted: z.literal(true), name: z.string() }), ...notFound },
      },
    },
    async (req) => specs.deleteSpec(deps, authorizedProject(req), req.params.name),
  )
  app.get(
    '/llm-testing/specs/:name/versions',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Versions of a suite, newest first',
        params: SpecParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: z.object({ items: z.array(SpecVersionSchema) }), ...notFound },
      },
    },
    async (req) => specs.listVersions(deps, authorizedProject(req), req.params.name),
  )
  app.get(
    '/llm-testing/specs/:name/versions/:version',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'One version with its content',
        params: VersionParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: SpecVersionDetailSchema, ...notFound },
      },
    },
    async (req) => specs.getVersion(deps, authorizedProject(req), req.params.name, req.params.version),
  )
  app.get(
    '/llm-testing/specs/:name/diff',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Unified diff of two versions (?from=1&to=2)',
        params: SpecParamsSchema,
        querystring: DiffQuerySchema,
        response: { ...commonErrorResponses, 200: SpecDiffSchema, ...notFound },
      },
    },
    async (req) => specs.diffVersions(deps, authorizedProject(req), req.params.name, req.query.from, req.query.to),
  )
}
