import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { AppError, FieldValidationError } from './errors.js'

type Loc = (string | number)[]
const CONTEXT_LOC: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' }

function issueLoc(context: string | undefined, instancePath: string): Loc {
  const head = CONTEXT_LOC[context ?? 'body'] ?? 'body'
  const rest = instancePath
    .split('/')
    .filter(Boolean)
    .map((seg) => (/^\d+$/.test(seg) ? Number(seg) : seg.replace(/~1/g, '/').replace(/~0/g, '~')))
  return [head, ...rest]
}

/**
 * One place that turns every thrown error into a response: 422 validation lists, `{detail}` for expected
 * failures, and a fixed 500 body (with the request id) for everything else, whose details go to the log only.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const detail = err.validation.map((v) => {
        const missing = (v.params as { missingProperty?: string } | undefined)?.missingProperty
        const loc = issueLoc(err.validationContext, v.instancePath)
        return { loc: missing ? [...loc, missing] : loc, msg: v.message ?? 'Invalid value', type: v.keyword }
      })
      return reply.code(422).send({ detail })
    }
    if (err instanceof FieldValidationError) {
      return reply.code(422).send({ detail: [{ loc: err.loc, msg: err.msg, type: err.type }] })
    }
    if (err instanceof AppError && err.status === 422) {
      // 422 bodies are always the validation list, whichever service raised them.
      return reply.code(422).send({ detail: [{ loc: ['body'], msg: err.message, type: err.code.toLowerCase() }] })
    }
    if (err instanceof AppError) {
      if (err.status >= 500) req.log.error({ err }, 'service failure')
      if (err.status === 401) reply.header('www-authenticate', 'Bearer')
      return reply.code(err.status).send({ detail: err.message, ...err.extra })
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause?.issues }, 'response did not match its schema')
      return reply.code(500).send({ detail: 'Internal server error', request_id: String(req.id) })
    }
    switch (err.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return reply.code(422).send({ detail: [{ loc: ['body'], msg: 'Request body is not valid JSON', type: 'json_invalid' }] })
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(422).send({ detail: [{ loc: ['body'], msg: 'Request body is empty', type: 'missing' }] })
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
        return reply.code(413).send({ detail: 'Request body is larger than the 5 MB limit' })
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return reply.code(415).send({ detail: `Unsupported content type: ${req.headers['content-type'] ?? '(none)'}` })
    }
    const status = err.statusCode ?? 500
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ detail: err.message })
    }
    req.log.error({ err, method: req.method, url: req.url }, 'unhandled error')
    return reply.code(500).send({ detail: 'Internal server error', request_id: String(req.id) })
  })

  // Unknown paths answer JSON, never HTML.
  app.setNotFoundHandler((req, reply) => reply.code(404).send({ detail: `Not found: ${req.method} ${req.url.split('?')[0]}` }))
}
