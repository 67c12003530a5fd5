import { describe, expect, test } from 'vitest'
import { compileApiSpec } from '../../../src/modules/api-testing/compiler.js'
import { leanSubsetProblems } from '../../../src/modules/api-testing/lean/subset.js'
import { parseApiSpec } from '../../../src/modules/api-testing/spec-parser.js'

const SPEC = `# API Test: Shop

## Base URL

http://127.0.0.1:1

## Authentication

Bearer {{token}}

## Tests

### POST /login

- Send the request with JSON body {"user": "a"}
- Verify status is 200
- Save $.token as {{token}}

### GET /items

- Verify status is 200
- Verify the response matches the schema:
  \`\`\`json
  {"type": "array"}
  \`\`\`

### GET /items/1

- Do a barrel roll
`

const code = () => compileApiSpec(parseApiSpec(SPEC).spec).code
const edit = (from: string, to: string) => {
  const source = code()
  expect(source).toContain(from)
  return source.replace(from, to)
}
const OPEN = "test.describe('Shop', () => {"

describe('leanSubsetProblems', () => {
  test('what the compiler writes (chains, credentials read when a test runs, schemas, fixme) is inside the subset', () => {
    expect(code()).toContain('test.fixme(')
    expect(code()).toContain('test.info().annotations.push')
    expect(leanSubsetProblems(code())).toEqual([])
  })

  test('what the heals write is inside the subset', () => {
    expect(leanSubsetProblems(edit('const NETWORK_RETRIES = 0', 'const NETWORK_RETRIES = 2'))).toEqual([])
    expect(leanSubsetProblems(edit("test.describe.configure({ mode: 'default' })", "test.describe.configure({ mode: 'serial' })"))).toEqual(
      [],
    )
  })

  test.each([
    ['a hook', OPEN, `${OPEN}\n  test.beforeEach(async () => {})`, ['test.beforeEach']],
    ['test.step', OPEN, `${OPEN}\n  test.step('x', async () => {})`, ['test.step']],
    ['test.use', OPEN, `${OPEN}\n  test.use({ baseURL: 'x' })`, ['test.use']],
    [
      'a describe option',
      "mode: 'default' })",
      "mode: 'default', retries: 2 })",
      ['test.describe.configure other than { mode: default | serial }'],
    ],
    ['test.describe.parallel', OPEN, "test.describe.parallel('Shop', () => {", ['test.describe.parallel']],
    ['another fixture', 'async ({ playwright }) => {', 'async ({ playwright, page }) => {', ['fixture page']],
    [
      'the test info argument',
      'async ({ playwright }) => {',
      'async ({ playwright }, testInfo) => {',
      ['test body reads the test info argument'],
    ],
    ['expect.soft', 'expect(res.status(), ', 'expect.soft(res.status(), ', ['expect.soft']],
    ['expect.poll', 'expect(res.status(), ', 'expect.poll(res.status(), ', ['expect.poll']],
    [
      'test.info().attach',
      'test.info().annotations.push(',
      "test.info().attach('x', { body: 'y' })\n    test.info().annotations.push(",
      ['test.info().attach'],
    ],
    [
      'the playwright object',
      'const request = await api(playwright)',
      'await playwright.chromium.launch()\n    const request = await api(playwright)',
      ['playwright.chromium'],
    ],
    ['another import', "from '@playwright/test'", "from '@playwright/test'\nimport { x } from 'zod'", ["import of x from 'zod'"]],
    ['require', 'const NETWORK_RETRIES = 0', "const NETWORK_RETRIES = require('x')", ['require']],
    [
      'test under another name',
      'const NETWORK_RETRIES = 0',
      'const NETWORK_RETRIES = 0\nconst t = test',
      ['test used other than as a call or a member'],
    ],
  ])('%s is outside it', (_, from, to, problems) => {
    expect(leanSubsetProblems(edit(from, to))).toEqual(problems)
  })

  test('a file that does not parse is outside it (Playwright Test reports its error)', () => {
    expect(leanSubsetProblems('test(')[0]).toMatch(/^does not parse/)
  })
})
