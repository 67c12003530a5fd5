import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import type { SpecAreaAdapter } from '../../components/spec-workspace/adapter.js'
import { paths } from '../../config/paths.js'
import { type DbSpec, type DbSpecValidation, rootKey } from './queries.js'

export const DB_SPEC_TEMPLATE = `# Database Quality Check: New checks

## Connection

my-connection

## Checks

### Emails are present

- Table: customers
- Column: email
- Check: null rate
- Expected: < 1%
- Severity: high
`

const NAME = /^[^/\\\0]{1,200}$/

/** The database area's calls for the shared spec workspace. Specs are stored by id; the workspace works by name. */
export function dbSpecAdapter(projectId: string): SpecAreaAdapter<DbSpec, DbSpecValidation, DbSpec> {
  const query = { project_id: projectId }
  const list = () => unwrap(api.GET('/database-testing/specs', { params: { query } }))
  const idOf = async (name: string) => {
    const found = (await list()).items.find((s) => s.name === name)
    if (!found) throw new Error(`No database spec named "${name}"`)
    return found.id
  }
  return {
    keys: {
      list: [...rootKey(projectId), 'specs'],
      spec: (name) => [...rootKey(projectId), 'spec', name],
      validate: (content) => ['database-testing', 'validate', content],
      runs: [...rootKey(projectId), 'runs'],
    },
    template: DB_SPEC_TEMPLATE,
    draftName: () => 'new-checks',
    nameProblem: (name) => (NAME.test(name) ? null : 'A name has 1 to 200 characters and no slash'),
    completions: [
      { label: 'Table: <table>', insert_text: '- Table: ' },
      { label: 'Column: <column>', insert_text: '- Column: ' },
      { label: 'Check: null rate', insert_text: '- Check: null rate' },
      { label: 'Check: uniqueness', insert_text: '- Check: uniqueness' },
      { label: 'Check: referential integrity <table>.<column>', insert_text: '- Check: referential integrity ' },
      { label: 'Check: value range 0 to 100', insert_text: '- Check: value range ' },
      { label: 'Check: allowed values a, b', insert_text: '- Check: allowed values ' },
      { label: 'Check: format email', insert_text: '- Check: format email' },
      { label: 'Check: freshness', insert_text: '- Check: freshness' },
      { label: 'Check: row count', insert_text: '- Check: row count' },
      { label: 'Custom SQL: SELECT ...', insert_text: '- Custom SQL: ' },
      { label: 'Expected: < 1%', insert_text: '- Expected: ' },
      { label: 'Severity: critical | high | medium | low | info', insert_text: '- Severity: ' },
    ],
    text: {
      noSpecs: 'No database specs yet. Generate one from a connection\'s schema, or write one with "New spec".',
      formatDoc: 'docs/database-testing.md',
      deleteNote: 'Its past runs stay in the run history.',
    },
    list: async () => {
      const items = (await list()).items
      return { items, total: items.length }
    },
    get: async (name) => unwrap(api.GET('/database-testing/specs/{id}', { params: { path: { id: await idOf(name) }, query } })),
    validate: (content, signal) =>
      unwrap(api.POST('/database-testing/specs/validate', { body: { content, project_id: projectId }, signal })),
    create: ({ name, content }) => unwrap(api.POST('/database-testing/specs', { body: { name, content, project_id: projectId } })),
    update: async ({ name, content, newName }) =>
      unwrap(
        api.PUT('/database-testing/specs/{id}', { params: { path: { id: await idOf(name) }, query }, body: { content, name: newName } }),
      ),
    remove: async (name) => unwrap(api.DELETE('/database-testing/specs/{id}', { params: { path: { id: await idOf(name) }, query } })),
    run: async (name) => {
      const spec = await unwrap(api.GET('/database-testing/specs/{id}', { params: { path: { id: await idOf(name) }, query } }))
      const connections = (await unwrap(api.GET('/database-testing/connections', { params: { query } }))).items
      const connectionId = spec.connection_id ?? connections.find((c) => spec.content.includes(`\n${c.name}\n`))?.id
      if (!connectionId) throw new Error('This spec names no saved connection: set "## Connection" to a connection profile name')
      const run = await unwrap(
        api.POST('/database-testing/run/{conn_id}', {
          params: { path: { conn_id: connectionId }, query },
          body: { spec_id: spec.id, project_id: projectId },
        }),
      )
      return paths.databaseTestingRun.href(run.id)
    },
  }
}
