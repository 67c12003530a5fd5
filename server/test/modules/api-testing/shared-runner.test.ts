import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { SharedRunner } from '../../../src/modules/api-testing/shared-runner.js'

// The first attempts of several specs in one Playwright run: each member gets its own file's part, and a member
// whose part another file spoiled runs alone instead of taking that file's error for its own.

let root: string
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'shared-runner-'))
})
afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

const PASSING = `import { expect, test } from '@playwright/test'
test('adds', async () => {
  expect(1 + 1, 'sum').toBe(2)
})
`
const FAILING = `import { expect, test } from '@playwright/test'
test('subtracts', async () => {
  expect(2 - 1, 'difference').toBe(3)
})
`
const BROKEN = `import { test } from '@playwright/test'
test('never loads', async () => {
  const = 1
})
`

async function member(key: string, code: string) {
  const dir = join(root, key, 'attempt-1')
  const file = join(dir, `${key}.spec.ts`)
  await mkdir(dir, { recursive: true })
  await writeFile(file, code)
  const lines: string[] = []
  return { key, file, dir, lines, member: { key, name: key, env: {}, log: (line: string) => lines.push(line) } }
}

test('each member gets its own tests and log lines, and one spoiled by another file runs alone', { timeout: 120_000 }, async () => {
  const [pass, fail, broken] = await Promise.all([member('pass', PASSING), member('fail', FAILING), member('broken', BROKEN)])
  const shared = new SharedRunner({
    members: [pass.member, fail.member, broken.member],
    batchDir: join(root, 'batch'),
    filesDir: join(root, 'files'),
    chromiumPath: '/usr/bin/chromium',
    signal: new AbortController().signal,
  })
  const run = (m: typeof pass) => shared.runnerFor(m.key)({ n: 1, file: m.file, dir: m.dir, tests: 1 })
  const [a, b, c] = await Promise.all([run(pass), run(fail), run(broken)])

  expect(a.report.tests.map((t) => [t.title, t.status])).toEqual([['adds', 'passed']])
  expect(a.report.errors).toEqual([])
  expect(b.report.tests.map((t) => [t.title, t.status])).toEqual([['subtracts', 'failed']])
  expect(b.report.errors).toEqual([])
  // The broken file keeps its own load error; the others never carry it.
  expect(c.report.tests).toEqual([])
  expect(c.report.errors.map((e) => e.location?.file.endsWith('broken.spec.ts'))).toContain(true)
  expect(pass.lines.join('\n')).toContain('shares one Playwright runner with 2 other specs')
  expect(pass.lines.join('\n')).not.toContain('subtracts')
  // Playwright runs no test when a file fails to load: the others' attempts ran again, alone.
  expect(pass.lines.join('\n')).toContain('running its attempt 1 alone')
})
