import type { FastifyInstance } from 'fastify'
import { FieldValidationError } from './errors.js'

/**
 * PostgreSQL text cannot hold NUL characters and rejects the whole query, which would surface as a 500.
 * Input carrying one is refused up front with a 422, for the URL (path and query) and for JSON bodies.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    if (/%00/.test(req.url)) throw new FieldValidationError(['query'], 'The URL must not contain NUL characters', 'string_nul')
  })
  const defaultJson = app.getDefaultJsonParser('error', 'error')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (typeof body === 'string' && body.includes('\\u0000')) {
      done(new FieldValidationError(['body'], 'Text must not contain NUL characters', 'string_nul'), undefined)
      return
    }
    void defaultJson(req, body as string, done) // callback style: errors go to `done`
  })
}
