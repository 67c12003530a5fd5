import type { Redis } from 'ioredis'

/*
 * Atomic steps of the shared pool. Every script gets the same five keys and five leading arguments:
 *   KEYS: queue (LIST of slot ids, FIFO), running (ZSET id -> started_at),
 *         recent (ZSET "<seq>:<id>" -> completed_at; the zero-padded sequence orders equal times),
 *         max (STRING, the shared MAX_BROWSER_INSTANCES), lock (the load-test lock key)
 *   ARGV: prefix, now (epoch ms; empty: Redis TIME), fallback max, history limit, finished-record TTL (ms)
 * Per-slot hashes live at <prefix>slot:<id>; process heartbeats at <prefix>owner:<owner>; grants and
 * cancellations are published on <prefix>events as "G:<id>:<started_at>", "T:<id>" (timed out),
 * "X:<id>" (owner gone) and "R:<id>:<reason>" (reclaimed).
 * Slot and owner keys are derived inside the scripts, so this needs a single Redis, not a cluster.
 */
const PRELUDE = `
local QUEUE, RUNNING, RECENT, MAXKEY, LOCK = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5]
local PREFIX, NOW_S = ARGV[1], ARGV[2]
-- An empty "now" means Redis' own clock: every process then judges deadlines and ages by one clock.
if NOW_S == '' then
  local t = redis.call('TIME')
  NOW_S = string.format('%.0f', tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000))
end
local NOW = tonumber(NOW_S)
local DEFAULT_MAX, HISTORY, RECORD_TTL = tonumber(ARGV[3]), tonumber(ARGV[4]), ARGV[5]
local EVENTS = PREFIX .. 'events'

local function slot_key(id) return PREFIX .. 'slot:' .. id end

local function owner_alive(owner)
  if not owner then return false end
  return redis.call('EXISTS', PREFIX .. 'owner:' .. owner) == 1
end

local function recent_id(member) return string.sub(member, 17) end

local function finish(id, state, reason)
  local key = slot_key(id)
  redis.call('HSET', key, 'state', state, 'completed_at', NOW_S, 'reason', reason or '')
  redis.call('PEXPIRE', key, RECORD_TTL)
  local seq = redis.call('INCR', PREFIX .. 'seq')
  redis.call('ZADD', RECENT, NOW_S, string.format('%015.0f', seq) .. ':' .. id)
  local excess = redis.call('ZCARD', RECENT) - HISTORY
  if excess > 0 then
    for _, old in ipairs(redis.call('ZRANGE', RECENT, 0, excess - 1)) do redis.call('DEL', slot_key(recent_id(old))) end
    redis.call('ZREMRANGEBYRANK', RECENT, 0, excess - 1)
  end
end

-- Grants free slots to the queue head, in order. A head that is no longer QUEUED (cancelled), past its
-- deadline or whose process stopped heartbeating is dropped here and can never be granted.
local function pump()
  if redis.call('EXISTS', LOCK) == 1 then return end
  local max = tonumber(redis.call('GET', MAXKEY)) or DEFAULT_MAX
  while redis.call('ZCARD', RUNNING) < max do
    local id = redis.call('LPOP', QUEUE)
    if not id then return end
    local f = redis.call('HMGET', slot_key(id), 'state', 'deadline', 'owner')
    if f[1] == 'QUEUED' then
      if NOW > tonumber(f[2]) then
        finish(id, 'CANCELLED', 'timeout')
        redis.call('PUBLISH', EVENTS, 'T:' .. id)
      elseif not owner_alive(f[3]) then
        finish(id, 'CANCELLED', 'owner gone')
        redis.call('PUBLISH', EVENTS, 'X:' .. id)
      else
        redis.call('HSET', slot_key(id), 'state', 'RUNNING', 'started_at', NOW_S, 'grant_seq', redis.call('INCR', PREFIX .. 'seq'))
        redis.call('ZADD', RUNNING, NOW_S, id)
        redis.call('PUBLISH', EVENTS, 'G:' .. id .. ':' .. NOW_S)
      end
    end
  end
end
`

