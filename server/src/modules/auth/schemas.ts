import { z } from 'zod'
import { NewPasswordSchema } from '../../platform/auth/passwords.js'
import { EmailSchema, FullNameSchema } from '../users/schemas.js'

export const LoginBodySchema = z
  .object({ email: z.string().min(1).max(254), password: z.string().min(1).max(128) })
  .strict()
  .meta({ id: 'LoginBody' })
export type LoginBody = z.infer<typeof LoginBodySchema>

export const RegisterBodySchema = z
  .object({ email: EmailSchema, password: NewPasswordSchema, full_name: FullNameSchema.default('') })
  .strict()
  .meta({ id: 'RegisterBody' })
export type RegisterBody = z.infer<typeof RegisterBodySchema>

export const RefreshBodySchema = z
  .object({ refresh_token: z.string().min(1).max(4096) })
  .strict()
  .meta({ id: 'RefreshBody' })
export const LogoutBodySchema = z
  .object({ refresh_token: z.string().min(1).max(4096).optional() })
  .strict()
  .meta({ id: 'LogoutBody' })

export const TokenPairSchema = z
  .object({
    access_token: z.string(),
    refresh_token: z.string(),
    token_type: z.literal('bearer'),
    expires_in: z.number().int().describe('Access token lifetime in seconds'),
  })
  .meta({ id: 'TokenPair' })
export type TokenPair = z.infer<typeof TokenPairSchema>

export const AuthConfigSchema = z.object({ require_auth: z.boolean(), allow_registration: z.boolean() }).meta({ id: 'AuthConfig' })
