import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.js'
import { access } from '../../platform/auth/access.js'
import { ServiceUnavailableError } from '../../platform/http/errors.js'
import { pageOf, pageQuery } from '../../platform/http/pagination.js'
import { commonErrorResponses, DetailSchema } from '../../platform/http/schemas.js'
import { invalidateHealth } from '../health/ops-service.js'
import { BackupSchema } from '../health/schemas.js'
import { archiveArtifacts, listBackups, runBackup } from './service.js'

const ArchiveResultSchema = z
  .object({
    warmed: z.number().int().describe('Runs moved hot -> warm (core files archived, local folder removed)'),
    cooled: z.number().int().describe('Runs moved warm -> cold (archived files deleted, DB metadata kept)'),
    archived_files: z.number().int(),
    archived_bytes: z.number(),
    freed_bytes: z.number(),
    location: z.string(),
  })
  .meta({ id: 'ArchiveResult' })

/** Database backups and artifact archival: administrators only (the data of every project is in them). */
export const backupRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['backups']
  app.get(
    '/backups',
    {
      config: { access: access.superuser },
      schema: {
        tags,
        summary: 'Database backups, newest first',
        querystring: pageQuery({ defaultLimit: 20, maxLimit: 100 }),
        response: { ...commonErrorResponses, 200: pageOf(BackupSchema) },
      },
    },
    async (req) => listBackups(deps, req.query),
  )

  app.post(
    '/backups',
    {
      config: { access: access.superuser },
      schema: {
        tags,
        summary: 'Take a full database backup now (SQLite online backup / pg_dump) into DATA_DIR/backups',
        response: { ...commonErrorResponses, 201: BackupSchema, 503: DetailSchema },
      },
    },
    async (_req, reply) => {
      try {
        return reply.code(201).send(await runBackup(deps, 'manual'))
      } catch (err) {
        throw new ServiceUnavailableError(err instanceof Error ? err.message : String(err))
      } finally {
        invalidateHealth(deps)
      }
    },
  )

  app.post(
    '/backups/archive',
    {
      config: { access: access.superuser },
      schema: {
        tags,
        summary: 'Run artifact archival now (hot -> warm after 30 days, warm -> cold after 90)',
        response: { ...commonErrorResponses, 200: ArchiveResultSchema },
      },
    },
    async () => {
      try {
        return await archiveArtifacts(deps)
      } finally {
        invalidateHealth(deps)
      }
    },
  )
}
