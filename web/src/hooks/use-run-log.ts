import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { toApiError, unwrap } from '../api/api-error.js'
import { api } from '../api/app-client.js'
import { createSseParser } from '../api/sse.js'

/** Lines kept in the browser while following; the run record keeps the last 2,000 for later. */
const MAX_LINES = 5_000
const RECONNECT_MS = 1_500

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })

export interface RunLog {
  lines: string[]
  /** Connected to the stream right now. */
  connected: boolean
  /** The stream said the run is over: `lines` is the whole log. */
  ended: boolean
  /** The run finished without writing a log (e.g. cancelled while queued). */
  missing: boolean
  error: string | undefined
}

export interface RunLogOptions {
  /** The run's detail query, refreshed when the stream ends (it then holds the final status and the whole log). */
  runQueryKey: QueryKey
  /** The run may still write lines: a 404 means "no line yet" (keep retrying), not "no log at all" (`missing`). */
  live: boolean
  /** Read the stream at all; off, the log stays as it is. Turning it on starts over. Default true. */
  enabled?: boolean
}

/**
 * Reads a run's log: a live run's lines as they come, a finished run's stored log (the stream replays it and ends).
 * Follows a running run's log (GET /runs/{id}/log/stream, docs/live-logs.md). EventSource cannot send the bearer
 * token, so this reads the event stream through the authenticated client and parses it itself; after a dropped
 * connection it resumes after the last line it has (`last_event_id`), so no line is shown twice. When the stream
 * ends the run query is refreshed, which then holds the final status and the whole log.
 */
export function useRunLog(projectId: string, runId: string, { runQueryKey, live, enabled = true }: RunLogOptions): RunLog {
  const qc = useQueryClient()
  const [state, setState] = useState<RunLog>({ lines: [], connected: false, ended: false, missing: false, error: undefined })
  const liveRef = useRef(live)
  liveRef.current = live
  const runQueryKeyRef = useRef(runQueryKey)
  runQueryKeyRef.current = runQueryKey

  useEffect(() => {
    if (!enabled) return
    const abort = new AbortController()
    const { signal } = abort
    let last = 0
    let ended = false
    setState({ lines: [], connected: false, ended: false, missing: false, error: undefined })

    const read = async () => {
      while (!signal.aborted && !ended) {
        try {
          const stream = await unwrap(
            api.GET('/runs/{run_id}/log/stream', {
              params: { path: { run_id: runId }, query: { project_id: projectId, last_event_id: last > 0 ? last : undefined } },
              headers: { Accept: 'text/event-stream' },
              parseAs: 'stream',
              signal,
            }),
          )
          if (!stream) throw new Error('The log stream has no body')
          setState((s) => ({ ...s, connected: true, error: undefined }))
          const reader = stream.getReader()
          const decoder = new TextDecoder()
          let batch: string[] = []
          const parser = createSseParser((event) => {
            if (event.event === 'log') {
              const parsed = JSON.parse(event.data) as { line?: string }
              batch.push(parsed.line ?? '')
              last = Number(event.id) || last + 1
            } else if (event.event === 'end') {
              ended = true
              setState((s) => ({ ...s, ended: true }))
            }
          })
          for (;;) {
            const { done, value } = await reader.read()
            if (done) break
            parser.push(decoder.decode(value, { stream: true }))
            if (batch.length > 0) {
              const added = batch
              batch = []
              setState((s) => ({ ...s, lines: [...s.lines, ...added].slice(-MAX_LINES) }))
            }
          }
          setState((s) => ({ ...s, connected: false }))
        } catch (err) {
          if (signal.aborted) return
          // 404 before the run has written its first line; anything else is shown while reconnecting.
          const error = toApiError(err)
          if (error.status === 404 && !liveRef.current) {
            setState((s) => ({ ...s, connected: false, missing: true, error: undefined }))
            return
          }
          setState((s) => ({ ...s, connected: false, error: error.status === 404 ? undefined : error.detail }))
        }
        if (!ended) await sleep(RECONNECT_MS, signal)
      }
      if (ended && !signal.aborted) await qc.invalidateQueries({ queryKey: runQueryKeyRef.current })
    }
    void read()
    return () => abort.abort()
  }, [projectId, runId, enabled, qc])

  return state
}
