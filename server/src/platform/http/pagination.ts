import { z } from 'zod'

export interface Page {
  limit: number
  offset: number
}

export interface PageResult<T> {
  items: T[]
  total: number
  limit: number
  offset: number
  has_more: boolean
}

/**
 * Query schema for `limit`/`offset`: negative values are 422, a limit above `max` is clamped (documented per
 * endpoint in the spec's pagination table).
 */
export function pageQuery({ defaultLimit = 20, maxLimit = 100 } = {}) {
  return z.object({
    limit: z.coerce
      .number()
      .int()
      .min(0)
      .max(Number.MAX_SAFE_INTEGER)
      .default(defaultLimit)
      .transform((v) => Math.min(v, maxLimit))
      .describe(`Page size (default ${defaultLimit}, values above ${maxLimit} are clamped)`),
    offset: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  })
}

/** The envelope schema for a list of `item`. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
    has_more: z.boolean(),
  })
}

export function toPage<T>(items: T[], total: number, page: Page): PageResult<T> {
  return { items, total, limit: page.limit, offset: page.offset, has_more: page.offset + items.length < total }
}
