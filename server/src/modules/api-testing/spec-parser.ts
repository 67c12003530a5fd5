import type { Code, List, RootContent } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { gfm } from 'micromark-extension-gfm'
import {
  type ApiSpec,
  type ApiTest,
  type Auth,
  HTTP_METHODS,
  type HttpMethod,
  type JsonSchema,
  REQUEST_STEP_KINDS,
  type SpecIssue,
  type Step,
} from './api-spec.js'
import { blockText, firstLine, headingText, sourceOf } from './markdown-source.js'
import { parseAuth } from './spec-auth.js'
import { normalizeStepText, type StepInput, takesNestedList } from './step-grammar.js'
import { understandApiStep } from './step-understanding.js'
import { slugify, unique } from './test-ids.js'

/**
 * Markdown -> {@link ApiSpec}. The format: `# API Test: <name>`, `## Description`, `## Base URL`,
 * `## Authentication`, `## Tests` with one `### METHOD /path[ — title]` per test and bullet steps under it, and an
 * optional `## Schemas` with `### Name` + a ```json block per named schema. Every problem names its line.
 */

export interface ParseResult {
  /** Best effort even when there are errors, so an editor can show what was understood. */
  spec: ApiSpec
  /** Problems that make the spec unusable; empty when it can be compiled. */
  errors: SpecIssue[]
  /** What the step understanding read differently from the letter (a corrected verb, a split step), by line. */
  notes: SpecIssue[]
}

const SECTION_ALIASES: Record<string, Section> = {
  description: 'description',
  'base url': 'base_url',
  baseurl: 'base_url',
  'base-url': 'base_url',
  authentication: 'auth',
  auth: 'auth',
  authorization: 'auth',
  tests: 'tests',
  'test cases': 'tests',
  schemas: 'schemas',
  'opt-in tests': 'opt_in',
  'opt in tests': 'opt_in',
}
/**
 * `opt_in`: tests written down but not run unless a run asks for them (`include_opt_in`); an OpenAPI import
 * puts operations there that would end the caller's session, leave data behind or need data it cannot make.
 */
type Section = 'description' | 'base_url' | 'auth' | 'tests' | 'schemas' | 'opt_in' | 'other'

/** A bullet before parsing; `nested` is its sub-list, read as values (headers, query) or as further steps. */
type RawItem = StepInput & { nested?: List }

interface RawTest {
  /** The heading as written: the test's name. */
  heading: string
  method: HttpMethod
  path: string
  title?: string
  line: number
  items: RawItem[]
  underTests: boolean
}

interface ParseState {
  source: string
  errors: SpecIssue[]
  warnings: SpecIssue[]
  notes: SpecIssue[]
}

/**
 * Parses an API test spec.
 *
 * @example
 * const { spec, errors } = parseApiSpec('# API Test: Shop\n## Tests\n### GET /health\n- Verify status is 200\n')
 * // errors: [], spec.tests[0]: { id: 'get-health', name: 'GET /health', steps: [{ kind: 'status', anyOf: [200], … }] }
 */
export function parseApiSpec(markdown: string, options: { includeOptIn?: boolean } = {}): ParseResult {
  const key = `${options.includeOptIn ? '+' : '-'}${markdown}`
  const kept = recentParses.get(key)
  if (kept) {
    recentParses.delete(key) // the most recently used is kept longest
    recentParses.set(key, kept)
    return structuredClone(kept)
  }
  const result = parseUncached(markdown, options)
  recentParses.set(key, structuredClone(result))
  if (recentParses.size > RECENT_PARSES) recentParses.delete(recentParses.keys().next().value as string)
  return result
}

/**
 * The latest parses by text (and whether opt-in tests count). One spec's text is parsed when it is saved, validated,
 * imported, started and run (a batch parses each spec three times), and by each run again; three quarters of a parse
 * is the markdown tree, the same every time. Callers get a copy they may change.
 */
const recentParses = new Map<string, ParseResult>()
const RECENT_PARSES = 200

/** Forgets the kept parses (a bench timing a parse from scratch). */
export function forgetRecentParses(): void {
  recentParses.clear()
}

