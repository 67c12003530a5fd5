import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'
import { unwrap } from '../api/api-error.js'
import { api } from '../api/app-client.js'
import { LiveChanges, type ResourceChange } from '../api/live-changes.js'
import { type LiveStatus, liveStatus, setLiveStatus, subscribeLiveStatus } from '../api/live-status.js'
import { createSseParser } from '../api/sse.js'

const FIRST_RETRY_MS = 1_000
const MAX_RETRY_MS = 30_000

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
  })
}

/**
 * Follows the project's event stream (GET /events, docs/api.md#events) for the whole tab: one connection shared by
 * every page. Changes update the query cache (LiveChanges); while the stream is down, pages fall back to their own
 * polling and the stream is retried with backoff; a reconnect resumes after the last event (`Last-Event-ID`).
 */
export function useLiveEvents(projectId: string | undefined): void {
  const qc = useQueryClient()
  useEffect(() => {
    if (!projectId) return
    const abort = new AbortController()
    const { signal } = abort
    const changes = new LiveChanges(qc, projectId)
    let last: string | undefined
    let retryMs = FIRST_RETRY_MS

    const goDown = () => {
      if (liveStatus() === 'live') {
        setLiveStatus('reconnecting')
        // Queries stopped polling while the stream was live: one read each, and their fallback intervals resume.
        void qc.invalidateQueries({ refetchType: 'active' })
      } else if (liveStatus() !== 'reconnecting') setLiveStatus('reconnecting')
    }

    const follow = async () => {
      setLiveStatus('connecting')
      while (!signal.aborted) {
        try {
          const stream = await unwrap(
            api.GET('/events', {
              params: { query: { project_id: projectId } },
              headers: { Accept: 'text/event-stream', ...(last ? { 'Last-Event-ID': last } : {}) },
              parseAs: 'stream',
              signal,
            }),
          )
          if (!stream) throw new Error('The event stream has no body')
          const reader = stream.getReader()
          const decoder = new TextDecoder()
          const parser = createSseParser((event) => {
            if (event.event === 'change') {
              if (event.id) last = event.id
              changes.apply(JSON.parse(event.data) as ResourceChange)
            } else if (event.event === 'reset') changes.resetAll()
            else if (event.event === 'ready') {
              retryMs = FIRST_RETRY_MS
              setLiveStatus('live')
            }
          })
          for (;;) {
            const { done, value } = await reader.read()
            if (done) break
            parser.push(decoder.decode(value, { stream: true }))
          }
        } catch {
          // Shown as "reconnecting"; the pages poll meanwhile.
        }
        if (signal.aborted) break
        goDown()
        await sleep(retryMs, signal)
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS)
      }
    }
    void follow()
    return () => {
      abort.abort()
      changes.cancel()
      setLiveStatus('off')
    }
  }, [projectId, qc])
}

/** The stream's state, for the header badge. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribeLiveStatus, liveStatus, liveStatus)
}
