import { z } from 'zod'

/** `{detail}` body of every non-validation error. */
export const DetailSchema = z.object({ detail: z.string() }).meta({ id: 'ErrorDetail' })

export const ValidationIssueSchema = z
  .object({
    loc: z.array(z.union([z.string(), z.number()])),
    msg: z.string(),
    type: z.string(),
  })
  .meta({ id: 'ValidationIssue' })

/** 422 body: FastAPI-shaped list of issues. */
export const ValidationErrorSchema = z.object({ detail: z.array(ValidationIssueSchema) }).meta({ id: 'ValidationError' })

export const LockedSchema = z.object({ detail: z.string(), locked_until: z.string() }).meta({ id: 'AccountLocked' })
export const RateLimitedSchema = z.object({ detail: z.string(), retry_after: z.number() }).meta({ id: 'RateLimited' })
export const ServerErrorSchema = z.object({ detail: z.string(), request_id: z.string() }).meta({ id: 'ServerError' })
export const MessageSchema = z.object({ message: z.string() }).meta({ id: 'Message' })

/** Ids: UUIDs, plus the `default` project id. */
export const IdSchema = z.uuid()
const PROJECT_ID = /^(default|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/
export const isProjectId = (value: string): boolean => PROJECT_ID.test(value)
export const ProjectIdSchema = z
  .string()
  .regex(PROJECT_ID, {
    message: 'must be "default" or a project UUID',
  })
  .describe('Project id: "default" or a UUID')

/** Responses any route may produce (validation, rate limit, unexpected failure). */
export const baseErrorResponses = {
  422: ValidationErrorSchema,
  429: RateLimitedSchema,
  500: ServerErrorSchema,
} as const

/** Responses every guarded route may produce, so each route's OpenAPI lists them. */
export const commonErrorResponses = {
  ...baseErrorResponses,
  401: DetailSchema,
  403: DetailSchema,
} as const
