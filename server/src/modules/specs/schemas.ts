import { z } from 'zod'
import { pageQuery } from '../../platform/http/pagination.js'
import { ProjectIdSchema } from '../../platform/http/schemas.js'
import { TagFilterSchema, TagListSchema } from './spec-tags.js'

/** The kinds of spec this module stores (API, LLM and database specs live in their own modules). */
export const SPEC_KINDS = ['ui'] as const

const IssueSchema = z.object({ line: z.number().int(), message: z.string() }).meta({ id: 'UiSpecIssue' })

/** Checked and normalized by the service (folders with `/`, no traversal, no `.md` needed). */
const SpecNameInputSchema = z
  .string()
  .min(1)
  .max(1024)
  .describe('Folder-style name, e.g. "checkout/guest pays"; a trailing .md is dropped; must stay inside its folder')
const ContentSchema = z.string().max(1_000_000).describe('Markdown: "# Test: <name>", "## Steps", "## Expected Outcome"')

export const SpecSummarySchema = z
  .object({
    name: z.string(),
    kind: z.enum(SPEC_KINDS),
    project_id: z.string(),
    tags: z.array(z.string()),
    automated: z.boolean().describe('A generated test of this spec has been accepted'),
    automated_test: z.string().nullable().describe('Workspace-relative path of the accepted generated test'),
    accepted_run_id: z.string().nullable().describe('The run that produced the accepted test'),
    automated_at: z.string().nullable().describe('When the test was accepted; compare with updated_at to spot later edits'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'UiSpecSummary' })
export type SpecSummary = z.infer<typeof SpecSummarySchema>

export const SpecSchema = SpecSummarySchema.extend({
  content: z.string(),
  title: z.string().describe('The "# Test:" name'),
  errors: z.array(IssueSchema).describe('Problems that stop the spec from running; each names its line'),
  warnings: z.array(IssueSchema).describe('Problems it runs with (unknown steps, fixed waits, …)'),
}).meta({ id: 'UiSpec' })
export type Spec = z.infer<typeof SpecSchema>

export const CreateSpecBodySchema = z
  .object({
    name: SpecNameInputSchema,
    content: ContentSchema,
    project_id: ProjectIdSchema.optional(),
    tags: TagListSchema.optional(),
  })
  .strict()
  .meta({ id: 'CreateUiSpecBody' })

export const UpdateSpecBodySchema = z
  .object({
    content: ContentSchema.optional(),
    tags: TagListSchema.optional().describe('Replaces every tag'),
    name: SpecNameInputSchema.optional().describe('Rename or move the spec (another folder)'),
  })
  .strict()
  .meta({ id: 'UpdateUiSpecBody' })
export type UpdateSpecBody = z.infer<typeof UpdateSpecBodySchema>

export const ValidateSpecBodySchema = z
  .object({
    content: ContentSchema,
    project_id: ProjectIdSchema.optional().describe('Where `@include` templates are looked up'),
  })
  .strict()
  .meta({ id: 'ValidateUiSpecBody' })

const ActionInterpretationSchema = z
  .object({
    kind: z.string().describe('The planned action: click, fill, verify_text, …; unknown when not understood'),
    target: z.string().optional().describe('The element as the step names it: button "Save"'),
    value: z.string().optional().describe('Typed value, option, key, URL or expected text'),
    scope: z.string().optional().describe('Where the element is: row "Buy milk", list "task", #2'),
    assertion: z.string().optional().describe('For checks: what must hold (visible, disabled, URL ends with)'),
    summary: z.string().describe('The action in one line'),
  })
  .meta({ id: 'UiActionInterpretation' })

const StepInterpretationSchema = z
  .object({
    n: z.number().int(),
    line: z.number().int(),
    text: z.string(),
    actions: z.array(ActionInterpretationSchema).describe('Several for a compound or composite step'),
    notes: z.array(z.string()).describe('What was read differently from the letter: a corrected verb, an ignored clause, a split'),
  })
  .meta({ id: 'UiStepInterpretation' })

export const SpecValidationSchema = z
  .object({
    valid: z.boolean().describe('No errors: the spec can be planned and run'),
    title: z.string(),
    steps: z.array(z.object({ n: z.number().int(), text: z.string(), line: z.number().int() })),
    variables: z.array(z.string()).describe('{{VAR}} names read from the server environment at run time'),
    errors: z.array(IssueSchema),
    warnings: z.array(IssueSchema),
    interpretation: z
      .array(StepInterpretationSchema)
      .describe('Per step, the actions the rules engine planned and what it read differently (the editor preview)'),
  })
  .meta({ id: 'UiSpecValidation' })

export const DeletedSpecSchema = z.object({ deleted: z.literal(true), name: z.string() }).meta({ id: 'DeletedUiSpec' })

export const SpecFolderSchema = z
  .object({
    name: z.string(),
    path: z.string(),
    spec_count: z.number().int().describe('Specs anywhere below this folder'),
    direct_count: z.number().int().describe('Specs directly in this folder'),
    get children() {
      return z.array(SpecFolderSchema)
    },
  })
  .meta({ id: 'UiSpecFolder' })

export const SpecFolderTreeSchema = z
  .object({
    total: z.number().int(),
    root_count: z.number().int().describe('Specs outside any folder'),
    folders: z.array(SpecFolderSchema),
  })
  .meta({ id: 'UiSpecFolderTree' })

export const TagCountSchema = z.object({ tag: z.string(), count: z.number().int() }).meta({ id: 'UiSpecTagCount' })

export const SpecWildcardParamsSchema = z.object({ '*': z.string().min(1).max(1024) })
export const ProjectQuerySchema = z.object({ project_id: ProjectIdSchema.default('default') })
/** Writes name their project in the body; a `?project_id=` is accepted too but must agree with it. */
export const OptionalProjectQuerySchema = z.object({ project_id: ProjectIdSchema.optional() })

const specFilters = {
  project_id: ProjectIdSchema.default('default'),
  q: z.string().max(200).optional().describe('Case-insensitive text in the name or the content'),
  tag: TagFilterSchema.optional(),
  folder: z.string().max(1024).optional().describe('Only specs inside this folder (at any depth)'),
}
export const ListSpecsQuerySchema = pageQuery({ defaultLimit: 50, maxLimit: 200 }).extend(specFilters)
export const ListAutomatedQuerySchema = pageQuery({ defaultLimit: 50, maxLimit: 100 }).extend(specFilters)
export const ListTagsQuerySchema = pageQuery({ defaultLimit: 20, maxLimit: 100 }).extend({ project_id: ProjectIdSchema.default('default') })

/** List filters after validation (names checked by the service). */
export interface SpecFilter {
  q?: string | undefined
  tags?: string[] | undefined
  folder?: string | undefined
  automatedOnly?: boolean
}

export const StepSuggestionsQuerySchema = z.object({
  kind: z.enum(['ui', 'api']).default('ui').describe('Which grammar: UI specs or API specs'),
})

export const StepSuggestionsSchema = z
  .object({
    items: z.array(
      z.object({
        label: z.string(),
        insert_text: z.string().describe('A CodeMirror snippet: #{name} fields are tabbed through'),
        detail: z.string().describe('What the step does, or the code it generates'),
      }),
    ),
  })
  .meta({ id: 'StepSuggestions' })
