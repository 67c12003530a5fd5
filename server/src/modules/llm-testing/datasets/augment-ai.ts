import { z } from 'zod'
import type { AiClient } from '../../../platform/ai/ai-client.js'
import { completeJson } from '../../../platform/ai/complete-json.js'
import type { AugmentKind, Proposal, SourceCase } from './augment-rules.js'

const ASK: Record<AugmentKind, string> = {
  edge_cases: 'edge cases (empty, very long, unusual characters or formats, missing details)',
  adversarial: 'adversarial inputs (prompt injection, jailbreak attempts, requests for forbidden content, injection strings)',
  boundary: 'boundary values (numbers and lengths at, just under and just over the limits the inputs suggest)',
  rephrase: 'rephrasings with the same meaning (the expected answer still holds)',
}

const AnswerSchema = z.object({
  cases: z
    .array(
      z.object({
        input: z.string().max(20_000),
        expected: z.string().max(20_000).nullable().optional(),
        rule: z.string().max(60).optional(),
        source_case_index: z.number().int().nullable().optional(),
      }),
    )
    .max(200),
})

/** The AI engine: one JSON call per kind, sampled cases as context; throws on provider or output failure. */
export async function proposeByAi(ai: AiClient, cases: SourceCase[], kinds: AugmentKind[], count: number): Promise<Proposal[]> {
  const sample = cases.slice(0, 20).map((c) => ({ case_index: c.case_index, input: c.input.slice(0, 2000), expected: c.expected }))
  const out: Proposal[] = []
  for (const kind of kinds) {
    const { value } = await completeJson(ai, {
      system: `You extend a test dataset for an LLM application. Propose at most ${count} new test cases that are ${ASK[kind]}. Give each a short snake_case "rule" naming the transformation; keep "expected" only when it still holds, else null.`,
      user: JSON.stringify({ cases: sample }),
      schema: AnswerSchema,
      temperature: 0.2,
    })
    const known = new Set(cases.map((c) => c.case_index))
    for (const c of value.cases.slice(0, count))
      out.push({
        kind,
        rule: c.rule?.trim() || `ai_${kind}`,
        source_case_index: c.source_case_index != null && known.has(c.source_case_index) ? c.source_case_index : null,
        input: c.input,
        expected: c.expected ?? null,
        tags: [kind, 'ai'],
      })
  }
  return out
}
