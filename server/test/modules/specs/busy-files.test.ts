import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect } from 'vitest'
import { api, specsTest, uiSpec } from './specs-app.js'

/**
 * Occupies every thread of libuv's pool (4 unless UV_THREADPOOL_SIZE says otherwise) with an open of a FIFO that
 * has no writer, as a burst of slow file work would; `release` opens the writers so the threads come back.
 */
function occupyThreadPool(threads = Number(process.env.UV_THREADPOOL_SIZE ?? 4)) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'specwright-fifo-'))
  const fifos = Array.from({ length: threads }, (_, i) => path.join(dir, `f${i}`))
  for (const fifo of fifos) execFileSync('mkfifo', [fifo])
  const opened = fifos.map((fifo) => fs.promises.open(fifo, 'r'))
  return async () => {
    for (const fifo of fifos) fs.closeSync(fs.openSync(fifo, 'w'))
    for (const handle of await Promise.all(opened)) await handle.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const within = <T>(ms: number, what: string, p: Promise<T>) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms))])

describe('sqlite: spec writes with a busy file thread pool', () => {
  const it = specsTest('sqlite', { REQUIRE_AUTH: 'true' })

  it('save the spec and its file without holding the database: reads go on meanwhile', async ({ h }) => {
    const p = await h.project()
    const s = api(h, p)
    expect((await s.create({ name: 'busy', content: uiSpec('Busy') })).statusCode).toBe(201)
    // Signed-in clients: their tokens were checked once already (the check itself uses the thread pool).
    expect((await s.put('busy', { content: uiSpec('Busy once') })).statusCode).toBe(200)
    expect((await s.list()).statusCode).toBe(200)
    const release = occupyThreadPool()
    try {
      // Before, the file was written with the thread pool inside the transaction: the save waited for a free
      // thread while holding SQLite's only connection, and every other request waited behind it.
      const saved = await within(3_000, 'PUT /specs/busy', s.put('busy', { content: uiSpec('Busy again') }))
      expect(saved.statusCode).toBe(200)
      const listed = await within(3_000, 'GET /specs', s.list())
      expect(listed.json().items.map((i: { name: string }) => i.name)).toEqual(['busy'])
    } finally {
      await release()
    }
    expect((await s.get('busy')).json().title).toBe('Busy again')
  })
})
