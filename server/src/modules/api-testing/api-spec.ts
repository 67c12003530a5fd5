import { z } from 'zod'

/**
 * The parsed shape of an API test spec (`# API Test: <name>` markdown) and of its steps. One zod definition per
 * shape; the TypeScript types are inferred from it, so a spec stored as JSON or handed to a job is checked with
 * the same schema the parser produces.
 */

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

/** Status classes a status check may name instead of a code (`Verify status is 2xx`). */
export const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const
export type StatusClass = (typeof STATUS_CLASSES)[number]

/** JSON types a field can be checked against (`Verify $.price is a number`). `integer` is a whole number. */
export const JSON_TYPES = ['string', 'number', 'integer', 'boolean', 'array', 'object', 'null'] as const
export type JsonType = (typeof JSON_TYPES)[number]

/** Comparisons for numbers and array lengths. */
export const COMPARE_OPS = ['eq', 'gt', 'gte', 'lt', 'lte'] as const
export type CompareOp = (typeof COMPARE_OPS)[number]

export const HEADER_CHECK_OPS = ['equals', 'contains', 'exists', 'not_exists', 'matches'] as const
export type HeaderCheckOp = (typeof HEADER_CHECK_OPS)[number]

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue }
export const JsonValueSchema: z.ZodType<JsonValue> = z.json() as z.ZodType<JsonValue>

/** A JSON Schema (as found in an OpenAPI document): an object whose contents are not checked here. */
export const JsonSchemaSchema = z.record(z.string(), z.json())
export type JsonSchema = z.infer<typeof JsonSchemaSchema>

/** `{line, message}`: a problem in the markdown, naming the 1-based line it is on. */
export const SpecIssueSchema = z.object({ line: z.number().int().min(1), message: z.string() })
export type SpecIssue = z.infer<typeof SpecIssueSchema>

const RegexSchema = z.object({ pattern: z.string(), flags: z.string() })
export type RegexSpec = z.infer<typeof RegexSchema>

const StatusPatternSchema = z.union([z.number().int().min(100).max(599), z.enum(STATUS_CLASSES)])
export type StatusPattern = z.infer<typeof StatusPatternSchema>

const base = { line: z.number().int().min(1), text: z.string() }

/**
 * Where a saved value comes from: a JSON path in the body (`$.items[0].id`) or a response header.
 * Paths are stored normalized (see json-path.ts).
 */
const SaveSourceSchema = z.discriminatedUnion('from', [
  z.object({ from: z.literal('body'), path: z.string() }),
  z.object({ from: z.literal('header'), name: z.string() }),
])

/** Steps that shape the one request a test sends. Values may contain `{{VAR}}` placeholders. */
const requestSteps = [
  z.object({ kind: z.literal('send'), ...base, body: JsonValueSchema.optional() }),
  z.object({ kind: z.literal('header'), ...base, headers: z.array(z.tuple([z.string().min(1), z.string()])).min(1) }),
  z.object({ kind: z.literal('query'), ...base, params: z.array(z.tuple([z.string().min(1), z.string()])) }),
  z.object({ kind: z.literal('body'), ...base, body: JsonValueSchema }),
  z.object({ kind: z.literal('no_auth'), ...base }),
  /** `with an invalid token`: the spec's credentials are replaced by a bearer token no server accepts. */
  z.object({ kind: z.literal('invalid_auth'), ...base }),
] as const

