import net from 'node:net'
import { describe, expect } from 'vitest'
import { createAiClient } from '../../../src/platform/ai/create-ai-client.js'
import { AiProviderError } from '../../../src/platform/ai/errors.js'
import { FAKE_API_KEY, fakeTokens } from '../../support/fake-openai.js'
import { aiTest } from './support.js'

const it = aiTest()
const hello = [
  { role: 'system' as const, content: 'You are terse.' },
  { role: 'user' as const, content: 'Say hello' },
]

/** A port that was just free: connecting to it is refused. */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function failure(promise: Promise<unknown>): Promise<AiProviderError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(AiProviderError)
  return err as AiProviderError
}

describe('OpenAI-compatible client: completions', () => {
  it('returns the content, model, finish reason and the provider usage of a plain completion', async ({ ai }) => {
    ai.fake.enqueue('Hello there')
    const result = await ai.client().complete({ messages: hello })
    const prompt = fakeTokens('You are terse.') + fakeTokens('Say hello')
    expect(result).toMatchObject({
      content: 'Hello there',
      model: 'fake-model',
      finishReason: 'stop',
      usage: { prompt_tokens: prompt, completion_tokens: fakeTokens('Hello there'), total_tokens: prompt + fakeTokens('Hello there') },
      usageEstimated: false,
      retries: 0,
    })
    expect(result.latencyMs).toBeGreaterThanOrEqual(0)
  })

  it('sends the key as a Bearer token and the request fields in OpenAI wire names', async ({ ai }) => {
    ai.fake.enqueue('{}')
    await ai.client().complete({ messages: hello, model: 'other-model', temperature: 0.2, maxTokens: 50, json: true })
    const [req] = ai.fake.chatRequests()
    expect(req?.headers.authorization).toBe(`Bearer ${FAKE_API_KEY}`)
    expect(req?.headers['content-type']).toBe('application/json')
    expect(req?.body).toEqual({
      model: 'other-model',
      messages: hello,
      temperature: 0.2,
      max_tokens: 50,
      response_format: { type: 'json_object' },
    })
  })

  it('leaves out unset fields and the Authorization header when no key is configured (Ollama, vLLM)', async ({ ai }) => {
    ai.fake.enqueue('ok')
    await ai.client({ apiKey: undefined }).complete({ messages: hello })
    const [req] = ai.fake.chatRequests()
    expect(req?.headers.authorization).toBeUndefined()
    expect(req?.body).toEqual({ model: 'fake-model', messages: hello })
  })

  it('accepts a base URL with a trailing slash', async ({ ai }) => {
    ai.fake.enqueue('ok')
    const client = createAiClient({ ...ai.fake.settings(), baseUrl: `${ai.fake.baseUrl}/` })
    expect(client.baseUrl).toBe(ai.fake.baseUrl)
    expect((await client.complete({ messages: hello })).content).toBe('ok')
  })

  it('refuses a base URL that is not http(s) when the client is built', () => {
    expect(() => createAiClient({ baseUrl: 'ftp://models.local/v1', apiKey: undefined, model: 'm' })).toThrow(
      'AI base URL must be http:// or https://, got "ftp:"',
    )
    expect(() => createAiClient({ baseUrl: 'localhost:11434', apiKey: undefined, model: 'm' })).toThrow(
      'AI base URL must be http:// or https://, got "localhost:"',
    )
  })

  it('estimates usage at four characters per token when the provider reports none', async ({ ai }) => {
    ai.fake.enqueue({ content: 'abcdefghij', usage: null })
    const result = await ai.client().complete({ messages: [{ role: 'user', content: 'x'.repeat(40) }] })
    expect(result.usageEstimated).toBe(true)
    expect(result.usage).toEqual({ prompt_tokens: 10, completion_tokens: 3, total_tokens: 13 })
  })

  it('lists the provider models', async ({ ai }) => {
    expect(await ai.client().listModels()).toEqual(['fake-model'])
  })

  it('reports a 200 whose body is not JSON as an unreadable answer, without retrying', async ({ ai }) => {
    ai.fake.enqueue({ raw: '<html>gateway</html>', contentType: 'text/html' })
    const err = await failure(ai.client().complete({ messages: hello }))
    expect([err.status, err.reason, err.message]).toEqual([
      502,
      'bad_response',
      'AI provider sent an unreadable answer: the response body is not JSON',
    ])
    expect(ai.fake.chatRequests()).toHaveLength(1)
  })

  it('treats a 200 carrying an error object (OpenRouter) as that error', async ({ ai }) => {
    ai.fake.enqueue({ raw: JSON.stringify({ error: { code: 400, message: 'model is required' } }) })
    const err = await failure(ai.client().complete({ messages: hello }))
    expect([err.providerStatus, err.message]).toEqual([400, 'AI provider refused the request (HTTP 400): model is required'])
  })
})

