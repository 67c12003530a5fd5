import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app-deps.js'
import { access, authorizedProject } from '../../platform/auth/access.js'
import { FieldValidationError } from '../../platform/http/errors.js'
import { pageOf } from '../../platform/http/pagination.js'
import { commonErrorResponses, DetailSchema } from '../../platform/http/schemas.js'
import { stepSuggestions } from '../understanding/suggestions.js'
import {
  CreateSpecBodySchema,
  DeletedSpecSchema,
  ListAutomatedQuerySchema,
  ListSpecsQuerySchema,
  ListTagsQuerySchema,
  OptionalProjectQuerySchema,
  ProjectQuerySchema,
  SpecFolderTreeSchema,
  SpecSchema,
  SpecSummarySchema,
  SpecValidationSchema,
  SpecWildcardParamsSchema,
  StepSuggestionsQuerySchema,
  StepSuggestionsSchema,
  TagCountSchema,
  UpdateSpecBodySchema,
  ValidateSpecBodySchema,
} from './schemas.js'
import * as specs from './service.js'

const tags = ['specs']

/** The project the access check authorized; a body naming a different one than the query is refused. */
function bodyProject(req: FastifyRequest<{ Body: { project_id?: string | undefined }; Querystring: { project_id?: string | undefined } }>) {
  const { query, body } = req
  if (query.project_id !== undefined && body.project_id !== undefined && query.project_id !== body.project_id) {
    throw new FieldValidationError(['body', 'project_id'], 'project_id differs from the one in the query string', 'project_mismatch')
  }
  return authorizedProject(req)
}

/**
 * /specs: markdown UI specs, by folder-style name (`/specs/checkout/guest pays`). Every route acts on the project
 * the access check authorized (`projectIdOf`: path, then query, then body), so the two can never differ.
 */
export const specRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/specs',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'List UI specs (no content), filtered by text, tags and folder',
        querystring: ListSpecsQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(SpecSummarySchema) },
      },
    },
    async (req) =>
      specs.listSpecs(deps, authorizedProject(req), req.query, { q: req.query.q, tags: req.query.tag, folder: req.query.folder }),
  )

  app.get(
    '/specs/automated',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'UI specs with an accepted generated test',
        querystring: ListAutomatedQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(SpecSummarySchema) },
      },
    },
    async (req) =>
      specs.listAutomatedSpecs(deps, authorizedProject(req), req.query, { q: req.query.q, tags: req.query.tag, folder: req.query.folder }),
  )

  app.get(
    '/specs/folders',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Folder tree of the UI specs with counts',
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: SpecFolderTreeSchema },
      },
    },
    async (req) => specs.specFolders(deps, authorizedProject(req)),
  )

  app.get(
    '/specs/tags',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Tags in use with how many specs carry each',
        querystring: ListTagsQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(TagCountSchema) },
      },
    },
    async (req) => specs.listTags(deps, authorizedProject(req), req.query),
  )

  app.post(
    '/specs',
    {
      config: { access: access.project('member') },
      schema: {
        tags,
        summary: 'Create a UI spec (saved even with step errors, which the response lists by line)',
        querystring: OptionalProjectQuerySchema,
        body: CreateSpecBodySchema,
        response: { ...commonErrorResponses, 201: SpecSchema, 404: DetailSchema, 409: DetailSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await specs.createSpec(deps, bodyProject(req), req.body)),
  )

  app.get(
    '/specs/step-suggestions',
    {
      config: { access: access.user },
      schema: {
        tags,
        summary: 'Step completions for the spec editor, one per phrasing the UI or API grammar understands',
        querystring: StepSuggestionsQuerySchema,
        response: { ...commonErrorResponses, 200: StepSuggestionsSchema },
      },
    },
    async (req) => ({ items: stepSuggestions(req.query.kind) }),
  )

  app.post(
    '/specs/validate',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Parse and plan spec markdown without saving (live editor errors, by line)',
        querystring: OptionalProjectQuerySchema,
        body: ValidateSpecBodySchema,
        response: { ...commonErrorResponses, 200: SpecValidationSchema },
      },
    },
    async (req) => specs.validateSpec(deps, bodyProject(req), req.body.content),
  )

  app.get(
    '/specs/*',
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Get a UI spec by name (slashes allowed: /specs/checkout/guest pays)',
        params: SpecWildcardParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: SpecSchema, 404: DetailSchema },
      },
    },
    async (req) => specs.getSpec(deps, authorizedProject(req), req.params['*']),
  )

  app.put(
    '/specs/*',
    {
      config: { access: access.project('editor') },
      schema: {
        tags,
        summary: 'Update a UI spec: content, tags, or name (rename / move to another folder)',
        params: SpecWildcardParamsSchema,
        querystring: ProjectQuerySchema,
        body: UpdateSpecBodySchema,
        response: { ...commonErrorResponses, 200: SpecSchema, 404: DetailSchema, 409: DetailSchema },
      },
    },
    async (req) => specs.updateSpec(deps, authorizedProject(req), req.params['*'], req.body),
  )

  app.delete(
    '/specs/*',
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Delete a UI spec and its workspace file',
        params: SpecWildcardParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: DeletedSpecSchema, 404: DetailSchema },
      },
    },
    async (req) => specs.deleteSpec(deps, authorizedProject(req), req.params['*']),
  )
}
