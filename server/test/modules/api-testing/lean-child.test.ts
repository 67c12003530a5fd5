import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LeanChild } from '../../../src/modules/api-testing/lean/lean-child.js'
import type { LeanJob } from '../../../src/modules/api-testing/lean/protocol.js'

/**
 * The parent's side of a lean child, against a stand-in child script speaking the same protocol: whatever reaches
 * the events pipe, the parent process never throws, and a child that wrote a line that is no event is not reused.
 */
let dir: string
let script: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'lean-child-'))
  script = path.join(dir, 'child.mjs')
  await writeFile(
    script,
    `import fs from 'node:fs'
import { createInterface } from 'node:readline'
for await (const text of createInterface({ input: process.stdin })) {
  const job = JSON.parse(text)
  fs.writeSync(3, 'this is no event\\n')
  fs.writeSync(3, JSON.stringify({ t: 'done', leftovers: [], rssBytes: 1 }) + '\\n')
  process.stdout.write(job.endMark + '\\n')
  process.stderr.write(job.endMark + '\\n')
}
`,
  )
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('LeanChild', () => {
  it('a line on the events pipe that is no JSON spoils the child and the job still ends', async () => {
    const child = new LeanChild(script, { env: { ...process.env }, cwd: dir })
    try {
      const end = await child.run({ endMark: '--end-1--' } as LeanJob, { line: () => undefined, event: () => undefined })
      expect(end).toEqual({ done: true, leftovers: [], rssBytes: 1 })
      expect(child.spoiled).toContain('this is no event')
    } finally {
      child.close()
      await child.exited
    }
  })
})
