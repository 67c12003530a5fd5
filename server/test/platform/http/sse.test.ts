import net from 'node:net'
import Fastify from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { type SseEvent, sendSse } from '../../../src/platform/http/sse.js'

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

/** A server whose one route streams up to `max` events of 8 KB, counting how many the source produced. */
async function streamingServer(max: number) {
  const state = { produced: 0, finished: false }
  const app = Fastify()
  app.get('/stream', async (req, reply) => {
    await sendSse(req, reply, async function* source(signal): AsyncIterable<SseEvent> {
      const payload = 'x'.repeat(8192)
      for (let i = 1; i <= max && !signal.aborted; i++) {
        state.produced = i
        yield { id: i, event: 'log', data: { line: payload } }
      }
      state.finished = true
    })
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  closers.push(() => app.close())
  const address = app.server.address()
  return { state, port: typeof address === 'object' && address ? address.port : 0 }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('sendSse', () => {
  it('stops pulling from the source while the client does not read, and resumes when it does', async () => {
    const max = 20_000 // 160 MB if it were all buffered
    const { state, port } = await streamingServer(max)
    const socket = net.connect(port, '127.0.0.1')
    closers.push(async () => {
      socket.destroy()
    })
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
    socket.pause() // a slow client: nothing is read from here on
    socket.write(`GET /stream HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n`)
    await sleep(1500)
    const stalled = state.produced
    // Kernel buffers on both sides plus one socket highWaterMark hold a few MB at most: a few hundred events.
    expect(stalled).toBeGreaterThan(0)
    expect(stalled).toBeLessThan(2_000)
    await sleep(500)
    expect(state.produced - stalled).toBeLessThan(50) // still parked, not trickling into memory

    let bytes = 0
    socket.on('data', (chunk: Buffer) => {
      bytes += chunk.length
    })
    socket.resume()
    for (let i = 0; i < 200 && !state.finished; i++) await sleep(50)
    expect(state.produced).toBe(max)
    expect(bytes).toBeGreaterThan(0)
  })
})
