import { z } from 'zod'
import { NewPasswordSchema } from '../../platform/auth/passwords.js'
import { pageQuery } from '../../platform/http/pagination.js'

export const EmailSchema = z
  .email({ message: 'Enter a valid email address' })
  .max(254)
  .transform((v) => v.toLowerCase())
export const FullNameSchema = z.string().trim().max(200)

export const UserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    full_name: z.string(),
    is_active: z.boolean(),
    is_superuser: z.boolean(),
    failed_login_attempts: z.number().int(),
    locked_until: z.string().nullable(),
    created_at: z.string(),
    last_login_at: z.string().nullable(),
  })
  .meta({ id: 'User' })
export type User = z.infer<typeof UserSchema>

export const UserParamsSchema = z.object({ user_id: z.uuid() })

export const CreateUserBodySchema = z
  .object({
    email: EmailSchema,
    password: NewPasswordSchema,
    full_name: FullNameSchema.default(''),
    is_superuser: z.boolean().default(false),
  })
  .strict()
  .meta({ id: 'CreateUserBody' })
export type CreateUserBody = z.infer<typeof CreateUserBodySchema>

export const AdminUpdateUserBodySchema = z
  .object({
    is_active: z.boolean().optional(),
    is_superuser: z.boolean().optional(),
    full_name: FullNameSchema.optional(),
    failed_login_attempts: z.literal(0).optional().describe('Set to 0 to reset the failure counter'),
    locked_until: z.null().optional().describe('Set to null to unlock the account'),
  })
  .strict()
  .meta({ id: 'AdminUpdateUserBody' })
export type AdminUpdateUserBody = z.infer<typeof AdminUpdateUserBodySchema>

export const UpdateMeBodySchema = z
  .object({
    full_name: FullNameSchema.optional(),
    current_password: z.string().max(128).optional(),
    new_password: NewPasswordSchema.optional(),
  })
  .strict()
  .refine((b) => !b.new_password || b.current_password, {
    message: 'current_password is required to set a new password',
    path: ['current_password'],
  })
  .meta({ id: 'UpdateMeBody' })
export type UpdateMeBody = z.infer<typeof UpdateMeBodySchema>

export const ListUsersQuerySchema = pageQuery({ defaultLimit: 50, maxLimit: 200 }).extend({
  q: z.string().max(200).optional().describe('Substring of the email or full name'),
})
