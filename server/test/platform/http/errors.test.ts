import { afterEach, describe, expect, it } from 'vitest'
import { buildApp } from '../../../src/app.js'
import { access } from '../../../src/platform/auth/access.js'
import { createTestRuntime, type TestRuntime } from '../../support/runtime.js'

describe('HTTP platform', () => {
  let runtime: TestRuntime | undefined
  afterEach(async () => {
    await runtime?.close()
  })

  it('hides unexpected errors behind a fixed 500 body carrying the request id', async () => {
    runtime = await createTestRuntime('sqlite')
    const app = await buildApp(runtime.deps, { logger: false })
    app.get('/boom', { config: { access: access.public } }, async () => {
      throw new Error('secret database detail')
    })
    const res = await app.inject({ url: '/boom' })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ detail: 'Internal server error', request_id: res.headers['x-request-id'] })
    expect(res.body).not.toContain('secret')
    await app.close()
  })

  it('refuses to boot when a route declares no access policy', async () => {
    runtime = await createTestRuntime('sqlite')
    const app = await buildApp(runtime.deps, { logger: false })
    expect(() => app.get('/forgotten', async () => 'x')).toThrow('Route GET /forgotten declares no config.access policy')
    await app.close()
  })

  it('allows the dashboard origin and exposes X-Request-ID to it', async () => {
    runtime = await createTestRuntime('sqlite')
    const app = await buildApp(runtime.deps, { logger: false })
    const pre = await app.inject({
      method: 'OPTIONS',
      url: '/projects',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    })
    expect(pre.statusCode).toBe(204)
    expect(pre.headers['access-control-allow-origin']).toBe('http://localhost:3000')
    const res = await app.inject({ url: '/health', headers: { origin: 'http://localhost:3000' } })
    expect(res.headers['access-control-expose-headers']).toContain('X-Request-ID')
    const other = await app.inject({ url: '/health', headers: { origin: 'http://evil.example' } })
    expect(other.headers['access-control-allow-origin']).toBeUndefined()
    await app.close()
  })

  it('serves the OpenAPI document, Swagger UI and ReDoc without any external asset', async () => {
    runtime = await createTestRuntime('sqlite')
    const app = await buildApp(runtime.deps, { logger: false })
    const doc = (await app.inject({ url: '/openapi.json' })).json()
    expect(doc.openapi).toBe('3.1.0')
    for (const [path, item] of Object.entries<Record<string, { responses: object; 'x-access': unknown }>>(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        expect(Object.keys(op.responses).length, `${method} ${path}`).toBeGreaterThan(1)
        expect(op['x-access'], `${method} ${path}`).toBeDefined()
      }
    }
    const redoc = await app.inject({ url: '/redoc' })
    expect(redoc.body).toContain('<redoc spec-url="/openapi.json">')
    expect(redoc.body).not.toMatch(/https?:\/\//)
    const bundle = await app.inject({ url: '/redoc/redoc.standalone.js' })
    expect(bundle.statusCode).toBe(200)
    expect(bundle.body).not.toContain('cdn.redoc.ly')
    const docs = await app.inject({ url: '/docs/' })
    expect(docs.statusCode).toBe(200)
    expect(docs.body).not.toMatch(/src="https?:\/\//)
    await app.close()
  })
})
