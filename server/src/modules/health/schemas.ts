import { z } from 'zod'

export const BackupSchema = z
  .object({
    id: z.string(),
    dialect: z.string(),
    trigger: z.string().describe('schedule | manual | cli'),
    status: z.enum(['running', 'completed', 'failed']),
    file: z.string().nullable(),
    size_bytes: z.number().nullable(),
    row_counts: z.record(z.string(), z.number()).nullable(),
    error: z.string().nullable(),
    started_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .meta({ id: 'Backup' })

export const StorageHealthSchema = z
  .object({
    data_dir: z.string(),
    disk: z.object({
      total_bytes: z.number().nullable(),
      free_bytes: z.number().nullable(),
      free_percent: z.number().nullable(),
      low: z.boolean(),
    }),
    folders: z.array(
      z.object({
        name: z.string(),
        path: z.string(),
        bytes: z.number(),
        files: z.number().nullable(),
        source: z.enum(['index', 'records', 'stat']),
      }),
    ),
    used_bytes: z.number(),
    object_store: z.object({
      kind: z.enum(['s3', 'local']),
      location: z.string(),
      reachable: z.boolean(),
      latency_ms: z.number().nullable(),
      detail: z.string().nullable(),
      warm_runs: z.number(),
      warm_bytes: z.number(),
    }),
    checked_at: z.string().describe('When these figures were computed (cached up to 30 s)'),
  })
  .meta({ id: 'StorageHealth' })

export const BackupHealthSchema = z
  .object({
    status: z.enum(['ok', 'stale', 'failed', 'never']),
    last: BackupSchema.nullable(),
    last_success_at: z.string().nullable(),
    age_s: z.number().nullable(),
    size_bytes: z.number().nullable(),
    next_run_at: z.string().nullable(),
    next_archive_at: z.string().nullable(),
    tiers: z.object({ warm: z.number(), cold: z.number(), archived_bytes: z.number() }),
  })
  .meta({ id: 'BackupHealth' })

export const AlertSchema = z
  .object({
    id: z.string(),
    source: z.string(),
    severity: z.enum(['warning', 'critical']),
    title: z.string(),
    detail: z.string(),
    since: z.string().nullable(),
  })
  .meta({ id: 'Alert' })

export const AlertsHealthSchema = z
  .object({ status: z.enum(['ok', 'warning', 'critical']), items: z.array(AlertSchema), sources: z.array(z.string()) })
  .meta({ id: 'AlertsHealth' })
