import { FieldValidationError } from '../../platform/http/errors.js'
import { type ActionInterpretation, interpretUiAction } from '../pipeline/action-summary.js'
import { planSpec, type UiPlan } from '../pipeline/planner.js'
import { parseUiSpec } from '../pipeline/spec-parser.js'
import type { SpecIssue, TemplateResolver, UiSpec } from '../pipeline/ui-spec.js'
import { normalizeSpecName } from './spec-name.js'

/** What the parser and the rules planner understood of a spec, with every problem on its line. */
export interface SpecAnalysis {
  /** The `# Test:` name. */
  title: string
  steps: { n: number; text: string; line: number }[]
  /** `{{VAR}}` names the spec reads from the server environment when it runs. */
  variables: string[]
  /** Problems that stop the spec from running. */
  errors: SpecIssue[]
  /** Problems it runs with: unknown sections, steps the rules grammar does not know, fixed waits, … */
  warnings: SpecIssue[]
}

/** Titles of the other spec kinds, and where such a spec belongs instead. */
const OTHER_KINDS: [RegExp, string][] = [
  [/^API\s+Test\s*:/i, 'an API test spec: save it with POST /api-testing/specs'],
  [/^LLM\s+Test(\s+Suite)?\s*:/i, 'an LLM test spec: save it under /llm-testing/specs'],
  [/^Database\s+Quality\s+Check\s*:/i, 'a database quality spec: save it under /database-testing'],
]

/**
 * The spec names an `@include <template>` may mean, most specific first: the name as written (`login`,
 * `shared/login.md`), then the same inside the `templates/` folder. A template is an ordinary spec.
 */
export function templateCandidates(written: string): string[] {
  const out: string[] = []
  for (const raw of [written, `templates/${written}`]) {
    try {
      out.push(normalizeSpecName(raw, ['template']))
    } catch {
      // Not a valid spec name, so no spec can be meant by it: the parser reports the template as not found.
    }
  }
  return [...new Set(out)]
}

/** A resolver over already loaded templates (spec name -> content). */
export function templateResolver(templates: ReadonlyMap<string, string>): TemplateResolver {
  return (written) => {
    for (const name of templateCandidates(written)) {
      const content = templates.get(name)
      if (content !== undefined) return content
    }
    return undefined
  }
}

/** What the rules engine understood of one step: its planned actions, and what it read differently. */
export interface StepInterpretation {
  n: number
  line: number
  text: string
  actions: ActionInterpretation[]
  notes: string[]
}

/** Parses and plans a spec, with the interpretation of every step (the editor's live preview). */
export function interpretSpec(content: string, resolveTemplate: TemplateResolver): SpecAnalysis & { interpretation: StepInterpretation[] } {
  const { spec, errors } = parseUiSpec(content, { resolveTemplate })
  const plan = planSpec(spec)
  const interpretation: StepInterpretation[] = []
  for (const step of plan.steps) {
    const last = interpretation.at(-1)
    if (last && last.n === step.n) last.actions.push(interpretUiAction(step.action))
    else
      interpretation.push({
        n: step.n,
        line: step.line,
        text: step.text,
        actions: [interpretUiAction(step.action)],
        notes: step.notes ?? [],
      })
  }
  return { ...analysisOf(spec, errors, plan), interpretation }
}

/** Parses and plans a spec (rules engine, no browser): title, steps, variables, errors and warnings by line. */
export function analyzeSpec(content: string, resolveTemplate: TemplateResolver): SpecAnalysis {
  const { spec, errors } = parseUiSpec(content, { resolveTemplate })
  return analysisOf(spec, errors, planSpec(spec))
}

function analysisOf(spec: UiSpec, errors: SpecIssue[], plan: UiPlan): SpecAnalysis {
  return {
    title: spec.name,
    steps: spec.steps.map((s) => ({ n: s.n, text: s.text, line: s.line })),
    variables: spec.variables,
    errors,
    warnings: plan.warnings,
  }
}

/**
 * Refuses (422 at `body.content`) what is not a UI spec at all: no `# Test:` title, or the title of another kind
 * of spec. Anything else is saved even with errors (a draft is never lost); the response lists them by line.
 */
export function assertUiSpecContent(content: string, analysis: SpecAnalysis): void {
  const missing = analysis.errors.find((e) => /^missing (title|name)\b/.test(e.message))
  if (missing) throw new FieldValidationError(['body', 'content'], `line ${missing.line}: ${missing.message}`, 'spec_title')
  // The parser keeps a title without the "Test:" prefix whole (with a warning), so another kind's title shows here.
  const kind = OTHER_KINDS.find(([pattern]) => pattern.test(analysis.title))
  if (kind) {
    const line = firstHeading(content)?.line ?? 1
    throw new FieldValidationError(['body', 'content'], `line ${line}: this is ${kind[1]}`, 'spec_kind')
  }
}

/** The first ATX `# ` heading outside fenced code, with its 1-based line. */
function firstHeading(content: string): { text: string; line: number } | undefined {
  let fence: string | undefined
  const lines = content.split(/\r\n?|\n/)
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1]
    if (marker) {
      if (!fence) fence = marker[0]
      else if (marker[0] === fence) fence = undefined
      continue
    }
    if (fence) continue
    const heading = /^ {0,3}#[ \t]+(.*?)[ \t#]*$/.exec(line)
    if (heading) return { text: heading[1] ?? '', line: i + 1 }
  }
  return undefined
}
