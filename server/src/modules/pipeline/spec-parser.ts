import type { List, ListItem, Nodes, Root, RootContent } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { gfm } from 'micromark-extension-gfm'
import { malformedPlaceholders, placeholderNames } from './placeholders.js'
import type { ExpectedOutcome, IncludeRef, SpecIssue, SpecStep, TemplateResolver, UiSpec, UiSpecParseResult } from './ui-spec.js'

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

type Section = 'description' | 'steps' | 'expected' | 'other'

const SECTION_NAMES: Record<string, Section> = {
  description: 'description',
  summary: 'description',
  purpose: 'description',
  steps: 'steps',
  'test steps': 'steps',
  'expected outcome': 'expected',
  'expected outcomes': 'expected',
  'expected result': 'expected',
  'expected results': 'expected',
  expected: 'expected',
  expectations: 'expected',
}

/** `@include login`, `@include "Sign in as alice"`, `@include templates/login.md`. */
const INCLUDE_LINE = /^@include\b\s*(.*)$/i

/** A step or an `@include`, before templates are expanded. */
type Entry = { kind: 'step'; text: string; line: number } | { kind: 'include'; template: string; line: number }

interface Issues {
  errors: SpecIssue[]
  warnings: SpecIssue[]
}

interface ReadDocument {
  title?: { text: string; line: number }
  description: string[]
  steps: Entry[]
  hasStepsSection: boolean
  expected: ExpectedOutcome[]
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

function readDocument(markdown: string, issues: Issues, mode: { templateMode: boolean }): ReadDocument {
  const source = blankFrontMatter(markdown.replace(/\r\n?/g, '\n'))
  const tree: Root = fromMarkdown(source, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] })
  const doc: ReadDocument = { description: [], steps: [], hasStepsSection: false, expected: [] }
  let section: Section | undefined
  const seen = new Set<Section>()
  const stepNumbers: { written: number; line: number }[] = []

  for (const node of tree.children) {
    const line = node.position?.start.line ?? 1
    if (node.type === 'heading' && node.depth === 1) {
      if (doc.title) {
        if (!mode.templateMode)
          issues.errors.push({ line, message: 'a spec holds one test: move this "# " title and its steps to their own spec' })
        continue
      }
      doc.title = { text: oneLine(inlineSource(source, node)), line }
      continue
    }
    if (node.type === 'heading' && node.depth === 2) {
      const text = oneLine(inlineSource(source, node))
      section = SECTION_NAMES[text.toLowerCase().replace(/:$/, '').trim()] ?? 'other'
      if (section === 'other' && !mode.templateMode)
        issues.warnings.push({ line, message: `section "## ${text}" is not part of the format and is ignored` })
      else if (seen.has(section) && section !== 'other')
        issues.warnings.push({ line, message: `section "## ${text}" appears twice; both are read` })
      if (section === 'steps') doc.hasStepsSection = true
      seen.add(section)
      continue
    }
    // A template without "## Steps" is just its lists.
    const target = section ?? (mode.templateMode ? 'steps' : 'description')
    if (target === 'steps') readStepsNode(source, node, doc, issues, stepNumbers, section !== 'steps')
    else if (target === 'expected') readExpectedNode(source, node, doc, issues)
    else if (target === 'description' && node.type !== 'html') doc.description.push(blockText(source, node))
  }
  if (mode.templateMode && !doc.hasStepsSection) doc.hasStepsSection = doc.steps.length > 0
  checkNumbering(stepNumbers, issues)
  return doc
}

/** `loose`: a template without "## Steps", where only lists and `@include` lines count and other text is prose. */
function readStepsNode(
  source: string,
  node: RootContent,
  doc: ReadDocument,
  issues: Issues,
  numbers: { written: number; line: number }[],
  loose: boolean,
): void {
  const line = node.position?.start.line ?? 1
  switch (node.type) {
    case 'list':
      if (!node.ordered && !loose) issues.warnings.push({ line, message: 'steps should be a numbered list (1. 2. 3.)' })
      for (const item of node.children) readStepItem(source, node, item, doc, issues, numbers)
      return
    case 'paragraph': {
      const lines = splitLines(source, node)
      for (const entry of lines) {
        const include = INCLUDE_LINE.exec(entry.text)
        if (include) doc.steps.push({ kind: 'include', template: templateName(include[1]!), line: entry.line })
        else if (entry.text !== '' && !loose)
          issues.warnings.push({
            line: entry.line,
            message: `text outside the numbered list is not a step and is ignored: "${truncate(entry.text)}"`,
          })
      }
      return
    }
    case 'heading':
    case 'html':
    case 'thematicBreak':
      return
    default:
      if (!loose) issues.warnings.push({ line, message: `a ${node.type} under "## Steps" is not a step and is ignored` })
  }
}

