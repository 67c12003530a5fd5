// A fake OpenAI-compatible provider for bench/llm-eval, run as its own process so the bench's memory and CPU
// figures are the service's alone. Answers `Echo: <last message>` after LATENCY_MS; prints its port on stdout.
import http from 'node:http'

const latencyMs = Number(process.env.LATENCY_MS ?? 50)
const server = http.createServer((req, res) => {
  const chunks = []
  req.on('data', (c) => chunks.push(c))
  req.on('end', () => {
    if (req.url?.endsWith('/models')) return res.end(JSON.stringify({ object: 'list', data: [{ id: 'fake' }] }))
    let last = ''
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}')
      const content = body.messages?.at(-1)?.content
      last = typeof content === 'string' ? content : Array.isArray(content) ? content.map((p) => p.text ?? '').join('') : ''
    } catch {}
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          id: 'chatcmpl-bench',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: 'fake',
          choices: [{ index: 0, message: { role: 'assistant', content: `Echo: ${last}` }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 12, completion_tokens: 8, total_tokens: 20 },
        }),
      )
    }, latencyMs)
  })
})
server.keepAliveTimeout = 60_000
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`${server.address().port}\n`)
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
process.on('disconnect', () => process.exit(0))
