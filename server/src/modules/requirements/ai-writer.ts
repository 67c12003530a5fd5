import { z } from 'zod'
import type { AiClient } from '../../platform/ai/ai-client.js'
import { completeJson } from '../../platform/ai/complete-json.js'
import type { RequirementDraft } from './generator.js'
import { CATEGORIES, PRIORITIES } from './schemas.js'

const WrittenSchema = z.object({
  requirements: z.array(
    z.object({
      source_key: z.string(),
      title: z.string().min(1).max(300),
      category: z.enum(CATEGORIES).catch('functional'),
      priority: z.enum(PRIORITIES).catch('medium'),
      acceptance_criteria: z.string().max(10_000),
    }),
  ),
})

const SYSTEM = `You are a business analyst. You receive requirements a crawler derived from a web application (each with a
source_key, a draft title, category, priority, description and Given/When/Then acceptance criteria built from what
it observed). Rewrite each as a clear user-facing requirement: a short title in plain language, a fitting category
(functional, non-functional, security, performance, usability, accessibility), a priority (high, medium, low) and
acceptance criteria as Given/When/Then lines that keep every observed message, path and field name verbatim.
Answer JSON {"requirements": [...]} with one entry per input source_key and nothing else.`

/**
 * The AI engine of requirement generation: the model rewrites the rules drafts (titles, category, priority,
 * criteria); the evidence and source keys stay the rules engine's. Drafts the model left out keep the rules text.
 * Throws on provider or output failure (the caller then uses the rules drafts).
 */
export async function aiRewrite(ai: AiClient, drafts: readonly RequirementDraft[]): Promise<RequirementDraft[]> {
  if (drafts.length === 0) return []
  const user = JSON.stringify(
    drafts.map((d) => ({
      source_key: d.source_key,
      title: d.title,
      category: d.category,
      priority: d.priority,
      description: d.description,
      acceptance_criteria: d.acceptance_criteria,
    })),
  )
  const { value } = await completeJson(ai, { system: SYSTEM, user, schema: WrittenSchema, temperature: 0.2 })
  const written = new Map(value.requirements.map((r) => [r.source_key, r]))
  return drafts.map((d) => {
    const w = written.get(d.source_key)
    if (!w) return d
    return {
      ...d,
      title: w.title,
      category: w.category as RequirementDraft['category'],
      priority: w.priority,
      acceptance_criteria: w.acceptance_criteria || d.acceptance_criteria,
    }
  })
}
