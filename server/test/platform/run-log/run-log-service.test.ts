import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import { uuidv7 } from 'uuidv7'
import { describe, expect, test, vi } from 'vitest'
import {
  MAX_LINE_CHARS,
  type RunLogEvent,
  RunLogService,
  type RunLogServiceOptions,
} from '../../../src/platform/run-log/run-log-service.js'
import { maskSecrets } from '../../../src/platform/run-log/secret-mask.js'
import { TEST_KVSTORE_URL } from '../../support/env.js'
import { waitFor } from '../jobs/support.js'

interface Fixture {
  dataDir: string
  /** A RunLogService on the test's data folder, stopped after the test. */
  service(options?: Partial<RunLogServiceOptions>): RunLogService
}

const it = test.extend<{ f: Fixture }>({
  // biome-ignore lint/correctness/noEmptyPattern: vitest fixtures take their dependencies as a pattern
  f: async ({}, use) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'specwright-runlog-'))
    const services: RunLogService[] = []
    await use({
      dataDir,
      service: (options = {}) => {
        const s = new RunLogService({ dataDir, pollMs: 20, ...options })
        services.push(s)
        return s
      },
    })
    for (const s of services) await s.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  },
})

/** Follows a run into an array until `end` (or the signal aborts). */
function collect(service: RunLogService, runId: string, after = 0, signal?: AbortSignal) {
  const events: RunLogEvent[] = []
  const done = (async () => {
    for await (const e of service.follow(runId, { after, signal })) events.push(e)
  })()
  return { events, done, lines: () => events.flatMap((e) => (e.type === 'line' ? [`${e.n}:${e.line}`] : [])) }
}

