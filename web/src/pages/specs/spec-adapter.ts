import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import { fetchAllPages, type SpecAreaAdapter, stepCompletionsOf } from '../../components/spec-workspace/adapter.js'
import { UI_STEP_SUGGESTIONS } from '../../components/spec-workspace/step-suggestions.js'
import { paths } from '../../config/paths.js'
import { RUN_OPTIONS, type SpecValidation, specPath, type UiSpec, type UiSpecSummary } from './queries.js'
import { NEW_SPEC_TEMPLATE } from './spec-text.js'

/** The UI-spec area's calls for the shared spec workspace (keys match queries.ts and the runs pages). */
export function uiSpecAdapter(projectId: string): SpecAreaAdapter<UiSpec, SpecValidation, UiSpecSummary> {
  const root = ['specs', projectId] as const
  const query = { project_id: projectId }
  return {
    keys: {
      list: [...root, 'list'],
      spec: (name) => [...root, 'spec', name],
      validate: (content) => [...root, 'validate', content],
      runs: ['runs', projectId],
    },
    template: NEW_SPEC_TEMPLATE,
    draftName: (folder) => (folder ? `${folder}/` : ''),
    completions: UI_STEP_SUGGESTIONS,
    loadCompletions: async () =>
      stepCompletionsOf((await unwrap(api.GET('/specs/step-suggestions', { params: { query: { kind: 'ui' } } }))).items),
    text: {
      noSpecs: 'No specs yet. Write one with "New spec".',
      formatDoc: 'docs/ui-spec-format.md',
      deleteNote: 'Its workspace file is deleted too; its runs and any generated test stay.',
    },
    list: ({ q, tags }) =>
      fetchAllPages((offset, limit) =>
        unwrap(
          api.GET('/specs', {
            params: { query: { ...query, q: q || undefined, tag: tags.length > 0 ? tags.join(',') : undefined, limit, offset } },
          }),
        ),
      ),
    tags: async () => (await unwrap(api.GET('/specs/tags', { params: { query: { ...query, limit: 100 } } }))).items,
    get: (name) => {
      const p = specPath(name)
      return unwrap(api.GET('/specs/{*}', { params: { path: p.path, query }, pathSerializer: p.serializer }))
    },
    validate: (content, signal) => unwrap(api.POST('/specs/validate', { body: { content, project_id: projectId }, signal })),
    create: ({ name, content, tags }) => unwrap(api.POST('/specs', { body: { name, content, tags: tags ?? [], project_id: projectId } })),
    update: ({ name, content, tags, newName }) => {
      const p = specPath(name)
      return unwrap(
        api.PUT('/specs/{*}', { params: { path: p.path, query }, pathSerializer: p.serializer, body: { content, tags, name: newName } }),
      )
    },
    remove: (name) => {
      const p = specPath(name)
      return unwrap(api.DELETE('/specs/{*}', { params: { path: p.path, query }, pathSerializer: p.serializer }))
    },
    run: async (name) => {
      const started = await unwrap(api.POST('/runs', { body: { ...RUN_OPTIONS, spec_name: name, project_id: projectId } }))
      return paths.run.href(started.id)
    },
  }
}
