import { useEffect, useState } from 'react'
import { unwrap } from '../../api/api-error.js'
import { api } from '../../api/app-client.js'
import { createSseParser } from '../../api/sse.js'

/**
 * The generation's log over SSE (GET /api/prd/{project_id}/generation/{id}/log/stream), read through the
 * authenticated client; reconnects after a drop and resumes after the last line it has.
 */
export function useGenerationLog(projectId: string, generationId: string | undefined): { lines: string[]; ended: boolean } {
  const [state, setState] = useState<{ lines: string[]; ended: boolean }>({ lines: [], ended: false })
  useEffect(() => {
    setState({ lines: [], ended: false })
    if (!generationId) return
    const abort = new AbortController()
    let last = 0
    let ended = false
    const read = async () => {
      for (let attempt = 0; attempt < 20 && !ended && !abort.signal.aborted; attempt++) {
        try {
          const stream = await unwrap(
            api.GET('/api/prd/{project_id}/generation/{id}/log/stream', {
              params: { path: { project_id: projectId, id: generationId }, query: { last_event_id: last > 0 ? last : undefined } },
              headers: { Accept: 'text/event-stream' },
              parseAs: 'stream',
              signal: abort.signal,
            }),
          )
          if (!stream) return
          const reader = stream.getReader()
          const decoder = new TextDecoder()
          const parser = createSseParser((e) => {
            if (e.event === 'log') {
              last = Number(e.id) || last + 1
              const line = (JSON.parse(e.data) as { line?: string }).line ?? ''
              setState((s) => ({ ...s, lines: [...s.lines, line] }))
            } else if (e.event === 'end') {
              ended = true
              setState((s) => ({ ...s, ended: true }))
            }
          })
          for (;;) {
            const { done, value } = await reader.read()
            if (done) break
            parser.push(decoder.decode(value, { stream: true }))
          }
        } catch {
          if (abort.signal.aborted) return
        }
        if (!ended) await new Promise((r) => setTimeout(r, 1000))
      }
    }
    void read()
    return () => abort.abort()
  }, [projectId, generationId])
  return state
}
