import { describe, expect } from 'vitest'
import { appTest } from '../support/app.js'
import { testDialects } from '../support/env.js'
import { fillPath, isWrite, type JsonSchema, listOperations, resolveRef } from '../support/openapi-walk.js'

/** Statuses any route may answer besides its own: unknown path, body too large, wrong content type. */
const PLATFORM_STATUSES = [404, 413, 415]

const wrongValueFor = (schema: JsonSchema | undefined): unknown => {
  const type = Array.isArray(schema?.type) ? schema?.type[0] : schema?.type
  switch (type) {
    case 'string':
      return 12345
    case 'integer':
    case 'number':
      return 'not a number'
    case 'boolean':
      return 'yes'
    case 'array':
      return { not: 'an array' }
    default:
      return [[['nested']]]
  }
}

const TRAVERSALS = ['../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f', 'a\u0000b', 'not-a-uuid', '12345', 'x'.repeat(300)]

/**
 * Sends malformed input to every route as a superuser (so nothing stops at the auth layer) and proves the
 * service answers with documented 4xx bodies only: never a 500, never a stack trace.
 */
for (const dialect of testDialects()) {
  describe(`${dialect}: malformed input to every route`, () => {
    const it = appTest(dialect, { REQUIRE_AUTH: 'true', ALLOW_REGISTRATION: 'true' })

    it('answers documented 4xx bodies and nothing else', { timeout: 180_000 }, async ({ harness }) => {
      const { operations, components } = await listOperations(harness.app)
      let superuser = await harness.user({ superuser: true })
      let sent = 0

      for (const op of operations) {
        const label = `${op.method} ${op.path}`
        const schema = resolveRef(op.bodySchema, components)
        const props = Object.entries(schema?.properties ?? {})
        const cases: { name: string; url: string; payload?: string; headers?: Record<string, string> }[] = []
        const url = fillPath(op.path, { project_id: 'default' })
        if (isWrite(op.method)) {
          const json = (body: unknown) => ({ payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } })
          cases.push({ name: 'malformed JSON', url, payload: '{"name": ', headers: { 'content-type': 'application/json' } })
          cases.push({ name: 'JSON array', url, ...json([1, 2, 3]) })
          cases.push({ name: 'unknown field', url, ...json({ surely_not_a_field: 1 }) })
          cases.push({
            name: 'prototype pollution',
            url,
            payload: '{"__proto__": {"is_superuser": true}}',
            headers: { 'content-type': 'application/json' },
          })
          if (props.length > 0) {
            cases.push({
              name: 'wrong types',
              url,
              ...json(Object.fromEntries(props.map(([k, s]) => [k, wrongValueFor(resolveRef(s, components))]))),
            })
            cases.push({ name: 'huge strings', url, ...json(Object.fromEntries(props.map(([k]) => [k, 'x'.repeat(1_000_000)]))) })
          }
          cases.push({ name: 'over 5 MB', url, ...json({ blob: 'x'.repeat(5 * 1024 * 1024 + 10) }) })
          cases.push({ name: 'form content type', url, payload: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
        }
        cases.push({ name: 'bad paging', url: `${url}?limit=-1&offset=abc` })
        cases.push({ name: 'NUL in query', url: `${url}?q=a%00b&project_id=x%00` })
        for (const param of op.pathParams) {
          for (const bad of TRAVERSALS) {
            const raw = op.path.replace(/\{(\w+)\}/g, (_, n: string) =>
              n === param ? encodeURIComponent(bad) : n === 'project_id' ? 'default' : '00000000-0000-4000-8000-000000000000',
            )
            cases.push({
              name: `${param}=${bad.slice(0, 20)}`,
              url: raw,
              payload: isWrite(op.method) ? '{}' : undefined,
              headers: isWrite(op.method) ? { 'content-type': 'application/json' } : {},
            })
          }
        }

        for (const c of cases) {
          superuser = await harness.reissue(superuser) // logout-all in the walk revokes earlier tokens
          const res = await harness.request(superuser, { method: op.method, url: c.url, payload: c.payload, headers: c.headers })
          sent++
          const where = `${label} [${c.name}] -> ${res.statusCode} ${res.body.slice(0, 200)}`
          if (res.statusCode < 400) continue // some cases are legitimately accepted (e.g. paging ignored by a route without it)
          expect(res.statusCode, where).toBeLessThan(500)
          expect([...op.responses, ...PLATFORM_STATUSES], where).toContain(res.statusCode)
          const body = res.json()
          expect(body, where).toHaveProperty('detail')
          expect(res.body, where).not.toMatch(/at .*\.(ts|js):\d+/)
          if (res.statusCode === 422) {
            for (const issue of body.detail) expect(Object.keys(issue).sort(), where).toEqual(['loc', 'msg', 'type'])
          }
        }
      }
      expect(sent).toBeGreaterThan(100)
    })
  })
}