describe('RunLogService', () => {
  it('numbers lines from 1, splits multi-line text, and reads from any line', async ({ f }) => {
    const logs = f.service()
    const run = uuidv7()
    await logs.open(run, 'default')
    expect(await logs.append(run, 'first')).toBe(1)
    expect(await logs.append(run, 'second\r\nthird\n')).toBe(3)
    expect(await logs.append(run, '')).toBe(4)
    const all = await logs.read(run, 0)
    expect(all.map((l) => [l.n, l.line])).toEqual([
      [1, 'first'],
      [2, 'second'],
      [3, 'third'],
      [4, ''],
    ])
    expect(Number.isNaN(Date.parse(all[0]?.ts ?? ''))).toBe(false)
    expect((await logs.read(run, 2)).map((l) => l.line)).toEqual(['third', ''])
    expect((await logs.read(run, 1, 1)).map((l) => l.line)).toEqual(['second'])
    expect(await logs.read(run, 4)).toEqual([])
    expect(await logs.info(run)).toMatchObject({ lines: 4, status: null, project_id: 'default' })
  })

  it('finds line N through the index, without counting newlines in the text before it', async ({ f }) => {
    const logs = f.service()
    const run = uuidv7()
    await logs.open(run, 'default')
    await logs.append(run, 'aaaa\nbbbb\ncccc')
    // Rewrite line 1 in place with a newline inside: a reader that scanned the text would now misnumber line 3.
    const file = path.join(f.dataDir, 'runs', run, 'log.txt')
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('aaaa', 'a\naa'))
    expect(await logs.read(run, 2)).toMatchObject([{ n: 3, line: 'cccc' }])
    expect(fs.statSync(path.join(f.dataDir, 'runs', run, 'log.idx')).size).toBe(3 * 16)
  })

  it('masks configured and per-run secrets as ****, longest first, leaving very short values alone', async ({ f }) => {
    const logs = f.service({ secrets: () => ['global-token-123'] })
    const run = uuidv7()
    await logs.open(run, 'default')
    logs.addSecrets(run, ['hunter2hunter2', 'hunter2', 'ab'])
    await logs.append(run, 'auth global-token-123 pass=hunter2hunter2 short=hunter2 ab stays')
    expect((await logs.read(run, 0))[0]?.line).toBe('auth **** pass=**** short=**** ab stays')
    expect(fs.readFileSync(path.join(f.dataDir, 'runs', run, 'log.txt'), 'utf8')).not.toContain('hunter2')
    expect(maskSecrets('x', [])).toBe('x')
  })

  it('cuts a runaway line', async ({ f }) => {
    const logs = f.service()
    const run = uuidv7()
    await logs.open(run, 'default')
    await logs.append(run, 'x'.repeat(MAX_LINE_CHARS + 10))
    const [line] = await logs.read(run, 0)
    expect(line?.line).toBe(`${'x'.repeat(MAX_LINE_CHARS)} … [line truncated]`)
  })

  it('continues numbering after a crashed writer and drops what it left half-written', async ({ f }) => {
    const run = uuidv7()
    const first = f.service()
    await first.open(run, 'default')
    await first.append(run, 'one\ntwo')
    const dir = path.join(f.dataDir, 'runs', run)
    fs.appendFileSync(path.join(dir, 'log.txt'), 'torn text with no index ent')
    fs.appendFileSync(path.join(dir, 'log.idx'), Buffer.alloc(7))
    const next = f.service()
    expect(await next.append(run, 'three')).toBe(3)
    expect((await next.read(run, 0)).map((l) => l.line)).toEqual(['one', 'two', 'three'])
  })

  it('refuses unsafe run ids, appends to unopened logs, and another project', async ({ f }) => {
    const logs = f.service()
    await expect(logs.open('../etc', 'default')).rejects.toThrow('Invalid run id "../etc"')
    const run = uuidv7()
    await expect(logs.append(run, 'x')).rejects.toThrow(`Run log ${run} was not opened`)
    await logs.open(run, 'default')
    await expect(logs.open(run, 'other')).rejects.toThrow(`Run log ${run} belongs to another project`)
    expect(await logs.info(run, 'other')).toBeUndefined()
    expect(await logs.info(uuidv7())).toBeUndefined()
  })

  it('follows a live run: every line once, in order, then the final status', async ({ f }) => {
    const logs = f.service()
    const run = uuidv7()
    await logs.open(run, 'default')
    await logs.append(run, 'before 1\nbefore 2')
    const reader = collect(logs, run)
    await waitFor('the backlog', () => reader.events.length === 2)
    for (let i = 3; i <= 6; i++) await logs.append(run, `live ${i}`)
    await Promise.all([logs.append(run, 'last a'), logs.append(run, 'last b'), logs.close(run, 'passed')])
    await reader.done
    expect(reader.lines()).toEqual(['1:before 1', '2:before 2', '3:live 3', '4:live 4', '5:live 5', '6:live 6', '7:last a', '8:last b'])
    expect(reader.events.at(-1)).toEqual({ type: 'end', status: 'passed' })
    expect(await logs.info(run)).toMatchObject({ status: 'passed', lines: 8 })
  })

  it('serves 200 followers of one run with shared reads: each gets every line once, in order', async ({ f }) => {
    const logs = f.service()
    const run = uuidv7()
    await logs.open(run, 'default')
    await logs.append(run, 'before')
    const reads = vi.spyOn(logs, 'read')
    const readers = Array.from({ length: 200 }, () => collect(logs, run))
    await waitFor('every backlog', () => readers.every((r) => r.events.length === 1))
    for (let i = 2; i <= 21; i++) {
      await logs.append(run, `live ${i}`)
      await waitFor(`line ${i} everywhere`, () => readers.every((r) => r.events.length === i))
    }
    await logs.close(run, 'passed')
    await Promise.all(readers.map((r) => r.done))
    const want = ['1:before', ...Array.from({ length: 20 }, (_, k) => `${k + 2}:live ${k + 2}`)]
    for (const r of readers) {
      expect(r.lines()).toEqual(want)
      expect(r.events.at(-1)).toEqual({ type: 'end', status: 'passed' })
    }
    // Unshared, each of the 21 changes costs 200 reads (4,200+); shared, about one per change and position.
    expect(reads.mock.calls.length).toBeLessThan(200)
  })

  it('resumes after a given line and ends at once on a closed log', async ({ f }) => {
    const logs = f.service()
    const run = uuidv7()
    await logs.open(run, 'default')
    await logs.append(run, 'a\nb\nc')
    await logs.close(run, 'failed')
    const reader = collect(logs, run, 2)
    await reader.done
    expect(reader.events).toEqual([
      { type: 'line', n: 3, line: 'c', ts: expect.any(String) },
      { type: 'end', status: 'failed' },
    ])
  })

  it('stops following when the signal aborts', async ({ f }) => {
    const logs = f.service()
    const run = uuidv7()
    await logs.open(run, 'default')
    const controller = new AbortController()
    const reader = collect(logs, run, 0, controller.signal)
    await logs.append(run, 'one')
    await waitFor('line one', () => reader.events.length === 1)
    controller.abort()
    await reader.done
    expect(reader.events.map((e) => e.type)).toEqual(['line'])
  })

  it('delivers lines written by another instance on the same disk, by polling', async ({ f }) => {
    const writer = f.service()
    const reader = f.service({ pollMs: 20 })
    const run = uuidv7()
    await writer.open(run, 'default')
    const follower = collect(reader, run)
    for (let i = 1; i <= 5; i++) {
      await writer.append(run, `line ${i}`)
      await waitFor(`line ${i} to reach the other instance`, () => follower.events.length === i, 2_000)
    }
    await writer.close(run, 'passed')
    await follower.done
    expect(follower.lines()).toEqual(['1:line 1', '2:line 2', '3:line 3', '4:line 4', '5:line 5'])
    expect(follower.events.at(-1)).toEqual({ type: 'end', status: 'passed' })
  })

  test.skipIf(!TEST_KVSTORE_URL)('delivers lines written by another instance through Redis pub/sub, without polling', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'specwright-runlog-'))
    const redis = new Redis(TEST_KVSTORE_URL ?? '', { maxRetriesPerRequest: null })
    const prefix = `t-${uuidv7()}`
    // Polls so slow they cannot be what delivers within the test's deadlines.
    const options = { dataDir, redis, prefix, pollMs: 60_000, redisPollMs: 60_000 }
    const writer = new RunLogService(options)
    const reader = new RunLogService(options)
    try {
      const run = uuidv7()
      await writer.open(run, 'default')
      const follower = collect(reader, run)
      await waitFor('the reader to subscribe', async () => (await redis.pubsub('NUMSUB', `${prefix}:runlog:${run}`))[1] === 1, 2_000)
      const t0 = Date.now()
      for (let i = 1; i <= 3; i++) {
        await writer.append(run, `line ${i}`)
        await waitFor(`line ${i} over pub/sub`, () => follower.events.length === i, 2_000)
      }
      expect(Date.now() - t0).toBeLessThan(2_000)
      await writer.close(run, 'cancelled')
      await follower.done
      expect(follower.lines()).toEqual(['1:line 1', '2:line 2', '3:line 3'])
      expect(follower.events.at(-1)).toEqual({ type: 'end', status: 'cancelled' })
    } finally {
      await writer.stop()
      await reader.stop()
      redis.disconnect()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
