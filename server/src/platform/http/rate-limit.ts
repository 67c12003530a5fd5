import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { AppError } from './errors.js'

export interface RateLimitOptions {
  globalPerHour: number
  /** Shared store: two API processes pointed at one Redis share one budget. */
  redis?: Redis | undefined
  keyPrefix: string
}

/** Per-route limit from the spec's table, e.g. `config: { rateLimit: perMinute(10) }`. */
export const perMinute = (max: number) => ({ max, timeWindow: '1 minute' })

/**
 * The spec's rate limits: a global budget per key per hour, plus tighter per-route ones. The key is the
 * signed-in user id, else the client IP (auth runs first, in onRequest, so the user is known here).
 */
export async function registerRateLimits(app: FastifyInstance, opts: RateLimitOptions): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: opts.globalPerHour,
    timeWindow: '1 hour',
    ...(opts.redis ? { redis: opts.redis, nameSpace: `${opts.keyPrefix}rl:` } : {}),
    keyGenerator: (req) => (req.principal ? `user:${req.principal.id}` : `ip:${req.ip}`),
    errorResponseBuilder: (_req, ctx) => {
      const retryAfter = Math.max(1, Math.ceil(ctx.ttl / 1000))
      return new AppError(429, 'RATE_LIMITED', `Rate limit exceeded: ${ctx.max} requests per ${ctx.after}. Retry in ${retryAfter} s.`, {
        retry_after: retryAfter,
      })
    },
  })
}
