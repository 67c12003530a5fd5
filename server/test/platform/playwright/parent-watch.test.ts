import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { alive } from '../../support/processes.js'

const SERVER_DIR = path.resolve(import.meta.dirname, '../../..')
const FIXTURE = path.join(import.meta.dirname, 'fixtures/run-forever.ts')

/** Pids of processes whose parent is `pid` (read from /proc). */
function childrenOf(pid: number): number[] {
  const found: number[] = []
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (ppid === pid) found.push(Number(entry))
    } catch {
      // gone
    }
  }
  return found
}

it('a Playwright runner stops with its whole group when the process that started it is killed with SIGKILL', {
  timeout: 90_000,
}, async () => {
  const parent = spawn(process.execPath, ['--import', 'tsx', FIXTURE], { cwd: SERVER_DIR, stdio: ['ignore', 'pipe', 'inherit'] })
  let out = ''
  await new Promise<void>((resolve, reject) => {
    parent.stdout?.on('data', (d) => {
      out += d
      if (out.includes('READY')) resolve()
    })
    parent.once('exit', () => reject(new Error(`fixture exited early: ${out}`)))
  })
  const runners = childrenOf(parent.pid ?? -1)
  expect(runners.length).toBeGreaterThan(0)
  const group = runners.flatMap((r) => [r, ...childrenOf(r)])
  parent.kill('SIGKILL')
  const deadline = Date.now() + 5_000
  while (group.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
  expect(group.filter(alive)).toEqual([])
})
