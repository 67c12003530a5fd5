import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../../app-deps.js'
import { access, authorizedProject } from '../../../platform/auth/access.js'
import { pageOf } from '../../../platform/http/pagination.js'
import { perMinute } from '../../../platform/http/rate-limit.js'
import { commonErrorResponses, DetailSchema } from '../../../platform/http/schemas.js'
import { ComparisonSchema, RunSchema } from '../schemas.js'
import {
  AugmentBodySchema,
  BulkCompareBodySchema,
  BulkRunBodySchema,
  CandidateSchema,
  CandidatesQuerySchema,
  CasesQuerySchema,
  CreateDatasetBodySchema,
  DatasetParamsSchema,
  DatasetSchema,
  DatasetVersionParamsSchema,
  DatasetVersionSchema,
  DecideBodySchema,
  DecideResultSchema,
  GoldenBodySchema,
  ImportQuerySchema,
  ImportResultSchema,
  ListDatasetsQuerySchema,
  ProjectQuerySchema,
  SaveVersionBodySchema,
  StoredCaseSchema,
  UpdateDatasetBodySchema,
} from './schemas.js'
import * as service from './service.js'
import { CSV_LIMIT_BYTES, readCsvUpload } from './upload.js'

const tags = ['llm-testing']
const notFound = { 404: DetailSchema }
const base = '/llm-testing/datasets'

