import { z } from 'zod'
import { MAX_TIMER_SECONDS } from '../../config.js'

const SourceSchema = z.enum(['env', 'stored', 'default']).describe('env: the environment variable (wins); stored: saved here; default')

function fieldOf<T extends z.ZodType>(value: T) {
  return z.object({
    value: value.nullable(),
    source: SourceSchema,
    env_var: z.string(),
    running_value: value.nullable().describe('What the running server uses (stored changes apply at the next start)'),
    min: z.number().optional(),
    max: z.number().optional(),
    updated_at: z.string().nullable(),
  })
}

export const SettingsSchema = z
  .object({
    ai: z.object({
      configured: z.boolean().describe('Whether the running server has an AI provider'),
      base_url: fieldOf(z.string()),
      model: fieldOf(z.string()),
      api_key: z.object({
        has_value: z.boolean(),
        mask: z.string().nullable().describe('`****last4`; the key itself is never returned'),
        source: SourceSchema,
        env_var: z.string(),
        needs_reentry: z.boolean().describe('Stored under another JWT_SECRET_KEY: enter it again'),
        updated_at: z.string().nullable(),
      }),
    }),
    execution: z.object({
      max_browser_instances: fieldOf(z.number()),
      browser_slot_timeout_s: fieldOf(z.number()),
      agent_timeout_s: fieldOf(z.number()),
    }),
    restart_required: z.boolean(),
  })
  .meta({ id: 'Settings' })

export const AiSettingsInputSchema = z
  .object({
    base_url: z
      .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
      .max(500)
      .nullable()
      .optional(),
    model: z.string().trim().min(1).max(200).nullable().optional(),
    api_key: z.string().min(1).max(500).nullable().optional().describe('Write-only; null forgets the stored key'),
  })
  .strict()
  .meta({ id: 'AiSettingsInput' })

const seconds = z.number().int().min(1).max(MAX_TIMER_SECONDS)
export const ExecutionSettingsInputSchema = z
  .object({
    max_browser_instances: z.number().int().min(1).max(64).nullable().optional(),
    browser_slot_timeout_s: seconds.nullable().optional(),
    agent_timeout_s: seconds.nullable().optional(),
  })
  .strict()
  .meta({ id: 'ExecutionSettingsInput' })

export const AiTestInputSchema = z
  .object({
    base_url: z
      .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
      .max(500)
      .optional(),
    api_key: z.string().min(1).max(500).optional(),
    model: z.string().trim().min(1).max(200).optional(),
  })
  .strict()
  .meta({ id: 'AiTestInput' })

export const AiTestResultSchema = z
  .object({
    ok: z.boolean(),
    status_code: z.number().nullable(),
    latency_ms: z.number().nullable(),
    detail: z.string(),
    models: z.array(z.string()),
    model_available: z.boolean().nullable(),
  })
  .meta({ id: 'AiTestResult' })
