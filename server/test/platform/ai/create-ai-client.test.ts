import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../../src/config.js'
import { AI_NOT_CONFIGURED, createAiClient, requireAi } from '../../../src/platform/ai/create-ai-client.js'
import { AiProviderError } from '../../../src/platform/ai/errors.js'
import { registerErrorHandler } from '../../../src/platform/http/error-handler.js'
import { ServiceUnavailableError } from '../../../src/platform/http/errors.js'

describe('createAiClient and requireAi', () => {
  it('builds no client when AI_BASE_URL is unset, and one from AI_* when it is', () => {
    expect(createAiClient(loadConfig({}).ai)).toBeUndefined()
    const client = createAiClient(loadConfig({ AI_BASE_URL: 'http://localhost:11434/v1/', AI_MODEL: 'llama3.2' }).ai)
    expect([client?.baseUrl, client?.model]).toEqual(['http://localhost:11434/v1', 'llama3.2'])
  })

  it('throws a 503 ServiceUnavailableError without a client, and returns the client otherwise', () => {
    expect(() => requireAi({ ai: undefined })).toThrow(ServiceUnavailableError)
    expect(() => requireAi({})).toThrow(AI_NOT_CONFIGURED)
    const client = createAiClient({ baseUrl: 'http://127.0.0.1:1/v1', apiKey: undefined, model: 'm' })
    expect(requireAi({ ai: client })).toBe(client)
  })

  it('answers an AI-only action with 503 {detail: "AI provider not configured"} through the error handler', async () => {
    const app = Fastify({ logger: false })
    registerErrorHandler(app)
    app.get('/ai-only', async () => requireAi({ ai: undefined }).model)
    const res = await app.inject({ url: '/ai-only' })
    expect([res.statusCode, res.json()]).toEqual([503, { detail: 'AI provider not configured' }])
    await app.close()
  })

  it('answers a provider failure with its safe message and the wait the provider asked for', async () => {
    const app = Fastify({ logger: false })
    registerErrorHandler(app)
    app.get('/limited', async () => {
      throw new AiProviderError('rate_limited', 'AI provider is rate limiting requests (retry after 120 s)', 429, 'slow down', 120_000)
    })
    const res = await app.inject({ url: '/limited' })
    expect([res.statusCode, res.json()]).toEqual([
      503,
      { detail: 'AI provider is rate limiting requests (retry after 120 s)', retry_after: 120 },
    ])
    await app.close()
  })
})
