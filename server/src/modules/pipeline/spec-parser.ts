import { malformedPlaceholders, placeholderNames } from './placeholders.js'
import { type Entry, type Issues, type ReadDocument, readDocument } from './spec-document.js'
import type { IncludeRef, SpecIssue, SpecStep, TemplateResolver, UiSpec, UiSpecParseResult } from './ui-spec.js'

/**
 * Markdown -> {@link UiSpec}. `# Test: <name>`, `## Description`, `## Steps` (a numbered list), `## Expected Outcome`
 * (a list or paragraphs). `@include <template>` (as a step or on its own line under `## Steps`) expands a
 * template's steps in place. Every problem names its line; nothing throws.
 */

export interface ParseUiSpecOptions {
  /** Looks up `@include` templates; without it every `@include` is an error. */
  resolveTemplate?: TemplateResolver
  /** Nesting limit for includes inside templates (default 8). */
  maxIncludeDepth?: number
}

/**
 * Parses a UI spec.
 *
 * @example
 * const { spec, errors } = parseUiSpec('# Test: Login\n## Steps\n1. Navigate to {{DEMO_URL}}/login\n')
 * // errors: [], spec.steps: [{ n: 1, text: 'Navigate to {{DEMO_URL}}/login', line: 3 }], spec.variables: ['DEMO_URL']
 */
export function parseUiSpec(markdown: string, options: ParseUiSpecOptions = {}): UiSpecParseResult {
  const issues: Issues = { errors: [], warnings: [] }
  const doc = readDocument(markdown, issues, { templateMode: false })
  const name = readTitle(doc, issues)
  if (!doc.hasStepsSection) issues.errors.push({ line: doc.title?.line ?? 1, message: 'missing "## Steps": add a numbered list of steps' })

  const includes: IncludeRef[] = []
  const steps: SpecStep[] = []
  expand(doc.steps, { stack: [], depth: 0 }, { options, issues, includes, steps })
  if (doc.hasStepsSection && doc.steps.length === 0) {
    issues.errors.push({ line: doc.title?.line ?? 1, message: 'the spec has no steps: write them as a numbered list under "## Steps"' })
  }

  const variables = new Set<string>()
  for (const item of [...steps, ...doc.expected]) {
    for (const variable of placeholderNames(item.text)) variables.add(variable)
    for (const bad of malformedPlaceholders(item.text)) {
      issues.warnings.push({ line: item.line, message: `${bad} is not a placeholder: write {{NAME}} with letters, digits and _` })
    }
  }

  const spec: UiSpec = {
    name: name || 'Untitled test',
    description: doc.description.join('\n\n'),
    steps,
    expected: doc.expected,
    includes,
    variables: [...variables].sort(),
    warnings: sortIssues(issues.warnings),
  }
  return { spec, errors: sortIssues(issues.errors) }
}

/** The `@include`s a spec names directly, so a caller can load templates (and theirs) before parsing. */
export function listIncludes(markdown: string): { template: string; line: number }[] {
  const doc = readDocument(markdown, { errors: [], warnings: [] }, { templateMode: true })
  return doc.steps.flatMap((entry) => (entry.kind === 'include' ? [{ template: entry.template, line: entry.line }] : []))
}

interface ExpandContext {
  /** Normalised names of the templates being expanded, outermost first (for cycle detection). */
  stack: string[]
  depth: number
  /** For entries read from a template: its name and the spec line of the outermost include. */
  template?: { name: string; specLine: number }
}

interface ExpandSink {
  options: ParseUiSpecOptions
  issues: Issues
  includes: IncludeRef[]
  steps: SpecStep[]
}

function expand(entries: Entry[], ctx: ExpandContext, sink: ExpandSink): void {
  for (const entry of entries) {
    const specLine = ctx.template?.specLine ?? entry.line
    const where = ctx.template ? `in template "${ctx.template.name}" line ${entry.line}: ` : ''
    if (entry.kind === 'step') {
      sink.steps.push({
        n: sink.steps.length + 1,
        text: entry.text,
        line: specLine,
        ...(ctx.template ? { from: { template: ctx.template.name, line: entry.line } } : {}),
      })
      continue
    }
    const { template } = entry
    if (template === '') {
      sink.issues.errors.push({ line: specLine, message: `${where}@include needs a template name: "@include <template>"` })
      continue
    }
    const key = templateKey(template)
    if (ctx.stack.includes(key)) {
      const cycle = [...ctx.stack.slice(ctx.stack.indexOf(key)), key].join(' -> ')
      sink.issues.errors.push({ line: specLine, message: `${where}@include cycle: ${cycle}` })
      continue
    }
    const maxDepth = sink.options.maxIncludeDepth ?? 8
    if (ctx.depth >= maxDepth) {
      sink.issues.errors.push({ line: specLine, message: `${where}@include "${template}" nests deeper than ${maxDepth} templates` })
      continue
    }
    const source = sink.options.resolveTemplate?.(template)
    if (source === undefined) {
      sink.issues.errors.push({ line: specLine, message: `${where}template "${template}" not found` })
      continue
    }
    const inner: Issues = { errors: [], warnings: [] }
    const doc = readDocument(source, inner, { templateMode: true })
    for (const issue of inner.errors)
      sink.issues.errors.push({ line: specLine, message: `in template "${template}" line ${issue.line}: ${issue.message}` })
    for (const issue of inner.warnings)
      sink.issues.warnings.push({ line: specLine, message: `in template "${template}" line ${issue.line}: ${issue.message}` })
    const ref: IncludeRef = { template, line: specLine, ...(ctx.template ? { parent: ctx.template.name } : {}), steps: 0 }
    sink.includes.push(ref)
    const before = sink.steps.length
    expand(doc.steps, { stack: [...ctx.stack, key], depth: ctx.depth + 1, template: { name: template, specLine } }, sink)
    ref.steps = sink.steps.length - before
    if (ref.steps === 0 && doc.steps.length === 0)
      sink.issues.warnings.push({ line: specLine, message: `template "${template}" has no steps` })
  }
}

function templateKey(name: string): string {
  return name.trim().toLowerCase().replace(/\.md$/, '')
}

function readTitle(doc: ReadDocument, issues: Issues): string {
  if (!doc.title) {
    issues.errors.push({ line: 1, message: 'missing title: the spec must start with "# Test: <name>"' })
    return ''
  }
  const { text, line } = doc.title
  const prefixed = /^Test\s*[:\-–—]\s*(.*)$/i.exec(text)
  if (!prefixed) issues.warnings.push({ line, message: 'the title should read "# Test: <name>"' })
  const name = (prefixed ? prefixed[1]! : text).trim()
  if (name === '') issues.errors.push({ line, message: 'missing name: write "# Test: <name>"' })
  return name
}

function sortIssues(issues: SpecIssue[]): SpecIssue[] {
  return [...issues].sort((a, b) => a.line - b.line)
}