/** LLM datasets: versions, CSV import/export, golden, bulk runs, augmentation. See docs/llm-testing.md. */
export const llmDatasetRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(multipart, { limits: { fileSize: CSV_LIMIT_BYTES, files: 1, fields: 5 } })
  const who = (req: { principal?: { id: string } | undefined }) => req.principal?.id ?? null

  app.post(
    base,
    {
      config: { access: access.project('member') },
      schema: {
        tags,
        summary: 'Create a dataset (with cases: saved as version 1)',
        body: CreateDatasetBodySchema,
        response: { ...commonErrorResponses, 201: DatasetSchema, 409: DetailSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.createDataset(deps, authorizedProject(req), req.body, who(req))),
  )
  app.get(
    base,
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Datasets, by name',
        querystring: ListDatasetsQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(DatasetSchema) },
      },
    },
    async (req) => service.listDatasets(deps, authorizedProject(req), req.query, req.query.q),
  )
  app.get(
    `${base}/:id`,
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'One dataset',
        params: DatasetParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: DatasetSchema, ...notFound },
      },
    },
    async (req) => service.getDataset(deps, authorizedProject(req), req.params.id),
  )
  app.put(
    `${base}/:id`,
    {
      config: { access: access.project('editor') },
      schema: {
        tags,
        summary: 'Rename or describe a dataset; cases, when given, are saved as a new immutable version',
        params: DatasetParamsSchema,
        body: UpdateDatasetBodySchema,
        response: { ...commonErrorResponses, 200: DatasetSchema, 409: DetailSchema, ...notFound },
      },
    },
    async (req) => service.updateDataset(deps, authorizedProject(req), req.params.id, req.body, who(req)),
  )
  app.delete(
    `${base}/:id`,
    {
      config: { access: access.project('admin') },
      schema: {
        tags,
        summary: 'Delete a dataset, its versions and candidates (runs keep their results)',
        params: DatasetParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: z.object({ deleted: z.literal(true), id: z.string() }), ...notFound },
      },
    },
    async (req) => service.deleteDataset(deps, authorizedProject(req), req.params.id),
  )

  // ---- versions
  app.post(
    `${base}/:id/versions`,
    {
      config: { access: access.project('editor') },
      schema: {
        tags,
        summary: 'Save a new immutable version with the full case list (the table editor saves this way)',
        params: DatasetParamsSchema,
        body: SaveVersionBodySchema,
        response: { ...commonErrorResponses, 201: DatasetVersionSchema, ...notFound },
      },
    },
    async (req, reply) =>
      reply.code(201).send(
        await service.saveVersion(deps, authorizedProject(req), req.params.id, req.body.cases, {
          source: 'manual',
          note: req.body.note ?? null,
          by: who(req),
        }),
      ),
  )
  app.get(
    `${base}/:id/versions`,
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Versions, newest first (golden: the version marked as baseline)',
        params: DatasetParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: z.object({ items: z.array(DatasetVersionSchema) }), ...notFound },
      },
    },
    async (req) => service.listVersions(deps, authorizedProject(req), req.params.id),
  )
  app.get(
    `${base}/:id/versions/:version/cases`,
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: "A version's cases in order",
        params: DatasetVersionParamsSchema,
        querystring: CasesQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(StoredCaseSchema), ...notFound },
      },
    },
    async (req) => service.versionCases(deps, authorizedProject(req), req.params.id, req.params.version, req.query),
  )
  app.get(
    `${base}/:id/versions/:version/export`,
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Download a version as CSV (input,expected,tags; tags joined by ";")',
        params: DatasetVersionParamsSchema,
        querystring: ProjectQuerySchema,
        response: { ...commonErrorResponses, 200: z.string(), ...notFound },
      },
    },
    async (req, reply) => {
      const file = await service.exportCsv(deps, authorizedProject(req), req.params.id, req.params.version)
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.csv)
    },
  )
  app.put(
    `${base}/:id/golden`,
    {
      config: { access: access.project('editor') },
      schema: {
        tags,
        summary: 'Mark a version golden (the regression baseline); version null clears the mark',
        params: DatasetParamsSchema,
        body: GoldenBodySchema,
        response: { ...commonErrorResponses, 200: DatasetSchema, ...notFound },
      },
    },
    async (req) => service.setGolden(deps, authorizedProject(req), req.params.id, req.body.version),
  )
  app.post(
    `${base}/:id/import`,
    {
      config: { access: access.project('editor'), rateLimit: perMinute(20) },
      schema: {
        tags,
        summary: 'Import a CSV (multipart field "file", 5 MB): preview=true only reports; else saves a new version',
        description:
          'Allowed types: text/csv, application/csv, text/plain, application/vnd.ms-excel, or application/octet-stream named *.csv (else 415). Over 5 MB: 413, checked on the stream. Row errors: 422 unless skip_invalid=true.',
        consumes: ['multipart/form-data'],
        params: DatasetParamsSchema,
        querystring: ImportQuerySchema,
        response: {
          ...commonErrorResponses,
          200: ImportResultSchema,
          201: ImportResultSchema,
          413: DetailSchema,
          415: DetailSchema,
          ...notFound,
        },
      },
    },
    async (req, reply) => {
      const projectId = authorizedProject(req)
      await service.datasetOr404(deps, projectId, req.params.id)
      const text = await readCsvUpload(req)
      const result = await service.importCsv(deps, projectId, req.params.id, text, req.query, who(req))
      return reply.code(result.saved ? 201 : 200).send(result)
    },
  )

  // ---- bulk runs
  app.post(
    '/llm-testing/bulk-run',
    {
      config: { access: access.project('member'), rateLimit: perMinute(30) },
      schema: {
        tags,
        summary: "Run a suite's default assertions over every case of a dataset version (an LLM run job)",
        body: BulkRunBodySchema,
        response: { ...commonErrorResponses, 202: RunSchema, 409: DetailSchema, ...notFound },
      },
    },
    async (req, reply) => reply.code(202).send(await service.bulkRun(deps, authorizedProject(req), req.body, who(req))),
  )
  app.post(
    '/llm-testing/bulk-compare',
    {
      config: { access: access.project('member'), rateLimit: perMinute(30) },
      schema: {
        tags,
        summary: 'Compare 2-8 providers over a dataset version with a suite’s default assertions (one job)',
        body: BulkCompareBodySchema,
        response: { ...commonErrorResponses, 202: ComparisonSchema, 409: DetailSchema, ...notFound },
      },
    },
    async (req, reply) => reply.code(202).send(await service.bulkCompare(deps, authorizedProject(req), req.body, who(req))),
  )

  // ---- augmentation
  app.post(
    `${base}/:id/augment`,
    {
      config: { access: access.project('editor'), rateLimit: perMinute(20) },
      schema: {
        tags,
        summary: 'Propose new cases (edge_cases, adversarial, boundary, rephrase) for review',
        params: DatasetParamsSchema,
        body: AugmentBodySchema,
        response: { ...commonErrorResponses, 201: z.object({ items: z.array(CandidateSchema) }), 409: DetailSchema, ...notFound },
      },
    },
    async (req, reply) => reply.code(201).send(await service.augment(deps, authorizedProject(req), req.params.id, req.body)),
  )
  app.get(
    `${base}/:id/candidates`,
    {
      config: { access: access.project('viewer') },
      schema: {
        tags,
        summary: 'Augmentation candidates, oldest first',
        params: DatasetParamsSchema,
        querystring: CandidatesQuerySchema,
        response: { ...commonErrorResponses, 200: pageOf(CandidateSchema), ...notFound },
      },
    },
    async (req) => service.listCandidates(deps, authorizedProject(req), req.params.id, req.query, req.query.status),
  )
  app.post(
    `${base}/:id/candidates/decide`,
    {
      config: { access: access.project('editor') },
      schema: {
        tags,
        summary: 'Accept or reject pending candidates (one or many); accepted ones join a new version',
        params: DatasetParamsSchema,
        body: DecideBodySchema,
        response: { ...commonErrorResponses, 200: DecideResultSchema, ...notFound },
      },
    },
    async (req) =>
      service.decide(
        deps,
        authorizedProject(req),
        req.params.id,
        { accept: req.body.accept ?? [], reject: req.body.reject ?? [] },
        who(req),
      ),
  )
}
