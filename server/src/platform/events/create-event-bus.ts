import type { Redis } from 'ioredis'
import type { Clock } from '../clock.js'
import type { EventBus } from './event-bus.js'
import { MemoryEventBus } from './memory-event-bus.js'
import { RedisEventBus } from './redis-event-bus.js'

/** Redis (KVSTORE_URL) carries events between API and worker processes; without it they stay in this process. */
export function createEventBus(options: {
  redis: Redis | undefined
  prefix: string
  clock: Clock
  onError?: (error: unknown, what: string) => void
}): EventBus {
  return options.redis
    ? new RedisEventBus({ redis: options.redis, prefix: options.prefix, ...(options.onError ? { onError: options.onError } : {}) })
    : new MemoryEventBus({ clock: options.clock })
}
