import { z } from 'zod'
import type { AiClient } from '../../platform/ai/ai-client.js'
import { completeJson } from '../../platform/ai/complete-json.js'
import { type SpecMatch, type SpecText, scoreSpec } from './matcher.js'

/** Specs the model is shown per requirement: the lexically closest. */
export const AI_CANDIDATES = 6
const EXCERPT_CHARS = 600

const RerankSchema = z.object({
  matches: z.array(z.object({ name: z.string(), confidence: z.number().min(0).max(1), reason: z.string().optional() })),
})

const SYSTEM = `You map software requirements to the test specs that verify them.
Given one requirement and candidate specs, answer JSON {"matches": [{"name", "confidence", "reason"}]} listing only
specs that actually test the requirement's behaviour. confidence is 0..1: 0.8 or more when the spec checks the
acceptance criteria, 0.4-0.7 when it exercises the feature without checking the criteria, below 0.4 otherwise.
Never invent spec names.`

/**
 * The AI engine of the matrix: the model reranks the lexically closest specs of one requirement and sets their
 * confidence. Names it invents are dropped. Throws on provider or output failure (the caller falls back to rules).
 */
export async function aiRerank(
  ai: AiClient,
  req: { code: string; title: string; acceptance_criteria: string },
  specs: readonly SpecText[],
): Promise<SpecMatch[]> {
  const candidates = specs
    .map((s) => ({ s, lexical: scoreSpec(req, s) }))
    .sort((a, b) => b.lexical - a.lexical)
    .slice(0, AI_CANDIDATES)
  const user = [
    `Requirement ${req.code}: ${req.title}`,
    req.acceptance_criteria,
    '',
    'Candidate specs:',
    ...candidates.map(({ s }) => `- name: ${s.name} (${s.kind})\n  title: ${s.title}\n  text: ${s.text.slice(0, EXCERPT_CHARS)}`),
  ].join('\n')
  const { value } = await completeJson(ai, { system: SYSTEM, user, schema: RerankSchema, temperature: 0 })
  const byName = new Map(candidates.map(({ s }) => [s.name, s]))
  const seen = new Set<string>()
  return value.matches
    .filter((m) => byName.has(m.name) && !seen.has(m.name) && seen.add(m.name))
    .map((m) => {
      const s = byName.get(m.name) as SpecText
      return { kind: s.kind, name: s.name, title: s.title, confidence: Math.round(m.confidence * 1000) / 1000 }
    })
    .sort((a, b) => b.confidence - a.confidence)
    .slice(0, 3)
}
