import {
  afterPrefix,
  findSection,
  keyValue,
  type LineIssue,
  type OutlineItem,
  type OutlineSection,
  readOutline,
} from '../../platform/markdown/outline.js'
import { type Assertion, parseAssertion } from './assertion-parse.js'

/**
 * An LLM suite in markdown:
 *
 *     # LLM Test: <name>
 *     ## System Prompt        free text; {{var}} placeholders
 *     ## Variables            optional: - name: value
 *     ## Defaults             optional: - temperature / max_tokens / seed / threshold / judge_provider, - Assertions: (every case)
 *     ## Test Cases
 *     ### <case name>
 *     - Input: ...
 *     - Expected: ...        optional
 *     - Threshold: 0.8       optional: pass on weighted score instead of "every assertion passes"
 *     - Assertions:
 *       - contains: "refund"
 *
 * Every problem is reported with its 1-based line; a suite with errors cannot run.
 */

export interface SuiteDefaults {
  temperature?: number
  max_tokens?: number
  seed?: number
  threshold?: number
  judge_provider?: string
}

export interface LlmCase {
  index: number
  name: string
  line: number
  input: string
  expected: string | undefined
  threshold: number | undefined
  assertions: Assertion[]
}

export interface LlmSuite {
  title: string
  systemPrompt: string
  variables: Record<string, string>
  defaults: SuiteDefaults
  cases: LlmCase[]
}

export interface ParsedSuite {
  suite: LlmSuite
  errors: LineIssue[]
  warnings: LineIssue[]
}

const DEFAULT_KEYS = ['temperature', 'max_tokens', 'seed', 'threshold', 'judge_provider', 'assertions'] as const
const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w.-]*)\s*\}\}/g

export function parseSuite(markdown: string): ParsedSuite {
  const errors: LineIssue[] = []
  const warnings: LineIssue[] = []
  const err = (line: number, message: string) => errors.push({ line, message })
  const outline = readOutline(markdown)
  const top = outline.sections.find((s) => s.depth === 1)
  const title = top ? afterPrefix(top.heading, 'LLM Test') : undefined
  if (!top) err(1, 'The suite must start with "# LLM Test: <name>"')
  else if (title === undefined) err(top.line, 'The title must read "# LLM Test: <name>"')
  else if (title === '') err(top.line, 'The suite needs a name after "# LLM Test:"')
  const sections = top ? top.sections : outline.sections
  const suite: LlmSuite = { title: title ?? '', systemPrompt: '', variables: {}, defaults: {}, cases: [] }

  const variablesSection = findSection(sections, 'Variables')
  if (variablesSection) suite.variables = readVariables(variablesSection, err)

  const promptSection = findSection(sections, 'System Prompt')
  if (!promptSection) err(top?.line ?? 1, 'Missing "## System Prompt" section')
  else {
    suite.systemPrompt = promptSection.body
    checkPlaceholders(suite.systemPrompt, promptSection.bodyLine, suite.variables, err)
  }

  let defaultAssertions: Assertion[] = []
  const defaultsSection = findSection(sections, 'Defaults')
  if (defaultsSection) {
    const read = readDefaults(defaultsSection, err)
    suite.defaults = read.defaults
    defaultAssertions = read.assertions
  }

  const casesSection = findSection(sections, 'Test Cases', 'Tests', 'Cases')
  if (!casesSection) err(top?.line ?? 1, 'Missing "## Test Cases" section')
  else {
    const names = new Map<string, number>()
    for (const section of casesSection.sections) {
      const c = readCase(section, suite.cases.length, suite, defaultAssertions, err)
      const seen = names.get(c.name.toLowerCase())
      if (seen !== undefined) warnings.push({ line: section.line, message: `Case name "${c.name}" repeats line ${seen}` })
      else names.set(c.name.toLowerCase(), section.line)
      suite.cases.push(c)
    }
    if (casesSection.sections.length === 0) err(casesSection.line, 'No test cases: add "### <case name>" headings under "## Test Cases"')
  }
  for (const section of sections) {
    if (!findSection([section], 'System Prompt', 'Variables', 'Defaults', 'Test Cases', 'Tests', 'Cases', 'Description'))
      warnings.push({ line: section.line, message: `Section "${section.heading}" is not part of the suite format and is ignored` })
  }
  errors.sort((a, b) => a.line - b.line)
  return { suite, errors, warnings }
}

type Report = (line: number, message: string) => void

function readVariables(section: OutlineSection, err: Report): Record<string, string> {
  const variables: Record<string, string> = {}
  for (const item of section.items) {
    const kv = /^\s*`?([A-Za-z_][\w.-]*)`?\s*[:=]\s*(.*)$/s.exec(item.text)
    if (!kv) {
      err(item.line, `A variable reads "- name: value", got "${item.text}"`)
      continue
    }
    variables[kv[1]!] = stripQuotes(kv[2]!.trim())
  }
  return variables
}