function readStepItem(
  source: string,
  list: List,
  item: ListItem,
  doc: ReadDocument,
  issues: Issues,
  numbers: { written: number; line: number }[],
): void {
  const line = item.position?.start.line ?? 1
  if (list.ordered) {
    const written = /^\s*(\d+)[.)]/.exec(source.slice(item.position?.start.offset ?? 0))
    if (written) numbers.push({ written: Number(written[1]), line })
  }
  const parts: string[] = []
  let sawInclude = false
  for (const child of item.children) {
    if (child.type === 'paragraph') {
      for (const entry of splitLines(source, child)) {
        const include = INCLUDE_LINE.exec(entry.text)
        if (include) {
          sawInclude = true
          flushStep(parts, line, doc)
          doc.steps.push({ kind: 'include', template: templateName(include[1]!), line: entry.line })
        } else if (entry.text !== '') parts.push(entry.text)
      }
    } else if (child.type === 'list') {
      issues.errors.push({
        line: child.position?.start.line ?? line,
        message: 'a nested list under a step is not supported: write each step as its own numbered item',
      })
    } else if (child.type !== 'html') {
      issues.warnings.push({ line: child.position?.start.line ?? line, message: `a ${child.type} inside a step is ignored` })
    }
  }
  if (parts.length === 0 && !sawInclude) issues.errors.push({ line, message: 'empty step: write what to do after the number' })
  flushStep(parts, line, doc)
}

function flushStep(parts: string[], line: number, doc: ReadDocument): void {
  if (parts.length === 0) return
  doc.steps.push({ kind: 'step', text: parts.join(' '), line })
  parts.length = 0
}

/** Numbers should count 1, 2, 3 (or all be "1." — Markdown renumbers those). */
function checkNumbering(numbers: { written: number; line: number }[], issues: Issues): void {
  if (numbers.length < 2 || numbers.every((entry) => entry.written === numbers[0]!.written)) return
  const first = numbers[0]!.written
  const off = numbers.find((entry, i) => entry.written !== first + i)
  if (off)
    issues.warnings.push({
      line: off.line,
      message: `step numbered ${off.written} is out of sequence; steps run in the order they are written`,
    })
}

function readExpectedNode(source: string, node: RootContent, doc: ReadDocument, issues: Issues): void {
  const line = node.position?.start.line ?? 1
  if (node.type === 'list') {
    for (const item of node.children) {
      const text = item.children
        .filter((child) => child.type === 'paragraph')
        .map((child) => oneLine(inlineSource(source, child)))
        .join(' ')
      if (text !== '') doc.expected.push({ text, line: item.position?.start.line ?? line })
      for (const child of item.children) if (child.type === 'list') readExpectedNode(source, child, doc, issues)
    }
    return
  }
  if (node.type === 'paragraph' || node.type === 'blockquote') {
    const text = oneLine(inlineSource(source, node)).replace(/^>\s*/, '')
    if (text !== '') doc.expected.push({ text, line })
    return
  }
  if (node.type !== 'html' && node.type !== 'heading' && node.type !== 'thematicBreak') {
    issues.warnings.push({ line, message: `a ${node.type} under "## Expected Outcome" is ignored` })
  }
}

/** The node's source, one entry per source line, each trimmed. */
function splitLines(source: string, node: Nodes): { text: string; line: number }[] {
  const start = node.position?.start.line ?? 1
  return inlineSource(source, node)
    .split('\n')
    .map((text, i) => ({ text: text.trim(), line: start + i }))
}

/** The node's markdown source as written, so quotes, `*` and `<…>` in a step survive. */
function inlineSource(source: string, node: Nodes): string {
  if (node.type === 'heading') {
    const first = node.children[0]
    const last = node.children.at(-1)
    if (!first?.position || !last?.position) return ''
    return source.slice(first.position.start.offset, last.position.end.offset).replace(/\s+#+\s*$/, '')
  }
  const start = node.position?.start.offset
  const end = node.position?.end.offset
  return start === undefined || end === undefined ? '' : source.slice(start, end)
}

function blockText(source: string, node: RootContent): string {
  if (node.type === 'list') return node.children.map((item) => oneLine(inlineSource(source, item.children[0] ?? item))).join('\n')
  return inlineSource(source, node).trim()
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim()
}

/** `"Sign in as alice"` / `` `login` `` / `login.md` -> the name as the resolver should see it. */
function templateName(raw: string): string {
  return raw
    .trim()
    .replace(/^(["'`“])(.*)(["'`”])$/, '$2')
    .trim()
}

/** Keeps line numbers: a leading `---` YAML block becomes blank lines. */
function blankFrontMatter(source: string): string {
  const match = /^---\n[\s\S]*?\n---(?:\n|$)/.exec(source)
  if (!match) return source
  return match[0].replace(/[^\n]/g, '') + source.slice(match[0].length)
}

function truncate(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

function sortIssues(issues: SpecIssue[]): SpecIssue[] {
  return [...issues].sort((a, b) => a.line - b.line)
}
