import type { List, ListItem, Nodes, Root, RootContent } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { gfm } from 'micromark-extension-gfm'
import type { ExpectedOutcome, SpecIssue } from './ui-spec.js'

/**
 * Reads one markdown document (a spec or a template) into its title, description, step entries (steps and
 * `@include`s, not yet expanded) and expected outcomes, with the line of each and the problems found on the way.
 */

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
export type Entry = { kind: 'step'; text: string; line: number } | { kind: 'include'; template: string; line: number }

export interface Issues {
  errors: SpecIssue[]
  warnings: SpecIssue[]
}

export interface ReadDocument {
  title?: { text: string; line: number }
  description: string[]
  steps: Entry[]
  hasStepsSection: boolean
  expected: ExpectedOutcome[]
}

/**
 * What GFM adds that can change the blocks read here: tables (`|`), task list items (`[ ]`, `[x]`), footnote
 * definitions (`[^`), strikethrough (`~`). Text is read from the source by position, so GFM's inline autolinks change
 * nothing; a spec with none of these parses the same without GFM, at about two thirds of the cost.
 */
const GFM_SYNTAX = /[|~]|\[[ xX]\]|\[\^/

/**
 * `templateMode`: a template may lack `## Steps` (its lists are then its steps), may repeat a `# ` title and may
 * have other sections, all without complaint.
 */
export function readDocument(markdown: string, issues: Issues, mode: { templateMode: boolean }): ReadDocument {
  const source = blankFrontMatter(markdown.replace(/\r\n?/g, '\n'))
  const tree: Root = fromMarkdown(
    source,
    GFM_SYNTAX.test(source) ? { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] } : undefined,
  )
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