export function readDefaults(section: OutlineSection, err: Report): { defaults: SuiteDefaults; assertions: Assertion[] } {
  const defaults: SuiteDefaults = {}
  let assertions: Assertion[] = []
  for (const item of section.items) {
    const kv = keyValue(item.text)
    const key = kv?.key.replace(/[\s-]+/g, '_')
    if (!kv || !key || !(DEFAULT_KEYS as readonly string[]).includes(key)) {
      err(item.line, `Unknown default "${item.text}"; known: ${DEFAULT_KEYS.join(', ')}`)
      continue
    }
    if (key === 'assertions') {
      assertions = readAssertions(item, undefined, err)
      continue
    }
    if (key === 'judge_provider') {
      if (kv.value === '') err(item.line, 'judge_provider needs a provider name')
      else defaults.judge_provider = stripQuotes(kv.value)
      continue
    }
    const n = Number(kv.value)
    const ok =
      kv.value !== '' &&
      Number.isFinite(n) &&
      (key === 'temperature'
        ? n >= 0 && n <= 2
        : key === 'threshold'
          ? n >= 0 && n <= 1
          : Number.isInteger(n) && n >= (key === 'seed' ? 0 : 1))
    if (!ok) err(item.line, `${key}: ${rangeOf(key)}, got "${kv.value}"`)
    else defaults[key as 'temperature' | 'max_tokens' | 'seed' | 'threshold'] = n
  }
  return { defaults, assertions }
}

function rangeOf(key: string): string {
  if (key === 'temperature') return 'a number from 0 to 2'
  if (key === 'threshold') return 'a number from 0 to 1'
  return key === 'seed' ? 'a whole number >= 0' : 'a whole number >= 1'
}

export function readCase(section: OutlineSection, index: number, suite: LlmSuite, defaultAssertions: Assertion[], err: Report): LlmCase {
  const c: LlmCase = {
    index,
    name: section.heading,
    line: section.line,
    input: '',
    expected: undefined,
    threshold: undefined,
    assertions: [],
  }
  if (c.name === '') err(section.line, 'A case needs a name after "###"')
  let input: OutlineItem | undefined
  let assertionsItem: OutlineItem | undefined
  for (const item of section.items) {
    const kv = keyValue(item.text)
    if (!kv) {
      err(item.line, `Expected "- Input:", "- Expected:", "- Threshold:" or "- Assertions:", got "${item.text}"`)
      continue
    }
    if (kv.key === 'input') {
      input = item
      c.input = stripQuotes(kv.value)
      checkPlaceholders(c.input, item.line, suite.variables, err)
    } else if (kv.key === 'expected' || kv.key === 'expected output') {
      c.expected = stripQuotes(kv.value)
      checkPlaceholders(c.expected, item.line, suite.variables, err)
    } else if (kv.key === 'threshold') {
      const n = Number(kv.value)
      if (kv.value === '' || !Number.isFinite(n) || n < 0 || n > 1) err(item.line, `Threshold: a number from 0 to 1, got "${kv.value}"`)
      else c.threshold = n
    } else if (kv.key === 'assertions') assertionsItem = item
    else err(item.line, `Unknown case field "${kv.key}"; use Input, Expected, Threshold or Assertions`)
  }
  if (!input) err(section.line, `Case "${c.name}" has no "- Input:"`)
  else if (c.input === '') err(input.line, `Case "${c.name}" has an empty Input`)
  let badAssertions = 0
  const own = assertionsItem
    ? readAssertions(assertionsItem, c.expected, (line, message) => {
        badAssertions++
        err(line, message)
      })
    : []
  // Defaults are re-read against this case's Expected (equals/similarity default to it).
  const inherited = defaultAssertions.map((a) => {
    const re = parseAssertion(a.source, a.line, c.expected)
    return re.ok ? re.assertion : a
  })
  c.assertions = [...inherited, ...own]
  if (c.assertions.length === 0 && badAssertions === 0)
    err(assertionsItem?.line ?? section.line, `Case "${c.name}" has no assertions: a case that checks nothing cannot pass`)
  c.threshold ??= suite.defaults.threshold
  return c
}

function readAssertions(item: OutlineItem, expected: string | undefined, err: Report): Assertion[] {
  const out: Assertion[] = []
  const inline = keyValue(item.text)?.value ?? ''
  const sources = item.items.map((i) => ({ text: i.text, line: i.line }))
  if (inline !== '') sources.unshift({ text: inline, line: item.line })
  if (sources.length === 0) err(item.line, '"Assertions:" needs a nested list, e.g. "  - contains: \\"refund\\""')
  for (const source of sources) {
    const parsed = parseAssertion(source.text, source.line, expected)
    if (parsed.ok) out.push(parsed.assertion)
    else err(source.line, parsed.message)
  }
  return out
}

function checkPlaceholders(text: string, line: number, variables: Record<string, string>, err: Report): void {
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (!Object.hasOwn(variables, match[1]!)) err(line, `{{${match[1]}}} is not defined: add "- ${match[1]}: <value>" under "## Variables"`)
  }
}

/** Replaces `{{name}}` with the suite's variables (the parser already refused unknown names). */
export function fillVariables(text: string, variables: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(variables, name) ? variables[name]! : whole))
}

function stripQuotes(text: string): string {
  const t = text.trim()
  return t.length >= 2 && /^(["'`]).*\1$/s.test(t) ? t.slice(1, -1) : t
}
