import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Fastify `genReqId`: keep a caller's X-Request-ID when it is a UUID, otherwise mint one. */
export function requestIdFrom(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id']
  const value = Array.isArray(incoming) ? incoming[0] : incoming
  return value && UUID.test(value) ? value : randomUUID()
}
