import { commonErrorResponses, DetailSchema } from '../../platform/http/schemas.js'

/** What the database-testing route files share. */
export const tags = ['database-testing']
export const P = '/database-testing'
export const errors = { ...commonErrorResponses, 400: DetailSchema, 404: DetailSchema }

export const principalOf = (req: { principal?: { id: string; email: string } | undefined }) => ({
  id: req.principal?.id ?? null,
  email: req.principal?.email ?? null,
})
