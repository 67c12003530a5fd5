import { z } from 'zod'
import { commonErrorResponses, DetailSchema } from '../../platform/http/schemas.js'

/** 502: the remote system failed or refused; `remote_status` is its HTTP status (0: it did not answer). */
export const GatewayErrorSchema = z
  .object({ detail: z.string(), remote_status: z.number().int().optional() })
  .meta({ id: 'IntegrationGatewayError' })

export const remoteErrors = { ...commonErrorResponses, 400: DetailSchema, 404: DetailSchema, 502: GatewayErrorSchema } as const
export const localErrors = { ...commonErrorResponses, 400: DetailSchema, 404: DetailSchema } as const
