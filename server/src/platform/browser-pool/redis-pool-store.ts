import type { Redis } from 'ioredis'
import type { SlotRecord } from './browser-pool.js'
import type { ResolvedPoolSettings } from './pool-settings.js'
import { definePoolCommands, type PoolCommandName, type PoolCommands, type SlotStateReply } from './redis-pool-scripts.js'
import { hashToSlot } from './redis-slot-codec.js'
import { toSlotRecord } from './slot-data.js'

/*
 * Where the shared pool lives in Redis: the key layout the scripts of redis-pool-scripts.ts expect, the common
 * arguments every script call carries, and the few plain reads and writes beside the scripts (history, slot
 * states, the shared limit, this process's heartbeat key). Apart from RedisBrowserPool so that class holds only
 * this process's side of the pool: its waiters, leases and the slots it still has to end.
 */

export interface RedisPoolStoreInit {
  redis: Redis
  prefix: string
  ownerId: string
  /** Empty `now` in every script call: the scripts read Redis `TIME`. */
  redisTime: boolean
  /** How long this process's heartbeat key lives; once it expires, the process counts as gone. */
  ownerTtlMs: number
  settings: Pick<ResolvedPoolSettings, 'maxSlots' | 'historyLimit' | 'recordRetentionMs'>
}

export class RedisPoolStore {
  readonly redis: Redis & PoolCommands
  /** The pub/sub channel of grants, timeouts and reclaims. */
  readonly channel: string
  readonly lockKey: string
  readonly #prefix: string
  readonly #keys: string[]
  readonly #ownerKey: string
  readonly #redisTime: boolean
  readonly #ownerTtlMs: number
  readonly #settings: RedisPoolStoreInit['settings']

  constructor(init: RedisPoolStoreInit) {
    const p = init.prefix
    this.redis = definePoolCommands(init.redis)
    this.#prefix = p
    this.channel = `${p}events`
    this.lockKey = `${p}load-test-lock`
    this.#keys = [`${p}queue`, `${p}running`, `${p}recent`, `${p}max`, this.lockKey]
    this.#ownerKey = `${p}owner:${init.ownerId}`
    this.#redisTime = init.redisTime
    this.#ownerTtlMs = init.ownerTtlMs
    this.#settings = init.settings
  }

  /** Calls a pool script with the five keys and the common arguments, then `args`. */
  run<N extends PoolCommandName>(name: N, now: number, args: (string | number)[]): ReturnType<PoolCommands[N]> {
    const s = this.#settings
    const common = [this.#prefix, this.#redisTime ? '' : now, s.maxSlots, s.historyLimit, s.recordRetentionMs + 3600_000]
    const command = this.redis[name] as (...a: (string | number)[]) => ReturnType<PoolCommands[N]>
    return command.call(this.redis, ...this.#keys, ...common, ...args)
  }

  /** Stores this process's limit as the shared one (the last process to start wins) and its first heartbeat. */
  async announce(): Promise<void> {
    await this.redis.multi().set(this.#keys[3]!, this.#settings.maxSlots).set(this.#ownerKey, '1', 'PX', this.#ownerTtlMs).exec()
  }

  async touchOwner(): Promise<void> {
    await this.redis.set(this.#ownerKey, '1', 'PX', this.#ownerTtlMs)
  }

  /** The newest finished slots, newest first. */
  async recent(limit: number): Promise<SlotRecord[]> {
    const members = await this.redis.zrevrange(`${this.#prefix}recent`, 0, Math.max(0, limit - 1))
    const ids = members.map((m) => m.slice(m.indexOf(':') + 1))
    if (ids.length === 0) return []
    const pipeline = this.redis.pipeline()
    for (const id of ids) pipeline.hgetall(`${this.#prefix}slot:${id}`)
    const rows = (await pipeline.exec()) ?? []
    const records: SlotRecord[] = []
    ids.forEach((id, i) => {
      const hash = rows[i]?.[1] as Record<string, string> | undefined
      if (hash?.state) records.push(toSlotRecord(hashToSlot(id, hash)))
    })
    return records
  }

  /** `state, started_at, reason` of each slot, in order (undefined where the read failed). */
  async slotStates(ids: readonly string[]): Promise<(SlotStateReply | undefined)[]> {
    const pipeline = this.redis.pipeline()
    for (const id of ids) pipeline.hmget(`${this.#prefix}slot:${id}`, 'state', 'started_at', 'reason')
    const rows = (await pipeline.exec()) ?? []
    return ids.map((_, i) => rows[i]?.[1] as SlotStateReply | undefined)
  }
}
