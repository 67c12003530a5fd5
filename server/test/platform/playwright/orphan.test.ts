import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { processesWithEnv, tempDir, waitFor } from './support.js'

const HOST = path.join(import.meta.dirname, 'fixtures/runner-host.ts')
const folders: string[] = []
afterAll(async () => {
  for (const f of folders) await fs.rm(f, { recursive: true, force: true })
})

describe('a Playwright run whose server is killed', () => {
  it('ends itself, browser included, when its server dies by SIGKILL', async () => {
    const dir = await tempDir('orphan')
    folders.push(dir)
    const file = path.join(dir, 'forever.spec.ts')
    await fs.writeFile(
      file,
      `import { test } from '@playwright/test'

test('waits forever', async ({ page }) => {
  await page.setContent('<h1>waiting</h1>')
  console.log('browser is up')
  await new Promise(() => {})
})
`,
    )
    const marker = randomUUID()
    const host = spawn(process.execPath, ['--import', 'tsx', HOST, file], {
      env: { ...process.env, SPECWRIGHT_TEST_MARKER: marker, RUN_OUTPUT_DIR: path.join(dir, 'run') },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const exited = new Promise((resolve) => host.once('exit', resolve))
    try {
      await new Promise<void>((resolve, reject) => {
        host.stdout.on('data', (chunk: Buffer) => {
          if (String(chunk).includes('browser is up')) resolve()
        })
        host.once('exit', (code) => reject(new Error(`the host exited early (${code})`)))
      })
      const running = processesWithEnv('SPECWRIGHT_TEST_MARKER', marker)
      expect(running.some((p) => p.command.includes('chromium'))).toBe(true)
      expect(running.some((p) => p.command.includes('workerProcessEntry'))).toBe(true)

      host.kill('SIGKILL') // no handler runs: only the run's own processes can notice
      await exited
      await waitFor('every process of the run to be gone', () => processesWithEnv('SPECWRIGHT_TEST_MARKER', marker).length === 0, 5_000)
    } finally {
      host.kill('SIGKILL')
      // Whatever is left (on failure) must not outlive the test.
      for (const p of processesWithEnv('SPECWRIGHT_TEST_MARKER', marker)) {
        try {
          process.kill(p.pid, 'SIGKILL')
        } catch {}
      }
    }
  }, 60_000)
})