/** ARGV 6..12: id, request_id, type, description, timeout_ms, max_duration_ms, owner → {state, started_at, reason} | {'LOCKED'} */
const ACQUIRE = `${PRELUDE}
local id = ARGV[6]
-- A call sent again (the client resends unanswered commands after a reconnect) reports the slot's state: queuing
-- it once more would make a RUNNING or CANCELLED slot QUEUED, to be granted a second time to nobody.
if redis.call('EXISTS', slot_key(id)) == 1 then return redis.call('HMGET', slot_key(id), 'state', 'started_at', 'reason') end
if redis.call('EXISTS', LOCK) == 1 then return {'LOCKED'} end
redis.call('HSET', slot_key(id), 'request_id', ARGV[7], 'type', ARGV[8], 'description', ARGV[9], 'state', 'QUEUED',
  'queued_at', NOW_S, 'deadline', string.format('%.0f', NOW + tonumber(ARGV[10])), 'max_duration_ms', ARGV[11], 'owner', ARGV[12], 'reason', '')
redis.call('RPUSH', QUEUE, id)
pump()
return redis.call('HMGET', slot_key(id), 'state', 'started_at', 'reason')`

/** ARGV 6..7: id, final state (COMPLETED | FAILED) → 1 when released, 0 when it was not RUNNING (e.g. reclaimed). */
const RELEASE = `${PRELUDE}
local id = ARGV[6]
if redis.call('HGET', slot_key(id), 'state') ~= 'RUNNING' then return 0 end
redis.call('ZREM', RUNNING, id)
finish(id, ARGV[7], nil)
pump()
return 1`

/** ARGV 6..7: id, reason → {state, started_at, reason} after the attempt (CANCELLED unless already granted or gone). */
const CANCEL = `${PRELUDE}
local id = ARGV[6]
local f = redis.call('HMGET', slot_key(id), 'state', 'started_at', 'reason')
if f[1] ~= 'QUEUED' then return f end
redis.call('LREM', QUEUE, 0, id)
finish(id, 'CANCELLED', ARGV[7])
return {'CANCELLED', false, ARGV[7]}`

const PUMP = `${PRELUDE}
pump()
return 1`

/** → {max, lock value, queue items, running items in grant order, now}; item = {id, request_id, type, description, queued_at, started_at, max_duration_ms}. */
const STATUS = `${PRELUDE}
local function item(id)
  local f = redis.call('HMGET', slot_key(id), 'state', 'request_id', 'type', 'description', 'queued_at', 'started_at', 'max_duration_ms')
  return f[1], {id, f[2], f[3], f[4], f[5], f[6], f[7]}
end
local queue, running = {}, {}
for _, id in ipairs(redis.call('LRANGE', QUEUE, 0, -1)) do
  local state, it = item(id)
  if state == 'QUEUED' then table.insert(queue, it) end
end
local grant_order = {}
for _, id in ipairs(redis.call('ZRANGE', RUNNING, 0, -1)) do
  local _, it = item(id)
  table.insert(running, it)
  grant_order[id] = tonumber(redis.call('HGET', slot_key(id), 'grant_seq')) or 0
end
table.sort(running, function(a, b) return grant_order[a[1]] < grant_order[b[1]] end)
return {tostring(tonumber(redis.call('GET', MAXKEY)) or DEFAULT_MAX), redis.call('GET', LOCK), queue, running, NOW_S}`

