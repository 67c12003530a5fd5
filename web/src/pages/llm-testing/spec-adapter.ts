import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import type { SpecAreaAdapter } from '../../components/spec-workspace/adapter.js'
import type { StepCompletion } from '../../components/spec-workspace/types.js'
import { paths } from '../../config/paths.js'
import { type LlmSpec, listProviders } from './queries.js'

type Validation = { title: string; cases: LlmSpec['cases']; errors: LlmSpec['errors']; warnings: LlmSpec['warnings'] }

export const LLM_SUITE_TEMPLATE = `# LLM Test: New suite

## System Prompt

You are a helpful support agent for {{company}}. Answer in one or two sentences.

## Variables

- company: Acme

## Defaults

- temperature: 0
- max_tokens: 200

## Test Cases

### Refund question
- Input: Where is my refund?
- Expected: Your refund is on its way
- Assertions:
  - icontains: refund
  - not-refusal
  - max-length: 400
`

const NAME = /^[A-Za-z0-9][A-Za-z0-9 _.-]{0,99}$/

/** The LLM area's calls for the shared spec workspace. `provider()` is the provider the Run button uses. */
export function llmSpecAdapter(
  projectId: string,
  provider: () => string | undefined,
  assertionCompletions: readonly StepCompletion[],
): SpecAreaAdapter<LlmSpec, Validation> {
  const query = { project_id: projectId }
  return {
    keys: {
      list: ['llm-testing', projectId, 'specs'],
      spec: (name) => ['llm-testing', projectId, 'spec', name],
      validate: (content) => ['llm-testing', 'validate', content],
      runs: ['llm-testing', projectId, 'runs'],
    },
    template: LLM_SUITE_TEMPLATE,
    draftName: () => 'new-suite',
    nameProblem: (name) => (NAME.test(name) ? null : 'Letters, digits, space, "_", "." or "-" (at most 100), no folders'),
    completions: assertionCompletions,
    loadCompletions: async () =>
      (await unwrap(api.GET('/llm-testing/assertion-types', { params: { query } }))).items.map((t) => ({
        label: t.example,
        insert_text: t.example,
        detail: t.description,
      })),
    text: {
      noSpecs: 'No LLM suites yet. Write one with "New suite".',
      formatDoc: 'docs/llm-testing.md',
      deleteNote: 'Its runs keep their results.',
    },
    list: async () => {
      const r = await unwrap(api.GET('/llm-testing/specs', { params: { query: { ...query, limit: 200 } } }))
      return { items: r.items, total: r.total }
    },
    get: (name) => unwrap(api.GET('/llm-testing/specs/{name}', { params: { path: { name }, query } })),
    validate: (content, signal) => unwrap(api.POST('/llm-testing/specs/validate', { params: { query }, body: { content }, signal })),
    create: ({ name, content }) => unwrap(api.POST('/llm-testing/specs', { body: { name, content, project_id: projectId } })),
    update: ({ name, content, newName }) =>
      newName !== undefined && newName !== name
        ? Promise.reject(new Error('LLM suites keep their name (runs refer to it): create a new suite and delete this one'))
        : unwrap(
            api.PUT('/llm-testing/specs/{name}', { params: { path: { name } }, body: { content: content ?? '', project_id: projectId } }),
          ),
    remove: (name) => unwrap(api.DELETE('/llm-testing/specs/{name}', { params: { path: { name }, query } })),
    run: async (name) => {
      const providerId = provider() ?? (await listProviders(projectId))[0]?.id
      if (!providerId) throw new Error('Add a provider first (Providers tab)')
      const run = await unwrap(
        api.POST('/llm-testing/run', {
          body: { spec_name: name, provider_id: providerId, use_cache: true, cache_ttl_seconds: 86_400, project_id: projectId },
        }),
      )
      return paths.llmTesting.href('runs', run.id)
    },
  }
}
