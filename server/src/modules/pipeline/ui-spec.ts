/**
 * The parsed form of a UI test spec (markdown: `# Test:`, `## Description`, `## Steps`, `## Expected Outcome`).
 * docs/ui-spec-format.md describes the format; spec-parser.ts builds these.
 */

/** A problem in a spec. `line` is 1-based in the spec file (for a template's steps: the line of its `@include`). */
export interface SpecIssue {
  line: number
  message: string
}

export interface SpecStep {
  /** 1-based position in the step list after `@include`s are expanded. */
  n: number
  /** The step as written, on one line; `{{VAR}}` placeholders are kept as written. */
  text: string
  /** Line in the spec; for a step that comes from a template, the line of the `@include` that brought it in. */
  line: number
  /** Set for a step from a template: the template's name and the step's line inside the template. */
  from?: { template: string; line: number }
}

export interface ExpectedOutcome {
  /** One bullet (or one paragraph) of `## Expected Outcome`, on one line. */
  text: string
  line: number
}

export interface IncludeRef {
  /** The template name as written after `@include`. */
  template: string
  /** Line of the `@include` in the spec (for a nested include: the spec line its outermost include is on). */
  line: number
  /** The template that holds this `@include`; absent when the spec itself holds it. */
  parent?: string
  /** How many steps it expanded to (its nested includes' steps included). */
  steps: number
}

export interface UiSpec {
  name: string
  description: string
  steps: SpecStep[]
  expected: ExpectedOutcome[]
  /** Every `@include` that was expanded, in order. */
  includes: IncludeRef[]
  /** `{{VAR}}` names used by steps and expected outcomes, sorted; resolved from the environment at run time. */
  variables: string[]
  /** Problems that do not stop the spec from running (unknown sections, numbering gaps, …). */
  warnings: SpecIssue[]
}

export interface UiSpecParseResult {
  /** Best effort even when there are errors, so an editor can show what was understood. */
  spec: UiSpec
  /** Problems that make the spec unusable; empty when it can be planned. */
  errors: SpecIssue[]
}

/** Looks a template up by the name written after `@include`; `undefined` when there is no such template. */
export type TemplateResolver = (name: string) => string | undefined
