import { z } from 'zod'
import type { AiClient } from '../../platform/ai/ai-client.js'
import { completeJson } from '../../platform/ai/complete-json.js'
import { type CrawlAction, rulePriority, urlTemplate } from './crawl-policy.js'
import type { Discovered } from './discovery.js'

/** Actions the model chooses among: the rules engine's best, in its order. */
export const AI_CHOICES = 12
/** After this many failed calls in a row the crawl stops asking and keeps to the rules. */
const MAX_FAILURES = 3

const ChoiceSchema = z.object({ choice: z.number().int().min(0), reason: z.string().optional() })

const SYSTEM = `You steer a crawler that explores a web application to discover its pages, forms, user flows and API
endpoints. Pick the next action that most likely reveals new behaviour (unsubmitted forms and unvisited features
first; avoid repeating what is known). Destructive actions are already removed. Answer JSON {"choice": <index>, "reason": "..."}.`

export type NextActionChooser = (frontier: readonly CrawlAction[], discovered: Discovered) => Promise<number | undefined>

function describeAction(a: CrawlAction): string {
  if (a.kind === 'form') return `submit the form ${a.key} on ${urlTemplate(a.pageUrl)}`
  const via = a.trail.at(-1)
  return `open ${urlTemplate(a.url)}${via ? ` (link "${via.target}")` : ''}${a.primaryNav ? ' [main navigation]' : ''}`
}

/**
 * The goal-directed strategy's AI engine: the model picks the next action among the rules' best candidates.
 * Returns the chosen index into `frontier`, or undefined to let the rules decide (no AI answer, or a bad one).
 */
export function aiNavigator(ai: AiClient, signal: AbortSignal): NextActionChooser {
  let failures = 0
  return async (frontier, discovered) => {
    if (failures >= MAX_FAILURES || frontier.length < 2) return undefined
    const ranked = frontier
      .map((a, i) => ({ a, i }))
      .sort((x, y) => rulePriority(x.a) - rulePriority(y.a) || x.a.depth - y.a.depth || x.i - y.i)
      .slice(0, AI_CHOICES)
    const user = [
      `Known pages: ${discovered.pages.map((p) => p.template).join(', ') || 'none'}`,
      `Known forms: ${discovered.forms.map((f) => `${f.method} ${f.action}`).join(', ') || 'none'}`,
      '',
      'Candidate actions:',
      ...ranked.map((r, n) => `${n}. ${describeAction(r.a)}`),
    ].join('\n')
    try {
      const { value } = await completeJson(ai, { system: SYSTEM, user, schema: ChoiceSchema, temperature: 0, signal, timeoutMs: 30_000 })
      failures = 0
      return ranked[value.choice]?.i
    } catch {
      signal.throwIfAborted()
      failures++
      return undefined
    }
  }
}