/** Steps that check the response, in the order they are written. */
const checkSteps = [
  z.object({ kind: z.literal('status'), ...base, anyOf: z.array(StatusPatternSchema).min(1) }),
  z.object({ kind: z.literal('body_contains'), ...base, value: z.string(), negate: z.boolean() }),
  z.object({ kind: z.literal('field_equals'), ...base, path: z.string(), value: JsonValueSchema, negate: z.boolean() }),
  z.object({ kind: z.literal('field_exists'), ...base, path: z.string(), negate: z.boolean() }),
  z.object({ kind: z.literal('field_type'), ...base, path: z.string(), type: z.enum(JSON_TYPES) }),
  z.object({ kind: z.literal('field_matches'), ...base, path: z.string(), regex: RegexSchema }),
  z.object({ kind: z.literal('field_compare'), ...base, path: z.string(), op: z.enum(COMPARE_OPS), value: z.number() }),
  // `negate`: the list or text must not hold the value (`$.tags does not contain "c"`); absent in older specs.
  z.object({ kind: z.literal('field_contains'), ...base, path: z.string(), value: JsonValueSchema, negate: z.boolean().optional() }),
  z.object({ kind: z.literal('length'), ...base, path: z.string(), op: z.enum(COMPARE_OPS), value: z.number().int().min(0) }),
  z.object({
    kind: z.literal('header_check'),
    ...base,
    name: z.string().min(1),
    op: z.enum(HEADER_CHECK_OPS),
    value: z.string().optional(),
    regex: RegexSchema.optional(),
  }),
  z.object({
    kind: z.literal('content_type'),
    ...base,
    mediaType: z.string().min(1),
    /** `is one of a, b`: any of these media types (the first is `mediaType`). */
    anyOf: z.array(z.string().min(1)).optional(),
    /** `application/json; charset=utf-8` written in full: the charset is checked too (lower case). */
    charset: z.string().min(1).optional(),
  }),
  z.object({ kind: z.literal('response_time'), ...base, maxMs: z.number().positive() }),
  /** `schemaName` refers to the spec's `## Schemas` section; `schema` is an inline JSON Schema. */
  z.object({ kind: z.literal('schema'), ...base, schemaName: z.string().optional(), schema: JsonSchemaSchema.optional() }),
  z.object({ kind: z.literal('save'), ...base, source: SaveSourceSchema, variable: z.string().min(1) }),
  /** `the error message says "X"`: the response's error text (see `errorMessage` in runtime-module.ts) contains X. */
  z.object({ kind: z.literal('error_message'), ...base, value: z.string() }),
] as const

/** A step the grammar does not understand: the compiler hands it to AI when configured, else emits `test.fixme`. */
const unknownStep = z.object({ kind: z.literal('unknown'), ...base, reason: z.string() })

export const StepSchema = z.discriminatedUnion('kind', [...requestSteps, ...checkSteps, unknownStep])
export type Step = z.infer<typeof StepSchema>
export type StepKind = Step['kind']
export type StepOf<K extends StepKind> = Extract<Step, { kind: K }>

/** Step kinds that shape the request rather than check the response. */
export const REQUEST_STEP_KINDS = ['send', 'header', 'query', 'body', 'no_auth', 'invalid_auth'] as const satisfies readonly StepKind[]

export const AuthSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('bearer'), token: z.string() }),
  z.object({ kind: z.literal('header'), name: z.string().min(1), value: z.string() }),
  z.object({ kind: z.literal('query'), name: z.string().min(1), value: z.string() }),
  z.object({ kind: z.literal('basic'), username: z.string(), password: z.string() }),
])
export type Auth = z.infer<typeof AuthSchema>

export const ApiTestSchema = z.object({
  /** Stable across re-imports: slug of method, path and title, deduplicated within the spec. */
  id: z.string().min(1),
  /** Unique within the spec; becomes the Playwright test title. */
  name: z.string().min(1),
  method: z.enum(HTTP_METHODS),
  path: z.string().min(1),
  title: z.string().optional(),
  steps: z.array(StepSchema),
  line: z.number().int().min(1),
})
export type ApiTest = z.infer<typeof ApiTestSchema>

export const ApiSpecSchema = z.object({
  name: z.string().min(1),
  description: z.string(),
  baseUrl: z.string().nullable(),
  auth: AuthSchema,
  tests: z.array(ApiTestSchema),
  /** Named JSON Schemas from the `## Schemas` section, referenced by `matches schema "Name"` steps. */
  schemas: z.record(z.string(), JsonSchemaSchema),
  warnings: z.array(SpecIssueSchema),
})
export type ApiSpec = z.infer<typeof ApiSpecSchema>