/** ARGV 6: retention ms → {reclaimed {id, request_id, reason}[], cancelled waiters, removed records}. */
const CLEANUP = `${PRELUDE}
local reclaimed = {}
for _, id in ipairs(redis.call('ZRANGE', RUNNING, 0, -1)) do
  local f = redis.call('HMGET', slot_key(id), 'state', 'started_at', 'max_duration_ms', 'owner', 'request_id')
  local reason = nil
  if f[1] ~= 'RUNNING' then
    redis.call('ZREM', RUNNING, id)
    table.insert(reclaimed, {id, f[5] or '', 'reclaimed: record missing'})
  elseif NOW - tonumber(f[2]) > tonumber(f[3]) then
    reason = 'reclaimed: exceeded max operation duration'
  elseif not owner_alive(f[4]) then
    reason = 'reclaimed: owner gone'
  end
  if reason then
    redis.call('ZREM', RUNNING, id)
    finish(id, 'FAILED', reason)
    redis.call('PUBLISH', EVENTS, 'R:' .. id .. ':' .. reason)
    table.insert(reclaimed, {id, f[5], reason})
  end
end
local cancelled = 0
for _, id in ipairs(redis.call('LRANGE', QUEUE, 0, -1)) do
  local f = redis.call('HMGET', slot_key(id), 'state', 'deadline', 'owner')
  if f[1] ~= 'QUEUED' then
    redis.call('LREM', QUEUE, 0, id)
  elseif NOW > tonumber(f[2]) then
    redis.call('LREM', QUEUE, 0, id)
    finish(id, 'CANCELLED', 'timeout')
    redis.call('PUBLISH', EVENTS, 'T:' .. id)
    cancelled = cancelled + 1
  elseif not owner_alive(f[3]) then
    redis.call('LREM', QUEUE, 0, id)
    finish(id, 'CANCELLED', 'owner gone')
    redis.call('PUBLISH', EVENTS, 'X:' .. id)
    cancelled = cancelled + 1
  end
end
local cutoff = '(' .. tostring(NOW - tonumber(ARGV[6]))
local old = redis.call('ZRANGEBYSCORE', RECENT, '-inf', cutoff)
for _, member in ipairs(old) do redis.call('DEL', slot_key(recent_id(member))) end
redis.call('ZREMRANGEBYSCORE', RECENT, '-inf', cutoff)
pump()
return {reclaimed, cancelled, #old}`

type Reply<T> = Promise<T>
type Args = (string | number)[]

/** `HMGET state, started_at, reason` of one slot (nulls for missing fields). */
export type SlotStateReply = [string | null, string | null, string | null]
export type SlotItemReply = [string, string | null, string | null, string | null, string | null, string | null, string | null]

/** The commands `definePoolCommands` adds to a client; call them with the five keys, then the arguments. */
export interface PoolCommands {
  specwrightPoolAcquire(...args: Args): Reply<SlotStateReply | ['LOCKED']>
  specwrightPoolRelease(...args: Args): Reply<number>
  specwrightPoolCancel(...args: Args): Reply<SlotStateReply>
  specwrightPoolPump(...args: Args): Reply<number>
  specwrightPoolStatus(...args: Args): Reply<[string, string | null, SlotItemReply[], SlotItemReply[], string]>
  specwrightPoolCleanup(...args: Args): Reply<[[string, string, string][], number, number]>
}

export type PoolCommandName = keyof PoolCommands

const SCRIPTS: Record<PoolCommandName, string> = {
  specwrightPoolAcquire: ACQUIRE,
  specwrightPoolRelease: RELEASE,
  specwrightPoolCancel: CANCEL,
  specwrightPoolPump: PUMP,
  specwrightPoolStatus: STATUS,
  specwrightPoolCleanup: CLEANUP,
}

/** Registers the scripts on `redis` (EVALSHA with automatic reload) and returns it typed. */
export function definePoolCommands(redis: Redis): Redis & PoolCommands {
  for (const [name, lua] of Object.entries(SCRIPTS)) {
    redis.defineCommand(name, { numberOfKeys: 5, lua, readOnly: name === 'specwrightPoolStatus' })
  }
  return redis as Redis & PoolCommands
}
