import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ChatMessage {
  role: string
  content: string
}

/**
 * A tiny OpenAI-compatible server (GET /v1/models, chat completions) that answers with `answer(input, messages)`,
 * where `input` is the last message. Started by the e2e tests that need an LLM provider; nothing leaves the machine.
 */
export function fakeLlmProvider(
  answer: (input: string, messages: ChatMessage[]) => string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    if (req.method === 'GET' && req.url === '/v1/models') {
      res.writeHead(200, { 'content-type': 'application/json' })
      return res.end(JSON.stringify({ data: [{ id: 'fake-model' }] }))
    }
    const messages = (JSON.parse(Buffer.concat(chunks).toString() || '{}') as { messages?: ChatMessage[] }).messages ?? []
    const content = answer(messages.at(-1)?.content ?? '', messages)
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify({
        model: 'fake-model',
        choices: [{ message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 20, completion_tokens: 10, total_tokens: 30 },
      }),
    )
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
        close: () => new Promise<void>((r) => server.close(() => r())),
      }),
    ),
  )
}
