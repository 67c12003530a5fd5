import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { authPlugin } from '../../src/platform/auth/auth-plugin.js'
import { TokenService } from '../../src/platform/auth/tokens.js'
import { registerErrorHandler } from '../../src/platform/http/error-handler.js'

/**
 * Issue 8 point 8: a route with no policy at request time was served as public. A route registered before the
 * auth plugin never passes its boot-time check; at request time it must be denied, not answered.
 */
describe('a route without an access policy at request time', () => {
  it('is denied (403), while unmatched URLs still answer 404', async () => {
    const app = Fastify({ logger: false })
    registerErrorHandler(app)
    app.get('/secret', async () => ({ leaked: true }))
    await app.register(authPlugin, {
      requireAuth: true,
      tokens: new TokenService('x'.repeat(32)),
      loadPrincipal: async () => undefined,
      projectRole: async () => undefined,
    })
    await app.ready()
    const res = await app.inject({ url: '/secret' })
    expect(res.statusCode).toBe(403)
    expect(res.body).not.toContain('leaked')
    expect((await app.inject({ url: '/nowhere' })).statusCode).toBe(404)
    await app.close()
  })
})
