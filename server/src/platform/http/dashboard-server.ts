import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance } from 'fastify'

export interface DashboardServerOptions {
  distDir: string
  /** Where the browser should call the API; empty means "same host, API port". */
  apiBaseUrl: string | undefined
  apiPort: number
}

/**
 * Serves the built dashboard (a static SPA) plus `/config.js`, which tells it where the API lives.
 * Unknown paths fall back to index.html so client-side routes survive a reload.
 */
export async function buildDashboardServer(opts: DashboardServerOptions): Promise<FastifyInstance> {
  if (!fs.existsSync(path.join(opts.distDir, 'index.html'))) {
    throw new Error(`Dashboard build not found in ${opts.distDir}: run "npm run build"`)
  }
  const app = Fastify({ logger: false })
  const runtimeConfig = { apiBaseUrl: opts.apiBaseUrl ?? '', apiPort: opts.apiPort }
  app.get('/config.js', async (_req, reply) =>
    reply
      .type('application/javascript')
      .header('cache-control', 'no-store')
      .send(`window.__SPECWRIGHT__ = ${JSON.stringify(runtimeConfig)};\n`),
  )
  await app.register(fastifyStatic, { root: opts.distDir, wildcard: false })
  app.setNotFoundHandler((_req, reply) => reply.type('text/html').sendFile('index.html'))
  return app
}
