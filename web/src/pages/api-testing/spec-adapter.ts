import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import { fetchAllPages, type SpecAreaAdapter, stepCompletionsOf } from '../../components/spec-workspace/adapter.js'
import { specNameProblem } from '../../components/spec-workspace/spec-tree.js'
import { API_STEP_SUGGESTIONS } from '../../components/spec-workspace/step-suggestions.js'
import { paths } from '../../config/paths.js'
import { type ApiSpec, type ApiSpecSummary, type SpecValidation, specPath } from './queries.js'
import { NEW_SPEC_TEMPLATE } from './spec-text.js'

/** The API-testing area's calls for the shared spec workspace (keys match queries.ts, so imports refresh the tree). */
export function apiSpecAdapter(
  projectId: string,
  /** Read at each run: whether the run also includes the tests under `## Opt-in Tests`. */
  includeOptIn: () => boolean = () => false,
): SpecAreaAdapter<ApiSpec, SpecValidation, ApiSpecSummary> {
  const root = ['api-testing', projectId] as const
  const query = { project_id: projectId }
  return {
    keys: {
      list: [...root, 'specs'],
      spec: (name) => [...root, 'spec', name],
      validate: (content) => ['api-testing', 'validate', content],
      runs: [...root, 'runs'],
    },
    template: NEW_SPEC_TEMPLATE,
    draftName: (folder) => (folder ? `${folder}/new-spec` : 'new-spec'),
    nameProblem: specNameProblem,
    completions: API_STEP_SUGGESTIONS,
    loadCompletions: async () =>
      stepCompletionsOf((await unwrap(api.GET('/specs/step-suggestions', { params: { query: { kind: 'api' } } }))).items),
    text: {
      noSpecs: 'No API specs yet. Write one with "New spec" or import an OpenAPI document.',
      formatDoc: 'docs/api-testing-specs.md',
      deleteNote: 'Its past runs stay in the run history.',
    },
    list: ({ q }) =>
      fetchAllPages((offset, limit) =>
        unwrap(api.GET('/api-testing/specs', { params: { query: { ...query, q: q || undefined, limit, offset } } })),
      ),
    get: (name) => {
      const p = specPath(name)
      return unwrap(api.GET('/api-testing/specs/{*}', { params: { path: p.path, query }, pathSerializer: p.serializer }))
    },
    validate: (content, signal) => unwrap(api.POST('/api-testing/specs/validate', { params: { query }, body: { content }, signal })),
    create: ({ name, content }) => unwrap(api.POST('/api-testing/specs', { body: { name, content, project_id: projectId } })),
    update: ({ name, content, newName }) => {
      const p = specPath(name)
      return unwrap(
        api.PUT('/api-testing/specs/{*}', {
          params: { path: p.path, query },
          pathSerializer: p.serializer,
          body: { content, name: newName },
        }),
      )
    },
    remove: (name) => {
      const p = specPath(name)
      return unwrap(api.DELETE('/api-testing/specs/{*}', { params: { path: p.path, query }, pathSerializer: p.serializer }))
    },
    run: async (name) => {
      const p = specPath(name, 'run')
      const started = await unwrap(
        api.POST('/api-testing/specs/{*}', {
          params: { path: p.path, query },
          pathSerializer: p.serializer,
          body: { project_id: projectId, ...(includeOptIn() ? { include_opt_in: true } : {}) },
        }),
      )
      return paths.apiTestingRun.href(started.run_id)
    },
  }
}
