import { analyzeSpec, templateResolver } from '../specs/spec-check.js'
import type { Feature } from './features.js'

/** A UI spec draft for one feature, validated by the UI spec grammar. */
export interface Draft {
  feature_index: number
  feature_title: string
  /** Suggested spec name (`prd/<slug>`). */
  spec_name: string
  content: string
  engine: 'rules' | 'ai'
  errors: { line: number; message: string }[]
  warnings: { line: number; message: string }[]
  /** The draft parses with no errors (warnings allowed). */
  valid: boolean
}

export interface DraftParts {
  title: string
  description: string
  steps: string[]
  expected: string[]
}

export function slug(s: string): string {
  return (
    s
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/[\s_-]+/g, '-')
      .slice(0, 60)
      .replace(/-+$/, '') || 'feature'
  )
}

const quoted = (s: string) => [...s.matchAll(/["“]([^"”]{1,120})["”]/g)].map((m) => prose(m[1]!))
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim()
/** PRD prose never becomes a `{{placeholder}}` by accident. */
const prose = (s: string) => oneLine(s.replace(/[{}]/g, ''))

/**
 * Steps the grammar knows, derived from a requirement sentence (rules engine): quoted texts the page must show
 * become `Verify the text "…" is visible`; a quoted control the user clicks/presses/selects becomes `Click "…"`;
 * a URL path the user reaches becomes a URL check. Anything else stays an expected outcome (free text).
 */
export function stepsFor(requirement: string): string[] {
  const q = quoted(requirement)
  const steps: string[] = []
  if (q.length && /\b(click|press|tap|select|choose|submit)\b/i.test(requirement)) steps.push(`Click "${q[0]}"`)
  else if (q.length && /\b(show|display|see|visible|message|label|title|heading|read)s?\b/i.test(requirement))
    for (const text of q.slice(0, 3)) steps.push(`Verify the text "${text}" is visible`)
  const path = /(?:^|\s)(\/[a-z0-9][\w/-]*)/i.exec(requirement)?.[1]
  if (path && /\b(redirect|land|navigate|go|taken|url|page)\w*\b/i.test(requirement)) steps.push(`Verify the URL contains ${path}`)
  return steps
}

/** The markdown of a draft, in the UI spec format (docs/ui-spec-format.md). */
export function renderDraft(p: DraftParts, source: string): string {
  const steps = p.steps.length ? p.steps : ['Navigate to {{BASE_URL}}']
  const expected = p.expected.length ? p.expected : ['The feature behaves as the PRD describes.']
  return [
    `# Test: ${prose(p.title)}`,
    '',
    '## Description',
    '',
    `${prose(p.description) || prose(p.title)} (Drafted from ${prose(source)}.)`,
    '',
    '## Steps',
    '',
    ...steps.map((s, i) => `${i + 1}. ${oneLine(s)}`),
    '',
    '## Expected Outcome',
    '',
    ...expected.map((e) => `- ${prose(e)}`),
    '',
  ].join('\n')
}

/** The rules engine's parts for a feature: open the app, then the checkable requirements; all requirements as outcomes. */
export function rulesParts(f: Feature): DraftParts {
  const steps = ['Navigate to {{BASE_URL}}']
  for (const r of f.requirements) for (const s of stepsFor(r)) if (!steps.includes(s)) steps.push(s)
  return { title: f.title, description: f.summary, steps: steps.slice(0, 30), expected: f.requirements.slice(0, 20) }
}

/** Validates a draft's markdown with the UI spec grammar (no templates: a draft includes none). */
export function toDraft(f: Feature, content: string, engine: Draft['engine']): Draft {
  const analysis = analyzeSpec(content, templateResolver(new Map()))
  return {
    feature_index: f.index,
    feature_title: f.title,
    spec_name: `prd/${slug(f.title)}`,
    content,
    engine,
    errors: analysis.errors.map((e) => ({ line: e.line, message: e.message })),
    warnings: analysis.warnings.map((w) => ({ line: w.line, message: w.message })),
    valid: analysis.errors.length === 0,
  }
}
