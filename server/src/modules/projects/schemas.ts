import { z } from 'zod'
import { ROLES } from '../../platform/auth/roles.js'
import { pageQuery } from '../../platform/http/pagination.js'
import { ProjectIdSchema } from '../../platform/http/schemas.js'
import { EmailSchema } from '../users/schemas.js'

export const RoleSchema = z.enum(ROLES).meta({ id: 'Role' })

const BaseUrlSchema = z
  .url({ protocol: /^https?$/, message: 'base_url must be an http(s) URL' })
  .max(2048)
  .refine((v) => !/\s/.test(v), { message: 'base_url must not contain whitespace' })
const NameSchema = z.string().trim().min(1, { message: 'Name must not be empty' }).max(100)
const DescriptionSchema = z.string().trim().max(2000)

export const ProjectSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    base_url: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    member_count: z.number().int(),
    my_role: RoleSchema.nullable().describe("The caller's role; null for non-members (superusers, or auth off)"),
  })
  .meta({ id: 'Project' })
export type Project = z.infer<typeof ProjectSchema>

export const CreateProjectBodySchema = z
  .object({ name: NameSchema, description: DescriptionSchema.optional(), base_url: BaseUrlSchema.optional() })
  .strict()
  .meta({ id: 'CreateProjectBody' })
export type CreateProjectBody = z.infer<typeof CreateProjectBodySchema>

export const UpdateProjectBodySchema = z
  .object({
    name: NameSchema.optional(),
    description: DescriptionSchema.nullable().optional(),
    base_url: BaseUrlSchema.nullable().optional(),
  })
  .strict()
  .meta({ id: 'UpdateProjectBody' })
export type UpdateProjectBody = z.infer<typeof UpdateProjectBodySchema>

export const ProjectParamsSchema = z.object({ project_id: ProjectIdSchema })
export const MemberParamsSchema = ProjectParamsSchema.extend({ user_id: z.uuid() })
export const ListProjectsQuerySchema = pageQuery({ defaultLimit: 50, maxLimit: 200 })

export const MemberSchema = z
  .object({
    project_id: z.string(),
    user_id: z.string(),
    email: z.string(),
    full_name: z.string(),
    role: RoleSchema,
    granted_at: z.string(),
    granted_by: z.string().nullable(),
  })
  .meta({ id: 'ProjectMember' })
export type Member = z.infer<typeof MemberSchema>

export const AddMemberBodySchema = z
  .object({ user_id: z.uuid().optional(), email: EmailSchema.optional(), role: RoleSchema })
  .strict()
  .refine((b) => (b.user_id === undefined) !== (b.email === undefined), {
    message: 'Give exactly one of user_id or email',
    path: ['user_id'],
  })
  .meta({ id: 'AddMemberBody' })
export type AddMemberBody = z.infer<typeof AddMemberBodySchema>

export const UpdateMemberBodySchema = z.object({ role: RoleSchema }).strict().meta({ id: 'UpdateMemberBody' })
export const DeletedSchema = z.object({ deleted: z.literal(true), id: z.string() }).meta({ id: 'Deleted' })
