import { z } from 'zod'

/**
 * The parts of Playwright's JSON report (`--reporter=json`, 1.65) that `parseReport` reads. Unknown keys are
 * dropped and missing arrays default to empty, so a newer Playwright that adds fields still parses.
 * Shape: `{config, suites: Suite[], errors, stats}`, `Suite = {title, file, specs: Spec[], suites?: Suite[]}`
 * (one suite per file, nested ones per `describe`), `Spec = {id, title, file, line, column, tests: Test[]}` (one
 * test per project), `Test = {projectId, projectName, status, annotations, results: Result[]}` (one result per
 * attempt).
 */
const LocationSchema = z.object({ file: z.string(), line: z.number(), column: z.number() })
const ErrorSchema = z.object({
  message: z.string().optional(),
  value: z.string().optional(),
  stack: z.string().optional(),
  location: LocationSchema.optional(),
  snippet: z.string().optional(),
})
const StdioSchema = z.union([z.object({ text: z.string() }), z.object({ buffer: z.string() })])
const AnnotationSchema = z.object({ type: z.string(), description: z.string().optional() })
const ResultSchema = z.object({
  status: z.string(),
  duration: z.number().default(0),
  retry: z.number().default(0),
  error: ErrorSchema.optional(),
  errors: z.array(ErrorSchema).default([]),
  stdout: z.array(StdioSchema).default([]),
  stderr: z.array(StdioSchema).default([]),
  attachments: z
    .array(z.object({ name: z.string(), contentType: z.string(), path: z.string().optional(), body: z.string().optional() }))
    .default([]),
})
const TestSchema = z.object({
  projectId: z.string().default(''),
  projectName: z.string().default(''),
  status: z.string(),
  annotations: z.array(AnnotationSchema).default([]),
  results: z.array(ResultSchema).default([]),
})
const SpecSchema = z.object({
  id: z.string(),
  title: z.string(),
  file: z.string(),
  line: z.number(),
  column: z.number(),
  tests: z.array(TestSchema).default([]),
})
export type JsonSpec = z.infer<typeof SpecSchema>
export interface JsonSuite {
  title: string
  specs: JsonSpec[]
  suites?: JsonSuite[] | undefined
}
const SuiteSchema: z.ZodType<JsonSuite> = z.object({
  title: z.string(),
  specs: z.array(SpecSchema).default([]),
  get suites() {
    return z.array(SuiteSchema).optional()
  },
})
export const JsonReportSchema = z.object({
  config: z.object({ rootDir: z.string().optional() }).optional(),
  suites: z.array(SuiteSchema).default([]),
  errors: z.array(ErrorSchema).default([]),
  stats: z.object({ duration: z.number().default(0) }).optional(),
})
export type JsonError = z.infer<typeof ErrorSchema>
export type JsonResult = z.infer<typeof ResultSchema>
export type JsonStdio = z.infer<typeof StdioSchema>
