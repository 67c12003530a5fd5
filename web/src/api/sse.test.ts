import { describe, expect, it } from 'vitest'
import { createSseParser, type SseEvent } from './sse.js'

function parse(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = []
  const parser = createSseParser((e) => events.push(e))
  for (const c of chunks) parser.push(c)
  return events
}

const STREAM =
  'retry: 3000\n\nid: 1\nevent: log\ndata: {"line":"Running 3 tests","ts":"t"}\n\n: ping\n\nid: 2\nevent: log\ndata: {"line":"  ✓ works"}\n\nevent: end\ndata: {"status":"passed"}\n\n'

describe('createSseParser', () => {
  it('reads log and end events as docs/live-logs.md sends them, skipping comments and retry', () => {
    expect(parse([STREAM])).toEqual([
      { event: 'log', data: '{"line":"Running 3 tests","ts":"t"}', id: '1' },
      { event: 'log', data: '{"line":"  ✓ works"}', id: '2' },
      { event: 'end', data: '{"status":"passed"}', id: undefined },
    ])
  })

  it('gives the same events however the stream is split', () => {
    const whole = parse([STREAM])
    for (const size of [1, 2, 3, 7, 16]) {
      const chunks = STREAM.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? []
      expect(parse(chunks)).toEqual(whole)
    }
  })

  it('handles CRLF line ends, also split between chunks', () => {
    const crlf = STREAM.replaceAll('\n', '\r\n')
    expect(parse([crlf])).toEqual(parse([STREAM]))
    expect(parse(crlf.split(/(?<=\r)/))).toEqual(parse([STREAM]))
  })

  it('joins multi-line data and defaults the event name to message', () => {
    expect(parse(['data: a\ndata: b\n\n'])).toEqual([{ event: 'message', data: 'a\nb', id: undefined }])
  })

  it('waits for the blank line before dispatching', () => {
    expect(parse(['id: 1\nevent: log\ndata: {}\n'])).toEqual([])
  })
})
