import { z } from 'zod'
import { ELEMENT_STATES, MATCH_OPS, ROLE_HINTS, TARGET_KINDS, type UiAction } from './actions.js'

/**
 * What the AI engine asks the model, and the zod schemas its answers must match. The action schema is derived from
 * the rules planner's closed sets (actions.ts), so an AI-planned step is the same typed action the rules planner
 * would have produced and goes through the same resolver, generator, healer and guardrails.
 */

const Text = z.string().min(1).max(500)

export const AiTargetSchema = z.object({
  kind: z.enum(TARGET_KINDS).describe('what sort of element: clickable (button/link), field, dropdown, toggle, table, list, text, element'),
  name: Text.describe('the label, accessible name or visible text of the element, as the page shows it'),
  within: Text.optional().describe('text of the row, list item or card the element is in, when the step names one'),
  role: z.enum(ROLE_HINTS).optional(),
})

const WaitUntilSchema = z.discriminatedUnion('for', [
  z.object({ for: z.literal('text'), text: Text, state: z.enum(['visible', 'hidden']) }),
  z.object({ for: z.literal('element'), target: AiTargetSchema, state: z.enum(ELEMENT_STATES) }),
  z.object({ for: z.literal('url'), op: z.enum(MATCH_OPS), value: Text }),
  z.object({ for: z.literal('load') }),
])

/** One UI action without `line` and `text` (the pipeline adds them from the spec). */
export const AiActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('navigate'), url: Text }),
  z.object({ kind: z.literal('go_back') }),
  z.object({ kind: z.literal('reload') }),
  z.object({ kind: z.literal('fill'), target: AiTargetSchema, value: z.string().max(2000) }),
  z.object({ kind: z.literal('click'), target: AiTargetSchema, double: z.boolean().optional() }),
  z.object({ kind: z.literal('hover'), target: AiTargetSchema }),
  z.object({ kind: z.literal('select'), target: AiTargetSchema, option: Text }),
  z.object({ kind: z.literal('check'), target: AiTargetSchema }),
  z.object({ kind: z.literal('uncheck'), target: AiTargetSchema }),
  z.object({ kind: z.literal('press'), key: z.string().min(1).max(40), target: AiTargetSchema.optional() }),
  z.object({ kind: z.literal('wait'), until: WaitUntilSchema }),
  z.object({ kind: z.literal('verify_text'), value: Text, visible: z.boolean() }),
  z.object({ kind: z.literal('verify_element'), target: AiTargetSchema, state: z.enum(ELEMENT_STATES) }),
  z.object({ kind: z.literal('verify_value'), target: AiTargetSchema, value: z.string().max(2000) }),
  z.object({ kind: z.literal('verify_url'), op: z.enum(MATCH_OPS), value: Text }),
  z.object({ kind: z.literal('verify_title'), op: z.enum(MATCH_OPS), value: Text }),
  z.object({ kind: z.literal('verify_count'), target: AiTargetSchema, count: z.number().int().min(0).max(10_000) }),
])
export type AiAction = z.infer<typeof AiActionSchema>

export const AiPlanAnswerSchema = z.object({
  action: AiActionSchema.nullable().describe('null when the step cannot be expressed as one of these actions'),
  reason: z.string().max(500).optional().describe('why the action is null, in one sentence'),
})
export type AiPlanAnswer = z.infer<typeof AiPlanAnswerSchema>

export const AiHealAnswerSchema = z.object({
  statements: z
    .array(z.string().min(1).max(1000))
    .min(1)
    .max(10)
    .describe('the body of the failing test.step, one Playwright statement per entry, with a locator that finds the element'),
  reason: z.string().max(500).describe('what changed on the page and why the new locator finds the same element'),
})
export type AiHealAnswer = z.infer<typeof AiHealAnswerSchema>

export const PLAN_SYSTEM = [
  'You translate one step of a manual UI test into one structured browser action for Specwright.',
  'Use only what the step says: every value to type, select or expect must be copied verbatim from the step (keep {{VARIABLE}} placeholders as written).',
  'Name elements by what a person sees (label, button text, accessible name); use the accessibility snapshot of the current page to pick the name the page really uses.',
  'If the step cannot be expressed as one of the action kinds, answer {"action": null, "reason": "..."}.',
].join('\n')

export const HEAL_SYSTEM = [
  'You repair one failing step of a generated Playwright test after the application under test changed its markup.',
  'You may change only HOW the step finds or waits for elements: the locator. Never change what it types, selects or expects:',
  'every expected value, matcher and assertion must stay exactly as it is. Do not add conditions, try/catch, .catch, skips, soft assertions or waits for fixed times.',
  'Use Playwright semantic locators on `page` (getByRole, getByLabel, getByPlaceholder, getByText, getByTestId), chosen from the accessibility snapshot of the page at the moment the step runs.',
  "Each statement starts with `await page.` or `await expect(page.`; env('NAME') calls that are already in the step stay as they are.",
].join('\n')

/** The user message for planning one step. */
export function planPrompt(input: { step: { n: number; text: string }; snapshot?: string; previous: string[] }): string {
  return [
    `Step ${input.step.n} as written in the spec: ${JSON.stringify(input.step.text)}`,
    input.previous.length > 0 ? `Earlier steps:\n${input.previous.map((s) => `- ${s}`).join('\n')}` : '',
    input.snapshot ? `Accessibility snapshot of the page when the step runs:\n${input.snapshot}` : 'No page is open yet.',
  ]
    .filter(Boolean)
    .join('\n\n')
}

/** The user message for healing one step. */
export function healPrompt(input: { step: { title: string; body: string[] }; error: string; snapshot: string; console: string[] }): string {
  return [
    `The failing step \`${input.step.title}\` is:\n${input.step.body.join('\n')}`,
    `It failed with:\n${input.error.slice(0, 2000)}`,
    input.console.length > 0 ? `Browser console:\n${input.console.slice(-20).join('\n').slice(0, 2000)}` : '',
    `Accessibility snapshot of the page when the step runs:\n${input.snapshot}`,
  ]
    .filter(Boolean)
    .join('\n\n')
}

/** The model's action with the spec's line and text, as the planner's own type. */
export function toUiAction(action: AiAction, step: { line: number; text: string }): UiAction {
  return { ...action, line: step.line, text: step.text } as UiAction
}
