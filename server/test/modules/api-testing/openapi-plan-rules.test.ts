import { describe, expect, test } from 'vitest'
import { importOpenApi } from '../../../src/modules/api-testing/openapi-import.js'
import { patternString } from '../../../src/modules/api-testing/pattern-example.js'
import { parseApiSpec } from '../../../src/modules/api-testing/spec-parser.js'

// The planner's general rules for what a document does not say outright: which response field addresses a created
// item, which operations cannot run green by default, and which documented 4xx answers are preconditions.

const json = (schema: object) => ({ content: { 'application/json': { schema } } })
const ok = (schema: object = { type: 'object' }) => ({ 200: { description: 'ok', ...json(schema) } })
const detail = { description: 'refused', ...json({ type: 'object', properties: { detail: { type: 'string' } } }) }
const pathParam = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'string' } })
const object = (properties: Record<string, object>, required: string[] = []) => ({
  type: 'object',
  properties,
  ...(required.length > 0 ? { required } : {}),
})

const DOC = {
  openapi: '3.0.3',
  info: { title: 'Rules', version: '1' },
  servers: [{ url: 'http://127.0.0.1:1' }],
  paths: {
    '/suites': {
      post: {
        tags: ['suites'],
        requestBody: json(object({ name: { type: 'string' } }, ['name'])),
        responses: { 201: { description: 'created', ...json(object({ id: { type: 'string' }, name: { type: 'string' } })) } },
      },
    },
    '/suites/{name}': {
      parameters: [pathParam('name')],
      get: { tags: ['suites'], responses: ok(object({ name: { type: 'string' } })) },
      delete: { tags: ['suites'], responses: { 204: { description: 'gone' } } },
    },
    '/teams/{team_id}/members': {
      parameters: [pathParam('team_id')],
      post: {
        tags: ['members'],
        requestBody: json(object({ user_id: { type: 'string' } }, ['user_id'])),
        responses: { 201: { description: 'added', ...json(object({ user_id: { type: 'string' } })) } },
      },
    },
    '/teams/{team_id}/members/{user_id}': {
      parameters: [pathParam('team_id'), pathParam('user_id')],
      delete: { tags: ['members'], responses: { 204: { description: 'removed' } } },
    },
    '/reports/compare': {
      get: {
        tags: ['reports'],
        parameters: [{ name: 'base', in: 'query', required: true, schema: { type: 'string', format: 'uuid' } }],
        responses: ok(),
      },
    },
    '/reports/export': {
      get: {
        tags: ['reports'],
        responses: {
          200: {
            description: 'file',
            content: { 'text/csv': { schema: { type: 'string' } }, 'application/json': { schema: { type: 'object' } } },
          },
        },
      },
    },
    '/settings/mail': { put: { tags: ['settings'], requestBody: json(object({ host: { type: 'string' } })), responses: ok() } },
    '/tracker/remote-projects': { get: { tags: ['tracker'], responses: { ...ok(), 400: detail, 502: detail } } },
    '/tracker/mappings': { get: { tags: ['tracker'], responses: { ...ok(object({ items: { type: 'array' } })), 400: detail } } },
    '/tracker/link': {
      post: {
        tags: ['tracker'],
        requestBody: json(object({ key: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*-\\d+$' } }, ['key'])),
        responses: { ...ok(), 400: detail },
      },
    },
    '/hooks/ci': { post: { tags: ['hooks'], responses: { ...ok(), 401: detail } } },
    '/queue/decide': {
      post: {
        tags: ['queue'],
        requestBody: json(
          object({
            accept: { type: 'array', items: { type: 'string', format: 'uuid' } },
            reject: { type: 'array', items: { type: 'string', format: 'uuid' } },
          }),
        ),
        responses: { ...ok(), 422: detail },
      },
    },
    '/files': {
      post: {
        tags: ['files'],
        requestBody: {
          content: { 'multipart/form-data': { schema: object({ file: { type: 'string', format: 'binary' } }, ['file']) } },
        },
        responses: { 201: { description: 'stored', ...json(object({ id: { type: 'string' } })) } },
      },
    },
  },
}

async function specOf(group: string) {
  const { specs } = await importOpenApi(structuredClone(DOC))
  const markdown = specs.find((s) => s.folder === `rules/${group}`)!.markdown
  return { markdown, tests: parseApiSpec(markdown).spec.tests }
}

describe('OpenAPI import plan: general rules', () => {
  test('a name-keyed path is fed the created name, never the id', async () => {
    const { tests } = await specOf('suites')
    expect(tests.map((t) => `${t.method} ${t.path}`)).toContain('GET /suites/{{suiteName}}')
    expect(tests[0]!.steps.map((s) => s.text)).toContain('Save $.name as {{suiteName}}')
  })

  test("a path keyed by another resource's id is not fed by the create that only echoes it", async () => {
    const { markdown } = await specOf('members')
    expect(markdown).not.toContain('Save $.user_id')
    expect(markdown).toContain('Opt-in: needs an existing "team_id"')
  })

  test('cannot-run-green operations are opt-in with their reason: uuid query, no undo, remote system, undescribed credentials', async () => {
    expect((await specOf('reports')).markdown).toContain('Opt-in: needs a real value for the query parameter "base".')
    expect((await specOf('settings')).markdown).toContain(
      'Opt-in: changes stored state the API documents no way to take back (no DELETE on the same path).',
    )
    expect((await specOf('tracker')).markdown).toMatch(
      /### GET \/tracker\/remote-projects\n\nOpt-in: depends on a remote system the tests cannot provide/,
    )
    expect((await specOf('hooks')).markdown).toContain('Opt-in: needs credentials the document does not describe (it answers 401).')
  })

  test('a body made only of record ids (lists of uuids) it cannot fill is opt-in, not sent empty', async () => {
    expect((await specOf('queue')).markdown).toContain('Opt-in: needs existing records named in its body ("accept", "reject").')
  })

  test('a multipart upload is skipped with a warning: the spec format sends JSON', async () => {
    const { specs, warnings } = await importOpenApi(structuredClone(DOC))
    expect(specs.some((s) => s.folder === 'rules/files')).toBe(false)
    expect(warnings).toContain('files: POST /files: request body multipart/form-data is not supported (JSON only); operation skipped')
  })

  test('a documented 400 is a precondition only when the request carries nothing the test chose', async () => {
    const { tests } = await specOf('tracker')
    const mappings = tests.find((t) => t.path === '/tracker/mappings')!
    expect(mappings.steps.map((s) => s.text)).toEqual([
      'Verify status is one of 200, 400',
      'Verify content type is application/json',
      'Verify the response matches the schema:',
    ])
    const link = tests.find((t) => t.path === '/tracker/link' && t.steps.some((s) => s.kind === 'send'))!
    expect(link.steps.map((s) => s.text)).toContain('Verify status is 200')
    // A built body satisfies the field's pattern.
    expect(link.steps.find((s) => s.kind === 'send')).toMatchObject({ body: { key: 'A-0' } })
  })

  test('several documented media types: the content type is one of them, and no JSON schema is checked', async () => {
    const { tests } = await specOf('reports')
    const exported = tests.find((t) => t.path === '/reports/export')!
    expect(exported.steps.map((s) => s.text)).toEqual(['Verify status is 200', 'Verify content type is one of text/csv, application/json'])
    expect(exported.steps[1]).toMatchObject({ kind: 'content_type', mediaType: 'text/csv', anyOf: ['text/csv', 'application/json'] })
  })

  test('a pattern gives the shortest readable string it accepts, or nothing when it cannot be read', () => {
    expect(patternString('^[A-Z][A-Z0-9_]{0,49}$')).toBe('A')
    expect(patternString('^(?:ab|c)+x{2,3}$')).toBe('abxx')
    expect(patternString('^\\w+@\\w+\\.com$')).toBe('a@a.com')
    expect(patternString('^[^a]$')).toBeUndefined()
    expect(patternString('(a')).toBeUndefined()
  })
})
