/** One server-sent event (comments and `retry:` lines are dropped). */
export interface SseEvent {
  event: string
  data: string
  id: string | undefined
}

/**
 * An incremental text/event-stream parser: feed it chunks as they arrive (split anywhere, even inside a line or a
 * CRLF) and it calls `onEvent` for each complete event. EventSource cannot send the bearer token, so the dashboard
 * reads the stream with fetch and parses it here.
 */
export function createSseParser(onEvent: (event: SseEvent) => void): { push(chunk: string): void } {
  let buffer = ''
  let event = ''
  let data: string[] = []
  let id: string | undefined
  let pendingCr = false

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n'), id })
    event = ''
    data = []
    id = undefined
  }

  const line = (text: string) => {
    if (text === '') return dispatch()
    if (text.startsWith(':')) return
    const colon = text.indexOf(':')
    const field = colon === -1 ? text : text.slice(0, colon)
    let value = colon === -1 ? '' : text.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'event') event = value
    else if (field === 'data') data.push(value)
    else if (field === 'id') id = value
  }

  return {
    push(chunk: string) {
      let text = chunk
      // A CRLF split across chunks: the LF belongs to the CR already handled.
      if (pendingCr && text.startsWith('\n')) text = text.slice(1)
      pendingCr = false
      buffer += text
      let start = 0
      for (let i = 0; i < buffer.length; i++) {
        const c = buffer[i]
        if (c !== '\n' && c !== '\r') continue
        line(buffer.slice(start, i))
        if (c === '\r') {
          if (i + 1 < buffer.length) {
            if (buffer[i + 1] === '\n') i++
          } else pendingCr = true
        }
        start = i + 1
      }
      buffer = buffer.slice(start)
    },
  }
}
