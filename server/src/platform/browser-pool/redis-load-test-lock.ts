import type { Redis } from 'ioredis'
import type { Clock } from '../clock.js'
import { LoadTestInProgressError } from './errors.js'
import { LOAD_TEST_LOCK_EXPIRY_MS, type LoadTestLock, type LoadTestLockStatus } from './load-test-lock.js'

// SET NX PX takes the lock; a failed SET still answers true for the run that already holds it.
const ACQUIRE_LUA = `
if redis.call('SET', KEYS[1], ARGV[2], 'NX', 'PX', ARGV[3]) then return 1 end
local ok, h = pcall(cjson.decode, redis.call('GET', KEYS[1]) or '{}')
if ok and h.run_id == ARGV[1] then return 1 end
return 0`

// Compare-and-delete in one step, so a release can never drop a lock another run took in between.
const RELEASE_LUA = `
local v = redis.call('GET', KEYS[1])
if not v then return 0 end
local ok, h = pcall(cjson.decode, v)
if ok and h.run_id == ARGV[1] then redis.call('DEL', KEYS[1]) return 1 end
return 0`

interface LockCommands {
  specwrightLoadTestLockAcquire(key: string, runId: string, value: string, expiryMs: number): Promise<number>
  specwrightLoadTestLockRelease(key: string, runId: string): Promise<number>
}

export interface RedisLoadTestLockOptions {
  redis: Redis
  /** The Redis key; the pool's grant script reads the same key. */
  key: string
  clock: Clock
  expiryMs?: number
  /** Called after a successful release, so the pool can grant what waited. */
  onRelease?: () => Promise<void>
}

/** The lock shared by every process through one Redis key (`SET NX`, 2-hour expiry). */
export class RedisLoadTestLock implements LoadTestLock {
  readonly #redis: Redis & LockCommands
  readonly #key: string
  readonly #clock: Clock
  readonly #expiryMs: number
  readonly #onRelease: (() => Promise<void>) | undefined

  constructor(options: RedisLoadTestLockOptions) {
    options.redis.defineCommand('specwrightLoadTestLockAcquire', { numberOfKeys: 1, lua: ACQUIRE_LUA })
    options.redis.defineCommand('specwrightLoadTestLockRelease', { numberOfKeys: 1, lua: RELEASE_LUA })
    this.#redis = options.redis as Redis & LockCommands
    this.#key = options.key
    this.#clock = options.clock
    this.#expiryMs = options.expiryMs ?? LOAD_TEST_LOCK_EXPIRY_MS
    this.#onRelease = options.onRelease
  }

  async acquire(runId: string): Promise<boolean> {
    const value = JSON.stringify({ run_id: runId, acquired_at: this.#clock.nowIso() })
    return (await this.#redis.specwrightLoadTestLockAcquire(this.#key, runId, value, this.#expiryMs)) === 1
  }

  async release(runId: string): Promise<boolean> {
    const released = (await this.#redis.specwrightLoadTestLockRelease(this.#key, runId)) === 1
    if (released) await this.#onRelease?.()
    return released
  }

  async status(): Promise<LoadTestLockStatus> {
    return parseLockValue(await this.#redis.get(this.#key))
  }

  async assertFree(): Promise<void> {
    if ((await this.#redis.exists(this.#key)) === 1) throw new LoadTestInProgressError()
  }
}

/** The stored JSON `{run_id, acquired_at}` as a status; also used by the pool's status snapshot. */
export function parseLockValue(value: string | null | undefined): LoadTestLockStatus {
  if (!value) return { held: false, run_id: null, acquired_at: null }
  try {
    const h = JSON.parse(value) as { run_id?: unknown; acquired_at?: unknown }
    return {
      held: true,
      run_id: typeof h.run_id === 'string' ? h.run_id : null,
      acquired_at: typeof h.acquired_at === 'string' ? h.acquired_at : null,
    }
  } catch {
    return { held: true, run_id: null, acquired_at: null }
  }
}
