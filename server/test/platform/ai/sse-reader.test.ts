import { describe, expect, it } from 'vitest'
import { readSseData } from '../../../src/platform/ai/sse-reader.js'

function streamOf(...parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream({
    start(controller) {
      for (const p of parts) controller.enqueue(encoder.encode(p))
      controller.close()
    },
  })
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const out: string[] = []
  for await (const data of readSseData(stream)) out.push(data)
  return out
}

describe('readSseData', () => {
  it('yields one payload per event, skipping comments and other fields', async () => {
    expect(await collect(streamOf(': keep-alive\n\n', 'event: x\nid: 1\ndata: {"a":1}\n\n', 'data: [DONE]\n\n'))).toEqual([
      '{"a":1}',
      '[DONE]',
    ])
  })

  it('joins events split across chunks, including a CRLF split between chunks', async () => {
    expect(await collect(streamOf('da', 'ta: {"a"', ':1}\r', '\n\r\n', 'data: 2\r\n\r\n'))).toEqual(['{"a":1}', '2'])
  })

  it('joins multi-line data and keeps a last event that lacks the blank line', async () => {
    expect(await collect(streamOf('data: a\ndata: b\n\ndata:c'))).toEqual(['a\nb', 'c'])
  })
})
