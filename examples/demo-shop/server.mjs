import { createServer } from 'node:http'
import { pathToFileURL } from 'node:url'
import { createRouter, HttpError, notFound, parseCookies, sendJson } from './http.mjs'
import { registerApiRoutes } from './routes-api.mjs'
import { registerUiRoutes, SESSION_COOKIE, sessionCookie } from './routes-ui.mjs'
import { createStore } from './store.mjs'
import { loadVariant } from './variants.mjs'

/**
 * Builds the demo shop for one variant without listening, so tests can start as many as they need.
 * `listen(port, host)` resolves to the base URL.
 */
export function createDemoShop({ variant: variantName = 'baseline' } = {}) {
  const variant = loadVariant(variantName)
  const store = createStore(variant)
  const api = createRouter()
  registerApiRoutes(api, { store, variant, startedAt: Date.now() })
  const web = createRouter()
  const ui = registerUiRoutes(web, { store, variant })

  async function handleApi(req, res, url) {
    try {
      const match = api.match(req.method, url.pathname)
      if (!match) throw notFound(`No route for ${req.method} ${url.pathname}`)
      if (!match.route) {
        throw new HttpError(405, 'method_not_allowed', `${req.method} is not allowed on ${url.pathname}`, {
          headers: { allow: match.allowed.join(', ') },
        })
      }
      const result = await match.route.handler({ req, res, params: match.params, query: url.searchParams })
      sendJson(res, result.status, result.body, result.headers)
    } catch (error) {
      if (!(error instanceof HttpError)) {
        console.error(error)
        return sendJson(res, 500, { error: 'internal_error', message: 'Internal server error' })
      }
      const body = { error: error.error, message: error.message, ...(error.details && { details: error.details }) }
      sendJson(res, error.status, body, error.headers)
    }
  }

  async function handlePage(req, res, url) {
    const session = store.session(parseCookies(req.headers.cookie)[SESSION_COOKIE])
    if (session.created) res.setHeader('set-cookie', sessionCookie(session.sid))
    const ctx = { req, res, query: url.searchParams, pathname: url.pathname, session, params: {} }
    const match = web.match(req.method, url.pathname)
    if (!match?.route) return ui.notFound(ctx)
    await match.route.handler({ ...ctx, params: match.params })
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost')
    const handler = url.pathname === '/api' || url.pathname.startsWith('/api/') ? handleApi : handlePage
    handler(req, res, url).catch((error) => {
      console.error(error)
      if (!res.headersSent) res.writeHead(error instanceof HttpError ? error.status : 500, { 'content-type': 'text/plain' })
      res.end(error instanceof HttpError ? error.message : 'Internal server error')
    })
  })

  return {
    server,
    store,
    variant,
    apiRoutes: api.routes,
    listen(port = 4300, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, host, () => {
          const { address, port: actual } = server.address()
          resolve(`http://${address.includes(':') ? `[${address}]` : address}:${actual}`)
        })
      })
    },
    close() {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

async function main() {
  const port = Number(process.env.PORT ?? 4300)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number (got "${process.env.PORT}")`)
  const shop = createDemoShop({ variant: process.env.DEMO_VARIANT || 'baseline' })
  const url = await shop.listen(port, process.env.HOST || '127.0.0.1')
  console.log(`Demo shop (${shop.variant.name}) listening on ${url}`)
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => shop.close().then(() => process.exit(0)))
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`demo shop: ${error.message}`)
    process.exit(1)
  })
}