describe('OpenAI-compatible client: retries and failures', () => {
  it('retries a 429 after the wait its Retry-After asks for, then succeeds', async ({ ai }) => {
    ai.fake.enqueue({ status: 429, message: 'Rate limit reached', headers: { 'retry-after': '2' } }, 'done')
    const result = await ai.client().complete({ messages: hello })
    expect([result.content, result.retries]).toEqual(['done', 1])
    expect(ai.sleeps).toEqual([2000])
    expect(ai.fake.chatRequests()).toHaveLength(2)
  })

  it('prefers retry-after-ms to Retry-After', async ({ ai }) => {
    ai.fake.enqueue({ status: 429, headers: { 'retry-after-ms': '150', 'retry-after': '9' } }, 'done')
    await ai.client().complete({ messages: hello })
    expect(ai.sleeps).toEqual([150])
  })

  it('gives up at once when Retry-After is longer than a minute, and says when to come back', async ({ ai }) => {
    ai.fake.enqueue({ status: 429, message: 'Quota exceeded', headers: { 'retry-after': '3600' } })
    const err = await failure(ai.client().complete({ messages: hello }))
    expect([err.status, err.reason, err.retryAfterMs, err.extra]).toEqual([503, 'rate_limited', 3_600_000, { retry_after: 3600 }])
    expect(err.message).toBe('AI provider is rate limiting requests (retry after 3600 s): Quota exceeded')
    expect(ai.fake.chatRequests()).toHaveLength(1)
  })

  it('retries a 500 twice with growing backoff, then throws one AiProviderError with the provider message', async ({ ai }) => {
    ai.fake.handle(() => ({ status: 500, message: 'The server had an error while processing your request' }))
    const err = await failure(ai.client().complete({ messages: hello }))
    expect(ai.fake.chatRequests()).toHaveLength(3)
    expect(ai.sleeps).toEqual([438, 875]) // 500 ms and 1 s backoff at jitter 0.5 (75%-100% of the step)
    expect({ status: err.status, reason: err.reason, providerStatus: err.providerStatus, message: err.message }).toEqual({
      status: 502,
      reason: 'server',
      providerStatus: 500,
      message: 'AI provider failed (HTTP 500): The server had an error while processing your request',
    })
    expect(err.stack).not.toContain(FAKE_API_KEY)
  })

  it('recovers when a 5xx is followed by an answer', async ({ ai }) => {
    ai.fake.enqueue({ status: 503, message: 'overloaded' }, { status: 502 }, 'third time lucky')
    const result = await ai.client().complete({ messages: hello })
    expect([result.content, result.retries]).toEqual(['third time lucky', 2])
  })

  it('does not retry a 401 and says the key was rejected without echoing it', async ({ ai }) => {
    const wrongKey = 'sk-wrong-key-9876543210zyxw'
    ai.fake.enqueue({
      status: 401,
      message: `Incorrect API key provided: ${wrongKey}. You can find your API key at https://platform.openai.com/account/api-keys.`,
    })
    const err = await failure(ai.client({ apiKey: wrongKey }).complete({ messages: hello }))
    expect(ai.fake.chatRequests()).toHaveLength(1)
    expect([err.status, err.reason, err.providerStatus, err.message]).toEqual([
      502,
      'auth',
      401,
      'AI provider rejected the API key (HTTP 401)',
    ])
    expect(err.providerMessage).toBe(
      'Incorrect API key provided: [redacted]. You can find your API key at https://platform.openai.com/account/api-keys.',
    )
    expect(JSON.stringify({ ...err, message: err.message })).not.toContain('9876543210')
    expect(ai.logs).toEqual([])
  })

  it('reports a keyless client refused by a server that wants a key', async ({ ai }) => {
    ai.fake.enqueue({ status: 401, message: 'Missing bearer authentication in header' })
    const err = await failure(ai.client({ apiKey: undefined }).complete({ messages: hello }))
    expect(err.message).toBe('AI provider requires an API key and none is configured (HTTP 401)')
  })

  it('does not retry other 4xx answers (an unknown model)', async ({ ai }) => {
    ai.fake.enqueue({ status: 404, message: 'The model `gpt-9` does not exist' })
    const err = await failure(ai.client().complete({ messages: hello, model: 'gpt-9' }))
    expect(err.message).toBe('AI provider refused the request (HTTP 404): The model `gpt-9` does not exist')
    expect(ai.fake.chatRequests()).toHaveLength(1)
  })

  it('fails with a timeout error when the provider does not answer within the deadline, without retrying', async ({ ai }) => {
    ai.fake.handle(() => ({ content: 'too late', delayMs: 10_000 }))
    const started = Date.now()
    const err = await failure(ai.client({ timeoutMs: 300 }).complete({ messages: hello }))
    expect([err.status, err.reason, err.message]).toEqual([504, 'timeout', 'AI provider did not answer within 300 ms'])
    expect(Date.now() - started).toBeLessThan(5000)
    expect([ai.sleeps, ai.logs]).toEqual([[], []])
    expect(ai.fake.chatRequests().length).toBeLessThanOrEqual(1)
  })

  it('lets a per-call timeout override the client default', async ({ ai }) => {
    ai.fake.enqueue({ content: 'slow', delayMs: 5000 })
    const err = await failure(ai.client({ timeoutMs: 60_000 }).complete({ messages: hello }, { timeoutMs: 80 }))
    expect(err.message).toBe('AI provider did not answer within 80 ms')
  })

  it('retries a dropped connection as a network error', async ({ ai }) => {
    ai.fake.enqueue({ hangUp: true }, 'back again')
    const result = await ai.client().complete({ messages: hello })
    expect([result.content, result.retries]).toEqual(['back again', 1])
    expect(ai.logs).toHaveLength(1)
    expect(ai.logs[0]?.obj).toMatchObject({ reason: 'network', retry: 1, max_retries: 2 })
  })

  it('names the host when nothing listens there, after retrying', async ({ ai }) => {
    const port = await closedPort()
    const client = createAiClient({ baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: FAKE_API_KEY, model: 'm' }, { sleep: async () => {} })
    const err = await failure(client.complete({ messages: hello }))
    expect([err.status, err.reason, err.message]).toEqual([502, 'network', `AI provider unreachable at 127.0.0.1:${port}: ECONNREFUSED`])
    expect(ai.fake.requests).toEqual([])
  })

  it('stops at once when the caller aborts, with the caller reason', async ({ ai }) => {
    ai.fake.enqueue({ content: 'never', delayMs: 5000 })
    const controller = new AbortController()
    const reason = new Error('run cancelled')
    setTimeout(() => controller.abort(reason), 50)
    await expect(ai.client().complete({ messages: hello }, { signal: controller.signal })).rejects.toBe(reason)
  })

  it('never writes the key to the log while retrying', async ({ ai }) => {
    ai.fake.enqueue({ status: 500, message: `upstream saw Bearer ${FAKE_API_KEY}` }, 'ok')
    await ai.client().complete({ messages: hello })
    expect(ai.logs).toHaveLength(1)
    expect(ai.logs[0]?.msg).toBe('AI provider call failed; retrying')
    expect(ai.logs[0]?.obj).toMatchObject({ provider: new URL(ai.fake.baseUrl).host, provider_status: 500, retry: 1, delay_ms: 438 })
    expect(JSON.stringify(ai.logs)).not.toContain(FAKE_API_KEY)
  })
})

