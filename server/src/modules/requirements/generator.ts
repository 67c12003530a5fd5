import type { Discovered, DiscoveredForm } from '../exploration/discovery.js'

/**
 * The rules engine that turns what an exploration discovered into requirements: one per form, per multi-step
 * flow, per page group and per error class, each with Given/When/Then acceptance criteria and the evidence a gap
 * spec can be written from. Pure: data in, data out.
 */

export interface Evidence {
  kind: 'form' | 'flow' | 'pages' | 'errors'
  /** Absolute URL where the behaviour starts. */
  url: string
  form?: {
    submit: string
    fields: { label: string; name: string; type: string; required: boolean }[]
    validation_messages: string[]
    result_url: string | null
    result_messages: string[]
    outcome: string | null
  }
  steps?: { action: string; target: string; url: string }[]
  end?: string
  pages?: { url: string; title: string }[]
}

export interface RequirementDraft {
  title: string
  description: string
  category: 'functional' | 'non-functional' | 'security' | 'performance'
  priority: 'high' | 'medium' | 'low'
  acceptance_criteria: string
  source_key: string
  evidence: Evidence
}

const quote = (s: string) => `"${s}"`
const list = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`)
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** The field messages, without a summary that repeats them ("Please fix the following: Name is required …"). */
export function ownMessages(messages: readonly string[]): string[] {
  return messages.filter((m) => m.length <= 120 && !messages.some((o) => o !== m && m.includes(o)))
}

function fieldLabel(f: { label: string; name: string }): string {
  return f.label || f.name
}

function formDraft(form: DiscoveredForm): RequirementDraft {
  const submit = form.submit_text || form.name
  const visible = form.inputs.filter((i) => i.type !== 'hidden' && (i.label || i.name))
  const security = visible.some((i) => i.type === 'password')
  const money = /order|checkout|pay|purchase|card/i.test(`${form.action} ${submit}`)
  const criteria: string[] = []
  if (ownMessages(form.validation_messages).length > 0) {
    criteria.push(
      `Given the user is on ${form.page}`,
      `When they press ${quote(submit)} with the fields empty`,
      `Then they see ${list(ownMessages(form.validation_messages).slice(0, 4).map(quote))}`,
      '',
    )
  }
  if (form.submission) {
    const filled = visible.filter((i) => !['checkbox', 'radio', 'select'].includes(i.type)).map((i) => quote(fieldLabel(i)))
    const result = form.submission
    const then =
      result.outcome === 'navigated'
        ? `Then they reach ${safePath(result.url)}`
        : result.outcome === 'error'
          ? `Then the request is refused with status ${result.status ?? 'an error'}${result.messages[0] ? ` and the page says ${quote(result.messages[0])}` : ''}`
          : result.messages[0]
            ? `Then the page shows ${quote(result.messages[0])}`
            : `Then ${form.page} shows the result without an error`
    criteria.push(
      `Given the user is on ${form.page}`,
      filled.length > 0 ? `When they fill in ${list(filled)} and press ${quote(submit)}` : `When they press ${quote(submit)}`,
      then,
    )
  } else if (form.skipped_reason) {
    criteria.push(`Given the user is on ${form.page}`, `When they press ${quote(submit)}`, `Then the action is carried out and confirmed`)
  }
  return {
    title: `${capital(submit)} form on ${form.page}`,
    description: `The ${quote(submit)} form (${form.method} ${form.action}) with ${visible.length} field${visible.length === 1 ? '' : 's'}${
      visible.length ? `: ${list(visible.map(fieldLabel))}` : ''
    }.${form.skipped_reason ? ` Not submitted during exploration (${form.skipped_reason}).` : ''}`,
    category: security ? 'security' : 'functional',
    priority: security || money ? 'high' : form.skipped_reason ? 'low' : 'medium',
    acceptance_criteria: criteria.join('\n').trim(),
    source_key: `form:${form.key}`,
    evidence: {
      kind: 'form',
      url: form.page_url,
      form: {
        submit,
        fields: visible.map(({ label, name, type, required }) => ({ label, name, type, required })),
        validation_messages: form.validation_messages,
        result_url: form.submission?.url ?? null,
        result_messages: form.submission?.messages ?? [],
        outcome: form.submission?.outcome ?? null,
      },
    },
  }
}

function safePath(url: string): string {
  try {
    const u = new URL(url)
    return u.pathname.replace(/\/\d+(?=\/|$)/g, '/{id}')
  } catch {
    return url
  }
}

/** Pages grouped by their first path segment (`/orders/{id}` -> `/orders`). */
function groupOf(template: string): string {
  const first = template.split('/').filter(Boolean)[0]
  return first ? `/${first}` : '/'
}

export function generateRequirements(d: Discovered): RequirementDraft[] {
  const out: RequirementDraft[] = []
  for (const form of d.forms) out.push(formDraft(form))

  const byEnd = new Map<string, Discovered['flows'][number]>()
  for (const flow of d.flows) {
    if (flow.steps.length < 3 || !flow.steps.some((s) => s.action === 'submit')) continue
    if (!byEnd.has(flow.end)) byEnd.set(flow.end, flow)
  }
  for (const flow of byEnd.values()) {
    const actions = flow.steps.slice(1).map((s) => (s.action === 'submit' ? `press ${quote(s.target)}` : `follow ${quote(s.target)}`))
    out.push({
      title: `User journey from ${flow.start} to ${flow.end}`,
      description: `A ${flow.steps.length}-step journey: ${flow.steps.map((s) => s.target).join(' → ')}.`,
      category: 'functional',
      priority: 'high',
      acceptance_criteria: [`Given the user is on ${flow.start}`, `When they ${list(actions)}`, `Then they reach ${flow.end}`].join('\n'),
      source_key: `flow:${flow.start}>${flow.end}`,
      evidence: { kind: 'flow', url: flow.steps[0]!.url, steps: flow.steps, end: flow.end },
    })
  }

  const groups = new Map<string, Discovered['pages']>()
  for (const page of d.pages) {
    const g = groupOf(page.template)
    groups.set(g, [...(groups.get(g) ?? []), page])
  }
  for (const [group, pages] of groups) {
    // The group's own page (`/orders` rather than `/orders/{id}`) names it; else the first found.
    const first = [...pages].sort((a, b) => a.template.length - b.template.length)[0]!
    const titled =
      first.title
        .replace(/\s*[·|–-]\s*[^·|–-]+$/, '')
        .replace(/\s*\d+\b/g, '')
        .trim() || group
    out.push({
      title: `${capital(titled)} page${pages.length > 1 ? 's' : ''} at ${group}`,
      description: `Pages: ${pages.map((p) => p.template).join(', ')}.`,
      category: 'functional',
      priority: 'low',
      acceptance_criteria: [
        `Given the user can reach ${first.template}`,
        `When they open it`,
        `Then the page ${quote(first.title)} is shown without an error`,
      ].join('\n'),
      source_key: `pages:${group}`,
      evidence: { kind: 'pages', url: first.url, pages: pages.map((p) => ({ url: p.url, title: p.title })) },
    })
  }

  const classes = new Map<string, Discovered['errors']>()
  for (const err of d.errors) {
    const cls = err.kind === 'http' ? `http-${String(err.status ?? 0).charAt(0)}xx` : err.kind === 'console' ? 'console' : 'page_error'
    classes.set(cls, [...(classes.get(cls) ?? []), err])
  }
  for (const [cls, errors] of classes) {
    const examples = errors.slice(0, 3).map((e) => e.message)
    const server = cls === 'http-5xx'
    const client = cls === 'http-4xx'
    out.push({
      title: server
        ? 'The server answers without internal errors (5xx)'
        : client
          ? 'Refused requests (4xx) explain what went wrong'
          : cls === 'console'
            ? 'Pages run without browser console errors'
            : 'Pages run without uncaught script errors',
      description: `Seen during exploration: ${examples.join('; ')}.`,
      category: server ? 'non-functional' : client ? 'functional' : 'non-functional',
      priority: server || cls === 'page_error' ? 'high' : 'medium',
      acceptance_criteria: client
        ? ['Given a request the application refuses', 'When the user sends it', 'Then the page shows a message that says what to fix'].join(
            '\n',
          )
        : ['Given any page of the application', 'When the user uses it', `Then no ${server ? 'server error' : 'script error'} occurs`].join(
            '\n',
          ),
      source_key: `errors:${cls}`,
      evidence: { kind: 'errors', url: errors[0]!.url },
    })
  }
  return out
}
