import { describe, expect, it } from 'vitest'
import { errorFromStatus, providerMessageOf, redactSecrets } from '../../../src/platform/ai/provider-failure.js'

const KEY = 'my-gateway-key-abcdef'

describe('redactSecrets', () => {
  it.each([
    [`echo ${KEY} back`, 'echo [redacted] back'],
    ['Incorrect API key provided: sk-proj-****************abcd.', 'Incorrect API key provided: [redacted].'],
    ['header was Bearer abc.def.ghi', 'header was Bearer [redacted]'],
    ['api_key=zzz-123, retry', 'api_key=[redacted], retry'],
    ['Rate limit reached for gpt-4o in organization org-1', 'Rate limit reached for gpt-4o in organization org-1'],
  ])('%j -> %j', (text, expected) => {
    expect(redactSecrets(text, KEY)).toBe(expected)
  })
})

describe('providerMessageOf', () => {
  it.each([
    ['OpenAI', JSON.stringify({ error: { message: 'model overloaded', type: 'server_error' } }), 'model overloaded'],
    [
      'Ollama',
      JSON.stringify({ error: 'model "llama9" not found, try pulling it first' }),
      'model "llama9" not found, try pulling it first',
    ],
    ['FastAPI-style', JSON.stringify({ detail: 'bad' }), 'bad'],
    ['message field', JSON.stringify({ message: 'nope' }), 'nope'],
    ['HTML', '<html>\n  <body>502 Bad Gateway</body>\n</html>', '<html> <body>502 Bad Gateway</body> </html>'],
  ])('reads a %s error body', (_kind, body, expected) => {
    expect(providerMessageOf(body, KEY)).toBe(expected)
  })

  it('cuts long bodies to 300 characters', () => {
    expect(providerMessageOf('x'.repeat(1000), KEY)).toBe(`${'x'.repeat(300)}…`)
  })
})

describe('errorFromStatus', () => {
  it('maps statuses to reasons and Specwright statuses', () => {
    const cases = [401, 403, 429, 500, 400].map((status) => errorFromStatus(status, '{}', KEY))
    expect(cases.map((e) => [e.reason, e.status, e.providerStatus, e.code])).toEqual([
      ['auth', 502, 401, 'AI_PROVIDER_ERROR'],
      ['auth', 502, 403, 'AI_PROVIDER_ERROR'],
      ['rate_limited', 503, 429, 'AI_PROVIDER_ERROR'],
      ['server', 502, 500, 'AI_PROVIDER_ERROR'],
      ['request', 502, 400, 'AI_PROVIDER_ERROR'],
    ])
  })

  it('names itself for logs and serialized job errors', () => {
    expect(errorFromStatus(500, '', KEY).name).toBe('AiProviderError')
  })
})
