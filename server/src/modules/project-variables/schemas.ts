import { z } from 'zod'
import { ProjectIdSchema } from '../../platform/http/schemas.js'

export const VariableNameSchema = z
  .string()
  .regex(/^[A-Za-z_][A-Za-z0-9_]{0,127}$/, { message: 'A variable name is a letter or _, then letters, digits or _ (as in {{NAME}})' })

export const VariableParamsSchema = z.object({ project_id: ProjectIdSchema, name: VariableNameSchema })
export const ProjectParamsSchema = z.object({ project_id: ProjectIdSchema })

export const ProjectVariableSchema = z
  .object({
    name: z.string(),
    secret: z.boolean().describe('Write-only: the value is never returned, only `masked`'),
    value: z.string().nullable().describe('The value of a plain variable; null for a secret'),
    masked: z.string().nullable().describe('`****last4` for a secret; null for a plain variable'),
    needs_reentry: z.boolean().describe('Sealed under an older JWT_SECRET_KEY: enter the value again before it can be used'),
    updated_by: z.string().nullable(),
    updated_at: z.string(),
  })
  .meta({ id: 'ProjectVariable' })
export type ProjectVariable = z.infer<typeof ProjectVariableSchema>

export const ProjectVariableListSchema = z
  .object({
    items: z.array(ProjectVariableSchema),
    env_allowlist: z.array(z.string()).describe('SPEC_ENV_ALLOWLIST: server environment variables specs may also read'),
  })
  .meta({ id: 'ProjectVariableList' })

export const PutVariableBodySchema = z
  .object({
    value: z.string().min(1, { message: 'The value must not be empty' }).max(10_000),
    secret: z.boolean().default(true),
  })
  .strict()
  .meta({ id: 'PutProjectVariableBody' })
export type PutVariableBody = z.infer<typeof PutVariableBodySchema>

export const DeletedVariableSchema = z.object({ deleted: z.literal(true), name: z.string() }).meta({ id: 'DeletedProjectVariable' })
