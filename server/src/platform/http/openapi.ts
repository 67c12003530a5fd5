import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'

const require = createRequire(import.meta.url)

const REDOC_CDN_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg'
const OFFLINE_LOGO = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/%3E"

const REDOC_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Specwright API — ReDoc</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><redoc spec-url="/openapi.json"></redoc><script src="/redoc/redoc.standalone.js"></script></body></html>`

/**
 * OpenAPI 3.1 generated from the route zod schemas, served at /openapi.json, with Swagger UI at /docs and
 * ReDoc at /redoc. Every asset is served locally: the docs work with no network.
 */
/** What an upload route (`consumes: multipart/form-data`, no JSON body) takes: one file in the field `file`. */
const MULTIPART_FILE = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', format: 'binary', description: 'The file to upload' } },
}

/**
 * Upload routes read the multipart stream themselves (size checked while it streams), so they declare no body for
 * validation; the document still has to say what they take, or clients (and our own OpenAPI import) would send JSON.
 */
const documentUploads: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input)
  const consumes = (input.schema as { consumes?: unknown } | undefined)?.consumes
  const schema = out.schema as Record<string, unknown>
  if (Array.isArray(consumes) && consumes.includes('multipart/form-data') && schema.body === undefined)
    return { ...out, schema: { ...schema, body: MULTIPART_FILE } } as typeof out
  return out
}

export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Specwright API',
        version,
        description:
          'Markdown test specs to Playwright tests, API tests, LLM evaluations and data-quality checks. ' +
          'Errors are `{detail}`; validation errors are 422 `{detail:[{loc,msg,type}]}`.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: documentUploads,
    transformObject: jsonSchemaTransformObject,
  })
  await app.register(swaggerUi, { routePrefix: '/docs' })

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())
  app.get('/redoc', { schema: { hide: true } }, async (_req, reply) => reply.type('text/html').send(REDOC_PAGE))
  const redocBundle = require.resolve('redoc/bundles/redoc.standalone.js')
  let bundle: Buffer | undefined
  app.get('/redoc/redoc.standalone.js', { schema: { hide: true } }, async (_req, reply) => {
    // The bundle's footer loads a logo from a CDN; an inline image keeps the page fully offline.
    bundle ??= Buffer.from((await readFile(redocBundle, 'utf8')).replaceAll(REDOC_CDN_LOGO, OFFLINE_LOGO))
    return reply.type('application/javascript').header('cache-control', 'public, max-age=86400').send(bundle)
  })
}
