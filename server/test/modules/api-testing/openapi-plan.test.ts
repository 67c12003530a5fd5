import { describe, expect, test } from 'vitest'
import { importOpenApi } from '../../../src/modules/api-testing/openapi-import.js'
import { parseApiSpec } from '../../../src/modules/api-testing/spec-parser.js'

// The import's plan: what runs by default, in which order, with which values; and what is opt-in and why.

const json = (schema: object) => ({ content: { 'application/json': { schema } } })
const ok = (schema: object = { type: 'object' }) => ({ 200: { description: 'ok', ...json(schema) } })
const created = (schema: object) => ({ 201: { description: 'created', ...json(schema) }, 422: { description: 'invalid' } })
const withId = { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } }, required: ['id'] }
const secured = { security: [{ bearer: [] }] }
const pathParam = (name: string, schema: object = { type: 'string' }) => ({ name, in: 'path', required: true, schema })

const DOC = {
  openapi: '3.0.3',
  info: { title: 'Plan', version: '1' },
  servers: [{ url: 'http://127.0.0.1:1' }],
  components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
  security: [{ bearer: [] }],
  paths: {
    '/auth/logout-all': { post: { tags: ['auth'], responses: ok() } },
    '/auth/me': { get: { tags: ['auth'], responses: ok(withId) } },
    '/users/me': {
      put: {
        tags: ['auth'],
        requestBody: json({ type: 'object', properties: { full_name: { type: 'string' }, new_password: { type: 'string' } } }),
        responses: ok(withId),
      },
    },
    '/projects': {
      get: { tags: ['projects'], responses: ok({ type: 'array' }) },
      post: {
        tags: ['projects'],
        requestBody: { required: true, ...json({ type: 'object', required: ['name'], properties: { name: { type: 'string' } } }) },
        responses: created(withId),
      },
    },
    '/projects/{project_id}': {
      parameters: [pathParam('project_id')],
      get: { tags: ['projects'], responses: { ...ok(withId), 404: { description: 'gone' } } },
      delete: { tags: ['projects'], responses: ok() },
    },
    '/projects/{project_id}/variables/{name}': {
      parameters: [pathParam('project_id'), pathParam('name', { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*$' })],
      put: {
        tags: ['variables'],
        requestBody: json({ type: 'object', required: ['value'], properties: { value: { type: 'string' } } }),
        responses: ok(),
      },
      delete: { tags: ['variables'], responses: ok() },
    },
    '/jobs/{id}': { get: { tags: ['jobs'], parameters: [pathParam('id')], responses: ok(withId) } },
    '/runs': { post: { tags: ['runs'], requestBody: json({ type: 'object' }), responses: { 202: { description: 'queued' } } } },
    '/runs/events': { get: { tags: ['runs'], summary: 'Follow runs live (server-sent events)', responses: ok() } },
  },
}

async function specOf(group: string) {
  const { specs } = await importOpenApi(structuredClone(DOC))
  const markdown = specs.find((s) => s.folder === `plan/${group}`)!.markdown
  return { markdown, tests: parseApiSpec(markdown).spec.tests.map((t) => t.name), all: parseApiSpec(markdown, { includeOptIn: true }) }
}

const LINKED = {
  openapi: '3.0.3',
  info: { title: 'Linked', version: '1' },
  servers: [{ url: 'http://127.0.0.1:1' }],
  paths: {
    '/accounts': {
      post: {
        tags: ['ledger'],
        requestBody: json({ type: 'object', properties: { owner: { type: 'string' } } }),
        responses: {
          201: {
            description: 'opened',
            ...json({ type: 'object', properties: { number: { type: 'string' } } }),
            links: {
              read: { operationId: 'readLedger', parameters: { acct: '$response.body#/number' } },
              close: { operationId: 'closeLedger', parameters: { acct: '$response.body#/number' } },
            },
          },
        },
      },
    },
    '/ledger/{acct}': {
      parameters: [pathParam('acct')],
      get: { tags: ['ledger'], operationId: 'readLedger', responses: ok({ type: 'object' }) },
      delete: { tags: ['ledger'], operationId: 'closeLedger', responses: { 204: { description: 'closed' } } },
    },
  },
}

describe('OpenAPI import plan', () => {
  test('response links say which field feeds which parameter, where the paths do not', async () => {
    const { specs } = await importOpenApi(structuredClone(LINKED))
    const tests = parseApiSpec(specs[0]!.markdown).spec.tests
    expect(tests.map((t) => `${t.method} ${t.path}`)).toEqual(['POST /accounts', 'GET /ledger/{{acct}}', 'DELETE /ledger/{{acct}}'])
    expect(tests[0]!.steps.map((s) => s.text)).toContain('Save $.number as {{acct}}')
  })

  test("what would end the caller's session or change its password is opt-in, never run by default", async () => {
    const { markdown, tests } = await specOf('auth')
    expect(tests).toEqual([
      'GET /auth/me',
      'GET /auth/me — requires authentication',
      'POST /auth/logout-all — requires authentication',
      'PUT /users/me — requires authentication',
    ])
    expect(markdown).toContain("### POST /auth/logout-all\n\nOpt-in: ends the caller's session (logout / revoke).")
    expect(markdown).toContain("### PUT /users/me\n\nOpt-in: can change the caller's password (which ends its sessions).")
  })

  test('a resource of another group is created first and deleted last; a key the client picks is one literal', async () => {
    const { tests, all } = await specOf('variables')
    expect(tests).toEqual([
      'POST /projects — setup: create a project for these tests',
      'PUT /projects/{{projectId}}/variables/apitest_name',
      'PUT /projects/{{projectId}}/variables/apitest_name — rejects a body without "value"',
      'PUT /projects/{{projectId}}/variables/apitest_name — requires authentication',
      'DELETE /projects/{{projectId}}/variables/apitest_name',
      'DELETE /projects/{{projectId}} — teardown: delete the project',
    ])
    expect(all.errors).toEqual([])
    expect(all.spec.tests[0]!.steps.map((s) => s.text)).toContain('Save $.id as {{projectId}}')
  })

  test('reads first, then the create, then what addresses it; deletes last, then a read proves it gone', async () => {
    const { tests } = await specOf('projects')
    expect(tests).toEqual([
      'GET /projects',
      'POST /projects',
      'GET /projects/{{projectId}}',
      'GET /projects — requires authentication',
      'POST /projects — rejects a body without "name"',
      'POST /projects — requires authentication',
      'GET /projects/{{projectId}} — requires authentication',
      'DELETE /projects/{{projectId}}',
      'GET /projects/{{projectId}} — is gone after delete',
    ])
  })

  test('an id no operation creates and background work (202) are opt-in, with the reason written down', async () => {
    const jobs = await specOf('jobs')
    expect(jobs.tests).toEqual(['GET /jobs/example — requires authentication'])
    expect(jobs.markdown).toContain('### GET /jobs/{{id}}\n\nOpt-in: needs an existing "id" (no operation of the document creates one).')
    // Asked for, the opt-in test runs and names the variable the person must set.
    expect(jobs.all.spec.tests.map((t) => t.path)).toEqual(['/jobs/example', '/jobs/{{id}}'])
    const runs = await specOf('runs')
    expect(runs.markdown).toContain('Opt-in: starts background work the tests cannot clean up (202 Accepted).')
    // An event stream never ends: a request-response test of it would only time out.
    expect(runs.markdown).toContain(
      '### GET /runs/events — Follow runs live (server-sent events)\n\nOpt-in: streams events (the response does not end',
    )
  })
})