/**
 * What only GFM reads differently in the blocks this parser looks at: tables (`|`), task list items (`[ ]`, `[x]`),
 * footnote definitions (`[^`), strikethrough (`~`). Steps and headings are read from the source by position, so GFM's
 * inline autolinks (URLs are in most API steps) change nothing; a spec with none of these parses the same without GFM,
 * at about two thirds of the cost (the UI spec reader does the same, pipeline/spec-document.ts).
 */
const GFM_SYNTAX = /[|~]|\[[ xX]\]|\[\^/

function parseUncached(markdown: string, options: { includeOptIn?: boolean }): ParseResult {
  const source = markdown.replace(/\r\n?/g, '\n')
  const tree = fromMarkdown(source, GFM_SYNTAX.test(source) ? { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] } : undefined)
  const state: ParseState = { source, errors: [], warnings: [], notes: [] }
  let name = ''
  let titleLine = 0
  let section: Section | undefined
  const seenSections = new Set<Section>()
  const description: string[] = []
  let baseUrl: { text: string; line: number } | undefined
  let authText: { text: string; line: number } | undefined
  const rawTests: RawTest[] = []
  const schemas: Record<string, JsonSchema> = {}
  let schemaName: { name: string; line: number; filled: boolean } | undefined
  let test: RawTest | undefined

  for (const node of tree.children) {
    const line = node.position?.start.line ?? 1
    if (node.type === 'heading') {
      const text = headingText(state.source, node)
      if (node.depth === 1) {
        if (titleLine > 0) {
          state.warnings.push({ line, message: 'only the first "# " title is used; this one is ignored' })
          continue
        }
        titleLine = line
        name = readTitle(state, text, line)
        continue
      }
      if (node.depth === 2) {
        closeSchema(state, schemaName)
        schemaName = undefined
        test = undefined
        section = SECTION_ALIASES[text.toLowerCase().replace(/:$/, '').trim()] ?? 'other'
        if (section === 'other') state.warnings.push({ line, message: `unknown section "## ${text}" is ignored` })
        else if (seenSections.has(section)) state.warnings.push({ line, message: `section "## ${text}" appears twice; both are read` })
        seenSections.add(section)
        continue
      }
      if (node.depth === 3 && section === 'schemas') {
        closeSchema(state, schemaName)
        schemaName = { name: text.replace(/^["'`]|["'`]$/g, ''), line, filled: false }
        continue
      }
      if (section === 'opt_in' && !options.includeOptIn) {
        test = undefined
        continue
      }
      if (node.depth === 3) {
        test = readTestHeading(state, text, line, section === 'tests' || section === 'opt_in')
        if (test) rawTests.push(test)
        continue
      }
      continue
    }
    if (test) {
      collectTestContent(state, test, node)
      continue
    }
    switch (section) {
      case 'description':
        description.push(blockText(state.source, node))
        break
      case 'base_url':
        if (!baseUrl && (node.type === 'paragraph' || node.type === 'list' || node.type === 'code'))
          baseUrl = { text: firstLine(blockText(state.source, node)), line }
        break
      case 'auth':
        if (!authText && (node.type === 'paragraph' || node.type === 'list' || node.type === 'code'))
          authText = { text: firstLine(blockText(state.source, node)), line }
        break
      case 'schemas':
        if (schemaName && node.type === 'code') {
          readSchema(state, schemaName, node, schemas)
          schemaName.filled = true
        }
        break
      default:
        break
    }
  }
  closeSchema(state, schemaName)

  if (titleLine === 0) state.errors.push({ line: 1, message: 'missing title: the spec must start with "# API Test: <name>"' })
  const auth: Auth = authText ? parseAuth(authText.text, authText.line, state.errors) : { kind: 'none' }
  const tests = buildTests(state, rawTests, schemas)
  if (rawTests.length === 0)
    state.errors.push({
      line: Math.max(titleLine, 1),
      message: seenSections.has('opt_in')
        ? 'every test of the spec is under "## Opt-in Tests": run it with include_opt_in, or move a test under "## Tests"'
        : 'the spec has no tests: add "### METHOD /path" headings with bullet steps under "## Tests"',
    })
  const spec: ApiSpec = {
    name: name || 'Untitled API test',
    description: description.filter((part) => part !== '').join('\n\n'),
    baseUrl: readBaseUrl(state, baseUrl),
    auth,
    tests,
    schemas,
    warnings: sortIssues(state.warnings),
  }
  return { spec, errors: sortIssues(state.errors), notes: sortIssues(state.notes) }
}

function sortIssues(issues: SpecIssue[]): SpecIssue[] {
  return [...issues].sort((a, b) => a.line - b.line)
}

function readTitle(state: ParseState, text: string, line: number): string {
  const prefixed = /^API\s+Tests?\s*:\s*(.*)$/i.exec(text) ?? /^Test\s*:\s*(.*)$/i.exec(text)
  const name = (prefixed ? prefixed[1]! : text).trim()
  if (!/^API\s+Tests?\s*:/i.test(text)) state.warnings.push({ line, message: 'the title should read "# API Test: <name>"' })
  if (name === '') state.errors.push({ line, message: 'missing name: write "# API Test: <name>"' })
  return name
}

function readTestHeading(state: ParseState, text: string, line: number, underTests: boolean): RawTest | undefined {
  const match = /^(\S+)\s+(\S+)(?:\s+[—–-]{1,2}\s+(.+)|\s+\((.+)\))?$/.exec(text)
  if (!match || !/^(?:\/|https?:\/\/|\{\{)/.test(match[2]!)) {
    if (underTests)
      state.errors.push({ line, message: `a test heading reads "### METHOD /path" or "### METHOD /path — title"; got "${text}"` })
    return undefined
  }
  const method = match[1]!.toUpperCase()
  if (!HTTP_METHODS.includes(method as HttpMethod)) {
    state.errors.push({ line, message: `unknown method "${match[1]}"; use one of ${HTTP_METHODS.join(', ')}` })
    return undefined
  }
  const path = match[2]!
  const braces = /(?<!\{)\{([A-Za-z_][\w-]*)\}(?!\})/.exec(path)
  if (braces) {
    state.errors.push({
      line,
      message: `path parameter {${braces[1]}} has no value: write {{${braces[1]}}} for a saved or environment variable, or a literal value`,
    })
  }
  if (!underTests) state.warnings.push({ line, message: 'test headings belong under "## Tests"' })
  const title = (match[3] ?? match[4])?.trim()
  return {
    heading: text.replace(/\s+/g, ' '),
    method: method as HttpMethod,
    path,
    ...(title ? { title } : {}),
    line,
    items: [],
    underTests,
  }
}

function collectTestContent(state: ParseState, test: RawTest, node: RootContent): void {
  if (node.type === 'list') {
    for (const item of listItems(state, node)) test.items.push(item)
    return
  }
  if (node.type === 'code') {
    const last = test.items.at(-1)
    if (last && !last.code && normalizeStepText(last.text).endsWith(':')) last.code = { lang: node.lang ?? null, value: node.value }
    else
      state.warnings.push({
        line: node.position?.start.line ?? test.line,
        message: 'code block is not under a step ending with ":"; it is ignored',
      })
  }
}

function listItems(state: ParseState, list: List): RawItem[] {
  const items: RawItem[] = []
  for (const item of list.children) {
    const paragraph = item.children.find((child) => child.type === 'paragraph')
    const code = item.children.find((child): child is Code => child.type === 'code')
    const nested = item.children.find((child): child is List => child.type === 'list')
    const line = item.position?.start.line ?? 1
    const input: RawItem = { text: paragraph ? sourceOf(state.source, paragraph) : '', line }
    if (code) input.code = { lang: code.lang ?? null, value: code.value }
    if (nested) {
      input.children = nested.children.map((child) => sourceOf(state.source, child.children[0] ?? child))
      input.nested = nested
    }
    if (input.text !== '' || input.code) items.push(input)
  }
  return items
}

function buildTests(state: ParseState, rawTests: RawTest[], schemas: Record<string, JsonSchema>): ApiTest[] {
  const ids = new Set<string>()
  const names = new Set<string>()
  return rawTests.map((raw) => {
    const steps: Step[] = []
    for (const item of raw.items) steps.push(...parseItem(state, item, raw, schemas))
    if (steps.length === 0)
      state.errors.push({
        line: raw.line,
        message: `test "${raw.method} ${raw.path}" has no steps; add bullets such as "- Verify status is 200"`,
      })
    checkStepOrder(state, steps)
    const test: ApiTest = {
      id: unique(slugify(`${raw.method} ${raw.path} ${raw.title ?? ''}`) || 'test', ids, (base, n) => `${base}-${n}`),
      name: unique(`${raw.method} ${raw.heading.slice(raw.heading.indexOf(' ') + 1)}`, names, (base, n) => `${base} [${n}]`),
      method: raw.method,
      path: raw.path,
      ...(raw.title ? { title: raw.title } : {}),
      steps,
      line: raw.line,
    }
    return test
  })
}

function parseItem(state: ParseState, item: RawItem, raw: RawTest, schemas: Record<string, JsonSchema>): Step[] {
  const { nested } = item
  const parsed = understandApiStep(item, { method: raw.method, path: raw.path })
  for (const note of parsed.notes) state.notes.push({ line: item.line, message: note.message })
  const steps: Step[] = [...parsed.steps]
  if (item.code && !parsed.used.code) state.warnings.push({ line: item.line, message: 'the code block under this step is not used by it' })
  if (nested && !(parsed.used.children && parsed.steps.some(takesNestedList))) {
    for (const child of listItems(state, nested)) steps.push(...parseItem(state, child, raw, schemas))
  }
  for (const step of parsed.steps) {
    if (step.kind === 'unknown') state.warnings.push({ line: step.line, message: `step not understood (${step.reason}): "${step.text}"` })
    if (step.kind === 'schema' && step.schemaName && !step.schema && !schemas[step.schemaName]) {
      state.errors.push({ line: step.line, message: `schema "${step.schemaName}" is not defined under "## Schemas"` })
    }
  }
  return steps
}

function checkStepOrder(state: ParseState, steps: Step[]): void {
  let sawCheck = false
  for (const step of steps) {
    const isRequest = (REQUEST_STEP_KINDS as readonly string[]).includes(step.kind)
    if (isRequest && sawCheck) {
      state.warnings.push({
        line: step.line,
        message: 'request steps after a check still shape the one request this test sends; put them first',
      })
    }
    if (!isRequest && step.kind !== 'unknown') sawCheck = true
  }
}

function readBaseUrl(state: ParseState, baseUrl: { text: string; line: number } | undefined): string | null {
  if (!baseUrl) {
    state.warnings.push({ line: 1, message: 'no "## Base URL": BASE_URL must be set in the environment when the spec runs' })
    return null
  }
  const text = baseUrl.text.replace(/^<|>$/g, '').trim()
  if (!/^(?:https?:\/\/[^\s/]+|\{\{\s*[A-Za-z_]\w*\s*\}\})\S*$/.test(text)) {
    state.errors.push({ line: baseUrl.line, message: `base URL "${text}" is not an http(s) URL or a {{VAR}} placeholder` })
    return null
  }
  return text
}

function closeSchema(state: ParseState, schema: { name: string; line: number; filled: boolean } | undefined): void {
  if (schema && !schema.filled) state.errors.push({ line: schema.line, message: `schema "${schema.name}" has no \`\`\`json block` })
}

function readSchema(state: ParseState, schema: { name: string; line: number }, node: Code, schemas: Record<string, JsonSchema>): void {
  try {
    const parsed: unknown = JSON.parse(node.value)
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('a schema is a JSON object')
    schemas[schema.name] = parsed as JsonSchema
  } catch (error) {
    state.errors.push({
      line: node.position?.start.line ?? schema.line,
      message: `schema "${schema.name}" is not valid JSON: ${(error as Error).message}`,
    })
  }
}
