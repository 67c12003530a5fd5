import { sampleValue } from '../exploration/crawl-policy.js'
import { type Evidence, ownMessages } from '../requirements/generator.js'

/**
 * Drafts a UI spec (the markdown format of docs/ui-spec-format.md, steps in the rules grammar) for a requirement no
 * spec covers, from what the exploration saw (its evidence) or, for a written requirement, from the quoted texts and
 * paths of its acceptance criteria. Pure; the service keeps only drafts the grammar accepts.
 */

export interface SpecDraft {
  name: string
  content: string
}

export interface DraftInput {
  code: string
  title: string
  description: string
  acceptance_criteria: string
  evidence: Evidence | null
}

const TEXT_FIELDS = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number', 'textarea', 'date', ''])
const q = (s: string) => s.replace(/"/g, "'")

/** `/orders/{id}` -> `/orders/`: the part of a templated path a URL check can rely on. */
function stablePath(path: string): string {
  const at = path.indexOf('{')
  return at >= 0 ? path.slice(0, at) : path
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'requirement'
  )
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname
  } catch {
    return url
  }
}

function stepsFromEvidence(ev: Evidence): string[] {
  const steps = [`Navigate to ${ev.url}`]
  if (ev.kind === 'form' && ev.form) {
    const f = ev.form
    const own = ownMessages(f.validation_messages)
    if (own.length > 0) {
      steps.push(`Click "${q(f.submit)}"`)
      for (const m of own.slice(0, 2)) steps.push(`Verify the text "${q(m)}" is visible`)
      return steps
    }
    for (const field of f.fields) {
      if (!field.label || !TEXT_FIELDS.has(field.type)) continue
      steps.push(`Enter "${q(sampleValue({ type: field.type, name: field.name, label: field.label }))}" into the ${q(field.label)} field`)
    }
    steps.push(`Click "${q(f.submit)}"`)
    if (f.outcome === 'navigated' && f.result_url)
      steps.push(`Verify the URL contains ${stablePath(pathOf(f.result_url).replace(/\/\d+(?=\/|$)/g, '/{id}'))}`)
    else if (f.result_messages[0]) steps.push(`Verify the text "${q(f.result_messages[0])}" is visible`)
    else steps.push(`Verify the URL contains ${pathOf(ev.url)}`)
    return steps
  }
  if (ev.kind === 'flow' && ev.steps) {
    for (const s of ev.steps.slice(1)) if (s.target) steps.push(`Click "${q(s.target)}"`)
    if (ev.end) steps.push(`Verify the URL contains ${stablePath(ev.end)}`)
    return steps
  }
  if (ev.kind === 'pages' && ev.pages?.[0]) {
    steps.push(`Verify the URL contains ${pathOf(ev.pages[0].url)}`)
    return steps
  }
  return []
}

/** Steps read from written criteria: `press "X"` clicks, quoted texts in Then lines are checked, `/paths` reached. */
function stepsFromCriteria(criteria: string, baseUrl: string): string[] {
  const steps = [`Navigate to ${baseUrl}`]
  for (const line of criteria.split('\n')) {
    const then = /^\s*(then|and)\b/i.test(line)
    for (const m of line.matchAll(/(?:press|click|choose|tap)(?:es|s)?\s+"([^"]+)"/gi)) steps.push(`Click "${q(m[1]!)}"`)
    if (!then) continue
    const quoted = [...line.matchAll(/"([^"]+)"/g)].map((m) => m[1]!)
    for (const text of quoted) steps.push(`Verify the text "${q(text)}" is visible`)
    const path = /\s(\/[\w\-/.{}]*)/.exec(line)?.[1]
    if (path && quoted.length === 0) steps.push(`Verify the URL contains ${stablePath(path)}`)
  }
  return steps.length > 1 ? steps : []
}

/** The draft for a gap, or undefined when nothing concrete enough is known to write steps. */
export function draftSpec(req: DraftInput, baseUrl: string | null): SpecDraft | undefined {
  const steps = req.evidence ? stepsFromEvidence(req.evidence) : baseUrl ? stepsFromCriteria(req.acceptance_criteria, baseUrl) : []
  if (steps.length < 2) return undefined
  const content = [
    `# Test: ${req.code} ${req.title}`,
    '',
    '## Description',
    '',
    `${req.description || req.title} Suggested by the traceability matrix for ${req.code}; acceptance criteria:`,
    '',
    ...req.acceptance_criteria
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => `> ${l.trim()}`),
    '',
    '## Steps',
    '',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
    '',
  ].join('\n')
  return { name: `rtm/${req.code.toLowerCase()}-${slug(req.title)}`, content }
}
