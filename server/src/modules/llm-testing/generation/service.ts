import { z } from 'zod'
import type { AppDeps } from '../../../app-deps.js'
import { completeJson } from '../../../platform/ai/complete-json.js'
import { ConflictError, FieldValidationError } from '../../../platform/http/errors.js'
import { specRow, versionContent } from '../spec-service.js'
import * as runStore from '../store.js'
import { parseSuite } from '../suite-parser.js'
import { streamSuite } from '../suite-stream.js'
import { generateSuite } from './generate-suite.js'
import { suggestImprovements } from './suggest.js'

type Deps = Pick<AppDeps, 'db' | 'ai'>

const FORMAT = `# LLM Test: <name>
## System Prompt
<the prompt>
## Test Cases
### <case name>
- Input: <user message>
- Assertions:
  - contains: "text" | not-contains: "text" | refusal | not-refusal | max-length: 400 | is-json | llm-rubric: <criterion>`

/**
 * Rules engine by default; `ai` asks the configured model for a suite in the same format. An AI suite that does
 * not parse is replaced by the rules suite, and the answer says why (never an unusable suite).
 */
export async function generate(
  deps: Deps,
  body: { system_prompt: string; app_description: string; name?: string | undefined; engine: 'rules' | 'ai' },
) {
  const rules = generateSuite(body.system_prompt, body.app_description, body.name)
  let content = rules.content
  let engine: 'rules' | 'ai' = 'rules'
  let note: string | null = null
  if (body.engine === 'ai') {
    if (!deps.ai) throw new ConflictError('No AI provider is configured (AI_BASE_URL): use engine "rules", or configure one')
    const { value } = await completeJson(deps.ai, {
      system: `You write test suites for LLM applications in this markdown format:\n${FORMAT}\nCover the prompt's stated rules, its forbidden topics, in-scope requests and prompt injection. Return {"content": "<the markdown>"}.`,
      user: JSON.stringify({ system_prompt: body.system_prompt, app_description: body.app_description }),
      schema: z.object({ content: z.string().min(1).max(200_000) }),
      temperature: 0.2,
    })
    const errors = parseSuite(value.content).errors
    if (errors.length === 0) {
      content = value.content
      engine = 'ai'
    } else
      note = `The AI suite had ${errors.length} error(s) (line ${errors[0]!.line}: ${errors[0]!.message}); the rules suite is returned instead`
  }
  const parsed = parseSuite(content)
  return {
    content,
    engine,
    note,
    rules: rules.analysis.rules,
    forbidden_topics: rules.analysis.forbidden_topics,
    cases: parsed.suite.cases.map((c) => ({ index: c.index, name: c.name, line: c.line, assertions: c.assertions.length })),
    errors: parsed.errors,
    warnings: parsed.warnings,
  }
}

/** Suggestions from one finished run of the suite (the given one, else its latest finished run). */
export async function suggest(deps: Deps, projectId: string, name: string, runId: string | undefined) {
  const spec = await specRow(deps, projectId, name)
  let run = runId ? await runStore.findRun(deps.db, projectId, runId) : undefined
  if (runId && (!run || run.spec_name !== spec.name))
    throw new FieldValidationError(['body', 'run_id'], `Run "${runId}" is not a run of suite "${spec.name}"`, 'not_found')
  if (!run) {
    const { rows } = await runStore.listRuns(deps.db, projectId, { limit: 20, offset: 0 }, { specName: spec.name })
    run = rows.find((r) => !['queued', 'running'].includes(r.status))
  }
  if (!run) throw new ConflictError(`Suite "${spec.name}" has no finished run yet: run it, then ask for suggestions`)
  if (['queued', 'running'].includes(run.status)) throw new ConflictError(`Run "${run.id}" is still ${run.status}`)
  const version = await versionContent(deps, projectId, spec.name, run.spec_version)
  const stream = streamSuite(version.content)
  const sourceOfLine = new Map<number, string>()
  for (const a of stream.suite.defaultAssertions) sourceOfLine.set(a.line, a.source)
  for (const c of stream.cases()) for (const a of c.assertions) sourceOfLine.set(a.line, a.source)
  const { rows } = await runStore.listResults(deps.db, run.id, { limit: 5000, offset: 0 }, { failures: true })
  const failing = rows.map((r) => ({
    case_name: r.case_name,
    status: r.status,
    output: r.output,
    error: r.error,
    assertions: JSON.parse(r.assertions) as { type: string; line: number; pass: boolean; status: string; reason: string }[],
  }))
  const result = suggestImprovements(failing, sourceOfLine, run.total)
  return { run_id: run.id, spec_name: spec.name, spec_version: run.spec_version, engine: 'rules' as const, ...result }
}
