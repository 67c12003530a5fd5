import http from 'node:http'
import type net from 'node:net'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createAiClient } from '../../../src/platform/ai/create-ai-client.js'
import { pooledTransport, undiciTransport } from '../../../src/platform/ai/http-transport.js'

/** A small OpenAI-shaped server that counts the TCP connections its clients open. */
let server: http.Server
let connections = 0
let baseUrl = ''

beforeEach(async () => {
  connections = 0
  server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c) => {
      body += c
    })
    req.on('end', () => {
      res.setHeader('Retry-After', '3')
      res.setHeader('x-multi', ['a', 'b'])
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          model: 'm',
          choices: [{ message: { content: `got ${body.length} bytes` }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 1, completion_tokens: 2 },
        }),
      )
    })
  })
  server.on('connection', () => {
    connections++
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/v1`
})

const openConnections = () => new Promise<number>((resolve, reject) => server.getConnections((err, n) => (err ? reject(err) : resolve(n))))

afterEach(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

describe('undici transport of the AI client', () => {
  it('reads the status, headers by any case (repeated ones joined) and the body', async () => {
    const res = await undiciTransport()({
      method: 'POST',
      url: `${baseUrl}/chat/completions`,
      headers: { 'content-type': 'application/json' },
      body: '{"x":1}',
      signal: new AbortController().signal,
    })
    expect([res.status, res.headers.get('RETRY-AFTER'), res.headers.get('x-multi'), res.headers.get('x-absent')]).toEqual([
      200,
      '3',
      'a, b',
      null,
    ])
    expect(JSON.parse(await res.text()).choices[0].message.content).toBe('got 7 bytes')
  })

  it('keeps its connections alive: ten calls in a row on a pool of one use one connection', async () => {
    const pool = pooledTransport(1)
    const client = createAiClient({ baseUrl, apiKey: undefined, model: 'm' }, { transport: pool.send })
    const answers: string[] = []
    for (let i = 0; i < 10; i++) answers.push((await client.complete({ messages: [{ role: 'user', content: 'hi' }] })).content)
    expect([answers.length, answers[9]]).toEqual([10, 'got 57 bytes'])
    expect(connections).toBe(1)
    await pool.close()
  })

  it('opens as many connections as calls in flight, never more than its size, and closes them', async () => {
    const pool = pooledTransport(5)
    const client = createAiClient({ baseUrl, apiKey: undefined, model: 'm' }, { transport: pool.send })
    let next = 0
    await Promise.all(
      Array.from({ length: 5 }, async () => {
        while (next < 30) {
          next++
          await client.complete({ messages: [{ role: 'user', content: 'hi' }] })
        }
      }),
    )
    expect(connections).toBe(5)
    expect(await openConnections()).toBe(5)
    await pool.close()
    await expect.poll(openConnections).toBe(0)
  })
})
