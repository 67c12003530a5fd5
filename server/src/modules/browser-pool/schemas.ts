import { z } from 'zod'
import { OPERATION_TYPES, SLOT_STATES } from '../../platform/browser-pool/browser-pool.js'

const OperationTypeSchema = z.enum(OPERATION_TYPES).meta({ id: 'BrowserOperationType' })

export const LoadTestLockStatusSchema = z
  .object({ held: z.boolean(), run_id: z.string().nullable(), acquired_at: z.string().nullable() })
  .meta({ id: 'LoadTestLockStatus' })

export const PoolStatusSchema = z
  .object({
    pool_type: z.enum(['memory', 'kvstore']),
    max_slots: z.number().int(),
    in_use: z.number().int(),
    available: z.number().int(),
    queue_depth: z.number().int(),
    by_type: z.record(OperationTypeSchema, z.number().int()),
    queue: z.array(
      z.object({
        slot_id: z.string(),
        request_id: z.string(),
        type: OperationTypeSchema,
        description: z.string(),
        position: z.number().int(),
        queued_at: z.string(),
        waited_ms: z.number(),
      }),
    ),
    running: z.array(
      z.object({
        slot_id: z.string(),
        request_id: z.string(),
        type: OperationTypeSchema,
        description: z.string(),
        started_at: z.string(),
        running_ms: z.number(),
        max_operation_duration_ms: z.number(),
      }),
    ),
    load_test_lock: LoadTestLockStatusSchema,
  })
  .meta({ id: 'BrowserPoolStatus' })

export const SlotRecordSchema = z
  .object({
    slot_id: z.string(),
    request_id: z.string(),
    type: OperationTypeSchema,
    description: z.string(),
    state: z.enum(SLOT_STATES),
    queued_at: z.string(),
    started_at: z.string().nullable(),
    completed_at: z.string().nullable(),
    max_operation_duration_ms: z.number(),
    reason: z.string().nullable(),
    wait_ms: z.number().nullable(),
    run_ms: z.number().nullable(),
  })
  .meta({ id: 'BrowserSlotRecord' })

export const RecentQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(1000).default(50) })
export const RecentSchema = z.object({ items: z.array(SlotRecordSchema) }).meta({ id: 'BrowserSlotRecent' })

export const CleanupResultSchema = z
  .object({
    reclaimed: z.array(z.object({ slot_id: z.string(), request_id: z.string(), reason: z.string() })),
    cancelled_waiters: z.number().int(),
    removed_records: z.number().int(),
  })
  .meta({ id: 'BrowserPoolCleanup' })

export const BrowserCheckSchema = z
  .object({
    ok: z.literal(true),
    browser_version: z.string(),
    waited_ms: z.number(),
    launch_ms: z.number(),
    total_ms: z.number(),
  })
  .meta({ id: 'BrowserCheck' })
export type BrowserCheck = z.infer<typeof BrowserCheckSchema>