describe('OpenAI-compatible client: a server that checks the key', () => {
  const strict = aiTest({ apiKey: FAKE_API_KEY })

  strict('answers with the right key', async ({ ai }) => {
    ai.fake.enqueue('ok')
    expect((await ai.client().complete({ messages: hello })).content).toBe('ok')
  })

  strict('turns the provider 401 (which echoes a masked key) into a message without any part of the key', async ({ ai }) => {
    const wrongKey = 'sk-proj-wrongwrongwrong-7Qz9'
    const err = await failure(ai.client({ apiKey: wrongKey }).complete({ messages: hello }))
    expect(err.message).toBe('AI provider rejected the API key (HTTP 401)')
    expect(err.providerMessage).toBe(
      'Incorrect API key provided: [redacted]. You can find your API key at https://platform.openai.com/account/api-keys.',
    )
    expect(`${err.message} ${err.providerMessage}`).not.toContain('7Qz9')
    expect(ai.fake.requests.map((r) => r.headers.authorization)).toEqual([`Bearer ${wrongKey}`])
  })
})

describe('OpenAI-compatible client: streaming', () => {
  it('delivers deltas in order and resolves with the whole text and the final usage chunk', async ({ ai }) => {
    ai.fake.enqueue({ content: 'one two three', chunks: ['one ', 'two ', 'three'] })
    const deltas: string[] = []
    const result = await ai.client().stream({ messages: hello }, { onDelta: (t) => deltas.push(t) })
    expect(deltas).toEqual(['one ', 'two ', 'three'])
    expect(result).toMatchObject({ content: 'one two three', finishReason: 'stop', usageEstimated: false })
    expect(result.usage.completion_tokens).toBe(fakeTokens('one two three'))
    expect(ai.fake.chatRequests()[0]?.body).toMatchObject({ stream: true, stream_options: { include_usage: true } })
  })

  it('keeps a slow stream alive as long as chunks keep coming', async ({ ai }) => {
    // Six gaps of 120 ms outlast the 450 ms idle deadline in total, never one at a time.
    ai.fake.enqueue({ content: 'a b c d e f g', chunkDelayMs: 120 })
    const result = await ai.client({ timeoutMs: 450 }).stream({ messages: hello }, { onDelta: () => {} })
    expect(result.content).toBe('a b c d e f g')
  })

  it('fails without retrying when the connection drops after text was delivered', async ({ ai }) => {
    ai.fake.enqueue({ content: 'partial answer here', chunks: ['partial ', 'answer ', 'here'], dropAfterChunks: 1 }, 'unused')
    const deltas: string[] = []
    const err = await failure(ai.client().stream({ messages: hello }, { onDelta: (t) => deltas.push(t) }))
    expect(deltas).toEqual(['partial '])
    expect(err.reason).toBe('network')
    expect(ai.fake.chatRequests()).toHaveLength(1)
  })

  it('retries a stream that failed before any text, like a completion', async ({ ai }) => {
    ai.fake.enqueue({ status: 429, headers: { 'retry-after': '0' } }, 'streamed')
    const result = await ai.client().stream({ messages: hello }, { onDelta: () => {} })
    expect([result.content, result.retries]).toEqual(['streamed', 1])
  })

  it('passes an error thrown by onDelta through unchanged', async ({ ai }) => {
    ai.fake.enqueue('boom now')
    const mine = new Error('consumer gone')
    await expect(
      ai.client().stream(
        { messages: hello },
        {
          onDelta: () => {
            throw mine
          },
        },
      ),
    ).rejects.toBe(mine)
  })
})
