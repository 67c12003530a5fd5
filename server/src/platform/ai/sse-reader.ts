/**
 * The `data:` payloads of a server-sent event stream, one string per event (multi-line data joined by `\n`).
 * Comments, `event:`, `id:` and `retry:` fields are skipped: chat completion streams carry everything in `data`.
 */
export async function* readSseData(body: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder()
  let buffer = ''
  let data: string[] = []
  /** The events completed by the lines in `buffer`; at the end (`done`) a trailing `\r` ends its line too. */
  function* events(done: boolean): Generator<string> {
    let newline = buffer.search(/\r\n|\r|\n/)
    // A lone trailing \r may be the first half of a \r\n split across chunks: wait for the next one.
    while (newline !== -1 && !(newline === buffer.length - 1 && buffer[newline] === '\r' && !done)) {
      const line = buffer.slice(0, newline)
      buffer = buffer.slice(buffer[newline] === '\r' && buffer[newline + 1] === '\n' ? newline + 2 : newline + 1)
      if (line === '') {
        if (data.length > 0) yield data.join('\n')
        data = []
      } else if (line.startsWith('data:')) {
        data.push(line.slice(line[5] === ' ' ? 6 : 5))
      }
      newline = buffer.search(/\r\n|\r|\n/)
    }
  }
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true })
    yield* events(false)
  }
  buffer += decoder.decode()
  yield* events(true)
  if (buffer.startsWith('data:')) data.push(buffer.slice(buffer[5] === ' ' ? 6 : 5))
  if (data.length > 0) yield data.join('\n')
}
