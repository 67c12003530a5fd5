import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LiveChanges } from './live-changes.js'
import { setLiveStatus, whenStreamDown } from './live-status.js'

const change = (type: string, id: string, status: string) => ({ type, id, status, updated_at: '2026-11-23T00:00:00Z' })

describe('LiveChanges', () => {
  let qc: QueryClient
  let fetches: string[]
  beforeEach(() => {
    vi.useFakeTimers()
    qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } })
    fetches = []
  })
  afterEach(() => {
    qc.clear()
    vi.useRealTimers()
  })

  /** An observed (on-screen) query whose fetches are counted. */
  async function watch(key: readonly unknown[], data: unknown) {
    qc.setQueryData(key, data)
    const observer = new QueryObserver(qc, {
      queryKey: key,
      queryFn: async () => {
        fetches.push(JSON.stringify(key))
        return data
      },
    })
    return observer.subscribe(() => {})
  }

  it('patches a listed run in place without a request, and reads the list once when it ends', async () => {
    const listKey = ['runs', 'p', 'list', {}, 1, 20]
    const stop = await watch(listKey, { items: [{ id: 'r1', status: 'queued' }], total: 1 })
    const live = new LiveChanges(qc, 'p')
    live.apply(change('run', 'r1', 'running'))
    expect(qc.getQueryData<{ items: { status: string }[] }>(listKey)?.items[0]?.status).toBe('running')
    await vi.advanceTimersByTimeAsync(2_000)
    expect(fetches).toEqual([])
    live.apply(change('run', 'r1', 'error'))
    live.apply(change('run', 'r1', 'error'))
    await vi.advanceTimersByTimeAsync(2_000)
    expect(fetches).toEqual([JSON.stringify(listKey)])
    stop()
    live.cancel()
  })

  it('reads the list once for a burst of runs it does not hold yet, and leaves other projects alone', async () => {
    const mine = ['runs', 'p', 'list', {}, 1, 20]
    const theirs = ['runs', 'q', 'list', {}, 1, 20]
    const stopMine = await watch(mine, { items: [], total: 0 })
    const stopTheirs = await watch(theirs, { items: [], total: 0 })
    const live = new LiveChanges(qc, 'p')
    for (let i = 0; i < 10; i++) live.apply(change('run', `new-${i}`, 'queued'))
    await vi.advanceTimersByTimeAsync(2_000)
    expect(fetches).toEqual([JSON.stringify(mine)])
    stopMine()
    stopTheirs()
    live.cancel()
  })
})

describe('whenStreamDown', () => {
  it('polls only while the stream is not live', () => {
    setLiveStatus('reconnecting')
    expect(whenStreamDown(2_000)).toBe(2_000)
    setLiveStatus('live')
    expect(whenStreamDown(2_000)).toBe(false)
    setLiveStatus('off')
    expect(whenStreamDown(15_000)).toBe(15_000)
  })
})
