import { z } from 'zod'

export const MAX_TAGS = 20
export const MAX_TAG_CHARS = 40

/** One tag: trimmed and lowercased; letters, digits, space and `_ - . : / +` (no comma: `?tag=a,b` lists two). */
export const TagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { message: 'A tag cannot be empty' })
  .max(MAX_TAG_CHARS, { message: `A tag has at most ${MAX_TAG_CHARS} characters` })
  .regex(/^[\p{L}\p{N}\p{M} _.:/+-]+$/u, { message: 'A tag uses letters, digits, spaces and _ - . : / +' })

/** A spec's tags: at most 20; duplicates (after lowercasing) are merged and the list is sorted. */
export const TagListSchema = z
  .array(TagSchema)
  .max(MAX_TAGS, { message: `A spec has at most ${MAX_TAGS} tags` })
  .transform(uniqueSorted)

/** `?tag=smoke&tag=checkout` or `?tag=smoke,checkout`: specs that carry every one of them. */
export const TagFilterSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).filter((s) => s.trim() !== ''))
  .pipe(
    z
      .array(TagSchema)
      .max(MAX_TAGS, { message: `Filter by at most ${MAX_TAGS} tags` })
      .transform(uniqueSorted),
  )
  .describe('Only specs with every listed tag (repeat the parameter or separate with commas)')

function uniqueSorted(tags: string[]): string[] {
  return [...new Set(tags)].sort()
}
